/// The constraints a stack view makes for its arranged subviews (iOS 9 by Tutorials): the
/// canvas (the first and last views at the stack's ends), the spacing, the distribution's
/// sizes, and the alignment across the axis.
extension LayoutSystem {
  typealias Item = LayoutConstraint.Item

  func stackConstraints(of name: String, _ stack: StackView) -> [Implicit] {
    let views = stack.arranged.filter { world.views[$0]?.hidden == false && world.views[$0]?.superview == name }
    guard let first = views.first, let last = views.last else { return [] }
    let along = stack.axis
    let start: LayoutAttribute = along == .horizontal ? .leading : .top
    let end: LayoutAttribute = along == .horizontal ? .trailing : .bottom
    let size: LayoutAttribute = along == .horizontal ? .width : .height
    let center: LayoutAttribute = along == .horizontal ? .centerX : .centerY
    var made: [Implicit] = []
    func add(
      _ tag: String, _ a: Item, _ relation: SolverConstraint.Relation, _ b: LinearExpression, _ text: String,
      priority: Double = LayoutConstraint.required, other: Item? = nil
    ) {
      made.append(
        Implicit(
          constraint: SolverConstraint(expression(a), relation, b, priority: priority),
          description: "(\(Format.number(priority))) \(text)  \(name) UISV-\(tag)", items: [a] + (other.map { [$0] } ?? [])))
    }
    // The canvas: the arrangement reaches from the stack's start to its end.
    add(
      "canvas-connection", Item(first, start), .equal, expression(Item(name, start)), "[\(first)].\(start) == [\(name)].\(start)",
      other: Item(name, start))
    add(
      "canvas-connection", Item(name, end), .equal, expression(Item(last, end)), "[\(name)].\(end) == [\(last)].\(end)",
      other: Item(last, end))
    let spacing = stack.spacing
    for (before, after) in zip(views, views.dropFirst()) {
      let gap = expression(Item(before, end)) + LinearExpression(constant: spacing)
      let text =
        "[\(after)].\(start) \(stack.distribution.isSpaced ? ">=" : "==") [\(before)].\(end)"
        + (spacing == 0 ? "" : " + \(Format.number(spacing))")
      add(
        "spacing", Item(after, start), stack.distribution.isSpaced ? .greaterThanOrEqual : .equal, gap, text,
        other: Item(before, end))
    }
    switch stack.distribution {
    case .fill:
      // Only one view grows: the lowest hugging along the axis, the first of equals.
      let hugging = views.map { world.autoLayout.layout(of: $0).hugging(along) }
      let lowest = hugging.min() ?? 0
      let grower = views[hugging.firstIndex(of: lowest) ?? 0]
      for (view, hug) in zip(views, hugging) where hug == lowest && view != grower {
        guard let intrinsic = intrinsic(view, along) else { continue }
        add(
          "fill-tiebreak", Item(view, size), .lessThanOrEqual, LinearExpression(constant: intrinsic),
          "[\(view)].\(size) <= \(Format.number(intrinsic)) (\(grower) grows: the first of the lowest hugging)",
          priority: min(hug + 0.5, 999))
      }
    case .fillEqually:
      for view in views.dropFirst() {
        add(
          "fill-equally", Item(view, size), .equal, expression(Item(first, size)), "[\(view)].\(size) == [\(first)].\(size)",
          other: Item(first, size))
      }
    case .fillProportionally:
      guard let base = intrinsic(first, along), base > 0 else { break }
      for view in views.dropFirst() {
        guard let own = intrinsic(view, along) else { continue }
        let ratio = own / base
        add(
          "fill-proportionally", Item(view, size), .equal, expression(Item(first, size)) * ratio,
          "[\(view)].\(size) == [\(first)].\(size) * \(Format.number(ratio, places: 4))", other: Item(first, size))
      }
    case .equalSpacing, .equalCentering:
      // Every step from one view to the next the same: the gap, or the distance between centers.
      let centers = stack.distribution == .equalCentering
      func step(_ pair: (String, String)) -> LinearExpression {
        centers
          ? expression(Item(pair.1, center)) - expression(Item(pair.0, center))
          : expression(Item(pair.1, start)) - expression(Item(pair.0, end))
      }
      let pairs = Array(zip(views, views.dropFirst()))
      let measure = centers ? "centers" : "gap"
      for (pair, next) in zip(pairs, pairs.dropFirst()) {
        made.append(
          Implicit(
            constraint: SolverConstraint(step(pair), .equal, step(next)),
            description: "(1000) the \(measure) \(pair.0)–\(pair.1) == the \(measure) \(next.0)–\(next.1)  \(name) "
              + "UISV-distributing",
            items: [pair.0, pair.1, next.1].map { Item($0, centers ? center : start) }))
      }
    }
    made += stackAlignment(name, stack, views)
    return made
  }

  /// The alignment across the axis.
  private func stackAlignment(_ name: String, _ stack: StackView, _ views: [String]) -> [Implicit] {
    let across: LayoutAttribute.Axis = stack.axis == .horizontal ? .vertical : .horizontal
    let start: LayoutAttribute = across == .horizontal ? .leading : .top
    let end: LayoutAttribute = across == .horizontal ? .trailing : .bottom
    let center: LayoutAttribute = across == .horizontal ? .centerX : .centerY
    var made: [Implicit] = []
    func add(_ a: Item, _ relation: SolverConstraint.Relation, _ b: Item, _ tag: String, priority: Double = 1000) {
      made.append(
        Implicit(
          constraint: SolverConstraint(expression(a), relation, expression(b), priority: priority),
          description: "(\(Format.number(priority))) [\(a.view)].\(a.attribute) \(relation.rawValue) [\(b.view)]."
            + "\(b.attribute)  \(name) UISV-\(tag)", items: [a, b]))
    }
    for view in views {
      switch stack.alignment {
      case .fill:
        add(Item(view, start), .equal, Item(name, start), "alignment")
        add(Item(name, end), .equal, Item(view, end), "alignment")
      case .leading, .top:
        add(Item(view, start), .equal, Item(name, start), "alignment")
        add(Item(name, end), .greaterThanOrEqual, Item(view, end), "canvas-edge")
        add(Item(name, end), .equal, Item(view, end), "canvas-fit", priority: 49)
      case .trailing, .bottom:
        add(Item(view, end), .equal, Item(name, end), "alignment")
        add(Item(view, start), .greaterThanOrEqual, Item(name, start), "canvas-edge")
        add(Item(view, start), .equal, Item(name, start), "canvas-fit", priority: 49)
      case .center:
        add(Item(view, center), .equal, Item(name, center), "alignment")
        add(Item(view, start), .greaterThanOrEqual, Item(name, start), "canvas-edge")
        add(Item(view, start), .equal, Item(name, start), "canvas-fit", priority: 49)
      case .firstBaseline, .lastBaseline:
        let baseline: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if let first = views.first, view != first { add(Item(view, baseline), .equal, Item(first, baseline), "alignment") }
        add(Item(view, start), .greaterThanOrEqual, Item(name, start), "canvas-edge")
        add(Item(name, end), .greaterThanOrEqual, Item(view, end), "canvas-edge")
        add(Item(view, start), .equal, Item(name, start), "canvas-fit", priority: 49)
      }
    }
    return made
  }

  /// A view's intrinsic size along an axis, if it has one.
  func intrinsic(_ view: String, _ axis: LayoutAttribute.Axis) -> Double? {
    let size = world.autoLayout.layout(of: view).intrinsicSize
    return axis == .horizontal ? size.width : size.height
  }
}

extension StackView.Distribution {
  /// Whether the gaps may grow beyond the spacing (the spacing is then a minimum).
  var isSpaced: Bool { self == .equalSpacing || self == .equalCentering }
}
