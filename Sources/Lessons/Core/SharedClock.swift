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

/// One world on a `SharedClock`, as its host chapter reaches it: a type whose static members
/// read and move that world inside the host's state.
///
/// The parts are types, not values: a step asks each of them twice or more, and a call of a
/// type's static member retains nothing, where a call of a stored closure retains its context.
public protocol ClockPart<Host>: Sendable {
  associatedtype Host: Chapter
  /// The time the world is at.
  static func now(in state: Host.State) -> VirtualTime
  /// When `tick` would take the world's next event: `now` when something can happen at once,
  /// nil when the world waits for input.
  static func nextDue(in state: Host.State) -> VirtualTime?
  /// Lets time pass in the world up to `time`, which is never after its `nextDue`.
  static func pass(_ state: inout Host.State, to time: VirtualTime)
  /// Takes the world's next event; nil when it took none.
  static func tick(_ state: inout Host.State) throws(CommandError) -> StepNote?
  /// Whether the clock gives `tick` the state itself, with no copy kept to fall back on, so a
  /// step costs what it changes rather than the whole state's size.
  ///
  /// True for a part whose `tick` always takes an event when one is due (it neither throws
  /// nor returns nil), or whose failure fails the whole command that stepped the clock: the
  /// engine puts a failed command's state back itself. False unless a part says so.
  static var alwaysTakes: Bool { get }
  /// The outside input the world needs before its next event can be taken (a live tick):
  /// called just before `tick`, it gets the input through `LiveTick.outcome`, changes the
  /// state from the outcome alone and returns what it says of it. None unless a part says so.
  static func input(_ state: inout Host.State) throws(CommandError) -> [String]
  /// A step nobody reads, for a part that `alwaysTakes`: whether the world took its next
  /// event, told to nobody, so that no note is made only to be dropped. `tick` unless a part
  /// says otherwise.
  static func advance(_ state: inout Host.State) throws(CommandError) -> Bool
}

extension ClockPart {
  public static var alwaysTakes: Bool { false }
  public static func input(_ state: inout Host.State) throws(CommandError) -> [String] { [] }
  public static func advance(_ state: inout Host.State) throws(CommandError) -> Bool { try tick(&state) != nil }
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
  public typealias Part = any ClockPart<Host>.Type

  public let parts: [Part]

  public init(_ parts: [Part]) { self.parts = parts }

  /// The time all the worlds agree on: the latest of their clocks.
  public func now(in state: Host.State) -> VirtualTime {
    var latest: VirtualTime?
    for index in parts.indices {
      let now = parts[index].now(in: state)
      if latest.map({ now > $0 }) ?? true { latest = now }
    }
    return latest ?? .zero
  }

  /// When the next event of any world is due, nil when every world waits for input.
  public func nextDue(in state: Host.State) -> VirtualTime? { parts.compactMap { $0.nextDue(in: state) }.min() }

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
  /// A part that `alwaysTakes` takes it with its `advance` (one that makes no note, where the
  /// part has one); what live input says is dropped with the note.
  public func advance(_ state: inout Host.State) throws(CommandError) -> Bool {
    guard let (first, time) = firstDue(in: &state) else { return false }
    guard parts[first].alwaysTakes else { return try tick(&state) != nil }
    _ = try arrive(&state, at: first, time)
    return try parts[first].advance(&state)
  }

  /// The part whose next event comes first (the order of `parts` breaks ties), and the time
  /// it takes it at: its event's, or the latest clock if a world is past it already; nil when
  /// every world waits.
  ///
  /// It changes nothing: the state is `inout` only so that it is read where it is, not copied.
  private func firstDue(in state: inout Host.State) -> (part: Int, time: VirtualTime)? {
    var first = -1
    var firstDue = VirtualTime.zero
    var latest = VirtualTime.zero
    for index in parts.indices {
      let now = parts[index].now(in: state)
      if index == 0 || now > latest { latest = now }
      guard let due = parts[index].nextDue(in: state) else { continue }
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
    for index in parts.indices where index != taking && parts[index].now(in: state) < time {
      let until = min(time, parts[index].nextDue(in: state) ?? time)
      if parts[index].now(in: state) < until { parts[index].pass(&state, to: until) }
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
    return try parts[first].input(&state)
  }

  /// `note`, with what the live input before it said first among its details.
  private static func saying(_ said: [String], _ note: StepNote) -> StepNote {
    guard !said.isEmpty else { return note }
    var note = note
    note.details = said + note.details
    return note
  }
}
