/// The workload `make bench` times for the threading chapter, kept in this module so the
/// explorer is compiled as the chapter itself uses it.
public enum ThreadingWorkload {
  /// `threads` blocks on the global queue, each incrementing `c` `increments` times, started on
  /// the workers as `explore` finds them after the typed lines.
  public static func world(threads: Int, increments: Int) -> ThreadingWorld {
    let body = Array(repeating: "incr c", count: increments).joined(separator: "; ")
    let lines = ["new var c 0"] + Array(repeating: "async global { \(body) }", count: threads)
    var world = ThreadingWorld()
    _ = try? world.load(ThreadingScenario(name: "bench", summary: "the benchmark's counter", lines: lines))
    Threading.endTurn(&world)
    return world
  }

  /// Every schedule walked one by one: the schedule count and the outcome counts.
  public static func walk(_ world: ThreadingWorld) -> (schedules: Int, outcomes: [String: Int]) {
    guard let result = try? Explorer.explore(world, reduce: false, maxSchedules: Int.max) else { return (0, [:]) }
    return (result.schedules, result.outcomes)
  }

  /// The same counts by merging states, with the number of states visited.
  public static func reduce(_ world: ThreadingWorld) -> (schedules: Int, outcomes: [String: Int], visited: Int) {
    guard let result = try? Explorer.explore(world, reduce: true, maxSchedules: Int.max) else { return (0, [:], 0) }
    return (result.schedules, result.outcomes, result.visited ?? 0)
  }

  /// The peer: a stateless explorer of the same program on flat arrays, each thread a program
  /// counter and one register, each increment a load then a store.
  public static func flatWalk(threads: Int, increments: Int) -> (schedules: Int, outcomes: [String: Int]) {
    var pcs = Array(repeating: 0, count: threads)
    var registers = Array(repeating: 0, count: threads)
    var counts = Array(repeating: 0, count: threads * increments + 1)
    var counter = 0
    let steps = 2 * increments
    func visit() {
      var moved = false
      for thread in 0..<threads where pcs[thread] < steps {
        moved = true
        let pc = pcs[thread]
        let savedRegister = registers[thread]
        let savedCounter = counter
        if pc & 1 == 0 { registers[thread] = counter } else { counter = registers[thread] + 1 }
        pcs[thread] = pc + 1
        visit()
        pcs[thread] = pc
        registers[thread] = savedRegister
        counter = savedCounter
      }
      if !moved { counts[counter] += 1 }
    }
    visit()
    var outcomes: [String: Int] = [:]
    for (value, count) in counts.enumerated() where count > 0 { outcomes["c=\(value)"] = count }
    return (counts.reduce(0, +), outcomes)
  }
}
