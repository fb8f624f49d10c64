/// A `UIStackView`: arranged subviews placed along an axis by constraints it makes itself
/// (iOS 9 by Tutorials, the stack view chapters).
///
/// `distribution` sizes and spaces them along the axis, `alignment` places them across it,
/// `spacing` is the gap. A hidden arranged view drops out of the arrangement. The stack view
/// itself still needs constraints to place it.
public struct StackView: Equatable, Sendable {
  public enum Distribution: String, CaseIterable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public enum Alignment: String, CaseIterable, Sendable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline

    /// Whether the alignment makes sense across `axis` (baselines only across a horizontal
    /// stack; top and bottom across a horizontal one, leading and trailing across a vertical one).
    func fits(_ axis: LayoutAttribute.Axis) -> Bool {
      switch self {
      case .fill, .center: true
      case .leading, .trailing: axis == .vertical
      case .top, .bottom, .firstBaseline, .lastBaseline: axis == .horizontal
      }
    }
  }

  public var axis: LayoutAttribute.Axis
  public var distribution = Distribution.fill
  public var alignment = Alignment.fill
  public var spacing = 0.0
  /// The arranged subviews, in stacking order (a subset of its subviews).
  public var arranged: [String] = []

  public init(axis: LayoutAttribute.Axis) { self.axis = axis }
}
