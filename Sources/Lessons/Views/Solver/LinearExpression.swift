/// A linear expression: a sum of variables times coefficients, plus a constant.
///
/// Terms are kept merged (one per variable, none with a zero coefficient) and in the order
/// their variables first appeared, so an expression prints and compares the same way each time.
public struct LinearExpression: Hashable, Sendable {
  /// One variable times its coefficient.
  public struct Term: Hashable, Sendable {
    public var variable: SolverVariable
    public var coefficient: Double

    public init(_ variable: SolverVariable, _ coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  public private(set) var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = []
    self.constant = constant
    for term in terms { add(term.variable, term.coefficient) }
  }

  public init(_ variable: SolverVariable) { self.init([Term(variable, 1)]) }

  public init(constant: Double) { self.init([], constant: constant) }

  /// Adds `coefficient × variable`, merging it with the variable's term if there is one.
  public mutating func add(_ variable: SolverVariable, _ coefficient: Double) {
    if let index = terms.firstIndex(where: { $0.variable == variable }) {
      terms[index].coefficient += coefficient
      if terms[index].coefficient == 0 { terms.remove(at: index) }
    } else if coefficient != 0 {
      terms.append(Term(variable, coefficient))
    }
  }

  /// The expression's value when each variable has the value `value` gives it.
  public func evaluate(_ value: (SolverVariable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var sum = lhs
    sum.constant += rhs.constant
    for term in rhs.terms { sum.add(term.variable, term.coefficient) }
    return sum
  }

  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

  public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }

  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var sum = lhs
    sum.constant += rhs
    return sum
  }

  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}

extension SolverVariable {
  /// The variable as an expression, for arithmetic: `v1.left + v1.width + 8`.
  public var expression: LinearExpression { LinearExpression(self) }

  public static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression { lhs.expression + rhs.expression }

  public static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression { lhs.expression - rhs.expression }

  public static func + (lhs: SolverVariable, rhs: Double) -> LinearExpression { lhs.expression + rhs }

  public static func - (lhs: SolverVariable, rhs: Double) -> LinearExpression { lhs.expression - rhs }

  public static func * (lhs: Double, rhs: SolverVariable) -> LinearExpression { rhs.expression * lhs }

  public static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs + rhs.expression }

  public static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs - rhs.expression }
}
