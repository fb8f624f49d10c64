/// Every line of text the engine itself prints: help, errors, listings, step reports, diffs.
///
/// Chapters supply their own result lines; everything around them is made here.
enum Renderer {
  static func error(_ error: CommandError) -> OutputLine {
    let text = "error: " + error.message + (error.suggestion.map { "; " + $0 } ?? "")
    // One line, whatever the learner typed.
    return OutputLine(String(text.map { $0.isNewline ? " " : $0 }), .error)
  }

  static func activated(_ chapter: String) -> [OutputLine] {
    [OutputLine("\(chapter) is now the active chapter (type 'help' for its commands)")]
  }

  static func saved(lines count: Int, to path: String) -> [OutputLine] {
    [OutputLine("saved \(count) line\(count == 1 ? "" : "s") to \(path)")]
  }

  // MARK: - Help

  static func overview(globals: [CommandSpec], study: [CommandSpec], chapters: [String], active: (any AnyWorld)?)
    -> [OutputLine]
  {
    var lines = [OutputLine("Commands you can always use:", .heading)]
    lines += table(globals.map { ($0.name, $0.abstract) })
    if !study.isEmpty {
      lines.append(OutputLine("Lessons:", .heading))
      lines += table(study.map { ($0.name, $0.abstract) })
    }
    if let active {
      lines.append(OutputLine("Commands of the \(active.chapterName) chapter:", .heading))
      lines += table(active.commandSpecs.map { ($0.name, $0.abstract) })
    }
    lines.append(
      OutputLine(
        chapters.isEmpty
          ? "No chapters are installed yet."
          : "Chapters: " + chapters.joined(separator: ", ") + " (type a chapter's name to make it active)"))
    lines.append(OutputLine("Type 'help COMMAND' or 'COMMAND --help' for details and an example.", .note))
    return lines
  }

  static func chapterHelp(_ world: any AnyWorld) -> [OutputLine] {
    [OutputLine("\(world.chapterName): \(world.abstract)", .heading)]
      + table(world.commandSpecs.map { ($0.name, $0.abstract) })
      + [OutputLine("Type '\(world.chapterName) COMMAND --help' for details and an example.", .note)]
  }

  static func help(for spec: CommandSpec, chapter: String? = nil) -> [OutputLine] {
    var lines = [OutputLine("usage: " + spec.usage, .heading), OutputLine(spec.abstract)]
    if let discussion = spec.discussion { lines.append(OutputLine(discussion)) }
    var rows = spec.parameters.map { ($0.name.uppercased(), $0.help) }
    rows += spec.options.map { option in
      (option.valueName.map { "--\(option.name) \($0)" } ?? "--\(option.name)", option.help)
    }
    rows.append(("--help", "show this help"))
    lines += table(rows)
    lines.append(OutputLine(spec.examples.count == 1 ? "example:" : "examples:", .heading))
    let prefix = chapter.map { "\($0)> " } ?? ""
    lines += spec.examples.map { OutputLine("  " + prefix + $0) }
    return lines
  }

  static func chapters(_ worlds: [any AnyWorld], listed: [String], active: String?) -> [OutputLine] {
    let shown = worlds.filter { listed.contains($0.chapterName) }
    guard !shown.isEmpty else {
      return [OutputLine("No chapters are installed yet; they arrive with the chapter issues.")]
    }
    return table(shown.map { (($0.chapterName == active ? "* " : "  ") + $0.chapterName, $0.abstract) }, indent: 0)
  }

  private static func table(_ rows: [(String, String)], indent: Int = 2) -> [OutputLine] {
    let width = min(rows.map(\.0.count).max() ?? 0, 24)
    return rows.map { name, text in
      let padding = String(repeating: " ", count: max(1, width - name.count + 2))
      return OutputLine(String(repeating: " ", count: indent) + name + padding + text)
    }
  }

  // MARK: - Stepping and the timeline

  /// `[2/4] `: the step just taken and the total when known.
  static func stepCounter(_ status: ProcessStatus) -> String {
    "[\(status.stepsDone)" + (status.totalSteps.map { "/\($0)" } ?? "") + "] "
  }

  static func step(_ step: ProcessStep, status: ProcessStatus, changes: [FieldChange]) -> [OutputLine] {
    let counter = stepCounter(status)
    var lines = noteLines(step.note, prefix: counter) + changeLines(changes, indent: counter.count)
    if case .finished(_, let result) = step { lines += result.map { OutputLine($0) } }
    return lines
  }

  static func tick(_ note: StepNote, changes: [FieldChange]) -> [OutputLine] {
    noteLines(note, prefix: "tick: ") + changeLines(changes, indent: 6)
  }

  private static func noteLines(_ note: StepNote, prefix: String) -> [OutputLine] {
    var lines = [OutputLine(prefix + note.text)]
    let pad = String(repeating: " ", count: prefix.count)
    lines += note.details.map { OutputLine(pad + $0) }
    if let why = note.why {
      lines.append(OutputLine(pad + "because " + why, .note))
    }
    return lines
  }

  private static func changeLines(_ changes: [FieldChange], indent: Int) -> [OutputLine] {
    let pad = String(repeating: " ", count: indent)
    return changes.map { OutputLine(pad + changeText($0), .change) }
  }

  static func changeText(_ change: FieldChange) -> String {
    switch (change.before, change.after) {
    case (nil, let after?): "+ \(change.path): \(after)"
    case (let before?, nil): "- \(change.path): \(before)"
    case (let before, let after): "\(change.path): \(before ?? "nil") -> \(after ?? "nil")"
    }
  }

  static func interrupted(_ status: ProcessStatus?) -> [OutputLine] {
    guard let status else { return [OutputLine("interrupted", .note)] }
    return [
      OutputLine(
        "interrupted: \(status.title) is paused at step \(status.progress) (step, continue or back)", .note)
    ]
  }

  static func diff(_ change: (label: String, chapters: [(chapter: String, changes: [FieldChange])])?) -> [OutputLine] {
    guard let change else { return [OutputLine("nothing has changed yet")] }
    guard !change.chapters.isEmpty else { return [OutputLine("'\(change.label.trimmed)' changed nothing")] }
    var lines = [OutputLine("changes made by '\(change.label.trimmed)':", .heading)]
    for (chapter, changes) in change.chapters {
      if change.chapters.count > 1 { lines.append(OutputLine("  \(chapter):", .heading)) }
      lines += changeLines(changes, indent: change.chapters.count > 1 ? 4 : 2)
    }
    return lines
  }

  static func position(
    _ position: Int, of count: Int, process: (chapter: String, status: ProcessStatus)?, active: (any AnyWorld)?
  ) -> [OutputLine] {
    var text = "at event \(position) of \(count)"
    if position < count {
      let later = count - position
      text += " (\(later) later event\(later == 1 ? "" : "s"): 'goto \(count)' returns; a new command or step replaces them)"
    }
    var lines = [OutputLine(text)]
    if let process {
      lines.append(OutputLine("\(process.status.title) in \(process.chapter) is paused at step \(process.status.progress)"))
    }
    if let active {
      let objects = active.objects()
      lines.append(
        OutputLine(
          "active chapter: \(active.chapterName), \(objects.count) object\(objects.count == 1 ? "" : "s")"
            + (objects.isEmpty ? "" : ": " + objects.map(\.name).joined(separator: ", "))))
    }
    return lines
  }

  /// The timeline by stops: each input line's events on one line, each step on its own.
  static func timeline(_ stops: [Timeline.Stop], position: Int, all: Bool) -> [OutputLine] {
    let events = stops.map { stopLabel($0.labels) }
    guard !events.isEmpty else { return [OutputLine("no events yet: chapter commands add them")] }
    let limit = 20
    // A window of `limit` events around the position, kept inside the timeline.
    let first = all ? 0 : max(0, min(position - limit / 2, events.count - limit))
    let end = all ? events.count : min(events.count, first + limit)
    var lines: [OutputLine] = []
    if first > 0 { lines.append(OutputLine("  … \(first) earlier event\(first == 1 ? "" : "s") ('timeline --all')", .note)) }
    let width = String(events.count).count
    if first == 0 {
      lines.append(OutputLine((position == 0 ? ">" : " ") + " " + String(repeating: " ", count: width - 1) + "0  (start)"))
    }
    for index in first..<end {
      let number = String(index + 1)
      let marker = index + 1 == position ? ">" : " "
      lines.append(
        OutputLine(marker + " " + String(repeating: " ", count: width - number.count) + number + "  " + events[index]))
    }
    if end < events.count {
      let rest = events.count - end
      lines.append(OutputLine("  … \(rest) later event\(rest == 1 ? "" : "s") ('timeline --all')", .note))
    }
    return lines
  }

  /// One stop's events as one line: `undo> set z.value 1; set z.value 2`, the prompt once.
  static func stopLabel(_ labels: [String]) -> String {
    guard labels.count > 1 else { return labels.first ?? "" }
    let trimmed = labels.map(\.trimmed)
    guard let marker = trimmed[0].firstRange(of: "> ") else { return trimmed.joined(separator: "; ") }
    let prompt = trimmed[0][..<marker.upperBound]
    return String(prompt) + trimmed.map { $0.hasPrefix(prompt) ? String($0.dropFirst(prompt.count)) : $0 }.joined(separator: "; ")
  }

  static func history(_ inputs: [String]) -> [OutputLine] {
    guard !inputs.isEmpty else { return [OutputLine("no lines typed yet")] }
    let width = String(inputs.count).count
    return inputs.enumerated().map { index, input in
      let number = String(index + 1)
      return OutputLine(String(repeating: " ", count: width - number.count) + number + "  " + Format.printable(input))
    }
  }

  // MARK: - Inspection

  static func objects(_ objects: [InspectField], chapter: String) -> [OutputLine] {
    guard !objects.isEmpty else { return [OutputLine("\(chapter) has no objects yet")] }
    return objects.map { OutputLine($0.value.isObject ? $0.value.line : "\($0.name) = \($0.value.line)") }
  }

  /// `show`: the value's line, then one level of fields.
  static func show(_ value: InspectValue, path: String) -> [OutputLine] {
    switch value {
    case .object(let summary, let fields):
      return [OutputLine(summary)] + fields.map { OutputLine("  \($0.name): \($0.value.line)") }
    case .list(let items) where items.contains(where: \.isObject):
      return items.isEmpty ? [OutputLine("[]")] : items.enumerated().map { OutputLine("[\($0)] \($1.line)") }
    default:
      return [OutputLine(value.line)]
    }
  }

  /// `inspect`: every level, indented.
  static func tree(_ value: InspectValue, name: String) -> [OutputLine] {
    var lines: [OutputLine] = []
    appendTree(value, label: name, indent: 0, into: &lines)
    return lines
  }

  private static func appendTree(_ value: InspectValue, label: String, indent: Int, into lines: inout [OutputLine]) {
    let pad = String(repeating: " ", count: indent)
    switch value {
    case .object(let summary, let fields):
      lines.append(OutputLine("\(pad)\(label): \(summary)"))
      for field in fields { appendTree(field.value, label: field.name, indent: indent + 2, into: &lines) }
    case .list(let items) where items.contains(where: \.isObject):
      lines.append(OutputLine("\(pad)\(label): \(items.count) item\(items.count == 1 ? "" : "s")"))
      for (index, item) in items.enumerated() {
        appendTree(item, label: "[\(index)]", indent: indent + 2, into: &lines)
      }
    default:
      lines.append(OutputLine("\(pad)\(label): \(value.line)"))
    }
  }
}

extension StringProtocol {
  /// The text without blanks at either end.
  public var trimmed: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }

  /// The text without blanks and tabs at either end (Foundation's `.whitespaces`): a line end
  /// stays.
  public var trimmedBlanks: Substring {
    var text = Substring(self).drop { $0 == " " || $0 == "\t" }
    while text.last == " " || text.last == "\t" { text.removeLast() }
    return text
  }
}
