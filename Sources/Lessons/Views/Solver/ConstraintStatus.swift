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
