/// Several threads of one program: each has its own value stack, locals, frames and handlers;
/// globals and the heap are shared, so a scheduler can interleave them statement by statement,
/// or access by access (`counter += 1` is a load, then a store).
///
///     main ─ step() ─────────────┐
///     thread 1 ─ step(thread: 1) ├─ globals, heap (class instances, captured variables)
///     thread 2 ─ stepToAccess(…) ┘
extension SwiftMachine {
  /// How many threads the program has (the main one is 0).
  public var threadCount: Int { threads.count }

  /// Starts a thread that calls `body`, a closure or function value taking no arguments; its id.
  public mutating func startThread(_ body: SwiftValue) throws(SwiftRunError) -> Int {
    var thread = Thread()
    switch body {
    case .closure(let function, let captures):
      guard program.functions[function].parameters == 0 else {
        throw SwiftRunError(line: line, "a thread starts at a closure without parameters")
      }
      thread.locals = Array(repeating: .void, count: program.functions[function].locals) + captures
      thread.frames = [Frame(function: function, base: 0)]
    case .function(let function) where program.functions[function].parameters == 0:
      thread.locals = Array(repeating: .void, count: program.functions[function].locals)
      thread.frames = [Frame(function: function, base: 0)]
    default:
      throw SwiftRunError(line: line, "a thread starts at a closure without parameters, not a '\(typeName(body))'")
    }
    threads.append(thread)
    return threads.count - 1
  }

  /// Whether a thread has run to its end.
  public func isFinished(thread: Int) -> Bool {
    thread == current ? frames.isEmpty : threads[thread].frames.isEmpty
  }

  /// The line a thread is at (the statement it runs, or ran last).
  public func line(thread: Int) -> Int { thread == current ? line : threads[thread].line }

  /// Runs one statement of a thread.
  public mutating func step(thread: Int) throws(SwiftRunError) {
    switchTo(thread)
    try step()
  }

  /// Runs a thread up to and including its next load or store of shared state (a global, a
  /// class instance's property, a captured variable), and says what it was; nil when the
  /// thread ended first.
  public mutating func stepToAccess(thread: Int) throws(SwiftRunError) -> Access? {
    switchTo(thread)
    watchesAccess = true
    access = nil
    defer { watchesAccess = false }
    while !frames.isEmpty && access == nil { try step() }
    return access
  }

  /// Makes `thread` the running one: the running thread's state is parked, the other's taken out.
  mutating func switchTo(_ thread: Int) {
    guard thread != current, threads.indices.contains(thread) else { return }
    threads[current] = Thread(stack: stack, locals: locals, frames: frames, handlers: handlers, line: line)
    let next = threads[thread]
    threads[thread] = Thread()
    stack = next.stack
    locals = next.locals
    frames = next.frames
    handlers = next.handlers
    line = next.line
    current = thread
  }

  /// What the last step wrote (when `recordsChanges` is on): each name once, with its new value.
  ///
  /// The value is written as Swift prints it; a class instance's property is named
  /// `Type#cell.property`, a captured variable by its own name.
  public var changes: [Change] {
    var seen: Set<String> = []
    return writes.reversed().filter { seen.insert($0.name).inserted }.reversed()
  }

  /// Notes a write for `changes` (a hidden local of the compiler's is not one).
  mutating func noteWrite(_ name: String, _ value: SwiftValue) {
    // Hidden locals of the compiler's, and an initializer's own `self`, are not shown.
    guard !name.hasPrefix(" "), !name.isEmpty, name != "self" else { return }
    writes.append(Change(name: name, value: describe(value)))
  }
}
