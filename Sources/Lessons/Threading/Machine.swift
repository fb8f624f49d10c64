/// The running state of a threading program: threads, queues, locks, semaphores, groups,
/// operations and the virtual clock.
///
/// A step is one atomic statement of one thread. Everything that follows from it without a
/// choice (a block starting on a free thread, a finished block leaving its queue) happens in
/// `settle`, so the only choice points are which runnable thread steps next. Time passes only
/// when no thread can step: the clock jumps to the next timer, the end of a `work`, or a
/// timeout.
package struct Machine: Hashable, Sendable {
  struct Frame: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      /// The main thread's code for one turn of the run loop.
      case turn
      case block
      /// A `sync` block, run on the caller's thread (or on main, for a main-bound queue).
      case sync(caller: Int)
      case iteration(apply: Int, index: Int)
      case once(token: Int)
      case operation(Int)
      /// The block of an `if` whose condition held.
      case branch
      /// An observer's block, run on the posting thread by `post`.
      case observer(notification: Int)
      /// A background task's expiration handler.
      case expiration(task: Int)
    }

    var code: Int
    var pc = 0
    /// The block's number (B1, B2 and so on).
    var block: Int
    /// The dispatch queue the block runs on, or -1.
    var queue: Int
    var operationQueue = -1
    var kind: Kind
    /// The group an `async --group` block leaves when it finishes, or -1.
    var group = -1
    var barrier = false
    /// The value an `incr` has loaded, between its two steps.
    var loaded: Int?
    /// How many stores the variable had when `loaded` was read: for naming lost updates only.
    var loadedVersion = Unhashed(0)
    /// The clock when the frame reached its current statement (for timeouts).
    var since = 0
    var wait: Wait?
    /// How many observers the `post` at `pc` has called so far.
    var delivered = 0
  }

  /// Why a frame cannot go on, apart from its next statement's own condition.
  enum Wait: Hashable, Sendable {
    /// Its `sync` block is queued and has not started.
    case syncStart(block: Int)
    /// Its `sync` block runs on the main thread and has not finished.
    case syncDone(block: Int)
    /// Its `apply` has iterations still running.
    case apply(Int)
    /// Its `post` added an observer's block to an operation queue as this operation, and waits
    /// for it to finish.
    case operation(Int)
  }

  struct SimThread: Hashable, Sendable {
    var frames: [Frame] = []
    var registers: [Int] = []
    /// A `work` keeps the thread busy until this time.
    var busyUntil = 0
  }

  struct Pending: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case async
      case barrier
      case sync(thread: Int)
      /// A background task's expiration handler, queued on main when its time is up.
      case expiration(task: Int)
    }

    var block: Int
    var code: Int
    var kind: Kind
    var seq: Int
    var group = -1
    /// The registers of the code that queued it, as they were then: a nested block reads the
    /// constants its enclosing block loaded (a closure's capture), as the live run's does.
    var registers: [Int] = []
  }

  struct Timer: Hashable, Sendable {
    var fireAt: Int
    var seq: Int
    var queue: Int
    var code: Int
    /// The background task whose expiration this is, or -1 for an `after`.
    var task = -1
    /// The registers of the code that set it, as they were then (see `Pending.registers`).
    var registers: [Int] = []
  }

  package struct Observer: Hashable, Codable, Sendable {
    package var notification: Int
    /// The operation queue its block runs on, or -1 for the posting thread.
    package var queue: Int
    package var code: Int

    package init(notification: Int, queue: Int, code: Int) {
      self.notification = notification
      self.queue = queue
      self.code = code
    }
  }

  enum TaskState: Hashable, Sendable {
    case notBegun, running, ended
  }

  /// How the system stopped the app; nothing runs after either.
  enum AppStop: Hashable, Sendable {
    /// Its last background task ended while work was left: the threads freeze where they are.
    case suspended
    /// A background task expired, and its handler did not end it.
    case killed(String)
    /// The frameworks crashed the app outside any statement: a block of a group ended and left
    /// it more often than it was entered.
    case crashed(Fault)

    var sentence: String {
      switch self {
      case .suspended: "the system suspended the app: its last background task ended while work was left"
      case .killed(let reason): "the system killed the app: \(reason)"
      case .crashed(let fault): fault.message
      }
    }

    /// The crash, when the app has crashed.
    var crash: Fault? {
      if case .crashed(let fault) = self { return fault }
      return nil
    }
  }

  struct Group: Hashable, Sendable {
    var count = 0
    var notifications: [Notification] = []
  }

  package struct Notification: Hashable, Codable, Sendable {
    package var queue: Int
    package var code: Int
    /// The registers of the code that asked, as they were then (see `Pending.registers`).
    package var registers: [Int] = []
  }

  struct Apply: Hashable, Sendable {
    var caller: Int
    var code: Int
    var count: Int
    var started = 0
    var finished = 0
    var seq: Int
    /// The caller's registers as the apply began: each iteration starts with them.
    var registers: [Int] = []
  }

  package struct Operation: Hashable, Codable, Sendable {
    enum Stage: String, Hashable, Codable, Sendable {
      case created, queued, executing, finished
    }

    /// The name given with `new op`; empty for an operation a block added.
    var name: String
    var code: Int
    package var priority: Priority = .normal
    package var dependencies: [Int] = []
    package var completion: Int?
    var stage = Stage.created
    package var isCancelled = false
    var queue = -1
    var seq = 0
    var isBarrier = false
    var block = 0
    /// In a dependency cycle or behind one: never ready, so it never runs, and a program does
    /// not wait for it to (Foundation's queue simply keeps it).
    var inCycle = false
    /// A framework's operation: what its label statement logs (`labels` keeps a dispatch
    /// block's).
    var label: FrameworkLabel?
  }

  /// Operation.QueuePriority's five levels (Apple's documented API).
  package enum Priority: Int, Hashable, Codable, Sendable, CaseIterable, Comparable {
    case veryLow, low, normal, high, veryHigh

    var name: String { "\(self)" }
    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  struct LogEntry: Hashable, Sendable {
    /// What an entry logged: a statement's text, or a framework block's label, which the
    /// block's operation (or `labels`, for a dispatch block) keeps: the entry names the block
    /// instead of keeping a copy (`Machine.label(of:)`).
    enum Logged: Hashable, Sendable {
      case text(String)
      case operation(Int)
      case block(Int)
    }

    var thread: Int
    var logged: Logged
    var isUI = false
    var clock = 0

    init(thread: Int, text: String, isUI: Bool = false, clock: Int = 0) {
      (self.thread, logged, self.isUI, self.clock) = (thread, .text(text), isUI, clock)
    }

    /// The entry of a framework block's label statement, run by `frame`.
    init(thread: Int, labelOf frame: Frame) {
      self.thread = thread
      if case .operation(let index) = frame.kind { logged = .operation(index) } else { logged = .block(frame.block) }
    }
  }

  /// The words `entry` logged.
  func text(of entry: LogEntry) -> String {
    switch entry.logged {
    case .text(let text): text
    case .operation, .block: label(of: entry)?.text ?? ""
    }
  }

  /// The framework label `entry` logged, nil for a statement's text.
  func label(of entry: LogEntry) -> FrameworkLabel? {
    switch entry.logged {
    case .text: nil
    case .operation(let index): operations[index].label ?? Self.noLabel
    case .block(let block): labels[block] ?? Self.noLabel
    }
  }

  static let notRun = -1
  static let done = -2

  var clock = 0
  /// The threads; a write to them may leave something for `settle` to do (`isSettled`).
  var threads: [SimThread] {
    _read { yield storedThreads }
    _modify {
      isSettled.value = false
      yield &storedThreads
    }
  }
  private var storedThreads: [SimThread]
  var variables: [Int] = []
  /// The owning thread of each lock, or -1.
  var lockOwners: [Int] = []
  var log: [LogEntry] = []
  /// The main thread's code for this turn that has not started yet.
  var turn: [Int] {
    _read { yield storedTurn }
    _modify {
      isSettled.value = false
      yield &storedTurn
    }
  }
  private var storedTurn: [Int] = []
  /// The line that typed the turn is still being read: the main queue waits for it.
  var turnOpen: Bool {
    get { storedTurnOpen }
    set {
      if newValue != storedTurnOpen { isSettled.value = false }
      storedTurnOpen = newValue
    }
  }
  private var storedTurnOpen = false
  var nextBlock = 1
  var seq = 0
  /// The worker the default policy stepped last; not part of the state's identity, since any
  /// schedule may follow from it.
  var lastWorker = Unhashed(0)
  /// The threads whose last wait on a semaphore or a group timed out.
  ///
  /// What Dispatch's `wait(timeout:)` returns (`.timedOut`, else `.success`) to the learner's
  /// Swift. Not part of the state's identity: nothing the machine does next depends on it.
  var waitsTimedOut = Unhashed(ThreadSet())
  /// How many ticks the main thread has spent in `work`: how long the interface was frozen.
  var mainFrozen = Unhashed(0)
  /// What happened to a framework's blocks (those that open with a label statement) since
  /// the framework last looked: each began (its label ran) or ended, in the order it happened.
  ///
  /// The framework takes them (`takeFrameworkNews`) instead of searching the threads and
  /// queues for its blocks. Not part of the state's identity: it follows from the steps.
  var frameworkNews = Unhashed([FrameworkNews]())

  /// A framework block began on a thread or ended (`thread` -1: it ended without running).
  struct FrameworkNews: Sendable {
    var block: Int
    var thread: Int
    var ended: Bool
  }

  /// The operations made so far, by index: a framework adds one for each call it makes, so
  /// they are kept beside the state most steps leave alone, not in it.
  var operations: [Operation] {
    _read { yield storedOperations }
    _modify {
      isSettled.value = false
      yield &storedOperations
    }
  }
  private var storedOperations: [Operation] = []

  /// Whether nothing `settle` looks at has changed since the machine last settled.
  ///
  /// What it looks at is the threads, the turn, the operations, the queues and blocks waiting,
  /// the clock while a thread works, and the program: every write to those clears it. While it
  /// holds, `prepare` need not settle again.
  ///
  /// Not part of the state's identity: it says how the state was reached, not what it is.
  var isSettled = Unhashed(false)

  /// The state most steps leave alone, shared between copies until one of them writes it.
  private var shelved = CopyOnWrite(Shelved())

  struct Shelved: Hashable, Sendable {
    var versions = Unhashed([Int]())
    var lastWriter = Unhashed([Int]())
    var semaphores: [Int] = []
    var groups: [Group] = []
    var pending: [[Pending]] = [[], []]
    var timers: [Timer] = []
    var applies: [Apply] = []
    var suspended: [Bool] = [false]
    var onceStates: [Int] = []
    var observers: [Observer] = []
    var tasks: [TaskState] = []
    var stopped: AppStop?
    /// The label of each framework's dispatch block, by block: kept after its label statement
    /// has run, for the lanes to read.
    var labels: [Int: FrameworkLabel] = [:]
    /// Where each operation queue's operations stand: what starts next is looked for there.
    ///
    /// Not part of the state's identity, since it follows from `operations`.
    var queueIndex = Unhashed(OperationQueueIndex())
  }

  /// How many stores each variable has had, and by which thread the last one: for naming lost
  /// updates, so two states that differ only here are the same state.
  var versions: Unhashed<[Int]> {
    _read { yield shelved.value.versions }
    _modify { yield &shelved.value.versions }
  }
  var lastWriter: Unhashed<[Int]> {
    _read { yield shelved.value.lastWriter }
    _modify { yield &shelved.value.lastWriter }
  }
  var semaphores: [Int] {
    _read { yield shelved.value.semaphores }
    _modify { yield &shelved.value.semaphores }
  }
  var groups: [Group] {
    _read { yield shelved.value.groups }
    _modify { yield &shelved.value.groups }
  }
  /// Each dispatch queue's blocks that have not started, in order.
  var pending: [[Pending]] {
    _read { yield shelved.value.pending }
    _modify {
      isSettled.value = false
      yield &shelved.value.pending
    }
  }
  var timers: [Timer] {
    _read { yield shelved.value.timers }
    _modify { yield &shelved.value.timers }
  }
  var applies: [Apply] {
    _read { yield shelved.value.applies }
    _modify {
      isSettled.value = false
      yield &shelved.value.applies
    }
  }
  var suspended: [Bool] {
    _read { yield shelved.value.suspended }
    _modify {
      isSettled.value = false
      yield &shelved.value.suspended
    }
  }
  /// `notRun`, `done`, or the thread running the token's block.
  var onceStates: [Int] {
    _read { yield shelved.value.onceStates }
    _modify { yield &shelved.value.onceStates }
  }
  /// Notification observers in the order they were added.
  var observers: [Observer] {
    _read { yield shelved.value.observers }
    _modify { yield &shelved.value.observers }
  }
  var tasks: [TaskState] {
    _read { yield shelved.value.tasks }
    _modify { yield &shelved.value.tasks }
  }
  /// Whether the system has suspended or killed the app; nothing runs after that.
  var stopped: AppStop? {
    _read { yield shelved.value.stopped }
    _modify {
      isSettled.value = false
      yield &shelved.value.stopped
    }
  }

  var labels: [Int: FrameworkLabel] {
    _read { yield shelved.value.labels }
    _modify { yield &shelved.value.labels }
  }

  /// Where each operation queue's operations stand.
  var queueIndex: OperationQueueIndex {
    _read { yield shelved.value.queueIndex.value }
    _modify {
      isSettled.value = false
      yield &shelved.value.queueIndex.value
    }
  }

  /// Each operation queue's queued operations, in the order they were queued.
  var queuedOperations: [[Int]] {
    _read { yield shelved.value.queueIndex.value.queued }
  }

  /// How many operations of each operation queue execute.
  var executingOperations: [Int] {
    _read { yield shelved.value.queueIndex.value.executing }
  }

  /// Whether the operation queue has no operation queued or executing: what
  /// `waitUntilAllOperationsAreFinished` waits for.
  func isDrained(_ queue: Int) -> Bool { executingOperations[queue] == 0 && queuedOperations[queue].isEmpty }

  /// Whether the system has stopped the app (`stopped` is set), asked where it is: comparing
  /// the optional with nil would copy the stop and its words.
  var isStopped: Bool {
    if case .none = shelved.value.stopped { return false }
    return true
  }

  /// Whether the frameworks crashed the app: nothing starts after that.
  var hasCrashed: Bool {
    guard isStopped else { return false }
    if case .crashed? = shelved.value.stopped { return true }
    return false
  }

  init(workers: Int) {
    storedThreads = Array(repeating: SimThread(), count: workers + 1)
  }

  /// Whether a framework block has begun or ended since the framework last took the news.
  var hasFrameworkNews: Bool { !frameworkNews.value.isEmpty }

  /// Hands the framework its news so far in `news` (what was in it is dropped), and starts the
  /// list again empty with the room `news` had: the two lists trade buffers, so taking the
  /// news allocates nothing once both have grown.
  mutating func takeFrameworkNews(into news: inout [FrameworkNews]) {
    // Emptying a list that is empty already is not free: most looks find no news.
    if !news.isEmpty { news.removeAll(keepingCapacity: true) }
    guard !frameworkNews.value.isEmpty else { return }
    swap(&news, &frameworkNews.value)
  }

  /// Whether `code` is a framework's block: it opens with a label statement.
  static func isFramework(_ code: Int, _ program: ThreadingProgram) -> Bool {
    if case .label? = program.codes[code].statements.first { return true }
    return false
  }

  var workerCount: Int { threads.count - 1 }

  // MARK: - What can run

  func isBusy(_ thread: Int) -> Bool { threads[thread].busyUntil > clock }

  /// The main thread can take main-queue work: idle, and the turn's code has returned.
  var mainIsAvailable: Bool { threads[0].frames.isEmpty && turn.isEmpty && !turnOpen }

  /// Whether the thread's next statement can run now.
  ///
  /// Inlined where it is asked (the lanes ask it of every thread with code, twice a step): a
  /// call was handed copies of the machine and the program.
  @inline(__always)
  func isEnabled(_ thread: Int, _ program: ThreadingProgram) -> Bool {
    // The top frame's fields are read where they are: a copy of the frame is not needed.
    guard let top = threads[thread].frames.indices.last, threads[thread].frames[top].wait == nil, !isBusy(thread) else {
      return false
    }
    let (code, pc) = (threads[thread].frames[top].code, threads[thread].frames[top].pc)
    guard pc < program.codes[code].statements.count else { return false }
    switch program.codes[code].statements[pc] {
    case .lock(let lock):
      return lockOwners[lock] < 0
    case .waitSemaphore(let semaphore, let timeout):
      return semaphores[semaphore] > 0 || timeout.map { clock >= threads[thread].frames[top].since + $0 } == true
    case .waitGroup(let group, let timeout):
      return groups[group].count == 0 || timeout.map { clock >= threads[thread].frames[top].since + $0 } == true
    case .waitOperations(let queue):
      return isDrained(queue)
    case .once(let token, _):
      return onceStates[token] < 0
    default:
      return true
    }
  }

  /// Whether a thread waits on the semaphore `semaphore` (an index of the program's; none for
  /// -1): its next statement is a `wait` for it, and the semaphore is at 0.
  func hasWaiter(onSemaphore semaphore: Int, _ program: ThreadingProgram) -> Bool {
    guard semaphores.indices.contains(semaphore), semaphores[semaphore] == 0 else { return false }
    return threads.contains { thread in
      guard let top = thread.frames.last, top.wait == nil, top.pc < program.codes[top.code].statements.count,
        case .waitSemaphore(semaphore, _) = program.codes[top.code].statements[top.pc]
      else { return false }
      return true
    }
  }

  func enabledThreads(_ program: ThreadingProgram) -> ThreadSet {
    var enabled = ThreadSet()
    // An idle thread is passed over where it is: most are, and asking each costs a call.
    for thread in threads.indices where !threads[thread].frames.isEmpty && isEnabled(thread, program) {
      enabled.insert(thread)
    }
    return enabled
  }

  /// Whether some thread's next statement can run now.
  func hasEnabledThread(_ program: ThreadingProgram) -> Bool {
    // An idle thread is passed over where it is: most are, and asking each costs a call.
    for thread in threads.indices where !threads[thread].frames.isEmpty && isEnabled(thread, program) { return true }
    return false
  }

  /// The thread is stuck on something other than time: a lock, a wait, a sync, an apply.
  func isBlocked(_ thread: Int, _ program: ThreadingProgram) -> Bool {
    !threads[thread].frames.isEmpty && !isBusy(thread) && !isEnabled(thread, program)
  }

  /// Settles, then lets time pass while nothing can step; returns the threads that can step.
  mutating func prepare(_ program: ThreadingProgram, _ notes: inout Notes) -> ThreadSet {
    guard !isStopped else { return ThreadSet() }
    settleUnlessSettled(program, &notes)
    while true {
      let enabled = enabledThreads(program)
      if !enabled.isEmpty || !advanceClock(program, &notes) { return enabled }
      settle(program, &notes)
    }
  }

  /// Whether everything has run: no thread has code, no block or timer is waiting.
  var isFinished: Bool { isStopped || hasNoWorkLeft }

  /// No thread has code, no block or timer is waiting.
  var hasNoWorkLeft: Bool {
    guard turn.isEmpty, timers.isEmpty else { return false }
    for thread in threads.indices where !threads[thread].frames.isEmpty { return false }
    for queue in pending.indices where !pending[queue].isEmpty { return false }
    for queue in queuedOperations.indices {
      if executingOperations[queue] > 0 { return false }
      if !suspended[queue], queuedOperations[queue].contains(where: { !operations[$0].inCycle }) { return false }
    }
    return true
  }

  /// Nothing can ever step without new input: no thread has code, and no block, iteration,
  /// operation or timer waits to start (the queue index knows each queue's queued and executing
  /// operations).
  var isIdle: Bool {
    // An executing operation is the quickest sign of work: the queue index counts them.
    guard turn.isEmpty, timers.isEmpty, queueIndex.executingCount == 0 else { return false }
    // By index: a thread or a queue looked at through its index is not copied.
    for thread in threads.indices where !threads[thread].frames.isEmpty { return false }
    for queue in pending.indices where !pending[queue].isEmpty { return false }
    for apply in applies where apply.started < apply.count { return false }
    // The queues are looked at one by one only when some operation is queued (it waits for
    // nothing on a suspended queue).
    guard queueIndex.queuedCount > 0 else { return true }
    for queue in queuedOperations.indices where !suspended[queue] && !queuedOperations[queue].isEmpty { return false }
    return true
  }

  // MARK: - Outcomes

  /// The final variables as `name=value`, or the log when the program has no variables.
  func outcome(_ program: ThreadingProgram, logFrom start: Int = 0) -> String {
    switch stopped {
    case .killed(let reason)?: return "killed: \(reason)"
    case .crashed(let fault)?: return fault.outcome
    case .suspended?: return "suspended: " + plainOutcome(program, logFrom: start)
    case nil: return plainOutcome(program, logFrom: start)
    }
  }

  private func plainOutcome(_ program: ThreadingProgram, logFrom start: Int) -> String {
    if program.variables.isEmpty {
      return log[min(start, log.count)...].map(text(of:)).joined(separator: " ")
    }
    return Self.outcome(of: variables, program)
  }

  /// Variable values as an outcome: `a=1, b=2`, in creation order.
  static func outcome(of values: [Int], _ program: ThreadingProgram) -> String {
    zip(program.variables, values).map { "\($0)=\($1)" }.joined(separator: ", ")
  }
}

/// What settling and stepping did, in words, when someone is watching; nothing otherwise.
struct Notes {
  var isEnabled: Bool
  /// Whether stores are counted and their writers kept.
  ///
  /// Later notes name lost updates from them; exploration never narrates, so it skips this.
  var keepsHistory = true
  var lines: [String] = []

  init(_ isEnabled: Bool) { self.isEnabled = isEnabled }

  /// For `explore`: no words, no history.
  static var exploring: Notes {
    var notes = Notes(false)
    notes.keepsHistory = false
    return notes
  }

  mutating func add(_ line: @autoclosure () -> String) {
    if isEnabled { lines.append(line()) }
  }
}

/// A statement that would be a crash or misuse in the real frameworks: the step is refused.
struct Fault: Error, Sendable, Hashable {
  var message: String
  /// The outcome `explore` counts it under: `crash: unlock by a thread without the lock`.
  var outcome: String
}

/// A value carried along for narration or policy that does not make two states different.
struct Unhashed<Value: Sendable>: Hashable, Sendable {
  var value: Value

  init(_ value: Value) { self.value = value }

  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
