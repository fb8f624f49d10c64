/// A view's Auto Layout properties: whether its autoresizing mask becomes constraints, its
/// intrinsic content size with the priorities that hold it, and its layout margins.
///
/// Programming iOS 8, ch. 1: `translatesAutoresizingMaskIntoConstraints` is true for a view made
/// in code; a plain view hugs at 250 and resists compression at 750, a label hugs at 251; the
/// main view's margins are `{0, 16, 0, 16}`, any other view's `{8, 8, 8, 8}`.
public struct ViewLayout: Equatable, Sendable {
  /// What the view is: a plain view, or one with content that sizes it.
  public enum Kind: Equatable, Sendable {
    case plain
    case label(String)
    case button(String)
  }

  public var kind = Kind.plain
  public var translatesAutoresizingMask = true
  /// Set with `set VIEW.intrinsic W H`; a label's or a button's comes from its text.
  public var intrinsicOverride: Size?
  public var hugging = (horizontal: LayoutConstraint.defaultLow, vertical: LayoutConstraint.defaultLow)
  public var compression = (horizontal: LayoutConstraint.defaultHigh, vertical: LayoutConstraint.defaultHigh)
  /// nil: the default for where the view stands.
  public var margins: EdgeInsets?
  public var preservesSuperviewMargins = false

  public init(kind: Kind = .plain) {
    self.kind = kind
    if case .label = kind { hugging = (251, 251) }
  }

  public static func == (lhs: ViewLayout, rhs: ViewLayout) -> Bool {
    lhs.kind == rhs.kind && lhs.translatesAutoresizingMask == rhs.translatesAutoresizingMask
      && lhs.intrinsicOverride == rhs.intrinsicOverride && lhs.hugging == rhs.hugging && lhs.compression == rhs.compression
      && lhs.margins == rhs.margins && lhs.preservesSuperviewMargins == rhs.preservesSuperviewMargins
  }

  /// The fixed-width font model text is measured with: a label's 17-point system font, every
  /// character 8.5 points wide, a line 20.5 high; a button's 15-point title, 7.5 points a
  /// character, the button 30 high [design: the books give no font metrics].
  static let labelAdvance = 8.5
  static let labelLine = 20.5
  static let buttonAdvance = 7.5
  static let buttonHeight = 30.0
  /// A label's baselines from its top: the 17-point font's ascender.
  static let labelAscender = 16.5

  /// `intrinsicContentSize`: nil in an axis with no intrinsic metric (a plain view has none).
  public var intrinsicSize: (width: Double?, height: Double?) {
    if let size = intrinsicOverride {
      return (size.width < 0 ? nil : size.width, size.height < 0 ? nil : size.height)
    }
    switch kind {
    case .plain: return (nil, nil)
    case .label(let text): return (Double(text.count) * Self.labelAdvance, Self.labelLine)
    case .button(let title): return (Double(title.count) * Self.buttonAdvance, Self.buttonHeight)
    }
  }

  func hugging(_ axis: LayoutAttribute.Axis) -> Double { axis == .horizontal ? hugging.horizontal : hugging.vertical }
  func compression(_ axis: LayoutAttribute.Axis) -> Double {
    axis == .horizontal ? compression.horizontal : compression.vertical
  }
}
