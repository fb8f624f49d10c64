/// Letting media time pass: `tick`, `advance`, `run` and `clock`.
extension AnimationCommands {
  /// Moves the clock `count` frames; prints the callbacks on the frames they fire and, at the
  /// end, every animated layer's presentation.
  ///
  /// Ctrl-C stops it; the command then fails and the engine puts the state back.
  static func frames(_ count: Int64, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    var lines = state.pendingEvents
    state.pendingEvents = []
    for done in 0..<count {
      if done % 600 == 599 { try Interruption.check(Int(done), of: Int(count), "frames") }
      lines += state.stepFrame()
      state.pendingEvents = []
    }
    return ["\(state.stamp) (frame \(state.frame))"] + lines + presentationLines(state) + state.dynamicsLines()
  }

  /// One line per animation on each layer, and the layer's model beside its presentation.
  static func presentationLines(_ state: AnimationWorld) -> [String] {
    var lines: [String] = []
    for name in state.layerNames {
      guard let list = state.attached[name], !list.isEmpty, let model = state.model(of: name),
        let presentation = state.presentation(of: name)
      else { continue }
      for animation in list { lines.append("  \(name) \(state.describe(animation, on: name))") }
      for property in LayerKeyPath.Property.allCases {
        let path = LayerKeyPath(property: property)
        let shown = path.value(in: presentation)
        let held = path.value(in: model)
        guard shown != held || list.contains(where: { $0.spec.keyPath?.property == property }) else { continue }
        lines.append("  \(name).\(property.rawValue): model \(held) presentation \(shown)")
      }
      let image = state.shownContents(of: name)
      if list.contains(where: { $0.spec.animatesContents }) || image.isDissolving || image.image != state.contents[name] {
        lines.append("  \(name).contents: model \(ContentsShown.name(state.contents[name])) presentation \(image)")
      }
    }
    return lines
  }

  static func checkNoOpenTransaction(_ state: AnimationWorld) throws(CommandError) {
    guard state.open.isEmpty else {
      throw CommandError(
        "a transaction is open, so the redraw moment cannot come: time does not pass",
        suggestion: "type 'commit' first (\(state.open.count) open)")
    }
  }

  static let tick = Command(
    CommandSpec(
      "tick", abstract: "Let N frames of 1/60 s pass on the media clock (default 1).",
      discussion:
        "The turn's changes are drawn first (the redraw moment), then each frame: animations that begin send "
        + "animationDidStart, those that end animationDidStop and completions run, on the frame they happen. The "
        + "model and presentation of every animated layer are printed at the end, side by side (Programming iOS 8, ch. 4).",
      parameters: [Parameter("count", .integer(1...36_000), "how many frames", optional: true)],
      examples: ["tick", "tick 30"]),
    .change { state, arguments throws(CommandError) in
      try checkNoOpenTransaction(state)
      return try frames(Int64(arguments.optionalInteger("count") ?? 1), &state)
    })

  static let advance = Command(
    CommandSpec(
      "advance", abstract: "Let SECONDS of media time pass, frame by frame (rounded to whole frames).",
      parameters: [Parameter("seconds", .number, "how long, for example 0.5")], examples: ["advance 0.5"]),
    .change { state, arguments throws(CommandError) in
      try checkNoOpenTransaction(state)
      let seconds = arguments.number("seconds")
      guard seconds > 0, seconds <= 600 else {
        throw CommandError(
          "advance takes more than 0 and at most 600 seconds, not \(Format.number(seconds))", suggestion: "advance 0.5")
      }
      let count = Int64((seconds * Double(AnimationWorld.frameRate)).rounded())
      guard count > 0 else {
        throw CommandError(
          "\(Format.number(seconds, places: 4)) s is less than half a frame (1/60 s)", suggestion: "advance 0.0167 or tick")
      }
      return try frames(count, &state)
    })

  static let run = Command(
    CommandSpec(
      "run", abstract: "Let media time pass until nothing animates (at most 10 minutes; Ctrl-C stops it).",
      examples: ["run"]),
    .change { state, _ throws(CommandError) in
      try checkNoOpenTransaction(state)
      var next = state
      var lines = next.pendingEvents
      next.pendingEvents = []
      var count: Int64 = 0
      while next.isAnimating || next.hasUncommitted {
        guard count < AnimationWorld.runLimitFrames else {
          let forever = next.foreverSerials.map { "#\($0)" }
          lines.append(
            "run stops at 10 minutes of media time"
              + (forever.isEmpty
                ? ""
                : ": \(forever.joined(separator: ", ")) "
                  + (forever.count == 1
                    ? "repeats forever (the repeat option has no count; remove it, "
                      + "or stop it with a short beginFromCurrentState animation, Programming iOS 8, ch. 4)"
                    : "repeat forever (the repeat option has no count; remove them, "
                      + "or stop them with a short beginFromCurrentState animation, Programming iOS 8, ch. 4)"))
              + next.restlessWorldsNote)
          break
        }
        lines += next.stepFrame()
        next.pendingEvents = []
        count += 1
        if count % 600 == 0 { try Interruption.check(Int(count), of: Int(AnimationWorld.runLimitFrames), "frames") }
      }
      state = next
      return ["\(state.stamp) (frame \(state.frame)) after \(count) frame\(count == 1 ? "" : "s")"] + lines
        + presentationLines(state) + state.dynamicsLines()
    })

  static let clock = Command(
    CommandSpec("clock", abstract: "Show the media clock: the time, the frame, what still animates.", examples: ["clock"]),
    .query { state, _ throws(CommandError) in
      let playing =
        state.layerNames.flatMap { name in
          (state.attached[name] ?? []).filter { !$0.stopped }.map { "\(name) #\($0.serial)" }
        } + state.orderedWorlds.filter(\.isActive).map { "world \($0.name)" }
      return [
        "\(state.stamp) s (frame \(state.frame), 60 frames a second)",
        playing.isEmpty ? "nothing animates" : "animating: " + playing.joined(separator: ", "),
      ] + (state.open.isEmpty ? [] : ["\(state.open.count) transaction\(state.open.count == 1 ? "" : "s") open"])
        + state.completions.map {
          "waiting: completion \(Format.quoted($0.text)) for \($0.waiting.map { "#\($0)" }.joined(separator: ", "))"
        }
    })
}
