import Foundation
import Lessons
import Testing

@testable import Evaluators

/// The study loop over the test chapter's lessons in `Tests/Fixtures/Lessons`, with the progress
/// file in a fresh folder per test.
@Suite struct StudyTests {
  static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lessons").path

  let folder: URL
  var progressPath: String { folder.appendingPathComponent(".workbench/progress.json").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-study-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func study() -> Study { Study(catalog: .withTestbed, lessons: Self.lessons, progress: progressPath) }

  /// Runs each line and returns the text printed by the last one.
  func run(_ study: inout Study, _ lines: String...) -> [String] {
    var last: [String] = []
    for line in lines { last = study.run(line).lines.map(\.text) }
    return last
  }

  func savedProgress() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: progressPath))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// A Swift block's further lines show after the continuation prompt the shell reads them
  /// after, on a page as in the shell.
  @Test func aPageShowsASwiftBlocksLinesAfterTheContinuationPrompt() {
    let transcript = Transcript.parse("testbed> swift {\n  let a = 1\n}\nout", chapters: ["testbed"])
    #expect(
      StudyText.transcript(transcript).map(\.text) == [
        "  testbed> swift {", "  .......   let a = 1", "  ....... }", "  out",
      ])
  }

  @Test func lessonsListsEachChapterWithItsProgress() {
    var study = study()
    #expect(
      run(&study, "lessons") == [
        "testbed (0 of 2 lessons done)",
        "  testbed/01  Boxes and values       0/2 exercises",
        "  testbed/02  Counting step by step  0/1 exercises",
        "Type 'open testbed/01' to start a lesson.",
      ])
  }

  @Test func openStartsAFreshSessionInTheLessonsChapter() {
    var study = study()
    _ = run(&study, "testbed new leftover 3")
    let page = run(&study, "open testbed/01")
    #expect(
      page.prefix(3) == [
        "Opened testbed/01 in a fresh testbed session.", "Boxes and values · testbed/01 · page 1 of 4",
        "After the Workbench's own test chapter.",
      ])
    #expect(study.prompt == "testbed> ")
    #expect(run(&study, "show leftover") == ["error: no object named 'leftover'; try 'show' to list them"])
  }

  @Test func pagesRenderProseForTheTerminalAndStopAtTheEnds() {
    var study = study()
    let first = run(&study, "open testbed/01")
    #expect(first.contains("Boxes"))
    #expect(first.contains("====="))
    // Wrapped at 80 columns; **boxes** loses its markers, `new` keeps its backticks.
    #expect(first.contains("The test chapter keeps boxes, each holding one number. This lesson exists so the"))
    #expect(first.allSatisfy { $0.count <= 80 })
    #expect(first.contains("  testbed> new a 1"))
    #expect(run(&study, "prev") == ["error: this is the first page; type 'next' to go on, or 'page' to see it again"])
    let second = run(&study, "next")
    #expect(second.first == "Boxes and values · testbed/01 · page 2 of 4")
    #expect(second.contains("  - `back` returns to the state before it, and `goto` jumps anywhere on the"))
    #expect(second.contains("    timeline."))
    _ = run(&study, "next", "next")
    #expect(run(&study, "next") == ["error: this is the last page of testbed/01; type 'lessons' to choose another lesson"])
    #expect(run(&study, "page 2").first == "Boxes and values · testbed/01 · page 2 of 4")
  }

  @Test func studyCommandsNeedAnOpenLesson() {
    var study = study()
    for command in ["next", "prev", "page", "play", "check", "hint"] {
      #expect(run(&study, command) == ["error: no lesson is open; type 'lessons' to list them, then 'open ID'"])
    }
    #expect(run(&study, "open testbed/1") == ["error: no lesson 'testbed/1'; did you mean 'testbed/01'?"])
  }

  @Test func playRunsThePagesCommandsAsIfTyped() {
    var study = study()
    _ = run(&study, "open testbed/01")
    #expect(run(&study, "play") == ["testbed> new a 1", "a = 1", "testbed> show a.value", "1"])
    #expect(run(&study, "show a.value") == ["1"])
    #expect(run(&study, "history") == ["1  open testbed/01", "2  play", "3  show a.value"])
  }

  @Test func checkNamesEachFailingPredicateWithExpectedAndActualThenRecordsTheExercise() throws {
    var study = study()
    _ = run(&study, "open testbed/01", "play", "next", "play", "next")
    #expect(
      run(&study, "check") == [
        "Exercise 'make a hold 5': passed 0 of 1 check.",
        "  fail  a.value == 5",
        "          expected  5",
        "          actual    2",
        "Not yet: change your objects and 'check' again, or type 'hint'.",
      ])
    #expect(!FileManager.default.fileExists(atPath: progressPath))
    #expect(
      run(&study, "set a.value 5; check") == [
        "a value 5",
        "Exercise 'make a hold 5': passed 1 of 1 check.",
        "  ok    a.value == 5",
        "1 of 2 exercises of testbed/01 done; type 'next' to go on.",
      ])
    let lessons = try #require(try savedProgress()["lessons"] as? [String: Any])
    let lesson = try #require(lessons["testbed/01"] as? [String: Any])
    let exercises = try #require(lesson["exercises"] as? [String: [String: Any]])
    #expect(exercises["make a hold 5"]?["done"] as? Bool == true)
    // A new session in the same folder sees it.
    var again = self.study()
    #expect(run(&again, "lessons")[1] == "  testbed/01  Boxes and values       1/2 exercises")
  }

  @Test func aPathOnTheRightIsShownWithItsValue() {
    var study = study()
    _ = run(&study, "open testbed/01", "page 4", "new a 20", "new b 10")
    let lines = run(&study, "check")
    #expect(lines.contains("  fail  b.value > a.value"))
    #expect(lines.contains("          expected  more than 20 (a.value)"))
    #expect(lines.contains("          actual    10"))
  }

  @Test func hintRevealsTiersInOrderThenTheSolution() throws {
    var study = study()
    _ = run(&study, "open testbed/01", "page 3")
    #expect(
      run(&study, "hint") == [
        "Hint 1 of 2:", "The `set` command takes a path and a value.", "Type 'hint' again for the next one.",
      ])
    #expect(
      run(&study, "hint") == [
        "Hint 2 of 2:", "Type `set a.value` followed by the number.", "Type 'hint' again to see the solution.",
      ])
    #expect(
      run(&study, "hint") == [
        "The solution:", "  testbed> set a.value 5", "  a value 5", "Type it (or your own version), then 'check'.",
      ])
    // Tiers already revealed stay revealed in a new session.
    var again = self.study()
    _ = run(&again, "open testbed/01", "page 3")
    #expect(run(&again, "hint").first == "The solution again:")
    #expect(run(&again, "progress").last == "2 hints revealed. Progress is saved in \(progressPath).")
  }

  @Test func saveLeavesStudyCommandsOutSoTheSessionGrades() throws {
    var study = study()
    let session = folder.appendingPathComponent("session.txt").path
    _ = run(
      &study, "testbed new old 1; open testbed/01", "play", "next", "set a.value 5; check", "next", "new b 10 # twice", "hint",
      "save \(session)")
    let saved = try String(contentsOfFile: session, encoding: .utf8)
    #expect(
      saved == """
        testbed> new a 1
        a = 1
        testbed> show a.value
        1
        testbed> set a.value 5
        a value 5
        testbed> new b 10 # twice
        b = 10

        """)
    let lesson = try #require(study.desk.library.entry("testbed/01")?.lesson)
    let grade = Grader(catalog: .withTestbed).grade(session: saved, sessionPath: session, lesson: lesson)
    #expect(grade.exercises.map(\.passed) == [true, true])
    #expect(grade.failedLines.isEmpty)
  }

  /// On a terminal, `reset` says what it would clear and clears only when the same `reset` is
  /// the very next line (or with --yes); anything else in between keeps the progress.
  @Test func resetOnATerminalAsksFirst() throws {
    var study = study()
    study.confirms = true
    _ = run(&study, "open testbed/01", "page 3", "new a 5", "check", "hint")
    let asked = run(&study, "reset")
    #expect(
      asked == [
        "reset testbed/01 clears 1 exercise done, 1 hint seen and 0 solutions shown, and starts its session afresh.",
        "Type 'reset' again to clear it, or anything else to keep it.",
      ])
    #expect(run(&study, "show a.value") == ["5"], "nothing was cleared yet")
    #expect(
      run(&study, "reset").first
        == "reset testbed/01 clears 1 exercise done, 1 hint seen and 0 solutions shown, and starts its session afresh.")
    #expect(run(&study, "reset").first == "Cleared the progress of testbed/01.")
    #expect(run(&study, "progress")[0] == "testbed  0 of 2 lessons done, 0 of 3 exercises")
    _ = run(&study, "page 3", "new a 5", "check")
    #expect(
      run(&study, "reset all").first
        == "reset all clears 1 lesson with progress, 1 exercise done, 0 hints seen and 0 solutions shown. The old record is kept in a .bak file."
    )
    #expect(run(&study, "reset testbed/01").first?.hasPrefix("reset testbed/01 clears") == true, "another target asks again")
    #expect(run(&study, "progress")[0] == "testbed  0 of 2 lessons done, 1 of 3 exercises")
    #expect(run(&study, "reset all --yes") == ["Cleared all progress; the old record is kept in \(progressPath).bak."])
    #expect(run(&study, "progress")[0] == "testbed  0 of 2 lessons done, 0 of 3 exercises")
  }

  @Test func resetClearsOneLessonOrEverythingKeepingABackup() throws {
    var study = study()
    _ = run(&study, "open testbed/02", "play", "next", "count c 4", "check")
    _ = run(&study, "open testbed/01", "page 3", "new a 5", "check")
    #expect(
      run(&study, "progress").prefix(2) == [
        "testbed  1 of 2 lessons done, 2 of 3 exercises", "total    1 of 2 lessons done, 2 of 3 exercises",
      ])
    let reset = run(&study, "reset")
    #expect(
      reset.prefix(3) == [
        "Cleared the progress of testbed/01.", "Opened testbed/01 in a fresh testbed session.",
        "Boxes and values · testbed/01 · page 1 of 4",
      ])
    #expect(run(&study, "show a") == ["error: no object named 'a'; try 'show' to list them"])
    #expect(run(&study, "progress")[0] == "testbed  1 of 2 lessons done, 1 of 3 exercises")
    #expect(run(&study, "reset all") == ["Cleared all progress; the old record is kept in \(progressPath).bak."])
    #expect(run(&study, "progress")[0] == "testbed  0 of 2 lessons done, 0 of 3 exercises")
    let backup = try String(contentsOfFile: progressPath + ".bak", encoding: .utf8)
    #expect(backup.contains("count to 4"))
    #expect(run(&study, "reset nosuch") == ["error: no lesson 'nosuch'; type 'lessons' to list them"])
  }

  @Test func aCorruptProgressFileIsMovedAsideWithAWarning() throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".workbench"), withIntermediateDirectories: true)
    try "{ not json".write(toFile: progressPath, atomically: true, encoding: .utf8)
    var study = study()
    #expect(
      study.warnings == [
        "\(progressPath) could not be used (it is not valid progress JSON); it was moved to \(progressPath).corrupt and progress starts afresh"
      ])
    #expect(try String(contentsOfFile: progressPath + ".corrupt", encoding: .utf8) == "{ not json")
    _ = run(&study, "open testbed/02", "new c 4", "page 2", "check")
    #expect(try savedProgress()["version"] as? Int == 1)
    // A second corrupt file does not overwrite the first one moved aside.
    try "[]".write(toFile: progressPath, atomically: true, encoding: .utf8)
    let again = self.study()
    #expect(again.warnings.first?.contains("moved to \(progressPath).corrupt-2") == true)
    #expect(try String(contentsOfFile: progressPath + ".corrupt", encoding: .utf8) == "{ not json")
  }

  @Test func studyCommandsHaveHelpAndCompletion() {
    var study = study()
    let help = run(&study, "help")
    #expect(help.contains("Lessons:"))
    #expect(help.contains { $0.hasPrefix("  hint ") })
    #expect(run(&study, "open --help").first == "usage: open LESSON")
    #expect(study.complete("open test").candidates == ["testbed/01", "testbed/02"])
    #expect(study.complete("pro").candidates == ["progress"])
    #expect(study.complete("reset a").candidates == ["all"])
  }
}
