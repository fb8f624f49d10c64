/// The book's MyDownloader: an object that owns a session, is its delegate, and keeps each
/// download's completion handler in a table keyed by the task's identifier.
///
/// Programming iOS 8, chapter 24.
/// The book stores the handler in the request with `NSURLProtocol.setProperty(_:forKey:in:)`;
/// on Linux that returns nil even straight away, so the table is the book's own suggestion
/// for data tasks, used for downloads too. The handler gets the file only when the status is
/// 200, otherwise nil.
struct DownloaderTable: Equatable, Sendable {
  /// A download's handler: the task it belongs to and the learner's code (threading
  /// statements in braces, or empty).
  struct Entry: Equatable, Sendable {
    var task: String
    var code: String
    /// The handler begins `guard let url else { return }`, as the table of images' does.
    var returnsOnNil = false
  }

  /// The handlers by taskIdentifier.
  private(set) var entries: [Int: Entry] = [:]

  mutating func store(_ code: String, for task: String, identifier: Int, returnsOnNil: Bool = false) {
    entries[identifier] = Entry(task: task, code: code, returnsOnNil: returnsOnNil)
  }

  /// Takes a finished task's handler out of the table.
  mutating func remove(_ identifier: Int) -> Entry? { entries.removeValue(forKey: identifier) }

  /// The code didFinishDownloadingTo runs for task `identifier`: it looks the handler up and
  /// calls it with the file (the callback's argument), or with nil when the status is not 200.
  func didFinishCode(owner: String, identifier: Int, status: Int?) -> String {
    guard let entry = entries[identifier] else {
      return "{ log \(owner) finds no handler under taskIdentifier \(identifier) }"
    }
    let argument = status == 200 ? "the file" : "nil since the status is \(status.map(String.init) ?? "missing") not 200"
    let call = "log \(owner) looks up taskIdentifier \(identifier) and calls the handler of \(entry.task) with \(argument)"
    var handler = NetworkWorld.inner(entry.code)
    if entry.returnsOnNil, status != 200 { handler = "log the handler of \(entry.task) gets nil and returns" }
    return "{ " + FrameworkLabel.loggable(call) + (handler.isEmpty ? "" : "; " + handler) + " }"
  }

  /// The table as `inspect` shows it: `1: pic`, by identifier.
  var listing: [String] { entries.keys.sorted().compactMap { key in entries[key].map { "\(key): \($0.task)" } } }
}
