/// A `UIDynamicAnimator` in the animation chapter: a dynamics world over views of the views tree.
///
/// Its reference view is `root` and its reference bounds are root's bounds, unless `--bounds`
/// fixed them; its items are views, subviews of the reference view. Each running step writes
/// the items' centers and rotations into the views' model: UIKit Dynamics has no presentation
/// layer (Programming iOS 8, ch. 4). What the world last wrote is kept, so a view moved by hand
/// (`set`, an animation's model change) is noticed and read back in, as
/// `updateItemUsingCurrentState` does.
public struct DynamicAnimator: Equatable, Sendable {
  /// Where an item's view was when the world last read or wrote it.
  public struct Pose: Equatable, Sendable {
    public var center: Point
    public var size: Size
    public var transform: AffineTransform
    /// The item's rotation when the world wrote it (radians), so the transform is rewritten
    /// only when the item turns.
    public var angle: Double
  }

  public var name: String
  /// The reference view: the items' superview and the coordinates they move in.
  public var referenceView: String
  /// Whether `--bounds` fixed the reference bounds; otherwise they follow the reference view's.
  public var fixedBounds: Bool
  public var world: DynamicsWorld
  /// Each item's view as the world last saw it, by the view's name.
  public var poses: [String: Pose] = [:]
  /// The frame of the first contact that began, and what it was.
  public var firstContact: String?
  public var firstContactFrame: Int64?
  /// How many times each delegate message came, and the latest one: what exercises check.
  public var contactsBegan = 0
  public var contactsEnded = 0
  public var pauses = 0
  public var resumes = 0
  public var lastEvent: String?
  /// The number the next behaviour's name ends with (`gravity1`, `collision2`).
  public var nextSerial = 1

  public init(name: String, referenceView: String, bounds: Rect, fixedBounds: Bool) {
    self.name = name
    self.referenceView = referenceView
    self.fixedBounds = fixedBounds
    self.world = DynamicsWorld(referenceBounds: bounds)
  }

  /// The names of the behaviours acting on `item` (not composites), in the world's order.
  public func behaviors(of item: String) -> [String] {
    world.allBehaviors.filter { $0.items.contains(item) }.map(\.name)
  }

  /// Whether time passing would change the world: it runs, or something woke it.
  public var isActive: Bool { world.isRunning || world.woken }

  /// A behaviour's name: its kind and a number unique in this world.
  mutating func newBehaviorName(_ kind: String) -> String {
    defer { nextSerial += 1 }
    return "\(kind)\(nextSerial)"
  }
}
