import Testing

@testable import Lessons

/// Gravity, pushes, resistance and the animator's clock, against animation.md §3 item 17.
@Suite struct DynamicsMotionTests {
  static let dt = 1.0 / 60

  /// A world with one 100 × 100 item `sq` at `center` and the behaviours given.
  static func world(
    center: Point = Point(x: 400, y: 100), size: Size = Size(width: 100, height: 100),
    bounds: Rect = Rect(x: 0, y: 0, width: 800, height: 600),
    _ behaviors: DynamicBehavior...
  ) -> DynamicsWorld {
    var world = DynamicsWorld(referenceBounds: bounds)
    world.addItem(DynamicItem(name: "sq", center: center, size: size))
    for behavior in behaviors { world.addBehavior(behavior) }
    return world
  }

  static let gravity = DynamicBehavior("g", .gravity(GravityBehavior(items: ["sq"])))

  /// Semi-implicit Euler: the velocity first, then the position with the new velocity, so after
  /// n steps from rest y = y0 + g·dt²·n(n+1)/2.
  @Test func gravityFollowsSemiImplicitEulerExactly() {
    var world = Self.world(Self.gravity)
    for n in 1...6 {
      let step = world.step()
      let expected = 100 + 1000 * Self.dt * Self.dt * Double(n * (n + 1)) / 2
      #expect(abs(step.items[0].center.y - expected) < 1e-9)
      #expect(abs(step.items[0].velocity.dy - 1000 * Self.dt * Double(n)) < 1e-9)
      #expect(step.items[0].center.x == 400)
    }
    #expect(abs(world.item(named: "sq")!.center.y - 105.833_333_333) < 1e-6)
  }

  /// Magnitude 1 is 1000 pt/s²: a drop of d points takes about √(2d/1000) s, within a frame.
  @Test(arguments: [50.0, 200.0, 450.0, 1000.0])
  func aDroppedItemFallsInTheTimeOfUIKitGravity(distance: Double) {
    var world = Self.world(center: Point(x: 400, y: 0), bounds: Rect(x: 0, y: 0, width: 800, height: 5000), Self.gravity)
    var steps = 0
    while world.item(named: "sq")!.center.y < distance, steps < 1000 {
      _ = world.step()
      steps += 1
    }
    let expected = (2 * distance / 1000).squareRoot()
    #expect(abs(Double(steps) * Self.dt - expected) <= Self.dt)
  }

  /// Direction and magnitude: magnitude 2 to the right doubles the acceleration along x.
  @Test func gravitysAngleAndMagnitudeSetItsAcceleration() {
    var world = Self.world(DynamicBehavior("g", .gravity(GravityBehavior(items: ["sq"], angle: 0, magnitude: 2))))
    let step = world.step()
    #expect(abs(step.items[0].velocity.dx - 2000 * Self.dt) < 1e-9)
    #expect(abs(step.items[0].velocity.dy) < 1e-9)
  }

  /// An instantaneous push of magnitude 1 gives a 100 × 100 item of density 1 100 pt/s once,
  /// and then is inactive; twice the mass gets half the speed (Apple's documented scale).
  @Test(arguments: [
    (Size(width: 100, height: 100), 1.0, 100.0), (Size(width: 200, height: 100), 1.0, 50.0),
    (Size(width: 100, height: 100), 4.0, 25.0),
  ])
  func anInstantaneousPushChangesTheVelocityOnceByImpulseOverMass(size: Size, density: Double, speed: Double) {
    var world = Self.world(
      size: size,
      DynamicBehavior("p", .push(PushBehavior(items: ["sq"], mode: .instantaneous, angle: 0, magnitude: 1))),
      DynamicBehavior("props", .itemProperties(ItemBehavior(items: ["sq"], properties: ItemProperties(density: density)))))
    #expect(abs(world.step().items[0].velocity.dx - speed) < 1e-9)
    #expect(abs(world.step().items[0].velocity.dx - speed) < 1e-9)
    guard case .push(let push) = world.behavior(named: "p")?.kind else {
      Issue.record("the push is gone")
      return
    }
    #expect(push.active == false)
    #expect(abs(world.item(named: "sq")!.center.x - (400 + 2 * speed * Self.dt)) < 1e-9)
  }

  /// A continuous push of magnitude 1 accelerates a 100 × 100 item by 100 pt/s²: 100 pt/s after
  /// one second, and 100·dt²·n(n+1)/2 points on.
  @Test func aContinuousPushAcceleratesByForceOverMass() {
    var world = Self.world(DynamicBehavior("p", .push(PushBehavior(items: ["sq"], mode: .continuous, angle: 0, magnitude: 1))))
    let steps = world.advance(steps: 60)
    #expect(abs(steps[59].items[0].velocity.dx - 100) < 1e-9)
    #expect(abs(steps[59].items[0].center.x - (400 + 100 * Self.dt * Self.dt * 60 * 61 / 2)) < 1e-9)
  }

  /// Resistance is linear damping: each step v ← v / (1 + resistance · dt).
  @Test func resistanceDampsTheVelocityEachStep() {
    var world = Self.world(
      DynamicBehavior(
        "props", .itemProperties(ItemBehavior(items: ["sq"], properties: ItemProperties(resistance: 2, angularResistance: 6)))))
    world.addLinearVelocity(Vector(dx: 120, dy: 0), to: "sq")
    world.addAngularVelocity(3, to: "sq")
    let first = world.step().items[0]
    #expect(abs(first.velocity.dx - 120 / (1 + 2 * Self.dt)) < 1e-9)
    #expect(abs(first.angularVelocity - 3 / (1 + 6 * Self.dt)) < 1e-9)
    let second = world.step().items[0]
    #expect(abs(second.velocity.dx - 120 / ((1 + 2 * Self.dt) * (1 + 2 * Self.dt))) < 1e-9)
  }

  /// Added velocities move the item at once, linear and angular; without rotation the item
  /// does not turn.
  @Test func addedVelocitiesMoveAndTurnTheItem() {
    var world = Self.world(DynamicBehavior("props", .itemProperties(ItemBehavior(items: ["sq"]))))
    world.addLinearVelocity(Vector(dx: 60, dy: -30), to: "sq")
    world.addAngularVelocity(1.5, to: "sq")
    _ = world.advance(steps: 60)
    let item = world.item(named: "sq")!
    #expect(abs(item.center.x - 460) < 1e-9 && abs(item.center.y - 70) < 1e-9)
    #expect(abs(item.angle - 1.5) < 1e-9)
    world.updateBehavior(named: "props") {
      $0.kind = .itemProperties(ItemBehavior(items: ["sq"], properties: ItemProperties(allowsRotation: false)))
    }
    _ = world.advance(steps: 10)
    #expect(abs(world.item(named: "sq")!.angle - 1.5) < 1e-9)
  }

  /// A world without items never runs, and its clock stands still.
  @Test func aWorldWithoutItemsInBehavioursStaysPaused() {
    var world = DynamicsWorld(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
    world.addItem(DynamicItem(name: "lonely", center: Point(x: 50, y: 50), size: Size(width: 10, height: 10)))
    world.addBehavior(DynamicBehavior("g", .gravity(GravityBehavior(items: []))))
    let step = world.step()
    #expect(!step.simulated && !step.resumed)
    #expect(!world.isRunning)
    #expect(world.elapsedTime == 0)
    #expect(world.item(named: "lonely")!.center == Point(x: 50, y: 50))
  }

  /// elapsedTime counts running steps only and is never reset; a change resumes the animator.
  @Test func elapsedTimeStopsWhilePausedAndGoesOnAfterAResume() {
    var world = Self.world(DynamicBehavior("props", .itemProperties(ItemBehavior(items: ["sq"]))))
    world.addLinearVelocity(Vector(dx: 10, dy: 0), to: "sq")
    let first = world.step()
    #expect(first.resumed && first.simulated)
    world.updateItemUsingCurrentState("sq") { $0.velocity = .zero }
    var reports = world.advance(steps: 5)
    #expect(reports.map { $0.paused } == [false, true, false, false, false])
    #expect(reports.map { $0.simulated } == [true, true, false, false, false])
    #expect(abs(world.elapsedTime - 3 * Self.dt) < 1e-12)
    world.addLinearVelocity(Vector(dx: 0, dy: 5), to: "sq")
    reports = world.advance(steps: 2)
    #expect(reports[0].resumed && reports[0].simulated)
    #expect(abs(reports[1].elapsedTime - 5 * Self.dt) < 1e-12)
  }

  /// A behaviour's action runs every step, parents before children.
  ///
  /// A composite's children act; without the child no behaviour has an item, so the animator
  /// pauses and no action runs.
  @Test func compositeChildrenActAndActionsRunParentFirst() {
    let child = DynamicBehavior("fall", .gravity(GravityBehavior(items: ["sq"])), action: "watch fall")
    var world = Self.world(DynamicBehavior("parent", .composite, children: [child], action: "watch parent"))
    let step = world.step()
    #expect(step.actions == ["parent", "fall"])
    #expect(step.items[0].velocity.dy > 16)
    let removed = world.removeBehavior(named: "fall")
    #expect(removed)
    let next = world.step()
    #expect(next.actions.isEmpty)
    #expect(next.paused && !next.simulated)
  }

  /// itemsInRect: the items whose frames meet the rectangle, turned items by their frames.
  @Test func itemsInRectFindsTheItemsWhoseFramesMeetIt() {
    var world = DynamicsWorld(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
    world.addItem(DynamicItem(name: "a", center: Point(x: 50, y: 50), size: Size(width: 20, height: 20)))
    world.addItem(DynamicItem(name: "b", center: Point(x: 200, y: 50), size: Size(width: 100, height: 10), angle: .pi / 2))
    world.addItem(DynamicItem(name: "c", center: Point(x: 300, y: 300), size: Size(width: 20, height: 20)))
    #expect(world.itemsInRect(Rect(x: 0, y: 0, width: 60, height: 60)) == ["a"])
    // b turned a quarter: 10 wide and 100 tall, so it reaches y = 100.
    #expect(world.itemsInRect(Rect(x: 150, y: 95, width: 100, height: 10)) == ["b"])
    #expect(world.itemsInRect(Rect(x: 0, y: 0, width: 400, height: 400)) == ["a", "b", "c"])
  }
}
