import Testing

@testable import Lessons

/// `explore --reduce` against the plain walk on generated programs: the counts must agree
/// exactly, outcome by outcome, deadlocks and crashes included.
@Suite struct ExplorerTests {
  /// SplitMix64: a small seeded generator, so every run checks the same programs.
  struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
  }

  /// A block of 1 to 4 statements over two variables, two locks, a semaphore, a group and a serial queue.
  static func block(_ random: inout Generator, depth: Int, extra: [String] = []) -> String {
    var statements: [String] = []
    for _ in 0..<(1 + random.next(3)) {
      var choices =
        [
          "incr a", "incr b", "load r a; store b r+1", "lock m; incr a; unlock m", "lock m; lock n; incr b; unlock n; unlock m",
          "lock n; lock m; log x; unlock m; unlock n", "signal s", "wait s", "log y", "load r a; if r == 0 { incr b }",
          "enter g; leave g", "wait g",
        ] + extra
      if depth < 2 {
        let inner = block(&random, depth: depth + 1, extra: extra)
        choices += ["async global \(inner)", "sync q \(inner)", "async q \(inner)", "once t \(inner)"]
      }
      statements.append(random.pick(choices))
    }
    return "{ " + statements.joined(separator: "; ") + " }"
  }

  static let setup = [
    "new var a 0", "new var b 0", "new lock m", "new lock n", "new semaphore s 1", "new group g", "new queue q serial",
    "workers 2",
  ]

  /// Sets up a session, queues the workers' blocks on global, then explores `main` both ways.
  ///
  /// Returns the walk's JSON once the reduction is checked against it, or nil when the program
  /// is over the walk's limit.
  static func compare(setup: [String], workers: [String], main: String) -> String? {
    var engine = Engine(catalog: .shipped, active: "threading")
    for line in setup { #expect(engine.run(line).outcome == .ok, "\(line)") }
    for block in workers { _ = engine.run("async global \(block)") }
    let walked = engine.run("explore --json --max 20000 \(main)").lines.map(\.text)
    guard walked.count == 1, walked[0].hasPrefix("{") else {
      // Only the walk's limit may stop a program: every generated one is valid.
      #expect(walked.first?.contains("over the limit") == true, "\(walked)")
      return nil
    }
    let reduced = engine.run("explore --json --reduce \(main)").lines.map(\.text)
    #expect(reduced.count == 1)
    #expect(reduced[0].replacing(/, "visited": \d+/, with: "") == walked[0], "\(workers) \(main)")
    return walked[0]
  }

  @Test func reduceAgreesWithTheWalkOnGeneratedPrograms() throws {
    var random = Generator(state: 2026)
    var checked = 0
    var withDeadlocks = 0
    var withSeveralOutcomes = 0
    for _ in 0..<50 {
      let workers = (0..<(1 + random.next(2))).map { _ in Self.block(&random, depth: 0) }
      let main = Self.block(&random, depth: 1)
      guard let walked = Self.compare(setup: Self.setup, workers: workers, main: main) else { continue }
      checked += 1
      if !walked.contains("\"deadlocks\": 0") { withDeadlocks += 1 }
      if walked.split(separator: "\"a=").count > 2 { withSeveralOutcomes += 1 }
    }
    // The generator must have produced interesting programs, not only trivial ones.
    #expect(checked >= 25)
    #expect(withDeadlocks >= 5)
    #expect(withSeveralOutcomes >= 10)
  }

  /// The same agreement on programs that post notifications to observers on the posting thread
  /// and on an operation queue, and begin and end a background task that can expire.
  @Test func reduceAgreesWithTheWalkWithNotificationsAndBackgroundTasks() throws {
    var random = Generator(state: 1125)
    let extra = ["post p", "post p", "end k", "work 1", "begin k --expire 2 { log late }", "begin k --expire 4 { end k }"]
    let setup =
      Self.setup + ["new opqueue oq --max 1", "observe p { incr a }", "observe p oq { incr b }", "begin k { end k }", "end k"]
    var checked = 0
    var withPosts = 0
    var withStoppedApp = 0
    var withSeveralOutcomes = 0
    for _ in 0..<30 {
      let workers = (0..<(1 + random.next(2))).map { _ in Self.block(&random, depth: 1, extra: extra) }
      let main = Self.block(&random, depth: 1, extra: extra)
      guard let walked = Self.compare(setup: setup, workers: workers, main: main) else { continue }
      checked += 1
      if (workers + [main]).contains(where: { $0.contains("post p") }) { withPosts += 1 }
      if walked.contains("\"killed: ") || walked.contains("\"suspended: ") { withStoppedApp += 1 }
      // Keys in the JSON: schedules, outcomes, each outcome, deadlocks.
      let outcomes = walked.split(separator: "\": ", omittingEmptySubsequences: false).count - 1 - 3
      if outcomes > 1 { withSeveralOutcomes += 1 }
    }
    #expect(checked >= 20)
    #expect(withPosts >= 8)
    #expect(withStoppedApp >= 4)
    #expect(withSeveralOutcomes >= 3)
  }
}
