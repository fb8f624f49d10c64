/// Pictures of the presentation: `draw`, `export`, and the timing curves: `curve`.
extension AnimationCommands {
  /// The view tree as it shows at `time`: each view's presentation values in place of its model.
  static func presentedViews(_ state: AnimationWorld, at time: Double) -> ViewsWorld {
    var views = state.views
    for name in state.views.order {
      guard let shown = state.presentation(of: name, at: time), state.attached[name] != nil || state.rendered[name] != nil,
        var view = views.views[name]
      else { continue }
      view.center = shown.position
      view.bounds = shown.bounds
      view.alpha = shown.opacity
      if let color = shown.backgroundColor, color != view.backgroundColor.flatMap({ ColorComponents(named: $0) }) {
        view.backgroundColor = color.fillText
      }
      view.transform = shown.transform.matrix
      views.views[name] = view
    }
    return views
  }

  static let draw = Command(
    CommandSpec(
      "draw", abstract: "Draw the view tree as it shows now: the presentation, not the model.",
      discussion: "The views chapter's picture, of the presentation layers: what the screen shows at this frame.",
      parameters: [Parameter("name", .object, "the view to draw (default: the window)", optional: true)],
      options: [CommandOption("width", value: .integer(20...200), "columns to use (default 64)")],
      examples: ["draw", "draw v --width 40"]),
    .query { state, arguments throws(CommandError) in
      guard case .query(let draw) = viewsChapterCommand("draw").behavior else { return [] }
      return try draw(presentedViews(state, at: state.seconds), arguments)
    })

  static let export = Command(
    CommandSpec(
      "export", abstract: "Write the picture of the presentation as an SVG file: now, at a time, or animated (--frames).",
      discussion:
        "With --frames the file is animated: the presentation at every frame from now until nothing animates (at most "
        + "10 s of media time), played by SMIL <animate> elements in a browser, once, holding the last frame. The frames "
        + "are computed on the media clock from the session's state, not timed by the wall clock, so the same state "
        + "always writes the same file.",
      parameters: [Parameter("format", .choice(["svg"]), "svg"), Parameter("file", .file, "where to write it")],
      options: [
        CommandOption("at", value: .number, "the media time to draw, in seconds (default now)"),
        CommandOption("frames", "write an animated SVG of every frame from now until nothing animates"),
      ],
      examples: ["export svg now.svg", "export svg half.svg --at 0.5", "export svg movie.svg --frames"]),
    .query { state, arguments throws(CommandError) in
      if arguments.flag("frames") { return try exportFrames(state, arguments) }
      let time = arguments.optionalNumber("at") ?? state.seconds
      guard time >= 0 else { throw CommandError("--at takes a time of 0 or more", suggestion: "--at 0.5") }
      guard case .query(let export) = viewsChapterCommand("export").behavior else { return [] }
      return try export(presentedViews(state, at: time), arguments)
    })

  /// `export svg FILE --frames`: the animated SVG of every frame from now until nothing animates.
  static func exportFrames(_ state: AnimationWorld, _ arguments: Arguments) throws(CommandError) -> [String] {
    guard arguments.optionalNumber("at") == nil else {
      throw CommandError("--frames starts now, so it takes no --at", suggestion: "use --at for one frame or --frames for all")
    }
    try checkNoOpenTransaction(state)
    let file = arguments.word("file")
    let movie = try AnimatedSVG(state)
    let svg = movie.svg()
    try FileOutput.write(svg, to: file)
    let span =
      movie.frameCount == 0
      ? "nothing animates: one frame at \(state.stamp)"
      : "\(movie.frameCount + 1) frames, t=\(AnimationWorld.fixed(movie.start)) to "
        + "t=\(AnimationWorld.fixed(movie.start + movie.duration)), played in \(Format.number(movie.duration, places: 3)) s"
    return ["wrote \(file) (\(svg.utf8.count) bytes, \(Format.count(movie.views.count, "view")), \(span))"]
      + (movie.cutShort.map { ["note: \($0); export again after 'advance 10' for the rest"] } ?? [])
  }

  static let curve = Command(
    CommandSpec(
      "curve", abstract: "A timing function: its control points, its value at a time fraction, or a plot.",
      discussion:
        "A cubic Bézier from (0,0) to (1,1): x is the fraction of time, y the fraction of change. Named: linear, "
        + "easeIn, easeOut, easeInEaseOut (0.42,0,0.58,1 in Programming iOS 8, ch. 4) and default (Apple's documented "
        + "0.25,0.1,0.25,1); or four control points X1,Y1,X2,Y2.",
      parameters: [Parameter("timing", .word, "a name or X1,Y1,X2,Y2")],
      options: [
        CommandOption("at", value: .number, "a fraction of time, 0…1"), CommandOption("plot", "draw the curve"),
      ],
      examples: ["curve easeInEaseOut --at 0.25", "curve 0.9,0.1,0.7,0.9 --plot"]),
    .query { _, arguments throws(CommandError) in
      let function = try TimingFunction(parsing: arguments.word("timing"))
      var lines = [
        "\(function): control points (\(Format.number(function.x1, places: 4)), \(Format.number(function.y1, places: 4))) and (\(Format.number(function.x2, places: 4)), \(Format.number(function.y2, places: 4)))"
      ]
      if let x = arguments.optionalNumber("at") {
        guard (0...1).contains(x) else { throw CommandError("--at takes a fraction of time, 0 to 1", suggestion: "--at 0.5") }
        lines.append("at \(Format.number(x, places: 4)) -> \(Format.number(function.value(at: x), places: 4))")
      }
      if arguments.flag("plot") { lines += plot(function) }
      return lines
    })

  /// A 41 × 21 chart: x the fraction of time, y the fraction of change; `o` marks the control points.
  static func plot(_ function: TimingFunction) -> [String] {
    let columns = 41
    let rows = 21
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    func put(_ x: Double, _ y: Double, _ mark: Character) {
      let column = Int((x * Double(columns - 1)).rounded())
      let row = rows - 1 - Int((y * Double(rows - 1)).rounded())
      guard (0..<columns).contains(column), (0..<rows).contains(row) else { return }
      grid[row][column] = mark
    }
    for step in 0...(columns - 1) * 4 {
      let x = Double(step) / Double((columns - 1) * 4)
      put(x, function.value(at: x), "*")
    }
    put(function.x1, function.y1, "o")
    put(function.x2, function.y2, "o")
    return ["1 |" + String(grid[0])] + grid.dropFirst().dropLast().map { "  |" + String($0) }
      + [
        "0 |" + String(grid[rows - 1]), "  +" + String(repeating: "-", count: columns),
        "   0" + String(repeating: " ", count: columns - 2) + "1",
      ]
  }
}
