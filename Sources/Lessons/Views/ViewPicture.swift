/// The picture `draw` and `export svg` make of the hierarchy: each visible view's outline in
/// window coordinates, in drawing order, with the clipping its ancestors impose.
struct ViewPicture {
  struct Shape {
    var name: String
    /// The four corners in window coordinates: top-left, top-right, bottom-right, bottom-left.
    var corners: [Point]
    /// The outlines of the ancestors that clip to their bounds.
    var clips: [[Point]]
    var axisAligned: Bool
    var fill: String?
    var alpha: Double
  }

  let shapes: [Shape]
  /// Views whose outline in the window is not a finite number (nested transforms overflow), in
  /// drawing order: they are named under the picture.
  let overflowing: [String]
  /// The part of the window shown, in window coordinates.
  let region: Rect

  /// The picture of `focus` and the views below it.
  ///
  /// The walk keeps its own stack, so a tree nested thousands deep draws like a flat one; it
  /// polls Ctrl-C as it goes.
  init(_ state: ViewsWorld, focus: String) throws(CommandError) {
    let focusToWindow = state.toWindow(focus)
    let box = Rect.bounding(state.views[focus]!.bounds.corners.map(focusToWindow.apply))
    guard box.isFinite else {
      throw CommandError(
        "\(focus) cannot be drawn: its transforms and its ancestors' take it beyond the numbers a picture can hold",
        suggestion: "set a transform nearer identity")
    }
    region = Self.visibleRegion(box)
    var shapes: [Shape] = []
    var overflowing: [String] = []
    let startClips = state.ancestors(of: focus).dropFirst().compactMap { name -> [Point]? in
      guard let view = state.views[name], view.clipsToBounds else { return nil }
      return view.bounds.corners.map(state.toWindow(name).apply)
    }
    // Hidden and fully transparent views are not drawn, and neither is anything inside them.
    var stack = [(name: focus, toWindow: focusToWindow, clips: Array(startClips), alpha: 1.0)]
    var walked = 0
    while let (name, toWindow, clips, alpha) = stack.popLast() {
      walked += 1
      if walked & 255 == 0 { try Interruption.check(walked, "views") }
      let view = state.views[name]!
      guard !view.hidden, view.alpha >= 0.01 else { continue }
      let corners = view.bounds.corners.map(toWindow.apply)
      let opacity = alpha * view.alpha
      let finite = corners.allSatisfy { $0.x.isFinite && $0.y.isFinite }
      if name != ViewsWorld.windowName {
        if finite {
          shapes.append(
            Shape(
              name: name, corners: corners, clips: clips, axisAligned: toWindow.keepsAxes, fill: view.backgroundColor,
              alpha: opacity))
        } else {
          overflowing.append(name)
        }
      }
      let inner = view.clipsToBounds && finite ? clips + [corners] : clips
      // Pushed front to back, so the rearmost is walked first.
      for subview in view.subviews.reversed() {
        let child = state.views[subview]!
        stack.append((subview, child.toSuperviewTransform.concatenating(toWindow), inner, opacity))
      }
    }
    self.shapes = shapes
    self.overflowing = overflowing
  }

  /// The region a picture of `box` shows: `box`, with a side that is nothing next to the other
  /// widened around its middle (a line of a view still shows), and a point as a 1 x 1 square.
  static func visibleRegion(_ box: Rect) -> Rect {
    let longer = max(box.size.width, box.size.height)
    guard longer > 0 else { return Rect(origin: box.origin, size: Size(width: 1, height: 1)) }
    let least = longer / 1000
    let width = max(box.size.width, least)
    let height = max(box.size.height, least)
    return Rect(
      x: box.origin.x - (width - box.size.width) / 2, y: box.origin.y - (height - box.size.height) / 2, width: width,
      height: height)
  }

  // MARK: - Text

  /// The picture in box-drawing characters, `columns` wide (a cell is twice as tall as it is
  /// wide), then a line for each view whose name is a marker or that does not show at all.
  ///
  /// A picture that would be taller than `PictureRaster.rowLimit` rows is scaled down to fit,
  /// and says so under it.
  func text(columns: Int) throws(CommandError) -> [String] {
    try PictureRaster(self, columns: columns).lines
      + overflowing.map {
        "\($0) is not shown: transforms take it beyond the numbers a picture can hold"
      }
  }

  /// Whether `point` lies inside the convex outline `polygon` (either winding).
  static func inside(_ point: Point, _ polygon: [Point]) -> Bool {
    var sign = 0.0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
      if abs(cross) < 1e-9 { continue }
      if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
    }
    return true
  }

  // MARK: - SVG

  /// The longest side an SVG's canvas may have, in pixels, and the shortest its longer side may have.
  static let svgSides = 10.0...4000.0

  /// Pixels per point of the SVG: 1, unless the window is too large or too small for a canvas.
  var svgScale: Double {
    let longer = max(region.size.width, region.size.height)
    return longer > Self.svgSides.upperBound
      ? Self.svgSides.upperBound / longer : (longer < Self.svgSides.lowerBound ? Self.svgSides.lowerBound / longer : 1)
  }

  /// The same picture as an SVG document a browser opens.
  ///
  /// Coordinates are the window's points, times `svgScale` when the canvas is scaled to fit.
  func svg(constraints: ConstraintPicture? = nil) throws(CommandError) -> String {
    let scale = svgScale
    func number(_ value: Double) -> String { Format.number(value * scale) }
    func points(_ corners: [Point]) -> String { corners.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ") }
    let box = "\(number(region.origin.x)) \(number(region.origin.y)) \(number(region.size.width)) \(number(region.size.height))"
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(region.size.width))\" height=\"\(number(region.size.height))\" viewBox=\"\(box)\">",
      "  <rect x=\"\(number(region.origin.x))\" y=\"\(number(region.origin.y))\" width=\"\(number(region.size.width))\" height=\"\(number(region.size.height))\" fill=\"white\"/>",
    ]
    var clipIDs: [String: String] = [:]
    var definitions: [String] = []
    for shape in shapes {
      for clip in shape.clips {
        let key = points(clip)
        if clipIDs[key] == nil {
          let id = "clip\(clipIDs.count + 1)"
          clipIDs[key] = id
          definitions.append("    <clipPath id=\"\(id)\"><polygon points=\"\(key)\"/></clipPath>")
        }
      }
    }
    if !definitions.isEmpty { lines += ["  <defs>"] + definitions + ["  </defs>"] }
    for shape in shapes {
      var open = ""
      var close = ""
      for clip in shape.clips {
        open += "<g clip-path=\"url(#\(clipIDs[points(clip)]!))\">"
        close += "</g>"
      }
      let fill = shape.fill.map(XML.text) ?? "none"
      lines.append(
        "  \(open)<g id=\"\(shape.name)\" opacity=\"\(number(shape.alpha))\"><polygon points=\"\(points(shape.corners))\" "
          + "fill=\"\(fill)\" stroke=\"#333333\" stroke-width=\"1\"/></g>\(close)")
    }
    // The names go over every view, each where the terminal picture would put it on a grid of
    // cells the size of the font's characters, so no view covers another's name.
    let raster = try PictureRaster(self, columns: max(1, Int(region.size.width * scale / 6)))
    lines.append("  <g font-family=\"monospace\" font-size=\"10\">")
    for label in raster.labels {
      let x = region.origin.x + Double(label.column) / raster.scaleX
      let y = region.origin.y + Double(label.row + 1) / raster.scaleY - 3 / scale
      lines.append("    <text x=\"\(number(x))\" y=\"\(number(y))\">\(label.name)</text>")
    }
    lines.append("  </g>")
    lines += constraints?.svg(number) ?? []
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }
}
