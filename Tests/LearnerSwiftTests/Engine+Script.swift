import Lessons
import Testing

extension Engine {
  /// An engine in `chapter` after `lines`, each of which must succeed.
  static func after(_ lines: [String], in chapter: String) -> Engine {
    var engine = Engine(catalog: .shipped, active: chapter)
    for line in lines {
      let result = engine.run(line)
      #expect(result.outcome == .ok, "\(line): \(result.lines.map(\.text))")
    }
    return engine
  }

  /// What `line` prints.
  mutating func printed(_ line: String) -> [String] { run(line).lines.map(\.text) }
}
