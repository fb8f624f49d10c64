/// The threading chapter's commands.
enum ThreadingCommands {
  typealias Command = ChapterCommand<Threading>

  static let all: [Command] =
    [
      new, dep, add, cancel, completion, priority, suspend, resume, run, workers, threads, log, lanes, explore, scenarios,
      load, live,
    ]
    + statements

  static let reserved: Set<String> = ["nil", "main", "global", "clock", "last"]
}
