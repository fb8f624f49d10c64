/// A constraint system as data, for the solver's peers: the property test and the benchmark
/// write it as JSON for kiwisolver (`Benchmarks/peers/layout.py`) and build the same system in
/// `ConstraintSolver`.
///
/// Priorities map onto kiwi's strengths as 1000 → required, 500…999 → strong, below → weak;
/// systems meant for comparison use only those three levels.
public struct SolverSystem: Codable, Hashable, Sendable {
  public struct Term: Codable, Hashable, Sendable {
    public var variable: String
    public var coefficient: Double
  }

  /// `Σ terms + constant RELATION 0` at `priority`.
  public struct Constraint: Codable, Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double
    public var relation: String
    public var priority: Double

    public init(_ constraint: SolverConstraint) {
      terms = constraint.expression.terms.map { Term(variable: $0.variable.name, coefficient: $0.coefficient) }
      constant = constraint.expression.constant
      relation = constraint.relation.rawValue
      priority = constraint.priority
    }

    public var solverConstraint: SolverConstraint {
      let expression = LinearExpression(
        terms.map { LinearExpression.Term(SolverVariable($0.variable), $0.coefficient) }, constant: constant)
      return SolverConstraint(expression, SolverConstraint.Relation(rawValue: relation) ?? .equal, 0, priority: priority)
    }
  }

  /// An edit variable, its priority and the values suggested to it, one per edit.
  public struct Edit: Codable, Hashable, Sendable {
    public var variable: String
    public var priority: Double
    public var values: [Double]
  }

  public var constraints: [Constraint]
  public var edits: [Edit]
  /// Constraints (by index) removed after the edits, in order; rejected ones are skipped.
  public var removals: [Int]
  /// The variables to compare.
  public var variables: [String]

  public init(constraints: [Constraint], edits: [Edit] = [], removals: [Int] = [], variables: [String]) {
    self.constraints = constraints
    self.edits = edits
    self.removals = removals
    self.variables = variables
  }
}
