import Testing

@testable import Lessons

/// The scenarios of chapters/threading.md with their exact schedule counts.
///
/// Also the default policy, stepping, deadlocks and the model's semantics (Programming iOS 8,
/// chapter 25).
///
/// Counts marked "independent" were computed by a separate brute-force enumerator written for
/// this check (load/store pairs, locks, branches), not by the Workbench.
@Suite struct ThreadingTests {
  static func session(_ lines: String...) -> Transcript {
    Transcript(in: "threading", of: .shipped, setup: lines)
  }

  /// `explore` and `explore --reduce` agree, and the result is returned.
  static func explore(_ session: inout Transcript, _ extra: String = "") -> [String] {
    let walked = session.run("explore \(extra)")
    let reduced = session.run("explore --reduce \(extra)")
    #expect(Array(reduced.dropLast()) == walked)
    #expect(reduced.last?.hasPrefix("visited ") == true)
    return walked
  }

  /// A block sent to a dispatch queue reads the registers its sender had loaded, as they were
  /// as it was sent (a Swift closure's capture, and what the live run does): async, after,
  /// notify, barrier, apply, and a sync onto main from a worker, which hands them back.
  @Test func aNestedBlockKeepsTheRegistersOfItsSender() {
    var session = Self.session(
      "load blank", "new var counter 5", "new var seen 0", "new var later 0", "new group g", "new queue c concurrent",
      #"async global { load r counter; async main { log "got \(r)" }; store counter 6; after 10 main { store later r } }"#,
      "async global { load s counter; enter g; notify g main { store seen s }; leave g }",
      #"async global { load t counter; barrier c { log "barrier \(t)" }; apply 2 { log "iteration \(t)" } }"#)
    let ran = session.run("run")
    #expect(ran.contains("[main] got 5"))
    #expect(session.value("later") == "5")
    // Each block reads what its sender loaded, whichever value of counter that was.
    let barrier = ran.first { $0.contains("barrier ") }.map { String($0.suffix(1)) }
    #expect(barrier == "5" || barrier == "6")
    #expect(ran.filter { $0.hasSuffix("iteration \(barrier ?? "")") }.count == 2)
    #expect(["5", "6"].contains(session.value("seen")))
    // The sync block runs on main with the worker's registers, and hands them back.
    var synced = Self.session(
      "load blank", "new var counter 5", "async global { load u counter; sync main { local u u+10 }; store counter u }")
    synced.run("run")
    #expect(synced.value("counter") == "15")
    // An operation, an observer and an expiration handler start with no registers: reading one is
    // an error as the block is read.
    for line in [
      #"async global { load r counter; async oq { log "\(r)" } }"#,
      #"async global { load r counter; observe done { log "\(r)" } }"#,
    ] {
      var fresh = Self.session("load blank", "new var counter 1", "new opqueue oq")
      #expect(fresh.run(line).first?.contains("'r' is not loaded in this block") == true, "\(line)")
    }
  }

  @Test func theRaceCounterLosesUpdatesInExactlyTheSpecsCounts() {
    var session = Self.session("load race-counter")
    // chapters/threading.md §3.1: 70 schedules, counter=2: 32, counter=3: 32, counter=4: 6.
    #expect(
      Self.explore(&session) == ["70 schedules", "  counter=2: 32", "  counter=3: 32", "  counter=4: 6", "deadlocks: 0"])
    #expect(
      session.run("explore --json")
        == [#"{"schedules": 70, "outcomes": {"counter=2": 32, "counter=3": 32, "counter=4": 6}, "deadlocks": 0}"#])
    // The default policy alternates the workers one step at a time: every update but two is lost.
    #expect(session.run("run").last == "finished at t=0 after 8 steps: counter=2")
  }

  /// `while` tests its comparison a step before each pass, and `local` sets a register of the
  /// thread's own: two threads each looping twice over `incr c` end as two threads of two
  /// increments do, over C(20, 10) = 184,756 schedules (ten steps each: the local, three tests,
  /// two loads, two stores, two locals).
  @Test func aWhileLoopIsATestAStepBeforeEachPass() {
    let loop = "async global { local i 0; while i < 2 { incr c; local i i+1 } }"
    var session = Self.session("new var c 0", loop, loop)
    let reduced = session.run("explore --reduce")
    #expect(reduced.first == "184756 schedules")
    #expect(reduced.filter { $0.hasPrefix("  c=") }.map { String($0.prefix(5)) } == ["  c=2", "  c=3", "  c=4"])
    let steps = (0..<10).map { _ in session.run("step w1").first ?? "" }
    #expect(steps[0] == "tick: w1 B1 on global: local i 0 (i = 0)")
    #expect(steps[1] == "tick: w1 B1 on global: while i < 2 { incr c; local i i+1 } (true: runs the block, then tests again)")
    #expect(steps[4] == "tick: w1 B1: local i i+1 (i = 1)")
    #expect(steps[9] == "tick: w1 B1 on global: while i < 2 { incr c; local i i+1 } (false: the loop ends)")
    #expect(session.run("show c") == ["2"])
  }

  /// A loop over a shared variable's load spins while another thread has not stored it: `run`
  /// ends once the store comes, and `explore` refuses a program whose schedules have no bound.
  @Test func aSpinLoopEndsWhenTheStoreComesAndExploreRefusesIt() {
    var session = Self.session(
      "new var flag 0", "new var seen 0", "async global { load f flag; while f == 0 { load f flag }; store seen f }",
      "async global { log set; store flag 7 }")
    #expect(session.run("explore").first?.hasPrefix("error: explore: a schedule ran past 2000 steps") == true)
    #expect(session.run("run").last?.hasSuffix("flag=7, seen=7") == true)
    for bad in [
      "async global { while i < 3 { log x } }", "async global { local i }", "async global { local i 0; while i { log x } }",
    ] {
      #expect(session.run(bad).first?.hasPrefix("error: ") == true, "\(bad)")
    }
  }

  @Test func threeThreadsOfTwoIncrementsGive34650Schedules() {
    var session = Self.session(
      "new var c 0", "async global { incr c; incr c }", "async global { incr c; incr c }",
      "async global { incr c; incr c }")
    // 12! / (4!)^3 = 34,650; the split by outcome is independent.
    #expect(
      Self.explore(&session) == [
        "34650 schedules", "  c=2: 10428", "  c=3: 15180", "  c=4: 7512", "  c=5: 1440", "  c=6: 90", "deadlocks: 0",
      ])
  }

  @Test func reduceCountsWhatCannotBeWalked() {
    var session = Self.session(
      "new var c 0", "async global { incr c; incr c; incr c }", "async global { incr c; incr c; incr c }",
      "async global { incr c; incr c; incr c }")
    // 18! / (6!)^3 = 17,153,136 schedules: over the walk's limit, counted exactly by --reduce.
    let error = session.run("explore")
    #expect(error.count == 1 && error[0].hasPrefix("error: explore: 17153136 schedules is over the limit of 100000"))
    let reduced = session.run("explore --reduce")
    #expect(reduced.first == "17153136 schedules")
    #expect(reduced.contains("  c=9: 1680"))  // 9!/(3!)^3: no two increments overlap
    #expect(reduced.contains("deadlocks: 0"))
  }

  @Test func stepShowsOneThreadsAtomicStepAndBackUndoesIt() {
    var session = Self.session("load race-counter")
    #expect(session.run("step w1") == ["tick: w1 B1 on global: incr counter (load: counter is 0)"])
    session.run("step w2")
    let store = session.run("step w1")
    #expect(store.first == "tick: w1 B1 on global: incr counter (store: counter = 1)")
    let lost = session.run("step w2")
    #expect(lost.first?.hasSuffix("lost update: w1's write is overwritten") == true)
    #expect(session.value("counter") == "1")
    session.run("back 2")
    #expect(session.value("counter") == "0")
    #expect(session.value("w1.state") == "\"running B1 on global, next: incr counter\"")
    #expect(session.run("step w9") == ["error: no thread named 'w9'; did you mean 'w1'?"])
    #expect(session.run("step w3").first?.hasPrefix("error: w3 cannot step: it is idle") == true)
  }

  @Test func checkThenActLetsBothThreadsIn() {
    var session = Self.session("load check-then-act")
    // Independent: 66 schedules, and in 60 of them both blocks find the slot free.
    #expect(
      Self.explore(&session) == [
        "66 schedules", "  slot=1, first=0, second=1: 3", "  slot=1, first=1, second=0: 3",
        "  slot=1, first=1, second=1: 60", "deadlocks: 0",
      ])
  }

  @Test func theSerialQueueAndTheLockFixTheRace() {
    var serial = Self.session("load serial-fix")
    #expect(Self.explore(&serial) == ["1 schedule", "  counter=4: 1", "deadlocks: 0"])
    var locked = Self.session("load lock-fix")
    // Independent: 6 schedules, all ending at 4.
    #expect(Self.explore(&locked) == ["6 schedules", "  counter=4: 6", "deadlocks: 0"])
    var oneBlock = Self.session("new var c 0", "async global { incr c; incr c; incr c; incr c }")
    #expect(Self.explore(&oneBlock) == ["1 schedule", "  c=4: 1", "deadlocks: 0"])
  }

  @Test func syncOntoTheCurrentSerialQueueDeadlocks() {
    var session = Self.session("load sync-deadlock")
    let run = session.run("run")
    #expect(run.contains("  main waits in sync(q) for B2; B2 is queued behind B1 on serial q; B1 is running on main"))
    #expect(run.contains("  cycle: main → q → main"))
    #expect(run.contains { $0.contains("Real libdispatch would crash here") && $0.contains("SIGILL on Linux x86") })
    #expect(Self.explore(&session) == ["1 schedule", "deadlocks: 1"])
    #expect(session.run("step").first?.hasPrefix("error: nothing can run: the program is deadlocked (main → q → main)") == true)
    // Nested sync on a concurrent queue does not deadlock.
    var concurrent = Self.session("new queue c concurrent", "sync c { log outer; sync c { log inner } }")
    #expect(concurrent.run("log --json") == [#"["outer", "inner"]"#])
  }

  @Test func mainSyncFromMainDeadlocksThroughTheMainQueue() {
    var session = Self.session()
    let lines = session.run("sync main { ui update }")
    #expect(lines.contains("  cycle: main → main queue → main"))
    #expect(session.run("log hello").first?.hasPrefix("error: the main thread cannot take a new line yet: it is blocked") == true)
    var hop = Self.session("load main-sync")
    #expect(hop.run("run").contains("  cycle: main → main queue → main"))
  }

  @Test func lockOrderDeadlocksInSomeSchedules() {
    var session = Self.session("load lock-order")
    // Independent: 6 schedules, 2 of them deadlock.
    #expect(Self.explore(&session) == ["6 schedules", "  one two: 2", "  two one: 2", "deadlocks: 2"])
    let run = session.run("run")
    #expect(run.contains("  cycle: w1 → b → w2 → a → w1"))
    #expect(run.last == "  The real program would hang here forever, with no crash and no message.")
  }

  @Test func aGroupNotifiesMainOnceEveryBlockHasLeft() {
    var session = Self.session("load group-notify")
    #expect(session.run("run") == ["[main] ui: all-downloaded", "finished at t=30 after 16 steps: done=3"])
    #expect(session.value("g.count") == "0")
    var waiting = Self.session("new group g", "async global --group g { work 5 }", "wait g --timeout 2")
    #expect(waiting.value("main.state") == "\"blocked: main waits for g (count 1), timing out at t=2\"")
    waiting.run("step")  // w1 starts its work
    #expect(
      waiting.run("step") == [
        "tick: clock: t=0 → t=2", "      main: wait g --timeout 2 (timed out at t=2)", "      clock: 0 -> 2",
        "      screen.frozen: 0 -> 2",
        "      main.state: \"blocked: main waits for g (count 1), timing out at t=2\" -> idle", "      main.frames: [main] -> []",
        "      g.waiters: [main] -> []",
      ])
    var immediate = Self.session("new group g", "notify g main { log empty }")
    #expect(immediate.run("run") == ["[main] empty", "finished at t=0 after 1 step"])
  }

  @Test func operationsWaitForDependenciesAndACancelledOneStillCounts() {
    var session = Self.session("load deps")
    #expect(session.value("b.isCancelled") == "true")
    #expect(session.value("b.isFinished") == "true")
    #expect(session.value("c.isReady") == "false")
    #expect(session.run("run") == ["[w1] a", "[w1] c", "finished at t=10 after 3 steps"])
    #expect(session.value("c.isFinished") == "true")
    // Priority among ready operations, one at a time, and the queue as OperationQueue.current.
    var ordered = Self.session(
      "new opqueue oq --max 1", "new op x { log x }", "new op y { log y } --priority veryHigh",
      "new op z { current } --priority low", "suspend oq", "add oq x y z", "resume oq")
    #expect(
      ordered.run("run") == [
        "[w1] y", "[w1] x", "[w1] current: OperationQueue.current=oq, thread=w1", "finished at t=0 after 3 steps",
      ])
  }

  /// `wait q` on an operation queue is waitUntilAllOperationsAreFinished: the thread goes on
  /// once nothing is queued or executing there, in every schedule.
  @Test func waitingForAnOperationQueueWaitsForAllItsOperations() {
    let program = [
      "new opqueue oq --max 1", "new var c 0", "new var seen 0",
      "async global { async oq { work 5; incr c }; async oq { incr c }; wait oq; load r c; store seen r }",
    ]
    var waited = Transcript(in: "threading", of: .shipped, setup: program)
    #expect(Self.explore(&waited) == ["2 schedules", "  c=2, seen=2: 2", "deadlocks: 0"])
    // Without the wait, the worker reads c before the operations have run.
    let unwaitedWorker = "async global { async oq { work 5; incr c }; async oq { incr c }; load r c; store seen r }"
    var unwaited = Transcript(in: "threading", of: .shipped, setup: Array(program.dropLast()) + [unwaitedWorker])
    #expect(Self.explore(&unwaited) == ["4 schedules", "  c=2, seen=0: 4", "deadlocks: 0"])
    // A suspended queue's operations never run: the wait never ends, and the report says why.
    var stuck = Self.session("new opqueue oq", "suspend oq", "async oq { log never }", "wait oq")
    let report = stuck.run("run")
    #expect(report.first == "DEADLOCK at t=0: no thread can run, and work remains.", "\(report)")
    #expect(
      report.dropFirst().first
        == "  main waits until oq's operations are finished (1 queued, 0 executing); the queue is suspended")
    #expect(
      stuck.run("threads").contains(
        "  main blocked: main waits until oq's operations are finished (1 queued, 0 executing); the queue is suspended"))
    // There is no timeout to give, and a name that is none is refused with the kinds it may be.
    var refused = Self.session("new opqueue oq")
    #expect(refused.run("wait oq --timeout 5").first?.hasPrefix("error: waiting for an operation queue has no timeout") == true)
    #expect(refused.run("wait nothing").first?.contains("semaphore, group or operation queue") == true)
  }

  @Test func theMandelbrotDrawingHopsBackToMain() {
    var gcd = Self.session("load mandelbrot-gcd")
    #expect(gcd.run("run") == ["[main] ui: draw", "finished at t=100 after 4 steps: bitmap=1"])
    var op = Self.session("load mandelbrot-op", "cancel draw")
    #expect(op.run("run") == ["finished at t=100 after 2 steps: bitmap=0"])
    var naive = Self.session("ui tap", "work 100")
    #expect(naive.value("clock") == "100")
  }

  @Test func aPostedNotificationRunsItsObserverOnThePostingThread() {
    // Programming iOS 8, ch. 25: the operation's notification arrives on the worker that posted
    // it, so the observer hops to main before it draws.
    var hop = Self.session("load mandelbrot-notify")
    #expect(Self.explore(&hop) == ["1 schedule", "  bitmap=1: 1", "deadlocks: 0"])
    #expect(hop.run("run") == ["[main] ui: draw", "finished at t=100 after 6 steps: bitmap=1"])
    var cancelled = Self.session("load mandelbrot-notify", "cancel draw")
    #expect(cancelled.run("run") == ["finished at t=100 after 2 steps: bitmap=0"])
    // Without the hop, the observer draws on the worker: the Main Thread Checker's crash.
    var direct = Self.session(
      "new opqueue oq", "observe finished { ui draw }", "new op draw { work 5; post finished }", "add oq draw")
    #expect(Self.explore(&direct) == ["1 schedule", "  crash: ui off the main thread: 1", "deadlocks: 0"])
    #expect(direct.value("finished").hasPrefix("notification finished, 1 observer"))
  }

  @Test func anObserverOnAQueueMakesThePosterWaitForIt() {
    // post returns only when each observer has run; one bound to an operation queue runs there
    // (Foundation on Linux measured the same), and observers run in the order they were added.
    var session = Self.session(
      "new opqueue oq --max 1", "observe done main { log on-main }", "observe done oq { log on-oq }",
      "observe done { log here }", "async global { post done; log returned }")
    #expect(Self.explore(&session) == ["1 schedule", "  on-main on-oq here returned: 1", "deadlocks: 0"])
    #expect(
      session.run("run") == ["[main] on-main", "[w2] on-oq", "[w1] here", "[w1] returned", "finished at t=0 after 7 steps"])
    // Posted from main, a main-queue observer runs at once: OperationQueue.current is main.
    var onMain = Self.session("observe done main { log heard }", "post done; log after")
    #expect(onMain.run("log --json") == [#"["heard", "after"]"#])
  }

  /// A log's text shows registers' values where it says `\(…)` (in double quotes, which keep
  /// the backslash), read as the statement runs: on real threads too.
  @Test func aLogShowsTheValuesOfItsRegisters() {
    var session = Self.session("new var c 0", #"async global { incr c; load r1 c; log "c is \(r1), then \(r1+10)" }"#)
    let steps = session.run("step 4")
    #expect(steps.contains { $0.hasSuffix(#"log "c is \(r1), then \(r1+10)" (logs c is 1, then 11)"#) }, "\(steps)")
    #expect(session.run("log --json") == [#"["c is 1, then 11"]"#])
    #expect(LiveTests.histogram(session.run("live --runs 5")) == ["c=1": 5])
    var refused = Self.session("new var c 0")
    #expect(
      refused.run(#"async global { log "c is \(c)" }"#).first?.contains("an expression reads registers, and c is a variable")
        == true)
    #expect(refused.run(#"async global { load r1 c; log "c is \(r1" }"#).first?.contains("never closes it") == true)
    // Without quotes the backslash escapes the parenthesis, as the shell's words do: plain text.
    var plain = Self.session("new var c 0", #"async global { load r1 c; log c is \(r1) }"#, "run")
    #expect(plain.run("log --json") == [#"["c is (r1)"]"#])
  }

  /// `unobserve` takes away the observer added with the same notification, queue and block.
  ///
  /// One that is not there changes nothing. In every schedule and on real threads alike.
  @Test func anObserverTakenAwayHearsNoMorePosts() {
    var session = Self.session(
      "new var c 0", "observe done { incr c }", "observe done main { load r c; store c r+10 }",
      "async global { post done; unobserve done { incr c }; post done }")
    #expect(Self.explore(&session) == ["1 schedule", "  c=21: 1", "deadlocks: 0"])
    #expect(LiveTests.histogram(session.run("live --runs 10")) == ["c=21": 10])
    var gone = Self.session("new var c 0", "observe done { incr c }", "unobserve done {incr c}", "post done")
    #expect(gone.value("c") == "0")
    #expect(gone.value("done").hasPrefix("notification done, 0 observers"))
    #expect(gone.run("unobserve done { incr c }").last?.hasSuffix("(no such observer of done: nothing changes)") == true)
  }

  @Test func aPostToAMainObserverWhileMainWaitsDeadlocks() {
    var session = Self.session(
      "new queue q serial", "observe done main { ui redraw }", "async q { post done }; sync q { log x }")
    let run = session.run("run")
    #expect(
      run.contains(
        "  w1 waits in post for its observer B3 on OperationQueue.main, which runs only when the main thread is idle, and main is busy"
      ))
    #expect(run.contains("  cycle: main → q → w1 → main queue → main"))
    #expect(run.last == "  The real program would hang here forever, with no crash and no message.")
    #expect(Self.explore(&session) == ["1 schedule", "deadlocks: 1"])
  }

  @Test func aBackgroundTaskEndsInTimeIsSuspendedOrIsKilled() {
    // Programming iOS 8, ch. 25: end the task in the innermost main-queue block; the expiration
    // handler must end it too, or the system kills the app.
    var inTime = Self.session("load background-save")
    #expect(inTime.run("run") == ["finished at t=20 after 4 steps: saved=1"])
    #expect(inTime.value("task") == "background task task, ended")
    var expired = Self.session(
      "new var saved 0", "begin task --expire 10 { end task }",
      "async global { work 20; store saved 1; async main { end task } }")
    #expect(expired.value("task").hasPrefix("background task task, running, expires at t=10"))
    #expect(
      expired.run("run") == [
        "t=10: the system suspended the app: its last background task ended while work was left (saved=0)"
      ])
    #expect(Self.explore(&expired) == ["1 schedule", "  suspended: saved=0: 1", "deadlocks: 0"])
    var killed = Self.session(
      "new var saved 0", "begin task --expire 10 { log expired }",
      "async global { work 20; store saved 1; async main { end task } }")
    #expect(
      killed.run("run") == [
        "[main] expired",
        "t=10: the system killed the app: background task task expired and its handler did not end it (saved=0)",
      ])
    let step = killed.run("step")
    #expect(step.count == 1 && step[0].hasPrefix("error: the system killed the app"))
    // Ending the task before the save is done lets the system suspend the app with the save undone.
    var early = Self.session("new var saved 0", "begin task { end task }", "async global { work 5; end task; store saved 1 }")
    #expect(Self.explore(&early) == ["1 schedule", "  suspended: saved=0: 1", "deadlocks: 0"])
    // At t=5 the save and the expiration handler (already started on main) race: whichever ends
    // the task first, the app is suspended with the other's code unfinished, and the save is
    // kept only when the worker stored first.
    var race = Self.session(
      "new var saved 0", "begin task --expire 5 { end task }", "async global { work 5; store saved 1; end task }")
    #expect(Self.explore(&race) == ["3 schedules", "  suspended: saved=0: 1", "  suspended: saved=1: 2", "deadlocks: 0"])
    // A handler not yet started when the task ends is never called.
    var queued = Self.session(
      "new var saved 0", "begin task --expire 5 { log handler; end task }", "work 5",
      "async global { store saved 1; end task }")
    #expect(queued.run("run") == ["finished at t=5 after 2 steps: saved=1"])
  }

  @Test func theDownloaderMustHopToMainWithSync() {
    var sync = Self.session("load downloader-sync")
    #expect(Self.explore(&sync) == ["1 schedule", "  file=0, saved=1: 1", "deadlocks: 0"])
    var async = Self.session("load downloader-async")
    #expect(Self.explore(&async) == ["3 schedules", "  file=0, saved=0: 1", "  file=0, saved=1: 2", "deadlocks: 0"])
  }

  @Test func aUITouchOffTheMainThreadIsRefused() {
    var session = Self.session("new var c 0", "async global { incr c; ui done }")
    let before = session.run("threads")
    let run = session.run("run")
    #expect(run.count == 1 && run[0].hasPrefix("error: after 2 steps: w1 B1 on global touches the UI off the main thread"))
    #expect(session.run("threads") == before)
    #expect(Self.explore(&session) == ["1 schedule", "  crash: ui off the main thread: 1", "deadlocks: 0"])
  }

  @Test func barriersOnceApplyTargetsAndSpecifics() {
    var barrier = Self.session(
      "new queue rw concurrent", "new var v 0", "async rw { load r v; log r1 }", "barrier rw { incr v }",
      "async rw { log r2 }")
    // The barrier waits for the first reader and holds off the second.
    #expect(barrier.run("run") == ["[w1] r1", "[w1] r2", "finished at t=0 after 5 steps: v=1"])
    var once = Self.session("load once")
    // Whoever arrives second waits for the first to finish the block, then skips it.
    #expect(Self.explore(&once) == ["2 schedules", "  setups=1: 2", "deadlocks: 0"])
    // The caller runs an iteration itself (main first), then waits for the workers' two.
    var apply = Self.session("new var c 0", "new lock m", "apply 3 { lock m; incr c; unlock m }")
    #expect(apply.value("c") == "1")
    #expect(apply.value("main.state").contains("waits for 2 iterations of its apply"))
    #expect(apply.run("run").last == "finished at t=0 after 8 steps: c=3")
    var target = Self.session(
      "new queue t serial", "new queue a serial --target t", "new queue b serial --target t", "new var c 0",
      "async a { incr c; incr c }", "async b { incr c; incr c }")
    #expect(Self.explore(&target) == ["1 schedule", "  c=4: 1", "deadlocks: 0"])
    var specific = Self.session(
      "new queue draw serial --specific role=drawing", "new queue sub serial --target draw", "async sub { specific role }",
      "specific role")
    specific.run("run")
    #expect(specific.run("log --json") == [#"["role=nil", "role=drawing"]"#])
  }

  @Test func timeOnlyPassesWhenNothingCanRun() {
    var session = Self.session("after 10 main { log ten }", "after 5 main { log five }")
    #expect(session.run("run") == ["[main] five", "[main] ten", "finished at t=10 after 2 steps"])
    var semaphore = Self.session("new semaphore s 0", "async global { work 3; signal s }", "wait s --timeout 10")
    #expect(semaphore.run("run").last == "finished at t=3 after 3 steps")
    var timeout = Self.session("new semaphore s 0", "wait s --timeout 4")
    let steps = timeout.run("step")
    #expect(steps.contains { $0.contains("timed out at t=4") })
  }

  @Test func aProgramThatNeverEndsIsStoppedAtTheStepLimit() {
    var session = Self.session("new block tick { log tick; after 1 main tick }", "after 1 main tick")
    let run = session.run("run")
    #expect(run.last?.hasPrefix("stopped after 10000 steps at t=") == true)
    #expect(run.count == 5_001)  // a log and an after per tick
    let explore = session.run("explore")
    #expect(explore.count == 1 && explore[0].hasPrefix("error: explore: a schedule ran past 2000 steps"))
  }

  @Test(arguments: [
    "async global { incr c", "async global incr c }", "async nowhere { incr c }", "incr nothing",
    "new semaphore s -1", "store c x+1", "wait c", "sync oq { log x }", "apply 0 { log x }", "frobnicate",
    "async global { frob }", "new queue q weird", "new var main 0", "new var c 1", "dep a a", "add oq zzz",
    "explore --max 10", "unlock m", "leave g", "workers 0", "if r == 0 { log x }", "observe n global { log x }",
    "observe n oq", "end nothing", "begin t --expire 0 { end t }", "begin t", "post", "begin k { end k }",
  ])
  func badInputIsOneErrorLineAndChangesNothing(line: String) {
    var session = Self.session(
      "new var c 0", "new opqueue oq", "new op a { log a }", "new lock m", "new group g", "begin k { end k }",
      "async global { incr c; incr c }", "async global { incr c; incr c }", "async global { incr c; incr c }")
    let before = session.run("threads")
    let timeline = session.run("timeline --all")
    let output = session.run(line)
    #expect(output.count == 1, "\(line): \(output)")
    #expect(output.first?.hasPrefix("error: ") == true, "\(line): \(output)")
    #expect(session.run("threads") == before)
    #expect(session.run("timeline --all") == timeline)
  }

  @Test func unlockByAThreadThatDoesNotOwnTheLockIsAFault() {
    var session = Self.session("new lock m", "lock m", "async global { unlock m }")
    let run = session.run("run")
    #expect(
      run == [
        "error: after 0 steps: w1 B1 on global unlocks m, which main holds: only the thread that locked it may unlock it; nothing was run; 'step 1' goes up to it"
      ])
  }

  /// The machine keeps each operation queue's queued operations in a list, and counts those
  /// executing and the queued ones cancelled, so that what starts next is found without looking
  /// at every operation; after every command and every step the lists are the queued operations
  /// (in the order queued) and the counts what they count, through priorities, dependencies, a
  /// barrier, a cancel before the start, and a suspend.
  @Test func theQueuesListsOfQueuedOperationsFollowTheOperations() throws {
    func follows(_ state: ThreadingWorld) -> Bool {
      let machine = state.machine
      for queue in machine.suspended.indices {
        let queued = machine.operations.indices.filter {
          machine.operations[$0].queue == queue && machine.operations[$0].stage == .queued
        }.sorted { machine.operations[$0].seq < machine.operations[$1].seq }
        let executing = machine.operations.filter { $0.queue == queue && $0.stage == .executing }.count
        let listed = queue < machine.queuedOperations.count ? machine.queuedOperations[queue] : []
        let counted = queue < machine.executingOperations.count ? machine.executingOperations[queue] : 0
        if listed != queued || counted != executing { return false }
      }
      let cancelled = machine.operations.filter { $0.stage == .queued && $0.isCancelled }.count
      let (queued, executing) = (
        machine.operations.filter { $0.stage == .queued && $0.queue >= 0 }.count,
        machine.operations.filter { $0.stage == .executing }.count
      )
      return machine.queueIndex.cancelledQueued == cancelled && machine.queueIndex.queuedCount == queued
        && machine.queueIndex.executingCount == executing
    }
    var state = Threading.initialState
    let lines = [
      "new opqueue oq --max 2", "new opqueue serial --max 1", "new op a { work 3; log a }",
      "new op b { log b } --priority high", "new op c { log c } --priority veryLow", "new op d { check; log d }",
      "new op e { log e }", "dep c a", "suspend serial", "add serial d e", "add oq a b c", "cancel d",
      "barrier oq { log barrier }", "new op f { log f } --priority veryHigh", "add oq f", "new op g { log g }", "cancel g",
      "add oq g",
    ]
    var steps = 0
    for line in lines {
      _ = try Threading.run(line, on: &state)
      #expect(follows(state), "after \(line)")
      // A step or two between the lines, so some operations start while others are added.
      for _ in 0..<2 where (try? state.stepByPolicy(narrating: false)) ?? nil != nil {
        steps += 1
        #expect(follows(state), "after a step following \(line)")
      }
    }
    _ = try Threading.run("resume serial", on: &state)
    while (try state.stepByPolicy(narrating: false)) != nil, steps < 200 {
      steps += 1
      #expect(follows(state), "after step \(steps)")
    }
    #expect(state.machine.operations.allSatisfy { $0.stage == .finished })
    #expect(state.machine.queuedOperations.allSatisfy { $0.isEmpty })
    #expect(state.machine.executingOperations.allSatisfy { $0 == 0 })
  }
}
