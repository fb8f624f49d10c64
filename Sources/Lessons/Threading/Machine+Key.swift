extension Machine {
  /// The state as one flat array of integers, for `explore --reduce` to merge states cheaply.
  ///
  /// Everything that can change what happens next is in it, with lengths before lists so that
  /// two different states never give the same array. The narration's bookkeeping is left out,
  /// and so is the log unless `withLog` (the outcome is the log only when the program has no
  /// variables).
  func key(withLog: Bool, logFrom start: Int) -> [Int32] {
    var key: [Int32] = []
    key.reserveCapacity(64)
    func put(_ value: Int) { key.append(Int32(truncatingIfNeeded: value)) }
    func put(_ values: [Int]) {
      put(values.count)
      for value in values { put(value) }
    }
    put(clock)
    put(threads.count)
    for thread in threads {
      put(thread.busyUntil)
      put(thread.registers)
      put(thread.frames.count)
      for frame in thread.frames {
        put(frame.code)
        put(frame.pc)
        put(frame.block)
        put(frame.queue)
        put(frame.operationQueue)
        switch frame.kind {
        case .turn: put(0)
        case .block: put(1)
        case .sync(let caller): put(2); put(caller)
        case .iteration(let apply, let index): put(3); put(apply); put(index)
        case .once(let token): put(4); put(token)
        case .operation(let index): put(5); put(index)
        case .branch: put(6)
        case .observer(let notification): put(7); put(notification)
        case .expiration(let task): put(8); put(task)
        }
        put(frame.group)
        put(frame.barrier ? 1 : 0)
        if let loaded = frame.loaded { put(1); put(loaded) } else { put(0) }
        put(frame.since)
        switch frame.wait {
        case nil: put(0)
        case .syncStart(let block)?: put(1); put(block)
        case .syncDone(let block)?: put(2); put(block)
        case .apply(let apply)?: put(3); put(apply)
        case .operation(let operation)?: put(4); put(operation)
        }
        put(frame.delivered)
      }
    }
    put(variables)
    put(lockOwners)
    put(semaphores)
    put(groups.count)
    for group in groups {
      put(group.count)
      put(group.notifications.count)
      for notification in group.notifications {
        put(notification.queue); put(notification.code); put(notification.registers)
      }
    }
    put(pending.count)
    for queue in pending {
      put(queue.count)
      for item in queue {
        put(item.block)
        put(item.code)
        switch item.kind {
        case .async: put(-1)
        case .barrier: put(-2)
        case .sync(let thread): put(thread)
        case .expiration(let task): put(-3 - task)
        }
        put(item.seq)
        put(item.group)
        put(item.registers)
      }
    }
    put(timers.count)
    for timer in timers {
      put(timer.fireAt); put(timer.seq); put(timer.queue); put(timer.code); put(timer.task); put(timer.registers)
    }
    put(applies.count)
    for apply in applies {
      put(apply.caller); put(apply.code); put(apply.count); put(apply.started); put(apply.finished); put(apply.seq)
      put(apply.registers)
    }
    put(operations.count)
    for operation in operations {
      put(operation.code)
      put(operation.priority.rawValue)
      put(operation.dependencies)
      put(operation.completion ?? -1)
      switch operation.stage {
      case .created: put(0)
      case .queued: put(1)
      case .executing: put(2)
      case .finished: put(3)
      }
      put(operation.isCancelled ? 1 : 0)
      put(operation.queue)
      put(operation.seq)
      put(operation.isBarrier ? 1 : 0)
      put(operation.block)
    }
    put(suspended.map { $0 ? 1 : 0 })
    put(onceStates)
    put(observers.count)
    for observer in observers { put(observer.notification); put(observer.queue); put(observer.code) }
    put(tasks.count)
    for task in tasks {
      switch task {
      case .notBegun: put(0)
      case .running: put(1)
      case .ended: put(2)
      }
    }
    switch stopped {
    case nil: put(0)
    case .suspended?: put(1)
    case .killed?: put(2)
    case .crashed?: put(3)
    }
    put(turn)
    put(turnOpen ? 1 : 0)
    put(nextBlock)
    put(seq)
    if withLog {
      let entries = log[min(start, log.count)...]
      put(entries.count)
      for entry in entries {
        let text = text(of: entry)
        put(text.utf8.count)
        for byte in text.utf8 { put(Int(byte)) }
      }
    }
    return key
  }
}
