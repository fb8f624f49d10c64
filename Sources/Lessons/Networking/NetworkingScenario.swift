/// A built-in setup from the books, as the lines a learner would type.
struct NetworkingScenario: Sendable {
  var name: String
  var summary: String
  var lines: [String]
  /// What to try next, a line each.
  var next: [String]

  static let all: [NetworkingScenario] = [
    NetworkingScenario(
      name: "downloader",
      summary:
        "the book's MyDownloader: one object owns the session and is its delegate, on the main queue, and keeps each "
        + "download's handler in a table by taskIdentifier; a handler gets the file only when the status is 200 "
        + "(Programming iOS 8, ch. 24)",
      lines: [
        "new downloader d", "route /missing --status 404 --length 9", "new var shown 0",
        "download pic = d /image { incr shown; ui picture }", "download gone = d /missing { incr shown; ui picture }",
      ],
      next: [
        "show d.handlerTable: a handler per taskIdentifier (on Linux URLProtocol.setProperty returns nil, so the "
          + "book's trick of keeping it in the request fails)",
        "run, then log: gone's handler was called with nil, since its status is 404; the book's handler checks for nil "
          + "before it shows a picture (shown counts both calls)",
        "the callbacks run on main, so ui is allowed there; cancelAllTasks is invalidate d cancel",
      ]),
    NetworkingScenario(
      name: "table-images",
      summary:
        "a table whose rows download their pictures lazily through the book's downloader; a row scrolled off "
        + "cancels its download only while it is running (Programming iOS 8, ch. 24)",
      lines: [
        "new downloader d", "route /row --length 3000 --chunks 3 --latency 200", "table d /row 3",
        "scroll on row0 row1 row2",
      ],
      next: [
        "step a few times, then scroll off row1: its download is running, so it is cancelled and m.task = nil",
        "run, then show row0: the handler set m.task = nil and kept the picture; ui reload-row0 ran on main",
        "scroll on row1: no picture and no task, so a second download starts (row1_2); scroll on row0 starts none",
        "route /row --status 500 before a row downloads: the handler gets nil and returns, and the row tries again "
          + "only when it comes back on screen",
      ]),
    NetworkingScenario(
      name: "background",
      summary:
        "a background session's download goes on while the app is suspended; when it is done the system wakes the app "
        + "to hear of it (Programming iOS 8, ch. 24)",
      lines: [
        "new session bg --config background com.example.bg --delegate on",
        "route /movie --length 5000 --chunks 5 --latency 1000", "new task movie = bg download /movie", "resume movie",
      ],
      next: [
        "app background, then run: the transfer goes on, the delegate's messages wait; at the end the app delegate's "
          + "handleEventsForBackgroundURLSession runs on main, then the messages, then urlSessionDidFinishEvents",
        "or app terminate after a step or two: the system ends the suspended app, the download goes on; run, and the "
          + "system launches the app in the background: new session bg2 --config background com.example.bg --delegate "
          + "on hears of it",
        "or app kill: killed from the app switcher, the app's downloads are dropped, never completed",
        "events movie draws it; the background methods are Apple's documented API",
      ]),
    NetworkingScenario(
      name: "reachability",
      summary:
        "the Cookbook's reachability: flags, networkAvailable, and a watcher on main called once per kind of change "
        + "(The Core iOS Developer's Cookbook, ch. 13)",
      lines: ["reachability watch", "reachability flags reachable", "new var checked 0"],
      next: [
        "reachability flags reachable,isWWAN: Wi-Fi down and cellular up, two callbacks on main; run, then log",
        "reachability flags reachable,connectionRequired: reachable, yet networkAvailable is false",
        "reading the flags can block for a DNS lookup: typed here it is main's code, so work 100 freezes the screen "
          + "(show screen); off main: async global { work 100; incr checked; async main { ui network-status } }",
      ]),
  ]

  /// Starts afresh and types the scenario's lines into a new world; the mode goes back to sim.
  static func load(_ scenario: NetworkingScenario) throws(CommandError) -> (NetworkWorld, [String]) {
    var state = NetworkWorld()
    var printed = ["scenario \(scenario.name): \(scenario.summary)"]
    for line in scenario.lines {
      let commands: [Tokenizer.Command]
      do {
        commands = try Tokenizer.commands(in: line)
      } catch {
        throw CommandError(error.message)
      }
      for words in commands {
        guard let command = Networking.commands.first(where: { $0.spec.name == words[0] }) else {
          throw CommandError("the scenario's line \(Format.echo(line)) names no command")
        }
        let arguments = try Arguments.parse(Array(words.dropFirst()), for: command.spec)
        printed.append("networking> " + line)
        switch command.behavior {
        case .change(let run): printed += try run(&state, arguments)
        case .live(let live): printed += try live.plain(&state, arguments)
        case .query(let run): printed += try run(state, arguments)
        case .process: throw CommandError("the scenario's line \(Format.echo(line)) starts a process")
        }
      }
      Networking.endTurn(&state)
    }
    return (state, printed + scenario.next.map { "next: " + $0 })
  }
}
