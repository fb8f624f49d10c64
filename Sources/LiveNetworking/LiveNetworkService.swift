import Lessons

/// The live network the shell installs: the embedded server and the URLSession driver.
public final class LiveNetworkService: LiveNetwork {
  private let server = EmbeddedServer()

  public init() {}

  /// Installs one service for the whole program (the shell's and the tests').
  public static let shared = LiveNetworkService()

  public static func install() { LiveNetworkHost.install(shared) }

  public func start() throws(CommandError) -> Int {
    do {
      return try server.start()
    } catch {
      throw CommandError("the embedded server cannot start: \(error)")
    }
  }

  public func stop() { server.stop() }

  public var port: Int? { server.port }

  public func perform(_ request: ExchangeRequest) throws(CommandError) -> ExchangeRecord {
    try ExchangeProcess(server: server, request: request).run()
  }

  public func serve(_ routes: [Route]) { server.setRoutes(routes) }
}
