import LearnerSwift
import Testing

/// `reversed()` without a type to fit gives a view of the collection, which Swift prints as the
/// view (`ReversedCollection<Array<Int>>(_base: [1, 2, 3])`), as it prints `enumerated()`'s and
/// `stride`'s sequences: printing one is refused, and every use of its elements runs as Swift
/// runs it.
@Suite struct SwiftReversedTests {
  /// Each program, where its refusal points, what it prints, and what Swift prints instead.
  @Test(arguments: [
    ("let a = [1, 2, 3]\nprint(a.reversed())", "line 2, column 7", "a.reversed()", "ReversedCollection view reversed() gives"),
    (
      "let a = [1, 2, 3]\nlet r = a.reversed()\nprint(\"r: \\(r)\")", "line 3, column 13", "r",
      "ReversedCollection view reversed() gives"
    ),
    (
      "let s = \"abc\"\nlet d = String(describing: s.reversed())", "line 2, column 28", "s.reversed()",
      "ReversedCollection view reversed() gives"
    ),
    ("print(1, (0..<3).reversed())", "line 1, column 10", "(0..<3).reversed()", "ReversedCollection view reversed() gives"),
    ("print([3, 1].enumerated())", "line 1, column 7", "[3, 1].enumerated()", "EnumeratedSequence itself"),
    ("let e = [1, 2].enumerated()\nprint(e)", "line 2, column 7", "e", "EnumeratedSequence itself"),
    ("print(\"\\(stride(from: 0, to: 4, by: 2))\")", "line 1, column 10", "stride(from: 0, to: 4, by: 2)", "StrideTo itself"),
    (
      "let s = String(describing: stride(from: 0, through: 4, by: 2))", "line 1, column 28",
      "stride(from: 0, through: 4, by: 2)", "StrideThrough itself"
    ),
  ])
  func printingTheViewIsRefused(_ program: String, _ place: String, _ text: String, _ printed: String) {
    #expect(
      SwiftRunner.error(program)?.description
        == "\(place): printing '\(text)' is not in the Workbench's Swift subset yet: Swift prints the \(printed), "
        + "not its elements; print Array(\(text))")
  }

  @Test func itsElementsAreTheCollectionsBackwards() throws {
    let program = """
      let a = [1, 2, 3]
      func total(_ xs: [Int]) -> Int { xs.reduce(0, +) }
      let b: [Int] = a.reversed()
      print(Array(a.reversed()), a.reversed().map { $0 * 10 }, b, total(a.reversed()))
      for x in a.reversed() { print(x) }
      let r = a.reversed()
      print(r.count, r.first ?? 0, String("abc".reversed()))
      struct Line { func reversed() -> String { "own" } }
      print(Line().reversed())
      """
    #expect(try SwiftRunner.output(program) == ["[3, 2, 1] [30, 20, 10] [3, 2, 1] 6", "3", "2", "1", "3 3 cba", "own"])
  }

  @Test func aSequencesElementsRunAsSwiftRunsThem() throws {
    let program = """
      for (i, x) in [5, 6].enumerated() { print(i, x) }
      print(Array(stride(from: 0, to: 6, by: 3)), [7, 8].enumerated().map { $0.offset + $0.element })
      let e = [1].enumerated()
      print(Array(e))
      struct Tally { func enumerated() -> String { "own" } }
      print(Tally().enumerated())
      """
    #expect(try SwiftRunner.output(program) == ["0 5", "1 6", "[0, 3] [7, 9]", "[(offset: 0, element: 1)]", "own"])
  }
}
