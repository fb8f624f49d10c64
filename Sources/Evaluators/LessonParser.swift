import Lessons

/// Reads a lesson file and reports every problem it finds as `file:line: message`; one problem
/// never stops the rest of the file from being read.
public struct LessonParser {
  public let catalog: Catalog

  public init(catalog: Catalog) { self.catalog = catalog }

  /// The lesson, when it could be read at all, and every problem found on the way.
  public func parse(bytes: [UInt8], path: String) -> (lesson: Lesson?, problems: [Diagnostic]) {
    var problems: [Diagnostic] = []
    func problem(_ line: Int, _ message: String, unusable: Bool = false) {
      problems.append(Diagnostic(file: path, line: line, message: message, unusable: unusable))
    }

    // A byte-order mark is read past, as editors that write one expect.
    let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if let line = Self.firstInvalidUTF8Line(bytes) {
      problem(line, "the file is not valid UTF-8 (save it as UTF-8)", unusable: true)
    }
    // CRLF line endings read like LF.
    let lines = TextFile.lines(String(decoding: bytes, as: UTF8.self))
      .map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }

    // Front matter.
    guard lines.first == "---" else {
      problem(1, "a lesson starts with front matter: a '---' line, title, chapter and source, then '---'", unusable: true)
      return (nil, problems)
    }
    guard let close = lines.dropFirst().firstIndex(of: "---") else {
      problem(1, "the front matter opened here is never closed with a '---' line", unusable: true)
      return (nil, problems)
    }
    let yaml = frontMatter(lines[1..<close].joined(separator: "\n"), path: path, problems: &problems)
    // A key with nothing after it (YAML's null) reads as empty, so a bare `title:` is missing.
    let loaded = yaml.map { $0.mapValues { $0 is YAMLDocument.Null ? "" : "\($0)" } }
    let frontMatter = loaded ?? [:]
    let grading = GradingRules(points: yaml?["points"], visibility: yaml?["visibility"]) { message in
      let key = message.hasPrefix("points") ? "points:" : "visibility:"
      problem((lines[1..<close].firstIndex { $0.hasPrefix(key) } ?? 0) + 1, message)
    }
    let chapter = frontMatter["chapter"] ?? ""
    // After a YAML error the keys are unknown, not missing: that one problem is enough.
    for key in ["title", "chapter", "source"] where loaded != nil && frontMatter[key]?.isEmpty ?? true {
      problem(1, "the front matter needs '\(key):'" + (key == "source" ? " (the book and chapter the lesson follows)" : ""))
    }
    if !chapter.isEmpty, catalog.commandNames(ofChapter: chapter) == nil {
      let chapterLine = (lines[1..<close].firstIndex { $0.hasPrefix("chapter:") } ?? 0) + 1
      problem(
        chapterLine, "unknown chapter '\(chapter)'" + (Suggestion.didYouMean(chapter, in: catalog.names).map { "; \($0)" } ?? ""))
    }

    // Body: prose, fenced blocks, exercise sections.
    var parts: [Lesson.Part] = []
    var exercise: Exercise?
    var prose: [String] = []
    var proseLine = close + 2
    func flushProse() {
      if prose.contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
        let part = Lesson.Part.prose(prose, line: proseLine)
        if exercise != nil { exercise!.parts.append(part) } else { parts.append(part) }
      }
      prose = []
    }
    func finishExercise() {
      guard let done = exercise else { return }
      if done.expect.isEmpty { problem(done.line, "the exercise '\(done.title)' has no expect block") }
      if done.solution == nil { problem(done.line, "the exercise '\(done.title)' has no solution block") }
      parts.append(.exercise(done))
      exercise = nil
    }

    var index = close + 1
    while index < lines.count {
      let line = lines[index]
      let number = index + 1
      // A heading of level 1 or 2 ends an exercise's section: `# Next topic` after an exercise
      // is the lesson's next part, not more of the exercise.
      if line.hasPrefix("## ") || line.hasPrefix("# ") {
        flushProse()
        finishExercise()
        if line.hasPrefix("## Exercise:") {
          let title = line.dropFirst("## Exercise:".count).trimmed
          if title.isEmpty { problem(number, "an exercise heading needs a title: '## Exercise: what to do'") }
          exercise = Exercise(title: title, line: number, parts: [], expect: [], hints: [], solution: nil, shortcuts: [])
        } else {
          prose.append(line)
        }
        proseLine = number + 1
        index += 1
        continue
      }
      guard let fence = Self.fence(line) else {
        if prose.isEmpty { proseLine = number }
        prose.append(line)
        index += 1
        continue
      }
      // A fenced block: find its end. A lesson block that opens before it does means this one
      // was never closed: say so here, at its own line, and read on from the line after it.
      let end = lines[(index + 1)...].firstIndex { $0.trimmed == fence.marker }
      let reopened = lines[(index + 1)...].firstIndex { other in
        guard let next = Self.fence(other), Self.lessonFences.contains(next.info) else { return false }
        return next.marker.first == fence.marker.first
      }
      if let reopened, reopened < end ?? Int.max {
        problem(
          number,
          "the \(fence.marker)\(fence.info) block opened here is never closed: a \(lines[reopened].trimmed) block opens at line \(reopened + 1) first"
        )
        index += 1
        continue
      }
      guard let end else {
        problem(number, "the \(fence.marker)\(fence.info) block opened here is never closed")
        break
      }
      let body = Array(lines[(index + 1)..<end])
      let bodyLine = number + 1
      switch fence.info {
      case "workbench", "solution", "shortcut":
        flushProse()
        let transcript = self.transcript(body, line: bodyLine, path: path, problems: &problems)
        if fence.info == "shortcut" {
          if exercise == nil {
            problem(number, "a shortcut block belongs in an '## Exercise:' section")
          } else {
            exercise!.shortcuts.append(transcript)
          }
        } else if fence.info == "solution" {
          if exercise == nil {
            problem(number, "a solution block belongs in an '## Exercise:' section")
          } else if exercise!.solution != nil {
            problem(number, "the exercise '\(exercise!.title)' already has a solution block")
          } else {
            exercise!.solution = transcript
          }
        } else if exercise != nil {
          exercise!.parts.append(.transcript(transcript))
        } else {
          parts.append(.transcript(transcript))
        }
      case "swift" where exercise != nil && fence.marker.hasPrefix("~"):
        // An exercise's solution in Swift: the block runs as `swift { … }` at the chapter's
        // prompt. Lesson blocks are fenced with ~~~; a ```swift listing stays prose.
        flushProse()
        swiftSyntax(body.joined(separator: "\n"), firstLine: bodyLine, path: path, problems: &problems)
        if exercise!.solution != nil {
          problem(number, "the exercise '\(exercise!.title)' already has a solution block")
        } else {
          let input = "swift {\n" + body.joined(separator: "\n") + "\n}"
          exercise!.solution = Transcript(turns: [
            Transcript.Turn(prompt: chapter + "> ", input: input, output: [], line: number, checksOutput: false)
          ])
        }
      case "expect":
        flushProse()
        guard exercise != nil else {
          problem(number, "an expect block belongs in an '## Exercise:' section")
          break
        }
        for (offset, text) in body.enumerated() where !text.trimmed.isEmpty && !text.hasPrefix("#") {
          switch Predicate.parse(text.trimmed, line: bodyLine + offset) {
          case .success(let predicate): exercise!.expect.append(predicate)
          case .failure(let failure): problem(bodyLine + offset, failure.message)
          }
        }
        if body.allSatisfy({ $0.trimmed.isEmpty }) { problem(number, "the expect block is empty") }
      case "hint":
        flushProse()
        if exercise == nil {
          problem(number, "a hint block belongs in an '## Exercise:' section")
        } else {
          exercise!.hints.append(body.joined(separator: "\n"))
        }
      default:
        // Any other fenced block (Swift code, a diagram) is prose, unless its name is a near miss
        // of a lesson block's, which would silently drop an expect, hint or solution.
        let word = String(fence.info.prefix { !$0.isWhitespace })
        if let meant = Suggestion.closest(to: word, in: Self.lessonFences)
          ?? Self.lessonFences.first(where: { word.lowercased().hasPrefix($0) })
        {
          problem(number, "unknown block '\(fence.marker)\(word)'; did you mean '\(fence.marker)\(meant)'?")
        }
        if word == "swift" { swiftSyntax(body.joined(separator: "\n"), firstLine: bodyLine, path: path, problems: &problems) }
        if prose.isEmpty { proseLine = number }
        prose += [line] + body + [lines[end]]
      }
      index = end + 1
    }
    flushProse()
    finishExercise()
    var lesson = Lesson(
      path: path, title: frontMatter["title"] ?? "", chapter: chapter, source: frontMatter["source"] ?? "",
      frontMatter: frontMatter, parts: parts)
    lesson.grading = grading
    // Exercise titles name tests in every report, and the weights and visibilities by title.
    var seen: Set<String> = []
    for exercise in lesson.exercises where !seen.insert(exercise.title).inserted {
      problem(
        exercise.line, "another exercise is already called '\(exercise.title)': titles name the tests, so each must be unique")
    }
    for title in grading.namedExercises.sorted() where !seen.contains(title) {
      let line = (lines[1..<close].firstIndex { $0.contains(title) } ?? 0) + 1
      problem(line, "the front matter gives points or visibility to '\(title)', but no exercise has that title")
    }
    return (lesson, Self.byLine(problems))
  }

  /// Problems in file order; those on one line keep the order they were found in.
  static func byLine(_ problems: [Diagnostic]) -> [Diagnostic] {
    problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
  }

  /// The front matter's keys and their YAML values, or nil when it is not YAML; the error is
  /// reported at its line in the file.
  private func frontMatter(_ yaml: String, path: String, problems: inout [Diagnostic]) -> [String: Any]? {
    do {
      guard let loaded = try YAMLDocument(yaml).root else { return [:] }
      guard let map = loaded as? [String: Any] else {
        problems.append(
          Diagnostic(file: path, line: 2, message: "the front matter must be 'key: value' lines", unusable: true))
        return nil
      }
      return map
    } catch {
      // The YAML starts on the file's second line.
      problems.append(
        Diagnostic(
          file: path, line: 1 + error.line, message: "bad YAML in the front matter: \(error.problem)", unusable: true))
    }
    return nil
  }

  /// A transcript block: prompt lines are inputs, the lines after them the expected output.
  private func transcript(_ body: [String], line: Int, path: String, problems: inout [Diagnostic]) -> Transcript {
    var turns: [Transcript.Turn] = []
    var offset = 0
    while offset < body.count {
      let text = body[offset]
      let number = line + offset
      offset += 1
      if let (name, first) = Transcript.promptLine(text) {
        // A Swift block's lines follow its prompt line until its braces balance.
        let input = Tokenizer.continuing(first, in: body, at: &offset)
        if name != "workbench", catalog.commandNames(ofChapter: name) == nil {
          problems.append(
            Diagnostic(
              file: path, line: number,
              message: "unknown chapter '\(name)' in the prompt"
                + (Suggestion.didYouMean(name, in: catalog.names).map { "; \($0)" } ?? "")))
        }
        if let words = try? Tokenizer.commands(in: input) {
          for command in words where Tokenizer.isSwiftCommand(command) {
            guard let source = command.last.flatMap(SwiftHost.source(ofBlock:)) else { continue }
            swiftSyntax(source, firstLine: number, path: path, problems: &problems)
          }
        }
        turns.append(Transcript.Turn(prompt: name + "> ", input: input, output: [], line: number))
      } else if turns.isEmpty {
        if !text.trimmed.isEmpty {
          problems.append(
            Diagnostic(
              file: path, line: number,
              message: "a transcript starts with a prompt line such as 'views> show v1'"))
        }
      } else {
        turns[turns.count - 1].output.append(text)
      }
    }
    if turns.isEmpty, body.allSatisfy({ $0.trimmed.isEmpty }) {
      problems.append(Diagnostic(file: path, line: max(1, line - 1), message: "the transcript block is empty"))
    }
    return Transcript(turns: turns)
  }

  /// Reports the first syntax error of a lesson's Swift, which starts on `firstLine`, as Swift's
  /// parser words it; nothing when no Swift runner is installed (a program without Swift).
  private func swiftSyntax(_ source: String, firstLine: Int, path: String, problems: inout [Diagnostic]) {
    guard let error = SwiftHost.runner?.syntaxError(in: source) else { return }
    problems.append(
      Diagnostic(file: path, line: firstLine + error.line - 1, message: "Swift, column \(error.column): \(error.message)"))
  }

  /// The blocks a lesson gives meaning to; any other fenced block is prose.
  static let lessonFences = ["workbench", "expect", "hint", "solution", "shortcut"]

  /// A fence line: ``` or ~~~ (three or more), then an info word.
  static func fence(_ line: String) -> (marker: String, info: String)? {
    let trimmed = line.trimmed
    for character in ["`", "~"] {
      let marker = String(trimmed.prefix { String($0) == character })
      if marker.count >= 3 { return (marker, trimmed.dropFirst(marker.count).trimmed) }
    }
    return nil
  }

  static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
    var line = 1
    var start = 0
    for (offset, byte) in bytes.enumerated() where byte == 0x0A || offset == bytes.count - 1 {
      let end = byte == 0x0A ? offset : offset + 1
      if String(validating: bytes[start..<end], as: UTF8.self) == nil { return line }
      line += 1
      start = offset + 1
    }
    return nil
  }
}
