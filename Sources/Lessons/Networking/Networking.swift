/// The networking chapter.
///
/// URLSession's sessions, tasks, delegate callbacks and downloads against a scripted server on
/// the virtual clock, one network event or one callback a step (Programming iOS 8, ch. 24; The
/// Core iOS Developer's Cookbook, ch. 13). The callbacks run on the threading chapter's own
/// machine: a delegate queue is one of its operation queues, or main, so a main-queue delegate
/// really waits for the main thread.
public enum Networking: TimedChapter {
  public typealias State = NetworkWorld

  public static let name = "networking"
  public static let abstract =
    "URLSession tasks, delegate callbacks and downloads, a network event or a callback a step, on threading's queues."
  public static var initialState: State { NetworkWorld() }

  static let threading = Embedding<Networking, Threading>(state: \NetworkWorld.threading)

  /// The threading commands the chapter redefines: `new` makes sessions and tasks too;
  /// `resume`, `suspend` and `cancel` act on tasks as well as operation queues and operations;
  /// `run` runs the network and the queues together.
  static let redefined: Set<String> = ["new", "resume", "suspend", "cancel", "run", "load"]

  public static let commands: [ChapterCommand<Networking>] =
    threading.commands(excluding: redefined) + NetworkingCommands.all

  public static func objects(in state: State) -> [InspectField] {
    threading.objects(in: state)
      + state.sessionOrder.compactMap { name in
        state.sessions[name].map { InspectField(name, NetworkingInspection.session($0, in: state)) }
      }
      + state.taskOrder.compactMap { name in state.tasks[name].map { InspectField(name, NetworkingInspection.task($0)) } }
      + (state.table?.rows ?? []).map { InspectField($0.name, NetworkingInspection.row($0)) }
      + [
        InspectField("reachability", NetworkingInspection.reachability(state.reachability)),
        InspectField("now", .text(state.now.description)),
      ]
  }

  public static func object(named name: String, in state: State) -> InspectValue? {
    if let session = state.sessions[name] { return NetworkingInspection.session(session, in: state) }
    if let task = state.tasks[name] { return NetworkingInspection.task(task) }
    if let table = state.table, let row = table.index(ofRow: name) { return NetworkingInspection.row(table.rows[row]) }
    if name == "now" { return .text(state.now.description) }
    if name == "reachability" { return NetworkingInspection.reachability(state.reachability) }
    return threading.object(named: name, in: state)
  }

  // MARK: - The clock

  /// The queues' work, a callback at a time: when a step starts a callback, the thread it runs
  /// on goes on until it returns (or blocks), so one step is one callback.
  ///
  /// It works on the state in place: a step that fails (a crash on the callback's thread) fails
  /// the command that took it, `step`, `run` or `clock`, and the engine puts that command's
  /// state back, so the clock need keep no copy of the whole world to fall back on.
  enum Queues: ClockPart {
    typealias Host = Networking
    static func now(in state: NetworkWorld) -> VirtualTime { Threading.now(of: state.threading.machine) }
    static func nextDue(in state: NetworkWorld) -> VirtualTime? {
      Threading.nextDue(of: state.threading.machine, state.threading.program)
    }
    static func pass(_ state: inout NetworkWorld, to time: VirtualTime) { Threading.pass(&state.threading, to: time) }
    static func tick(_ state: inout NetworkWorld) throws(CommandError) -> StepNote? { try callbackStep(&state) }
    static var alwaysTakes: Bool { true }
    static func advance(_ state: inout NetworkWorld) throws(CommandError) -> Bool { try callbackAdvance(&state) }
  }

  /// The network's events: one is always taken when one is due (`takeNetworkEvent` returns nil
  /// only when none is scheduled, and neither fails), so the clock lets it work in place.
  ///
  /// In live mode an event may need the real exchange to go on first: its live input lets the
  /// embedded server send the next chunk and records what the real URLSession did (a live tick).
  enum Network: ClockPart {
    typealias Host = Networking
    static func now(in state: NetworkWorld) -> VirtualTime { state.clock }
    static func nextDue(in state: NetworkWorld) -> VirtualTime? { state.scheduled.first?.due }
    static func pass(_ state: inout NetworkWorld, to time: VirtualTime) { state.clock = max(state.clock, time) }
    static func tick(_ state: inout NetworkWorld) throws(CommandError) -> StepNote? { state.takeNetworkEvent() }
    static var alwaysTakes: Bool { true }
    static func input(_ state: inout NetworkWorld) throws(CommandError) -> [String] { try state.takeLiveInput() }
    static func advance(_ state: inout NetworkWorld) throws(CommandError) -> Bool { state.advanceNetwork() }
  }

  static let clock = SharedClock<Networking>([Queues.self, Network.self])

  /// `step`: the next event; when nothing is due but a task waits for the learner's answer,
  /// an error that says which.
  public static func tick(_ state: inout State) throws(CommandError) -> StepNote? {
    if let note = try step(&state) { return note }
    if let waiting = state.taskOrder.first(where: { state.tasks[$0]?.question != nil }) {
      throw CommandError(
        "nothing can happen until \(waiting)'s delegate answers",
        suggestion: "respond \(waiting) allow|cancel" + (state.tasks[waiting]?.question == .disposition ? "|download" : ""))
    }
    return nil
  }

  /// The next event of the network or the queues; nil when nothing is due.
  ///
  /// Not `narrating`, the step changes and records all the same (the diagram, the callbacks,
  /// the machine's log and lanes) and its note is empty: the words are built only for a step
  /// someone reads. What a learner acts on is in `outcome` either way.
  static func step(_ state: inout State, narrating: Bool = true) throws(CommandError) -> StepNote? {
    guard narrating else { return try advance(&state) ? StepNote("") : nil }
    state.outcome.value.clear()
    let seen = state.observeCallbacks()
    guard var note = try clock.tick(&state) else {
      return seen.isEmpty ? nil : StepNote(seen[0], details: Array(seen.dropFirst()))
    }
    note.details = seen + note.details
    state.syncOutsideWork()
    return note
  }

  /// Whether a step nobody reads did something (`step`, not narrating).
  ///
  /// What a learner acts on is in `outcome`.
  static func advance(_ state: inout State) throws(CommandError) -> Bool {
    state.outcome.value.clear()
    state.narrates.value = false
    defer { state.narrates.value = true }
    // Most steps begin with no news of the callbacks: nothing is looked at, and no record of
    // what was seen is made.
    let changed = state.threading.machine.hasFrameworkNews && state.observe().changed
    guard try clock.advance(&state) else { return changed }
    state.syncOutsideWork()
    return true
  }

  public static func tick(_ state: inout State, by actor: String) throws(CommandError) -> StepNote {
    var note = try threading.tick(&state, by: actor)
    note.details += state.observeCallbacks()
    return note
  }

  /// One step of the queues: a callback run to its return, or one step of the learner's own
  /// threading code.
  static func callbackStep(_ state: inout State) throws(CommandError) -> StepNote? {
    guard state.narrates.value else { return try callbackAdvance(&state) ? StepNote("") : nil }
    guard let first = try state.threading.stepByPolicy() else { return nil }
    let seen = state.observe()
    var details = [first.text] + seen.started + first.details + seen.returned
    if let (block, thread) = seen.running { details += try runToReturn(block, on: thread, &state, narrating: true) }
    guard let headline = details.firstIndex(where: { $0.hasPrefix("[") }) else {
      return StepNote(first.text, why: first.why, details: Array(details.dropFirst()))
    }
    let text = "t=\(state.now) " + details.remove(at: headline)
    // The block's first statement only logs the call the headline already names.
    var kept: [String] = []
    kept.reserveCapacity(details.count)
    for line in details where !state.isCallbackMarker(line) { kept.append(line) }
    return StepNote(text, details: kept)
  }

  /// Whether a step was taken: `callbackStep`, told to nobody.
  ///
  /// No words are built, not even an empty list of them.
  ///
  /// A callback that runs none of the learner's code is one step of the machine, begun and
  /// ended: it is put on the record as it is handed back, not looked for.
  static func callbackAdvance(_ state: inout State) throws(CommandError) -> Bool {
    switch try state.threading.advanceByPolicyTakingCalls() {
    case .none:
      return false
    case .bareCall(let block, let thread):
      state.ranWhole(block: block, on: thread)
    case .step:
      if let (block, thread) = state.observe().running { _ = try runToReturn(block, on: thread, &state, narrating: false) }
    }
    return true
  }

  /// A callback that has started on `thread` goes on to its return there; what it did, a line
  /// each when `narrating`.
  private static func runToReturn(
    _ block: Int, on thread: Int, _ state: inout State, narrating: Bool
  ) throws(CommandError) -> [String] {
    var details: [String] = []
    var steps = 0
    while state.threadRunning(block: block)?.thread == thread, steps < NetworkWorld.stepLimit {
      steps += 1
      // A callback that waits (on a semaphore, a lock, a sync) stays where it is: the next
      // line may free it.
      if state.threading.machine.isBlocked(thread, state.threading.program) {
        if narrating { details.append("\(ThreadingProgram.threadName(thread)) is \(state.threading.threadState(thread))") }
        break
      }
      do {
        let note = try state.threading.step(thread: thread, narrating: narrating)
        if narrating { details += [note.text] + note.details }
      } catch {
        // A crash (the Main Thread Checker's stop) fails the step, as threading's own steps do.
        if state.threading.machine.isStopped { throw error }
        if narrating { details.append("\(ThreadingProgram.threadName(thread)) cannot go on: \(error.message)") }
        break
      }
      let more = state.observe()
      if narrating { details += more.started + more.returned }
    }
    return details
  }

  public static func now(in state: State) -> VirtualTime { state.now }
  public static func nextDue(in state: State) -> VirtualTime? { clock.nextDue(in: state) }
  public static func pass(_ state: inout State, to time: VirtualTime) {
    for part in clock.parts where part.now(in: state) < time { part.pass(&state, to: time) }
  }

  public static func endTurn(_ state: inout State) { _ = closeTurn(&state) }

  /// The turn ends: the main queue may run again; a callback the line's own threading steps
  /// ran is said here.
  public static func closeTurn(_ state: inout State) -> [String] {
    threading.endTurn(&state)
    let lines = state.observeCallbacks()
    state.syncOutsideWork()
    return lines
  }

  public static func hasOpenLiveWork(in state: State) -> Bool { state.hasOpenLiveExchanges }

  public static func weight(of state: State) -> Int {
    Threading.weight(of: state.threading) + state.tasks.count * 4 + state.scheduled.count
      + state.tasks.values.reduce(0) { $0 + $1.events.count * 2 } + state.diagram.records.count * 2 + state.posted.count
  }
}
