/// An incremental linear constraint solver for Auto Layout: Cassowary with symbolic weights.
///
/// Add and remove constraints one at a time, edit variables with `suggestValue`, `resolve`, then
/// read `value(of:)`. Required constraints (priority 1000) always hold; optional ones are
/// satisfied as closely as their priority allows, one priority level at a time, highest first
/// (so a 999 beats any number of 998s). A required constraint that cannot hold with the others
/// is refused with the set it conflicts with, and the solver stays as it was.
///
/// A value: copies are independent (the storage is arrays, copied on write).
public struct ConstraintSolver: Sendable {
  /// A constraint in the solver; handles count up in the order constraints are added.
  public struct Handle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public static func < (lhs: Handle, rhs: Handle) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
  }

  struct Record: Sendable {
    var constraint: SolverConstraint
    var tag: Tableau.Tag
  }

  struct Edit: Sendable {
    var constraint: SolverConstraint
    var tag: Tableau.Tag
    var value: Double
  }

  var tableau = Tableau()
  private(set) var symbols: [SolverVariable: Int32] = [:]
  private(set) var records: [Int: Record] = [:]
  private var nextHandle = 0
  private(set) var edits: [SolverVariable: Edit] = [:]
  /// Every external symbol's value after `resolve`, by symbol; out of date unless `current`.
  private var values: [Double] = []
  private var current = false

  public init() {}

  // MARK: - Constraints

  /// Adds a constraint and solves again.
  ///
  /// Throws `SolverConflict` when it is required and cannot hold together with the required
  /// constraints already in the solver; the solver is then unchanged.
  @discardableResult
  public mutating func add(_ constraint: SolverConstraint) throws(SolverConflict) -> Handle {
    guard let tag = addToTableau(constraint) else {
      throw SolverConflict(constraint: constraint, conflicting: conflictingSet(for: constraint))
    }
    let handle = Handle(rawValue: nextHandle)
    nextHandle += 1
    records[handle.rawValue] = Record(constraint: constraint, tag: tag)
    return handle
  }

  /// Adds the constraint's row to the tableau; nil when it is required and cannot hold.
  mutating func addToTableau(_ constraint: SolverConstraint) -> Tableau.Tag? {
    current = false
    let terms = constraint.expression.terms.map { (symbol: symbol(for: $0.variable), coefficient: $0.coefficient) }
    return tableau.add(
      terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
      priority: constraint.isRequired ? nil : constraint.priority)
  }

  /// Removes a constraint and solves again; false when the handle is not in the solver.
  @discardableResult
  public mutating func remove(_ handle: Handle) -> Bool {
    guard let record = records.removeValue(forKey: handle.rawValue) else { return false }
    current = false
    tableau.remove(record.tag)
    return true
  }

  public func constraint(_ handle: Handle) -> SolverConstraint? { records[handle.rawValue]?.constraint }

  /// The constraints in the solver, in the order they were added.
  public var handles: [Handle] { records.keys.sorted().map { Handle(rawValue: $0) } }

  private mutating func symbol(for variable: SolverVariable) -> Int32 {
    if let symbol = symbols[variable] { return symbol }
    let symbol = tableau.newSymbol(.external)
    symbols[variable] = symbol
    return symbol
  }

  // MARK: - Edit variables

  /// Makes `variable` an edit variable at an optional `priority`, held where it is now until a
  /// value is suggested.
  public mutating func addEditVariable(_ variable: SolverVariable, priority: Double) {
    guard edits[variable] == nil else { return }
    let held = value(of: variable)
    let constraint = SolverConstraint(variable, .equal, held, priority: min(priority, SolverConstraint.required - 1))
    guard let tag = addToTableau(constraint) else { return }
    edits[variable] = Edit(constraint: constraint, tag: tag, value: held)
  }

  public mutating func removeEditVariable(_ variable: SolverVariable) {
    guard let edit = edits.removeValue(forKey: variable) else { return }
    current = false
    tableau.remove(edit.tag)
  }

  public func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[variable] != nil }

  /// Suggests a value for an edit variable; `resolve` brings the solution up to date.
  public mutating func suggestValue(_ value: Double, for variable: SolverVariable) {
    guard let index = edits.index(forKey: variable) else { return }
    current = false
    tableau.suggest(edits.values[index].tag, delta: value - edits.values[index].value)
    edits.values[index].value = value
  }

  // MARK: - Solving and reading

  /// Solves again after suggestions (dual simplex) and reads every variable's value.
  public mutating func resolve() {
    tableau.dualOptimize()
    tableau.evaluateAll(into: &values)
    current = true
  }

  /// The variable's value in the current solution (0 for a variable the solver does not know).
  public func value(of variable: SolverVariable) -> Double {
    guard let symbol = symbols[variable] else { return 0 }
    if current { return values[Int(symbol)] }
    var settled = tableau
    if !settled.isSettled { settled.dualOptimize() }
    var computed: [Double] = []
    settled.evaluate([symbol], into: &computed)
    return computed[Int(symbol)]
  }

  /// Every known variable's value.
  public var solution: [SolverVariable: Double] {
    let read = reader()
    return Dictionary(uniqueKeysWithValues: symbols.keys.map { ($0, read($0)) })
  }

  /// Reads values from this solver when it is resolved, else from a resolved copy (made once).
  func reader() -> @Sendable (SolverVariable) -> Double {
    if current { return { [self] in value(of: $0) } }
    var solved = self
    solved.resolve()
    return { [solved] in solved.value(of: $0) }
  }

  /// The variables the solver knows, by name.
  public var variables: [SolverVariable] { symbols.keys.sorted() }

  /// The optional priority levels in use (edits included), highest first.
  public var priorityLevels: [Double] { tableau.levels }

  // MARK: - Status

  /// How close a constraint's distance must be to 0 to count as holding.
  static func tolerance(_ constraint: SolverConstraint, _ value: (SolverVariable) -> Double) -> Double {
    let scale = constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
      $0 + abs($1.coefficient * value($1.variable))
    }
    return 1e-7 * max(1, scale)
  }

  /// A constraint in the solver: satisfied, or approximated with its error; nil when the
  /// handle is not in the solver.
  public func status(of handle: Handle) -> ConstraintStatus? {
    guard let constraint = constraint(handle) else { return nil }
    let value = reader()
    let error = constraint.error(value)
    return error <= Self.tolerance(constraint, value) ? .satisfied : .approximated(error: error)
  }

  /// A constraint kept out of the solver (one broken to recover from a conflict): satisfied if
  /// the current solution happens to meet it, else broken with its error.
  public func status(of constraint: SolverConstraint) -> ConstraintStatus {
    let value = reader()
    let error = constraint.error(value)
    return error <= Self.tolerance(constraint, value) ? .satisfied : .broken(error: error)
  }

  /// The solve level by level, highest priority first: each optional level with the total
  /// error of its constraints (edits included) and how many there are.
  public var levelErrors: [(priority: Double, error: Double, constraints: Int)] {
    let value = reader()
    // An edit's constraint holds its variable at the value last suggested.
    let optional =
      records.values.map(\.constraint)
      + edits.map { variable, edit in SolverConstraint(variable, .equal, edit.value, priority: edit.constraint.priority) }
    return tableau.levels.map { priority in
      let level = optional.filter { $0.priority == priority }
      return (priority, level.reduce(0) { $0 + $1.error(value) }, level.count)
    }
  }
}
