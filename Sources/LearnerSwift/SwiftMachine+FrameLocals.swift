/// The running function's local variables, as a stepped statement shows them: Python Tutor's
/// frame, a line under the statement with the locals it set (`in f: i = 1, total = 1`), or a
/// call's parameters as it begins.
extension SwiftMachine {
  /// One call's named locals, read before and after a step.
  struct FrameLocals: Equatable {
    /// The thread whose frame it is.
    var thread: Int
    /// The call, as the frame numbers it (`Frame.call`).
    var call: Int
    /// The function called.
    var function: Int
    /// Each named local's value (a captured one's is its box's), nil for a hidden one.
    var values: [SwiftValue?]

    /// Whether `other` was read in the same call.
    func isFrame(of other: FrameLocals) -> Bool {
      (thread, call, function) == (other.thread, other.call, other.function)
    }
  }

  /// The running call's locals and its caller's, as a step begins: the step may set either's.
  func framesLocals() -> (running: FrameLocals?, caller: FrameLocals?) {
    (frameLocals(at: frames.count - 1), frameLocals(at: frames.count - 2))
  }

  /// The locals of the frame at `depth` (0 the outermost); nil when there is none.
  func frameLocals(at depth: Int) -> FrameLocals? {
    guard frames.indices.contains(depth) else { return nil }
    let frame = frames[depth]
    let names = program.functions[frame.function].localNames
    var values: [SwiftValue?] = []
    values.reserveCapacity(names.count)
    for (slot, name) in names.enumerated() {
      let place = frame.base + slot
      guard Self.isShown(name), locals.indices.contains(place) else {
        values.append(nil)
        continue
      }
      values.append(unboxed(locals[place]))
    }
    return FrameLocals(thread: current, call: frame.call, function: frame.function, values: values)
  }

  /// What a step did to the running call's locals, from `before` (the running call and its
  /// caller as the step began) to now: the locals it set in the call it ends in (the same, or
  /// the caller it returned to), or the parameters of a call it began; nil when it set none.
  func localsLine(since before: (running: FrameLocals?, caller: FrameLocals?)) -> String? {
    guard let after = frameLocals(at: frames.count - 1) else { return nil }
    let names = program.functions[after.function].localNames
    let earlier = [before.running, before.caller].compactMap { $0 }.first { $0.isFrame(of: after) }
    var shown: [String] = []
    for (slot, value) in after.values.enumerated() {
      guard let value, Self.isDeclared(value) else { continue }
      if let earlier {
        // A local the step set: one it declared, or one whose value it changed.
        if earlier.values[slot] == value { continue }
      } else if slot >= program.functions[after.function].parameters {
        // A call begins: its parameters, as it was handed them.
        continue
      }
      let text = value.holdsMore(than: SwiftSession.shownValues) ? SwiftSession.tooBigToShow(value) : describe(value)
      shown.append("\(names[slot]) = \(text)")
    }
    guard !shown.isEmpty else { return nil }
    let name = program.functions[after.function].name
    return (name == "main" ? "in the top-level code: " : "in \(name): ") + shown.joined(separator: ", ")
  }

  /// A local's value: a captured one's is in its box.
  private func unboxed(_ value: SwiftValue) -> SwiftValue {
    if case .box(let cell) = value, heap.indices.contains(cell), case .box(_, let boxed) = heap[cell] { return boxed }
    return value
  }

  /// Whether a local's name is the learner's: not a hidden slot of the compiler's, nor `self`.
  private static func isShown(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(" ") && name != "self" && name != "_"
  }

  /// Whether a slot holds a value the program gave it: a slot not yet declared holds the
  /// machine's placeholder.
  private static func isDeclared(_ value: SwiftValue) -> Bool {
    if case .void = value { return false }
    return true
  }
}
