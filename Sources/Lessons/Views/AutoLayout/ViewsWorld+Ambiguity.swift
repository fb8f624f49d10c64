/// Ambiguity: a layout the constraints do not settle (Programming iOS 8, ch. 1: no message; the
/// view may be anywhere). `hasAmbiguousLayout` and two different frames that satisfy every
/// constraint equally well show it.
extension ViewsWorld {
  /// The axes along which a view's frame is not settled: empty when it is, or when Auto Layout
  /// does not place it.
  func ambiguousAxes(of view: String, in system: LayoutSystem) -> [LayoutAttribute.Axis] {
    guard system.placed.contains(view) else { return [] }
    let solver = system.solver
    let known = Set(solver.variables)
    var axes: [LayoutAttribute.Axis] = []
    for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
      let variables = Self.variables(of: view, axis)
      // A variable no constraint mentions can take any value.
      if !variables.allSatisfy(known.contains) || solver.hasAmbiguousLayout(variables) { axes.append(axis) }
    }
    return axes
  }

  /// Every view whose layout is ambiguous, worked out with one solver.
  func ambiguousViews() -> Set<String> {
    let system = LayoutSystem(self)
    return Set(system.placed.filter { !ambiguousAxes(of: $0, in: system).isEmpty })
  }

  static func variables(of view: String, _ axis: LayoutAttribute.Axis) -> [SolverVariable] {
    axis == .horizontal
      ? [LayoutSystem.variable(view, "x"), LayoutSystem.variable(view, "w")]
      : [LayoutSystem.variable(view, "y"), LayoutSystem.variable(view, "h")]
  }

  /// `ambiguity [VIEW]`: for a view, two different frames that satisfy its constraints equally
  /// well; without one, each placed view and whether its layout is ambiguous (the books'
  /// `reportAmbiguity`).
  func ambiguityReport(_ view: String?) -> [String] {
    let system = LayoutSystem(self)
    guard let view else {
      guard !system.placed.isEmpty else { return ["no view is placed by Auto Layout"] }
      return system.placed.map { name in
        let axes = ambiguousAxes(of: name, in: system)
        return axes.isEmpty
          ? "\(name): hasAmbiguousLayout false"
          : "\(name): hasAmbiguousLayout true (\(axes.map(\.rawValue).joined(separator: " and ")))"
      }
    }
    guard system.placed.contains(view) else {
      return ["\(view) takes part in no constraint: autoresizing places it, and it is never ambiguous"]
    }
    let solver = system.solver
    let current = solver.solution
    let known = Set(solver.variables)
    var lines: [String] = []
    for axis in ambiguousAxes(of: view, in: system) {
      let variables = Self.variables(of: view, axis)
      var other = variables.lazy.compactMap { solver.alternative(pushing: $0, .up, limit: 40) }.first
      if other == nil, let free = variables.first(where: { !known.contains($0) }) {
        // Nothing mentions it: any value does.
        other = current.merging([free: (current[free] ?? 0) + 40]) { $1 }
      }
      guard let other, let first = system.frame(of: view, in: current), let second = system.frame(of: view, in: other)
      else { continue }
      let way = axis == .horizontal ? "horizontally" : "vertically"
      lines.append("\(view) is ambiguous \(way): both frames satisfy every constraint")
      lines.append("  \(Format.rect(Self.cleaned(first)))")
      lines.append("  \(Format.rect(Self.cleaned(second)))")
    }
    return lines.isEmpty ? ["\(view): hasAmbiguousLayout false: its constraints settle its frame"] : lines
  }

  static func cleaned(_ rect: Rect) -> Rect {
    Rect(x: clean(rect.origin.x), y: clean(rect.origin.y), width: clean(rect.size.width), height: clean(rect.size.height))
  }
}
