import LearnerSwift
import Testing

/// The learner's Swift read by the toolchain's SwiftParser: statements with their lines, and
/// the parser's own diagnostics with line and column.
@Suite struct SwiftSourceTests {
  @Test func theParserIsLinkedIntoThisBuild() {
    #expect(SwiftSource.isAvailable, "make test runs with the toolchain's lib/swift/host on PATH's swift")
  }

  @Test func statementsComeWithTheirKindsAndLines() {
    let source = SwiftSource(
      """
      let v1 = UIView(frame: CGRect(x: 113, y: 111, width: 132, height: 194))
      var squares = [1, 2, 3].map { $0 * $0 }

      print(squares)
      """)
    #expect(source.diagnostics.isEmpty)
    #expect(source.statements.map(\.kind) == ["variableDecl", "variableDecl", "functionCallExpr"])
    #expect(source.statements.map(\.line) == [1, 2, 4])
    #expect(source.statements[2].text == "print(squares)")
  }

  @Test func aSyntaxErrorIsTheParsersOwnMessageAtItsColumn() {
    let source = SwiftSource("let x = 3\nlet = 4\n")
    #expect(source.diagnostics.map(\.description) == ["2:5: expected pattern in variable"])
    let unclosed = SwiftSource("func f() {\n  print(1)\n")
    #expect(unclosed.diagnostics.first?.message.contains("'}'") ?? false, "\(unclosed.diagnostics)")
  }
}
