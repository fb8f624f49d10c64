import Dispatch
import Foundation
import Lessons
import Synchronization

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
  /// Each group's count, kept beside libdispatch's: a leave past zero is recorded as the crash
  /// it is instead of letting libdispatch trap (SIGILL) and take the shell down.
  let groupCounts: Mutex<[Int]>
  let onceLocks: [DispatchSemaphore]
  let onceDone: Mutex<[Bool]>
  /// Every block submitted and not yet finished.
  let outstanding = DispatchGroup()
  /// Foundation's operation queues; `main` runs on the stand-in for the main queue.
  let operationQueues: [OperationQueue]
  /// Notification observers in the order they were added.
  let observers: Mutex<[Machine.Observer]>

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
    groupCounts = Mutex(plan.groupCounts)
    onceLocks = program.onceTokens.map { _ in semaphore(1) }
    onceDone = Mutex(Array(repeating: false, count: program.onceTokens.count))
    operationQueues = program.operationQueues.enumerated().map { index, declared in
      let queue = OperationQueue()
      queue.name = declared.name
      if let max = declared.maxConcurrent { queue.maxConcurrentOperationCount = max }
      if index == ThreadingProgram.mainOperationQueue { queue.underlyingQueue = queues[ThreadingProgram.mainQueue] }
      return queue
    }
    observers = Mutex(plan.observers)
  }

  /// Runs the plan; the outcome, or nil if it did not finish in time.
  ///
  /// Ctrl-C in the shell stops this whole program, the run's threads with it.
  func perform() -> String? {
    for planned in plan.notifications {
      notify(planned.group, planned.notification.queue, code: planned.notification.code, registers: [])
    }
    // Every operation exists, with its dependencies, before the first is added to a queue.
    var operations: [Int: LiveOperation] = [:]
    for start in plan.starts where start.operation >= 0 {
      let declared = plan.operations[start.operation]
      let operation = LiveOperation(run: self, code: start.code, completion: declared.completion)
      operation.queuePriority = Self.priorities[declared.priority.rawValue]
      if declared.isCancelled {
        if start.hasStarted { operation.cancelsOnStart = true } else { operation.cancel() }
      }
      operations[start.operation] = operation
    }
    for (index, operation) in operations {
      for dependency in plan.operations[index].dependencies {
        if let other = operations[dependency] { operation.addDependency(other) }
      }
    }
    for start in plan.starts {
      if let operation = operations[start.operation] {
        add(operation, to: start.queue)
      } else {
        submit(start.queue, code: start.code, registers: [], group: start.group, barrier: start.barrier, delay: start.delay)
      }
    }
    var waited = Duration.zero
    while outstanding.wait(timeout: .now() + Self.interval(LiveRunner.poll)) == .timedOut {
      waited += LiveRunner.poll
      if waited >= LiveRunner.timeout { return nil }
    }
    if let fault = fault.withLock({ $0 }) { return fault }
    if program.variables.isEmpty { return log.withLock { $0.joined(separator: " ") } }
    let values = variables.withLock { $0 }
    return zip(program.variables, values).map { "\($0)=\($1)" }.joined(separator: ", ")
  }

  static let priorities: [Operation.QueuePriority] = [.veryLow, .low, .normal, .high, .veryHigh]

  /// Adds an operation; it counts as outstanding until its completion block has run, which
  /// Foundation calls for a cancelled operation too.
  private func add(_ operation: LiveOperation, to queue: Int) {
    outstanding.enter()
    let completion = operation.completion
    operation.completionBlock = { [self] in
      if let completion {
        submit(ThreadingProgram.globalQueue, code: completion, registers: [], group: -1, barrier: false)
      }
      outstanding.leave()
    }
    operationQueues[queue].addOperation(operation)
  }

  /// `post`: each observer in turn, on the posting thread or through its operation queue, which
  /// the poster waits for (Foundation does, measured on Linux).
  private func post(_ notification: Int) {
    let listening = observers.withLock { $0.filter { $0.notification == notification } }
    for observer in listening {
      var registers: [Int] = []
      guard observer.queue >= 0, !isCurrent(observer.queue) else {
        execute(observer.code, &registers)
        continue
      }
      let delivery = BlockOperation { [self] in
        var registers: [Int] = []
        execute(observer.code, &registers)
      }
      operationQueues[observer.queue].addOperation(delivery)
      delivery.waitUntilFinished()
    }
  }

  /// Whether the code runs on that operation queue: `OperationQueue.current`, with main for
  /// anything on the main queue's stand-in.
  private func isCurrent(_ queue: Int) -> Bool {
    if queue == ThreadingProgram.mainOperationQueue { return DispatchQueue.getSpecific(key: mainKey) == true }
    return OperationQueue.current === operationQueues[queue]
  }

  private func submit(_ queue: Int, code: Int, registers: [Int], group: Int, barrier: Bool, delay: Int = 0) {
    outstanding.enter()
    let work: @Sendable () -> Void = { [self] in
      var registers = registers
      execute(code, &registers)
      if group >= 0 { leave(group) }
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

  /// Enters a group; the count kept here goes up after libdispatch's, and down before it, so
  /// libdispatch's is never below it.
  private func enter(_ group: Int) {
    groups[group].enter()
    groupCounts.withLock { $0[group] += 1 }
  }

  /// Leaves a group, unless it is empty: then the run ends in the crash libdispatch would have.
  private func leave(_ group: Int) {
    let balanced = groupCounts.withLock { counts in
      guard counts[group] > 0 else { return false }
      counts[group] -= 1
      return true
    }
    guard balanced else {
      fault.withLock { $0 = $0 ?? Machine.unbalancedLeave }
      return
    }
    groups[group].leave()
  }

  static func interval(_ duration: Duration) -> DispatchTimeInterval {
    .nanoseconds(Int(duration / .nanoseconds(1)))
  }

  static func ticks(_ count: Int) -> DispatchTimeInterval {
    .microseconds(count * Int(Threading.tickLength.count(of: .microseconds(1))))
  }

  // swiftlint:disable:next cyclomatic_complexity function_body_length
  func execute(_ code: Int, _ registers: inout [Int], operation: LiveOperation? = nil) {
    for statement in program.codes[code].statements {
      switch statement {
      case .log(let text):
        log.withLock { $0.append(text) }
      case .logValues(let template):
        let text = template.text(registers: registers)
        log.withLock { $0.append(text) }
      case .label:
        // Only a framework's block opens with one, and live runs the learner's blocks alone.
        break
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
      case .waitOperations(let queue):
        operationQueues[queue].waitUntilAllOperationsAreFinished()
      case .signal(let semaphore):
        semaphores[semaphore].signal()
      case .enter(let group):
        enter(group)
      case .leave(let group):
        leave(group)
      case .async(.queue(let queue), let inner, let group):
        if let group { enter(group) }
        submit(queue, code: inner, registers: registers, group: group ?? -1, barrier: false)
      case .barrier(.queue(let queue), let inner, let group):
        if let group { enter(group) }
        submit(
          queue, code: inner, registers: registers, group: group ?? -1, barrier: program.queues[queue].kind == .concurrent)
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
        if condition.holds(registers: registers) { execute(inner, &registers, operation: operation) }
      case .loop(let condition, let inner):
        // A loop that never ends spins until the run's time is up, as it would in an app.
        while condition.holds(registers: registers) { execute(inner, &registers, operation: operation) }
      case .local(let register, let expression):
        let value = expression.value(registers: registers)
        if registers.count <= register { registers += Array(repeating: 0, count: register + 1 - registers.count) }
        registers[register] = value
      case .specific(let key):
        let value = specificKeys[key].flatMap { DispatchQueue.getSpecific(key: $0) }
        log.withLock { $0.append("\(key)=\(value ?? "nil")") }
      case .async(.opqueue(let queue), let inner, let group):
        // As in the simulator, a group named with an operation queue is entered and never left.
        if let group { enter(group) }
        add(LiveOperation(run: self, code: inner, completion: nil), to: queue)
      case .barrier(.opqueue(let queue), let inner, let group):
        // As in the simulator, a group named with an operation queue is entered and never left.
        if let group { enter(group) }
        outstanding.enter()
        operationQueues[queue].addBarrierBlock { [self] in
          var registers: [Int] = []
          execute(inner, &registers)
          outstanding.leave()
        }
      case .check:
        if operation?.isCancelled == true { return }
      case .observe(let notification, let queue, let inner):
        observers.withLock { $0.append(Machine.Observer(notification: notification, queue: queue ?? -1, code: inner)) }
      case .unobserve(let notification, let queue, let inner):
        let observer = Machine.Observer(notification: notification, queue: queue ?? -1, code: inner)
        observers.withLock { if let index = $0.firstIndex(of: observer) { $0.remove(at: index) } }
      case .post(let notification):
        post(notification)
      case .current, .beginTask, .endTask:
        break  // refused by the plan
      }
    }
  }
}

/// An operation of the program on Foundation's queues: its `main` runs the block's code, and
/// `check` in it reads its own `isCancelled`.
final class LiveOperation: Operation, @unchecked Sendable {
  // @unchecked: the stored properties are constants; Operation guards its own state.
  let run: LiveRun
  let code: Int
  let completion: Int?
  /// Set before it is queued, read when it starts: cancel it once its code has begun.
  nonisolated(unsafe) var cancelsOnStart = false

  init(run: LiveRun, code: Int, completion: Int?) {
    self.run = run
    self.code = code
    self.completion = completion
  }

  override func main() {
    if cancelsOnStart { cancel() }
    var registers: [Int] = []
    run.execute(code, &registers, operation: self)
  }
}
