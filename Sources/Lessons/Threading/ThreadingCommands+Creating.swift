/// `new`: the commands that create queues, variables, locks and the rest.
extension ThreadingCommands {
  static let new = Command(
    CommandSpec(
      "new", abstract: "Create a queue, variable, lock, semaphore, group, operation queue, operation or named block.",
      discussion:
        "new queue NAME serial|concurrent [--target QUEUE] [--specific KEY=VALUE]   (main and global exist)\n"
        + "new var NAME VALUE   new lock NAME   new semaphore NAME N   new group NAME\n"
        + "new opqueue NAME [--max N]   new op NAME { BLOCK } [--priority veryLow|low|normal|high|veryHigh] [--completion { BLOCK }]\n"
        + "new block NAME { BLOCK }   (a block a statement can name, so it can schedule itself again)\n"
        + "Blocks nest at most \(BlockSyntax.maxDepth) deep; a variable holds a whole number from "
        + "\(ThreadingProgram.valueRange), and a store past it is an overflow crash.\n"
        + "A dispatch queue is serial unless you make it concurrent (Programming iOS 8, ch. 25). Groups, operation "
        + "dependencies and queue priorities follow Apple's documentation of Dispatch and Foundation: the book's text "
        + "does not cover them. Observers of one notification run in the order they were added here; Apple documents "
        + "no order.",
      parameters: [
        Parameter("kind", .choice(["queue", "var", "lock", "semaphore", "group", "opqueue", "op", "block"]), "what to create"),
        Parameter("name", .word, "its name"),
        Parameter("words", .word, "the rest: a kind, a value, a count or a block", optional: true, repeated: true),
      ],
      options: [
        CommandOption("target", value: .word, "the queue a new queue's blocks run on"),
        CommandOption("specific", value: .word, "a queue-specific value, KEY=VALUE"),
        CommandOption("max", value: .integer(1...64), "maxConcurrentOperationCount of an operation queue"),
        CommandOption("priority", value: .choice(Machine.Priority.allCases.map(\.name)), "an operation's queuePriority"),
        CommandOption("completion", value: .word, "an operation's completion block"),
      ],
      examples: ["new queue q serial", "new var counter 0", "new op a { log a } --priority high"]),
    .change { state, arguments throws(CommandError) in
      let kind = arguments.word("kind")
      let name = arguments.word("name")
      let words = arguments.words("words")
      guard ObjectName.isValid(name, reserved: reserved), ThreadingProgram.threadIndex(of: name, workers: 64) == nil else {
        throw CommandError(
          "\(Format.echo(name)) cannot name \(Format.withArticle(kind))",
          suggestion: ObjectName.rule + "; main, global, clock and w1… are taken")
      }
      if let existing = state.program.kind(of: name, workers: state.workers) {
        throw CommandError("\(name) already names a \(existing)", suggestion: "choose another name")
      }
      func expect(_ count: Int, _ usage: String) throws(CommandError) {
        guard words.count == count else {
          throw CommandError("new \(kind) takes \(usage)", suggestion: "new \(kind) \(name) \(usage)")
        }
      }
      for option in ["target", "specific"] where arguments.option(option) != nil && kind != "queue" {
        throw CommandError("--\(option) is for new queue")
      }
      if arguments.option("max") != nil && kind != "opqueue" { throw CommandError("--max is for new opqueue") }
      for option in ["priority", "completion"] where arguments.option(option) != nil && kind != "op" {
        throw CommandError("--\(option) is for new op")
      }
      switch kind {
      case "queue":
        try expect(1, "serial|concurrent")
        let queueKind = try ThreadingProgram.QueueKind(new: words[0], name: name)
        var queue = ThreadingProgram.Queue(name: name, kind: queueKind)
        if let target = arguments.option("target") {
          let reader = BlockReader(program: state.program, workers: state.workers)
          queue.target = try reader.queue(target, verb: "--target")
        } else {
          queue.target = ThreadingProgram.globalQueue
        }
        if let specific = arguments.option("specific") {
          queue.specifics.append(try ThreadingProgram.Specific(parsing: specific))
        }
        state.program.queues.append(queue)
        state.machine.pending.append([])
        let target = queue.target.map { " targeting \(state.program.queues[$0].name)" } ?? ""
        return ["queue \(name): \(queueKind.rawValue)\(target)"]
      case "var":
        try expect(1, "VALUE")
        guard let value = Int(words[0]), ThreadingProgram.values.contains(value) else {
          throw CommandError(
            "a variable holds a whole number from \(ThreadingProgram.valueRange), not \(Format.echo(words[0]))",
            suggestion: "new var \(name) 0")
        }
        state.program.variables.append(name)
        state.machine.variables.append(value)
        state.machine.versions.value.append(0)
        state.machine.lastWriter.value.append(-1)
        return ["var \(name) = \(value)"]
      case "lock":
        try expect(0, "no more words")
        state.program.locks.append(name)
        state.machine.lockOwners.append(-1)
        return ["lock \(name): free"]
      case "semaphore":
        try expect(1, "N")
        guard let value = Int(words[0]), (0...1_000_000).contains(value) else {
          throw CommandError(
            "a semaphore starts at a count from 0 to 1000000, not \(Format.echo(words[0]))",
            suggestion: "DispatchSemaphore(value:) refuses a negative count; new semaphore \(name) 0")
        }
        state.program.semaphores.append(name)
        state.machine.semaphores.append(value)
        return ["semaphore \(name) = \(value)"]
      case "group":
        try expect(0, "no more words")
        state.program.groups.append(name)
        state.machine.groups.append(Machine.Group())
        return ["group \(name): count 0"]
      case "opqueue":
        try expect(0, "no more words")
        let max = arguments.optionalInteger("max")
        state.program.operationQueues.append(ThreadingProgram.OperationQueue(name: name, maxConcurrent: max))
        state.machine.suspended.append(false)
        return ["operation queue \(name)" + (max.map { ", maxConcurrentOperationCount \($0)" } ?? "")]
      case "op":
        try expect(1, "{ BLOCK }")
        var reader = BlockReader(program: state.program, workers: state.workers)
        let code = try reader.block(words[0])
        let completion = try arguments.option("completion").map { (word) throws(CommandError) in try reader.block(word) }
        state.program = reader.program
        state.syncTables()
        var operation = Machine.Operation(name: name, code: code, completion: completion, block: state.machine.nextBlock)
        state.machine.nextBlock += 1
        if let priority = arguments.option("priority").flatMap({ p in Machine.Priority.allCases.first { $0.name == p } }) {
          operation.priority = priority
        }
        state.program.operationNames.append(name)
        state.machine.operations.append(operation)
        return ["operation \(name): \(state.program.codes[code].source)"]
      default:
        try expect(1, "{ BLOCK }")
        var reader = BlockReader(program: state.program, workers: state.workers)
        let placeholder = reader.program.intern(ThreadingProgram.Code(statements: [], texts: [], source: "{ block \(name) }"))
        reader.program.namedBlocks[name] = placeholder
        let code = try reader.block(words[0])
        reader.program.codes[placeholder] = reader.program.codes[code]
        state.program = reader.program
        state.syncTables()
        return ["block \(name): \(state.program.codes[code].source)"]
      }
    })
}
