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
