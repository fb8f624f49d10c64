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
}
