import FoundationEssentials
import Glibc
import Synchronization

/// `workbench-live`: the program live runs happen in, beside the shell.
///
/// A live run uses Foundation's operation queues (a program with `opqueue` runs on the real
/// `OperationQueue`), and Foundation is what the shell does not load: all of it, with ICU,
/// costs every start of the shell megabytes and milliseconds that only `live` needs. So the
/// shell sends the plan to this program, which performs the runs on real threads and writes
/// each run's outcome as a line; the shell counts them, and Ctrl-C stops the program.
package enum LiveRunProgram {
  /// What the shell asks for: the runs of one plan.
  package struct Request: Codable, Sendable {
    package var plan: LiveRunner.Plan
    package var runs: Int
  }

  /// What the program writes for each run, one JSON line each.
  package struct RunLine: Codable, Sendable {
    /// The run's outcome; nil when it had not finished within `LiveRunner.timeout`, where the
    /// program stops.
    package var outcome: String?

    package init(outcome: String?) { self.outcome = outcome }
  }

  /// `WORKBENCH_LIVE`, or `workbench-live` beside this program.
  static var path: String { ProgramFiles.beside("workbench-live", overriddenBy: "WORKBENCH_LIVE") }

  /// Performs `runs` runs of `plan` in `workbench-live`; how often each outcome came up.
  static func run(_ plan: LiveRunner.Plan, runs: Int) throws(CommandError) -> [String: Int] {
    let path = Self.path
    let program = try ChildProcess.start(
      path, "the program live runs happen in", for: "live", sending: Request(plan: plan, runs: runs))
    defer { program.stop() }
    program.closeInput()
    let lines = Mutex<[String]>([])
    let reader = LineReader(program.output) { line in lines.withLock { $0.append(line) } }
    var histogram: [String: Int] = [:]
    var done = 0
    try Interruption.check(0, of: runs, "runs")
    while done < runs {
      // The reader is done only after it has handed over its last line: looked at first, it
      // says whether the lines taken next are all there will be.
      let ended = reader.isDone
      let taken = lines.withLock { lines in
        defer { lines = [] }
        return lines
      }
      for line in taken {
        guard let run = try? JSONDecoder().decode(RunLine.self, from: Data(line.utf8)) else {
          throw CommandError("live: \(path) wrote what is not a run's outcome: \(Format.echo(line))")
        }
        guard let outcome = run.outcome else {
          throw CommandError(
            "live: run \(done + 1) had not finished after \(LiveRunner.timeout.components.seconds) s on real threads; stopped",
            suggestion: "a block may wait for something the real scheduler never gives it")
        }
        histogram[outcome, default: 0] += 1
        done += 1
        try Interruption.check(done, of: runs, "runs")
      }
      guard taken.isEmpty else { continue }
      if ended {
        throw CommandError(
          "live: \(path) stopped after \(Format.count(done, "run")) of \(runs) (status \(program.waitUntilExit()))")
      }
      try Interruption.check()
      usleep(2_000)
    }
    return histogram
  }
}
