import Testing

@testable import Lessons

/// Collisions: restitution, resting, contact messages and determinism (animation.md §3 item 17).
@Suite struct DynamicsCollisionTests {
  /// Items of 100 × 100 at the given centers in a 900 × 600 world, under gravity, colliding with
  /// the reference bounds and each other, with `elasticity`.
  static func world(_ centers: [String: Point], elasticity: Double = 0, boundaries: [CollisionBehavior.Boundary] = [])
    -> DynamicsWorld
  {
    var world = DynamicsWorld(referenceBounds: Rect(x: 0, y: 0, width: 900, height: 600))
    let names = centers.keys.sorted()
    for name in names { world.addItem(DynamicItem(name: name, center: centers[name]!, size: Size(width: 100, height: 100))) }
    world.addBehavior(DynamicBehavior("g", .gravity(GravityBehavior(items: names))))
    world.addBehavior(
      DynamicBehavior(
        "c", .collision(CollisionBehavior(items: names, translatesReferenceBoundsIntoBoundary: true, boundaries: boundaries))))
    world.addBehavior(
      DynamicBehavior("props", .itemProperties(ItemBehavior(items: names, properties: ItemProperties(elasticity: elasticity)))))
    return world
  }

  /// An item hitting the floor leaves it with elasticity × the speed it came with.
  @Test(arguments: [0.2, 0.5, 0.8, 1.0])
  func aBounceKeepsElasticityTimesTheSpeed(elasticity: Double) {
    var world = Self.world(["sq": Point(x: 450, y: 100)], elasticity: elasticity)
    var before = 0.0
    var after: Double?
    for _ in 0..<120 where after == nil {
      let velocity = world.step().items[0].velocity.dy
      if velocity < 0 { after = -velocity } else { before = velocity }
    }
    // The step of the contact: gravity made it `before + g·dt`, the floor turned it round.
    let impact = before + 1000.0 / 60
    #expect(abs((after ?? 0) - elasticity * impact) < 1e-9)
    #expect(world.item(named: "sq")!.center.y <= 550)
  }

  /// An item that stops on the floor rests on it exactly, and the animator pauses; then the clock
  /// stands still however many steps are asked for.
  @Test func restingOnTheFloorPausesTheAnimatorAndStopsElapsedTime() {
    var world = Self.world(["sq": Point(x: 450, y: 100)], elasticity: 0.5)
    var pausedAt: Double?
    for _ in 0..<600 where pausedAt == nil {
      let step = world.step()
      if step.paused { pausedAt = step.elapsedTime }
    }
    #expect(pausedAt != nil)
    #expect(!world.isRunning)
    #expect(abs(world.item(named: "sq")!.center.y - 550) < 1e-9)
    let later = world.advance(steps: 60)
    #expect(later.allSatisfy { !$0.simulated && $0.contacts.isEmpty })
    #expect(world.elapsedTime == pausedAt)
    // Dropped from 450 above the floor, it first lands after about 0.95 s and bounces a while.
    #expect((pausedAt ?? 0) > 1.5 && (pausedAt ?? 0) < 4)
  }

  /// Contact messages come in step order, ended before began within a step: an item that bounces
  /// begins and ends its contact with the reference bounds (which have no identifier).
  @Test func contactsBeginAndEndInOrder() {
    var world = Self.world(["a": Point(x: 200, y: 400), "b": Point(x: 600, y: 100)], elasticity: 0.5)
    var log: [String] = []
    for step in world.advance(steps: 90) {
      for contact in step.contacts {
        log.append("\(contact.kind) \(contact.item) \(contact.partner) at \(Format.point(contact.point))")
      }
    }
    #expect(
      Array(log.prefix(4)) == [
        "began a referenceBounds at (200, 600)", "ended a referenceBounds at (200, 545.69)",
        "began b referenceBounds at (600, 600)", "ended b referenceBounds at (600, 542.36)",
      ])
  }

  /// An item falling on another rests on it; the contact between them names the other item.
  @Test func aStackComesToRestAndNamesItsItems() {
    var world = Self.world(["bottom": Point(x: 450, y: 550), "top": Point(x: 470, y: 300)])
    var began: [String] = []
    var paused = false
    for _ in 0..<600 where !paused {
      let step = world.step()
      began += step.contacts.filter { $0.kind == .began }.map { "\($0.item)-\($0.partner)" }
      paused = step.paused
    }
    #expect(paused)
    #expect(began == ["bottom-referenceBounds", "bottom-item(\"top\")"])
    #expect(abs(world.item(named: "top")!.center.y - 450) < 0.5)
    #expect(abs(world.item(named: "bottom")!.center.y - 550) < 0.5)
    #expect(world.touching.count == 2)
  }

  /// A named boundary stops items and its identifier is in the contact message.
  @Test func aNamedBoundaryHoldsItemsAndIsNamed() {
    let shelf = CollisionBehavior.Boundary(name: "shelf", from: Point(x: 0, y: 300), to: Point(x: 500, y: 300))
    var world = Self.world(["on": Point(x: 200, y: 100), "past": Point(x: 700, y: 100)], boundaries: [shelf])
    var contacts: [DynamicsContact] = []
    for step in world.advance(steps: 120) { contacts += step.contacts }
    #expect(contacts.first { $0.item == "on" }?.partner == .boundary("shelf"))
    #expect(abs(world.item(named: "on")!.center.y - 250) < 1e-9)
    #expect(abs(world.item(named: "past")!.center.y - 550) < 1e-9)
  }

  /// Friction stops an item sliding on the floor; without friction it slides on.
  @Test func frictionStopsASlidingItem() {
    func slide(friction: Double) -> Double {
      var world = Self.world(["sq": Point(x: 200, y: 550)])
      world.updateBehavior(named: "props") {
        $0.kind = .itemProperties(ItemBehavior(items: ["sq"], properties: ItemProperties(friction: friction)))
      }
      world.addLinearVelocity(Vector(dx: 200, dy: 0), to: "sq")
      _ = world.advance(steps: 60)
      return world.item(named: "sq")!.velocity.dx
    }
    #expect(abs(slide(friction: 0) - 200) < 1e-9)
    #expect(slide(friction: 0.5) == 0)
  }

  /// Collision modes: `.boundaries` lets items pass through each other, `.items` through walls.
  @Test func collisionModesChooseWhatCollides() {
    var world = Self.world(["bottom": Point(x: 450, y: 550), "top": Point(x: 450, y: 300)])
    world.updateBehavior(named: "c") {
      $0.kind = .collision(
        CollisionBehavior(items: ["bottom", "top"], mode: .boundaries, translatesReferenceBoundsIntoBoundary: true))
    }
    _ = world.advance(steps: 120)
    #expect(abs(world.item(named: "top")!.center.y - 550) < 1e-9)
    world.updateBehavior(named: "c") {
      $0.kind = .collision(
        CollisionBehavior(items: ["bottom", "top"], mode: .items, translatesReferenceBoundsIntoBoundary: true))
    }
    _ = world.advance(steps: 30)
    #expect(world.item(named: "bottom")!.center.y > 600)
  }

  /// The same world stepped twice gives the same steps and the same world.
  @Test func twoRunsOfTheSameWorldAreEqual() {
    var first = DynamicsWorkload.world()
    var second = DynamicsWorkload.world()
    let a = first.advance(steps: 180)
    let b = second.advance(steps: 180)
    #expect(a == b)
    #expect(first == second)
    #expect(a.contains { !$0.contacts.isEmpty })
    #expect(first != DynamicsWorkload.world())
  }

  /// The benchmark's pile stays inside the reference bounds, and few of its boxes sink into each
  /// other.
  ///
  /// After 10 s fewer than 40 of the 19,900 pairs overlap by more than 2 points: boxes that cannot
  /// turn can wedge in a pile, a known limit of the upright-box model ([design]).
  @Test func aPileOfBoxesStaysInsideAndApart() {
    var world = DynamicsWorkload.world()
    _ = world.advance(steps: 600)
    for item in world.items {
      let frame = item.frame
      #expect(frame.origin.x >= -0.5 && frame.origin.x + frame.size.width <= 800.5)
      #expect(frame.origin.y >= -0.5 && frame.origin.y + frame.size.height <= 600.5)
    }
    var deep = 0
    for (index, a) in world.items.enumerated() {
      for b in world.items[(index + 1)...] {
        let overlapX = (a.size.width + b.size.width) / 2 - abs(a.center.x - b.center.x)
        let overlapY = (a.size.height + b.size.height) / 2 - abs(a.center.y - b.center.y)
        if min(overlapX, overlapY) > 2 { deep += 1 }
      }
    }
    #expect(deep < 40)
  }
}
