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

  /// `inspect` of each of `objects`, with the chapter's picture of the screen when `drawing`,
  /// after each of `steps` counts of frames (the animation chapter's `tick`).
  mutating func frames(of objects: [String], after steps: [Int], drawing: Bool = false) -> [[String]] {
    steps.map { count in
      _ = run("tick \(count)")
      return objects.flatMap { printed("inspect \($0) --json") } + (drawing ? printed("draw") : [])
    }
  }
}
