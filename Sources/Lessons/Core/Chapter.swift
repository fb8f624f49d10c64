/// A topic the shell can load: a value-type model, the commands that change it, and the
/// processes that can be run step by step.
///
/// A chapter never prints, reads input or looks at a clock: its commands take the state and
/// return lines of text, its processes return one step at a time, and the engine records every
/// change on the timeline so `back` can rebuild any earlier state by replaying.
public protocol Chapter: Sendable {
  associatedtype State: Equatable & Sendable
  /// A paused run of one of the chapter's inner mechanics (a hit-test, a layout solve…).
  associatedtype Process: Equatable & Sendable = NoProcess

  static var name: String { get }
  static var abstract: String { get }
  static var initialState: State { get }
  static var commands: [ChapterCommand<Self>] { get }

  /// The live objects, by name, in a stable order.
  static func objects(in state: State) -> [InspectField]

  /// One live object; the default searches `objects(in:)`, a chapter with many objects can
  /// answer directly.
  static func object(named name: String, in state: State) -> InspectValue?

  /// Runs one step of `process`.
  static func advance(_ process: inout Process, _ state: inout State) -> ProcessStep

  /// One step of the chapter's own world (a scheduler, a media clock), for `step` when no
  /// process is paused. nil when the world has nothing to do; throws when it cannot go on.
  static func tick(_ state: inout State) throws(CommandError) -> StepNote?

  /// One step of the chapter's world taken by the actor called `actor` (`step w1`: that
  /// thread). Throws when there is no such actor or it cannot step now.
  static func tick(_ state: inout State, by actor: String) throws(CommandError) -> StepNote

  /// Closes one turn of the run loop: called after every input line that changed something.
  static func endTurn(_ state: inout State)

  /// Closes the turn as `endTurn` does and says what happened then, for the end of the line's
  /// output: the redraw moment that starts the animations ordered in the line.
  ///
  /// The engine calls it when the learner's line ends; a replay calls `endTurn` and prints
  /// nothing, so both must leave the same state. The default closes the turn and says nothing.
  static func closeTurn(_ state: inout State) -> [String]

  /// Roughly what a copy of the state costs, in units of about 32 bytes: one per undo group or
  /// view, more for a log entry or a text field that carry strings of their own.
  ///
  /// It never changes what a command does. The engine spaces the timeline's snapshots by it,
  /// so a session's memory grows with its state rather than with the square of it; the default,
  /// 0, suits a state that stays small. It must be cheap: it is asked after every event.
  static func weight(of state: State) -> Int
  /// Whether the state has live work open outside the model (a real exchange a later step
  /// goes on with): starting the session afresh then closes it (see `LiveResources`).
  static func hasOpenLiveWork(in state: State) -> Bool
}

extension Chapter {
  public static func object(named name: String, in state: State) -> InspectValue? {
    objects(in: state).first { $0.name == name }?.value
  }

  public static func tick(_ state: inout State) throws(CommandError) -> StepNote? { nil }
  public static func tick(_ state: inout State, by actor: String) throws(CommandError) -> StepNote {
    throw CommandError(
      "step takes a number of steps, not \(Format.echo(actor))", suggestion: "the \(name) chapter has nothing to step by name")
  }
  public static func endTurn(_ state: inout State) {}
  public static func closeTurn(_ state: inout State) -> [String] {
    endTurn(&state)
    return []
  }
  public static func weight(of state: State) -> Int { 0 }
  public static func hasOpenLiveWork(in state: State) -> Bool { false }
}

extension Chapter where Process == NoProcess {
  /// Never called: nothing can make a `NoProcess`, so no command can start a process.
  public static func advance(_ process: inout Process, _ state: inout State) -> ProcessStep {
    .finished(StepNote("no process"), result: [])
  }
}

/// The process type of a chapter without processes.
public struct NoProcess: Equatable, Sendable {
  private init() {}
}

/// What one step did and why, in a line or two.
public struct StepNote: Sendable, Equatable {
  public var text: String
  public var why: String?
  /// What followed from the step without a choice of its own, a line each.
  public var details: [String]

  public init(_ text: String, why: String? = nil, details: [String] = []) {
    self.text = text
    self.why = why
    self.details = details
  }
}

/// The outcome of advancing a process by one step.
public enum ProcessStep: Sendable, Equatable {
  case step(StepNote)
  /// The last step; `result` is what the command prints when it completes.
  case finished(StepNote, result: [String])

  public var note: StepNote {
    switch self {
    case .step(let note), .finished(let note, _): note
    }
  }
}

/// A process a command has started, before its first step.
public struct ProcessStart<P: Sendable & Equatable>: Sendable, Equatable {
  public var process: P
  /// A few words for `where` and `timeline`: `hittest (220, 250)`.
  public var title: String
  /// The number of steps when known in advance.
  public var totalSteps: Int?

  public init(_ process: P, title: String, totalSteps: Int? = nil) {
    self.process = process
    self.title = title
    self.totalSteps = totalSteps
  }
}

/// One command of a chapter: its spec and what it does.
public struct ChapterCommand<C: Chapter>: Sendable {
  public enum Behavior: Sendable {
    /// Reads the state and prints; not an event on the timeline.
    case query(@Sendable (C.State, Arguments) throws(CommandError) -> [String])
    /// Changes the state and prints what changed.
    case change(@Sendable (inout C.State, Arguments) throws(CommandError) -> [String])
    /// Starts a process that runs step by step; takes `--step`.
    case process(@Sendable (C.State, Arguments) throws(CommandError) -> ProcessStart<C.Process>)
    /// Does live work once and changes the state from its recorded outcome (see `LiveCommand`).
    case live(LiveCommand<C>)
  }

  public var spec: CommandSpec
  public var behavior: Behavior

  public init(_ spec: CommandSpec, _ behavior: Behavior) {
    var spec = spec
    if case .process = behavior, !spec.options.contains(where: { $0.name == "step" }) {
      spec.options.append(CommandOption("step", "stop after the first step; then use step, continue or back"))
    }
    let writesFile = spec.parameters.contains { $0.kind == .file } || spec.options.contains { $0.value == .file }
    if writesFile, !spec.options.contains(where: { $0.name == "force" }) { spec.options.append(Engine.forceOption) }
    self.spec = spec
    self.behavior = behavior
  }

  var isQuery: Bool {
    if case .query = behavior { return true }
    return false
  }
}
