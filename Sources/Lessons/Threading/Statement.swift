/// One statement of a block: the atomic steps a simulated thread runs.
///
/// Names are resolved when the block is read, so a statement holds indices into the program's
/// tables; `ThreadingProgram.text(of:)` prints it back.
package enum Statement: Hashable, Codable, Sendable {
  case log(String)
  /// A `log` whose text shows values of the block's registers: `log c is \(r1)`.
  case logValues(LogTemplate)
  /// Logs the label of the block it opens, as `log` would: what a framework's block stands for
  /// (a callback's `a didReceiveData 300 bytes`), given as data when the block was submitted.
  case label
  /// Two atomic steps: a load, then a store of the loaded value plus one.
  case incr(variable: Int)
  case load(register: Int, variable: Int)
  case store(variable: Int, Expression)
  case work(ticks: Int)
  case ui(String)
  case lock(Int)
  case unlock(Int)
  case waitSemaphore(Int, timeout: Int?)
  case waitGroup(Int, timeout: Int?)
  /// `waitUntilAllOperationsAreFinished`: waits until the operation queue has no operation
  /// queued or executing (Apple's documented API; Foundation has no timeout for it).
  case waitOperations(Int)
  case signal(Int)
  case enter(Int)
  case leave(Int)
  case async(Target, code: Int, group: Int?)
  case sync(queue: Int, code: Int)
  case after(ticks: Int, queue: Int, code: Int)
  case barrier(Target, code: Int, group: Int?)
  case notify(group: Int, queue: Int, code: Int)
  case apply(count: Int, code: Int)
  case once(token: Int, code: Int)
  /// `if r == 0 { … }`: runs the block when the comparison of registers and numbers holds.
  case branch(Condition, code: Int)
  /// `while r < 3 { … }`: runs the block again and again while the comparison holds, testing
  /// it, a step each time, before each pass.
  case loop(Condition, code: Int)
  /// `local i i+1`: sets a register of the thread's own (a Swift closure's `var`) to the
  /// expression, touching no shared variable.
  case local(register: Int, Expression)
  /// An operation's cooperative check: return at once when it is cancelled.
  case check
  /// Logs `OperationQueue.current` and the dispatch queue the block runs on.
  case current
  /// Logs the queue-specific value for a key, as `DispatchQueue.getSpecific(key:)` finds it.
  case specific(key: String)
  /// `addObserver(forName:object:queue:using:)`: from now on a post of the notification runs the
  /// block, on the operation queue if one is given, else on the posting thread.
  case observe(notification: Int, queue: Int?, code: Int)
  /// `removeObserver(_:)` of the observer `observe` added with the same notification, queue and
  /// block: from now on it hears no post (Apple's documented API; removing one that is not
  /// there does nothing).
  case unobserve(notification: Int, queue: Int?, code: Int)
  /// `NotificationCenter.post`: calls each observer in turn and returns when all have run.
  case post(notification: Int)
  /// `beginBackgroundTask(expirationHandler:)`: the handler runs on main if the task has not
  /// ended when its time is up.
  case beginTask(task: Int, expiresIn: Int, handler: Int)
  /// `endBackgroundTask(_:)`.
  case endTask(task: Int)

  /// A dispatch queue or an operation queue.
  package enum Target: Hashable, Codable, Sendable {
    case queue(Int)
    case opqueue(Int)

    /// Whether it is an operation queue, whose operations start with no registers.
    var isOperationQueue: Bool {
      if case .opqueue = self { return true }
      return false
    }
  }
}

/// `r == 0`, `r1 < r2+1`: two expressions compared.
package struct Condition: Hashable, Codable, Sendable {
  enum Comparison: String, Hashable, Codable, Sendable, CaseIterable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  }

  var left: Expression
  var comparison: Comparison
  var right: Expression

  package func holds(registers: [Int]) -> Bool {
    let a = left.value(registers: registers)
    let b = right.value(registers: registers)
    switch comparison {
    case .equal: return a == b
    case .notEqual: return a != b
    case .less: return a < b
    case .lessOrEqual: return a <= b
    case .greater: return a > b
    case .greaterOrEqual: return a >= b
    }
  }
}

/// `r+1`, `r1 + r2 - 3`: integers and registers joined by `+` and `-`.
package struct Expression: Hashable, Codable, Sendable {
  enum Operand: Hashable, Codable, Sendable {
    case literal(Int)
    case register(Int)
  }

  /// Each operand with its sign: `true` adds it.
  var terms: [(adds: Bool, operand: Operand)] {
    get { zip(signs, operands).map { ($0, $1) } }
    set {
      signs = newValue.map(\.adds)
      operands = newValue.map(\.operand)
    }
  }

  private var signs: [Bool] = []
  private var operands: [Operand] = []

  init(_ terms: [(adds: Bool, operand: Operand)]) { self.terms = terms }

  package func value(registers: [Int]) -> Int {
    var total = 0
    for (adds, operand) in terms {
      let value: Int
      switch operand {
      case .literal(let number): value = number
      case .register(let index): value = index < registers.count ? registers[index] : 0
      }
      total = adds ? total &+ value : total &- value
    }
    return total
  }

  var registers: [Int] {
    operands.compactMap {
      if case .register(let index) = $0 { return index }
      return nil
    }
  }
}
