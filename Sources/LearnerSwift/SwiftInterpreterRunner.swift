import Lessons

/// The Workbench's runner of the learner's Swift: swift-syntax's parser, `SwiftCompiler` and
/// `SwiftMachine`, installed into the engine with `SwiftHost.install(SwiftInterpreterRunner())`.
///
/// A step is one statement: the note names its line and shows it, says what the model did for
/// it (the chapter's own steps) and what it printed; the engine adds the objects it changed.
public struct SwiftInterpreterRunner: SwiftRunner {
  public init() {}

  public func start<C: Chapter>(
    _ source: String, firstLineColumn: Int, in scope: SwiftScope, of chapter: C.Type, state: C.State
  ) throws(CommandError) -> SwiftScope {
    guard source.utf8.count <= SwiftHost.sourceLimit else {
      throw CommandError(
        "the block is \(source.utf8.count) bytes long: the Workbench reads a block of up to \(SwiftHost.sourceLimit) bytes",
        suggestion: "split it into smaller blocks")
    }
    #if canImport(SwiftParser)
      let previous = scope.value(as: SwiftSession.self)
      let host = SwiftChapterBridge.scope(of: chapter, state: state, known: previous?.hostNames ?? [])
      // The model's variables the block names that Swift has not declared (`new var counter 5`)
      // are declared in a block of their own before it, and shared: their values are the model's.
      let values = SwiftChapterBridge.shared(of: chapter, state: state)
      let modelVariables = Self.undeclared(values.keys, usedBy: source, declared: previous?.machine.program.globals ?? [])
        .filter { !host.objects.contains($0) }
      let declarations = modelVariables.map { "var \($0) = 0" }.joined(separator: "\n")
      let blocks = (previous?.blocks ?? []) + (declarations.isEmpty ? [] : [declarations]) + [source]
      let compiled: (program: SwiftProgram, entry: Int, compiled: CompiledBlocks)
      do {
        compiled = try SwiftCompiler.compile(
          blocks: blocks, host: host, unset: previous?.unsetNames ?? [], continuing: previous?.compiled ?? CompiledBlocks())
      } catch {
        var error = error
        // The block's first line is part of the line it was typed on: its columns are that line's.
        if error.line == 1, let column = error.column { error.column = column + firstLineColumn }
        throw CommandError(error.description, suggestion: "swift --help shows what a block may hold")
      }
      let machine = SwiftMachine(compiled.program, entry: compiled.entry, continuing: previous?.machine)
      var session = SwiftSession(machine: machine, blocks: blocks)
      session.compiled = compiled.compiled
      session.hostNames = host.objects
      // What the chapter holds of earlier blocks' (an undo handler) stays the learner's.
      session.handles = previous?.handles ?? []
      session.shared = previous?.shared ?? [:]
      for name in modelVariables {
        if let place = session.place(of: name) { session.shared[name] = place }
      }
      if !modelVariables.isEmpty { session.pull(values) }
      return SwiftScope(session)
    #else
      throw CommandError("this build has no Swift parser: the toolchain's lib/swift/host was not found when it was built")
    #endif
  }

  public func step<C: Chapter>(_ scope: inout SwiftScope, of chapter: C.Type, state: inout C.State) -> ProcessStep {
    guard var session = scope.value(as: SwiftSession.self), session.isRunning else {
      return .finished(StepNote("the Swift block has ended"), result: [])
    }
    // Let go of the scope's copy, so the machine's storage is not shared while it runs.
    scope = SwiftScope()
    let before = session.machine.framesLocals()
    let (model, line, trap) = Self.statement(&session, of: chapter, state: &state)
    var note = StepNote("line \(line): \(session.text(ofLine: line))")
    // What the model did comes first, then the locals the statement set (the globals are the
    // session's objects, which the engine shows changed), what it printed, then a trap.
    let printed = session.machine.printed(since: session.shown)
    let locals = trap == nil ? session.machine.localsLine(since: before) : nil
    note.details = model + (locals.map { [$0] } ?? []) + printed.map { "prints " + $0 } + (trap.map { [$0] } ?? [])
    session.shown = session.machine.transcriptLength
    let result = Self.result(of: session, trap: trap)
    scope = SwiftScope(session)
    guard let result else { return .step(note) }
    return .finished(note, result: result)
  }

  public func run<C: Chapter>(
    _ scope: inout SwiftScope, of chapter: C.Type, state: inout C.State, statements limit: Int
  ) -> (taken: Int, finished: ProcessStep?) {
    guard var session = scope.value(as: SwiftSession.self), session.isRunning else {
      return (1, .finished(StepNote("the Swift block has ended"), result: []))
    }
    scope = SwiftScope()
    var taken = 0
    var last: (line: Int, trap: String?) = (0, nil)
    while taken < limit, session.isRunning {
      let (_, ran, line, trap) = Self.statements(&session, of: chapter, state: &state, upTo: limit - taken)
      taken += ran
      last = (line, trap)
    }
    // Each step counts what it printed as shown.
    session.shown = session.machine.transcriptLength
    let result = Self.result(of: session, trap: last.trap)
    scope = SwiftScope(session)
    return (taken, result.map { .finished(StepNote("line \(last.line): \(session.text(ofLine: last.line))"), result: $0) })
  }

  /// Runs the session's next statement against the chapter.
  ///
  /// Returns what the model did for it, the line it ran (or trapped) on, and the trap. A trap
  /// or the end stops the session.
  static func statement<C: Chapter>(_ session: inout SwiftSession, of chapter: C.Type, state: inout C.State) -> (
    model: [String], line: Int, trap: String?
  ) {
    let ran = statements(&session, of: chapter, state: &state, upTo: 1)
    return (ran.model, ran.line, ran.trap)
  }

  /// Runs up to `count` of the session's statements, as as many `statement` calls would.
  ///
  /// While the session shares no variable with the chapter, the statements that ask the
  /// chapter nothing run one after another in the machine, and the one that asks is answered
  /// as it asks. Returns what the model did, how many ran, the line it stopped on, and the trap.
  static func statements<C: Chapter>(
    _ session: inout SwiftSession, of chapter: C.Type, state: inout C.State, upTo count: Int
  ) -> (model: [String], count: Int, line: Int, trap: String?) {
    var ran = 1
    var result: (model: [String], count: Int, line: Int, trap: String?)
    do throws(SwiftRunError) {
      // A shared variable is pulled before each statement and pushed after it: one at a time.
      let shares = !session.shared.isEmpty
      if shares { session.pull(SwiftChapterBridge.shared(of: chapter, state: state)) }
      try session.machine.step(statements: shares ? 1 : count, counting: &ran)
      let model = try Self.answerRequests(&session, of: chapter, state: &state)
      try Self.push(&session, of: chapter, state: &state)
      result = (model, ran, session.machine.line, nil)
    } catch {
      // Swift stops the program there; what ran before stays done.
      session.isRunning = false
      result = ([], ran, error.line, error.description)
    }
    if session.machine.isFinished { session.isRunning = false }
    return result
  }

  /// What a run prints once it has stopped (every line, then its trap); nil while it runs.
  static func result(of session: SwiftSession, trap: String?) -> [String]? {
    guard !session.isRunning else { return nil }
    return session.machine.output + (trap.map { [$0] } ?? [])
  }

  public func call<C: Chapter>(
    _ handle: SwiftHandle, _ arguments: [BridgeValue], in scope: inout SwiftScope, of chapter: C.Type,
    state: inout C.State
  ) throws(CommandError) -> [String] {
    guard var session = scope.value(as: SwiftSession.self), session.handles.indices.contains(handle.id) else {
      throw CommandError("the closure \(handle.text) is no longer the learner's Swift's")
    }
    scope = SwiftScope()
    defer { scope = SwiftScope(session) }
    var values: [SwiftValue] = []
    for argument in arguments { values.append(try SwiftChapterBridge.value(argument, in: session)) }
    do throws(SwiftRunError) {
      let notes = try Self.call(session.handles[handle.id], values, in: &session, of: chapter, state: &state).notes
      // Between runs no step shows what the closure prints: its lines come back with the notes.
      let printed = session.machine.printed(since: session.shown)
      session.shown = session.machine.transcriptLength
      return notes + printed
    } catch {
      throw CommandError("the closure \(handle.text) stopped: \(error.description)")
    }
  }

  /// Runs `callee` to its return on the session's machine, on top of what it was doing, the
  /// chapter answering its uses of the chapter's objects.
  static func call<C: Chapter>(
    _ callee: SwiftValue, _ arguments: [SwiftValue], in session: inout SwiftSession, of chapter: C.Type,
    state: inout C.State
  ) throws(SwiftRunError) -> (value: SwiftValue, notes: [String]) {
    let interrupted = try session.machine.beginCall(callee, arguments)
    var notes: [String] = []
    while !session.machine.hasReturned(interrupted) {
      try session.machine.step()
      notes += try answerRequests(&session, of: chapter, state: &state)
    }
    return (session.machine.endCall(interrupted), notes)
  }

  /// Answers the machine's requests of the chapter until the statement no longer waits.
  ///
  /// A statement that uses the chapter's objects stops at each use, the chapter answers, and
  /// the statement goes on. While the chapter works, it may call the learner's closures it
  /// holds (`SwiftCallout`): they run on this same machine. Returns what the model did.
  static func answerRequests<C: Chapter>(_ session: inout SwiftSession, of chapter: C.Type, state: inout C.State)
    throws(SwiftRunError) -> [String]
  {
    var notes: [String] = []
    while let request = session.machine.hostRequest {
      let line = session.machine.line
      let answer: SwiftValue
      var thrown: SwiftValue?
      try push(&session, of: chapter, state: &state)
      do throws(CommandError) {
        let lowerer = SwiftChapterBridge.lowerer(of: chapter, state: state)
        let bridged = try SwiftChapterBridge.bridged(request, in: &session, lowerer: lowerer)
        let box = SwiftCalloutBox(session)
        let callout: SwiftCallout.Call = { handle, arguments, boxed throws(CommandError) in
          guard var own = boxed as? C.State else { throw CommandError("the chapter's state is not its own") }
          var values: [SwiftValue] = []
          for argument in arguments { values.append(try SwiftChapterBridge.value(argument, in: box.value)) }
          do throws(SwiftRunError) {
            let result = try call(box.value.handles[handle.id], values, in: &box.value, of: chapter, state: &own)
            boxed = own
            return result.notes
          } catch {
            throw CommandError("the closure \(handle.text) stopped: \(error.description)")
          }
        }
        let method: SwiftCallout.Method = { handle, selector throws(CommandError) in
          try Self.method(selector, of: handle, in: &box.value)
        }
        let result = try SwiftCallout.during(callout, method: method) { () throws(CommandError) in
          try SwiftChapterBridge.perform(bridged, of: chapter, state: &state)
        }
        session = box.value
        notes += result.notes
        session.machine.write(result.printed)
        share(bridged, in: &session, of: chapter, state: state)
        let value = try SwiftChapterBridge.value(result.value, in: session)
        answer = value != .null && SwiftChapterBridge.answersOptional(request, of: chapter) ? .some(value) : value
        thrown = try result.thrown.map { (value) throws(CommandError) in try SwiftChapterBridge.value(value, in: session) }
      } catch {
        guard session.machine.waitsForDescription else { throw SwiftRunError(line: line, error.message) }
        // An object its chapter does not describe is written by its class and name.
        session.machine.answerHost(.null)
        try session.machine.step()
        continue
      }
      if let thrown {
        try session.machine.throwFromHost(thrown)
      } else {
        session.machine.answerHost(answer)
      }
      try session.machine.step()
    }
    return notes
  }

  public func method(_ selector: String, of handle: SwiftHandle, in scope: inout SwiftScope) throws(CommandError)
    -> SwiftHandle
  {
    guard var session = scope.value(as: SwiftSession.self) else {
      throw CommandError("\(handle.text) is no longer the learner's Swift's")
    }
    scope = SwiftScope()
    defer { scope = SwiftScope(session) }
    return try Self.method(selector, of: handle, in: &session)
  }

  /// The method `selector` of the object `handle` stands for, found in its class or the classes
  /// above it, kept as a handle.
  static func method(_ selector: String, of handle: SwiftHandle, in session: inout SwiftSession) throws(CommandError)
    -> SwiftHandle
  {
    let machine = session.machine
    guard session.handles.indices.contains(handle.id), case .object(let cell) = session.handles[handle.id],
      machine.heap.indices.contains(cell), case .instance(var type, _) = machine.heap[cell]
    else { throw CommandError("\(handle.text) is not an instance of one of your classes: it takes no message") }
    let name = machine.program.types[type].name
    while true {
      if let index = machine.program.names.firstIndex(of: selector),
        let function = machine.program.types[type].methods[index]
      {
        return session.keep(.function(function))
      }
      guard let parent = machine.program.types[type].superclass else { break }
      type = parent
    }
    throw CommandError("value of type '\(name)' has no member '\(selector)'")
  }

  /// Copies Swift's writes of the shared variables out to the model, and takes the model's
  /// values back (the model may refuse one, an overflow).
  static func push<C: Chapter>(_ session: inout SwiftSession, of chapter: C.Type, state: inout C.State)
    throws(SwiftRunError)
  {
    guard !session.shared.isEmpty else { return }
    let line = session.machine.line
    for (name, value) in session.written(SwiftChapterBridge.shared(of: chapter, state: state)) {
      do throws(CommandError) {
        try SwiftChapterBridge.share(name, value: value, of: chapter, state: &state)
      } catch {
        throw SwiftRunError(line: line, error.message)
      }
    }
  }

  /// The model's variables among `names` that `source` names, as a word of its own, and no
  /// block has declared at its top level (`declared`), in order; only names Swift can spell.
  ///
  /// A name the block itself declares (`var counter = 0`, `let counter`) is the learner's own.
  static func undeclared(_ names: some Collection<String>, usedBy source: String, declared: [String]) -> [String] {
    let words = source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    var declared = Set(declared)
    for (word, next) in zip(words, words.dropFirst()) where word == "var" || word == "let" { declared.insert(next) }
    let used = Set(words)
    return names.sorted().filter { name in
      guard let first = name.first, first.isLetter || first == "_" else { return false }
      return used.contains(name) && !declared.contains(name) && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
  }

  /// After the chapter took a block: the learner's variables it uses that the model now shares
  /// are shared from here on, and the model's values copied in.
  static func share<C: Chapter>(
    _ bridged: SwiftChapterBridge.Bridged, in session: inout SwiftSession, of chapter: C.Type, state: C.State
  ) {
    guard case .call(let call) = bridged else {
      if !session.shared.isEmpty { session.pull(SwiftChapterBridge.shared(of: chapter, state: state)) }
      return
    }
    let values = SwiftChapterBridge.shared(of: chapter, state: state)
    // A name declared again since shares its latest declaration.
    for name in call.arguments.flatMap(Self.variables) where values[name] != nil {
      if let place = session.place(of: name) { session.shared[name] = place }
    }
    session.pull(values)
  }

  /// The learner's variables a block argument uses.
  private static func variables(_ value: BridgeValue) -> [String] {
    switch value {
    case .block(let block): block.variables.keys.sorted()
    case .methods(_, let lowered, _): lowered.values.flatMap(\.variables.keys).sorted()
    default: []
    }
  }

  public func prepare() {
    #if canImport(SwiftParser)
      // A first block compiles the frameworks' types once per process, then itself.
      _ = try? SwiftCompiler.compile(blocks: ["let p = CGPoint(x: 1, y: 2)\nprint(p)"], host: SwiftHostScope(classes: ["UIView"]))
    #endif
  }

  public func syntaxError(in source: String) -> (line: Int, column: Int, message: String)? {
    SwiftSource(source).diagnostics.first.map { ($0.line, $0.column, $0.message) }
  }

  public func objects<C: Chapter>(in scope: SwiftScope, of chapter: C.Type, state: C.State) -> [InspectField] {
    guard var session = scope.value(as: SwiftSession.self) else { return [] }
    // What Swift shares with the model is the model's: a block the chapter ran (threading's
    // `run`) changed it there, and the next statement reads it from there too.
    if !session.shared.isEmpty { session.pull(SwiftChapterBridge.shared(of: chapter, state: state)) }
    return session.objects
  }

  public func weight(of scope: SwiftScope) -> Int {
    guard let session = scope.value(as: SwiftSession.self) else { return 0 }
    return session.machine.globals.count + session.lines.count
  }
}
