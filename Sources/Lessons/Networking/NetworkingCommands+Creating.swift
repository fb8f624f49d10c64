/// `new` and `route`: sessions, tasks and what the server answers.
extension NetworkingCommands {
  static let taskKinds = SessionTask.Kind.allCases.map(\.rawValue)

  static let new: Command = {
    let threading = threadingCommand("new")
    let kinds = ["session", "task", "downloader"] + threadingKinds
    return Command(
      CommandSpec(
        "new", abstract: "Create a session or a task, or one of the threading chapter's queues, variables and the rest.",
        discussion: """
          new session NAME [--config default|ephemeral|background ID] [--delegate on|off] [--queue main|private] \
          [--timeout-request S] [--timeout-resource S]: a URLSession with a copy of its configuration. Its delegate \
          queue is main, or a serial operation queue of its own called NAMEQueue, where the delegate's callbacks and \
          the completion handlers run (Programming iOS 8, ch. 24; Apple documents completion handlers on the \
          delegate queue).
          new downloader NAME [--queue main|private]: the book's MyDownloader, an object that owns a session called \
          NAME and is its delegate, with callbacks on main as the book lists it; download adds tasks to it.
          new task NAME = SESSION data|download|upload PATH [--completion [{ BLOCK }]] [--arguments A,B,C] \
          [--priority low|default|high|N] [--body BYTES]: a task, born suspended. With --completion it has a \
          completion handler (its BLOCK runs on the delegate queue) and the delegate gets none of its data callbacks. \
          --arguments names the registers the BLOCK reads the handler's three values from, set as it starts: the \
          data's byte count (-1 for nil; a download's location: 1, 0 for nil), the response's status (0 for nil) and \
          the error's code (0 for nil); _ for one it does not read.
          The threading chapter's forms:
          """ + " " + (threading.spec.discussion ?? ""),
        parameters: [
          Parameter("kind", .choice(kinds), "what to create"), Parameter("name", .word, "its name"),
          Parameter(
            "words", .word, "a task's = SESSION KIND PATH, or the threading form's words", optional: true, repeated: true),
        ],
        options: threading.spec.options.filter { !["priority", "completion"].contains($0.name) } + [
          CommandOption("priority", value: .word, "a task's priority (low, default, high or 0…1), or an operation's"),
          CommandOption("completion", optionalValue: .word, "a completion handler (for a task, its block may be left out)"),
          CommandOption("arguments", value: .word, "the registers a task's completion block reads its values from"),
          CommandOption("config", value: .choice(["default", "ephemeral", "background"]), "a session's configuration"),
          CommandOption("delegate", value: .choice(["on", "off"]), "whether a session has a delegate (off)"),
          CommandOption("queue", value: .choice(["main", "private"]), "a session's delegate queue (private)"),
          CommandOption("timeout-request", value: .number, "timeoutIntervalForRequest in seconds (60)"),
          CommandOption("timeout-resource", value: .number, "timeoutIntervalForResource in seconds (604800)"),
          CommandOption("body", value: .integer(0...100_000_000), "an upload task's body in bytes (1000)"),
        ],
        examples: [
          "new session s --delegate on", "new session s --queue main", "new task t = s data /text --completion",
          "new task d = s download /image", "new queue q serial",
        ]),
      .change { state, arguments throws(CommandError) in
        _ = state.observeCallbacks()
        let kind = arguments.word("kind")
        let own = ["config", "delegate", "queue", "timeout-request", "timeout-resource", "body"]
        switch kind {
        case "session": return try newSession(arguments, &state)
        case "downloader": return try newDownloader(arguments, &state)
        case "task": return try newTask(arguments, &state)
        default:
          for option in own where arguments.option(option) != nil {
            throw CommandError("--\(option) is for new session or new task")
          }
          if let priority = arguments.option("priority"), !Machine.Priority.allCases.contains(where: { $0.name == priority }) {
            throw CommandError(
              "an operation's priority is one of " + Machine.Priority.allCases.map(\.name).joined(separator: ", "))
          }
          let name = arguments.word("name")
          if state.isNetworkObject(name) {
            throw CommandError("\(name) already names a session or task", suggestion: "choose another name")
          }
          return try forward("new", &state, arguments)
        }
      })
  }()

  static let threadingKinds = ["queue", "var", "lock", "semaphore", "group", "opqueue", "op", "block"]

  static func newSession(_ arguments: Arguments, _ state: inout NetworkWorld) throws(CommandError) -> [String] {
    for option in ["priority", "completion", "body", "target", "specific", "max"] where arguments.option(option) != nil {
      throw CommandError("new session takes no --\(option)")
    }
    let name = try newName(arguments.word("name"), in: state)
    let words = arguments.words("words")
    let configuration: URLSessionModel.Configuration
    switch arguments.option("config") ?? "default" {
    case "background":
      guard words.count == 1, ObjectName.isValid(String(words[0].map { $0 == "." ? "_" : $0 })) else {
        throw CommandError(
          "a background configuration needs an identifier", suggestion: "new session \(name) --config background com.example.bg")
      }
      configuration = .background(identifier: words[0])
    case let other:
      guard words.isEmpty else {
        throw CommandError(
          "new session takes options only, not \(Format.echo(words.joined(separator: " ")))",
          suggestion: "new session \(name) --delegate on")
      }
      configuration = other == "ephemeral" ? .ephemeral : .default
    }
    let mainQueue = arguments.option("queue") == "main"
    if !mainQueue, state.threading.hasQueue(name + "Queue") || state.isNetworkObject(name + "Queue") {
      throw CommandError("\(name)Queue, the name of its delegate queue, is taken", suggestion: "choose another name")
    }
    var lines = try state.makeSession(
      name, configuration: configuration, delegate: arguments.option("delegate") == "on", mainQueue: mainQueue)
    for (option, label) in [("timeout-request", "timeoutIntervalForRequest"), ("timeout-resource", "timeoutIntervalForResource")]
    {
      guard let value = arguments.optionalNumber(option) else { continue }
      guard value > 0, value <= 604_800 * 52 else {
        throw CommandError("\(label) is a number of seconds above 0", suggestion: "--\(option) 5")
      }
      if option == "timeout-request" {
        state.sessions[name]?.requestTimeout = value
      } else {
        state.sessions[name]?.resourceTimeout = value
      }
      lines.append("\(label) \(Format.number(value)) s")
    }
    return lines
  }

  /// The registers `--arguments` names for a completion handler's data, response and error.
  static func completionArguments(_ text: String?, completion: String?) throws(CommandError) -> [String] {
    guard let text else { return [] }
    guard completion != nil else { throw CommandError("--arguments names the values of a completion handler: add --completion") }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0 == "_" ? "" : String($0) }
    guard names.count == 3, names.allSatisfy({ $0.isEmpty || ObjectName.isValid($0) }) else {
      throw CommandError(
        "--arguments takes the three values' registers, _ for one the block does not read",
        suggestion: "--arguments data,response,error")
    }
    return names
  }

  static func newTask(_ arguments: Arguments, _ state: inout NetworkWorld) throws(CommandError) -> [String] {
    for option in ["config", "delegate", "queue", "timeout-request", "timeout-resource", "target", "specific", "max"]
    where arguments.option(option) != nil {
      throw CommandError("new task takes no --\(option)")
    }
    let name = try newName(arguments.word("name"), in: state)
    let words = arguments.words("words")
    let usage = "new task \(name) = SESSION data|download|upload PATH"
    guard words.count == 4, words[0] == "=" else { throw CommandError("new task takes = SESSION KIND PATH", suggestion: usage) }
    guard let kind = SessionTask.Kind(rawValue: words[2]) else {
      throw CommandError("\(Format.echo(words[2])) is not a kind of task", suggestion: "data, download or upload: \(usage)")
    }
    var completion: String?
    if let block = arguments.option("completion") { completion = block }
    let names = try completionArguments(arguments.option("arguments"), completion: completion)
    if let block = completion, !block.isEmpty {
      // The block is read as it will run: its registers for the handler's values set first.
      try checkBlock(NetworkWorld.handing(names.filter { !$0.isEmpty }.map { ($0, 0) }, to: block), in: state)
    }
    let priority = try self.priority(arguments.option("priority"))
    if arguments.option("body") != nil && kind != .upload { throw CommandError("--body is for an upload task") }
    var lines = try state.makeTask(
      name, in: words[1], kind: kind, path: words[3], completion: completion,
      uploadLength: kind == .upload ? (arguments.optionalInteger("body") ?? 1_000) : 0)
    if let priority {
      state.tasks[name]?.priority = priority
      lines.append("priority \(Format.number(priority)) (a hint only)")
    }
    state.tasks[name]?.completionArguments = names
    return lines
  }

  /// URLSessionTask's priority: a Float 0…1; low, default and high are 0.25, 0.5 and 0.75.
  static func priority(_ word: String?) throws(CommandError) -> Double? {
    guard let word else { return nil }
    switch word {
    case "low": return 0.25
    case "default": return 0.5
    case "high": return 0.75
    default:
      guard let value = Double(word), value >= 0, value <= 1 else {
        throw CommandError("a task's priority is low, default, high or a number from 0 to 1", suggestion: "--priority high")
      }
      return value
    }
  }

  static let route = Command(
    CommandSpec(
      "route",
      abstract: "Say what the server answers on a path; without a path, list the routes.",
      discussion:
        "Defaults: status 200, 1,000 bytes, one chunk, no latency. --latency is the time between one network event "
        + "and the next. --fail takes an NSURLError code (-1004: the connection is refused); --hang accepts the "
        + "connection and never answers, so the request times out. --redirect answers 302 (or the 3xx given) with a "
        + "Location. Built in: " + Route.builtInPaths.joined(separator: " ") + "; other paths are 404. A task reads "
        + "its route when it starts.",
      parameters: [Parameter("path", .word, "a path: /img", optional: true)],
      options: [
        CommandOption("status", value: .integer(100...599), "the status code (200)"),
        CommandOption("length", value: .integer(0...100_000_000), "the body's length in bytes (1000)"),
        CommandOption("chunks", value: .integer(1...1_000), "how many pieces the body comes in (1)"),
        CommandOption("latency", value: .integer(0...600_000), "milliseconds between network events (0)"),
        CommandOption("redirect", value: .word, "a Location to send the client to"),
        CommandOption("fail", value: .integer(-1_011 ... -1_002), "fail with this NSURLError code"),
        CommandOption("hang", "accept the connection and never answer"),
      ],
      examples: ["route /img --length 4000 --chunks 4 --latency 100", "route /gone --status 404", "route /down --fail -1004"]),
    .live(
      LiveCommand(
        performing: { state, arguments throws(CommandError) -> Served in
          // The table the server serves from now on: the state's routes with this one.
          var probe = state
          _ = try makeRoute(&probe, arguments)
          try LiveNetworkHost.current().serve(probe.routeOrder.compactMap { probe.routes[$0] })
          return Served(routes: probe.routeOrder.count)
        },
        apply: { state, arguments, _ throws(CommandError) in try makeRoute(&state, arguments) }
      ).only(
        when: { state, arguments in state.mode == .live && arguments.optionalWord("path") != nil },
        otherwise: { state, arguments throws(CommandError) in try makeRoute(&state, arguments) })))

  /// What pushing the routes to the live server recorded: how many it serves.
  struct Served: Codable, Sendable {
    var routes: Int
  }

  static func makeRoute(_ state: inout NetworkWorld, _ arguments: Arguments) throws(CommandError) -> [String] {
    guard let path = arguments.optionalWord("path") else { return routeList(state) }
    guard Route.isPath(path) else {
      throw CommandError(
        "\(Format.echo(path)) is not a path", suggestion: "a path starts with / and has letters, digits and -._~%/")
    }
    var route = Route(path: path)
    if let status = arguments.optionalInteger("status") { route.status = status }
    if let length = arguments.optionalInteger("length") { route.length = length }
    if let chunks = arguments.optionalInteger("chunks") { route.chunks = chunks }
    if let latency = arguments.optionalInteger("latency") { route.latency = latency }
    if let redirect = arguments.option("redirect") {
      guard Route.isPath(redirect) else { throw CommandError("--redirect takes a path", suggestion: "--redirect /text") }
      guard redirect != path else { throw CommandError("a route cannot redirect to itself") }
      route.redirect = redirect
      if arguments.optionalInteger("status") == nil { route.status = 302 }
      if arguments.optionalInteger("length") == nil { route.length = 0 }
      guard HTTPStatus.isRedirect(route.status) else {
        throw CommandError("a redirect's status is 301, 302, 303, 307 or 308", suggestion: "leave out --status")
      }
    } else if HTTPStatus.isRedirect(route.status) {
      throw CommandError("a \(route.status) needs a Location", suggestion: "add --redirect PATH")
    }
    if let code = arguments.optionalInteger("fail") {
      guard URLErrorCode.names[code] != nil, code != URLErrorCode.cancelled, code != URLErrorCode.timedOut,
        code != URLErrorCode.httpTooManyRedirects
      else {
        let codes = URLErrorCode.names.keys.filter { $0 <= -1_002 && $0 != -1_007 }.sorted(by: >).map {
          URLErrorCode.describe($0)
        }
        throw CommandError("a connection can fail with " + codes.joined(separator: ", "), suggestion: "--fail -1004")
      }
      route.failure = code
    }
    route.hangs = arguments.flag("hang")
    if route.hangs && (route.failure != nil || route.redirect != nil) {
      throw CommandError("--hang answers nothing: it takes no --fail or --redirect")
    }
    let replaced = state.routes[path] != nil
    state.routes[path] = route
    if !replaced { state.routeOrder.append(path) }
    return [(replaced ? "route changed: " : "route ") + route.summary]
  }

  static func routeList(_ state: NetworkWorld) -> [String] {
    state.routeOrder.compactMap { state.routes[$0]?.summary }
      + ["built in: " + Route.builtInPaths.joined(separator: " ") + "; any other path is 404"]
  }
}
