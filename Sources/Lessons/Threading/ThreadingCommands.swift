/// The threading chapter's commands.
enum ThreadingCommands {
  typealias Command = ChapterCommand<Threading>

  static let all: [Command] =
    [new, dep, add, cancel, suspend, resume, run, workers, threads, log, explore, scenarios, load, live]
    + statements

  static let reserved: Set<String> = ["nil", "main", "global", "clock", "last"]

  // MARK: - Creating

  static let new = Command(
    CommandSpec(
      "new", abstract: "Create a queue, variable, lock, semaphore, group, operation queue, operation or named block.",
      discussion:
        "new queue NAME serial|concurrent [--target QUEUE] [--specific KEY=VALUE]   (main and global exist)\n"
        + "new var NAME VALUE   new lock NAME   new semaphore NAME N   new group NAME\n"
        + "new opqueue NAME [--max N]   new op NAME { BLOCK } [--priority veryLow|low|normal|high|veryHigh] [--completion { BLOCK }]\n"
        + "new block NAME { BLOCK }   (a block a statement can name, so it can schedule itself again)\n"
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
        guard let queueKind = ThreadingProgram.QueueKind(rawValue: words[0]), !["main", "global"].contains(words[0]) else {
          throw CommandError(
            "a new queue is serial or concurrent, not \(Format.echo(words[0]))", suggestion: "new queue \(name) serial")
        }
        var queue = ThreadingProgram.Queue(name: name, kind: queueKind)
        if let target = arguments.option("target") {
          let reader = BlockReader(program: state.program, workers: state.workers)
          queue.target = try reader.queue(target, verb: "--target")
        } else {
          queue.target = ThreadingProgram.globalQueue
        }
        if let specific = arguments.option("specific") {
          let parts = specific.split(separator: "=", maxSplits: 1).map(String.init)
          guard parts.count == 2, !parts[0].isEmpty else {
            throw CommandError("--specific takes KEY=VALUE, not \(Format.echo(specific))", suggestion: "--specific queue=draw")
          }
          queue.specifics.append(ThreadingProgram.Specific(key: parts[0], value: parts[1]))
        }
        state.program.queues.append(queue)
        state.machine.pending.append([])
        let target = queue.target.map { " targeting \(state.program.queues[$0].name)" } ?? ""
        return ["queue \(name): \(queueKind.rawValue)\(target)"]
      case "var":
        try expect(1, "VALUE")
        guard let value = Int(words[0]), abs(value) <= 1_000_000_000 else {
          throw CommandError("a variable holds a whole number, not \(Format.echo(words[0]))", suggestion: "new var \(name) 0")
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

  // MARK: - Operations

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
      state.machine.operations[op].isCancelled = true
      var notes = Notes(true)
      state.machine.settle(state.program, &notes)
      return ["\(arguments.word("op")) is cancelled"] + notes.lines
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

  // MARK: - Running

  static let run = Command(
    CommandSpec(
      "run", abstract: "Run every thread by the default policy until all work ends or nothing can run.",
      discussion:
        "The default policy steps the main thread whenever it can, else the workers in turn, one atomic step each. "
        + "Prints the log as it grows, then the final variables, or the deadlock with its wait-for cycle. Bounded: it "
        + "stops after \(ThreadingWorld.stepLimit) steps (type run again to go on); Ctrl-C stops it and changes nothing.",
      examples: ["run"]),
    .change { state, _ throws(CommandError) in try state.run() })

  static let workers = Command(
    CommandSpec(
      "workers", abstract: "Set the size of the worker-thread pool (4 at the start).",
      parameters: [Parameter("count", .integer(1...16), "how many worker threads")], examples: ["workers 2"]),
    .change { state, arguments throws(CommandError) in
      let count = arguments.integer("count")
      let current = state.workers
      if count < current {
        for thread in (count + 1)...current where !state.machine.threads[thread].frames.isEmpty {
          throw CommandError("w\(thread) is busy: only idle workers can be removed", suggestion: "'run' first")
        }
        state.machine.threads.removeLast(current - count)
        state.machine.lastWorker.value = min(state.machine.lastWorker.value, count)
      } else {
        state.machine.threads += Array(repeating: Machine.SimThread(), count: count - current)
      }
      var notes = Notes(true)
      state.machine.settle(state.program, &notes)
      return ["\(count) worker thread\(count == 1 ? "" : "s")"] + notes.lines
    })

  static let threads = Command(
    CommandSpec(
      "threads", abstract: "Show every thread, queue, lock, semaphore, group and operation at once.",
      examples: ["threads"]),
    .query { state, _ in ThreadingReport.threads(state) })

  static let log = Command(
    CommandSpec(
      "log", abstract: "With text, the main thread logs it; alone, print the log so far.",
      parameters: [Parameter("text", .word, "what the main thread logs", optional: true, repeated: true)],
      options: [CommandOption("json", "print the log as a JSON array of the logged texts")],
      examples: ["log hello", "log", "log --json"]),
    .change { state, arguments throws(CommandError) in
      let words = arguments.words("text")
      guard words.isEmpty else {
        if arguments.flag("json") { throw CommandError("--json prints the log: use it without text") }
        return try state.runStatement(["log"] + words)
      }
      if arguments.flag("json") {
        return ["[" + state.machine.log.map { JSON.string($0.text) }.joined(separator: ", ") + "]"]
      }
      return state.machine.log.isEmpty ? ["the log is empty"] : state.logLines()
    })

  static let explore = Command(
    CommandSpec(
      "explore", abstract: "Count every interleaving from here: how many schedules end in each outcome or deadlock.",
      discussion:
        "Every choice of which runnable thread takes the next atomic step is a branch; a blocked thread is not runnable, "
        + "and a queued block starts on a free thread without a choice of its own. With a block, the block is the "
        + "main thread's code and every interleaving of it with everything else is counted. --reduce counts the same "
        + "schedules exactly without walking each one: identical states are merged and their paths counted. Bounded: "
        + "the walk refuses at once a program with more schedules than --max, --reduce stops past "
        + "\(Explorer.maxStates) distinct states, and a schedule longer than \(Explorer.maxDepth) steps is refused as "
        + "a program that may never end; Ctrl-C stops either and changes nothing.",
      parameters: [Parameter("block", .word, "code for the main thread", optional: true)],
      options: [
        CommandOption("reduce", "count by merging identical states (exact, and fast for huge counts)"),
        CommandOption("max", value: .integer(1...10_000_000), "the most schedules to walk without --reduce (100000)"),
        CommandOption("json", "print {schedules, outcomes, deadlocks, visited}"),
      ],
      examples: ["explore", "explore --reduce", "explore { incr c }"]),
    .query { state, arguments throws(CommandError) in
      var world = state
      if let block = arguments.optionalWord("block") {
        try world.prepareExploration(block)
      }
      let result = try Explorer.explore(
        world, reduce: arguments.flag("reduce"), maxSchedules: arguments.optionalInteger("max") ?? Explorer.defaultMax)
      return arguments.flag("json") ? [result.json] : result.lines
    })

  static let scenarios = Command(
    CommandSpec("scenarios", abstract: "List the built-in scenarios from the book.", examples: ["scenarios"]),
    .query { _, _ in
      ThreadingScenario.all.map { $0.name + String(repeating: " ", count: max(1, 19 - $0.name.count)) + $0.summary }
    })

  static let load = Command(
    CommandSpec(
      "load", abstract: "Start afresh with a built-in scenario; with two words, the statement load REGISTER VAR.",
      parameters: [
        Parameter("name", .named(ThreadingScenario.all.map(\.name)), "a scenario, or a register"),
        Parameter("variable", .word, "the variable to load into the register", optional: true),
      ],
      examples: ["load race-counter", "load r counter"]),
    .change { state, arguments throws(CommandError) in
      if let variable = arguments.optionalWord("variable") {
        return try state.runStatement(["load", arguments.word("name"), variable])
      }
      let name = arguments.word("name")
      guard let scenario = ThreadingScenario.all.first(where: { $0.name == name }) else {
        throw CommandError(
          "no scenario named \(Format.echo(name))",
          suggestion: Suggestion.didYouMean(name, in: ThreadingScenario.all.map(\.name)) ?? "type 'scenarios' to list them")
      }
      return try state.load(scenario)
    })

  static let live = Command(
    CommandSpec(
      "live", abstract: "Run the program on real Dispatch threads N times and show how often each outcome came up.",
      discussion:
        "Real threads: the counts change from run to run and are not replayed by back. Dispatch queues are "
        + "libdispatch's, operation queues Foundation's OperationQueue, and a post waits for each observer as "
        + "NotificationCenter does; the main queue is a stand-in serial queue, since the shell's main thread reads "
        + "lines. A program the simulator shows can deadlock is refused: libdispatch would crash (a trap: SIGILL on "
        + "Linux x86) or hang the shell. Background tasks (UIKit) and current (thread names) are simulator-only. "
        + "Bounded: at most 10000 runs, each stopped after 10 s; Ctrl-C stops between runs and changes nothing.",
      parameters: [Parameter("block", .word, "code for the main thread", optional: true)],
      options: [CommandOption("runs", value: .integer(1...10_000), "how many runs (100)")],
      examples: ["live", "live --runs 1000", "live { async global { incr c }; incr c }"]),
    .query { state, arguments throws(CommandError) in
      try LiveRunner.run(state, block: arguments.optionalWord("block"), runs: arguments.optionalInteger("runs") ?? 100)
    })

  // MARK: - Statements typed at the prompt

  static let statements: [Command] = [
    statement(
      "incr", "Read-modify-write a variable: a load, then a store of the value plus one (two atomic steps).", ["incr counter"]),
    statement("store", "Store an expression of registers and numbers into a variable (one atomic step).", ["store counter r+1"]),
    statement("work", "Stay busy for N ticks of the virtual clock; on main, the interface is frozen meanwhile.", ["work 100"]),
    statement("ui", "Touch the interface; only the main thread may (the Main Thread Checker's rule).", ["ui redraw"]),
    statement("lock", "Take a lock, waiting while another thread holds it; a lock is not recursive.", ["lock m"]),
    statement("unlock", "Release a lock this thread holds.", ["unlock m"]),
    statement(
      "wait", "Wait on a semaphore (take one) or a group (until empty), with an optional timeout in ticks.",
      ["wait s", "wait g --timeout 10"],
      options: [CommandOption("timeout", value: .integer(0...1_000_000), "give up after N ticks")]),
    statement("signal", "Signal a semaphore: add one, waking a waiter.", ["signal s"]),
    statement("enter", "Enter a group: its count goes up by one.", ["enter g"]),
    statement(
      "leave", "Leave a group: its count goes down; at zero its notify blocks are queued and waiters go on.", ["leave g"]),
    statement(
      "async", "Queue a block and return at once (DispatchQueue.async; on an operation queue, addOperation).",
      ["async global { incr c }", "async main { ui done }"],
      options: [CommandOption("group", value: .word, "the group the block is in (enter now, leave when it ends)")]),
    statement("sync", "Queue a block and wait until it has run; it runs on the calling thread.", ["sync q { incr c }"]),
    statement(
      "after", "Queue a block on a queue after N ticks of the virtual clock (asyncAfter).", ["after 10 main { log tick }"]),
    statement("barrier", "Queue a barrier block: on a concurrent queue you made, it runs alone.", ["barrier q { store c 0 }"]),
    statement(
      "notify", "Queue a block on a queue once a group is empty (at once if it already is).", ["notify g main { ui done }"]),
    statement("apply", "Run a block N times in parallel and wait for all (concurrentPerform).", ["apply 4 { incr c }"]),
    statement(
      "once", "Run a block once per token, whichever thread arrives first (dispatch_once).", ["once setup { log setup }"]),
    statement("current", "Log OperationQueue.current and the queue the code runs on.", ["current"]),
    statement("specific", "Log the current queue's value for a key, as getSpecific finds it through targets.", ["specific role"]),
    statement(
      "observe",
      "Add a notification observer: its block runs on the operation queue given, or without one on the posting thread.",
      ["observe done main { ui redraw }", "observe done { log heard }"]),
    statement(
      "post", "Post a notification: each observer runs in turn, and post returns when all have finished.", ["post done"]),
    statement(
      "begin",
      "Begin a background task (beginBackgroundTask): if it has not ended within its time, its handler runs on main.",
      ["begin task { end task }", "begin task --expire 10 { log expired; end task }"],
      options: [CommandOption("expire", value: .integer(1...1_000_000), "ticks before the handler runs (30 by default)")]),
    statement("end", "End a background task (endBackgroundTask), in time or from its handler.", ["end task"]),
  ]

  private static func statement(_ name: String, _ abstract: String, _ examples: [String], options: [CommandOption] = [])
    -> Command
  {
    Command(
      CommandSpec(
        name, abstract: abstract + " Typed at the prompt, it is the main thread's code for this turn.",
        parameters: [Parameter("words", .word, "the statement's words", optional: true, repeated: true)], options: options,
        examples: examples),
      .change { state, arguments throws(CommandError) in
        var words = [name] + arguments.words("words")
        for option in options {
          if let value = arguments.option(option.name) { words += ["--\(option.name)", value] }
        }
        return try state.runStatement(words)
      })
  }
}
