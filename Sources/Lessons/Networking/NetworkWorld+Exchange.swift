/// The network side: a task's exchange with the scripted server, one event a step
/// (Programming iOS 8, ch. 24: the order of the callbacks each event leads to).
extension NetworkWorld {
  /// Takes the next network event; nil when none is scheduled.
  mutating func takeNetworkEvent() -> StepNote? {
    var lines: [String] = []
    guard let slot = takeNetworkEvent(into: &lines) else { return nil }
    guard narrates.value else { return StepNote("") }
    return StepNote("t=\(clock) network · " + (lines.first ?? tasks[slot: slot].name), details: Array(lines.dropFirst()))
  }

  /// `takeNetworkEvent` told to nobody: whether an event was taken.
  mutating func advanceNetwork() -> Bool {
    var lines: [String] = []
    return takeNetworkEvent(into: &lines) != nil
  }

  /// Takes the next network event, what it says added to `lines`; the slot of its task, nil
  /// when none is scheduled.
  private mutating func takeNetworkEvent(into lines: inout [String]) -> Int? {
    guard !scheduled.isEmpty else { return nil }
    let next = scheduled.removeFirst()
    clock = max(clock, next.due)
    // The event's arrow goes before the callbacks it queued, and says what the event did: its
    // place is kept while the event happens, and the arrow put there after.
    let mark = diagram.records.count
    diagram.add(.session, .session, .endOfBody, task: next.task, session: -1, at: now)
    apply(next.event, to: next.task, into: &lines)
    diagram.records[mark] = networkEventArrow(next.event, of: next.task)
    return next.task
  }

  /// Does what `event` does to the task in `slot`, what it says added to `lines`.
  ///
  /// The task changes where it is (a copy would retain all of it), and what follows is
  /// scheduled or posted.
  private mutating func apply(_ event: NetworkEvent, to slot: Int, into lines: inout [String]) {
    if case .chunk(let index) = event { return chunk(index, of: slot, into: &lines) }
    let name = tasks[slot: slot].name
    // The session's settings are read where they are: a copy would retain all of it.
    guard let owner = sessionSlot(ofTask: slot) else { return }
    let session = (
      hasDelegate: sessions[slot: owner].hasDelegate, requestTimeout: sessions[slot: owner].requestTimeout,
      resourceTimeout: sessions[slot: owner].resourceTimeout
    )
    // Only the connection and the head read more of the route than its numbers: only they copy
    // it.
    let gap = pace(ofSlot: slot).gap
    switch event {
    case .connect:
      let route = self.route(ofSlot: slot)
      if let record = tasks[slot: slot].exchange.live {
        schedule(.recorded(0), for: slot, after: gap)
        lines.append(
          "\(name) connects to the embedded server and sends \(tasks[slot: slot].method) \(record.url) (live: the real request "
            + "went out at resume)")
        return
      }
      if let failure = route.failure {
        schedule(.failure(failure), for: slot, after: gap)
      } else if route.hangs {
        schedule(.head, for: slot, after: VirtualTime(seconds: session.requestTimeout * 2))
      } else {
        schedule(.head, for: slot, after: gap)
      }
      guard narrates.value else { return }
      let task = tasks[slot: slot]
      let body = task.kind == .upload ? " with a \(Format.count(task.uploadLength, "byte")) body" : ""
      lines.append("\(name) connects to the server and sends \(task.method) \(task.currentPath)\(body)")
    case .head:
      let route = self.route(ofSlot: slot)
      head(of: slot, route: route, hasDelegate: session.hasDelegate, into: &lines)
    case .chunk(let index):
      // `chunk` takes it before this.
      chunk(index, of: slot, into: &lines)
    case .end:
      if narrates.value {
        lines.append("server → \(name): the body is complete (\(Format.count(tasks[slot: slot].received, "byte")))")
      }
      if tasks[slot: slot].kind == .download {
        temporaryFiles += 1
        let file = "$TMP/sim-\(temporaryFiles).tmp"
        tasks[slot: slot].temporaryFile = file
        tasks[slot: slot].temporaryFileExists = true
        if narrates.value {
          lines.append("the download is in \(file) until the callback that hands it over returns")
        }
      }
      // A task has one network event on the schedule at a time: the end was its last.
      finish(slot: slot, error: nil, unscheduling: false, into: &lines)
    case .failure(let code):
      lines.append("\(name): the connection fails: error \(URLErrorCode.describe(code))")
      finish(slot: slot, error: code, into: &lines)
    case .recorded(let index):
      lines += replay(index, of: name, gap: gap)
    case .timeout(let resource):
      let which =
        resource
        ? "timeoutIntervalForResource (\(Format.number(session.resourceTimeout)) s) is up"
        : "nothing arrived for timeoutIntervalForRequest (\(Format.number(session.requestTimeout)) s)"
      lines.append("\(name): \(which): error \(URLErrorCode.describe(URLErrorCode.timedOut))")
      finish(slot: slot, error: URLErrorCode.timedOut, into: &lines)
    }
  }

  /// A piece of the body arrives: counted on the task where it is, then told to the delegate,
  /// and the next piece or the end scheduled.
  private mutating func chunk(_ index: Int, of slot: Int, into lines: inout [String]) {
    let (hasCompletion, kind) = (tasks[slot: slot].completion != nil, tasks[slot: slot].kind)
    guard let owner = sessionSlot(ofTask: slot) else { return }
    let hasDelegate = sessions[slot: owner].hasDelegate
    let route = pace(ofSlot: slot)
    let gap = route.gap
    let size = route.chunkSize(at: index)
    tasks[slot: slot].received += size
    let (received, expected) = (tasks[slot: slot].received, tasks[slot: slot].expected)
    if narrates.value {
      let name = tasks[slot: slot].name
      lines.append("server → \(name): \(Format.count(size, "byte")) (\(received) of \(expected < 0 ? "?" : String(expected)))")
    }
    let last = index + 1 >= route.chunkCount
    if !hasCompletion && hasDelegate {
      if kind == .download {
        post(.didWriteData, FrameworkDetail("% bytes, % of %", size, received, expected), forSlot: slot, into: &lines)
      } else {
        post(.didReceiveData, FrameworkDetail("% bytes", size), forSlot: slot, into: &lines)
      }
    }
    if last {
      schedule(.end, for: slot, after: .zero)
    } else {
      schedule(.chunk(index + 1), for: slot, after: gap)
    }
  }

  /// The response head: a redirect to follow or ask about, or the final response.
  private mutating func head(of slot: Int, route: Route, hasDelegate: Bool, into lines: inout [String]) {
    var name: String { tasks[slot: slot].name }
    tasks[slot: slot].response = SessionTask.Response(answering: route)
    tasks[slot: slot].expected = route.length
    if narrates.value {
      lines.append(
        "server → \(name): \(route.status) \(HTTPStatus.reason(route.status)), Content-Length \(route.length)"
          + (route.redirect.map { ", Location \($0)" } ?? ""))
    }
    let gap = VirtualTime.milliseconds(Int64(route.latency))
    if HTTPStatus.isRedirect(route.status), let location = route.redirect {
      let redirects = tasks[slot: slot].redirects
      if redirects >= Self.redirectLimit {
        lines.append("\(name) has been redirected \(redirects) times")
        finish(slot: slot, error: URLErrorCode.httpTooManyRedirects, into: &lines)
        return
      }
      if hasDelegate {
        lines += post(.willPerformHTTPRedirection, "\(route.status) to \(location)", for: name)
        return
      }
      lines += follow(name, to: location)
      return
    }
    if tasks[slot: slot].kind != .download && tasks[slot: slot].completion == nil && hasDelegate {
      post(.didReceiveResponse, FrameworkDetail("%", route.status), forSlot: slot, into: &lines)
      return
    }
    startBody(slot: slot, after: gap)
  }

  /// The most redirects a task follows before it fails with httpTooManyRedirects [design: the
  /// chapter's limit; Foundation documents none].
  static let redirectLimit = 16

  /// Sends the task to `location`: a new request, the same task.
  mutating func follow(_ name: String, to location: String) -> [String] {
    guard var task = tasks[name] else { return [] }
    task.redirects += 1
    task.currentPath = location
    task.exchange.route = route(for: location)
    task.response = nil
    task.expected = -1
    tasks[name] = task
    schedule(.connect, for: name, after: .zero)
    return ["\(name) follows the redirect: currentRequest is now GET \(location), originalRequest stays GET \(task.originalPath)"]
  }

  /// The body's first chunk is due `delay` from now; an empty body ends at once.
  mutating func startBody(_ name: String, after delay: VirtualTime) {
    guard let slot = tasks.slot(of: name) else { return }
    startBody(slot: slot, after: delay)
  }

  /// `startBody` of the task in `slot`.
  mutating func startBody(slot: Int, after delay: VirtualTime) {
    schedule(pace(ofSlot: slot).length == 0 ? .end : .chunk(0), for: slot, after: delay)
  }

  /// The numbers of the route the task in `slot` follows, read where they are.
  ///
  /// (Asked with `??`, the route would be looked up in a closure that captured a copy of the
  /// whole world.)
  @inline(__always)
  func pace(ofSlot slot: Int) -> RoutePace {
    if let pace = tasks[slot: slot].exchange.pace { return pace }
    return route(for: tasks[slot: slot].currentPath).pace
  }

  /// The route the task in `slot` is answered by: the one its exchange took, or the one its
  /// path finds now.
  @inline(__always)
  func route(ofSlot slot: Int) -> Route {
    if let route = tasks[slot: slot].exchange.route { return route }
    return route(for: tasks[slot: slot].currentPath)
  }

  /// The task's exchange is over: its last callback is posted (didCompleteWithError, or the
  /// completion handler; a download first hands its file over), or, with no one to tell, it is
  /// completed at once.
  mutating func finish(_ name: String, error: Int?) -> [String] {
    guard let slot = tasks.slot(of: name) else { return [] }
    return finish(slot: slot, error: error)
  }

  /// `finish` of the task in `slot`.
  mutating func finish(slot: Int, error: Int?) -> [String] {
    var lines: [String] = []
    finish(slot: slot, error: error, into: &lines)
    return lines
  }

  /// `finish` of the task in `slot`, what it says added to `lines`; its events left on the
  /// schedule are taken off unless the caller knows it has none (`unscheduling` false).
  mutating func finish(slot: Int, error: Int?, unscheduling: Bool = true, into lines: inout [String]) {
    guard let owner = sessionSlot(ofTask: slot) else { return }
    let hasDelegate = sessions[slot: owner].hasDelegate
    if unscheduling { _ = unschedule(slot: slot) }
    // The task changes where it is: a copy would retain all of it.
    tasks[slot: slot].error = error
    tasks[slot: slot].question = nil
    tasks[slot: slot].exchange.held = []
    let task = (
      completion: tasks[slot: slot].completion, kind: tasks[slot: slot].kind, temporaryFile: tasks[slot: slot].temporaryFile,
      received: tasks[slot: slot].received, status: tasks[slot: slot].response?.status
    )
    if task.completion != nil, task.kind != .download, error == nil, let status = task.status {
      // The usual answer is kept as its numbers: its words are made when someone reads them.
      let words = task.received == 1 ? "data % byte, response %, error nil" : "data % bytes, response %, error nil"
      post(.completionHandler, FrameworkDetail(words, task.received, status), forSlot: slot, isFinal: true, into: &lines)
      return
    }
    let errorText = FrameworkDetail(error.map { "error \(URLErrorCode.describe($0))" } ?? "error nil")
    if task.completion != nil {
      let payload: String
      if task.kind == .download {
        payload = error == nil ? "location \(task.temporaryFile ?? "nil")" : "location nil"
      } else {
        payload = error == nil ? "data \(Format.count(task.received, "byte"))" : "data nil"
      }
      let response = task.status.map { "response \($0)" } ?? "response nil"
      post(
        .completionHandler, FrameworkDetail("\(payload), \(response), \(errorText.text)"), forSlot: slot, isFinal: true,
        into: &lines)
      return
    }
    if hasDelegate {
      if task.kind == .download, error == nil, let file = task.temporaryFile {
        post(.didFinishDownloadingTo, FrameworkDetail(file), forSlot: slot, into: &lines)
      }
      post(.didCompleteWithError, errorText, forSlot: slot, isFinal: true, values: [error ?? 0], into: &lines)
      return
    }
    lines += complete(slot: slot)
  }

  /// The task is completed: the session lets go of it, and an invalidation waiting for its
  /// tasks can go on.
  mutating func complete(_ name: String) -> [String] {
    guard let slot = tasks.slot(of: name) else { return [] }
    return complete(slot: slot)
  }

  /// `complete` of the task in `slot`.
  mutating func complete(slot: Int) -> [String] {
    // The task changes where it is: a copy would retain all of it.
    tasks[slot: slot].state = .completed
    let name = tasks[slot: slot].name
    let facts = (
      session: tasks[slot: slot].session, identifier: tasks[slot: slot].identifier,
      fileLeft: tasks[slot: slot].temporaryFileExists && tasks[slot: slot].completion == nil
    )
    let owner = sessionSlot(ofTask: slot)
    outcome.value.completed.append(slot)
    var lines = narrates.value ? ["\(name) is completed; \(facts.session) lets go of it"] : []
    if facts.fileLeft, !(owner.map { sessions[slot: $0].hasDelegate } ?? false) {
      tasks[slot: slot].temporaryFileExists = false
      lines.append("no one took \(tasks[slot: slot].temporaryFile ?? "the file"): it is deleted")
    }
    guard let owner else { return lines }
    // The session changes where it is: a copy would retain all of it.
    if sessions[slot: owner].downloader != nil, sessions[slot: owner].downloader?.remove(facts.identifier) != nil {
      lines.append("\(facts.session) takes the handler of \(name) out of its table")
    }
    return lines + invalidateIfDone(sessionSlot: owner)
  }

  /// `invalidateIfDone` of the session in `slot`: most sessions are not invalidating, which is
  /// asked without hashing the name.
  mutating func invalidateIfDone(sessionSlot slot: Int) -> [String] {
    guard sessions[slot: slot].invalidation != nil, !sessions[slot: slot].isInvalidated else { return [] }
    return invalidateIfDone(sessions[slot: slot].name)
  }

  /// An invalidating session whose tasks have all completed says so to its delegate.
  mutating func invalidateIfDone(_ name: String) -> [String] {
    // Most sessions are not invalidating: that is asked where the session is, copying nothing.
    guard sessions.inPlace(name, { $0.invalidation != nil && !$0.isInvalidated }) == true, var session = sessions[name]
    else { return [] }
    guard !session.tasks.contains(where: { tasks[$0]?.isHeld ?? false }) else { return [] }
    let slot = sessions.slot(of: name)
    guard !posted.contains(where: { $0.session == slot && $0.method == .didBecomeInvalidWithError }) else { return [] }
    guard !posted.contains(where: { $0.session == slot && $0.isFinal }) else { return [] }
    if session.hasDelegate {
      return post(.didBecomeInvalidWithError, "error nil", forSession: name)
    }
    session.isInvalidated = true
    session.retainsDelegate = false
    sessions[name] = session
    return ["\(name) is invalidated: it can make no more tasks"]
  }

  /// The arrow a network event draws: the request to the server, the answer back, a failure at
  /// the session.
  @inline(__always)
  private func networkEventArrow(_ event: NetworkEvent, of slot: Int) -> SequenceDiagram.Record {
    // The task is read where it is: a copy would retain all of it.
    let session = Int32(tasks[slot: slot].sessionSlot.value)
    // The time is read before: a function that read it from the world would capture a copy of
    // all of it.
    let time = now
    func arrow(
      _ from: SequenceDiagram.Lane, _ to: SequenceDiagram.Lane, _ words: SequenceDiagram.Words
    ) -> SequenceDiagram.Record {
      SequenceDiagram.Record(time: time, from: from, to: to, words: words, task: Int32(slot), session: session)
    }
    switch event {
    case .connect:
      return arrow(.session, .server, .request(path: tasks[slot: slot].currentPath))
    case .head:
      return arrow(.server, .session, .status(Int32(clamping: tasks[slot: slot].response?.status ?? -1)))
    case .chunk, .recorded:
      let (received, expected) = (tasks[slot: slot].received, tasks[slot: slot].expected)
      return arrow(.server, .session, .bytes(received: Int32(clamping: received), expected: Int32(clamping: expected)))
    case .end:
      return arrow(.server, .session, .endOfBody)
    case .failure(let code):
      return arrow(.session, .session, .said("error \(URLErrorCode.describe(code))"))
    case .timeout:
      return arrow(.session, .session, .said("timed out"))
    }
  }
}
