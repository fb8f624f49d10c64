/// The views chapter's window commands: size the window and rotate the interface.
extension ViewsCommands {
  static let window = Command(
    CommandSpec(
      "window", abstract: "Size the window (the screen); root fills it and its subviews autoresize.",
      parameters: [Parameter("width", .number, "the width in points"), Parameter("height", .number, "the height")],
      options: [CommandOption("idiom", value: .choice(ViewsWorld.Idiom.allCases.map(\.rawValue)), "phone or pad")],
      examples: ["window 320 568", "window 768 1024 --idiom pad"]),
    .process { state, arguments throws(CommandError) in
      let size = Size(width: arguments.number("width"), height: arguments.number("height"))
      guard size.width > 0, size.height > 0 else {
        throw CommandError("a window needs a width and a height above 0", suggestion: "for example 'window 320 568'")
      }
      let change = ViewsChange.window(size, arguments.option("idiom").flatMap(ViewsWorld.Idiom.init))
      return ProcessStart(.change(Views.ChangeRun(change: change, stepping: arguments.flag("step"))), title: "window")
    })

  static let rotate = Command(
    CommandSpec(
      "rotate", abstract: "Rotate the interface: the window's width and height swap, and autoresizing follows.",
      examples: ["rotate", "rotate --step"]),
    .process { _, arguments in
      ProcessStart(.change(Views.ChangeRun(change: .rotate, stepping: arguments.flag("step"))), title: "rotate")
    })
}
