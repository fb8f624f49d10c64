/// What is wrong with a YAML text, and where: libyaml's own words, or the loader's.
///
/// libyaml's scanner, parser and composer each give a problem at a mark ("did not find expected
/// ',' or ']'"), often with what they were reading at the time ("while parsing a flow sequence")
/// at another mark. Lines and columns count from 1, as an editor shows them.
struct YAMLError: Error, Equatable, Sendable {
  /// What is wrong, such as "did not find expected ',' or ']'".
  var problem: String
  /// The line of the text where the problem is.
  var line: Int
  /// The column of that line, in Unicode scalars.
  var column: Int
  /// What libyaml was reading when it found the problem, such as "while parsing a flow sequence".
  var context: String?
  /// The line where that reading began.
  var contextLine: Int?

  init(problem: String, line: Int, column: Int, context: String? = nil, contextLine: Int? = nil) {
    self.problem = problem
    self.line = line
    self.column = column
    self.context = context
    self.contextLine = contextLine
  }
}

extension YAMLError: CustomStringConvertible {
  /// The error on one line: "3:7: did not find expected ',' or ']' (while parsing a flow sequence
  /// at line 2)".
  var description: String {
    let context = self.context.map { " (\($0)" + (contextLine.map { " at line \($0)" } ?? "") + ")" } ?? ""
    return "\(line):\(column): \(problem)\(context)"
  }
}
