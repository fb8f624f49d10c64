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
  /// The part of the window shown, in window coordinates.
  let region: Rect

  init(_ state: ViewsWorld, focus: String) {
    var shapes: [Shape] = []
    // Hidden and fully transparent views are not drawn, and neither is anything inside them.
    func walk(_ name: String, clips: [[Point]], alpha: Double) {
      let view = state.views[name]!
      guard !view.hidden, view.alpha >= 0.01 else { return }
      let toWindow = state.toWindow(name)
      let corners = view.bounds.corners.map(toWindow.apply)
      let opacity = alpha * view.alpha
      if name != ViewsWorld.windowName {
        shapes.append(
          Shape(
            name: name, corners: corners, clips: clips, axisAligned: toWindow.keepsAxes, fill: view.backgroundColor,
            alpha: opacity))
      }
      let inner = view.clipsToBounds ? clips + [corners] : clips
      for subview in view.subviews { walk(subview, clips: inner, alpha: opacity) }
    }
    let startClips = state.ancestors(of: focus).dropFirst().compactMap { name -> [Point]? in
      guard let view = state.views[name], view.clipsToBounds else { return nil }
      return view.bounds.corners.map(state.toWindow(name).apply)
    }
    walk(focus, clips: Array(startClips), alpha: 1)
    self.shapes = shapes
    let focusCorners = state.views[focus]!.bounds.corners.map(state.toWindow(focus).apply)
    let box = Rect.bounding(focusCorners)
    region = box.size.width > 0 && box.size.height > 0 ? box : Rect(origin: box.origin, size: Size(width: 1, height: 1))
  }

  // MARK: - Text

  /// The picture in box-drawing characters, `columns` wide (a cell is twice as tall as it is
  /// wide), then a line for each view whose name is a marker or that does not show at all.
  func text(columns: Int) -> [String] { PictureRaster(self, columns: columns).lines }

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

  /// The same picture as an SVG document a browser opens.
  func svg() -> String {
    func number(_ value: Double) -> String { Format.number(value) }
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
    let raster = PictureRaster(self, columns: max(1, Int(region.size.width / 6)))
    lines.append("  <g font-family=\"monospace\" font-size=\"10\">")
    for label in raster.labels {
      let x = region.origin.x + Double(label.column) / raster.scaleX
      let y = region.origin.y + Double(label.row + 1) / raster.scaleY - 3
      lines.append("    <text x=\"\(number(x))\" y=\"\(number(y))\">\(label.name)</text>")
    }
    lines.append("  </g>")
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }
}
