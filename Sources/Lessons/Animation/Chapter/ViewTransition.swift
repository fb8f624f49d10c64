/// A transition as a timed two-copy state: a snapshot of the old appearance and one of the new,
/// with a flip, a curl, a dissolve, a push or a slide between them.
///
/// UIView's transitions and CATransition's are the same machinery. The change itself happens at
/// once; what animates is the copies, stored in the layer's animations list under the key
/// "transition", so there is only one at a time (Programming iOS 8, ch. 4).
///
/// ```
/// flip   0 ──── 0.5 ──── 1     old copy turns 0°→90°, then the new one 90°→0° (edge-on at 0.5)
/// curl   0 ───────────── 1     up: the old copy peels away over the new one; down: the new one unrolls over it
/// fade   0 ───────────── 1     old opacity 1→0 while the new one goes 0→1
/// push   0 ───────────── 1     the new copy slides in from an edge, shoving the old one out
/// moveIn 0 ───────────── 1     the new copy slides in over the old one, which stays put
/// reveal 0 ───────────── 1     the old copy slides out, uncovering the new one beneath
/// ```
public struct ViewTransition: Hashable, Sendable {
  public enum Style: String, CaseIterable, Sendable {
    case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, curlUp, curlDown, crossDissolve
    /// CATransition's types, kCATransitionFade, MoveIn, Push and Reveal.
    case fade, moveIn, push, reveal

    /// UIView's transitions, the options of `transition`.
    public static let viewStyles: [Style] = [
      .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom, .curlUp, .curlDown, .crossDissolve,
    ]
    /// CATransition's types, the choices of `new transition --type`.
    public static let layerTypes: [Style] = [.fade, .moveIn, .push, .reveal]

    /// The option naming it: `transitionFlipFromLeft`.
    public var option: String { "transition" + rawValue.capitalizedFirst }

    init?(option: String) {
      guard let style = Self.viewStyles.first(where: { $0.option == option }) else { return nil }
      self = style
    }

    /// Whether it is one of CATransition's types rather than UIView's transitions.
    public var isLayerType: Bool { Self.layerTypes.contains(self) }

    /// Whether the type slides its copies from an edge, and so takes a subtype.
    public var isDirectional: Bool { [.moveIn, .push, .reveal].contains(self) }
  }

  /// CATransition's subtype: the edge the motion starts from, as the constants name it.
  ///
  /// On iOS "top" and "bottom" are reversed for historical reasons (the constants come from
  /// OS X, whose y axis grows upwards): fromBottom brings the new content in from the top of
  /// the screen (Programming iOS 8, chapter 4).
  public enum Subtype: String, CaseIterable, Sendable {
    case fromLeft, fromRight, fromTop, fromBottom

    /// The edge of the screen the new content arrives from.
    public var screenEdge: String {
      switch self {
      case .fromLeft: "left"
      case .fromRight: "right"
      case .fromTop: "bottom"
      case .fromBottom: "top"
      }
    }

    /// The edge opposite `screenEdge`, which the old content leaves by.
    public var oppositeEdge: String {
      switch self {
      case .fromLeft: "right"
      case .fromRight: "left"
      case .fromTop: "top"
      case .fromBottom: "bottom"
      }
    }
  }

  public var style: Style
  /// transition(from:to:): the view leaving and the view arriving; nil for transition(with:).
  public var from: String?
  public var to: String?
  /// showHideTransitionViews: hidden swapped rather than remove and add.
  public var showHide = false
  /// A CATransition's subtype; a directional type without one runs fromLeft [design].
  public var subtype: Subtype?
  /// What changed between the old copy and the new.
  ///
  /// As the redraw moment that started the transition found it: `contents A` before,
  /// `contents B` after. Empty until then.
  public var changes: [Change] = []

  /// One property that differs between the copies, as each copy shows it.
  public struct Change: Hashable, Sendable {
    public var before: String
    public var after: String
  }

  /// What shows at `fraction` of the transition (after its curve).
  public func state(at fraction: Double) -> String {
    let f = min(max(fraction, 0), 1)
    switch style {
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
      let angle = f * 180
      if f < 0.5 { return "flip \(Format.number(angle))°: the old copy shows, turning away" }
      if f == 0.5 { return "flip 90°: edge-on, neither copy shows" }
      return "flip \(Format.number(angle))°: the new copy shows, turning in"
    case .curlUp:
      return "curl \(Format.number(f * 100))%: the old copy peels up from the bottom, the new one shows beneath"
    case .curlDown:
      // Apple: "curls a view down from the top"; the new page unrolls over the old one.
      return "curl \(Format.number(f * 100))%: the new copy curls down from the top over the old one"
    case .crossDissolve:
      return "old copy opacity \(Format.number(1 - f, places: 4)), new copy opacity \(Format.number(f, places: 4))"
    case .fade, .moveIn, .push, .reveal: return layerState(at: f)
    }
  }

  /// A CATransition's copies at `f`: which content is leaving, which arriving, and from where.
  private func layerState(at f: Double) -> String {
    let percent = "\(Format.number(f * 100, places: 0))%"
    let edge = (subtype ?? .fromLeft)
    let old = "old content" + (changes.isEmpty ? "" : " (\(changes.map(\.before).joined(separator: ", ")))")
    let new = "new content" + (changes.isEmpty ? "" : " (\(changes.map(\.after).joined(separator: ", ")))")
    switch style {
    case .fade:
      return "fade \(percent): \(old) fading out (opacity \(Format.number(1 - f, places: 4))), \(new) fading in "
        + "(opacity \(Format.number(f, places: 4)))"
    case .push:
      return "push \(percent): \(old) leaving by the \(edge.oppositeEdge), \(new) arriving from the \(edge.screenEdge)"
    case .moveIn:
      return "moveIn \(percent): \(new) arriving from the \(edge.screenEdge) over the \(old), which stays put"
    default:
      return "reveal \(percent): \(old) leaving by the \(edge.oppositeEdge), uncovering the \(new) beneath"
    }
  }

  /// `flipFromLeft from a to b (hidden swapped)`.
  public var description: String {
    var text = style.rawValue
    if style.isDirectional { text += " " + (subtype ?? .fromLeft).rawValue }
    if let from, let to { text += " from \(from) to \(to)" + (showHide ? " (hidden swapped)" : " (removed, added)") }
    return text
  }
}
