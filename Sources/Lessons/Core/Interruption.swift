/// Ctrl-C inside a chapter's own long loops (`explore`, `run`, `live`).
///
/// While a command runs, the engine installs the shell's interrupt poll here; a chapter's long
/// loop calls `try Interruption.check()` every so often. Once Ctrl-C is pressed it throws, so
/// the command fails like any other: it changes nothing, and the prompt comes back.
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

  /// Runs `body` with `poll` as the interrupt check its loops see.
  static func during<T>(_ poll: @escaping () -> Bool, _ body: () throws(CommandError) -> T) throws(CommandError) -> T {
    let result = $current.withValue(Poll(poll)) { Result { () throws(CommandError) -> T in try body() } }
    return try result.get()
  }
}
