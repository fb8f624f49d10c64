extension Machine {
  /// Who runs a statement, its text, and the two as a step's line (`who: text`).
  struct StepWords {
    var who: String
    var text: String
    var line: String
  }

  /// Runs the next statement of `thread`, which must be enabled, then settles.
  ///
  /// A statement the frameworks would crash on (unlocking a lock another thread owns, leaving a
  /// group nobody entered, touching the UI off the main thread) throws and changes nothing.
  /// `said` is who runs the statement, its text and the two as a step's line (`who: text`),
  /// when the caller has them already.
  mutating func step(
    _ thread: Int, _ program: ThreadingProgram, _ notes: inout Notes, said: StepWords? = nil
  ) throws(Fault) {
    let depth = threads[thread].frames.count - 1
    // A framework block's label statement, the one statement of most of its blocks, logs the
    // call and goes on: the frame changes where it is.
    if case .label = program.codes[threads[thread].frames[depth].code].statements[threads[thread].frames[depth].pc] {
      if notes.isEnabled {
        let frame = threads[thread].frames[depth]
        notes.add(said?.line ?? "\(label(thread, frame, program)): log \(frameworkLabel(of: frame).text)")
      }
      frameworkNews.value.append(FrameworkNews(block: threads[thread].frames[depth].block, thread: thread, ended: false))
      log.append(LogEntry(thread: thread, labelOf: threads[thread].frames[depth]))
      threads[thread].frames[depth].pc += 1
      threads[thread].frames[depth].since = clock
      settle(afterLabelOn: thread, program, &notes)
      return
    }
    var frame = threads[thread].frames[depth]
    let statement = program.codes[frame.code].statements[frame.pc]
    let watched = notes.isEnabled
    let who = watched ? said?.who ?? label(thread, frame, program) : ""
    let text = watched ? said?.text ?? self.text(frame, program) : ""
    var advance = true
    var push: Frame?
    /// The last background task ended: the system suspends the app if work is left.
    var suspends = false
    switch statement {
    case .log(let line):
      log.append(LogEntry(thread: thread, text: line))
      notes.add(said?.line ?? "\(who): \(text)")
    case .logValues(let template):
      let line = template.text(registers: threads[thread].registers)
      log.append(LogEntry(thread: thread, text: line))
      notes.add("\(who): \(text) (logs \(line))")
    case .label:
      // Taken before the others, above.
      break
    case .ui(let line):
      guard thread == 0 else {
        let who = label(thread, frame, program)
        throw Fault(
          message:
            "\(who) touches the UI off the main thread (ui \(Format.quoted(line))): UIKit is main-thread only, and the Main Thread Checker stops here; hop with 'async main { ui … }'",
          outcome: "crash: ui off the main thread")
      }
      log.append(LogEntry(thread: thread, text: line, isUI: true, clock: clock))
      notes.add("\(who): \(text)")
    case .incr(let variable):
      if let value = frame.loaded {
        let name = program.variables[variable]
        let lost = versions.value[variable] != frame.loadedVersion.value
        let overwritten = lastWriter.value[variable]
        try checkRange(value + 1, of: variable, thread, frame, program)
        store(value + 1, in: variable, by: thread, keepingHistory: notes.keepsHistory)
        frame.loaded = nil
        notes.add(
          "\(who): \(text) (store: \(name) = \(value + 1))"
            + (lost ? "  lost update: \(ThreadingProgram.threadName(overwritten))'s write is overwritten" : ""))
      } else {
        frame.loaded = variables[variable]
        if notes.keepsHistory { frame.loadedVersion.value = versions.value[variable] }
        advance = false
        notes.add("\(who): \(text) (load: \(program.variables[variable]) is \(variables[variable]))")
      }
    case .load(let register, let variable):
      if threads[thread].registers.count <= register {
        threads[thread].registers += Array(repeating: 0, count: register + 1 - threads[thread].registers.count)
      }
      threads[thread].registers[register] = variables[variable]
      notes.add("\(who): \(text) (\(program.registers[register]) = \(variables[variable]))")
    case .store(let variable, let expression):
      let value = expression.value(registers: threads[thread].registers)
      try checkRange(value, of: variable, thread, frame, program)
      store(value, in: variable, by: thread, keepingHistory: notes.keepsHistory)
      notes.add("\(who): \(text) (\(program.variables[variable]) = \(value))")
    case .work(let ticks):
      threads[thread].busyUntil = clock + ticks
      if thread == 0 { mainFrozen.value += ticks }
      notes.add("\(who): \(text) (busy until t=\(clock + ticks))")
    case .lock(let lock):
      lockOwners[lock] = thread
      notes.add("\(who): \(text) (now owns \(program.locks[lock]))")
    case .unlock(let lock):
      guard lockOwners[lock] == thread else {
        let owner = lockOwners[lock]
        let who = label(thread, frame, program)
        throw Fault(
          message: "\(who) unlocks \(program.locks[lock]), which "
            + (owner < 0 ? "nobody holds" : "\(ThreadingProgram.threadName(owner)) holds")
            + ": only the thread that locked it may unlock it",
          outcome: "crash: unlock by a thread without the lock")
      }
      lockOwners[lock] = -1
      notes.add("\(who): \(text)")
    case .waitSemaphore(let semaphore, _):
      if semaphores[semaphore] > 0 {
        semaphores[semaphore] -= 1
        waitsTimedOut.value.remove(thread)
        notes.add("\(who): \(text) (success; \(program.semaphores[semaphore]) = \(semaphores[semaphore]))")
      } else {
        waitsTimedOut.value.insert(thread)
        notes.add("\(who): \(text) (timed out at t=\(clock))")
      }
    case .waitGroup(let group, _):
      let success = groups[group].count == 0
      if success { waitsTimedOut.value.remove(thread) } else { waitsTimedOut.value.insert(thread) }
      notes.add("\(who): \(text) (" + (success ? "success" : "timed out at t=\(clock)") + ")")
    case .waitOperations(let queue):
      notes.add("\(who): \(text) (\(program.operationQueues[queue].name) has no operation left)")
    case .signal(let semaphore):
      semaphores[semaphore] += 1
      notes.add("\(who): \(text) (\(program.semaphores[semaphore]) = \(semaphores[semaphore]))")
    case .enter(let group):
      groups[group].count += 1
      notes.add("\(who): \(text) (\(program.groups[group]) count \(groups[group].count))")
    case .leave(let group):
      guard groups[group].count > 0 else {
        let who = label(thread, frame, program)
        throw Fault(
          message:
            "\(who) leaves \(program.groups[group]) without a matching enter: libdispatch crashes on an unbalanced leave",
          outcome: Self.unbalancedLeave)
      }
      notes.add("\(who): \(text) (\(program.groups[group]) count \(groups[group].count - 1))")
      leave(group, program, &notes)
    case .async(let target, let code, let group):
      if let group { groups[group].count += 1 }
      let queued = submit(target, code: code, kind: .async, group: group ?? -1, program, registers: threads[thread].registers)
      notes.add("\(who): \(text) (\(queued))")
    case .sync(let queue, let code):
      let block = enqueue(queue, code: code, kind: .sync(thread: thread), registers: threads[thread].registers)
      frame.wait = .syncStart(block: block)
      notes.add(
        "\(who): \(text) (B\(block) queued on \(program.queues[queue].name); \(ThreadingProgram.threadName(thread)) waits)")
    case .after(let ticks, let queue, let code):
      timers.append(Timer(fireAt: clock + ticks, seq: seq, queue: queue, code: code, registers: threads[thread].registers))
      seq += 1
      notes.add("\(who): \(text) (fires at t=\(clock + ticks))")
    case .barrier(let target, let code, let group):
      if let group { groups[group].count += 1 }
      let queued = submit(
        target, code: code, kind: .barrier, group: group ?? -1, program, registers: threads[thread].registers)
      notes.add("\(who): \(text) (\(queued))")
    case .notify(let group, let queue, let code):
      if groups[group].count == 0 {
        let block = enqueue(queue, code: code, kind: .async, registers: threads[thread].registers)
        notes.add("\(who): \(text) (\(program.groups[group]) is empty: B\(block) queued on \(program.queues[queue].name) now)")
      } else {
        groups[group].notifications.append(Notification(queue: queue, code: code, registers: threads[thread].registers))
        notes.add("\(who): \(text) (waits for \(program.groups[group]) to empty)")
      }
    case .apply(let count, let code):
      applies.append(Apply(caller: thread, code: code, count: count, seq: seq, registers: threads[thread].registers))
      seq += 1
      frame.wait = .apply(applies.count - 1)
      notes.add("\(who): \(text) (\(count) iterations; \(ThreadingProgram.threadName(thread)) waits for them)")
    case .once(let token, let code):
      let name = program.onceTokens[token]
      if onceStates[token] == Self.done {
        notes.add("\(who): \(text) (\(name) has run: skipped)")
      } else {
        onceStates[token] = thread
        push = Frame(code: code, block: nextBlock, queue: -1, kind: .once(token: token), since: clock)
        nextBlock += 1
        notes.add("\(who): \(text) (first to arrive: runs it)")
      }
    case .branch(let condition, let code):
      if condition.holds(registers: threads[thread].registers) {
        push = Frame(code: code, block: frame.block, queue: -1, kind: .branch, since: clock)
        notes.add("\(who): \(text) (true: runs the block)")
      } else {
        notes.add("\(who): \(text) (false: skips the block)")
      }
    case .loop(let condition, let code):
      // The loop stays where it is while its body runs: the body's end brings the test back.
      if condition.holds(registers: threads[thread].registers) {
        push = Frame(code: code, block: frame.block, queue: -1, kind: .branch, since: clock)
        advance = false
        notes.add("\(who): \(text) (true: runs the block, then tests again)")
      } else {
        notes.add("\(who): \(text) (false: the loop ends)")
      }
    case .local(let register, let expression):
      let value = expression.value(registers: threads[thread].registers)
      if threads[thread].registers.count <= register {
        threads[thread].registers += Array(repeating: 0, count: register + 1 - threads[thread].registers.count)
      }
      threads[thread].registers[register] = value
      notes.add("\(who): \(text) (\(program.registers[register]) = \(value))")
    case .check:
      if case .operation(let operation) = frame.kind, operations[operation].isCancelled {
        frame.pc = program.codes[frame.code].statements.count
        advance = false
        notes.add("\(who): \(text) (cancelled: returns)")
      } else {
        notes.add("\(who): \(text) (not cancelled: goes on)")
      }
    case .current:
      let line = currentLine(thread, program)
      log.append(LogEntry(thread: thread, text: line))
      notes.add("\(who): \(line)")
    case .specific(let key):
      let line = "\(key)=" + (specificValue(key, thread, program) ?? "nil")
      log.append(LogEntry(thread: thread, text: line))
      notes.add("\(who): \(text) (\(line))")
    case .observe(let notification, let queue, let code):
      observers.append(Observer(notification: notification, queue: queue ?? -1, code: code))
      let count = observers.lazy.filter { $0.notification == notification }.count
      notes.add("\(who): \(text) (\(program.notifications[notification]) has \(count) observer\(count == 1 ? "" : "s"))")
    case .unobserve(let notification, let queue, let code):
      let name = program.notifications[notification]
      guard let index = observers.firstIndex(of: Observer(notification: notification, queue: queue ?? -1, code: code)) else {
        notes.add("\(who): \(text) (no such observer of \(name): nothing changes)")
        break
      }
      observers.remove(at: index)
      let count = observers.lazy.filter { $0.notification == notification }.count
      notes.add("\(who): \(text) (\(name) has \(count) observer\(count == 1 ? "" : "s"))")
    case .post(let notification):
      let listening = observers.filter { $0.notification == notification }
      guard frame.delivered < listening.count else {
        notes.add("\(who): \(text) (nobody observes \(program.notifications[notification]): post returns)")
        break
      }
      let observer = listening[frame.delivered]
      let which = "observer \(frame.delivered + 1) of \(listening.count)"
      frame.delivered += 1
      if frame.delivered == listening.count {
        frame.delivered = 0
      } else {
        advance = false
      }
      if observer.queue < 0 || observer.queue == currentOperationQueue(thread) {
        push = Frame(
          code: observer.code, block: nextBlock, queue: -1, kind: .observer(notification: notification), since: clock)
        notes.add("\(who): \(text) (\(which) runs as B\(nextBlock) here, on the posting thread)")
        nextBlock += 1
      } else {
        let index = operations.count
        operations.append(Operation(name: "", code: observer.code, block: nextBlock))
        nextBlock += 1
        addToQueue(index, observer.queue)
        frame.wait = .operation(index)
        notes.add(
          "\(who): \(text) (\(which): B\(operations[index].block) added to operation queue \(program.operationQueues[observer.queue].name); "
            + "\(ThreadingProgram.threadName(thread)) waits for it to finish)")
      }
    case .beginTask(let task, let expiresIn, let handler):
      let name = program.tasks[task]
      guard tasks[task] != .running else {
        throw Fault(
          message:
            "\(label(thread, frame, program)) begins \(name) while it is still running: the first task's id would be lost and never ended, and the system kills an app whose task expires unended; end it first",
          outcome: "killed: background task \(name) begun again before it ended")
      }
      tasks[task] = .running
      timers.append(Timer(fireAt: clock + expiresIn, seq: seq, queue: ThreadingProgram.mainQueue, code: handler, task: task))
      seq += 1
      notes.add("\(who): \(text) (\(name) may run until t=\(clock + expiresIn); then its handler runs on main)")
    case .endTask(let task):
      let name = program.tasks[task]
      if tasks[task] == .running {
        tasks[task] = .ended
        // Its expiration handler is not called once it has ended, even when already queued.
        timers.removeAll { $0.task == task }
        pending[ThreadingProgram.mainQueue].removeAll { $0.kind == .expiration(task: task) }
        suspends = !tasks.contains(.running)
        notes.add("\(who): \(text) (\(name) ends in time)")
      } else {
        notes.add("\(who): \(text) (\(name) is not running: UIKit only logs a warning)")
      }
    }
    if advance {
      frame.pc += 1
    }
    frame.since = clock
    threads[thread].frames[depth] = frame
    if let push { threads[thread].frames.append(push) }
    settle(program, &notes)
    if suspends && !hasNoWorkLeft {
      stopped = .suspended
      notes.add("  " + AppStop.suspended.sentence)
    }
  }

  /// The outcome of a group left more often than it was entered.
  package static let unbalancedLeave = "crash: leave without enter"

  /// `w1 B3 on q`, `main`, `w2 op2 on oq`: who is running what, for step lines.
  func label(_ thread: Int, _ frame: Frame, _ program: ThreadingProgram) -> String {
    let name = ThreadingProgram.threadName(thread)
    switch frame.kind {
    case .turn: return name
    case .operation(let index):
      return "\(name) \(operationName(index)) on \(program.operationQueues[operations[index].queue].name)"
    case .once(let token): return "\(name) once \(program.onceTokens[token])"
    default:
      return "\(name) B\(frame.block)" + (frame.queue >= 0 ? " on \(program.queues[frame.queue].name)" : "")
    }
  }

  func operationName(_ index: Int) -> String {
    operations[index].name.isEmpty ? "B\(operations[index].block)" : operations[index].name
  }

  /// A store past the range a variable holds is refused as a crash, as Swift traps on overflow.
  private func checkRange(
    _ value: Int, of variable: Int, _ thread: Int, _ frame: Frame, _ program: ThreadingProgram
  ) throws(Fault) {
    guard !ThreadingProgram.values.contains(value) else { return }
    throw Fault(
      message:
        "\(label(thread, frame, program)) stores \(value) in \(program.variables[variable]), past the range a variable holds "
        + "(\(ThreadingProgram.valueRange)): an overflow, which Swift's arithmetic traps on",
      outcome: "crash: overflow")
  }

  private mutating func store(_ value: Int, in variable: Int, by thread: Int, keepingHistory: Bool) {
    variables[variable] = value
    guard keepingHistory else { return }
    versions.value[variable] += 1
    lastWriter.value[variable] = thread
  }

  /// A group's count drops by one; at zero its notifications are queued and its waiters can go.
  mutating func leave(_ group: Int, _ program: ThreadingProgram, _ notes: inout Notes) {
    groups[group].count -= 1
    guard groups[group].count == 0 else { return }
    for notification in groups[group].notifications {
      let block = enqueue(notification.queue, code: notification.code, kind: .async, registers: notification.registers)
      notes.add("  \(program.groups[group]) is empty: notify queues B\(block) on \(program.queues[notification.queue].name)")
    }
    groups[group].notifications = []
  }

  /// Queues a block on a dispatch queue, or adds it to an operation queue as an operation.
  ///
  /// A block on a dispatch queue keeps `registers`, its queuer's (see `Pending.registers`); an
  /// operation starts with none, as in the live run.
  mutating func submit(
    _ target: Statement.Target, code: Int, kind: Pending.Kind, group: Int, _ program: ThreadingProgram,
    registers: [Int] = []
  ) -> String {
    switch target {
    case .queue(let queue):
      let block = enqueue(queue, code: code, kind: kind, group: group, registers: registers)
      let note =
        kind == .barrier && program.queues[queue].kind != .concurrent
        ? "; a barrier acts only on a queue you made concurrent" : ""
      return "B\(block) queued on \(program.queues[queue].name)\(note)"
    case .opqueue(let queue):
      var operation = Operation(name: "", code: code, isBarrier: kind == .barrier, block: nextBlock)
      nextBlock += 1
      if kind == .barrier {
        operation.dependencies = operations.indices.filter {
          operations[$0].queue == queue && operations[$0].stage != .finished
        }
      }
      let index = operations.count
      operations.append(operation)
      addToQueue(index, queue)
      return "B\(operation.block) added to \(program.operationQueues[queue].name) as an operation"
    }
  }

  /// Submits a framework's block that opens with a label statement; returns its number.
  ///
  /// It is an async block on a dispatch queue, or an operation on an operation queue, as
  /// `async` would make it. The label is moved into the block's record: a copy retains its
  /// names.
  mutating func submit(_ target: Statement.Target, code: Int, label: consuming FrameworkLabel) -> Int {
    let block = nextBlock
    switch target {
    case .queue(let queue):
      labels[block] = consume label
      enqueue(queue, code: code, kind: .async)
    case .opqueue(let queue):
      // The operation is queued before it is kept: its fields are set once, where it is made.
      var operation = Operation(name: "", code: code, block: block, label: consume label)
      enter(&operation, index: operations.count, queue)
      operations.append(consume operation)
      nextBlock += 1
    }
    return block
  }

  /// The statement at a frame's `pc` as the learner reads it: a label statement shows its label.
  func text(_ frame: Frame, _ program: ThreadingProgram) -> String {
    if case .label = program.codes[frame.code].statements[frame.pc] { return "log " + frameworkLabel(of: frame).text }
    return program.text(code: frame.code, pc: frame.pc)
  }

  /// What a framework block's label statement logs: an operation keeps it, and `labels` a
  /// dispatch block's, by its number (the lanes read it again).
  func frameworkLabel(of frame: Frame) -> FrameworkLabel {
    if case .operation(let index) = frame.kind { return operations[index].label ?? Self.noLabel }
    return labels[frame.block] ?? Self.noLabel
  }

  /// The label of a block no framework labelled: it logs nothing.
  static let noLabel = FrameworkLabel(words: "")

  /// Puts an operation in a queue; it waits for the last barrier added before it.
  mutating func addToQueue(_ operation: Int, _ queue: Int) {
    var queued = operations[operation]
    enter(&queued, index: operation, queue)
    operations[operation] = queued
  }

  /// Puts `operation`, the one at `index` in `operations` (or to be), in a queue: it waits for
  /// the last barrier added before it.
  private mutating func enter(_ operation: inout Operation, index: Int, _ queue: Int) {
    if let barrier = queueIndex.lastBarrier(of: queue), barrier != index, !operation.dependencies.contains(barrier) {
      operation.dependencies.append(barrier)
    }
    operation.queue = queue
    operation.stage = .queued
    operation.seq = seq
    seq += 1
    queueIndex.add(
      index, to: queue, priority: operation.priority, isBarrier: operation.isBarrier,
      isCancelled: operation.isCancelled, hasDependencies: !operation.dependencies.isEmpty)
  }

  /// Cancels an operation that has not finished: it becomes ready, and one not started yet
  /// finishes without running.
  mutating func cancel(_ operation: Int) {
    guard !operations[operation].isCancelled else { return }
    operations[operation].isCancelled = true
    if operations[operation].stage == .queued { queueIndex.cancelQueued() }
  }

  @discardableResult
  mutating func enqueue(_ queue: Int, code: Int, kind: Pending.Kind, group: Int = -1, registers: [Int] = []) -> Int {
    let block = nextBlock
    pending[queue].append(Pending(block: block, code: code, kind: kind, seq: seq, group: group, registers: registers))
    nextBlock += 1
    seq += 1
    return block
  }

  /// `OperationQueue.current`: the queue of the operation the thread runs, and main on main.
  func currentOperationQueue(_ thread: Int) -> Int? {
    if let queue = threads[thread].frames.last(where: { $0.operationQueue >= 0 })?.operationQueue { return queue }
    return thread == 0 ? ThreadingProgram.mainOperationQueue : nil
  }

  private func currentLine(_ thread: Int, _ program: ThreadingProgram) -> String {
    let operationQueue = currentOperationQueue(thread)
    let queue = threads[thread].frames.last(where: { $0.queue >= 0 })?.queue
    return "current: OperationQueue.current="
      + (operationQueue.map { program.operationQueues[$0].name } ?? "nil")
      + ", thread=" + ThreadingProgram.threadName(thread)
      + (queue.map { ", queue=" + program.queues[$0].name } ?? "")
  }

  private func specificValue(_ key: String, _ thread: Int, _ program: ThreadingProgram) -> String? {
    guard let queue = threads[thread].frames.last(where: { $0.queue >= 0 })?.queue else { return nil }
    for link in program.chain(of: queue) {
      if let value = program.queues[link].specifics.last(where: { $0.key == key })?.value { return value }
    }
    return nil
  }
}
