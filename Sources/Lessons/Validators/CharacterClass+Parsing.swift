/// A character set named in a command.
extension CharacterClass {
  /// The set `word` names, or an error that suggests a name.
  static func parse(_ word: String) throws(CommandError) -> CharacterClass {
    guard let set = CharacterClass(word) else {
      throw CommandError(
        "\(Format.echo(word)) is not a character set",
        suggestion: Suggestion.didYouMean(word, in: CharacterClass.names).map { $0 + ", or characters in brackets" }
          ?? "use one of \(ValidatorsCommands.sets), or characters in brackets like [aeiou]")
    }
    return set
  }
}
