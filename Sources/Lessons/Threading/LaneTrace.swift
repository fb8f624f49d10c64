/// What every thread did, moment by moment, in the steps a session has taken: what `lanes`
/// draws.
///
/// The session's own steps are recorded as they are taken (`ThreadingWorld.step`); `explore`
/// steps the machine directly and records nothing, so counting schedules costs what it did.
struct LaneTrace: Equatable, Sendable {
  /// What one thread was doing during a moment.
  enum State: Equatable, Sendable {
    case idle
    /// It has code and could go on, but another thread took the moment.
    case ready
    /// In `work`: busy while the clock runs.
    case busy
    /// Stuck until something else happens: `lock m, held by w1`, `sync q`, `group g`.
    case blocked(String)
  }

  /// Every thread's state and every lock's owner (-1 when free) at one time.
  ///
  /// The states are kept two bits a thread in one word (threads are at most 17), with the
  /// words of the blocked ones beside them: taking a snapshot, which every step does twice,
  /// allocates nothing unless a thread is blocked.
  struct Snapshot: Equatable, Sendable {
    private var kinds: UInt64 = 0
    private var count = 0
    /// Why each blocked thread waits, in thread order.
    private var reasons: [String] = []
    var owners: [Int]
    var clock: Int

    init(owners: [Int], clock: Int) {
      self.owners = owners
      self.clock = clock
    }

    /// Adds the next thread's state.
    mutating func append(_ state: State) {
      let kind: UInt64
      switch state {
      case .idle: kind = 0
      case .ready: kind = 1
      case .busy: kind = 2
      case .blocked(let reason):
        kind = 3
        reasons.append(reason)
      }
      kinds |= kind << UInt64(2 * count)
      count += 1
    }

    /// How many threads it has a state for.
    var threadCount: Int { count }

    /// The state of `thread`; idle past the threads it has.
    func state(of thread: Int) -> State {
      guard thread < count else { return .idle }
      let kind = (kinds >> UInt64(2 * thread)) & 3
      switch kind {
      case 0: return .idle
      case 1: return .ready
      case 2: return .busy
      default:
        // The blocked threads before it say which reason is its.
        var before = 0
        for earlier in 0..<thread where (kinds >> UInt64(2 * earlier)) & 3 == 3 { before += 1 }
        return .blocked(reasons[before])
      }
    }

    /// Whether some thread is not idle.
    var hasWork: Bool { kinds != 0 }
  }

  /// What a step ran, kept as the parts the machine had (names it already held, and numbers)
  /// and put into words only when read: `w1 B1 on global: incr c`.
  struct Said: Equatable, Sendable {
    /// Who ran the statement, after the thread's name.
    enum Who: Equatable, Sendable {
      /// The main thread's turn: the thread's name alone.
      case turn
      /// An operation: its name (empty for one a block added, which goes by its block) and queue.
      case operation(name: String, block: Int, queue: String)
      /// A once token's block.
      case once(token: String)
      /// A block, on its dispatch queue if it has one.
      case block(Int, queue: String?)
    }

    var thread: Int
    var who: Who
    /// The statement's text, or a label statement's label (its text is `log` and the label).
    var statement: String
    var isLabel = false

    /// The step's line, as the narration says it.
    var line: String {
      let name = ThreadingProgram.threadName(thread)
      let who: String
      switch self.who {
      case .turn: who = name
      case .operation(let operation, let block, let queue):
        who = "\(name) \(operation.isEmpty ? "B\(block)" : operation) on \(queue)"
      case .once(let token): who = "\(name) once \(token)"
      case .block(let block, let queue): who = "\(name) B\(block)" + (queue.map { " on \($0)" } ?? "")
      }
      return who + ": " + (isLabel ? "log " + statement : statement)
    }

    /// The same parts, or parts that say the same line.
    static func == (lhs: Self, rhs: Self) -> Bool {
      (lhs.thread == rhs.thread && lhs.who == rhs.who && lhs.statement == rhs.statement && lhs.isLabel == rhs.isLabel)
        || lhs.line == rhs.line
    }
  }

  /// One column of the picture: a step of one thread, or the clock moving while none could step.
  struct Moment: Equatable, Sendable {
    /// The thread that stepped, or nil when the clock moved instead.
    var thread: Int?
    /// What a step ran; nil for the clock and for `now`.
    var said: Said?
    /// The words of a moment that is not a step: empty for the clock, `now` for now.
    var note = ""
    /// The threads and locks during the moment (for a step: just before it).
    var snapshot: Snapshot
    /// The clock when the moment ends: later than the snapshot's only when the clock moved.
    var until: Int
    /// The state now, after the last step, while work is left: the picture's last column.
    var isNow = false

    var movesClock: Bool { until > snapshot.clock }

    /// The step's statement with who ran it (`w1 B1 on global: incr c`); empty for the clock.
    var text: String { said?.line ?? note }

    /// The same moment, whether its words are kept as parts or as text.
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.thread == rhs.thread && lhs.snapshot == rhs.snapshot && lhs.until == rhs.until && lhs.isNow == rhs.isNow
        && (lhs.said == rhs.said && lhs.note == rhs.note || lhs.text == rhs.text)
    }
  }

  /// The most moments kept; past it the older half is dropped (and counted).
  static let limit = 10_000

  private(set) var moments: [Moment] = []
  /// How many steps were dropped from the start, so step numbers stay those of the session.
  private(set) var dropped = 0
  /// The threads and locks just after the last step.
  private(set) var after: Snapshot?

  /// Records one step: the state before it, what it ran, and the state after it.
  mutating func record(thread: Int, said: Said?, before: Snapshot, after: Snapshot) {
    if let last = self.after, before.clock > last.clock {
      moments.append(Moment(thread: nil, snapshot: last, until: before.clock))
    }
    moments.append(Moment(thread: thread, said: said, snapshot: before, until: before.clock))
    self.after = after
    if moments.count > Self.limit {
      let cut = moments.count - Self.limit / 2
      dropped += moments[..<cut].lazy.filter { $0.thread != nil }.count
      moments.removeFirst(cut)
    }
  }

  /// The moments up to `now`: with the clock's last move if it moved after the last step, and
  /// `now` itself while a thread has work left.
  func moments(now: Snapshot) -> [Moment] {
    var moments = self.moments
    if let last = after, now.clock > last.clock {
      moments.append(Moment(thread: nil, snapshot: last, until: now.clock))
    }
    if !moments.isEmpty, now.hasWork {
      moments.append(Moment(thread: nil, note: "now", snapshot: now, until: now.clock, isNow: true))
    }
    return moments
  }
}

extension Machine {
  /// What the statement at a frame's `pc` is, and who runs it, as parts for the lanes.
  func said(_ thread: Int, _ frame: Frame, _ program: ThreadingProgram) -> LaneTrace.Said {
    let who: LaneTrace.Said.Who
    switch frame.kind {
    case .turn: who = .turn
    case .operation(let index):
      who = .operation(
        name: operations[index].name, block: operations[index].block,
        queue: program.operationQueues[operations[index].queue].name)
    case .once(let token): who = .once(token: program.onceTokens[token])
    default: who = .block(frame.block, queue: frame.queue >= 0 ? program.queues[frame.queue].name : nil)
    }
    if case .label = program.codes[frame.code].statements[frame.pc] {
      return LaneTrace.Said(thread: thread, who: who, statement: frameworkLabel(of: frame), isLabel: true)
    }
    return LaneTrace.Said(thread: thread, who: who, statement: program.text(code: frame.code, pc: frame.pc))
  }

  /// Every thread's state and every lock's owner now, for the lanes.
  func laneSnapshot(_ program: ThreadingProgram) -> LaneTrace.Snapshot {
    var snapshot = LaneTrace.Snapshot(owners: lockOwners, clock: clock)
    for thread in threads.indices {
      if threads[thread].frames.isEmpty {
        snapshot.append(thread == 0 && !turn.isEmpty ? .ready : .idle)
      } else if isBusy(thread) {
        snapshot.append(.busy)
      } else if isBlocked(thread, program) {
        snapshot.append(.blocked(blockedOn(thread, program)))
      } else {
        snapshot.append(.ready)
      }
    }
    return snapshot
  }

  /// What a blocked thread waits on, in a few words: `sync q`, `lock m, held by w1`.
  private func blockedOn(_ thread: Int, _ program: ThreadingProgram) -> String {
    guard let frame = threads[thread].frames.last else { return "nothing" }
    switch frame.wait {
    case .syncStart(let block)?:
      let queue = pending.indices.first { q in pending[q].contains { $0.block == block } }
      return "sync " + (queue.map { program.queues[$0].name } ?? "B\(block)")
    case .syncDone(let block)?: return "sync, B\(block) running on main"
    case .operation(let operation)?: return "post, observer B\(operations[operation].block)"
    case .apply?: return "apply"
    case nil: break
    }
    switch program.codes[frame.code].statements[frame.pc] {
    case .lock(let lock):
      let owner = lockOwners[lock]
      return "lock \(program.locks[lock])" + (owner < 0 ? "" : ", held by \(ThreadingProgram.threadName(owner))")
    case .waitSemaphore(let semaphore, _): return "semaphore \(program.semaphores[semaphore])"
    case .waitGroup(let group, _): return "group \(program.groups[group])"
    case .waitOperations(let queue): return "operations of \(program.operationQueues[queue].name)"
    case .once(let token, _): return "once \(program.onceTokens[token])"
    default: return "its next statement"
    }
  }
}
