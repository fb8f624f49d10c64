import Testing

@testable import Lessons

/// The animation chapter's keyframes, groups, fill modes, layer timing, transitions, charts and
/// action search, driven through the engine as a learner types them.
///
/// The worked timing cases are Programming iOS 8, ch. 4's: a keyframe view animation's relative
/// times under its ease-in-out curve, a group's child with beginTime 0.7 and its fill, a group
/// cutting a longer child off, a layer's speed and timeOffset, and the action search's outcomes.
@Suite struct AnimationKeyframeCommandTests {
  /// An animation session after `setup`; a setup line that fails stops the test.
  struct Session {
    var engine = Engine(catalog: .shipped, active: "animation")

    init(_ setup: String...) {
      for line in setup { run(line) }
    }

    @discardableResult
    mutating func run(_ line: String) -> [String] {
      let result = engine.run(line)
      precondition(result.outcome == .ok, "setup line failed: \(line): \(result.lines.map(\.text))")
      return result.lines.map(\.text)
    }

    mutating func outcome(_ line: String) -> (outcome: Engine.Outcome, lines: [String]) {
      let result = engine.run(line)
      return (result.outcome, result.lines.map(\.text))
    }

    /// The one-line form of a path, as `show` prints it.
    mutating func value(_ path: String) -> String { engine.run("show \(path)").lines.first?.text ?? "" }
  }

  // MARK: - A key path set later

  /// `new keyframe k` without --key is CAKeyframeAnimation(): `set k.keyPath` gives it one, and
  /// the values come after it, read as its kind; a key path whose kind does not fit the values
  /// already there is refused and changes nothing, and a group or transition has none to set.
  @Test func aKeyPathSetLaterTakesTheValuesThatFollowAndRefusesOnesThatDoNotFit() {
    var session = Session("new layer L in root --position 100 100 --bounds 0 0 80 80", "new keyframe k --duration 2")
    #expect(session.value("k.keyPath") == "nil")
    let early = session.outcome("set k.values \"0;100\"")
    #expect(early.outcome != .ok && early.lines.first?.contains("k has no keyPath yet") == true)
    session.run("set k.keyPath position.x")
    session.run("set k.values \"0;100;50\"")
    #expect(session.value("k.keyPath") == "position.x")
    let json = session.engine.run("inspect k --json").lines.map(\.text)
    let stranger = session.outcome("set k.keyPath position")
    #expect(stranger.lines.first?.hasPrefix("error: k holds scalar values, and position takes point values") == true)
    #expect(stranger.outcome != .ok)
    #expect(session.engine.run("inspect k --json").lines.map(\.text) == json)
    session.run("set k.keyPath opacity")
    #expect(session.value("k.keyPath") == "opacity")
    session.run("new group g")
    #expect(
      session.outcome("set g.keyPath opacity").lines.first?.contains("g is a group animation, which has no keyPath") == true)
    #expect(session.outcome("new keyframe bad --values \"0;1\"").lines.first?.contains("needs --key") == true)
    session.run("add k to L --key fade")
    #expect(session.engine.run("animations L").lines.map(\.text).joined().contains("opacity"))
  }

  // MARK: - The layer tree

  /// `insert L into PARENT` is addSublayer and `remove L` removeFromSuperlayer: a layer made in
  /// no tree changes without animating, in the window's tree (from a later turn) it animates
  /// implicitly, out of it again it does not; a cycle is refused and changes nothing, and a
  /// view's `insert` is still the views chapter's.
  @Test func aLayerMadeInCodeAnimatesImplicitlyOnlyWhileInTheWindowsTree() {
    var session = Session("new view v frame 0 0 200 200", "new view w frame 0 0 50 50", "new layer L", "new layer M")
    #expect(session.run("set L.opacity 0.5").last == "no implicit animation: not in the interface")
    #expect(session.run("insert L into v").first == "L is now a sublayer of v")
    #expect(session.run("insert M into L").last?.hasPrefix("it is in the window's tree") == true)
    session.run("tick 1")
    #expect(session.run("set L.opacity 0.25").contains { $0.hasPrefix("implicit animation: L #1 key=opacity") })
    #expect(session.run("set L.frame 10 20 40 60").contains("L.position: (0, 0) -> (30, 50) (model)"))
    #expect(session.value("L.model.bounds") == "(0, 0, 40, 60)")
    let json = session.engine.run("inspect L --json").lines.map(\.text)
    for bad in ["insert L into M", "insert L into L", "insert L into v at 0", "insert L into nowhere"] {
      #expect(session.outcome(bad).outcome != .ok, "\(bad)")
    }
    #expect(session.engine.run("inspect L --json").lines.map(\.text) == json)
    #expect(session.run("remove L") == ["L is removed from v: in no tree now, so its changes do not animate"])
    session.run("tick 60")
    #expect(session.run("set L.cornerRadius 4").last == "no implicit animation: not in the interface")
    #expect(session.run("insert w into v").first == "v.subviews (back to front): [w]")
  }

  // MARK: - Keyframe view animation

  static let twoKeyframes = "keyframes 2 { at 0 for 0.25 { v.center.x += 100 }; at 0.5 for 0.5 { v.center.y += 200 } }"

  /// Two keyframes over 2 s: x moves in the first quarter, y in the second half, and the whole
  /// runs through ease-in-out, so at 0.5 s (a quarter of the time) x is only a fraction of the way.
  @Test func aKeyframeViewAnimationFollowsItsRelativeTimesUnderEaseInOut() {
    var session = Session("new view v frame 0 0 100 100")
    let ordered = session.run(Self.twoKeyframes)
    // The model changes at once; one keyframe animation carries every keyframe of the property.
    #expect(session.value("v.center") == "(150, 250)")
    #expect(ordered.contains("  values (50, 50); (150, 50); (150, 50); (150, 250) keyTimes 0, 0.25, 0.5, 1"))
    let list = session.run("animations v")
    #expect(list.count == 1)
    #expect(list[0].contains("keyframe 4 values linear duration 2 s easeInEaseOut"))
    // t = 0.5 s: time fraction 0.25, eased 0.1292 (0.42, 0, 0.58, 1), so x = 50 + 100 · 0.1292 / 0.25.
    session.run("advance 0.5")
    #expect(session.value("v.presentation.position") == "(101.66, 50)")
    // t = 1 s: eased 0.5 exactly: the hold between the keyframes.
    session.run("advance 0.5")
    #expect(session.value("v.presentation.position") == "(150, 50)")
    #expect(session.run("animations v")[0].contains("segment 3 of 3 at 0"))
    // t = 1.5 s: eased 0.8708, so y = 50 + 200 · (0.8708 − 0.5) / 0.5.
    session.run("advance 0.5")
    #expect(session.value("v.presentation.position") == "(150, 198.34)")
    session.run("run")
    #expect(session.value("v.presentation.position") == "(150, 250)")
    #expect(session.run("animations v") == ["v has no animations"])
  }

  /// A linear calculation mode shapes the path, not the speed: curveLinear changes the timing.
  @Test func aLinearCurveOptionIsNotTheLinearCalculationMode() {
    var session = Session(
      "new view v frame 0 0 100 100",
      "keyframes 2 --options calculationModeLinear,curveLinear { at 0 for 0.25 { v.center.x += 100 } }")
    session.run("advance 0.25")
    #expect(session.value("v.presentation.position") == "(100, 50)")
  }

  /// A change in the outer block, outside any keyframe, spans the whole duration.
  @Test func anOuterChangeSpansTheWholeDuration() {
    var session = Session(
      "new view v frame 0 0 100 100",
      "keyframes 1 --options curveLinear { v.alpha = 0; at 0 for 0.5 { v.center.x += 100 } }")
    session.run("advance 0.5")
    #expect(session.value("v.presentation.opacity") == "0.5")
    #expect(session.value("v.presentation.position") == "(150, 50)")
  }

  /// performWithoutAnimation inside a keyframe jumps: no animation is made of it.
  @Test func performWithoutAnimationInAKeyframeJumps() {
    var session = Session("new view v frame 0 0 100 100")
    let lines = session.run("keyframes 1 { at 0 for 0.5 { performWithoutAnimation { v.alpha = 0.5 } } }")
    #expect(lines.last == "nothing in the block animates: the changes show at the redraw moment")
    #expect(session.run("animations v") == ["v has no animations"])
    #expect(session.value("v.alpha") == "0.5")
  }

  /// Relative times given in seconds are the book's pitfall: refused, nothing changed.
  @Test(arguments: [
    "keyframes 2 { at 0 for 2 { v.center.x += 100 } }", "keyframes 2 { at 1.5 for 0.5 { v.center.x += 100 } }",
    "keyframes 2 { at 0.75 for 0.5 { v.center.x += 100 } }", "keyframes 2 { at 0 { v.center.x += 100 } }",
    "keyframes 2 --options transitionCurlUp { at 0 for 1 { v.center.x += 100 } }",
  ])
  func keyframeTimesInSecondsAreRefusedAndChangeNothing(line: String) {
    var session = Session("new view v frame 0 0 100 100")
    let result = session.outcome(line)
    #expect(result.outcome == .failed)
    #expect(result.lines.count == 1)
    #expect(session.value("v.center") == "(50, 50)")
    #expect(session.run("animations v") == ["v has no animations"])
  }

  @Test func theSecondsPitfallIsNamed() {
    var session = Session("new view v frame 0 0 100 100")
    let text = session.outcome("keyframes 2 { at 0 for 2 { v.center.x += 100 } }").lines.joined()
    #expect(text.contains("fractions 0…1 of the whole duration, not seconds"))
  }

  /// Discrete mode jumps at each keyframe's start instead of interpolating.
  @Test func discreteKeyframesJump() {
    var session = Session(
      "new view v frame 0 0 100 100",
      "keyframes 1 --options calculationModeDiscrete,curveLinear { at 0.5 for 0.5 { v.alpha = 0.2 } }")
    session.run("advance 0.4")
    #expect(session.value("v.presentation.opacity") == "1")
    session.run("advance 0.2")
    #expect(session.value("v.presentation.opacity") == "0.2")
  }

  @Test func aKeyframesCompletionFiresWhenItsAnimationsEnd() {
    var session = Session("new view v frame 0 0 100 100")
    session.run("keyframes 1 --completion done { at 0 for 1 { v.center.x += 10 } }")
    #expect(!session.run("advance 0.5").contains { $0.contains("completion") })
    #expect(session.run("advance 0.5").contains("t=1.000 completion: done finished=true"))
  }

  // MARK: - Built keyframe animations and groups

  @Test func aBuiltKeyframeAnimationPlaysItsValuesAtItsKeyTimes() {
    var session = Session(
      "new view v frame 0 0 100 100",
      "new keyframe k --key position.x --values \"50;250;150\" --key-times 0,0.25,1 --duration 2", "add k to v")
    session.run("advance 0.25")
    #expect(session.value("v.presentation.position") == "(150, 50)")
    session.run("advance 0.25")
    #expect(session.value("v.presentation.position") == "(250, 50)")
    session.run("advance 0.75")
    #expect(session.value("v.presentation.position") == "(200, 50)")
    // The learner's named animation is a template: the copy on the layer is what plays.
    #expect(session.value("k.calculationMode") == "linear")
  }

  @Test(arguments: [
    "new keyframe k --key position.x --values \"0;100\" --key-times 0,2",
    "new keyframe k --key position.x --values \"0;100;50\" --key-times 0,1",
    "new keyframe k --key position.x --values \"0;100\" --key-times 0.5,0",
    "new keyframe k --key frame --values \"0;100\"", "new keyframe k --key position.x --key-times 0,2",
    "new keyframe k --key position.x --values \"0;;1\"", "new keyframe k --key position.x --values \"0;1\" --from 3",
    "new group g nothing",
  ])
  func badKeyframeAnimationsAreRefused(line: String) {
    var session = Session()
    let result = session.outcome(line)
    #expect(result.outcome == .failed)
    #expect(result.lines.count == 1)
    #expect(session.outcome("show k").outcome == .failed)
  }

  /// Made without values, as `CAKeyframeAnimation(keyPath:)` makes it: it keeps the key times
  /// and mode it is given, checks them when the values come, and cannot be added before.
  @Test func aKeyframeAnimationWithoutValuesWaitsForThem() {
    var session = Session("new view v frame 0 0 100 100", "new keyframe k --key position.x --key-times 0,0.25,1 --duration 2")
    #expect(session.value("k.values") == "nil")
    let early = session.outcome("add k to v")
    #expect(early.outcome == .failed)
    #expect(early.lines.first?.contains("k has no values yet") == true, "\(early.lines)")
    let short = session.outcome("set k.values \"50;250\"")
    #expect(short.outcome == .failed)
    #expect(short.lines.first?.contains("keyTimes has 3 key times for 2 values") == true, "\(short.lines)")
    session.run("set k.values \"50;250;150\"")
    session.run("add k to v")
    session.run("advance 0.25")
    #expect(session.value("v.presentation.position") == "(150, 50)")
  }

  /// One timing function per segment eases each segment on its own.
  @Test func perSegmentTimingFunctions() {
    var session = Session(
      "new view v frame 0 0 100 100",
      "new keyframe k --key position.x --values \"0;100;200\" --timings \"easeIn;linear\" --duration 1", "add k to v")
    session.run("advance 0.25")
    // Half of the first segment through easeIn (0.42, 0, 1, 1): 0.3154.
    #expect(session.value("v.presentation.position") == "(31.54, 50)")
    session.run("advance 0.5")
    #expect(session.value("v.presentation.position") == "(150, 50)")
  }

  /// A bad setting of a built animation is an error and changes nothing.
  @Test(arguments: [
    "set k.timingFunctions linear", "set k.duration -1", "set k.fillMode sideways", "set k.keyTimes 0,2,1",
    "set k.calculationMode wobbly", "set k.values \"0;red\"",
  ])
  func badSettingsOfABuiltAnimationChangeNothing(line: String) {
    var session = Session("new keyframe k --key position.x --values \"0;100;200\" --duration 1")
    let result = session.outcome(line)
    #expect(result.outcome == .failed)
    #expect(result.lines.count == 1)
    #expect(session.value("k.keyTimes") == "[0, 0.5, 1]")
    #expect(session.value("k.duration") == "1")
    #expect(session.value("k.fillMode") == "removed")
  }

  /// Setting a keyframe animation's calculation mode rebuilds it; a group holding it follows.
  @Test func settingAChildChangesTheGroupThatHoldsIt() {
    var session = Session(
      "new view v frame 0 0 100 100",
      "new keyframe k --key position.x --values \"0;100;300\" --key-times 0,0.5,1 --duration 1", "new group g k --duration 1")
    session.run("set k.calculationMode paced")
    #expect(session.value("k.keyTimes") == "[0, 0.3333, 1]")
    session.run("add g to v")
    session.run("advance 0.5")
    #expect(session.value("v.presentation.position") == "(150, 50)")
  }

  // MARK: - Groups and fill modes

  /// The book's group: a child with beginTime 0.7 shows nothing before it begins unless it fills
  /// backwards, and nothing after it ends unless it fills forwards; the layer's own value shows.
  @Test(arguments: MediaTiming.FillMode.allCases)
  func aGroupsChildFillsBeforeAndAfterByItsFillMode(mode: MediaTiming.FillMode) {
    var session = Session(
      "new view v frame 0 0 100 100", "new basic a --key position.x --from 0 --to 100 --duration 0.8 --timing linear",
      "new basic k --key opacity --from 0.2 --to 0.6 --duration 0.25 --timing linear", "set k.beginTime 0.7",
      "set k.fillMode \(mode.rawValue)", "new group g a k --duration 1.05", "add g to v")
    // t = 0.5: a is at 0.5 / 0.8 of its way; k has not begun.
    session.run("advance 0.5")
    #expect(session.value("v.presentation.position") == "(62.5, 50)")
    #expect(session.value("v.presentation.opacity") == (mode.fillsBefore ? "0.2" : "1"))
    // t = 0.8: k is 0.1 s into its 0.25 s.
    session.run("advance 0.3")
    #expect(session.value("v.presentation.opacity") == "0.36")
    session.run("advance 0.2")
    #expect(session.value("v.presentation.opacity") == (mode.fillsAfter ? "0.6" : "1"))
    // a ended at 0.8 with no fill: the model's x shows while the group still plays.
    #expect(session.value("v.presentation.position") == "(50, 50)")
    session.run("advance 0.1")
    #expect(session.value("v.presentation.opacity") == "1")
    #expect(session.run("animations v") == ["v has no animations"])
  }

  /// A group shorter than its child is made, with a warning, and cuts the child off at its end.
  @Test func aGroupShorterThanItsChildCutsItOff() {
    var session = Session(
      "new view v frame 0 0 100 100", "new basic a --key position.x --from 0 --to 100 --duration 1 --timing linear")
    let made = session.run("new group g a --duration 0.5")
    #expect(made.contains { $0.hasPrefix("warning: group g lasts 0.5 s but a runs to 1 s") })
    session.run("add g to v")
    session.run("advance 0.4")
    #expect(session.value("v.presentation.position") == "(40, 50)")
    session.run("advance 0.2")
    #expect(session.value("v.presentation.position") == "(50, 50)")
    // Lengthened, the same group lets the child play on.
    let lengthened = session.run("set g.duration 1")
    #expect(!lengthened.contains { $0.hasPrefix("warning") })
    session.run("add g to v")
    session.run("advance 0.6")
    #expect(session.value("v.presentation.position") == "(60, 50)")
  }

  @Test func theChartShowsFillsAndTheCutOff() {
    var session = Session(
      "new basic a --key position.x --from 0 --to 100 --duration 1", "new basic k --key opacity --from 0 --to 1 --duration 0.25",
      "set k.beginTime 0.7", "set k.fillMode backwards", "new group g a k --duration 0.8")
    // The axis runs to 1 s, where a would have ended: 40 cells of 0.025 s.
    let chart = session.run("chart g")
    #expect(chart.count == 5)
    #expect(chart[1] == "g    ################################........  0–0.8 group")
    #expect(chart[2] == "  a  ################################xxxxxxxx  0–0.8 basic position.x cut off at 0.8 by its group")
    #expect(
      chart[3]
        == "  k  ++++++++++++++++++++++++++++####xxxxxx..  0.7–0.8 basic opacity fill=backwards "
        + "cut off at 0.8 by its group")
    #expect(chart[4] == "     0                                      1")
    session.run("set g.duration 1.05")
    let longer = session.run("chart g")
    #expect(longer[2] == "  a  ######################################..  0–1 basic position.x")
    #expect(longer[3] == "  k  +++++++++++++++++++++++++++#########....  0.7–0.95 basic opacity fill=backwards")
  }

  // MARK: - Layer timing

  /// Speed 0 freezes a layer's animations; timeOffset then picks the frame; speed 2 plays twice
  /// as fast.
  @Test func aLayersSpeedAndTimeOffsetDriveItsAnimations() {
    var session = Session(
      "new view v frame 0 0 100 100", "new basic a --key position.x --from 0 --to 100 --duration 1 --timing linear",
      "add a to v")
    session.run("advance 0.25")
    #expect(session.value("v.presentation.position") == "(25, 50)")
    session.run("set v.speed 0")
    #expect(session.value("v.presentation.position") == "(0, 50)")
    session.run("set v.timeOffset 0.6")
    #expect(session.value("v.presentation.position") == "(60, 50)")
    session.run("advance 1")
    #expect(session.value("v.presentation.position") == "(60, 50)")
    // The chart marks the frozen moment on the layer's clock: 24 cells of 0.025 s in.
    #expect(session.run("chart v").last == String(repeating: " ", count: 8 + 24) + "^ now 0.6 s on v's clock")

    var fast = Session(
      "new view v frame 0 0 100 100", "set v.speed 2",
      "new basic a --key position.x --from 0 --to 100 --duration 1 --timing linear", "add a to v")
    fast.run("advance 0.25")
    #expect(fast.value("v.presentation.position") == "(50, 50)")
    fast.run("advance 0.25")
    #expect(fast.run("animations v") == ["v has no animations"])
  }

  // MARK: - The action search

  @Test func theActionSearchOutcomes() {
    var session = Session("new view v frame 0 0 100 100", "new layer L in root --position 100 100 --bounds 0 0 50 50")
    // A view's own layer: its view answers NSNull.
    #expect(session.run("trace search v opacity").last == "no animation: a view's underlying layer")
    #expect(session.run("set v.opacity 0.5").last == "no implicit animation: a view's underlying layer")
    #expect(session.run("animations v") == ["v has no animations"])
    // A layer in the interface: the default CABasicAnimation, 0.25 s.
    let trace = session.run("trace search L opacity")
    #expect(trace.count == 7)
    #expect(trace[5].hasPrefix("6 the default: a CABasicAnimation of opacity"))
    session.run("set L.opacity 0.5")
    let list = session.run("animations L")
    #expect(list.count == 1)
    #expect(list[0].contains("basic from 1 to 0.5 duration 0.25 s"))
    session.run("run")
    // NSNull in the actions dictionary stops the search at stage 3.
    session.run("set L.actions.opacity null")
    #expect(
      session.run("trace search L opacity").suffix(2) == [
        "3 actions[opacity] -> NSNull: stop, no animation", "no animation: actions[opacity] is NSNull",
      ])
    session.run("set L.opacity 0.2")
    #expect(session.run("animations L") == ["L has no animations"])
    // An animation in the dictionary is found there and used.
    session.run("new basic slow --key opacity --duration 2")
    session.run("set L.actions.opacity slow")
    session.run("set L.opacity 0.9")
    #expect(session.run("animations L")[0].contains("duration 2 s"))
    session.run("run")
    // disableActions: actionForKey: is never sent.
    session.run("set L.actions.position null")
    session.run("begin; txn disableActions on; set L.position 10 10; trace search L bounds; commit")
    #expect(session.run("animations L") == ["L has no animations"])
  }

  @Test func theActionSearchStepsStageByStage() {
    var session = Session("new layer L in root --position 100 100 --bounds 0 0 50 50")
    #expect(session.run("trace search L position --step") == ["[1/6] 1 L.actionForKey(position) -> nil: search on"])
    #expect(session.run("step") == ["[2/6] 2 delegate actionForLayer(_:forKey:): L has no delegate -> nil"])
    #expect(!session.run("back").isEmpty)
    #expect(session.run("step") == ["[2/6] 2 delegate actionForLayer(_:forKey:): L has no delegate -> nil"])
    let rest = session.run("continue")
    #expect(rest.last?.hasPrefix("found: the default CABasicAnimation of position") == true)
    #expect(rest.count == 5)
  }

  // MARK: - Transitions

  @Test func aTransitionIsATimedTwoCopyStateUnderTheKeyTransition() {
    var session = Session("new view v frame 0 0 100 100", "set v.backgroundColor red")
    session.run("transition v 1 --options transitionFlipFromLeft --completion flipped { v.backgroundColor = blue }")
    // The change is at once; what animates is the flip of the copies.
    #expect(session.value("v.backgroundColor") == "blue")
    #expect(session.run("animations v")[0].hasPrefix("#1 key=transition transition flipFromLeft duration 1 s"))
    session.run("advance 0.25")
    #expect(session.run("animations v")[0].hasSuffix("flip 23.25°: the old copy shows, turning away)"))
    session.run("advance 0.5")
    #expect(session.run("animations v")[0].hasSuffix("flip 156.75°: the new copy shows, turning in)"))
    // Only one transition at a time: a second replaces the first, which stops unfinished.
    let second = session.run("transition v 0.5 --options transitionCrossDissolve")
    #expect(second.contains("t=0.750 completion: flipped finished=false"))
    #expect(session.run("animations v").count == 1)
  }

  @Test func transitionFromViewToViewRemovesAndAddsOrSwapsHidden() {
    var session = Session(
      "new view a frame 10 10 50 50", "new view b frame 10 10 50 50", "remove b", "new view c frame 0 0 10 10",
      "set c.hidden true")
    session.run("transition a b 0.5 --options transitionCurlUp")
    #expect(session.value("a.superview") == "nil")
    #expect(session.value("b.superview") == "root")
    #expect(session.run("animations root")[0].contains("curlUp from a to b (removed, added)"))
    session.run("run")
    session.run("transition b c 0.5 --options transitionFlipFromTop,showHideTransitionViews")
    #expect(session.value("b.hidden") == "true")
    #expect(session.value("c.hidden") == "false")
    #expect(session.value("b.superview") == "root")
  }
}
