import Lessons

/// Evaluates an `expect` predicate against a live session.
///
/// The right side may be a number (compared as the shell shows both: to two decimals, or to
/// the first two significant digits below 0.01), a quoted string, a tuple such as
/// `(0, 0, 132, 194)`, `true`/`false`/`nil`, a path to another value, or a bare word compared with
/// the left side's one-line form (the name of a referenced object, for instance).
public struct PredicateCheck {
  public struct Outcome: Sendable, Equatable {
    public var passed: Bool
    /// For a failure: what was expected and what was found, in one sentence.
    public var reason: String
    /// The same two apart, for the study `check`: `(0, 0, 132, 194)`, `less than 5`.
    public var expected = ""
    public var actual = ""
  }

  /// A number as the shell shows it (`63.744` as 63.74, `0.009` as 0.009): predicates compare
  /// what the learner reads, so what is shown decides what passes.
  static func shown(_ value: Double, places: Int = 2) -> Double {
    Double(Format.number(value, places: places)) ?? value
  }

  static func sameShown(_ a: Double, _ b: Double, places: Int = 2) -> Bool {
    Format.number(a, places: places) == Format.number(b, places: places)
  }

  /// The reserved path for how the state was reached: the session's commands so far.
  static let commandsPath = "commands"

  public static func evaluate(_ predicate: Predicate, in engine: Engine) -> Outcome {
    var outcome: Outcome
    if predicate.path.description == commandsPath {
      outcome = commands(predicate, engine.commandsSoFar)
      outcome.expected =
        switch predicate.op {
        case .contains: "a command starting with " + predicate.value
        case .excludes: "no command starting with " + predicate.value
        default: expectation(predicate, in: engine)
        }
      return outcome
    }
    do {
      let left = try engine.inspect(predicate.path)
      outcome = compare(predicate, left, in: engine)
      outcome.actual = left.line
    } catch {
      outcome = Outcome(passed: false, reason: "\(predicate): \(error.message)", actual: error.message)
    }
    outcome.expected = expectation(predicate, in: engine)
    if let message = predicate.message, !outcome.passed {
      // The reason a learner may see: what is wrong, not the answer.
      outcome.reason = "\(message) (\(predicate.path) is \(outcome.actual))"
    }
    return outcome
  }

  /// What the predicate asks for, with a path on the right resolved to its value.
  static func expectation(_ predicate: Predicate, in engine: Engine) -> String {
    var value = predicate.value
    if !isQuoted(value), Arguments.parseNumber(value) == nil, tuple(value) == nil, !["true", "false", "nil"].contains(value),
      let path = InspectPath(value), let resolved = try? engine.inspect(path)
    {
      value = resolved.line + " (\(predicate.value))"
    }
    switch predicate.op {
    case .equal: return value
    case .notEqual: return "anything but " + value
    case .less: return "less than " + value
    case .lessOrEqual: return "at most " + value
    case .greater: return "more than " + value
    case .greaterOrEqual: return "at least " + value
    case .contains: return "something containing " + value
    case .excludes: return "nothing containing " + value
    case .matches: return "text matching " + value
    }
  }

  /// Evaluates a predicate over the commands that brought the session here.
  ///
  /// `commands contains "sync q"` holds when one of them starts with those words
  /// (`sync q { store r 1 }` does); `excludes` says none does. Other operators compare the list
  /// of commands as a whole.
  static func commands(_ predicate: Predicate, _ commands: [String]) -> Outcome {
    let shown = commands.count <= 6 ? commands : ["…"] + commands.suffix(5)
    let list = "the commands so far: " + (commands.isEmpty ? "none" : shown.joined(separator: "; "))
    guard predicate.op == .contains || predicate.op == .excludes else {
      let value = InspectValue.list(commands.map(InspectValue.text))
      let equal = value.line == unquoted(predicate.value)
      let passed = predicate.op == .notEqual ? !equal : (predicate.op == .equal && equal)
      return Outcome(passed: passed, reason: passed ? "" : "expected \(predicate), but \(list)", actual: list)
    }
    let wanted = words(unquoted(predicate.value))
    let found = commands.contains { Array(words($0).prefix(wanted.count)) == wanted }
    let passed = predicate.op == .contains ? found : !found
    let reason =
      predicate.op == .contains
      ? "no command so far starts with '\(wanted.joined(separator: " "))' (\(list))"
      : "a command so far starts with '\(wanted.joined(separator: " "))' (\(list))"
    return Outcome(passed: passed, reason: passed ? "" : "expected \(predicate), but \(reason)", actual: list)
  }

  private static func words(_ text: String) -> [String] {
    ((try? Tokenizer.commands(in: text)) ?? []).first ?? []
  }

  private static func compare(_ predicate: Predicate, _ left: InspectValue, in engine: Engine) -> Outcome {
    let shown = "\(predicate.path) is \(left.line)"
    switch predicate.op {
    case .equal, .notEqual:
      let same = equal(left, predicate.value, in: engine)
      let passed = predicate.op == .equal ? same : !same
      return Outcome(passed: passed, reason: passed ? "" : "expected \(predicate), but \(shown)")
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard case .number(let value, let places) = left else {
        return Outcome(passed: false, reason: "expected \(predicate), but \(shown), not a number")
      }
      guard let b = number(predicate.value, in: engine) else {
        return Outcome(passed: false, reason: "\(predicate): '\(predicate.value)' is not a number or a path to one")
      }
      let a = Self.shown(value, places: places)
      let passed =
        switch predicate.op {
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        default: a >= b
        }
      return Outcome(passed: passed, reason: passed ? "" : "expected \(predicate), but \(shown)")
    case .contains, .excludes:
      let wanted = unquoted(predicate.value)
      let found: Bool
      switch left {
      case .list(let items): found = items.contains { $0.line == wanted || equal($0, predicate.value, in: engine) }
      case .text(let text): found = text.contains(wanted)
      default: found = left.line.contains(wanted)
      }
      let passed = predicate.op == .contains ? found : !found
      return Outcome(passed: passed, reason: passed ? "" : "expected \(predicate), but \(shown)")
    case .matches:
      let pattern = unquoted(predicate.value)
      guard let regex = try? Regex(pattern) else {
        return Outcome(passed: false, reason: "\(predicate): '\(pattern)' is not a regular expression")
      }
      let text = if case .text(let text) = left { text } else { left.line }
      let passed = text.contains(regex)
      return Outcome(passed: passed, reason: passed ? "" : "expected \(predicate), but \(shown)")
    }
  }

  /// Whether `value` equals what `text` denotes.
  static func equal(_ value: InspectValue, _ text: String, in engine: Engine) -> Bool {
    if let number = Arguments.parseNumber(text) {
      if case .number(let actual, let places) = value { return sameShown(actual, number, places: places) }
      return false
    }
    if isQuoted(text) {
      if case .text(let actual) = value { return actual == unquoted(text) }
      return value.line == unquoted(text)
    }
    if let numbers = tuple(text) {
      let fields = value.fields
      guard fields.count == numbers.count else { return false }
      return zip(fields, numbers).allSatisfy { field, number in
        if case .number(let actual, let places) = field.value { return sameShown(actual, number, places: places) }
        return false
      }
    }
    switch text {
    case "true": return value == .bool(true)
    case "false": return value == .bool(false)
    case "nil": return value == .none
    default: break
    }
    if case .reference(let name) = value { return name == text }
    if let path = InspectPath(text), let other = try? engine.inspect(path) { return same(value, other) }
    return value.line == text
  }

  /// Structural equality with numbers compared as they are shown.
  static func same(_ a: InspectValue, _ b: InspectValue) -> Bool {
    switch (a, b) {
    case (.number(let x, let places), .number(let y, _)): return sameShown(x, y, places: places)
    case (.list(let xs), .list(let ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { same($0, $1) }
    case (.tuple, _), (.record, _), (.object, _):
      let xs = a.fields
      let ys = b.fields
      return xs.count == ys.count && !xs.isEmpty
        && zip(xs, ys).allSatisfy { $0.name == $1.name && same($0.value, $1.value) }
    default: return a == b
    }
  }

  static func number(_ text: String, in engine: Engine) -> Double? {
    if let number = Arguments.parseNumber(text) { return number }
    if let path = InspectPath(text), case .number(let value, let places)? = try? engine.inspect(path) {
      return shown(value, places: places)
    }
    return nil
  }

  static func isQuoted(_ text: String) -> Bool {
    text.count >= 2 && ((text.hasPrefix("\"") && text.hasSuffix("\"")) || (text.hasPrefix("'") && text.hasSuffix("'")))
  }

  static func unquoted(_ text: String) -> String { isQuoted(text) ? String(text.dropFirst().dropLast()) : text }

  /// `(1, 2.5, 3)` as numbers.
  static func tuple(_ text: String) -> [Double]? {
    guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
    let parts = text.dropFirst().dropLast().split(separator: ",").map { $0.trimmed }
    let numbers = parts.compactMap(Arguments.parseNumber)
    return numbers.count == parts.count && !numbers.isEmpty ? numbers : nil
  }
}
