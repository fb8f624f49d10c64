/// A UIView transition as a timed two-copy state: a snapshot of the old appearance and one of the
/// new, with a flip, a curl or a cross-dissolve between them.
///
/// The change itself happens at once; what animates is the flip, curl or dissolve of the copies,
/// stored in the layer's animations list under the key "transition", so there is only one at a
/// time (Programming iOS 8, ch. 4).
///
/// ```
/// flip   0 ──── 0.5 ──── 1     old copy turns 0°→90°, then the new one 90°→0° (edge-on at 0.5)
/// curl   0 ───────────── 1     up: the old copy peels away over the new one; down: the new one unrolls over it
/// fade   0 ───────────── 1     old opacity 1→0 while the new one goes 0→1
/// ```
public struct ViewTransition: Hashable, Sendable {
  public enum Style: String, CaseIterable, Sendable {
    case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, curlUp, curlDown, crossDissolve

    /// The option naming it: `transitionFlipFromLeft`.
    public var option: String { "transition" + rawValue.capitalizedFirst }

    init?(option: String) {
      guard let style = Self.allCases.first(where: { $0.option == option }) else { return nil }
      self = style
    }
  }

  public var style: Style
  /// transition(from:to:): the view leaving and the view arriving; nil for transition(with:).
  public var from: String?
  public var to: String?
  /// showHideTransitionViews: hidden swapped rather than remove and add.
  public var showHide = false

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
    }
  }

  /// `flipFromLeft from a to b (hidden swapped)`.
  public var description: String {
    var text = style.rawValue
    if let from, let to { text += " from \(from) to \(to)" + (showHide ? " (hidden swapped)" : " (removed, added)") }
    return text
  }
}
