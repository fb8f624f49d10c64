/// A rule built from the words of `new rule`.
extension ValidationRule {
  /// The rule `TYPE SET DESCRIPTION`, `length min|max N` or `throwing ERROR` describes, with
  /// the kind of a contains rule given by its option.
  static func parse(_ words: [String], containment: [String], atLeast: Int?) throws(CommandError) -> ValidationRule {
    guard let type = words.first else {
      throw CommandError(
        "a rule needs its type", suggestion: "startsWith, endsWith, length, contains or throwing; see 'help new'")
    }
    let rest = Array(words.dropFirst())
    if type != "contains", let option = containment.first {
      throw CommandError("--\(option) belongs to a contains rule", suggestion: "leave it out")
    }
    switch type {
    case "startsWith", "endsWith", "contains":
      guard rest.count == 2 else {
        throw CommandError(
          "\(type) takes a SET and a DESCRIPTION", suggestion: "for example 'new rule r \(type) letters letter'")
      }
      let set = try CharacterClass.parse(rest[0])
      guard !rest[1].isEmpty else { throw CommandError("the description is empty", suggestion: "for example letter") }
      if type == "startsWith" { return .startsWith(set, description: rest[1]) }
      if type == "endsWith" { return .endsWith(set, description: rest[1]) }
      guard containment.count == 1 else {
        throw CommandError(
          containment.isEmpty ? "a contains rule needs its type" : "a contains rule takes one of its types, not several",
          suggestion: "add one of --must, --cannot, --only, --at-least N")
      }
      switch containment[0] {
      case "must": return .contains(set, description: rest[1], .mustContain)
      case "cannot": return .contains(set, description: rest[1], .cannotContain)
      case "only": return .contains(set, description: rest[1], .onlyContain)
      default: return .contains(set, description: rest[1], .containAtLeast(atLeast ?? 1))
      }
    case "length":
      guard rest.count == 2, rest[0] == "min" || rest[0] == "max", let length = Int(rest[1]), (0...1_000_000).contains(length)
      else {
        throw CommandError("length takes min N or max N, N from 0", suggestion: "for example 'new rule r length min 8'")
      }
      return .length(rest[0] == "min" ? .min(length) : .max(length))
    case "throwing":
      guard rest.count == 1, !rest[0].isEmpty else {
        throw CommandError("throwing takes the error's name", suggestion: "for example 'new rule r throwing ParseError.missing'")
      }
      return .foreign(rest[0])
    default:
      throw CommandError(
        "\(Format.echo(type)) is not a rule type",
        suggestion: Suggestion.didYouMean(type, in: ["startsWith", "endsWith", "length", "contains", "throwing"])
          ?? "use startsWith, endsWith, length, contains or throwing")
    }
  }
}
