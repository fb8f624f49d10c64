/// What a framework built on the threading model does to it from outside the learner's
/// program: it makes queues of its own and posts blocks to them from a thread of its own.
///
/// The networking chapter's URL loading system is such a framework: a session's delegate queue
/// is an operation queue it makes, and each delegate callback is an operation it adds there
/// (that is how swift-corelibs-foundation delivers them). Neither goes through the main thread:
/// a post succeeds while main is blocked, which is what makes a main-queue delegate wait.
extension ThreadingWorld {
  /// Makes an operation queue the program did not create itself, as `new opqueue` would.
  mutating func makeOperationQueue(_ name: String, maxConcurrent: Int?) throws(CommandError) {
    if let existing = program.kind(of: name, workers: workers) {
      throw CommandError("\(name) already names a \(existing)", suggestion: "choose another name")
    }
    program.operationQueues.append(ThreadingProgram.OperationQueue(name: name, maxConcurrent: maxConcurrent))
    machine.suspended.append(false)
  }

  /// Whether a dispatch queue or an operation queue of that name exists.
  func hasQueue(_ name: String) -> Bool {
    program.queues.contains { $0.name == name } || program.operationQueues.contains { $0.name == name }
  }

  /// Queues a block that logs `marker`, then runs the statements of `block` (threading
  /// statements in braces, or empty), on the queue called `queue`.
  ///
  /// The log's words are not read as text: a callback's log differs from call to call, so it is
  /// the block's label, data the machine logs when the block starts, and the block's code (its
  /// label statement, then the learner's block) is read and stored once for all the calls that
  /// run the same block. Returns the block's number (`B7`).
  mutating func post(logging marker: String, then block: String, to queue: String) throws(CommandError) -> Int {
    try post(label: FrameworkLabel(words: Self.words(marker)), then: block, to: queue)
  }

  /// Queues a block labelled `label`, which it logs, then runs `block`, on the queue called
  /// `queue`; returns the block's number.
  mutating func post(label: consuming FrameworkLabel, then block: String, to queue: String) throws(CommandError) -> Int {
    try post(label: consume label, then: block, to: queueTarget(queue))
  }

  /// `post` to a queue the framework found with `queueTarget` and keeps: a queue keeps its
  /// place in the program for good, so a framework that posts to one queue again and again
  /// need not look for it by name each time.
  ///
  /// The label is handed on to the block's record. (The networking benchmark's callers still
  /// pay for a copy of it, which the compiler makes wherever the label is built.)
  mutating func post(
    label: consuming FrameworkLabel, then block: String, to target: Statement.Target
  ) throws(CommandError) -> Int {
    let code = try labelledCode(block)
    let number = machine.submit(target, code: code, label: consume label)
    var quiet = Notes(false)
    machine.settle(afterSubmitting: target, program, &quiet)
    return number
  }

  /// The dispatch queue or operation queue called `name`, as a block's reader finds it.
  func queueTarget(_ name: String) throws(CommandError) -> Statement.Target {
    if let index = program.queues.firstIndex(where: { $0.name == name }) { return .queue(index) }
    if let index = program.operationQueues.firstIndex(where: { $0.name == name }) { return .opqueue(index) }
    return try BlockReader(program: program, workers: workers).target(name)
  }

  /// The code of a labelled block that runs `block`: read the first time, then known by its text.
  ///
  /// Reading a block again gives the code it gave the first time (names are resolved once and
  /// the tables only grow), so the code is kept by the block's text.
  private mutating func labelledCode(_ block: String) throws(CommandError) -> Int {
    // Most callbacks run no code of the learner's: theirs is found without hashing.
    if block.isEmpty, let known = bareLabelCode.value { return known }
    if let known = labelledCodes.value[block] { return known }
    var statements = [Statement.label]
    var texts = ["log"]
    if !block.isEmpty {
      var reader = BlockReader(program: program, workers: workers)
      let inner = try reader.block(block)
      statements += reader.program.codes[inner].statements
      texts += reader.program.codes[inner].texts
      program = reader.program
      syncTables()
    }
    // A learner's block's source starts with its brace, so this one is never taken for one.
    let code = program.intern(
      ThreadingProgram.Code(statements: statements, texts: texts, source: "label { " + texts.joined(separator: "; ") + " }"))
    labelledCodes.value[block] = code
    if block.isEmpty { bareLabelCode.value = code }
    return code
  }

  /// `text`'s words joined by single spaces, as a `log` statement reads them.
  static func words(_ text: String) -> String {
    // Past ASCII, whitespace is a matter of Unicode: the slow way is the sure one.
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    return words(ascii: text.utf8)
  }

  /// The words of ASCII text, given as its bytes, joined by single spaces.
  static func words(ascii text: some Sequence<UInt8>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.underestimatedCount)
    var pendingSpace = false
    for byte in text {
      if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace {
        bytes.append(0x20)
        pendingSpace = false
      }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
