import Dispatch
import Synchronization

/// `live`: the program on real Dispatch queues and threads, run many times, with how often
/// each outcome came up.
///
/// Nothing here is deterministic, so `live` is a query: its counts are reported, never replayed.
/// It refuses what would hurt the shell: a program the simulator shows can deadlock (libdispatch
/// traps with SIGILL on a sync onto the current queue, and other deadlocks hang) or crash, and a
/// state in the middle of a block, which real threads cannot resume.
enum LiveRunner {
  /// One tick of `work` and `after` on real threads.
  static let tick = DispatchTimeInterval.microseconds(20)
  static let timeout = DispatchTimeInterval.seconds(10)

  static func run(_ world: ThreadingWorld, block: String?, runs: Int) throws(CommandError) -> [String] {
    var start = world
    if let block { try start.prepareExploration(block) }
    let plan = try Plan(start)
    var simulated = start.machine
    simulated.turnOpen = false
    let explored: Explorer.Result
    do {
      explored = try Explorer.counting(simulated, start.program)
    } catch {
      throw CommandError("live needs a program the simulator can check first: \(error.message)")
    }
    if explored.deadlocks > 0 {
      throw CommandError(
        "live refuses: \(explored.deadlocks) of \(explored.schedules) schedules deadlock, and on real threads libdispatch would crash (SIGILL) or hang the shell",
        suggestion: "'explore' and 'run' show the deadlock safely")
    }
    if let crash = explored.outcomes.keys.sorted().first(where: { $0.hasPrefix("crash: ") }) {
      throw CommandError(
        "live refuses: some schedules end in a \(crash.dropFirst(7)) crash", suggestion: "'explore' shows which")
    }
    var histogram: [String: Int] = [:]
    for index in 1...runs {
      let run = LiveRun(plan)
      guard let outcome = run.perform() else {
        throw CommandError(
          "live: run \(index) had not finished after 10 s on real threads; stopped",
          suggestion: "a block may wait for something the real scheduler never gives it")
      }
      histogram[outcome, default: 0] += 1
    }
    return ["\(runs) run\(runs == 1 ? "" : "s") on real Dispatch threads (the counts change from run to run):"]
      + histogram.sorted { Explorer.naturalLess($0.key, $1.key) }.map {
        "  \($0.key.isEmpty ? "(nothing logged)" : $0.key): \($0.value)"
      }
      + [
        "the simulator's \(explored.schedules) schedules: "
          + explored.outcomes.sorted { Explorer.naturalLess($0.key, $1.key) }.map { "\($0.key): \($0.value)" }.joined(
            separator: ", ")
      ]
  }

  /// What a real run starts from: the simulated state, checked to be at a clean start.
  struct Plan: Sendable {
    struct Start: Sendable {
      var queue: Int
      var code: Int
      var group: Int
      var barrier: Bool
      var delay: Int = 0
    }

    var program: ThreadingProgram
    var variables: [Int]
    var semaphores: [Int]
    var groupCounts: [Int]
    var notifications: [(group: Int, notification: Machine.Notification)] = []
    /// Main's code for the turn, then started and queued blocks in the order they were submitted.
    var starts: [Start] = []

    init(_ world: ThreadingWorld) throws(CommandError) {
      let machine = world.machine
      program = world.program
      variables = machine.variables
      semaphores = machine.semaphores
      groupCounts = machine.groups.map(\.count)
      func refuse(_ reason: String) -> CommandError {
        CommandError(
          "live starts only where no block has begun: \(reason)",
          suggestion: "'back' to before the first step, or 'live { BLOCK }' with the main thread's code")
      }
      guard machine.lockOwners.allSatisfy({ $0 < 0 }) else { throw refuse("a lock is held") }
      guard machine.applies.isEmpty, machine.onceStates.allSatisfy({ $0 == Machine.notRun }) else {
        throw refuse("an apply or a once block has run")
      }
      for (group, state) in machine.groups.enumerated() {
        notifications += state.notifications.map { (group, $0) }
      }
      guard machine.observers.isEmpty, !machine.tasks.contains(.running), machine.stopped == nil else {
        throw CommandError(
          "live runs dispatch queues only: notifications need Foundation's NotificationCenter, and background tasks UIKit",
          suggestion: "'explore' and 'run' cover them")
      }
      guard machine.operations.allSatisfy({ $0.stage == .finished }) else {
        throw CommandError(
          "live runs dispatch queues only: operation queues need Foundation's OperationQueue",
          suggestion: "'explore' and 'run' cover operations")
      }
      let mainFrames = machine.threads[0].frames
      guard mainFrames.allSatisfy({ $0.pc == 0 && $0.kind == .turn }) else { throw refuse("main is inside a block") }
      for code in mainFrames.map(\.code) + machine.turn {
        starts.append(Start(queue: ThreadingProgram.mainQueue, code: code, group: -1, barrier: false))
      }
      var started: [(block: Int, start: Start)] = []
      for thread in machine.threads.indices.dropFirst() {
        let frames = machine.threads[thread].frames
        guard frames.count <= 1 else { throw refuse("w\(thread) is inside a nested block") }
        guard let frame = frames.first else { continue }
        guard frame.pc == 0, frame.loaded == nil, frame.kind == .block, !machine.isBusy(thread) else {
          throw refuse("w\(thread) has begun B\(frame.block)")
        }
        started.append((frame.block, Start(queue: frame.queue, code: frame.code, group: frame.group, barrier: frame.barrier)))
      }
      starts += started.sorted { $0.block < $1.block }.map(\.start)
      var queued: [(seq: Int, start: Start)] = []
      for queue in machine.pending.indices {
        for item in machine.pending[queue] {
          guard case .sync = item.kind else {
            queued.append((item.seq, Start(queue: queue, code: item.code, group: item.group, barrier: item.kind == .barrier)))
            continue
          }
          throw refuse("a sync block is waiting")
        }
      }
      for timer in machine.timers {
        queued.append(
          (timer.seq, Start(queue: timer.queue, code: timer.code, group: -1, barrier: false, delay: timer.fireAt - machine.clock))
        )
      }
      starts += queued.sorted { $0.seq < $1.seq }.map(\.start)
      var seen: Set<Int> = []
      for start in starts { try Self.checkReal(start.code, program, &seen) }
    }

    /// Refuses statements only the operation simulator has.
    private static func checkReal(_ code: Int, _ program: ThreadingProgram, _ seen: inout Set<Int>) throws(CommandError) {
      guard seen.insert(code).inserted else { return }
      for statement in program.codes[code].statements {
        switch statement {
        case .check, .current, .async(.opqueue, _, _), .barrier(.opqueue, _):
          throw CommandError(
            "live runs dispatch queues only: operation queues, check and current need Foundation's OperationQueue",
            suggestion: "'explore' and 'run' cover operations")
        case .observe, .post, .beginTask, .endTask:
          throw CommandError(
            "live runs dispatch queues only: notifications need Foundation's NotificationCenter, and background tasks UIKit",
            suggestion: "'explore' and 'run' cover them")
        case .async(_, let inner, _), .sync(_, let inner), .after(_, _, let inner), .barrier(_, let inner),
          .notify(_, _, let inner), .apply(_, let inner), .once(_, let inner), .branch(_, let inner):
          try checkReal(inner, program, &seen)
        default: break
        }
      }
    }
  }
}

/// One run on real threads: queues, semaphores and groups made afresh from the plan.
final class LiveRun: Sendable {
  let plan: LiveRunner.Plan
  let program: ThreadingProgram
  let variables: Mutex<[Int]>
  let log = Mutex<[String]>([])
  let fault = Mutex<String?>(nil)
  let queues: [DispatchQueue]
  let mainKey = DispatchSpecificKey<Bool>()
  let specificKeys: [String: DispatchSpecificKey<String>]
  let locks: [DispatchSemaphore]
  let semaphores: [DispatchSemaphore]
  let groups: [DispatchGroup]
  let onceLocks: [DispatchSemaphore]
  let onceDone: Mutex<[Bool]>
  /// Every block submitted and not yet finished.
  let outstanding = DispatchGroup()

  init(_ plan: LiveRunner.Plan) {
    self.plan = plan
    program = plan.program
    variables = Mutex(plan.variables)
    var queues: [DispatchQueue] = []
    for (index, queue) in program.queues.enumerated() {
      switch queue.kind {
      case .main: queues.append(DispatchQueue(label: "workbench.live.main"))
      case .global: queues.append(DispatchQueue.global())
      case .serial, .concurrent:
        queues.append(
          DispatchQueue(
            label: "workbench.live.\(index)", attributes: queue.kind == .concurrent ? .concurrent : [],
            target: queue.target.map { queues[$0] }))
      }
    }
    self.queues = queues
    queues[ThreadingProgram.mainQueue].setSpecific(key: mainKey, value: true)
    var keys: [String: DispatchSpecificKey<String>] = [:]
    for (index, queue) in program.queues.enumerated() {
      for specific in queue.specifics {
        let key = keys[specific.key] ?? DispatchSpecificKey<String>()
        keys[specific.key] = key
        queues[index].setSpecific(key: key, value: specific.value)
      }
    }
    specificKeys = keys
    // A semaphore made with a count crashes if it is freed below that count, so each starts at 0.
    func semaphore(_ value: Int) -> DispatchSemaphore {
      let semaphore = DispatchSemaphore(value: 0)
      for _ in 0..<value { semaphore.signal() }
      return semaphore
    }
    locks = program.locks.map { _ in semaphore(1) }
    semaphores = plan.semaphores.map(semaphore)
    groups = plan.groupCounts.map { count in
      let group = DispatchGroup()
      for _ in 0..<count { group.enter() }
      return group
    }
    onceLocks = program.onceTokens.map { _ in semaphore(1) }
    onceDone = Mutex(Array(repeating: false, count: program.onceTokens.count))
  }

  /// Runs the plan; the outcome, or nil if it did not finish in time.
  func perform() -> String? {
    for (group, notification) in plan.notifications {
      notify(group, notification.queue, code: notification.code, registers: [])
    }
    for start in plan.starts {
      submit(start.queue, code: start.code, registers: [], group: start.group, barrier: start.barrier, delay: start.delay)
    }
    guard outstanding.wait(timeout: .now() + LiveRunner.timeout) == .success else { return nil }
    if let fault = fault.withLock({ $0 }) { return fault }
    if program.variables.isEmpty { return log.withLock { $0.joined(separator: " ") } }
    let values = variables.withLock { $0 }
    return zip(program.variables, values).map { "\($0)=\($1)" }.joined(separator: ", ")
  }

  private func submit(_ queue: Int, code: Int, registers: [Int], group: Int, barrier: Bool, delay: Int = 0) {
    outstanding.enter()
    let work: @Sendable () -> Void = { [self] in
      var registers = registers
      execute(code, &registers)
      if group >= 0 { groups[group].leave() }
      outstanding.leave()
    }
    if delay > 0 {
      queues[queue].asyncAfter(deadline: .now() + Self.ticks(delay), execute: work)
    } else if barrier {
      queues[queue].async(flags: .barrier, execute: work)
    } else {
      queues[queue].async(execute: work)
    }
  }

  private func notify(_ group: Int, _ queue: Int, code: Int, registers: [Int]) {
    outstanding.enter()
    groups[group].notify(queue: queues[queue]) { [self] in
      var registers = registers
      execute(code, &registers)
      outstanding.leave()
    }
  }

  static func ticks(_ count: Int) -> DispatchTimeInterval { .microseconds(20 * count) }

  // swiftlint:disable:next cyclomatic_complexity function_body_length
  private func execute(_ code: Int, _ registers: inout [Int]) {
    for statement in program.codes[code].statements {
      switch statement {
      case .log(let text):
        log.withLock { $0.append(text) }
      case .ui(let text):
        if DispatchQueue.getSpecific(key: mainKey) != true {
          fault.withLock { $0 = $0 ?? "crash: ui off the main thread" }
        }
        log.withLock { $0.append(text) }
      case .incr(let variable):
        let value = variables.withLock { $0[variable] }
        variables.withLock { $0[variable] = value + 1 }
      case .load(let register, let variable):
        if registers.count <= register { registers += Array(repeating: 0, count: register + 1 - registers.count) }
        registers[register] = variables.withLock { $0[variable] }
      case .store(let variable, let expression):
        let value = expression.value(registers: registers)
        variables.withLock { $0[variable] = value }
      case .work(let ticks):
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + Self.ticks(ticks))
      case .lock(let lock):
        locks[lock].wait()
      case .unlock(let lock):
        locks[lock].signal()
      case .waitSemaphore(let semaphore, let timeout):
        if let timeout {
          _ = semaphores[semaphore].wait(timeout: .now() + Self.ticks(timeout))
        } else {
          semaphores[semaphore].wait()
        }
      case .waitGroup(let group, let timeout):
        if let timeout {
          _ = groups[group].wait(timeout: .now() + Self.ticks(timeout))
        } else {
          groups[group].wait()
        }
      case .signal(let semaphore):
        semaphores[semaphore].signal()
      case .enter(let group):
        groups[group].enter()
      case .leave(let group):
        groups[group].leave()
      case .async(.queue(let queue), let inner, let group):
        if let group { groups[group].enter() }
        submit(queue, code: inner, registers: registers, group: group ?? -1, barrier: false)
      case .barrier(.queue(let queue), let inner):
        submit(queue, code: inner, registers: registers, group: -1, barrier: program.queues[queue].kind == .concurrent)
      case .after(let ticks, let queue, let inner):
        submit(queue, code: inner, registers: registers, group: -1, barrier: false, delay: max(ticks, 1))
      case .sync(let queue, let inner):
        queues[queue].sync { execute(inner, &registers) }
      case .notify(let group, let queue, let inner):
        notify(group, queue, code: inner, registers: registers)
      case .apply(let count, let inner):
        let captured = registers
        DispatchQueue.concurrentPerform(iterations: count) { _ in
          var registers = captured
          execute(inner, &registers)
        }
      case .once(let token, let inner):
        onceLocks[token].wait()
        if !onceDone.withLock({ $0[token] }) {
          execute(inner, &registers)
          onceDone.withLock { $0[token] = true }
        }
        onceLocks[token].signal()
      case .branch(let condition, let inner):
        if condition.holds(registers: registers) { execute(inner, &registers) }
      case .specific(let key):
        let value = specificKeys[key].flatMap { DispatchQueue.getSpecific(key: $0) }
        log.withLock { $0.append("\(key)=\(value ?? "nil")") }
      case .async(.opqueue, _, _), .barrier(.opqueue, _), .check, .current, .observe, .post, .beginTask, .endTask:
        break  // refused by the plan
      }
    }
  }
}
