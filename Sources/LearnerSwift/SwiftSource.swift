#if canImport(SwiftParser)
  import SwiftDiagnostics
  import SwiftParser
  import SwiftParserDiagnostics
  import SwiftSyntax
#endif

/// A learner's Swift source, read by the real Swift parser (swift-syntax's SwiftParser, the
/// toolchain's own build of it).
///
/// What reading gives: the top-level statements, each with the line it starts on, and the
/// parser's own diagnostics, each with its line and column, as the learner's error messages.
public struct SwiftSource: Sendable {
  /// One top-level statement or declaration: its kind as the syntax tree names it, its line and
  /// its text.
  public struct Statement: Equatable, Sendable {
    public var kind: String
    public var line: Int
    public var text: String
  }

  /// A parse error or warning at a line and column, in the parser's words.
  public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
  }

  public let text: String
  public let statements: [Statement]
  public let diagnostics: [Diagnostic]

  /// Whether this build can read Swift: the toolchain's SwiftParser was found when it was built.
  public static var isAvailable: Bool {
    #if canImport(SwiftParser)
      true
    #else
      false
    #endif
  }

  public init(_ text: String) {
    self.text = text
    #if canImport(SwiftParser)
      if let problem = SwiftNesting.tooDeep(text) {
        // The parser would take minutes over it, or overflow its stack.
        statements = []
        diagnostics = [Diagnostic(line: problem.line, column: problem.column, message: problem.message)]
        return
      }
      let tree = Parser.parse(source: text)
      let converter = SourceLocationConverter(fileName: "learner.swift", tree: tree)
      statements = tree.statements.map { item in
        Statement(
          kind: "\(item.item.kind)", line: item.startLocation(converter: converter).line,
          text: item.trimmedDescription)
      }
      diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
        let location = diagnostic.location(converter: converter)
        return Diagnostic(line: location.line, column: location.column, message: diagnostic.message)
      }
    #else
      statements = []
      diagnostics = [
        Diagnostic(line: 1, column: 1, message: "this build has no Swift parser: the toolchain's lib/swift/host was not found")
      ]
    #endif
  }
}
