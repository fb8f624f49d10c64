/// How big the views chapter's state is, for spacing the timeline's snapshots
/// (`Chapter.weight(of:)`).
extension Views {
  public static func weight(of state: State) -> Int { state.views.count + state.transforms.count }
}
