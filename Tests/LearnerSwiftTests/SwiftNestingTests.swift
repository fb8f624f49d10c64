import LearnerSwift
import Testing

/// Square brackets nested past the limit are refused before Swift's parser reads them: its
/// look-ahead at nested `[` takes time that multiplies with each (20 took 5 seconds, 25 over a
/// minute) and 3,000 overflowed its stack, crashing the shell.
@Suite struct SwiftNestingTests {
  static func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }

  @Test func bracketsNestedPastTheLimitAreRefusedAtTheFirstOnePast() {
    let message =
      "square brackets nested more than 12 deep are not in the Workbench's Swift subset (Swift's parser takes time "
      + "that multiplies with each one)"
    #expect(SwiftRunner.error("print(1)\nlet a = \(Self.nested(13))")?.description == "line 2, column 21: \(message)")
    #expect(SwiftRunner.error("let a = \(Self.nested(3_000))")?.description == "line 1, column 21: \(message)")
    // Code in an interpolation is code: its brackets count.
    #expect(SwiftRunner.error("print(\"\\(\(Self.nested(20)))\")")?.description == "line 1, column 22: \(message)")
    // The lint's reading of a lesson's block says the same, without parsing it.
    #expect(SwiftSource("let a = \(Self.nested(40))").diagnostics.map(\.message) == [message])
  }

  @Test func bracketsUpToTheLimitAndBracketsInStringsAndCommentsAreRead() throws {
    #expect(try SwiftRunner.output("let a: [[Int]] = [[1], [2, 3]]\nprint(a, [[[[0]]]])") == ["[[1], [2, 3]] [[[[0]]]]"])
    let twelve = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
    #expect(try SwiftRunner.output("print(\(twelve))") == [twelve])
    let text = String(repeating: "[", count: 40)
    let program = """
      let s = "\(text)"
      let r = #"\(text)"#
      // \(text)
      /* \(text) /* \(text) */ */
      let m = \"\"\"
        \(text)
        \"\"\"
      print(s.count, r.count, m.count)
      """
    #expect(try SwiftRunner.output(program) == ["40 40 40"])
  }
}
