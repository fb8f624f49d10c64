/// A URLSession: a copy of its configuration, its delegate, its delegate queue and its tasks.
///
/// The session retains its one delegate (Programming iOS 8, ch. 24; The Core iOS Developer's
/// Cookbook, ch. 13).
public struct URLSessionModel: Equatable, Sendable {
  public enum Configuration: Equatable, Sendable {
    case `default`, ephemeral
    case background(identifier: String)

    var text: String {
      switch self {
      case .default: "default"
      case .ephemeral: "ephemeral"
      case .background(let identifier): "background \(identifier)"
      }
    }
  }

  /// How an invalidation goes: finishTasksAndInvalidate or invalidateAndCancel.
  public enum Invalidation: String, Equatable, Sendable {
    case finish, cancel
  }

  public var name: String
  public var configuration: Configuration
  /// timeoutIntervalForRequest: the longest wait between two pieces of data (60 s).
  public var requestTimeout: Double {
    get { timeouts.request }
    set { timeouts.request = newValue }
  }
  /// timeoutIntervalForResource: the longest a whole transfer may take (7 days).
  public var resourceTimeout: Double {
    get { timeouts.resource }
    set { timeouts.resource = newValue }
  }
  /// The timeouts, in seconds and on the virtual clock.
  var timeouts = SessionTimeouts()
  public var hasDelegate: Bool
  /// The delegate's name: the object the session retains until it is invalidated.
  public var delegateName: String
  /// Whether the session still retains its delegate.
  public var retainsDelegate: Bool
  /// The threading queue callbacks run on: `main`, or the session's own serial operation queue.
  public var queue: String
  /// That queue as the threading program holds it, found when the session is made: a callback
  /// is posted to it without looking it up by name.
  var queueTarget: Statement.Target?
  public var isMainQueue: Bool
  /// The tasks made from it, in order; it holds only those not completed.
  public var tasks: [String] = []
  public var nextIdentifier = 1
  public var invalidation: Invalidation?
  /// didBecomeInvalidWithError has run: the session is done.
  public var isInvalidated = false
  /// The session's own callbacks (didBecomeInvalidWithError).
  public var events: [CallbackEvent] = []
  /// The learner's code for the delegate's methods, by method name, as threading statements.
  public var handlers: [String: String] = [:]
  /// The registers each handler's values are set in before its block runs (`on … --arguments`),
  /// by method; "" for a value the block does not read.
  public var handlerArguments: [String: [String]] = [:]
  /// The answer the delegate's question methods give as they return, by method name
  /// (`allow`, `cancel`, `download`): a session whose delegate answers in code, as the
  /// learner's Swift does, does not stop for `respond`.
  public var answers: [String: String] = [:]
  /// The app's session object died with the app (the system terminated it); a background
  /// session's transfers go on in the system until the app makes a session with the same
  /// identifier again.
  public var isGone = false
  /// The book's MyDownloader, when the session belongs to one: it is the delegate and keeps
  /// each download's handler by taskIdentifier.
  var downloader: DownloaderTable?

  /// The background identifier, nil for any other configuration.
  var backgroundIdentifier: String? {
    if case .background(let identifier) = configuration { return identifier }
    return nil
  }

  /// Whether its configuration is a background one: asked without copying the identifier.
  var isBackground: Bool {
    if case .background = configuration { return true }
    return false
  }
}
