import Lessons

/// `workbench grade`: grades each exercise of a lesson at the moment the learner met it.
///
/// Lessons build each exercise on the one before, so the session's final state is not the
/// measure. The session is replayed line by line and every exercise is evaluated after each
/// line. In lesson order, an exercise is credited at the first line where all its predicates
/// hold, counting from the line where the exercise before it was met; one never met earns the
/// best share of its predicates that held together after one line (partial credit), with the
/// reason for each one that did not. Lines that failed in the session are named, so a teacher
/// sees where the learner went wrong, and the learner's own `check` verdicts, which `save` keeps
/// as comments, are shown beside the grade.
public struct Grader {
  public let catalog: Catalog

  public init(catalog: Catalog) { self.catalog = catalog }

  public struct Grade: Sendable {
    /// One case per exercise, in lesson order, named by its title.
    public var exercises: [Report.Case]
    /// `file:line: input — error`, for each session line that failed, with its place.
    public var failedLines: [Report.Note]
    /// The whole replay, for the reports' time fields.
    public var seconds: Double

    public var score: Double { exercises.reduce(0) { $0 + $1.points } }
    public var maxScore: Double { exercises.reduce(0) { $0 + $1.maxScore } }
    public var isFullMarks: Bool { exercises.allSatisfy(\.passed) }
  }

  /// What one exercise looked like after one line of the session.
  private struct Point {
    var turn: Int
    var outcomes: [PredicateCheck.Outcome]
    var held: Int { outcomes.filter(\.passed).count }
  }

  /// Grades `session` (the text `save` wrote) against `lesson`; `progress` is the learner's
  /// record of this lesson (hints and solutions seen), when the teacher has it.
  public func grade(
    session text: String, sessionPath: String, lesson: Lesson, progress: Progress.LessonProgress? = nil
  ) -> Grade {
    let clock = ContinuousClock()
    let start = clock.now
    let transcript = Transcript.parse(text, chapters: catalog.names)
    // The session starts where the learner's did: in the chapter of its first prompt.
    let first = transcript.turns.first.map { String($0.prompt.dropLast(2)) }
    var engine = Engine(catalog: catalog, active: first == "workbench" ? nil : first)
    // The learner's `save` and `export` lines run again without writing over anyone's files.
    engine.writesFiles = false
    let exercises = lesson.exercises
    var failedLines: [Report.Note] = []
    var verdicts: [CheckVerdict] = []
    // points[k][t]: exercise k after turn t. printed[t]: the session's output through turn t.
    var points: [[Point]] = Array(repeating: [], count: exercises.count)
    var printed: [String] = []
    var printedUpTo: [Int] = []
    var elapsed: [Double] = []
    for (index, turn) in transcript.turns.enumerated() {
      if let verdict = CheckVerdict.parse(turn.input, line: turn.line) { verdicts.append(verdict) }
      let report = engine.run(turn.input)
      if report.outcome == .failed {
        failedLines.append(
          Report.Note(
            "\(sessionPath):\(turn.line): \(turn.prompt)\(turn.input) — \(report.lines.last?.text ?? "failed")",
            file: sessionPath, line: turn.line))
      }
      printed.append(turn.prompt + turn.input)
      printed += report.lines.map(\.text)
      printedUpTo.append(printed.count)
      for (k, exercise) in exercises.enumerated() {
        points[k].append(Point(turn: index, outcomes: exercise.expect.map { PredicateCheck.evaluate($0, in: engine) }))
      }
      elapsed.append(Self.seconds(clock.now - start))
    }

    var cases: [Report.Case] = []
    // The turn from which the next exercise is looked for: where the one before it was met.
    var from = 0
    for (k, exercise) in exercises.enumerated() {
      let total = exercise.expect.count
      let candidates = points[k].dropFirst(from)
      let met = candidates.first { total > 0 && $0.held == total }
      // Partial credit: the most predicates that held together, the last time they did.
      let best = met ?? candidates.max { $0.held < $1.held || ($0.held == $1.held && $0.turn < $1.turn) }
      let held = best?.held ?? 0
      var details: [String] = []
      if let met {
        from = met.turn
        details.append("met at \(sessionPath):\(transcript.turns[met.turn].line)")
      } else {
        if let best, held > 0 {
          details.append("at best \(held) of \(total) held together, at \(sessionPath):\(transcript.turns[best.turn].line)")
        } else {
          details.append("never met: none of its \(total) checks held after any line of the session")
        }
        let outcomes = best?.outcomes ?? []
        details += zip(exercise.expect, outcomes).filter { !$0.1.passed }.map { "line \($0.0.line): \($0.1.reason)" }
        if best == nil { details += exercise.expect.map { "line \($0.line): \($0) was never evaluated" } }
      }
      let own = verdicts.filter { $0.exercise == exercise.title }
      if let last = own.last {
        details.append("the learner's own check: \(last.summary)" + (own.count > 1 ? " (\(own.count) checks in all)" : ""))
      } else {
        details.append("the learner's own check: never run in the shell")
      }
      if let progress {
        let record = progress.exercises[exercise.title] ?? Progress.ExerciseProgress()
        details.append(
          "help used: \(record.hints) of \(Format.count(exercise.hints.count, "hint"))"
            + (record.solutionShown ? ", and the solution was shown" : ", solution not shown"))
      }
      let weight = lesson.grading.points(of: exercise.title)
      let share = total == 0 ? 0 : Double(held) / Double(total)
      let upTo = best.map { printedUpTo[$0.turn] } ?? printed.count
      var item = Report.Case(
        name: exercise.title, file: lesson.path, line: exercise.line, passed: total > 0 && held == total,
        details: details, code: exercise.expect.map(\.description), task: k + 1,
        visibility: lesson.grading.visibility(of: exercise.title))
      item.maxScore = weight
      item.score = share * weight
      item.output = met == nil ? printed : Array(printed[..<upTo])
      item.seconds = met.map { elapsed[$0.turn] } ?? elapsed.last ?? 0
      cases.append(item)
    }
    return Grade(exercises: cases, failedLines: failedLines, seconds: Self.seconds(clock.now - start))
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
