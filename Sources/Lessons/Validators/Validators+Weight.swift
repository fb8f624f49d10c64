/// How big the validators chapter's state is, for spacing the timeline's snapshots
/// (`Chapter.weight(of:)`): a text field is about 150 bytes and its text, which a paste can make
/// long, counts too.
extension Validators {
  public static func weight(of state: State) -> Int {
    state.rules.count + state.validators.count + state.fields.reduce(0) { $0 + 5 + $1.text.utf8.count / 32 }
  }
}
