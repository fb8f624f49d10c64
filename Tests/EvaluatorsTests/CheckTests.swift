import Lessons
import Testing

@testable import Evaluators

@Suite struct CheckTests {
  let checker = Checker(catalog: .withTestbed)

  func lesson(_ body: String) throws -> Lesson {
    let text = "---\ntitle: t\nchapter: testbed\nsource: s\n---\n" + body
    let (lesson, problems) = LessonParser(catalog: .withTestbed).parse(bytes: Array(text.utf8), path: "l.md")
    #expect(problems == [])
    return try #require(lesson)
  }

  @Test func aLessonThatMatchesPassesEveryBlockAndProvesItsExercise() throws {
    let lesson = try lesson(
      """
      ~~~workbench
      testbed> new a 1
      a = 1
      testbed> count a 3
      ...
      ~~~
      ## Exercise: make a hold 5
      ~~~expect
      a.value == 5
      a.value > 4.5
      ~~~
      ~~~solution
      testbed> set a.value 5
      ...
      ~~~
      ~~~workbench
      testbed> show a.value
      5
      ~~~
      """)
    let results = checker.check(lesson, solutions: true)
    #expect(
      results.map(\.name) == [
        "transcript", "solution of 'make a hold 5'", "transcript", "exercise 'make a hold 5'", "grading the solved session",
      ])
    #expect(results.allSatisfy { $0.passed })
  }

  @Test func aBrokenTranscriptFailsWithAUnifiedDiff() throws {
    let lesson = try lesson(
      """
      ~~~workbench
      testbed> new a 1
      a = 2
      testbed> list
      a value 1
      ~~~
      """)
    let results = checker.check(lesson, solutions: false)
    #expect(results.count == 1)
    #expect(results[0].passed == false)
    #expect(results[0].line == 7)
    #expect(
      results[0].details == ["line 7: testbed> new a 1", "--- expected", "+++ actual", "@@ -1,1 +1,1 @@", "-a = 2", "+a = 1"])
  }

  @Test func anExerciseMustFailBeforeItsSolutionAndPassAfter() throws {
    let lesson = try lesson(
      """
      ~~~workbench
      testbed> new a 5
      a = 5
      ~~~
      ## Exercise: already done
      ~~~expect
      a.value == 5
      ~~~
      ~~~solution
      testbed> set a.label x
      ...
      ~~~
      ## Exercise: wrong solution
      ~~~expect
      a.value == 9
      a.label == "y"
      ~~~
      ~~~solution
      testbed> set a.value 8
      ...
      ~~~
      """)
    let exercises = checker.check(lesson, solutions: true).filter { $0.name.hasPrefix("exercise") }
    #expect(exercises.map(\.passed) == [false, false])
    #expect(exercises[0].details == ["the expect block already passes before the solution, so it proves nothing"])
    #expect(
      exercises[1].details == [
        "line 20: after the solution, expected a.value == 9, but a.value is 8",
        "line 21: after the solution, expected a.label == \"y\", but a.label is x",
      ])
  }

  /// A `shortcut` block reaches the end values without the mechanism: check --solutions fails
  /// the exercise when its expect block accepts it, and passes once the block tests how the
  /// state was reached; a shortcut whose line fails proves nothing and fails too.
  @Test func shortcutsProveTheExerciseTestsTheMechanism() throws {
    func body(_ expect: String, _ shortcut: String) -> String {
      """
      ~~~workbench
      testbed> new a 1
      a = 1
      ~~~
      ## Exercise: count a to 4
      ~~~expect
      \(expect)
      ~~~
      ~~~shortcut
      \(shortcut)
      ...
      ~~~
      ~~~solution
      testbed> count a 4
      ...
      ~~~
      """
    }
    let fooled = checker.check(try lesson(body("a.value == 4", "testbed> set a.value 4")), solutions: true)
    let shortcut = try #require(fooled.first { $0.kind == .shortcut })
    #expect(!shortcut.passed)
    #expect(shortcut.name == "shortcut of 'count a to 4'")
    #expect(shortcut.details.last?.hasPrefix("the expect block accepts this shortcut") == true)

    let tested = checker.check(
      try lesson(
        body("a.value == 4\ncommands contains \"count a\"\ncommands excludes \"set a.value\"", "testbed> set a.value 4")),
      solutions: true)
    #expect(tested.allSatisfy { $0.passed }, "\(tested.filter { !$0.passed }.map(\.details))")

    let broken = checker.check(try lesson(body("a.value == 4", "testbed> set a.valeu 4")), solutions: true)
    #expect(
      broken.first { $0.kind == .shortcut }?.details.first?.hasPrefix(
        "a shortcut must run, but line 15: testbed> set a.valeu 4 — error:") == true)
  }

  /// `commands` is how the state was reached: what `back` went back over and what failed are
  /// not in it, a step of a process is `step`, and `contains` matches a command's first words.
  @Test func commandsAreTheWayTheStateWasReached() throws {
    var engine = Engine(catalog: .withTestbed, active: "testbed")
    for line in ["new a 1", "set a.value 2; set a.lable 3", "set a.label x", "back", "count a 5 --step", "step"] {
      _ = engine.run(line)
    }
    #expect(engine.commandsSoFar == ["new a 1", "set a.value 2", "count a 5 --step", "step"])
    for (text, expected) in [
      ("commands contains \"set a.value\"", true), ("commands contains \"set a\"", false),
      ("commands contains \"set a.label\"", false),
      ("commands excludes \"set a.label\"", true), ("commands contains \"count\"", true),
      ("commands contains \"count a 5 --step\"", true), ("commands contains \"count a 4\"", false),
      ("commands excludes \"new\"", false),
    ] {
      #expect(PredicateCheck.evaluate(try Predicate.parse(text, line: 1).get(), in: engine).passed == expected, "\(text)")
    }
    let miss = PredicateCheck.evaluate(try Predicate.parse("commands contains \"redo\"", line: 1).get(), in: engine)
    #expect(
      miss.reason
        == "expected commands contains \"redo\", but no command so far starts with 'redo' (the commands so far: new a 1; set a.value 2; count a 5 --step; step)"
    )
  }

  /// `--bless` rewrites what a transcript printed, but never writes an error line into a
  /// solution's expected output, and never blesses a solution that does not pass its exercise.
  @Test func blessLeavesFailingSolutionsAlone() throws {
    let path = "/tmp/workbench-bless-\(UInt64.random(in: 0...UInt64.max)).md"
    let text = """
      ---
      title: t
      chapter: testbed
      source: s
      ---
      ~~~workbench
      testbed> new a 1
      a = 7
      ~~~
      ## Exercise: make a hold 5
      ~~~expect
      a.value == 5
      ~~~
      ~~~solution
      testbed> set a.vale 5
      a value 5
      ~~~
      ## Exercise: make b
      ~~~expect
      b.value == 3
      ~~~
      ~~~solution
      testbed> new b 2
      b = 3
      ~~~

      """
    try TextFile.writeAtomically(text, to: path)
    defer { unlink(path) }
    let report = checker.check([path], solutions: true)
    let blessing = try Checker.bless(report.results)
    #expect(blessing.blessed.map(\.turns) == [1], "only the transcript")
    #expect(
      blessing.refused == [
        "\(path):15: the solution of 'make a hold 5' fails here (error: a box has no field 'vale'; did you mean 'value'?); fix it instead",
        "\(path):23: the solution of 'make b' does not pass its exercise; fix it instead",
      ])
    let after = try #require(TextFile.read(path))
    #expect(after == text.replacingAll("a = 7", with: "a = 1"))
  }

  @Test func checkingPathsCountsUnusableLessonsAndMissingPaths() throws {
    let folder = "/tmp/workbench-check-\(UInt64.random(in: 0...UInt64.max))"
    #expect(mkdir(folder, 0o755) == 0)
    try TextFile.writeAtomically(
      "---\ntitle: t\nchapter: testbed\nsource: s\n---\n~~~workbench\ntestbed> new a\na = 0\n~~~\n", to: folder + "/01.md")
    try TextFile.writeAtomically("no front matter", to: folder + "/02.md")
    let report = checker.check([folder, folder + "/nosuch"], solutions: false)
    #expect(report.passed == 1)
    #expect(report.failed == 0, "an unparsable lesson is unusable input, not a failure")
    #expect(report.unusable)
    #expect(report.pathErrors == ["no such file or folder: \(folder)/nosuch"])
    #expect(report.problems.map(\.line) == [1])
    #expect(report.problems.allSatisfy { $0.unusable })
  }
}

@Suite struct PredicateTests {
  func engine() -> Engine {
    var engine = Engine(catalog: .withTestbed, active: "testbed")
    for line in [
      "new a 1.004", "new b 2", "set a.frame 0 0 132 194", "set b.frame 0 0 132 194", "set a.link b", "set a.label hello world",
      "schedule a 3",
    ] {
      _ = engine.run(line)
    }
    return engine
  }

  @Test(arguments: [
    ("a.value == 1", true), ("a.value == 1.02", false), ("a.value != 2", true), ("a.value < 2", true), ("a.value >= 1", true),
    ("a.value > b.value", false), ("a.value <= b.value", true),
    ("a.frame == (0, 0, 132, 194)", true), ("a.frame == b.frame", true), ("a.frame.width == b.frame.width", true),
    ("a.center == (66, 97)", true), ("a.link == b", true), ("a.link.value == 2", true), ("b.link == nil", true),
    ("a.label == \"hello world\"", true), ("a.label contains \"lo wo\"", true), ("a.label matches ^hel+o", true),
    ("clock.timers contains \"a at 3\"", true), ("clock.timers contains \"b at 3\"", false), ("a.label matches ^world", false),
  ])
  func predicatesCompareValuesAsWritten(text: String, expected: Bool) throws {
    let predicate = try Predicate.parse(text, line: 1).get()
    #expect(PredicateCheck.evaluate(predicate, in: engine()).passed == expected, "\(text)")
  }

  func predicate(_ text: String) throws -> Predicate { try Predicate.parse(text, line: 1).get() }

  /// A message after ` # ` says what is wrong without giving the answer; a `#` in quotes is text.
  @Test func aPredicateMessageHidesTheAnswer() throws {
    let hidden = try predicate(#"a.value == 5  # a is not the answer yet"#)
    #expect(hidden.description == "a.value == 5")
    #expect(hidden.message == "a is not the answer yet")
    let quoted = try predicate(#"a.label == "x # y""#)
    #expect(quoted.value == #""x # y""#)
    #expect(quoted.message == nil)
    let outcome = PredicateCheck.evaluate(hidden, in: engine())
    #expect(outcome.reason == "a is not the answer yet (a.value is 1)")
    #expect(!outcome.reason.contains("5"))
  }

  /// What the shell shows decides what passes: 0.005 shows as 0.005, so it is not 0, and
  /// 63.744 shows as 63.74, so it is 63.74 (and not 63.75, which a 0.01 tolerance accepted).
  @Test(arguments: [
    ("0.005", "a.value == 0", false), ("0.005", "a.value < 0.01", true), ("0.005", "a.value == 0.005", true),
    ("0.009", "a.value >= 0.01", false), ("0.0099999", "a.value < 0.01", true),
    ("63.744", "a.value == 63.74", true), ("63.744", "a.value == 63.75", false), ("63.744", "a.value <= 63.74", true),
    ("0.0000001", "a.value == 0", true),
  ])
  func numbersCompareAsTheShellShowsThem(value: String, text: String, expected: Bool) throws {
    var engine = Engine(catalog: .withTestbed, active: "testbed")
    _ = engine.run("new a \(value)")
    #expect(PredicateCheck.evaluate(try predicate(text), in: engine).passed == expected, "a = \(value): \(text)")
  }

  @Test func aFailingPredicateSaysWhatItFound() throws {
    let engine = engine()
    #expect(PredicateCheck.evaluate(try predicate("a.value > 3"), in: engine).reason == "expected a.value > 3, but a.value is 1")
    #expect(
      PredicateCheck.evaluate(try predicate("a.valeu == 1"), in: engine).reason
        == "a.valeu == 1: a has no field 'valeu'")
    #expect(
      PredicateCheck.evaluate(try predicate("a.label < 3"), in: engine).reason
        == "expected a.label < 3, but a.label is \"hello world\", not a number")
  }
}

@Suite struct OutputMatchTests {
  @Test func ellipsisMatchesAnyNumberOfLines() {
    #expect(OutputMatch.matches(expected: ["a", "...", "d"], actual: ["a", "b", "c", "d"]))
    #expect(OutputMatch.matches(expected: ["a", "...", "d"], actual: ["a", "d"]))
    #expect(OutputMatch.matches(expected: ["..."], actual: []))
    #expect(!OutputMatch.matches(expected: ["a", "...", "d"], actual: ["a", "b"]))
    #expect(!OutputMatch.matches(expected: ["a"], actual: ["a", "b"]))
  }
}

#if canImport(Glibc)
  import Glibc
#endif
