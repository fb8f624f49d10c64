/// The running function's local variables, as a stepped statement shows them: Python Tutor's
/// frame, a line under the statement with the locals it set (`in f: i = 1, total = 1`), or a
/// call's parameters as it begins.
extension SwiftMachine {
  /// The running thread's innermost frame and its named locals' values, read before and after
  /// a step.
  struct FrameLocals: Equatable {
    var thread: Int
    var depth: Int
    var function: Int
    var base: Int
    /// Each named local's value (a captured one's is its box's), nil for a hidden one.
    var values: [SwiftValue?]

    /// Whether `other` was read in the same call of the same function.
    func isFrame(of other: FrameLocals) -> Bool {
      (thread, depth, function, base) == (other.thread, other.depth, other.function, other.base)
    }
  }

  /// The running frame's locals now; nil when nothing runs.
  func frameLocals() -> FrameLocals? {
    guard let frame = frames.last else { return nil }
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
    return FrameLocals(thread: current, depth: frames.count, function: frame.function, base: frame.base, values: values)
  }

  /// What a step did to the running frame's locals, from `before` (the frame as the step began)
  /// to now: the locals it set, or the parameters of a call it began; nil when it set none.
  func localsLine(since before: FrameLocals?) -> String? {
    guard let after = frameLocals() else { return nil }
    let names = program.functions[after.function].localNames
    let sameFrame = before.map { $0.isFrame(of: after) } ?? false
    let began = before.map { after.thread == $0.thread && after.depth > $0.depth } ?? false
    var shown: [String] = []
    for (slot, value) in after.values.enumerated() {
      guard let value, Self.isDeclared(value) else { continue }
      if sameFrame {
        // A local the step set: one it declared, or one whose value it changed.
        if before?.values[slot] == value { continue }
      } else if !began || slot >= program.functions[after.function].parameters {
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
