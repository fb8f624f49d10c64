import Lessons
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// The HTTP server the Workbench runs inside itself: SwiftNIO's HTTP/1.1 server pipeline on
/// 127.0.0.1 (never another address), serving the lesson routes and the learner's.
///
/// NIO parses the requests (no parser of ours): a malformed request gets 400 from its error
/// handler, and headers past its size limit are malformed too. This server bounds what NIO
/// leaves open: at most 100 header fields and a 1 MiB request body (431 and 413, then the
/// connection closes). A request tagged with an exchange's id is gated: each chunk of its body
/// goes out only when the exchange releases it, so a real transfer arrives a chunk at a time.
final class EmbeddedServer: Sendable {
  static let maxHeaderFields = 100
  static let maxBodyBytes = 1 << 20
  /// The request header that tags a live exchange's requests with its id.
  static let exchangeHeader = DriverInput.exchangeHeader

  private struct Running {
    var group: MultiThreadedEventLoopGroup
    var channel: any Channel
    var port: Int
  }

  private let running = NIOLockedValueBox<Running?>(nil)
  private let routes = NIOLockedValueBox<[String: Route]>([:])
  private let gates = NIOLockedValueBox<[String: ChunkGate]>([:])

  var port: Int? { running.withLockedValue { $0?.port } }

  /// Starts the server on 127.0.0.1 at a free port, or returns the port it already has.
  func start() throws -> Int {
    try running.withLockedValue { running in
      if let running { return running.port }
      let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
      let server = self
      let bootstrap = ServerBootstrap(group: group)
        .serverChannelOption(ChannelOptions.backlog, value: 256)
        .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
        .childChannelInitializer { channel in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
            try channel.pipeline.syncOperations.addHandler(RouteHandler(server: server))
          }
        }
      do {
        let channel = try bootstrap.bind(host: "127.0.0.1", port: 0).wait()
        let port = channel.localAddress?.port ?? 0
        running = Running(group: group, channel: channel, port: port)
        return port
      } catch {
        try? group.syncShutdownGracefully()
        throw error
      }
    }
  }

  func stop() {
    let stopped = running.withLockedValue { running -> Running? in
      defer { running = nil }
      return running
    }
    guard let stopped else { return }
    try? stopped.channel.close().wait()
    try? stopped.group.syncShutdownGracefully()
  }

  /// The learner's routes, served beside the built-in ones.
  func setRoutes(_ list: [Route]) {
    routes.withLockedValue { table in table = Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last }) }
  }

  func route(for path: String) -> Route {
    routes.withLockedValue { $0[path] } ?? Route.builtIn(path) ?? Route.notFound(path)
  }

  func register(_ gate: ChunkGate, id: String) { gates.withLockedValue { $0[id] = gate } }
  func unregister(id: String) { gates.withLockedValue { $0[id] = nil } }
  func gate(for id: String) -> ChunkGate? { gates.withLockedValue { $0[id] } }
}

/// Lets a gated response's chunks out one at a time, each when the exchange releases it: the
/// learner's steps drive the real transfer.
///
/// Chunk 0 waits too, so a started exchange holds once the response head has gone. What it has
/// let out so far is there to see: the bytes sent, and whether a chunk waits for its release.
final class ChunkGate: Sendable {
  private struct State {
    var released = 0
    var waiting: (@Sendable () -> Void)?
    var sentBytes = 0
  }

  private let state = NIOLockedValueBox(State())

  /// Lets the next chunk go.
  func release() {
    let go = state.withLockedValue { state -> (@Sendable () -> Void)? in
      state.released += 1
      defer { state.waiting = nil }
      return state.waiting
    }
    go?()
  }

  /// Runs `send` once chunk `index` may go: at once if it already may.
  func whenReleased(_ index: Int, _ send: @escaping @Sendable () -> Void) {
    let now = state.withLockedValue { state -> Bool in
      if index < state.released { return true }
      state.waiting = send
      return false
    }
    if now { send() }
  }

  /// A chunk of `count` bytes has been written and flushed.
  func sent(_ count: Int) { state.withLockedValue { $0.sentBytes += count } }

  /// The body's bytes written so far.
  var sentBytes: Int { state.withLockedValue { $0.sentBytes } }

  /// Whether a chunk waits for its release: everything before it has been flushed.
  var isHolding: Bool { state.withLockedValue { $0.waiting != nil } }

  /// How many releases there have been.
  var released: Int { state.withLockedValue { $0.released } }
}
