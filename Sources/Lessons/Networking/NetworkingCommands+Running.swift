/// Running the network and the queues, and reading what happened.
extension NetworkingCommands {
  static let run = Command(
    CommandSpec(
      "run",
      abstract: "Run the network and the queues until nothing is left to happen, or a task waits for respond.",
      discussion:
        "Prints each step: a network event, or a callback on its queue and thread (past \(printedSteps) steps, how "
        + "many more ran: events draws every one). Stops when every task is done or waits for an answer (respond), "
        + "when the main thread is blocked, or after \(NetworkWorld.stepLimit) steps; Ctrl-C stops it and changes nothing.",
      examples: ["run"]),
    .change { state, _ throws(CommandError) in
      var lines: [String] = []
      var steps = 0
      while steps < NetworkWorld.stepLimit {
        if steps & 255 == 255 { try Interruption.check(steps + 1, of: NetworkWorld.stepLimit, "steps") }
        // Past the steps a learner reads, the rest are taken untold: the diagram keeps them all.
        let told = steps < printedSteps
        guard let note = try Networking.step(&state, narrating: told) else { break }
        if told { lines += [note.text] + note.details.map { "  " + $0 } }
        steps += 1
      }
      if steps > printedSteps {
        lines.append("… and \(Format.count(steps - printedSteps, "more step")), not printed: events draws every one")
      }
      if steps == NetworkWorld.stepLimit { lines.append("stopped after \(NetworkWorld.stepLimit) steps: type run to go on") }
      lines += waiting(state)
      return lines.isEmpty ? ["nothing to run"] : lines
    })

  /// The most steps `run` prints: a longer run says how many more it took.
  static let printedSteps = 500

  /// What the run left waiting: questions to answer, tasks suspended mid-transfer.
  static func waiting(_ state: NetworkWorld) -> [String] {
    state.stuckOnMain()
      + state.taskOrder.compactMap { name in
        guard let task = state.tasks[name] else { return nil }
        if let question = task.question {
          return "\(name) waits: \(NetworkingInspection.questionText(question)) (respond \(name) …)"
        }
        if task.state == .suspended, task.exchange.started != nil {
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
        guard let note = try Networking.step(&state) else { break }
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
      abstract: "Draw the exchange as a sequence diagram (client, session, delegate queue, server), or list the callbacks.",
      discussion:
        "Each network event and each callback is a row, in time order: ● where an arrow starts, ▶ or ◀ where it ends, "
        + "■ a callback running on the delegate queue (its thread in the text). With a task, only its rows (and its "
        + "session's own); with a session, all of its tasks'. --list prints the callbacks alone, with their queue, "
        + "thread and time. export svg FILE writes the same diagram as a picture.",
      parameters: [Parameter("name", .object, "a task or a session", optional: true)],
      options: [CommandOption("list", "list the callbacks instead of drawing the diagram")],
      examples: ["events", "events t", "events t --list"]),
    .query { state, arguments throws(CommandError) in
      var state = state
      _ = state.observeCallbacks()
      let name = arguments.optionalWord("name")
      if let name, state.sessions[name] == nil { _ = try state.task(name) }
      guard arguments.flag("list") else {
        let entries = state.diagramEntries(for: name)
        guard !entries.isEmpty else { return ["nothing has happened yet"] }
        return SequenceDiagram.lines(entries)
      }
      return callbackList(name, in: state)
    })

  /// The callbacks so far, in the order they ran: a task's, a session's, or every one.
  static func callbackList(_ name: String?, in state: NetworkWorld) -> [String] {
    var rows: [(who: String, event: CallbackEvent)] = []
    if let name {
      if let session = state.sessions[name] {
        for task in session.tasks { rows += (state.tasks[task]?.events ?? []).map { (task, $0) } }
        rows += session.events.map { (name, $0) }
      } else {
        rows = (state.tasks[name]?.events ?? []).map { (name, $0) }
      }
    } else {
      for task in state.taskOrder { rows += (state.tasks[task]?.events ?? []).map { (task, $0) } }
      for session in state.sessionOrder { rows += (state.sessions[session]?.events ?? []).map { (session, $0) } }
    }
    guard !rows.isEmpty else { return ["no callbacks yet"] }
    return rows.sorted { $0.event.order < $1.event.order }.map { row in
      "t=\(row.event.time) [\(row.event.queue) on \(row.event.thread)] \(row.who) \(row.event.name)(\(row.event.detail))"
    }
  }

  static let export = Command(
    CommandSpec(
      "export", abstract: "Write the exchange's sequence diagram (what events draws) as an SVG file.",
      parameters: [
        Parameter("format", .choice(["svg"]), "svg"), Parameter("file", .file, "where to write it"),
        Parameter("name", .object, "a task or a session", optional: true),
      ],
      examples: ["export svg exchange.svg", "export svg t.svg t"]),
    .query { state, arguments throws(CommandError) in
      let name = arguments.optionalWord("name")
      if let name, state.sessions[name] == nil { _ = try state.task(name) }
      let entries = state.diagramEntries(for: name)
      guard !entries.isEmpty else { throw CommandError("nothing has happened yet", suggestion: "resume a task first") }
      let svg = SequenceDiagram.svg(entries)
      try FileOutput.write(svg, to: arguments.word("file"))
      return ["wrote \(arguments.word("file")) (\(svg.utf8.count) bytes, \(Format.count(entries.count, "arrow")))"]
    })
}

/// Scenarios: the books' setups, built afresh.
extension NetworkingCommands {
  static let scenario = Command(
    CommandSpec(
      "scenario", abstract: "Start afresh with one of the books' setups, typed out line by line.",
      discussion: NetworkingScenario.all.map { "\($0.name): \($0.summary)." }.joined(separator: " "),
      parameters: [Parameter("name", .named(NetworkingScenario.all.map(\.name)), "the scenario")],
      examples: NetworkingScenario.all.map { "scenario \($0.name)" }),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      guard let scenario = NetworkingScenario.all.first(where: { $0.name == name }) else {
        throw CommandError(
          "no scenario named \(Format.echo(name))",
          suggestion: "the scenarios are " + NetworkingScenario.all.map(\.name).joined(separator: ", "))
      }
      let (world, printed) = try NetworkingScenario.load(scenario)
      state = world
      return printed
    })

  /// Threading's `load`: a register's statement here; its scenarios would replace the queues
  /// the sessions use, so they belong to the threading chapter.
  static let load: Command = {
    let lifted = threadingCommand("load")
    guard case .change(let change) = lifted.behavior else { return lifted }
    var spec = lifted.spec
    spec.abstract = "The statement load REGISTER VAR (threading's scenarios load in the threading chapter)."
    return Command(
      spec,
      .change { state, arguments throws(CommandError) in
        guard arguments.optionalWord("variable") != nil else {
          throw CommandError(
            "threading's scenarios start the threading chapter afresh, which would take the sessions' queues away",
            suggestion: "scenario NAME loads a networking scenario; 'threading load NAME' a threading one")
        }
        return try change(&state, arguments)
      })
  }()
}

/// Reachability: the flags, and the watcher on main.
extension NetworkingCommands {
  static let reachability = Command(
    CommandSpec(
      "reachability",
      abstract: "Set the network's reachability flags, or start and stop a watcher on the main run loop.",
      discussion:
        "flags LIST sets SCNetworkReachabilityFlags: reachable, connectionRequired, isWWAN (cellular), "
        + "connectionOnTraffic, isDirect, or none. networkAvailable is reachable and not connectionRequired. A watcher "
        + "on the main run loop gets one callback per kind of change (Wi-Fi up or down, cellular up or down), run on "
        + "main. Reading the flags is synchronous and can block for long (a DNS lookup): never on main; do it in a "
        + "block on another queue and hop to main for the interface (The Core iOS Developer's Cookbook, ch. 13).",
      parameters: [
        Parameter("action", .choice(["flags", "watch", "stop", "status"]), "what to do"),
        Parameter("flags", .word, "for flags: a comma-separated list, or none", optional: true),
      ],
      examples: ["reachability flags reachable,isWWAN", "reachability watch", "reachability flags none"]),
    .change { state, arguments throws(CommandError) in
      let action = arguments.word("action")
      let list = arguments.optionalWord("flags")
      guard (action == "flags") == (list != nil) else {
        throw CommandError(
          action == "flags" ? "reachability flags takes a list of flags" : "\(action) takes no flags",
          suggestion: "reachability flags reachable,isWWAN")
      }
      switch action {
      case "watch":
        guard !state.reachability.watching else { throw CommandError("a watcher is already on main's run loop") }
        state.reachability.watching = true
        return ["a watcher is scheduled on the main run loop: each kind of change calls it on main"]
      case "stop":
        guard state.reachability.watching else { throw CommandError("no watcher is scheduled") }
        state.reachability.watching = false
        return ["the watcher is unscheduled"]
      case "status":
        return [state.reachability.summary]
      default:
        return try setFlags(list ?? "", &state)
      }
    })

  static func setFlags(_ list: String, _ state: inout NetworkWorld) throws(CommandError) -> [String] {
    var flags: Set<Reachability.Flag> = []
    if list != "none" {
      for word in list.split(separator: ",", omittingEmptySubsequences: false) {
        guard let flag = Reachability.Flag(rawValue: String(word)) else {
          throw CommandError(
            "\(Format.echo(String(word))) is not a reachability flag",
            suggestion: Reachability.Flag.allCases.map(\.rawValue).joined(separator: ", ") + ", or none")
        }
        flags.insert(flag)
      }
    }
    let old = state.reachability
    state.reachability.flags = flags
    var lines = [state.reachability.summary]
    guard state.reachability.watching else { return lines }
    let kinds = state.reachability.changes(from: old)
    for kind in kinds {
      state.reachability.changes.append(kind)
      let number = try state.threading.post(logging: "reachability \(kind)", then: "", to: "main")
      lines.append("the watcher's callback for \(kind) is queued on main (B\(number))")
    }
    if kinds.isEmpty { lines.append("no kind of change: the watcher is not called") }
    return lines
  }
}

/// The app's life around background sessions.
extension NetworkingCommands {
  static let app = Command(
    CommandSpec(
      "app",
      abstract: "Send the app to the background, bring it to the front, terminate it, kill it, or launch it again.",
      discussion:
        "Suspended, the app runs no code: a background session's transfers go on in the system, and its delegate's "
        + "messages wait; when they are all done the system wakes the app in the background: the app delegate's "
        + "handleEventsForBackgroundURLSession runs on main and stores its completion handler, the session's delegate "
        + "hears what happened, and urlSessionDidFinishEvents calls the stored handler, after which the app is "
        + "suspended again. Other sessions' tasks wait while the app is suspended. terminate: the system ends a "
        + "suspended app to free memory; its objects are gone, its background transfers go on, and when they are "
        + "done the system launches it in the background: the app must make a session with the same identifier "
        + "again to hear of them. Killed from the switcher, the app's transfers are dropped, background ones too. "
        + "launch: the user starts the app again (Programming iOS 8, ch. 24; the background methods are Apple's "
        + "documented API).",
      parameters: [
        Parameter(
          "action", .choice(["background", "foreground", "terminate", "kill", "launch"]), "what happens to the app")
      ],
      examples: ["app background", "app foreground", "app terminate", "app kill", "app launch"]),
    .change { state, arguments throws(CommandError) in
      _ = state.observeCallbacks()
      switch arguments.word("action") {
      case "background": return try state.suspendApp()
      case "foreground": return try state.resumeApp()
      case "terminate": return try state.terminateApp()
      case "launch": return try state.launchApp()
      default: return try state.killApp()
      }
    })
}
