/// What the shell hands the URLSession driver (the `workbench-urlsession` program) for one live
/// exchange: the request, where the server listens, and the id that gates its chunks.
public struct DriverInput: Codable, Sendable {
  public var request: ExchangeRequest
  /// The port the request goes to: the embedded server's, or one nothing listens on for a
  /// refused connection.
  public var port: Int
  /// The value of the `x-workbench-exchange` header: the server gates this request's chunks.
  public var exchange: String

  public init(request: ExchangeRequest, port: Int, exchange: String) {
    self.request = request
    self.port = port
    self.exchange = exchange
  }

  /// The request header that tags a live exchange's requests with its id.
  public static let exchangeHeader = "x-workbench-exchange"
}
