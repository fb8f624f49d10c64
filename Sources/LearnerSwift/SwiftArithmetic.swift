/// Swift's arithmetic and comparisons on the subset's values, with Swift's traps: overflow and
/// division by zero stop the run; an Int and a Double never mix without a conversion.
enum SwiftArithmetic {
  static func apply(
    _ operation: SwiftProgram.Operator, _ left: SwiftValue, _ right: SwiftValue, line: Int
  ) throws(SwiftRunError) -> SwiftValue {
    switch (left, right) {
    case (.int(let a), .int(let b)):
      return try integers(operation, a, b, line: line)
    case (.double(let a), .double(let b)):
      switch operation {
      case .add: return .double(a + b)
      case .subtract: return .double(a - b)
      case .multiply: return .double(a * b)
      case .divide: return .double(a / b)
      case .remainder:
        throw SwiftRunError(line: line, "'%' is unavailable: for Double use truncatingRemainder(dividingBy:)")
      case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return compare(operation, a, b)
      case .shiftLeft, .shiftRight, .and, .or, .xor: break
      }
    case (.string(let a), .string(let b)):
      switch operation {
      case .add:
        guard a.utf8.count + b.utf8.count <= SwiftBuiltins.limit else {
          throw SwiftRunError(line: line, "a string of more than \(SwiftBuiltins.limit) bytes (the memory limit)")
        }
        return .string(a + b)
      case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return compare(operation, a, b)
      default: break
      }
    case (.bool(let a), .bool(let b)) where operation == .equal || operation == .notEqual:
      return .bool(operation == .equal ? a == b : a != b)
    case (.array(let a), .array(let b)) where operation == .add:
      guard a.count + b.count <= SwiftBuiltins.limit else {
        throw SwiftRunError(line: line, "an array of more than \(SwiftBuiltins.limit) elements (the memory limit)")
      }
      return .array(a + b)
    default:
      if let answer = SwiftBuiltins.compareScalars(operation, left, right) { return answer }
      if operation == .equal || operation == .notEqual {
        return .bool(equal(left, right) == (operation == .equal))
      }
    }
    throw SwiftRunError(
      line: line,
      "binary operator '\(operation.rawValue)' cannot be applied to operands of type '\(left.typeName)' and "
        + "'\(right.typeName)'")
  }

  /// Swift's arithmetic and comparisons on two Ints (the interpreter's most frequent work).
  @inline(__always)
  static func integers(_ operation: SwiftProgram.Operator, _ a: Int, _ b: Int, line: Int) throws(SwiftRunError) -> SwiftValue {
    switch operation {
    case .add: return try checked(a.addingReportingOverflow(b), line)
    case .subtract: return try checked(a.subtractingReportingOverflow(b), line)
    case .multiply: return try checked(a.multipliedReportingOverflow(by: b), line)
    case .divide, .remainder:
      guard b != 0 else {
        throw SwiftRunError(
          line: line,
          operation == .divide ? "Fatal error: Division by zero" : "Fatal error: Division by zero in remainder operation")
      }
      return try checked(
        operation == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b), line)
    case .less: return .bool(a < b)
    case .lessOrEqual: return .bool(a <= b)
    case .greater: return .bool(a > b)
    case .greaterOrEqual: return .bool(a >= b)
    case .equal: return .bool(a == b)
    case .notEqual: return .bool(a != b)
    // Swift's smart shifts: a shift past the width gives 0 (or -1 for a negative Int shifted
    // right), and a negative amount shifts the other way.
    case .shiftLeft: return .int(a << b)
    case .shiftRight: return .int(a >> b)
    case .and: return .int(a & b)
    case .or: return .int(a | b)
    case .xor: return .int(a ^ b)
    }
  }

  /// An integer literal beside a Double is a Double, as Swift types a literal by its context.
  static func promote(_ literal: SwiftProgram.LiteralSide, _ left: inout SwiftValue, _ right: inout SwiftValue) {
    if literal == .right || literal == .either, case .int(let value) = right, case .double = left {
      right = .double(Double(value))
    }
    if literal == .left || literal == .either, case .int(let value) = left, case .double = right {
      left = .double(Double(value))
    }
  }

  /// A comparison of two values of one Comparable type.
  static func compare<T: Comparable>(_ operation: SwiftProgram.Operator, _ a: T, _ b: T) -> SwiftValue {
    switch operation {
    case .less: .bool(a < b)
    case .lessOrEqual: .bool(a <= b)
    case .greater: .bool(a > b)
    case .greaterOrEqual: .bool(a >= b)
    case .notEqual: .bool(a != b)
    default: .bool(a == b)
    }
  }

  static func checked(_ result: (partialValue: Int, overflow: Bool), _ line: Int) throws(SwiftRunError) -> SwiftValue {
    guard !result.overflow else { throw SwiftRunError(line: line, "Fatal error: arithmetic overflow") }
    return .int(result.partialValue)
  }

  /// Swift's `==` on any two values of the subset: an optional equals the value it holds.
  static func equal(_ left: SwiftValue, _ right: SwiftValue) -> Bool {
    switch (left, right) {
    case (.null, .null): true
    case (.null, _), (_, .null): false
    case (.some(let a), .some(let b)): equal(a, b)
    case (.some(let a), _): equal(a, right)
    case (_, .some(let b)): equal(left, b)
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): Double(a) == b
    default: left == right
    }
  }
}
