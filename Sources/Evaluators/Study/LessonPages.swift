import Lessons

/// A lesson cut into the pages `next` and `prev` turn: a page is a stretch of prose (a new one
/// starts at each `#` or `##` heading) with the transcript block that follows it and the prose
/// that comments on it, or one exercise.
public struct LessonPages: Sendable {
  public struct Page: Sendable, Equatable {
    public enum Item: Sendable, Equatable {
      case prose([String])
      case transcript(Transcript)
    }

    public var items: [Item]
    /// The exercise on this page, counted from 0 in the lesson.
    public var exercise: Int?

    public var transcripts: [Transcript] {
      items.compactMap { item in
        if case .transcript(let transcript) = item { return transcript }
        return nil
      }
    }
  }

  public let pages: [Page]

  public init(_ lesson: Lesson) {
    var pages: [Page] = []
    var exerciseIndex = 0
    func startPage() { pages.append(Page(items: [], exercise: nil)) }
    for part in lesson.parts {
      switch part {
      case .prose(let lines, _):
        for chunk in Self.sections(lines) {
          // Prose that follows a block without a heading of its own comments on it: same page.
          let startsSection = chunk.first { !$0.trimmed.isEmpty }?.hasPrefix("#") ?? false
          if startsSection || pages.last.map({ $0.exercise != nil || $0.transcripts.isEmpty }) ?? true { startPage() }
          pages[pages.count - 1].items.append(.prose(chunk))
        }
      case .transcript(let transcript):
        // A block joins the prose that introduces it; a second block gets its own page, and the
        // prose that introduces it ("…shows it:") goes along with it.
        if pages.last.map({ $0.exercise != nil || !$0.transcripts.isEmpty }) ?? true {
          let introduction = pages.isEmpty ? nil : Self.takeIntroduction(from: &pages[pages.count - 1])
          startPage()
          if let introduction { pages[pages.count - 1].items.append(introduction) }
        }
        pages[pages.count - 1].items.append(.transcript(transcript))
      case .exercise(let exercise):
        var items: [Page.Item] = []
        for inner in exercise.parts {
          switch inner {
          case .prose(let lines, _): items.append(.prose(lines))
          case .transcript(let transcript): items.append(.transcript(transcript))
          case .exercise: break
          }
        }
        pages.append(Page(items: items, exercise: exerciseIndex))
        exerciseIndex += 1
      }
    }
    self.pages = pages.isEmpty ? [Page(items: [], exercise: nil)] : pages
  }

  /// The prose at the end of `page` that introduces the block after it (its last line ends with
  /// a colon), taken off the page; nil when there is none, or when it is all the page has.
  static func takeIntroduction(from page: inout Page) -> Page.Item? {
    guard page.exercise == nil, page.items.count > 1, case .prose(let lines)? = page.items.last,
      lines.last(where: { !$0.trimmed.isEmpty })?.trimmed.hasSuffix(":") == true
    else { return nil }
    return page.items.removeLast()
  }

  /// Prose split before each `##` (or deeper) heading outside code fences.
  static func sections(_ lines: [String]) -> [[String]] {
    var sections: [[String]] = [[]]
    var fence: String?
    for line in lines {
      if let open = fence {
        if line.trimmed == open { fence = nil }
      } else if let found = LessonParser.fence(line) {
        fence = found.marker
      } else if line.hasPrefix("## ") || line.hasPrefix("# "),
        sections[sections.count - 1].contains(where: { !$0.trimmed.isEmpty })
      {
        sections.append([])
      }
      sections[sections.count - 1].append(line)
    }
    return sections.filter { $0.contains { !$0.trimmed.isEmpty } }
  }
}
