/// Runs a `SwiftProgram`: a value stack and an explicit frame stack, so a run can stop after any
/// statement and go on later; Swift's traps (overflow, division by zero, an index out of range)
/// stop it with the line, and so does the step limit.
public struct SwiftMachine: Equatable, Sendable {
  struct Frame: Equatable, Sendable {
    var function: Int
    var pc = 0
    var base: Int
  }

  public let program: SwiftProgram
  var stack: [SwiftValue] = []
  var locals: [SwiftValue] = []
  var frames: [Frame]
  public private(set) var globals: [SwiftValue]
  /// What `print` wrote, a line each.
  public private(set) var output: [String] = []
  /// Instructions run so far, against `limit`.
  public private(set) var executed = 0
  public var limit = 50_000_000
  /// The line of the statement running now.
  public private(set) var line = 0
  /// The deepest call stack allowed (deep recursion stops with a message, not a crash).
  static let depthLimit = 10_000

  public init(_ program: SwiftProgram) {
    self.program = program
    frames = [Frame(function: 0, base: 0)]
    globals = Array(repeating: .void, count: program.globals.count)
    locals = Array(repeating: .void, count: program.functions[0].locals)
  }

  public var isFinished: Bool { frames.isEmpty }

  /// The value of a top-level name, once its declaration has run.
  public func global(_ name: String) -> SwiftValue? {
    program.globals.firstIndex(of: name).map { globals[$0] }
  }

  /// Runs to the end.
  public mutating func run() throws(SwiftRunError) { while !isFinished { try step() } }

  /// Runs one statement: up to the start of the next one, or the end.
  ///
  /// The running frame's code, counter and base are kept in locals and written back to the
  /// frame only when the frame changes or the step ends.
  public mutating func step() throws(SwiftRunError) {
    var started = false
    while let frame = frames.last {
      let function = program.functions[frame.function]
      let code = function.code
      var pc = frame.pc
      let depth = frames.count
      while true {
        let instruction = code[pc]
        if case .statement(let at) = instruction {
          if started {
            frames[depth - 1].pc = pc
            return
          }
          started = true
          line = at
        }
        pc += 1
        executed += 1
        if executed > limit {
          frames[depth - 1].pc = pc
          throw SwiftRunError(line: line, "stopped after \(limit) steps: an endless loop? (the step limit)")
        }
        // The frequent instructions run here, on the local counter.
        switch instruction {
        case .constant(let index):
          stack.append(function.constants[index])
          continue
        case .load(let slot):
          stack.append(locals[frame.base + slot])
          continue
        case .store(let slot):
          locals[frame.base + slot] = stack.removeLast()
          continue
        case .loadGlobal(let slot):
          stack.append(globals[slot])
          continue
        case .storeGlobal(let slot):
          globals[slot] = stack.removeLast()
          continue
        case .jump(let target):
          pc = target
          continue
        case .jumpIfFalse(let target):
          guard case .bool(let value) = stack.removeLast() else {
            throw SwiftRunError(line: line, "a condition must be a Bool")
          }
          if !value { pc = target }
          continue
        case .binary(let operation, let at, let literal):
          var right = stack.removeLast()
          var left = stack.removeLast()
          if literal != .neither { SwiftArithmetic.promote(literal, &left, &right) }
          stack.append(try SwiftArithmetic.apply(operation, left, right, line: at))
          continue
        default: break
        }
        frames[depth - 1].pc = pc
        try execute(instruction, base: frame.base)
        // A jump, a call or a return changed the frame: pick it up again.
        if frames.count != depth { break }
        if frames[depth - 1].pc != pc { pc = frames[depth - 1].pc }
      }
    }
  }

  private mutating func pop() -> SwiftValue { stack.removeLast() }

  private mutating func execute(_ instruction: SwiftProgram.Instruction, base: Int) throws(SwiftRunError) {
    switch instruction {
    case .statement, .constant, .load, .store, .loadGlobal, .storeGlobal, .jump, .jumpIfFalse, .binary:
      // Run in `step`'s loop, on its local counter.
      break
    case .negate(let at):
      switch pop() {
      case .int(let value):
        guard value != Int.min else { throw SwiftRunError(line: at, "arithmetic overflow") }
        stack.append(.int(-value))
      case .double(let value): stack.append(.double(-value))
      case let other:
        throw SwiftRunError(line: at, "unary operator '-' cannot be applied to an operand of type '\(other.typeName)'")
      }
    case .not:
      guard case .bool(let value) = pop() else { throw SwiftRunError(line: line, "'!' needs a Bool") }
      stack.append(.bool(!value))
    case .jumpIfFalseKeep(let target), .jumpIfTrueKeep(let target):
      guard case .bool(let value) = stack.last else { throw SwiftRunError(line: line, "'&&' and '||' need Bools") }
      let keep: Bool
      if case .jumpIfTrueKeep = instruction { keep = value } else { keep = !value }
      if keep { frames[frames.count - 1].pc = target } else { _ = pop() }
    case .pop: _ = pop()
    case .makeArray(let count):
      let items = Array(stack.suffix(count))
      stack.removeLast(count)
      stack.append(.array(items))
    case .makeTuple(let count):
      let items = Array(stack.suffix(count))
      stack.removeLast(count)
      stack.append(.tuple(items))
    case .subscriptGet(let at):
      let index = pop()
      let base = pop()
      stack.append(try SwiftArithmetic.element(of: base, at: index, line: at))
    case .subscriptSet(let at):
      let value = pop()
      let index = pop()
      guard case .array(var items) = pop(), case .int(let position) = index else {
        throw SwiftRunError(line: at, "only an array's elements can be set by index")
      }
      guard items.indices.contains(position) else { throw SwiftRunError(line: at, "Fatal error: Index out of range") }
      items[position] = value
      stack.append(.array(items))
    case .call(let function, let count, let at):
      guard frames.count < Self.depthLimit else {
        throw SwiftRunError(line: at, "the calls go \(Self.depthLimit) deep: endless recursion? (stack overflow)")
      }
      let callee = program.functions[function]
      let start = locals.count
      locals += Array(repeating: .void, count: callee.locals)
      for index in stride(from: count - 1, through: 0, by: -1) { locals[start + index] = pop() }
      frames.append(Frame(function: function, base: start))
    case .returnValue:
      let finished = frames.removeLast()
      if !frames.isEmpty { locals.removeLast(locals.count - finished.base) }
    case .print(let count):
      let items = stack.suffix(count).map(\.printed)
      stack.removeLast(count)
      output.append(items.joined(separator: " "))
      stack.append(.void)
    case .builtin(let builtin, let at):
      try SwiftArithmetic.builtin(builtin, stack: &stack, line: at)
    case .range(let closed, let at):
      guard case .int(let upper) = pop(), case .int(let lower) = pop() else {
        throw SwiftRunError(line: at, "a range's bounds must be Ints here")
      }
      guard closed ? lower <= upper : lower <= upper else {
        throw SwiftRunError(line: at, "Fatal error: Range requires lowerBound <= upperBound")
      }
      stack.append(.array((closed ? Array(lower...upper) : Array(lower..<upper)).map(SwiftValue.int)))
    case .interpolate(let count):
      let text = stack.suffix(count).map(\.printed).joined()
      stack.removeLast(count)
      stack.append(.string(text))
    }
  }
}
