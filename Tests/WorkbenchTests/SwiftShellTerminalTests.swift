import Foundation
import Testing

/// The learner's Swift in the real shell, through a real terminal (tmux) and real libedit: a
/// block typed over several lines after a continuation prompt, then stepped a statement at a
/// time, back, and Ctrl-C dropping a half-typed block.
@Suite(.serialized) struct SwiftShellTerminalTests {
  @Test func aBlockTypedOverSeveralLinesIsSteppedAStatementAtATime() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.enter("undo", "swift --step {")
    // The block is open: the next line's prompt is a continuation as wide as `undo> `.
    try tmux.waitFor { $0.last == "...." }
    try tmux.enter("  var total = 0", "  for i in 1...3 {", "    total += i * i", "  }", "  print(\"total\", total)", "}")
    var screen = try tmux.waitFor { $0.last == "undo>" }
    #expect(Array(screen.suffix(3)) == ["[1] line 2: var total = 0", "    + total: 0", "undo>"], "\(screen)")
    try tmux.enter("step", "step")
    screen = try tmux.waitFor { $0.last == "undo>" && $0.contains("    total: 0 -> 1") }
    #expect(screen.contains("[2] line 3: for i in 1...3 {"))
    #expect(screen.contains("[3] line 4: total += i * i"))
    try tmux.enter("back", "show total")
    screen = try tmux.waitFor { $0.last == "undo>" && $0.dropLast().last == "0" }
    try tmux.enter("continue")
    screen = try tmux.waitFor { $0.last == "undo>" && $0.contains("    prints total 14") }
    #expect(Array(screen.suffix(2)) == ["    prints total 14", "undo>"], "\(screen)")
    // `swift` alone opens a block too, closed by a `}` of its own.
    try tmux.enter("swift")
    try tmux.waitFor { $0.last == "...." && $0.contains("a Swift block: type its lines, then } on a line of its own to run it") }
    try tmux.enter("print(6 * 7)", "}")
    screen = try tmux.waitFor { $0.last == "undo>" && $0.dropLast().last == "42" }
    // Ctrl-C in the middle of a block drops it, and the shell goes on.
    try tmux.enter("swift {", "let lost = 1")
    try tmux.waitFor { $0.last == "...." }
    try tmux.send("C-c")
    try tmux.waitFor { $0.last == "undo>" }
    try tmux.enter("show lost")
    screen = try tmux.waitFor { $0.last == "undo>" && $0.dropLast().last?.hasPrefix("error:") == true }
    #expect(try tmux.paneState().dead == false)
  }
}

extension SwiftShellTerminalTests {
  /// Ctrl-C stops a long Swift run between two statements: the run is paused there, its state
  /// intact, and `back` undoes it.
  @Test func ctrlCPausesALongSwiftRunWithTheStateIntact() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.enter("undo", "swift { var i = 0; while i < 100_000_000 { i += 1 } }")
    Thread.sleep(forTimeInterval: 1)
    try tmux.send("C-c")
    let screen = try tmux.waitFor { $0.last == "undo>" }
    #expect(
      screen.contains { $0.contains("interrupted: swift is paused at step ") }, "\(screen)")
    try tmux.enter("show i")
    let shown = try tmux.waitFor { $0.last == "undo>" && $0.dropLast().last.map { Int($0) != nil } == true }
    #expect((Int(shown.dropLast().last ?? "") ?? 0) > 0)
    try tmux.enter("back", "show i")
    try tmux.waitFor { $0.last == "undo>" && $0.dropLast().last?.hasPrefix("error: no object named 'i'") == true }
    #expect(try tmux.paneState().dead == false)
  }
}
