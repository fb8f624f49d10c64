/// `explore`: every interleaving counted.
extension ThreadingCommands {
  static let explore = Command(
    CommandSpec(
      "explore", abstract: "Count every interleaving from here: how many schedules end in each outcome or deadlock.",
      discussion:
        "Every choice of which runnable thread takes the next atomic step is a branch; a blocked thread is not runnable, "
        + "and a queued block starts on a free thread without a choice of its own. With a block, the block is the "
        + "main thread's code and every interleaving of it with everything else is counted. --reduce counts the same "
        + "schedules exactly without walking each one: identical states are merged and their paths counted. Bounded: "
        + "the walk refuses at once a program with more schedules than --max, --reduce stops past "
        + "\(Explorer.maxStates) distinct states, and a schedule longer than \(Explorer.maxDepth) steps is refused as "
        + "a program that may never end; Ctrl-C stops either and changes nothing.",
      parameters: [Parameter("block", .word, "code for the main thread", optional: true)],
      options: [
        CommandOption("reduce", "count by merging identical states (exact, and fast for huge counts)"),
        CommandOption("max", value: .integer(1...10_000_000), "the most schedules to walk without --reduce (100000)"),
        CommandOption("json", "print {schedules, outcomes, deadlocks, visited}"),
      ],
      examples: ["explore", "explore --reduce", "explore { incr c }"]),
    .query { state, arguments throws(CommandError) in
      var world = state
      if let block = arguments.optionalWord("block") {
        try world.prepareExploration(block)
      }
      let result = try Explorer.explore(
        world, reduce: arguments.flag("reduce"), maxSchedules: arguments.optionalInteger("max") ?? Explorer.defaultMax)
      return arguments.flag("json") ? [result.json] : result.lines
    })
}
