/// How big the views chapter's state is, for spacing the timeline's snapshots
/// (`Chapter.weight(of:)`): a copy of the views map is about 40 bytes a view, and the views a
/// command then changes get boxes of their own (about 300 bytes each).
extension Views {
  public static func weight(of state: State) -> Int { state.views.count * 2 + state.transforms.count }
}
