import Lessons

/// Renders a lesson's Markdown prose for a terminal: headings underlined, paragraphs and list
/// items wrapped to the width, code blocks indented, and inline emphasis, strong emphasis and
/// code drawn as styled spans.
///
/// The text is the same with or without colour: emphasis markers are dropped, inline code keeps
/// its backticks, links show their address in brackets.
public struct ProseRenderer: Sendable {
  public var width: Int

  public init(width: Int) { self.width = max(20, width) }

  public func render(_ markdown: [String]) -> [OutputLine] {
    var out: [OutputLine] = []
    var paragraph: [String] = []
    var index = 0
    // Items of one list follow each other without blank lines.
    var inList = false

    func flush() {
      guard !paragraph.isEmpty else { return }
      blank(&out)
      out += wrap(paragraph.joined(separator: " "), indent: "", hanging: "")
      paragraph = []
    }

    while index < markdown.count {
      let line = markdown[index]
      let trimmed = line.trimmed
      if trimmed.isEmpty {
        flush()
      } else if let fence = LessonParser.fence(line) {
        flush()
        blank(&out)
        index += 1
        while index < markdown.count, markdown[index].trimmed != fence.marker {
          out.append(OutputLine("    " + markdown[index], .code))
          index += 1
        }
      } else if let (level, title) = Self.heading(trimmed) {
        flush()
        blank(&out)
        let text = Inline.parse(title)
        out.append(OutputLine(text.text, .heading, spans: text.spans))
        out.append(OutputLine(String(repeating: level == 1 ? "=" : "-", count: text.text.count), .heading))
      } else if let (marker, rest) = Self.listItem(trimmed) {
        flush()
        if !inList { blank(&out) }
        var item = [rest]
        // Continuation lines: indented text that is not a new item.
        while index + 1 < markdown.count, markdown[index + 1].hasPrefix("  "),
          Self.listItem(markdown[index + 1].trimmed) == nil, !markdown[index + 1].trimmed.isEmpty
        {
          index += 1
          item.append(markdown[index].trimmed)
        }
        let depth = String(repeating: "  ", count: min(3, Self.leadingSpaces(line) / 2))
        let bullet = depth + "  " + marker + " "
        out += wrap(item.joined(separator: " "), indent: bullet, hanging: String(repeating: " ", count: bullet.count))
        inList = true
        index += 1
        continue
      } else if trimmed.hasPrefix(">") {
        flush()
        blank(&out)
        var quote: [String] = []
        while index < markdown.count, markdown[index].trimmed.hasPrefix(">") {
          quote.append(markdown[index].trimmed.dropFirst().trimmed)
          index += 1
        }
        index -= 1
        out += wrap(quote.joined(separator: " "), indent: "  | ", hanging: "  | ")
      } else if trimmed.hasPrefix("|") {
        // A table keeps its own layout.
        flush()
        out.append(OutputLine(line))
      } else {
        paragraph.append(trimmed)
      }
      inList = false
      index += 1
    }
    flush()
    while out.first?.text.isEmpty == true { out.removeFirst() }
    return out
  }

  private func blank(_ out: inout [OutputLine]) {
    if let last = out.last, !last.text.isEmpty { out.append(OutputLine("")) }
  }

  /// Greedy word wrap that keeps styled spans whole within their words.
  func wrap(_ markdown: String, indent: String, hanging: String) -> [OutputLine] {
    let inline = Inline.parse(markdown)
    let characters = Array(inline.text)
    var styleAt = [OutputLine.Style?](repeating: nil, count: characters.count)
    for span in inline.spans {
      for offset in span.start..<(span.start + span.count) { styleAt[offset] = span.style }
    }
    // Words: runs of non-space characters with their offsets.
    var words: [Range<Int>] = []
    var start: Int?
    for (offset, character) in characters.enumerated() {
      if character == " " {
        if let begin = start { words.append(begin..<offset) }
        start = nil
      } else if start == nil {
        start = offset
      }
    }
    if let begin = start { words.append(begin..<characters.count) }

    var lines: [OutputLine] = []
    var text = indent
    var spans: [OutputLine.Span] = []
    var count = indent.count
    var lineHasWord = false
    func finish() {
      lines.append(OutputLine(text, spans: spans))
      text = hanging
      count = hanging.count
      spans = []
      lineHasWord = false
    }
    for word in words {
      if lineHasWord && count + 1 + word.count > width { finish() }
      if lineHasWord {
        // A space inside a styled stretch (`some code`) keeps the style.
        if let style = styleAt[word.lowerBound - 1], let last = spans.last, last.style == style,
          last.start + last.count == count
        {
          spans[spans.count - 1].count += 1
        }
        text += " "
        count += 1
      }
      for offset in word {
        if let style = styleAt[offset] {
          if let last = spans.last, last.style == style, last.start + last.count == count {
            spans[spans.count - 1].count += 1
          } else {
            spans.append(OutputLine.Span(start: count, count: 1, style: style))
          }
        }
        text.append(characters[offset])
        count += 1
      }
      lineHasWord = true
    }
    if lineHasWord { finish() }
    return lines
  }

  static func heading(_ line: String) -> (level: Int, title: String)? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
    return (hashes, line.dropFirst(hashes).trimmed)
  }

  static func listItem(_ line: String) -> (marker: String, rest: String)? {
    for bullet in ["- ", "* ", "+ "] where line.hasPrefix(bullet) {
      return ("-", line.dropFirst(2).trimmed)
    }
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 3, line.dropFirst(digits.count).hasPrefix(". ") {
      return (digits + ".", line.dropFirst(digits.count + 2).trimmed)
    }
    return nil
  }

  static func leadingSpaces(_ line: String) -> Int { line.prefix { $0 == " " }.count }
}

/// Inline Markdown, parsed into plain text and styled spans.
///
/// `code`, **strong**, *emphasis* or _emphasis_, [text](address) and `\` escapes; unclosed
/// markers stay as they are.
struct Inline {
  var text = ""
  var spans: [OutputLine.Span] = []

  static func parse(_ markdown: String) -> Inline {
    var result = Inline()
    let characters = Array(markdown)
    var count = 0
    var index = 0

    func append(_ piece: String, _ style: OutputLine.Style?) {
      if let style, !piece.isEmpty {
        result.spans.append(OutputLine.Span(start: count, count: piece.count, style: style))
      }
      result.text += piece
      count += piece.count
    }
    func closing(_ marker: [Character], from start: Int) -> Int? {
      var position = start
      while position + marker.count <= characters.count {
        if Array(characters[position..<(position + marker.count)]) == marker, position > start { return position }
        position += 1
      }
      return nil
    }

    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\" where index + 1 < characters.count && "`*_[]()#\\".contains(characters[index + 1]):
        append(String(characters[index + 1]), nil)
        index += 2
      case "`":
        if let end = closing(["`"], from: index + 1) {
          append("`" + String(characters[(index + 1)..<end]) + "`", .code)
          index = end + 1
        } else {
          append("`", nil)
          index += 1
        }
      case "*", "_":
        let isDouble = index + 1 < characters.count && characters[index + 1] == character
        let marker: [Character] = isDouble ? [character, character] : [character]
        let opensWord = index + marker.count < characters.count && characters[index + marker.count] != " "
        // `snake_case` is not emphasis: an underscore must start a word.
        let startsWord = index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
        if opensWord, character == "*" || startsWord, let end = closing(marker, from: index + marker.count) {
          let inner = Inline.parse(String(characters[(index + marker.count)..<end]))
          let style: OutputLine.Style = isDouble ? .strong : .emphasis
          for span in inner.spans {
            result.spans.append(OutputLine.Span(start: count + span.start, count: span.count, style: span.style))
          }
          // The inner text's unstyled stretches take this marker's style.
          var covered = Set<Int>()
          for span in inner.spans { covered.formUnion(span.start..<(span.start + span.count)) }
          var runStart: Int?
          for offset in 0...inner.text.count {
            let free = offset < inner.text.count && !covered.contains(offset)
            if free, runStart == nil { runStart = offset }
            if !free, let begin = runStart {
              result.spans.append(OutputLine.Span(start: count + begin, count: offset - begin, style: style))
              runStart = nil
            }
          }
          result.spans.sort { $0.start < $1.start }
          result.text += inner.text
          count += inner.text.count
          index = end + marker.count
        } else {
          append(String(marker), nil)
          index += marker.count
        }
      case "[":
        if let close = closing(["]"], from: index + 1), close + 1 < characters.count, characters[close + 1] == "(",
          let end = closing([")"], from: close + 2)
        {
          let label = Inline.parse(String(characters[(index + 1)..<close]))
          for span in label.spans {
            result.spans.append(OutputLine.Span(start: count + span.start, count: span.count, style: span.style))
          }
          result.text += label.text
          count += label.text.count
          append(" (" + String(characters[(close + 2)..<end]) + ")", nil)
          index = end + 1
        } else {
          append("[", nil)
          index += 1
        }
      default:
        append(String(character), nil)
        index += 1
      }
    }
    return result
  }
}
