import Testing

@testable import Lessons

/// Defects in the animation chapter met while writing its lessons, each pinned by its output.
@Suite struct AnimationLessonFixTests {
  /// A layer made and configured in one turn has not been drawn: setting it orders no implicit
  /// animation (Programming iOS 8, ch. 4). Once a redraw moment has passed, the same set animates.
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
}
