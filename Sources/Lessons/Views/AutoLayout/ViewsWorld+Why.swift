/// `why VIEW`: the constraints that settle each of a view's edges, the ones that hold exactly
/// (an equality, or an inequality at its bound) among those that mention the view.
extension ViewsWorld {
  func why(_ view: String, axes: [LayoutAttribute.Axis]) -> [String] {
    let system = LayoutSystem(self)
    guard system.placed.contains(view), let frame = views[view]?.frame else {
      return ["\(view) takes part in no constraint: its frame is its own, kept by autoresizing"]
    }
    let solution = system.solution
    var lines: [String] = []
    for axis in axes {
      let horizontal = axis == .horizontal
      lines.append(
        "\(view) \(axis.rawValue): "
          + (horizontal
            ? "x \(Format.number(frame.origin.x)), width \(Format.number(frame.size.width))"
            : "y \(Format.number(frame.origin.y)), height \(Format.number(frame.size.height))"))
      var byEdge: [String: [String]] = [:]
      var settled: [String] = []
      for (handle, origin) in system.origins.sorted(by: { $0.key < $1.key }) {
        guard let constraint = system.solver.constraint(handle) else { continue }
        let error = constraint.error { solution[$0] ?? 0 }
        // Only what holds exactly settles anything: an inequality with room to spare does not.
        guard error < 1e-6, abs(constraint.expression.evaluate { solution[$0] ?? 0 }) < 1e-6 else { continue }
        for edge in self.edges(of: origin, view: view, axis: axis, in: system) {
          if byEdge[edge] == nil { settled.append(edge) }
          byEdge[edge, default: []].append(system.describe(origin))
        }
      }
      if settled.isEmpty { lines.append("  nothing holds it exactly: its layout is ambiguous along this axis") }
      for edge in settled {
        for (index, text) in (byEdge[edge] ?? []).enumerated() {
          lines.append((index == 0 ? "  \(edge): " : "  \(String(repeating: " ", count: edge.count))  ") + text)
        }
      }
      if ambiguousAxes(of: view, in: system).contains(axis), !settled.isEmpty {
        lines.append("  and still ambiguous: see 'ambiguity \(view)'")
      }
    }
    return lines
  }

  /// The edges of `view` a constraint speaks of along `axis`: `left`, `right`, `width`,
  /// `center`, `top`, `bottom`, `height`, `baseline`.
  private func edges(
    of origin: LayoutSystem.Origin, view: String, axis: LayoutAttribute.Axis, in system: LayoutSystem
  ) -> [String] {
    let items = system.items(of: origin)
    // A superview named as the frame of its subview is not settled by it.
    if items.contains(where: { $0.view != view && views[$0.view]?.superview == view }) { return [] }
    return items.filter { $0.view == view && $0.attribute.axis == axis }.map { Self.edge($0.attribute) }
  }

  private static func edge(_ attribute: LayoutAttribute) -> String {
    switch attribute.marginless {
    case .left, .leading: "left"
    case .right, .trailing: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .centerX, .centerY: "center"
    case .firstBaseline, .lastBaseline: "baseline"
    case .width: "width"
    default: "height"
    }
  }
}
