/// The animated SVG `export svg FILE --frames` writes: the presentation of the view tree sampled
/// at every frame of the media clock, from now until nothing animates, played back by SMIL.
///
/// Each view is one polygon whose `points`, `opacity` and `fill` change through `<animate>`
/// elements with a value per frame (runs that do not change are left out), so a browser plays
/// the animation at real speed, once, and holds the last frame. Every value comes from the model
/// stepped frame by frame on a copy of the world, never from a clock: the same state always
/// writes the same file.
struct AnimatedSVG {
  /// The longest stretch of media time one file holds: ten seconds.
  static let limitFrames: Int64 = 10 * AnimationWorld.frameRate
  /// The most view outlines (views times frames) one file holds.
  static let limitSamples = 400_000

  /// One view at one frame: nil where the view does not show (hidden, transparent, overflowing).
  typealias Sample = ViewPicture.Shape?

  /// The media clock's time at the first frame.
  let start: Double
  /// Frames after the first: the file plays `frameCount / 60` seconds.
  let frameCount: Int
  /// Each view that shows in some frame, in drawing order, with its samples, one per frame.
  let views: [(name: String, samples: [Sample])]
  /// The canvas: the first frame's region and scale.
  let region: Rect
  let scale: Double
  /// Why the file stops before nothing animates, when it does.
  let cutShort: String?

  /// Samples the presentation of `state` from its current frame on.
  init(_ state: AnimationWorld) throws(CommandError) {
    var world = state
    world.pendingEvents = []
    start = world.seconds
    let first = try ViewPicture(AnimationCommands.presentedViews(world, at: world.seconds), focus: ViewsWorld.windowName)
    region = first.region
    scale = first.svgScale
    var pictures = [first]
    while world.isAnimating || world.hasUncommitted, Int64(pictures.count) <= Self.limitFrames {
      _ = world.stepFrame()
      world.pendingEvents = []
      pictures.append(try ViewPicture(AnimationCommands.presentedViews(world, at: world.seconds), focus: ViewsWorld.windowName))
      if pictures.count % 60 == 0 { try Interruption.check(pictures.count, of: Int(Self.limitFrames), "frames") }
      guard pictures.count * max(1, first.shapes.count) <= Self.limitSamples else {
        throw CommandError(
          "an animated SVG of \(first.shapes.count) views holds at most \(Self.limitSamples / max(1, first.shapes.count)) frames, "
            + "and this animation runs longer",
          suggestion: "export single frames with --at, or draw fewer views")
      }
    }
    frameCount = pictures.count - 1
    cutShort =
      world.isAnimating
      ? "it stops at \(Format.number(Double(Self.limitFrames / AnimationWorld.frameRate))) s of media time and "
        + "the animation goes on" + AnimatedSVG.forever(world) : nil
    var samples: [String: [Sample]] = [:]
    for (index, picture) in pictures.enumerated() {
      for shape in picture.shapes {
        samples[shape.name, default: Array(repeating: nil, count: pictures.count)][index] = shape
      }
    }
    views = Self.drawingOrder(state.views).compactMap { name in samples[name].map { (name, $0) } }
  }

  /// `: #3 repeats forever`, naming the animations that never end.
  static func forever(_ world: AnimationWorld) -> String {
    let serials = world.foreverSerials.map { "#\($0)" }
    return serials.isEmpty ? "" : " (\(serials.joined(separator: ", ")) repeat\(serials.count == 1 ? "s" : "") forever)"
  }

  /// Every view under the window, in the order the picture draws them: a view, then its
  /// subviews back to front.
  static func drawingOrder(_ views: ViewsWorld) -> [String] {
    var order: [String] = []
    var stack = [ViewsWorld.windowName]
    while let name = stack.popLast() {
      order.append(name)
      stack += (views.views[name]?.subviews ?? []).reversed()
    }
    return order
  }

  /// Seconds the file plays.
  var duration: Double { Double(frameCount) / Double(AnimationWorld.frameRate) }

  // MARK: - The document

  /// The SVG document: a browser plays it once, from the first frame, and holds the last.
  func svg() -> String {
    let scale = scale
    func number(_ value: Double) -> String { Format.number(value * scale) }
    func points(_ corners: [Point]) -> String { corners.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ") }
    let box = "\(number(region.origin.x)) \(number(region.origin.y)) \(number(region.size.width)) \(number(region.size.height))"
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(region.size.width))\" height=\"\(number(region.size.height))\" viewBox=\"\(box)\">",
      "  <title>t=\(AnimationWorld.fixed(start)) to t=\(AnimationWorld.fixed(start + duration)), \(Format.count(frameCount + 1, "frame")) of 1/60 s</title>",
      "  <rect x=\"\(number(region.origin.x))\" y=\"\(number(region.origin.y))\" width=\"\(number(region.size.width))\" height=\"\(number(region.size.height))\" fill=\"white\"/>",
    ]
    var definitions: [String] = []
    var bodies: [String] = []
    var labels: [String] = []
    for (index, view) in views.enumerated() {
      let filled = Self.filled(view.samples)
      let shown = filled.map { $0.shape }
      let present = filled.map { $0.present }
      // The clips of the view's first frame: its clipping ancestors, each outline animated.
      let clipCount = shown[0].clips.count
      var open = ""
      var close = ""
      for clip in 0..<clipCount {
        let id = "clip\(index + 1)-\(clip + 1)"
        let outlines = shown.map { points($0.clips.indices.contains(clip) ? $0.clips[clip] : $0.clips.last ?? $0.corners) }
        definitions.append(
          "    <clipPath id=\"\(id)\"><polygon points=\"\(outlines[0])\">\(animate("points", outlines))</polygon></clipPath>")
        open += "<g clip-path=\"url(#\(id))\">"
        close += "</g>"
      }
      let opacities = zip(shown, present).map { $1 ? Format.number($0.alpha, places: 4) : "0" }
      let fills = shown.map { $0.fill.map(XML.text) ?? "none" }
      let outlines = shown.map { points($0.corners) }
      bodies.append(
        "  \(open)<g id=\"\(XML.text(view.name))\" opacity=\"\(opacities[0])\">\(animate("opacity", opacities))"
          + "<polygon points=\"\(outlines[0])\" fill=\"\(fills[0])\" stroke=\"#333333\" stroke-width=\"1\">"
          + "\(animate("points", outlines))\(animate("fill", fills))</polygon></g>\(close)")
      // The name rides on the view's first corner, inside it.
      let xs = shown.map { Format.number(($0.corners[0].x + 2 / scale) * scale) }
      let ys = shown.map { Format.number(($0.corners[0].y + 11 / scale) * scale) }
      let visible = present.map { $0 ? "1" : "0" }
      labels.append(
        "    <text x=\"\(xs[0])\" y=\"\(ys[0])\" opacity=\"\(visible[0])\">\(XML.text(view.name))"
          + "\(animate("x", xs))\(animate("y", ys))\(animate("opacity", visible))</text>")
    }
    if !definitions.isEmpty { lines += ["  <defs>"] + definitions + ["  </defs>"] }
    lines += bodies
    lines.append("  <g font-family=\"monospace\" font-size=\"10\">")
    lines += labels
    lines += ["  </g>", "</svg>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each frame's outline, with the frames where the view does not show taking the nearest
  /// frame's outline where it does, so the outline never jumps while it is invisible.
  static func filled(_ samples: [Sample]) -> [(shape: ViewPicture.Shape, present: Bool)] {
    // A view is in `views` only when some frame shows it.
    guard let firstShown = samples.first(where: { $0 != nil }) ?? nil else { return [] }
    var last = firstShown
    return samples.map { sample in
      if let sample { last = sample }
      return (last, sample != nil)
    }
  }

  /// The `<animate>` element for one attribute's value at every frame.
  ///
  /// Nothing when the value never changes. The value goes linearly from frame to frame; a run
  /// of equal values keeps only its ends.
  func animate(_ attribute: String, _ values: [String]) -> String {
    guard values.count > 1, values.contains(where: { $0 != values[0] }) else { return "" }
    var kept: [Int] = []
    for index in values.indices {
      let inRun =
        index > 0 && index < values.count - 1 && values[index - 1] == values[index] && values[index + 1] == values[index]
      if !inRun { kept.append(index) }
    }
    let times = kept.map { Format.number(Double($0) / Double(values.count - 1), places: 6) }
    return "<animate attributeName=\"\(attribute)\" begin=\"0s\" dur=\"\(Format.number(duration, places: 6))s\" "
      + "fill=\"freeze\" calcMode=\"linear\" keyTimes=\"\(times.joined(separator: ";"))\" "
      + "values=\"\(kept.map { values[$0] }.joined(separator: ";"))\"/>"
  }
}
