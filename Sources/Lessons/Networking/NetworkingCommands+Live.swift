/// `mode` and `server`: the embedded HTTP server and live mode.
extension NetworkingCommands {
  /// What starting the server recorded: the port it listens on.
  struct ServerStart: Codable, Sendable {
    var port: Int
  }

  static let mode = Command(
    CommandSpec(
      "mode",
      abstract: "Choose sim (the book's behaviour on the virtual clock) or live (a real URLSession and server).",
      discussion:
        "live starts the embedded server on 127.0.0.1 when it is not running. In live mode a task's first resume starts "
        + "it for real with FoundationNetworking; the server sends the response head and holds the body, and each step "
        + "(or run, or clock) that reaches the task's next network event lets one chunk go to the real URLSession and "
        + "records the callbacks that follow. back, goto, save and check replay the records and never touch the "
        + "network again; a step forward after back replays what the real exchange already did. The real session's "
        + "timeouts count real seconds while the server holds a body: wait longer than timeoutIntervalForRequest "
        + "between steps and the next step shows the real timeout. Live mode names each "
        + "place where Linux differs from the books, and refuses what crashes FoundationNetworking on Linux. mode sim "
        + "closes the real exchanges still open (their tasks end with an error at their next network event); tasks "
        + "that had ended keep their records.",
      parameters: [Parameter("mode", .choice(["sim", "live"]), "the mode")], examples: ["mode live", "mode sim"]),
    .live(
      LiveCommand(
        performing: { state, arguments throws(CommandError) -> ServerStart in
          let network = try LiveNetworkHost.current()
          guard arguments.word("mode") == "live" else {
            network.closeAll()
            return ServerStart(port: state.serverPort ?? 0)
          }
          let port = try network.start()
          network.serve(state.routeOrder.compactMap { state.routes[$0] })
          return ServerStart(port: port)
        },
        apply: { state, arguments, started throws(CommandError) in
          guard arguments.word("mode") == "live" else {
            state.mode = .sim
            return ["sim mode: the scripted server on the virtual clock, with the books' semantics"]
              + state.closeLiveExchanges(because: "mode sim")
          }
          state.mode = .live
          state.serverPort = started.port
          return [
            "live mode: tasks run for real against the embedded server at http://127.0.0.1:\(started.port) "
              + "(curl can reach it while the shell runs)"
          ]
        }
      ).only(
        when: { state, arguments in
          arguments.word("mode") == "live" ? state.mode == .sim : state.mode == .live && state.hasOpenLiveExchanges
        },
        otherwise: { state, arguments throws(CommandError) in
          let mode = NetworkWorld.Mode(rawValue: arguments.word("mode")) ?? .sim
          guard mode != state.mode else { throw CommandError("already in \(mode.rawValue) mode") }
          state.mode = mode
          return ["sim mode: the scripted server on the virtual clock, with the books' semantics"]
        })))

  static let server = Command(
    CommandSpec(
      "server",
      abstract: "Start, stop or show the embedded HTTP server (live mode's); status prints its URL and routes.",
      discussion:
        "The server binds 127.0.0.1 only and stops with the shell. It serves the built-in routes and every route made "
        + "with route. Stopping it goes back to sim mode.",
      parameters: [Parameter("action", .choice(["start", "stop", "status"]), "what to do", optional: true)],
      examples: ["server", "server start", "server stop"]),
    .live(
      LiveCommand(
        performing: { state, arguments throws(CommandError) -> ServerStart in
          let network = try LiveNetworkHost.current()
          if arguments.optionalWord("action") == "stop" {
            network.stop()
            return ServerStart(port: 0)
          }
          let port = try network.start()
          network.serve(state.routeOrder.compactMap { state.routes[$0] })
          return ServerStart(port: port)
        },
        apply: { state, arguments, started throws(CommandError) in
          guard arguments.optionalWord("action") != "stop" else {
            state.serverPort = nil
            let wasLive = state.mode == .live
            state.mode = .sim
            return ["the embedded server is stopped" + (wasLive ? "; back to sim mode" : "")]
              + state.closeLiveExchanges(because: "server stop")
          }
          state.serverPort = started.port
          return ["the embedded server is at http://127.0.0.1:\(started.port)"]
        }
      ).only(
        when: { _, arguments in arguments.optionalWord("action") != nil && arguments.optionalWord("action") != "status" },
        otherwise: { state, _ throws(CommandError) in serverStatus(state) })))

  static func serverStatus(_ state: NetworkWorld) -> [String] {
    let where_ =
      state.serverPort.map { "the embedded server is at http://127.0.0.1:\($0)" } ?? "the embedded server is not running"
    return ["\(state.mode.rawValue) mode; " + where_] + routeList(state)
  }
}
