/// What Tab offers for the word under the cursor.
public struct Completion: Sendable, Equatable {
  /// The partial word before the cursor that the candidates replace.
  public var word: String
  /// Full replacements for `word`, sorted.
  public var candidates: [String]
  /// Whether a single candidate is finished (add a space) or can go on (a path with fields).
  public var appendsSpace: Bool
}

extension Engine {
  /// Completions for the end of `text`, the line up to the cursor.
  ///
  /// The context decides what is offered: command and chapter names first, then what the command's
  /// parameter takes (objects,
  /// property paths after a dot, chapter names, choices), or its flags after `-`.
  public func complete(_ text: String) -> Completion {
    let segment = text.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    var words = segment.split(whereSeparator: \.isWhitespace).map(String.init)
    let word = (segment.last.map { $0.isWhitespace } ?? true) ? "" : words.removeLast()
    var appendsSpace = true
    let candidates: [String]
    if words.isEmpty {
      candidates = commandNames
    } else if let (spec, chapter, arguments) = commandContext(words) {
      if word.hasPrefix("-") {
        candidates = spec.options.map { "--" + $0.name } + ["--help"]
      } else if let kind = parameterKind(spec, arguments) {
        // A global command's paths start in the active chapter or name a chapter first.
        let isGlobal = GlobalCommand(rawValue: words[0]) != nil
        (candidates, appendsSpace) = values(of: kind, word: word, chapter: chapter, global: isGlobal)
      } else {
        candidates = []
      }
    } else if words.count == 1, let chapter = catalog.index(of: words[0]) {
      candidates = state.worlds[chapter].commandSpecs.map(\.name)
    } else {
      candidates = []
    }
    let matches = Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted()
    return Completion(word: word, candidates: matches, appendsSpace: matches.count == 1 ? appendsSpace : true)
  }

  /// The spec of the command being typed, the chapter it belongs to, and its words so far.
  private func commandContext(_ words: [String]) -> (CommandSpec, Int?, [String])? {
    if let global = GlobalCommand(rawValue: words[0]) {
      return (global.spec, active, Array(words.dropFirst()))
    }
    if let spec = hostSpec(named: words[0]) {
      return (spec, active, Array(words.dropFirst()))
    }
    if let chapter = catalog.index(of: words[0]),
      !catalog.isOwnCommand(words[0], followedBy: Array(words.dropFirst()), activeChapter: activeChapter)
    {
      guard words.count >= 2, let command = state.worlds[chapter].command(named: words[1]) else { return nil }
      return (state.worlds[chapter].spec(of: command), chapter, Array(words.dropFirst(2)))
    }
    if let active, let command = state.worlds[active].command(named: words[0]) {
      return (state.worlds[active].spec(of: command), active, Array(words.dropFirst()))
    }
    return nil
  }

  /// The kind of the positional parameter the next word fills.
  private func parameterKind(_ spec: CommandSpec, _ arguments: [String]) -> ValueKind? {
    var position = 0
    var skipValue = false
    for argument in arguments {
      if skipValue {
        skipValue = false
      } else if argument.hasPrefix("--") {
        skipValue = spec.options.first { "--" + $0.name == argument }?.value != nil
      } else {
        position += 1
      }
    }
    if skipValue, let option = arguments.last.flatMap({ last in spec.options.first { "--" + $0.name == last } }) {
      return option.value
    }
    guard !spec.parameters.isEmpty else { return nil }
    if position < spec.parameters.count { return spec.parameters[position].kind }
    return spec.parameters.last?.isRepeated == true ? spec.parameters.last?.kind : nil
  }

  private func values(of kind: ValueKind, word: String, chapter: Int?, global: Bool) -> ([String], Bool) {
    switch kind {
    case .object:
      return (chapter.map { state.worlds[$0].objects().map(\.name) } ?? [], true)
    case .path:
      return global ? globalPathCompletions(word) : pathCompletions(word, in: chapter.map { state.worlds[$0] })
    case .chapter:
      return (catalog.listedNames, true)
    case .command:
      return (commandNames, true)
    case .choice(let choices), .named(let choices):
      return (choices, true)
    case .word, .text, .number, .integer, .file:
      return ([], true)
    }
  }

  /// Object names, or after a dot the fields of what the path so far names, within one chapter.
  private func pathCompletions(_ word: String, in world: (any AnyWorld)?) -> ([String], Bool) {
    guard let world else { return ([], true) }
    guard let dot = word.lastIndex(of: ".") else { return (world.objects().map(\.name), true) }
    let parent = String(word[..<dot])
    guard let path = InspectPath(parent), let value = try? world.resolver.resolve(path) else { return ([], true) }
    return fieldCompletions(word, parent: parent, value: value, resolver: world.resolver)
  }

  /// Paths for `show` and `inspect`: the active chapter's objects and the chapter names, then
  /// fields after a dot, resolved exactly as the commands resolve them.
  private func globalPathCompletions(_ word: String) -> ([String], Bool) {
    guard let dot = word.lastIndex(of: ".") else {
      let objects = activeWorld?.objects().map(\.name) ?? []
      let matches = (objects + catalog.listedNames).filter { $0.hasPrefix(word) }
      // A lone chapter name goes on with a dot, not a space.
      return (objects + catalog.listedNames, !(matches.count == 1 && catalog.index(of: matches[0]) != nil))
    }
    let parent = String(word[..<dot])
    if let chapter = catalog.index(of: parent), activeWorld?.object(named: parent) == nil {
      // `testbed.` alone: that chapter's objects.
      return (state.worlds[chapter].objects().map { parent + "." + $0.name }, true)
    }
    guard let path = InspectPath(parent), let (resolver, inner) = try? resolver(for: path),
      let value = try? resolver.resolve(inner)
    else { return ([], true) }
    return fieldCompletions(word, parent: parent, value: value, resolver: resolver)
  }

  /// `parent.field` for each field of `value` (following a reference), and whether a single
  /// match is a leaf that takes a space after it.
  private func fieldCompletions(_ word: String, parent: String, value: InspectValue, resolver: InspectResolver)
    -> ([String], Bool)
  {
    var value = value
    if case .reference(let target) = value, let object = resolver.object(named: target) { value = object }
    let partial = String(word[word.index(after: word.lastIndex(of: ".")!)...])
    let matches = value.fields.filter { $0.name.hasPrefix(partial) }
    return (value.fields.map { parent + "." + $0.name }, matches.count == 1 && matches[0].value.fields.isEmpty)
  }
}
