/// What a real URLSession did for one task against the embedded server, so far: recorded when
/// the task is resumed in live mode (up to the first chunk the server holds) and grown by each
/// live tick that lets the server go on, then replayed step by step (and by `back`, `goto`,
/// `save` and `check`) without touching the network again.
public struct ExchangeRecord: Codable, Equatable, Sendable {
  /// One callback as FoundationNetworking delivered it.
  public struct Callback: Codable, Equatable, Sendable {
    /// The delegate method as Swift spells it, or `completionHandler`.
    public var name: String
    public var detail: String
    /// The bytes a didReceiveData or didWriteData brought.
    public var bytes: Int
    /// `task.state` as Foundation reported it inside the callback.
    public var stateInside: String
    /// `task.countOfBytesReceived` inside the callback.
    public var countOfBytesReceived: Int
    /// Whether the callback ran on the main thread.
    public var onMainThread: Bool

    public init(
      name: String, detail: String, bytes: Int = 0, stateInside: String, countOfBytesReceived: Int, onMainThread: Bool
    ) {
      self.name = name
      self.detail = detail
      self.bytes = bytes
      self.stateInside = stateInside
      self.countOfBytesReceived = countOfBytesReceived
      self.onMainThread = onMainThread
    }
  }

  public var url: String
  public var status: Int?
  /// The response's headers, each `[name, value]`, as the server sent them.
  public var headers: [[String]]
  public var callbacks: [Callback]
  /// The NSURLError code the task ended with, if any.
  public var error: Int?
  /// The URL the task ended on (after redirects).
  public var finalPath: String
  /// A downloaded file was still there after the callback that handed it over returned.
  public var fileOutlivedCallback: Bool
  /// The task's state a moment after its last callback.
  public var stateAfter: String
  /// The live exchange's id in the live network (empty in a record made before exchanges
  /// stayed open).
  public var exchange = ""
  /// Which of the exchange's points this record was made at: 0 when it started, then one more
  /// for each chunk the server let go (or the cancel).
  public var step = 0
  /// Whether the real exchange may still bring callbacks: the server holds the next chunk.
  public var open = false
  /// Why the real exchange ended without its own last callback (its driver died, it was
  /// closed, back went where the real task no longer was), nil when it did not.
  public var lost: String?
  /// The body's bytes the server has sent so far.
  public var bodySent = 0

  public init(
    url: String, status: Int?, headers: [[String]], callbacks: [Callback], error: Int?, finalPath: String,
    fileOutlivedCallback: Bool, stateAfter: String
  ) {
    self.url = url
    self.status = status
    self.headers = headers
    self.callbacks = callbacks
    self.error = error
    self.finalPath = finalPath
    self.fileOutlivedCallback = fileOutlivedCallback
    self.stateAfter = stateAfter
  }

  private enum CodingKeys: String, CodingKey {
    case url, status, headers, callbacks, error, finalPath, fileOutlivedCallback, stateAfter
    case exchange, step, open, lost, bodySent
  }

  /// Reads a record; one saved before exchanges stayed open has none of their fields.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    url = try values.decode(String.self, forKey: .url)
    status = try values.decodeIfPresent(Int.self, forKey: .status)
    headers = try values.decode([[String]].self, forKey: .headers)
    callbacks = try values.decode([Callback].self, forKey: .callbacks)
    error = try values.decodeIfPresent(Int.self, forKey: .error)
    finalPath = try values.decode(String.self, forKey: .finalPath)
    fileOutlivedCallback = try values.decode(Bool.self, forKey: .fileOutlivedCallback)
    stateAfter = try values.decode(String.self, forKey: .stateAfter)
    exchange = try values.decodeIfPresent(String.self, forKey: .exchange) ?? ""
    step = try values.decodeIfPresent(Int.self, forKey: .step) ?? 0
    open = try values.decodeIfPresent(Bool.self, forKey: .open) ?? false
    lost = try values.decodeIfPresent(String.self, forKey: .lost)
    bodySent = try values.decodeIfPresent(Int.self, forKey: .bodySent) ?? 0
  }

  /// The bytes the data callbacks (didReceiveData, didWriteData) brought.
  public var dataBytes: Int {
    callbacks.filter { $0.name == "didReceiveData" || $0.name == "didWriteData" }.reduce(0) { $0 + $1.bytes }
  }

  /// Where FoundationNetworking on Linux did not do what the books say, a sentence each.
  var divergences: [String] {
    var lines: [String] = []
    if let final = callbacks.last(where: { $0.name == "didCompleteWithError" || $0.name == "completionHandler" }),
      final.stateInside != "completed"
    {
      lines.append(
        "Linux: inside \(final.name) task.state was \(final.stateInside), not completed as on Apple's systems "
          + "(The Core iOS Developer's Cookbook, ch. 13)")
    }
    let data = callbacks.filter { $0.name == "didReceiveData" }
    if let last = data.last, last.countOfBytesReceived == 0, data.reduce(0, { $0 + $1.bytes }) > 0 {
      lines.append("Linux: countOfBytesReceived stayed 0 while didReceiveData brought the bytes (FoundationNetworking)")
    }
    if fileOutlivedCallback {
      lines.append(
        "Linux: the downloaded file was still there after the callback returned; the book says it is deleted then "
          + "(Programming iOS 8, ch. 24)")
    }
    return lines
  }
}
