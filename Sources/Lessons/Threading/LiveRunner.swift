import Dispatch
import Synchronization

/// `live`: the program on real Dispatch queues and threads, run many times, with how often
/// each outcome came up.
///
/// Nothing here is deterministic, so `live` is a live command: the engine performs the runs
/// once and records their counts as data; `back`, `goto` and a saved session replay the record.
/// It refuses what would hurt the shell: a program the simulator shows can deadlock (libdispatch
/// traps with SIGILL on a sync onto the current queue, and other deadlocks hang) or crash, and a
/// state in the middle of a block, which real threads cannot resume.
package enum LiveRunner {
  /// A run that has not finished after this long is stopped.
  package static let timeout = Duration.seconds(10)
  /// The most real time, in seconds, all the runs may take, counted before they start: runs ×
  /// the longest schedule's ticks at 20 µs a tick.
  static let budget = 30
  /// `budget` in ticks.
  static let budgetTicks = Int(VirtualTime.seconds(Int64(budget)).count(of: Threading.tickLength))
  /// How often a run's end is polled.
  package static let poll = Duration.milliseconds(10)

  /// What the real runs gave: how many, and how often each outcome came up.
  ///
  /// This is the data the timeline records and a saved session keeps in its `# recorded` line.
  struct Outcome: Codable, Sendable, Equatable {
    var runs: Int
    var outcomes: [String: Int]
  }

  /// The live work: the program `runs` times on real threads, after the simulator has shown it
  /// can neither deadlock nor crash.
  static func perform(_ world: ThreadingWorld, block: String?, runs: Int) throws(CommandError) -> Outcome {
    let (start, explored) = try checked(world, block: block)
    let (ticks, overflow) = runs.multipliedReportingOverflow(by: explored.longest)
    if overflow || ticks > budgetTicks {
      throw CommandError(
        "live: \(Format.count(runs, "run")) of up to \(Format.count(explored.longest, "tick")) would take "
          + (overflow ? "too long" : "\(ticks / (budgetTicks / budget)) s")
          + " at 20 µs a tick, over live's budget of \(budget) s",
        suggestion: "fewer --runs or less work: runs × ticks must stay within \(budgetTicks)")
    }
    return Outcome(runs: runs, outcomes: try LiveRunProgram.run(try Plan(start), runs: runs))
  }

  /// What `live` prints for a recorded outcome, beside the simulator's counts.
  static func report(_ world: ThreadingWorld, block: String?, runs: Int, _ outcome: Outcome) throws(CommandError) -> [String] {
    guard outcome.runs == runs, outcome.outcomes.values.reduce(0, +) == runs, outcome.outcomes.values.allSatisfy({ $0 > 0 })
    else {
      throw CommandError(
        "the recorded outcome does not fit 'live --runs \(runs)': its counts add up to \(outcome.outcomes.values.reduce(0, +)) of \(outcome.runs) runs",
        suggestion: "remove the '# recorded' line before it to run the program live again")
    }
    let (_, explored) = try checked(world, block: block)
    return [
      "\(Format.count(runs, "run")) on real Dispatch threads (the counts change from run to run; back and a saved session replay these):"
    ]
      + outcome.outcomes.sorted { Explorer.naturalLess($0.key, $1.key) }.map {
        "  \($0.key.isEmpty ? "(nothing logged)" : $0.key): \($0.value)"
      }
      + [
        "the simulator's \(explored.schedules) schedules: "
          + explored.outcomes.sorted { Explorer.naturalLess($0.key, $1.key) }.map { "\($0.key): \($0.value)" }.joined(
            separator: ", ")
      ]
  }

  /// The state real runs start from, and the simulator's counts for it; refuses a program that
  /// can deadlock or crash.
  private static func checked(_ world: ThreadingWorld, block: String?) throws(CommandError) -> (
    ThreadingWorld, Explorer.Result
  ) {
    var start = world
    if let block { try start.prepareExploration(block) }
    var simulated = start.machine
    simulated.turnOpen = false
    let explored: Explorer.Result
    do {
      explored = try Explorer.counting(simulated, start.program)
    } catch {
      if error == Interruption.error { throw error }
      throw CommandError("live needs a program the simulator can check first: \(error.message)")
    }
    if explored.deadlocks > 0 {
      throw CommandError(
        "live refuses: \(explored.deadlocks) of \(explored.schedules) schedules deadlock, and on real threads libdispatch would crash (a trap: SIGILL on Linux x86) or hang the shell",
        suggestion: "'explore' and 'run' show the deadlock safely")
    }
    if let crash = explored.outcomes.keys.sorted().first(where: { $0.hasPrefix("crash: ") }) {
      throw CommandError(
        "live refuses: some schedules end in a \(crash.dropFirst(7)) crash", suggestion: "'explore' shows which")
    }
    return (start, explored)
  }

  /// What a real run starts from: the simulated state, checked to be at a clean start.
  ///
  /// It is data (`Codable`): `workbench-live` gets it as JSON.
  package struct Plan: Codable, Sendable {
    package struct Start: Codable, Sendable {
      package var queue: Int
      package var code: Int
      package var group: Int
      package var barrier: Bool
      package var delay: Int = 0
      /// A queued operation to add to its operation queue, or -1 for a block.
      package var operation = -1
      /// The operation had started in the simulator: a cancel it has had comes after its start,
      /// so its code runs and only `check` sees it.
      package var hasStarted = false
    }

    /// A group's notification, to be set before the run starts.
    package struct GroupNotification: Codable, Sendable {
      package var group: Int
      package var notification: Machine.Notification
    }

    package var program: ThreadingProgram
    package var variables: [Int]
    package var semaphores: [Int]
    package var groupCounts: [Int]
    package var notifications: [GroupNotification] = []
    package var operations: [Machine.Operation]
    package var observers: [Machine.Observer]
    /// Main's code for the turn, then started and queued blocks in the order they were submitted.
    package var starts: [Start] = []

    init(_ world: ThreadingWorld) throws(CommandError) {
      let machine = world.machine
      program = world.program
      variables = machine.variables
      semaphores = machine.semaphores
      groupCounts = machine.groups.map(\.count)
      operations = machine.operations
      observers = machine.observers
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
        notifications += state.notifications.map { GroupNotification(group: group, notification: $0) }
      }
      guard !machine.tasks.contains(.running), !machine.isStopped else { throw Self.noBackgroundTasks }
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
        guard frame.pc == 0, frame.loaded == nil, !machine.isBusy(thread) else {
          throw refuse("w\(thread) has begun B\(frame.block)")
        }
        switch frame.kind {
        case .block:
          started.append(
            (frame.block, Start(queue: frame.queue, code: frame.code, group: frame.group, barrier: frame.barrier)))
        case .operation(let index):
          // An operation a queue has just started runs from its beginning on a real queue.
          started.append(
            (
              frame.block,
              Start(
                queue: frame.operationQueue, code: frame.code, group: -1, barrier: false, operation: index, hasStarted: true)
            ))
        default:
          throw refuse("w\(thread) has begun B\(frame.block)")
        }
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
      for (index, operation) in machine.operations.enumerated()
      where operation.stage == .queued && !machine.suspended[operation.queue] {
        queued.append(
          (operation.seq, Start(queue: operation.queue, code: operation.code, group: -1, barrier: false, operation: index)))
      }
      for timer in machine.timers {
        queued.append(
          (timer.seq, Start(queue: timer.queue, code: timer.code, group: -1, barrier: false, delay: timer.fireAt - machine.clock))
        )
      }
      starts += queued.sorted { $0.seq < $1.seq }.map(\.start)
      var seen: Set<Int> = []
      let completions = starts.compactMap { $0.operation < 0 ? nil : machine.operations[$0.operation].completion }
      for code in starts.map(\.code) + completions + machine.observers.map(\.code) {
        try Self.checkReal(code, program, &seen)
      }
    }

    static let noBackgroundTasks = CommandError(
      "live cannot run background tasks: they need UIKit's application, which Linux has not",
      suggestion: "'explore' and 'run' cover them")

    /// Refuses statements only the simulator has.
    private static func checkReal(_ code: Int, _ program: ThreadingProgram, _ seen: inout Set<Int>) throws(CommandError) {
      guard seen.insert(code).inserted else { return }
      for statement in program.codes[code].statements {
        switch statement {
        case .current:
          throw CommandError(
            "live cannot run current: real threads have no names to match the simulator's main, w1, w2",
            suggestion: "'explore' and 'run' show OperationQueue.current")
        case .beginTask, .endTask:
          throw noBackgroundTasks
        case .async(_, let inner, _), .sync(_, let inner), .after(_, _, let inner), .barrier(_, let inner, _),
          .notify(_, _, let inner), .apply(_, let inner), .once(_, let inner), .branch(_, let inner), .loop(_, let inner),
          .observe(_, _, let inner), .unobserve(_, _, let inner):
          try checkReal(inner, program, &seen)
        default: break
        }
      }
    }
  }
}
