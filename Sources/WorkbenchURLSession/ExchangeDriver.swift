import Foundation
import Lessons
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs one task with Foundation's real URLSession against the embedded server and records its
/// callbacks: names, order, bytes, the thread, and what the task said of itself inside each.
///
/// The real session's delegate queue is a private serial queue: on Linux a main-queue delegate
/// runs only when the main run loop turns, and the shell's main thread is reading lines. The
/// chapter puts the recorded callbacks on the model's queue, main or not.
struct ExchangeDriver {
  let input: DriverInput

  var request: ExchangeRequest { input.request }

  /// Runs the task until its last callback, writing a `progress` line after each callback; a
  /// `cancel` line on standard input cancels the task, and its end (the shell is gone) does too.
  func run(commands: DriverCommands) throws(CommandError) -> ExchangeRecord {
    let configuration = request.ephemeral ? URLSessionConfiguration.ephemeral : URLSessionConfiguration.default
    configuration.timeoutIntervalForRequest = request.requestTimeout
    configuration.timeoutIntervalForResource = request.resourceTimeout
    let recorder = Recorder(handlesData: request.handlesData)
    let url = "http://127.0.0.1:PORT\(request.path)"
    let path = request.path
    recorder.changed = { outcome in
      DriverOutput.line("progress " + DriverOutput.json(Self.record(outcome, url: url, path: path, state: "running")))
    }
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    recorder.queue = queue
    let session = URLSession(
      configuration: configuration, delegate: request.hasDelegate ? recorder : nil, delegateQueue: queue)
    defer { session.finishTasksAndInvalidate() }

    guard let address = URL(string: "http://127.0.0.1:\(input.port)\(request.path)") else {
      throw CommandError("\(request.path) does not make a URL")
    }
    var urlRequest = URLRequest(url: address)
    urlRequest.setValue(input.exchange, forHTTPHeaderField: DriverInput.exchangeHeader)
    let task = makeTask(session, urlRequest, recorder)
    recorder.task.withLock { $0 = task }
    commands.onCancel { task.cancel() }
    task.resume()
    // No time limit here: the shell holds the body between the learner's steps, and stops
    // this program when the exchange is closed.
    recorder.done.wait()
    // What the task says of itself a moment after its last callback.
    Thread.sleep(forTimeInterval: 0.2)
    queue.waitUntilAllOperationsAreFinished()
    return Self.record(recorder.outcome.withLock { $0 }, url: url, path: path, state: Recorder.name(of: task.state))
  }

  /// The record of `outcome`, the task's state after its last callback being `state`.
  static func record(_ outcome: Recorder.Outcome, url: String, path: String, state: String) -> ExchangeRecord {
    ExchangeRecord(
      url: url, status: outcome.status, headers: outcome.headers, callbacks: outcome.callbacks, error: outcome.error,
      finalPath: outcome.finalPath ?? path, fileOutlivedCallback: outcome.fileOutlived, stateAfter: state)
  }

  private func makeTask(_ session: URLSession, _ urlRequest: URLRequest, _ recorder: Recorder) -> URLSessionTask {
    var urlRequest = urlRequest
    if request.kind == .upload { urlRequest.httpMethod = "POST" }
    let body = Data(repeating: UInt8(ascii: "x"), count: request.uploadLength)
    guard request.hasCompletion else {
      switch request.kind {
      case .data: return session.dataTask(with: urlRequest)
      case .download: return session.downloadTask(with: urlRequest)
      case .upload: return session.uploadTask(with: urlRequest, from: body)
      }
    }
    switch request.kind {
    case .download:
      return session.downloadTask(with: urlRequest) { location, response, error in
        recorder.completed(location: location, response: response, error: error)
      }
    case .data:
      return session.dataTask(with: urlRequest) { data, response, error in
        recorder.completed(data: data, response: response, error: error)
      }
    case .upload:
      return session.uploadTask(with: urlRequest, from: body) { data, response, error in
        recorder.completed(data: data, response: response, error: error)
      }
    }
  }
}

/// The driver's lines to the shell, each written and flushed at once.
enum DriverOutput {
  private static let lock = Mutex(())

  static func line(_ text: String) {
    lock.withLock { _ in FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
  }

  /// A record as one line of JSON.
  static func json(_ record: ExchangeRecord) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}

/// The shell's lines after the first: `cancel` cancels the task; the end of standard input
/// (the shell closed the exchange, or is gone) cancels it too, and ends this program soon after.
final class DriverCommands: Sendable {
  private let cancel = Mutex<(@Sendable () -> Void)?>(nil)
  private let cancelled = Mutex(false)

  /// Reads the lines after the first on a thread of its own.
  func start() {
    let thread = Thread { [self] in
      while let line = readLine() {
        if line == "cancel" { self.fire() }
      }
      self.fire()
      // The shell is gone or closed the exchange: the task's last callback has a moment to run.
      Thread.sleep(forTimeInterval: 2)
      exit(0)
    }
    thread.start()
  }

  /// Runs `action` on a cancel, at once if one came already.
  func onCancel(_ action: @escaping @Sendable () -> Void) {
    cancel.withLock { $0 = action }
    if cancelled.withLock({ $0 }) { action() }
  }

  private func fire() {
    cancelled.withLock { $0 = true }
    cancel.withLock { $0 }?()
  }
}
