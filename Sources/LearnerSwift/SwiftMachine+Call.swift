extension SwiftMachine {
  /// What a run was doing when a chapter called one of the learner's closures in the middle of
  /// it, put back when the closure returns.
  public struct Interrupted: Equatable, Sendable {
    var resumesStatement: Bool
    var hostRequest: SwiftHostRequest?
    var line: Int
    var stopDepth: Int?
    var depth: Int
  }

  /// Starts a call of `callee` (a closure or function the learner handed to a chapter) with
  /// `arguments`, on top of whatever the machine is doing; `step()` then runs its statements and
  /// returns once it has returned (`hasReturned`), and `endCall` takes its result.
  public mutating func beginCall(_ callee: SwiftValue, _ arguments: [SwiftValue]) throws(SwiftRunError) -> Interrupted {
    let saved = Interrupted(
      resumesStatement: resumesStatement, hostRequest: hostRequest, line: line, stopDepth: stopDepth, depth: frames.count + 1)
    hostRequest = nil
    resumesStatement = false
    stack += arguments
    try callValue(callee, arguments: arguments.count, line: line)
    stopDepth = saved.depth
    return saved
  }

  /// Whether the call `beginCall` started has returned.
  public func hasReturned(_ call: Interrupted) -> Bool { frames.count < call.depth }

  /// The call's result; the run it interrupted goes on as it was.
  public mutating func endCall(_ call: Interrupted) -> SwiftValue {
    let result = stack.popLast() ?? .void
    resumesStatement = call.resumesStatement
    hostRequest = call.hostRequest
    line = call.line
    stopDepth = call.stopDepth
    return result
  }
}
