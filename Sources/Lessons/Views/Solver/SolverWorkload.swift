/// The systems the solver is measured and checked on: issue 19's chain of views, and seeded
/// random systems for the property test against kiwisolver.
public enum SolverWorkload {
  /// The container's width, the chain's edit variable.
  public static let container = SolverVariable("container.width")

  public static func left(_ index: Int) -> SolverVariable { SolverVariable("v\(index).left") }

  public static func width(_ index: Int) -> SolverVariable { SolverVariable("v\(index).width") }

  /// The width at which every view of the chain is 100 wide: 100 a view and 8 between two.
  public static func naturalWidth(views: Int) -> Double { Double(views) * 100 + Double(views - 1) * 8 }

  /// A horizontal chain of `views` views, in the order they are added: per view, its left
  /// (pinned at 0 for the first, 8 after the previous view's right edge for the others, both
  /// required), `width >= 20` required and `width == 100` at priority 1; then the last view's
  /// right edge == the container's width, required.
  public static func chain(views: Int) -> [SolverConstraint] {
    var constraints: [SolverConstraint] = []
    constraints.reserveCapacity(3 * views + 1)
    for index in 0..<views {
      if index == 0 {
        constraints.append(SolverConstraint(left(0), .equal, 0))
      } else {
        constraints.append(SolverConstraint(left(index).expression, .equal, left(index - 1) + width(index - 1) + 8))
      }
      constraints.append(SolverConstraint(width(index), .greaterThanOrEqual, 20))
      constraints.append(SolverConstraint(width(index), .equal, 100, priority: 1))
    }
    constraints.append(SolverConstraint(left(views - 1) + width(views - 1), .equal, container.expression))
    return constraints
  }

  /// The container widths of the edits: a window resized back and forth, four sweeps between
  /// 60% and 140% of the natural width.
  public static func containerWidths(views: Int, edits: Int) -> [Double] {
    let natural = naturalWidth(views: views)
    return (0..<edits).map { natural * (1 + 0.4 * sin2pi(Double($0) / 250)) }
  }

  /// sin(2πx) by its Taylor series after reduction to [-1/4, 1/4]: the same digits everywhere,
  /// without Foundation.
  static func sin2pi(_ x: Double) -> Double {
    var t = x - x.rounded(.down)
    var sign = 1.0
    if t > 0.5 {
      t -= 0.5
      sign = -1
    }
    if t > 0.25 { t = 0.5 - t }
    let angle = 2 * Double.pi * t
    var term = angle
    var sum = angle
    for n in 1..<12 {
      term *= -angle * angle / Double((2 * n) * (2 * n + 1))
      sum += term
    }
    return sign * sum
  }

  /// The chain as a system for kiwisolver: the edit at priority 999 (kiwi's strong), the widths
  /// suggested in turn, the last view's left compared.
  public static func chainSystem(views: Int, edits: Int) -> SolverSystem {
    SolverSystem(
      constraints: chain(views: views).map(SolverSystem.Constraint.init),
      edits: [
        SolverSystem.Edit(
          variable: container.name, priority: 999,
          values: [naturalWidth(views: views)] + containerWidths(views: views, edits: edits))
      ],
      variables: [left(views - 1).name])
  }

  /// A solver with the chain in it, the container an edit variable at its natural width, solved.
  public static func buildChain(views: Int) -> ConstraintSolver { buildChain(chain(views: views), views: views) }

  /// A solver with `constraints` (the chain of `views` views, made beforehand) in it, the
  /// container an edit variable at its natural width, solved.
  public static func buildChain(_ constraints: [SolverConstraint], views: Int) -> ConstraintSolver {
    var solver = ConstraintSolver()
    for constraint in constraints { _ = try? solver.add(constraint) }
    solver.addEditVariable(container, priority: 999)
    solver.suggestValue(naturalWidth(views: views), for: container)
    solver.resolve()
    return solver
  }

  /// A random system of `variables` variables and `count` constraints with small integer
  /// coefficients and constants, at priorities 1000, 750 and 250 only (kiwi's required,
  /// strong and weak: far enough apart that kiwi's weighted sum and our levels agree), some
  /// conflicting; one edit variable at 750 with three suggestions, and two removals.
  public static func randomSystem(seed: UInt64, variables: Int = 8, count: Int = 14) -> SolverSystem {
    var random = AnimationWorkload.SeededGenerator(seed: seed)
    func pick(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
    let names = (0..<variables).map { "x\($0)" }
    var constraints: [SolverSystem.Constraint] = []
    for _ in 0..<count {
      let first = names[pick(0...(variables - 1))]
      var expression = LinearExpression(SolverVariable(first)) * Double([1, 1, 2, -1][pick(0...3)])
      if pick(0...2) > 0 {
        let second = names[pick(0...(variables - 1))]
        expression.add(SolverVariable(second), Double([-1, -1, 1, -2, 2][pick(0...4)]))
      }
      expression.constant = Double(pick(-20...20) * 5)
      let priority: Double = [1000, 1000, 1000, 750, 750, 250][pick(0...5)]
      let relation: SolverConstraint.Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][pick(0...3)]
      guard !expression.terms.isEmpty else { continue }
      constraints.append(SolverSystem.Constraint(SolverConstraint(expression, relation, 0, priority: priority)))
    }
    let edited = names[pick(0...(variables - 1))]
    let values = (0..<3).map { _ in Double(pick(-30...30) * 5) }
    let removals = [pick(0...(constraints.count - 1)), pick(0...(constraints.count - 1))]
    return SolverSystem(
      constraints: constraints, edits: [SolverSystem.Edit(variable: edited, priority: 750, values: values)],
      removals: removals, variables: names)
  }
}
