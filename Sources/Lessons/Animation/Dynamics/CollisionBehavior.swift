/// Collisions among its items and with its boundaries: UIKit's `UICollisionBehavior`.
///
/// Boundaries are the reference view's bounds (`translatesReferenceBoundsIntoBoundary`) and named
/// segments; `mode` says whether items collide with items, with boundaries, or with both
/// (Programming iOS 8, ch. 4). Items are collided as their unturned bounds, which is enough for
/// teaching (animation.md §3 item 17, [design]).
public struct CollisionBehavior: Hashable, Sendable {
  /// UIKit's `UICollisionBehaviorMode`.
  public enum Mode: String, Hashable, Sendable {
    case items, boundaries, everything
  }

  /// A named segment items cannot cross (`addBoundaryWithIdentifier:fromPoint:toPoint:`).
  public struct Boundary: Hashable, Sendable {
    public var name: String
    public var from: Point
    public var to: Point
    public init(name: String, from: Point, to: Point) {
      self.name = name
      self.from = from
      self.to = to
    }
  }

  public var items: [String]
  public var mode: Mode
  public var translatesReferenceBoundsIntoBoundary: Bool
  public var boundaries: [Boundary]

  public init(
    items: [String], mode: Mode = .everything, translatesReferenceBoundsIntoBoundary: Bool = false, boundaries: [Boundary] = []
  ) {
    self.items = items
    self.mode = mode
    self.translatesReferenceBoundsIntoBoundary = translatesReferenceBoundsIntoBoundary
    self.boundaries = boundaries
  }

  var collidesItems: Bool { mode != .boundaries }
  var collidesBoundaries: Bool { mode != .items }
}
