import Foundation
import Testing

/// The threading chapter's part of the hardening audit (issue 16), on the real binary in a child
/// process: no number, group leave or nesting crashes the shell, and explore and live keep their
/// budgets.
@Suite struct ThreadingHardeningTests {
  static func run(_ lines: [String]) throws -> (result: Binary.Result, seconds: Double) {
    let start = Date()
    let result = try Binary.run(input: Data((["threading"] + lines).map { $0 + "\n" }.joined().utf8))
    return (result, Date().timeIntervalSince(start))
  }

  /// The lines after the chapter's greeting.
  static func output(_ result: Binary.Result) -> [String] {
    Array(result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst().dropLast())
  }

  @Test func everyExtremeIntegerIsOneErrorLine() throws {
    let lines = [
      "new var v -9223372036854775808", "new var v 9223372036854775807", "new var v 1000000001",
      "new var v 99999999999999999999", "new semaphore s -9223372036854775808", "new opqueue oq --max 9223372036854775807",
      "store v 1", "work 9223372036854775807", "work -9223372036854775808", "after -9223372036854775808 main { log x }",
      "apply 9223372036854775807 { log x }", "workers -9223372036854775808", "explore --max 9223372036854775808",
      "live --runs -9223372036854775808", "begin t --expire 9223372036854775807 { end t }",
      "new group g", "wait g --timeout 99999999999999999999", "new var w 0", "load r w; store w r+-9223372036854775808",
      "load r w; if r == 9223372036854775807 { log x }",
    ]
    let (result, _) = try Self.run(lines)
    #expect(result.exitedNormally, "killed by a signal: \(result.stderr.prefix(300))")
    let output = Self.output(result)
    // Two lines succeed (new group g, new var w 0), two print a load before their error.
    #expect(output.filter { $0.hasPrefix("error: ") }.count == lines.count - 2, "\(output)")
    #expect(
      output.contains(
        "error: a variable holds a whole number from -1000000000 to 1000000000, not '-9223372036854775808'; new var v 0"))
  }

  @Test func storesPastTheStatedRangeAreAnOverflowCrash() throws {
    let (result, _) = try Self.run([
      "new var v 1000000000", "incr v", "load r v; store v r+r", "explore { incr v }", "show v",
    ])
    #expect(result.exitedNormally)
    let output = Self.output(result)
    #expect(
      output.dropFirst().first
        == "error: main stores 1000000001 in v, past the range a variable holds (-1000000000 to 1000000000): an overflow, which Swift's arithmetic traps on"
    )
    #expect(output.contains("  crash: overflow: 1"))
    #expect(output.last == "1000000000")
  }

  @Test func anUnbalancedGroupLeaveIsACrashAndLiveRefusesIt() throws {
    let (result, _) = try Self.run(["load group-notify", "leave g", "live", "explore", "run"])
    #expect(result.exitedNormally, "killed by a signal: \(result.stderr.prefix(300))")
    let output = Self.output(result)
    #expect(output.contains("error: live refuses: some schedules end in a leave without enter crash; 'explore' shows which"))
    #expect(output.contains("  crash: leave without enter: 6"))
    #expect(
      output.last?.hasPrefix("error: after 15 steps: w1 B1 on global ends and leaves g, whose count is already 0: ") == true)
    #expect(output.last?.contains("unbalanced call to dispatch_group_leave") == true)
  }

  @Test func deepNestingIsOneErrorLineBeforeAnythingIsRead() throws {
    let deep = String(repeating: "async global {", count: 2_775) + " log x " + String(repeating: "}", count: 2_775)
    let limit = String(repeating: "async global {", count: 63) + " log x " + String(repeating: "}", count: 63)
    let (result, seconds) = try Self.run(["new block b { \(deep) }", "explore { \(deep) }", "new block c { \(limit) }"])
    #expect(result.exitedNormally, "killed by a signal")
    let output = Self.output(result)
    #expect(
      output.prefix(2).allSatisfy {
        $0 == "error: blocks nest more than 64 deep; name an inner block with 'new block NAME { … }' and use its name"
      })
    #expect(output.last?.hasPrefix("block c: { async global { async global {") == true)
    #expect(seconds < 10)
  }

  /// A 1 MB line of blocks nested 63 deep around 150,000 statements reads about as fast as the
  /// same statements one level deep (reading each level again took 22 s in a debug build), and
  /// a line of 44,000 flat blocks reads too.
  @Test func longLinesOfBlocksAreReadInOnePass() throws {
    let statements = String(repeating: "log x; ", count: 150_000)
    func nested(_ depth: Int) -> String {
      "new block b { " + String(repeating: "async global {", count: depth) + statements + String(repeating: "}", count: depth)
        + " }"
    }
    let (shallow, once) = try Self.run([nested(1)])
    let (deep, nestedTime) = try Self.run([nested(63)])
    let flat = "new block c { " + String(repeating: "async global { log a }; ", count: 44_000) + "}"
    let (wide, _) = try Self.run([flat])
    for result in [shallow, deep, wide] {
      #expect(result.exitedNormally)
      let output = Self.output(result)
      #expect(output.count == 1 && (output.first?.hasPrefix("block ") ?? false))
    }
    #expect(nestedTime < 2 * once + 2, "63 levels: \(nestedTime) s; one level: \(once) s")
  }

  /// `live`'s runs happen in workbench-live: without it, or when it dies half way, `live` is one
  /// error line, nothing is recorded, and the shell goes on.
  @Test func liveWithoutItsProgramIsOneErrorLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A stand-in that answers one run, then dies as a crashing program would.
    let dying = folder.appendingPathComponent("dying").path
    try "#!/bin/sh\nread request\necho '{\"outcome\":\"c=1\"}'\nkill -9 $$\n".write(
      toFile: dying, atomically: true, encoding: .utf8)
    chmod(dying, 0o755)
    let lines = ["threading", "new var c 0", "live --runs 3 { async global { incr c } }", "timeline"]
    let input = Data(lines.map { $0 + "\n" }.joined().utf8)
    let missing = folder.appendingPathComponent("missing").path
    for (program, error) in [
      (missing, "error: live needs the program live runs happen in, \(missing), and it is not there; make release builds it"),
      (dying, "error: live: \(dying) stopped after 1 run of 3 (status 137)"),
    ] {
      let result = try Binary.run(input: input, environment: ["WORKBENCH_LIVE": program], timeLimit: 30)
      #expect(result.exitedNormally && result.status == 1)
      let output = Self.output(result)
      #expect(output.contains(error), "\(output)")
      #expect(!output.contains { $0.contains("live --runs") && !$0.hasPrefix("error") }, "nothing recorded: \(output)")
    }
  }

  /// A `while` loop over a register of the block's own runs on real Dispatch threads too: each
  /// of the runs counts to three, as the simulator's one schedule does.
  @Test func aLoopRunsLiveAsItRunsInTheSimulator() throws {
    let (result, _) = try Self.run([
      "new var c 0", "live --runs 3 { async global { local i 0; while i < 3 { incr c; local i i+1 } } }",
    ])
    #expect(result.exitedNormally)
    let output = Self.output(result)
    #expect(output.suffix(2) == ["  c=3: 3", "the simulator's 1 schedules: c=3: 1"], "\(output)")
  }

  @Test func liveRefusesRunsOverItsTimeBudgetAtOnce() throws {
    let (result, seconds) = try Self.run(["live --runs 20 { work 200000 }", "live --runs 2 { work 100 }"])
    #expect(result.exitedNormally)
    let output = Self.output(result)
    #expect(
      output.first
        == "error: live: 20 runs of up to 200000 ticks would take 80 s at 20 µs a tick, over live's budget of 30 s; fewer --runs or less work: runs × ticks must stay within 1500000"
    )
    #expect(output.dropFirst().first?.hasPrefix("2 runs on real Dispatch threads") == true)
    #expect(seconds < 10)
  }
}

/// Ctrl-C and memory in a real terminal: `live` stops inside a long run, and `explore --reduce`
/// gives its states' memory back.
@Suite(.serialized) struct ThreadingTerminalTests {
  /// The shell's resident memory in MB, from /proc/PID/status.
  static func residentMB(_ tmux: Tmux) throws -> Int {
    let pid = try tmux.tmux(["display", "-p", "-t", "shell", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
  }

  @Test func ctrlCStopsOneLongLiveRunAtOnce() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.enter("threading", "live --runs 1 { work 1000000 }")
    Thread.sleep(forTimeInterval: 1.5)
    try tmux.send("C-c")
    let start = Date()
    let screen = try tmux.waitFor { $0.last == "threading>" }
    #expect(Date().timeIntervalSince(start) < 0.5, "the prompt came back at once")
    #expect(
      screen.dropLast().last?.hasSuffix(
        "error: interrupted (Ctrl-C): the command was stopped and changed nothing; type it again to start it over") == true)
  }

  @Test func exploreGivesItsMemoryBackAtThePrompt() throws {
    let tmux = try Tmux()
    try tmux.start()
    let block = "async global { incr c; incr c }"
    try tmux.enter("threading", "new var c 0", block, block, block, block, block, block, block, block)
    try tmux.waitFor { $0.last == "threading>" }
    let before = try Self.residentMB(tmux)
    try tmux.enter("explore --reduce")
    // The search grows as fast as the machine lets it: wait for it (up to 60 s on a loaded one).
    var during = try Self.residentMB(tmux)
    let start = Date()
    while during <= before + 15, Date().timeIntervalSince(start) < 60 {
      Thread.sleep(forTimeInterval: 0.5)
      during = try Self.residentMB(tmux)
    }
    try tmux.send("C-c")
    try tmux.waitFor { $0.last == "threading>" }
    let after = try Self.residentMB(tmux)
    #expect(during > before + 15, "the search grew: \(before) MB, then \(during) MB")
    #expect(
      after < before + (during - before) / 3, "memory is given back: \(before) MB before, \(during) MB during, \(after) MB after")
  }
}
