/// The networking chapter's own commands; the threading chapter's come lifted beside them.
enum NetworkingCommands {
  typealias Command = ChapterCommand<Networking>

  static let all: [Command] = [
    new, route, resume, suspend, cancel, respond, invalidate, on, tasks, events, export, run, clock, mode, server, scenario, load,
    reachability, app, download, table, scroll,
  ]

  /// A lifted threading command, for the commands that hand their other forms to it.
  static func threadingCommand(_ name: String) -> Command {
    guard let command = Threading.commands.first(where: { $0.spec.name == name }) else {
      preconditionFailure("the threading chapter has no command \(name)")
    }
    return Networking.threading.lift(command)
  }

  /// Runs the lifted threading command `name` with these arguments.
  static func forward(_ name: String, _ state: inout NetworkWorld, _ arguments: Arguments) throws(CommandError) -> [String] {
    guard case .change(let change) = threadingCommand(name).behavior else { return [] }
    let lines = try change(&state, arguments)
    return lines + state.observeCallbacks()
  }

  /// A name for a new session or task: a Swift identifier no object of either chapter has.
  static func newName(_ name: String, in state: NetworkWorld) throws(CommandError) -> String {
    guard ObjectName.isValid(name, reserved: ThreadingCommands.reserved.union(["now"])),
      ThreadingProgram.threadIndex(of: name, workers: 64) == nil
    else {
      throw CommandError(
        "\(Format.echo(name)) is not a name", suggestion: ObjectName.rule + "; main, global, now and w1… are taken")
    }
    if state.isNetworkObject(name) { throw CommandError("\(name) already exists", suggestion: "choose another name") }
    if let kind = state.threading.program.kind(of: name, workers: state.threading.workers) {
      throw CommandError("\(name) already names a \(kind)", suggestion: "choose another name")
    }
    return name
  }

  /// `resume`: in live mode a task's first resume starts it for real against the embedded server.
  static let resume = liveOnTasks(
    taskOrThreading(
      "resume", "Resume a task (it starts on its first resume), or a suspended operation queue.", ["resume t"]
    ) { state, name throws(CommandError) in try state.resumeRefusingLiveCrash(name) },
    discussion: "In live mode, a task's first resume starts it for real against the embedded server, which sends the "
      + "response head and holds the body: each step that reaches the task's next network event lets one chunk go and "
      + "records what the real URLSession did, and step and run replay it a callback at a time.",
    when: { state, name in state.startsLive(name) },
    perform: { state, name throws(CommandError) in try state.liveExchange(name) },
    apply: { state, name, record throws(CommandError) in try state.resume(name) + state.startLive(name, record: record) })

  static let suspend = taskOrThreading(
    "suspend", "Suspend a running task (its transfer waits), or an operation queue.", ["suspend t"]
  ) { state, name throws(CommandError) in try state.suspend(name) }

  /// `cancel`: on a task whose real exchange is open, the real task is cancelled too.
  static let cancel = liveOnTasks(
    taskOrThreading(
      "cancel", "Cancel a task: it is canceling until didCompleteWithError(-999) runs; or cancel an operation.",
      ["cancel t"]
    ) { state, name throws(CommandError) in try state.cancel(name) },
    discussion: "On a task whose real exchange is open (live mode), the real task is cancelled: what its URLSession "
      + "did then is recorded, and step and run replay it.",
    when: { state, name in state.isLiveOpen(name) },
    perform: { state, name throws(CommandError) in
      guard let record = try state.task(name).exchange.live else { throw CommandError("\(name) has no real exchange") }
      let full = try LiveNetworkHost.current().cancel(record.exchange, step: record.step + 1)
      return ExchangeAdvance(task: name, known: record.callbacks.count, full: full)
    },
    apply: { state, name, advance throws(CommandError) in try state.cancelLive(name, advance) })

  /// `plain`, a command on a task, made a live command for the tasks `isLive` picks: `perform`
  /// does the live work, and `apply` changes the state from its recorded outcome.
  private static func liveOnTasks<Outcome: Codable & Sendable>(
    _ plain: Command, discussion: String, when isLive: @escaping @Sendable (NetworkWorld, String) -> Bool,
    perform: @escaping @Sendable (NetworkWorld, String) throws(CommandError) -> Outcome,
    apply: @escaping @Sendable (inout NetworkWorld, String, Outcome) throws(CommandError) -> [String]
  ) -> Command {
    guard case .change(let change) = plain.behavior else { return plain }
    var spec = plain.spec
    spec.discussion = (spec.discussion ?? "") + " " + discussion
    let parameter = spec.parameters[0].name
    return Command(
      spec,
      .live(
        LiveCommand(
          performing: { state, arguments throws(CommandError) -> Outcome in try perform(state, arguments.word(parameter)) },
          apply: { state, arguments, outcome throws(CommandError) in
            _ = state.observeCallbacks()
            return try apply(&state, arguments.word(parameter), outcome)
          }
        ).only(when: { state, arguments in isLive(state, arguments.word(parameter)) }, otherwise: change)))
  }

  /// A command that acts on a task, or hands an operation queue or operation to threading's.
  private static func taskOrThreading(
    _ name: String, _ abstract: String, _ examples: [String],
    _ act: @escaping @Sendable (inout NetworkWorld, String) throws(CommandError) -> [String]
  ) -> Command {
    let lifted = threadingCommand(name)
    var spec = lifted.spec
    spec.abstract = abstract
    spec.parameters = [Parameter(spec.parameters.first?.name ?? "name", .object, "a task, or threading's object")]
    spec.examples = examples + lifted.spec.examples
    spec.discussion =
      "A task is born suspended: it does nothing until its first resume (Programming iOS 8, ch. 24). For an operation "
      + "queue or an operation, this is the threading chapter's \(name)."
    let parameter = spec.parameters[0].name
    return Command(
      spec,
      .change { state, arguments throws(CommandError) in
        let target = arguments.word(parameter)
        _ = state.observeCallbacks()
        guard state.tasks[target] != nil else { return try forward(name, &state, arguments) }
        return try act(&state, target)
      })
  }

  static let respond = Command(
    CommandSpec(
      "respond",
      abstract: "Answer the delegate's question for a task: call the completion handler it was given.",
      discussion:
        "didReceiveResponse: allow lets the body come, cancel cancels the task, download turns the data task into a "
        + "download task called TASK-download that gets the rest. willPerformHTTPRedirection: allow follows the "
        + "redirect, cancel keeps the 3xx response as the answer. Questions are answered by calling a handler, not by "
        + "returning a value, because the callbacks are asynchronous (Programming iOS 8, ch. 24).",
      parameters: [
        Parameter("task", .object, "the task"), Parameter("answer", .choice(["allow", "cancel", "download"]), "the answer"),
      ],
      examples: ["respond t allow", "respond t download"]),
    .change { state, arguments throws(CommandError) in
      _ = state.observeCallbacks()
      return try state.respond(arguments.word("task"), arguments.word("answer"))
    })

  static let invalidate = Command(
    CommandSpec(
      "invalidate",
      abstract: "Invalidate a session: finish (finishTasksAndInvalidate) or cancel (invalidateAndCancel).",
      discussion:
        "The session retains its delegate until it is invalidated: that is how a view controller that owns a session "
        + "leaks. finish lets the tasks run to the end; cancel cancels them. Then didBecomeInvalidWithError(nil) runs "
        + "and the delegate is let go; the session can make no more tasks (Programming iOS 8, ch. 24; "
        + "didBecomeInvalidWithError is Apple's documented API).",
      parameters: [Parameter("session", .object, "the session"), Parameter("how", .choice(["finish", "cancel"]), "how")],
      examples: ["invalidate s finish", "invalidate s cancel"]),
    .change { state, arguments throws(CommandError) in
      _ = state.observeCallbacks()
      let how = URLSessionModel.Invalidation(rawValue: arguments.word("how")) ?? .finish
      return try state.invalidate(arguments.word("session"), how)
    })

  static let on = Command(
    CommandSpec(
      "on",
      abstract: "Give a session's delegate code for one of its methods, as threading statements.",
      discussion:
        "The block runs on the delegate queue each time the method is called, after the call is logged: "
        + "on s didCompleteWithError { async main { ui show } } hops to the main thread to touch the interface. One "
        + "delegate serves the session and all its tasks (Programming iOS 8, ch. 24). Methods: "
        + NetworkWorld.callbackNames.subtracting(["completionHandler"]).sorted().joined(separator: ", ") + ".",
      parameters: [
        Parameter("session", .object, "the session"),
        Parameter("method", .choice(NetworkWorld.callbackNames.subtracting(["completionHandler"]).sorted()), "the method"),
        Parameter("block", .word, "threading statements in braces"),
      ],
      options: [
        CommandOption(
          "answer", value: .choice(["allow", "cancel", "download"]),
          "for didReceiveResponse and willPerformHTTPRedirection: the method calls its completion handler with it as it returns"),
        CommandOption(
          "arguments", value: .word,
          "registers set to what the method is handed before the block runs, _ for one it does not read: "
            + "didCompleteWithError error (its code, 0 for nil); didReceiveData data (its count); didWriteData "
            + "bytesWritten,totalBytesWritten,totalBytesExpectedToWrite"),
      ],
      examples: [
        "on s didCompleteWithError { async main { ui done } }", "on s didReceiveData { incr received }",
        "on s didReceiveResponse { } --answer allow",
      ]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("session")
      var session = try state.session(name)
      guard session.hasDelegate else {
        throw CommandError("\(name) has no delegate", suggestion: "new session NAME --delegate on")
      }
      let block = arguments.word("block")
      if session.downloader != nil, arguments.word("method") == "didFinishDownloadingTo" {
        throw CommandError(
          "\(name)'s didFinishDownloadingTo is MyDownloader's own: it calls the handler each download stored",
          suggestion: "download TASK = \(name) PATH { HANDLER }")
      }
      let method = arguments.word("method")
      // The block is read as it will run, its registers for the method's values set first.
      let handed = try Self.handedArguments(arguments.option("arguments"), of: method, block: block, in: state)
      if handed.isEmpty { try checkBlock(block, in: state) }
      let answer = arguments.option("answer")
      if let answer {
        let answers = [
          "didReceiveResponse": ["allow", "cancel", "download"], "willPerformHTTPRedirection": ["allow", "cancel"],
        ]
        guard let allowed = answers[method] else {
          throw CommandError(
            "--answer is for didReceiveResponse and willPerformHTTPRedirection, the methods that answer a question")
        }
        guard allowed.contains(answer) else {
          throw CommandError("\(method) answers " + allowed.joined(separator: " or "))
        }
      }
      session.handlers[method] = block
      session.answers[method] = answer
      session.handlerArguments[method] = handed
      state.sessions[name] = session
      let answers = answer.map { " and answers " + Self.handlerCall(method, $0) } ?? ""
      return ["\(session.delegateName).\(method) runs \(block)\(answers)"]
    })

  /// How many values each delegate method hands its block (`on … --arguments`).
  static let handedCounts = ["didCompleteWithError": 1, "didReceiveData": 1, "didWriteData": 3]

  /// The registers `--arguments` names for what `method` is handed; empty without the option.
  static func handedArguments(_ text: String?, of method: String, block: String, in state: NetworkWorld)
    throws(CommandError) -> [String]
  {
    guard let text else { return [] }
    guard let count = handedCounts[method] else {
      throw CommandError(
        "\(method) hands its block no values here",
        suggestion: "--arguments is for " + handedCounts.keys.sorted().joined(separator: ", "))
    }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0 == "_" ? "" : String($0) }
    guard names.count == count, names.allSatisfy({ $0.isEmpty || ObjectName.isValid($0) }) else {
      throw CommandError("--arguments takes \(method)'s \(Format.count(count, "register")), _ for one the block does not read")
    }
    // The block is read as it will run: its registers set first.
    try checkBlock(NetworkWorld.handing(names.filter { !$0.isEmpty }.map { ($0, 0) }, to: block), in: state)
    return names
  }

  /// The completion handler's call that gives `answer` to `method`'s question, as Swift
  /// writes it: `completionHandler(.allow)`, `completionHandler(request)`.
  static func handlerCall(_ method: String, _ answer: String) -> String {
    switch (method, answer) {
    case ("willPerformHTTPRedirection", "allow"): "completionHandler(request)"
    case ("willPerformHTTPRedirection", _): "completionHandler(nil)"
    case (_, "download"): "completionHandler(.becomeDownload)"
    default: "completionHandler(.\(answer))"
    }
  }

  /// Reads a block as threading would, without keeping it: its errors come now, not when the
  /// callback runs.
  static func checkBlock(_ block: String, in state: NetworkWorld) throws(CommandError) {
    var reader = BlockReader(program: state.threading.program, workers: state.threading.workers)
    _ = try reader.block(block)
  }
}
