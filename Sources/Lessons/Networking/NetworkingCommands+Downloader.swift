/// The book's MyDownloader: `new downloader` and `download` (Programming iOS 8, ch. 24).
extension NetworkingCommands {
  /// `new downloader NAME [--queue main|private]`: a session whose delegate is the downloader.
  static func newDownloader(_ arguments: Arguments, _ state: inout NetworkWorld) throws(CommandError) -> [String] {
    for option in ["priority", "completion", "body", "target", "specific", "max", "config", "delegate"]
    where arguments.option(option) != nil {
      throw CommandError("new downloader takes no --\(option)", suggestion: "new downloader d --queue private")
    }
    let name = try newName(arguments.word("name"), in: state)
    guard arguments.words("words").isEmpty else {
      throw CommandError("new downloader takes a name and --queue only", suggestion: "new downloader \(name)")
    }
    // As the book lists it, the delegate methods run on the main queue; chapter 25 moves them.
    let mainQueue = arguments.option("queue") != "private"
    if !mainQueue, state.threading.hasQueue(name + "Queue") || state.isNetworkObject(name + "Queue") {
      throw CommandError("\(name)Queue, the name of its delegate queue, is taken", suggestion: "choose another name")
    }
    _ = try state.makeSession(name, configuration: .default, delegate: true, mainQueue: mainQueue)
    state.sessions[name]?.delegateName = name
    state.sessions[name]?.downloader = DownloaderTable()
    return [
      "downloader \(name): MyDownloader owns a session of the same name and is its delegate (the session retains it), "
        + "delegate queue " + (mainQueue ? "main" : "\(name)Queue (serial, its own)"),
      "download TASK = \(name) PATH { HANDLER } stores each handler under the task's taskIdentifier",
    ]
  }

  static let download = Command(
    CommandSpec(
      "download",
      abstract: "MyDownloader's download(_:completionHandler:): a download task, its handler stored, resumed.",
      discussion:
        "The downloader keeps the handler in a table under the task's taskIdentifier; its didFinishDownloadingTo "
        + "looks the handler up and calls it with the file when the status is 200, otherwise with nil, and the "
        + "entry goes when the task completes. The book stores the handler in the request with "
        + "NSURLProtocol.setProperty; on Linux that returns nil, so the table stands in (Programming iOS 8, ch. 24). "
        + "The task is returned so the client can cancel it; invalidate DOWNLOADER cancel is cancelAllTasks.",
      parameters: [
        Parameter("task", .word, "the new task's name"), Parameter("=", .choice(["="]), "="),
        Parameter("downloader", .object, "a downloader made with new downloader"),
        Parameter("path", .word, "the path to download"),
        Parameter("handler", .word, "the handler: threading statements in braces", optional: true),
      ],
      examples: ["download pic = d /image { incr shown }", "download gone = d /missing"]),
    .change { state, arguments throws(CommandError) in
      _ = state.observeCallbacks()
      let owner = arguments.word("downloader")
      let session = try state.session(owner)
      guard var table = session.downloader else {
        throw CommandError(
          "\(owner) is a plain session, not a downloader", suggestion: "new downloader d, then download t = d /image")
      }
      let handler = arguments.optionalWord("handler") ?? ""
      if !handler.isEmpty { try checkBlock(handler, in: state) }
      let name = try newName(arguments.word("task"), in: state)
      var lines = try state.makeTask(
        name, in: owner, kind: .download, path: arguments.word("path"), completion: nil, uploadLength: 0)
      guard let identifier = state.tasks[name]?.identifier else { return lines }
      table.store(handler, for: name, identifier: identifier)
      state.sessions[owner]?.downloader = table
      lines.append("\(owner) stores the handler of \(name) under taskIdentifier \(identifier)")
      return lines + (try state.resume(name))
    })
}
