/// The parts of a threading session that only commands change: the names of its objects and
/// the code of every block that has been read.
///
/// The running state (`Machine`) refers to these by index, so stepping and exploring never
/// copy code or compare names.
package struct ThreadingProgram: Hashable, Codable, Sendable {
  package enum QueueKind: String, Hashable, Codable, Sendable {
    case main, global, serial, concurrent

    var isSerial: Bool { self == .main || self == .serial }
  }

  package struct Queue: Hashable, Codable, Sendable {
    package var name: String
    package var kind: QueueKind
    /// The queue this one's blocks finally run on (`--target`); nil for main and global.
    package var target: Int?
    /// Queue-specific values, in the order they were set.
    package var specifics: [Specific] = []
  }

  package struct Specific: Hashable, Codable, Sendable {
    package var key: String
    package var value: String
  }

  package struct OperationQueue: Hashable, Codable, Sendable {
    package var name: String
    /// `maxConcurrentOperationCount`; nil is the default (as many as the pool allows).
    package var maxConcurrent: Int?
  }

  /// A block's statements, each with its text, and the whole block as it prints.
  package struct Code: Hashable, Codable, Sendable {
    package var statements: [Statement]
    var texts: [String]
    var source: String
  }

  /// The whole numbers a variable, a register and a number in an expression hold: a store past
  /// them is an overflow.
  static let values = -1_000_000_000...1_000_000_000
  /// `-1000000000 to 1000000000`, for messages.
  static let valueRange = "\(values.lowerBound) to \(values.upperBound)"

  package static let mainQueue = 0
  package static let globalQueue = 1
  /// The operation queue `main` (`OperationQueue.main`), which runs on the main thread.
  package static let mainOperationQueue = 0

  package var codes: [Code] = []
  /// Each code's index by its source.
  var codeIndex: [TextKey: Int] = [:]
  package var queues: [Queue] = [Queue(name: "main", kind: .main), Queue(name: "global", kind: .global)]
  package var operationQueues: [OperationQueue] = [OperationQueue(name: "main", maxConcurrent: 1)]
  package var variables: [String] = []
  var registers: [String] = []
  package var locks: [String] = []
  var semaphores: [String] = []
  var groups: [String] = []
  package var onceTokens: [String] = []
  var notifications: [String] = []
  /// Background tasks, each named by the variable that holds its id.
  var tasks: [String] = []
  /// Blocks made with `new block`, by name.
  var namedBlocks: [String: Int] = [:]
  var operationNames: [String] = []

  /// Stores `code` once: the same block text always has the same index.
  mutating func intern(_ code: Code) -> Int {
    if let index = codeIndex[TextKey(code.source)] { return index }
    codes.append(code)
    codeIndex[TextKey(code.source)] = codes.count - 1
    return codes.count - 1
  }

  /// The statement at `pc` of `code`, as the learner wrote it.
  func text(code: Int, pc: Int) -> String { codes[code].texts[pc] }

  /// What kind of object `name` is, or nil if it names nothing.
  func kind(of name: String, workers: Int) -> String? {
    if name == "main" { return "queue" }
    if queues.contains(where: { $0.name == name }) { return "queue" }
    if operationQueues.contains(where: { $0.name == name }) { return "operation queue" }
    if variables.contains(name) { return "variable" }
    if locks.contains(name) { return "lock" }
    if semaphores.contains(name) { return "semaphore" }
    if groups.contains(name) { return "group" }
    if onceTokens.contains(name) { return "once token" }
    if notifications.contains(name) { return "notification" }
    if tasks.contains(name) { return "background task" }
    if namedBlocks[name] != nil { return "block" }
    if operationNames.contains(name) { return "operation" }
    if registers.contains(name) { return "register" }
    if Self.threadIndex(of: name, workers: workers) != nil { return "thread" }
    return nil
  }

  /// `main` is 0, `w1`… are the workers.
  static func threadIndex(of name: String, workers: Int) -> Int? {
    if name == "main" { return 0 }
    guard name.hasPrefix("w"), let number = Int(name.dropFirst()), number >= 1, number <= workers,
      name == "w\(number)"
    else { return nil }
    return number
  }

  static func threadName(_ index: Int) -> String { index < threadNames.count ? threadNames[index] : "w\(index)" }

  /// The names of the first threads, made once: a step names its thread several times.
  private static let threadNames = ["main"] + (1..<16).map { "w\($0)" }

  /// The queue and the queues it targets, up to main or global.
  func chain(of queue: Int) -> QueueChain { QueueChain(queues: queues, first: queue) }

  /// Whether the queue's blocks run on the main thread (it is main, or targets it).
  func isMainBound(_ queue: Int) -> Bool {
    var last = queue
    for link in chain(of: queue) { last = link }
    return last == Self.mainQueue
  }
}

extension ThreadingProgram.QueueKind {
  /// The kind `new queue NAME KIND` asks for: serial or concurrent (main and global exist).
  init(new word: String, name: String) throws(CommandError) {
    guard let kind = Self(rawValue: word), !["main", "global"].contains(word) else {
      throw CommandError("a new queue is serial or concurrent, not \(Format.echo(word))", suggestion: "new queue \(name) serial")
    }
    self = kind
  }
}

extension ThreadingProgram.Specific {
  /// A queue-specific value as `--specific KEY=VALUE` gives it.
  init(parsing word: String) throws(CommandError) {
    let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty else {
      throw CommandError("--specific takes KEY=VALUE, not \(Format.echo(word))", suggestion: "--specific queue=draw")
    }
    self.init(key: parts[0], value: parts[1])
  }
}
