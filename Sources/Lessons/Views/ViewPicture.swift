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

  /// The picture in box-drawing characters, `columns` wide; a cell is twice as tall as it is wide.
  func text(columns: Int) -> [String] {
    let scaleX = Double(columns) / region.size.width
    let rows = max(1, Int((region.size.height * scaleX / 2).rounded()))
    let scaleY = Double(rows) / region.size.height
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    func cell(_ point: Point) -> (Int, Int) {
      (Int(((point.x - region.origin.x) * scaleX).rounded(.down)), Int(((point.y - region.origin.y) * scaleY).rounded(.down)))
    }
    func visible(_ column: Int, _ row: Int, _ shape: Shape) -> Bool {
      guard row >= 0, row < rows, column >= 0, column < columns else { return false }
      let point = Point(x: region.origin.x + (Double(column) + 0.5) / scaleX, y: region.origin.y + (Double(row) + 0.5) / scaleY)
      return shape.clips.allSatisfy { Self.inside(point, $0) }
    }
    func put(_ character: Character, _ column: Int, _ row: Int, _ shape: Shape) {
      if visible(column, row, shape) { grid[row][column] = character }
    }
    for shape in shapes {
      if shape.axisAligned {
        let box = Rect.bounding(shape.corners)
        let (left, top) = cell(box.origin)
        var (right, bottom) = cell(Point(x: box.origin.x + box.size.width, y: box.origin.y + box.size.height))
        right = max(left, right - (box.size.width > 0 ? 1 : 0))
        bottom = max(top, bottom - (box.size.height > 0 ? 1 : 0))
        for row in top...bottom {
          for column in left...right {
            let character: Character =
              switch (row == top, row == bottom, column == left, column == right) {
              case (true, _, true, _): "┌"
              case (true, _, _, true): "┐"
              case (_, true, true, _): "└"
              case (_, true, _, true): "┘"
              case (true, _, _, _), (_, true, _, _): "─"
              case (_, _, true, _), (_, _, _, true): "│"
              default: " "
              }
            put(character, column, row, shape)
          }
        }
        // The name sits on the top edge, after the corner.
        for (offset, character) in shape.name.enumerated() where left + 1 + offset < right {
          put(character, left + 1 + offset, top, shape)
        }
      } else {
        for index in 0..<4 {
          let from = shape.corners[index]
          let to = shape.corners[(index + 1) % 4]
          let steps = max(1, Int((max(abs(to.x - from.x) * scaleX, abs(to.y - from.y) * scaleY) * 2).rounded(.up)))
          for step in 0...steps {
            let t = Double(step) / Double(steps)
            let (column, row) = cell(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            put("*", column, row, shape)
          }
        }
        let middle = Point(x: shape.corners.map(\.x).reduce(0, +) / 4, y: shape.corners.map(\.y).reduce(0, +) / 4)
        let (column, row) = cell(middle)
        for (offset, character) in shape.name.enumerated() { put(character, column - shape.name.count / 2 + offset, row, shape) }
      }
    }
    return grid.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }
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
      let label: Point =
        shape.axisAligned
        ? Point(x: Rect.bounding(shape.corners).origin.x + 3, y: Rect.bounding(shape.corners).origin.y + 12)
        : Point(x: shape.corners.map(\.x).reduce(0, +) / 4, y: shape.corners.map(\.y).reduce(0, +) / 4)
      lines.append(
        "  \(open)<g id=\"\(shape.name)\" opacity=\"\(number(shape.alpha))\"><polygon points=\"\(points(shape.corners))\" "
          + "fill=\"\(fill)\" stroke=\"#333333\" stroke-width=\"1\"/><text x=\"\(number(label.x))\" y=\"\(number(label.y))\" "
          + "font-family=\"monospace\" font-size=\"10\">\(shape.name)</text></g>\(close)")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }
}
