/// Live mode's rules: which resumes run for real, and what FoundationNetworking on Linux cannot
/// do without crashing, refused with the reason.
extension NetworkWorld {
  /// Whether resuming `name` now runs it for real: live mode, and the task's first resume.
  func startsLive(_ name: String) -> Bool {
    mode == .live && tasks[name].map { $0.exchange.started == nil && $0.state == .suspended } ?? false
  }

  /// A later resume: in live mode, a task suspended then resumed crashes FoundationNetworking.
  mutating func resumeRefusingLiveCrash(_ name: String) throws(CommandError) -> [String] {
    if let task = tasks[name], task.exchange.live != nil, task.state == .suspended {
      throw CommandError(
        "refused: on Linux, resuming a task soon after suspending it crashes FoundationNetworking (a fatal error in "
          + "NativeProtocol's stopLoading); the replay stays suspended",
        suggestion: "cancel \(name), or 'mode sim' to step the book's behaviour")
    }
    return try resume(name)
  }

  /// Starts the task for real and returns what its URLSession did up to the first chunk the
  /// server holds; refuses what live mode cannot do, before any network traffic.
  func liveExchange(_ name: String) throws(CommandError) -> ExchangeRecord {
    let task = try task(name)
    let session = try session(task.session)
    if case .background = session.configuration {
      throw CommandError(
        "refused: URLSessionConfiguration.background does not exist on Linux (\"not available on non-Darwin "
          + "platforms\")", suggestion: "'mode sim' steps a background session")
    }
    guard session.hasDelegate || task.completion != nil else {
      throw CommandError(
        "\(name) has no completion handler and its session no delegate: nothing would tell you what happened",
        suggestion: "new task NAME = \(session.name) data PATH --completion, or a session with --delegate on")
    }
    let route = self.route(for: task.currentPath)
    if let code = route.failure, code != URLErrorCode.cannotConnectToHost {
      throw CommandError(
        "refused: live mode can make only a refused connection (-1004) happen for real, not \(URLErrorCode.describe(code))",
        suggestion: "'mode sim', or route \(route.path) --fail -1004")
    }
    if route.hangs, session.requestTimeout > 15 {
      throw CommandError(
        "refused: \(route.path) never answers, and live mode would wait \(Format.number(session.requestTimeout)) real "
          + "seconds for the timeout", suggestion: "a session with --timeout-request 2")
    }
    let events = route.chunks + 1
    if Double(route.latency * events) / 1_000 > 20 {
      throw CommandError(
        "refused: \(route.path)'s latency would make the real exchange take more than 20 s",
        suggestion: "route \(route.path) --latency 100")
    }
    let network = try LiveNetworkHost.current()
    return try network.open(
      ExchangeRequest(
        kind: task.kind, path: task.currentPath, uploadLength: task.uploadLength,
        ephemeral: session.configuration == .ephemeral, requestTimeout: session.requestTimeout,
        resourceTimeout: session.resourceTimeout, hasDelegate: session.hasDelegate,
        hasCompletion: task.completion != nil, routes: routeOrder.compactMap { routes[$0] }, task: name))
  }
}
