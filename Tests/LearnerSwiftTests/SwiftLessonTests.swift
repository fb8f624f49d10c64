import Evaluators
import LearnerSwift
import Lessons
import Testing

/// Lessons with Swift in them: a `swift` block as an exercise's solution, proved by the same
/// `expect` predicates; Swift blocks in transcripts over several lines; every Swift block's
/// syntax checked when the lesson is read (what `lint` reports).
@Suite struct SwiftLessonTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  /// An exercise that wants `m` to be 12, with `solution` as its Swift solution.
  static func twelve(_ solution: String) -> String {
    "## Exercise: make m twelve\n~~~expect\nm == 12\n~~~\n~~~swift\n\(solution)\n~~~\n"
  }

  func parse(_ body: String) -> (lesson: Lesson?, problems: [Diagnostic]) {
    let text = "---\ntitle: t\nchapter: undo\nsource: s\n---\n" + body
    return LessonParser(catalog: .shipped).parse(bytes: Array(text.utf8), path: "l.md")
  }

  @Test func aSwiftSolutionIsProvedByTheExpectBlock() throws {
    let (lesson, problems) = parse(
      """
      ~~~workbench
      undo> swift {
        var n = 2
        n *= 3 // a comment's { brace
        print("n is \\(n)")
      }
      n is 6
      undo> show n
      6
      ~~~
      ## Exercise: make m twelve
      ~~~expect
      m == 12
      ~~~
      ~~~swift
      var m = 3
      m *= 4
      ~~~
      """)
    #expect(problems == [])
    let results = Checker(catalog: .shipped).check(try #require(lesson), solutions: true)
    let failed = results.filter { !$0.passed }
    #expect(failed.isEmpty, "\(failed.map { $0.details })")
    let kinds = results.map { $0.kind }
    #expect(kinds.contains(.solution))
  }

  @Test func aSwiftSolutionThatDoesNotReachTheValuesFails() throws {
    let (lesson, _) = parse(Self.twelve("var m = 3\nm *= 5"))
    let results = Checker(catalog: .shipped).check(try #require(lesson), solutions: true)
    let exercise = try #require(results.first { $0.kind == .exercise })
    #expect(!exercise.passed)
    #expect(exercise.details.contains { $0.contains("expected m == 12, but m is 15") })
  }

  @Test func aSwiftSolutionThatFailsToCompileFailsItsReplay() throws {
    let (lesson, _) = parse(Self.twelve("var m = 12\nm = m + undefinedName"))
    let results = Checker(catalog: .shipped).check(try #require(lesson), solutions: true)
    let solution = try #require(results.first { $0.kind == .solution })
    #expect(!solution.passed)
  }

  @Test func everySwiftBlockIsParsedAndItsErrorsPointAtTheirLine() {
    let (_, problems) = parse(
      """
      Prose.

      ~~~swift
      let fine = 1
      let broken = (1
      ~~~

      ~~~workbench
      undo> swift {
      let a = 1
      let = 2
      }
      ~~~
      """)
    #expect(
      problems.map { "\($0.line): \($0.message)" } == [
        "10: Swift, column 16: expected ')' to end tuple", "16: Swift, column 5: expected pattern in variable",
      ])
  }
}

extension SwiftLessonTests {
  /// A saved session that mixes Swift blocks (over several lines) and commands is graded as
  /// it ran: each exercise at the point the learner met it.
  @Test func aSessionMixingSwiftAndCommandsIsGraded() throws {
    let second = """
      ## Exercise: an undo manager that keeps ten levels
      ~~~expect
      u.levelsOfUndo == 10
      ~~~
      ~~~solution
      undo> new manager u
      ...
      undo> set u.levelsOfUndo 10
      ...
      ~~~
      """
    let (parsed, _) = parse(Self.twelve("var m = 12") + second)
    let lesson = try #require(parsed)
    var engine = Engine(catalog: .shipped, active: "undo")
    for line in ["swift {\n  var m = 3\n  m *= 4\n}", "new manager u", "swift { print(1) }", "set u.levelsOfUndo 10"] {
      #expect(engine.run(line).outcome == .ok)
    }
    let grade = Grader(catalog: .shipped).grade(session: engine.savedSession, sessionPath: "s.txt", lesson: lesson)
    #expect(grade.exercises.map { $0.points } == [1, 1])
    // A block that never reaches the value earns nothing.
    var later = Engine(catalog: .shipped, active: "undo")
    _ = later.run("swift { var m = 11 }")
    let missed = Grader(catalog: .shipped).grade(session: later.savedSession, sessionPath: "s.txt", lesson: lesson)
    #expect(missed.exercises.map { $0.points } == [0, 0])
  }
}
