/// The learner's Swift compiled to a small instruction list per function, run by `SwiftMachine`
/// with an explicit frame stack, so a run can stop after any statement and go on later.
public struct SwiftProgram: Equatable, Sendable {
  /// A binary operator of the subset.
  public enum Operator: String, Equatable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case equal = "==", notEqual = "!="
  }

  public enum Instruction: Equatable, Sendable {
    /// A statement starts here: its line (a step of `--step` ends before the next one).
    case statement(line: Int)
    /// The function's constant at this index (kept apart, so an instruction is plain data
    /// that copies without reference counting).
    case constant(Int)
    case load(Int)
    case store(Int)
    case loadGlobal(Int)
    case storeGlobal(Int)
    /// `literal` says which operand is an integer literal: next to a Double it is a Double, as
    /// Swift types a literal by its context (`d / 2`).
    case binary(Operator, line: Int, literal: LiteralSide = .neither)
    case negate(line: Int)
    case not
    case jump(Int)
    case jumpIfFalse(Int)
    /// Leaves the Bool on the stack when it decides (`&&` and `||` short-circuit).
    case jumpIfFalseKeep(Int)
    case jumpIfTrueKeep(Int)
    case pop
    case makeArray(Int)
    case makeTuple(Int)
    case subscriptGet(line: Int)
    case subscriptSet(line: Int)
    case call(function: Int, arguments: Int, line: Int)
    case print(arguments: Int)
    case builtin(Builtin, line: Int)
    case returnValue
    /// `a..<b` or `a...b` as an array of Ints (the subset's ranges are for `for in`).
    case range(closed: Bool, line: Int)
    case interpolate(Int)
  }

  public enum LiteralSide: Equatable, Sendable {
    case neither, left, right
  }

  /// Members and functions of the standard library the subset knows.
  public enum Builtin: Equatable, Sendable {
    case count, isEmpty, append, toDouble, toInt, toString, abs, min, max
  }

  public struct Function: Equatable, Sendable {
    public var name: String
    public var parameters: Int
    public var locals: Int
    public var code: [Instruction]
    public var constants: [SwiftValue] = []
  }

  public var functions: [Function]
  /// The top level, function 0's code, runs with the globals.
  public var globals: [String]
}
