import Lessons
import Synchronization

/// The live network the shell installs: the embedded server, and the open exchanges, each a
/// URLSession driver process whose body the learner's steps let out a chunk at a time.
public final class LiveNetworkService: LiveNetwork {
  private let server = EmbeddedServer()
  /// Every exchange started, by id: a closed one keeps its steps' records for `back`.
  private let exchanges = Mutex<[String: LiveExchange]>([:])
  /// The ids of the exchanges started, oldest first.
  private let order = Mutex<[String]>([])

  /// The most exchanges whose drivers run at once: starting one more closes the oldest.
  static let maxRunning = 8

  public init() {}

  /// The one service of the whole program (the shell's and the tests'); made on first use, it
  /// registers with `LiveResources` so that its exchanges close with the program.
  public static let shared: LiveNetworkService = {
    let service = LiveNetworkService()
    LiveResources.register { service.closeAll() }
    return service
  }()

  /// Installs the shared service, to be made when live mode first needs it.
  public static func install() { LiveNetworkHost.install { shared } }

  public func start() throws(CommandError) -> Int {
    do {
      return try server.start()
    } catch {
      throw CommandError("the embedded server cannot start: \(error)")
    }
  }

  /// Stops the server, and closes every open exchange first.
  public func stop() {
    closeAll(because: "the server stopped")
    server.stop()
  }

  public var port: Int? { server.port }

  public func serve(_ routes: [Route]) { server.setRoutes(routes) }

  public func open(_ request: ExchangeRequest) throws(CommandError) -> ExchangeRecord {
    let port = try start()
    server.setRoutes(request.routes)
    let exchange = try LiveExchange.start(request, on: server, port: port)
    exchanges.withLock { $0[exchange.id] = exchange }
    let running = order.withLock { order in
      order.append(exchange.id)
      return order
    }
    let open = running.dropLast().compactMap { id in exchanges.withLock { $0[id] } }.filter(\.isRunning)
    for old in open where !request.task.isEmpty && old.request.task == request.task {
      old.close(because: "\(request.task) was resumed again after back")
    }
    for old in open.dropLast(Self.maxRunning - 1) {
      old.close(because: "more than \(Self.maxRunning) exchanges were open")
    }
    return try exchange.step(0, .start)
  }

  public func advance(_ exchange: String, step: Int) throws(CommandError) -> ExchangeRecord {
    guard let open = self.exchange(exchange) else { return Self.unknown(exchange, step: step) }
    return try open.step(step, .advance)
  }

  public func cancel(_ exchange: String, step: Int) throws(CommandError) -> ExchangeRecord {
    guard let open = self.exchange(exchange) else { return Self.unknown(exchange, step: step) }
    return try open.step(step, .cancel)
  }

  /// The record of a step of an exchange this program never started: it is over, lost.
  static func unknown(_ id: String, step: Int) -> ExchangeRecord {
    var record = ExchangeRecord(
      url: "", status: nil, headers: [], callbacks: [], error: nil, finalPath: "", fileOutlivedCallback: false,
      stateAfter: "completed")
    record.exchange = id
    record.step = step
    record.lost = "the real exchange is not open in this program (the session was saved and loaded, or the shell restarted)"
    return record
  }

  public func closeAll() { closeAll(because: "live mode's exchanges were closed") }

  func closeAll(because reason: String) {
    for exchange in exchanges.withLock({ Array($0.values) }) { exchange.close(because: reason) }
  }

  /// The exchange started last.
  var newestExchange: LiveExchange? {
    guard let id = order.withLock({ $0.last }) else { return nil }
    return exchanges.withLock { $0[id] }
  }

  /// The drivers still running: none once every exchange is over or closed.
  public var runningDrivers: Int { exchanges.withLock { $0.values.filter(\.isRunning).count } }

  private func exchange(_ id: String) -> LiveExchange? { exchanges.withLock { $0[id] } }
}
