/// The threading chapter on the shared virtual clock: a chapter that builds on it (networking's
/// delegate queues, the learner's Swift) runs its own events and the queues' timers in one
/// time order.
extension Threading: TimedChapter {
  /// One tick of the chapter's clock: 20 µs, the length `live` gives a tick on real threads.
  public static let tickLength = VirtualTime.microseconds(20)

  public static func now(in state: State) -> VirtualTime { now(of: state.machine) }

  /// `now` of a machine: a world that holds threading's reads it where it is.
  static func now(of machine: Machine) -> VirtualTime { tickLength * Int64(machine.clock) }

  /// Now when a thread can step; else when the next timer fires, a `work` ends or a wait times
  /// out; nil when the program waits for input (or has ended, or stopped).
  public static func nextDue(in state: State) -> VirtualTime? { nextDue(of: state.machine, state.program) }

  /// `nextDue` of a machine running `program`: a world that holds threading's reads it where it is.
  static func nextDue(of machine: Machine, _ program: ThreadingProgram) -> VirtualTime? {
    // An idle machine has nothing to settle, no clock to move and no thread to step (and no
    // thread that can step: none has code).
    if machine.isStopped || machine.isIdle { return nil }
    // A thread that can step now still can once the machine settles (settling finishes frames
    // that have run out and starts work on idle threads), and settling moves no clock.
    if machine.hasEnabledThread(program) { return now(of: machine) }
    var probe = machine
    probe.turnOpen = false
    var quiet = Notes(false)
    guard !probe.prepare(program, &quiet).isEmpty else { return nil }
    return now(of: probe)
  }

  public static func pass(_ state: inout State, to time: VirtualTime) {
    state.machine.passTime(to: Int(time.count(of: tickLength)), state.program)
  }
}
