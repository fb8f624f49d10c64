extension Explorer {
  /// The outcome `explore --show` names for schedules that end in deadlock.
  static let deadlock = "deadlock"

  /// The first schedule, in the walk's order, that ends in `outcome` (as `explore` prints it):
  /// the threads that step, in turn.
  ///
  /// The walk tries runnable threads in order, main first, so the first schedule found is the
  /// same every time. It gives up after `limit` schedules.
  static func firstSchedule(to outcome: String, in world: ThreadingWorld, limit: Int) throws(CommandError) -> [Int]? {
    var machine = world.machine
    machine.turnOpen = false
    var search = Search(
      program: world.program, logStart: machine.log.count, wanted: outcome == "(nothing logged)" ? "" : outcome,
      limit: limit)
    do {
      return try search.visit(machine, depth: 0) ? search.path : nil
    } catch {
      if error == .interrupted { throw Interruption.error }
      if error == .tooManySchedules { return nil }
      throw tooLong()
    }
  }

  /// A depth-first walk that stops at the first schedule ending in the wanted outcome.
  struct Search {
    let program: ThreadingProgram
    let logStart: Int
    let wanted: String
    let limit: Int
    var path: [Int] = []
    var schedules = 0

    mutating func visit(_ start: Machine, depth: Int) throws(Stop) -> Bool {
      var machine = start
      var quiet = Notes.exploring
      let enabled = machine.prepare(program, &quiet)
      if enabled.isEmpty {
        try count()
        let outcome = machine.isFinished ? machine.outcome(program, logFrom: logStart) : Explorer.deadlock
        return outcome == wanted
      }
      guard depth < Explorer.maxDepth else { throw .tooLong }
      for thread in enabled {
        var next = machine
        path.append(thread)
        do {
          try next.step(thread, program, &quiet)
        } catch {
          try count()
          if error.outcome == wanted { return true }
          path.removeLast()
          continue
        }
        if try visit(next, depth: depth + 1) { return true }
        path.removeLast()
      }
      return false
    }

    private mutating func count() throws(Stop) {
      schedules += 1
      guard schedules <= limit else { throw .tooManySchedules }
      if schedules & 4095 == 0, (try? Interruption.check()) == nil { throw .interrupted }
    }
  }
}

extension ThreadingWorld {
  /// Takes the steps of `schedule` from here, narrated, recording only them for the lanes.
  ///
  /// Returns the narration, a numbered line a step, and the world after the last step (a step
  /// that crashes ends the narration with the crash and leaves the world before it).
  func replay(_ schedule: [Int]) -> (lines: [String], world: ThreadingWorld) {
    var world = self
    world.machine.turnOpen = false
    world.lanes = LaneTrace()
    var lines: [String] = []
    for (index, thread) in schedule.enumerated() {
      var notes = Notes(true)
      _ = world.machine.prepare(world.program, &notes)
      let earlier = notes.lines.map { "    " + $0 }
      notes.lines = []
      do {
        try world.step(thread, &notes)
      } catch {
        return (lines + earlier + ["\(index + 1). crash: \(error.message)"], world)
      }
      lines += earlier + notes.lines.enumerated().map { $0.offset == 0 ? "\(index + 1). \($0.element)" : "    \($0.element)" }
    }
    var notes = Notes(true)
    _ = world.machine.prepare(world.program, &notes)
    lines += notes.lines.map { "    " + $0 }
    return (lines + (world.machine.isDeadlocked(world.program) ? world.machine.deadlockReport(world.program) : []), world)
  }
}
