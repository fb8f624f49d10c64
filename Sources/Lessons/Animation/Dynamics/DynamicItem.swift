#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A rectangle the dynamics world moves: UIKit's `UIDynamicItem` (a view, usually).
///
/// An item has bounds, a center and a rotation, and the animator writes only `center` and the
/// rotation; there is no presentation layer, the model itself moves (Programming iOS 8, ch. 4).
/// The velocities are the world's own state for the item, kept beside it.
public struct DynamicItem: Hashable, Sendable {
  /// The item's identifier: the view's name in the chapter.
  public var name: String
  /// Where the item is, in the reference view's coordinates.
  public var center: Point
  /// The size of the item's bounds.
  public var size: Size
  /// The rotation of the item's transform, in radians (clockwise on screen).
  public var angle: Double
  /// Points per second.
  public var velocity: Vector
  /// Radians per second.
  public var angularVelocity: Double

  public init(name: String, center: Point, size: Size, angle: Double = 0, velocity: Vector = .zero, angularVelocity: Double = 0) {
    self.name = name
    self.center = center
    self.size = size
    self.angle = angle
    self.velocity = velocity
    self.angularVelocity = angularVelocity
  }

  /// The item's frame: the smallest upright rectangle around it.
  ///
  /// A turned item's frame grows as a view's `frame` does under a rotation (Programming iOS 8, ch. 1).
  public var frame: Rect {
    let c = abs(cos(angle))
    let s = abs(sin(angle))
    let width = size.width * c + size.height * s
    let height = size.width * s + size.height * c
    return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }
}

/// The physical properties an item behaviour gives its items (UIKit's `UIDynamicItemBehavior`).
///
/// The defaults are Apple's documented ones: elasticity 0, friction 0, density 1, no resistance,
/// rotation allowed. Mass is `width × height × density` (animation.md §3 item 17, [design]).
public struct ItemProperties: Hashable, Sendable {
  /// Restitution in a collision: 0 does not bounce, 1 bounces back with all its speed.
  public var elasticity: Double = 0
  /// Coulomb friction in a sliding contact.
  public var friction: Double = 0
  /// Mass per square point.
  public var density: Double = 1
  /// Linear damping: each step `v ← v / (1 + resistance · dt)` ([design]).
  public var resistance: Double = 0
  /// Angular damping, by the same rule as `resistance`.
  public var angularResistance: Double = 0
  /// Whether the item may turn at all.
  public var allowsRotation = true

  public init(
    elasticity: Double = 0, friction: Double = 0, density: Double = 1, resistance: Double = 0,
    angularResistance: Double = 0, allowsRotation: Bool = true
  ) {
    self.elasticity = elasticity
    self.friction = friction
    self.density = density
    self.resistance = resistance
    self.angularResistance = angularResistance
    self.allowsRotation = allowsRotation
  }

  public static let standard = ItemProperties()
}
