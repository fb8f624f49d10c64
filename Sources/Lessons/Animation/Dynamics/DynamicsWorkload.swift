/// The world `make bench` steps for the dynamics model, kept in this module so the model is
/// compiled as the chapter uses it; Benchmarks/peers/dynamics.py builds the same world in pymunk.
public enum DynamicsWorkload {
  /// The reference bounds: 800 × 600 points.
  public static let bounds = Rect(x: 0, y: 0, width: 800, height: 600)

  /// A world of `count` moving boxes under gravity, colliding with the bounds and each other.
  ///
  /// The boxes are 12–24 points a side on a grid of 25 columns, each a little off its cell;
  /// elasticity 0.3, friction 0.2, density 1. The same seed gives the same world.
  public static func world(count: Int = 200, seed: UInt64 = 7) -> DynamicsWorld {
    var world = DynamicsWorld(referenceBounds: bounds)
    for box in boxes(count: count, seed: seed) {
      world.addItem(
        DynamicItem(
          name: "b\(world.items.count)", center: Point(x: box.x, y: box.y), size: Size(width: box.width, height: box.height),
          velocity: Vector(dx: box.vx, dy: box.vy)))
    }
    let names = world.items.map(\.name)
    world.addBehavior(DynamicBehavior("gravity", .gravity(GravityBehavior(items: names))))
    world.addBehavior(
      DynamicBehavior("collision", .collision(CollisionBehavior(items: names, translatesReferenceBoundsIntoBoundary: true))))
    world.addBehavior(
      DynamicBehavior(
        "properties", .itemProperties(ItemBehavior(items: names, properties: ItemProperties(elasticity: 0.3, friction: 0.2)))))
    return world
  }

  /// The boxes as numbers, `x y width height vx vy` each, for the peer script.
  public static func boxes(count: Int = 200, seed: UInt64 = 7) -> [(
    x: Double, y: Double, width: Double, height: Double, vx: Double, vy: Double
  )] {
    var state = seed
    func next(_ bound: Double) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double((state >> 33) % 1_000_000) / 1_000_000 * bound
    }
    return (0..<count).map { index in
      let width = 12 + next(12)
      let height = 12 + next(12)
      let x = 16 + Double(index % 25) * 32 + next(4)
      let y = 16 + Double(index / 25) * 32 + next(4)
      return (x, y, width, height, next(200) - 100, next(200) - 100)
    }
  }

  /// Steps `world` `steps` times; returns how many steps moved it (a paused world does not).
  public static func run(_ world: inout DynamicsWorld, steps: Int) -> Int {
    var moved = 0
    for _ in 0..<steps where world.step().simulated { moved += 1 }
    return moved
  }
}
