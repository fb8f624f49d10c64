/// Live mode's replay: a real exchange's record stepped through the same model, a callback a
/// step, on the session's delegate queue in the threading model; the record grows as the
/// learner's steps let the real server go on (see `takeLiveInput`).
extension NetworkWorld {
  /// The error a task ends with when its real exchange was lost before its last callback.
  static let lostError = -1005

  /// Gives a task the record of its real exchange so far and starts its replay.
  mutating func startLive(_ name: String, record: ExchangeRecord) -> [String] {
    guard var task = tasks[name] else { return [] }
    task.exchange.live = record
    tasks[name] = task
    guard record.open else {
      let count = record.callbacks.count
      return ["live: the real URLSession made \(Format.count(count, "callback")) against \(record.url); step replays them"]
        + (record.lost.map { ["live: " + $0] } ?? []) + record.divergences
    }
    let so = record.callbacks.isEmpty ? "" : " (\(Format.count(record.callbacks.count, "callback")) so far)"
    return [
      "live: the real URLSession is running GET \(record.url)\(so); the server has sent the response head and holds "
        + "the body: each step that reaches \(name)'s next network event lets one chunk go"
    ]
  }

  /// The task whose next network event needs its real exchange to go on first, if any: the
  /// event replays a callback the record does not have yet, and the exchange is open.
  func liveInputNeeded() -> (task: String, record: ExchangeRecord)? {
    guard let next = scheduled.first, case .recorded(let index) = next.event, let record = tasks[slot: next.task].exchange.live,
      record.open, index >= record.callbacks.count
    else { return nil }
    return (tasks[slot: next.task].name, record)
  }

  /// The network part's live input: when the next event needs the real exchange to go on, one
  /// live tick, the server letting one chunk go and the record growing by what the real
  /// URLSession then did (a completion handler's task hears nothing until its end: the event
  /// then only says the chunk went).
  mutating func takeLiveInput() throws(CommandError) -> [String] {
    guard let (name, record) = liveInputNeeded() else { return [] }
    let advance = try LiveTick.outcome(ExchangeAdvance.self) { () throws(CommandError) in
      let network = try LiveNetworkHost.current()
      let full = try network.advance(record.exchange, step: record.step + 1)
      return ExchangeAdvance(task: name, known: record.callbacks.count, full: full)
    }
    return applyLive(advance)
  }

  /// Grows a task's record by a live tick's outcome and says what the real exchange did.
  mutating func applyLive(_ advance: ExchangeAdvance) -> [String] {
    guard var task = tasks[advance.task], let record = task.exchange.live else { return [] }
    if let lost = advance.record.lost, advance.record.callbacks.isEmpty {
      // Nothing more came: the record the task has ends here.
      var ended = record
      ended.open = false
      ended.lost = lost
      ended.step = advance.record.step
      task.exchange.live = ended
      tasks[advance.task] = task
      return ["live: " + lost]
    }
    var merged = advance.record
    merged.callbacks = record.callbacks + advance.record.callbacks
    task.exchange.live = merged
    tasks[advance.task] = task
    let new = advance.record.callbacks.map(\.name)
    let heard = new.isEmpty ? "no callback yet" : "the real URLSession called " + new.joined(separator: ", ")
    var lines = [
      "live: the server lets chunk \(advance.record.step) go (\(Format.count(merged.bodySent, "byte")) of the body "
        + "sent); \(heard)"
    ]
    if let lost = merged.lost {
      lines.append("live: " + lost)
    } else if !merged.open {
      lines.append("live: the real exchange is over")
      lines += merged.divergences
    }
    return lines
  }

  /// `cancel` on a task whose real exchange is open: the real task was cancelled, and the
  /// record ends with what its URLSession did then, which step and run replay.
  mutating func cancelLive(_ name: String, _ advance: ExchangeAdvance) throws(CommandError) -> [String] {
    let task = try task(name)
    guard task.state == .running || task.state == .suspended else {
      throw CommandError("\(name) is \(task.state.rawValue): cancelling it now does nothing")
    }
    var lines = applyLive(advance)
    lines[0] = "live: the real task is cancelled; " + (lines[0].components(separatedBy: "; ").last ?? "")
    if advance.record.lost != nil { return try cancel(name) + lines }
    guard var cancelled = tasks[name] else { return lines }
    let before = cancelled.state
    cancelled.state = .canceling
    cancelled.question = nil
    // A suspended task's held events go back: the record's callbacks come on.
    reschedule(cancelled.exchange.held, for: name)
    cancelled.exchange.held = []
    tasks[name] = cancelled
    trace(.client, .session, "\(name): cancel", task: name)
    return ["\(name): \(before.rawValue) → canceling"] + lines
  }

  /// Whether `name` is a task whose real exchange is open.
  func isLiveOpen(_ name: String) -> Bool {
    guard let task = tasks[name], let record = task.exchange.live else { return false }
    return record.open && (task.state == .running || task.state == .suspended)
  }

  /// Whether any task's real exchange is open.
  var hasOpenLiveExchanges: Bool { taskOrder.contains { isLiveOpen($0) } }

  /// Every open real exchange is closed (mode sim, server stop): its record ends where it is.
  mutating func closeLiveExchanges(because reason: String) -> [String] {
    var lines: [String] = []
    for name in taskOrder {
      guard var task = tasks[name], var record = task.exchange.live, record.open else { continue }
      record.open = false
      record.lost = "the real exchange was closed (\(reason))"
      task.exchange.live = record
      tasks[name] = task
      lines.append("\(name)'s real exchange is closed: its next network event ends it with an error")
    }
    return lines
  }

  /// The network event that brought recorded callback `index`, and the callback posted.
  mutating func replay(_ index: Int, of name: String, gap: VirtualTime) -> [String] {
    guard var task = tasks[name], let record = task.exchange.live else { return [] }
    guard index < record.callbacks.count else {
      if record.open {
        // A chunk went and brought no callback: the next one waits for the next step.
        schedule(.recorded(index), for: name, after: gap)
        let hears = task.completion != nil ? "the completion handler hears of the data at the end" : "no callback for it"
        return ["server → \(name): a chunk of the body (\(Format.count(record.bodySent, "byte")) sent so far); \(hears)"]
      }
      // The real exchange ended without its last callback: the task fails, as a lost connection.
      return ["\(name): its real exchange is gone: error \(URLErrorCode.describe(Self.lostError))"]
        + finish(name, error: Self.lostError)
    }
    let callback = record.callbacks[index]
    var lines: [String] = []
    switch callback.name {
    case "willPerformHTTPRedirection":
      lines.append("server → \(name): a redirect (\(callback.detail)); the real delegate follows it")
    case "didReceiveResponse":
      task.response = response(from: record)
      task.expected = task.response?.expectedLength ?? -1
      lines.append("server → \(name): \(record.status ?? 0) \(HTTPStatus.reason(record.status ?? 0))")
      lines.append("live: the real delegate answers .allow at once (FoundationNetworking ignores the disposition anyway)")
    case "didReceiveData", "didWriteData":
      if task.response == nil {
        task.response = response(from: record)
        task.expected = task.response?.expectedLength ?? -1
      }
      task.received += callback.bytes
      lines.append("server → \(name): \(Format.count(callback.bytes, "byte")) (\(task.received) in all)")
    case "didFinishDownloadingTo":
      temporaryFiles += 1
      task.temporaryFile = callback.detail
      task.temporaryFileExists = true
      lines.append("server → \(name): the body is complete; the file is handed over")
    default:
      if task.response == nil, record.status != nil { task.response = response(from: record) }
      // A completion handler's data: the bytes arrived without a callback of their own.
      task.received += callback.bytes
      task.error = record.error
      task.currentPath = record.finalPath
      lines.append(
        record.error.map { "\(name): the exchange fails: error \(URLErrorCode.describe($0))" }
          ?? "server → \(name): the exchange is over")
    }
    tasks[name] = task
    guard let method = CallbackMethod(rawValue: callback.name) else {
      // A record is the chapter's own, so this is one edited by hand.
      return lines + ["the record of \(name) names no callback the chapter makes: \(Format.echo(callback.name))"]
    }
    let isFinal = method == .didCompleteWithError || method == .completionHandler
    // What the real delegate method was handed, as numbers, for a handler that reads them.
    let values: [Int]
    switch method {
    case .didReceiveData: values = [callback.bytes]
    case .didWriteData: values = [callback.bytes, task.received, task.expected]
    default: values = []
    }
    lines += post(method, callback.detail, for: name, isFinal: isFinal, values: values)
    if !isFinal { schedule(.recorded(index + 1), for: name, after: gap) }
    return lines
  }

  private func response(from record: ExchangeRecord) -> SessionTask.Response? {
    guard let status = record.status else { return nil }
    let headers = record.headers.filter { $0.count == 2 }.map { SessionTask.Header(name: $0[0], value: $0[1]) }
    let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? -1
    return SessionTask.Response(status: status, headers: headers, expectedLength: length)
  }
}

/// A live tick's outcome for one task: the callbacks its real exchange added, and the record's
/// other fields as they now are.
struct ExchangeAdvance: Codable, Sendable, Equatable {
  var task: String
  /// The record as the live network returned it, with only the callbacks the task's record
  /// did not have yet.
  var record: ExchangeRecord

  init(task: String, known: Int, full: ExchangeRecord) {
    self.task = task
    var record = full
    record.callbacks = Array(full.callbacks.dropFirst(known))
    self.record = record
  }
}
