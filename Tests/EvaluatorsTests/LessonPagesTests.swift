import Foundation
import Lessons
import Testing

@testable import Evaluators

/// How lessons are cut into pages: a level-1 heading after an exercise starts the next part on
/// a page of its own, and prose that introduces a block ("…shows it:") stays with the block.
@Suite struct LessonPagesTests {
  func pages(_ body: String) throws -> LessonPages {
    let text = "---\ntitle: t\nchapter: testbed\nsource: s\n---\n" + body
    let (lesson, problems) = LessonParser(catalog: .withTestbed).parse(bytes: Array(text.utf8), path: "l.md")
    #expect(problems == [])
    return LessonPages(try #require(lesson))
  }

  @Test func aLevelOneHeadingAfterAnExerciseStartsTheNextPart() throws {
    let lesson = try pages(
      """
      ## Exercise: make a
      ~~~expect
      a.value == 1
      ~~~
      ~~~solution
      testbed> new a 1
      a = 1
      ~~~
      # Another topic
      Prose of the next part.
      """)
    #expect(lesson.pages.count == 2)
    #expect(lesson.pages[0].exercise == 0)
    #expect(lesson.pages[0].items.isEmpty, "the exercise's page holds nothing of the next part")
    #expect(lesson.pages[1].items == [.prose(["# Another topic", "Prose of the next part."])])
  }

  @Test func proseThatIntroducesABlockGoesWithIt() throws {
    let lesson = try pages(
      """
      First:
      ~~~workbench
      testbed> new a 1
      a = 1
      ~~~
      That made a box. The next command shows it:
      ~~~workbench
      testbed> show a
      ...
      ~~~
      """)
    #expect(lesson.pages.count == 2)
    #expect(lesson.pages[1].items.first == .prose(["That made a box. The next command shows it:"]))
    #expect(lesson.pages[1].transcripts.count == 1)
  }

  /// Every shipped lesson: no page ends on prose that introduces what the next page shows, and
  /// no exercise page carries a heading of the lesson's next part.
  @Test func noShippedPageEndsOnAnIntroduction() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Lessons").path
    for path in LessonFiles(paths: [root]).files {
      let bytes = try #require(TextFile.readBytes(path))
      let lesson = try #require(LessonParser(catalog: .shipped).parse(bytes: bytes, path: path).lesson)
      for (number, page) in LessonPages(lesson).pages.enumerated() {
        if case .prose(let lines)? = page.items.last {
          #expect(lines.last { !$0.trimmed.isEmpty }?.trimmed.hasSuffix(":") != true, "\(path) page \(number + 1)")
        }
        if page.exercise != nil {
          for case .prose(let lines) in page.items {
            #expect(!lines.contains { $0.hasPrefix("# ") }, "\(path) page \(number + 1)")
          }
        }
      }
    }
  }
}
