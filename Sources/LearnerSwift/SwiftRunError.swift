/// Why the learner's Swift stopped: a syntax error or an unsupported construct when it was read,
/// or a runtime trap (overflow, division by zero, an index out of range, the step limit), with
/// the line.
public struct SwiftRunError: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int?
  public var message: String

  public init(line: Int, column: Int? = nil, _ message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    column.map { "line \(line), column \($0): \(message)" } ?? "line \(line): \(message)"
  }
}
