import Lessons

/// `workbench lint`: everything that can be wrong in a lesson file without running it.
public struct Linter {
  public let catalog: Catalog

  public init(catalog: Catalog) { self.catalog = catalog }

  public struct Report: Sendable {
    /// Each file checked with its problems, in order.
    public var files: [(path: String, problems: [Diagnostic])]
    /// Paths that name no lesson: missing files, folders without lessons.
    public var pathErrors: [String]

    public var passed: Int { files.filter { $0.problems.isEmpty }.count }
    public var failed: Int { files.count - passed }
    /// Bad paths, or files that cannot be read as lessons at all (not UTF-8, bad YAML).
    public var unusable: Bool { !pathErrors.isEmpty || files.contains { $0.problems.contains(where: \.unusable) } }
  }

  public func lint(_ paths: [String]) -> Report {
    let found = LessonFiles(paths: paths)
    var files: [(path: String, problems: [Diagnostic])] = []
    for path in found.files {
      switch LessonFiles.read(path) {
      case .success(let bytes): files.append((path, lint(bytes: bytes, path: path)))
      case .failure(let problem): files.append((path, [problem]))
      }
    }
    return Report(files: files, pathErrors: found.errors)
  }

  /// The parser's problems, then unknown commands in every transcript and solution.
  public func lint(bytes: [UInt8], path: String) -> [Diagnostic] {
    let (lesson, problems) = LessonParser(catalog: catalog).parse(bytes: bytes, path: path)
    guard let lesson else { return problems }
    var found = problems
    if let problem = folderMismatch(lesson) { found.append(problem) }
    // The session's chapter carries from block to block, as the checker runs them.
    var chapter = lesson.chapter
    for transcript in Self.transcripts(in: lesson.parts) {
      for turn in transcript.turns {
        let prompt = String(turn.prompt.dropLast(2))
        if !lesson.chapter.isEmpty, prompt != chapter, catalog.commandNames(ofChapter: prompt) != nil || prompt == "workbench" {
          found.append(
            Diagnostic(
              file: path, line: turn.line,
              message: "the prompt '\(turn.prompt)' is not the session's: at this point it is '\(chapter)> '"
                + (chapter == lesson.chapter ? " (a lesson runs in its chapter, \(lesson.chapter))" : "")))
        }
        if let message = unknownCommand(turn) { found.append(Diagnostic(file: path, line: turn.line, message: message)) }
        chapter = activated(by: turn.input, in: chapter) ?? chapter
      }
    }
    return LessonParser.byLine(found)
  }

  /// A lesson filed in another chapter's folder (`Lessons/views/` saying `chapter: undo`), or in
  /// a folder whose name is a near miss of its chapter's: its id and its chapter would disagree.
  private func folderMismatch(_ lesson: Lesson) -> Diagnostic? {
    let parts = lesson.path.split(separator: "/")
    guard parts.count >= 2, !lesson.chapter.isEmpty else { return nil }
    let folder = String(parts[parts.count - 2])
    guard folder != lesson.chapter,
      catalog.commandNames(ofChapter: folder) != nil || Suggestion.closest(to: folder, in: [lesson.chapter]) != nil
    else { return nil }
    return Diagnostic(
      file: lesson.path, line: 1,
      message:
        "the lesson says 'chapter: \(lesson.chapter)' but is filed in the folder '\(folder)': a lesson goes in its chapter's folder"
    )
  }

  /// The chapter a line makes active (`views`, `use views`), if it does.
  ///
  /// The active chapter's own name can be one of its commands (`undo` in the undo chapter),
  /// which activates nothing.
  private func activated(by input: String, in active: String) -> String? {
    guard let commands = try? Tokenizer.commands(in: input) else { return nil }
    var chapter = active
    for words in commands {
      if words.count == 1, words[0] != chapter, catalog.commandNames(ofChapter: words[0]) != nil { chapter = words[0] }
      if words.count == 2, words[0] == "use", catalog.commandNames(ofChapter: words[1]) != nil { chapter = words[1] }
    }
    return chapter
  }

  static func transcripts(in parts: [Lesson.Part]) -> [Transcript] {
    parts.flatMap { part -> [Transcript] in
      switch part {
      case .prose: []
      case .transcript(let transcript): [transcript]
      case .exercise(let exercise):
        transcripts(in: exercise.parts) + exercise.shortcuts + (exercise.solution.map { [$0] } ?? [])
      }
    }
  }

  /// Why the commands of an input line would not be found, or nil when they all would.
  private func unknownCommand(_ turn: Transcript.Turn) -> String? {
    let commands: [[String]]
    do {
      commands = try Tokenizer.commands(in: turn.input)
    } catch {
      return "the input cannot be split into words: \(error.message)"
    }
    let chapter = String(turn.prompt.dropLast(2))
    for words in commands {
      let name = words[0]
      if Catalog.globalCommandNames.contains(name) { continue }
      if let commands = catalog.commandNames(ofChapter: name) {
        let isOwnCommand = catalog.isOwnCommand(name, followedBy: Array(words.dropFirst()), activeChapter: chapter)
        if !isOwnCommand, words.count > 1, !commands.contains(words[1]) {
          return "the \(name) chapter has no command '\(words[1])'"
            + (Suggestion.didYouMean(words[1], in: commands).map { "; \($0)" } ?? "")
        }
        continue
      }
      let known = catalog.commandNames(ofChapter: chapter) ?? []
      if !known.contains(name) {
        return "unknown command '\(name)'"
          + (Suggestion.didYouMean(name, in: known + Catalog.globalCommandNames).map { "; \($0)" } ?? "")
      }
    }
    return nil
  }
}
