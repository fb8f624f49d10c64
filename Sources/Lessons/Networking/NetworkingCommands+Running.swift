/// Running the network and the queues, and reading what happened.
extension NetworkingCommands {
  static let run = Command(
    CommandSpec(
      "run",
      abstract: "Run the network and the queues until nothing is left to happen, or a task waits for respond.",
      discussion:
        "Prints each step: a network event, or a callback on its queue and thread. Stops when every task is done or "
        + "waits for an answer (respond), when the main thread is blocked, or after \(NetworkWorld.stepLimit) steps; "
        + "Ctrl-C stops it and changes nothing.",
      examples: ["run"]),
    .change { state, _ throws(CommandError) in
      var lines: [String] = []
      var steps = 0
      while steps < NetworkWorld.stepLimit {
        if steps & 255 == 255 { try Interruption.check(steps + 1, of: NetworkWorld.stepLimit, "steps") }
        guard let note = try Networking.tick(&state) else { break }
        lines += [note.text] + note.details.map { "  " + $0 }
        steps += 1
      }
      if steps == NetworkWorld.stepLimit { lines.append("stopped after \(NetworkWorld.stepLimit) steps: type run to go on") }
      lines += waiting(state)
      return lines.isEmpty ? ["nothing to run"] : lines
    })

  /// What the run left waiting: questions to answer, tasks suspended mid-transfer.
  static func waiting(_ state: NetworkWorld) -> [String] {
    state.stuckOnMain()
      + state.taskOrder.compactMap { name in
        guard let task = state.tasks[name] else { return nil }
        if let question = task.question {
          return "\(name) waits: \(NetworkingInspection.questionText(question)) (respond \(name) …)"
        }
        if task.state == .suspended, task.exchange.phase != .idle {
          return "\(name) is suspended mid-transfer: resume \(name)"
        }
        return nil
      }
  }

  static let clock = Command(
    CommandSpec(
      "clock",
      abstract: "Show the virtual clock, or let SECONDS pass on it (+SECONDS): what falls due meanwhile happens.",
      discussion: "Timeouts count on this clock; nothing reads the wall clock.",
      parameters: [Parameter("seconds", .word, "+SECONDS to let pass", optional: true)],
      examples: ["clock", "clock +61"]),
    .change { state, arguments throws(CommandError) in
      guard let word = arguments.optionalWord("seconds") else { return ["t=\(state.now)"] }
      guard word.hasPrefix("+"), let seconds = Double(word.dropFirst()), seconds > 0, seconds <= 30 * 86_400 else {
        throw CommandError("clock takes +SECONDS, more than 0, at most 30 days", suggestion: "clock +61")
      }
      let target = state.now + VirtualTime(seconds: seconds)
      var lines: [String] = []
      var steps = 0
      while let due = Networking.nextDue(in: state), due <= target, steps < NetworkWorld.stepLimit {
        if steps & 255 == 255 { try Interruption.check(steps + 1, of: NetworkWorld.stepLimit, "steps") }
        guard let note = try Networking.tick(&state) else { break }
        lines += [note.text] + note.details.map { "  " + $0 }
        steps += 1
      }
      if steps == NetworkWorld.stepLimit {
        lines.append("stopped after \(NetworkWorld.stepLimit) steps at t=\(state.now): type clock again to go on")
        return lines
      }
      Networking.pass(&state, to: target)
      return lines + ["t=\(state.now)"]
    })

  static let tasks = Command(
    CommandSpec(
      "tasks",
      abstract: "List the tasks a session still holds, as getTasksWithCompletionHandler's three arrays.",
      discussion:
        "The session retains its tasks, so you need not; it lets go of a task once it has completed (Programming "
        + "iOS 8, ch. 24). On Linux, getAllTasks leaves out tasks never resumed; the book's arrays, shown here, hold them.",
      parameters: [Parameter("session", .object, "the session")], examples: ["tasks s"]),
    .query { state, arguments throws(CommandError) in
      var state = state
      _ = state.observeCallbacks()
      let session = try state.session(arguments.word("session"))
      let held = session.tasks.compactMap { state.tasks[$0] }.filter(\.isHeld)
      return ["data", "upload", "download"].map { kind in
        let names = held.filter { $0.kind.rawValue == kind }.map { "\($0.name) (\($0.state.rawValue))" }
        return "\(kind)Tasks: [" + names.joined(separator: ", ") + "]"
      }
    })

  static let events = Command(
    CommandSpec(
      "events",
      abstract: "List the callbacks so far, in order, with their queue, thread and time: a task's, or every one.",
      discussion: "Without a name it lists every task's callbacks and the sessions' own (didBecomeInvalidWithError).",
      parameters: [Parameter("name", .object, "a task or a session", optional: true)], examples: ["events", "events t"]),
    .query { state, arguments throws(CommandError) in
      var state = state
      _ = state.observeCallbacks()
      var rows: [(who: String, event: CallbackEvent)] = []
      if let name = arguments.optionalWord("name") {
        if let session = state.sessions[name] {
          for task in session.tasks { rows += (state.tasks[task]?.events ?? []).map { (task, $0) } }
          rows += session.events.map { (name, $0) }
        } else {
          rows = try state.task(name).events.map { (name, $0) }
        }
      } else {
        for task in state.taskOrder { rows += (state.tasks[task]?.events ?? []).map { (task, $0) } }
        for session in state.sessionOrder { rows += (state.sessions[session]?.events ?? []).map { (session, $0) } }
      }
      guard !rows.isEmpty else { return ["no callbacks yet"] }
      return rows.sorted { $0.event.order < $1.event.order }.map { row in
        "t=\(row.event.time) [\(row.event.queue) on \(row.event.thread)] \(row.who) \(row.event.name)(\(row.event.detail))"
      }
    })
}
