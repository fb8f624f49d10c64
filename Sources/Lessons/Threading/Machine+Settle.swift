extension Machine {
  /// Does everything that follows without a choice: finished frames return, the main thread
  /// takes its turn's code, queued blocks and ready operations start on free threads in the
  /// order they were submitted.
  mutating func settle(_ program: ThreadingProgram, _ notes: inout Notes) {
    var changed = true
    // Frames that have run out are looked for first, then again only after what may have made
    // one: a frame taken off (its waiting caller goes on), or work started that may end at
    // once. Work started on a block or an operation with statements to run has not.
    var mayHaveRunOut = true
    // Nothing starts in an app that has crashed.
    while changed, !hasCrashed {
      changed = mayHaveRunOut && popFinishedFrames(program, &notes)
      mayHaveRunOut = changed
      if threads[0].frames.isEmpty, !turn.isEmpty {
        threads[0].frames.append(
          Frame(code: turn.removeFirst(), block: 0, queue: ThreadingProgram.mainQueue, kind: .turn, since: clock))
        changed = true
        mayHaveRunOut = true
      }
      if takeIterationsAsCaller(program, &notes) {
        changed = true
        mayHaveRunOut = true
      }
      if startNext(program, &notes, mayHaveRunOut: &mayHaveRunOut) { changed = true }
    }
    isSettled.value = true
  }

  /// Settles, unless nothing `settle` looks at has changed since the machine last settled.
  ///
  /// A step's own settling leaves the machine settled (`isSettled`), and the next step need not
  /// look again. Debug builds check that settling would have done nothing.
  mutating func settleUnlessSettled(_ program: ThreadingProgram, _ notes: inout Notes) {
    guard isSettled.value else { return settle(program, &notes) }
    #if DEBUG
      let full = fullySettled(program, Notes(true))
      assert(self == full.machine && full.notes.lines.isEmpty, "a settled machine has nothing left to settle")
    #endif
  }

  /// `settle` after a framework has submitted one piece of work to a machine that had settled.
  ///
  /// Work that could not start before still cannot: the threads and what holds each queue
  /// are as they were. So only the new work is looked at, for an operation queue's; a
  /// dispatch queue's block, an app that has stopped or an `apply` under way takes the full
  /// `settle`. Debug builds check that the full one would have done the same.
  mutating func settle(afterSubmitting target: Statement.Target, _ program: ThreadingProgram, _ notes: inout Notes) {
    #if DEBUG
      let full = fullySettled(program, notes)
      defer { assert(self == full.machine && notes.lines == full.notes.lines, "a submit settles as a full settle does") }
    #endif
    guard case .opqueue(let queue) = target, !isStopped, !applies.contains(where: { $0.started < $0.count }),
      let new = operations.indices.last, operations[new].queue == queue,
      !program.codes[operations[new].code].statements.isEmpty
    else {
      settle(program, &notes)
      return
    }
    // Another operation of the queue that comes first could not start before; nor can it now.
    // Either way the machine is settled as a full settle leaves it (which debug builds check).
    defer { isSettled.value = true }
    guard nextOperation(of: queue, program) == new,
      freeThread(mainBound: queue == ThreadingProgram.mainOperationQueue) != nil
    else { return }
    _ = start(.operation(new), program, &notes)
  }

  /// `settle` after a framework block's label statement has run on `thread`, in a machine that
  /// had settled.
  ///
  /// A block that goes on changes nothing settling looks at. An operation queue's block that
  /// has ended is taken off its thread (what `popFinishedFrames` does); then, while another
  /// worker was free already and no queued operation waits on another, only its own queue's
  /// next operations can start, as no other queue's lacked anything but what they still lack.
  /// Anything else takes the full `settle`. Debug builds check that the full one would have
  /// done the same.
  mutating func settle(afterLabelOn thread: Int, _ program: ThreadingProgram, _ notes: inout Notes) {
    #if DEBUG
      let full = fullySettled(program, notes)
      defer { assert(self == full.machine && notes.lines == full.notes.lines, "a label's step settles as a full settle does") }
    #endif
    guard let depth = threads[thread].frames.indices.last else { return settle(program, &notes) }
    let code = threads[thread].frames[depth].code
    // The block goes on: nothing settling looks at has changed, and the machine is as settled
    // as before the step.
    if threads[thread].frames[depth].pc < program.codes[code].statements.count {
      isSettled.value = true
      return
    }
    guard let index = endedOperation(on: thread) else { return settle(program, &notes) }
    takeOff(index, on: thread, program, &notes)
  }

  /// The operation whose block on `thread` settling would take off with nothing else to do.
  ///
  /// When the block has run out, settling would only take it off and start its own queue's
  /// next operations; nil when settling would have more to look at. What it asks does not
  /// change as the block runs.
  ///
  /// That is an operation queue's block alone on a worker, with no completion block, group or
  /// waiting `post`, in a machine that had settled, where another worker was free already and
  /// no queued operation waits on another: no other queue's operations lacked anything but what
  /// they still lack.
  func endedOperation(on thread: Int) -> Int? {
    guard threads[thread].frames.count == 1, thread != 0, case .operation(let index) = threads[thread].frames[0].kind,
      threads[thread].frames[0].group < 0, threads[thread].frames[0].wait == nil, !isBusy(thread), !isStopped,
      operations[index].completion == nil, queueIndex.dependentQueued == 0, queueIndex.cancelledQueued == 0,
      !pending.contains(where: { !$0.isEmpty }), !applies.contains(where: { $0.started < $0.count }),
      threads.indices.dropFirst().contains(where: { $0 != thread && threads[$0].frames.isEmpty }),
      // A post that waits for the operation goes on as it ends: the full settle looks at its thread.
      !hasPost(waitingFor: index)
    else { return nil }
    return index
  }

  /// Takes the ended block of the operation `index` off `thread`, then starts its queue's next
  /// operations while a worker is free.
  ///
  /// That is what `popFinishedFrames` and `settle` would do when `endedOperation` says nothing
  /// else would. A block that ends is news for its framework unless the framework is told
  /// otherwise (`announcing` false).
  mutating func takeOff(
    _ index: Int, on thread: Int, _ program: ThreadingProgram, _ notes: inout Notes, announcing: Bool = true
  ) {
    let frame = threads[thread].frames.removeLast()
    // No post waits for the operation: `endedOperation` asked, and it is not asked again.
    finish(frame, on: thread, program, &notes, unwaited: true, announcing: announcing)
    if !threads[thread].registers.isEmpty { threads[thread].registers = [] }
    let queue = operations[index].queue
    while let next = nextOperation(of: queue, program), freeThread(mainBound: false) != nil {
      _ = start(.operation(next), program, &notes)
      // One that has no statements has ended already: the full settle takes it off.
      if program.codes[operations[next].code].statements.isEmpty { return settle(program, &notes) }
    }
    // The machine is settled as a full settle leaves it (which debug builds check where this is
    // called).
    isSettled.value = true
  }

  #if DEBUG
    /// The machine and the notes a full `settle` makes from here: what a shortcut must reach.
    private func fullySettled(_ program: ThreadingProgram, _ notes: Notes) -> (machine: Machine, notes: Notes) {
      var full = (machine: self, notes: notes)
      full.machine.settle(program, &full.notes)
      return full
    }
  #endif

  private mutating func popFinishedFrames(_ program: ThreadingProgram, _ notes: inout Notes) -> Bool {
    var popped = false
    for thread in threads.indices where !threads[thread].frames.isEmpty || !threads[thread].registers.isEmpty {
      // The top frame is looked at where it is: only one that has run out is taken off.
      while let top = threads[thread].frames.indices.last, threads[thread].frames[top].wait == nil, !isBusy(thread),
        threads[thread].frames[top].pc >= program.codes[threads[thread].frames[top].code].statements.count, !hasCrashed
      {
        let frame = threads[thread].frames.removeLast()
        popped = true
        finish(frame, on: thread, program, &notes)
      }
      // An idle thread's registers are gone, except main's while its line is still being typed:
      // the line's statements are one turn of main's code and share them.
      if threads[thread].frames.isEmpty && !threads[thread].registers.isEmpty && !(thread == 0 && turnOpen) {
        threads[thread].registers = []
      }
    }
    return popped
  }

  /// What a block's end sets going: its group, its operation's dependents, its waiting caller.
  ///
  /// `unwaited`: the caller knows no `post` waits for the block's operation. A framework's
  /// block that ends is news for the framework, unless it is told otherwise (`announcing`).
  private mutating func finish(
    _ frame: Frame, on thread: Int, _ program: ThreadingProgram, _ notes: inout Notes, unwaited: Bool = false,
    announcing: Bool = true
  ) {
    if announcing, frame.kind != .branch, Self.isFramework(frame.code, program) {
      frameworkNews.value.append(FrameworkNews(block: frame.block, thread: thread, ended: true))
    }
    switch frame.kind {
    case .turn:
      break
    case .branch:
      break
    case .observer:
      notes.add("\(label(thread, frame, program)) finishes; the post goes on")
    case .expiration(let task):
      notes.add("\(label(thread, frame, program)) finishes")
      if tasks[task] == .running {
        stopped = .killed("background task \(program.tasks[task]) expired and its handler did not end it")
        notes.add("  the system kills the app: \(program.tasks[task]) was not ended")
      }
    case .block:
      notes.add("\(label(thread, frame, program)) finishes")
    case .sync(let caller):
      notes.add("\(label(thread, frame, program)) finishes; \(ThreadingProgram.threadName(caller)) goes on after its sync")
      if caller != thread, let depth = threads[caller].frames.lastIndex(where: { $0.wait == .syncDone(block: frame.block) }) {
        threads[caller].frames[depth].wait = nil
        threads[caller].registers = threads[thread].registers
      }
    case .iteration(let apply, let index):
      applies[apply].finished += 1
      notes.add("\(ThreadingProgram.threadName(thread)) finishes iteration \(index) of B\(frame.block)")
      if applies[apply].finished == applies[apply].count {
        let caller = applies[apply].caller
        if let depth = threads[caller].frames.lastIndex(where: { $0.wait == .apply(apply) }) {
          threads[caller].frames[depth].wait = nil
          threads[caller].frames[depth].since = clock
        }
        notes.add("  all \(applies[apply].count) iterations are done: \(ThreadingProgram.threadName(caller)) goes on")
      }
    case .once(let token):
      onceStates[token] = Self.done
      notes.add("\(ThreadingProgram.threadName(thread)) finishes the once block of \(program.onceTokens[token])")
    case .operation(let index):
      notes.add("\(label(thread, frame, program)) finishes")
      operationFinished(index, &notes, unwaited: unwaited)
    }
    if frame.group >= 0 {
      guard groups[frame.group].count > 0 else {
        let fault = Fault(
          message:
            "\(label(thread, frame, program)) ends and leaves \(program.groups[frame.group]), whose count is already 0: "
            + "libdispatch crashes on an unbalanced leave (\"unbalanced call to dispatch_group_leave\")",
          outcome: Self.unbalancedLeave)
        stopped = .crashed(fault)
        notes.add("  " + fault.message)
        return
      }
      leave(frame.group, program, &notes)
      notes.add("  B\(frame.block) leaves \(program.groups[frame.group]) (count \(groups[frame.group].count))")
    }
  }

  /// Whether a thread's `post` waits for the operation `index` to finish.
  private func hasPost(waitingFor index: Int) -> Bool {
    for thread in threads.indices {
      for depth in threads[thread].frames.indices {
        if case .operation(let waited)? = threads[thread].frames[depth].wait, waited == index { return true }
      }
    }
    return false
  }

  /// An operation is finished: its completion block is queued, and a `post` waiting for it goes
  /// on (none does when the caller knows it is `unwaited`).
  private mutating func operationFinished(_ index: Int, _ notes: inout Notes, unwaited: Bool = false) {
    let stage = operations[index].stage
    if stage == .executing || stage == .queued {
      queueIndex.finish(
        index, in: operations[index].queue, priority: operations[index].priority, executed: stage == .executing,
        isCancelled: operations[index].isCancelled, hasDependencies: !operations[index].dependencies.isEmpty)
    }
    operations[index].stage = .finished
    if let completion = operations[index].completion {
      let block = enqueue(ThreadingProgram.globalQueue, code: completion, kind: .async)
      notes.add("  its completion block B\(block) is queued on global")
    }
    guard !unwaited, hasPost(waitingFor: index) else { return }
    for thread in threads.indices {
      guard let depth = threads[thread].frames.lastIndex(where: { $0.wait == .operation(index) }) else { continue }
      threads[thread].frames[depth].wait = nil
      threads[thread].frames[depth].since = clock
      notes.add("  \(ThreadingProgram.threadName(thread))'s post goes on")
    }
  }

  /// An `apply` caller runs iterations itself while any are left, as `concurrentPerform` does.
  private mutating func takeIterationsAsCaller(_ program: ThreadingProgram, _ notes: inout Notes) -> Bool {
    var took = false
    for index in applies.indices where applies[index].started < applies[index].count {
      let caller = applies[index].caller
      guard let top = threads[caller].frames.last, top.wait == .apply(index), !isBusy(caller) else { continue }
      startIteration(index, on: caller, program, &notes)
      took = true
    }
    return took
  }

  private mutating func startIteration(_ apply: Int, on thread: Int, _ program: ThreadingProgram, _ notes: inout Notes) {
    let iteration = applies[apply].started
    applies[apply].started += 1
    // An iteration on a thread of its own starts with the caller's registers.
    if thread != applies[apply].caller, threads[thread].frames.isEmpty { threads[thread].registers = applies[apply].registers }
    threads[thread].frames.append(
      Frame(
        code: applies[apply].code, block: nextBlock, queue: ThreadingProgram.globalQueue,
        kind: .iteration(apply: apply, index: iteration), since: clock))
    notes.add("\(ThreadingProgram.threadName(thread)) starts iteration \(iteration) as B\(nextBlock)")
    nextBlock += 1
  }

  // MARK: - Starting blocks and operations

  private enum Candidate {
    case pending(queue: Int, index: Int)
    case iteration(apply: Int)
    case operation(Int)
  }

  /// Starts the first submitted piece of work that can start; true if one did.
  ///
  /// `mayHaveRunOut` is set when the work started may have ended already (see `start`).
  private mutating func startNext(_ program: ThreadingProgram, _ notes: inout Notes, mayHaveRunOut: inout Bool) -> Bool {
    let hasPending = pending.contains(where: { !$0.isEmpty })
    let hasIterations = applies.contains(where: { $0.started < $0.count })
    guard hasPending || hasIterations || queueIndex.hasQueued else { return false }
    // Without queued blocks, work starts only on a free thread, or is a cancelled operation
    // that finishes without one.
    let workerIsFree = threads.indices.dropFirst().contains(where: { threads[$0].frames.isEmpty })
    if !hasPending, !mainIsAvailable, !workerIsFree,
      queueIndex.cancelledQueued == 0
    {
      return false
    }
    guard hasPending || hasIterations else {
      return startNextOperation(program, workerIsFree: workerIsFree, &notes, mayHaveRunOut: &mayHaveRunOut)
    }
    // What holds each queue and the candidates are counted on the stack: a step that starts a
    // block allocates nothing for it.
    let queues = pending.count
    let capacity = pending.reduce(applies.count + suspended.count) { $0 + $1.count }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: queues) { count in
      withUnsafeTemporaryAllocation(of: Bool.self, capacity: queues) { barrier in
        withUnsafeTemporaryAllocation(of: (seq: Int, candidate: Candidate).self, capacity: capacity) { candidates in
          // Only a queued block asks what holds its queue.
          if hasPending { holds(program, count: count, barrier: barrier) }
          var found = 0
          for queue in pending.indices {
            for index in pending[queue].indices where canStart(queue, index, count, barrier, program) {
              candidates.initializeElement(at: found, to: (pending[queue][index].seq, .pending(queue: queue, index: index)))
              found += 1
            }
          }
          for apply in applies.indices where applies[apply].started < applies[apply].count {
            candidates.initializeElement(at: found, to: (applies[apply].seq, .iteration(apply: apply)))
            found += 1
          }
          for queue in suspended.indices {
            guard let next = nextOperation(of: queue, program) else { continue }
            candidates.initializeElement(at: found, to: (operations[next].seq, .operation(next)))
            found += 1
          }
          var taken = candidates.extracting(..<found)
          defer { _ = taken.deinitialize() }
          taken.sort { $0.seq < $1.seq }
          for (_, candidate) in taken where start(candidate, program, &notes, mayHaveRunOut: &mayHaveRunOut) {
            return true
          }
          return false
        }
      }
    }
  }

  /// Starts what `startNext` would when only operations wait.
  ///
  /// That is the first queued (by `seq`) of the queues' next operations that can start now. A
  /// cancelled one always can (it finishes without running); another needs a free thread, main
  /// for the main operation queue's.
  private mutating func startNextOperation(
    _ program: ThreadingProgram, workerIsFree: Bool, _ notes: inout Notes, mayHaveRunOut: inout Bool
  ) -> Bool {
    let mainIsFree = mainIsAvailable
    var first: (seq: Int, index: Int)?
    let hasCancelled = queueIndex.cancelledQueued > 0
    for queue in queuedOperations.indices where !queuedOperations[queue].isEmpty {
      // Without a thread for it, only a cancelled operation can start (and finish at once).
      let hasThread = queue == ThreadingProgram.mainOperationQueue ? mainIsFree : workerIsFree
      guard hasThread || hasCancelled, let next = nextOperation(of: queue, program) else { continue }
      let canStart =
        operations[next].isCancelled || (queue == ThreadingProgram.mainOperationQueue ? mainIsFree : workerIsFree)
      if canStart, first.map({ operations[next].seq < $0.seq }) ?? true { first = (operations[next].seq, next) }
    }
    guard let first else { return false }
    return start(.operation(first.index), program, &notes, mayHaveRunOut: &mayHaveRunOut)
  }

  /// The operation `queue` starts next, nil when it starts none now: the ready one of the
  /// highest priority, then the first added, unless the queue is suspended or as many of its
  /// operations execute as it allows.
  private func nextOperation(of queue: Int, _ program: ThreadingProgram) -> Int? {
    guard queue < queuedOperations.count, !queuedOperations[queue].isEmpty, !suspended[queue] else { return nil }
    if let limit = program.operationQueues[queue].maxConcurrent, executingOperations[queue] >= limit { return nil }
    // One queued: it is the next, if it is ready (a delegate queue's callback most often is).
    if queuedOperations[queue].count == 1 {
      let only = queuedOperations[queue][0]
      return isReady(only) ? only : nil
    }
    // The highest priority first, and within it the first queued that is ready: the list is
    // in the order the operations were queued, and a level none is queued at is passed over.
    for priority in Priority.allCases.reversed() where queueIndex.hasQueued(priority, in: queue) {
      for index in queuedOperations[queue] where operations[index].priority == priority && isReady(index) {
        return index
      }
    }
    return nil
  }

  /// How many running frames hold each queue (through targets too) into `count`, and which
  /// run a barrier into `barrier`.
  private func holds(
    _ program: ThreadingProgram, count: UnsafeMutableBufferPointer<Int>, barrier: UnsafeMutableBufferPointer<Bool>
  ) {
    count.initialize(repeating: 0)
    barrier.initialize(repeating: false)
    for thread in threads.indices {
      for frame in threads[thread].frames where frame.queue >= 0 && frame.kind != .turn {
        for queue in program.chain(of: frame.queue) { count[queue] += 1 }
        if frame.barrier { barrier[frame.queue] = true }
      }
    }
  }

  private func canStart(
    _ queue: Int, _ index: Int, _ count: UnsafeMutableBufferPointer<Int>, _ barrier: UnsafeMutableBufferPointer<Bool>,
    _ program: ThreadingProgram
  ) -> Bool {
    let item = pending[queue][index]
    let kind = program.queues[queue].kind
    if kind.isSerial {
      guard index == 0, count[queue] == 0 else { return false }
    } else if kind == .concurrent && item.kind == .barrier {
      guard index == 0, count[queue] == 0 else { return false }
    } else if case .sync = item.kind {
      guard !barrier[queue], !pending[queue][..<index].contains(where: { $0.kind == .barrier }) else { return false }
    } else {
      guard index == 0, !barrier[queue] else { return false }
    }
    for link in program.chain(of: queue).dropFirst() {
      if program.queues[link].kind.isSerial && count[link] > 0 { return false }
      if barrier[link] { return false }
    }
    return true
  }

  /// Ready: cancelled, or every dependency has finished (a cancelled one finishes too).
  func isReady(_ operation: Int) -> Bool {
    operations[operation].isCancelled || operations[operation].dependencies.isEmpty
      || operations[operation].dependencies.allSatisfy { operations[$0].stage == .finished }
  }

  /// The thread a block may start on, or nil: main for main-bound work, else the first free worker.
  private func freeThread(mainBound: Bool) -> Int? {
    if mainBound { return mainIsAvailable ? 0 : nil }
    return threads.indices.dropFirst().first { threads[$0].frames.isEmpty }
  }

  /// Starts `candidate`, if a thread can take it; true if it did.
  ///
  /// Sets `mayHaveRunOut` unless what started is an operation with statements to run, which
  /// has not ended yet: a dispatch block or an iteration may have (one of no statements; a
  /// sync block changes its caller's wait), and so has a cancelled operation, which finishes
  /// at once.
  private mutating func start(
    _ candidate: Candidate, _ program: ThreadingProgram, _ notes: inout Notes, mayHaveRunOut: inout Bool
  ) -> Bool {
    let started = start(candidate, program, &notes)
    guard started, !mayHaveRunOut else { return started }
    switch candidate {
    case .pending, .iteration: mayHaveRunOut = true
    case .operation(let index):
      mayHaveRunOut = operations[index].stage == .finished || program.codes[operations[index].code].statements.isEmpty
    }
    return started
  }

  private mutating func start(_ candidate: Candidate, _ program: ThreadingProgram, _ notes: inout Notes) -> Bool {
    switch candidate {
    case .pending(let queue, let index):
      let item = pending[queue][index]
      let mainBound = program.isMainBound(queue)
      let queueName = program.queues[queue].name
      var frame = Frame(code: item.code, block: item.block, queue: queue, kind: .block, group: item.group, since: clock)
      if case .expiration(let task) = item.kind { frame.kind = .expiration(task: task) }
      if case .sync(let caller) = item.kind {
        frame.kind = .sync(caller: caller)
        let thread = mainBound ? (mainIsAvailable ? 0 : nil) : caller
        guard let thread else { return false }
        pending[queue].remove(at: index)
        guard let depth = threads[caller].frames.lastIndex(where: { $0.wait == .syncStart(block: item.block) }) else {
          return true
        }
        threads[caller].frames[depth].wait = thread == caller ? nil : .syncDone(block: item.block)
        // On main for a worker, the block reads the caller's registers, and hands them back as it
        // ends (see `finish`): a sync block shares its caller's.
        if thread != caller { threads[thread].registers = threads[caller].registers }
        threads[thread].frames.append(frame)
        notes.add(
          "\(ThreadingProgram.threadName(thread)) starts B\(item.block) on \(queueName) (sync runs on \(thread == caller ? "the caller's thread" : "main"))"
        )
        return true
      }
      guard let thread = freeThread(mainBound: mainBound) else { return false }
      pending[queue].remove(at: index)
      frame.barrier = item.kind == .barrier && program.queues[queue].kind == .concurrent
      // An idle thread takes up the block with its queuer's registers (a closure's capture).
      if threads[thread].frames.isEmpty, !item.registers.isEmpty { threads[thread].registers = item.registers }
      threads[thread].frames.append(frame)
      notes.add(
        "\(ThreadingProgram.threadName(thread)) starts B\(item.block) on \(queueName)"
          + (frame.barrier ? " (barrier: alone on the queue)" : ""))
      return true
    case .iteration(let apply):
      guard let thread = freeThread(mainBound: false) else { return false }
      startIteration(apply, on: thread, program, &notes)
      return true
    case .operation(let index):
      let queue = operations[index].queue
      if operations[index].isCancelled {
        notes.add("\(operationName(index)) was cancelled before it started: it finishes without running")
        if Self.isFramework(operations[index].code, program) {
          frameworkNews.value.append(FrameworkNews(block: operations[index].block, thread: -1, ended: true))
        }
        operationFinished(index, &notes)
        return true
      }
      guard let thread = freeThread(mainBound: queue == ThreadingProgram.mainOperationQueue) else { return false }
      queueIndex.start(
        index, in: queue, priority: operations[index].priority, hasDependencies: !operations[index].dependencies.isEmpty)
      operations[index].stage = .executing
      threads[thread].frames.append(
        Frame(
          code: operations[index].code, block: operations[index].block, queue: -1, operationQueue: queue,
          kind: .operation(index), since: clock))
      notes.add(
        "\(ThreadingProgram.threadName(thread)) starts \(operationName(index)) from \(program.operationQueues[queue].name)")
      return true
    }
  }

  // MARK: - Time

  /// Moves the clock forward to `tick`, where nothing is due before it.
  mutating func passTime(to tick: Int, _ program: ThreadingProgram) {
    guard tick > clock else { return }
    // A thread whose `work` ends meanwhile may have a frame to take off.
    if isSettled.value {
      for thread in threads.indices where threads[thread].busyUntil > clock {
        isSettled.value = false
        break
      }
    }
    // Main blocked in sync, wait or lock while time passes is as frozen as main at work.
    if isBlocked(0, program) { mainFrozen.value += tick - clock }
    clock = tick
  }

  /// Moves the clock to the next timer, end of work or timeout; false when there is none.
  mutating func advanceClock(_ program: ThreadingProgram, _ notes: inout Notes) -> Bool {
    var next = Int.max
    for timer in timers { next = min(next, timer.fireAt) }
    for thread in threads.indices where !threads[thread].frames.isEmpty {
      if isBusy(thread) { next = min(next, threads[thread].busyUntil) }
      guard let frame = threads[thread].frames.last, frame.wait == nil,
        frame.pc < program.codes[frame.code].statements.count
      else { continue }
      switch program.codes[frame.code].statements[frame.pc] {
      case .waitSemaphore(_, let timeout?), .waitGroup(_, let timeout?):
        next = min(next, frame.since + timeout)
      default: break
      }
    }
    guard next != Int.max else { return false }
    if next > clock {
      notes.add("clock: t=\(clock) → t=\(next)")
      passTime(to: next, program)
    }
    timers.sort { ($0.fireAt, $0.seq) < ($1.fireAt, $1.seq) }
    while let timer = timers.first, timer.fireAt <= clock {
      timers.removeFirst()
      if timer.task >= 0 {
        let block = enqueue(timer.queue, code: timer.code, kind: .expiration(task: timer.task))
        notes.add("  the time of \(program.tasks[timer.task]) is up: its expiration handler B\(block) is queued on main")
      } else {
        let block = enqueue(timer.queue, code: timer.code, kind: .async, registers: timer.registers)
        notes.add("  a timer fires: B\(block) queued on \(program.queues[timer.queue].name)")
      }
    }
    return true
  }
}
