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
  static func block(_ random: inout Generator, depth: Int) -> String {
    var statements: [String] = []
    for _ in 0..<(1 + random.next(3)) {
      var choices = [
        "incr a", "incr b", "load r a; store b r+1", "lock m; incr a; unlock m", "lock m; lock n; incr b; unlock n; unlock m",
        "lock n; lock m; log x; unlock m; unlock n", "signal s", "wait s", "log y", "load r a; if r == 0 { incr b }",
        "enter g; leave g", "wait g",
      ]
      if depth < 2 {
        let inner = block(&random, depth: depth + 1)
        choices += ["async global \(inner)", "sync q \(inner)", "async q \(inner)", "once t \(inner)"]
      }
      statements.append(random.pick(choices))
    }
    return "{ " + statements.joined(separator: "; ") + " }"
  }

  @Test func reduceAgreesWithTheWalkOnGeneratedPrograms() throws {
    var random = Generator(state: 2026)
    var checked = 0
    var withDeadlocks = 0
    var withSeveralOutcomes = 0
    for _ in 0..<50 {
      var engine = Engine(catalog: .shipped, active: "threading")
      for line in [
        "new var a 0", "new var b 0", "new lock m", "new lock n", "new semaphore s 1", "new group g", "new queue q serial",
        "workers 2",
      ] {
        #expect(engine.run(line).outcome == .ok)
      }
      let threads = 1 + random.next(2)
      for _ in 0..<threads {
        _ = engine.run("async global \(Self.block(&random, depth: 0))")
      }
      let main = Self.block(&random, depth: 1)
      let walked = engine.run("explore --json --max 20000 \(main)").lines.map(\.text)
      guard walked.count == 1, walked[0].hasPrefix("{") else {
        // Only the walk's limit may stop a program: every generated one is valid.
        #expect(walked.first?.contains("over the limit") == true, "\(walked)")
        continue
      }
      let reduced = engine.run("explore --json --reduce \(main)").lines.map(\.text)
      #expect(reduced.count == 1)
      let withoutVisited = reduced[0].replacing(/, "visited": \d+/, with: "")
      #expect(withoutVisited == walked[0], "\(main)")
      checked += 1
      if !walked[0].contains("\"deadlocks\": 0") { withDeadlocks += 1 }
      if walked[0].split(separator: "\"a=").count > 2 { withSeveralOutcomes += 1 }
    }
    // The generator must have produced interesting programs, not only trivial ones.
    #expect(checked >= 25)
    #expect(withDeadlocks >= 5)
    #expect(withSeveralOutcomes >= 10)
  }
}
