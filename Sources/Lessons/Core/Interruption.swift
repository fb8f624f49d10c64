/// Ctrl-C inside a chapter's own long loops (`explore`, `run`, `live`), and how far they have got.
///
/// While a command runs, the engine installs the shell's interrupt poll here; a chapter's long
/// loop calls `try Interruption.check(done, of: total, "units")` every so often. Once Ctrl-C is
/// pressed it throws, so the command fails like any other: it changes nothing, and the prompt
/// comes back. Otherwise the count goes to the host, which on a terminal shows a progress line
/// for a command that has run over a second.
public enum Interruption {
  /// The poll of the command being run; called on the thread that runs the command only.
  final class Poll: @unchecked Sendable {
    let isInterrupted: () -> Bool
    init(_ isInterrupted: @escaping () -> Bool) { self.isInterrupted = isInterrupted }
  }

  @TaskLocal static var current: Poll?

  /// The error a stopped command fails with.
  public static let error = CommandError(
    "interrupted (Ctrl-C): the command was stopped and changed nothing", suggestion: "type it again to start it over")

  /// Throws `error` once Ctrl-C has been pressed during the command being run.
  public static func check() throws(CommandError) {
    if let current, current.isInterrupted() { throw error }
  }

  /// Throws `error` once Ctrl-C has been pressed; else tells the host how far the loop has got.
  public static func check(_ done: Int, of total: Int? = nil, _ unit: String) throws(CommandError) {
    try check()
    report(done, of: total, unit)
  }

  /// Tells the host how far a loop that pauses on Ctrl-C (a process run to its end) has got.
  static func report(_ done: Int, of total: Int?, _ unit: String) {
    reporter?.report(CommandProgress(done: done, total: total, unit: unit))
  }

  /// The host's progress report, called on the thread that runs the command only.
  final class Reporter: @unchecked Sendable {
    let report: (CommandProgress) -> Void
    init(_ report: @escaping (CommandProgress) -> Void) { self.report = report }
  }

  @TaskLocal static var reporter: Reporter?

  /// Runs `body` (the host running lines) with `report` hearing how far long loops have got.
  public static func reporting<T>(to report: @escaping (CommandProgress) -> Void, _ body: () -> T) -> T {
    $reporter.withValue(Reporter(report)) { body() }
  }

  /// Runs `body` with `poll` as the interrupt check its loops see.
  static func during<T>(_ poll: @escaping () -> Bool, _ body: () throws(CommandError) -> T) throws(CommandError) -> T {
    let result = $current.withValue(Poll(poll)) { Result { () throws(CommandError) -> T in try body() } }
    return try result.get()
  }
}

/// How far a long command has got.
public struct CommandProgress: Sendable, Equatable {
  public var done: Int
  /// nil when the total is not known in advance.
  public var total: Int?
  /// What is counted, in the plural: `schedules`, `states`, `steps`, `runs`.
  public var unit: String

  public init(done: Int, total: Int?, unit: String) {
    self.done = done
    self.total = total
    self.unit = unit
  }

  /// `1200000 of 2704156 schedules (44%)`, or `80000 states` when the total is unknown.
  public var text: String {
    guard let total, total > 0 else { return "\(done) \(unit)" }
    return "\(done) of \(total) \(unit) (\(done * 100 / total)%)"
  }
}
