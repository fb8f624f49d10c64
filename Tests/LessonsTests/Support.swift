@testable import Lessons

/// An engine driven line by line like a transcript (by default with the test chapter active).
struct Transcript {
  var engine = Engine(catalog: .withTestbed)

  init(_ lines: String...) {
    _ = engine.run("use testbed")
    for line in lines { _ = engine.run(line) }
  }

  /// An engine started in `chapter`, after `setup`; a setup line that fails stops the run.
  init(in chapter: String, of catalog: Catalog, setup: [String]) {
    engine = Engine(catalog: catalog, active: chapter)
    for line in setup {
      let outcome = engine.run(line).outcome
      precondition(outcome == .ok, "setup line failed: \(line)")
    }
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
