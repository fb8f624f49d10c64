/// A damped spring that pulls one item to a point and turns it upright: UIKit's `UISnapBehavior`.
///
/// `damping` runs from 0 (most oscillation) to 1 (none), 0.5 by default (Apple's documented
/// API; Programming iOS 8, ch. 4). The spring is [design]: natural frequency `frequency` Hz,
/// damping ratio `damping`, kept at least 0.05 so that even damping 0 settles.
public struct SnapBehavior: Hashable, Sendable {
  /// The spring's natural frequency in hertz ([design]).
  public static let frequency = 2.0

  public var item: String
  public var point: Point
  public var damping: Double

  public init(item: String, point: Point, damping: Double = 0.5) {
    self.item = item
    self.point = point
    self.damping = damping
  }

  /// The damping ratio the spring uses.
  public var dampingRatio: Double { min(max(damping, 0.05), 1) }
}
