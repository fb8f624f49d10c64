import Foundation
import Lessons
import Testing

@testable import Evaluators

@Suite struct GraderTests {
  static let lessonText = """
    ---
    title: Boxes
    chapter: testbed
    source: the test chapter
    points: {make a hold 5: 3}
    visibility: {make b: hidden}
    ---
    ~~~workbench
    testbed> new a 1
    a = 1
    ~~~
    ## Exercise: make a hold 5
    ~~~expect
    a.value == 5
    a.label == "five"
    ~~~
    ~~~solution
    testbed> set a.value 5; set a.label five
    ...
    ~~~
    ## Exercise: make b
    ~~~expect
    b.value >= 0
    b.value > a.value
    ~~~
    ~~~solution
    testbed> new b 10
    ...
    ~~~
    """

  func lesson(_ text: String = lessonText) throws -> Lesson {
    let (lesson, problems) = LessonParser(catalog: .withTestbed).parse(bytes: Array(text.utf8), path: "l.md")
    #expect(problems == [])
    return try #require(lesson)
  }

  /// A session as the shell's `save` writes it.
  func saved(_ lines: [String]) throws -> String {
    var engine = Engine(catalog: .withTestbed)
    for line in lines { _ = engine.run(line) }
    return engine.savedSession
  }

  func grade(_ lines: [String]) throws -> Grader.Grade {
    Grader(catalog: .withTestbed).grade(session: try saved(lines), sessionPath: "s.txt", lesson: try lesson())
  }

  @Test func partialCreditWithTheReasonForEachMissAndTheFailedLines() throws {
    let grade = try grade(["testbed", "new a 1", "set a.value 5", "set a.lable five"])
    #expect(grade.exercises.map(\.name) == ["make a hold 5", "make b"])
    #expect(grade.exercises.map(\.points) == [1.5, 0])
    #expect(grade.exercises.map(\.maxScore) == [3, 1])
    #expect(grade.exercises.map(\.visibility) == ["visible", "hidden"])
    #expect(
      grade.exercises[0].details == [
        "at best 1 of 2 held together, at s.txt:7",
        "line 15: expected a.label == \"five\", but a.label is \"\"",
        "the learner's own check: never run in the shell",
      ])
    #expect(grade.exercises[1].details.first == "never met: none of its 2 checks held after any line of the session")
    #expect(grade.exercises[1].details.contains("line 23: b.value >= 0: no object named 'b'"))
    #expect(
      grade.failedLines == [
        Report.Note(
          "s.txt:7: testbed> set a.lable five — error: a box has no field 'lable'; did you mean 'label'?",
          file: "s.txt", line: 7)
      ])
  }

  /// Grading replays the learner's `save` without writing: the file the session names is the
  /// teacher's or the learner's, never the grader's to replace, and its being there is no error.
  @Test func aReplayedSaveWritesNothingAndDoesNotFail() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grade-save-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let kept = folder.appendingPathComponent("kept.txt").path
    let fresh = folder.appendingPathComponent("fresh.txt").path
    let session = try saved(["testbed", "new a 1", "set a.value 5", "save \(fresh)"])
    try FileManager.default.removeItem(atPath: fresh)
    try "the teacher's\n".write(toFile: kept, atomically: true, encoding: .utf8)
    let replayed = session.replacingOccurrences(of: "save \(fresh)", with: "save \(kept)")
    let grade = Grader(catalog: .withTestbed).grade(session: replayed, sessionPath: "s.txt", lesson: try lesson())
    #expect(grade.failedLines == [])
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "the teacher's\n")
    #expect(!FileManager.default.fileExists(atPath: fresh))
  }

  /// The defect this grader exists for: an exercise met and then changed by later work (as the
  /// next exercise asks) keeps its credit.
  @Test func anExerciseIsCreditedWhereItWasMetNotAtTheEnd() throws {
    let grade = try grade([
      "testbed", "new a 1", "set a.value 5; set a.label five", "new b 10", "set a.value 2", "set a.label other",
    ])
    #expect(grade.exercises.map(\.passed) == [true, true])
    #expect(grade.score == 4)
    #expect(grade.exercises[0].details.first == "met at s.txt:5")
    #expect(grade.exercises[1].details.first == "met at s.txt:8")
    // The final state alone meets neither exercise's first predicate.
    var engine = Engine(catalog: .withTestbed)
    for line in ["testbed", "new a 1", "set a.value 5; set a.label five", "new b 10", "set a.value 2"] {
      _ = engine.run(line)
    }
    let finalState = try lesson().exercises[0].expect.map { PredicateCheck.evaluate($0, in: engine) }
    #expect(!finalState.allSatisfy { $0.passed })
  }

  /// In lesson order: exercise 2 counts from where exercise 1 was met, so a state that held
  /// before it (and was gone after) earns nothing.
  @Test func exercisesAreLookedForInLessonOrder() throws {
    let grade = try grade([
      "testbed", "new a 1", "new b 10", "set b.value -1", "set a.value 5; set a.label five",
    ])
    #expect(grade.exercises.map(\.passed) == [true, false])
    #expect(grade.exercises[1].points == 0)
    // Met at the same line as the exercise before it counts.
    let same = try self.grade(["testbed", "new a 1", "new b 10; set a.value 5; set a.label five"])
    #expect(same.exercises.map(\.passed) == [true, true])
  }

  @Test func partialCreditIsTheMostPredicatesThatHeldTogetherAtOneLine() throws {
    // a.value == 5 holds at one line and a.label == "five" at another: never both, so 1 of 2.
    let grade = try grade(["testbed", "new a 1", "set a.value 5", "set a.value 1; set a.label five"])
    #expect(grade.exercises[0].points == 1.5)
    #expect(!grade.exercises[0].passed)
  }

  @Test func theLearnersOwnChecksAndHelpAreShown() throws {
    var engine = Engine(catalog: .withTestbed)
    for line in ["testbed", "new a 1", "set a.value 5; set a.label five"] { _ = engine.run(line) }
    engine.keepComment(CheckVerdict(exercise: "make a hold 5", held: 2, total: 2).comment)
    _ = engine.run("new b 0")
    engine.keepComment(CheckVerdict(exercise: "make b", held: 1, total: 2).comment)
    _ = engine.run("show b")
    let session = engine.savedSession
    #expect(session.contains("testbed> # check \"make a hold 5\" passed 2 of 2\n"))
    var progress = Progress.LessonProgress()
    progress.exercises["make b"] = Progress.ExerciseProgress()
    progress.exercises["make b"]?.hints = 1
    progress.exercises["make b"]?.solutionShown = true
    let grade = Grader(catalog: .withTestbed).grade(
      session: session, sessionPath: "s.txt", lesson: try lesson(), progress: progress)
    #expect(grade.exercises[0].details.contains("the learner's own check: passed 2 of 2 at line 10"))
    #expect(grade.exercises[0].details.contains("help used: 0 of 0 hints, solution not shown"))
    #expect(grade.exercises[1].details.contains("the learner's own check: failed 1 of 2 at line 18"))
    #expect(grade.exercises[1].details.contains("help used: 1 of 0 hints, and the solution was shown"))
  }

  @Test func checkVerdictsReadBackWhateverTheTitle() {
    for title in ["plain", "with # and \"quotes\"", "semi; colon", "ünïcode 🎉", "  spaces  "] {
      let verdict = CheckVerdict(exercise: title, held: 1, total: 3)
      #expect(CheckVerdict.parse("# " + verdict.comment, line: 4) == CheckVerdict(exercise: title, held: 1, total: 3, line: 4))
    }
    #expect(CheckVerdict.parse("# check x passed 1 of 3", line: 1) == nil, "a pass must hold every predicate")
    #expect(CheckVerdict.parse("# checking things", line: 1) == nil)
    #expect(CheckVerdict.parse("set a 1", line: 1) == nil)
  }

  @Test func exerciseOutputIsTheSessionUpToWhereItWasMet() throws {
    let grade = try grade(["testbed", "new a 1", "set a.value 5; set a.label five", "new b 10", "show b"])
    #expect(grade.exercises[0].output.suffix(3) == ["testbed> set a.value 5; set a.label five", "a value 5", "a value 5 five"])
    #expect(!grade.exercises[0].output.contains("testbed> new b 10"))
    #expect(grade.exercises[1].output.last == "b = 10")
  }

  /// A learner who solves every exercise in the shell, with the study commands, gets full
  /// marks: the real study session, its `save`, then `grade`.
  @Test func aLessonSolvedInTheShellGradesAtFullMarks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-grade-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Lessons").path
    var study = Study(catalog: .shipped, lessons: lessons, progress: folder.appendingPathComponent("p.json").path)
    let path = lessons + "/undo/01-undoably-setter.md"
    let bytes = try #require(TextFile.readBytes(path))
    let lesson = try #require(LessonParser(catalog: .shipped).parse(bytes: bytes, path: path).lesson)
    _ = study.run("open undo/01")
    var checks = 0
    // Page by page: play what the page shows, type each solution, check.
    for _ in 0..<40 {
      _ = study.run("play")
      if let exercise = pageExercise(&study, lesson) {
        for turn in exercise.solution?.turns ?? [] { _ = study.run(turn.input) }
        let checked = study.run("check").lines.map(\.text)
        #expect(checked.contains { $0.hasPrefix("Every exercise") || $0.contains("exercises of undo/01 done") }, "\(checked)")
        checks += 1
      }
      if study.run("next").outcome == .failed { break }
    }
    #expect(checks == lesson.exercises.count)
    let saved = folder.appendingPathComponent("session.txt").path
    #expect(study.run("save \(saved)").outcome == .ok)
    let session = try #require(TextFile.read(saved))
    let grade = Grader(catalog: .shipped).grade(session: session, sessionPath: saved, lesson: lesson)
    #expect(grade.isFullMarks, "\(grade.exercises.map(\.details))")
    #expect(grade.score == grade.maxScore)
    #expect(grade.exercises.allSatisfy { $0.details.contains { $0.hasPrefix("the learner's own check: passed") } })
  }

  /// The exercise whose section the study desk's page belongs to, if the page opens one.
  func pageExercise(_ study: inout Study, _ lesson: Lesson) -> Exercise? {
    let lines = study.run("page").lines.map(\.text)
    return lesson.exercises.first { exercise in
      lines.contains { $0.hasPrefix("Exercise ") && $0.hasSuffix(": " + exercise.title) }
    }
  }

  @Test func aSessionThatFallsShortFailsTheGradableCheck() throws {
    let lesson = try lesson()
    let checker = Checker(catalog: .withTestbed)
    let short = checker.gradable(lesson, session: try saved(["testbed", "new a 1", "set a.value 5"]))
    #expect(!short.passed)
    #expect(short.details.first == "the session of this lesson's transcripts and solutions grades 1.5 of 4")
    let results = checker.check(lesson, solutions: true)
    #expect(results.last?.name == "grading the solved session")
    #expect(results.allSatisfy { $0.passed }, "\(results.filter { !$0.passed }.map { ($0.name, $0.details) })")
  }
}
