/// The views chapter's commands that look: the tree, the traits, the picture and its SVG.
extension ViewsCommands {
  static let tree = Command(
    CommandSpec("tree", abstract: "List the hierarchy, back to front, with each view's frame.", examples: ["tree"]),
    .query { state, _ throws(CommandError) in
      var lines: [String] = []
      // Its own stack rather than recursion: a tree nested thousands deep lists like a flat one.
      let detached = state.order.filter { state.views[$0]?.superview == nil && $0 != ViewsWorld.windowName }
      var stack = detached.reversed().map { (name: $0, depth: -1) } + [(ViewsWorld.windowName, 0)]
      while let (name, depth) = stack.popLast() {
        if lines.count & 1023 == 1023 { try Interruption.check(lines.count, of: state.views.count, "views") }
        // A detached view is listed under its own heading.
        guard depth >= 0 else {
          lines.append("detached:")
          stack.append((name, 1))
          continue
        }
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
          ViewsWorld.indent(depth) + "\(name) \(Format.rect(view.frame))"
            + (notes.isEmpty ? "" : " " + notes.joined(separator: ", ")))
        stack += view.subviews.reversed().map { ($0, depth + 1) }
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
        not show at all (covered, clipped away or outside) is named under it. A picture taller than 200 rows is \
        scaled down to fit, and a note under it says so. 'export svg' writes the names where 'draw' puts them, over \
        every view, on a canvas of at most 4000 pixels a side.
        """,
      parameters: [Parameter("name", .object, "the view to draw (default: the window)", optional: true)],
      options: [
        CommandOption("width", value: .integer(20...200), "columns to use (default 64)"),
        CommandOption("constraints", "list the constraints under the picture, each with the edges it relates"),
      ],
      examples: ["draw", "draw v1 --width 40", "draw --constraints"]),
    .query { state, arguments throws(CommandError) in
      let name = arguments.optionalWord("name") ?? ViewsWorld.windowName
      _ = try state.view(name)
      guard state.isInWindow(name) else {
        throw CommandError("\(name) is not in the window, so it is not drawn", suggestion: "insert it first")
      }
      let picture = try ViewPicture(state, focus: name).text(columns: arguments.optionalInteger("width") ?? 64)
      guard arguments.flag("constraints") else { return picture }
      return picture + constraintLegend(state, below: name)
    })

  /// `draw --constraints`: each constraint on the drawn views, with where its edges are.
  static func constraintLegend(_ state: ViewsWorld, below focus: String) -> [String] {
    let drawn = Set([focus] + state.descendants(of: focus))
    let shown = state.autoLayout.constraints.filter { constraint in
      drawn.contains(constraint.first.view) && constraint.second.map { drawn.contains($0.view) } ?? true
    }
    guard !shown.isEmpty else { return ["constraints: none"] }
    let locator = ConstraintPicture.Locator(state)
    return ["constraints:"]
      + shown.map { constraint in
        var text = "  " + state.constraintLine(constraint)
        if let second = constraint.second, constraint.first.attribute.kind == .location {
          let a = locator.position(constraint.first)
          let b = locator.position(second)
          let axis = constraint.first.attribute.axis == .horizontal ? "x" : "y"
          text += "  (\(axis) \(Format.number(a)) and \(Format.number(b)) in the window)"
        }
        return text
      }
  }

  static let export = Command(
    CommandSpec(
      "export", abstract: "Write the picture 'draw' shows as an SVG file.",
      parameters: [Parameter("format", .choice(["svg"]), "svg"), Parameter("file", .file, "where to write it")],
      options: [
        CommandOption(
          "constraints",
          "draw the constraints too: a line between the edges each relates, dashed for an inequality, "
            + "red when broken")
      ],
      examples: ["export svg views.svg", "export svg layout.svg --constraints"]),
    .query { state, arguments throws(CommandError) in
      let file = arguments.word("file")
      let picture = try ViewPicture(state, focus: ViewsWorld.windowName)
      let svg = try picture.svg(constraints: arguments.flag("constraints") ? ConstraintPicture(state) : nil)
      try FileOutput.write(svg, to: file)
      let scale = picture.svgScale
      let note =
        scale == 1
        ? ""
        : "; scaled to fit \(Format.number(ViewPicture.svgSides.lowerBound)) to "
          + "\(Format.number(ViewPicture.svgSides.upperBound)) pixels: a pixel is \(Format.number(1 / scale)) points"
      return ["wrote \(file) (\(svg.utf8.count) bytes, \(picture.shapes.count) views\(note))"]
    })
}
