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
  /// Runs one task for real against the server and records what its URLSession did.
  func perform(_ request: ExchangeRequest) throws(CommandError) -> ExchangeRecord
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

  /// The route the server answers this request with.
  public var route: Route { routes.first { $0.path == path } ?? Route.builtIn(path) ?? Route.notFound(path) }
}

/// Where the shell and the tests install the live network.
public enum LiveNetworkHost {
  private static let installed = Mutex<(any LiveNetwork)?>(nil)

  public static func install(_ network: any LiveNetwork) { installed.withLock { $0 = network } }

  /// The live network, or an error that says live mode is not available here.
  static func current() throws(CommandError) -> any LiveNetwork {
    guard let network = installed.withLock({ $0 }) else {
      throw CommandError("live mode is not available in this program: no live network is installed")
    }
    return network
  }
}
