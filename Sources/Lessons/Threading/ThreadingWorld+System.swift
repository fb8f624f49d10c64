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
  /// The log's words are not read as text: a callback's log differs from call to call, and
  /// only the learner's block is read (once, then known by its text). Returns the block's
  /// number (`B7`).
  mutating func post(logging marker: String, then block: String, to queue: String) throws(CommandError) -> Int {
    let text = "log " + marker.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var statements = [Statement.log(String(text.dropFirst(4)))]
    var texts = [text]
    var reader = BlockReader(program: program, workers: workers)
    let target = try reader.target(queue)
    if !block.isEmpty {
      let inner = try reader.block(block)
      statements += reader.program.codes[inner].statements
      texts += reader.program.codes[inner].texts
      program = reader.program
      syncTables()
    }
    let code = program.intern(
      ThreadingProgram.Code(statements: statements, texts: texts, source: "{ " + texts.joined(separator: "; ") + " }"))
    let number = machine.nextBlock
    _ = machine.submit(target, code: code, kind: .async, group: -1, program)
    var quiet = Notes(false)
    machine.settle(program, &quiet)
    return number
  }
}
