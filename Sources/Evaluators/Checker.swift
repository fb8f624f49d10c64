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

  /// One checked item: a transcript block, a solution, or (with solutions) an exercise.
  public struct Result: Sendable, Equatable {
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
  }

  /// A turn's expected output (the `count` lines after the input on `inputLine`) and the output
  /// the engine printed instead.
  public struct Mismatch: Sendable, Equatable {
    public var inputLine: Int
    public var count: Int
    public var actual: [String]
  }

  public struct Report: Sendable {
    public var results: [Result] = []
    /// Lessons that could not be read or parsed, which were not run.
    public var problems: [Diagnostic] = []
    public var missing: [String] = []

    public var passed: Int { results.filter(\.passed).count }
    public var failed: Int { results.count - passed + (problems.isEmpty ? 0 : Set(problems.map(\.file)).count) }
    /// Bad paths or lessons that cannot be parsed: input the checker could not use.
    public var unusable: Bool { !missing.isEmpty || !problems.isEmpty }
  }

  public func check(_ paths: [String], solutions: Bool) -> Report {
    let found = LessonFiles(paths: paths)
    var report = Report(missing: found.missing)
    for path in found.files {
      guard let bytes = TextFile.readBytes(path) else {
        report.problems.append(Diagnostic(file: path, line: 1, message: "the file cannot be read"))
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
    var results: [Result] = []
    var task = 0
    func add(_ result: Result, task: Int? = nil) {
      var result = result
      result.task = task
      result.visibility = lesson.frontMatter["visibility"]
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
        if let solution = exercise.solution {
          add(replay(solution, in: &engine, file: lesson.path, name: "solution of '\(exercise.title)'"), task: task)
        }
        let after = solutions ? exercise.expect.map { PredicateCheck.evaluate($0, in: engine) } : []
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
            file: lesson.path, line: exercise.line, name: "exercise '\(exercise.title)'", passed: details.isEmpty,
            details: details, code: exercise.expect.map(\.description)),
          task: task)
      }
    }
    return results
  }

  /// Runs each input of `transcript` and compares what it prints with the lines after it.
  func replay(_ transcript: Transcript, in engine: inout Engine, file: String, name: String) -> Result {
    var details: [String] = []
    var mismatches: [Mismatch] = []
    for turn in transcript.turns {
      let actual = engine.run(turn.input).lines.map(\.text)
      guard !OutputMatch.matches(expected: turn.output, actual: actual) else { continue }
      details.append("line \(turn.line): \(turn.prompt)\(turn.input)")
      details += OutputMatch.unifiedDiff(expected: turn.output, actual: actual)
      mismatches.append(Mismatch(inputLine: turn.line, count: turn.output.count, actual: actual))
    }
    let line = transcript.turns.first?.line ?? 0
    return Result(
      file: file, line: line, name: name, passed: details.isEmpty, details: details, mismatches: mismatches,
      code: transcript.turns.map { $0.prompt + $0.input })
  }

  /// `--bless`: replaces the expected output of every mismatching turn with what was printed.
  ///
  /// Each file is written atomically. Returns how many turns were rewritten in each file.
  public static func bless(_ results: [Result]) throws(TextFile.Failure) -> [(file: String, turns: Int)] {
    var byFile: [String: [Mismatch]] = [:]
    var order: [String] = []
    for result in results where !result.mismatches.isEmpty {
      if byFile[result.file] == nil { order.append(result.file) }
      byFile[result.file, default: []] += result.mismatches
    }
    var blessed: [(file: String, turns: Int)] = []
    for file in order {
      guard let bytes = TextFile.readBytes(file) else { throw TextFile.Failure(reason: "cannot read \(file)") }
      var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      // From the bottom up, so earlier line numbers stay valid.
      let mismatches = byFile[file, default: []].sorted { $0.inputLine > $1.inputLine }
      for mismatch in mismatches {
        lines.replaceSubrange(mismatch.inputLine..<(mismatch.inputLine + mismatch.count), with: mismatch.actual)
      }
      try TextFile.writeAtomically(lines.joined(separator: "\n"), to: file)
      blessed.append((file, mismatches.count))
    }
    return blessed
  }
}
