/// Live mode's replay: a real exchange's record stepped through the same model, a callback a
/// step, on the session's delegate queue in the threading model.
extension NetworkWorld {
  /// Gives a task the record of its real exchange and starts its replay.
  mutating func startLive(_ name: String, record: ExchangeRecord) -> [String] {
    guard var task = tasks[name] else { return [] }
    task.exchange.live = record
    tasks[name] = task
    let count = record.callbacks.count
    return ["live: the real URLSession made \(Format.count(count, "callback")) against \(record.url); step replays them"]
      + record.divergences
  }

  /// The network event that brought recorded callback `index`, and the callback posted.
  mutating func replay(_ index: Int, of name: String, gap: VirtualTime) -> [String] {
    guard var task = tasks[name], let record = task.exchange.live, index < record.callbacks.count else { return [] }
    let callback = record.callbacks[index]
    var lines: [String] = []
    switch callback.name {
    case "willPerformHTTPRedirection":
      lines.append("server → \(name): a redirect (\(callback.detail)); the real delegate follows it")
    case "didReceiveResponse":
      task.response = response(from: record)
      task.expected = task.response?.expectedLength ?? -1
      lines.append("server → \(name): \(record.status ?? 0) \(HTTPStatus.reason(record.status ?? 0))")
      lines.append("live: the real delegate answers .allow at once (FoundationNetworking ignores the disposition anyway)")
    case "didReceiveData", "didWriteData":
      if task.response == nil {
        task.response = response(from: record)
        task.expected = task.response?.expectedLength ?? -1
      }
      task.received += callback.bytes
      lines.append("server → \(name): \(Format.count(callback.bytes, "byte")) (\(task.received) in all)")
    case "didFinishDownloadingTo":
      temporaryFiles += 1
      task.temporaryFile = callback.detail
      task.temporaryFileExists = true
      lines.append("server → \(name): the body is complete; the file is handed over")
    default:
      if task.response == nil, record.status != nil { task.response = response(from: record) }
      // A completion handler's data: the bytes arrived without a callback of their own.
      task.received += callback.bytes
      task.error = record.error
      task.currentPath = record.finalPath
      lines.append(
        record.error.map { "\(name): the exchange fails: error \(URLErrorCode.describe($0))" }
          ?? "server → \(name): the exchange is over")
    }
    tasks[name] = task
    let isFinal = callback.name == "didCompleteWithError" || callback.name == "completionHandler"
    lines += post(callback.name, callback.detail, for: name, isFinal: isFinal)
    if !isFinal { schedule(.recorded(index + 1), for: name, after: gap) }
    return lines
  }

  private func response(from record: ExchangeRecord) -> SessionTask.Response? {
    guard let status = record.status else { return nil }
    let headers = record.headers.filter { $0.count == 2 }.map { SessionTask.Header(name: $0[0], value: $0[1]) }
    let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? -1
    return SessionTask.Response(status: status, headers: headers, expectedLength: length)
  }
}
