/// A pattern named in a command.
extension Pattern {
  /// The book's pattern `word` names (float, leadingDecimal, phone), or `/PATTERN/` compiled.
  static func named(_ word: String) throws(CommandError) -> Pattern {
    switch word {
    case "float": return Pattern.float
    case "leadingDecimal": return Pattern.leadingDecimal
    case "phone": return Pattern.phone
    default:
      guard word.count >= 2, word.hasPrefix("/"), word.hasSuffix("/") else {
        throw CommandError(
          "\(Format.echo(word)) is not a pattern",
          suggestion: Suggestion.didYouMean(word, in: ["float", "leadingDecimal", "phone"])
            ?? "use float, leadingDecimal, phone or /PATTERN/")
      }
      do {
        return try Pattern(String(word.dropFirst().dropLast()))
      } catch {
        throw CommandError("invalid regular expression: \(error.message)", suggestion: "see 'help match'")
      }
    }
  }
}
