import Synchronization

/// Outside input a timed world needs before its next tick: a real exchange's next chunk, say.
///
/// A chapter's tick (or a part of its `SharedClock`) asks for it with `outcome(perform:)`. While
/// a command runs, the engine installs a `LiveTicker`: the first time, `perform` does the live
/// work and the ticker keeps its outcome, which the engine records on the timeline with the
/// command (and `save` writes as a `# recorded CHAPTER tick: JSON` line before it). `back`,
/// `goto`, replay and a saved session's `# recorded` lines hand the ticker the outcomes
/// instead, so `perform` is never called again and the chapter, which changes its state only
/// from the outcome, stays deterministic.
public enum LiveTick {
  /// The command word of a live tick's `# recorded` line.
  public static let recordedName = "tick"

  /// The outcome of one live tick.
  ///
  /// The recorded one when the command is replayed, else the one `perform` returns now (and
  /// the ticker keeps). With no ticker installed, `perform` runs.
  public static func outcome<Outcome: Codable & Sendable>(
    _ type: Outcome.Type = Outcome.self, perform: () throws(CommandError) -> Outcome
  ) throws(CommandError) -> Outcome {
    guard let ticker = LiveTicker.current else { return try perform() }
    if let recorded = ticker.takeRecorded() { return try recorded.decode(Outcome.self) }
    guard !ticker.replaying else {
      throw CommandError("a live tick has no recorded outcome to replay", suggestion: "run the command live again")
    }
    let outcome = try perform()
    ticker.keep(LiveRecord(outcome))
    return outcome
  }
}

/// The live ticks of one command: the recorded outcomes it replays, and those it performed.
final class LiveTicker: Sendable {
  private struct Records {
    var recorded: [LiveRecord]
    var used = 0
    var performed: [LiveRecord] = []
  }

  @TaskLocal static var current: LiveTicker?

  /// The ticker of a replayed event that took no live tick: one for all, as it never changes.
  static let replayingNone = LiveTicker(recorded: [], replaying: true)

  /// True when every outcome must come from a record: replaying the timeline.
  let replaying: Bool
  private let records: Mutex<Records>

  init(recorded: [LiveRecord], replaying: Bool) {
    self.replaying = replaying
    records = Mutex(Records(recorded: recorded))
  }

  /// The next recorded outcome, nil when none is left.
  func takeRecorded() -> LiveRecord? {
    records.withLock { records in
      guard records.used < records.recorded.count else { return nil }
      defer { records.used += 1 }
      return records.recorded[records.used]
    }
  }

  func keep(_ record: LiveRecord) { records.withLock { $0.performed.append(record) } }

  /// How many recorded outcomes were used.
  var used: Int { records.withLock { $0.used } }

  /// Every outcome the command had, in order: the recorded ones it used, then those performed.
  var outcomes: [LiveRecord] {
    records.withLock { Array($0.recorded.prefix($0.used)) + $0.performed }
  }

  /// Runs `body` with this ticker installed.
  func during<T>(_ body: () throws(CommandError) -> T) throws(CommandError) -> T {
    let result = Self.$current.withValue(self) { Result { () throws(CommandError) -> T in try body() } }
    return try result.get()
  }
}
