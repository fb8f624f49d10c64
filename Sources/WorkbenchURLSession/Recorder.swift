import Foundation
import Lessons
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real session's delegate: records each callback as Foundation delivers it, and tells the
/// shell the record so far after each one (the shell waits for them before the learner's next
/// step lets the server send more).
final class Recorder: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate, @unchecked Sendable {
  struct Outcome {
    var callbacks: [ExchangeRecord.Callback] = []
    var status: Int?
    var headers: [[String]] = []
    var error: Int?
    var finalPath: String?
    var fileOutlived = false
  }

  let outcome = Mutex(Outcome())
  let task = Mutex<URLSessionTask?>(nil)
  let done = DispatchSemaphore(value: 0)
  /// Whether the delegate gets the data callbacks (no completion handler).
  private let handlesData: Bool
  /// The delegate queue: what runs on it after a callback runs after the callback has returned.
  nonisolated(unsafe) var queue: OperationQueue?

  init(handlesData: Bool) { self.handlesData = handlesData }

  /// Told the outcome so far after each callback is recorded (the driver writes it to the shell).
  nonisolated(unsafe) var changed: (Outcome) -> Void = { _ in }

  static func name(of state: URLSessionTask.State) -> String {
    switch state {
    case .running: "running"
    case .suspended: "suspended"
    case .canceling: "canceling"
    case .completed: "completed"
    @unknown default: "unknown"
    }
  }

  private func record(_ name: String, _ detail: String, bytes: Int = 0, of task: URLSessionTask) {
    let callback = ExchangeRecord.Callback(
      name: name, detail: detail, bytes: bytes, stateInside: Self.name(of: task.state),
      countOfBytesReceived: Int(task.countOfBytesReceived), onMainThread: Thread.isMainThread)
    let now = outcome.withLock { outcome -> Outcome in
      outcome.callbacks.append(callback)
      return outcome
    }
    changed(now)
  }

  private func keep(_ response: URLResponse?) {
    guard let http = response as? HTTPURLResponse else { return }
    let headers = http.allHeaderFields.compactMap { key, value -> [String]? in
      guard let name = key as? String, let text = value as? String else { return nil }
      return [name, text]
    }.sorted { $0[0].lowercased() < $1[0].lowercased() }
    outcome.withLock {
      $0.status = http.statusCode
      $0.headers = headers
      $0.finalPath = http.url?.path
    }
  }

  private static func code(_ error: (any Error)?) -> Int? {
    guard let error else { return nil }
    return (error as NSError).code
  }

  private static func errorText(_ code: Int?) -> String {
    code.map { "error \(URLErrorCode.describe($0))" } ?? "error nil"
  }

  // MARK: - Data

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    keep(response)
    record("didReceiveResponse", "\((response as? HTTPURLResponse)?.statusCode ?? 0)", of: dataTask)
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    record("didReceiveData", "\(data.count) bytes", bytes: data.count, of: dataTask)
  }

  // MARK: - Download

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
  ) {
    keep(downloadTask.response)
    record(
      "didWriteData", "\(bytesWritten) bytes, \(totalBytesWritten) of \(totalBytesExpectedToWrite)",
      bytes: Int(bytesWritten), of: downloadTask)
  }

  func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
    keep(downloadTask.response)
    record("didFinishDownloadingTo", "$TMP/" + location.lastPathComponent, of: downloadTask)
    checkAfterReturn(location)
  }

  /// Queued on the delegate queue from inside a callback: it runs once the callback has
  /// returned, and looks whether the file is still there (then removes it, so none pile up).
  private func checkAfterReturn(_ location: URL) {
    let path = location.path
    queue?.addOperation { [self] in
      let exists = FileManager.default.fileExists(atPath: path)
      self.outcome.withLock { $0.fileOutlived = exists }
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  // MARK: - Task

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    record("willPerformHTTPRedirection", "\(response.statusCode) to \(request.url?.path ?? "?")", of: task)
    completionHandler(request)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    keep(task.response)
    let code = Self.code(error)
    outcome.withLock { $0.error = code }
    record("didCompleteWithError", Self.errorText(code), of: task)
    // With a completion handler, the handler is the task's last word and ends the wait.
    if handlesData { done.signal() }
  }

  // MARK: - Completion handlers

  func completed(data: Data?, response: URLResponse?, error: (any Error)?) {
    keep(response)
    let code = Self.code(error)
    let payload = data.map { "data \($0.count) bytes" } ?? "data nil"
    let status = (response as? HTTPURLResponse).map { "response \($0.statusCode)" } ?? "response nil"
    finish("\(payload), \(status), \(Self.errorText(code))", code, bytes: data?.count ?? 0)
  }

  func completed(location: URL?, response: URLResponse?, error: (any Error)?) {
    keep(response)
    let code = Self.code(error)
    let payload = location.map { "location $TMP/\($0.lastPathComponent)" } ?? "location nil"
    let status = (response as? HTTPURLResponse).map { "response \($0.statusCode)" } ?? "response nil"
    finish("\(payload), \(status), \(Self.errorText(code))", code)
    if let location { checkAfterReturn(location) }
  }

  private func finish(_ detail: String, _ code: Int?, bytes: Int = 0) {
    outcome.withLock { $0.error = code }
    if let task = task.withLock({ $0 }) { record("completionHandler", detail, bytes: bytes, of: task) }
    done.signal()
  }
}
