/// The commands every session has, whatever chapter is active (DESIGN §2).
enum GlobalCommand: String, CaseIterable, Sendable {
  case help, chapters, use, show, inspect, diff, step, back, `continue`, goto, `where`, timeline, history, save, quit

  var spec: CommandSpec {
    switch self {
    case .help:
      CommandSpec(
        "help", abstract: "List the commands, or show one command's help and an example.",
        parameters: [Parameter("command", .command, "a command or chapter name", optional: true)],
        examples: ["help", "help show"])
    case .chapters:
      CommandSpec("chapters", abstract: "List the chapters and what each one models.", examples: ["chapters"])
    case .use:
      CommandSpec(
        "use", abstract: "Make a chapter active; typing its name alone does the same.",
        discussion: "Each chapter keeps its own objects, so switching loses nothing.",
        parameters: [Parameter("chapter", .chapter, "the chapter to make active")], examples: ["use views"])
    case .show:
      CommandSpec(
        "show", abstract: "Show an object, one of its fields, or every object of the active chapter.",
        discussion:
          "show PATH FIELD is show PATH.FIELD; for an object with a model and a presentation (an animated layer) "
          + "it shows the field in both, side by side.",
        parameters: [
          Parameter("path", .path, "an object or a field path", optional: true),
          Parameter("field", .word, "one of its fields", optional: true),
        ],
        examples: ["show", "show v1", "show v1.frame", "show v1 frame"])
    case .inspect:
      CommandSpec(
        "inspect", abstract: "Print the whole field tree of a path, as text or JSON.",
        parameters: [Parameter("path", .path, "an object or a field path")],
        options: [CommandOption("json", "print JSON (numbers follow the same rounding rules)")],
        examples: ["inspect v1", "inspect v1 --json"])
    case .diff:
      CommandSpec("diff", abstract: "Show the fields the last change altered, before and after.", examples: ["diff"])
    case .step:
      CommandSpec(
        "step", abstract: "Advance the paused process (or the active chapter's world) by N steps.",
        discussion:
          "Each step prints what happened, why, and the fields it changed. A chapter with actors of its own steps one by name: 'step w1' in threading.",
        parameters: [Parameter("count", .word, "how many steps (default 1), or the actor to step", optional: true)],
        examples: ["step", "step 3"])
    case .back:
      CommandSpec(
        "back", abstract: "Go back N events on the timeline (default 1); the state is rebuilt exactly.",
        discussion: "Later events stay, so 'goto' can return to them, until a new command or step replaces them.",
        parameters: [Parameter("count", .integer(1...1_000_000_000), "how many events (default 1)", optional: true)],
        examples: ["back", "back 3"])
    case .continue:
      CommandSpec(
        "continue", abstract: "Run the paused process to its end (Ctrl-C pauses it again).", examples: ["continue"])
    case .goto:
      CommandSpec(
        "goto", abstract: "Jump to the state right after event N (0 is the start).",
        parameters: [Parameter("event", .integer(0...1_000_000_000), "an event number from 'timeline'")],
        examples: ["goto 0", "goto 4"])
    case .where:
      CommandSpec(
        "where", abstract: "Show the position on the timeline, the paused process and the active chapter.",
        examples: ["where"])
    case .timeline:
      CommandSpec(
        "timeline", abstract: "List the events of this session; '>' marks the current position.",
        options: [CommandOption("all", "list every event, not only the last 20")], examples: ["timeline", "timeline --all"])
    case .history:
      CommandSpec("history", abstract: "List the lines typed in this session.", examples: ["history"])
    case .save:
      CommandSpec(
        "save", abstract: "Write this session so far as a transcript a lesson check can replay.",
        parameters: [Parameter("file", .file, "where to write it")], options: [Engine.forceOption],
        examples: ["save my-session.txt", "save my-session.txt --force"])
    case .quit:
      CommandSpec("quit", abstract: "Leave the shell (Ctrl-D on an empty line does the same).", examples: ["quit"])
    }
  }

  static let specs: [CommandSpec] = allCases.map(\.spec)
}
