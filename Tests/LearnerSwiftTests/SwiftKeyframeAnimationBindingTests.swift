import LearnerSwift
import Lessons
import Testing

/// `CAKeyframeAnimation`, `CAAnimationGroup` and `CATransition` in the learner's Swift: each made,
/// configured and added as the chapter's `new keyframe`, `new group`, `new transition`, `set` and
/// `add` do it, so the same animations play over the same frames.
@Suite struct SwiftKeyframeAnimationBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  static let setup = ["new view v frame 0 0 100 100", "new layer L in root --position 160 100 --bounds 0 0 80 80"]

  static func engine() -> Engine { .after(setup, in: "animation") }

  /// An engine after `commands`, each of which must succeed.
  static func commands(_ commands: [String]) -> Engine { .after(setup + commands, in: "animation") }

  @Test func aKeyframeAnimationInSwiftPlaysAsNewKeyframeAndAddPlayIt() {
    var swift = Self.engine()
    let printed = swift.printed(
      """
      swift {
        let k = CAKeyframeAnimation(keyPath: "position")
        k.values = [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50), CGPoint(x: 250, y: 200)]
        k.keyTimes = [0, 0.25, 1]
        k.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        k.duration = 2
        v.center = CGPoint(x: 250, y: 200)
        v.layer.add(k, forKey: "path")
        print(v.layer.animationKeys(), k.duration)
      }
      """)
    #expect(
      printed == ["Optional([\"path\"]) 2.0", "t=0.000 redraw moment: layout, display, model values drawn, then #1 starts"])
    var commands = Self.commands([
      "new keyframe k --key position --values \"50,50;250,50;250,200\" --key-times 0,0.25,1 --timings \"easeIn;linear\" "
        + "--duration 2",
      "set v.center 250 200", "add k to v --key path",
    ])
    #expect(swift.printed("animations v") == commands.printed("animations v"))
    let steps = [15, 15, 30, 30, 30, 30]
    #expect(
      swift.frames(of: ["v", "k"], after: steps, drawing: true) == commands.frames(of: ["v", "k"], after: steps, drawing: true))
  }

  /// `keyPath` is settable, as CAPropertyAnimation's is (Apple's documented API): an animation
  /// made without one and given it before its values plays as the command that names it at once.
  @Test func aKeyPathSetAfterTheAnimationIsMadePlaysAsOneGivenAtOnce() {
    var swift = Self.engine()
    let printed = swift.printed(
      """
      swift {
        let k = CAKeyframeAnimation()
        print(k.keyPath == nil)
        k.keyPath = "position.x"
        k.values = [50, 250, 150]
        k.duration = 2
        v.layer.add(k, forKey: "slide")
        let b = CABasicAnimation()
        b.keyPath = "opacity"
        b.fromValue = 1
        b.toValue = 0.25
        b.duration = 1
        L.add(b, forKey: "fade")
        print(k.keyPath ?? "nil", b.keyPath ?? "nil")
      }
      """)
    #expect(printed.prefix(2) == ["true", "position.x opacity"])
    var commands = Self.commands([
      "new keyframe k --key position.x --values \"50;250;150\" --duration 2", "add k to v --key slide",
      "new basic b --key opacity --from 1 --to 0.25 --duration 1", "add b to L --key fade",
    ])
    for object in ["v", "L"] { #expect(swift.printed("animations \(object)") == commands.printed("animations \(object)")) }
    let steps = [15, 15, 30, 30]
    #expect(
      swift.frames(of: ["v", "L"], after: steps, drawing: true) == commands.frames(of: ["v", "L"], after: steps, drawing: true))
  }

  /// A path built with CGMutablePath's or UIBezierPath's methods is the chapter's path, and an
  /// animation along it (`path`, `rotationMode`) plays as `new keyframe --path --rotation` plays
  /// it: the same positions and turns frame by frame.
  @Test func anAnimationAlongAPathInSwiftPlaysAsTheCommandsPlayIt() {
    var swift = Self.engine()
    let printed = swift.printed(
      """
      swift {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 50, y: 50))
        p.addLine(to: CGPoint(x: 250, y: 50))
        p.addQuadCurve(to: CGPoint(x: 250, y: 200), control: CGPoint(x: 300, y: 50))
        let b = UIBezierPath()
        b.move(to: CGPoint(x: 160, y: 100))
        b.addCurve(to: CGPoint(x: 60, y: 200), controlPoint1: CGPoint(x: 160, y: 200), controlPoint2: CGPoint(x: 100, y: 150))
        b.close()
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = p
        k.rotationMode = .rotateAuto
        k.duration = 2
        v.layer.add(k, forKey: "tour")
        let m = CAKeyframeAnimation(keyPath: "position")
        m.path = b.cgPath
        m.calculationMode = .paced
        m.rotationMode = .rotateAutoReverse
        m.duration = 1
        L.add(m, forKey: "loop")
        print(k.rotationMode == .rotateAuto, m.keyTimes?.count ?? 0)
      }
      """)
    #expect(printed.first == "true 3", "\(printed)")
    var commands = Self.commands([
      "new path p M 50 50 L 250 50 Q 300 50 250 200", "new path b M 160 100 C 160 200 100 150 60 200 Z",
      "new keyframe k --key position --path p --rotation rotateAuto --duration 2", "add k to v --key tour",
      "new keyframe m --key position --path b --mode paced --rotation rotateAutoReverse --duration 1", "add m to L --key loop",
    ])
    #expect(swift.printed("inspect k --json") == commands.printed("inspect k --json"))
    #expect(swift.printed("inspect b --json") == commands.printed("inspect b --json"))
    let steps = [15, 15, 30, 30, 30]
    #expect(
      swift.frames(of: ["v", "L"], after: steps, drawing: true) == commands.frames(of: ["v", "L"], after: steps, drawing: true))
    // What CGPath cannot do is refused by its name.
    #expect(swift.printed("swift { let q = CGMutablePath(); q.addArc(to: CGPoint.zero) }").first?.contains("addArc") == true)
    // Each class has its own spellings: close() is UIBezierPath's, closeSubpath() CGMutablePath's.
    #expect(swift.printed("swift { p.close() }").first?.contains("has no member 'close'") == true)
    #expect(swift.printed("swift { b.closeSubpath() }").first?.contains("has no member 'closeSubpath'") == true)
    #expect(swift.printed("swift { k.path = 3 }").first?.contains("path takes a CGPath") == true)
  }

  @Test(arguments: ["linear", "discrete", "paced", "cubic", "cubicPaced"])
  func eachCalculationModeInSwiftIsTheChaptersMode(mode: String) {
    // keyTimes and the mode come before the values here: they are checked when the values come.
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.keyTimes = [0, 0.6, 1]
        k.calculationMode = .\(mode)
        k.values = [50, 250, 100]
        k.duration = 1
        v.layer.add(k, forKey: "x")
      }
      """)
    var commands = Self.commands([
      "new keyframe k --key position.x --values \"50;250;100\" --key-times 0,0.6,1 --mode \(mode) --duration 1",
      "add k to v --key x",
    ])
    let steps = [6, 12, 12, 12, 12, 6]
    #expect(
      swift.frames(of: ["v", "k"], after: steps, drawing: true) == commands.frames(of: ["v", "k"], after: steps, drawing: true))
  }

  @Test func thePresentationFollowsTheKeyTimesNotTheEvenSpread() {
    var engine = Self.engine()
    _ = engine.run(
      """
      swift {
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [50, 250, 150]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 1
        v.layer.add(k, forKey: nil)
      }
      """)
    // A quarter of the way through the value is the second one: with even key times it would be
    // halfway there; a linear animation has no curve, so the fraction is the time's.
    _ = engine.run("tick 15")
    #expect(engine.printed("swift { print(v.layer.presentation()!.position.x, v.layer.position.x) }") == ["250.0 50.0"])
    _ = engine.run("tick 30")
    #expect(engine.printed("swift { print(v.layer.presentation()!.position.x) }") == ["183.33333333333334"])
  }

  @Test func aGroupInSwiftHoldsItsAnimationsAsNewGroupDoes() {
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1
        a.toValue = 0.2
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [50, 250, 150]
        let g = CAAnimationGroup()
        g.animations = [a, k]
        g.duration = 2
        k.calculationMode = .cubic
        v.layer.add(g, forKey: "both")
      }
      """)
    var commands = Self.commands([
      "new basic a --key opacity --from 1 --to 0.2", "new keyframe k --key position.x --values \"50;250;150\"",
      "new group g a k --duration 2", "set k.calculationMode cubic", "add g to v --key both",
    ])
    #expect(swift.printed("animations v") == commands.printed("animations v"))
    let steps = [10, 20, 30, 30, 30]
    #expect(
      swift.frames(of: ["v", "g"], after: steps, drawing: true) == commands.frames(of: ["v", "g"], after: steps, drawing: true))
  }

  @Test func aTransitionInSwiftPlaysAsNewTransitionAndAddPlayIt() {
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        let t = CATransition()
        t.type = .push
        t.subtype = .fromLeft
        t.duration = 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        L.opacity = 0.5
        L.add(t, forKey: "slide")
        CATransaction.commit()
      }
      """)
    var commands = Self.commands([
      "new transition t --type push --subtype fromLeft --duration 1",
      "begin; txn disableActions on; set L.opacity 0.5; add t to L --key slide; commit",
    ])
    #expect(swift.printed("animations L").first?.contains("transition push fromLeft") == true)
    #expect(swift.printed("animations L") == commands.printed("animations L"))
    let steps = [15, 15, 15, 30]
    #expect(
      swift.frames(of: ["L", "t"], after: steps, drawing: true) == commands.frames(of: ["L", "t"], after: steps, drawing: true))
  }

  @Test func theNewPropertiesReadBackWhatTheModelHolds() {
    var engine = Self.engine()
    let printed = engine.printed(
      """
      swift {
        let k = CAKeyframeAnimation(keyPath: "position")
        print(k.values, k.keyTimes, k.calculationMode)
        k.keyTimes = [0, 0.3, 1]
        k.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]
        k.calculationMode = .cubic
        print(k.values!, k.keyTimes!, k.calculationMode)
        let g = CAAnimationGroup()
        g.animations = [k]
        print(g.animations!)
        let t = CATransition()
        t.type = .push
        t.subtype = .fromRight
        print(t.type, t.subtype!)
      }
      """)
    #expect(
      printed == [
        "nil nil linear", "[(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)] [0.0, 0.3, 1.0] cubic", "[<CAKeyframeAnimation: k>]",
        "push fromRight",
      ])
    #expect(engine.printed("show k.keyTimes") == ["[0, 0.3, 1]"])
  }

  @Test func aTransitionIsAFadeUntilItsTypeIsSet() {
    var engine = Self.engine()
    #expect(engine.printed("swift { let t = CATransition(); print(t.duration) }") == ["0.0"])
    #expect(engine.printed("inspect t").contains("  transition: fade"))
  }

  /// An engine holding a keyframe animation `k` without values, an empty group `g` and a fade `t`.
  static func unfinished() -> Engine {
    var engine = Self.engine()
    _ = engine.run("swift { let k = CAKeyframeAnimation(keyPath: \"position.x\"); let g = CAAnimationGroup() }")
    _ = engine.run("swift { let t = CATransition() }")
    return engine
  }

  static let unfinishedObjects = ["v", "L", "k", "g", "t", "clock"]

  @Test func whatTheKeyframeCommandRefusesSwiftRefusesInOneLineNamingTheLine() {
    var fresh = Self.unfinished()
    let before = Self.unfinishedObjects.flatMap { fresh.printed("inspect \($0) --json") }
    let refused: [(String, String?)] = [
      ("let bad = CAKeyframeAnimation(keyPath: \"nope\")", "line 1: 'nope' is not a key path this chapter animates"),
      ("let bad = CAKeyframeAnimation()\n  bad.values = [0, 100]", "line 2: bad has no keyPath yet"),
      ("k.values = [0, 100]\n  k.keyPath = \"position\"", "line 2: k holds scalar values, and position takes point values"),
      ("k.keyPath = 5", "line 1: keyPath takes a String, not Int"),
      ("k.keyPath = \"nope\"", "line 1: 'nope' is not a key path this chapter animates"),
      ("g.keyPath = \"opacity\"", "line 1: g is a group animation, which has no keyPath"),
      ("t.keyPath = \"opacity\"", "line 1: t is a transition animation, which has no keyPath"),
      ("k.values = [0, 100]\n  k.keyTimes = [0, 0.5, 1]", "line 2: keyTimes has 3 key times for 2 values"),
      ("k.keyTimes = [0, 0.5, 1]\n  k.values = [0, 100]", "line 2: keyTimes has 3 key times for 2 values"),
      ("k.values = [0, 100, 50]\n  k.keyTimes = [0, 2, 1]", "line 2: key time 2 is outside 0…1"),
      ("k.values = [0, 100, 50]\n  k.keyTimes = [0, 0.75, 0.5]", "line 2: keyTimes must not decrease"),
      ("k.keyTimes = [0, 1.5]", "line 1: key time 1.5 is outside 0…1"),
      (
        "k.values = [0, 100, 50]\n  k.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]",
        "line 2: timingFunctions has 1 timing function for 2 segments"
      ),
      ("k.values = 5", "line 1: values takes an array, not Int"),
      ("k.values = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)]", nil),
      ("k.fromValue = 1", "line 1: fromValue belongs to a basic animation with a key path, which k is not"),
      ("k.calculationMode = .sideways", "error: line 1: cannot infer contextual base in reference to member 'sideways'"),
      ("v.layer.add(k, forKey: \"x\")", "line 1: k has no values yet: a keyframe animation without values animates nothing"),
      ("v.layer.add(g, forKey: \"x\")", "line 1: g has no animations yet: a group needs its animations"),
      ("g.animations = [k]\n  v.layer.add(g, forKey: \"x\")", "line 2: k has no values yet"),
      ("g.animations = [g]", "line 1: a group cannot hold itself"),
      ("g.animations = [v]", "line 1: no animation named 'v'"),
      ("k.animations = [k]", "line 1: k is a keyframe animation: animations belongs to a group"),
      ("g.animations = []", "line 1: animations needs at least one animation"),
      ("t.subtype = .fromLeft", "line 1: a fade has no direction, so it takes no subtype"),
      ("t.type = .fromLeft", "line 1: type takes .fade, .moveIn, .push, .reveal, not .fromLeft"),
      ("g.type = .push", "line 1: g is a group animation: type belongs to a transition (CATransition)"),
    ]
    for (code, message) in refused {
      var engine = Self.unfinished()
      let lines = engine.printed("swift { \(code)\n}")
      #expect(lines.count == 1, "\(code): \(lines)")
      if let message { #expect(lines.first?.hasPrefix(message) == true, "\(code): \(lines)") }
      // A refused first statement changes nothing.
      if !code.contains("\n") {
        #expect(Self.unfinishedObjects.flatMap { engine.printed("inspect \($0) --json") } == before, "\(code)")
      }
    }
  }

  @Test func theCommandRefusesTheSameKeyTimesWithTheSameWords() {
    var swift = Self.engine()
    let fromSwift = swift.printed(
      "swift { let k = CAKeyframeAnimation(keyPath: \"position.x\"); k.values = [0, 100]; k.keyTimes = [0, 0.5, 1] }")
    var commands = Self.engine()
    let fromCommand = commands.printed("new keyframe k --key position.x --values \"0;100\" --key-times 0,0.5,1")
    let reason = "keyTimes has 3 key times for 2 values"
    #expect(fromSwift.count == 1 && fromSwift[0].hasPrefix("line 1: " + reason), "\(fromSwift)")
    #expect(fromCommand.first?.contains(reason) == true, "\(fromCommand)")
  }
}
