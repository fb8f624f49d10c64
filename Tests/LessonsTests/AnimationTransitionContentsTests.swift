import Testing

@testable import Lessons

/// CATransition, the contents key path and touches during an animation, driven line by line.
///
/// The cases are Programming iOS 8's, chapters 3 and 4.
@Suite struct AnimationTransitionContentsTests {
  static func session(_ setup: String...) -> Transcript {
    Transcript(
      in: "animation", of: .shipped,
      setup: ["new view v frame 0 0 100 100", "new layer L in root --position 100 100 --bounds 0 0 80 80"] + setup)
  }

  // MARK: - CATransition

  @Test func aTransitionIsStoredUnderTheKeyTransitionWhateverKeyIsGiven() {
    var t = Self.session("new transition t --type push --subtype fromLeft --duration 1")
    let added = t.run("add t to L --key slide")
    #expect(
      added.first
        == "a transition is always stored under the key \"transition\" (--key slide is ignored; Programming iOS 8, ch. 4)")
    #expect(t.value("L.animationKeys") == "[transition]")
    #expect(t.run("animations L")[0].hasPrefix("#1 key=transition transition push fromLeft duration 1 s"))
  }

  @Test func aSecondTransitionReplacesTheFirst() {
    var t = Self.session(
      "new transition t --type push --subtype fromLeft --duration 1", "new transition f --type fade --duration 1",
      "add t to L")
    t.run("tick")
    let second = t.run("add f to L")
    #expect(second.first == "key transition was in use on L: #1 removed (one animation per key)")
    #expect(t.run("animations L").count == 1)
    #expect(t.run("animations L")[0].hasPrefix("#2 key=transition transition fade duration 1 s"))
  }

  @Test func aFadeTakesNoSubtypeAndBadInputChangesNothing() {
    var t = Self.session()
    #expect(t.outcome("new transition t --type fade --subtype fromLeft") != .ok)
    #expect(
      t.run("new transition t --type fade --subtype fromLeft")
        == [
          "error: a fade has no direction, so it takes no --subtype; leave --subtype out, or use moveIn, push or reveal "
            + "(Programming iOS 8, ch. 4)"
        ])
    #expect(t.outcome("new transition t --type spin") != .ok)
    #expect(t.outcome("new transition t --type push --key position") != .ok)
    #expect(t.outcome("new transition t") != .ok)
    #expect(t.run("inspect t").first?.hasPrefix("error:") ?? false)
  }

  @Test func whileATransitionPlaysTheOldContentLeavesAndTheNewArrives() {
    // The book's recipe: actions disabled, the change made, the transition added.
    var t = Self.session(
      "set L.contents Mars", "run", "new transition t --type push --subtype fromBottom --duration 1")
    t.run("begin; txn disableActions on; set L.contents Smiley; add t to L; commit")
    #expect(t.value("L.animationKeys") == "[transition]")
    let half = t.run("advance 0.5")
    #expect(
      half.contains(
        "  L #2 key=transition transition push fromBottom duration 1 s (local 0.5 of 1 s, fraction 0.5, push 50%: old "
          + "content (contents Mars) leaving by the bottom, new content (contents Smiley) arriving from the top)"))
    // The change itself is the model's at once; the presentation draws the new content.
    #expect(t.value("L.presentation.contents") == "Smiley")
    t.run("run")
    #expect(t.run("animations L") == ["L has no animations"])
  }

  @Test func topAndBottomAreReversedAndHelpSaysSo() {
    var t = Self.session()
    let made = t.run("new transition t --type moveIn --subtype fromTop")
    #expect(made.contains { $0.contains("fromTop brings the new content in from the bottom of the screen") })
    let help = t.run("new --help").joined(separator: " ")
    #expect(help.contains("\"top\" and \"bottom\" in the subtypes are reversed for historical reasons"))
    #expect(help.contains("new transition NAME --type fade|moveIn|push|reveal"))
  }

  @Test func aTransitionsCopiesFollowItsTimingFrameByFrame() {
    var t = Self.session("new transition t --type fade --duration 2", "add t to L")
    let quarter = t.run("advance 0.5")
    #expect(
      quarter.contains { $0.contains("fade 25%: old content fading out (opacity 0.75), new content fading in (opacity 0.25)") })
    #expect(t.value("t") == "transition animation")
    #expect(t.value("t.transition") == "fade")
  }

  // MARK: - contents

  @Test func aUIViewTransitionBlockCanChangeAViewsContents() {
    var t = Self.session()
    let lines = t.run("transition v 0.5 --options transitionCrossDissolve { v.contents = Smiley }")
    #expect(lines.first == "v.contents: nil -> Smiley (model)")
    #expect(t.value("v.model.contents") == "Smiley")
    #expect(t.value("v.animationKeys") == "[transition]")
  }

  @Test func contentsIsNotInterpolatedButCrossDissolves() {
    var t = Self.session("new basic a --key contents --from A --to B --duration 1")
    let added = t.run("add a to v")
    #expect(
      added.dropLast().last
        == "note: the model holds nil, not B: when the animation ends the layer shows nil again; set v.contents B too "
        + "(Programming iOS 8, ch. 4)")
    #expect(t.value("v.model.contents") == "nil")
    t.run("advance 0.4")
    #expect(t.value("v.presentation.contents") == "\"A→B 40%\"")
    #expect(t.run("animations v")[0].contains("keyPath=contents basic from A to B (cross-dissolve)"))
    t.run("advance 0.6")
    // Over and removed: the layer shows its model, which holds no image (the snap-back).
    #expect(t.value("v.presentation.contents") == "nil")
  }

  @Test func anImplicitContentsChangeCrossDissolvesToTheNewImage() {
    var t = Self.session("set L.contents Mars", "tick 30")
    let set = t.run("set L.contents Smiley")
    #expect(set[0] == "L.contents: Mars -> Smiley (model)")
    #expect(set[1].hasPrefix("implicit animation: L #2 key=contents keyPath=contents basic from Mars to Smiley"))
    let tick = t.run("tick 6")
    #expect(tick.contains("  L.contents: model Smiley presentation Mars→Smiley 40%"))
    t.run("run")
    #expect(t.value("L.presentation.contents") == "Smiley")
  }

  @Test func aViewsLayerHasNoContentsByDefaultAndNoImplicitAnimation() {
    var t = Self.session()
    #expect(t.value("v.model.contents") == "nil")
    let set = t.run("set v.contents Smiley")
    #expect(set.contains("no implicit animation: a view's underlying layer"))
    #expect(t.value("v.model.contents") == "Smiley")
  }

  @Test func inspectJSONShowsContents() {
    var t = Self.session("set L.contents Mars")
    let json = t.run("inspect L --json").joined(separator: "\n")
    #expect(json.contains("\"contents\" : \"Mars\"") || json.contains("\"contents\": \"Mars\""))
  }

  @Test func badContentsInputIsOneErrorLineThatChangesNothing() {
    var t = Self.session("set L.contents Mars")
    for line in [
      "set L.contents two words", "set L.contents no/slash", "new basic b --key contents --by A",
      "new keyframe k --key contents --values \"A;B\"", "new basic b --key contents --additive",
    ] {
      let printed = t.run(line)
      #expect(printed.count == 1 && printed[0].hasPrefix("error:"), "\(line): \(printed)")
    }
    #expect(t.value("L.model.contents") == "Mars")
    #expect(t.run("inspect b").first?.hasPrefix("error:") ?? false)
  }

  @Test func numericAnimationsStillInterpolateBesideContents() {
    var t = Self.session("new basic a --key contents --from A --to B --duration 1", "add a to L")
    t.run("set L.opacity 0.5")
    t.run("tick 6")
    // Linear over the implicit 0.25 s: 0.1 s in, 40% of the way from 1 to 0.5.
    #expect(t.value("L.presentation.opacity") == "0.8")
    #expect(t.value("L.presentation.contents") == "\"A→B 10%\"")
  }

  // MARK: - touches

  @Test func anAnimatingViewGetsNoTouchesWithoutAllowUserInteraction() {
    var t = Self.session("animate 1 { v.center.x += 200 }", "advance 0.5")
    let hit = t.run("hittest 260 50")
    #expect(hit.first == "v")
    #expect(
      hit.contains(
        "v is animating (#1, no allowUserInteraction): UIKit would not deliver this touch to it (Programming iOS 8, ch. 4)"))
    #expect(hit.contains("v is hit where its model is, though it does not show there now"))
  }

  @Test func allowUserInteractionIsStoredAndLetsTheTouchThrough() {
    var t = Self.session("animate 1 --options allowUserInteraction { v.center.x += 200 }", "advance 0.5")
    #expect(t.run("animations v")[0].contains("easeInEaseOut allowUserInteraction (local 0.5 of 1 s"))
    let hit = t.run("hittest 260 50")
    #expect(hit.contains("v is animating (#1, allowUserInteraction): UIKit delivers this touch to it"))
  }

  @Test func aTouchWhereTheViewShowsMissesBecauseHitTestingUsesTheModel() {
    var t = Self.session("animate 1 { v.center.x += 200 }", "advance 0.5")
    let hit = t.run("hittest 160 50")
    #expect(hit.first == "root")
    #expect(
      hit.contains(
        "the touch falls where v shows, but hit-testing uses the model layer: v is not hit there (Programming iOS 8, ch. 4)"))
  }

  @Test func withNothingAnimatingHittestIsTheViewsChaptersOwn() {
    var t = Self.session()
    #expect(t.run("hittest 50 50") == ["v"])
    t.run("animate 1 { v.center.x += 200 }")
    t.run("run")
    #expect(t.run("hittest 260 50") == ["v"])
    let help = t.run("hittest --help").joined(separator: " ")
    #expect(help.contains("allowUserInteraction (Programming iOS 8, ch. 4)"))
  }
}
