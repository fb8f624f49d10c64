/// How one chapter builds on another's model and commands: the seam the engine offers.
///
/// The host chapter's state holds the base chapter's whole state, and the host re-exports the
/// base's commands, which act on that embedded state: the animation chapter holds the views
/// chapter's tree, so `new view`, `set` and `hittest` there are the views chapter's own commands
/// on the very views its animations move; networking holds the threading chapter's machine, so
/// a delegate queue is one of its queues. Nothing of the base is copied: its parsers, rules and
/// processes run as they are, and the host only says where the base's state lives and how to
/// wrap the base's paused process in its own.
///
/// A host uses an embedding in five places, one line each: its `commands` (the base's, lifted,
/// then its own), `objects(in:)`, `advance`, `tick` and `endTurn`. Since the embedded state is
/// part of the host's value, `back`, `goto`, `save` and replay work across it unchanged.
public struct Embedding<Host: Chapter, Base: Chapter>: Sendable {
  /// Where the base chapter's state lives inside the host's.
  public let state: WritableKeyPath<Host.State, Base.State> & Sendable
  /// The host's process that runs a paused base process.
  public let wrap: @Sendable (Base.Process) -> Host.Process
  /// The base process inside a host process, or nil when the host process is the host's own.
  public let unwrap: @Sendable (Host.Process) -> Base.Process?

  public init(
    state: WritableKeyPath<Host.State, Base.State> & Sendable,
    wrap: @escaping @Sendable (Base.Process) -> Host.Process,
    unwrap: @escaping @Sendable (Host.Process) -> Base.Process?
  ) {
    self.state = state
    self.wrap = wrap
    self.unwrap = unwrap
  }

  /// The base chapter's commands acting on the embedded state, except those named in
  /// `excluding` (a host that redefines a command leaves the base's out).
  ///
  /// Their help says which chapter they come from, so a learner knows where to read more.
  public func commands(excluding: Set<String> = []) -> [ChapterCommand<Host>] {
    Base.commands.filter { !excluding.contains($0.spec.name) }.map(lift)
  }

  /// One base command, acting on the embedded state.
  public func lift(_ command: ChapterCommand<Base>) -> ChapterCommand<Host> {
    var spec = command.spec
    let origin = "From the \(Base.name) chapter."
    spec.discussion = spec.discussion.map { origin + " " + $0 } ?? origin
    let state = self.state
    switch command.behavior {
    case .query(let run):
      return ChapterCommand(spec, .query { host, arguments throws(CommandError) in try run(host[keyPath: state], arguments) })
    case .change(let run):
      return ChapterCommand(spec, .change { host, arguments throws(CommandError) in try run(&host[keyPath: state], arguments) })
    case .process(let run):
      let wrap = self.wrap
      return ChapterCommand(
        spec,
        .process { host, arguments throws(CommandError) in
          let start = try run(host[keyPath: state], arguments)
          return ProcessStart(wrap(start.process), title: start.title, totalSteps: start.totalSteps)
        })
    case .live(let live):
      return ChapterCommand(
        spec,
        .live(
          LiveCommand(
            perform: { host, arguments throws(CommandError) in try live.perform(host[keyPath: state], arguments) },
            apply: { host, arguments, record throws(CommandError) in try live.apply(&host[keyPath: state], arguments, record) }
          ).only(
            when: { host, arguments in live.isLive(host[keyPath: state], arguments) },
            otherwise: { host, arguments throws(CommandError) in try live.plain(&host[keyPath: state], arguments) })))
    }
  }

  /// Runs a line of the base chapter's commands on the embedded state, as if typed there.
  ///
  /// How a host's own event acts through the base's model (a delegate callback queued on one of
  /// threading's queues, a view moved by a dynamics step). All or nothing, as
  /// `Chapter.run(_:on:)`.
  public func run(_ line: String, on host: inout Host.State) throws(CommandError) -> [String] {
    try Base.run(line, on: &host[keyPath: state])
  }

  /// Runs commands already split into words (`Tokenizer.commands(in:)`), as `run(_:on:)` does.
  public func run(_ commands: [Tokenizer.Command], on host: inout Host.State) throws(CommandError) -> [String] {
    try Base.run(commands, on: &host[keyPath: state])
  }

  /// The base chapter's objects, as the host lists them among its own.
  public func objects(in host: Host.State) -> [InspectField] { Base.objects(in: host[keyPath: state]) }

  /// One of the base chapter's objects, or nil when the base has none by that name.
  public func object(named name: String, in host: Host.State) -> InspectValue? {
    Base.object(named: name, in: host[keyPath: state])
  }

  /// Advances `process` when it is a base process; nil when it is the host's own.
  public func advance(_ process: inout Host.Process, _ host: inout Host.State) -> ProcessStep? {
    guard var base = unwrap(process) else { return nil }
    let step = Base.advance(&base, &host[keyPath: state])
    process = wrap(base)
    return step
  }

  /// One step of the base chapter's own world (its scheduler, its clock).
  public func tick(_ host: inout Host.State) throws(CommandError) -> StepNote? {
    try Base.tick(&host[keyPath: state])
  }

  /// One step of the base world taken by the actor called `actor`.
  public func tick(_ host: inout Host.State, by actor: String) throws(CommandError) -> StepNote {
    try Base.tick(&host[keyPath: state], by: actor)
  }

  /// Closes the base world's run-loop turn: the host's turn is the base's too.
  public func endTurn(_ host: inout Host.State) { Base.endTurn(&host[keyPath: state]) }
}

extension Embedding where Base.Process == NoProcess {
  /// An embedding of a base chapter without processes: nothing to wrap.
  public init(state: WritableKeyPath<Host.State, Base.State> & Sendable) {
    self.init(state: state, wrap: { _ in fatalError("a chapter without processes has none to wrap") }, unwrap: { _ in nil })
  }
}
