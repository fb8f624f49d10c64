/// The threading chapter.
///
/// Programming iOS 8, ch. 25: the main thread, GCD queues and operation queues, run on a
/// deterministic scheduler one atomic step at a time, with every interleaving countable.
public enum Threading: Chapter {
  public typealias State = ThreadingWorld

  public static let name = "threading"
  public static let abstract =
    "Dispatch queues, operation queues, locks and groups on a deterministic scheduler; races and deadlocks, every interleaving counted."
  public static var initialState: State { ThreadingWorld() }
  public static let commands: [ChapterCommand<Threading>] = ThreadingCommands.all

  public static func tick(_ state: inout State) throws(CommandError) -> StepNote? {
    try state.stepByPolicy()
  }

  public static func tick(_ state: inout State, by actor: String) throws(CommandError) -> StepNote {
    try state.step(named: actor)
  }

  /// The line has been read: the main queue may run again, and what can start does.
  public static func endTurn(_ state: inout State) {
    state.machine.turnOpen = false
    var quiet = Notes(false)
    state.machine.settle(state.program, &quiet)
  }

  public static func objects(in state: State) -> [InspectField] {
    let program = state.program
    let machine = state.machine
    var fields = [InspectField("clock", .number(Double(machine.clock)))]
    let touches = machine.log.filter(\.isUI)
    fields.append(
      InspectField(
        "screen",
        .object(
          summary: "screen, \(Format.count(touches.count, "update")), main frozen for \(machine.mainFrozen.value) ticks",
          fields: [
            InspectField("updates", .number(Double(touches.count))),
            InspectField("last", touches.last.map { .text(machine.text(of: $0)) } ?? .none),
            InspectField("lastAt", touches.last.map { .number(Double($0.clock)) } ?? .none),
            InspectField("frozen", .number(Double(machine.mainFrozen.value))),
          ])))
    fields += machine.threads.indices.map { InspectField(ThreadingProgram.threadName($0), thread($0, state)) }
    fields += program.queues.indices.dropFirst().map { InspectField(program.queues[$0].name, queue($0, state)) }
    fields += zip(program.variables, machine.variables).map { InspectField($0, .number(Double($1))) }
    fields += program.locks.indices.map { lock in
      let owner = machine.lockOwners[lock]
      let waiters = waiting(in: state) {
        if case .lock(lock) = $0 { return true }
        return false
      }
      return InspectField(
        program.locks[lock],
        .object(
          summary: "lock \(program.locks[lock]), " + (owner < 0 ? "free" : "held by \(ThreadingProgram.threadName(owner))"),
          fields: [
            InspectField("owner", owner < 0 ? .none : .reference(ThreadingProgram.threadName(owner))),
            InspectField("waiters", .list(waiters.map { .reference($0) })),
          ]))
    }
    fields += program.semaphores.indices.map { semaphore in
      let waiters = waiting(in: state) {
        if case .waitSemaphore(semaphore, _) = $0 { return true }
        return false
      }
      return InspectField(
        program.semaphores[semaphore],
        .object(
          summary: "semaphore \(program.semaphores[semaphore]), value \(machine.semaphores[semaphore])",
          fields: [
            InspectField("value", .number(Double(machine.semaphores[semaphore]))),
            InspectField("waiters", .list(waiters.map { .reference($0) })),
          ]))
    }
    fields += program.groups.indices.map { group in
      let waiters = waiting(in: state) {
        if case .waitGroup(group, _) = $0 { return true }
        return false
      }
      let count = machine.groups[group].count
      return InspectField(
        program.groups[group],
        .object(
          summary: "group \(program.groups[group]), count \(count)",
          fields: [
            InspectField("count", .number(Double(count))),
            InspectField("waiters", .list(waiters.map { .reference($0) })),
            InspectField(
              "notify",
              .list(
                machine.groups[group].notifications.map {
                  .text("\(program.queues[$0.queue].name) \(program.codes[$0.code].source)")
                })),
          ]))
    }
    fields += program.operationQueues.indices.dropFirst().map {
      InspectField(program.operationQueues[$0].name, operationQueue($0, state))
    }
    fields += machine.operations.indices.filter { !machine.operations[$0].name.isEmpty }.map {
      InspectField(machine.operations[$0].name, operation($0, state))
    }
    fields += program.onceTokens.indices.map { token in
      let value = machine.onceStates[token]
      let text =
        value == Machine.done ? "done" : value == Machine.notRun ? "not run" : "running on \(ThreadingProgram.threadName(value))"
      return InspectField(
        program.onceTokens[token],
        .object(summary: "once token \(program.onceTokens[token]), \(text)", fields: [InspectField("state", .text(text))]))
    }
    fields += program.notifications.indices.map { notification in
      let observers = machine.observers.filter { $0.notification == notification }.map { observer in
        InspectValue.text(
          (observer.queue < 0 ? "posting thread" : "opqueue \(program.operationQueues[observer.queue].name)") + " "
            + program.codes[observer.code].source)
      }
      return InspectField(
        program.notifications[notification],
        .object(
          summary: "notification \(program.notifications[notification]), \(Format.count(observers.count, "observer"))",
          fields: [InspectField("observers", .list(observers))]))
    }
    fields += program.tasks.indices.map { task in
      let expiry = machine.timers.first { $0.task == task }?.fireAt
      let text: String
      switch machine.tasks[task] {
      case .notBegun: text = "not begun"
      case .running: text = expiry.map { "running, expires at t=\($0)" } ?? "expired, not ended"
      case .ended: text = "ended"
      }
      return InspectField(
        program.tasks[task],
        .object(
          summary: "background task \(program.tasks[task]), \(text)",
          fields: [
            InspectField("state", .text(text)),
            InspectField("expiresAt", expiry.map { .number(Double($0)) } ?? .none),
          ]))
    }
    if let stopped = machine.stopped {
      fields.append(InspectField("app", .text(stopped.sentence)))
    }
    return fields
  }

  // MARK: - Objects

  private static func thread(_ index: Int, _ state: State) -> InspectValue {
    let machine = state.machine
    let frames = machine.threads[index].frames
    var fields = [
      InspectField("state", .text(state.threadState(index))),
      InspectField("frames", .list(frames.map { .text(machine.label(index, $0, state.program)) })),
    ]
    let registers = machine.threads[index].registers
    if !registers.isEmpty {
      fields.append(
        InspectField(
          "registers",
          .tuple(zip(state.program.registers, registers).map { InspectField($0, .number(Double($1))) })))
    }
    if index == 0 {
      fields.append(InspectField("pending", .list(machine.pending[0].map { .text("B\($0.block)") })))
    }
    return .object(summary: "thread \(ThreadingProgram.threadName(index)), " + state.threadState(index), fields: fields)
  }

  private static func queue(_ index: Int, _ state: State) -> InspectValue {
    let program = state.program
    let machine = state.machine
    let declared = program.queues[index]
    var running: [InspectValue] = []
    for thread in machine.threads.indices {
      for frame in machine.threads[thread].frames where frame.queue == index && frame.kind != .turn {
        running.append(.text("B\(frame.block) on \(ThreadingProgram.threadName(thread))"))
      }
    }
    var fields = [
      InspectField("kind", .text(declared.kind.rawValue)),
      InspectField("pending", .list(machine.pending[index].map { .text("B\($0.block)") })),
      InspectField("executing", .list(running)),
    ]
    if let target = declared.target { fields.append(InspectField("target", .reference(program.queues[target].name))) }
    if !declared.specifics.isEmpty {
      fields.append(InspectField("specific", .tuple(declared.specifics.map { InspectField($0.key, .text($0.value)) })))
    }
    return .object(
      summary:
        "\(declared.kind.rawValue) queue \(declared.name), \(machine.pending[index].count) pending, \(running.count) executing",
      fields: fields)
  }

  private static func operationQueue(_ index: Int, _ state: State) -> InspectValue {
    let machine = state.machine
    let operations = machine.operations.indices.filter { machine.operations[$0].queue == index }
    let max = state.program.operationQueues[index].maxConcurrent
    return .object(
      summary: "operation queue \(state.program.operationQueues[index].name), \(Format.count(operations.count, "operation"))"
        + (machine.suspended[index] ? ", suspended" : ""),
      fields: [
        InspectField("maxConcurrentOperationCount", max.map { .number(Double($0)) } ?? .text("default")),
        InspectField("isSuspended", .bool(machine.suspended[index])),
        InspectField("operations", .list(operations.map { .reference(machine.operationName($0)) })),
      ])
  }

  private static func operation(_ index: Int, _ state: State) -> InspectValue {
    let machine = state.machine
    let operation = machine.operations[index]
    let ready = machine.isReady(index)
    return .object(
      summary: "operation \(operation.name), \(operation.stage.rawValue)" + (operation.isCancelled ? ", cancelled" : ""),
      fields: [
        InspectField("isReady", .bool(ready)),
        InspectField("isExecuting", .bool(operation.stage == .executing)),
        InspectField("isFinished", .bool(operation.stage == .finished)),
        InspectField("isCancelled", .bool(operation.isCancelled)),
        InspectField("queuePriority", .text(operation.priority.name)),
        InspectField("dependencies", .list(operation.dependencies.map { .reference(machine.operationName($0)) })),
        InspectField("queue", operation.queue < 0 ? .none : .reference(state.program.operationQueues[operation.queue].name)),
        InspectField("code", .text(state.program.codes[operation.code].source)),
      ])
  }

  /// The threads whose next statement matches and cannot run.
  private static func waiting(in state: State, _ matches: (Statement) -> Bool) -> [String] {
    state.machine.threads.indices.compactMap { thread in
      guard state.machine.isBlocked(thread, state.program), let frame = state.machine.threads[thread].frames.last,
        frame.wait == nil, matches(state.program.codes[frame.code].statements[frame.pc])
      else { return nil }
      return ThreadingProgram.threadName(thread)
    }
  }

}
