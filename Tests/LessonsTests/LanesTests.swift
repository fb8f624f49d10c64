import Foundation
import Testing

@testable import Lessons

/// `lanes` and `explore --show`: the picture of who stepped, who held which lock, who waited
/// and when main was frozen.
@Suite struct LanesTests {
  static func session(_ lines: String...) -> Transcript {
    Transcript(in: "threading", of: .shipped, setup: lines)
  }

  static let lockProgram = [
    "new lock m", "new var c 0", "workers 2",
    "async global { lock m; incr c; unlock m }; async global { lock m; incr c; unlock m }", "run",
  ]

  @Test func aLockShowsWhoHeldItAndWhoWaited() {
    var session = Transcript(in: "threading", of: .shipped, setup: Self.lockProgram)
    #expect(
      session.run("lanes") == [
        "lanes of 10 steps (steps 1-10), t=0 to t=0",
        "t     0",
        "step  1",
        "main  ##........",
        "w1    .-####....",
        "  m     ====",
        "w2    ..-xxx####",
        "  m         ====",
        "key: # steps  - could step, another did  = busy in work  x blocked  . idle",
        "     a column is a step, or a move of the clock (~)",
        "     under a thread, = marks when it held the lock named at the left",
        "  w1 held m: steps 3-6, at t=0",
        "  w2 blocked (lock m, held by w1): steps 4-6, at t=0",
        "  w2 held m: steps 7-10, at t=0",
      ])
  }

  @Test func mainFrozenInSyncAndWorkCountsItsTicks() {
    var session = Self.session(
      "new queue q serial", "new var c 0", "workers 2", "async q { work 10; incr c }", "sync q { incr c }", "run",
      "work 5")
    #expect(
      session.run("lanes") == [
        "lanes of 8 steps (steps 1-8), t=0 to t=15",
        "t     0  ~10   ~15",
        "step  1",
        "main  ##xxxx###=",
        "w1    .-#=##....",
        "key: # steps  - could step, another did  = busy in work  x blocked  . idle",
        "     a column is a step, or a move of the clock (~)",
        "idle throughout: w2",
        "  main blocked (sync q): steps 3-5, t=0 to t=10",
        "  main busy in work: t=10 to t=15",
        "  main was frozen (busy or blocked) for 15 ticks of the clock",
      ])
    // The chapter's own count of the frozen interface agrees.
    #expect(session.value("screen.frozen") == "15")
  }

  @Test func workLeftShowsNowAsTheLastColumn() {
    var session = Self.session("new var c 0", "workers 2", "async global { incr c }; async global { incr c }")
    #expect(
      Array(session.run("lanes").prefix(6)) == [
        "lanes of 2 steps (steps 1-2), t=0 to t=0", "t     0", "step  1 ^", "main  ##.", "w1    .--", "w2    ..-",
      ])
    var empty = Self.session()
    #expect(empty.run("lanes") == ["no steps yet: lanes draws the steps that run, step and typed statements take"])
  }

  @Test func theSVGIsWellFormedXMLWithATooltipPerCell() throws {
    var session = Transcript(in: "threading", of: .shipped, setup: Self.lockProgram)
    let path = "/tmp/workbench-lanes-\(UInt64.random(in: 0...UInt64.max)).svg"
    defer { unlink(path) }
    #expect(session.run("lanes --svg \(path)").first?.hasPrefix("wrote \(path) (") == true)
    let svg = try #require(TextFile.read(path))
    #expect(svg.contains("<title>w2 blocked (lock m, held by w1), step 4, at t=0</title>"))
    #expect(svg.contains("<title>w1 holds m, step 3, at t=0</title>"))
    let lint = Process()
    lint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    lint.arguments = ["xmllint", "--noout", path]
    try lint.run()
    lint.waitUntilExit()
    #expect(lint.terminationStatus == 0, "xmllint --noout \(path)")
  }

  @Test func aFrameworkBlocksCellIsTitledWithTheLineItsLabelLogged() throws {
    // A session's callbacks are operations on its delegate queue; the reachability watcher's
    // are dispatch blocks on main. The lanes keep their steps as numbers and put them into
    // words as the picture is drawn, from the labels the machine keeps.
    var session = Transcript(
      in: "networking", of: .shipped,
      setup: [
        "new session s --delegate on", "new task t = s data /text", "resume t", "run", "respond t allow", "run",
        "reachability watch", "reachability flags reachable,isWWAN", "run",
      ])
    let path = "/tmp/workbench-lanes-\(UInt64.random(in: 0...UInt64.max)).svg"
    defer { unlink(path) }
    #expect(session.run("lanes --svg \(path)").first?.hasPrefix("wrote \(path) (") == true)
    let svg = try #require(TextFile.read(path))
    let titles = svg.split(separator: "<title>").dropFirst().compactMap { $0.split(separator: "<").first }
      .filter { $0.contains(": log ") }
    #expect(
      titles == [
        "main B4 on main: log reachability wifi down, step 4, at t=0",
        "main B5 on main: log reachability cell up, step 5, at t=0",
        "w1 B1 on sQueue: log t didReceiveResponse 200, step 1, at t=0",
        "w1 B2 on sQueue: log t didReceiveData 13 bytes, step 2, at t=0",
        "w1 B3 on sQueue: log t didCompleteWithError error nil, step 3, at t=0",
      ])
  }

  @Test func exploreShowsTheFirstLostUpdateOfTheClassicRace() {
    var session = Self.session("new var c 0", "workers 2", "async global { incr c }; async global { incr c }")
    let lines = session.run("explore --show c=1")
    #expect(Array(lines.prefix(4)) == ["6 schedules", "  c=1: 4", "  c=2: 2", "deadlocks: 0"])
    #expect(
      Array(lines.dropFirst(4)) == [
        "",
        "the first schedule ending in c=1: w1 w2 w1 w2",
        "1. w1 B1 on global: incr c (load: c is 0)",
        "2. w2 B2 on global: incr c (load: c is 0)",
        "3. w1 B1 on global: incr c (store: c = 1)",
        "    w1 B1 on global finishes",
        "4. w2 B2 on global: incr c (store: c = 1)  lost update: w1's write is overwritten",
        "    w2 B2 on global finishes",
        "",
        "lanes of 4 steps (steps 1-4), t=0 to t=0",
        "t     0",
        "step  1",
        "main  ....",
        "w1    #-#.",
        "w2    -#-#",
        "key: # steps  - could step, another did  = busy in work  x blocked  . idle",
        "     a column is a step, or a move of the clock (~)",
      ])
    // A query: the session's own run is untouched, and `explore` alone prints what it did.
    #expect(session.run("explore") == Array(lines.prefix(4)))
    #expect(session.value("c") == "0")
  }

  @Test func exploreShowsADeadlockWithTheThreadsStuckNow() {
    var session = Self.session("load lock-order")
    let lines = session.run("explore --show deadlock")
    #expect(lines.contains("the first schedule ending in deadlock: w1 w2"))
    #expect(lines.contains("w1    #-x"))
    #expect(lines.contains("  w1 blocked (lock b, held by w2): now, at t=0"))
    #expect(lines.contains { $0.hasPrefix("DEADLOCK at t=0") })
  }

  @Test func anUnknownOutcomeIsOneErrorLineAndChangesNothing() {
    var session = Transcript(in: "threading", of: .shipped, setup: Self.lockProgram)
    let before = [session.run("threads"), session.run("lanes"), session.run("timeline")]
    let report = session.engine.run("explore --show c=3")
    #expect(report.outcome == .failed)
    #expect(report.lines.map(\.text) == ["error: no schedule ends in 'c=3'; the outcomes are 'c=2'"])
    #expect(session.outcome("explore --svg /tmp/never.svg") == .failed)
    #expect([session.run("threads"), session.run("lanes"), session.run("timeline")] == before)
  }

  @Test func backDrawsTheLanesOfTheEarlierStateAsAFreshReplayDoes() {
    var session = Transcript(in: "threading", of: .shipped, setup: Self.lockProgram)
    session.run("back")
    var fresh = Transcript(in: "threading", of: .shipped, setup: Array(Self.lockProgram.dropLast()))
    #expect(session.run("lanes") == fresh.run("lanes"))
    var whole = Transcript(in: "threading", of: .shipped, setup: Self.lockProgram)
    #expect(session.run("lanes") != whole.run("lanes"))
  }
}
