/// The world's behaviours resolved to item indices, rebuilt whenever an item or a behaviour
/// changes, so a step does no name look-ups.
struct DynamicsPlan: Hashable, Sendable {
  struct Gravity: Hashable, Sendable {
    var indices: [Int]
    var acceleration: Vector
  }

  struct Push: Hashable, Sendable {
    var name: String
    var indices: [Int]
    var mode: PushBehavior.Mode
    var direction: Vector
  }

  struct Snap: Hashable, Sendable {
    var index: Int
    var point: Point
    var dampingRatio: Double
  }

  /// An attachment: `other` is nil for a point anchor.
  struct Attachment: Hashable, Sendable {
    var index: Int
    var other: Int?
    var anchor: Point
    var length: Double
    var frequency: Double
    var damping: Double
  }

  /// A collision behaviour's items and what they collide with.
  struct Colliders: Hashable, Sendable {
    var indices: [Int]
    var items: Bool
    var referenceBounds: Bool
    /// Named segments, each with its stable identifier in the world's list of boundary names.
    var boundaryIDs: [Int]
    var segments: [CollisionBehavior.Boundary]
    /// The broad phase's order, kept from step to step so that sorting is nearly free.
    var sweep = SweepAndPrune()
  }

  /// Whether each item is acted on by some behaviour.
  var active: [Bool] = []
  /// The indices of the active items, ascending.
  var activeIndices: [Int] = []
  var properties: [ItemProperties] = []
  var inverseMass: [Double] = []
  var gravity: [Gravity] = []
  var pushes: [Push] = []
  var snaps: [Snap] = []
  var springs: [Attachment] = []
  var rods: [Attachment] = []
  var colliders: [Colliders] = []
  var actions: [String] = []
}
