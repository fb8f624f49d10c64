/// Everything that changed the session, in order, and the position the session is at.
///
/// Going back rebuilds the state at a position by replaying events from the nearest snapshot:
/// chapters are deterministic, so replay reproduces the state exactly (DESIGN §4).
struct Timeline: Sendable {
  enum Kind: Sendable, Equatable {
    /// A chapter command; for a process, `steps` is how many steps ran before it returned.
    case command(chapter: Int, command: Int, arguments: Arguments, steps: Int)
    /// A live command, with the outcome its live work returned: replay applies the record.
    case recorded(chapter: Int, command: Int, arguments: Arguments, record: LiveRecord)
    /// One step of the paused process in `chapter`.
    case step(chapter: Int)
    /// One step of `chapter`'s own world, by the actor named (`step w1`) or by its own policy.
    case tick(chapter: Int, actor: String?)
  }

  struct Event: Sendable {
    var kind: Kind
    /// What `timeline` prints for it.
    var label: String
    /// The last event of an input line: the run loop's turn ends after it.
    var endsTurn = false
    /// The outcomes of the live ticks it took (see `LiveTick`), in order: replay hands them to
    /// the chapter instead of doing the live work again.
    var live: [LiveRecord] = []

    /// What replaying it costs, in events: one, and a quarter more for each process step it ran
    /// (a step redoes less than a command: no lookup, no argument checks).
    var cost: Int {
      if case .command(_, _, _, let steps) = kind { return 1 + steps / 4 }
      return 1
    }

    /// One step of a stepped process or of a chapter's world: a place `back` may stop at.
    var isStep: Bool {
      switch kind {
      case .command, .recorded: false
      case .step, .tick: true
      }
    }
  }

  /// One place on the timeline the session can be moved to, and what led to it.
  struct Stop: Sendable, Equatable {
    /// The events before it.
    var position: Int
    /// The labels of the events since the stop before: one input line's commands, or one step.
    var labels: [String]
  }

  /// The fewest events between two snapshots.
  static let interval = 32
  /// A snapshot is taken once the events since the last one have cost at least the state's
  /// weight divided by this: a big state is snapshotted less often, so the copies the snapshots
  /// keep add up to a few times the state, never to the square of the session.
  static let weightShare = 16

  private(set) var events: [Event] = []
  private(set) var position = 0
  /// States the session passed through, by position, oldest first; the first is the start.
  private var snapshots: [(position: Int, state: SessionState)]
  /// The state at a position where a command failed half way, kept after it was rebuilt: the
  /// next failure nearby replays from here, not from a snapshot far back.
  private var recovery: (position: Int, state: SessionState)?
  /// What replaying the events since the last snapshot costs (see `Event.cost`).
  private var costSinceSnapshot = 0

  init(initial: SessionState) { snapshots = [(0, initial)] }

  /// How many states the timeline keeps, the start included.
  var snapshotCount: Int { snapshots.count }

  /// The weights of the states it keeps, summed: what the snapshots cost at most.
  var snapshotWeights: Int { snapshots.reduce(0) { $0 + $1.state.weight } }

  var isAtEnd: Bool { position == events.count }

  /// Whether `back`, `goto` and `timeline` can go to `point`: the start, the end of an input
  /// line's turn, a step of a stepped process, the current position and the end; never the
  /// middle of a line, which would leave its turn open (an undo group unclosed, blocks half
  /// queued).
  func isStop(_ point: Int) -> Bool {
    point == 0 || point == events.count || point == position || events[point - 1].endsTurn || events[point - 1].isStep
  }

  /// How many stops there are after the start, up to `point` (all of them by default).
  func stopCount(upTo point: Int? = nil) -> Int {
    var count = 0
    for candidate in stride(from: 1, through: point ?? events.count, by: 1) where isStop(candidate) { count += 1 }
    return count
  }

  /// The position of stop `number`, counted from the start (0).
  func position(ofStop number: Int) -> Int? {
    var count = 0
    for candidate in 0...events.count where isStop(candidate) {
      if count == number { return candidate }
      count += 1
    }
    return nil
  }

  /// The position `count` stops before the current one, or nil when there are fewer.
  func position(back count: Int) -> Int? {
    var left = count
    var candidate = position
    while left > 0 {
      guard candidate > 0 else { return nil }
      candidate -= 1
      if isStop(candidate) { left -= 1 }
    }
    return candidate
  }

  /// The stops after the start with what led to each, for `timeline`: one input line's
  /// commands, or one step.
  var stops: [Stop] {
    var stops: [Stop] = []
    var labels: [String] = []
    for (index, event) in events.enumerated() {
      labels.append(event.label)
      if isStop(index + 1) {
        stops.append(Stop(position: index + 1, labels: labels))
        labels = []
      }
    }
    return stops
  }

  /// Records `event`, which took the session to `state`.
  ///
  /// Events after the current position (left there by `back`) are dropped: the timeline continues from
  /// here.
  mutating func append(_ event: Event, reaching state: SessionState) {
    truncateToPosition()
    events.append(event)
    position += 1
    costSinceSnapshot += event.cost
    if costSinceSnapshot >= max(Self.interval, state.weight / Self.weightShare) {
      snapshots.append((position, state))
      costSinceSnapshot = 0
    }
  }

  /// Marks the last event as the end of a turn; `state` already includes the turn's end.
  mutating func endTurn(reaching state: SessionState) {
    guard position > 0, position == events.count else { return }
    events[position - 1].endsTurn = true
    if snapshots[snapshots.count - 1].position == position { snapshots[snapshots.count - 1].state = state }
    // A state kept at this position was kept before the turn ended.
    if recovery?.position == position { recovery = (position, state) }
  }

  /// The state at `target`, rebuilt by replaying events from the nearest snapshot before it;
  /// nil when `interrupted` says to stop first.
  func state(at target: Int, interrupted: () -> Bool = { false }) -> SessionState? {
    precondition(target >= 0 && target <= events.count)
    var low = 0
    var high = snapshots.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if snapshots[middle].position <= target { low = middle } else { high = middle - 1 }
    }
    var (start, state) = snapshots[low]
    if let recovery, recovery.position <= target, recovery.position > start { (start, state) = recovery }
    for index in start..<target {
      if index & 15 == 15, interrupted() { return nil }
      state.replay(events[index])
    }
    return state
  }

  /// Keeps `state`, the state at the current position, to rebuild from after the next failure.
  mutating func keepRecovery(_ state: SessionState) { recovery = (position, state) }

  /// Moves to `target` and returns the state there; nil (and no move) when interrupted.
  mutating func move(to target: Int, interrupted: () -> Bool = { false }) -> SessionState? {
    guard let state = state(at: target, interrupted: interrupted) else { return nil }
    position = target
    return state
  }

  private mutating func truncateToPosition() {
    guard position < events.count else { return }
    events.removeSubrange(position...)
    while let last = snapshots.last, last.position > position { snapshots.removeLast() }
    if let kept = recovery, kept.position > position { recovery = nil }
    costSinceSnapshot = events[snapshots[snapshots.count - 1].position...].reduce(0) { $0 + $1.cost }
  }
}

/// The whole live state of a session: one world per chapter.
struct SessionState: Sendable {
  var worlds: [any AnyWorld]

  /// The chapter with a paused process, if any (there is at most one).
  var pausedChapter: Int? { worlds.firstIndex { $0.process != nil } }

  /// The sum of the worlds' weights: how big the session's state is.
  var weight: Int { worlds.reduce(0) { $0 + $1.weight } }

  func isEqual(to other: SessionState) -> Bool {
    worlds.count == other.worlds.count && zip(worlds, other.worlds).allSatisfy { $0.isEqual(to: $1) }
  }

  /// Applies a recorded event again.
  ///
  /// Live execution and replay go through the same world methods, so a replayed event lands on the same
  /// state.
  ///
  /// A recorded event succeeded when it ran, so a replay that fails means a chapter is not
  /// deterministic: a bug. Debug builds (the tests) stop there, loudly; a release build keeps
  /// the state it reached rather than end a learner's session.
  mutating func replay(_ event: Timeline.Event) {
    do {
      // Replay never does live work: a live tick takes its outcome from the event's record.
      let ticker = event.live.isEmpty ? LiveTicker.replayingNone : LiveTicker(recorded: event.live, replaying: true)
      try ticker.during { () throws(CommandError) in try apply(event.kind) }
    } catch {
      assertionFailure("replaying '\(event.label)' failed: \(error.message)")
    }
    if event.endsTurn { endTurn() }
  }

  private mutating func apply(_ kind: Timeline.Kind) throws(CommandError) {
    switch kind {
    case .command(let chapter, let command, let arguments, let steps):
      if worlds[chapter].startsProcess(command: command) {
        // A replayed command ran before, so no error of its points into a typed line.
        try worlds[chapter].start(command: command, arguments, typedLine: nil)
        var left = steps
        while left > 0 {
          let taken = worlds[chapter].advance(quietly: left).taken
          guard taken > 0 else { break }
          left -= taken
        }
      } else {
        _ = try worlds[chapter].change(command: command, arguments)
      }
    case .recorded(let chapter, let command, let arguments, let record):
      _ = try worlds[chapter].apply(command: command, arguments, record)
    case .step(let chapter):
      _ = worlds[chapter].advance()
    case .tick(let chapter, let actor):
      if let actor {
        _ = try worlds[chapter].tick(by: actor)
      } else {
        _ = try worlds[chapter].tick()
      }
    }
  }

  mutating func endTurn() {
    for index in worlds.indices { worlds[index].endTurn() }
  }

  /// `endTurn`, with what each chapter says happened then, in the chapters' order.
  mutating func closeTurn() -> [String] {
    worlds.indices.flatMap { worlds[$0].closeTurn() }
  }
}
