/// A URLSessionTask: its kind, state, requests, response, counters and callbacks so far.
///
/// Programming iOS 8, chapter 24.
public struct SessionTask: Equatable, Sendable {
  public enum Kind: String, Codable, Sendable, CaseIterable {
    case data, download, upload

    /// The request's HTTP method: an upload posts its body.
    var method: String { self == .upload ? "POST" : "GET" }
  }

  /// URLSessionTask.State: a task is born suspended and does nothing until its first resume.
  public enum State: String, Sendable {
    case running, suspended, canceling, completed
  }

  /// A question the delegate answers by calling a completion handler: the run waits for respond.
  ///
  /// Programming iOS 8, chapter 24: questions are answered by a handler, not a return value.
  public enum Question: Equatable, Sendable {
    /// didReceiveResponse: allow, cancel, or become a download.
    case disposition
    /// willPerformHTTPRedirection: follow the redirect to this path, or not.
    case redirect(to: String)
  }

  public struct Response: Equatable, Sendable {
    public var status: Int
    public var expectedLength: Int
    /// Where the headers come from: a scripted route's are made from its numbers when they are
    /// read (most responses' never are), a live one's are kept as the server sent them.
    private var source: HeaderSource

    private enum HeaderSource: Equatable, Sendable {
      /// A scripted route's: Content-Length (the expected length), Content-Type, and Location
      /// for a redirect.
      case route(contentType: String, redirect: String?)
      case sent([Header])
    }

    public init(status: Int, headers: [Header], expectedLength: Int) {
      (self.status, self.expectedLength, source) = (status, expectedLength, .sent(headers))
    }

    /// The response `route` answers with.
    init(answering route: Route) {
      (status, expectedLength) = (route.status, route.length)
      source = .route(contentType: route.contentType, redirect: route.redirect)
    }

    /// The headers, in the order the server sent them.
    public var headers: [Header] {
      switch source {
      case .sent(let headers): return headers
      case .route(let contentType, let redirect):
        return Route.headers(length: expectedLength, contentType: contentType, redirect: redirect)
      }
    }

    /// The value of the header `name`, nil when there is none.
    func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// The same status, length and headers, however they are kept.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.status == rhs.status, lhs.expectedLength == rhs.expectedLength else { return false }
      return lhs.source == rhs.source || lhs.headers == rhs.headers
    }
  }

  public struct Header: Equatable, Sendable {
    public var name: String
    public var value: String
  }

  public var name: String
  public var session: String
  /// The slot of the session in the world's table, kept as `session` changes.
  ///
  /// A step reaches the session through it without hashing a name. It follows from `session`.
  var sessionSlot = Unhashed(-1)
  public var kind: Kind
  /// Unique within the session: 1, 2, 3… in the order tasks are made.
  public var identifier: Int
  public var state = State.suspended
  public var priority = 0.5
  public var originalPath: String
  public var currentPath: String
  public var response: Response?
  public var received = 0
  /// countOfBytesExpectedToReceive: -1 (NSURLSessionTransferSizeUnknown) until the response head.
  public var expected = -1
  public var error: Int?
  public var temporaryFile: String?
  public var temporaryFileExists = false
  /// The callbacks so far, in the order they ran.
  public var events: [CallbackEvent] = []
  /// The convenience form: one completion handler at the end instead of the delegate's data
  /// callbacks; its code, as threading statements (empty: it does nothing).
  public var completion: String?
  /// The registers the completion handler's block reads its values from (`--arguments`): its
  /// data (the bytes' count, -1 for nil) or a download's location (1, 0 for nil), response (the
  /// status, 0 for nil) and error (the code, 0 for nil), in that order; "" for one it ignores.
  public var completionArguments: [String] = []
  public var question: Question?
  /// Redirects followed so far.
  public var redirects = 0
  /// The data task this download task was made from by `respond … download`.
  public var madeFrom: String?
  /// The bytes an upload task sends.
  public var uploadLength = 0
  /// The network side of the task: where its exchange stands.
  var exchange = Exchange()

  /// Whether the session still holds the task (it lets go of a completed one).
  public var isHeld: Bool { state != .completed }

  var method: String { kind.method }
}

/// The network side of one task: its route, what has arrived and what comes next.
struct Exchange: Equatable, Sendable {
  var route: Route?
  /// When the task was first resumed, nil until then: the resource timeout counts from here.
  var started: VirtualTime?
  /// The network events held back while the task is suspended, each with how long after the
  /// resume it is due.
  var held: [HeldEvent] = []
  /// Live mode: what the real URLSession did, replayed a callback a step.
  var live: ExchangeRecord? { didSet { isLive = live != nil } }
  /// Whether a live record drives it: asked at every callback, which looking at the record
  /// itself would copy.
  private(set) var isLive = false

  /// The numbers of the route it follows, read where the route is; nil before it follows one.
  var pace: RoutePace? { route?.pace }

  struct HeldEvent: Equatable, Sendable {
    var event: NetworkEvent
    var after: VirtualTime
  }
}

/// One callback that ran: a delegate method or a completion handler, where and when.
///
/// It keeps the method, the detail's numbers and the thread's number, and says them in words
/// only when read: most callbacks are never looked at one by one.
public struct CallbackEvent: Equatable, Sendable {
  var method: CallbackMethod
  /// What it was called with, as its parts.
  var details: FrameworkDetail
  public var queue: String
  /// The thread it ran on, by number (0 is main).
  var threadNumber: Int
  public var time: VirtualTime
  /// Its place among every callback of the world, in the order they ran.
  public var order: Int

  init(method: CallbackMethod, detail: FrameworkDetail, queue: String, thread: Int, time: VirtualTime, order: Int) {
    (self.method, details, self.queue, threadNumber, self.time, self.order) = (method, detail, queue, thread, time, order)
  }

  /// The delegate method as Swift spells it, or `completionHandler`.
  public var name: String { method.rawValue }
  /// What it was called with: `250 bytes`, `error -999 (cancelled)`.
  public var detail: String { details.text }
  public var thread: String { ThreadingProgram.threadName(threadNumber) }

  /// The same callback, whether its detail is kept as the same parts or not.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.method == rhs.method && lhs.queue == rhs.queue && lhs.threadNumber == rhs.threadNumber && lhs.time == rhs.time
      && lhs.order == rhs.order && (lhs.details == rhs.details || lhs.detail == rhs.detail)
  }
}
