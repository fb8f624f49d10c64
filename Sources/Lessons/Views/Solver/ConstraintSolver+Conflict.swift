extension ConstraintSolver {
  /// A minimal set of the required constraints in the solver that cannot hold together with
  /// `constraint`, in the order they were added.
  ///
  /// The candidates are the required constraints linked to the new one through shared variables;
  /// a deletion filter (in chunks, then one by one) drops each one without which the set still
  /// cannot hold, so every one left is needed.
  func conflictingSet(for constraint: SolverConstraint) -> [Handle] {
    let required = handles.filter { records[$0.rawValue]?.constraint.isRequired == true }
    var byVariable: [SolverVariable: [Int]] = [:]
    for (index, handle) in required.enumerated() {
      for term in records[handle.rawValue]?.constraint.expression.terms ?? [] {
        byVariable[term.variable, default: []].append(index)
      }
    }
    var reached = Set<Int>()
    var seen = Set<SolverVariable>()
    var queue = constraint.expression.terms.map(\.variable)
    while let variable = queue.popLast() {
      guard seen.insert(variable).inserted else { continue }
      for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
        queue += records[required[index].rawValue]?.constraint.expression.terms.map(\.variable) ?? []
      }
    }
    var kept = reached.sorted().map { required[$0] }
    let cannotHold = { (set: [Handle]) -> Bool in
      var trial = ConstraintSolver()
      for handle in set {
        guard let member = records[handle.rawValue]?.constraint, trial.addToTableau(member) != nil else { return true }
      }
      return trial.addToTableau(constraint) == nil
    }
    var chunk = max(1, kept.count / 2)
    while true {
      var start = 0
      while start < kept.count {
        let end = min(kept.count, start + chunk)
        let trial = Array(kept[..<start] + kept[end...])
        if cannotHold(trial) { kept = trial } else { start = end }
      }
      if chunk == 1 { break }
      chunk = max(1, chunk / 2)
    }
    return kept
  }
}
