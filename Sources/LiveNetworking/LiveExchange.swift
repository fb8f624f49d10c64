import FoundationEssentials
import Lessons
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// One real exchange kept open across the learner's lines: the URLSession driver,
/// `workbench-urlsession`, runs the task in a process of its own against the embedded server,
/// whose gate lets the body out a chunk at a time as the learner's steps release it.
///
/// Each point the exchange reaches is a numbered step with its record: step 0 when it started
/// (the response head sent, the first chunk held), then one for each chunk let go, or for the
/// cancel. Asked for a step it has had, it returns that step's record again: `back` and a step
/// forward replay, and the server never lets a chunk go twice.
final class LiveExchange: Sendable {
  /// What a step did.
  enum Action: Sendable { case start, advance, cancel }

  private struct Seen {
    /// The driver's record so far, from its last `progress` line.
    var latest: ExchangeRecord?
    /// Its whole record, from its `record` line: the task has had its last callback.
    var final: ExchangeRecord?
    /// The message of its `error` line.
    var failure: String?
  }

  private struct Steps {
    var records: [(action: Action, record: ExchangeRecord)] = []
    /// Why the exchange was closed before its end, nil while it may go on.
    var closed: String?
  }

  let id = UUID().uuidString
  let request: ExchangeRequest
  private let server: EmbeddedServer
  private let gate = ChunkGate()
  private let driver: Mutex<ChildProcess?>
  private let seen = Mutex(Seen())
  private let steps = Mutex(Steps())
  private let reader: Mutex<LineReader?> = Mutex(nil)

  /// The longest one step may wait for the real exchange to reach its next point.
  static let limit = Duration.seconds(20)
  /// How long the driver must have said nothing before a held exchange counts as settled.
  static let quiet = Duration.milliseconds(50)

  /// The driver program: `WORKBENCH_URLSESSION`, or `workbench-urlsession` beside this program.
  static var driverPath: String { ProgramFiles.beside("workbench-urlsession", overriddenBy: "WORKBENCH_URLSESSION") }

  private init(request: ExchangeRequest, server: EmbeddedServer) {
    self.request = request
    self.server = server
    driver = Mutex(nil)
  }

  /// Starts the task in its driver and waits for step 0.
  ///
  /// Step 0 is the first point the server holds (the response head sent, the first chunk
  /// held), or the end. Ctrl-C stops the wait and the driver, and changes nothing.
  static func start(_ request: ExchangeRequest, on server: EmbeddedServer, port: Int) throws(CommandError) -> LiveExchange {
    let exchange = LiveExchange(request: request, server: server)
    // A refused connection, for real: a port nothing listens on.
    let target = request.route.failure == URLErrorCode.cannotConnectToHost ? try closedPort() : port
    server.register(exchange.gate, id: exchange.id)
    do {
      try exchange.launch(DriverInput(request: request, port: target, exchange: exchange.id))
      let record = try exchange.wait(untilEnd: false, step: 0)
      exchange.steps.withLock { $0.records.append((.start, record)) }
      return exchange
    } catch {
      exchange.close(because: "it was interrupted")
      throw error
    }
  }

  private func launch(_ input: DriverInput) throws(CommandError) {
    let process = try ChildProcess.start(Self.driverPath, "the URLSession driver", for: "live mode", sending: input)
    driver.withLock { $0 = process }
    let lineReader = LineReader(process.output) { [self] line in self.read(line) }
    reader.withLock { $0 = lineReader }
  }

  /// One line from the driver.
  private func read(_ line: String) {
    let decoded = { (prefix: String) in
      try? JSONDecoder().decode(ExchangeRecord.self, from: Data(line.dropFirst(prefix.count).utf8))
    }
    if line.hasPrefix("progress ") {
      let record = decoded("progress ")
      seen.withLock { $0.latest = record ?? $0.latest }
    } else if line.hasPrefix("record ") {
      let record = decoded("record ")
      seen.withLock { $0.final = record }
    } else if line.hasPrefix("error ") {
      seen.withLock { $0.failure = String(line.dropFirst("error ".count)) }
    }
  }

  /// The record of step `number`, `action`: the one it had if it had one, else made now.
  func step(_ number: Int, _ action: Action) throws(CommandError) -> ExchangeRecord {
    let (records, closed) = steps.withLock { ($0.records, $0.closed) }
    if number < records.count {
      if records[number].action == action { return records[number].record }
      // Back went where the real exchange no longer is: it cannot go this other way.
      if action == .cancel { send("cancel") }
      let reason =
        action == .cancel
        ? "the real exchange had gone further before back; the real task is cancelled, and the model cancels its own"
        : "the real task was cancelled before back: the real exchange cannot go on from here"
      return decorated(records[max(number - 1, 0)].record, step: number, open: false, lost: reason)
    }
    guard number == records.count, let previous = records.last?.record else {
      return lost("the live exchange has no step \(number - 1) to go on from", step: number)
    }
    let record: ExchangeRecord
    if !previous.open {
      record = decorated(previous, step: number, open: false, lost: previous.lost)
    } else if let closed {
      record = decorated(previous, step: number, open: false, lost: "the real exchange was closed (\(closed))")
    } else if action == .cancel {
      send("cancel")
      record = try wait(untilEnd: true, step: number)
    } else {
      if gate.released < number { gate.release() }
      record = try wait(untilEnd: false, step: number)
    }
    steps.withLock { $0.records.append((action, record)) }
    return record
  }

  /// Waits for the exchange's next point: the server holds the next chunk and the driver has
  /// told every callback what was sent brought (`untilEnd`: the task's last callback).
  private func wait(untilEnd: Bool, step: Int) throws(CommandError) -> ExchangeRecord {
    let deadline = ContinuousClock.now + Self.limit
    while true {
      try Interruption.check()
      if let record = settled(untilEnd: untilEnd, step: step) { return record }
      if ContinuousClock.now > deadline {
        close(because: "it took more than \(Self.limit.components.seconds) s to get anywhere")
        return lost(
          "the real exchange got nowhere for \(Self.limit.components.seconds) s, and its driver was stopped", step: step)
      }
      usleep(5_000)
    }
  }

  private func settled(untilEnd: Bool, step: Int) -> ExchangeRecord? {
    let done = reader.withLock { $0?.isDone ?? true }
    let now = seen.withLock { $0 }
    if let final = now.final {
      finish()
      return decorated(final, step: step, open: false, lost: nil)
    }
    if done {
      finish()
      let why = now.failure ?? "it ended with status \(status)"
      return lost("the URLSession driver stopped before the task's last callback: \(why)", step: step)
    }
    guard !untilEnd, gate.isHolding else { return nil }
    if request.handlesData {
      // Every byte sent has reached the delegate, and a data or upload task's response has been told.
      guard (now.latest?.dataBytes ?? 0) >= gate.sentBytes else { return nil }
      let told = now.latest?.callbacks.contains { $0.name == "didReceiveResponse" } ?? false
      guard told || request.kind == .download else { return nil }
    }
    guard reader.withLock({ $0?.quietFor ?? .seconds(1) }) >= Self.quiet else { return nil }
    return decorated(now.latest ?? empty, step: step, open: true, lost: nil)
  }

  private var empty: ExchangeRecord {
    ExchangeRecord(
      url: "http://127.0.0.1:PORT\(request.path)", status: nil, headers: [], callbacks: [], error: nil,
      finalPath: request.path, fileOutlivedCallback: false, stateAfter: "running")
  }

  private var status: Int32 {
    driver.withLock { driver in driver?.exitStatus ?? 0 }
  }

  private func decorated(_ record: ExchangeRecord, step: Int, open: Bool, lost: String?) -> ExchangeRecord {
    var record = record
    record.exchange = id
    record.step = step
    record.open = open
    record.lost = lost
    record.bodySent = gate.sentBytes
    if lost != nil { record.stateAfter = "completed" }
    return record
  }

  private func lost(_ reason: String, step: Int) -> ExchangeRecord {
    let latest = seen.withLock { $0.latest } ?? empty
    let last = steps.withLock { $0.records.last?.record }
    // What the model already has stays: a lost exchange adds no callback of its own.
    return decorated(last ?? latest, step: step, open: false, lost: reason)
  }

  private func send(_ line: String) {
    driver.withLock { driver in _ = driver?.write(Array((line + "\n").utf8)) }
  }

  /// The task has had its last callback: the gate goes, and the driver ends by itself.
  private func finish() {
    server.unregister(id: id)
    driver.withLock { driver in driver?.closeInput() }
  }

  /// The body's bytes the server has sent for this exchange.
  var bodySent: Int { gate.sentBytes }

  /// The driver's process id, nil once it is closed.
  var driverID: Int32? { driver.withLock { $0?.pid } }

  /// Whether the driver process is still running.
  var isRunning: Bool { driver.withLock { $0?.isRunning ?? false } }

  /// Stops the driver (the real task with it) and the gate; later steps say why.
  func close(because reason: String) {
    steps.withLock { steps in
      if steps.closed == nil { steps.closed = reason }
    }
    server.unregister(id: id)
    let stopped = driver.withLock { driver -> ChildProcess? in
      defer { driver = nil }
      return driver
    }
    stopped?.stop()
  }

  /// A port on 127.0.0.1 that nothing listens on: bound by the system, then let go.
  static func closedPort() throws(CommandError) -> Int {
    let probe = EmbeddedServer()
    do {
      let port = try probe.start()
      probe.stop()
      return port
    } catch {
      throw CommandError("no free port for a refused connection: \(error)")
    }
  }
}
