/// Counts every interleaving of a threading program from a state: how many schedules end in
/// each outcome, in a crash, or in deadlock.
///
/// A schedule is a maximal sequence of choices of which runnable thread takes the next atomic
/// step. The plain walk visits every schedule. `reduce` gives the same counts without walking
/// them: the number of schedules from a state depends only on the state, so each distinct state
/// is explored once and its counts are reused by every path that reaches it.
enum Explorer {
  static let defaultMax = 100_000
  /// A schedule longer than this is taken for a program that never ends.
  static let maxDepth = 2_000
  /// The most distinct states `reduce` keeps.
  static let maxStates = 1_000_000
  /// The most memory, in bytes, the states `reduce` keeps may take (about: their keys and counts).
  static let maxMemory = 256 << 20
  /// The budget of `reduce` in words, for help and errors.
  static let budget = "\(maxStates) distinct states or \(maxMemory >> 20) MB of them"

  struct Result: Sendable, Equatable {
    var schedules: Int
    /// Outcome text → schedule count; deadlocks are counted apart.
    var outcomes: [String: Int]
    var deadlocks: Int
    /// Distinct states visited, with `reduce`.
    var visited: Int?
    /// The latest the clock stands when a schedule ends, in ticks, with `reduce`.
    var longest = 0

    var sortedOutcomes: [(String, Int)] {
      outcomes.sorted { naturalLess($0.key, $1.key) }
    }

    var lines: [String] {
      var lines = ["\(schedules) schedule\(schedules == 1 ? "" : "s")"]
      lines += sortedOutcomes.map { "  \($0.0.isEmpty ? "(nothing logged)" : $0.0): \($0.1)" }
      lines.append("deadlocks: \(deadlocks)")
      if let visited { lines.append("visited \(visited) distinct states instead of walking each schedule") }
      return lines
    }

    var json: String {
      let outcomes = sortedOutcomes.map { "\(JSON.string($0.0)): \($0.1)" }.joined(separator: ", ")
      return "{\"schedules\": \(schedules), \"outcomes\": {\(outcomes)}, \"deadlocks\": \(deadlocks)"
        + (visited.map { ", \"visited\": \($0)" } ?? "") + "}"
    }
  }

  static func explore(_ world: ThreadingWorld, reduce: Bool, maxSchedules: Int) throws(CommandError) -> Result {
    var machine = world.machine
    machine.turnOpen = false
    if reduce { return try counting(machine, world.program) }
    // Under a limit, count first by merging states (quick), and refuse at once when the walk
    // would pass it, instead of walking up to the limit first.
    var exact: Int?
    if maxSchedules < Int.max {
      do {
        exact = try counting(machine, world.program).schedules
      } catch {
        if error == tooLong() || error == Interruption.error { throw error }
        exact = nil
      }
      if (exact ?? Int.max) > maxSchedules { throw overLimit(exact, maxSchedules) }
    }
    var walk = Walk(program: world.program, logStart: machine.log.count, limit: maxSchedules, total: exact)
    do {
      try walk.visit(machine, depth: 0)
    } catch {
      if error == .interrupted { throw Interruption.error }
      guard error == .tooManySchedules else { throw tooLong() }
      throw overLimit(nil, maxSchedules)
    }
    return Result(schedules: walk.schedules, outcomes: walk.outcomes, deadlocks: walk.deadlocks)
  }

  static func overLimit(_ exact: Int?, _ limit: Int) -> CommandError {
    CommandError(
      "explore: "
        + (exact.map { "\($0) schedules is over the limit of \(limit)" } ?? "more than \(limit) schedules, over the limit"),
      suggestion: "--reduce counts them exactly without walking each one; --max N raises the limit")
  }

  static func tooLong() -> CommandError {
    CommandError(
      "explore: a schedule ran past \(maxDepth) steps, so the program may never end (a loop that waits for "
        + "another thread can spin any number of times)",
      suggestion: "explore needs a program that ends; 'run' stops a long one at its step limit")
  }

  enum Stop: Error { case tooManySchedules, tooLong, tooManyStates, overflow, interrupted }

  /// The plain walk: every schedule, one by one.
  struct Walk {
    let program: ThreadingProgram
    let logStart: Int
    let limit: Int
    /// The number of schedules, when counted before the walk: for the progress line.
    let total: Int?
    var schedules = 0
    var deadlocks = 0
    /// Outcomes counted by their text: crashes, and the log of a program without variables.
    private var counted: [String: Int] = [:]
    /// Outcomes counted by the final variables, named only once the walk is over.
    private var countedValues: [[Int]: Int] = [:]

    var outcomes: [String: Int] {
      var outcomes = counted
      for (values, count) in countedValues { outcomes[Machine.outcome(of: values, program), default: 0] += count }
      return outcomes
    }

    init(program: ThreadingProgram, logStart: Int, limit: Int, total: Int?) {
      self.program = program
      self.logStart = logStart
      self.limit = limit
      self.total = total
    }

    mutating func visit(_ start: consuming Machine, depth: Int) throws(Stop) {
      var machine = start
      var quiet = Notes.exploring
      var enabled = machine.prepare(program, &quiet)
      if enabled.isEmpty {
        try count()
        if !machine.isFinished {
          deadlocks += 1
        } else if program.variables.isEmpty || machine.isStopped {
          counted[machine.outcome(program, logFrom: logStart), default: 0] += 1
        } else {
          countedValues[machine.variables, default: 0] += 1
        }
        return
      }
      guard depth < Explorer.maxDepth else { throw .tooLong }
      let last = enabled.removeLast()
      for thread in enabled {
        var next = machine
        do {
          try next.step(thread, program, &quiet)
        } catch {
          try end(error.outcome)
          continue
        }
        try visit(next, depth: depth + 1)
      }
      // The last choice steps this state itself instead of a copy.
      do {
        try machine.step(last, program, &quiet)
      } catch {
        try end(error.outcome)
        return
      }
      try visit(machine, depth: depth + 1)
    }

    /// A schedule ends in a crash.
    private mutating func end(_ crash: String) throws(Stop) {
      try count()
      counted[crash, default: 0] += 1
    }

    private mutating func count() throws(Stop) {
      schedules += 1
      guard schedules <= limit else { throw .tooManySchedules }
      // Ctrl-C is looked at every 4,096 schedules: a few milliseconds apart.
      if schedules & 4095 == 0, (try? Interruption.check(schedules, of: total, "schedules")) == nil { throw .interrupted }
    }
  }

  // MARK: - Counting by merging states

  /// Schedule counts from one state: per outcome index, and deadlocks.
  struct Counts {
    var outcomes: [Int] = []
    var deadlocks = 0
    /// The latest the clock stands when a schedule from here ends.
    var longest = 0

    mutating func add(_ other: Counts) throws(Stop) {
      if outcomes.count < other.outcomes.count {
        outcomes += Array(repeating: 0, count: other.outcomes.count - outcomes.count)
      }
      for index in other.outcomes.indices {
        let (sum, overflow) = outcomes[index].addingReportingOverflow(other.outcomes[index])
        if overflow { throw .overflow }
        outcomes[index] = sum
      }
      let (sum, overflow) = deadlocks.addingReportingOverflow(other.deadlocks)
      if overflow { throw .overflow }
      deadlocks = sum
      longest = max(longest, other.longest)
    }
  }

  struct Counter {
    let program: ThreadingProgram
    let logStart: Int
    var memo: [StateKey: Counts] = [:]
    /// About how many bytes `memo` takes.
    var memory = 0
    var outcomeIndex: [String: Int] = [:]
    var outcomeTexts: [String] = []

    init(program: ThreadingProgram, logStart: Int) {
      self.program = program
      self.logStart = logStart
    }

    mutating func counts(_ start: Machine, depth: Int) throws(Stop) -> Counts {
      var machine = start
      var quiet = Notes.exploring
      let enabled = machine.prepare(program, &quiet)
      if enabled.isEmpty {
        return machine.isFinished
          ? single(machine.outcome(program, logFrom: logStart), at: machine.clock)
          : Counts(deadlocks: 1, longest: machine.clock)
      }
      let key = self.key(machine)
      if let known = memo[key] { return known }
      guard depth < Explorer.maxDepth else { throw .tooLong }
      guard memo.count < Explorer.maxStates, memory < Explorer.maxMemory else { throw .tooManyStates }
      // Ctrl-C is looked at every 256 new states.
      if memo.count & 255 == 255, (try? Interruption.check(memo.count + 1, "states")) == nil { throw .interrupted }
      var total = Counts()
      for thread in enabled {
        var next = machine
        do {
          try next.step(thread, program, &quiet)
        } catch {
          try total.add(single(error.outcome, at: machine.clock))
          continue
        }
        try total.add(try counts(next, depth: depth + 1))
      }
      // A dictionary entry, the key's words and the counts: an estimate that errs high.
      memory += 128 + key.words.count * MemoryLayout<Int32>.stride + total.outcomes.count * MemoryLayout<Int>.stride
      memo[key] = total
      return total
    }

    private mutating func single(_ outcome: String, at clock: Int) -> Counts {
      let index: Int
      if let known = outcomeIndex[outcome] {
        index = known
      } else {
        index = outcomeTexts.count
        outcomeIndex[outcome] = index
        outcomeTexts.append(outcome)
      }
      var counts = Counts(longest: clock)
      counts.outcomes = Array(repeating: 0, count: index + 1)
      counts.outcomes[index] = 1
      return counts
    }

    private func key(_ machine: Machine) -> StateKey {
      StateKey(words: machine.key(withLog: program.variables.isEmpty, logFrom: logStart))
    }
  }

  /// Counts by merging states; the states it remembered are freed, and their memory given back
  /// to the system, before it returns.
  static func counting(_ machine: Machine, _ program: ThreadingProgram) throws(CommandError) -> Result {
    let result = Swift.Result { () throws(CommandError) -> Explorer.Result in try countingStates(machine, program) }
    MemoryRelease.now()
    return try result.get()
  }

  private static func countingStates(_ machine: Machine, _ program: ThreadingProgram) throws(CommandError) -> Result {
    var counter = Counter(program: program, logStart: machine.log.count)
    let counts: Counts
    do {
      counts = try counter.counts(machine, depth: 0)
    } catch {
      switch error {
      case .tooLong: throw tooLong()
      case .interrupted: throw Interruption.error
      case .tooManyStates:
        throw CommandError(
          "explore: over the budget of \(budget) (\(counter.memo.count) states, about \(counter.memory >> 20) MB)",
          suggestion: "make the program smaller: fewer blocks, threads or steps")
      default:
        throw CommandError("explore --reduce: more than \(Int.max) schedules", suggestion: "make the program smaller")
      }
    }
    var outcomes: [String: Int] = [:]
    var schedules = counts.deadlocks
    for (index, count) in counts.outcomes.enumerated() where count > 0 {
      outcomes[counter.outcomeTexts[index]] = count
      let (sum, overflow) = schedules.addingReportingOverflow(count)
      guard !overflow else {
        throw CommandError("explore --reduce: more than \(Int.max) schedules", suggestion: "make the program smaller")
      }
      schedules = sum
    }
    return Result(
      schedules: schedules, outcomes: outcomes, deadlocks: counts.deadlocks, visited: counter.memo.count,
      longest: counts.longest)
  }

  /// `counter=2` before `counter=10`: runs of digits compare as numbers.
  static func naturalLess(_ a: String, _ b: String) -> Bool {
    var left = a.unicodeScalars.makeIterator()
    var right = b.unicodeScalars.makeIterator()
    var l = left.next()
    var r = right.next()
    while let x = l, let y = r {
      if x.properties.numericType != nil, y.properties.numericType != nil, ("0"..."9").contains(x), ("0"..."9").contains(y) {
        var first = ""
        var second = ""
        while let digit = l, ("0"..."9").contains(digit) {
          first.unicodeScalars.append(digit)
          l = left.next()
        }
        while let digit = r, ("0"..."9").contains(digit) {
          second.unicodeScalars.append(digit)
          r = right.next()
        }
        if first.count != second.count { return first.count < second.count }
        if first != second { return first < second }
        continue
      }
      if x != y { return x.value < y.value }
      l = left.next()
      r = right.next()
    }
    return l == nil && r != nil
  }

  /// A state's key, hashed as one run of bytes.
  struct StateKey: Hashable {
    var words: [Int32]

    func hash(into hasher: inout Hasher) {
      words.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}
