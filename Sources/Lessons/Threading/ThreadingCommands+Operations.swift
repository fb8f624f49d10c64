/// The operation queues' commands: dependencies, adding, cancelling, suspending.
extension ThreadingCommands {
  static let dep = Command(
    CommandSpec(
      "dep", abstract: "Make an operation depend on another: it is not ready until the other has finished.",
      discussion:
        "A cancelled dependency still counts once it has finished. Dependencies may cross queues. A cycle is accepted, "
        + "as Foundation accepts it, and its operations never run (Apple's documentation of Operation).",
      parameters: [Parameter("op", .object, "the operation that waits"), Parameter("other", .object, "the one it waits for")],
      examples: ["dep b a"]),
    .change { state, arguments throws(CommandError) in
      let op = try state.operation(arguments.word("op"))
      let other = try state.operation(arguments.word("other"))
      guard op != other else { throw CommandError("an operation cannot depend on itself") }
      guard state.machine.operations[op].stage == .created else {
        throw CommandError("\(arguments.word("op")) is already in a queue", suggestion: "add dependencies before 'add'")
      }
      guard !state.machine.operations[op].dependencies.contains(other) else {
        throw CommandError("\(arguments.word("op")) already depends on \(arguments.word("other"))")
      }
      // Foundation accepts a cycle without a word; its operations are never ready, so never run.
      let cycle = state.dependsOn(other, op)
      state.machine.operations[op].dependencies.append(other)
      state.markDependencyCycles()
      return ["\(arguments.word("op")) depends on \(arguments.word("other"))"]
        + (cycle
          ? [
            "warning: that makes a cycle (\(arguments.word("other")) already depends on \(arguments.word("op"))): "
              + "Foundation accepts it, and the operations in it never become ready, so they never run "
              + "(Apple's documentation of addDependency(_:): do not create cycles)"
          ] : [])
    })

  static let add = Command(
    CommandSpec(
      "add", abstract: "Add operations to an operation queue (main is OperationQueue.main).",
      parameters: [
        Parameter("queue", .word, "the operation queue"), Parameter("ops", .object, "the operations", repeated: true),
      ],
      examples: ["add oq a b", "add main ui"]),
    .change { state, arguments throws(CommandError) in
      let queue = try state.operationQueue(arguments.word("queue"))
      let ops = try arguments.words("ops").map { (name) throws(CommandError) in try state.operation(name) }
      for (name, op) in zip(arguments.words("ops"), ops) where state.machine.operations[op].stage != .created {
        throw CommandError("\(name) is already in a queue: an operation runs once", suggestion: "make a new one with 'new op'")
      }
      guard Set(ops).count == ops.count else { throw CommandError("an operation is named twice") }
      for op in ops { state.machine.addToQueue(op, queue) }
      var notes = Notes(true)
      state.machine.settle(state.program, &notes)
      return ["added \(arguments.words("ops").joined(separator: ", ")) to \(arguments.word("queue"))"] + notes.lines
    })

  static let cancel = Command(
    CommandSpec(
      "cancel", abstract: "Cancel an operation: it becomes ready, and runs no further than its next 'check'.",
      discussion:
        "Cancelling does not stop a running operation: its code must check isCancelled ('check' returns when it is). "
        + "An operation cancelled before it starts finishes without running; its dependents then go ahead.",
      parameters: [Parameter("op", .object, "the operation")], examples: ["cancel b"]),
    .change { state, arguments throws(CommandError) in
      let op = try state.operation(arguments.word("op"))
      guard state.machine.operations[op].stage != .finished else {
        throw CommandError("\(arguments.word("op")) has finished: cancelling it now does nothing")
      }
      state.machine.cancel(op)
      var notes = Notes(true)
      state.machine.settle(state.program, &notes)
      return ["\(arguments.word("op")) is cancelled"] + notes.lines
    })

  static let completion = Command(
    CommandSpec(
      "completion", abstract: "Give an operation its completion block (completionBlock): queued on global once it finishes.",
      discussion:
        "As Foundation's completionBlock, it may be set until the operation finishes, and a second one replaces the "
        + "first (Apple's documented API). 'new op NAME { … } --completion { … }' sets it as the operation is made.",
      parameters: [
        Parameter("op", .object, "the operation"), Parameter("block", .word, "threading statements in braces"),
      ], examples: ["completion a { log done }"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("op")
      let op = try state.operation(name)
      guard state.machine.operations[op].stage != .finished else {
        throw CommandError("\(name) has finished: a completion block set now would never run")
      }
      var reader = BlockReader(program: state.program, workers: state.workers)
      let code = try reader.block(arguments.word("block"))
      state.program = reader.program
      state.syncTables()
      state.machine.operations[op].completion = code
      return ["\(name).completionBlock: \(state.program.codes[code].source)"]
    })

  static let priority = Command(
    CommandSpec(
      "priority", abstract: "Set an operation's queuePriority, before it is added to a queue.",
      discussion:
        "Among the ready operations of one queue, a higher priority starts first; it orders nothing else (not "
        + "dependencies, not other queues). Apple's documented API lets it change later too; here it is set before 'add'.",
      parameters: [
        Parameter("op", .object, "the operation"),
        Parameter("level", .choice(Machine.Priority.allCases.map(\.name)), "the priority"),
      ], examples: ["priority b high"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("op")
      let op = try state.operation(name)
      guard state.machine.operations[op].stage == .created else {
        throw CommandError(
          "\(name) is in a queue already: set its priority before adding it", suggestion: "back, then priority first")
      }
      guard let level = Machine.Priority.allCases.first(where: { $0.name == arguments.word("level") }) else {
        throw CommandError("the priorities are " + Machine.Priority.allCases.map(\.name).joined(separator: ", "))
      }
      state.machine.operations[op].priority = level
      return ["\(name).queuePriority = .\(level.name)"]
    })

  static let suspend = suspension("suspend", true)
  static let resume = suspension("resume", false)

  private static func suspension(_ name: String, _ value: Bool) -> Command {
    Command(
      CommandSpec(
        name,
        abstract: value
          ? "Suspend an operation queue: it starts no new operations (running ones go on)."
          : "Resume a suspended operation queue.",
        parameters: [Parameter("queue", .word, "the operation queue")], examples: ["\(name) oq"]),
      .change { state, arguments throws(CommandError) in
        let queue = try state.operationQueue(arguments.word("queue"))
        guard state.machine.suspended[queue] != value else {
          throw CommandError("\(arguments.word("queue")) is already \(value ? "suspended" : "running")")
        }
        state.machine.suspended[queue] = value
        var notes = Notes(true)
        state.machine.settle(state.program, &notes)
        return ["\(arguments.word("queue")) is \(value ? "suspended" : "resumed")"] + notes.lines
      })
  }
}
