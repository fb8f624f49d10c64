import Evaluators
import Lessons
import Testing

@Suite struct LintTests {
  let linter = Linter(catalog: .withTestbed)

  static let goodLesson = """
    ---
    title: Boxes and their values
    chapter: testbed
    source: The Workbench's own test chapter
    visibility: after_published
    ---
    A box holds a number.

    ~~~workbench
    testbed> new a 1
    a = 1
    testbed> show a.value
    1
    ~~~

    ```swift
    let notChecked = "any other fenced block is prose"
    ```

    ## Exercise: make a hold 5
    Set its value.
    ~~~expect
    a.value == 5
    a.label != "x"
    ~~~
    ~~~hint
    Use set.
    ~~~
    ~~~hint
    set a.value 5
    ~~~
    ~~~solution
    testbed> set a.value 5
    ...
    ~~~
    """

  func problems(_ text: String) -> [String] {
    linter.lint(bytes: Array(text.utf8), path: "l.md").map(\.description)
  }

  @Test func aGoodLessonParsesIntoItsPartsWithNoProblems() throws {
    #expect(problems(Self.goodLesson) == [])
    let (lesson, _) = LessonParser(catalog: .withTestbed).parse(bytes: Array(Self.goodLesson.utf8), path: "l.md")
    let parsed = try #require(lesson)
    #expect(parsed.title == "Boxes and their values")
    #expect(parsed.chapter == "testbed")
    #expect(parsed.frontMatter["visibility"] == "after_published")
    #expect(parsed.parts.count == 4)
    guard case .transcript(let transcript) = parsed.parts[1] else {
      Issue.record("the second part is the transcript")
      return
    }
    #expect(transcript.turns.map(\.input) == ["new a 1", "show a.value"])
    #expect(transcript.turns.map(\.output) == [["a = 1"], ["1"]])
    #expect(transcript.turns.map(\.line) == [10, 12])
    let exercise = try #require(parsed.exercises.first)
    #expect(exercise.title == "make a hold 5")
    #expect(exercise.line == 20)
    #expect(exercise.expect.map(\.description) == ["a.value == 5", "a.label != \"x\""])
    #expect(exercise.expect.map(\.line) == [23, 24])
    #expect(exercise.hints == ["Use set.", "set a.value 5"])
    #expect(exercise.solution?.turns.first?.output == ["..."])
  }

  @Test func everyProblemIsReportedWithItsLine() {
    let broken = """
      ---
      title: Broken
      chapter: testbed
      source: nowhere
      ---
      ~~~workbench
      no prompt here
      testbed> cuont a 3
      viewz> show
      testbed> testbed nwe b
      testbed> set a.label 'open
      ~~~
      ~~~expect
      a.value == 1
      ~~~

      ## Exercise: nothing
      ~~~expect
      a.value 5
      .bad == 1
      a.value ==
      ~~~
      ~~~solution
      testbed> new a
      ~~~
      ~~~solution
      testbed> new b
      ~~~
      ## Exercise:
      ~~~hint
      """
    #expect(
      problems(broken) == [
        "l.md:7: a transcript starts with a prompt line such as 'views> show v1'",
        "l.md:8: unknown command 'cuont'; did you mean 'count'?",
        "l.md:9: unknown chapter 'viewz' in the prompt; did you mean 'views'?",
        "l.md:10: the testbed chapter has no command 'nwe'; did you mean 'new'?",
        "l.md:11: the input cannot be split into words: a single quote is not closed: add ' at the end of the text",
        "l.md:13: an expect block belongs in an '## Exercise:' section",
        "l.md:17: the exercise 'nothing' has no expect block",
        "l.md:19: a predicate needs an operator: one of == != <= >= < > contains excludes matches (for example 'v1.frame.width == 132')",
        "l.md:20: '.bad' is not a path: a predicate starts with one, like v1.frame",
        "l.md:21: the predicate has nothing after '=='",
        "l.md:26: the exercise 'nothing' already has a solution block",
        "l.md:29: an exercise heading needs a title: '## Exercise: what to do'",
        "l.md:29: the exercise '' has no expect block",
        "l.md:29: the exercise '' has no solution block",
        "l.md:30: the ~~~hint block opened here is never closed",
      ])
  }

  /// What a typo in a lesson used to hide: a block name near a lesson block's, a prompt of
  /// another chapter, a lesson in another chapter's folder, duplicate titles (they name the
  /// tests), predicates that cannot be read, a fence left open before the next one, and points
  /// or visibility that name no exercise or say nothing usable.
  @Test func typosThatWouldSilentlyChangeALessonAreReported() {
    let text = """
      ---
      title: Typos
      chapter: testbed
      source: s
      points: {make a: 2, make c: 1, make b: lots}
      visibility: sometimes
      ---
      ~~~workbench
      testbed> new a 1
      a = 1
      views> show
      testbed> views
      views> show
      views> testbed
      ~~~
      ## Exercise: make a
      ~~~expected
      a.value == 1
      ~~~
      ~~~hnit
      Try set.
      ~~~
      ```swift
      let fine = "other fences are prose"
      ```
      ~~~expect
      a.value == (1, 2
      a.label == "five
      a.value == == 1
      a.value == 1
      ~~~
      ~~~solution
      testbed> set a.value 1
      ## Exercise: make a
      ~~~expect
      a.value == 1
      ~~~
      ~~~solution
      testbed> new b 2
      ~~~
      """
    #expect(
      linter.lint(bytes: Array(text.utf8), path: "Lessons/views/01-typos.md").map(\.description) == [
        "Lessons/views/01-typos.md:1: the lesson says 'chapter: testbed' but is filed in the folder 'views': a lesson goes in its chapter's folder",
        "Lessons/views/01-typos.md:5: points for 'make b' must be a number of 0 or more, not 'lots'",
        "Lessons/views/01-typos.md:5: the front matter gives points or visibility to 'make c', but no exercise has that title",
        "Lessons/views/01-typos.md:6: visibility must be one of visible, hidden, after_due_date, after_published (or a map from exercise title to one), not 'sometimes'",
        "Lessons/views/01-typos.md:11: the prompt 'views> ' is not the session's: at this point it is 'testbed> ' (a lesson runs in its chapter, testbed)",
        "Lessons/views/01-typos.md:16: the exercise 'make a' has no solution block",
        "Lessons/views/01-typos.md:17: unknown block '~~~expected'; did you mean '~~~expect'?",
        "Lessons/views/01-typos.md:20: unknown block '~~~hnit'; did you mean '~~~hint'?",
        "Lessons/views/01-typos.md:27: the value '(1, 2' opens a parenthesis it never closes",
        "Lessons/views/01-typos.md:28: the value '\"five' opens a quote (\") it never closes",
        "Lessons/views/01-typos.md:29: the predicate has two operators, '==' and '==': it takes one",
        "Lessons/views/01-typos.md:32: the ~~~solution block opened here is never closed: a ~~~expect block opens at line 35 first",
        "Lessons/views/01-typos.md:34: another exercise is already called 'make a': titles name the tests, so each must be unique",
      ])
  }

  @Test(arguments: [
    ("no front matter\n", ["l.md:1: a lesson starts with front matter: a '---' line, title, chapter and source, then '---'"]),
    ("---\ntitle: x\n", ["l.md:1: the front matter opened here is never closed with a '---' line"]),
    ("---\ntitle: [open\nchapter: testbed\n---\n", ["l.md:3: bad YAML in the front matter: did not find expected ',' or ']'"]),
    ("---\n- a list\n---\n", ["l.md:2: the front matter must be 'key: value' lines"]),
    ("---\ntitle: t\nchapter: testbd\nsource: s\n---\n", ["l.md:3: unknown chapter 'testbd'; did you mean 'testbed'?"]),
    (
      "---\ntitle: t\nchapter: testbed\n---\n",
      ["l.md:1: the front matter needs 'source:' (the book and chapter the lesson follows)"]
    ),
  ])
  func frontMatterProblems(text: String, expected: [String]) {
    #expect(problems(text) == expected)
  }

  @Test func invalidUTF8AndHugeFilesAreReportedNotFatal() {
    var bytes = Array("---\ntitle: t\nchapter: testbed\nsource: s\n---\nfine\n".utf8)
    bytes += [0x62, 0x61, 0x64, 0xFF, 0xFE, 0x0A]
    #expect(
      linter.lint(bytes: bytes, path: "l.md").map(\.description) == ["l.md:7: the file is not valid UTF-8 (save it as UTF-8)"])

    var huge = Array("---\ntitle: t\nchapter: testbed\nsource: s\n---\n".utf8)
    let prose = Array("A line of prose that goes on for a while to make the file large.\n".utf8)
    while huge.count < 10_000_000 { huge += prose }
    huge += Array("~~~workbench\ntestbed> nosuch\n~~~\n".utf8)
    let found = linter.lint(bytes: huge, path: "big.md").map(\.description)
    #expect(found.count == 1)
    #expect(found.first?.hasSuffix(": unknown command 'nosuch'") == true)
  }

  @Test func foldersAreSearchedAndMissingPathsReported() throws {
    let folder = "/tmp/workbench-lint-\(UInt64.random(in: 0...UInt64.max))"
    #expect(mkdir(folder, 0o755) == 0 && mkdir(folder + "/testbed", 0o755) == 0)
    try TextFile.writeAtomically(Self.goodLesson, to: folder + "/testbed/01-good.md")
    try TextFile.writeAtomically("nothing here", to: folder + "/testbed/02-bad.md")
    try TextFile.writeAtomically("not a lesson", to: folder + "/testbed/notes.txt")
    let report = linter.lint([folder, folder + "/nosuch"])
    #expect(report.files.map(\.path) == [folder + "/testbed/01-good.md", folder + "/testbed/02-bad.md"])
    #expect(report.passed == 1)
    #expect(report.failed == 1)
    #expect(report.pathErrors == ["no such file or folder: \(folder)/nosuch"])
    #expect(report.unusable, "a file without front matter cannot be read as a lesson")
  }
}

#if canImport(Glibc)
  import Glibc
#endif
