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
