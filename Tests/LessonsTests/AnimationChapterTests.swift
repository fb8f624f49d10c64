import Testing

@testable import Lessons

/// The animation chapter's worked cases, driven line by line.
///
/// The cases are Programming iOS 8's, chapter 4.
@Suite struct AnimationChapterTests {
  static func session(_ setup: String...) -> Transcript {
    Transcript(in: "animation", of: .shipped, setup: ["new view v frame 0 0 100 100"] + setup)
  }

  @Test func theModelChangesAtOnceAndThePresentationAtTheRedrawMoment() {
    var t = Self.session()
    let sameTurn = t.run("set v.alpha 0.5; show v.presentation.opacity; show v.model.opacity")
    #expect(sameTurn.suffix(2) == ["1", "0.5"])
    #expect(t.value("v.presentation.opacity") == "0.5")
  }

  @Test func anAdditiveViewAnimationRunsFromOldMinusNewToZero() {
    var t = Self.session()
    let ordered = t.run("animate 1 { v.center += 100 0 }")
    #expect(ordered.contains { $0.contains("key=position") && $0.contains("additive from (-100, 0) to (0, 0)") })
    #expect(t.value("v.model.position") == "(150, 50)")
    t.run("advance 0.5")
    // easeInEaseOut is symmetric: half the time is half the change.
    #expect(t.value("v.presentation.position") == "(100, 50)")
    // A second animation on the same property adds to the first: the view turns the corner.
    t.run("animate 1 { v.center += 0 100 }")
    #expect(t.value("v.animationKeys") == "[position, position-2]")
    t.run("advance 0.25")
    let x = 150 - 100 * (1 - TimingFunction.easeInEaseOut.value(at: 0.75))
    let y = 150 - 100 * (1 - TimingFunction.easeInEaseOut.value(at: 0.25))
    #expect(t.value("v.presentation.position") == Format.point(Point(x: x, y: y)))
    t.run("run")
    #expect(t.value("v.presentation.position") == "(150, 150)")
    #expect(t.value("v.animations") == "[]")
  }

  @Test func aRepeatingOrAutoreversingAnimationIsNotAdditiveAndJumpsBackToTheModel() {
    var t = Self.session()
    let ordered = t.run("animate 1 --options autoreverse --completion back { v.center.x = 250 }")
    #expect(ordered.contains { $0.contains("from (50, 50) to (250, 50)") && !$0.contains("additive") })
    t.run("advance 1")
    #expect(t.value("v.presentation.position") == "(250, 50)")
    let end = t.run("advance 1")
    #expect(end.contains("t=2.000 completion: back finished=true"))
    // The model still holds the forward target: the view jumps there (Programming iOS 8, ch. 4).
    #expect(t.value("v.presentation.position") == "(250, 50)")
  }

  @Test func aDelayIsAppliedAtOnceAndShowsTheOldValueMeanwhile() {
    var t = Self.session()
    t.run("animate 1 --delay 0.5 { v.alpha = 0 }")
    #expect(t.value("v.model.opacity") == "0")
    t.run("advance 0.25")
    #expect(t.value("v.presentation.opacity") == "1")
    t.run("advance 0.75")
    #expect(t.value("v.presentation.opacity") == "0.5")
  }

  @Test func completionsRunInOrderWithTheirFinishedFlags() {
    var t = Self.session()
    // Nothing animates: the completion runs at the redraw moment, the end of the line.
    let nothing = t.run("animate 1 --completion none { v.tag = 3 }")
    #expect(nothing.last == "t=0.000 completion: none finished=true")
    t.run("tick")
    t.run("animate 1 --completion cut { v.alpha = 0 }")
    t.run("tick 6")
    let removed = t.run("removeAll v; tick")
    #expect(removed.contains("t=0.117 completion: cut finished=false"))
    #expect(t.value("v.presentation.opacity") == "0")
  }

  @Test func aLayerInTheInterfaceAnimatesImplicitlyAndAViewsOwnLayerDoesNot() {
    var t = Self.session("new layer L in root --position 160 300 --bounds 0 0 80 80")
    let implicit = t.run("set L.opacity 0.5")
    #expect(implicit.contains { $0.hasPrefix("implicit animation: L") && $0.contains("duration 0.25 s") })
    t.run("tick 9")
    #expect(t.value("L.presentation.opacity") == "0.7")
    let viewLayer = t.run("set v.opacity 0.5")
    #expect(viewLayer.last == "no implicit animation: a view's underlying layer")
    let disabled = t.run("begin; txn disableActions on; set L.opacity 1; commit")
    #expect(disabled.contains("no implicit animation: actions disabled"))
    t.run("set L.actions.opacity null")
    #expect(t.run("set L.opacity 0.2").last == "no implicit animation: actions[opacity] is NSNull")
  }

  @Test func aTransactionLendsItsDurationAndHoldsTheRedrawMoment() {
    var t = Self.session("new layer L in root --position 160 300 --bounds 0 0 80 80")
    t.run("begin; txn duration 2; set L.opacity 0; txn completion faded")
    #expect(t.outcome("tick") != .ok)
    #expect(t.value("clock.frame") == "0")
    t.run("commit")
    t.run("advance 1")
    #expect(t.value("L.presentation.opacity") == "0.5")
    let end = t.run("run")
    #expect(end.contains("t=2.000 transaction completion: faded"))
  }

  @Test func anExplicitAnimationResolvesFromAndToAndSnapsBack() {
    var t = Self.session()
    t.run("new basic a --key position.x --to 300 --duration 1")
    let added = t.run("add a to v --key slide")
    #expect(added.contains { $0.contains("from 50 to 300") })
    #expect(added.contains { $0.contains("snaps back") })
    // The animation was copied when added: changing it now changes nothing on the layer.
    #expect(t.run("set a.duration 4").last?.contains("copied when added") == true)
    t.run("advance 0.5")
    #expect(t.value("v.presentation.position") == "(175, 50)")
    t.run("advance 0.5")
    #expect(t.value("v.presentation.position") == "(50, 50)")
    t.run("new basic b --key position.x --by 100")
    #expect(t.run("add b to v").contains { $0.contains("from 50 to 150") && $0.contains("duration 0.25 s") })
  }

  @Test func aFrozenLayerShowsTheFrameItsTimeOffsetPicks() {
    var t = Self.session("set v.speed 0")
    t.run("animate 1 { v.center += 100 0 }")
    t.run("advance 2")
    #expect(t.value("v.presentation.position") == "(50, 50)")
    t.run("set v.timeOffset 0.5")
    #expect(t.value("v.presentation.position") == "(100, 50)")
  }

  @Test func backRestoresAFrameExactly() {
    var t = Self.session()
    t.run("animate 1 { v.center += 100 0 }")
    t.run("tick 20")
    let shown = t.value("v.presentation.position")
    t.run("tick 5")
    t.run("back")
    #expect(t.value("clock.frame") == "20")
    #expect(t.value("v.presentation.position") == shown)
  }

  @Test func badInputIsOneErrorLineAndChangesNothing() {
    var t = Self.session("new layer L in root --bounds 0 0 10 10", "new basic a --key opacity --to 0")
    for line in [
      "animate -1 { v.alpha = 0 }", "animate 1 --options sideways { v.alpha = 0 }", "new basic a --key frame",
      "new basic a --key transform --to 1", "spring 1 { v.alpha = 0 }", "advance 0", "set v.opacity 2",
      "animate 1 { w.alpha = 0 }", "add nothing to v", "remove position from v", "commit", "new view L frame 0 0 10 10",
      "new view clock frame 0 0 10 10", "new group g2 a a",
    ] {
      let before = t.value("v")
      let result = t.engine.run(line)
      #expect(result.outcome != .ok, "\(line)")
      #expect(result.lines.filter { $0.text.hasPrefix("error") }.count <= 1, "\(line)")
      #expect(t.value("v") == before, "\(line)")
    }
  }

  @Test func showWithAFieldPutsModelAndPresentationSideBySide() {
    var t = Self.session()
    t.run("animate 1 { v.center += 100 0 }; advance 0.5")
    #expect(t.run("show v position") == ["v.position: model (150, 50) presentation (100, 50)"])
    #expect(t.run("show v center") == ["(150, 50)"])
    #expect(t.outcome("show v nothing") != .ok)
  }

  @Test func theGracefulCancelGoesOnFromWhereTheViewShows() {
    var t = Self.session()
    t.run("animate 1 { v.center += 100 0 }; advance 0.5")
    // Programming iOS 8, ch. 4: model = presentation, remove the animations, animate on from there.
    t.run("set v.center presentation; removeAll v; animate 0.25 { v.center = 200 50 }")
    t.run("tick")
    let x = 200 - 100 * (1 - TimingFunction.easeInEaseOut.value(at: (1.0 / 60) / 0.25))
    #expect(t.value("v.presentation.position") == Format.point(Point(x: x, y: 50)))
    t.run("animate 1 { v.center = presentation }")
    #expect(t.value("v.model.position") == Format.point(Point(x: x, y: 50)))
  }

  @Test func aNestedAnimationInheritsDurationAndCurveUnlessItOverrides() {
    var t = Self.session()
    let inherited = t.run("animate 2 --options curveLinear { v.center += 100 0; animate 0 { v.alpha = 0 } }")
    #expect(inherited.contains { $0.contains("keyPath=opacity") && $0.contains("duration 2 s linear") })
    var own = Self.session()
    let overriding = own.run(
      "animate 2 --options curveLinear { animate 0.5 --options overrideInheritedDuration,overrideInheritedCurve,curveEaseIn { v.alpha = 0 } }"
    )
    #expect(overriding.contains { $0.contains("keyPath=opacity") && $0.contains("duration 0.5 s easeIn") })
    var jump = Self.session()
    let jumped = jump.run("animate 1 { v.center += 100 0; performWithoutAnimation { v.alpha = 0.5 } }")
    #expect(!jumped.contains { $0.contains("keyPath=opacity") })
    #expect(jumped.contains { $0.contains("keyPath=position") })
  }

  @Test func aDelegateHearsTheStartAtTheRedrawMomentOrWhenItsDelayEnds() {
    var t = Self.session("new basic a --key position.x --to 300 --duration 1 --delegate")
    let first = t.run("add a to v")
    #expect(first.contains("t=0.000 animationDidStart #1"))
    t.run("new basic b --key position.y --to 300 --duration 1 --delegate; set b.beginTime 0.05")
    let delayed = t.run("add b to v; tick 4")
    #expect(delayed.contains("t=0.050 animationDidStart #2"))
  }

  @Test func aNestedAnimationHasACompletionOfItsOwn() {
    var t = Self.session()
    t.run(
      "animate 1 --completion outer { v.center += 100 0; animate 0.5 --options overrideInheritedDuration --completion inner { v.alpha = 0 } }"
    )
    let lines = t.run("run")
    #expect(lines.contains("t=0.500 completion: inner finished=true"))
    #expect(lines.contains("t=1.000 completion: outer finished=true"))
  }

  @Test func keyframesFromTheCurrentStateStartWhereTheViewShows() {
    var t = Self.session("animate 1 { v.center.x = 250 }", "advance 0.5")
    let lines = t.run("keyframes 1 --options beginFromCurrentState { at 0 for 1 { v.center.x = 50 } }")
    #expect(lines.contains("  values (150, 50); (50, 50) keyTimes 0, 1"))
  }

  @Test func runStopsAtTenMinutesAndNamesTheAnimationThatRepeatsForever() {
    var t = Self.session("animate 1 --options repeat { v.alpha = 0 }")
    let lines = t.run("run")
    #expect(lines.first == "t=600.000 (frame 36000) after 36000 frames")
    #expect(lines.contains { $0.hasPrefix("run stops at 10 minutes of media time: #1 repeats forever") })
  }

  @Test func inspectJSONHasModelPresentationAndTime() {
    var t = Self.session()
    t.run("animate 1 { v.center += 100 0 }; advance 0.5")
    let json = t.run("inspect v --json").joined()
    #expect(json.contains("\"model\""))
    #expect(json.contains("\"presentation\""))
    #expect(json.contains("\"time\": 0.5"))
  }
}
