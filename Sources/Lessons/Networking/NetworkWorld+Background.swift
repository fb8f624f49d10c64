/// The app's life around a background session: suspended while the system goes on with its
/// transfers, woken when they are done to hear of them, terminated by the system and launched
/// again in the background, or killed from the app switcher (Programming iOS 8, ch. 24; The
/// Core iOS Developer's Cookbook, ch. 13).
extension NetworkWorld {
  /// Whether the app runs in front, is suspended in the background, was terminated by the
  /// system (its background transfers go on), or was killed by the user (they are dropped).
  public enum AppState: String, Sendable {
    case foreground, suspended, killed
    case notRunning = "not running"
  }

  /// A background session's callback held while the app is suspended.
  struct DeferredCallback: Equatable, Sendable {
    var task: String
    var method: CallbackMethod
    var detail: FrameworkDetail
    var isFinal: Bool
    /// What the method is handed as numbers (see `post`'s `values`).
    var values: [Int] = []
  }

  func isBackground(_ session: String) -> Bool {
    if case .background? = sessions[session]?.configuration { return true }
    return false
  }

  /// Holds a background session's callback while the app is suspended; nil when it goes ahead.
  ///
  /// Once every transfer of the session is done, the system wakes the app.
  mutating func deferIfSuspended(
    _ method: CallbackMethod, _ detail: FrameworkDetail, for task: String, isFinal: Bool, values: [Int] = []
  ) -> [String]? {
    guard let session = tasks.inPlace(task, { $0.session }),
      sessions.inPlace(session, { if case .background = $0.configuration { true } else { false } }) == true
    else { return nil }
    let isGone = sessions[session]?.isGone ?? false
    guard app == .suspended || app == .notRunning || isGone else { return nil }
    deferred.append(DeferredCallback(task: task, method: method, detail: detail, isFinal: isFinal, values: values))
    let why =
      app == .notRunning
      ? "the app is not running" : isGone ? "the app has no session object for it yet" : "the app is suspended"
    var lines = ["\(task) \(method) waits: \(why), and the system keeps the message for it"]
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
    guard !transferring, let identifier = sessions[session]?.backgroundIdentifier else { return [] }
    var lines = ["the transfers of \(session) are done: the system wakes the app in the background"]
    if app == .notRunning {
      app = .suspended
      lines = [
        "the transfers of \(identifier) are done: the system launches the app in the background (it was not running)"
      ]
    }
    return lines + post(.handleEventsForBackgroundURLSession, identifier, forSession: session, on: "main")
  }

  /// The app delegate's handleEvents has returned, having stored its completion handler: the
  /// session's delegate now hears what happened, then that the events are over.
  mutating func returnedFromAppCallback(_ callback: PostedCallback) -> [String] {
    // The session is found by its name now: one made again under that name while the call ran
    // is the one that hears.
    let name = sessions[slot: callback.session].name
    switch callback.method {
    case .handleEventsForBackgroundURLSession:
      guard let session = sessions[name], session.isGone, let identifier = session.backgroundIdentifier else {
        return ["the app delegate stored the completion handler; \(name)'s delegate hears what happened"]
          + deliverHeld(name)
      }
      woken.insert(identifier)
      return [
        "the app delegate stored the completion handler; the messages wait for a session with identifier \(identifier): "
          + "new session NAME --config background \(identifier) --delegate on"
      ]
    case .urlSessionDidFinishEvents:
      return ["the app takes its snapshot and is suspended again"]
    default:
      return invalidateIfDone(name)
    }
  }

  /// Posts a background session's held messages to its delegate, then urlSessionDidFinishEvents,
  /// which calls the completion handler the app delegate stored.
  ///
  /// Without `finishing`, only the held messages: the app is in front and not woken for them.
  private mutating func deliverHeld(_ name: String, finishing: Bool = true) -> [String] {
    var lines: [String] = []
    let held = deferred.filter { tasks[$0.task]?.session == name }
    deferred.removeAll { tasks[$0.task]?.session == name }
    for message in held {
      guard let task = tasks[message.task], let session = sessions[task.session], let slot = tasks.slot(of: message.task),
        let owner = sessions.slot(of: task.session)
      else { continue }
      let handler = session.handlers[message.method.rawValue] ?? ""
      guard let code = handing(message.values, of: message.method, toSlot: slot, session: owner, code: handler) else {
        lines.append("\(message.method) for \(message.task) was held without its values: the model's fault")
        continue
      }
      lines += post(
        PostedCallback(
          block: 0, slot: slot, session: owner, method: message.method, detail: message.detail, isFinal: message.isFinal),
        code: code)
    }
    guard finishing, let session = sessions[name], let owner = sessions.slot(of: name) else { return lines }
    let finish = "{ log \(session.name) calls the stored completion handler; async main { ui snapshot } }"
    let code =
      session.handlers["urlSessionDidFinishEvents"].map { Self.inner($0) + "; " + Self.inner(finish) } ?? Self.inner(finish)
    return lines
      + post(
        PostedCallback(block: 0, session: owner, method: .urlSessionDidFinishEvents, detail: FrameworkDetail("")),
        code: "{ \(code) }")
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
      reschedule(held, for: name)
      lines.append("\(name) goes on")
    }
    // A session the app has not made again keeps its messages until it does.
    let held = deferred.filter { !(tasks[$0.task].flatMap { sessions[$0.session]?.isGone } ?? false) }
    deferred.removeAll { held.contains($0) }
    for message in held {
      lines += post(message.method, message.detail, for: message.task, isFinal: message.isFinal, values: message.values)
    }
    return lines
  }

  /// The system terminates the suspended app to free memory (`app terminate`).
  ///
  /// The process ends: its objects, variables, queues and threads are gone, and the tasks of
  /// its ordinary sessions with them. A background session's transfers belong to the system
  /// and go on; when they are done the system launches the app in the background, and the app
  /// must make a session with the same identifier to hear of them (Programming iOS 8, ch. 24).
  mutating func terminateApp() throws(CommandError) -> [String] {
    guard app == .suspended else {
      throw CommandError(
        "the app is \(app.rawValue): the system terminates only a suspended app", suggestion: "app background first")
    }
    if let busy = posted.first {
      throw CommandError(
        "the app is still running code: \(caller(of: busy)) \(busy.method) (B\(busy.block)) has not returned",
        suggestion: "step until it returns")
    }
    let now = self.now
    app = .notRunning
    threading = Threading.initialState
    Threading.pass(&threading, to: now)
    woken = []
    var lines = ["the system terminates the suspended app to free memory: its objects, variables and queues are gone"]
    if reachability.watching {
      // The watcher was one of the app's objects.
      reachability.watching = false
      lines.append("the reachability watcher is gone with it")
    }
    for name in sessionOrder {
      guard var session = sessions[name], !session.isGone else { continue }
      session.isGone = true
      session.handlers = [:]
      session.retainsDelegate = false
      sessions[name] = session
      guard let identifier = session.backgroundIdentifier, session.invalidation == nil else {
        for task in session.tasks where tasks[task]?.isHeld ?? false {
          lines += drop(task, because: "its session died with the app")
        }
        continue
      }
      let going = session.tasks.filter { tasks[$0]?.isHeld ?? false }
      lines.append(
        going.isEmpty
          ? "\(name) is gone with the app"
          : "\(name) is gone with the app; the system goes on with \(going.joined(separator: ", ")) under identifier "
            + identifier)
    }
    return lines
  }

  /// The user launches the app again (`app launch`), after it was terminated or killed.
  mutating func launchApp() throws(CommandError) -> [String] {
    guard app == .notRunning || app == .killed else {
      throw CommandError("the app is \(app.rawValue): it is running", suggestion: "app foreground brings it to the front")
    }
    let wasKilled = app == .killed
    app = .foreground
    var lines = ["the user launches the app: it starts afresh in front"]
    if !wasKilled, sessions.values.contains(where: { $0.isGone && $0.backgroundIdentifier != nil }) {
      lines.append(
        "make each background session again with its identifier to hear of its transfers: "
          + "new session NAME --config background ID --delegate on")
    }
    return lines
  }

  /// A new background session takes over the transfers of the session of the same identifier
  /// that died with the app: its tasks are the new session's, and if the system has woken the
  /// app for them, their messages arrive now.
  mutating func adoptTransfers(into name: String) -> [String] {
    guard let identifier = sessions[name]?.backgroundIdentifier,
      let old = sessionOrder.first(where: {
        $0 != name && sessions[$0]?.isGone == true && sessions[$0]?.backgroundIdentifier == identifier
      }), let gone = sessions[old]
    else { return [] }
    sessions[name]?.tasks = gone.tasks
    sessions[name]?.nextIdentifier = gone.nextIdentifier
    let slot = sessions.slot(of: name) ?? -1
    for task in gone.tasks {
      _ = tasks.inPlace(task) { task in
        task.session = name
        task.sessionSlot.value = slot
      }
    }
    sessions[old] = nil
    sessionOrder.removeAll { $0 == old }
    let lines = [
      "\(name) has identifier \(identifier): it takes over the transfers of \(old), which died with the app "
        + "(\(gone.tasks.filter { tasks[$0]?.isHeld ?? false }.joined(separator: ", ")))"
    ]
    let woke = woken.remove(identifier) != nil
    let held = deferred.contains { tasks[$0.task]?.session == name }
    guard woke || held, app != .suspended || woke else { return lines }
    return lines + ["the system delivers what happened at once"] + deliverHeld(name, finishing: woke)
  }

  /// A task dropped with the process that ran it.
  private mutating func drop(_ name: String, because reason: String) -> [String] {
    guard var task = tasks[name] else { return [] }
    _ = unschedule(name)
    task.exchange.held = []
    task.state = .completed
    task.error = URLErrorCode.cancelled
    task.question = nil
    tasks[name] = task
    return ["\(name) is dropped, never completed by a callback: \(reason)"]
  }

  /// Kills the app from the app switcher (`app kill`).
  ///
  /// Its transfers, background ones included, are dropped, never completed (Programming iOS 8,
  /// ch. 24).
  mutating func killApp() throws(CommandError) -> [String] {
    guard app != .killed, app != .notRunning else { throw CommandError("the app is not running") }
    app = .killed
    deferred = []
    var lines = ["the user kills the app from the app switcher: its transfers are dropped, background ones too"]
    for name in taskOrder where tasks[name]?.state != .completed {
      lines += drop(name, because: "the user killed the app")
    }
    for name in sessionOrder where sessions[name]?.invalidation == nil { sessions[name]?.invalidation = .cancel }
    return lines
  }
}
