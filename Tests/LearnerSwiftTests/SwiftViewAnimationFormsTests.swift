import LearnerSwift
import Lessons
import Testing

/// `UIView.animate` in the learner's Swift in its full forms: the delay, an option set of
/// implicit members, the spring, and the completion closure the chapter calls back on the
/// media clock, each reaching the state the chapter's `animate` and `spring` reach.
@Suite struct SwiftViewAnimationFormsTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  static func engine() -> Engine { .after(["new view v frame 0 0 100 100"], in: "animation") }

  @Test func theFullFormOrdersWhatAnimateWithItsOptionsOrders() {
    var swift = Self.engine()
    let ordered = swift.printed(
      """
      swift {
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveEaseIn, .autoreverse], animations: {
          v.center = CGPoint(x: 200, y: 50)
        }, completion: { finished in print("done", finished) })
      }
      """)
    #expect(ordered == ["t=0.000 redraw moment: layout, display, model values drawn, then #1 starts"])
    var commands = Self.engine()
    #expect(
      commands.run("animate 1 --delay 0.5 --options curveEaseIn,autoreverse --completion done { v.center = 200 50 }").outcome
        == .ok)
    // The delay spins its wheels, then forward over a second and back over another.
    let steps = [15, 30, 30, 30, 30, 30]
    #expect(swift.frames(of: ["v"], after: steps) == commands.frames(of: ["v"], after: steps))
    #expect(swift.printed("inspect v.presentation.center") == commands.printed("inspect v.presentation.center"))
  }

  @Test func theCompletionClosureRunsOnTheFrameTheAnimationStopsAndOnlyOnce() {
    var engine = Self.engine()
    _ = engine.run(
      "swift { UIView.animate(withDuration: 0.5, animations: { v.alpha = 0 }) { finished in print(\"faded\", finished) } }")
    #expect(engine.printed("clock").last == "waiting: completion \"closure #1\" for #1")
    // Not before its frame: 0.5 s is frame 30.
    #expect(!engine.printed("tick 29").contains("faded true"))
    let stop = engine.printed("tick")
    #expect(Array(stop.prefix(3)) == ["t=0.500 (frame 30)", "t=0.500 completion: closure #1 finished=true", "faded true"])
    #expect(!engine.printed("tick 60").contains("faded true"))
    // Back over the frame and through it again: the closure runs once more, on the same frame.
    _ = engine.run("back 2")
    #expect(engine.printed("tick").filter { $0 == "faded true" }.count == 1)
    #expect(engine.printed("run").filter { $0.contains("faded") }.isEmpty)
  }

  @Test func aCompletionRunsAtTheRedrawMomentWhenNothingAnimatesAndFalseWhenRemoved() {
    var engine = Self.engine()
    let zero = engine.printed(
      "swift { UIView.animate(withDuration: 0, animations: { v.alpha = 0.5 }) { f in print(\"now\", f) } }")
    #expect(zero == ["t=0.000 completion: closure #1 finished=true", "now true"])
    _ = engine.run(
      "swift { UIView.animate(withDuration: 2) { v.center = CGPoint(x: 300, y: 50) } completion: { f in print(\"moved\", f) } }"
    )
    _ = engine.run("tick 30")
    // The animation removed before its end: the closure hears finished == false, at once.
    #expect(engine.printed("swift { v.layer.removeAllAnimations() }") == ["moved false"])
    #expect(engine.printed("tick").contains("t=0.500 completion: closure #3 finished=false"))
    #expect(!engine.printed("run").contains("moved false"))
  }

  @Test func aCompletionMayChainTheNextAnimation() {
    var engine = Self.engine()
    _ = engine.run(
      """
      swift {
        UIView.animate(withDuration: 0.5, animations: { v.center = CGPoint(x: 150, y: 50) }) { _ in
          UIView.animate(withDuration: 0.5) { v.center = CGPoint(x: 150, y: 150) }
        }
      }
      """)
    let lines = engine.printed("run")
    // The completion runs on the frame the first stops; the turn it runs in ends in a redraw
    // moment there, which starts the second.
    #expect(
      Array(lines.suffix(4)) == [
        "t=0.500 completion: closure #1 finished=true", "v.center (150, 50) -> (150, 150); frame (100, 100, 100, 100)",
        "v: #2 key=position keyPath=position basic additive from (0, -100) to (0, 0) duration 0.5 s easeInEaseOut "
          + "(starts at the redraw moment)",
        "t=0.500 redraw moment: layout, display, model values drawn, then #2 starts",
      ])
    #expect(lines.first == "t=1.000 (frame 60) after 60 frames")
    #expect(engine.printed("swift { print(v.center) }") == ["(150.0, 150.0)"])
  }

  @Test func aSingleOptionAndTheSpringFormMatchTheirCommands() {
    var swift = Self.engine()
    _ = swift.run("swift { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 }) }")
    var commands = Self.engine()
    _ = commands.run("animate 1 --options curveLinear { v.alpha = 0 }")
    #expect(swift.frames(of: ["v"], after: [20, 20]) == commands.frames(of: ["v"], after: [20, 20]))
    var springs = Self.engine()
    _ = springs.run(
      """
      swift {
        UIView.animate(
          withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
          animations: { v.center = CGPoint(x: 50, y: 250) })
      }
      """)
    var spring = Self.engine()
    #expect(spring.run("spring 0.8 --damping 0.3 --velocity 0 { v.center = 50 250 }").outcome == .ok)
    let steps = [6, 6, 6, 6, 6, 6, 6, 6]
    #expect(springs.frames(of: ["v"], after: steps) == spring.frames(of: ["v"], after: steps))
  }

  @Test func badCallsAreOneLineAndChangeNothing() {
    var engine = Self.engine()
    let before = engine.printed("inspect v --json") + engine.printed("clock")
    let refused = [
      ("UIView.animate(withDuration: -1) { v.alpha = 0 }", "line 1: a duration is 0 to 3600 seconds, not -1"),
      (
        "UIView.animate(withDuration: 1, delay: 0, options: [.transitionCurlUp], animations: { v.alpha = 0 })",
        "line 1: transitionCurlUp belongs to transition"
      ),
      (
        "UIView.animate(withDuration: 1, delay: 0, options: [3], animations: { v.alpha = 0 })",
        "line 1: options: takes UIView.AnimationOptions members, not Int"
      ),
      (
        "UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: 5)",
        "line 1: completion: takes a closure { finished in … }, not Int"
      ),
      (
        "UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0, initialSpringVelocity: 0, options: [], "
          + "animations: { v.alpha = 0 })",
        "line 1: damping must be more than 0, not 0"
      ),
      (
        "UIView.animate(withDuration: 1) { UIView.animate(withDuration: 1) { v.alpha = 0 } }",
        "line 1: the closure (Function) stopped: line 1: UIView.animate inside an animations closure is not modelled "
          + "in the Workbench's Swift"
      ),
    ]
    for (code, message) in refused {
      #expect(engine.printed("swift { \(code) }") == [message], "\(code)")
    }
    let signature = engine.printed("swift { UIView.animate(withDuration: 1, options: [], animations: { }) }")
    #expect(signature.count == 1 && signature[0].hasPrefix("line 1: UIView.animate has no form animate(withDuration:options:"))
    #expect(engine.printed("inspect v --json") + engine.printed("clock") == before)
  }
}
