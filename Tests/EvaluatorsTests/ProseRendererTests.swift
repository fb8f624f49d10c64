import Lessons
import Testing

@testable import Evaluators

@Suite struct ProseRendererTests {
  let renderer = ProseRenderer(width: 30)

  @Test func paragraphsWrapAtTheWidthAndKeepTheirStyledSpans() {
    let lines = renderer.render(["A **strong** word and `some code` that", "goes on *well* past the width."])
    #expect(lines.map(\.text) == ["A strong word and `some code`", "that goes on well past the", "width."])
    #expect(
      lines[0].spans == [
        OutputLine.Span(start: 2, count: 6, style: .strong), OutputLine.Span(start: 18, count: 11, style: .code),
      ])
    #expect(lines[1].spans == [OutputLine.Span(start: 13, count: 4, style: .emphasis)])
  }

  @Test func headingsListsQuotesAndCodeBlocks() {
    let lines = renderer.render([
      "## Frame and bounds", "", "- first item that is long enough to wrap", "- second", "", "> a quoted line",
      "", "~~~swift", "let x = 1   // kept as is, however long it is", "~~~", "1. numbered",
    ])
    #expect(
      lines.map(\.text) == [
        "Frame and bounds", "----------------", "", "  - first item that is long", "    enough to wrap", "  - second", "",
        "  | a quoted line", "", "    let x = 1   // kept as is, however long it is", "", "  1. numbered",
      ])
    #expect(lines[0].style == .heading)
    #expect(lines[9].style == .code)
  }

  @Test func linksShowTheirAddressAndLoneMarkersStay() {
    let lines = ProseRenderer(width: 80).render(["See [the docs](https://example.com), a snake_case_name, 2 * 3 and `open."])
    #expect(lines.map(\.text) == ["See the docs (https://example.com), a snake_case_name, 2 * 3 and `open."])
    #expect(lines[0].spans.isEmpty)
  }
}
