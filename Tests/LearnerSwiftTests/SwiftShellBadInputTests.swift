import HostileInput
import LearnerSwift
import Lessons
import Testing

/// Bad Swift typed at the shell, on the chapters' live objects: mangled blocks that use UIKit's
/// and Foundation's names never crash the shell; a block that does not compile is one error line
/// and changes nothing; one that traps stops at its line; the session goes on either way.
@Suite struct SwiftShellBadInputTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  /// Blocks that use the views, undo, threading, validators and networking chapters' objects, for the generator to damage.
  static let blocks: [(chapter: String, code: String)] = [
    (
      "views",
      """
      let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      root.addSubview(v)
      v.center = CGPoint(x: 160, y: 284)
      print(v.convert(CGPoint(x: 0, y: 0), to: root), v.frame.midX)
      v.transform = CGAffineTransform(rotationAngle: .pi / 6)
      let hit = root.hitTest(CGPoint(x: 160, y: 284), with: nil)
      """
    ),
    ("undo", SwiftUndoBindingTests.modelCode + "\num.undo()\num.redo()\nprint(model.value, um.canUndo)"),
    (
      "threading",
      """
      var counter = 0
      let m = NSLock()
      let q = DispatchQueue(label: "q")
      for _ in 0..<2 { DispatchQueue.global().async { m.lock(); counter += 1; m.unlock() } }
      q.sync { let t = counter; if t > 0 { print("seen") }; counter = t + 1 }
      print(counter)
      """
    ),
    (
      "validators",
      """
      let result = password.validate("abc1")
      print(result.valid, result.errors)
      let both = startsAndEnds.validate("a1")
      print(both)
      """
    ),
    (
      "networking",
      """
      var got = 0
      let t = URLSession.shared.dataTask(with: URL(string: "/json")!) { _, _, _ in
        DispatchQueue.main.async { got = 1 }
      }
      t.resume()
      print(t.state == .running, t.taskIdentifier)
      """
    ),
  ]

  @Test func mangledBlocksOnTheModelsNeverCrashAndAFailureChangesNothing() {
    var generator = LineGenerator(seed: 20_261_124)
    var outcomes: [Engine.Outcome: Int] = [:]
    for round in 0..<200 {
      let (chapter, code) = Self.blocks[round % Self.blocks.count]
      var engine = Engine(catalog: .shipped, active: chapter)
      let before = engine.run("show").lines.map(\.text)
      let program = SwiftBadInputTests.mangled(code, &generator)
      let report = engine.run("swift {\n" + program + "\n}")
      outcomes[report.outcome, default: 0] += 1
      if report.outcome == .failed {
        #expect(report.lines.count == 1, "\(program)\n\(report.lines.map(\.text))")
        #expect(engine.run("show").lines.map(\.text) == before, "\(program)")
      }
      // The session goes on: the shell answers the next line.
      #expect(engine.run("swift { print(1) }").lines.map(\.text) == ["1"])
    }
    // Damage both leaves programs that run (some to a trap) and programs that do not compile.
    #expect((outcomes[.ok] ?? 0) > 20 && (outcomes[.failed] ?? 0) > 20, "\(outcomes)")
  }
}
