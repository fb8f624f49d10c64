import Lessons

/// `workbench grade`: replays a learner's saved session as they left it, then scores each
/// exercise of the lesson on the state it reached.
///
/// An exercise earns the share of its predicates that hold (partial credit), with the reason for
/// each one that does not. Lines that failed in the session are named, so a teacher sees where
/// the learner went wrong.
public struct Grader {
  public let catalog: Catalog

  public init(catalog: Catalog) { self.catalog = catalog }

  public struct Grade: Sendable {
    public var exercises: [Report.Case]
    /// `line N: input — error`, for each session line that failed.
    public var failedLines: [String]
  }

  public func grade(session text: String, sessionPath: String, lesson: Lesson) -> Grade {
    let transcript = Transcript.parse(text, chapters: catalog.names)
    // The session starts where the learner's did: in the chapter of its first prompt.
    let first = transcript.turns.first.map { String($0.prompt.dropLast(2)) }
    var engine = Engine(catalog: catalog, active: first == "workbench" ? nil : first)
    var failedLines: [String] = []
    for turn in transcript.turns {
      let report = engine.run(turn.input)
      if report.outcome == .failed {
        failedLines.append("\(sessionPath):\(turn.line): \(turn.prompt)\(turn.input) — \(report.lines.last?.text ?? "failed")")
      }
    }
    let exercises = lesson.exercises.enumerated().map { index, exercise in
      let outcomes = exercise.expect.map { PredicateCheck.evaluate($0, in: engine) }
      let held = outcomes.filter(\.passed).count
      let reasons = zip(exercise.expect, outcomes).filter { !$0.1.passed }.map { "line \($0.0.line): \($0.1.reason)" }
      let score = outcomes.isEmpty ? 0 : Double(held) / Double(outcomes.count)
      return Report.Case(
        name: "exercise '\(exercise.title)' (\(held)/\(outcomes.count))", file: lesson.path, line: exercise.line,
        passed: !outcomes.isEmpty && held == outcomes.count, details: reasons, code: exercise.expect.map(\.description),
        task: index + 1, visibility: lesson.frontMatter["visibility"], score: score)
    }
    return Grade(exercises: exercises, failedLines: failedLines)
  }
}
