import Testing

@testable import Lessons

/// A session's memory grows with its state, not with the square of it; a failed command
/// changes nothing even though chapters now change their state in place; a long replay stops
/// on Ctrl-C.
@Suite struct SessionMemoryTests {
  static func boxes(_ count: Int) -> Engine {
    var engine = Engine(catalog: .withTestbed, active: "testbed")
    for index in 0..<count { _ = engine.run("new b\(index)") }
    return engine
  }

  /// One snapshot every 32 events kept 250 whole copies of an 8,000-box state; spaced by the
  /// state's weight, the snapshots add up to a fixed number of copies of it.
  @Test func snapshotsAreSpacedByTheStatesWeight() {
    let engine = Self.boxes(8_000)
    #expect(engine.timeline.snapshotCount < 80, "\(engine.timeline.snapshotCount) snapshots")
    // Summed, the snapshots' states are a fixed number of times the last one, whatever its size.
    let bound = (Timeline.weightShare + 2) * engine.state.weight
    #expect(engine.timeline.snapshotWeights < bound, "\(engine.timeline.snapshotWeights)")
  }

  @Test(arguments: [3, 2_100])
  func aCommandThatFailsHalfWayChangesNothing(boxes: Int) {
    var engine = Self.boxes(boxes)
    _ = engine.run("set b0.value 5; set b1.value 7")
    let position = engine.timeline.position
    let report = engine.run("swap b0 nobody")
    #expect(report.outcome == .failed)
    #expect(report.lines.last?.text.hasPrefix("error: no box named 'nobody'") == true)
    #expect(engine.run("show b0.value").lines.first?.text == "5")
    #expect(engine.timeline.position == position)
    // The rest of a line stops at the failure; what ran before it stays.
    _ = engine.run("swap b0 b1; swap b1 nobody")
    #expect(engine.run("show b0.value").lines.first?.text == "7")
    #expect(engine.run("show b1.value").lines.first?.text == "5")
    #expect(engine.timeline.position == position + 1)
  }

  /// `diff` rebuilds the states on both sides of the last change: the engine keeps none.
  @Test func diffStillShowsTheLastChange() {
    var engine = Self.boxes(2_100)
    _ = engine.run("set b7.value 3")
    #expect(engine.run("diff").lines.map(\.text).contains { $0.contains("b7.value") && $0.contains("3") })
    _ = engine.run("back")
    #expect(engine.run("diff").lines.map(\.text).contains { $0.contains("b7.value") })
  }

  @Test func aLongReplayStopsOnCtrlCAndStaysWhereItWas() {
    var engine = Self.boxes(3_000)
    let position = engine.timeline.position
    var polls = 0
    let report = engine.run(
      "goto 2999",
      interrupted: {
        polls += 1
        return true
      })
    #expect(report.outcome == .failed)
    #expect(report.lines.last?.text.hasPrefix("error: interrupted (Ctrl-C)") == true)
    #expect(polls > 0)
    #expect(engine.timeline.position == position)
    #expect(engine.run("show b2999.value").lines.first?.text == "0")
    #expect(engine.run("goto 2999").outcome == .ok)
    #expect(engine.run("show b2998.value").lines.first?.text == "0")
    #expect(engine.run("show b2999.value").outcome == .failed)
  }

  /// The saved session keeps a line's output up to 400 lines, then says how many more there
  /// were: a session of huge pictures does not hold every one of them; the inputs are all kept.
  @Test func theSavedSessionKeepsAtMost400LinesOfOneOutput() {
    var engine = Self.boxes(450)
    let printed = engine.run("timeline --all").lines.count
    #expect(printed > 450)
    let saved = engine.savedSession.split(separator: "\n").map(String.init)
    let start = saved.firstIndex(of: "testbed> timeline --all") ?? saved.count
    #expect(saved.count == start + 1 + 400 + 1)
    #expect(saved.last == "… (\(printed - 400) more lines not kept)")
    #expect(saved.filter { $0.hasPrefix("testbed> new b") }.count == 450)
  }

  /// A failure in the middle of a line keeps its rebuilt state before the line's turn ends; the
  /// next failure must rebuild the state with the turn ended, as a fresh replay does.
  @Test func aFailureAfterAHalfLineFailureRebuildsTheClosedTurn() {
    var engine = Self.boxes(2_100)
    _ = engine.run("set b0.value 5; swap b0 nobody")
    _ = engine.run("swap b1 nobody")
    // The failed commands changed nothing: the session is as if they had never been typed.
    var fresh = Self.boxes(2_100)
    _ = fresh.run("set b0.value 5")
    #expect(engine.state.isEqual(to: fresh.state))
    #expect(engine.run("show b0.value").lines.first?.text == "5")
  }
}
