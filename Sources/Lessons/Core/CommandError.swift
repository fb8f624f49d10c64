/// A failed command: what was wrong and what to try.
///
/// It renders as one line and the engine guarantees the command changed nothing.
public struct CommandError: Error, Sendable, Equatable {
  public var message: String
  public var suggestion: String?

  public init(_ message: String, suggestion: String? = nil) {
    self.message = message
    self.suggestion = suggestion
  }
}

extension CommandError {
  /// A name that is not an object of the kind a command wants.
  ///
  /// It reads `b is a manager, not a box` when the name is an object of another kind
  /// (`actualKind`), else `no box named 'x'` with the nearest of `names` or how to create one.
  static func unknownObject(_ name: String, kind: String, actualKind: String?, names: [String]) -> CommandError {
    if let actualKind {
      return CommandError(
        "\(name) is \(Format.withArticle(actualKind)), not \(Format.withArticle(kind))",
        suggestion: "name \(Format.withArticle(kind))")
    }
    return CommandError(
      "no \(kind) named \(Format.echo(name))",
      suggestion: Suggestion.didYouMean(name, in: names) ?? "create it with 'new \(kind) \(name) …'")
  }
}
