/// The book's table of images: `table` and `scroll` (Programming iOS 8, ch. 24).
extension NetworkingCommands {
  static let table = Command(
    CommandSpec(
      "table",
      abstract: "Make the book's table of images: ROWS rows whose pictures the downloader fetches from PATH.",
      discussion:
        "Rows are row0, row1, … and start off screen; scroll on shows them. Each row's model keeps its picture (m.im) "
        + "and its running download (m.task). Showing a row with no picture and no task downloads its picture through "
        + "the downloader; the handler sets m.task = nil, keeps the picture only when it got a file, and reloads the "
        + "row on main (Programming iOS 8, ch. 24).",
      parameters: [
        Parameter("downloader", .object, "a downloader made with new downloader"),
        Parameter("path", .word, "where the pictures come from"),
        Parameter("rows", .integer(1...100), "how many rows"),
      ],
      examples: ["table d /row 3"]),
    .change { state, arguments throws(CommandError) in
      let owner = arguments.word("downloader")
      guard try state.session(owner).downloader != nil else {
        throw CommandError("\(owner) is a plain session, not a downloader", suggestion: "new downloader d, then table d /row 3")
      }
      let path = arguments.word("path")
      guard Route.isPath(path) else {
        throw CommandError("\(Format.echo(path)) is not a path on the server", suggestion: "a path starts with /: /row")
      }
      guard state.table == nil else { throw CommandError("there is a table already: one is enough to watch") }
      let table = ImageTable(downloader: owner, path: path, count: arguments.integer("rows"))
      if let taken = table.rows.first(where: { state.isNetworkObject($0.name) || state.threading.hasQueue($0.name) }) {
        throw CommandError("\(taken.name), a row's name, is taken", suggestion: "make the table first")
      }
      state.table = table
      return [
        "table of \(Format.count(table.rows.count, "row")) (\(table.rows.map(\.name).joined(separator: ", "))), none on "
          + "screen yet; their pictures come from \(path) through \(owner)"
      ]
    })

  static let scroll = Command(
    CommandSpec(
      "scroll",
      abstract: "Scroll rows of the table of images on screen (cellForRowAt) or off it (didEndDisplaying).",
      discussion:
        "on: a row with its picture shows it; a row with no picture and no task starts a download; a row with a task "
        + "waits for it. off: a row whose task is running cancels it and sets m.task = nil; a task in any other state "
        + "is left alone (Programming iOS 8, ch. 24).",
      parameters: [
        Parameter("direction", .choice(["on", "off"]), "on screen or off it"),
        Parameter("rows", .word, "rows: row1 or 1", repeated: true),
      ],
      examples: ["scroll on row0 row1 row2", "scroll off row1", "scroll on 1"]),
    .change { state, arguments throws(CommandError) in
      _ = state.observeCallbacks()
      guard state.table != nil else {
        throw CommandError("there is no table of images", suggestion: "new downloader d, then table d /row 3")
      }
      var lines: [String] = []
      for name in arguments.words("rows") {
        guard let row = state.table?.index(of: name) else {
          throw CommandError(
            "no row \(Format.echo(name))",
            suggestion: "the rows are row0 to row\((state.table?.rows.count ?? 1) - 1)")
        }
        lines += try arguments.word("direction") == "on" ? state.scrollOn(row) : state.scrollOff(row)
      }
      return lines
    })
}

extension NetworkWorld {
  /// cellForRowAt: the picture, or a download if the row has neither picture nor task.
  mutating func scrollOn(_ index: Int) throws(CommandError) -> [String] {
    guard var table else { return [] }
    var row = table.rows[index]
    row.isVisible = true
    defer { self.table = table }
    if row.hasPicture {
      table.rows[index] = row
      return ["\(row.name) is on screen and shows its picture (m.im)"]
    }
    if let task = row.task {
      table.rows[index] = row
      let state = tasks[task].map { $0.state == .running ? "" : " (\($0.state.rawValue))" } ?? ""
      return ["\(row.name) is on screen; m.task is \(task)\(state), so no second download starts"]
    }
    row.downloads += 1
    let task = row.downloads == 1 ? "\(row.name)_1" : "\(row.name)_\(row.downloads)"
    var lines = ["\(row.name) is on screen with no picture and no task: it downloads \(table.path) as \(task)"]
    lines += try makeTask(task, in: table.downloader, kind: .download, path: table.path, completion: nil, uploadLength: 0)
    guard let identifier = tasks[task]?.identifier else { return lines }
    sessions[table.downloader]?.downloader?.store(
      ImageTable.handler(for: row.name), for: task, identifier: identifier, returnsOnNil: true)
    row.task = task
    table.rows[index] = row
    return lines + (try resume(task))
  }

  /// didEndDisplaying: a running task is cancelled and forgotten; any other is left alone.
  mutating func scrollOff(_ index: Int) throws(CommandError) -> [String] {
    guard var table else { return [] }
    table.rows[index].isVisible = false
    let row = table.rows[index]
    guard let name = row.task, let task = tasks[name] else {
      self.table = table
      return ["\(row.name) is off screen; m.task is nil: nothing to cancel"]
    }
    guard task.state == .running else {
      self.table = table
      return ["\(row.name) is off screen; \(name) is \(task.state.rawValue), not running: the book's code leaves it"]
    }
    table.rows[index].task = nil
    self.table = table
    return ["\(row.name) is off screen and \(name) is running: cancel it, and m.task = nil"] + (try cancel(name))
  }
}
