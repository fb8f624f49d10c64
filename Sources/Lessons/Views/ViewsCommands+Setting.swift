/// The views chapter's `set` of a view's property.
extension ViewsCommands {
  static let set = Command(
    CommandSpec(
      "set", abstract: "Set a view's frame, bounds, center, transform or another property; subviews autoresize.",
      discussion:
        "frame X Y W H sets bounds size and center; bounds X Y W H and bounds.size keep the center; bounds.origin moves "
        + "the view's own coordinate system. Under a non-identity transform the frame is undefined (Programming iOS 8, "
        + "ch. 1), so setting it is refused. Also alpha, hidden, userInteractionEnabled, clipsToBounds, tag, "
        + "backgroundColor, autoresizingMask (LM+TM, W+H, none) and transform (OPs as in 'new transform'). Auto "
        + "Layout: translatesAutoresizingMask true|false, intrinsic W H (-1: none), hugging h|v P, compression h|v P, "
        + "layoutMargins T L B R, preservesSuperviewLayoutMargins true|false; and a constraint's (or a named set's) "
        + "constant C, priority P, active true|false; a stack view's axis h|v, distribution, alignment, spacing.",
      parameters: [
        Parameter("field", .path, "v1.frame, v1.bounds, v1.center, v1.bounds.origin, v1.transform…"),
        Parameter("values", .word, "the new value", repeated: true),
      ],
      examples: ["set v1.frame 113 111 132 194", "set v2.bounds.size 152 214", "set v1.transform rotate 45"]),
    .process { state, arguments throws(CommandError) in
      let path = arguments.word("field")
      let values = arguments.words("values")
      guard let dot = path.firstIndex(of: ".") else {
        throw CommandError("set takes VIEW.PROPERTY", suggestion: "for example 'set v1.center 100 100'")
      }
      let name = String(path[..<dot])
      let property = String(path[path.index(after: dot)...])
      if state.views[name] == nil, !state.autoLayout.constraints(named: name).isEmpty {
        let change = try LayoutChange.parse(constraint: name, property, values, in: state)
        return ProcessStart(.change(Views.ChangeRun(change: .layout(change), stepping: false)), title: "set \(path)")
      }
      let view = try state.view(name)
      if state.autoLayout.stacks[name] != nil, LayoutChange.stackProperties.contains(property) {
        let change = try LayoutChange.parse(stack: name, property, values, in: state)
        return ProcessStart(.change(Views.ChangeRun(change: .layout(change), stepping: false)), title: "set \(path)")
      }
      if LayoutChange.viewProperties.contains(property) {
        guard name != ViewsWorld.windowName else { throw CommandError("the window takes no part in Auto Layout") }
        let change = try LayoutChange.parse(view: name, property, values)
        return ProcessStart(.change(Views.ChangeRun(change: .layout(change), stepping: false)), title: "set \(path)")
      }
      guard name != ViewsWorld.windowName else {
        throw CommandError("the window's geometry is the screen's", suggestion: "use 'window W H' or 'rotate'")
      }
      let field = try ViewsChange.Field.parse(property, values, view: view, state: state)
      if name == ViewsWorld.rootName, case .frame = field {
        throw CommandError("root always fills the window", suggestion: "use 'window W H' or 'rotate'")
      }
      let run = Views.ChangeRun(change: .set(name, field), stepping: arguments.flag("step"))
      return ProcessStart(.change(run), title: "set \(path)")
    })
}
