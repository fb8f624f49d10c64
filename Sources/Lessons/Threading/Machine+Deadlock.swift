extension Machine {
  /// One stuck thread: what it waits for, and the thread that would have to move first.
  struct WaitEdge: Sendable {
    var thread: Int
    /// The queue, lock, semaphore, group or token it waits on, by name.
    var resource: String
    /// The thread holding the resource, if one does.
    var holder: Int?
    var explanation: String
    /// A `sync` onto a queue its own thread holds, which libdispatch detects and traps on.
    var trapsInLibdispatch = false
  }

  /// Whether nothing can run, nothing is due, and work remains.
  func isDeadlocked(_ program: ThreadingProgram) -> Bool {
    !isFinished && enabledThreads(program).isEmpty
  }

  func waitEdges(_ program: ThreadingProgram) -> [WaitEdge] {
    threads.indices.compactMap { edge(of: $0, program) }
  }

  private func edge(of thread: Int, _ program: ThreadingProgram) -> WaitEdge? {
    guard isBlocked(thread, program), let frame = threads[thread].frames.last else { return nil }
    let name = ThreadingProgram.threadName(thread)
    switch frame.wait {
    case .syncStart(let block)?:
      guard let queue = pending.indices.first(where: { q in pending[q].contains { $0.block == block } }) else { return nil }
      let queueName = queue == ThreadingProgram.mainQueue ? "main queue" : program.queues[queue].name
      if let (holder, holding) = holder(of: queue, program) {
        return WaitEdge(
          thread: thread, resource: queueName, holder: holder,
          explanation:
            "\(name) waits in sync(\(queueName)) for B\(block); B\(block) is queued behind B\(holding) on serial \(queueName); B\(holding) is running on \(ThreadingProgram.threadName(holder))",
          trapsInLibdispatch: holder == thread)
      }
      if program.isMainBound(queue) {
        return WaitEdge(
          thread: thread, resource: queueName, holder: 0,
          explanation:
            "\(name) waits in sync(\(program.queues[queue].name)) for B\(block); the \(queueName) runs only when the main thread is idle, and main is busy",
          trapsInLibdispatch: thread == 0)
      }
      return WaitEdge(
        thread: thread, resource: queueName, holder: nil, explanation: "\(name) waits in sync(\(queueName)) for B\(block)")
    case .syncDone(let block)?:
      return WaitEdge(thread: thread, resource: "main", holder: 0, explanation: "\(name) waits for B\(block) to finish on main")
    case .operation(let operation)?:
      let queue = operations[operation].queue
      let queueName = program.operationQueues[queue].name
      let block = "B\(operations[operation].block)"
      if queue == ThreadingProgram.mainOperationQueue {
        return WaitEdge(
          thread: thread, resource: "main queue", holder: 0,
          explanation:
            "\(name) waits in post for its observer \(block) on OperationQueue.main, which runs only when the main thread is idle, and main is busy"
        )
      }
      return WaitEdge(
        thread: thread, resource: queueName, holder: nil,
        explanation: "\(name) waits in post for its observer \(block) on \(queueName)")
    case .apply(let apply)?:
      return WaitEdge(
        thread: thread, resource: "apply", holder: nil,
        explanation: "\(name) waits for \(applies[apply].count - applies[apply].finished) iterations of its apply")
    case nil: break
    }
    switch program.codes[frame.code].statements[frame.pc] {
    case .lock(let lock):
      let owner = lockOwners[lock]
      let lockName = program.locks[lock]
      return WaitEdge(
        thread: thread, resource: lockName, holder: owner,
        explanation: owner == thread
          ? "\(name) locks \(lockName), which it already holds: a lock is not recursive"
          : "\(name) waits for \(lockName), held by \(ThreadingProgram.threadName(owner))")
    case .waitSemaphore(let semaphore, _):
      let semaphoreName = program.semaphores[semaphore]
      return WaitEdge(
        thread: thread, resource: semaphoreName, holder: nil,
        explanation: "\(name) waits on \(semaphoreName) (value 0)" + timeout(frame, program))
    case .waitGroup(let group, _):
      let groupName = program.groups[group]
      return WaitEdge(
        thread: thread, resource: groupName, holder: nil,
        explanation: "\(name) waits for \(groupName) (count \(groups[group].count))" + timeout(frame, program))
    case .waitOperations(let queue):
      let queueName = program.operationQueues[queue].name
      let left = "\(queuedOperations[queue].count) queued, \(executingOperations[queue]) executing"
      return WaitEdge(
        thread: thread, resource: queueName, holder: nil,
        explanation: "\(name) waits until \(queueName)'s operations are finished (\(left))"
          + (suspended[queue] && !queuedOperations[queue].isEmpty ? "; the queue is suspended" : ""))
    case .once(let token, _):
      let owner = onceStates[token]
      return WaitEdge(
        thread: thread, resource: program.onceTokens[token], holder: owner,
        explanation:
          "\(name) waits for the once block of \(program.onceTokens[token]), which \(ThreadingProgram.threadName(owner)) is running"
      )
    default:
      return nil
    }
  }

  private func timeout(_ frame: Frame, _ program: ThreadingProgram) -> String {
    switch program.codes[frame.code].statements[frame.pc] {
    case .waitSemaphore(_, let ticks?), .waitGroup(_, let ticks?): ", timing out at t=\(frame.since + ticks)"
    default: ""
    }
  }

  /// The thread running a block that holds `queue` (or a serial queue it targets), and that block.
  private func holder(of queue: Int, _ program: ThreadingProgram) -> (thread: Int, block: Int)? {
    let serial = program.chain(of: queue).filter { program.queues[$0].kind.isSerial }
    for thread in threads.indices {
      for frame in threads[thread].frames where frame.queue >= 0 && frame.kind != .turn {
        if !Set(program.chain(of: frame.queue)).isDisjoint(with: serial) { return (thread, frame.block) }
      }
    }
    return nil
  }

  /// What `run` and `step` print when nothing can run and work remains.
  func deadlockReport(_ program: ThreadingProgram) -> [String] {
    let edges = waitEdges(program)
    var lines = ["DEADLOCK at t=\(clock): no thread can run, and work remains."]
    lines += edges.map { "  " + $0.explanation }
    var byThread: [Int: WaitEdge] = [:]
    for edge in edges { byThread[edge.thread] = edge }
    var cycles: [[WaitEdge]] = []
    for start in edges.map(\.thread) {
      var path: [WaitEdge] = []
      var current = start
      while let edge = byThread[current], !path.contains(where: { $0.thread == current }) {
        path.append(edge)
        guard let next = edge.holder else { break }
        current = next
      }
      if path.first?.thread == start, let last = path.last, last.holder == start,
        !cycles.contains(where: { cycle in cycle.contains { $0.thread == start } })
      {
        cycles.append(path)
      }
    }
    for cycle in cycles {
      let names =
        cycle.flatMap { [ThreadingProgram.threadName($0.thread), $0.resource] } + [ThreadingProgram.threadName(cycle[0].thread)]
      lines.append("  cycle: " + names.joined(separator: " → "))
    }
    let unstarted = pending.indices.flatMap { queue in pending[queue].map { (queue, $0) } }
      .filter { if case .sync = $0.1.kind { return false } else { return true } }
    if let (queue, item) = unstarted.first, !program.isMainBound(queue) {
      lines.append(
        "  B\(item.block) on \(program.queues[queue].name) waits for a free thread: all \(workerCount) workers are stuck")
    }
    for index in operations.indices where operations[index].stage == .queued && !suspended[operations[index].queue] {
      let missing = operations[index].dependencies.filter { operations[$0].stage != .finished }
      if let first = missing.first, operations[first].stage == .created {
        lines.append("  \(operationName(index)) waits for \(operationName(first)), which is in no queue")
      }
    }
    if cycles.contains(where: { $0.count == 1 && $0[0].trapsInLibdispatch }) {
      // libdispatch detects this one and traps; how the trap shows differs by platform.
      lines.append(
        "  Real libdispatch would crash here: dispatch_sync onto a queue the calling thread already holds traps "
          + "(EXC_BAD_INSTRUCTION on iOS, SIGILL on Linux x86).")
    } else if let relock = edges.first(where: { $0.holder == $0.thread && program.locks.contains($0.resource) }) {
      // Foundation notices a thread locking an NSLock it holds, says so once, and waits anyway.
      lines.append(
        "  NSLock logs \"*** -[NSLock lock]: deadlock (<NSLock> '\(relock.resource)') *** Break on _NSLockError() to debug.\" "
          + "and the real program hangs here forever (Apple's Foundation; the book does not say).")
    } else {
      lines.append("  The real program would hang here forever, with no crash and no message.")
    }
    return lines
  }
}
