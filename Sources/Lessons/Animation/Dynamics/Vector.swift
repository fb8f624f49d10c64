#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A velocity, force or direction in points, as UIKit's `CGVector` has it (`dx`, `dy`).
///
/// Kept apart from `Point` so a place and a motion never mix by accident; y grows downwards, as
/// everywhere in the workbench (Programming iOS 8, ch. 1).
public struct Vector: Hashable, Sendable, Codable {
  public var dx: Double
  public var dy: Double

  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  public static let zero = Vector(dx: 0, dy: 0)

  /// The vector of length `magnitude` at `angle` radians from the x axis (clockwise on screen,
  /// since y grows downwards): how `angle` and `magnitude` of gravity and push read.
  public init(angle: Double, magnitude: Double) {
    self.init(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
  }

  /// The vector's length.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// The angle from the x axis in radians, 0 for the zero vector.
  public var angle: Double { dx == 0 && dy == 0 ? 0 : atan2(dy, dx) }

  public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
  public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
  public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
}

extension Vector: Inspectable {
  public var inspection: InspectValue { .tuple([("dx", dx), ("dy", dy)]) }
}
