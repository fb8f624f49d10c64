import Lessons

/// A lesson file, `Lessons/<chapter>/NN-slug.md` (DESIGN §5): front matter, prose, transcript
/// blocks that run in order in one session, and exercises with predicates, hints and a solution.
public struct Lesson: Sendable, Equatable {
  public var path: String
  public var title: String
  public var chapter: String
  public var source: String
  /// Every front-matter key as text.
  public var frontMatter: [String: String]
  /// Weights and visibility of the exercises, from the front matter.
  public var grading = GradingRules()
  public var parts: [Part]

  /// The lesson in reading order.
  public enum Part: Sendable, Equatable {
    case prose([String], line: Int)
    /// A `workbench` block: a transcript whose outputs are checked.
    case transcript(Transcript)
    case exercise(Exercise)
  }

  public var exercises: [Exercise] {
    parts.compactMap { part in
      if case .exercise(let exercise) = part { return exercise }
      return nil
    }
  }
}

/// A `## Exercise:` section.
public struct Exercise: Sendable, Equatable {
  public var title: String
  public var line: Int
  /// Prose and demo transcripts inside the section, before the blocks below.
  public var parts: [Lesson.Part]
  public var expect: [Predicate]
  /// Hint tiers, in the order `hint` reveals them.
  public var hints: [String]
  public var solution: Transcript?
  /// The `shortcut` transcripts, which reach the end values without the mechanism taught.
  ///
  /// Learners never see them; `check --solutions` proves the expect block rejects each.
  public var shortcuts: [Transcript] = []
}

/// One line of an `expect` block: `v2.frame == v1.bounds`, `v1.alpha < 0.5`, `t.items contains "X"`.
public struct Predicate: Sendable, Equatable, CustomStringConvertible {
  public enum Operator: String, Sendable, CaseIterable {
    case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">"
    case contains, excludes, matches
  }

  public var path: InspectPath
  public var op: Operator
  /// A path, a number, a quoted string or a tuple such as `(0, 0, 132, 194)`, as written.
  public var value: String
  public var line: Int
  /// What a learner is told when it fails, instead of the predicate (which would give the answer
  /// away): written after ` # ` on the predicate's line.
  public var message: String?

  public var description: String { "\(path) \(op.rawValue) \(value)" }

  /// Parses one predicate line; the error says what is wrong.
  static func parse(_ line: String, line number: Int) -> Result<Predicate, ParseFailure> {
    let (text, message) = splitMessage(line)
    return parse(predicate: text, line: number).map { predicate in
      var predicate = predicate
      predicate.message = message
      return predicate
    }
  }

  /// `a == "x"  # the message` → the predicate and its message; a `#` inside quotes is text.
  static func splitMessage(_ line: String) -> (String, String?) {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#", previous == " " {
        let message = line[line.index(after: index)...].trimmed
        return (String(line[..<index]).trimmed, message.isEmpty ? nil : message)
      }
      previous = character
    }
    return (line, nil)
  }

  private static func parse(predicate text: String, line: Int) -> Result<Predicate, ParseFailure> {
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard let opIndex = words.firstIndex(where: { Operator(rawValue: String($0)) != nil }) else {
      return .failure(
        ParseFailure(
          "a predicate needs an operator: one of " + Operator.allCases.map(\.rawValue).joined(separator: " ")
            + " (for example 'v1.frame.width == 132')"))
    }
    let left = words[..<opIndex].joined(separator: " ")
    let right = words[(opIndex + 1)...].joined(separator: " ")
    guard let path = InspectPath(left) else {
      return .failure(ParseFailure("'\(left)' is not a path: a predicate starts with one, like v1.frame"))
    }
    guard !right.isEmpty else {
      return .failure(ParseFailure("the predicate has nothing after '\(words[opIndex])'"))
    }
    if let problem = unbalanced(right) { return .failure(ParseFailure("the value '\(right)' \(problem)")) }
    if let extra = Operator(rawValue: String(words[opIndex + 1])) {
      return .failure(
        ParseFailure("the predicate has two operators, '\(words[opIndex])' and '\(extra.rawValue)': it takes one"))
    }
    return .success(Predicate(path: path, op: Operator(rawValue: String(words[opIndex]))!, value: right, line: line))
  }
}

/// Why a predicate's value cannot be read: a quote left open or parentheses that do not pair.
private func unbalanced(_ value: String) -> String? {
  var depth = 0
  var quote: Character?
  for character in value {
    if let open = quote {
      if character == open { quote = nil }
      continue
    }
    switch character {
    case "\"", "'": quote = character
    case "(": depth += 1
    case ")":
      depth -= 1
      if depth < 0 { return "closes a parenthesis it never opened" }
    default: break
    }
  }
  if let quote { return "opens a quote (\(quote)) it never closes" }
  return depth > 0 ? "opens a parenthesis it never closes" : nil
}

struct ParseFailure: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
