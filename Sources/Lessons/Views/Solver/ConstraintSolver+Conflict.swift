extension ConstraintSolver {
  /// A set of the required constraints in the solver that cannot hold together with
  /// `constraint`, in the order they were added: minimal (none can be left out) unless it is
  /// larger than `minimalUpTo`.
  ///
  /// The candidates come from the tableau's certificate (the required constraints whose markers
  /// the refusing row names); when they cannot hold with the new one, a deletion filter makes
  /// them minimal (each check solves the set again, so a large set is kept as it is). Otherwise
  /// the candidates are the required constraints linked to the new one through shared
  /// variables, filtered the same way.
  func conflictingSet(for constraint: SolverConstraint, minimalUpTo limit: Int = 64) -> [Handle] {
    let byMarker = Dictionary(
      records.compactMap { key, record in record.constraint.isRequired ? (record.tag.marker, key) : nil },
      uniquingKeysWith: { first, _ in first })
    let certified = tableau.conflictMarkers.compactMap { byMarker[$0] }.sorted().map { Handle(rawValue: $0) }
    if !certified.isEmpty && cannotHold(certified, with: constraint) {
      return certified.count > limit ? certified : minimal(certified, with: constraint)
    }
    return minimal(linkedRequired(to: constraint), with: constraint)
  }

  /// Whether the constraints of `set` and `constraint` cannot all hold, by a fresh solve.
  func cannotHold(_ set: [Handle], with constraint: SolverConstraint) -> Bool {
    var trial = ConstraintSolver()
    for handle in set {
      guard let member = records[handle.rawValue]?.constraint, trial.addToTableau(member) != nil else { return true }
    }
    return trial.addToTableau(constraint) == nil
  }

  /// The required constraints linked to `constraint` through shared variables, in order.
  func linkedRequired(to constraint: SolverConstraint) -> [Handle] {
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
    return reached.sorted().map { required[$0] }
  }

  /// `set` less every constraint without which it still cannot hold with `constraint`: a
  /// deletion filter, in chunks, then one by one, so every one left is needed.
  func minimal(_ set: [Handle], with constraint: SolverConstraint) -> [Handle] {
    var kept = set
    var chunk = max(1, kept.count / 2)
    while true {
      var start = 0
      while start < kept.count {
        let end = min(kept.count, start + chunk)
        let trial = Array(kept[..<start] + kept[end...])
        if cannotHold(trial, with: constraint) { kept = trial } else { start = end }
      }
      if chunk == 1 { break }
      chunk = max(1, chunk / 2)
    }
    return kept
  }
}
