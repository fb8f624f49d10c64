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

  /// The longest a live exchange may take before it is cancelled.
  static let limit = 30.0

  func run() throws(CommandError) -> ExchangeRecord {
    let configuration = request.ephemeral ? URLSessionConfiguration.ephemeral : URLSessionConfiguration.default
    configuration.timeoutIntervalForRequest = request.requestTimeout
    configuration.timeoutIntervalForResource = request.resourceTimeout
    let recorder = Recorder(handlesData: request.hasDelegate && !request.hasCompletion)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    recorder.queue = queue
    let session = URLSession(
      configuration: configuration, delegate: request.hasDelegate ? recorder : nil, delegateQueue: queue)
    defer { session.finishTasksAndInvalidate() }

    let url = "http://127.0.0.1:\(input.port)\(request.path)"
    guard let address = URL(string: url) else { throw CommandError("\(request.path) does not make a URL") }
    var urlRequest = URLRequest(url: address)
    urlRequest.setValue(input.exchange, forHTTPHeaderField: DriverInput.exchangeHeader)
    let task = makeTask(session, urlRequest, recorder)
    recorder.task.withLock { $0 = task }
    task.resume()

    let deadline = Date().addingTimeInterval(min(Self.limit, request.requestTimeout + 10))
    while recorder.done.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
      if Date() > deadline {
        task.cancel()
        throw CommandError("the live exchange took more than \(Int(Self.limit)) s and was cancelled")
      }
    }
    // What the task says of itself a moment after its last callback.
    Thread.sleep(forTimeInterval: 0.2)
    queue.waitUntilAllOperationsAreFinished()
    let outcome = recorder.outcome.withLock { $0 }
    return ExchangeRecord(
      url: "http://127.0.0.1:PORT\(request.path)", status: outcome.status, headers: outcome.headers,
      callbacks: outcome.callbacks, error: outcome.error, finalPath: outcome.finalPath ?? request.path,
      fileOutlivedCallback: outcome.fileOutlived, stateAfter: Recorder.name(of: task.state))
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
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }
}
