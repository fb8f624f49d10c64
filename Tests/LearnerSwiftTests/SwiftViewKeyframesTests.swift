import LearnerSwift
import Lessons
import Testing

/// `UIView.animateKeyframes` with `UIView.addKeyframe` inside, and `UIView.transition`, in the
/// learner's Swift: each reaches the state the chapter's `keyframes` and `transition` reach, over
/// the same frames, and its completion closure is called back on the media clock.
@Suite struct SwiftViewKeyframesTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  static let setup = ["new view v frame 0 0 100 100", "new view w frame 0 100 100 100"]

  static func engine() -> Engine { .after(setup, in: "animation") }

  /// An engine after `command`, which must succeed.
  static func command(_ command: String) -> Engine { .after(setup + [command], in: "animation") }

  @Test func keyframesInSwiftOrderWhatTheKeyframesCommandOrders() {
    var swift = Self.engine()
    let printed = swift.printed(
      """
      swift {
        UIView.animateKeyframes(withDuration: 2, delay: 0.5, options: [.calculationModeLinear]) {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.center.x += 100 }
          w.alpha = 0.5
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            v.center.y += 200
            w.center.x += 50
          }
        } completion: { finished in print("done", finished) }
      }
      """)
    #expect(printed == ["t=0.000 redraw moment: layout, display, model values drawn, then #1, #2, #3 start"])
    var commands = Self.command(
      "keyframes 2 --delay 0.5 --options calculationModeLinear --completion done { at 0 for 0.25 { v.center.x += 100 }; "
        + "w.alpha = 0.5; at 0.5 for 0.5 { v.center.y += 200; w.center.x += 50 } }")
    #expect(swift.printed("animations v") == commands.printed("animations v"))
    #expect(swift.printed("animations w") == commands.printed("animations w"))
    let steps = [15, 30, 30, 30, 30, 30, 30]
    #expect(
      swift.frames(of: ["v", "w"], after: steps, drawing: true) == commands.frames(of: ["v", "w"], after: steps, drawing: true))
    // The completion closure ran on the frame the last animation stopped, as the command's did.
    #expect(swift.printed("tick").isEmpty == commands.printed("tick").isEmpty)
    #expect(swift.printed("clock").last == commands.printed("clock").last)
  }

  @Test func theCompletionClosureRunsWhenTheKeyframesEnd() {
    var engine = Self.engine()
    _ = engine.run(
      """
      swift {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
        }, completion: { finished in print("faded", finished) })
      }
      """)
    #expect(!engine.printed("tick 59").contains("faded true"))
    #expect(engine.printed("tick").contains("faded true"))
  }

  @Test(arguments: ["Linear", "Discrete", "Paced", "Cubic", "CubicPaced"])
  func eachCalculationModeOptionIsTheCommands(mode: String) {
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationMode\(mode)) {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { v.center.x += 100 }
          UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) { v.center.y += 150 }
        }
      }
      """)
    var commands = Self.command(
      "keyframes 1 --options calculationMode\(mode) { at 0 for 0.3 { v.center.x += 100 }; at 0.3 for 0.7 { v.center.y += 150 } }"
    )
    let steps = [6, 12, 12, 12, 12, 6]
    #expect(
      swift.frames(of: ["v", "w"], after: steps, drawing: true) == commands.frames(of: ["v", "w"], after: steps, drawing: true))
  }

  @Test func aViewTransitionInSwiftIsTheTransitionCommands() {
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        UIView.transition(with: v, duration: 0.5, options: [.transitionFlipFromLeft, .curveLinear], animations: {
          v.alpha = 0.5
        }, completion: { finished in print("flipped", finished) })
      }
      """)
    var commands = Self.command(
      "transition v 0.5 --options transitionFlipFromLeft,curveLinear --completion flipped { v.alpha = 0.5 }")
    #expect(swift.printed("animations v").first?.contains("transition flipFromLeft") == true)
    #expect(swift.printed("animations v") == commands.printed("animations v"))
    let steps = [10, 10, 10, 10]
    #expect(
      swift.frames(of: ["v", "w"], after: steps, drawing: true) == commands.frames(of: ["v", "w"], after: steps, drawing: true))
  }

  @Test func aTransitionBetweenTwoViewsInSwiftSwapsThemAsTheCommandDoes() {
    var swift = Self.engine()
    _ = swift.run("set w.hidden true")
    _ = swift.run(
      """
      swift {
        UIView.transition(from: v, to: w, duration: 1, options: [.transitionCurlUp, .showHideTransitionViews])
      }
      """)
    var commands = Self.engine()
    _ = commands.run("set w.hidden true")
    #expect(commands.run("transition v w 1 --options transitionCurlUp,showHideTransitionViews").outcome == .ok)
    #expect(swift.printed("animations root") == commands.printed("animations root"))
    let steps = [15, 15, 30]
    #expect(
      swift.frames(of: ["v", "w"], after: steps, drawing: true) == commands.frames(of: ["v", "w"], after: steps, drawing: true))
    #expect(swift.printed("inspect w.hidden") == ["w.hidden: false"])
  }

  @Test func whatKeyframesAndTransitionRefuseSwiftRefusesInOneLineAndChangesNothing() {
    var fresh = Self.engine()
    let before = ["v", "w", "clock"].flatMap { fresh.printed("inspect \($0) --json") }
    let add = "UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0 }"
    let refused: [(String, String?)] = [
      (add, "line 1: UIView.addKeyframe works only inside the animations closure of UIView.animateKeyframes"),
      (
        "UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.curveLinear]) { v.alpha = 0 }",
        "line 1: value of type 'UIView.KeyframeAnimationOptions' has no member 'curveLinear'"
      ),
      (
        "UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) { UIView.addKeyframe(withRelativeStartTime: 0.5, "
          + "relativeDuration: 2) { v.alpha = 0 } }",
        "line 1: the closure (Function) stopped: line 1: a keyframe's relative duration is 2, more than 1"
      ),
      (
        "UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) { UIView.addKeyframe(withRelativeStartTime: 0.75, "
          + "relativeDuration: 0.5) { v.alpha = 0 } }",
        "line 1: the closure (Function) stopped: line 1: the keyframe at 0.75 for 0.5 ends at 1.25"
      ),
      (
        "UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) { UIView.addKeyframe(withRelativeStartTime: 0, "
          + "relativeDuration: 1) { \(add) } }",
        "line 1: the closure (Function) stopped: line 1: the closure (Function) stopped: line 1: keyframes do not nest"
      ),
      (
        "UIView.animateKeyframes(withDuration: -1, delay: 0, options: []) { v.alpha = 0 }",
        "line 1: a duration is 0 to 3600 seconds, not -1"
      ),
      ("UIView.animateKeyframes(withDuration: 1) { v.alpha = 0 }", "line 1: UIView.animateKeyframes has no form"),
      (
        "UIView.transition(with: v, duration: 0.5, options: [.repeat]) { v.alpha = 0 }",
        "line 1: options: needs one transition: .transitionFlipFromLeft"
      ),
      (
        "UIView.transition(with: v, duration: 0.5, options: [.transitionCurlUp, .autoreverse]) { v.alpha = 0 }",
        "line 1: a transition takes one transition option, a curve and showHideTransitionViews"
      ),
      (
        "UIView.transition(with: v, duration: 0.5, options: [.transitionCurlUp]) { UIView.animate(withDuration: 1) { "
          + "v.alpha = 0 } }",
        "line 1: the closure (Function) stopped: line 1: UIView.animate inside an animations closure is not modelled"
      ),
      (
        "UIView.transition(from: v, to: v, duration: 1, options: [.transitionCurlUp])",
        "line 1: a view cannot transition to itself"
      ),
      (
        "UIView.animate(withDuration: 1) { UIView.transition(with: v, duration: 0.5, options: .transitionCurlUp) { } }",
        "line 1: the closure (Function) stopped: line 1: UIView.transition inside an animations closure is not modelled"
      ),
    ]
    for (code, message) in refused {
      var engine = Self.engine()
      let lines = engine.printed("swift { \(code) }")
      #expect(lines.count == 1, "\(code): \(lines)")
      if let message { #expect(lines.first?.hasPrefix(message) == true, "\(code): \(lines)") }
      #expect(["v", "w", "clock"].flatMap { engine.printed("inspect \($0) --json") } == before, "\(code)")
    }
  }
}
