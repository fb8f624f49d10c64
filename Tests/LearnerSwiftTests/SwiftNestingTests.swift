import LearnerSwift
import Testing

/// Square brackets nested past the limit are refused before Swift's parser reads them: its
/// look-ahead at nested `[` takes time that multiplies with each (20 took 5 seconds, 25 over a
/// minute) and 3,000 overflowed its stack, crashing the shell.
@Suite struct SwiftNestingTests {
  static func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }

  @Test func bracketsNestedPastTheLimitAreRefusedAtTheFirstOnePast() {
    let message =
      "square brackets nested more than 10 deep are not in the Workbench's Swift subset (Swift's parser takes time "
      + "that multiplies with each one)"
    #expect(SwiftRunner.error("print(1)\nlet a = \(Self.nested(11))")?.description == "line 2, column 19: \(message)")
    #expect(SwiftRunner.error("let a = \(Self.nested(3_000))")?.description == "line 1, column 19: \(message)")
    // Columns count bytes of UTF-8, as the parser's do: `é` is two.
    #expect(SwiftRunner.error("let é = \(Self.nested(11))")?.description == "line 1, column 20: \(message)")
    // Code in an interpolation is code: its brackets count.
    #expect(SwiftRunner.error("print(\"\\(\(Self.nested(20)))\")")?.description == "line 1, column 20: \(message)")
    // The lint's reading of a lesson's block says the same, without parsing it.
    #expect(SwiftSource("let a = \(Self.nested(40))").diagnostics.map(\.message) == [message])
  }

  /// Interpolations one inside another are read by recursion: past the limit they are refused
  /// before that recursion could overflow the stack.
  @Test func interpolationsNestedPastTheLimitAreRefused() throws {
    func nested(_ depth: Int) -> String {
      String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
    }
    #expect(try SwiftRunner.output("print(\(nested(5)))") == ["1"])
    let refused = SwiftRunner.error("print(\(nested(50_000)))")
    #expect(
      refused?.message == "string interpolations nested more than 64 deep are not in the Workbench's Swift subset")
    #expect(refused?.line == 1)
  }

  @Test func bracketsUpToTheLimitAndBracketsInStringsAndCommentsAreRead() throws {
    #expect(try SwiftRunner.output("let a: [[Int]] = [[1], [2, 3]]\nprint(a, [[[[0]]]])") == ["[[1], [2, 3]] [[[[0]]]]"])
    let ten = String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10)
    #expect(try SwiftRunner.output("print(\(ten))") == [ten])
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
