import LearnerSwift
import Lessons
import Testing

/// The learner's Swift on the animation chapter: `UIView.animate(withDuration:animations:)`
/// runs the learner's closure as the chapter's `animate` runs its block, so the same
/// animations are ordered on the same media clock.
@Suite struct SwiftAnimationBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  func frames(_ engine: inout Engine) -> [String] {
    _ = engine.run("step 30")
    return engine.run("inspect v --json").lines.map(\.text)
  }

  /// The views' named transforms are values here too: animating to one is animating to its
  /// value.
  @Test func aNamedTransformIsAValueHereToo() {
    var swift = Engine.after(["new view v frame 0 0 100 100", "new transform t scale 2 2"], in: "animation")
    #expect(swift.printed("swift { print(t) }") == ["CGAffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 2.0, tx: 0.0, ty: 0.0)"])
    _ = swift.printed("swift { UIView.animate(withDuration: 1) { v.transform = t } }")
    #expect(swift.printed("show v.transform") == ["[2 0 0 2 0 0]"])
  }

  @Test func uiViewAnimateInSwiftOrdersTheAnimationsTheCommandDoes() {
    var swift = Engine(catalog: .shipped, active: "animation")
    _ = swift.run("new view v frame 0 0 100 100")
    let printed = swift.run(
      """
      swift {
        UIView.animate(withDuration: 1) {
          v.center = CGPoint(x: 160, y: 300)
          v.alpha = 0.5
        }
        print(v.center, v.alpha)
      }
      """
    ).lines.map(\.text)
    // The model changes at once, as UIKit's does; the animations start at the redraw moment,
    // the end of the line, and show the change over a second.
    #expect(printed == ["(160.0, 300.0) 0.5", "t=0.000 redraw moment: layout, display, model values drawn, then #1, #2 start"])
    var commands = Engine(catalog: .shipped, active: "animation")
    _ = commands.run("new view v frame 0 0 100 100")
    #expect(commands.run("animate 1 { v.center = 160 300; v.alpha = 0.5 }").outcome == .ok)
    #expect(frames(&swift) == frames(&commands))
  }

  @Test func theBooksOldNameIsAnsweredWithTheModernOne() {
    var engine = Engine(catalog: .shipped, active: "animation")
    _ = engine.run("new view v frame 0 0 100 100")
    let lines = engine.run("swift { UIView.animateWithDuration(1) { v.alpha = 1 } }").lines.map(\.text)
    #expect(
      lines == [
        "error: line 1: 'UIView.animateWithDuration' has been renamed to 'UIView.animate(withDuration:animations:)' "
          + "(Swift 3 named the frameworks' API anew); swift --help shows what a block may hold"
      ])
  }
}
