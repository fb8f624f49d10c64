/// The views chapter's commands that look: the tree, the traits, the picture and its SVG.
extension ViewsCommands {
  static let tree = Command(
    CommandSpec("tree", abstract: "List the hierarchy, back to front, with each view's frame.", examples: ["tree"]),
    .query { state, _ in
      var lines: [String] = []
      func walk(_ name: String, _ depth: Int) {
        let view = state.views[name]!
        var notes: [String] = []
        if !view.transform.isIdentity { notes.append("transform \(view.transform.text)") }
        if view.hidden { notes.append("hidden") }
        if view.alpha != 1 { notes.append("alpha \(Format.number(view.alpha))") }
        if !view.userInteractionEnabled { notes.append("no interaction") }
        if view.clipsToBounds { notes.append("clips") }
        if !view.autoresizingMask.isEmpty && name != ViewsWorld.rootName {
          notes.append("autoresize = \(view.autoresizingMask.text)")
        }
        lines.append(
          String(repeating: "  ", count: depth) + "\(name) \(Format.rect(view.frame))"
            + (notes.isEmpty ? "" : " " + notes.joined(separator: ", ")))
        for sub in view.subviews { walk(sub, depth + 1) }
      }
      walk(ViewsWorld.windowName, 0)
      let detached = state.order.filter { state.views[$0]?.superview == nil && $0 != ViewsWorld.windowName }
      for name in detached {
        lines.append("detached:")
        walk(name, 1)
      }
      return lines
    })

  static let traits = Command(
    CommandSpec(
      "traits", abstract: "Show the window's trait collection: idiom, size classes, scale.",
      discussion: "H compact V regular: iPhone portrait; H compact V compact: iPhone landscape; H regular V compact: "
        + "iPhone 6 Plus landscape; H regular V regular: iPad (Programming iOS 8, ch. 1).",
      examples: ["traits"]),
    .query { state, _ in
      let t = state.traits
      let size = state.windowSize
      return [
        "window \(Format.number(size.width)) x \(Format.number(size.height)), \(t.idiom.rawValue), \(t.portrait ? "portrait" : "landscape")",
        "userInterfaceIdiom: \(t.idiom.rawValue)", "horizontalSizeClass: \(t.horizontal)", "verticalSizeClass: \(t.vertical)",
        "displayScale: \(Format.number(t.displayScale))",
      ]
    })

  static let draw = Command(
    CommandSpec(
      "draw", abstract: "Draw the hierarchy (or one view's part of it) with box-drawing characters.",
      discussion: """
        Views are painted in drawing order, a superview and then its subviews back to front, each one filled, so every \
        cell shows the frontmost view there; clipping is honoured. A turned view is drawn by its outline in '*' and \
        filled like an upright one. Every name stays readable: it sits on its view's top edge after the corner (a \
        turned view's middle), or, where something covers that, on the first part of the view that shows. A view too \
        little of which shows for its name gets a marker (1, 2, ...) explained under the picture, and a view that does \
        not show at all (covered, clipped away or outside) is named under it. 'export svg' writes the names where \
        'draw' puts them, over every view.
        """,
      parameters: [Parameter("name", .object, "the view to draw (default: the window)", optional: true)],
      options: [CommandOption("width", value: .integer(20...200), "columns to use (default 64)")],
      examples: ["draw", "draw v1 --width 40"]),
    .query { state, arguments throws(CommandError) in
      let name = arguments.optionalWord("name") ?? ViewsWorld.windowName
      _ = try state.view(name)
      guard state.isInWindow(name) else {
        throw CommandError("\(name) is not in the window, so it is not drawn", suggestion: "insert it first")
      }
      return ViewPicture(state, focus: name).text(columns: arguments.optionalInteger("width") ?? 64)
    })

  static let export = Command(
    CommandSpec(
      "export", abstract: "Write the picture 'draw' shows as an SVG file.",
      parameters: [Parameter("format", .choice(["svg"]), "svg"), Parameter("file", .file, "where to write it")],
      examples: ["export svg views.svg"]),
    .query { state, arguments throws(CommandError) in
      let file = arguments.word("file")
      let picture = ViewPicture(state, focus: ViewsWorld.windowName)
      let svg = picture.svg()
      try FileOutput.write(svg, to: file)
      return ["wrote \(file) (\(svg.utf8.count) bytes, \(picture.shapes.count) views)"]
    })
}
