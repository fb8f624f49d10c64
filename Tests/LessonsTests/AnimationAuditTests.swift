import Testing

@testable import Lessons

/// Defects found by the audit of the animation chapter, each pinned by the line that showed it.
///
/// The cases follow Programming iOS 8, chapter 4, and Apple's documented UIKit and Core Animation behaviour.
@Suite struct AnimationAuditTests {
  static func session(_ setup: String...) -> Transcript {
    Transcript(in: "animation", of: .shipped, setup: ["new view v frame 0 0 100 100"] + setup)
  }

  /// overrideInheritedCurve with no curve option takes the default curve, ease-in-ease-out.
  @Test func overridingTheInheritedCurveWithNoCurveGivenUsesEaseInEaseOut() {
    var t = Self.session()
    let ordered = t.run(
      "animate 2 --options curveLinear { v.alpha = 0.5; animate 0.5 --options overrideInheritedCurve { v.center.y += 100 } }")
    #expect(ordered.contains { $0.contains("key=position") && $0.contains("duration 2 s easeInEaseOut") })
    #expect(ordered.contains { $0.contains("key=opacity") && $0.contains("duration 2 s linear") })
  }

  /// `style.actions.KEY`, Core Animation's own path, reaches stage 4 of the search like `style.KEY`.
  @Test func theStyleDictionarysActionsEntryIsReachedByItsFullPath() {
    var t = Self.session(
      "new layer L in root --position 100 100 --bounds 0 0 80 80", "tick", "new basic slow --key bounds --duration 2")
    #expect(t.run("set L.style.actions.bounds slow") == ["L.style[actions][bounds] = slow"])
    #expect(t.run("trace search L bounds").contains("4 style[actions][bounds] -> slow: stop, run it"))
    #expect(t.run("set L.style.opacity null") == ["L.style[actions][opacity] = NSNull"])
  }

  /// The dynamics help labels Apple's documented numbers as Apple's and the workbench's own rules as design.
  @Test func theDynamicsHelpSaysWhoseNumbersItGives() {
    var t = Self.session()
    let snap = t.run("help snap").joined(separator: "\n")
    #expect(snap.contains("0.5 by default (Apple's documented values)"))
    let push = t.run("help push").joined(separator: "\n")
    #expect(push.contains("100 pt/s² when continuous (Apple's documented value)"))
    #expect(!push.contains("mass units"))
    let item = t.run("help itembehavior").joined(separator: "\n")
    #expect(item.contains("v ← v / (1 + resistance · dt) [design]"))
  }

  /// export draws the presentation; its help must not say the frames come from the model layer.
  @Test func theExportHelpDoesNotSayItsFramesComeFromTheModel() {
    var t = Self.session()
    let help = t.run("help export").joined(separator: "\n")
    #expect(!help.contains("sampled from the model"))
    #expect(help.contains("computed on the media clock"))
  }

  /// A basic animation made without a key path takes the key it is added under as its key path.
  @Test func aBasicAnimationWithoutAKeyPathTakesItsKeyAsItsKeyPath() {
    var t = Self.session("new layer L in root --position 100 100 --bounds 0 0 80 80", "tick")
    #expect(t.outcome("new basic x --duration 1") == .ok)
    let added = t.run("add x to L --key opacity")
    #expect(added.contains { $0.contains("key=opacity keyPath=opacity basic from 1 to 1 duration 1 s") })
    // Nothing gives a keyless animation a key path without a key, or in a group.
    #expect(t.outcome("add x to L") != .ok)
    #expect(t.outcome("new group g x") != .ok)
    // As an action it is added under the property's name, as an implicit animation is.
    t.run("new basic y --duration 2")
    t.run("set L.actions.position y")
    let moved = t.run("set L.position 200 200")
    #expect(moved.contains { $0.contains("key=position keyPath=position basic from (100, 100) to (200, 200) duration 2 s") })
  }

  /// A view's layer is silenced by its delegate, the view: stage 2 of the search, as lesson 09 teaches.
  @Test func theViewAnswersNSNullAtTheDelegateStage() {
    var t = Self.session()
    let trace = t.run("trace search v opacity")
    #expect(trace.first == "1 v.actionForKey(opacity) -> nil: search on")
    #expect(trace.dropFirst().first?.hasPrefix("2 delegate actionForLayer(_:forKey:): the view v") == true)
    #expect(trace.last == "no animation: a view's underlying layer")
  }

  /// transitionCurlDown curls the new page down from the top over the old one; curlUp peels the old one up.
  @Test func aCurlDownBringsTheNewCopyDownOverTheOldOne() {
    var t = Self.session()
    t.run("transition v 1 --options transitionCurlDown { v.alpha = 0.5 }")
    let down = t.run("animations v")
    #expect(down.contains { $0.hasSuffix("curl 0%: the new copy curls down from the top over the old one)") })
    t.run("run")
    t.run("transition v 1 --options transitionCurlUp { v.alpha = 1 }")
    let up = t.run("animations v")
    #expect(up.contains { $0.hasSuffix("curl 0%: the old copy peels up from the bottom, the new one shows beneath)") })
  }

  /// Unset from and to are read at the redraw moment: setting the model after `add`, in the same turn, still counts.
  @Test func unsetValuesAreReadAtTheRedrawMomentNotWhenAdded() {
    var t = Self.session("new layer L in root --position 100 100 --bounds 0 0 80 80", "tick")
    t.run("new basic u --key position.x --duration 1 --timing linear")
    let ordered = t.run("txn disableActions on; add u to L --key slide; set L.position 300 100")
    // The redraw moment at the end of the line reads them.
    #expect(ordered.contains("  L #1: its unset values are read now, from the presentation and the model: from 100 to 300"))
    // The model holds the end value by the redraw moment: no snap-back to warn of.
    #expect(!ordered.contains { $0.contains("snaps back") })
    t.run("advance 0.5")
    #expect(t.value("L.presentation.position") == "(200, 100)")
  }

  /// The book does not say a completion waits for nested transactions' animations: that is the workbench's choice.
  @Test func commitsHelpLabelsTheNestedRuleAsDesign() {
    var t = Self.session()
    let help = t.run("help commit").joined(separator: "\n")
    #expect(help.contains("the animations of nested transactions count as ordered in it [design]"))
  }
}
