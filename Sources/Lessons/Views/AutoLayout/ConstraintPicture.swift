/// Constraints drawn over the views' picture: a line between the two edges a constraint
/// relates, along the shared edge when they coincide, and a dimension line across a view for a
/// size; each labelled with the constraint's name.
struct ConstraintPicture {
  struct Segment: Equatable {
    var from: Point
    var to: Point
    var label: String
    var isInequality: Bool
    var isBroken: Bool
  }

  let segments: [Segment]

  init(_ state: ViewsWorld) {
    var segments: [Segment] = []
    let locator = Locator(state)
    for constraint in state.autoLayout.constraints where constraint.isActive {
      guard state.isInWindow(constraint.first.view), constraint.second.map({ state.isInWindow($0.view) }) ?? true else {
        continue
      }
      let label = state.autoLayout.label(of: constraint).split(separator: " ")[0].description
      let inequality = constraint.relation != .equal
      let broken = state.autoLayout.broken.contains(constraint.id)
      let first = state.windowRect(of: constraint.first.view)
      let horizontal = constraint.first.attribute.axis == .horizontal
      if constraint.first.attribute.kind == .dimension {
        // Across the view, near its bottom (a width) or its right side (a height).
        let from =
          horizontal ? Point(x: first.origin.x, y: first.maxY - 3) : Point(x: first.maxX - 3, y: first.origin.y)
        let to = horizontal ? Point(x: first.maxX, y: first.maxY - 3) : Point(x: first.maxX - 3, y: first.maxY)
        segments.append(Segment(from: from, to: to, label: label, isInequality: inequality, isBroken: broken))
        continue
      }
      guard let second = constraint.second else { continue }
      let a = locator.position(constraint.first)
      let b = locator.position(second)
      let other = state.windowRect(of: second.view)
      if abs(a - b) < 0.5 {
        // Edges that coincide: along the edge, from one view's middle to the other's.
        let from = horizontal ? Point(x: a, y: first.center.y) : Point(x: first.center.x, y: a)
        let to = horizontal ? Point(x: b, y: other.center.y) : Point(x: other.center.x, y: b)
        segments.append(Segment(from: from, to: to, label: label, isInequality: inequality, isBroken: broken))
      } else {
        let across = horizontal ? first.center.y : first.center.x
        let from = horizontal ? Point(x: b, y: across) : Point(x: across, y: b)
        let to = horizontal ? Point(x: a, y: across) : Point(x: across, y: a)
        segments.append(Segment(from: from, to: to, label: label, isInequality: inequality, isBroken: broken))
      }
    }
    self.segments = segments
  }

  /// Where attributes are, in window coordinates: the layout system's own expressions, at
  /// its solution (built once for a whole picture).
  struct Locator {
    let system: LayoutSystem
    let solution: [SolverVariable: Double]

    init(_ state: ViewsWorld) {
      let system = LayoutSystem(state)
      solution = system.solution
      self.system = system
    }

    func position(_ item: LayoutConstraint.Item) -> Double {
      system.expression(item).evaluate { solution[$0] ?? 0 }
    }
  }

  /// The segments as SVG, `number` scaling a coordinate: blue, dashed for an inequality, red
  /// when broken, the name at the middle.
  func svg(_ number: (Double) -> String) -> [String] {
    guard !segments.isEmpty else { return [] }
    var lines = ["  <g id=\"constraints\" font-family=\"monospace\" font-size=\"9\">"]
    for segment in segments {
      let color = segment.isBroken ? "#cc0000" : "#1f5fbf"
      let dash = segment.isInequality ? " stroke-dasharray=\"3 2\"" : ""
      lines.append(
        "    <line x1=\"\(number(segment.from.x))\" y1=\"\(number(segment.from.y))\" x2=\"\(number(segment.to.x))\" "
          + "y2=\"\(number(segment.to.y))\" stroke=\"\(color)\" stroke-width=\"1.5\"\(dash)/>")
      let middle = Point(x: (segment.from.x + segment.to.x) / 2, y: (segment.from.y + segment.to.y) / 2)
      lines.append(
        "    <text x=\"\(number(middle.x + 2))\" y=\"\(number(middle.y - 2))\" fill=\"\(color)\">\(XML.text(segment.label))</text>"
      )
    }
    return lines + ["  </g>"]
  }
}
