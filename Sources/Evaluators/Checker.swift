import Lessons

/// `workbench check`: replays every lesson in a fresh session, block by block, and reports each
/// transcript that prints something else than it says, as a unified diff.
///
/// Solution transcripts always run, so later blocks build on the state a learner who solved the
/// exercise would have. With `solutions`, each exercise is also proved: its `expect` must fail
/// before the solution and pass after it.
public struct Checker {
  public let catalog: Catalog

  public init(catalog: Catalog) { self.catalog = catalog }

  /// One checked item: a transcript block, a solution, or (with solutions) an exercise and
  /// the grading of the solved session.
  public struct Result: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case transcript, solution, shortcut, exercise, grading }

    public var kind = Kind.transcript
    public var file: String
    public var line: Int
    public var name: String
    public var passed: Bool
    /// For a failure: the diff or the reasons, line by line.
    public var details: [String]
    /// Turns whose output differed: where their expected lines are and what was printed instead.
    public var mismatches: [Mismatch] = []
    /// What was run: the transcript's input lines, or the exercise's predicates.
    public var code: [String] = []
    /// The exercise this belongs to, counted from 1, for Exercism's task ids.
    public var task: Int?
    /// From the lesson's front matter, for Gradescope.
    public var visibility: String?
    /// How long it took to run.
    public var seconds: Double = 0
    /// `line N: input — error` for each input that failed.
    public var failedInputs: [String] = []
  }

  /// A turn's expected output (the `count` lines after the input, which starts on `inputLine`
  /// and takes `inputLines` lines) and the output the engine printed instead.
  public struct Mismatch: Sendable, Equatable {
    public var inputLine: Int
    public var count: Int
    public var actual: [String]
    /// The input failed: what it printed ends in an error line.
    public var failed = false
    /// A Swift block's input goes on over several lines.
    public var inputLines = 1
  }

  public struct Report: Sendable {
    public var results: [Result] = []
    /// Lessons that could not be read or parsed, which were not run.
    public var problems: [Diagnostic] = []
    /// Paths that name no lesson: missing files, folders without lessons.
    public var pathErrors: [String] = []

    public var passed: Int { results.filter(\.passed).count }
    public var failed: Int { results.count - passed }
    /// Bad paths or lessons that cannot be parsed: input the checker could not use.
    public var unusable: Bool { !pathErrors.isEmpty || !problems.isEmpty }
  }

  public func check(_ paths: [String], solutions: Bool) -> Report {
    let found = LessonFiles(paths: paths)
    var report = Report(pathErrors: found.errors)
    for path in found.files {
      let bytes: [UInt8]
      switch LessonFiles.read(path) {
      case .success(let read): bytes = read
      case .failure(let problem):
        report.problems.append(problem)
        continue
      }
      let (lesson, problems) = LessonParser(catalog: catalog).parse(bytes: bytes, path: path)
      guard let lesson, problems.isEmpty else {
        report.problems += problems
        continue
      }
      report.results += check(lesson, solutions: solutions)
    }
    return report
  }

  public func check(_ lesson: Lesson, solutions: Bool) -> [Result] {
    // A lesson's session starts in its chapter, as `open` starts it.
    var engine = Engine(catalog: catalog, active: lesson.chapter)
    // A lesson's `save` or `export` shows its output; checking it writes nothing.
    engine.writesFiles = false
    var results: [Result] = []
    var task = 0
    func add(_ result: Result, task: Int? = nil) {
      var result = result
      result.task = task
      result.visibility =
        task.map { lesson.grading.visibility(of: lesson.exercises[$0 - 1].title) } ?? lesson.grading.visibility
      results.append(result)
    }
    for part in lesson.parts {
      switch part {
      case .prose:
        continue
      case .transcript(let transcript):
        add(replay(transcript, in: &engine, file: lesson.path, name: "transcript"))
      case .exercise(let exercise):
        task += 1
        // In file order: demo transcripts before the solution, the solution, those after it.
        let solutionLine = exercise.solution?.turns.first?.line ?? Int.max
        let demos = exercise.parts.compactMap { part -> Transcript? in
          if case .transcript(let transcript) = part { return transcript }
          return nil
        }
        for transcript in demos where (transcript.turns.first?.line ?? 0) < solutionLine {
          add(replay(transcript, in: &engine, file: lesson.path, name: "transcript"), task: task)
        }
        let before = solutions ? exercise.expect.map { PredicateCheck.evaluate($0, in: engine) } : []
        if solutions {
          for shortcut in exercise.shortcuts {
            add(self.shortcut(shortcut, of: exercise, from: engine, file: lesson.path), task: task)
          }
        }
        if let solution = exercise.solution {
          var result = replay(solution, in: &engine, file: lesson.path, name: "solution of '\(exercise.title)'")
          result.kind = .solution
          add(result, task: task)
        }
        let after = solutions ? exercise.expect.map { PredicateCheck.evaluate($0, in: engine) } : []
        if solutions {
          // A learner checks after solving: the session they would save keeps the verdict.
          _ = engine.run("# " + CheckVerdict(exercise: exercise.title, outcomes: after).comment)
        }
        for transcript in demos where (transcript.turns.first?.line ?? 0) > solutionLine {
          add(replay(transcript, in: &engine, file: lesson.path, name: "transcript"), task: task)
        }
        guard solutions else { continue }
        var details: [String] = []
        if !before.isEmpty, before.allSatisfy(\.passed) {
          details.append("the expect block already passes before the solution, so it proves nothing")
        }
        for (predicate, outcome) in zip(exercise.expect, after) where !outcome.passed {
          details.append("line \(predicate.line): after the solution, \(outcome.reason)")
        }
        add(
          Result(
            kind: .exercise, file: lesson.path, line: exercise.line, name: "exercise '\(exercise.title)'",
            passed: details.isEmpty, details: details, code: exercise.expect.map(\.description)),
          task: task)
      }
    }
    if solutions, !lesson.exercises.isEmpty {
      results.append(gradable(lesson, session: engine.savedSession))
    }
    return results
  }

  /// Runs a `shortcut` transcript from the state before the solution, in a session of its own:
  /// its output must match as any transcript's, and the expect block must reject the state it
  /// reaches, or the exercise accepts the end values without the mechanism it teaches.
  func shortcut(_ shortcut: Transcript, of exercise: Exercise, from engine: Engine, file: String) -> Result {
    var branch = engine
    var result = replay(shortcut, in: &branch, file: file, name: "shortcut of '\(exercise.title)'")
    let outcomes = exercise.expect.map { PredicateCheck.evaluate($0, in: branch) }
    if !result.failedInputs.isEmpty {
      // A shortcut that does not run shows nothing about the exercise.
      result.passed = false
      result.details += result.failedInputs.map { "a shortcut must run, but \($0)" }
    } else if !outcomes.isEmpty, outcomes.allSatisfy(\.passed) {
      result.passed = false
      result.details.append(
        "the expect block accepts this shortcut: test how the state was reached too (for example 'commands contains \"…\"')")
    }
    result.kind = .shortcut
    return result
  }

  /// Grades the session a learner would save from the lesson's own transcripts and solutions:
  /// it must earn full marks, or the lesson cannot be graded fairly.
  func gradable(_ lesson: Lesson, session: String) -> Result {
    let grade = Grader(catalog: catalog).grade(session: session, sessionPath: "the solved session", lesson: lesson)
    var details: [String] = []
    if !grade.isFullMarks {
      details.append(
        "the session of this lesson's transcripts and solutions grades \(Format.number(grade.score)) of \(Format.number(grade.maxScore))"
      )
      for item in grade.exercises where !item.passed {
        details.append("exercise '\(item.name)':")
        details += item.details.map { "  " + $0 }
      }
    }
    return Result(
      kind: .grading, file: lesson.path, line: 1, name: "grading the solved session", passed: grade.isFullMarks, details: details,
      code: session.split(separator: "\n").map(String.init), visibility: lesson.grading.visibility)
  }

  /// Runs each input of `transcript` and compares what it prints with the lines after it.
  func replay(_ transcript: Transcript, in engine: inout Engine, file: String, name: String) -> Result {
    let clock = ContinuousClock()
    let start = clock.now
    var details: [String] = []
    var mismatches: [Mismatch] = []
    var failedInputs: [String] = []
    for turn in transcript.turns {
      let report = engine.run(turn.input)
      let actual = report.lines.map(\.text)
      if report.outcome == .failed {
        failedInputs.append("line \(turn.line): \(turn.prompt)\(turn.input) — \(actual.last ?? "failed")")
      }
      let matches = turn.checksOutput ? OutputMatch.matches(expected: turn.output, actual: actual) : report.outcome != .failed
      guard !matches else { continue }
      details.append("line \(turn.line): \(turn.prompt)\(turn.input)")
      details += OutputMatch.unifiedDiff(expected: turn.output, actual: actual)
      mismatches.append(
        Mismatch(
          inputLine: turn.line, count: turn.output.count, actual: actual, failed: report.outcome == .failed,
          inputLines: turn.input.split(separator: "\n", omittingEmptySubsequences: false).count))
    }
    let line = transcript.turns.first?.line ?? 0
    return Result(
      file: file, line: line, name: name, passed: details.isEmpty, details: details, mismatches: mismatches,
      code: transcript.turns.map { $0.prompt + $0.input }, seconds: Grader.seconds(clock.now - start),
      failedInputs: failedInputs)
  }

  /// What `--bless` did: the turns rewritten in each file, and the solutions it would not bless.
  public struct Blessing: Sendable {
    public var blessed: [(file: String, turns: Int)] = []
    /// `file:line: why`, for each solution left as it was.
    public var refused: [String] = []
  }

  /// `--bless`: replaces the expected output of every mismatching turn with what was printed.
  ///
  /// A solution is never blessed when one of its lines fails (that would write an error line
  /// into it as the expected output) or when its exercise does not pass after it. Each file is
  /// written atomically.
  public static func bless(_ results: [Result]) throws(TextFile.Failure) -> Blessing {
    var byFile: [String: [Mismatch]] = [:]
    var order: [String] = []
    var blessing = Blessing()
    for result in results where !result.mismatches.isEmpty {
      if result.kind == .solution {
        if let failed = result.mismatches.first(where: \.failed) {
          blessing.refused.append(
            "\(result.file):\(failed.inputLine): the \(result.name) fails here (\(failed.actual.last ?? "error")); fix it instead"
          )
          continue
        }
        let exercise = results.first { $0.kind == .exercise && $0.file == result.file && $0.task == result.task }
        if let exercise, !exercise.passed {
          blessing.refused.append(
            "\(result.file):\(result.line): the \(result.name) does not pass its exercise; fix it instead")
          continue
        }
      }
      if byFile[result.file] == nil { order.append(result.file) }
      byFile[result.file, default: []] += result.mismatches
    }
    for file in order {
      guard let bytes = TextFile.readBytes(file) else { throw TextFile.Failure(reason: "cannot read \(file)") }
      var lines = TextFile.lines(String(decoding: bytes, as: UTF8.self))
      // From the bottom up, so earlier line numbers stay valid.
      let mismatches = byFile[file, default: []].sorted { $0.inputLine > $1.inputLine }
      for mismatch in mismatches {
        let first = mismatch.inputLine + mismatch.inputLines - 1
        lines.replaceSubrange(first..<(first + mismatch.count), with: mismatch.actual)
      }
      try TextFile.writeAtomically(lines.joined(separator: "\n"), to: file)
      blessing.blessed.append((file, mismatches.count))
    }
    return blessing
  }
}
