/// Where a constraint stands after a solve.
public enum ConstraintStatus: Hashable, Sendable {
  /// It holds (within the solver's tolerance).
  case satisfied
  /// An optional constraint that does not hold but was brought as close as its priority allows;
  /// `error` is the absolute distance left.
  case approximated(error: Double)
  /// A constraint kept out of the solver (a required one given up in a conflict) that does not
  /// hold; `error` is the absolute distance.
  case broken(error: Double)
}

/// What a required constraint that cannot be satisfied conflicts with.
///
/// `conflicting` are the required constraints already in the solver that cannot all hold
/// together with `constraint`, in the order they were added. Up to 64 of them, none can be left
/// out (the set is minimal); a larger set is the tableau's certificate as it stands, checked to
/// be a conflict but not pared down. The solver is left as it was before the attempt.
public struct SolverConflict: Error, Hashable, Sendable {
  public var constraint: SolverConstraint
  public var conflicting: [ConstraintSolver.Handle]
}
