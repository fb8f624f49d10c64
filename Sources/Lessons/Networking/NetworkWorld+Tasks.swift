/// What the learner does to sessions and tasks: make them, resume, suspend, cancel, answer the
/// delegate's questions, invalidate (Programming iOS 8, ch. 24).
extension NetworkWorld {
  mutating func makeSession(
    _ name: String, configuration: URLSessionModel.Configuration, delegate: Bool, mainQueue: Bool
  ) throws(CommandError) -> [String] {
    guard app != .notRunning, app != .killed else {
      throw CommandError("the app is not running: it makes no sessions", suggestion: "app launch")
    }
    let queue = mainQueue ? "main" : name + "Queue"
    if !mainQueue {
      // A delegate queue of nil: the session makes a serial operation queue of its own.
      try threading.makeOperationQueue(queue, maxConcurrent: 1)
    }
    let delegateName = delegate ? name + "Delegate" : "none"
    sessions[name] = URLSessionModel(
      name: name, configuration: configuration, hasDelegate: delegate, delegateName: delegateName, retainsDelegate: delegate,
      queue: queue, queueTarget: try threading.queueTarget(queue), isMainQueue: mainQueue)
    sessionOrder.append(name)
    var lines = [
      "session \(name): \(configuration.text) configuration (a copy), "
        + (delegate ? "delegate \(delegateName) (the session retains it)" : "no delegate")
        + ", delegate queue \(queue)" + (mainQueue ? " (the main thread)" : " (serial, its own)")
    ]
    if case .background = configuration {
      lines.append(
        "a background session hands its transfers to the system; on Linux URLSessionConfiguration.background does not "
          + "exist, so live mode cannot make one")
      if !delegate { lines.append("warning: a background session needs a delegate (The Core iOS Developer's Cookbook, ch. 13)") }
      lines += adoptTransfers(into: name)
    }
    return lines
  }

  mutating func makeTask(
    _ name: String, in sessionName: String, kind: SessionTask.Kind, path: String, completion: String?, uploadLength: Int
  ) throws(CommandError) -> [String] {
    var session = try session(sessionName)
    guard session.invalidation == nil else {
      throw CommandError(
        "\(sessionName) is invalidated: it makes no more tasks (on Linux, asking it is a fatal error: the process dies)",
        suggestion: "make a new session")
    }
    guard Route.isPath(path) else {
      throw CommandError("\(Format.echo(path)) is not a path on the server", suggestion: "a path starts with /: /text")
    }
    if case .background = session.configuration, completion != nil {
      throw CommandError(
        "a background session takes no completion handlers: its tasks report to the delegate",
        suggestion: "leave out --completion")
    }
    var task = SessionTask(
      name: name, session: sessionName, kind: kind, identifier: session.nextIdentifier, originalPath: path, currentPath: path)
    task.sessionSlot.value = sessions.slot(of: sessionName) ?? -1
    task.completion = completion
    task.uploadLength = uploadLength
    session.nextIdentifier += 1
    session.tasks.append(name)
    sessions[sessionName] = session
    tasks[name] = task
    taskOrder.append(name)
    let style =
      completion != nil
      ? "its completion handler runs on \(session.queue) at the end"
      : session.hasDelegate ? "its delegate callbacks run on \(session.queue)" : "no delegate and no completion handler"
    return ["\(name) #\(task.identifier) \(kind.rawValue)Task \(task.method) \(path) state=suspended (born suspended); \(style)"]
  }

  mutating func resume(_ name: String) throws(CommandError) -> [String] {
    var task = try task(name)
    switch task.state {
    case .running: throw CommandError("\(name) is already running")
    case .canceling, .completed:
      throw CommandError("\(name) is \(task.state.rawValue): a task runs once", suggestion: "make a new task")
    case .suspended: break
    }
    task.state = .running
    tasks[name] = task
    trace(.client, .session, "\(name): resume", task: name)
    var lines = ["\(name): suspended → running"]
    if task.exchange.started == nil {
      task.exchange.started = now
      task.exchange.route = route(for: task.currentPath)
      tasks[name] = task
      schedule(.connect, for: name, after: .zero)
      lines[0] += " (it starts now: GET \(task.currentPath))"
    } else {
      let held = task.exchange.held
      task.exchange.held = []
      tasks[name] = task
      reschedule(held, for: name)
      if !held.isEmpty { lines[0] += " (the transfer goes on)" }
    }
    return lines
  }

  mutating func suspend(_ name: String) throws(CommandError) -> [String] {
    var task = try task(name)
    guard task.state == .running else {
      throw CommandError("\(name) is \(task.state.rawValue): only a running task can be suspended")
    }
    let events = unschedule(name)
    let at = now
    task.exchange.held = events.map { Exchange.HeldEvent(event: $0.event, after: $0.due - at) }
    task.state = .suspended
    tasks[name] = task
    trace(.client, .session, "\(name): suspend", task: name)
    return ["\(name): running → suspended" + (events.isEmpty ? "" : " (the transfer waits for resume)")]
  }

  mutating func cancel(_ name: String) throws(CommandError) -> [String] {
    var task = try task(name)
    guard task.state == .running || task.state == .suspended else {
      throw CommandError("\(name) is \(task.state.rawValue): cancelling it now does nothing")
    }
    let before = task.state
    task.state = .canceling
    task.question = nil
    tasks[name] = task
    trace(.client, .session, "\(name): cancel", task: name)
    return ["\(name): \(before.rawValue) → canceling"] + finish(name, error: URLErrorCode.cancelled)
  }

  /// `respond`: the delegate calls the completion handler of the question it was asked.
  mutating func respond(_ name: String, _ answer: String) throws(CommandError) -> [String] {
    guard let slot = tasks.slot(of: name) else { throw noTask(name) }
    return try respond(slot: slot, answer)
  }

  /// `respond` for the task in `slot`.
  ///
  /// While the world does not narrate, the answer that lets the body come says nothing.
  mutating func respond(slot: Int, _ answer: String) throws(CommandError) -> [String] {
    // The task is read where it is: a copy would retain all of it.
    let name = tasks[slot: slot].name
    guard let question = tasks[slot: slot].question else {
      let waiting = posted.contains {
        $0.slot == slot && $0.thread == nil && $0.method.isQuestion
      }
      throw CommandError(
        "\(name) has no question waiting for an answer",
        suggestion: waiting ? "its delegate has not been asked yet: step until the callback runs" : nil)
    }
    // The task changes where it is: a copy would retain all of it.
    tasks[slot: slot].question = nil
    diagram.add(
      .queue, .session, .said(Self.handlerCall(answer)), task: slot, session: tasks[slot: slot].sessionSlot.value, at: now)
    // Asked with `??`, the route would be looked up in a closure that captured a copy of the
    // whole world.
    let latency: Int
    if let known = tasks[slot: slot].exchange.route?.latency {
      latency = known
    } else {
      latency = route(for: tasks[slot: slot].currentPath).latency
    }
    let gap = VirtualTime.milliseconds(Int64(latency))
    switch (question, answer) {
    case (.disposition, "allow"):
      startBody(slot: slot, after: gap)
      return narrates.value ? ["\(name): completionHandler(.allow): the body comes"] : []
    case (.disposition, "cancel"):
      tasks[slot: slot].state = .canceling
      return ["\(name): completionHandler(.cancel): the task is cancelled"] + finish(name, error: URLErrorCode.cancelled)
    case (.disposition, "download"):
      return try becomeDownload(name, after: gap)
    case (.redirect(let location), "allow"):
      return ["\(name): completionHandler(request): the redirect is followed"] + follow(name, to: location)
    case (.redirect, "cancel"):
      let task = tasks[slot: slot]
      let status = task.response?.status ?? 0
      let line = "\(name): completionHandler(nil): no redirect; the \(status) response is the answer"
      if task.kind != .download, task.completion == nil, sessions[task.session]?.hasDelegate ?? false {
        // The 3xx is now the response: a data task's delegate is asked about it before its body.
        return [line] + post(.didReceiveResponse, "\(status)", for: name)
      }
      startBody(slot: slot, after: gap)
      return [line]
    case (.redirect, _):
      tasks[slot: slot].question = question
      throw CommandError("a redirect is answered with allow or cancel", suggestion: "respond \(name) allow")
    default:
      tasks[slot: slot].question = question
      throw CommandError("answer allow, cancel or download", suggestion: "respond \(name) allow")
    }
  }

  /// The diagram's words for the delegate's answer: `completionHandler(allow)`, the usual
  /// answers' words made once.
  static func handlerCall(_ answer: String) -> String {
    switch answer {
    case "allow": "completionHandler(allow)"
    case "cancel": "completionHandler(cancel)"
    case "download": "completionHandler(download)"
    default: "completionHandler(\(answer))"
    }
  }

  /// `.becomeDownload`: the data task ends, and a download task carries the rest of the body.
  private mutating func becomeDownload(_ name: String, after gap: VirtualTime) throws(CommandError) -> [String] {
    guard var task = tasks[name], var session = sessions[task.session] else { return [] }
    let newName = name + "-download"
    guard tasks[newName] == nil else { throw CommandError("\(newName) already exists") }
    var download = SessionTask(
      name: newName, session: task.session, kind: .download, identifier: session.nextIdentifier,
      originalPath: task.originalPath, currentPath: task.currentPath)
    download.sessionSlot = task.sessionSlot
    download.state = .running
    download.response = task.response
    download.expected = task.expected
    download.madeFrom = name
    download.exchange = task.exchange
    session.nextIdentifier += 1
    session.tasks.append(newName)
    sessions[task.session] = session
    tasks[newName] = download
    taskOrder.append(newName)
    task.state = .completed
    tasks[name] = task
    startBody(newName, after: gap)
    var lines = [
      "\(name): completionHandler(.becomeDownload): \(name) is done (no didCompleteWithError), and download task "
        + "\(newName) #\(download.identifier) takes the body"
    ]
    if session.hasDelegate {
      lines += post(.didBecomeDownloadTask, newName, for: name)
    }
    return lines
  }

  mutating func invalidate(_ name: String, _ how: URLSessionModel.Invalidation) throws(CommandError) -> [String] {
    var session = try session(name)
    guard session.invalidation == nil else {
      throw CommandError("\(name) is already invalidated (\(session.invalidation?.rawValue ?? ""))")
    }
    session.invalidation = how
    sessions[name] = session
    trace(.client, .session, "\(name): invalidate (\(how.rawValue))", session: name)
    var lines = [
      how == .finish
        ? "\(name): finishTasksAndInvalidate: its tasks run to the end, then it lets go of its delegate"
        : "\(name): invalidateAndCancel: its tasks are cancelled, then it lets go of its delegate"
    ]
    if how == .cancel {
      for task in session.tasks where tasks[task].map({ $0.state == .running || $0.state == .suspended }) ?? false {
        lines += try cancel(task)
      }
    }
    return lines + invalidateIfDone(name)
  }
}
