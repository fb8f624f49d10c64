/// The views' constraints as the solver takes them: a variable for each edge and size of a view
/// the layout engine places, the autoresizing masks and intrinsic sizes turned into constraints,
/// and the learner's constraints in the order they were added.
///
/// Positions are in window coordinates; a view the engine does not place (it takes part in no
/// constraint) stands in as constants from its frame. A view is placed by its superview's
/// layoutSubviews: center and bounds from the solution, so a transform survives (Programming
/// iOS 8, ch. 1).
struct LayoutSystem {
  /// A constraint the views imply rather than the learner: an autoresizing mask's or an
  /// intrinsic size's, with how it prints.
  struct Implicit {
    var constraint: SolverConstraint
    var description: String
    /// The views' attributes it relates, for `why`.
    var items: [LayoutConstraint.Item]
  }

  /// A required constraint the solver could not add: it is broken, and the ones it conflicted
  /// with are said.
  struct Conflict: Equatable {
    var id: Int
    var conflicting: [String]
  }

  let world: ViewsWorld
  private(set) var solver = ConstraintSolver()
  /// The views (and layout guides) the engine places, in the order they were made.
  private(set) var placed: [String] = []
  private var isPlaced: Set<String> = []
  /// What each constraint in the solver is, for conflicts: an explicit constraint's id, or an
  /// implicit one's description.
  private(set) var origins: [ConstraintSolver.Handle: Origin] = [:]
  private(set) var conflicts: [Conflict] = []

  enum Origin: Equatable {
    case explicit(Int)
    case implicit(String, items: [LayoutConstraint.Item])
  }

  /// Builds the system for `world`: its active constraints in the order they were added, each
  /// required one that cannot hold with those before it left out as a conflict.
  init(_ world: ViewsWorld) {
    self.world = world
    let layout = world.autoLayout
    let active = layout.constraints.filter { $0.isActive }
    var mentioned: Set<String> = []
    for constraint in active {
      mentioned.insert(constraint.first.view)
      if let second = constraint.second { mentioned.insert(second.view) }
    }
    for (stack, properties) in layout.stacks {
      let shown = properties.arranged.filter { world.views[$0]?.hidden == false && world.views[$0]?.superview == stack }
      guard !shown.isEmpty else { continue }
      mentioned.insert(stack)
      mentioned.formUnion(shown)
    }
    mentioned.remove(ViewsWorld.windowName)
    // The order they were made, guides last: the order their implicit constraints go in.
    placed =
      (world.order + layout.guideOrder).filter { mentioned.contains($0) && world.isInWindow($0) }
    isPlaced = Set(placed)
    for view in placed {
      for implicit in autoresizingConstraints(of: view) + contentConstraints(of: view) {
        if let handle = try? solver.add(implicit.constraint) {
          origins[handle] = .implicit(implicit.description, items: implicit.items)
        }
      }
    }
    // A stack's own constraints come before the learner's: a conflict breaks the learner's.
    for stack in placed {
      guard let properties = layout.stacks[stack] else { continue }
      for implicit in stackConstraints(of: stack, properties) {
        if let handle = try? solver.add(implicit.constraint) {
          origins[handle] = .implicit(implicit.description, items: implicit.items)
        }
      }
    }
    for constraint in active { _ = add(constraint) }
  }

  /// Adds an explicit constraint; false (and a conflict noted) when it is required and cannot
  /// hold with the constraints before it.
  mutating func add(_ constraint: LayoutConstraint) -> Bool {
    do {
      let handle = try solver.add(solverConstraint(for: constraint))
      origins[handle] = .explicit(constraint.id)
      return true
    } catch {
      conflicts.append(
        Conflict(id: constraint.id, conflicting: error.conflicting.compactMap { origins[$0].map(describe) }))
      return false
    }
  }

  /// How a constraint in the solver prints: an explicit one's line, an implicit one's description.
  func describe(_ origin: Origin) -> String {
    switch origin {
    case .explicit(let id):
      guard let index = world.autoLayout.index(of: id) else { return "c\(id)" }
      return world.constraintLine(world.autoLayout.constraints[index])
    case .implicit(let text, _): return text
    }
  }

  /// The views' attributes a constraint in the solver relates.
  func items(of origin: Origin) -> [LayoutConstraint.Item] {
    switch origin {
    case .explicit(let id):
      guard let index = world.autoLayout.index(of: id) else { return [] }
      let constraint = world.autoLayout.constraints[index]
      return [constraint.first] + (constraint.second.map { [$0] } ?? [])
    case .implicit(_, let items): return items
    }
  }

  // MARK: - Variables and expressions

  static func variable(_ view: String, _ part: String) -> SolverVariable { SolverVariable("\(view).\(part)") }

  /// The view's rectangle in window coordinates as expressions: variables when the engine
  /// places it, its present frame otherwise.
  private func box(_ view: String) -> (x: LinearExpression, y: LinearExpression, w: LinearExpression, h: LinearExpression) {
    if isPlaced.contains(view) {
      return (
        LinearExpression(Self.variable(view, "x")), LinearExpression(Self.variable(view, "y")),
        LinearExpression(Self.variable(view, "w")), LinearExpression(Self.variable(view, "h"))
      )
    }
    let rect = world.windowRect(of: view)
    return (
      LinearExpression(constant: rect.origin.x), LinearExpression(constant: rect.origin.y),
      LinearExpression(constant: rect.size.width), LinearExpression(constant: rect.size.height)
    )
  }

  /// An attribute of a view as an expression in window coordinates (left to right).
  func expression(_ item: LayoutConstraint.Item) -> LinearExpression {
    let (x, y, w, h) = box(item.view)
    let margins = world.effectiveMargins(of: item.view)
    switch item.attribute {
    case .left, .leading: return x
    case .right, .trailing: return x + w
    case .width: return w
    case .centerX: return x + w * 0.5
    case .top: return y
    case .bottom: return y + h
    case .height: return h
    case .centerY: return y + h * 0.5
    case .firstBaseline: return y + LinearExpression(constant: world.baselines(of: item.view).first)
    case .lastBaseline:
      return y + h - LinearExpression(constant: world.baselines(of: item.view).fromBottom)
    case .leftMargin, .leadingMargin: return x + LinearExpression(constant: margins.left)
    case .rightMargin, .trailingMargin: return x + w - LinearExpression(constant: margins.right)
    case .topMargin: return y + LinearExpression(constant: margins.top)
    case .bottomMargin: return y + h - LinearExpression(constant: margins.bottom)
    case .centerXWithinMargins:
      return x + LinearExpression(constant: (margins.left - margins.right) / 2) + w * 0.5
    case .centerYWithinMargins:
      return y + LinearExpression(constant: (margins.top - margins.bottom) / 2) + h * 0.5
    }
  }

  func solverConstraint(for constraint: LayoutConstraint) -> SolverConstraint {
    let lhs = expression(constraint.first)
    var rhs = LinearExpression(constant: constraint.constant)
    if let second = constraint.second { rhs = rhs + expression(second) * constraint.multiplier }
    let relation: SolverConstraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return SolverConstraint(lhs, relation, rhs, priority: constraint.priority)
  }

  // MARK: - Implicit constraints

  /// The autoresizing mask as constraints (`NSAutoresizingMaskLayoutConstraint`): per axis, two
  /// of the left margin, the width and the right margin, each fixed or, when flexible, a fixed
  /// share of the superview's size; the last flexible part is left free (none acts as a
  /// flexible right and bottom margin).
  private func autoresizingConstraints(of view: String) -> [Implicit] {
    guard world.autoLayout.layout(of: view).translatesAutoresizingMask, let node = world.views[view],
      let parent = node.superview, let parentNode = world.views[parent]
    else { return [] }
    let mine = box(view)
    let theirs = box(parent)
    let frame = node.frame
    let size = parentNode.bounds.size
    let mask = node.autoresizingMask
    let notation = "h=\(mask.notation(vertical: false)) v=\(mask.notation(vertical: true))"
    var made: [Implicit] = []
    for vertical in [false, true] {
      let origin = vertical ? parentNode.bounds.origin.y : parentNode.bounds.origin.x
      let start = (vertical ? mine.y : mine.x) - (vertical ? theirs.y : theirs.x) + LinearExpression(constant: origin)
      let length = vertical ? mine.h : mine.w
      let whole = vertical ? theirs.h : theirs.w
      let parts = [start, length, whole - start - length]
      let values =
        vertical
        ? [frame.origin.y, frame.size.height, size.height - frame.maxY]
        : [frame.origin.x, frame.size.width, size.width - frame.maxX]
      let flexible = mask.flexibleParts(vertical: vertical)
      let free = flexible.lastIndex(of: true) ?? 2
      let total = vertical ? size.height : size.width
      let names = vertical ? ["top", "height", "bottom margin"] : ["left", "width", "right margin"]
      let attributes: [LayoutAttribute] = vertical ? [.top, .height, .bottom] : [.left, .width, .right]
      for part in 0..<3 where part != free {
        let target: LinearExpression =
          flexible[part] && total > 0 ? whole * (values[part] / total) : LinearExpression(constant: values[part])
        made.append(
          Implicit(
            constraint: SolverConstraint(parts[part], .equal, target),
            description: "(1000) [\(view)].\(names[part]) == \(Format.number(values[part]))"
              + (flexible[part] ? " (a share of \(parent)'s)" : "") + "  autoresizing mask \(notation)",
            items: [LayoutConstraint.Item(view, attributes[part])]))
      }
    }
    return made
  }

  /// The intrinsic size as constraints (`NSContentSizeLayoutConstraint`): no bigger than it at
  /// the hugging priority, no smaller at the compression resistance.
  private func contentConstraints(of view: String) -> [Implicit] {
    let layout = world.autoLayout.layout(of: view)
    let size = layout.intrinsicSize
    let mine = box(view)
    var made: [Implicit] = []
    for (axis, value, length) in [(LayoutAttribute.Axis.horizontal, size.width, mine.w), (.vertical, size.height, mine.h)] {
      guard let value else { continue }
      let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
      let hug = layout.hugging(axis)
      let resist = layout.compression(axis)
      made.append(
        Implicit(
          constraint: SolverConstraint(length, .lessThanOrEqual, value, priority: hug),
          description: "(\(Format.number(hug))) [\(view)].\(attribute) <= \(Format.number(value))  content hugging",
          items: [LayoutConstraint.Item(view, attribute)]))
      made.append(
        Implicit(
          constraint: SolverConstraint(length, .greaterThanOrEqual, value, priority: resist),
          description: "(\(Format.number(resist))) [\(view)].\(attribute) >= \(Format.number(value))  compression resistance",
          items: [LayoutConstraint.Item(view, attribute)]))
    }
    return made
  }

  // MARK: - The solution

  /// A placed view's frame in its superview's coordinates, from the solution.
  func frame(of view: String, in solution: [SolverVariable: Double]) -> Rect? {
    guard isPlaced.contains(view), let parent = world.views[view]?.superview ?? world.guide(view)?.owner,
      let parentNode = world.views[parent]
    else {
      return nil
    }
    func value(_ name: String, _ part: String) -> Double {
      if isPlaced.contains(name) { return solution[Self.variable(name, part)] ?? 0 }
      let rect = world.windowRect(of: name)
      switch part {
      case "x": return rect.origin.x
      case "y": return rect.origin.y
      case "w": return rect.size.width
      default: return rect.size.height
      }
    }
    return Rect(
      x: value(view, "x") - value(parent, "x") + parentNode.bounds.origin.x,
      y: value(view, "y") - value(parent, "y") + parentNode.bounds.origin.y, width: value(view, "w"),
      height: value(view, "h"))
  }
}
