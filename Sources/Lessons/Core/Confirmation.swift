/// A question a terminal asks before something is lost (`reset`, a `save` over a file),
/// answered by typing the same command again as the very next line.
public struct Confirmation: Sendable, Equatable {
  /// What must be typed again.
  public var command: String
  /// The number of lines typed before the one that asked.
  public var typed: Int

  public init(_ command: String, typed: Int) {
    self.command = command
    self.typed = typed
  }

  /// Whether `command`, typed after `typed` earlier lines, answers this question.
  public func isAnswered(by command: String, typed: Int) -> Bool {
    self.command == command && self.typed + 1 == typed
  }
}
