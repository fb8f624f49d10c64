/// A linear constraint `lhs RELATION rhs` at a priority, as the solver takes it.
///
/// Priorities are UIKit's: 1…1000, where 1000 is required. Optional priorities are strictly
/// ordered: every constraint of a higher priority is satisfied as well as it can be before any
/// of a lower priority is considered, however many of those there are (Auto Layout's law
/// "higher priority always satisfied before lower"). Within one priority every constraint
/// weighs the same.
public struct SolverConstraint: Hashable, Sendable {
  /// How the two sides relate.
  public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  /// The priority of a constraint that must hold.
  public static let required: Double = 1000

  /// `lhs - rhs`: the constraint reads `expression RELATION 0`.
  public var expression: LinearExpression
  public var relation: Relation
  public var priority: Double

  public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Double = required) {
    self.expression = lhs - rhs
    self.relation = relation
    self.priority = min(max(priority, 1), Self.required)
  }

  public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, priority: Double = required) {
    self.init(lhs, relation, LinearExpression(constant: rhs), priority: priority)
  }

  public init(_ lhs: SolverVariable, _ relation: Relation, _ rhs: Double, priority: Double = required) {
    self.init(lhs.expression, relation, LinearExpression(constant: rhs), priority: priority)
  }

  public var isRequired: Bool { priority >= Self.required }

  /// How far the constraint is from holding when the variables have these values: 0 when it
  /// holds, otherwise the absolute distance of `expression` from what the relation allows.
  public func error(_ value: (SolverVariable) -> Double) -> Double {
    let residual = expression.evaluate(value)
    switch relation {
    case .equal: return abs(residual)
    case .lessThanOrEqual: return max(0, residual)
    case .greaterThanOrEqual: return max(0, -residual)
    }
  }
}
