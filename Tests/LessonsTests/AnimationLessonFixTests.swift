import Testing

@testable import Lessons

/// Defects in the animation chapter met while writing its lessons, each pinned by its output.
@Suite struct AnimationLessonFixTests {
  /// A layer made and configured in one turn has not been drawn.
  ///
  /// Setting it orders no implicit animation (Programming iOS 8, ch. 4). Once a redraw moment
  /// has passed, the same set animates.
  @Test func aLayerMadeThisTurnDoesNotAnimateImplicitly() {
    var session = Transcript(in: "animation", of: .shipped, setup: [])
    let lines = session.run("new layer M in root --bounds 0 0 10 10; set M.opacity 0.5")
    #expect(lines.contains("no implicit animation: M was made in this turn: setting it configures it"))
    #expect(session.value("M.animationKeys") == "[]")
    #expect(session.value("M.presentation.opacity") == "0.5")
    let later = session.run("set M.opacity 0.2")
    #expect(later.contains { $0.hasPrefix("implicit animation: M #1 key=opacity") })
  }

  /// Inside an explicit transaction the layer stays undrawn until the outermost commit.
  @Test func aLayerMadeInAnOpenTransactionWaitsForItsCommit() {
    var session = Transcript(in: "animation", of: .shipped, setup: ["begin", "new layer M in root --bounds 0 0 10 10"])
    #expect(session.run("set M.opacity 0.5").contains { $0.hasPrefix("no implicit animation: M was made") })
    session.run("commit")
    #expect(session.run("set M.opacity 0.2").contains { $0.hasPrefix("implicit animation: M") })
  }

  /// A removal takes effect at the next redraw moment.
  ///
  /// Until the line ends the screen still shows the movie, though the layer's list no longer
  /// holds it (Programming iOS 8, ch. 4).
  @Test func aRemovedAnimationShowsUntilTheRedrawMoment() {
    var session = Transcript(
      in: "animation", of: .shipped, setup: ["new view v frame 0 0 100 100", "animate 1 { v.alpha = 0 }", "advance 0.5"])
    let lines = session.run("removeAll v; show v.presentation.opacity; show v.animationKeys")
    #expect(lines.suffix(2) == ["0.5", "[]"])
    #expect(session.value("v.presentation.opacity") == "0")
  }

  /// Frames that pass in the line of the removal show the model: the redraw moment came first.
  @Test func framesAfterARemovalInTheSameLineShowTheModel() {
    var session = Transcript(
      in: "animation", of: .shipped, setup: ["new view v frame 0 0 100 100", "animate 1 { v.alpha = 0 }", "advance 0.5"])
    session.run("removeAll v; tick")
    #expect(session.value("v.presentation.opacity") == "0")
    #expect(session.run("removeAll v; tick; show v.presentation.opacity").last == "0")
  }

  /// An animation that replaces another under its key, with no from value, starts from what the
  /// screen shows: the replaced movie's frame, not the model.
  @Test func aReplacementStartsFromTheReplacedMoviesFrame() {
    var session = Transcript(
      in: "animation", of: .shipped,
      setup: [
        "new view v frame 0 0 100 100", "new basic a --key position.x --from 50 --to 250 --duration 1",
        "set v.center 250 50; add a to v --key k", "advance 0.5", "new basic b --key position.x --duration 1",
      ])
    let lines = session.run("add b to v --key k")
    #expect(lines.contains { $0.hasPrefix("v: #2 key=k keyPath=position.x basic from 150 to 250") })
  }

  /// A view made in a turn shows as it was made until the redraw moment, like a layer made in
  /// code: a change later in the same line is a wish, not yet drawn.
  @Test func aViewMadeThisTurnShowsAsMadeUntilTheRedrawMoment() {
    var session = Transcript(in: "animation", of: .shipped, setup: [])
    let lines = session.run("new view v frame 0 0 100 100; set v.alpha 0.5; show v.presentation.opacity; show v.model.opacity")
    #expect(lines.suffix(2) == ["1", "0.5"])
    #expect(session.value("v.presentation.opacity") == "0.5")
  }
}
