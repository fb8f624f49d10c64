extension ThreadingWorld {
  /// Reads a statement typed at the prompt and runs it as the main thread's code.
  mutating func runStatement(_ words: [String]) throws(CommandError) -> [String] {
    var reader = BlockReader(program: program, workers: workers)
    var loaded = machine.turnOpen ? mainLoaded : []
    let code = try reader.line(words, loaded: &loaded)
    program = reader.program
    syncTables()
    let lines = try runOnMain(code)
    mainLoaded = loaded
    return lines
  }

  /// Gives the machine a slot for every once token and background task the program has read.
  mutating func syncTables() {
    while machine.onceStates.count < program.onceTokens.count { machine.onceStates.append(Machine.notRun) }
    while machine.tasks.count < program.tasks.count { machine.tasks.append(.notBegun) }
  }

  /// For `explore { BLOCK }` and `live { BLOCK }`: the block becomes main's code, its turn closed.
  mutating func prepareExploration(_ block: String) throws(CommandError) {
    if !(machine.threads[0].frames.isEmpty && machine.turn.isEmpty) {
      throw CommandError(
        "the main thread is still running earlier code: it is \(threadState(0))",
        suggestion: "explore without a block counts from here")
    }
    var reader = BlockReader(program: program, workers: workers)
    let code = try reader.block(block)
    program = reader.program
    syncTables()
    machine.turn.append(code)
    machine.turnOpen = false
  }

  func operation(_ name: String) throws(CommandError) -> Int {
    if let index = machine.operations.firstIndex(where: { $0.name == name && !name.isEmpty }) { return index }
    throw BlockReader(program: program, workers: workers).unknown(name, kind: "op", names: program.operationNames)
  }

  func operationQueue(_ name: String) throws(CommandError) -> Int {
    if let index = program.operationQueues.firstIndex(where: { $0.name == name }) { return index }
    throw BlockReader(program: program, workers: workers).unknown(
      name, kind: "opqueue", names: program.operationQueues.map(\.name))
  }

  /// Marks the operations of a dependency cycle, and every one that waits on them.
  ///
  /// They can never become ready, so they never run (Foundation accepts the cycle without a
  /// word).
  mutating func markDependencyCycles() {
    let operations = machine.operations.indices
    let members = operations.filter { index in machine.operations[index].dependencies.contains { dependsOn($0, index) } }
    for index in operations {
      machine.operations[index].inCycle = members.contains { dependsOn(index, $0) }
    }
  }

  /// Whether `op` depends on `other`, directly or through others.
  func dependsOn(_ op: Int, _ other: Int) -> Bool {
    var seen: Set<Int> = []
    var stack = [op]
    while let next = stack.popLast() {
      if next == other { return true }
      guard seen.insert(next).inserted else { continue }
      stack += machine.operations[next].dependencies
    }
    return false
  }

  /// Starts afresh and runs the scenario's lines, as if typed, in one turn.
  mutating func load(_ scenario: ThreadingScenario) throws(CommandError) -> [String] {
    var world = ThreadingWorld()
    var lines: [String] = []
    for line in scenario.lines {
      let commands: [[String]]
      do {
        commands = try Tokenizer.commands(in: line)
      } catch {
        preconditionFailure("scenario \(scenario.name): \(error.message)")
      }
      for words in commands {
        guard let command = ThreadingCommands.all.first(where: { $0.spec.name == words[0] }),
          case .change(let change) = command.behavior
        else { preconditionFailure("scenario \(scenario.name): \(words[0]) is not a change") }
        let arguments = try Arguments.parse(Array(words.dropFirst()), for: command.spec)
        lines += try change(&world, arguments)
      }
    }
    self = world
    return ["loaded \(scenario.name): \(scenario.summary)"] + lines
  }
}
