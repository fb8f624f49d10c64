/// Looking at the program: threads, the log, the built-in scenarios.
extension ThreadingCommands {
  static let threads = Command(
    CommandSpec(
      "threads", abstract: "Show every thread, queue, lock, semaphore, group and operation at once.",
      examples: ["threads"]),
    .query { state, _ in ThreadingReport.threads(state) })

  static let log = Command(
    CommandSpec(
      "log",
      abstract:
        "With text, the main thread logs it (in double quotes, \\(r1) shows a register's value); alone, print the log so far.",
      parameters: [Parameter("text", .word, "what the main thread logs", optional: true, repeated: true)],
      options: [CommandOption("json", "print the log as a JSON array of the logged texts")],
      examples: ["log hello", #"load r1 c; log "c is \(r1)""#, "log", "log --json"]),
    .change { state, arguments throws(CommandError) in
      let words = arguments.words("text")
      guard words.isEmpty else {
        if arguments.flag("json") { throw CommandError("--json prints the log: use it without text") }
        return try state.runStatement(["log"] + words)
      }
      if arguments.flag("json") {
        return ["[" + state.machine.log.map { JSON.string(state.machine.text(of: $0)) }.joined(separator: ", ") + "]"]
      }
      return state.machine.log.isEmpty ? ["the log is empty"] : state.logLines()
    })

  static let scenarios = Command(
    CommandSpec("scenarios", abstract: "List the built-in scenarios from the book.", examples: ["scenarios"]),
    .query { _, _ in
      ThreadingScenario.all.map { $0.name + String(repeating: " ", count: max(1, 19 - $0.name.count)) + $0.summary }
    })

  static let load = Command(
    CommandSpec(
      "load", abstract: "Start afresh with a built-in scenario; with two words, the statement load REGISTER VAR.",
      parameters: [
        Parameter("name", .named(ThreadingScenario.all.map(\.name)), "a scenario, or a register"),
        Parameter("variable", .word, "the variable to load into the register", optional: true),
      ],
      examples: ["load race-counter", "load r counter"]),
    .change { state, arguments throws(CommandError) in
      if let variable = arguments.optionalWord("variable") {
        return try state.runStatement(["load", arguments.word("name"), variable])
      }
      let name = arguments.word("name")
      guard let scenario = ThreadingScenario.all.first(where: { $0.name == name }) else {
        throw CommandError(
          "no scenario named \(Format.echo(name))",
          suggestion: Suggestion.didYouMean(name, in: ThreadingScenario.all.map(\.name)) ?? "type 'scenarios' to list them")
      }
      return try state.load(scenario)
    })
}
