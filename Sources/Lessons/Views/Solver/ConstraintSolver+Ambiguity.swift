extension ConstraintSolver {
  /// Which way to push a variable when looking for another optimal solution.
  public enum Push: Sendable {
    case up, down
  }

  /// Another solution, as good as the current one at every priority level, in which `variable`
  /// has moved `direction` (by at most `limit`); nil when it cannot move: its value is unique.
  ///
  /// Every level's error is held at its optimum: only symbols with no weight at any level may
  /// change, so the new solution differs from the current one exactly where the layout is
  /// ambiguous ("two different valid frames").
  public func alternative(pushing variable: SolverVariable, _ direction: Push, limit: Double = 100) -> [SolverVariable:
    Double]?
  {
    guard let symbol = symbols[variable] else { return nil }
    var pushed = self
    pushed.resolve()
    let current = pushed.value(of: variable)
    let sign: Double = direction == .up ? 1 : -1
    pushed.tableau.push(symbol, by: sign * limit, from: current)
    pushed.resolve()
    let moved = pushed.value(of: variable)
    guard abs(moved - current) > 1e-7 * max(1, abs(current)) else { return nil }
    return pushed.solution
  }

  /// Whether the variable's value is not unique at the optimum (Auto Layout's ambiguity).
  public func hasAmbiguousLayout(_ variable: SolverVariable) -> Bool {
    alternative(pushing: variable, .up, limit: 1) != nil || alternative(pushing: variable, .down, limit: 1) != nil
  }

  /// Whether any of the variables is ambiguous.
  public func hasAmbiguousLayout(_ variables: [SolverVariable]) -> Bool {
    variables.contains { hasAmbiguousLayout($0) }
  }
}

extension Tableau {
  /// Moves the external `symbol` by up to `amount` from `current` (its value) along the optimal
  /// face: through a free external variable if it depends on one, else by the simplex on its
  /// own value with only weightless symbols allowed to enter, bounded by `current + amount`.
  mutating func push(_ symbol: Int32, by amount: Double, from current: Double) {
    dualOptimize()
    let definition = row(of: symbol) ?? TableauRow(terms: [.init(symbol: symbol, coefficient: 1)])
    let expanded = expand(definition)
    if let free = expanded.terms.first(where: { kinds[Int($0.symbol)] == .external }) {
      _ = add(terms: [(free.symbol, 1)], constant: -amount / free.coefficient, relation: .equal, priority: nil)
      return
    }
    let bound: SolverConstraint.Relation = amount > 0 ? .lessThanOrEqual : .greaterThanOrEqual
    guard add(terms: [(symbol, 1)], constant: -(current + amount), relation: bound, priority: nil) != nil else { return }
    let sign: Double = amount > 0 ? -1 : 1
    var objective = expand(row(of: symbol) ?? definition)
    objective.scale(by: sign)
    optimizeAlongOptimalFace(objective)
  }
}
