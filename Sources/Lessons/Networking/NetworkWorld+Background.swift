/// The app's life around a background session: suspended while the system goes on with its
/// transfers, woken when they are done to hear of them, or killed from the app switcher
/// (Programming iOS 8, ch. 24; The Core iOS Developer's Cookbook, ch. 13).
extension NetworkWorld {
  /// Whether the app runs in front, is suspended in the background, or is not running.
  public enum AppState: String, Sendable {
    case foreground, suspended, killed
  }

  /// A background session's callback held while the app is suspended.
  struct DeferredCallback: Equatable, Sendable {
    var task: String
    var method: String
    var detail: String
    var isFinal: Bool
  }

  func isBackground(_ session: String) -> Bool {
    if case .background? = sessions[session]?.configuration { return true }
    return false
  }

  /// Holds a background session's callback while the app is suspended; nil when it goes ahead.
  ///
  /// Once every transfer of the session is done, the system wakes the app.
  mutating func deferIfSuspended(_ method: String, _ detail: String, for task: String, isFinal: Bool) -> [String]? {
    guard app == .suspended, let session = tasks[task]?.session, isBackground(session) else { return nil }
    deferred.append(DeferredCallback(task: task, method: method, detail: detail, isFinal: isFinal))
    var lines = ["\(task) \(method) waits: the app is suspended, and the system keeps the message for it"]
    if isFinal { lines += wakeIfDone(session) }
    return lines
  }

  /// The session's transfers are all done while the app is suspended: the system launches or
  /// wakes it in the background and calls the app delegate on main first.
  private mutating func wakeIfDone(_ session: String) -> [String] {
    let transferring =
      sessions[session]?.tasks.contains { name in
        guard let task = tasks[name], task.state == .running || task.state == .canceling else { return false }
        return !deferred.contains { $0.task == name && $0.isFinal }
      } ?? false
    guard !transferring, case .background(let identifier)? = sessions[session]?.configuration else { return [] }
    return ["the transfers of \(session) are done: the system wakes the app in the background"]
      + post("handleEventsForBackgroundURLSession", identifier, forSession: session, on: "main")
  }

  /// The app delegate's handleEvents has returned, having stored its completion handler: the
  /// session's delegate now hears what happened, then that the events are over.
  mutating func returnedFromAppCallback(_ callback: PostedCallback) -> [String] {
    switch callback.method {
    case "handleEventsForBackgroundURLSession":
      var lines = ["the app delegate stored the completion handler; \(callback.session)'s delegate hears what happened"]
      let held = deferred.filter { tasks[$0.task]?.session == callback.session }
      deferred.removeAll { tasks[$0.task]?.session == callback.session }
      for message in held {
        guard let task = tasks[message.task], let session = sessions[task.session] else { continue }
        let code = session.handlers[message.method] ?? ""
        lines += post(
          PostedCallback(
            block: 0, task: message.task, session: session.name, method: message.method, detail: message.detail,
            isFinal: message.isFinal), code: code)
      }
      guard let session = sessions[callback.session] else { return lines }
      let finish = "{ log \(session.name) calls the stored completion handler; async main { ui snapshot } }"
      let code =
        session.handlers["urlSessionDidFinishEvents"].map { Self.inner($0) + "; " + Self.inner(finish) } ?? Self.inner(finish)
      return lines
        + post(
          PostedCallback(
            block: 0, task: nil, session: session.name, method: "urlSessionDidFinishEvents", detail: "", isFinal: false),
          code: "{ \(code) }")
    case "urlSessionDidFinishEvents":
      return ["the app takes its snapshot and is suspended again"]
    default:
      return invalidateIfDone(callback.session)
    }
  }

  /// Suspends the app (`app background`).
  ///
  /// A background session's transfers go on without it; every other task waits, since the
  /// process no longer runs.
  mutating func suspendApp() throws(CommandError) -> [String] {
    guard app == .foreground else { throw CommandError("the app is \(app.rawValue), not in front") }
    app = .suspended
    var lines = ["the app is suspended in the background"]
    for name in taskOrder where tasks[name]?.state == .running {
      guard let task = tasks[name], !isBackground(task.session) else { continue }
      let events = unschedule(name)
      let at = now
      tasks[name]?.exchange.held += events.map { Exchange.HeldEvent(event: $0.event, after: $0.due - at) }
      if !events.isEmpty { lines.append("\(name) waits: its session is not a background session") }
    }
    return lines
  }

  /// Brings the app to the front again (`app foreground`).
  ///
  /// What waited goes on; a background session's held messages arrive now.
  mutating func resumeApp() throws(CommandError) -> [String] {
    guard app == .suspended else { throw CommandError("the app is \(app.rawValue), not suspended") }
    app = .foreground
    var lines = ["the app is in front again"]
    for name in taskOrder where tasks[name]?.state == .running && !(tasks[name]?.exchange.held.isEmpty ?? true) {
      let held = tasks[name]?.exchange.held ?? []
      tasks[name]?.exchange.held = []
      for event in held {
        insert(ScheduledEvent(due: now + event.after, order: nextOrder, task: name, event: event.event))
        nextOrder += 1
      }
      lines.append("\(name) goes on")
    }
    let held = deferred
    deferred = []
    for message in held {
      lines += post(message.method, message.detail, for: message.task, isFinal: message.isFinal)
    }
    return lines
  }

  /// Kills the app from the app switcher (`app kill`).
  ///
  /// Its transfers, background ones included, are dropped, never completed (Programming iOS 8,
  /// ch. 24).
  mutating func killApp() throws(CommandError) -> [String] {
    guard app != .killed else { throw CommandError("the app is not running") }
    app = .killed
    deferred = []
    var lines = ["the user kills the app from the app switcher: its transfers are dropped, background ones too"]
    for name in taskOrder {
      guard var task = tasks[name], task.state != .completed else { continue }
      _ = unschedule(name)
      task.exchange.held = []
      task.state = .completed
      task.error = URLErrorCode.cancelled
      task.question = nil
      tasks[name] = task
      lines.append("\(name) is dropped, never completed by a callback")
    }
    for name in sessionOrder where sessions[name]?.invalidation == nil { sessions[name]?.invalidation = .cancel }
    return lines
  }
}
