/// The animation chapter.
///
/// A media clock of 1/60 s frames, layers with model and presentation values, Core Animation's
/// animations, transactions and action search, and UIView animation over the views chapter's own
/// view tree (Programming iOS 8, ch. 3–4; The Core iOS Developer's Cookbook, ch. 4; The Gourmet
/// iOS Developer's Cookbook, ch. 5). Every views command works here on the very views the
/// animations move: the chapter embeds the views chapter's model and re-exports its commands.
public enum Animation: TimedChapter {
  public typealias State = AnimationWorld

  public static let name = "animation"
  public static let abstract =
    "Animation: the redraw moment, model and presentation layers, UIView and Core Animation timing, frame by frame."
  public static var initialState: State { AnimationWorld() }

  /// A paused views process (a hit-test, a `set` with its autoresizing pass), or one of the
  /// chapter's own commands that shares a name with a views command, applied in one step.
  public enum Process: Equatable, Sendable {
    case views(Views.Process)
    case own(command: String, arguments: Arguments)
    /// `trace search`: the action search, a stage a step.
    case search(ActionSearchTrace)
    /// The views chapter's hit-test, then what an animation in flight changes about the touch.
    case hitTest(Views.Process, at: Point)
  }

  static let views = Embedding<Animation, Views>(
    state: \AnimationWorld.views, wrap: { .views($0) },
    unwrap: { if case .views(let inner) = $0 { inner } else { nil } })

  /// The views commands the chapter redefines: `new`, `set`, `remove`, `insert`, `draw` and
  /// `export` take the views chapter's forms and the chapter's own; `hittest` adds what
  /// animation changes.
  static let redefined: Set<String> = ["new", "set", "remove", "draw", "export", "hittest", "insert"]

  public static let commands: [ChapterCommand<Animation>] = (views.commands(excluding: redefined) + AnimationCommands.all)
    .map(AnimationCommands.pickingUpMovedItems)

  public static func objects(in state: State) -> [InspectField] {
    views.objects(in: state).map { field in
      guard state.views.views[field.name] != nil else { return field }
      return InspectField(field.name, AnimationInspection.view(field.value, named: field.name, in: state))
    }
      + state.layerOrder.compactMap { name in
        state.layers[name].map { InspectField(name, AnimationInspection.layer($0, in: state)) }
      }
      + state.builtOrder.compactMap { name in state.built[name].map { InspectField(name, AnimationInspection.animation($0)) } }
      + state.pathOrder.compactMap { name in state.paths[name].map { InspectField(name, AnimationInspection.path($0)) } }
      + state.orderedWorlds.map { InspectField($0.name, DynamicsInspection.world($0, in: state)) }
      + [InspectField("clock", AnimationInspection.clock(state))]
  }

  public static func object(named name: String, in state: State) -> InspectValue? {
    if let layer = state.layers[name] { return AnimationInspection.layer(layer, in: state) }
    if let spec = state.built[name] { return AnimationInspection.animation(spec) }
    if let path = state.paths[name] { return AnimationInspection.path(path) }
    if let animator = state.worlds[name] { return DynamicsInspection.world(animator, in: state) }
    if name == "clock" { return AnimationInspection.clock(state) }
    guard let value = views.object(named: name, in: state) else { return nil }
    return state.views.views[name] == nil ? value : AnimationInspection.view(value, named: name, in: state)
  }

  public static func advance(_ process: inout Process, _ state: inout State) -> ProcessStep {
    if let step = views.advance(&process, &state) {
      // A view moved by hand is read back into its dynamics world at once, and said so.
      guard case .finished(let note, let result) = step, !state.worldOrder.isEmpty else { return step }
      let picked = state.pickUpMovedItems()
      return picked.isEmpty ? step : .finished(note, result: (result.isEmpty ? [note.text] : result) + picked)
    }
    if case .hitTest(var inner, let point) = process {
      let step = Views.advance(&inner, &state.views)
      process = .hitTest(inner, at: point)
      guard case .finished(let note, let result) = step else { return step }
      let notes = state.touchNotes(at: point, hit: result.first)
      return notes.isEmpty ? step : .finished(note, result: (result.isEmpty ? [note.text] : result) + notes)
    }
    if case .search(var trace) = process {
      let step = trace.advance()
      process = .search(trace)
      return step
    }
    guard case .own(let command, let arguments) = process else { return .finished(StepNote("nothing to do"), result: []) }
    do {
      let lines = try AnimationCommands.applyOwn(command, arguments, &state)
      let picked = state.worldOrder.isEmpty ? [] : state.pickUpMovedItems()
      return .finished(StepNote(lines.first ?? command), result: lines + picked)
    } catch {
      return .finished(StepNote(error.message), result: [error.message])
    }
  }

  /// One frame of the media clock (`step` with nothing paused).
  public static func tick(_ state: inout State) throws(CommandError) -> StepNote? {
    guard state.isAnimating || state.hasUncommitted else { return nil }
    let lines = try AnimationCommands.frames(1, &state)
    return StepNote(lines.first ?? state.stamp, details: Array(lines.dropFirst()))
  }

  /// The redraw moment: the turn's implicit transaction commits.
  public static func endTurn(_ state: inout State) { _ = closeTurn(&state) }

  /// The redraw moment, and what it did: the animations that start, the completions that run.
  public static func closeTurn(_ state: inout State) -> [String] {
    // Auto Layout first: the layout pass comes before the redraw (Programming iOS 8, ch. 1).
    let layout = Views.closeTurn(&state.views)
    let lines = layout + state.commitTurn()
    if !state.worldOrder.isEmpty { state.pendingEvents += state.pickUpMovedItems() }
    return lines
  }

  public static func now(in state: State) -> VirtualTime { state.now }

  public static func nextDue(in state: State) -> VirtualTime? {
    state.isAnimating || state.hasUncommitted ? state.now + .frames(1) : nil
  }

  public static func pass(_ state: inout State, to time: VirtualTime) {
    state.frame = max(state.frame, time.count(of: .frames(1)))
  }

  public static func weight(of state: State) -> Int {
    Views.weight(of: state.views) + state.layers.count * 2 + state.attached.values.reduce(0) { $0 + $1.count * 4 }
      + state.rendered.count * 2 + state.contents.count + state.renderedContents.count
      + state.dynamicsWeight + state.built.values.reduce(0) { $0 + $1.animationCount * 2 }
  }
}
