/// How big the threading chapter's state is, for spacing the timeline's snapshots
/// (`Chapter.weight(of:)`): the log and the lanes grow with every step.
extension Threading {
  public static func weight(of state: State) -> Int {
    state.machine.log.count + state.lanes.moments.count + state.program.codes.count
  }
}
