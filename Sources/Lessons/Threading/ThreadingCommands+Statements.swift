/// The statements a learner types at the prompt, each a command of its own.
extension ThreadingCommands {
  static let statements: [Command] = [
    statement(
      "incr", "Read-modify-write a variable: a load, then a store of the value plus one (two atomic steps).", ["incr counter"]),
    statement(
      "store",
      "Store an expression of registers and numbers into a variable (one atomic step); numbers and variables hold "
        + "\(ThreadingProgram.valueRange), and a store past that is an overflow crash.", ["store counter r+1"]),
    statement("work", "Stay busy for N ticks of the virtual clock; on main, the interface is frozen meanwhile.", ["work 100"]),
    statement("ui", "Touch the interface; only the main thread may (the Main Thread Checker's rule).", ["ui redraw"]),
    statement("lock", "Take a lock, waiting while another thread holds it; a lock is not recursive.", ["lock m"]),
    statement("unlock", "Release a lock this thread holds.", ["unlock m"]),
    statement(
      "wait",
      "Wait on a semaphore (take one) or a group (until empty), with an optional timeout in ticks; or until an "
        + "operation queue has no operation left (waitUntilAllOperationsAreFinished).",
      ["wait s", "wait g --timeout 10", "wait q"],
      options: [CommandOption("timeout", value: .integer(0...BlockReader.maxTimeout), "give up after N ticks")]),
    statement("signal", "Signal a semaphore: add one, waking a waiter.", ["signal s"]),
    statement("enter", "Enter a group: its count goes up by one.", ["enter g"]),
    statement(
      "leave", "Leave a group: its count goes down; at zero its notify blocks are queued and waiters go on.", ["leave g"]),
    statement(
      "async",
      "Queue a block and return at once (DispatchQueue.async; on an operation queue, addOperation). Blocks nest at "
        + "most \(BlockSyntax.maxDepth) deep.",
      ["async global { incr c }", "async main { ui done }"],
      options: [CommandOption("group", value: .word, "the group the block is in (enter now, leave when it ends)")]),
    statement("sync", "Queue a block and wait until it has run; it runs on the calling thread.", ["sync q { incr c }"]),
    statement(
      "after", "Queue a block on a queue after N ticks of the virtual clock (asyncAfter).", ["after 10 main { log tick }"]),
    statement(
      "barrier", "Queue a barrier block: on a concurrent queue you made, it runs alone (async(flags: .barrier)).",
      ["barrier q { store c 0 }", "barrier q --group g { store c 0 }"],
      options: [CommandOption("group", value: .word, "the group the block is in (enter now, leave when it ends)")]),
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
      "unobserve",
      "Remove the observer added with the same notification, queue and block: it hears no more posts (removeObserver).",
      ["unobserve done main { ui redraw }"]),
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
