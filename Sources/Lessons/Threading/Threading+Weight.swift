/// How big the threading chapter's state is, for spacing the timeline's snapshots
/// (`Chapter.weight(of:)`): the log and the lanes grow with every step, a log entry with its
/// text (about 100 bytes), a moment of the lanes with every thread's state (about 250).
extension Threading {
  public static func weight(of state: State) -> Int {
    state.machine.log.count * 3 + state.lanes.moments.count * 8 + state.program.codes.count
  }
}
