extension Engine {
  mutating func runGlobal(_ command: GlobalCommand, _ arguments: Arguments, _ output: inout Output) throws(CommandError) -> Flow {
    switch command {
    case .help:
      try help(arguments.optionalWord("command"), &output)
    case .chapters:
      output.lines(Renderer.chapters(state.worlds, listed: catalog.listedNames, active: activeChapter))
    case .use:
      let name = arguments.word("chapter")
      guard let chapter = catalog.index(of: name) else { throw unknownChapter(name) }
      activate(chapter, &output)
    case .show:
      if let field = arguments.optionalWord("field") {
        try show(arguments.word("path"), field: field, &output)
      } else {
        try show(arguments.optionalWord("path"), &output)
      }
    case .inspect:
      try inspect(arguments.word("path"), json: arguments.flag("json"), &output)
    case .diff:
      output.lines(Renderer.diff(try lastChange.map { change throws(CommandError) in (change.label, try changes(change)) }))
    case .step:
      try step(arguments.optionalWord("count"), &output)
    case .continue:
      try continueProcess(&output)
    case .back:
      try back(arguments.optionalInteger("count") ?? 1, &output)
    case .goto:
      try goto(arguments.integer("event"), &output)
    case .where:
      let number = timeline.stopCount(upTo: timeline.position)
      output.lines(Renderer.position(number, of: timeline.stopCount(), process: pausedStatus, active: activeWorld))
    case .timeline:
      let number = timeline.stopCount(upTo: timeline.position)
      output.lines(Renderer.timeline(timeline.stops, position: number, all: arguments.flag("all")))
    case .history:
      output.lines(Renderer.history(inputHistory))
    case .save:
      let path = arguments.word("file")
      let text = transcriptText()
      try FileOutput.write(text, to: path)
      output.lines(Renderer.saved(lines: entries.count, to: path))
    case .quit:
      return .quit
    }
    return .next
  }

  var activeWorld: (any AnyWorld)? { active.map { state.worlds[$0] } }

  /// The names a line can start with here.
  ///
  /// Global commands, listed chapters and the active chapter's commands: suggestions and
  /// completion both offer these.
  var commandNames: [String] {
    Catalog.globalCommandNames + hostCommands.map(\.name) + catalog.listedNames
      + (activeWorld?.commandSpecs.map(\.name) ?? [])
  }

  mutating func activate(_ chapter: Int, _ output: inout Output) {
    active = chapter
    output.lines(Renderer.activated(state.worlds[chapter].chapterName))
  }

  var pausedStatus: (chapter: String, status: ProcessStatus)? {
    guard let chapter = state.pausedChapter, let status = state.worlds[chapter].process else { return nil }
    return (state.worlds[chapter].chapterName, status)
  }

  func unknownChapter(_ name: String) -> CommandError {
    let names = catalog.listedNames
    return CommandError(
      "no chapter named \(Format.echo(name))",
      suggestion: Suggestion.didYouMean(name, in: names)
        ?? (names.isEmpty ? "no chapters are installed yet" : "the chapters are " + names.joined(separator: ", ")))
  }

  private func help(_ topic: String?, _ output: inout Output) throws(CommandError) {
    guard let topic else {
      output.lines(
        Renderer.overview(
          globals: GlobalCommand.specs, study: hostCommands, chapters: catalog.listedNames, active: activeWorld))
      return
    }
    if let global = GlobalCommand(rawValue: topic) {
      output.lines(Renderer.help(for: global.spec))
    } else if let spec = hostSpec(named: topic) {
      output.lines(Renderer.help(for: spec))
    } else if let chapter = catalog.index(of: topic) {
      output.lines(Renderer.chapterHelp(state.worlds[chapter]))
    } else if let world = activeWorld, let spec = world.commandSpecs.first(where: { $0.name == topic }) {
      output.lines(Renderer.help(for: spec, chapter: world.chapterName))
    } else {
      throw CommandError(
        "no help for \(Format.echo(topic)): it is not a command or a chapter",
        suggestion: Suggestion.didYouMean(topic, in: commandNames) ?? "type 'help' to list the commands")
    }
  }

  /// The transcript `save` writes: each line after its prompt, then what it printed.
  func transcriptText() -> String {
    var text = ""
    for entry in entries {
      text += entry.prompt + entry.input + "\n"
      for line in entry.output { text += line + "\n" }
    }
    return text
  }
}
