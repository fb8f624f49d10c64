/// The networking chapter under Foundation's names, for the learner's Swift: `URLSession`,
/// its tasks and `URL`, with the threading chapter's Dispatch names beside them (its queues are
/// the ones the callbacks run on).
///
/// A task's completion handler is the chapter's `--completion` block: the closure is lowered to
/// the threading chapter's statements, as a closure sent to a queue is, and runs on the
/// session's delegate queue when the task ends (Programming iOS 8, ch. 24). The model hands the
/// block no values: after it runs, the task's response, error and bytes are the task's own, for
/// `show` and Swift's properties. The names are Apple's documented Foundation API.
extension Networking: SwiftBindable {
  public static var swiftClasses: [String] {
    Threading.swiftClasses + ["URLSession", "URLSessionConfiguration", "URL", "URLRequest"]
  }

  public static var swiftRenamed: [String: String] {
    Threading.swiftRenamed.merging([
      "NSURL": "URL", "URLWithString": "URL(string:)", "NSURLRequest": "URLRequest",
      "NSURLSessionConfiguration": "URLSessionConfiguration", "defaultSessionConfiguration": "URLSessionConfiguration.default",
      "ephemeralSessionConfiguration": "URLSessionConfiguration.ephemeral",
      "backgroundSessionConfigurationWithIdentifier": "URLSessionConfiguration.background(withIdentifier:)",
      "sessionWithConfiguration": "URLSession(configuration:delegate:delegateQueue:)", "sharedSession": "URLSession.shared",
      "dataTaskWithURL": "dataTask(with:)", "dataTaskWithRequest": "dataTask(with:)",
      "downloadTaskWithURL": "downloadTask(with:)", "downloadTaskWithRequest": "downloadTask(with:)",
    ]) { $1 }
  }

  public static let swiftRunsBlocks = true

  /// A completion handler's response, cast to the class it is (Apple's documented API).
  public static let swiftValueTypes: Set<String> = ["HTTPURLResponse"]

  public static var swiftMembers: Set<String> {
    Threading.swiftMembers.union([
      "ephemeral", "running", "suspended", "canceling", "completed", "allow", "cancel", "becomeDownload", "becomeStream",
    ])
  }

  public static func swiftObjects(in state: State) -> [(name: String, type: String)] {
    Threading.swiftObjects(in: state.threading) + state.sessionOrder.map { ($0, "URLSession") }
      + state.taskOrder.compactMap { name in state.tasks[name].map { (name, taskClass($0.kind)) } }
  }

  static func taskClass(_ kind: SessionTask.Kind) -> String {
    switch kind {
    case .data: "URLSessionDataTask"
    case .download: "URLSessionDownloadTask"
    case .upload: "URLSessionUploadTask"
    }
  }

  public static func swiftShared(in state: State) -> [String: Int] { Threading.swiftShared(in: state.threading) }

  /// A completion handler's data (or a download's location), response and error, as the
  /// chapter hands them to the block (`SessionTask.completionArguments`): `if let data = data`
  /// reads `data.count`, `if let http = response as? HTTPURLResponse` reads `http.statusCode`,
  /// `error != nil` tests the error (Apple's documented completion handlers).
  public static func swiftClosureArguments(of member: String, _ type: String, argument index: Int) -> [BridgeArgument]? {
    guard type == "URLSession", index == 1, member == "dataTask" || member == "downloadTask" else { return nil }
    let first =
      member == "dataTask" ? BridgeArgument("Data?", nilValue: -1, member: "count") : BridgeArgument("URL?", nilValue: 0)
    return [
      first, BridgeArgument("URLResponse?", nilValue: 0, cast: "HTTPURLResponse", member: "statusCode"),
      BridgeArgument("Error?", nilValue: 0),
    ]
  }

  /// What the chapter hands a delegate method's block, by the method's selector: the error's
  /// code (0 for nil) to didCompleteWithError, the data's count to didReceive data, and
  /// didWriteData's three Int64s (Apple's documented URLSession delegate methods).
  public static func swiftMethodArguments(_ selector: String) -> [BridgeArgument?]? {
    switch selector {
    case "urlSession(_:task:didCompleteWithError:)": [nil, nil, BridgeArgument("Error?", nilValue: 0)]
    case "urlSession(_:dataTask:didReceive:)": [nil, nil, .number("Data", member: "count")]
    case "urlSession(_:downloadTask:didWriteData:totalBytesWritten:totalBytesExpectedToWrite:)":
      [nil, nil, .number("Int64"), .number("Int64"), .number("Int64")]
    default: nil
    }
  }

  public static func swiftShare(_ name: String, value: Int, in state: inout State) throws(CommandError) {
    try Threading.swiftShare(name, value: value, in: &state.threading)
  }

  static let taskProperties = [
    "state", "taskIdentifier", "countOfBytesReceived", "countOfBytesExpectedToReceive", "priority",
  ]
  static let taskMethods = ["resume", "suspend", "cancel"]

  /// `URL(string:)` is failable (Foundation's documented API): its URL is an optional.
  public static func swiftIsOptional(_ member: String, of type: String) -> Bool {
    (type == "URL" && (member == "init(string:)" || SwiftURL.optionalProperties.contains(member)))
      || (type == "URLRequest" && (member == "url" || member == "httpMethod"))
  }

  public static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue {
    // A URL is known by its text, which no object's name can be, and a request by its URL's.
    if let url = SwiftURL.requestURL(object) { return try SwiftURL.requestProperty(property, of: url) }
    if SwiftURL.isURL(object) { return try SwiftURL.property(property, of: object) }
    guard let task = state.tasks[object] else {
      if state.sessions[object] != nil {
        throw noMember(property, of: "URLSession", among: ["dataTask", "downloadTask", "invalidateAndCancel"])
      }
      return try Threading.swiftGet(property, of: object, in: state.threading)
    }
    switch property {
    case "state": return .member(task.state.rawValue)
    case "taskIdentifier": return .int(task.identifier)
    case "countOfBytesReceived": return .int(task.received)
    case "countOfBytesExpectedToReceive": return .int(task.expected)
    case "priority": return .double(task.priority)
    default: throw noMember(property, of: taskClass(task.kind), among: taskProperties + taskMethods)
    }
  }

  public static func swiftSet(_ property: String, of object: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    if SwiftURL.requestURL(object) != nil {
      throw CommandError(
        "the Workbench's URLRequest is a GET request of its URL, as URLRequest(url:) makes it: its '\(property)' "
          + "cannot be set here")
    }
    guard let task = state.tasks[object] else {
      return try Threading.swiftSet(property, of: object, to: value, in: &state.threading)
    }
    throw CommandError(
      taskProperties.contains(property)
        ? "cannot assign to property: '\(property)' is a get-only property"
        : "value of type '\(taskClass(task.kind))' has no member '\(property)'")
  }

  public static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    switch call.target {
    case .type("URL"):
      guard call.signature == "init(string:)", case .string(let text) = call.arguments[0] else {
        throw CommandError("a URL is made with URL(string: \"/text\") here")
      }
      return BridgeResult(.object(type: "URL", name: text))
    case .type("URLRequest"):
      guard call.signature == "init(url:)", case .object("URL", let text) = call.arguments[0] else {
        throw CommandError("a URLRequest is made with URLRequest(url: URL(string: \"/text\")!) here")
      }
      return BridgeResult(.object(type: "URLRequest", name: SwiftURL.requestPrefix + text))
    case .object("URLRequest", _):
      throw CommandError(
        "value of type 'URLRequest' has no member '\(call.member)': the Workbench's URLRequest is a GET request of "
          + "its URL, with " + SwiftURL.requestProperties.joined(separator: ", "))
    case .type("URLSessionConfiguration"):
      guard ["default", "ephemeral"].contains(call.member), call.labels.isEmpty else {
        throw CommandError("URLSessionConfiguration here is .default or .ephemeral")
      }
      return BridgeResult(.member(call.member))
    case .type("URLSession"): return try session(call, in: &state)
    case .object("URLSession", let session): return try sessionCall(call, session: session, in: &state)
    case .object(let type, let task) where type.hasPrefix("URLSession"):
      // The commands' own code; a live exchange is the command's to record (see LiveCommand).
      if state.startsLive(task) || state.isLiveOpen(task) {
        throw CommandError(
          "in live mode, \(call.member) the task with the command, which records what the real URLSession does",
          suggestion: "\(call.member) \(task)")
      }
      switch call.signature {
      case "resume()": return BridgeResult(.void, notes: try state.resumeRefusingLiveCrash(task))
      case "suspend()": return BridgeResult(.void, notes: try state.suspend(task))
      case "cancel()": return BridgeResult(.void, notes: try state.cancel(task))
      default: throw noMember(call.member, of: type, among: taskProperties + taskMethods)
      }
    default:
      // The queues, locks and variables are the threading chapter's, on the queues the
      // callbacks run on.
      return try Threading.swiftCall(call, in: &state.threading)
    }
  }

  /// `URLSession.shared` (the session without a delegate the chapter's lessons start with, made
  /// on first use) and `URLSession(configuration:)`.
  private static func session(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    switch call.signature {
    case "shared()" where call.labels.isEmpty:
      let notes = state.sessions["shared"] == nil ? try run("new session shared", on: &state) : []
      return BridgeResult(.object(type: "URLSession", name: "shared"), notes: notes)
    case "init(configuration:)":
      guard case .member(let configuration) = call.arguments[0], ["default", "ephemeral"].contains(configuration) else {
        throw CommandError("a session's configuration here is .default or .ephemeral")
      }
      let world = state
      let name = freshName(call.name, prefix: "session") { world.sessions[$0] != nil || world.tasks[$0] != nil }
      let line = "new session \(name)" + (configuration == "ephemeral" ? " --config ephemeral" : "")
      return BridgeResult(.object(type: "URLSession", name: name), notes: try run(line, on: &state))
    case "init(configuration:delegate:delegateQueue:)":
      return try delegateSession(call, in: &state)
    default:
      throw noMember(call.member, of: "URLSession", among: ["shared", "init(configuration:)"])
    }
  }

  /// The delegate methods the chapter calls, by the selector Swift's protocols give them, with
  /// the chapter's names (`on SESSION METHOD { … }`).
  static let delegateMethods = [
    "urlSession(_:dataTask:didReceive:)": "didReceiveData",
    "urlSession(_:task:didCompleteWithError:)": "didCompleteWithError",
    "urlSession(_:downloadTask:didWriteData:totalBytesWritten:totalBytesExpectedToWrite:)": "didWriteData",
    "urlSession(_:downloadTask:didFinishDownloadingTo:)": "didFinishDownloadingTo",
    "urlSession(_:didBecomeInvalidWithError:)": "didBecomeInvalidWithError",
  ]

  /// The delegate methods that answer a question through a completion handler, which the
  /// method calls as its last statement: the chapter answers with it as the method returns.
  static let questions = [
    "urlSession(_:dataTask:didReceive:completionHandler:)": "didReceiveResponse",
    "urlSession(_:task:willPerformHTTPRedirection:newRequest:completionHandler:)": "willPerformHTTPRedirection",
  ]

  /// The chapter's answer (`respond`'s word) for what a question method hands its completion
  /// handler: a `URLSession.ResponseDisposition` (Apple's documented API), or the new request
  /// or nil for a redirect.
  static func answer(_ given: BridgeAnswer?, to selector: String, of type: String) throws(CommandError) -> String {
    let method = questions[selector] ?? ""
    switch (method, given) {
    case ("didReceiveResponse", .member("allow")?): return "allow"
    case ("didReceiveResponse", .member("cancel")?): return "cancel"
    case ("didReceiveResponse", .member("becomeDownload")?): return "download"
    case ("didReceiveResponse", .member(let other)?):
      throw CommandError(
        "\(type).\(selector): the disposition .\(other) is not modelled here",
        suggestion: "completionHandler(.allow), (.cancel) or (.becomeDownload)")
    case ("willPerformHTTPRedirection", .parameter("newRequest")?): return "allow"
    case ("willPerformHTTPRedirection", BridgeAnswer.none?): return "cancel"
    case (_, nil):
      throw CommandError(
        "\(type).\(selector) must end by calling its completion handler here: the chapter answers when the method returns",
        suggestion: method == "didReceiveResponse" ? "completionHandler(.allow)" : "completionHandler(request)")
    default:
      throw CommandError(
        "\(type).\(selector) hands its completion handler "
          + (method == "didReceiveResponse" ? ".allow, .cancel or .becomeDownload" : "the new request or nil")
          + " here")
    }
  }

  /// `URLSession(configuration:delegate:delegateQueue:)`: a session with a delegate, whose
  /// methods the chapter runs as its `on` blocks, on its own serial queue or on main
  /// (`OperationQueue.main`).
  private static func delegateSession(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    guard case .member(let configuration) = call.arguments[0], ["default", "ephemeral"].contains(configuration) else {
      throw CommandError("a session's configuration here is .default or .ephemeral")
    }
    var queue = ""
    switch call.arguments[2] {
    case .null: break
    case .object("OperationQueue", "main"), .member("main"): queue = " --queue main"
    default: throw CommandError("a session's delegate queue here is nil (its own serial queue) or OperationQueue.main")
    }
    let world = state
    let name = freshName(call.name, prefix: "session") { world.sessions[$0] != nil || world.tasks[$0] != nil }
    let base = "new session \(name)" + (configuration == "ephemeral" ? " --config ephemeral" : "") + queue
    guard case .methods(let type, let lowered, let refused) = call.arguments[1] else {
      guard call.arguments[1] == .null else { throw CommandError("a session's delegate is an object of your own class, or nil") }
      return BridgeResult(.object(type: "URLSession", name: name), notes: try run(base, on: &state))
    }
    let methods = delegateMethods.merging(questions) { $1 }
    if let selector = methods.keys.sorted().first(where: { refused[$0] != nil }), let reason = refused[selector] {
      throw CommandError("\(type).\(selector): \(reason)")
    }
    // All or nothing: the session and its blocks are made on a copy.
    var next = state
    var notes = try run(base + " --delegate on", on: &next)
    for selector in methods.keys.sorted() {
      guard let block = lowered[selector], let method = methods[selector] else { continue }
      // A question's method answers through its completion handler, as it returns.
      let answer = questions[selector] == nil ? "" : " --answer " + (try Self.answer(block.answer, to: selector, of: type))
      notes += try Threading.makeVariables(block.variables, in: &next.threading)
      let handed =
        block.arguments.isEmpty ? "" : " --arguments " + block.arguments.map { $0.isEmpty ? "_" : $0 }.joined(separator: ",")
      notes += try run("on \(name) \(method) \(try Threading.text(of: block))\(answer)\(handed)", on: &next)
    }
    state = next
    return BridgeResult(.object(type: "URLSession", name: name), notes: notes)
  }

  /// `dataTask(with:)`, `downloadTask(with:)`, with or without a completion handler; the
  /// invalidations.
  private static func sessionCall(_ call: BridgeCall, session: String, in state: inout State) throws(CommandError)
    -> BridgeResult
  {
    switch call.signature {
    case _ where session == "shared" && ["invalidateAndCancel()", "finishTasksAndInvalidate()"].contains(call.signature):
      // Apple's documented URLSession API: the shared session is never invalidated, and either
      // call on it does nothing.
      return BridgeResult(
        .void, notes: ["URLSession.shared.\(call.member)() does nothing: the shared session is never invalidated"])
    case "invalidateAndCancel()":
      return BridgeResult(.void, notes: try run("invalidate \(session) cancel", on: &state))
    case "finishTasksAndInvalidate()":
      return BridgeResult(.void, notes: try run("invalidate \(session) finish", on: &state))
    default: break
    }
    let kinds = ["dataTask": "data", "downloadTask": "download"]
    guard let kind = kinds[call.member], call.labels.first == "with", call.labels.count <= 2 else {
      throw noMember(
        call.member, of: "URLSession", among: ["dataTask", "downloadTask", "invalidateAndCancel", "finishTasksAndInvalidate"])
    }
    let text: String
    if case .object("URL", let url) = call.arguments[0] {
      text = url
    } else if case .object("URLRequest", let request) = call.arguments[0], let url = SwiftURL.requestURL(request) {
      text = url
    } else {
      throw CommandError("\(call.member)(with:) takes a URL or a URLRequest: URL(string: \"/text\")!")
    }
    var notes: [String] = []
    var completion = ""
    if call.arguments.count == 2 {
      guard case .block(let block) = call.arguments[1] else { throw CommandError("the completion handler is a closure") }
      notes += try Threading.makeVariables(block.variables, in: &state.threading)
      completion = " --completion " + (try Threading.text(of: block))
      if !block.arguments.isEmpty {
        completion += " --arguments " + block.arguments.map { $0.isEmpty ? "_" : $0 }.joined(separator: ",")
      }
    }
    let world = state
    let name = freshName(call.name, prefix: "task") {
      world.tasks[$0] != nil || world.sessions[$0] != nil
        || world.threading.program.kind(of: $0, workers: world.threading.workers) != nil
    }
    let line = "new task \(name) = \(session) \(kind) \(Format.quoted(path(of: text)))\(completion)"
    notes += try run(line, on: &state)
    return BridgeResult(.object(type: taskClass(kind == "data" ? .data : .download), name: name), notes: notes)
  }

  /// The path the scripted server answers: a URL's path (`http://127.0.0.1:8080/text` is
  /// `/text`), or the text itself when it is one.
  static func path(of url: String) -> String {
    guard let scheme = url.firstRange(of: "://") else { return url }
    let rest = url[scheme.upperBound...]
    guard let slash = rest.firstIndex(of: "/") else { return "/" }
    return String(rest[slash...])
  }
}
