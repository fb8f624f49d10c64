import Testing

@testable import Lessons

/// Every long loop looks for Ctrl-C and says how far it has got: `run`, `explore` (walking and
/// merging), `live` and a process run to its end.
@Suite struct InterruptionTests {
  /// Runs `line`, pressing Ctrl-C at the `pressAt`th poll, and collects the progress reports.
  static func run(_ line: String, in engine: inout Engine, pressAt: Int) -> (Engine.Report, [CommandProgress]) {
    var polls = 0
    var reports: [CommandProgress] = []
    let report = Interruption.reporting(to: { reports.append($0) }) {
      engine.run(
        line,
        interrupted: {
          polls += 1
          return polls >= pressAt
        })
    }
    return (report, reports)
  }

  static func threading(_ setup: [String]) -> Engine {
    var engine = Engine(catalog: .shipped, active: "threading")
    for line in setup { _ = engine.run(line) }
    return engine
  }

  static let ten = "async global { " + Array(repeating: "incr c", count: 10).joined(separator: "; ") + " }"

  static let two = "async global { incr c; incr c }"

  /// Ctrl-C at poll `pressAt`: `explore` counts by merging states before it walks the
  /// schedules one by one, and `live` before its runs, so `unit` is what is counted last.
  @Test(
    arguments: [
      ("run", "steps", 10_000, 2), ("explore", "schedules", 34_650, 9), ("explore --reduce", "states", nil, 2),
      ("live --runs 50", "runs", 50, 5),
    ] as [(String, String, Int?, Int)])
  func aLongChapterCommandStopsWhenAskedAndChangesNothing(command: String, unit: String, total: Int?, pressAt: Int) {
    let blocks = command == "run" ? Array(repeating: Self.ten, count: 30) : Array(repeating: Self.two, count: 3)
    var engine = Self.threading(["new var c 0"] + blocks)
    let before = engine.run("threads").lines.map(\.text)
    let (report, reports) = Self.run(command, in: &engine, pressAt: pressAt)
    #expect(report.outcome == .failed, "\(command)")
    #expect(
      report.lines.last?.text
        == "error: interrupted (Ctrl-C): the command was stopped and changed nothing; type it again to start it over")
    #expect(engine.run("threads").lines.map(\.text) == before)
    #expect(engine.run("show c").lines.first?.text == "0")
    let counted = reports.filter { $0.unit == unit }
    #expect(!counted.isEmpty, "\(command) reports its progress: \(reports)")
    #expect(counted.allSatisfy { $0.total == total }, "\(reports)")
    #expect(zip(counted, counted.dropFirst()).allSatisfy { $0.done < $1.done })
    // Not pressed: it runs to its end.
    #expect(Self.run(command, in: &engine, pressAt: .max).0.outcome == .ok, "\(command)")
  }

  @Test func aProcessRunToItsEndReportsItsStepsAndPausesOnCtrlC() {
    var engine = Engine(catalog: .withTestbed, active: "testbed")
    _ = engine.run("new a")
    let (report, reports) = Self.run("spin a 1000", in: &engine, pressAt: 600)
    #expect(report.outcome == .interrupted)
    #expect(reports.map(\.done) == [256, 512])
    #expect(reports.allSatisfy { $0.total == 1000 && $0.unit == "steps" })
  }

  @Test func progressTextSaysHowFarAndOfWhat() {
    #expect(CommandProgress(done: 1_200_000, total: 2_704_156, unit: "schedules").text == "1200000 of 2704156 schedules (44%)")
    #expect(CommandProgress(done: 80_000, total: nil, unit: "states").text == "80000 states")
  }

  /// A saved session keeps where Ctrl-C stopped each line (`# interrupted at check N`), and its
  /// replay (what `grade` and `check` do) stops the line there again: a paused process at the
  /// learner's step, a failed command changing nothing, not either run to its end.
  @Test(arguments: [
    (["new a"], "spin a 100", 4, "interrupted: spin a is paused at step 4 of 100 (step, continue or back)"),
    (
      ["new a"], "spin a 100; show", 7,
      "interrupted: spin a is paused at step 7 of 100 (step, continue or back)"
    ),
  ])
  func aSavedSessionStopsAReplayedLineWhereCtrlCStoppedIt(setup: [String], line: String, pressAt: Int, last: String) {
    var engine = Engine(catalog: .withTestbed, active: "testbed")
    for setupLine in setup { _ = engine.run(setupLine) }
    let (report, _) = Self.run(line, in: &engine, pressAt: pressAt)
    #expect(report.lines.last?.text == last)
    #expect(engine.savedSession.contains("testbed> # interrupted at check \(pressAt)\ntestbed> \(line)\n"))
    var replay = Engine(catalog: .withTestbed, active: "testbed")
    var outputs: [[String]] = []
    for entry in engine.entries { outputs.append(replay.run(entry.input).lines.map(\.text)) }
    #expect(replay.state.isEqual(to: engine.state))
    #expect(outputs.last == report.lines.map(\.text))
    // The record stops only the line after it.
    #expect(replay.run("continue").outcome == .ok)
    #expect(replay.run("spin a 3").lines.last?.text != last)
  }

  /// A chapter's command Ctrl-C stopped changed nothing; replayed, it changes nothing again.
  @Test func aReplayedCommandThatCtrlCStoppedChangesNothingAgain() {
    var engine = Self.threading(["new var c 0"] + Array(repeating: Self.ten, count: 30))
    let (report, _) = Self.run("run", in: &engine, pressAt: 2)
    #expect(report.outcome == .failed)
    var replay = Engine(catalog: .shipped, active: "threading")
    var last: [String] = []
    for entry in engine.entries { last = replay.run(entry.input).lines.map(\.text) }
    #expect(last == report.lines.map(\.text))
    #expect(replay.run("show c").lines.first?.text == "0")
    #expect(replay.state.isEqual(to: engine.state))
  }
}
