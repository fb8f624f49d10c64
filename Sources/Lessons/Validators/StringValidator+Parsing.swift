/// A validator built from the words of `new validator`.
extension StringValidator {
  /// The book's startsAndEnds validator, or a custom one holding the rules `words` name.
  static func parse(_ words: [String], in state: ValidatorsWorld) throws(CommandError) -> StringValidator {
    guard !words.isEmpty else {
      throw CommandError("a validator needs rules", suggestion: "for example 'new validator v r1 r2'")
    }
    if words[0] == "startsAndEnds", words.count == 5 {
      let start = try CharacterClass.parse(words[1])
      let end = try CharacterClass.parse(words[3])
      return StringValidator(
        .startsAndEnds(start: start, startDescription: words[2], end: end, endDescription: words[4]))
    }
    var rules: [StringValidator.NamedRule] = []
    for word in words {
      guard let rule = state.rule(named: word) else {
        if let kind = state.kindName(of: word) {
          throw CommandError(
            "\(word) is a \(kind), not a rule: a validator holds rules",
            suggestion: word == "startsAndEnds"
              ? "for a new one: 'new validator v startsAndEnds letters letter digits number'" : "name rules made with 'new rule'")
        }
        throw CommandError(
          "no rule named \(Format.echo(word))",
          suggestion: Suggestion.didYouMean(word, in: state.rules.map(\.name)) ?? "create it first with 'new rule \(word) …'")
      }
      rules.append(StringValidator.NamedRule(name: word, rule: rule))
    }
    return StringValidator(.custom(rules))
  }
}
