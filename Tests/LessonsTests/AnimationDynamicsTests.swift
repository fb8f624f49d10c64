import Testing

@testable import Lessons

/// UIKit Dynamics in the animation chapter, driven line by line through the engine: worlds on
/// the media clock, contacts and pauses on their frames, model values in the views.
@Suite struct AnimationDynamicsTests {
  static let dt = 1.0 / 60

  /// A 100 × 100 box at the top of root (320 × 568), under gravity, colliding with root's bounds.
  static let fallingBox = [
    "new view box frame 110 0 100 100", "world w", "item w box", "gravity w box", "collision w box --reference-bounds",
  ]

  /// `t=0.967`: how a line about frame `frame` starts.
  static func stamp(_ frame: Int) -> String { "t=" + AnimationWorld.fixed(Double(frame) / 60) }

  static func session(_ setup: [String] = fallingBox) -> Transcript {
    Transcript(in: "animation", of: .shipped, setup: setup)
  }

  /// The first step n after which semi-implicit Euler from rest has moved an item `distance`
  /// points: y_n = g·dt²·n(n+1)/2 (velocity first, then the position with the new velocity).
  static func stepsToFall(_ distance: Double, magnitude: Double = 1) -> Int {
    let g = 1000 * magnitude
    var n = 0
    var y = 0.0
    var v = 0.0
    while y < distance - DynamicsContactSolver.touching {
      n += 1
      v += g * dt
      y += v * dt
    }
    #expect(abs(y - g * dt * dt * Double(n * (n + 1)) / 2) < 1e-9)
    return n
  }

  /// The box's bottom starts 468 points above the floor: semi-implicit Euler touches it at step
  /// 58 (explicit Euler would take 59, the continuous fall √(2·468/1000) = 0.967 s); the contact
  /// begins on that very frame of the media clock, and the box rests on the floor.
  @Test func gravityBringsTheBoxToTheFloorOnTheFrameSemiImplicitEulerPredicts() {
    let n = Self.stepsToFall(468)
    #expect(n == 58)
    var session = Self.session()
    let before = session.run("advance \(Format.number(Double(n - 1) / 60, places: 4))")
    #expect(!before.contains { $0.contains("beganContact") })
    let fallen = 1000 * Self.dt * Self.dt * Double((n - 1) * n) / 2
    #expect(session.value("w.items.box.center.y") == Format.number(50 + fallen))
    let touch = session.run("tick")
    let stamp = Self.stamp(n)
    #expect(touch.contains("\(stamp) w beganContact box with reference bounds at (160, 568)"))
    #expect(session.value("w.firstContactTime") == Format.number(Double(n) / 60, places: 3))
    #expect(session.value("box.center") == "(160, 518)")
    #expect(session.value("w.items.box.velocity") == "(0, 0)")
  }

  /// Magnitude 2 doubles the acceleration: the same drop takes about 1/√2 of the time.
  @Test func gravitysMagnitudeScalesTheFallTime() {
    let n = Self.stepsToFall(468, magnitude: 2)
    var session = Self.session([
      "new view box frame 110 0 100 100", "world w", "item w box", "gravity w box --magnitude 2",
      "collision w box --reference-bounds",
    ])
    session.run("run")
    #expect(session.value("w.firstContactTime") == Format.number(Double(n) / 60, places: 3))
    #expect(n < Self.stepsToFall(468))
  }

  /// A push to the right sends the box into the reference bounds' right edge: the collision
  /// delegate hears beganContact with the reference bounds, at the edge, once.
  @Test func aCollisionBeginsAContactWithTheReferenceBounds() {
    var session = Self.session([
      "new view box frame 110 200 100 100", "world w", "item w box", "collision w box --reference-bounds",
      "push w box --mode instantaneous --angle 0 --magnitude 6",
    ])
    #expect(session.value("w.contactsBegan") == "0")
    let lines = session.run("advance 0.5")
    let began = lines.filter { $0.contains("beganContact") }
    // 600 pt/s covers the 110 points to the edge in 11 steps (110 / 10 per step).
    #expect(began == ["\(Self.stamp(11)) w beganContact box with reference bounds at (320, 250)"])
    #expect(session.value("w.touching") == "[\"box with reference bounds\"]")
    #expect(session.value("w.contactsBegan") == "1")
    #expect(session.value("box.center.x") == "270")
  }

  /// A named boundary stops the box where the segment lies, and the contact names it.
  @Test func aNamedBoundaryStopsTheBoxAndNamesItsContact() {
    var session = Self.session([
      "new view box frame 110 0 100 100", "world w", "item w box", "gravity w box",
      "collision w box --boundary shelf 0 300 320 300",
    ])
    let lines = session.run("run")
    let n = Self.stepsToFall(200)
    #expect(lines.contains("\(Self.stamp(n)) w beganContact box with boundary shelf at (160, 300)"))
    #expect(session.value("box.center") == "(160, 250)")
  }

  /// An instantaneous push changes the velocity once by Δv = impulse / mass, with mass =
  /// area × density: magnitude 1 on 100 × 100 at density 1 is 100 pt/s; then it is inactive.
  @Test(arguments: [
    (100.0, 1.0, 1.0, 100.0), (100.0, 2.0, 1.0, 50.0), (50.0, 1.0, 1.0, 400.0), (100.0, 1.0, 3.0, 300.0),
  ])
  func anInstantaneousPushChangesTheVelocityByImpulseOverMass(side: Double, density: Double, magnitude: Double, speed: Double) {
    var session = Self.session([
      "new view box frame 100 100 \(Format.number(side)) \(Format.number(side))", "world w", "item w box",
      "itembehavior w box --density \(Format.number(density))",
      "push w box --mode instantaneous --angle 0 --magnitude \(Format.number(magnitude))",
    ])
    #expect(session.value("w.items.box.velocity") == "(0, 0)")
    session.run("tick")
    #expect(session.value("w.items.box.velocity") == "(\(Format.number(speed)), 0)")
    session.run("tick 5")
    #expect(session.value("w.items.box.velocity") == "(\(Format.number(speed)), 0)")
    #expect(session.value("w.items.box.center.x") == Format.number(100 + side / 2 + 6 * speed * Self.dt))
  }

  /// The world pauses two frames after the box comes to rest on the floor, and `run` stops there.
  ///
  /// It does not go on to its ten-minute limit. Paused, elapsedTime stands still while the media
  /// clock goes on; a change by hand resumes the world.
  @Test func runStopsWhenEveryWorldPausesAtRest() {
    var session = Self.session()
    let n = Self.stepsToFall(468)
    let lines = session.run("run")
    #expect(lines.first == "\(Self.stamp(n + 1)) (frame \(n + 1)) after \(n + 1) frames")
    #expect(lines.contains("\(Self.stamp(1)) w dynamicAnimatorWillResume"))
    #expect(
      lines.contains("\(Self.stamp(n + 1)) w dynamicAnimatorDidPause (elapsedTime \(AnimationWorld.fixed(Double(n + 1) / 60)))"))
    #expect(session.value("w.running") == "false")
    #expect(session.run("run").first?.hasSuffix("after 0 frames") == true)
    session.run("advance 1")
    #expect(session.value("clock.time") == Format.number(Double(n + 61) / 60, places: 3))
    #expect(session.value("w.elapsedTime") == Format.number(Double(n + 1) / 60, places: 3))
    let moved = session.run("set box.center 160 50")
    #expect(moved.contains { $0.contains("updateItemUsingCurrentState reads its center (160, 50)") })
    let resumed = session.run("tick")
    #expect(resumed.contains { $0.hasSuffix("w dynamicAnimatorWillResume") })
    #expect(session.value("box.center") == Format.point(Point(x: 160, y: 50 + 1000 * Self.dt * Self.dt)))
    #expect(session.value("w.pauses") == "1")
    #expect(session.value("w.resumes") == "2")
  }

  /// `back` rebuilds the frame before exactly: the world, its items and the views it moved.
  @Test func backRestoresAFrameExactly() {
    var session = Self.session(Self.fallingBox + ["push w box --mode continuous --angle 0 --magnitude 0.5"])
    session.run("advance 0.5")
    let world = session.run("inspect w --json")
    let box = session.run("inspect box --json")
    let frame = session.value("clock.frame")
    session.run("tick")
    #expect(session.run("inspect w --json") != world)
    #expect(session.run("inspect box --json") != box)
    session.run("back")
    #expect(session.run("inspect w --json") == world)
    #expect(session.run("inspect box --json") == box)
    #expect(session.value("clock.frame") == frame)
    // Stepping again from the restored frame gives the same frame as before.
    session.run("tick")
    let again = session.run("inspect w --json")
    session.run("back")
    session.run("tick")
    #expect(session.run("inspect w --json") == again)
  }

  /// Dynamics writes the model: the view's presentation is its model, frame after frame.
  @Test func aViewUnderDynamicsHasPresentationEqualToModel() {
    var session = Self.session()
    session.run("advance 0.3")
    #expect(session.value("box.presentation.position") == session.value("box.model.position"))
    #expect(session.value("box.center") == session.value("box.model.position"))
    #expect(session.value("box.center") != "(160, 50)")
    #expect(session.value("box.dynamics").contains("presentation = model"))
    #expect(session.value("w.items.box.presentation") == "\"= model\"")
    // Within one line too: while a view animation fades the box, each frame's listing shows its
    // opacity animating, and no position apart from the model's.
    var fading = Self.session(Self.fallingBox + ["animate 1 { box.alpha = 0.5 }"])
    let lines = fading.run("tick 10")
    #expect(lines.contains { $0.hasPrefix("  box.opacity: model") })
    #expect(!lines.contains { $0.hasPrefix("  box.position:") }, "\(lines)")
  }

  /// An elastic box bounces: the contact with the floor ends on the frame it leaves and begins
  /// again on the frame it lands, in that order.
  @Test func aBouncingBoxBeginsAndEndsItsContactOnTheirFrames() {
    var session = Self.session(Self.fallingBox + ["itembehavior w box --elasticity 0.5"])
    let lines = session.run("advance 2")
    let contacts = lines.filter { $0.contains("Contact") }
    #expect(contacts.count >= 3)
    #expect(contacts.first == "\(Self.stamp(Self.stepsToFall(468))) w beganContact box with reference bounds at (160, 568)")
    #expect(contacts.dropFirst().first?.hasSuffix("w endedContact box with reference bounds") == true)
    #expect(contacts.dropFirst(2).first?.contains("w beganContact box with reference bounds") == true)
    #expect(session.value("w.contactsEnded") != "0")
  }

  /// A view taken out of the reference view leaves its world, on the line that took it out; a
  /// view turned by hand is read back with its rotation.
  @Test func aViewRemovedLeavesItsWorldAndATurnedViewIsReadBack() {
    var session = Self.session(Self.fallingBox + ["new view other frame 200 200 40 40", "item w other"])
    let turned = session.run("set other.transform rotate 90")
    #expect(turned.contains { $0.contains("w: other was changed by hand") })
    #expect(session.value("w.items.other.angle") == Format.number(Double.pi / 2, places: 4))
    let removed = session.run("remove other")
    #expect(removed.contains { $0.hasSuffix("w: other leaves the world: it is no longer a subview of root") })
    #expect(session.value("w.items") == "box")
  }

  /// Bad input is one clear error and changes nothing.
  @Test(arguments: [
    ("item w ghost", "no view named 'ghost'"),
    ("gravity w other", "other is not an item of w"),
    ("collision w other --reference-bounds", "other is not an item of w"),
    ("itembehavior w box --density -1", "density must be more than 0"),
    ("itembehavior w box --density 0", "density must be more than 0"),
    ("gravity w box --magnitude nan", "--magnitude must be a number"),
    ("push w box --mode sideways --angle 0 --magnitude 1", "--mode must be one of"),
    ("snap w box 10 10 --damping 2", "damping runs from 0 to 1"),
    ("world box", "box already exists"),
    ("world w", "w already exists"),
    ("gravity nowhere box", "no dynamics world named 'nowhere'"),
  ])
  func badInputIsOneErrorAndChangesNothing(line: String, message: String) {
    var session = Self.session(Self.fallingBox + ["new view other frame 0 0 10 10"])
    let world = session.run("inspect w --json")
    let result = session.engine.run(line)
    #expect(result.outcome == .failed)
    let text = result.lines.map(\.text)
    #expect(text.count == 1)
    #expect(text.first?.contains(message) == true, "\(text)")
    #expect(session.run("inspect w --json") == world)
  }

  /// Items must start inside the boundaries: a collision with an item outside the reference
  /// bounds, or cut by a boundary, is refused and names the pitfall.
  @Test func anItemOutsideTheBoundariesIsRefused() {
    var session = Self.session(["new view out frame 300 -20 50 50", "world w", "item w out"])
    let world = session.run("inspect w --json")
    let outside = session.engine.run("collision w out --reference-bounds")
    #expect(outside.outcome == .failed)
    #expect(outside.lines.first?.text.contains("items must start inside the boundaries") == true)
    let cut = session.engine.run("collision w out --boundary line 0 0 400 0")
    #expect(cut.outcome == .failed)
    #expect(cut.lines.first?.text.contains("boundary line") == true)
    #expect(session.run("inspect w --json") == world)
    #expect(session.outcome("collision w out --boundary below 0 100 400 100") == .ok)
  }

  /// The global `step` moves the world one frame, as `tick` does; a paused world with nothing
  /// animating leaves `step` nothing to do.
  @Test func stepMovesAnimationsAndDynamicsTogether() {
    var session = Self.session(Self.fallingBox + ["animate 0.5 { box.alpha = 0.5 }"])
    session.run("step")
    #expect(session.value("clock.frame") == "1")
    #expect(session.value("w.elapsedTime") == Format.number(Self.dt, places: 3))
    #expect(session.value("box.presentation.opacity") != "1")
    #expect(session.value("box.center.y") == Format.number(50 + 1000 * Self.dt * Self.dt))
  }
}
