/// A problem in a lesson file, printed as `file:line: message` like a compiler's.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String
  /// The file cannot be used at all (not UTF-8, no readable front matter, unreadable): the run
  /// is an error (exit 2), not a failure.
  public var unusable = false

  public init(file: String, line: Int, message: String, unusable: Bool = false) {
    self.file = file
    self.line = line
    self.message = message
    self.unusable = unusable
  }

  public var description: String { "\(file):\(line): \(message)" }
}
