/// Swift's arithmetic and comparisons on the subset's values, with Swift's traps: overflow and
/// division by zero stop the run; an Int and a Double never mix without a conversion.
enum SwiftArithmetic {
  static func apply(
    _ operation: SwiftProgram.Operator, _ left: SwiftValue, _ right: SwiftValue, line: Int
  ) throws(SwiftRunError) -> SwiftValue {
    switch (left, right) {
    case (.int(let a), .int(let b)):
      switch operation {
      case .add: return try checked(a.addingReportingOverflow(b), line)
      case .subtract: return try checked(a.subtractingReportingOverflow(b), line)
      case .multiply: return try checked(a.multipliedReportingOverflow(by: b), line)
      case .divide, .remainder:
        guard b != 0 else { throw SwiftRunError(line: line, "Fatal error: Division by zero") }
        return try checked(
          operation == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b), line)
      case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return compare(operation, a, b)
      }
    case (.double(let a), .double(let b)):
      switch operation {
      case .add: return .double(a + b)
      case .subtract: return .double(a - b)
      case .multiply: return .double(a * b)
      case .divide: return .double(a / b)
      case .remainder:
        throw SwiftRunError(line: line, "'%' is unavailable: for Double use truncatingRemainder(dividingBy:)")
      case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return compare(operation, a, b)
      }
    case (.string(let a), .string(let b)):
      switch operation {
      case .add: return .string(a + b)
      case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return compare(operation, a, b)
      default: break
      }
    case (.bool(let a), .bool(let b)) where operation == .equal || operation == .notEqual:
      return .bool(operation == .equal ? a == b : a != b)
    case (.array(let a), .array(let b)):
      if operation == .add { return .array(a + b) }
      if operation == .equal || operation == .notEqual { return .bool((a == b) == (operation == .equal)) }
    default: break
    }
    throw SwiftRunError(
      line: line,
      "binary operator '\(operation.rawValue)' cannot be applied to operands of type '\(left.typeName)' and "
        + "'\(right.typeName)'")
  }

  /// An integer literal beside a Double is a Double, as Swift types a literal by its context.
  static func promote(_ literal: SwiftProgram.LiteralSide, _ left: inout SwiftValue, _ right: inout SwiftValue) {
    if literal == .right, case .int(let value) = right, case .double = left { right = .double(Double(value)) }
    if literal == .left, case .int(let value) = left, case .double = right { left = .double(Double(value)) }
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

  static func element(of base: SwiftValue, at index: SwiftValue, line: Int) throws(SwiftRunError) -> SwiftValue {
    switch (base, index) {
    case (.array(let items), .int(let position)):
      guard items.indices.contains(position) else { throw SwiftRunError(line: line, "Fatal error: Index out of range") }
      return items[position]
    case (.tuple(let items), .int(let position)) where items.indices.contains(position):
      return items[position]
    default:
      throw SwiftRunError(line: line, "cannot subscript a value of type '\(base.typeName)' with '\(index.typeName)'")
    }
  }

  static func builtin(_ builtin: SwiftProgram.Builtin, stack: inout [SwiftValue], line: Int) throws(SwiftRunError) {
    func fail(_ value: SwiftValue) -> SwiftRunError {
      SwiftRunError(line: line, "\(builtin) does not apply to a value of type '\(value.typeName)'")
    }
    switch builtin {
    case .count, .isEmpty:
      let value = stack.removeLast()
      let count: Int
      switch value {
      case .array(let items): count = items.count
      case .string(let text): count = text.count
      default: throw fail(value)
      }
      stack.append(builtin == .count ? .int(count) : .bool(count == 0))
    case .append:
      let element = stack.removeLast()
      guard case .array(var items) = stack.removeLast() else { throw SwiftRunError(line: line, "append needs an array") }
      items.append(element)
      stack.append(.array(items))
    case .toDouble:
      switch stack.removeLast() {
      case .int(let value): stack.append(.double(Double(value)))
      case .double(let value): stack.append(.double(value))
      case let other: throw fail(other)
      }
    case .toInt:
      switch stack.removeLast() {
      case .int(let value): stack.append(.int(value))
      case .double(let value):
        guard value.isFinite, let exact = Int(exactly: value.rounded(.towardZero)) else {
          throw SwiftRunError(line: line, "Fatal error: Double value cannot be converted to Int")
        }
        stack.append(.int(exact))
      case let other: throw fail(other)
      }
    case .toString: stack.append(.string(stack.removeLast().printed))
    case .abs:
      switch stack.removeLast() {
      case .int(let value):
        guard value != Int.min else { throw SwiftRunError(line: line, "Fatal error: arithmetic overflow") }
        stack.append(.int(Swift.abs(value)))
      case .double(let value): stack.append(.double(Swift.abs(value)))
      case let other: throw fail(other)
      }
    case .min, .max:
      let right = stack.removeLast()
      let left = stack.removeLast()
      // As the standard library decides a tie: min keeps the first, max the second.
      if builtin == .min {
        stack.append(try apply(.less, right, left, line: line) == .bool(true) ? right : left)
      } else {
        stack.append(try apply(.greaterOrEqual, right, left, line: line) == .bool(true) ? right : left)
      }
    }
  }
}
