import Testing

@testable import Lessons

/// Snap and attachments: damped springs and rods (animation.md §3 item 17).
@Suite struct DynamicsConstraintTests {
  static func world(item center: Point, _ behaviors: DynamicBehavior...) -> DynamicsWorld {
    var world = DynamicsWorld(referenceBounds: Rect(x: 0, y: 0, width: 800, height: 800))
    world.addItem(DynamicItem(name: "sq", center: center, size: Size(width: 40, height: 40)))
    for behavior in behaviors { world.addBehavior(behavior) }
    return world
  }

  static func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

  /// A snap pulls the item to the point and turns it upright; with the default damping 0.5 it
  /// overshoots a little, then settles, and the animator pauses there.
  @Test func aSnapConvergesToItsPointAndPauses() {
    var world = Self.world(
      item: Point(x: 100, y: 100), DynamicBehavior("s", .snap(SnapBehavior(item: "sq", point: Point(x: 400, y: 300)))))
    world.updateItemUsingCurrentState("sq") { $0.angle = 0.5 }
    var farthest = 0.0
    var paused = false
    for _ in 0..<600 where !paused {
      let step = world.step()
      farthest = max(farthest, step.items.first.map { $0.center.x } ?? 0)
      paused = step.paused
    }
    let item = world.item(named: "sq")!
    #expect(paused)
    #expect(Self.distance(item.center, Point(x: 400, y: 300)) < 0.05)
    #expect(abs(item.angle) < 0.001)
    // Damping 0.5 overshoots (a ratio of 0.5 gives about 16 %), damping 1 does not.
    #expect(farthest > 420)
    var stiff = Self.world(
      item: Point(x: 100, y: 100), DynamicBehavior("s", .snap(SnapBehavior(item: "sq", point: Point(x: 400, y: 300), damping: 1)))
    )
    let farthestStiff = stiff.advance(steps: 300).map { $0.items.first?.center.x ?? 0 }.max() ?? 0
    #expect(farthestStiff <= 400.5)
  }

  /// A rod (frequency 0) keeps the length the ends had when it was added: a pendulum swings
  /// under gravity but its distance to the anchor does not change.
  @Test func aRodKeepsItsLength() {
    let anchor = Point(x: 400, y: 200)
    var world = Self.world(
      item: Point(x: 520, y: 360), DynamicBehavior("g", .gravity(GravityBehavior(items: ["sq"]))),
      DynamicBehavior("rod", .attachment(AttachmentBehavior(item: "sq", anchor: .point(anchor)))))
    guard case .attachment(let rod) = world.behavior(named: "rod")?.kind else {
      Issue.record("no rod")
      return
    }
    #expect(rod.length == 200)
    var lowest = 0.0
    for _ in 0..<240 {
      let step = world.step()
      #expect(abs(Self.distance(step.items[0].center, anchor) - 200) < 1e-9)
      lowest = max(lowest, step.items[0].center.y)
    }
    // It swung through the bottom, 200 below the anchor.
    #expect(lowest > 395)
  }

  /// A rod between two items keeps their distance while one of them is pushed.
  @Test func aRodBetweenTwoItemsKeepsTheirDistance() {
    var world = Self.world(item: Point(x: 300, y: 300))
    world.addItem(DynamicItem(name: "other", center: Point(x: 300, y: 400), size: Size(width: 40, height: 40)))
    world.addBehavior(DynamicBehavior("rod", .attachment(AttachmentBehavior(item: "sq", anchor: .item("other")))))
    world.addBehavior(DynamicBehavior("p", .push(PushBehavior(items: ["sq"], mode: .continuous, angle: 0, magnitude: 1))))
    for _ in 0..<120 {
      let step = world.step()
      #expect(abs(Self.distance(step.items[0].center, step.items[1].center) - 100) < 1e-6)
    }
    #expect(world.item(named: "other")!.center.x > 310)
  }

  /// A spring attachment of frequency f with no damping oscillates with period 1/f, within a frame.
  @Test(arguments: [1.0, 2.0, 3.0])
  func aSpringAttachmentOscillatesAtItsFrequency(frequency: Double) {
    let anchor = Point(x: 400, y: 200)
    var world = Self.world(
      item: Point(x: 400, y: 300),
      DynamicBehavior(
        "spring", .attachment(AttachmentBehavior(item: "sq", anchor: .point(anchor), frequency: frequency, damping: 0))))
    world.updateItemUsingCurrentState("sq") { $0.center.y = 340 }
    var crossings: [Int] = []
    var previous = 40.0
    for index in 1...360 {
      let stretch = Self.distance(world.step().items[0].center, anchor) - 100
      if previous < 0, stretch >= 0 { crossings.append(index) }
      previous = stretch
    }
    #expect(crossings.count >= 3)
    let periods = zip(crossings.dropFirst(), crossings).map { Double($0 - $1) / 60 }
    for period in periods { #expect(abs(period - 1 / frequency) <= 1.0 / 60) }
  }

  /// A damped spring loses its swing: damping ratio 0.3 settles within a few periods.
  @Test func aDampedSpringSettlesAtItsLength() {
    let anchor = Point(x: 400, y: 200)
    var world = Self.world(
      item: Point(x: 400, y: 300),
      DynamicBehavior("spring", .attachment(AttachmentBehavior(item: "sq", anchor: .point(anchor), frequency: 2, damping: 0.3))))
    world.updateItemUsingCurrentState("sq") { $0.center.y = 360 }
    _ = world.advance(steps: 300)
    #expect(abs(Self.distance(world.item(named: "sq")!.center, anchor) - 100) < 0.05)
  }
}
