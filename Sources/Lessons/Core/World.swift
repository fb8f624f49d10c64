/// Where a paused process stands.
public struct ProcessStatus: Sendable, Equatable {
  public var title: String
  public var stepsDone: Int
  public var totalSteps: Int?

  /// `2 of 4`, or `2` when the length is not known in advance.
  public var progress: String {
    totalSteps.map { "\(stepsDone) of \($0)" } ?? "\(stepsDone)"
  }
}

/// A chapter's live state and paused process with the chapter's type erased, so the session
/// can keep every chapter side by side and the timeline can snapshot them as plain values.
protocol AnyWorld: Sendable {
  var chapterName: String { get }
  var abstract: String { get }
  var commandSpecs: [CommandSpec] { get }
  /// The index of the command called `name`, without building the list of specs.
  func command(named name: String) -> Int?
  func spec(of command: Int) -> CommandSpec
  var process: ProcessStatus? { get }
  func isQuery(command: Int) -> Bool
  func startsProcess(command: Int) -> Bool
  /// Whether the command's outcome comes from outside the model and is recorded.
  /// Whether the command does live work this time: a live command may be live only in some
  /// states (networking's `resume` in live mode); otherwise it is a plain change.
  func isLive(command: Int, _ arguments: Arguments) -> Bool
  /// Does the live command's live work, changing nothing.
  func perform(command: Int, _ arguments: Arguments) throws(CommandError) -> LiveRecord
  /// Changes the state from a live command's recorded outcome.
  ///
  /// Like `change` and `tick`, it works in place: a command that fails may leave its world half
  /// changed, and the engine puts the session state back (see `Engine.restore`).
  mutating func apply(command: Int, _ arguments: Arguments, _ record: LiveRecord) throws(CommandError) -> [String]
  func objects() -> [InspectField]
  /// Whether the chapter has live work open outside the model (see `Chapter.hasOpenLiveWork`).
  var hasOpenLiveWork: Bool { get }
  /// Roughly how many values the state holds (see `Chapter.weight(of:)`).
  var weight: Int { get }
  func object(named name: String) -> InspectValue?
  func query(command: Int, _ arguments: Arguments) throws(CommandError) -> [String]
  mutating func change(command: Int, _ arguments: Arguments) throws(CommandError) -> [String]
  /// Starts the command's process. `typedLine` is the line it was typed on, if any: a Swift
  /// block's errors give columns of that line.
  mutating func start(command: Int, _ arguments: Arguments, typedLine: String?) throws(CommandError)
  /// Advances the paused process by one step; nil when there is none.
  mutating func advance() -> ProcessStep?
  /// Advances the paused process by up to `limit` steps that nobody reads (a run not stepped,
  /// a replay): the state `advance` leaves after as many. Returns how many it took (0: there is
  /// no process), and the last step when the process finished with it.
  mutating func advance(quietly limit: Int) -> (taken: Int, finished: ProcessStep?)
  mutating func tick() throws(CommandError) -> StepNote?
  mutating func tick(by actor: String) throws(CommandError) -> StepNote
  mutating func endTurn()
  /// `endTurn`, with what the chapter says happened then.
  mutating func closeTurn() -> [String]
  func isEqual(to other: any AnyWorld) -> Bool
  /// Whether the chapter's state (not its paused process) equals `other`'s.
  func hasSameState(as other: any AnyWorld) -> Bool
  var resolver: InspectResolver { get }
}

struct World<C: Chapter>: AnyWorld {
  struct Paused: Sendable, Equatable {
    var process: C.Process
    var status: ProcessStatus
  }

  var state: C.State = C.initialState
  var paused: Paused?
  /// What the learner's Swift holds in this chapter (see `SwiftHost`).
  var swift = SwiftScope()
  /// Where a `swift --step` run stands while it is paused.
  var swiftRun: ProcessStatus?
  /// Whether the run was started with `--step`: its steps show what it printed as they go, so
  /// its end does not print it all again.
  var swiftStepped = false

  var chapterName: String { C.name }
  var abstract: String { C.abstract }
  var commandSpecs: [CommandSpec] { Self.specs }
  /// The chapter's commands, then `swift`.
  static var specs: [CommandSpec] { C.commands.map(\.spec) + (swiftCommand != nil ? [SwiftHost.spec] : []) }
  func command(named name: String) -> Int? {
    C.commands.firstIndex { $0.spec.name == name } ?? (name == SwiftHost.spec.name ? Self.swiftCommand : nil)
  }
  func spec(of command: Int) -> CommandSpec { isSwift(command) ? SwiftHost.spec : C.commands[command].spec }
  var process: ProcessStatus? { paused?.status ?? swiftRun }

  /// The index of the `swift` command, after the chapter's own.
  ///
  /// Nil when the chapter has a `swift` of its own. Every chapter has it, so the commands are
  /// the same in every program; without a runner installed it says Swift is not available.
  private static var swiftCommand: Int? {
    C.commands.contains(where: { $0.spec.name == SwiftHost.spec.name }) ? nil : C.commands.count
  }

  private func isSwift(_ command: Int) -> Bool { command >= C.commands.count }

  func isQuery(command: Int) -> Bool { isSwift(command) ? false : C.commands[command].isQuery }

  func startsProcess(command: Int) -> Bool {
    if isSwift(command) { return true }
    if case .process = C.commands[command].behavior { return true }
    return false
  }

  func isLive(command: Int, _ arguments: Arguments) -> Bool {
    // A `swift` file is read once, when typed, and its text recorded.
    if isSwift(command) { return SwiftHost.source(ofBlock: arguments.word("code")) == nil }
    if case .live(let live) = C.commands[command].behavior { return live.isLive(state, arguments) }
    return false
  }

  func perform(command: Int, _ arguments: Arguments) throws(CommandError) -> LiveRecord {
    if isSwift(command) { return LiveRecord(try SwiftHost.read(arguments.word("code"))) }
    guard case .live(let live) = C.commands[command].behavior else { return LiveRecord(json: "{}") }
    return try live.perform(state, arguments)
  }

  mutating func apply(command: Int, _ arguments: Arguments, _ record: LiveRecord) throws(CommandError) -> [String] {
    if isSwift(command) {
      try startSwift(try record.decode(SwiftHost.Source.self).text, stepped: arguments.flag("step"))
      return arguments.flag("step") ? firstSwiftStep() : try finishSwift()
    }
    guard case .live(let live) = C.commands[command].behavior else { return [] }
    return try live.apply(&state, arguments, record)
  }

  func objects() -> [InspectField] {
    guard swift.value != nil, let runner = SwiftHost.runner else { return C.objects(in: state) }
    // A Swift name bound to one of the chapter's objects (`let v = UIView()` names the view v)
    // is that object, listed once; the chapter's comes first, as `object(named:)` finds it.
    let own = C.objects(in: state)
    let names = Set(own.map(\.name))
    return own + runner.objects(in: swift, of: C.self, state: state).filter { !names.contains($0.name) }
  }

  var hasOpenLiveWork: Bool { C.hasOpenLiveWork(in: state) }

  var weight: Int { C.weight(of: state) + (swift.value == nil ? 0 : SwiftHost.runner?.weight(of: swift) ?? 0) }

  func object(named name: String) -> InspectValue? {
    if let object = C.object(named: name, in: state) { return object }
    guard swift.value != nil, let runner = SwiftHost.runner else { return nil }
    return runner.objects(in: swift, of: C.self, state: state).first { $0.name == name }?.value
  }

  /// Resolves paths among this world's objects, building only those a path visits.
  var resolver: InspectResolver {
    let world = self
    return InspectResolver(lookup: { world.object(named: $0) }, names: { world.objects().map(\.name) })
  }

  func query(command: Int, _ arguments: Arguments) throws(CommandError) -> [String] {
    guard case .query(let run) = C.commands[command].behavior else { return [] }
    return try run(state, arguments)
  }

  mutating func change(command: Int, _ arguments: Arguments) throws(CommandError) -> [String] {
    switch C.commands[command].behavior {
    case .change(let run): return try withSwiftCallout { (state) throws(CommandError) in try run(&state, arguments) }
    case .live(let live): return try live.plain(&state, arguments)
    default: return []
    }
  }

  mutating func start(command: Int, _ arguments: Arguments, typedLine: String?) throws(CommandError) {
    if isSwift(command) {
      let block = arguments.word("code")
      guard let source = SwiftHost.source(ofBlock: block) else {
        throw CommandError("swift takes a { block } or a .swift file", suggestion: "swift { print(1) }")
      }
      let column = typedLine.flatMap { SwiftHost.firstLineColumn(ofBlock: block, in: $0) } ?? 0
      return try startSwift(source, stepped: arguments.flag("step"), column: column)
    }
    guard case .process(let run) = C.commands[command].behavior else { return }
    let start = try run(state, arguments)
    paused = Paused(process: start.process, status: ProcessStatus(title: start.title, stepsDone: 0, totalSteps: start.totalSteps))
  }

  mutating func advance() -> ProcessStep? {
    guard var current = paused else { return advanceSwift() }
    // Taken out, the process is the only reference to its storage: a step that appends to it
    // (the changes an undo has made) does not copy what it holds.
    paused = nil
    let step = withSwiftCallout { state in C.advance(&current.process, &state) }
    current.status.stepsDone += 1
    if case .finished = step {
      paused = nil
    } else {
      paused = current
    }
    return step
  }

  mutating func advance(quietly limit: Int) -> (taken: Int, finished: ProcessStep?) {
    guard paused == nil else {
      // A chapter's process is told as it steps: one step at a time.
      guard let step = advance() else { return (0, nil) }
      if case .finished = step { return (1, step) }
      return (1, nil)
    }
    return advanceSwift(quietly: limit)
  }

  // Time passing and the end of a turn may call the learner's closures a chapter holds (an
  // animation's completion): they run with the callout too.
  mutating func tick() throws(CommandError) -> StepNote? {
    try withSwiftCallout { (state) throws(CommandError) in try C.tick(&state) }
  }

  mutating func tick(by actor: String) throws(CommandError) -> StepNote {
    try withSwiftCallout { (state) throws(CommandError) in try C.tick(&state, by: actor) }
  }

  mutating func endTurn() { withSwiftCallout { C.endTurn(&$0) } }
  mutating func closeTurn() -> [String] { withSwiftCallout { C.closeTurn(&$0) } }

  func isEqual(to other: any AnyWorld) -> Bool {
    guard let other = other as? World<C> else { return false }
    return state == other.state && paused == other.paused && swift == other.swift && swiftRun == other.swiftRun
      && swiftStepped == other.swiftStepped
  }

  func hasSameState(as other: any AnyWorld) -> Bool {
    guard let other = other as? World<C> else { return false }
    return state == other.state && swift == other.swift
  }
}

// MARK: - The learner's Swift

extension World {
  /// Readies a run of `source` in the chapter's Swift scope; a syntax error changes nothing.
  mutating func startSwift(_ source: String, stepped: Bool, column: Int = 0) throws(CommandError) {
    guard let runner = SwiftHost.runner else {
      throw CommandError(
        "Swift is not available in this program",
        suggestion: "the learner's Swift is the library libWorkbenchSwift.so beside the workbench program; make release builds it"
      )
    }
    swift = try runner.start(source, firstLineColumn: column, in: swift, of: C.self, state: state)
    swiftRun = ProcessStatus(title: "swift", stepsDone: 0, totalSteps: nil)
    swiftStepped = stepped
  }

  /// Runs `body` on the state with the chapter able to call the learner's closures it holds
  /// (`SwiftCallout`), when the chapter has Swift in it; the Swift scope keeps what they did.
  mutating func withSwiftCallout<T, E: Error>(_ body: (inout C.State) throws(E) -> T) throws(E) -> T {
    guard swift.value != nil, let runner = SwiftHost.runner else { return try body(&state) }
    let box = SwiftCalloutBox(swift)
    let call: SwiftCallout.Call = { handle, arguments, boxed throws(CommandError) in
      guard var own = boxed as? C.State else { throw CommandError("the chapter's state is not its own") }
      var scope = box.value
      let notes = try runner.call(handle, arguments, in: &scope, of: C.self, state: &own)
      box.value = scope
      boxed = own
      return notes
    }
    let method: SwiftCallout.Method = { handle, selector throws(CommandError) in
      var scope = box.value
      let bound = try runner.method(selector, of: handle, in: &scope)
      box.value = scope
      return bound
    }
    defer { swift = box.value }
    return try SwiftCallout.during(call, method: method) { () throws(E) -> T in try body(&state) }
  }

  /// The next statement of the paused Swift run; nil when none is paused.
  mutating func advanceSwift() -> ProcessStep? {
    guard var run = swiftRun, let runner = SwiftHost.runner else { return nil }
    let step = runner.step(&swift, of: C.self, state: &state)
    run.stepsDone += 1
    guard case .finished(let note, _) = step else {
      swiftRun = run
      return step
    }
    swiftRun = nil
    // A stepped run has shown its output step by step.
    return swiftStepped ? .finished(note, result: []) : step
  }

  /// Up to `limit` statements of the paused Swift run, told to nobody (see `SwiftRunner.run`).
  mutating func advanceSwift(quietly limit: Int) -> (taken: Int, finished: ProcessStep?) {
    guard var run = swiftRun, let runner = SwiftHost.runner else { return (0, nil) }
    let (taken, finished) = runner.run(&swift, of: C.self, state: &state, statements: limit)
    run.stepsDone += taken
    guard case .finished(let note, _)? = finished else {
      swiftRun = run
      return (taken, nil)
    }
    swiftRun = nil
    // A stepped run has shown its output step by step.
    return (taken, swiftStepped ? .finished(note, result: []) : finished)
  }

  /// Runs the started Swift to its end and returns what it printed (a file's run, which the
  /// engine applies from its record rather than stepping as a process).
  mutating func finishSwift() throws(CommandError) -> [String] {
    var steps = 0
    while true {
      let (taken, finished) = advanceSwift(quietly: 1024)
      guard taken > 0 else { return [] }
      steps += taken
      if case .finished(_, let result)? = finished { return result }
      try Interruption.check(steps, "statements")
    }
  }

  /// The first statement of a started Swift file's run, shown as a step is.
  mutating func firstSwiftStep() -> [String] {
    let before = objects()
    guard let step = advanceSwift() else { return [] }
    let status = swiftRun ?? ProcessStatus(title: "swift", stepsDone: 1, totalSteps: nil)
    return Renderer.step(step, status: status, changes: FieldChange.between(before, objects())).map(\.text)
  }
}
