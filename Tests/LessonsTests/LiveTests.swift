import Testing

@testable import Lessons

/// `live` on real Dispatch queues, Foundation's operation queues and real threads: counts vary,
/// so the tests check what must hold in every run, and the refusals.
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

  /// The counts are recorded: `back` and `goto` never run the threads again, and a saved
  /// session's `# recorded` line gives exactly the counts the learner saw.
  @Test func theCountsAreRecordedAndReplayedNotRunAgain() {
    var session = Self.session("load race-counter")
    let first = session.run("live --runs 30")
    session.run("back")
    session.run("goto 2")
    #expect(session.engine.savedSession.contains("threading> # recorded threading live: {\"outcomes\":{"))
    // No real run is bound to give 2, 2 and 1: only the record can.
    var replay = Self.session("load race-counter")
    #expect(
      replay.run("# recorded threading live: {\"outcomes\":{\"counter=2\":2,\"counter=3\":2,\"counter=4\":1},\"runs\":5}").isEmpty
    )
    #expect(Self.histogram(replay.run("live --runs 5")) == ["counter=2": 2, "counter=3": 2, "counter=4": 1])
    // A record whose counts do not fit the command is one error, and changes nothing.
    replay.run("# recorded threading live: {\"outcomes\":{\"counter=2\":2},\"runs\":5}")
    #expect(replay.outcome("live --runs 5") == .failed)
    // The learner's session replays to what it printed.
    var again = Engine(catalog: .shipped, active: "threading")
    var printed: [String] = []
    for line in Transcript.inputs(of: session.engine.savedSession) { printed += again.run(line).lines.map(\.text) }
    #expect(printed.contains(first[1]))
    #expect(Self.histogram(printed) == Self.histogram(first))
  }

  @Test func theRaceCounterRunsOnRealThreadsWithOnlyTheSimulatorsOutcomes() {
    var session = Self.session("load race-counter")
    let lines = session.run("live --runs 200")
    #expect(
      lines.first
        == "200 runs on real Dispatch threads (the counts change from run to run; back and a saved session replay these):")
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
    // A barrier in a group (async(group:flags: .barrier)) holds the group's notify until it ends.
    var barrier = Self.session("new var c 0", "new var done 0", "new queue q concurrent", "new group g")
    let held = barrier.run(
      "live --runs 30 { async q --group g { incr c }; barrier q --group g { incr c }; notify g main { load r c; store done r } }")
    #expect(Self.histogram(held) == ["c=2, done=2": 30])
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
    var current = Self.session()
    #expect(current.run("live { current }").first?.hasPrefix("error: live cannot run current") == true)
    var task = Self.session("load background-save")
    #expect(task.run("live").first?.hasPrefix("error: live cannot run background tasks") == true)
    var suspended = Self.session("new opqueue oq", "suspend oq", "async oq { log never }", "async global { log a }")
    #expect(Self.histogram(suspended.run("live --runs 5")) == ["a": 5])
  }

  @Test func operationsAndObserversRunOnFoundationsQueues() {
    // The downloader's async hop races the deletion of the file; sync never loses it.
    var async = Self.session("load downloader-async")
    let raced = Self.histogram(async.run("live --runs 100"))
    #expect(raced.values.reduce(0, +) == 100)
    #expect(Set(raced.keys).isSubset(of: ["file=0, saved=0", "file=0, saved=1"]))
    var sync = Self.session("load downloader-sync")
    #expect(Self.histogram(sync.run("live --runs 20")) == ["file=0, saved=1": 20])
    // Dependencies, a cancelled dependency, priorities and completion blocks.
    var deps = Self.session("load deps")
    #expect(Self.histogram(deps.run("live --runs 20")) == ["a c": 20])
    var ordered = Self.session(
      "new opqueue oq --max 1", "suspend oq", "new op x { log x }", "new op y { log y } --priority veryHigh",
      "new op z { check; log z } --completion { log done }", "cancel z", "add oq x y z", "resume oq")
    // y (veryHigh) runs before x; z, cancelled, never logs, but its completion block does.
    let logs = Self.histogram(ordered.run("live --runs 20"))
    #expect(logs.values.reduce(0, +) == 20)
    for words in logs.keys.map({ $0.split(separator: " ") }) {
      #expect(words.filter { $0 != "done" } == ["y", "x"] && words.count == 3, "\(words)")
    }
    // Cancelled after its queue started it: only its own check stops it, as in the simulator.
    var cancelled = Self.session("load mandelbrot-op", "cancel draw")
    #expect(Self.histogram(cancelled.run("live --runs 5")) == ["bitmap=0": 5])
    var stubborn = Self.session(
      "new opqueue oq", "new var result 0", "new op stubborn { work 10; store result 2 }", "add oq stubborn",
      "cancel stubborn")
    #expect(Self.histogram(stubborn.run("live --runs 5")) == ["result=2": 5])
    // waitUntilAllOperationsAreFinished on Foundation's queue: the worker reads c after both.
    var waited = Self.session("new opqueue oq --max 1", "new var c 0", "new var seen 0")
    let worker = "async global { async oq { work 5; incr c }; async oq { incr c }; wait oq; load r c; store seen r }"
    #expect(Self.histogram(waited.run("live --runs 20 { \(worker) }")) == ["c=2, seen=2": 20])
    var barrier = Self.session("new opqueue oq")
    #expect(
      Self.histogram(barrier.run("live --runs 10 { async oq { log a }; barrier oq { log b }; async oq { log c } }"))
        == ["a b c": 10])
    // Observers: on the posting thread, on an operation queue, on main; post waits for each.
    var observed = Self.session(
      "new opqueue oq --max 1", "new var c 0", "observe done main { incr c }", "observe done oq { incr c }",
      "observe done { incr c }")
    #expect(Self.histogram(observed.run("live --runs 20 { async global { post done; load r c; store c r+10 } }")) == ["c=13": 20])
    var drawing = Self.session("load mandelbrot-notify")
    #expect(Self.histogram(drawing.run("live --runs 5")) == ["bitmap=1": 5])
    var direct = Self.session("new opqueue oq", "observe done { ui draw }")
    #expect(
      direct.run("live { async oq { post done } }").first?.hasPrefix("error: live refuses: some schedules end in a ui") == true)
  }
}
