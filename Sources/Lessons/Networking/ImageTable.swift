/// The book's table of images: rows whose pictures are downloaded lazily, each row's model
/// holding its picture once it has one and the download task while one runs.
///
/// Programming iOS 8, chapter 24: `cellForRowAt` starts a download only for a row with no
/// picture and no task (so a row is never downloaded twice at once); the handler clears the
/// task, keeps the picture and reloads the row on main; `didEndDisplaying` cancels a row's
/// task only while it is running. A failed row gets no second try until it comes back on screen.
struct ImageTable: Equatable, Sendable {
  /// One row's model (the book's `Model`: text, im, picurl, task).
  struct Row: Equatable, Sendable {
    var name: String
    /// `m.im`: the row has its picture.
    var hasPicture = false
    /// `m.task`: the download running for the row, if any.
    var task: String?
    /// Downloads started for the row so far, for the next task's name.
    var downloads = 0
    var isVisible = false
  }

  /// The downloader the rows' downloads go through.
  var downloader: String
  var path: String
  var rows: [Row]

  init(downloader: String, path: String, count: Int) {
    self.downloader = downloader
    self.path = path
    rows = (0..<count).map { Row(name: "row\($0)") }
  }

  /// The row called `name` (`row1`, or its number, `1`).
  func index(of name: String) -> Int? {
    let number = Int(name) ?? (name.hasPrefix("row") ? Int(name.dropFirst(3)) : nil)
    guard let number, rows.indices.contains(number) else { return nil }
    return number
  }

  /// The row called exactly `name`, as objects are named.
  func index(ofRow name: String) -> Int? { rows.firstIndex { $0.name == name } }

  /// The row whose download is `task`.
  func index(ofTask task: String) -> Int? { rows.firstIndex { $0.task == task } }

  /// The handler each row's download stores: reload the row on main (it runs only with a file;
  /// with nil the handler returns first).
  static func handler(for row: String) -> String { "{ async main { ui reload-\(row) } }" }
}
