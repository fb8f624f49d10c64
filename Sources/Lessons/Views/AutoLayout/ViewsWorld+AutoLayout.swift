/// Auto Layout in the views world: constraints added and checked, margins, and the layout pass
/// that places the views the engine owns (Programming iOS 8, ch. 1; The Core iOS Developer's
/// Cookbook, ch. 5).
extension ViewsWorld {
  /// A view's rectangle in window coordinates, without transforms (constraints act on the
  /// untransformed rectangle: the books warn about transforms).
  func windowRect(of name: String) -> Rect {
    if views[name] == nil, let guide = guide(name), let owner = views[guide.owner] {
      let outer = windowRect(of: guide.owner)
      return Rect(
        x: outer.origin.x + guide.frame.origin.x - owner.bounds.origin.x,
        y: outer.origin.y + guide.frame.origin.y - owner.bounds.origin.y, width: guide.frame.size.width,
        height: guide.frame.size.height)
    }
    guard let view = views[name] else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    let frame = untransformedFrame(view)
    guard let parent = view.superview, let parentNode = views[parent] else { return frame }
    let outer = windowRect(of: parent)
    return Rect(
      x: outer.origin.x + frame.origin.x - parentNode.bounds.origin.x,
      y: outer.origin.y + frame.origin.y - parentNode.bounds.origin.y, width: frame.size.width,
      height: frame.size.height)
  }

  private func untransformedFrame(_ view: ViewNode) -> Rect {
    Rect(
      x: view.center.x - view.anchorPoint.x * view.bounds.size.width,
      y: view.center.y - view.anchorPoint.y * view.bounds.size.height, width: view.bounds.size.width,
      height: view.bounds.size.height)
  }

  /// `layoutMargins` as they act: the view's own (iOS 8's defaults: the main view's
  /// `{0, 16, 0, 16}`, any other's `{8, 8, 8, 8}`), and with
  /// `preservesSuperviewLayoutMargins` the part of the superview's that reaches further in.
  func effectiveMargins(of name: String) -> EdgeInsets {
    let layout = autoLayout.layout(of: name)
    let own = layout.margins ?? (name == Self.rootName ? .mainView : .standard)
    guard layout.preservesSuperviewMargins, let view = views[name], let parent = view.superview,
      let parentNode = views[parent]
    else { return own }
    let outer = effectiveMargins(of: parent)
    let frame = untransformedFrame(view)
    let size = parentNode.bounds.size
    let reach = EdgeInsets(
      top: outer.top - frame.origin.y, left: outer.left - frame.origin.x,
      bottom: outer.bottom - (size.height - frame.maxY), right: outer.right - (size.width - frame.maxX))
    return own.union(reach)
  }

  /// A view's baselines: the first from its top, the last from its bottom.
  ///
  /// A label's come from its font; any other view's are its top and bottom edges.
  func baselines(of name: String) -> (first: Double, fromBottom: Double) {
    guard case .label = autoLayout.layout(of: name).kind else { return (0, 0) }
    return (ViewLayout.labelAscender, ViewLayout.labelLine - ViewLayout.labelAscender)
  }

  /// The view a constraint is installed on: the nearest common ancestor of its items, or the
  /// item itself for an absolute size; nil when they share no ancestor.
  func owner(of first: String, _ second: String?) -> String? {
    guard let second else { return views[first] == nil ? guide(first)?.owner : first }
    let mine = ancestors(of: first)
    let theirs = Set(ancestors(of: second))
    return mine.first { theirs.contains($0) }
  }

  /// `constraintsAffectingLayout(for:)`: the constraints that take part in placing `view`, the
  /// ones that mention it and, through the views they mention, the ones those depend on (the
  /// main view's own, which every view leans on, only where they mention a view on the way).
  func constraintsAffecting(_ view: String) -> Set<Int> {
    var reached: Set<String> = [view]
    var queue = [view]
    var found: Set<Int> = []
    while let next = queue.popLast() {
      for constraint in autoLayout.constraints where constraint.isActive && !found.contains(constraint.id) {
        let items = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
        guard items.contains(next) else { continue }
        found.insert(constraint.id)
        for item in items where !reached.contains(item) && item != Self.rootName {
          reached.insert(item)
          queue.append(item)
        }
      }
    }
    return found
  }

  /// A constraint as listings print it: the Cookbook's form, its owner and its name.
  func constraintLine(_ constraint: LayoutConstraint) -> String {
    var text = constraint.description { views[$0]?.superview }
    text += "  owner \(owner(of: constraint.first.view, constraint.second?.view) ?? "none")"
    text += "  \(autoLayout.label(of: constraint))"
    if autoLayout.broken.contains(constraint.id) { text += " (broken)" }
    if !constraint.isActive { text += " (inactive)" }
    return text
  }

  /// Checks a constraint's parts before it exists: the views, their common ancestor, the pairing.
  ///
  /// Also the numbers. One clear error, nothing changed.
  func check(_ first: LayoutConstraint.Item, _ second: LayoutConstraint.Item?, multiplier: Double, priority: Double)
    throws(CommandError)
  {
    for item in [first] + (second.map { [$0] } ?? []) {
      if guide(item.view) != nil {
        if item.attribute.isMargin { throw CommandError("a layout guide has no margins") }
        if [.firstBaseline, .lastBaseline].contains(item.attribute) {
          throw CommandError("a layout guide has no baselines (iOS 9 by Tutorials: every anchor but the baselines)")
        }
        continue
      }
      _ = try view(item.view)
      if item.view == Self.windowName {
        throw CommandError("the window is the screen's size: constrain root or the views in it")
      }
      if item.attribute.isMargin, item.view == Self.windowName {
        throw CommandError("the window has no margins")
      }
    }
    if let problem = LayoutConstraint.problem(first: first, second: second, multiplier: multiplier, priority: priority) {
      throw CommandError(problem)
    }
    if let second, owner(of: first.view, second.view) == nil {
      throw CommandError(
        "\(first.view) and \(second.view) share no ancestor: a constraint is installed on their nearest common "
          + "ancestor (Programming iOS 8, ch. 1)", suggestion: "put both in the same view hierarchy first")
    }
  }

  /// Adds a checked constraint and says so; a required one that cannot hold with the others is
  /// added broken, and the books' log says which it conflicted with.
  mutating func addConstraint(_ constraint: LayoutConstraint) -> [String] {
    autoLayout.constraints.append(constraint)
    autoLayout.nextID = max(autoLayout.nextID, constraint.id + 1)
    var lines = [constraintLine(constraint)]
    let system = LayoutSystem(self)
    if let conflict = system.conflicts.first(where: { $0.id == constraint.id }) {
      autoLayout.broken.insert(constraint.id)
      lines += Self.conflictLog(conflict.conflicting, breaking: constraintLine(constraint))
    }
    return lines
  }

  /// The books' log of a conflict: "Unable to simultaneously satisfy constraints", the set, and
  /// the one broken (the last added of the set: DESIGN decision views §5.5).
  static func conflictLog(_ conflicting: [String], breaking broken: String) -> [String] {
    ["Unable to simultaneously satisfy constraints."] + conflicting.map { "  " + $0 } + ["  " + broken]
      + ["Will attempt to recover by breaking constraint", "  " + broken]
  }

  /// The layout pass at the end of a line: when any constraint is active, the views the engine
  /// owns are placed from the solution (center and bounds); what moved is said.
  mutating func layOut() -> [String] {
    guard autoLayout.isInUse, !autoLayout.isSteppingLayout else { return [] }
    var lines: [String] = []
    // The trait phase comes first, down the hierarchy, when the traits have changed.
    let traits = self.traits
    if let last = autoLayout.lastTraits, last != traits {
      let down = descendants(of: Self.windowName)
      lines.append(
        "traitCollectionDidChange, down the hierarchy: \(down.joined(separator: ", ")) (size classes H \(traits.horizontal), "
          + "V \(traits.vertical))")
    }
    autoLayout.lastTraits = traits
    let system = LayoutSystem(self)
    // Which constraints are broken is worked out again each time: one that came to conflict
    // (a constant changed, a mask turned on) is said, one no longer in conflict holds again.
    let broken = Set(system.conflicts.map(\.id))
    for conflict in system.conflicts where !autoLayout.broken.contains(conflict.id) {
      autoLayout.broken.insert(conflict.id)
      guard let index = autoLayout.index(of: conflict.id) else { continue }
      lines += Self.conflictLog(conflict.conflicting, breaking: constraintLine(autoLayout.constraints[index]))
    }
    for id in autoLayout.broken.subtracting(broken).sorted() {
      autoLayout.broken.remove(id)
      guard let index = autoLayout.index(of: id) else { continue }
      lines.append("\(autoLayout.label(of: autoLayout.constraints[index])) holds again: nothing conflicts with it now")
    }
    let solution = system.solution
    for name in system.placed {
      if views[name] == nil, let frame = system.frame(of: name, in: solution) {
        autoLayout.guides[name]?.frame = Self.cleaned(frame)
        continue
      }
      guard let frame = system.frame(of: name, in: solution), var view = views[name] else { continue }
      let before = view.frame
      let (size, center) = Self.placement(of: frame, anchorPoint: view.anchorPoint)
      guard size != view.bounds.size || center != view.center else { continue }
      view.bounds.size = size
      view.center = center
      views[name] = view
      lines.append("layout: \(name) frame \(Format.rect(before)) -> \(Format.rect(view.frame))")
    }
    return lines
  }

  /// What layoutSubviews assigns for a solved frame: the bounds' size and the center (where the
  /// anchor point is), so a transform survives.
  static func placement(of frame: Rect, anchorPoint: Point) -> (size: Size, center: Point) {
    let size = Size(width: clean(frame.size.width), height: clean(frame.size.height))
    let center = Point(
      x: clean(frame.origin.x + anchorPoint.x * size.width), y: clean(frame.origin.y + anchorPoint.y * size.height))
    return (size, center)
  }

  /// A solved value without the arithmetic's last bits: `99.99999999` is 100.
  static func clean(_ value: Double) -> Double {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return rounded == 0 ? 0 : rounded
  }
}

extension LayoutSystem {
  /// Every variable's value at the solution.
  var solution: [SolverVariable: Double] { solver.solution }
}
