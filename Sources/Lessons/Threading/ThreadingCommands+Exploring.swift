/// `explore`: every interleaving counted, and one of them shown.
extension ThreadingCommands {
  static let explore = Command(
    CommandSpec(
      "explore", abstract: "Count every interleaving from here: how many schedules end in each outcome or deadlock.",
      discussion:
        "Every choice of which runnable thread takes the next atomic step is a branch; a blocked thread is not runnable, "
        + "and a queued block starts on a free thread without a choice of its own. With a block, the block is the "
        + "main thread's code and every interleaving of it with everything else is counted. --reduce counts the same "
        + "schedules exactly without walking each one: identical states are merged and their paths counted. Bounded: "
        + "the walk refuses at once a program with more schedules than --max (counted first by merging states), "
        + "merging states stops at a budget of \(Explorer.budget) (explore, explore --reduce and live's check all "
        + "merge; the memory goes back to the system afterwards), and a schedule longer than \(Explorer.maxDepth) "
        + "steps is refused as a program that may never end; Ctrl-C stops either and changes nothing.\n"
        + "--show OUTCOME (an outcome as explore prints it, quoted when it has spaces, or \(Explorer.deadlock)) then "
        + "takes the first schedule that ends in it, trying threads in order with main first, and shows its steps "
        + "and its lanes (see 'lanes --help'); --svg FILE writes those lanes as SVG. Nothing changes: the shown "
        + "schedule is not run in the session.",
      parameters: [Parameter("block", .word, "code for the main thread", optional: true)],
      options: [
        CommandOption("reduce", "count by merging identical states (exact, and fast for huge counts)"),
        CommandOption("max", value: .integer(1...10_000_000), "the most schedules to walk without --reduce (100000)"),
        CommandOption("json", "print {schedules, outcomes, deadlocks, visited}"),
        CommandOption("show", value: .word, "show the first schedule that ends in this outcome, with its lanes"),
        CommandOption("svg", value: .file, "with --show: write its lanes as an SVG file"),
      ],
      examples: ["explore", "explore --reduce", "explore { incr c }", "explore --show counter=1"]),
    .query { state, arguments throws(CommandError) in
      var world = state
      if let block = arguments.optionalWord("block") {
        try world.prepareExploration(block)
      }
      let show = arguments.option("show")
      if show == nil, arguments.option("svg") != nil { throw CommandError("--svg goes with --show OUTCOME") }
      if show != nil, arguments.flag("json") { throw CommandError("--show and --json do not go together") }
      let limit = arguments.optionalInteger("max") ?? Explorer.defaultMax
      let result = try Explorer.explore(world, reduce: arguments.flag("reduce"), maxSchedules: limit)
      guard let show else { return arguments.flag("json") ? [result.json] : result.lines }
      return result.lines + (try showing(show, of: result, in: world, limit: limit, svg: arguments.option("svg")))
    })

  /// `explore --show OUTCOME`: the first schedule that ends in it, narrated, and its lanes.
  private static func showing(
    _ outcome: String, of result: Explorer.Result, in world: ThreadingWorld, limit: Int, svg: String?
  ) throws(CommandError) -> [String] {
    let names =
      result.sortedOutcomes.map { $0.0.isEmpty ? "(nothing logged)" : $0.0 }
      + (result.deadlocks > 0 ? [Explorer.deadlock] : [])
    guard names.contains(outcome) else {
      throw CommandError(
        "no schedule ends in \(Format.echo(outcome))",
        suggestion: "the outcomes are " + names.map(Format.echo).joined(separator: ", "))
    }
    guard let schedule = try Explorer.firstSchedule(to: outcome, in: world, limit: limit) else {
      throw CommandError(
        "explore --show: no schedule ending in \(Format.echo(outcome)) among the first \(limit)",
        suggestion: "--max N walks more")
    }
    let (steps, shown) = world.replay(schedule)
    let picture = LanesPicture(shown)
    let threads = schedule.map(ThreadingProgram.threadName).joined(separator: " ")
    var lines = ["", "the first schedule ending in \(outcome): \(threads)"] + steps + [""]
    if let svg {
      lines.append(try write(picture, to: svg))
    }
    return lines + picture.text()
  }

  /// Writes the lanes as SVG; the line that says so.
  static func write(_ picture: LanesPicture, to file: String) throws(CommandError) -> String {
    let svg = picture.svg()
    try FileOutput.write(svg, to: file)
    let steps = picture.stepNumbers.lazy.compactMap { $0 }.count
    return "wrote \(file) (\(svg.utf8.count) bytes, the lanes of \(Format.count(steps, "step")))"
  }
}
