extension Engine {
  /// `step [N|ACTOR]`: a count of steps, or one step by a named actor of the active chapter.
  mutating func step(_ word: String?, _ output: inout Output) throws(CommandError) {
    guard let word, Int(word) == nil, !word.hasPrefix("-") else {
      let range = 1...1_000_000
      guard let count = Int(word ?? "1"), (word ?? "1").count <= 19, range.contains(count) else {
        throw CommandError(
          "COUNT is out of range: \(Format.echo(word ?? ""))", suggestion: "use a whole number from 1 to 1000000")
      }
      try step(count: count, &output)
      return
    }
    if let paused = state.pausedChapter, let status = state.worlds[paused].process {
      throw CommandError(
        "\(status.title) is paused at step \(status.progress)",
        suggestion: "type 'step' or 'continue' to finish it first, or 'back' to undo it")
    }
    guard let chapter = active else {
      throw CommandError("step \(Format.echo(word)): no chapter is active", suggestion: "choose one with 'use CHAPTER'")
    }
    let before = state.worlds[chapter].objects()
    saveForRestore()
    let note = try state.worlds[chapter].tick(by: word)
    let name = state.worlds[chapter].chapterName
    let changes = FieldChange.between(before, state.worlds[chapter].objects())
    output.lines(Renderer.tick(note, changes: changes))
    record(.tick(chapter: chapter, actor: word), label: "  tick \(name): \(note.text)")
  }

  /// `step [N]`: the paused process if there is one, else the active chapter's world.
  mutating func step(count: Int, _ output: inout Output) throws(CommandError) {
    if let chapter = state.pausedChapter {
      var objects: [InspectField]?
      for _ in 0..<count {
        guard state.worlds[chapter].process != nil else { break }
        guard let label = advanceReporting(chapter, &output, objects: &objects) else { break }
        record(.step(chapter: chapter), label: label)
        if state.worlds[chapter].process != nil, output.checkInterrupt() {
          output.lines(Renderer.interrupted(state.worlds[chapter].process))
          break
        }
      }
      return
    }
    guard let chapter = active else {
      throw CommandError("nothing to step: no process is paused", suggestion: "run a command with --step first")
    }
    var stepped = 0
    let chapterName = state.worlds[chapter].chapterName
    let poll = output.interrupted
    for _ in 0..<count {
      let before = state.worlds[chapter].objects()
      saveForRestore()
      let ticked: StepNote?
      // A step may take live ticks: Ctrl-C stops their wait, and their outcomes go with it.
      let ticker = liveTicker(for: chapterName)
      do {
        ticked = try ticker.during { () throws(CommandError) in
          try Interruption.during(poll) { () throws(CommandError) in try state.worlds[chapter].tick() }
        }
      } catch {
        if stepped == 0 { throw error }
        restore()
        output.error(error)
        break
      }
      guard let note = ticked else { break }
      stepped += 1
      let name = state.worlds[chapter].chapterName
      let changes = FieldChange.between(before, state.worlds[chapter].objects())
      output.lines(Renderer.tick(note, changes: changes))
      record(
        .tick(chapter: chapter, actor: nil), label: "  tick \(name): \(note.text)",
        live: keepLiveTicks(ticker, chapter: chapterName))
      if output.checkInterrupt() { break }
    }
    if stepped == 0 {
      throw CommandError(
        "nothing to step: no process is paused and \(state.worlds[chapter].chapterName) has nothing scheduled",
        suggestion: "run a command with --step first")
    }
  }

  /// `continue`: the paused process to its end, interruptible between steps.
  mutating func continueProcess(_ output: inout Output) throws(CommandError) {
    guard let chapter = state.pausedChapter else {
      throw CommandError("nothing to continue: no process is paused", suggestion: "run a command with --step first")
    }
    var objects: [InspectField]?
    while state.worlds[chapter].process != nil {
      if output.checkInterrupt() {
        output.lines(Renderer.interrupted(state.worlds[chapter].process))
        return
      }
      guard let label = advanceReporting(chapter, &output, objects: &objects) else { break }
      record(.step(chapter: chapter), label: label)
    }
  }

  /// `back [N]`: N stops back, each an input line or a step of a stepped process.
  mutating func back(_ count: Int, _ output: inout Output) throws(CommandError) {
    let current = timeline.stopCount(upTo: timeline.position)
    guard current > 0 else {
      throw CommandError("already at the start of the timeline", suggestion: "'goto N' or 'timeline' to see the events")
    }
    guard count <= current, let target = timeline.position(back: count) else {
      throw CommandError(
        "cannot go back \(count) events: only \(current) before this point",
        suggestion: "use 'back \(current)' or 'goto 0'")
    }
    try move(to: target, number: current - count, label: "back \(count)", &output)
  }

  /// `goto N`: the state after the Nth event that `timeline` lists.
  mutating func goto(_ number: Int, _ output: inout Output) throws(CommandError) {
    guard let target = timeline.position(ofStop: number) else {
      let last = timeline.stopCount()
      throw CommandError("there is no event \(number): the timeline has \(last)", suggestion: "use 0 to \(last)")
    }
    try move(to: target, number: number, label: "goto \(number)", &output)
  }

  private mutating func move(to target: Int, number: Int, label: String, _ output: inout Output) throws(CommandError) {
    let from = timeline.position
    let poll = output.interrupted
    guard let moved = timeline.move(to: target, interrupted: poll) else { throw Interruption.error }
    state = moved
    lastChange = Change(label: label, from: from, to: target)
    output.lines(Renderer.position(number, of: timeline.stopCount(), process: pausedStatus, active: nil))
  }

  /// Every field the last change changed, chapter by chapter, from the states rebuilt at both ends.
  func changes(_ change: Change) throws(CommandError) -> [(chapter: String, changes: [FieldChange])] {
    guard let before = timeline.state(at: change.from), let after = timeline.state(at: change.to) else {
      throw Interruption.error
    }
    return changes(from: before, to: after)
  }

  /// Every field that differs between two session states, chapter by chapter.
  func changes(from before: SessionState, to after: SessionState) -> [(chapter: String, changes: [FieldChange])] {
    var result: [(chapter: String, changes: [FieldChange])] = []
    for index in after.worlds.indices where !before.worlds[index].isEqual(to: after.worlds[index]) {
      var changes = FieldChange.between(before.worlds[index].objects(), after.worlds[index].objects())
      let old = before.worlds[index].process
      let new = after.worlds[index].process
      if old != new {
        changes.append(
          FieldChange(
            path: "process", before: old.map { "\($0.title) at step \($0.progress)" },
            after: new.map { "\($0.title) at step \($0.progress)" }))
      }
      if !changes.isEmpty { result.append((after.worlds[index].chapterName, changes)) }
    }
    return result
  }
}
