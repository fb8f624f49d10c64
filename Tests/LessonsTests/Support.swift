@testable import Lessons

/// An engine with the test chapter active, driven line by line like a transcript.
struct Transcript {
  var engine = Engine(catalog: .withTestbed)

  init(_ lines: String...) {
    _ = engine.run("use testbed")
    for line in lines { _ = engine.run(line) }
  }

  /// Runs `line` and returns what it printed.
  @discardableResult
  mutating func run(_ line: String) -> [String] {
    engine.run(line).lines.map(\.text)
  }

  mutating func outcome(_ line: String) -> Engine.Outcome { engine.run(line).outcome }

  /// The one-line form of a path, as `show` prints it.
  mutating func value(_ path: String) -> String {
    engine.run("show \(path)").lines.first?.text ?? ""
  }
}
