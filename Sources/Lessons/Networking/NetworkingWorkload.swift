/// The workload `make bench` times for the networking chapter: many simulated tasks run through
/// their whole event sequence by the chapter's own code, against the same work done in plain
/// arrays with the delegate methods as closures (`FlatNetworking`), and against the bare
/// callbacks alone, with no clock, queues, threads or records (`bare`).
public enum NetworkingWorkload {
  /// What one run measured: the chapter's time, the flat version's and the bare callbacks',
  /// each with its counts.
  public struct Run: Sendable {
    public var tasks: Int
    public var model: Duration
    public var flat: Duration
    public var bare: Duration
    public var modelTally: Tally
    public var flatTally: Tally
    public var bareTally: Tally
  }

  /// What a run did, counted the same way on both sides: they must agree, or the two did not do
  /// the same work.
  public struct Tally: Equatable, Sendable {
    /// Network events taken (connect, head, each chunk, end).
    public var networkEvents = 0
    /// Callbacks run to their return (delegate methods and completion handlers).
    public var callbacks = 0
    /// Bytes every task received.
    public var bytes = 0
    /// Tasks completed.
    public var completed = 0
    /// Delegate questions answered with `respond … allow`.
    public var answers = 0
    /// What the world keeps on the record: the sequence diagram's arrows and every task's
    /// callbacks (0 for the bare callbacks, which keep none).
    public var records = 0

    public init() {}

    /// Network events and callbacks: what the rate counts.
    public var events: Int { networkEvents + callbacks }

    mutating func add(_ other: Tally) {
      networkEvents += other.networkEvents
      callbacks += other.callbacks
      bytes += other.bytes
      completed += other.completed
      answers += other.answers
      records += other.records
    }

    /// The same counts, the records aside: what the bare callbacks are compared on.
    public func withoutRecords() -> Tally {
      var tally = self
      tally.records = 0
      return tally
    }
  }

  /// The three kinds of task the workload makes, one in each ten by `kind(of:)`.
  enum Kind: Equatable {
    /// A data task with a delegate on /chunked: response (answered), four data, completion.
    case delegateData
    /// A download task with a delegate on /download/3000: three writes, the file, completion.
    case download
    /// A data task with a completion handler on /text: one call at the end.
    case completion
  }

  /// Six tasks in ten are delegate data tasks, two downloads, two completion-handler tasks.
  static func kind(of index: Int) -> Kind {
    switch index % 10 {
    case 0..<6: .delegateData
    case 6, 7: .download
    default: .completion
    }
  }

  static func path(of kind: Kind) -> String {
    switch kind {
    case .delegateData: "/chunked"
    case .download: "/download/3000"
    case .completion: "/text"
    }
  }

  /// A world of `sessions` delegate sessions, each on its own serial delegate queue, and `tasks`
  /// tasks spread over them in turn, the first `inFlight` resumed.
  ///
  /// `drive` resumes the next task each time one completes, so `inFlight` tasks are in flight at
  /// once, as an app that keeps a number of requests going does.
  public static func world(tasks: Int, sessions: Int = 100, inFlight: Int = 100) -> NetworkWorld {
    var world = NetworkWorld()
    for session in 0..<sessions {
      _ = try? world.makeSession("s\(session)", configuration: .default, delegate: true, mainQueue: false)
    }
    for index in 0..<tasks {
      let kind = kind(of: index)
      _ = try? world.makeTask(
        "t\(index)", in: "s\(index % sessions)", kind: kind == .download ? .download : .data, path: path(of: kind),
        completion: kind == .completion ? "" : nil, uploadLength: 0)
    }
    for index in 0..<min(tasks, inFlight) { _ = try? world.resume("t\(index)") }
    Networking.endTurn(&world)
    return world
  }

  /// Steps the world with the chapter's own `step` until nothing is left, answering each
  /// didReceiveResponse with `respond … allow` and resuming the next task (of `world`'s, from
  /// `inFlight` on) each time one completes, as the learner would; counts what happened.
  public static func drive(_ world: inout NetworkWorld, inFlight: Int = 100) -> Tally {
    var tally = Tally()
    let callbacksBefore = world.callbacksRun
    var steps = 0
    var next = inFlight
    // A step nobody reads is not told: what the learner answers is in the world's outcome.
    // The answers are not told either.
    while (try? Networking.advance(&world)) == true {
      steps += 1
      // Most steps leave neither list anything: an empty one is not even looked through.
      if !world.outcome.value.asked.isEmpty {
        world.narrates.value = false
        for slot in world.outcome.value.asked where (try? world.respond(slot: slot, "allow")) != nil { tally.answers += 1 }
        world.narrates.value = true
      }
      if !world.outcome.value.completed.isEmpty {
        for _ in world.outcome.value.completed where next < world.taskOrder.count {
          _ = try? world.resume(world.taskOrder[next])
          next += 1
        }
      }
    }
    tally.callbacks = world.callbacksRun - callbacksBefore
    tally.networkEvents = steps - tally.callbacks
    tally.records = world.diagram.records.count
    // Each task is read where it is: a copy of it would retain all of it.
    for slot in 0..<world.tasks.count where world.tasks.holds(slot: slot) {
      tally.bytes += world.tasks[slot: slot].received
      tally.records += world.tasks[slot: slot].events.count
      if world.tasks[slot: slot].state == .completed { tally.completed += 1 }
    }
    return tally
  }

  /// The bare callbacks: the same tasks' network events and callbacks in plain arrays, each
  /// callback a closure from an array of delegate methods, with the bytes counted and the
  /// states set, and no clock, no delegate queues, no threads and no records (each call is
  /// kept as one number).
  public static func bare(tasks: Int, inFlight: Int = 100) -> (tally: Tally, time: Duration) {
    // A task's network side: what comes next, and how much has arrived.
    var kinds = (0..<tasks).map { kind(of: $0) }
    var received = Array(repeating: 0, count: tasks)
    var delivered = Array(repeating: 0, count: tasks)
    var expected = Array(repeating: -1, count: tasks)
    var completed = Array(repeating: false, count: tasks)
    var calls = Array(repeating: [Int](), count: tasks)
    var tally = Tally()
    // Network events due, first in first out: (task, event) with event -2 connect, -1 head,
    // 0… a chunk, Int.max the end.
    var due: [(task: Int, event: Int)] = (0..<min(tasks, inFlight)).map { ($0, -2) }
    var nextTask = min(tasks, inFlight)
    due.reserveCapacity(tasks * 8)
    // Callbacks queued, first in first out: (task, method, argument).
    var queued: [(task: Int, method: Int, argument: Int)] = []
    let start = ContinuousClock.now
    var methods: [(Int, Int) -> Void] = []
    // 0 didReceiveResponse: the delegate answers allow, and the body comes.
    methods.append { task, status in
      expected[task] = status == 200 ? expected[task] : 0
      tally.answers += 1
      due.append((task, 0))
    }
    // 1 didReceiveData, 2 didWriteData: the bytes so far, as the delegate reads them.
    methods.append { task, size in delivered[task] += size }
    methods.append { task, size in delivered[task] += size }
    // 3 didFinishDownloadingTo: the file is handed over.
    methods.append { task, _ in calls[task].append(-1) }
    // 4 didCompleteWithError and 5 completionHandler: the task is completed, and the next
    // one starts.
    func complete(_ task: Int) {
      completed[task] = true
      tally.completed += 1
      if nextTask < tasks {
        due.append((nextTask, -2))
        nextTask += 1
      }
    }
    methods.append { task, _ in complete(task) }
    methods.append { task, size in
      delivered[task] += size
      complete(task)
    }
    var next = 0
    var nextCallback = 0
    while next < due.count || nextCallback < queued.count {
      // A callback first when one is queued, as the chapter's queues run alongside the network.
      if nextCallback < queued.count {
        let callback = queued[nextCallback]
        nextCallback += 1
        calls[callback.task].append(callback.method)
        methods[callback.method](callback.task, callback.argument)
        tally.callbacks += 1
        continue
      }
      let (task, event) = due[next]
      next += 1
      tally.networkEvents += 1
      let kind = kinds[task]
      let sizes = kind == .delegateData ? [250, 250, 250, 250] : kind == .download ? [1000, 1000, 1000] : [13]
      switch event {
      case -2:
        due.append((task, -1))
      case -1:
        expected[task] = sizes.reduce(0, +)
        if kind == .delegateData { queued.append((task, 0, 200)) } else { due.append((task, 0)) }
      case Int.max:
        switch kind {
        case .delegateData: queued.append((task, 4, 0))
        case .download: queued += [(task, 3, 0), (task, 4, 0)]
        case .completion: queued.append((task, 5, received[task]))
        }
      default:
        received[task] += sizes[event]
        if kind == .delegateData { queued.append((task, 1, sizes[event])) }
        if kind == .download { queued.append((task, 2, sizes[event])) }
        due.append((task, event + 1 < sizes.count ? event + 1 : Int.max))
      }
    }
    let time = ContinuousClock.now - start
    tally.bytes = received.reduce(0, +)
    kinds.removeAll()
    precondition(completed.allSatisfy { $0 } && calls.allSatisfy { !$0.isEmpty } && delivered == received)
    return (tally, time)
  }

  /// One run of both: `tasks` tasks in worlds of `perWorld` tasks and `sessions` sessions each
  /// (the worlds built and their first tasks resumed outside the timing), then every task to its
  /// end, `inFlight` at once in each world.
  ///
  /// A world keeps its whole history (the sequence diagram, the machine's log and operations,
  /// the lanes) and a step of the queues copies what it changes of it, so a step costs more as a
  /// world grows: the tasks are spread over worlds of a lesson's size or a little more.
  public static func run(tasks: Int = 10_000, perWorld: Int = 100, sessions: Int = 10, inFlight: Int = 100) -> Run {
    let perWorld = max(1, min(perWorld, tasks))
    var worlds = stride(from: 0, to: tasks, by: perWorld).map { first in
      world(tasks: min(perWorld, tasks - first), sessions: sessions, inFlight: inFlight)
    }
    var modelTally = Tally()
    let start = ContinuousClock.now
    for index in worlds.indices { modelTally.add(drive(&worlds[index], inFlight: inFlight)) }
    let model = ContinuousClock.now - start
    var flats = stride(from: 0, to: tasks, by: perWorld).map { first in
      FlatNetworking(tasks: min(perWorld, tasks - first), sessions: sessions, inFlight: inFlight)
    }
    let flatStart = ContinuousClock.now
    for index in flats.indices { flats[index].drive() }
    let flat = ContinuousClock.now - flatStart
    var flatTally = Tally()
    for world in flats { flatTally.add(world.tally) }
    let (bareTally, bareTime) = bare(tasks: tasks, inFlight: inFlight)
    return Run(
      tasks: tasks, model: model, flat: flat, bare: bareTime, modelTally: modelTally, flatTally: flatTally,
      bareTally: bareTally)
  }
}
