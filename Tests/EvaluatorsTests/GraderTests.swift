import Evaluators
import Lessons
import Testing

@Suite struct GraderTests {
  static let lessonText = """
    ---
    title: Boxes
    chapter: testbed
    source: the test chapter
    ---
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
    ~~~
    ~~~solution
    testbed> new b
    ...
    ~~~
    """

  func lesson() throws -> Lesson {
    try #require(LessonParser(catalog: .withTestbed).parse(bytes: Array(Self.lessonText.utf8), path: "l.md").lesson)
  }

  /// A session as the shell's `save` writes it.
  func saved(_ lines: [String]) throws -> String {
    var engine = Engine(catalog: .withTestbed)
    for line in lines { _ = engine.run(line) }
    let path = "/tmp/workbench-grade-\(UInt64.random(in: 0...UInt64.max)).txt"
    #expect(engine.run("save \(path)").outcome == .ok)
    return try #require(TextFile.read(path))
  }

  @Test func partialCreditWithTheReasonForEachMiss() throws {
    let session = try saved(["testbed", "new a 1", "set a.value 5", "set a.lable five"])
    let grade = Grader(catalog: .withTestbed).grade(session: session, sessionPath: "s.txt", lesson: try lesson())
    #expect(grade.exercises.map(\.name) == ["exercise 'make a hold 5' (1/2)", "exercise 'make b' (0/1)"])
    #expect(grade.exercises.map(\.points) == [0.5, 0])
    #expect(grade.exercises[0].details == ["line 9: expected a.label == \"five\", but a.label is \"\""])
    #expect(grade.exercises[1].details == ["line 17: b.value >= 0: no object named 'b'"])
    #expect(
      grade.failedLines == [
        "s.txt:7: testbed> set a.lable five — error: a box has no field 'lable'; did you mean 'label'?"
      ])
  }

  @Test func aCompleteSessionEarnsEveryPoint() throws {
    let session = try saved(["testbed new a", "use testbed", "set a.value 5; set a.label five", "new b 2"])
    let grade = Grader(catalog: .withTestbed).grade(session: session, sessionPath: "s.txt", lesson: try lesson())
    #expect(grade.exercises.allSatisfy { $0.passed && $0.points == 1 })
    #expect(grade.failedLines.isEmpty)
  }

  @Test func gradescopeCarriesPartialScoresAndTheFailedLines() throws {
    let session = try saved(["testbed", "new a 1", "set a.value 5", "nonsense"])
    let grade = Grader(catalog: .withTestbed).grade(session: session, sessionPath: "s.txt", lesson: try lesson())
    var report = Report(title: "workbench grade", cases: grade.exercises)
    report.notes = grade.failedLines
    let json = ReportFormat.gradescope.render(report)
    #expect(json.contains("\"score\": 0.5,"))
    #expect(
      json.contains(
        "\"output\": \"s.txt:7: testbed> nonsense — error: unknown command 'nonsense'; type 'help' to list the commands\""))
  }
}
