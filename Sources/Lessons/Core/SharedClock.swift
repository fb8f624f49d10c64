/// A chapter whose world moves on the virtual clock by itself: a scheduler's timers, a media
/// clock's frames, a network's latencies.
///
/// Its `tick` takes the world's next event, moving its own clock to the event's time. The three
/// requirements here let a `SharedClock` run several such worlds on one clock.
public protocol TimedChapter: Chapter {
  /// The time the world is at.
  static func now(in state: State) -> VirtualTime
  /// When `tick` would take the world's next event: `now` when something can happen at once,
  /// nil when the world waits for input.
  static func nextDue(in state: State) -> VirtualTime?
  /// Lets time pass up to `time`, which is never before `now` nor after `nextDue`: nothing
  /// happens but what waiting means (a blocked main thread stays frozen meanwhile).
  static func pass(_ state: inout State, to time: VirtualTime)
}

/// One virtual clock for the worlds a chapter is made of: its own and those of the chapters it
/// builds on (networking's exchanges and threading's queues; animation's frames and, through
/// the learner's Swift, a queue's timers).
///
/// `tick` gives the step to the world whose next event comes first (the order of `parts`
/// breaks ties) after letting time pass in every other world up to that moment, so no world
/// runs ahead of another and each sees the others' events in time order. The host chapter's
/// `tick` is `clock.tick(&state)`; `step`, `run` and `back` work across it unchanged.
public struct SharedClock<Host: Chapter>: Sendable {
  /// One world on the clock, as the host reaches it.
  public struct Part: Sendable {
    public var now: @Sendable (Host.State) -> VirtualTime
    public var nextDue: @Sendable (Host.State) -> VirtualTime?
    public var pass: @Sendable (inout Host.State, VirtualTime) -> Void
    public var tick: @Sendable (inout Host.State) throws(CommandError) -> StepNote?
    /// Whether the clock gives `tick` the state itself, with no copy kept to fall back on, so a
    /// step costs what it changes rather than the whole state's size.
    ///
    /// True for a part whose `tick` always takes an event when one is due (it neither throws
    /// nor returns nil), or whose failure fails the whole command that stepped the clock: the
    /// engine puts a failed command's state back itself.
    public var alwaysTakes: Bool
    /// The outside input the world needs before its next event can be taken (a live tick):
    /// called just before `tick`, it gets the input through `LiveTick.outcome`, changes the
    /// state from the outcome alone and returns what it says of it; nil for a world that never
    /// needs any.
    public var input: (@Sendable (inout Host.State) throws(CommandError) -> [String])?
    /// A step nobody reads: whether the world took its next event, told to nobody, so that no
    /// note is made only to be dropped; nil for a world whose `tick` does it.
    public var advance: (@Sendable (inout Host.State) throws(CommandError) -> Bool)?

    public init(
      now: @escaping @Sendable (Host.State) -> VirtualTime,
      nextDue: @escaping @Sendable (Host.State) -> VirtualTime?,
      pass: @escaping @Sendable (inout Host.State, VirtualTime) -> Void,
      tick: @escaping @Sendable (inout Host.State) throws(CommandError) -> StepNote?,
      alwaysTakes: Bool = false,
      input: (@Sendable (inout Host.State) throws(CommandError) -> [String])? = nil,
      advance: (@Sendable (inout Host.State) throws(CommandError) -> Bool)? = nil
    ) {
      self.now = now
      self.nextDue = nextDue
      self.pass = pass
      self.tick = tick
      self.alwaysTakes = alwaysTakes
      self.input = input
      self.advance = advance
    }
  }

  public var parts: [Part]

  public init(_ parts: [Part]) { self.parts = parts }

  /// The time all the worlds agree on: the latest of their clocks.
  public func now(in state: Host.State) -> VirtualTime {
    var latest: VirtualTime?
    for index in parts.indices {
      let now = parts[index].now(state)
      if latest.map({ now > $0 }) ?? true { latest = now }
    }
    return latest ?? .zero
  }

  /// When the next event of any world is due, nil when every world waits for input.
  public func nextDue(in state: Host.State) -> VirtualTime? { parts.compactMap { $0.nextDue(state) }.min() }

  /// One step: the world due first takes its next event; nil when every world waits.
  public func tick(_ state: inout Host.State) throws(CommandError) -> StepNote? {
    guard let (first, time) = firstDue(in: &state) else { return nil }
    guard parts[first].alwaysTakes else { return try tick(&state, taking: first, at: time) }
    let said = try arrive(&state, at: first, time)
    guard let note = try parts[first].tick(&state) else { return nil }
    return Self.saying(said, note)
  }

  /// Whether a world took an event: `tick`, told to nobody.
  ///
  /// A part that can (`advance`) takes it without making a note; what live input says is
  /// dropped with the note.
  public func advance(_ state: inout Host.State) throws(CommandError) -> Bool {
    guard let (first, time) = firstDue(in: &state) else { return false }
    guard parts[first].alwaysTakes, let advance = parts[first].advance else { return try tick(&state) != nil }
    _ = try arrive(&state, at: first, time)
    return try advance(&state)
  }

  /// The part whose next event comes first (the order of `parts` breaks ties), and the time
  /// it takes it at: its event's, or the latest clock if a world is past it already; nil when
  /// every world waits.
  ///
  /// It changes nothing: the state is `inout` only so that it is read where it is, not copied.
  private func firstDue(in state: inout Host.State) -> (part: Int, time: VirtualTime)? {
    // The parts are called where they are: a copy of one retains each of its closures.
    var first = -1
    var firstDue = VirtualTime.zero
    var latest = VirtualTime.zero
    for index in parts.indices {
      let now = parts[index].now(state)
      if index == 0 || now > latest { latest = now }
      guard let due = parts[index].nextDue(state) else { continue }
      if first < 0 || due < firstDue { (first, firstDue) = (index, due) }
    }
    guard first >= 0 else { return nil }
    return (first, max(firstDue, latest))
  }

  /// Lets time pass up to `time` in every world but the one at `taking`, each as far as its
  /// own next event: a world never passes its own next event, and one that is due before
  /// `time` acts late, next.
  ///
  /// A world whose clock is at `time` already has nothing to pass, and is not asked when it is
  /// due; the others are asked as they come, after any time the ones before them let pass.
  private func passTime(_ state: inout Host.State, to time: VirtualTime, except taking: Int) {
    for index in parts.indices where index != taking && parts[index].now(state) < time {
      let until = min(time, parts[index].nextDue(state) ?? time)
      if parts[index].now(state) < until { parts[index].pass(&state, until) }
    }
  }

  /// `tick` for a part that may take no event or fail: it works on a copy, kept only when the
  /// part took an event.
  private func tick(_ state: inout Host.State, taking first: Int, at time: VirtualTime) throws(CommandError) -> StepNote? {
    var next = state
    let said = try arrive(&next, at: first, time)
    guard let note = try parts[first].tick(&next) else { return nil }
    state = next
    return Self.saying(said, note)
  }

  /// Brings every world to the moment the part at `first` takes its event at `time`.
  ///
  /// Time passes in the others, then the part gets the live input it needs; returns what the
  /// input says.
  private func arrive(_ state: inout Host.State, at first: Int, _ time: VirtualTime) throws(CommandError) -> [String] {
    passTime(&state, to: time, except: first)
    return try parts[first].input?(&state) ?? []
  }

  /// `note`, with what the live input before it said first among its details.
  private static func saying(_ said: [String], _ note: StepNote) -> StepNote {
    guard !said.isEmpty else { return note }
    var note = note
    note.details = said + note.details
    return note
  }
}

extension Embedding where Base: TimedChapter {
  /// The embedded world as a part of the host's shared clock.
  public var clockPart: SharedClock<Host>.Part {
    let state = self.state
    return SharedClock<Host>.Part(
      now: { Base.now(in: $0[keyPath: state]) }, nextDue: { Base.nextDue(in: $0[keyPath: state]) },
      pass: { host, time in Base.pass(&host[keyPath: state], to: time) },
      tick: { host throws(CommandError) in try Base.tick(&host[keyPath: state]) })
  }
}
