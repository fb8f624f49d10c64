import Synchronization

/// The live network the chapter's live mode talks to: an HTTP server the Workbench runs inside
/// itself on 127.0.0.1, and a real URLSession that reaches it.
///
/// The Lessons module only says what it needs; the LiveNetworking module provides it (it links
/// SwiftNIO and FoundationNetworking), and the shell and the tests install it. Without one
/// installed, live mode says so and changes nothing.
public protocol LiveNetwork: Sendable {
  /// Starts the server when it is not running, and returns its port.
  func start() throws(CommandError) -> Int
  /// Stops the server; a stopped server is not an error.
  func stop()
  /// The port the server listens on, nil when it is not running.
  var port: Int? { get }
  /// Serves `routes` (the learner's) beside the built-in ones, from now on.
  func serve(_ routes: [Route])
  /// Starts one task for real against the server and returns what its URLSession did up to
  /// the first point the server holds: the response head sent, the body's first chunk held
  /// (or the end, for an exchange with no body to hold). The exchange stays open, its step 0.
  func open(_ request: ExchangeRequest) throws(CommandError) -> ExchangeRecord
  /// Step `step` of an open exchange: the server lets its next chunk go (the last one ends the
  /// body) and the record grows by what the real URLSession then did, up to the next hold or
  /// the end. A step the exchange has had already returns what it returned then, so `back`
  /// and a step forward again replay and never release twice. Ctrl-C stops the wait.
  func advance(_ exchange: String, step: Int) throws(CommandError) -> ExchangeRecord
  /// Step `step` of an open exchange is a cancel: the real task is cancelled, and the record
  /// ends with the callbacks that followed.
  func cancel(_ exchange: String, step: Int) throws(CommandError) -> ExchangeRecord
  /// Ends every open exchange: their drivers are stopped, and a later step of theirs says the
  /// exchange was closed. What they recorded stays.
  func closeAll()
}

/// What a live task asks for: the task and its session as the model has them, and the routes
/// the learner made, which the server serves too.
public struct ExchangeRequest: Codable, Sendable {
  public var kind: SessionTask.Kind
  public var path: String
  public var uploadLength: Int
  public var ephemeral: Bool
  public var requestTimeout: Double
  public var resourceTimeout: Double
  public var hasDelegate: Bool
  public var hasCompletion: Bool
  public var routes: [Route]
  /// The task's name: a new exchange for a task of the same name (after `back` went before
  /// the first one's resume) closes the first, which no line can go on with.
  public var task = ""

  /// Whether the delegate gets the data callbacks, one a chunk (it has no completion handler).
  public var handlesData: Bool { hasDelegate && !hasCompletion }

  /// The route the server answers this request with.
  public var route: Route { routes.first { $0.path == path } ?? Route.builtIn(path) ?? Route.notFound(path) }
}

/// Where the shell and the tests install the live network.
///
/// What is installed is how to make it: the network (an HTTP server, its event loops, their
/// types' metadata) is made the first time live mode needs it, so a shell that never goes live
/// never pays for it at start.
public enum LiveNetworkHost {
  private static let installed = Mutex<Installed>(.none)

  private enum Installed {
    case none
    case maker(@Sendable () -> any LiveNetwork)
    case made(any LiveNetwork)
  }

  /// Installs `make`, called once, when live mode first needs the network.
  public static func install(_ make: @escaping @Sendable () -> any LiveNetwork) { installed.withLock { $0 = .maker(make) } }

  /// The live network, made now if it has not been, or an error that says live mode is not
  /// available here.
  static func current() throws(CommandError) -> any LiveNetwork {
    let network = installed.withLock { installed -> (any LiveNetwork)? in
      switch installed {
      case .none: return nil
      case .made(let network): return network
      case .maker(let make):
        let network = make()
        installed = .made(network)
        return network
      }
    }
    guard let network else {
      throw CommandError("live mode is not available in this program: no live network is installed")
    }
    return network
  }
}
