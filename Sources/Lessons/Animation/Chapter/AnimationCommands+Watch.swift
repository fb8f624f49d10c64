/// `watch`: the animation played in the terminal at real speed, frame by frame.
extension AnimationCommands {
  /// What a `watch` did, as its record keeps it: how many frames the clock moved, whether they
  /// were played on a terminal, and whether Ctrl-C stopped them.
  struct WatchOutcome: Codable, Sendable, Equatable {
    var frames: Int64
    var played: Bool
    var stopped: Bool
  }

  /// Without --until, watch stops after this much media time: ten seconds.
  static let watchLimitFrames: Int64 = 10 * AnimationWorld.frameRate

  /// The view `watch` draws and the layer it reports, for `watch NAME`.
  struct WatchFocus {
    /// The view whose picture is drawn (a layer made in code: the view it is in).
    var view: String
    /// The view or layer named, whose presentation is printed under each picture; nil for the window.
    var layer: String?
  }

  static func watchFocus(_ state: AnimationWorld, _ arguments: Arguments) throws(CommandError) -> WatchFocus {
    guard let name = arguments.optionalWord("name"), name != ViewsWorld.windowName else {
      return WatchFocus(view: ViewsWorld.windowName, layer: nil)
    }
    // A dynamics world: its reference view, where its items move.
    if let animator = state.worlds[name] { return WatchFocus(view: animator.referenceView, layer: nil) }
    _ = try state.requireLayer(name)
    guard let view = state.layerChain(of: name).last(where: { state.views.views[$0] != nil }) else {
      throw CommandError(
        "\(name) is in no view, so there is nothing to draw", suggestion: "put it in one with 'new layer \(name) in root'")
    }
    guard state.views.isInWindow(view) else {
      throw CommandError("\(view) is not in the window, so it is not drawn", suggestion: "insert it first")
    }
    return WatchFocus(view: view, layer: name)
  }

  /// How many frames `watch` moves the clock when nothing stops it: to --until, else until
  /// nothing animates, at most `watchLimitFrames`.
  static func watchFrames(_ state: AnimationWorld, _ arguments: Arguments) throws(CommandError) -> Int64 {
    if let until = arguments.optionalNumber("until") {
      let target = Int64((until * Double(AnimationWorld.frameRate)).rounded())
      guard until <= 600, target > state.frame else {
        throw CommandError(
          "--until takes a media time after now (\(state.stamp)) and at most 600 s, not \(Format.number(until, places: 3))",
          suggestion: "--until \(Format.number(state.seconds + 1, places: 3))")
      }
      return target - state.frame
    }
    var world = state
    var count: Int64 = 0
    while world.isAnimating || world.hasUncommitted, count < watchLimitFrames {
      _ = world.stepFrame()
      world.pendingEvents = []
      count += 1
      if count % 60 == 0 { try Interruption.check() }
    }
    return count
  }

  /// The `draw` picture of the presentation at the world's frame, with the watched layer's
  /// presentation under it.
  static func watchPicture(_ world: AnimationWorld, _ focus: WatchFocus, width: Int?) throws(CommandError) -> [String] {
    var words = [focus.view]
    if let width { words += ["--width", String(width)] }
    let drawCommand = viewsChapterCommand("draw")
    guard case .query(let draw) = drawCommand.behavior else { return [] }
    var lines = try draw(presentedViews(world, at: world.seconds), Arguments.parse(words, for: drawCommand.spec))
    if let layer = focus.layer, let shown = world.presentation(of: layer) {
      lines.append(
        "\(layer) presentation: position \(Format.point(shown.position)) bounds \(Format.rect(shown.bounds)) "
          + "opacity \(Format.number(shown.opacity))")
    }
    return lines
  }

  /// A frame as a terminal plays it: its `t=` line, then its picture.
  static func watchFrame(_ world: AnimationWorld, _ focus: WatchFocus, width: Int?) -> [String] {
    ["\(world.stamp) (frame \(world.frame))"] + ((try? watchPicture(world, focus, width: width)) ?? [])
  }

  static let watch = Command(
    CommandSpec(
      "watch", abstract: "Play the animation in the terminal at real speed, drawing the presentation each frame.",
      discussion:
        "On a terminal each frame of 1/60 s is drawn in place of the last, as 'draw' draws it, until nothing animates "
        + "(at most 10 s) or the media time --until; Ctrl-C stops it, and the clock stays at the frame shown. Piped "
        + "(or in a lesson's check), it prints the picture of every sixth frame (--every N) and of the last instead, "
        + "each after its t= line. The media clock moves as 'tick' moves it, callbacks included; a saved session records how far a "
        + "watch went, so replaying it moves the clock just as far.",
      parameters: [Parameter("name", .object, "the view or layer to watch (default: the window)", optional: true)],
      options: [
        CommandOption("until", value: .number, "play until this media time, in seconds"),
        CommandOption("width", value: .integer(20...200), "columns to draw (default 64)"),
        CommandOption("every", value: .integer(1...600), "piped: print every Nth frame (default 6, ten a second)"),
      ],
      examples: ["watch", "watch v --width 40", "watch --until 2"]),
    .live(
      LiveCommand(
        performing: { state, arguments throws(CommandError) -> WatchOutcome in
          try checkNoOpenTransaction(state)
          let focus = try watchFocus(state, arguments)
          let frames = try watchFrames(state, arguments)
          guard LiveScreen.isAvailable else { return WatchOutcome(frames: frames, played: false, stopped: false) }
          let width = arguments.optionalInteger("width")
          var world = state
          world.pendingEvents = []
          guard LiveScreen.show(after: 0, { watchFrame(world, focus, width: width) }) else {
            return WatchOutcome(frames: 0, played: true, stopped: true)
          }
          for count in 0..<frames {
            _ = world.stepFrame()
            world.pendingEvents = []
            let elapsed = Double(count + 1) / Double(AnimationWorld.frameRate)
            guard LiveScreen.show(after: elapsed, { watchFrame(world, focus, width: width) }) else {
              return WatchOutcome(frames: count, played: true, stopped: true)
            }
          }
          return WatchOutcome(frames: frames, played: true, stopped: false)
        },
        apply: { state, arguments, outcome throws(CommandError) -> [String] in
          try checkNoOpenTransaction(state)
          let focus = try watchFocus(state, arguments)
          guard outcome.frames >= 0, outcome.frames <= 600 * AnimationWorld.frameRate else {
            throw CommandError(
              "the recorded watch of \(outcome.frames) frames is not one watch makes",
              suggestion: "remove the '# recorded' line before it to watch again")
          }
          let width = arguments.optionalInteger("width")
          let every = Int64(arguments.optionalInteger("every") ?? 6)
          let start = state.stamp
          var lines = state.pendingEvents
          state.pendingEvents = []
          if !outcome.played {
            lines += ["\(state.stamp) (frame \(state.frame))"] + (try watchPicture(state, focus, width: width))
          }
          var count: Int64 = 0
          while count < outcome.frames {
            count += 1
            lines += state.stepFrame()
            state.pendingEvents = []
            if !outcome.played, count % every == 0 || count == outcome.frames {
              lines += ["\(state.stamp) (frame \(state.frame))"] + (try watchPicture(state, focus, width: width))
            }
            if count % 600 == 0 { Interruption.report(Int(count), of: Int(outcome.frames), "frames") }
          }
          let how =
            outcome.stopped
            ? "stopped by Ctrl-C"
            : (state.isAnimating
              ? (arguments.optionalNumber("until") == nil
                ? "watch stops at 10 s of media time; 'watch' again goes on" : "still animating") : "nothing animates now")
          return lines + [
            "watched \(Format.count(Int(outcome.frames), "frame")) from \(start) to \(state.stamp) (frame \(state.frame)): \(how)"
          ] + presentationLines(state)
        })))
}
