/// How big the undo chapter's state is, for spacing the timeline's snapshots
/// (`Chapter.weight(of:)`): the collections that grow with a session, counted without walking them.
extension Undo {
  public static func weight(of state: State) -> Int {
    state.managers.reduce(0) { $0 + $1.stacks.weight } + state.boxes.count + state.squares.count
      + state.tables.reduce(0) { $0 + $1.items.count } + state.texts.reduce(0) { $0 + $1.text.utf8.count / 64 }
  }
}

extension UndoStacks {
  /// The groups on both stacks and open, and the actions of the innermost open group (the one
  /// registrations grow).
  public var weight: Int {
    undoStack.count + redoStack.count + openGroups.count + (openGroups.last?.group.actions.count ?? 0)
  }
}
