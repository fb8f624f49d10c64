import Evaluators
import Lessons
import Testing

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

  @Test func aSavedSessionReplaysToTheSameOutput() throws {
    let lines = [
      "testbed new a 2", "use testbed", "set a.frame 1 2 3 4", "count a 6 --step", "step 2", "back", "timeline",
      "continue", "diff", "inspect a --json", "where", "show nothing",
    ]
    let transcript = Transcript.parse(try savedSession(lines), chapters: Self.chapters)
    #expect(transcript.turns.count == lines.count)
    #expect(transcript.replay(catalog: .withTestbed).isEmpty)
  }

  @Test func aChangedExpectationIsReportedWithTheActualOutput() throws {
    let text = try savedSession(["testbed new a 1", "show testbed.a.value"])
      .replacingOccurrences(of: "\n1\n", with: "\n7\n")
    let mismatches = Transcript.parse(text, chapters: Self.chapters).replay(catalog: .withTestbed)
    #expect(mismatches.count == 1)
    #expect(mismatches.first?.turn.input == "show testbed.a.value")
    #expect(mismatches.first?.turn.output == ["7"])
    #expect(mismatches.first?.actual == ["1"])
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
