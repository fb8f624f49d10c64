import Lessons

/// The learner's own `check` of an exercise in the shell.
///
/// The saved session keeps it as a comment line, `undo> # check "Make it undoable" passed 2 of 2`,
/// which a replay skips; `grade` reads it back to show the learner's verdicts beside its own.
public struct CheckVerdict: Sendable, Equatable {
  public var exercise: String
  /// Predicates that held, of `total`.
  public var held: Int
  public var total: Int
  /// Where the comment is in the session file, from 1 (0 when not read from a file).
  public var line = 0

  public var passed: Bool { total > 0 && held == total }

  public init(exercise: String, held: Int, total: Int, line: Int = 0) {
    self.exercise = exercise
    self.held = held
    self.total = total
    self.line = line
  }

  public init(exercise: String, outcomes: [PredicateCheck.Outcome]) {
    self.init(exercise: exercise, held: outcomes.filter(\.passed).count, total: outcomes.count)
  }

  static let marker = "check"

  /// The comment's text, without the `# `.
  public var comment: String {
    "\(Self.marker) \(Format.quoted(exercise)) \(passed ? "passed" : "failed") \(held) of \(total)"
  }

  /// The verdict in a session's input line, or nil when the line is not one.
  public static func parse(_ input: String, line: Int) -> CheckVerdict? {
    guard input.hasPrefix("# \(marker) "),
      let words = try? Tokenizer.commands(in: String(input.dropFirst(2 + marker.count + 1))).first,
      words.count == 5, ["passed", "failed"].contains(words[1]), words[3] == "of",
      let held = Int(words[2]), let total = Int(words[4]), 0 <= held, held <= total
    else { return nil }
    let verdict = CheckVerdict(exercise: words[0], held: held, total: total, line: line)
    return verdict.passed == (words[1] == "passed") ? verdict : nil
  }

  /// `passed 2 of 2 at line 14`, for a report.
  public var summary: String {
    "\(passed ? "passed" : "failed") \(held) of \(total)" + (line > 0 ? " at line \(line)" : "")
  }
}
