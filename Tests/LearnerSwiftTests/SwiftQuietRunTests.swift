import LearnerSwift
import Testing

@testable import Lessons

/// A block that is not stepped runs its statements many at a time, telling none of them: it
/// must leave what stepping through them leaves, and print what they print.
@Suite struct SwiftQuietRunTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  /// Each block, what it prints run whole, and what its steps show it print.
  static let blocks: [(block: String, printed: [String], shown: [String])] = [
    (
      "swift {\nvar total = 0\nfor i in 1...40 {\n  total += i\n  if i % 20 == 0 { print(\"at\", i, terminator: \"; \") }\n}\nprint(total)\n}",
      ["at 20; at 40; 820"], ["at 20; ", "at 40; ", "820"]
    ),
    (
      "swift {\nvar xs = [1, 2]\nprint(xs.count)\nxs[0] = total\nprint(xs[3])\nprint(\"never\")\n}",
      ["2", "line 5: Fatal error: Index out of range"], ["2"]
    ),
    ("swift { print(\"after\", xs) }", ["after [820, 2]"], ["after [820, 2]"]),
  ]

  @Test func aBlockRunWholeLeavesWhatSteppingThroughItLeaves() throws {
    var whole = Engine(catalog: .shipped, active: "views")
    var stepped = Engine(catalog: .shipped, active: "views")
    for (block, printed, shown) in Self.blocks {
      #expect(whole.run(block).lines.map(\.text) == printed)
      var steps = stepped.run(block.replacingOccurrences(of: "swift {", with: "swift --step {")).lines.map(\.text)
      steps += stepped.run("continue").lines.map(\.text)
      // A step shows what its own statement printed, a line printed in parts a part at a time.
      let prints = steps.compactMap { line in line.range(of: "prints ").map { String(line[$0.upperBound...]) } }
      #expect(prints == shown, "\(steps)")
      let chapter = try #require(whole.state.worlds.firstIndex { $0.chapterName == "views" })
      #expect(whole.state.worlds[chapter].hasSameState(as: stepped.state.worlds[chapter]), "after \(block)")
    }
    #expect(whole.run("show total").lines.map(\.text) == ["820"])
  }

  @Test func aLoopOfHundredsOfThousandsOfTurnsRunsInTheShell() throws {
    var engine = Engine(catalog: .shipped, active: "views")
    let run = engine.run(
      "swift {\nvar total = 0\nvar i = 0\nwhile i < 400_000 {\n  total = total + i % 7\n  i += 1\n}\nprint(total)\n}")
    #expect(run.lines.map(\.text) == ["1199997"])
  }
}
