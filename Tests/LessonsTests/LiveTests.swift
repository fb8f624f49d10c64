import Testing

@testable import Lessons

/// `live` on real Dispatch queues and threads: counts vary, so the tests check what must hold
/// in every run, and the refusals.
@Suite struct LiveTests {
  static func session(_ lines: String...) -> Transcript {
    Transcript(in: "threading", of: .shipped, setup: lines)
  }

  /// The outcome counts `live` printed, by outcome.
  static func histogram(_ lines: [String]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for line in lines where line.hasPrefix("  ") {
      let parts = line.dropFirst(2).split(separator: ": ")
      if parts.count == 2, let count = Int(parts[1]) { counts[String(parts[0])] = count }
    }
    return counts
  }

  @Test func theRaceCounterRunsOnRealThreadsWithOnlyTheSimulatorsOutcomes() {
    var session = Self.session("load race-counter")
    let lines = session.run("live --runs 200")
    #expect(lines.first == "200 runs on real Dispatch threads (the counts change from run to run):")
    let counts = Self.histogram(lines)
    #expect(counts.values.reduce(0, +) == 200)
    #expect(Set(counts.keys).isSubset(of: ["counter=2", "counter=3", "counter=4"]))
    #expect(lines.last == "the simulator's 70 schedules: counter=2: 32, counter=3: 32, counter=4: 6")
  }

  @Test func serialQueuesLocksGroupsAndTimersHoldOnRealThreads() {
    var serial = Self.session("load serial-fix")
    #expect(Self.histogram(serial.run("live --runs 50")) == ["counter=4": 50])
    var group = Self.session("load group-notify")
    #expect(Self.histogram(group.run("live --runs 20")) == ["done=3": 20])
    var mixed = Self.session("new var c 0", "new lock m", "new queue q serial --specific role=q")
    let lines = mixed.run(
      "live --runs 30 { apply 4 { lock m; incr c; unlock m }; async q { lock m; incr c; unlock m }; after 3 main { lock m; incr c; unlock m }; sync q { incr c } }"
    )
    #expect(Self.histogram(lines) == ["c=7": 30])
    var logged = Self.session("new queue q serial --specific role=drawing")
    let orders = Self.histogram(logged.run("live --runs 10 { async q { specific role }; once t { log once } }"))
    #expect(orders.values.reduce(0, +) == 10)
    #expect(Set(orders.keys).isSubset(of: ["role=drawing once", "once role=drawing"]))
  }

  @Test func aProgramThatCanDeadlockOrCrashIsRefused() {
    var deadlock = Self.session("new queue q serial")
    let refused = deadlock.run("live { sync q { sync q { log inner } } }")
    #expect(refused.count == 1)
    #expect(refused.first?.hasPrefix("error: live refuses: 1 of 1 schedules deadlock") == true)
    var crash = Self.session()
    #expect(
      crash.run("live { async global { ui done } }").first?.hasPrefix(
        "error: live refuses: some schedules end in a ui off the main thread crash") == true)
    var started = Self.session("load race-counter", "step")
    #expect(started.run("live").first?.hasPrefix("error: live starts only where no block has begun: w1 has begun B1") == true)
    var operations = Self.session("load deps")
    #expect(operations.run("live").first?.hasPrefix("error: live runs dispatch queues only") == true)
  }
}
