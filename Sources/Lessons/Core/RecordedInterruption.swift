/// The `# interrupted at check N` line `save` writes before a line Ctrl-C stopped.
///
/// Where the engine looks for Ctrl-C is as deterministic as the rest of it: a line looks the
/// same number of times, at the same places, however fast it runs. Replayed (by `grade`,
/// `check`, `play`), the line after it is stopped at the same look, its Nth, so it does and
/// prints what it did for the learner, not what it would have done left to run.
struct RecordedInterruption: Sendable, Equatable {
  static let marker = "interrupted at check"

  /// The look, from 1, that saw Ctrl-C first.
  var check: Int

  /// The comment's text, without the `# `.
  var comment: String { "\(Self.marker) \(check)" }

  /// The interruption a comment line records, or nil when `line` is not one.
  static func parse(_ line: String) -> RecordedInterruption? {
    let text = line.drop { $0 == " " || $0 == "\t" }
    guard text.hasPrefix("# \(marker) "), let check = Int(text.dropFirst(marker.count + 3).trimmed), check > 0 else {
      return nil
    }
    return RecordedInterruption(check: check)
  }
}

/// A line's interrupt poll, counting its looks: the first that saw Ctrl-C, and, replaying a
/// recorded interruption, the look that sees it again.
///
/// Used on the thread that runs the line only, as the poll it wraps is.
final class InterruptionLooks: @unchecked Sendable {
  private let poll: () -> Bool
  private let recorded: Int?
  private var looks = 0
  /// The look, from 1, that first saw Ctrl-C; nil while none has.
  private(set) var firstSeen: Int?

  init(_ poll: @escaping () -> Bool, recorded: Int?) {
    self.poll = poll
    self.recorded = recorded
  }

  /// Whether Ctrl-C has been pressed: once seen, it stays seen for the rest of the line.
  func isInterrupted() -> Bool {
    looks += 1
    if firstSeen == nil, poll() || recorded.map({ looks >= $0 }) == true { firstSeen = looks }
    return firstSeen != nil
  }
}
