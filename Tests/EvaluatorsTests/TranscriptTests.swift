import Lessons
import Testing

@testable import Evaluators

@Suite struct TranscriptTests {
  static let chapters = Catalog.withTestbed.names

  /// Runs `lines` in a session, saves it, and returns the saved text.
  func savedSession(_ lines: [String]) throws -> String {
    var engine = Engine(catalog: .withTestbed)
    for line in lines { _ = engine.run(line) }
    let path = "/tmp/workbench-transcript-\(UInt64.random(in: 0...UInt64.max)).txt"
    let report = engine.run("save \(path)")
    #expect(report.outcome == .ok)
    return try #require(TextFile.read(path))
  }

  @Test func aSavedSessionParsesIntoItsTurns() throws {
    let text = try savedSession(["testbed", "new a 1", "count a 3 --step", "bogus"])
    let transcript = Transcript.parse(text, chapters: Self.chapters)
    #expect(transcript.turns.map(\.input) == ["testbed", "new a 1", "count a 3 --step", "bogus"])
    #expect(transcript.turns.map(\.prompt) == ["workbench> ", "testbed> ", "testbed> ", "testbed> "])
    #expect(transcript.turns[1].output == ["a = 1"])
    #expect(transcript.turns[2].output.count == 3)
    #expect(transcript.turns[3].output == ["error: unknown command 'bogus'; type 'help' to list the commands"])
    #expect(transcript.turns.map(\.line) == [1, 3, 5, 9])
  }

  /// A Swift block's lines after its prompt line belong to its input, up to the brace that
  /// closes it; what follows is its output.
  @Test func aSwiftBlockOverSeveralLinesIsOneInput() throws {
    let text = """
      testbed> swift {
      let a = "} it's"
      print(a)
      }
      error: Swift is not available in this program
      testbed> show a
      """
    let transcript = Transcript.parse(text, chapters: Self.chapters)
    #expect(transcript.turns.map(\.input) == ["swift {\nlet a = \"} it's\"\nprint(a)\n}", "show a"])
    #expect(transcript.turns[0].output == ["error: Swift is not available in this program"])
    #expect(transcript.turns.map(\.line) == [1, 6])
  }

  /// Replays a saved session as `check` replays a transcript, from a fresh session.
  func replay(_ transcript: Transcript) -> Checker.Result {
    var engine = Engine(catalog: .withTestbed)
    return Checker(catalog: .withTestbed).replay(transcript, in: &engine, file: "s.txt", name: "session")
  }

  @Test func aSavedSessionReplaysToTheSameOutput() throws {
    let lines = [
      "testbed new a 2", "use testbed", "set a.frame 1 2 3 4", "count a 6 --step", "step 2", "back", "timeline",
      "continue", "diff", "inspect a --json", "where", "show nothing",
    ]
    let transcript = Transcript.parse(try savedSession(lines), chapters: Self.chapters)
    #expect(transcript.turns.count == lines.count)
    let result = replay(transcript)
    #expect(result.passed, "\(result.details)")
  }

  @Test func aChangedExpectationIsReportedWithTheActualOutput() throws {
    let text = try savedSession(["testbed new a 1", "show testbed.a.value"])
      .replacingAll("\n1\n", with: "\n7\n")
    let result = replay(Transcript.parse(text, chapters: Self.chapters))
    #expect(!result.passed)
    #expect(result.mismatches == [Checker.Mismatch(inputLine: 3, count: 1, actual: ["1"])])
    #expect(
      result.details == ["line 3: workbench> show testbed.a.value", "--- expected", "+++ actual", "@@ -1,1 +1,1 @@", "-7", "+1"])
  }

  @Test func onlyKnownChaptersMakePromptLines() {
    let transcript = Transcript.parse("testbed> new a\nnote> not a prompt\nviews> x\n", chapters: ["testbed"])
    #expect(transcript.turns.map(\.input) == ["new a"])
    #expect(transcript.turns[0].output == ["note> not a prompt", "views> x"])
  }
}
