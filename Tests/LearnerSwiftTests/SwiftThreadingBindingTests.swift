import LearnerSwift
import Lessons
import Testing

/// The learner's Swift on the threading chapter's model under Dispatch's names: a closure sent
/// to a queue becomes the chapter's block, so the scheduler steps it and `explore` counts its
/// interleavings exactly as it counts the same program typed as commands.
@Suite struct SwiftThreadingBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  func engine(_ lines: [String]) -> Engine { .after(["load blank"] + lines, in: "threading") }

  static let race = """
    swift {
      var counter = 0
      for _ in 0..<2 {
        DispatchQueue.global().async {
          counter += 1
          counter += 1
        }
      }
    }
    """

  @Test func theRaceInSwiftIsTheRaceOfTheCommands() {
    var swift = engine([Self.race])
    var commands = engine([
      "new var counter 0", "async global { incr counter; incr counter }", "async global { incr counter; incr counter }",
    ])
    let explored = swift.printed("explore")
    #expect(explored == ["70 schedules", "  counter=2: 32", "  counter=3: 32", "  counter=4: 6", "deadlocks: 0"])
    #expect(explored == commands.printed("explore"))
    for thread in ["w1", "w2", "global", "counter"] {
      #expect(swift.printed("inspect \(thread) --json") == commands.printed("inspect \(thread) --json"))
    }
  }

  /// An object's property a block changes is the model's variable: `show` reads it from the
  /// model once the chapter has run the block, before any Swift reads it again.
  @Test func anObjectsPropertyABlockChangedShowsTheModelsValue() {
    var swift = engine([
      "swift { class Counter { var n = 0 }; let c = Counter(); DispatchQueue.global().async { c.n += 1; c.n += 1 } }"
    ])
    #expect(swift.printed("show c.n") == ["0"])
    _ = swift.printed("run")
    #expect(swift.printed("show c.n") == ["2"])
    #expect(swift.printed("show c") == ["main.Counter", "  n: 2"])
    #expect(swift.printed("swift { print(c.n) }") == ["2"])
  }

  /// A closure that leaves early (`guard … else { …; return }`) is branches of the chapter's
  /// block, one of which runs: the same program as the two `if`s written out.
  @Test func anEarlyReturnIsTheBranchesWrittenOut() {
    func racing(_ body: String) -> String {
      "swift {\n  var counter = 0\n  for _ in 0..<2 {\n    DispatchQueue.global().async {\n\(body)\n    }\n  }\n}"
    }
    var guarded = engine([
      racing("let t = counter\nguard t < 1 else {\nprint(\"late\")\nreturn\n}\ncounter = t + 1\nprint(\"first\")")
    ])
    var written = engine([
      racing("let t = counter\nif t < 1 {\ncounter = t + 1\nprint(\"first\")\n}\nif t >= 1 {\nprint(\"late\")\n}")
    ])
    let explored = guarded.printed("explore")
    #expect(explored.first == "240 schedules")
    #expect(explored == written.printed("explore"))
    #expect(guarded.printed("run") == written.printed("run"))
    #expect(guarded.printed("log") == ["[w1] first", "[w2] first"])  // both loaded 0 before either stored
  }

  /// An operation's completionBlock and queuePriority set in Swift are the chapter's
  /// `completion` and `priority`: the higher priority starts first on a queue that runs one at
  /// a time, and the completion block is queued once its operation finishes.
  @Test func anOperationsCompletionBlockAndPriorityAreTheCommands() {
    var swift = engine([
      """
      swift {
        let q = OperationQueue()
        q.maxConcurrentOperationCount = 1
        q.isSuspended = true
        let a = BlockOperation { print("a") }
        let b = BlockOperation { print("b") }
        b.queuePriority = .high
        b.completionBlock = { print("b done") }
        q.addOperations([a, b], waitUntilFinished: false)
        q.isSuspended = false
      }
      """, "run",
    ])
    var commands = engine([
      "new opqueue q --max 1", "suspend q", "new op a { log a }", "new op b { log b }", "priority b high",
      "completion b { log \"b done\" }", "add q b a", "resume q", "run",
    ])
    #expect(swift.printed("log") == ["[w1] b", "[w2] b done", "[w1] a"])
    #expect(swift.printed("log") == commands.printed("log"))
    #expect(swift.printed("inspect b --json") == commands.printed("inspect b --json"))
    // The priority is set before the operation is in a queue, as the chapter's command says.
    #expect(
      swift.printed("swift { a.queuePriority = .low }") == ["line 1: a is in a queue already: set its priority before adding it"])
  }

  /// The book's hop to main: work on a background queue, then `DispatchQueue.main.async`.
  ///
  /// The inner closure captures the outer one's constants, what it computed, as Swift's does;
  /// a `var` of the outer one it would share, so it is refused with the way round.
  @Test func theHopToMainCapturesTheConstantsAroundIt() {
    var swift = engine([
      """
      swift {
        var shown = 0
        var progress = 10
        DispatchQueue.global().async {
          let t = progress
          let done = t + t
          DispatchQueue.main.async {
            shown = done + 1
            print("shown", done)
          }
        }
      }
      """, "run",
    ])
    #expect(swift.printed("show shown") == ["21"])
    #expect(swift.printed("log") == ["[main] shown 20"])
    var refused = engine([])
    let printed = refused.printed(
      "swift {\nvar shown = 0\nDispatchQueue.global().async {\n  var i = 2\n  DispatchQueue.main.async { shown = i }\n}\n}")
    #expect(printed.first?.contains("'i' is a var of the closure around this one") == true, "\(printed)")
  }

  /// A constant of the closure's own (`let k = 2`, `let n = t + k`) is a register, as `var` is.
  @Test func aClosuresOwnConstantIsARegister() {
    var swift = engine([
      "swift {\n  var total = 0\n  DispatchQueue.global().async {\n    let k = 2\n    let t = total\n    let n = t + k\n    total = n\n  }\n}",
      "run",
    ])
    #expect(swift.printed("show total") == ["2"])
  }

  /// What another thread prints while main waits for it is the program's output there.
  ///
  /// In the order it happened: a worker's line before main's after its `wait`, a `sync`
  /// block's line before main's next one.
  /// The block's top-level code is main's until the block ends: a main-queue block waits for
  /// it, even while main waits for a worker, so a wait that needs it is a deadlock, as on a
  /// device, and the block runs after the last line, not between two.
  @Test func aMainQueueBlockWaitsForTheWholeBlock() {
    var swift = engine([])
    let deadlocked = swift.printed(
      """
      swift {
        let s = DispatchSemaphore(value: 0)
        let g = DispatchGroup()
        g.enter()
        DispatchQueue.main.async { print("main block"); s.signal() }
        DispatchQueue.global().async { print("worker"); g.leave() }
        g.wait()
        print("after group")
        s.wait()
        print("after sem")
      }
      """)
    #expect(deadlocked == ["worker", "after group", "line 9: nothing can run: the program is deadlocked"])
    var ordered = engine([])
    let printed = ordered.printed(
      """
      swift {
        let q = DispatchQueue(label: "q")
        DispatchQueue.main.async { print("main block") }
        q.async { print("worker") }
        q.sync { print("sync") }
        print("end")
      }
      """)
    #expect(printed == ["worker", "sync", "end"])
    #expect(ordered.printed("run").first == "[main] main block")
  }

  @Test func whatAThreadPrintsWhileMainWaitsIsPrintedThere() {
    var swift = engine([])
    let printed = swift.printed(
      """
      swift {
        let sem = DispatchSemaphore(value: 0)
        print("before")
        DispatchQueue.global().async {
          print("work")
          sem.signal()
        }
        sem.wait()
        print("after")
        DispatchQueue(label: "q").sync { print("inside") }
        print("end")
      }
      """)
    // As the Swift program prints them: the text alone, with no thread's name.
    #expect(printed == ["before", "work", "after", "inside", "end"])
    // The log keeps them as the chapter's own lines, each with its thread.
    #expect(swift.printed("log") == ["[w1] work", "[main] inside"])
  }

  /// An operation queue limited to one operation at a time after it is made, as the book's
  /// code limits it, runs the same as one made with its limit: the race is gone.
  @Test func anOperationQueuesLimitSetInSwiftIsTheQueues() {
    var swift = engine([
      """
      swift {
        var n = 0
        let q = OperationQueue()
        q.maxConcurrentOperationCount = 1
        let a = BlockOperation { n += 1 }
        let b = BlockOperation { n += 1 }
        q.addOperations([a, b], waitUntilFinished: false)
        print(q.maxConcurrentOperationCount)
      }
      """
    ])
    var commands = engine([
      "new var n 0", "new opqueue q --max 1", "new op a { incr n }", "new op b { incr n }", "add q a b",
    ])
    let explored = swift.printed("explore")
    #expect(explored == ["1 schedule", "  n=2: 1", "deadlocks: 0"])
    #expect(explored == commands.printed("explore"))
    #expect(swift.printed("inspect q --json") == commands.printed("inspect q --json"))
    #expect(swift.printed("swift { q.maxConcurrentOperationCount = -1; print(q.maxConcurrentOperationCount) }") == ["-1"])
    #expect(
      swift.printed("swift { q.addOperations([a], waitUntilFinished: true) }").first?.contains(
        "waitUntilFinished: true) is not modelled") == true)
  }

  /// A loop over a range written out is its body as many times over: the same block as the
  /// increments typed one by one.
  @Test func aLoopIsUnrolledIntoTheBlock() {
    var swift = engine(["swift { var counter = 0; DispatchQueue.global().async { for _ in 1...3 { counter += 1 } } }"])
    var commands = engine(["new var counter 0", "async global { incr counter; incr counter; incr counter }"])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    #expect(swift.printed("run") == commands.printed("run"))
  }

  /// `var i = 0` and `i += 1` are the block's own register, and `while` is the chapter's loop:
  /// the Swift loop is the block typed with `local` and `while`, stepped and explored alike.
  @Test func aWhileLoopIsTheChaptersWhile() {
    let loop = "DispatchQueue.global().async { var i = 0; while i < 2 { counter += 1; i += 1 } }"
    var swift = engine(["swift { var counter = 0; \(loop); \(loop) }"])
    let block = "async global { local i 0; while i < 2 { incr counter; local i i+1 } }"
    var commands = engine(["new var counter 0", block, block])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    let explored = swift.printed("explore --reduce")
    #expect(explored.first == "184756 schedules")
    #expect(explored == commands.printed("explore --reduce"))
    #expect(swift.printed("run") == commands.printed("run"))
    // A top-level constant bounds the loop as its number, not as a variable the threads share.
    var bounded = engine([
      "swift { let n = 2; var counter = 0; DispatchQueue.global().async { var i = 0; while i < n { counter += 1; i += n - 1 } } }"
    ])
    var typed = engine(["new var counter 0", "async global { local i 0; while i < 2 { incr counter; local i i+1 } }"])
    #expect(bounded.printed("inspect w1 --json") == typed.printed("inspect w1 --json"))
    #expect(bounded.printed("run") == typed.printed("run"))
  }

  /// A shared variable in a loop's test is loaded again for each test, as Swift reads it: a
  /// spin on a flag is a load before the loop and one at the end of each pass.
  @Test func aLoopOnASharedVariableLoadsItForEachTest() {
    var swift = engine([
      """
      swift {
        var flag = 0
        var seen = 0
        DispatchQueue.global().async {
          while flag == 0 { }
          seen = 1
        }
        DispatchQueue.global().async { flag = 7 }
      }
      """
    ])
    var commands = engine([
      "new var flag 0", "new var seen 0", "async global { load r1 flag; while r1 == 0 { load r1 flag }; store seen 1 }",
      "async global { store flag 7 }",
    ])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    #expect(swift.printed("explore").first?.contains("may never end") == true)
    let run = swift.printed("run")
    #expect(run == commands.printed("run"))
    #expect(run.last?.hasSuffix("flag=7, seen=1") == true)
  }

  /// A call of the learner's own function is its body where the call is, so the steps are
  /// the steps of the increments written inline, and `explore` counts the same schedules.
  @Test func aFunctionOfTheLearnersIsInlinedIntoTheBlock() {
    var swift = engine([
      """
      swift {
        var counter = 0
        func increment() { counter += 1 }
        func twice() {
          increment()
          increment()
        }
        DispatchQueue.global().async { twice() }
        DispatchQueue.global().async { twice() }
      }
      """
    ])
    var commands = engine([
      "new var counter 0", "async global { incr counter; incr counter }", "async global { incr counter; incr counter }",
    ])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    #expect(swift.printed("explore") == commands.printed("explore"))
    #expect(swift.printed("run") == commands.printed("run"))
  }

  /// A property of the learner's object holding an Int is a variable the model shares
  /// (`c.count` is `c_count`), and a method without parameters is inlined with `self` its
  /// object: the book's counter class races as the bare variable does.
  @Test func anObjectsPropertyIsSharedAndItsMethodsInlined() {
    var swift = engine([
      """
      swift {
        class Counter {
          var count = 0
          func increment() { count += 1 }
          func twice() {
            self.increment()
            self.count += 1
          }
        }
        let c = Counter()
        DispatchQueue.global().async { c.twice() }
        DispatchQueue.global().async { c.increment(); c.increment() }
      }
      """
    ])
    var commands = engine([
      "new var c_count 0", "async global { incr c_count; incr c_count }", "async global { incr c_count; incr c_count }",
    ])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    #expect(swift.printed("explore") == commands.printed("explore"))
    #expect(swift.printed("run") == commands.printed("run"))
    // Swift's property is the model's variable: a read sees the threads' writes, and a write
    // of Swift's is the model's.
    #expect(swift.printed("swift { print(c.count) }") == commands.printed("show c_count"))
    _ = swift.printed("swift { c.count = 10 }")
    #expect(swift.printed("show c_count") == ["10"])
  }

  /// A loop's bound, or an argument, may be a constant.
  ///
  /// A top-level `let`, or one the closure captured: its value when the closure is handed over
  /// is the value it always has.
  @Test func aConstantBoundsALoop() {
    var swift = engine([
      "swift { var counter = 0; let n = 3; DispatchQueue.global().async { for _ in 0..<n { counter += 1 } } }"
    ])
    var commands = engine(["new var counter 0", "async global { incr counter; incr counter; incr counter }"])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    #expect(swift.printed("run") == commands.printed("run"))
    var captured = engine([
      """
      swift {
        var counter = 0
        func start(_ times: Int) { DispatchQueue.global().async { for _ in 1...times { counter += 1 } } }
        start(3)
      }
      """
    ])
    var fresh = engine(["new var counter 0", "async global { incr counter; incr counter; incr counter }"])
    #expect(captured.printed("inspect w1 --json") == fresh.printed("inspect w1 --json"))
  }

  /// A struct held by a top-level variable shares its Int properties as an object does: the
  /// closure reaches the variable itself, as Swift's does (`t.count` is `t_count`), and its
  /// mutating methods are inlined with `self` the variable; another variable holding an equal
  /// struct is another variable.
  @Test func aTopLevelStructsPropertiesAreShared() {
    var swift = engine([
      """
      swift {
        struct Tally {
          var count = 0
          mutating func bump(_ by: Int) { count += by }
        }
        var t = Tally()
        var other = Tally()
        DispatchQueue.global().async { t.count += 1; t.bump(2) }
        DispatchQueue.global().async { other.bump(1) }
      }
      """
    ])
    var commands = engine([
      "new var t_count 0", "new var other_count 0", "async global { incr t_count; load r1 t_count; store t_count r1 + 2 }",
      "async global { incr other_count }",
    ])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    #expect(swift.printed("explore") == commands.printed("explore"))
    #expect(swift.printed("run") == commands.printed("run"))
    #expect(swift.printed("swift { print(t.count, other.count) }") == ["3 1"])
    _ = swift.printed("swift { t = Tally(count: 7) }")
    #expect(swift.printed("show t_count") == ["7"])
  }

  /// A function of the learner's with parameters is inlined with each parameter bound to its
  /// argument: a number, a constant, one of the chapter's objects or an object of the learner's,
  /// so `add(2, times: 3)` is the body's steps with 2 and 3 in place, and a method's parameters
  /// the same.
  @Test func aFunctionsParametersAreBoundToItsArguments() {
    var swift = engine([
      """
      swift {
        var counter = 0
        let m = NSLock()
        let twice = 2
        func add(_ amount: Int, times: Int, under lock: NSLock) {
          for _ in 0..<times {
            lock.lock()
            counter += amount
            lock.unlock()
          }
        }
        DispatchQueue.global().async { add(1, times: twice, under: m) }
        DispatchQueue.global().async { add(3, times: 1, under: m) }
      }
      """
    ])
    var commands = engine([
      "new var counter 0", "new lock m",
      "async global { lock m; incr counter; unlock m; lock m; incr counter; unlock m }",
      "async global { lock m; load r1 counter; store counter r1 + 3; unlock m }",
    ])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    #expect(swift.printed("inspect w2 --json") == commands.printed("inspect w2 --json"))
    #expect(swift.printed("explore") == commands.printed("explore"))
    #expect(swift.printed("run") == commands.printed("run"))
    #expect(swift.printed("swift { print(counter) }") == ["5"])
    var methods = engine([
      """
      swift {
        class Counter {
          var count = 0
          func add(_ amount: Int) { count += amount }
        }
        let c = Counter()
        func bump(_ counter: Counter) { counter.add(1) }
        DispatchQueue.global().async { c.add(2); bump(c) }
      }
      """
    ])
    var fresh = engine(["new var c_count 0", "async global { load r1 c_count; store c_count r1 + 2; incr c_count }"])
    #expect(methods.printed("inspect w1 --json") == fresh.printed("inspect w1 --json"))
    #expect(methods.printed("run") == fresh.printed("run"))
  }

  /// `defer { m.unlock() }` runs at the end of the block, the last one first, as Swift runs it
  /// when the closure returns.
  @Test func deferRunsAtTheBlocksEnd() {
    var swift = engine([
      "swift { var counter = 0; let m = NSLock(); DispatchQueue.global().async { m.lock(); defer { m.unlock() }; defer { print(\"out\") }; counter += 1 } }"
    ])
    var commands = engine(["new var counter 0", "new lock m", "async global { lock m; incr counter; log out; unlock m }"])
    #expect(swift.printed("inspect w1 --json") == commands.printed("inspect w1 --json"))
    #expect(swift.printed("run") == commands.printed("run"))
  }

  /// `counter += 1` is a load and a store: two steps of the thread, and a lost update between.
  @Test func anIncrementIsALoadThenAStore() {
    var swift = engine([Self.race])
    #expect(swift.printed("step w1") == ["tick: w1 B1 on global: incr counter (load: counter is 0)"])
    #expect(swift.printed("step w2") == ["tick: w2 B2 on global: incr counter (load: counter is 0)"])
    _ = swift.printed("step w1")
    #expect(swift.printed("step w2").first?.hasSuffix("lost update: w1's write is overwritten") == true)
    #expect(swift.printed("show counter") == ["1"])
  }

  @Test func theSerialQueueAndTheLockFixesInSwift() {
    var serial = engine([
      """
      swift {
        var counter = 0
        let q = DispatchQueue(label: "com.example.counter")
        for _ in 0..<2 { q.async { counter += 1; counter += 1 } }
      }
      """
    ])
    #expect(serial.printed("explore") == ["1 schedule", "  counter=4: 1", "deadlocks: 0"])
    #expect(serial.printed("show q.kind") == ["serial"])
    var locked = engine([
      """
      swift {
        var counter = 0
        let m = NSLock()
        for _ in 0..<3 {
          DispatchQueue.global().async {
            m.lock()
            counter += 1
            m.unlock()
          }
        }
      }
      """
    ])
    #expect(locked.printed("explore") == ["6 schedules", "  counter=3: 6", "deadlocks: 0"])
    // The same three blocks as the lesson's commands.
    #expect(locked.printed("show global.executing") == [#"["B1 on w1", "B2 on w2", "B3 on w3"]"#])
  }

  /// The variable is the model's once a closure sent to it uses it: Swift reads what the threads
  /// wrote, and a write of Swift's reaches the threads.
  @Test func aSharedVariableIsOneVariable() {
    var swift = engine([Self.race, "run"])
    let after = swift.printed("show counter")
    #expect(after.count == 1)
    #expect(swift.printed("swift { print(counter); counter = 10 }") == after)
    #expect(swift.printed("show counter") == ["10"])
    #expect(swift.printed("swift { DispatchQueue.global().async { let t = counter; counter = t - 3 } }") == [])
    _ = swift.printed("run")
    #expect(swift.printed("swift { print(counter) }") == ["7"])
    // Swift's own objects do not list the shared variable a second time.
    #expect(swift.printed("inspect counter --json") == ["7"])
  }

  /// A top-level write is the main thread's store: a worker that loaded before it and stores
  /// after it loses it, and the model says so.
  @Test func aTopLevelWriteIsMainsStore() {
    var swift = engine(["swift { var counter = 0; DispatchQueue.global().async { counter += 1 } }", "step w1"])
    #expect(swift.printed("swift { counter = 5 }") == [])
    #expect(swift.printed("step w1").first?.hasSuffix("lost update: main's write is overwritten") == true)
    #expect(swift.printed("swift { print(counter) }") == ["1"])
    #expect(swift.printed("swift { counter = 2000000000 }").first?.contains("out of range") == true)
  }

  /// A call that waits returns when main can go on: the threads run meanwhile.
  @Test func aWaitLetsTheThreadsRun() {
    var swift = engine([])
    let printed = swift.printed(
      """
      swift {
        var done = 0
        let g = DispatchGroup()
        DispatchQueue.global().async(group: g) { done += 1 }
        g.wait()
        let s = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { done += 1; s.signal() }
        s.wait()
        print(done)
      }
      """)
    #expect(printed == ["2"])
    #expect(swift.printed("show g.count") == ["0"])
    #expect(swift.printed("show s.value") == ["0"])
  }

  /// A DispatchWorkItem is the chapter's named block: handed to a queue, from the top level or
  /// from a block, it runs as the block a statement names; and a named block is one in scope.
  @Test func aWorkItemIsTheChaptersNamedBlock() {
    var swift = engine(["new var n 0"])
    _ = swift.printed(
      """
      swift {
        let item = DispatchWorkItem { n += 1 }
        DispatchQueue.global().async(execute: item)
        DispatchQueue.global().async { DispatchQueue.main.async(execute: item) }
      }
      """)
    var commands = engine([
      "new var n 0", "new block item { incr n }", "async global item", "async global { async main item }",
    ])
    #expect(swift.printed("run") == commands.printed("run"))
    // Two increments, one on a worker and one on main, may lose one: as the commands' do.
    #expect(swift.printed("show n") == commands.printed("show n"))
    var named = engine(["new var m 0", "new block tick { incr m }"])
    _ = named.printed("swift { DispatchQueue.global().asyncAfter(deadline: .now() + 1, execute: tick) }")
    #expect(named.printed("run").last?.hasSuffix("m=1") == true)
    #expect(
      named.printed("swift { tick.cancel() }").first?.contains("DispatchWorkItem's cancel is not in the Workbench's model yet")
        == true)
  }

  /// `signal()` returns whether it woke a thread, as Dispatch's does: 0 with nobody waiting,
  /// 1 when a worker waits on the semaphore.
  @Test func aSignalSaysWhetherItWokeAThread() {
    var swift = engine([])
    let printed = swift.printed(
      """
      swift {
        let s = DispatchSemaphore(value: 0)
        print(s.signal())
        DispatchQueue.global().async { s.wait(); s.wait(); print("woken") }
      }
      """)
    #expect(printed == ["0"], "\(printed)")
    // The worker took the first signal's unit and waits again.
    _ = swift.printed("run")
    #expect(swift.printed("swift { let r = s.signal(); print(r) }") == ["1"])
    #expect(swift.printed("run").contains("[w1] woken"))
    #expect(swift.printed("swift { print(s.signal()) }") == ["0"])
    #expect(swift.printed("show s.value") == ["1"])
  }

  /// `async(group:flags: .barrier)` is a barrier block in the group: the group's notify waits
  /// for it too (Apple's documented Dispatch API).
  @Test func aBarrierInAGroupHoldsTheGroupUntilItEnds() {
    var swift = engine([])
    let made = swift.printed(
      """
      swift {
        var c = 0
        let q = DispatchQueue(label: "q", attributes: .concurrent)
        let g = DispatchGroup()
        q.async(group: g) { c += 1 }
        q.async(group: g, flags: .barrier) { c += 10 }
        g.notify(queue: .main) { print("done", c) }
      }
      """)
    #expect(made == [])
    #expect(swift.printed("show g.count") == ["2"])
    let ran = swift.printed("run")
    // Without the barrier in the group, the notify would run after the first block: done 1.
    #expect(ran.contains("[main] done 11"))
    #expect(swift.printed("show g.count") == ["0"])
    // Typed, the same statement takes the group as async does.
    var typed = engine(["new var c 0", "new queue q concurrent", "new group g", "async q --group g { incr c }"])
    #expect(typed.run("barrier q --group g { load r c; store c r+10 }").outcome == .ok)
    #expect(typed.printed("show g.count") == ["2"])
    #expect(typed.run("run").outcome == .ok)
    #expect(typed.printed("show c") == ["11"])
    #expect(typed.printed("show g.count") == ["0"])
  }

  /// `print` on a model thread shows whole numbers: a shared variable is loaded (a step of its
  /// own, so another thread may change it between the load and the log), then logged.
  @Test func aPrintOnTheModelsThreadsShowsTheLoadedValue() {
    var swift = engine([
      """
      swift {
        var counter = 0
        DispatchQueue.global().async {
          counter += 1
          print("counter is \\(counter)")
        }
        DispatchQueue.global().async {
          var i = 0
          while i < 2 { i += 1 }
          print(i, counter + 100, "done")
        }
      }
      """
    ])
    var commands = engine([
      "new var counter 0", #"async global { incr counter; load r1 counter; log "counter is \(r1)" }"#,
      #"async global { local i 0; while i < 2 { local i i+1 }; load r1 counter; log "\(i) \(r1+100) done" }"#,
    ])
    #expect(swift.printed("run") == commands.printed("run"))
    #expect(swift.printed("log") == commands.printed("log"))
    #expect(swift.printed("explore") == commands.printed("explore"))
    #expect(swift.printed("log").contains("[w1] counter is 1"))
  }

  /// `wait(timeout:)` is the chapter's `wait --timeout`, on its clock of 20 µs ticks: main's
  /// returns Dispatch's DispatchTimeoutResult, `.timedOut` when the time ran out first.
  @Test func aTimedWaitIsTheChaptersWaitWithATimeout() {
    var swift = engine([])
    let late = swift.printed(
      """
      swift {
        let s = DispatchSemaphore(value: 0)
        let late = s.wait(timeout: .now() + 0.001)
        print(late, late == .timedOut)
      }
      """)
    #expect(late == ["timedOut true"], "\(late)")
    // Main's typed wait returns once the learner steps on; Swift's returns before the next line.
    var commands = engine(["new semaphore s 0", "wait s --timeout 50", "run"])
    #expect(swift.printed("show clock") == ["50"])
    #expect(swift.printed("show clock") == commands.printed("show clock"))
    #expect(swift.printed("inspect s --json") == commands.printed("inspect s --json"))
    #expect(swift.printed("log") == commands.printed("log"))
    // A wait that a worker's signal ends in time succeeds, and a switch tells the two apart.
    let printed = swift.printed(
      """
      swift {
        let g = DispatchGroup()
        g.enter()
        DispatchQueue.global().async { g.leave() }
        switch g.wait(timeout: .now() + 1) {
        case .success: print("in time")
        case .timedOut: print("too late")
        }
        DispatchQueue.global().async { s.signal() }
        print(s.wait(timeout: .distantFuture))
      }
      """)
    #expect(printed == ["in time", "success"], "\(printed)")
    #expect(swift.printed("show g.count") == ["0"])
    #expect(swift.printed("show s.value") == ["0"])
  }

  /// On a worker, a timed wait is a statement; its result may be let go with `_ =`.
  @Test func aWorkersTimedWaitTimesOutOnTheClock() {
    var swift = engine([
      """
      swift {
        var gaveUp = 0
        let s = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
          _ = s.wait(timeout: .now() + 0.002)
          gaveUp += 1
        }
      }
      """
    ])
    var commands = engine(["new var gaveUp 0", "new semaphore s 0", "async global { wait s --timeout 100; incr gaveUp }"])
    #expect(swift.printed("run") == commands.printed("run"))
    #expect(swift.printed("show clock") == ["100"])
    #expect(swift.printed("swift { print(gaveUp) }") == ["1"])
    for refused in [
      "swift { s.wait(timeout: 5) }", "swift { _ = s.wait(timeout: .now() + 30) }",
      "swift { DispatchQueue.global().async { let r = s.wait(timeout: .now() + 1) } }",
    ] {
      let before = swift.printed("inspect s --json")
      #expect(swift.printed(refused).count == 1, "\(refused)")
      #expect(swift.printed("inspect s --json") == before)
    }
  }

  /// `waitUntilAllOperationsAreFinished()` is the chapter's `wait` on the operation queue.
  @Test func waitingForAllOperationsIsTheChaptersWait() {
    var swift = engine([])
    let printed = swift.printed(
      """
      swift {
        var n = 0
        let q = OperationQueue()
        q.maxConcurrentOperationCount = 1
        q.addOperation { n += 1 }
        q.addOperation { n += 1 }
        q.waitUntilAllOperationsAreFinished()
        print(n)
      }
      """)
    #expect(printed == ["2"])
    var commands = engine(["new var n 0", "new opqueue q --max 1", "async q { incr n }", "async q { incr n }", "wait q", "run"])
    #expect(swift.printed("log") == commands.printed("log"))
    #expect(swift.printed("inspect q --json") == commands.printed("inspect q --json"))
    #expect(swift.printed("show clock") == commands.printed("show clock"))
  }

  @Test func mainSyncOnMainIsTheDeadlockItIs() {
    var swift = engine([])
    let printed = swift.printed("swift { var n = 0; DispatchQueue.main.sync { n += 1 } }")
    #expect(printed.first?.contains("deadlocked (main → main queue → main)") == true, "\(printed)")
  }

  /// What the model cannot run is refused with the code named, and nothing is queued.
  @Test func closuresOutsideTheModelAreRefused() {
    let cases: [(String, String)] = [
      (#"DispatchQueue.global().async { print("n is \(n)", terminator: "") }"#, "print whole numbers and texts"),
      (#"DispatchQueue.global().async { print("n is \(Double(n))") }"#, "add and subtract whole numbers"),
      ("DispatchQueue.global().async { n *= 2 }", "'n *= 2': the model's threads add and subtract"),
      ("var k = 3; DispatchQueue.global().async { n += k }", "a whole number, written out or a constant"),
      ("func f() {}; DispatchQueue.global().async(execute: f)", "not a function's name"),
      (
        "DispatchQueue.global().async { let list = [1]; n += list.count }", "a constant of the closure's own holds a whole number"
      ),
      ("DispatchQueue.global().async { var d = 1.5; n += 1 }", "holds a whole number and starts with one"),
      ("DispatchQueue.global().async { var i = 1; i *= 2 }", "is set with =, += or -="),
      ("DispatchQueue.global().async { var i = n }", "load a shared variable into a constant first"),
      ("DispatchQueue.global().async { var i = 0; while i < 3 && n > 0 { i += 1 } }", "the model's 'while' compares"),
      ("DispatchQueue.global().async { var i = 0; while i < 3 { i += 1; break } }", "cannot run on the model's threads"),
      ("DispatchQueue.concurrentPerform(iterations: 2) { i in n += i }", "'i' is the closure's argument"),
      ("DispatchQueue.global().async { for i in 0..<3 { n += i } }", "'i' is the loop's variable"),
      ("DispatchQueue.global().async { for _ in 0..<1000 { n += 1 } }", "more than 256 of them"),
      ("DispatchQueue.global().async { for _ in [1, 2] { n += 1 } }", "a range of numbers or constants"),
      ("var k = 2; DispatchQueue.global().async { for _ in 0..<k { n += 1 } }", "a range of numbers or constants"),
      ("func add(_ k: Int) { n += k }; var m = 2; DispatchQueue.global().async { add(m) }", "a number, a constant or an object"),
      ("func add(_ k: Int) { n += k }; DispatchQueue.global().async { add(2 + 1) }", "a number, a constant or an object"),
      ("func add(_ k: Int = 1) { n += k }; DispatchQueue.global().async { add() }", "with every argument written out"),
      ("func bump(_ k: inout Int) { k += 1 }; DispatchQueue.global().async { bump(&n) }", "not inout or variadic"),
      ("func again() { again() }; DispatchQueue.global().async { again() }", "'again' calls itself"),
      ("func f() -> Int { 1 }; DispatchQueue.global().async { f() }", "only a function without a result"),
      (
        "func g() { let t = n; n = t + 1 }; DispatchQueue.global().async { let t = n; g(); n = t + 5 }",
        "'t' is also a constant of the code that calls g: rename one"
      ),
      ("func h() { print(\"x\\t\\(n)\") }; DispatchQueue.global().async { h() }", "has no escapes"),
      (
        "class K { var d = 0.0; func f(_ k: Int) {} }; let k = K(); DispatchQueue.global().async { k.d += 1.5 }",
        "'d' is not a stored property of k's holding an Int"
      ),
      (
        "struct P { var x = 0 }; func f() { var p = P(); DispatchQueue.global().async { p.x += 1 } }; f()",
        "only a property of an object of yours"
      ),
      (
        "struct P { var x = 0 }; var p = P(); func g(_ q: P) { }; DispatchQueue.global().async { g(p) }",
        "a number, a constant or an object"
      ),
    ]
    for (code, message) in cases {
      var swift = engine(["swift { var n = 0 }"])
      let printed = swift.printed("swift { \(code) }")
      #expect(printed.count == 1 && printed[0].hasPrefix("line 1: ") && printed[0].contains(message), "\(code): \(printed)")
      #expect(swift.printed("show global.executing") == ["[]"], "\(code)")
    }
    // A method the object's class does not have is swiftc's error before anything runs.
    var swift = engine(["swift { var n = 0 }"])
    #expect(
      swift.printed("swift { class K { func f(_ k: Int) {} }; let k = K(); DispatchQueue.global().async { k.g(1) } }")
        .first?.hasPrefix("error: line 1, column 88: value of type 'K' has no member 'g'") == true)
  }

  /// Operations and their dependencies are the chapter's: `display` waits for `fetch`, whichever
  /// is added first.
  @Test func operationsAndDependencies() {
    var swift = engine([
      """
      swift {
        var shown = 0
        var fetched = 0
        let oq = OperationQueue()
        let fetch = BlockOperation { fetched += 1 }
        let display = BlockOperation {
          let f = fetched
          shown = f
        }
        display.addDependency(fetch)
        oq.addOperation(display)
        oq.addOperation(fetch)
      }
      """
    ])
    #expect(swift.printed("show display.dependencies") == ["[fetch]"])
    _ = swift.printed("run")
    #expect(swift.printed("swift { print(display.isFinished, fetch.isCancelled, shown) }") == ["true false 1"])
    #expect(swift.printed("swift { oq.isSuspended = true; print(oq.isSuspended) }") == ["true"])
    #expect(swift.printed("show oq.isSuspended") == ["true"])
  }

  /// An observer's block runs on the posting thread without a queue, on main with
  /// `OperationQueue.main` (`.main`); post returns when every observer has run.
  @Test func notificationsAreTheChaptersObservers() {
    var swift = engine([
      """
      swift {
        var heard = 0
        let center = NotificationCenter.default
        center.addObserver(forName: Notification.Name("done"), object: nil, queue: nil) { _ in heard += 1 }
        center.addObserver(forName: Notification.Name("done"), object: nil, queue: .main) { note in heard += 10 }
        DispatchQueue.global().async {
          NotificationCenter.default.post(name: Notification.Name("done"), object: nil)
        }
      }
      """
    ])
    var commands = engine([
      "new var heard 0", "observe done { incr heard }",
      "observe done main { load r1 heard; store heard r1+10 }", "async global { post done }",
    ])
    #expect(swift.printed("show done") == commands.printed("show done"))
    #expect(swift.printed("run") == commands.printed("run"))
    #expect(swift.printed("swift { print(heard) }") == ["11"])
  }

  /// The chapter's observers hear every sender: an observer of one sender's notifications
  /// alone is refused, not run as one of every sender's (which would count them all).
  @Test func anObserverOfOneSenderIsRefused() {
    var swift = engine([])
    let printed = swift.printed(
      """
      swift {
        class Sender {}
        let s1 = Sender()
        var hits = 0
        NotificationCenter.default.addObserver(forName: Notification.Name("ping"), object: s1, queue: nil) { _ in hits += 1 }
      }
      """)
    #expect(
      printed.first?.contains("an observer of one sender's notifications (object: not nil) is not in the Workbench's model yet")
        == true, "\(printed)")
    #expect(swift.printed("swift { NotificationCenter.default.post(name: Notification.Name(\"ping\"), object: nil) }").isEmpty)
    #expect(swift.printed("swift { print(hits) }") == ["0"])
  }

  /// The token `addObserver` returns takes that observer away again: `removeObserver(token)` is
  /// the chapter's `unobserve`, from main or from a worker's closure.
  @Test func removingAnObserverIsTheChaptersUnobserve() {
    var swift = engine([])
    let printed = swift.printed(
      """
      swift {
        var heard = 0
        let center = NotificationCenter.default
        let done = Notification.Name("done")
        let once = center.addObserver(forName: done, object: nil, queue: nil) { _ in heard += 1 }
        let always = center.addObserver(forName: done, object: nil, queue: .main) { _ in heard += 10 }
        center.post(name: done, object: nil)
        center.removeObserver(once)
        center.post(name: done, object: nil)
        DispatchQueue.global().async { NotificationCenter.default.removeObserver(always) }
      }
      """)
    #expect(printed.isEmpty, "\(printed)")
    var commands = engine([
      "new var heard 0", "observe done { incr heard }", "observe done main { load r1 heard; store heard r1+10 }",
      "post done", "run", "unobserve done { incr heard }", "post done", "run",
      "async global { unobserve done main { load r1 heard; store heard r1+10 } }",
    ])
    #expect(swift.printed("show done") == commands.printed("show done"))
    #expect(swift.printed("run") == commands.printed("run"))
    #expect(swift.printed("show done") == ["notification done, 0 observers", "  observers: []"])
    #expect(swift.printed("swift { print(heard) }") == ["21"])
    #expect(swift.printed("swift { NotificationCenter.default.removeObserver(3) }").first?.contains("takes the token") == true)
  }

  /// `asyncAfter(deadline: .now() + seconds)` is the chapter's `after`, on its clock of 20 µs
  /// ticks, from the moment the call is made (a nested one from when its block runs).
  @Test func asyncAfterIsTheChaptersAfter() {
    var swift = engine([
      """
      swift {
        var fired = 0
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.001) { fired += 1 }
        DispatchQueue.global().async {
          DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.002) { fired += 10 }
        }
      }
      """
    ])
    var commands = engine([
      "new var fired 0", "after 50 main { incr fired }",
      "async global { after 100 main { load r1 fired; store fired r1+10 } }",
    ])
    #expect(swift.printed("run") == commands.printed("run"))
    #expect(swift.printed("show clock") == ["100"])
    #expect(swift.printed("swift { print(fired) }") == ["11"])
    #expect(
      swift.printed("swift { DispatchQueue.main.asyncAfter(deadline: .now() - 1) { fired += 1 } }").first?.contains(
        "a time to come") == true)
  }

  /// `back` over a Swift block takes the model's blocks and Swift's variable back together.
  @Test func backUndoesTheBlockAndItsThreads() {
    var swift = engine([Self.race])
    _ = swift.printed("run")
    _ = swift.printed("back")
    _ = swift.printed("back")
    #expect(swift.printed("show w1.state") == ["idle"])
    #expect(swift.printed("show counter") == ["error: no object named 'counter'; try 'show' to list them"])
    #expect(swift.printed("swift { print(counter) }").first?.contains("cannot find 'counter' in scope") == true)
  }
}
