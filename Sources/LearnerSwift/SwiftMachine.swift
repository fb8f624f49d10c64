/// Runs a `SwiftProgram`: per thread a value stack and an explicit frame stack, so a run can stop
/// after any statement (or any access of shared state) and go on later; globals and the heap
/// (class instances, captured variables' boxes) are shared by the threads.
///
/// The machine is a value: copying it copies the whole run (globals, heap, every thread), so a
/// caller keeps snapshots for `back`. Swift's traps (overflow, division by zero, an index out of
/// range, nil unwrapped) stop it with the line, and so do the step and depth limits.
public struct SwiftMachine: Equatable, Sendable {
  /// A call in progress.
  struct Frame: Equatable, Sendable {
    var function: Int
    var pc = 0
    var base: Int
    /// Parameter slots whose values go back to the caller after the result (a bit per slot).
    var writeBack = 0
    /// A `willSet` observer's frame: the property (its name's index) that its self is given
    /// as it returns, with the new value it was handed; -1 for any other frame.
    var setsAfter = -1
    /// A mutating method run by its kin that makes a new value (`mutatingPreludeMethods`):
    /// the result goes back to the caller as the receiver's new value.
    var resultIsReceiver = false
    /// Which call it is, the machine's calls counted (`callsMade`): two calls of one function
    /// one after the other are two frames, for the locals a step shows.
    var call = 0
  }

  /// A global an `inout` argument of a call in progress modifies: the thread that called, and
  /// how many frames it had then.
  struct ExclusiveAccess: Equatable, Sendable {
    var slot: Int
    var thread: Int
    var depth: Int
  }

  /// A `catch`, `try?` or `defer` in force: where to go with an error.
  struct Handler: Equatable, Sendable {
    var depth: Int
    var target: Int
    var stackHeight: Int
  }

  /// A cell of the heap: a class instance or a captured variable.
  enum Cell: Equatable, Sendable {
    case instance(type: Int, fields: [SwiftValue])
    case box(name: Int, value: SwiftValue)
  }

  /// One thread's own state; the running thread's is kept in the machine's fields.
  struct Thread: Equatable, Sendable {
    var stack: [SwiftValue] = []
    var locals: [SwiftValue] = []
    var frames: [Frame] = []
    var handlers: [Handler] = []
    var line = 0
  }

  /// A name written by a statement and its new value as Swift prints it (`x`, `p`, `Dog#0.name`).
  public struct Change: Equatable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// A load or a store of shared state (a global or a heap cell) by one thread.
  public struct Access: Equatable, Sendable {
    public var thread: Int
    public var name: String
    public var isWrite: Bool
    public var value: String

    public init(thread: Int, name: String, isWrite: Bool, value: String) {
      self.thread = thread
      self.name = name
      self.isWrite = isWrite
      self.value = value
    }
  }

  public let program: SwiftProgram
  var stack: [SwiftValue] = []
  var locals: [SwiftValue] = []
  var frames: [Frame]
  var handlers: [Handler] = []
  /// Every thread; the running one's entry is stale while it runs (its state is in the fields above).
  var threads: [Thread] = [Thread()]
  /// How many calls the machine has made: each call's frame is numbered by it.
  var callsMade = 0
  /// The thread that `step()` runs.
  public internal(set) var current = 0
  public internal(set) var globals: [SwiftValue]
  var heap: [Cell] = []
  /// The globals calls in progress have as `inout` arguments (`beginAccess`).
  var exclusive: [ExclusiveAccess] = []
  /// The `inout` parameters of the call that last threw, as it threw (`writtenBack`).
  var thrownWriteBack: [SwiftValue] = []
  /// The values of the learner's the chapter holds (a handler it calls back): they keep the
  /// objects they reach alive (`freedCells`).
  var keptByChapter: [SwiftValue] = []
  /// What `print` wrote, as one text.
  public internal(set) var transcript = ""
  /// Instructions run so far, against `limit`.
  public internal(set) var executed = 0
  public var limit = 50_000_000
  /// The most heap cells a run may make (class instances and captured variables).
  public var heapLimit = 1_000_000
  /// How much more memory the Workbench may hold before the run stops.
  var memory = SwiftMemoryLimit()
  /// The line of the statement running now.
  public internal(set) var line = 0
  /// The deepest call stack allowed (deep recursion stops with a message, not a crash).
  static let depthLimit = 100_000
  /// Whether steps record what they write (`changes`); off, the machine runs at full speed.
  public var recordsChanges = false
  var writes: [Change] = []
  /// Set while `stepToAccess` runs: the first access of shared state ends the step.
  var watchesAccess = false
  var access: Access?
  /// What the running statement waits for from the chapter it runs in (see `SwiftHostRequest`).
  public internal(set) var hostRequest: SwiftHostRequest? {
    didSet { waitsForHost = hostRequest != nil }
  }
  /// The name the next method call on a chapter's object binds its result to (`bindNext`).
  var nextBind: Int?
  /// The chapter's descriptions of its objects a value being written needs (`print(v)`), by
  /// object name, asked for while the instruction waits and let go once it has written.
  var hostTexts: [String: String] = [:]
  /// The object whose description the machine waits for: the answer goes to `hostTexts`.
  var describing: HostObject?

  /// One of the chapter's objects, as a value of the learner's Swift holds it.
  struct HostObject: Equatable, Sendable {
    var type: String
    var name: String
  }
  /// How deep the machine runs a `description` getter to its end (`callNow`), where it cannot
  /// stop to ask the chapter anything.
  var runsNow = 0
  /// Whether `hostRequest` is set: a Bool the step loop reads cheaply after each instruction.
  var waitsForHost = false
  /// The step stopped inside a statement (for a host request): the next step goes on with it.
  var resumesStatement = false
  /// While a chapter calls a closure of the learner's (`call(_:_:)`), the frame count below
  /// which a step returns: the closure has returned.
  var stopDepth: Int?
  /// A Swift error thrown by the instruction just run, waiting to unwind.
  var thrown: Thrown?
  /// The line that threw the error a handler caught last: a handler that passes it on throws
  /// it from there (`SwiftProgram.rethrown`).
  var caughtLine = 0

  /// A thrown Swift error and the line that threw it.
  struct Thrown: Equatable, Sendable {
    var value: SwiftValue
    var line: Int
  }

  public init(_ program: SwiftProgram) {
    self.program = program
    frames = [Frame(function: 0, base: 0)]
    globals = Array(repeating: .void, count: program.globals.count)
    locals = Array(repeating: .void, count: program.functions[0].locals)
  }

  /// Whether the running thread has finished.
  public var isFinished: Bool { frames.isEmpty }

  /// What `print` wrote, a line each.
  public var output: [String] { printed(since: 0) }

  /// How long the transcript is, in bytes: where what the next statement prints begins.
  public var transcriptLength: Int { transcript.utf8.count }

  /// What `print` wrote from byte `offset` of the transcript on, a line each: what a step
  /// printed, a line it began and did not end (`terminator: ""`) as far as it goes.
  public func printed(since offset: Int) -> [String] {
    let utf8 = transcript.utf8
    guard offset < utf8.count else { return [] }
    let tail = transcript[utf8.index(utf8.startIndex, offsetBy: offset)...]
    var lines = tail.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if tail.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// Writes lines the model printed while a statement ran (a worker thread's `print` while
  /// main waited for it) where the program's output is, a line each.
  public mutating func write(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    // A line the program began and did not end ends before another thread's.
    if !transcript.isEmpty, !transcript.hasSuffix("\n") { transcript += "\n" }
    transcript += lines.joined(separator: "\n") + "\n"
  }

  /// The value of a top-level name, once its declaration has run.
  public func global(_ name: String) -> SwiftValue? {
    program.globals.firstIndex(of: name).map { globals[$0] }
  }

  /// Runs the running thread to its end.
  public mutating func run() throws(SwiftRunError) {
    var ran = 0
    while !isFinished { try step(statements: Int.max, counting: &ran) }
  }

  /// Runs one statement of the running thread: up to the start of the next one, or the end.
  public mutating func step() throws(SwiftRunError) {
    var ran = 0
    try step(statements: 1, counting: &ran)
  }

  /// Runs up to `count` statements of the running thread, as `count` steps would.
  ///
  /// It does not leave its loop between them, and stops sooner at the end, or when a
  /// statement waits for the chapter (`hostRequest`). `ran` is how many statements it began
  /// or went on with, the one that failed included when it throws.
  ///
  /// The running frame's code, counter and base are kept in locals and written back to the
  /// frame only when the frame changes or the step ends. While changes are recorded or
  /// accesses watched, every instruction goes through `execute`, which notes them, and a step
  /// is one statement.
  public mutating func step(statements count: Int, counting ran: inout Int) throws(SwiftRunError) {
    ran = 1
    var started = resumesStatement
    resumesStatement = false
    let observed = recordsChanges || watchesAccess
    if recordsChanges { writes.removeAll(keepingCapacity: true) }
    while let frame = frames.last {
      if let stopDepth, frames.count < stopDepth { return }
      // The code and constants alone: copying the whole function costs at every step.
      let code = program.functions[frame.function].code
      let constants = program.functions[frame.function].constants
      var pc = frame.pc
      let depth = frames.count
      while true {
        let instruction = code[pc]
        if case .statement(let at) = instruction {
          if started && !watchesAccess {
            guard ran < count, !observed else {
              frames[depth - 1].pc = pc
              return
            }
            ran += 1
          }
          started = true
          line = at
        }
        pc += 1
        executed += 1
        if executed > limit {
          frames[depth - 1].pc = pc
          throw SwiftRunError(line: line, "stopped after \(limit) instructions: an endless loop? (the step limit)")
        }
        if executed & SwiftMemoryLimit.period == 0 {
          frames[depth - 1].pc = pc
          try memory.measure(line: line)
        }
        // The frequent instructions run here, on the local counter.
        if !observed {
          switch instruction {
          case .statement:
            continue
          case .constant(let index):
            stack.append(constants[index])
            continue
          case .load(let slot):
            stack.append(locals[frame.base + slot])
            continue
          case .store(let slot):
            locals[frame.base + slot] = stack.removeLast()
            continue
          case .loadGlobal(let slot) where exclusive.isEmpty:
            stack.append(globals[slot])
            continue
          case .storeGlobal(let slot) where exclusive.isEmpty:
            globals[slot] = stack.removeLast()
            continue
          case .jump(let target):
            pc = target
            continue
          case .jumpIfFalse(let target):
            guard case .bool(let value) = stack.removeLast() else {
              throw SwiftRunError(line: line, "a condition must be a Bool")
            }
            if !value { pc = target }
            continue
          case .binary(let operation, let at, let literal):
            var right = stack.removeLast()
            var left = stack.removeLast()
            if case .int(let a) = left, case .int(let b) = right {
              stack.append(try SwiftArithmetic.integers(operation, a, b, line: at))
              continue
            }
            if !program.operators.isEmpty, userType(of: left) != nil || userType(of: right) != nil {
              // Perhaps the operands' type declares the operator: `execute` calls it.
              stack.append(left)
              stack.append(right)
              break
            }
            if literal != .neither { SwiftArithmetic.promote(literal, &left, &right) }
            stack.append(try arithmetic(operation, left, right, line: at))
            continue
          default: break
          }
        }
        frames[depth - 1].pc = pc
        try execute(instruction, base: frame.base)
        if let error = thrown {
          thrown = nil
          try unwind(error.value, line: error.line)
        }
        if access != nil && watchesAccess { return }
        if waitsForHost {
          resumesStatement = true
          return
        }
        // A jump, a call, a return or a throw changed the frame: pick it up again (a return
        // that calls on, as a `willSet`'s does, leaves as many frames as there were).
        if frames.count != depth || frames[depth - 1].function != frame.function { break }
        if frames[depth - 1].pc != pc { pc = frames[depth - 1].pc }
      }
    }
  }

  /// What a frame's parameter slots in its `writeBack` mask hold: what the call writes back (a
  /// parameter a closure shares is in its box).
  func writtenBack(by frame: Frame) -> [SwiftValue] {
    var written: [SwiftValue] = []
    var mask = frame.writeBack
    var slot = 0
    while mask != 0 {
      if mask & 1 == 1 {
        if case .box(let cell) = locals[frame.base + slot], case .box(_, let value) = heap[cell] {
          written.append(value)
        } else {
          written.append(locals[frame.base + slot])
        }
      }
      mask >>= 1
      slot += 1
    }
    return written
  }

  /// A thrown Swift error unwinds to its handler: the frames above it end, its stack is restored
  /// and the error waits on it; with no handler, the run stops as Swift's does.
  mutating func unwind(_ value: SwiftValue, line at: Int) throws(SwiftRunError) {
    guard let handler = handlers.popLast() else {
      throw SwiftRunError(line: at, "Fatal error: Error raised at top level: \(describe(value, reflecting: true))")
    }
    caughtLine = at
    while frames.count > handler.depth {
      let finished = frames.removeLast()
      if frames.count == handler.depth {
        // The call the handler's frame made: what its `inout` parameters hold now is what it
        // writes back (`writtenBack`).
        thrownWriteBack = writtenBack(by: finished)
      }
      locals.removeLast(locals.count - finished.base)
    }
    // A call that threw is over: so are the accesses of its `inout` arguments.
    exclusive.removeAll { $0.thread == current && $0.depth >= frames.count }
    stack.removeLast(stack.count - handler.stackHeight)
    stack.append(value)
    frames[frames.count - 1].pc = handler.target
  }
}
