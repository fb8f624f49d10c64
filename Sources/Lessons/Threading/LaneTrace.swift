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
    /// Why each blocked thread waits, in thread order.
    private var reasons: [String] = []
    var owners: [Int]
    var clock: Int
    /// How many threads it has a state for (at most 17): last, and small, so that what a
    /// moment keeps after it fills no padding.
    private var count: UInt8 = 0

    init(owners: [Int], clock: Int) {
      self.owners = owners
      self.clock = clock
    }

    /// Adds the next thread's state.
    mutating func append(_ state: State) {
      switch state {
      case .idle: append(kind: 0)
      case .ready: append(kind: 1)
      case .busy: append(kind: 2)
      case .blocked(let reason):
        reasons.append(reason)
        append(kind: 3)
      }
    }

    /// Adds the next thread's state by its two bits: 0 idle, 1 ready, 2 busy (a blocked
    /// thread's reason comes with it, in `append(_:)`).
    mutating func append(kind: UInt64) {
      kinds |= kind << UInt64(2 * count)
      count += 1
    }

    /// How many threads it has a state for.
    var threadCount: Int { Int(count) }

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

  /// What a step ran, kept as the machine's numbers for it (the thread, who ran the statement,
  /// and where the statement is) and put into words only when read, by `Machine.line(of:_:)`:
  /// `w1 B1 on global: incr c`.
  ///
  /// Everything it names stays as it was for good (an operation, a queue, a code, a framework
  /// block's label), so the words read later are the step's own.
  ///
  /// Its numbers are kept in 32 bits (as `Int32(clamping:)`: a session makes far fewer blocks,
  /// codes and operations than that), so that a moment stays small.
  struct Said: Equatable, Sendable {
    /// Who ran the statement, after the thread's name.
    enum Who: Equatable, Sendable {
      /// The main thread's turn: the thread's name alone.
      case turn
      /// An operation, by its index: its name (or block) and queue.
      case operation(Int32)
      /// A once token's block.
      case once(token: Int32)
      /// A block, on its dispatch queue (-1 for none).
      case block(Int32, queue: Int32)
    }

    private var storedThread: Int32
    private var storedCode: Int32
    private var storedPC: Int32
    var who: Who

    init(thread: Int, who: Who, code: Int, pc: Int) {
      (storedThread, storedCode, storedPC) = (Int32(clamping: thread), Int32(clamping: code), Int32(clamping: pc))
      self.who = who
    }

    var thread: Int { Int(storedThread) }
    /// The statement's code and its place in it.
    var code: Int { Int(storedCode) }
    var pc: Int { Int(storedPC) }
  }

  /// One column of the picture: a step of one thread, or the clock moving while none could step.
  ///
  /// A session keeps one for every step, so its fields are laid out to leave no padding.
  struct Moment: Equatable, Sendable {
    /// The threads and locks during the moment (for a step: just before it).
    var snapshot: Snapshot
    /// The clock when the moment ends: later than the snapshot's only when the clock moved.
    var until: Int
    /// What a step ran; nil for the clock and for `now`.
    var said: Said?
    /// The thread that stepped, -1 when the clock moved instead.
    private var stepper: Int32
    /// The state now, after the last step, while work is left: the picture's last column.
    var isNow: Bool

    init(thread: Int?, said: Said? = nil, snapshot: Snapshot, until: Int, isNow: Bool = false) {
      (stepper, self.said, self.snapshot, self.until, self.isNow) = (
        thread.map { Int32(clamping: $0) } ?? -1, said, snapshot, until, isNow
      )
    }

    /// The thread that stepped, or nil when the clock moved instead.
    var thread: Int? { stepper < 0 ? nil : Int(stepper) }

    var movesClock: Bool { until > snapshot.clock }

    /// The words of a moment that is not a step: empty for the clock, `now` for now.
    var note: String { isNow ? "now" : "" }
  }

  /// The most moments kept; past it the older half is dropped (and counted).
  static let limit = 10_000

  private(set) var moments: [Moment] = []
  /// How many steps were dropped from the start, so step numbers stay those of the session.
  private(set) var dropped = 0
  /// The threads and locks just after the last step.
  private(set) var after: Snapshot?

  /// Records one step: the state before it, what it ran, and the state after it.
  ///
  /// The snapshots are moved into the record, not copied: a copy retains their lists.
  mutating func record(thread: Int, said: Said?, before: consuming Snapshot, after: consuming Snapshot) {
    let clock = before.clock
    // The last snapshot's clock is read where it is: taking the snapshot out would copy its lists.
    if let lastClock = self.after?.clock, clock > lastClock, let last = self.after {
      moments.append(Moment(thread: nil, snapshot: last, until: clock))
    }
    moments.append(Moment(thread: thread, said: said, snapshot: consume before, until: clock))
    self.after = consume after
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
      moments.append(Moment(thread: nil, snapshot: now, until: now.clock, isNow: true))
    }
    return moments
  }
}

extension Machine {
  /// What the statement at the `pc` of `thread`'s top frame is, and who runs it, as numbers
  /// for the lanes; nil for a thread with no frame.
  ///
  /// The frame is read where it is: a copy of it is not needed. It is inlined where it is
  /// asked: a call was handed a copy of the whole machine, made for it at every step.
  @inline(__always)
  func said(_ thread: Int) -> LaneTrace.Said? {
    guard let top = threads[thread].frames.indices.last else { return nil }
    let who: LaneTrace.Said.Who
    switch threads[thread].frames[top].kind {
    case .turn: who = .turn
    case .operation(let index): who = .operation(Int32(clamping: index))
    case .once(let token): who = .once(token: Int32(clamping: token))
    default:
      who = .block(
        Int32(clamping: threads[thread].frames[top].block), queue: Int32(clamping: threads[thread].frames[top].queue))
    }
    return LaneTrace.Said(thread: thread, who: who, code: threads[thread].frames[top].code, pc: threads[thread].frames[top].pc)
  }

  /// The line a step the lanes kept says, as the narration said it: `w1 B1 on global: incr c`.
  func line(of said: LaneTrace.Said, _ program: ThreadingProgram) -> String {
    let name = ThreadingProgram.threadName(said.thread)
    let who: String
    var label: FrameworkLabel?
    switch said.who {
    case .turn: who = name
    case .operation(let index):
      let operation = operations[Int(index)]
      who =
        "\(name) \(operation.name.isEmpty ? "B\(operation.block)" : operation.name) on \(program.operationQueues[operation.queue].name)"
      label = operation.label
    case .once(let token): who = "\(name) once \(program.onceTokens[Int(token)])"
    case .block(let block, let queue):
      who = "\(name) B\(block)" + (queue >= 0 ? " on \(program.queues[Int(queue)].name)" : "")
      label = labels[Int(block)]
    }
    if case .label = program.codes[said.code].statements[said.pc] {
      return who + ": log " + (label ?? Self.noLabel).text
    }
    return who + ": " + program.text(code: said.code, pc: said.pc)
  }

  /// Every thread's state and every lock's owner now, for the lanes.
  ///
  /// A step takes two: a state that is not blocked goes in as its two bits, without a state
  /// value made for it. It is inlined where it is taken: a call was handed copies of the
  /// machine and the program, made for it twice a step.
  @inline(__always)
  func laneSnapshot(_ program: ThreadingProgram) -> LaneTrace.Snapshot {
    var snapshot = LaneTrace.Snapshot(owners: lockOwners, clock: clock)
    for thread in threads.indices {
      if threads[thread].frames.isEmpty {
        snapshot.append(kind: thread == 0 && !turn.isEmpty ? 1 : 0)
      } else if isBusy(thread) {
        snapshot.append(kind: 2)
      } else if isEnabled(thread, program) {
        // A thread with frames, not busy, is blocked exactly when it cannot step (`isBlocked`).
        snapshot.append(kind: 1)
      } else {
        snapshot.append(.blocked(blockedOn(thread, program)))
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
