/// The threading chapter's state: the program the learner has built and where its run stands.
public struct ThreadingWorld: Equatable, Sendable {
  var program = ThreadingProgram() {
    // A queue's limit or target may have changed: settling may start what it could not.
    didSet { machine.isSettled.value = false }
  }
  var machine = Machine(workers: 4)
  /// The registers main's statements have loaded in the line being run: a line is one turn of
  /// main's code, so `load r c; store c r+1` reads the `r` its first statement loaded.
  var mainLoaded: Set<Int> = []
  /// Every step the session has taken, for `lanes`.
  var lanes = LaneTrace()

  /// A framework built on the model (the networking chapter's URL loading system) has work in
  /// flight that will post blocks: until it has none, a blocked program is waiting, not
  /// deadlocked, and the typed line says nothing of a deadlock.
  var outsideWork = false

  /// The code of each labelled block a framework has posted (`post(logging:then:to:)`), by the
  /// text of the learner's block it runs: it follows from the program, so it makes no two
  /// worlds different.
  var labelledCodes = Unhashed([String: Int]())
  /// The code of a labelled block that runs nothing else, once a framework has posted one.
  var bareLabelCode = Unhashed(Int?.none)

  /// `run` and a typed line stop after this many steps: a program may never end.
  static let stepLimit = 10_000

  var workers: Int { machine.workerCount }

  // MARK: - The main thread's turn

  /// Appends a typed statement to the main thread's code for this turn, then runs until the
  /// main thread is idle or blocked.
  ///
  /// The first statement of a line is a new event: before it, the run loop lets the main thread
  /// finish what earlier turns queued on the main queue.
  mutating func runOnMain(_ code: Int) throws(CommandError) -> [String] {
    try refuseIfStopped()
    var notes = Notes(true)
    if !machine.turnOpen {
      try runMain(&notes)
      if !(machine.threads[0].frames.isEmpty && machine.turn.isEmpty) {
        throw CommandError(
          "the main thread cannot take a new line yet: it is \(threadState(0))",
          suggestion: "type 'run' or 'step' to let it go on, or 'back' to undo what blocked it")
      }
    }
    machine.turn.append(code)
    machine.turnOpen = true
    try runMain(&notes)
    var probe = self
    var quiet = Notes(false)
    if !outsideWork, probe.machine.isBlocked(0, program), probe.machine.prepare(program, &quiet).isEmpty,
      probe.machine.isDeadlocked(program)
    {
      notes.lines += machine.deadlockReport(program)
    }
    return notes.lines
  }

  /// Steps by the default policy until the main thread has nothing to do or is blocked.
  private mutating func runMain(_ notes: inout Notes) throws(CommandError) {
    var steps = 0
    while steps < Self.stepLimit {
      if steps & 255 == 255 { try Interruption.check(steps + 1, of: Self.stepLimit, "steps") }
      if let stopped = machine.stopped {
        if let crash = stopped.crash { throw CommandError(crash.message) }
        notes.add(stopped.sentence)
        return
      }
      machine.settle(program, &notes)
      if machine.threads[0].frames.isEmpty && machine.turn.isEmpty { return }
      if machine.isBlocked(0, program) {
        notes.add("main is \(threadState(0))")
        return
      }
      let enabled = machine.enabledThreads(program)
      if enabled.isEmpty {
        if !machine.advanceClock(program, &notes) { return }
        continue
      }
      try step(policyPick(enabled), &notes)
      steps += 1
    }
    notes.add("stopped after \(Self.stepLimit) steps: the main thread's code has not returned")
  }

  /// The thread the default policy steps: main first, then the workers in turn.
  func policyPick(_ enabled: ThreadSet) -> Int {
    if enabled.contains(0) { return 0 }
    return enabled.first { $0 > machine.lastWorker.value } ?? enabled.first ?? 0
  }

  /// One step of `thread`, its fault turned into a command error, recorded for `lanes`.
  mutating func step(_ thread: Int, _ notes: inout Notes) throws(CommandError) {
    try recordingStep(of: thread) { world throws(CommandError) in
      var said: Machine.StepWords?
      if notes.isEnabled, let frame = world.machine.threads[thread].frames.last {
        let who = world.machine.label(thread, frame, world.program)
        let text = world.machine.text(frame, world.program)
        said = Machine.StepWords(who: who, text: text, line: who + ": " + text)
      }
      do throws(Fault) {
        try world.machine.step(thread, world.program, &notes, said: said)
      } catch {
        throw CommandError(error.message)
      }
    }
  }

  /// Takes the step of `thread` that `body` takes, and records it for `lanes`.
  ///
  /// The lanes keep the threads before and after it, and what it ran. A crash it leaves the
  /// app in fails it.
  private mutating func recordingStep(
    of thread: Int, _ body: (inout ThreadingWorld) throws(CommandError) -> Void
  ) throws(CommandError) {
    let before = machine.laneSnapshot(program)
    // The lanes keep the step's parts, read where the frame is (a copy of it is not needed);
    // its words are built now only for a step someone reads.
    let parts = machine.said(thread)
    try body(&self)
    try refuseCrash()
    if thread > 0 { machine.lastWorker.value = thread }
    lanes.record(thread: thread, said: parts, before: before, after: machine.laneSnapshot(program))
  }

  // MARK: - Step and run

  /// `step`: one step by the default policy; nil when everything has finished.
  ///
  /// Not `narrating`, the step does and records the same, and its note is empty: what it
  /// did is told only when someone reads it. A step the line's own code waits on (a Swift
  /// block's `wait` or `sync`) keeps the line's turn open (`closingTurn` false): the main queue
  /// waits for the whole line, as it waits for a Swift program's top-level code.
  mutating func stepByPolicy(narrating: Bool = true, closingTurn: Bool = true) throws(CommandError) -> StepNote? {
    guard narrating else { return try advanceByPolicy(closingTurn: closingTurn) ? StepNote("") : nil }
    var notes = Notes(true)
    guard let thread = try policyThread(closingTurn: closingTurn, &notes) else { return nil }
    return try note(stepping: thread, after: notes.lines, narrating: true)
  }

  /// Whether `stepByPolicy`, told to nobody, took a step: it builds no words at all.
  mutating func advanceByPolicy(closingTurn: Bool = true) throws(CommandError) -> Bool {
    var notes = Notes(false)
    guard let thread = try policyThread(closingTurn: closingTurn, &notes) else { return false }
    try step(thread, &notes)
    return true
  }

  /// What `advanceByPolicy` took, for a framework that is told of its own calls directly.
  enum PolicyStep {
    /// Nothing could step.
    case none
    /// A step, whose framework news are left for the framework to take.
    case step
    /// A framework's call run whole in one step (`Machine.bareCall`): its block, begun and
    /// ended on `thread`, is not news.
    case bareCall(block: Int, thread: Int)
  }

  /// `advanceByPolicy` for a framework that takes the end of a call of its own directly.
  ///
  /// A step that is a framework's call and nothing more (`Machine.bareCall`) runs in one go and
  /// is recorded for the lanes as any step; its block and thread are handed back instead of
  /// being left as news. Any other step is `advanceByPolicy`'s. News that settling made first
  /// stay for the framework, before anything this step did: the call then takes the usual way.
  mutating func advanceByPolicyTakingCalls() throws(CommandError) -> PolicyStep {
    var notes = Notes(false)
    guard let thread = try policyThread(closingTurn: true, &notes) else { return .none }
    guard !machine.hasFrameworkNews, let index = machine.bareCall(on: thread, program) else {
      try step(thread, &notes)
      return .step
    }
    // What starts after the call may end at once and crash the app: that fails it, as any step.
    try recordingStep(of: thread) { world in world.machine.runBareCall(index, on: thread, world.program) }
    return .bareCall(block: machine.operations[index].block, thread: thread)
  }

  /// The thread the default policy steps next, once the machine has settled (what settling
  /// did is in `notes`); nil when none can step.
  private mutating func policyThread(closingTurn: Bool, _ notes: inout Notes) throws(CommandError) -> Int? {
    try refuseIfStopped()
    if closingTurn { machine.turnOpen = false }
    let enabled = machine.prepare(program, &notes)
    try refuseCrash()
    guard !enabled.isEmpty else {
      if machine.isDeadlocked(program) { throw deadlockError() }
      return nil
    }
    return policyPick(enabled)
  }

  /// `step w1`: one step of that thread, if it can take one (told or not, as `stepByPolicy`).
  mutating func step(named name: String, narrating: Bool = true) throws(CommandError) -> StepNote {
    guard let thread = ThreadingProgram.threadIndex(of: name, workers: workers) else {
      let names = (0...workers).map(ThreadingProgram.threadName)
      throw CommandError(
        "no thread named \(Format.echo(name))",
        suggestion: Suggestion.didYouMean(name, in: names) ?? "the threads are " + names.joined(separator: ", "))
    }
    return try step(thread: thread, narrating: narrating)
  }

  /// One step of the thread numbered `thread` (0 is main), if it can take one.
  mutating func step(thread: Int, narrating: Bool = true) throws(CommandError) -> StepNote {
    let name = ThreadingProgram.threadName(thread)
    try refuseIfStopped()
    machine.turnOpen = false
    var notes = Notes(narrating)
    let enabled = machine.prepare(program, &notes)
    try refuseCrash()
    guard enabled.contains(thread) else {
      if machine.isDeadlocked(program) { throw deadlockError() }
      let others = enabled.map(ThreadingProgram.threadName)
      throw CommandError(
        "\(name) cannot step: it is \(threadState(thread))",
        suggestion: others.isEmpty ? "nothing can step now" : "these can: " + others.joined(separator: ", "))
    }
    return try note(stepping: thread, after: notes.lines, narrating: narrating)
  }

  private mutating func note(stepping thread: Int, after earlier: [String], narrating: Bool) throws(CommandError) -> StepNote {
    var notes = Notes(narrating)
    try step(thread, &notes)
    guard narrating else { return StepNote("") }
    let lines = earlier + notes.lines
    return StepNote(lines.first ?? "", details: Array(lines.dropFirst()))
  }

  /// A crash the frameworks would have outside a statement (an unbalanced group leave when a
  /// block ends) is refused like a statement's: the command fails and changes nothing.
  @inline(__always)
  private func refuseCrash() throws(CommandError) {
    if machine.hasCrashed, let crash = machine.stopped?.crash { throw CommandError(crash.message) }
  }

  /// Nothing runs in an app the system has suspended or killed.
  @inline(__always)
  private func refuseIfStopped() throws(CommandError) {
    guard machine.isStopped, let stopped = machine.stopped else { return }
    throw CommandError(stopped.sentence, suggestion: "'back' undoes; 'load blank' starts afresh")
  }

  private func deadlockError() -> CommandError {
    let report = machine.deadlockReport(program)
    let cycle = report.first { $0.hasPrefix("  cycle: ") }.map { " (\($0.dropFirst(9)))" } ?? ""
    return CommandError(
      "nothing can run: the program is deadlocked\(cycle)", suggestion: "'threads' shows who waits for what; 'back' undoes")
  }

  /// `run`: steps by the default policy until everything has finished or nothing can run.
  mutating func run() throws(CommandError) -> [String] {
    try refuseIfStopped()
    machine.turnOpen = false
    let logStart = machine.log.count
    var lines: [String] = []
    var steps = 0
    var quiet = Notes(false)
    while true {
      if steps & 255 == 255 { try Interruption.check(steps + 1, of: Self.stepLimit, "steps") }
      let enabled = machine.prepare(program, &quiet)
      if let crash = machine.stopped?.crash {
        throw CommandError(
          "after \(Format.count(steps, "step")): \(crash.message)",
          suggestion: "nothing was run; 'step \(max(steps, 1))' goes up to it")
      }
      if enabled.isEmpty { break }
      if steps == Self.stepLimit {
        lines += logLines(from: logStart)
        lines.append(
          "stopped after \(Self.stepLimit) steps at t=\(machine.clock): the program has not ended (does a block keep scheduling itself, or a loop never end?); 'run' goes on"
        )
        return lines
      }
      do {
        try step(policyPick(enabled), &quiet)
      } catch {
        throw CommandError(
          "after \(Format.count(steps, "step")): \(error.message)",
          suggestion: "nothing was run; 'step \(max(steps, 1))' goes up to it")
      }
      steps += 1
    }
    lines += logLines(from: logStart)
    if let stopped = machine.stopped {
      let outcome = program.variables.isEmpty ? "" : " (" + Machine.outcome(of: machine.variables, program) + ")"
      return lines + ["t=\(machine.clock): \(stopped.sentence)\(outcome)"]
    }
    if machine.isDeadlocked(program) {
      return lines + machine.deadlockReport(program)
    }
    let outcome = program.variables.isEmpty ? "" : ": " + machine.outcome(program)
    return lines + ["finished at t=\(machine.clock) after \(Format.count(steps, "step"))\(outcome)"]
  }

  func logLines(from start: Int = 0) -> [String] {
    machine.log[start...].map { "[\(ThreadingProgram.threadName($0.thread))] " + ($0.isUI ? "ui: " : "") + machine.text(of: $0) }
  }

  // MARK: - Describing

  /// What a thread is doing, in words: idle, running a block, busy, or blocked and why.
  func threadState(_ thread: Int) -> String {
    let state = machine.threads[thread]
    guard let frame = state.frames.last else {
      return thread == 0 && !machine.turn.isEmpty ? "about to run its turn" : "idle"
    }
    if machine.isBusy(thread) { return "busy in work until t=\(state.busyUntil)" }
    if machine.isBlocked(thread, program) {
      let edge = machine.waitEdges(program).first { $0.thread == thread }
      return "blocked: " + (edge?.explanation ?? "waiting")
    }
    let name = ThreadingProgram.threadName(thread)
    let label = machine.label(thread, frame, program)
    let running = label == name ? "running its turn" : "running " + label.dropFirst(name.count + 1)
    guard frame.pc < program.codes[frame.code].statements.count else { return running }
    return running + ", next: " + machine.text(frame, program)
  }
}
