/// An attribute a layout constraint relates: an edge, a center, a size or a baseline.
///
/// They are those of a view's alignment rectangle, or the same inset by the view's layout
/// margins (Programming iOS 8, ch. 1; The Core iOS Developer's Cookbook, ch. 5).
///
/// Names are UIKit's (`NSLayoutConstraint.Attribute` in Swift): `left`, `leadingMargin`,
/// `centerXWithinMargins`. `lastBaseline` is the older `baseline`.
public enum LayoutAttribute: String, CaseIterable, Sendable, Codable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  /// The axis an attribute lies on.
  public enum Axis: String, Sendable, Codable {
    case horizontal, vertical

    /// `h` or `v`, as commands take it.
    public var letter: String { self == .horizontal ? "h" : "v" }
  }

  /// What an attribute measures: where something is, or how big.
  public enum Kind: Sendable {
    case location, dimension
  }

  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .horizontal
    default: .vertical
    }
  }

  public var kind: Kind { self == .width || self == .height ? .dimension : .location }

  /// Whether the attribute is a margin variant (inset by the view's layoutMargins).
  public var isMargin: Bool { marginless != self }

  /// The attribute without its margin: `leadingMargin` → `leading`.
  public var marginless: LayoutAttribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }

  /// The margin variant of an edge or center: `leading` → `leadingMargin`; nil for sizes and
  /// baselines, which have none.
  public var withMargin: LayoutAttribute? {
    switch self {
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    case .centerX: .centerXWithinMargins
    case .centerY: .centerYWithinMargins
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
      .centerYWithinMargins:
      self
    default: nil
    }
  }

  /// Whether the attribute is leading or trailing (or their margins), which follow the
  /// language's direction, as left and right do not.
  var isDirectional: Bool { [.leading, .trailing].contains(marginless) }

  /// Why `self` cannot be related to `other`, or nil when the pair is valid.
  ///
  /// UIKit raises "Invalid pairing of layout attributes" for a location against a size and for
  /// the two axes crossed (Programming iOS 8, ch. 1; iOS 9 by Tutorials: the anchors' types
  /// refuse them at compile time), and refuses leading or trailing against left or right, which
  /// would mean different things as the direction changes. Two sizes may be related across
  /// axes (an aspect ratio).
  public func pairingProblem(with other: LayoutAttribute) -> String? {
    if kind != other.kind {
      return "invalid pairing of layout attributes: \(rawValue) is a \(kind == .location ? "location" : "size") and "
        + "\(other.rawValue) a \(other.kind == .location ? "location" : "size")"
    }
    if kind == .location, axis != other.axis {
      return "invalid pairing of layout attributes: \(rawValue) is \(axis.rawValue) and \(other.rawValue) "
        + other.axis.rawValue
    }
    if kind == .location, axis == .horizontal, isDirectional != other.isDirectional,
      [.left, .right].contains(marginless) || [.left, .right].contains(other.marginless)
    {
      return "invalid pairing of layout attributes: \(rawValue) and \(other.rawValue) (a leading or trailing edge "
        + "cannot be related to a left or right one)"
    }
    return nil
  }
}
