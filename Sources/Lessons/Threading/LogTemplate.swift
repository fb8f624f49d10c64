/// The text of a `log` that shows values: `log c is \(r1)` logs `c is 2` when r1 holds 2 (the
/// learner's `print("c is \(c)")` on a model thread, whose shared variable was loaded first).
///
/// The values are expressions of the block's registers and numbers, read when the statement
/// runs; the text between them is kept as written.
package struct LogTemplate: Hashable, Codable, Sendable {
  /// The text before each value and after the last, one more than the values.
  var texts: [String]
  var values: [Expression]

  /// The line it logs with the thread's registers as they are.
  package func text(registers: [Int]) -> String {
    var line = texts[0]
    for (index, value) in values.enumerated() {
      line += String(value.value(registers: registers)) + texts[index + 1]
    }
    return line
  }

  /// The template in `text` (`c is \(r1)`), each value read by `expression`; nil when the text
  /// has no `\(`.
  static func read(_ text: String, expression: (String) throws(CommandError) -> Expression) throws(CommandError)
    -> LogTemplate?
  {
    var texts: [String] = []
    var values: [Expression] = []
    var rest = Substring(text)
    while let open = rest.firstRange(of: "\\(") {
      let inside = open.upperBound
      guard let close = rest[inside...].firstIndex(of: ")") else {
        throw CommandError("\(Format.echo(text)) opens a value with \\( and never closes it", suggestion: "log c is \\(r1)")
      }
      texts.append(String(rest[..<open.lowerBound]))
      values.append(try expression(String(rest[inside..<close].trimmedBlanks)))
      rest = rest[rest.index(after: close)...]
    }
    guard !values.isEmpty else { return nil }
    texts.append(String(rest))
    return LogTemplate(texts: texts, values: values)
  }
}
