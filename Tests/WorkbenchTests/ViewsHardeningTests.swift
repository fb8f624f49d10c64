import Foundation
import Testing

/// Issue 16 in the views and validators chapters, on the real binary: extreme numbers, huge and
/// tiny geometry, trees nested thousands deep and pathological patterns each give an answer or
/// one error line, in bounded time, and Ctrl-C stops a long match.
@Suite struct ViewsHardeningTests {
  /// Runs `lines` through the binary (with `launcher` before it) and returns its output lines,
  /// after checking that it was not killed and took under `seconds`.
  static func run(_ lines: [String], seconds: Double = 20, launcher: [String] = []) throws -> [String] {
    let start = Date()
    let result = try Binary.run(input: Data((lines.joined(separator: "\n") + "\n").utf8), launcher: launcher)
    #expect(result.exitedNormally, "killed by a signal: \(result.stderr.prefix(300))")
    #expect(Date().timeIntervalSince(start) < seconds, "took over \(seconds) s")
    return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func extremeIntegersAndOverflowingTransformsAreOneErrorLineEach() throws {
    let output = try Self.run([
      "views", "new view v1 frame 0 0 10 10", "set v1.tag -9223372036854775808", "set v1.tag 9223372036854775807",
      "set v1.tag 1000000001", "new transform t scale 1000000000 1000000000", "new transform u concat t t",
      "set v1.transform t t", "show v1.tag",
    ])
    let tagError =
      "error: tag takes a whole number from -1000000000 to 1000000000; for example 'set v1.tag 7'"
    #expect(Array(output[2...4]) == [tagError, tagError, tagError])
    #expect(output[6].hasPrefix("error: the transform would be [1000000000000000000 0 0 1000000000000000000 0 0]"))
    #expect(output[7].hasPrefix("error: the transform would be"))
    #expect(output[8] == "0")
  }

  @Test func hugeTinyAndFlatGeometryDrawOnABoundedCanvas() throws {
    let folder = try temporaryFolder("huge-svg")
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("huge.svg").path
    let output = try Self.run([
      "views", "window 1 1000000000", "draw", "export svg \(svg)", "window 1 100000", "draw --width 200",
      "new view v1 frame 0 0 100 100", "set v1.bounds 0 0 0.000000001 10", "draw v1", "window 1000000000 1", "draw",
    ])
    // Three pictures and their notes, each at most 200 rows: nowhere near the 10^11 cells asked for.
    #expect(output.count < 700)
    #expect(output.filter { $0.hasPrefix("(scaled down to fit 200 rows: ") }.count == 3, "\(output.suffix(5))")
    #expect(output.contains { $0.hasPrefix("wrote \(svg) (") && $0.hasSuffix("a pixel is 250000 points)") })
    #expect(!output.contains { $0.hasPrefix("error: ") })
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    // The one-point-wide window is widened to a thousandth of its height, around its middle.
    #expect(text.contains("width=\"4\" height=\"4000\" viewBox=\"-2 0 4 4000\""))
  }

  @Test func treesNestedThousandsDeepNeverOverflowTheStack() throws {
    // On a 1 MB stack, a recursion over 3,000 levels overflows; every walk of the tree must be a loop.
    var lines = ["views", "new view n0 frame 0 0 300 500"]
    for level in 1..<3000 { lines.append("new view n\(level) frame 0 0 300 500 in n\(level - 1)") }
    let commands = [
      "tree", "draw", "hittest 1 1", "convert 0 0 from n2999 to window", "window 300 400", "remove n1", "tree",
      "insert n1 into n0", "show n2999", "hittest 1 1 --step",
    ]
    let output = try Self.run(
      lines + commands, seconds: 60, launcher: ["/bin/sh", "-c", "ulimit -s 1024 && exec \"$0\""])
    #expect(!output.contains { $0.hasPrefix("error: ") }, "\(output.filter { $0.hasPrefix("error: ") }.prefix(3))")
    // Past 40 levels a line shows its depth rather than more spaces.
    #expect(output.contains(String(repeating: "  ", count: 40) + "[3001] n2999 (0, 0, 300, 500)"))
    #expect(output.contains("n2999"), "the hit-test answers the deepest view")
    #expect(output.contains("detached:"))
  }

  @Test func aMatchOverTheWorkLimitIsRefusedBeforeItStarts() throws {
    let output = try Self.run(
      ["validators", "match /((a*){100}){60}b/ " + String(repeating: "a", count: 100_000)], seconds: 5)
    #expect(
      output[1]
        == "error: matching could take 18002 steps of the pattern (counted repeats expanded) at each of the text's "
        + "100001 positions, over the limit of 20000000; use a shorter text or fewer counted repeats")
  }

  @Test func ctrlCStopsALongMatch() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.enter("validators")
    try tmux.waitFor { $0.last == "validators>" }
    // Within the limit (19,802 steps at 1,001 positions), and seconds of work in a debug build. The
    // line is longer than the screen is wide, so the echo is counted rather than read on one line.
    _ = try tmux.tmux(["send-keys", "-t", "shell", "-l", "match /((a*){100}){66}b/ " + String(repeating: "a", count: 1000)])
    try tmux.waitFor("the echo of the line") { $0.joined().filter { $0 == "a" }.count >= 1002 }
    try tmux.send("Enter")
    try tmux.waitFor("the progress line of match") { lines in
      lines.last.map { $0.hasPrefix("match: ") && $0.contains(" of 1000 characters (") && $0.hasSuffix(" · Ctrl-C stops") }
        ?? false
    }
    try tmux.send("C-c")
    let start = Date()
    let screen = try tmux.waitFor { $0.last == "validators>" }
    #expect(Date().timeIntervalSince(start) < 1, "the prompt came back at once")
    #expect(
      screen.dropLast().last?.hasSuffix(
        "error: interrupted (Ctrl-C): the command was stopped and changed nothing; type it again to start it over") == true)
    #expect(try tmux.paneState().dead == false)
  }
}
