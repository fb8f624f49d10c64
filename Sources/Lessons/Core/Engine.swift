/// The command engine: reads one input line at a time, runs global and chapter commands, and
/// keeps every chapter's live state on one timeline.
///
/// The engine never touches a terminal. Output goes to `emit` as it is produced (so a long
/// `continue` streams) and is also returned; the shell and the lesson checker render the same
/// lines, which is what makes transcripts comparable.
public struct Engine: Sendable {
  public enum Outcome: Sendable, Equatable {
    case ok
    /// A command failed; it changed nothing, and the rest of the line was skipped.
    case failed
    /// Ctrl-C stopped a running command; the state is the one reached so far.
    case interrupted
    case quit
  }

  public struct Report: Sendable {
    public var outcome: Outcome
    public var lines: [OutputLine]
  }

  /// What the last state-changing command did, for `diff`.
  ///
  /// The timeline positions it went from and to: `diff` rebuilds both states, since keeping
  /// them here would make the next command copy every collection it changes.
  struct Change: Sendable {
    var label: String
    var from: Int
    var to: Int
  }

  /// One input line and what it printed, for `save`: host commands and their output left out.
  struct Entry: Sendable {
    var prompt: String
    var input: String
    var output: [String]
  }

  public let catalog: Catalog
  var timeline: Timeline
  var state: SessionState
  var active: Int?
  var lastChange: Change?
  /// The session's lines for `save`, since it started or was last started afresh.
  var entries: [Entry] = []
  /// Every line typed, for `history`.
  var typed: [String] = []
  /// The commands a host runs in this session (the study commands); see `SessionHost`.
  public var hostCommands: [CommandSpec] = []
  /// Set by `restart`, so the line that restarted the session adds nothing to the new one.
  var restarted = false
  /// Events recorded so far, counting those a later `back` dropped.
  var recorded = 0
  /// Comments a host keeps in the saved session, written after the line that ran it.
  var comments: [String] = []
  /// How to put back the state if the command being run fails (see `saveForRestore`).
  var restorePoint = RestorePoint.none
  /// Below this weight a failed command's state is put back from a copy; above it, rebuilt.
  static let copiedWeight = 2048
  /// The outcomes of the live commands the line being run performed or replayed, and the look
  /// that saw Ctrl-C during it, written as `# recorded` and `# interrupted at check` lines
  /// before it in the saved session.
  var recordedLines: [String] = []
  /// Recorded outcomes read from `# recorded` lines, for the live commands of the next line.
  var pendingRecords: [RecordedLine] = []
  /// The look for Ctrl-C at which a `# interrupted at check N` line stops the next line.
  var pendingInterruption: Int?
  /// The line being run as it was typed: where a one-line Swift block's errors point.
  var typedLine = ""
  /// False when the session is replayed to be graded or checked: `save` and `export` then print
  /// what they would write and write nothing (see `FileOutput`).
  public var writesFiles = true
  /// On a terminal, a command that would replace a file asks first (see `mayWrite`); scripts
  /// (plain mode), lesson checks and tests need `--force`.
  public var confirmsOverwrites = false
  /// A command that asked before replacing a file.
  var pendingOverwrite: Confirmation?

  /// A fresh session; `active` names the chapter to start in, as a lesson does.
  public init(catalog: Catalog = .shipped, active chapter: String? = nil) {
    self.catalog = catalog
    let initial = catalog.initialState()
    self.state = initial
    self.timeline = Timeline(initial: initial)
    self.active = chapter.flatMap(catalog.index(of:))
  }

  public var activeChapter: String? { active.map { catalog.chapters[$0].name } }

  /// `views> `, or `workbench> ` before a chapter is chosen.
  public var prompt: String { (activeChapter ?? "workbench") + "> " }

  /// What the further lines of a Swift block follow, after `prompt`: dots, as Python's `...`.
  public static func continuationPrompt(after prompt: String) -> String {
    String(repeating: ".", count: max(1, prompt.count - 2)) + " "
  }

  /// An input as it reads after `prompt`: its first line after the prompt, each further line of
  /// a Swift block after the continuation prompt.
  public static func promptedLines(_ input: String, after prompt: String) -> [String] {
    let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
    let continuation = continuationPrompt(after: prompt)
    return lines.enumerated().map { ($0.offset == 0 ? prompt : continuation) + $0.element }
  }

  /// The lines typed so far, oldest first.
  public var inputHistory: [String] { typed }

  /// Runs one input line: its `;`-separated commands in order, stopping at the first error.
  public mutating func run(
    _ line: String, emit: @escaping (OutputLine) -> Void = { _ in },
    interrupted: @escaping () -> Bool = { false }
  ) -> Report {
    var host = NoHost()
    return run(line, host: &host, emit: emit, interrupted: interrupted)
  }

  /// Runs one input line, handing the host's commands to `host`.
  public mutating func run<Host: SessionHost>(
    _ line: String, host: inout Host, emit: @escaping (OutputLine) -> Void = { _ in },
    interrupted: @escaping () -> Bool = { false }
  ) -> Report {
    if let recorded = RecordedLine.parse(line) {
      // A saved session's record of a live outcome: the next line's live command replays it.
      pendingRecords.append(recorded)
      return Report(outcome: .ok, lines: [])
    }
    if let interruption = RecordedInterruption.parse(line) {
      // A saved session's record of Ctrl-C: the next line stops where the learner's did.
      pendingInterruption = interruption.check
      return Report(outcome: .ok, lines: [])
    }
    let looks = InterruptionLooks(interrupted, recorded: pendingInterruption)
    defer { (pendingRecords, pendingInterruption) = ([], nil) }
    var output = Output(emit: emit, interrupted: looks.isInterrupted)
    let prompt = self.prompt
    let typedBefore = typed.count
    restarted = false
    let (outcome, split) = FileOutput.$isDiscarded.withValue(!writesFiles) { runLine(line, host: &host, &output) }
    if let seen = looks.firstSeen { recordedLines.append(RecordedInterruption(check: seen).comment) }
    if !line.allSatisfy(\.isWhitespace) {
      // Lines a host command ran (`play`) were not typed: history keeps the line that ran them.
      typed.removeSubrange(typedBefore...)
      typed.append(line)
      if !restarted, let input = split.sessionInput(line) {
        entries += recordedLines.map { Entry(prompt: prompt, input: "# " + $0, output: []) }
        entries.append(Entry(prompt: prompt, input: input, output: Self.kept(output.sessionLines.map(\.text))))
      }
      entries += comments.map { Entry(prompt: prompt, input: "# " + $0, output: []) }
    }
    comments = []
    recordedLines = []
    return Report(outcome: outcome, lines: output.lines)
  }

  /// The most lines of one command's output the saved session keeps.
  static let keptOutputLines = 400

  /// A line's output as the saved session keeps it: whole up to `keptOutputLines`.
  ///
  /// Past that, its start and a note. A replay needs only the inputs; the output is there for a
  /// reader, and a session of huge pictures would otherwise hold every one of them in memory.
  static func kept(_ lines: [String]) -> [String] {
    guard lines.count > keptOutputLines else { return lines }
    return Array(lines.prefix(keptOutputLines)) + ["… (\(lines.count - keptOutputLines) more lines not kept)"]
  }

  /// Keeps `text` in the saved session as a comment line after the line being run, where a
  /// replay skips it and a grader can read it (the study `check` keeps its verdicts so).
  public mutating func keepComment(_ text: String) {
    comments.append(text.split(whereSeparator: \.isNewline).joined(separator: " "))
  }

  /// The commands that brought the session to where it is, in order.
  ///
  /// For predicates that test how a state was reached: chapter commands as typed (`sync q { store r 1 }`), a step of a
  /// process or of a chapter's world as `step` (`step w1` for a named actor). What `back` went
  /// back over is not among them, nor what failed (it changed nothing).
  public var commandsSoFar: [String] {
    timeline.events[..<timeline.position].map { event in
      switch event.kind {
      case .command, .recorded:
        guard let marker = event.label.firstRange(of: "> ") else { return event.label }
        return String(event.label[marker.upperBound...])
      case .step: return "step"
      case .tick(_, let actor): return actor.map { "step " + $0 } ?? "step"
      }
    }
  }

  /// The session as `save` writes it: each line after its prompt, then what it printed.
  public var savedSession: String { transcriptText() }

  /// Starts the session afresh, as a new shell would.
  ///
  /// Every chapter goes back to its initial state, the timeline empties and `active` becomes the
  /// active chapter. The typed history stays.
  public mutating func restart(active chapter: String?) {
    // A real exchange this session left open has no one to go on with it.
    if state.worlds.contains(where: \.hasOpenLiveWork) { LiveResources.closeAll() }
    let initial = catalog.initialState()
    state = initial
    timeline = Timeline(initial: initial)
    active = chapter.flatMap(catalog.index(of:))
    lastChange = nil
    entries = []
    restarted = true
  }

  /// Which of a line's commands were the host's, so `save` can leave them out.
  private struct LineSplit {
    var commands: [Tokenizer.Command] = []
    var isHost: [Bool] = []

    /// The line as the session saw it: the whole line when the host ran none of it, the other
    /// commands re-joined when it ran some, nil when it ran all of them.
    func sessionInput(_ line: String) -> String? {
      guard isHost.contains(true) else { return line }
      let kept = zip(commands, isHost).filter { !$0.1 }.map { $0.0.map(Format.quoted).joined(separator: " ") }
      return kept.isEmpty ? nil : kept.joined(separator: "; ")
    }
  }

  private mutating func runLine<Host: SessionHost>(
    _ line: String, host: inout Host, _ output: inout Output
  ) -> (Outcome, LineSplit) {
    let commands: [Tokenizer.Command]
    var split = LineSplit()
    do {
      commands = try Tokenizer.commands(in: line)
    } catch {
      output.error(CommandError(error.message))
      return (.failed, split)
    }
    split.commands = commands
    // A line a host runs (`play`) is typed inside this one: this one's is back after it.
    let outer = typedLine
    typedLine = line
    defer { typedLine = outer }
    var recordedBefore = recorded
    var outcome = Outcome.ok
    for words in commands {
      let isHost = hostSpec(named: words[0]) != nil
      split.isHost.append(isHost)
      output.recordsSession = !isHost
      defer { output.recordsSession = true }
      do {
        if isHost {
          try runHost(words, host: &host, &output)
          // Lines the host ran (`play`) closed their own turns.
          recordedBefore = recorded
          continue
        }
        let flow = try dispatch(words, &output)
        if flow == .quit {
          outcome = .quit
          break
        }
        if output.wasInterrupted {
          outcome = .interrupted
          break
        }
      } catch {
        // A command that failed may have left its world half changed: it changes nothing.
        restore()
        output.error(error)
        outcome = .failed
        break
      }
    }
    // One line is one turn of the run loop: chapters close it when the line added events.
    if recorded != recordedBefore, timeline.isAtEnd {
      output.lines(state.closeTurn())
      timeline.endTurn(reaching: state)
    }
    return (outcome, split)
  }

  enum Flow { case next, quit }

  /// Host commands come before the active chapter's commands of the same name; a chapter's
  /// command is still reached by typing the chapter's name first.
  func hostSpec(named name: String) -> CommandSpec? {
    hostCommands.first { $0.name == name }
  }

  private mutating func runHost<Host: SessionHost>(
    _ words: [String], host: inout Host, _ output: inout Output
  ) throws(CommandError) {
    guard let spec = hostSpec(named: words[0]) else { return }
    let rest = Array(words.dropFirst())
    if rest.contains("--help") {
      output.lines(Renderer.help(for: spec))
      return
    }
    let arguments = try Arguments.parse(rest, for: spec)
    output.lines(try host.run(spec.name, arguments, session: &self))
  }

  private mutating func dispatch(_ words: [String], _ output: inout Output) throws(CommandError) -> Flow {
    let name = words[0]
    let rest = Array(words.dropFirst())
    if let global = GlobalCommand(rawValue: name) {
      let spec = global.spec
      if rest.contains("--help") {
        output.lines(Renderer.help(for: spec))
        return .next
      }
      let arguments = try Arguments.parse(rest, for: spec)
      guard try mayWrite(spec, arguments, words: words, &output) else { return .next }
      return try runGlobal(global, arguments, &output)
    }
    if let chapter = catalog.index(of: name), !catalog.isOwnCommand(name, followedBy: rest, activeChapter: activeChapter) {
      guard let commandName = rest.first else {
        activate(chapter, &output)
        return .next
      }
      if commandName == "--help" {
        output.lines(Renderer.chapterHelp(state.worlds[chapter]))
        return .next
      }
      try runChapterCommand(chapter: chapter, name: commandName, words: Array(rest.dropFirst()), &output)
      return .next
    }
    if let active, state.worlds[active].command(named: name) != nil {
      try runChapterCommand(chapter: active, name: name, words: rest, &output)
      return .next
    }
    throw unknownCommand(name)
  }

  private func unknownCommand(_ name: String) -> CommandError {
    let shown = Format.echo(name)
    let owners = state.worlds.filter { $0.command(named: name) != nil }.map(\.chapterName)
    if owners.count > 1, owners.count == state.worlds.count {
      // `swift` and the like belong to every chapter: one must be active.
      return CommandError(
        "\(shown) is a command of every chapter, and none is active",
        suggestion: "choose one first: 'use \(owners[0])' ('chapters' lists them)")
    }
    for world in state.worlds {
      if world.command(named: name) != nil {
        return CommandError(
          "\(shown) is a command of the \(world.chapterName) chapter",
          suggestion: "type '\(world.chapterName) \(name) …' or 'use \(world.chapterName)' first")
      }
    }
    return CommandError(
      "unknown command \(shown)",
      suggestion: Suggestion.didYouMean(name, in: commandNames) ?? "type 'help' to list the commands")
  }

  // MARK: - Chapter commands

  private mutating func runChapterCommand(
    chapter: Int, name: String, words: [String], _ output: inout Output
  ) throws(CommandError) {
    // No copy of the world is held past this point: a chapter's change then works on storage
    // nothing else shares, instead of copying every collection it touches.
    let (command, spec, chapterName) = try chapterCommand(chapter: chapter, name: name)
    if words.contains("--help") {
      output.lines(Renderer.help(for: spec, chapter: chapterName))
      return
    }
    let arguments = try Arguments.parse(words, for: spec)
    guard try mayWrite(spec, arguments, words: [name] + words, &output) else { return }
    if state.worlds[chapter].isQuery(command: command) {
      let world = state.worlds[chapter]
      let poll = output.interrupted
      output.lines(try Interruption.during(poll) { () throws(CommandError) in try world.query(command: command, arguments) })
      return
    }
    if let paused = state.pausedChapter, let status = state.worlds[paused].process {
      throw CommandError(
        "\(status.title) is paused at step \(status.progress)",
        suggestion: "type 'continue' to finish it or 'back' to undo it first")
    }
    let objectsBefore: [InspectField]? = arguments.flag("step") ? state.worlds[chapter].objects() : nil
    let label = "\(chapterName)> " + ([name] + words).map(Format.quoted).joined(separator: " ")
    saveForRestore()
    if state.worlds[chapter].isLive(command: command, arguments) {
      let outcome = try liveRecord(chapter: chapter, command: command, name: name, arguments, &output)
      output.lines(try state.worlds[chapter].apply(command: command, arguments, outcome))
      if !pendingRecords.isEmpty { pendingRecords.removeFirst() }
      recordedLines.append(RecordedLine(chapter: chapterName, command: name, record: outcome).comment)
      record(.recorded(chapter: chapter, command: command, arguments: arguments, record: outcome), label: label)
      return
    }
    var steps = 0
    // A command that steps a timed world (`run`, `clock +S`) may take live ticks.
    let ticker = liveTicker(for: chapterName)
    if state.worlds[chapter].startsProcess(command: command) {
      let poll = output.interrupted
      let typed = typedLine
      try Interruption.during(poll) { () throws(CommandError) in
        try state.worlds[chapter].start(command: command, arguments, typedLine: typed)
      }
      if arguments.flag("step") {
        var objects = objectsBefore
        if advanceReporting(chapter, &output, objects: &objects) != nil { steps = 1 }
      } else {
        // Nobody reads the steps: a Swift run takes them many at a time, untold.
        while true {
          let (taken, finished) = state.worlds[chapter].advance(quietly: 256)
          guard taken > 0 else { break }
          let reported = steps / 256
          steps += taken
          if case .finished(_, let result)? = finished {
            output.lines(result.map { OutputLine($0) })
            break
          }
          if output.checkInterrupt() {
            output.lines(Renderer.interrupted(state.worlds[chapter].process))
            break
          }
          if steps / 256 != reported { Interruption.report(steps, of: state.worlds[chapter].process?.totalSteps, "steps") }
        }
      }
    } else {
      let poll = output.interrupted
      let changed = try ticker.during { () throws(CommandError) in
        try Interruption.during(poll) { () throws(CommandError) in
          try state.worlds[chapter].change(command: command, arguments)
        }
      }
      output.lines(changed)
    }
    record(
      .command(chapter: chapter, command: command, arguments: arguments, steps: steps), label: label,
      live: keepLiveTicks(ticker, chapter: chapterName))
  }

  /// A ticker for a command of `chapter`: it replays the `# recorded` tick lines that come
  /// next, and performs the live ticks past them.
  func liveTicker(for chapter: String) -> LiveTicker {
    let recorded = pendingRecords.prefix { $0.chapter == chapter && $0.command == LiveTick.recordedName }
    return LiveTicker(recorded: recorded.map(\.record), replaying: false)
  }

  /// The outcomes of the live ticks a command that succeeded took, now `# recorded` lines of
  /// the line being run; the pending records it used are gone.
  mutating func keepLiveTicks(_ ticker: LiveTicker, chapter: String) -> [LiveRecord] {
    pendingRecords.removeFirst(min(ticker.used, pendingRecords.count))
    let outcomes = ticker.outcomes
    recordedLines += outcomes.map { RecordedLine(chapter: chapter, command: LiveTick.recordedName, record: $0).comment }
    return outcomes
  }

  /// The command called `name` in `chapter`: its index, spec and the chapter's name.
  private func chapterCommand(chapter: Int, name: String) throws(CommandError) -> (Int, CommandSpec, String) {
    let world = state.worlds[chapter]
    guard let command = world.command(named: name) else {
      let names = world.commandSpecs.map(\.name)
      throw CommandError(
        "the \(world.chapterName) chapter has no command \(Format.echo(name))",
        suggestion: Suggestion.didYouMean(name, in: names)
          ?? "type 'help \(world.chapterName)' to list its commands")
    }
    return (command, world.spec(of: command), world.chapterName)
  }

  /// The outcome of a live command: the one a `# recorded` line before this line gives, or the
  /// one its live work returns now (Ctrl-C stops that work and changes nothing).
  private func liveRecord(
    chapter: Int, command: Int, name: String, _ arguments: Arguments, _ output: inout Output
  ) throws(CommandError) -> LiveRecord {
    let world = state.worlds[chapter]
    guard let pending = pendingRecords.first else {
      let poll = output.interrupted
      return try Interruption.during(poll) { () throws(CommandError) in try world.perform(command: command, arguments) }
    }
    guard pending.chapter == world.chapterName, pending.command == name else {
      throw CommandError(
        "the '# recorded' line before this one is for '\(pending.chapter) \(pending.command)', not '\(world.chapterName) \(name)'",
        suggestion: "put each '# recorded' line just before the command it records")
    }
    return pending.record
  }

  /// Advances the paused process in `chapter` by one step and prints what it did, why, the
  /// fields it changed and, after the last step, the command's result.
  ///
  /// Returns the label the timeline shows for the step, or nil when nothing was paused.
  /// `objects` carries the chapter's objects from one step to the next, so a long `continue`
  /// inspects the state once per step instead of twice.
  mutating func advanceReporting(_ chapter: Int, _ output: inout Output, objects: inout [InspectField]?) -> String? {
    guard var status = state.worlds[chapter].process else { return nil }
    let before = objects ?? state.worlds[chapter].objects()
    // A step that changes nothing (most of a hit-test's) is found by comparing states, which
    // shared storage makes quick, instead of inspecting every object again.
    let world = state.worlds[chapter]
    guard let step = state.worlds[chapter].advance() else { return nil }
    status.stepsDone += 1
    let after = state.worlds[chapter].hasSameState(as: world) ? before : state.worlds[chapter].objects()
    objects = after
    output.lines(Renderer.step(step, status: status, changes: FieldChange.between(before, after)))
    return "  " + Renderer.stepCounter(status) + step.note.text
  }

  mutating func record(_ kind: Timeline.Kind, label: String, live: [LiveRecord] = []) {
    let from = timeline.position
    timeline.append(Timeline.Event(kind: kind, label: label, live: live), reaching: state)
    recorded += 1
    lastChange = Change(label: label, from: from, to: timeline.position)
    restorePoint = .none
  }

  /// How a failed command's state is put back.
  enum RestorePoint: Sendable {
    /// Nothing was about to change.
    case none
    /// A copy of the small state before the command.
    case copy(SessionState)
    /// Rebuilt from the timeline, for a big state.
    case rebuild
  }

  /// Keeps the state before a command, to put back if it fails, when the state is small
  /// enough that the copy costs less than rebuilding it from the timeline.
  mutating func saveForRestore() {
    restorePoint = state.weight < Self.copiedWeight ? .copy(state) : .rebuild
  }

  /// Puts back the state at the timeline's position after a command failed half way.
  mutating func restore() {
    switch restorePoint {
    case .none: break
    case .copy(let saved): state = saved
    case .rebuild:
      state = timeline.state(at: timeline.position) ?? state
      // Failures come in runs (a learner trying again, a script of bad lines): the next one
      // rebuilds from here.
      timeline.keepRecovery(state)
    }
    restorePoint = .none
  }
}

/// Collects a line's output and forwards it as it is produced.
struct Output {
  let emit: (OutputLine) -> Void
  let interrupted: () -> Bool
  private(set) var lines: [OutputLine] = []
  /// The lines that belong to the session's transcript: all but a host command's.
  private(set) var sessionLines: [OutputLine] = []
  var recordsSession = true
  private(set) var wasInterrupted = false

  init(emit: @escaping (OutputLine) -> Void, interrupted: @escaping () -> Bool) {
    self.emit = emit
    self.interrupted = interrupted
  }

  mutating func lines(_ new: [OutputLine]) {
    for line in new {
      lines.append(line)
      if recordsSession { sessionLines.append(line) }
      emit(line)
    }
  }

  mutating func lines(_ texts: [String]) { lines(texts.map { OutputLine($0) }) }

  mutating func error(_ error: CommandError) { lines([Renderer.error(error)]) }

  /// Polls for Ctrl-C; once seen, it stays seen for the rest of the line.
  mutating func checkInterrupt() -> Bool {
    if !wasInterrupted && interrupted() { wasInterrupted = true }
    return wasInterrupted
  }
}
