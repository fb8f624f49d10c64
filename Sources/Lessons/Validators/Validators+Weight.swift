/// How big the validators chapter's state is, for spacing the timeline's snapshots
/// (`Chapter.weight(of:)`): fields count by their text too, which a paste can make long.
extension Validators {
  public static func weight(of state: State) -> Int {
    state.rules.count + state.validators.count + state.fields.reduce(0) { $0 + 1 + $1.text.utf8.count / 64 }
  }
}
