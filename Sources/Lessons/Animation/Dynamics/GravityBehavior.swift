/// A constant acceleration on its items: UIKit's `UIGravityBehavior`.
///
/// Magnitude 1 is 1000 points per second squared, Apple's documented "UIKit gravity"; the
/// default direction is straight down (animation.md §3 item 17; Programming iOS 8, ch. 4).
public struct GravityBehavior: Hashable, Sendable {
  /// Points per second squared for magnitude 1 (Apple's documented API).
  public static let pointsPerSecondSquared = 1000.0

  public var items: [String]
  /// The direction with its magnitude as its length: `(0, 1)` is standard gravity downwards.
  public var direction: Vector

  public init(items: [String], direction: Vector = Vector(dx: 0, dy: 1)) {
    self.items = items
    self.direction = direction
  }

  public init(items: [String], angle: Double, magnitude: Double) {
    self.init(items: items, direction: Vector(angle: angle, magnitude: magnitude))
  }

  /// The acceleration in points per second squared.
  public var acceleration: Vector { direction * Self.pointsPerSecondSquared }
}
