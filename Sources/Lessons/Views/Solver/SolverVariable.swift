/// A variable of the constraint solver, known by a stable name (`v1.left`, `container.width`).
///
/// Two variables with the same name are the same variable, in every solver and in every copy.
public struct SolverVariable: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public var name: String

  public init(_ name: String) { self.name = name }

  public init(stringLiteral name: String) { self.name = name }

  public var description: String { name }

  public static func < (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs.name < rhs.name }
}
