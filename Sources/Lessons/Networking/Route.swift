/// What the scripted server answers on one path: the sim mode's server, and the live server's
/// routes.
///
/// Each network event of an exchange comes `latency` after the one before: the response head
/// after the connection, each chunk after the one before it.
public struct Route: Codable, Equatable, Sendable {
  public var path: String
  public var status = 200
  /// The body's length in bytes.
  public var length = 1_000
  /// How many pieces the body arrives in: a data task's didReceiveData, a download's
  /// didWriteData, one per chunk.
  public var chunks = 1
  /// Milliseconds between one network event and the next.
  public var latency = 0
  /// A 3xx answer's Location: the path the client is sent to.
  public var redirect: String?
  /// An NSURLError code the connection fails with instead of an answer.
  public var failure: Int?
  /// The server accepts the connection and never answers.
  public var hangs = false
  public var contentType = "text/plain"

  public init(path: String) { self.path = path }

  /// The sizes of the body's chunks, in order: as equal as whole bytes allow, the first ones
  /// larger.
  public var chunkSizes: [Int] { (0..<chunkCount).map(chunkSize(at:)) }

  /// How many chunks the body comes in.
  public var chunkCount: Int { max(1, min(chunks, max(length, 1))) }

  /// The size of chunk `index` (0 past the last), worked out alone: a chunk arriving costs no
  /// list of them all.
  public func chunkSize(at index: Int) -> Int { pace.chunkSize(at: index) }

  /// Its numbers: what a step of the body needs, with none of the strings a copy of the route
  /// would retain.
  var pace: RoutePace { RoutePace(length: length, chunkCount: chunkCount, latency: latency) }

  /// The headers the response carries, in the order the server sends them.
  public var headers: [(name: String, value: String)] {
    Self.headers(length: length, contentType: contentType, redirect: redirect).map { ($0.name, $0.value) }
  }

  /// The headers of a route's response: its length, its type and, for a redirect, where to.
  static func headers(length: Int, contentType: String, redirect: String?) -> [SessionTask.Header] {
    var headers = [
      SessionTask.Header(name: "Content-Length", value: String(length)),
      SessionTask.Header(name: "Content-Type", value: contentType),
    ]
    if let redirect { headers.append(SessionTask.Header(name: "Location", value: redirect)) }
    return headers
  }

  /// A one-line description for `route` and `server status`.
  var summary: String {
    if let failure { return "\(path): fails with \(URLErrorCode.describe(failure))" }
    if hangs { return "\(path): accepts the connection and never answers" }
    var text = "\(path): \(status) \(HTTPStatus.reason(status)), \(Format.count(length, "byte"))"
    if chunks > 1 { text += " in \(chunks) chunks" }
    if latency > 0 { text += ", \(latency) ms between events" }
    if let redirect { text += ", Location \(redirect)" }
    return text
  }

  // MARK: - The lesson routes

  /// The body the server sends: the same bytes every time, `length` of them.
  public var body: [UInt8] { bytes(in: 0..<length) }

  /// The body's bytes in `range`, made when they are sent: a body of many megabytes is never
  /// held whole.
  public func bytes(in range: Range<Int>) -> [UInt8] {
    let text: String
    if contentType == "application/json" {
      text = "{\"list\": [\"one\", \"two\"]}\n"
    } else if status != 200, length == HTTPStatus.reason(status).utf8.count {
      text = HTTPStatus.reason(status)
    } else {
      text = "Hello, world!"
    }
    let pattern = Array(text.utf8)
    return range.clamped(to: 0..<length).map { pattern[$0 % pattern.count] }
  }

  /// The routes every server has: what the lessons use, and the same on the live server.
  public static func builtIn(_ path: String) -> Route? {
    var route = Route(path: path)
    switch path {
    case "/text":
      route.length = 13
    case "/json":
      route.length = 25
      route.contentType = "application/json"
    case "/slow":
      route.length = 1_000
      route.chunks = 4
      route.latency = 500
    case "/chunked":
      route.length = 1_000
      route.chunks = 4
    case "/hang":
      route.hangs = true
    case "/redirect":
      route.status = 302
      route.length = 0
      route.redirect = "/text"
    case "/image":
      route.length = 4_000
      route.chunks = 4
      route.latency = 100
      route.contentType = "image/png"
    default:
      if let status = number(after: "/status/", in: path), (100...599).contains(status) {
        route.status = status
        route.length = HTTPStatus.reason(status).utf8.count
      } else if let bytes = number(after: "/download/", in: path), (0...100_000_000).contains(bytes) {
        route.length = bytes
        route.chunks = max(1, min(10, (bytes + 999) / 1_000))
        route.contentType = "application/octet-stream"
      } else {
        return nil
      }
    }
    return route
  }

  /// What a server answers on a path it has no route for.
  public static func notFound(_ path: String) -> Route {
    var route = Route(path: path)
    route.status = 404
    route.length = HTTPStatus.reason(404).utf8.count
    return route
  }

  /// The paths of the built-in routes, as `server status` lists them.
  static let builtInPaths = ["/text", "/json", "/status/N", "/slow", "/chunked", "/hang", "/redirect", "/image", "/download/N"]

  private static func number(after prefix: String, in path: String) -> Int? {
    guard path.hasPrefix(prefix) else { return nil }
    let digits = path.dropFirst(prefix.count)
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
    return Int(digits)
  }

  /// Whether `path` can name a route: it starts with `/` and holds only URL path characters.
  static func isPath(_ path: String) -> Bool {
    guard path.hasPrefix("/"), path.utf8.count <= 200 else { return false }
    return path.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/-._~%".unicodeScalars.contains(scalar))
    }
  }
}

/// HTTP's reason phrases for the statuses a lesson meets.
public enum HTTPStatus {
  public static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 303: "See Other"
    case 304: "Not Modified"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 418: "I'm a teapot"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }

  public static func isRedirect(_ status: Int) -> Bool { [301, 302, 303, 307, 308].contains(status) }
}

/// The NSURLErrorDomain codes the chapter produces or accepts (Apple's documented API).
public enum URLErrorCode {
  public static let cancelled = -999
  public static let timedOut = -1001
  public static let cannotConnectToHost = -1004
  public static let httpTooManyRedirects = -1007

  static let names: [Int: String] = [
    -999: "cancelled", -1001: "timedOut", -1002: "unsupportedURL", -1003: "cannotFindHost", -1004: "cannotConnectToHost",
    -1005: "networkConnectionLost", -1007: "httpTooManyRedirects", -1009: "notConnectedToInternet",
    -1011: "badServerResponse",
  ]

  public static func describe(_ code: Int) -> String { "\(code) (\(names[code] ?? "unknown"))" }
}

/// A route's numbers (`Route.pace`): the body's length and chunks, the latency.
struct RoutePace {
  var length: Int
  var chunkCount: Int
  /// Milliseconds between one network event and the next.
  var latency: Int

  /// The time between one network event and the next.
  var gap: VirtualTime { .milliseconds(Int64(latency)) }

  /// The size of chunk `index` (0 past the last): the chunks are as equal as whole bytes
  /// allow, the first ones larger.
  func chunkSize(at index: Int) -> Int {
    guard index < chunkCount else { return 0 }
    return length / chunkCount + (index < length % chunkCount ? 1 : 0)
  }
}
