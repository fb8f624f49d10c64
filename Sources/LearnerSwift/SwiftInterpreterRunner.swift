import Lessons

/// The Workbench's runner of the learner's Swift: swift-syntax's parser, `SwiftCompiler` and
/// `SwiftMachine`, installed into the engine with `SwiftHost.install(SwiftInterpreterRunner())`.
///
/// A step is one statement: the note names its line and shows it, and says what it printed;
/// the engine adds the objects it changed (the top-level names, the chapter's objects).
public struct SwiftInterpreterRunner: SwiftRunner {
  public init() {}

  public func start<C: Chapter>(_ source: String, in scope: SwiftScope, of chapter: C.Type, state: C.State)
    throws(CommandError) -> SwiftScope
  {
    #if canImport(SwiftParser)
      let previous = scope.value(as: SwiftSession.self)
      let blocks = (previous?.blocks ?? []) + [source]
      let host = SwiftChapterBridge.scope(of: chapter, state: state, known: previous?.hostNames ?? [])
      let compiled: (program: SwiftProgram, entry: Int)
      do {
        compiled = try SwiftCompiler.compile(blocks: blocks, host: host)
      } catch {
        throw CommandError(error.description, suggestion: "swift --help shows what a block may hold")
      }
      let machine = SwiftMachine(compiled.program, entry: compiled.entry, continuing: previous?.machine)
      var session = SwiftSession(machine: machine, blocks: blocks)
      session.hostNames = host.objects
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
    var note: StepNote
    var trap: String?
    var model: [String] = []
    do throws(SwiftRunError) {
      try session.machine.step()
      // A statement that uses the chapter's objects stops at each use: the chapter answers,
      // and the statement goes on.
      while let request = session.machine.hostRequest {
        let answer: (value: SwiftValue, notes: [String])
        do {
          answer = try SwiftChapterBridge.answer(request, of: chapter, state: &state, machine: session.machine)
        } catch {
          throw SwiftRunError(line: session.machine.line, error.message)
        }
        model += answer.notes
        session.machine.answerHost(answer.value)
        try session.machine.step()
      }
      note = StepNote("line \(session.machine.line): \(session.text(ofLine: session.machine.line))", details: model)
    } catch {
      // Swift stops the program there; what ran before stays done.
      session.isRunning = false
      trap = error.description
      note = StepNote("line \(error.line): \(session.text(ofLine: error.line))", details: model + [error.description])
    }
    let printed = session.machine.output[session.shown...]
    // What the model did comes first, then what the statement printed, then a trap.
    note.details = model + printed.map { "prints " + $0 } + note.details.dropFirst(model.count)
    session.shown = session.machine.output.count
    if session.machine.isFinished { session.isRunning = false }
    let isRunning = session.isRunning
    let output = session.machine.output
    scope = SwiftScope(session)
    guard !isRunning else { return .step(note) }
    return .finished(note, result: output + (trap.map { [$0] } ?? []))
  }

  public func syntaxError(in source: String) -> (line: Int, column: Int, message: String)? {
    SwiftSource(source).diagnostics.first.map { ($0.line, $0.column, $0.message) }
  }

  public func objects(in scope: SwiftScope) -> [InspectField] {
    scope.value(as: SwiftSession.self)?.objects ?? []
  }

  public func weight(of scope: SwiftScope) -> Int {
    guard let session = scope.value(as: SwiftSession.self) else { return 0 }
    return session.machine.globals.count + session.lines.count
  }
}
