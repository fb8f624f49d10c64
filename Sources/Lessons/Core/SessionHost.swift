/// Commands that a program around the engine adds to every session, such as the study commands
/// of lessons (`open`, `next`, `check` …), which need lesson files the engine knows nothing of.
///
/// The engine parses a host command from its spec, lists it in `help`, completes it and runs it
/// in its place on the line; the host does the work. Host commands belong to the study, not to
/// the session: `save` leaves them and their output out of the transcript, so a saved session
/// replays the same in a plain engine.
public protocol SessionHost {
  /// Runs one host command. `session` is the live engine: the host may read its state, run
  /// lines in it as if typed, or start it afresh.
  mutating func run(_ command: String, _ arguments: Arguments, session: inout Engine) throws(CommandError) -> [OutputLine]
}

/// The host of a session that has no study around it: it owns no command.
public struct NoHost: SessionHost {
  public init() {}

  public func run(_ command: String, _ arguments: Arguments, session: inout Engine) throws(CommandError) -> [OutputLine] {
    throw CommandError("\(Format.echo(command)) is only available in the shell")
  }
}
