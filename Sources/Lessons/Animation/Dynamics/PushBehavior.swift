/// A force or a one-time impulse on its items: UIKit's `UIPushBehavior`.
///
/// A continuous push accelerates by `a = F / m` every step; an instantaneous push changes the
/// velocity once by `Δv = impulse / m` and then makes itself inactive. The scale is Apple's
/// documented one: magnitude 1 on a 100 × 100 item of density 1 gives 100 pt/s² (continuous) or
/// 100 pt/s (instantaneous); mass is `w × h × density` (animation.md §3 item 17; Programming iOS 8,
/// ch. 4).
public struct PushBehavior: Hashable, Sendable {
  /// Continuous or instantaneous, UIKit's `UIPushBehaviorMode`.
  public enum Mode: String, Hashable, Sendable {
    case continuous, instantaneous
  }

  /// Points per second squared (or per second) that magnitude 1 gives a mass of one square point:
  /// 100 pt/s² on the 10,000-point mass of a 100 × 100 item of density 1 (Apple's documented API).
  public static let scale = 1_000_000.0

  public var items: [String]
  public var mode: Mode
  /// The force's direction with its magnitude as its length.
  public var direction: Vector
  /// Whether the push acts; an instantaneous push turns this off once it has acted.
  public var active: Bool

  public init(items: [String], mode: Mode, direction: Vector = .zero, active: Bool = true) {
    self.items = items
    self.mode = mode
    self.direction = direction
    self.active = active
  }

  public init(items: [String], mode: Mode, angle: Double, magnitude: Double, active: Bool = true) {
    self.init(items: items, mode: mode, direction: Vector(angle: angle, magnitude: magnitude), active: active)
  }
}
