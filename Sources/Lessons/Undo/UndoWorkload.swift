/// The workload `make bench` times for the undo chapter, kept in this module so the generic
/// model is specialised as the chapter itself uses it.
public enum UndoWorkload {
  /// Times `count` registrations, then undoing and redoing them all, two ways.
  ///
  /// On the manager model (event groups, routing, the recording group of each undo and redo)
  /// and on two plain Swift arrays of the same actions doing the same work by hand. Returns
  /// the time each took.
  public static func roundTrip(count: Int) -> (model: Duration, arrays: Duration) {
    let clock = ContinuousClock()
    // The model: each change registers its inverse in an event group that the end of the event
    // closes; undo and redo perform each group's action, which registers the inverse again.
    var stacks = UndoStacks<UndoCall>()
    var value = 0.0
    func perform(_ call: UndoCall) {
      guard case .setValue(let target, let new, let style) = call else { return }
      _ = try? stacks.register(.setValue(target: target, value, style))
      value = new
    }
    let modelStart = clock.now
    for index in 1...count {
      perform(.setValue(target: "b", Double(index), .target))
      stacks.endOfEvent()
    }
    for redo in [false, true] {
      while let group = try? stacks.beginUndo(redo: redo) {
        for call in group.actions.reversed() { perform(call) }
        stacks.finishUndo()
      }
      precondition(value == (redo ? Double(count) : 0), "the model lost a change")
    }
    let model = clock.now - modelStart

    // The peer: the same actions on two plain arrays, one action a step.
    var undoCalls: [UndoCall] = []
    var redoCalls: [UndoCall] = []
    var plain = 0.0
    let arraysStart = clock.now
    for index in 1...count {
      undoCalls.append(.setValue(target: "b", plain, .target))
      redoCalls.removeAll(keepingCapacity: true)
      plain = Double(index)
    }
    while let call = undoCalls.popLast() {
      guard case .setValue(let target, let old, let style) = call else { continue }
      redoCalls.append(.setValue(target: target, plain, style))
      plain = old
    }
    precondition(plain == 0)
    while let call = redoCalls.popLast() {
      guard case .setValue(let target, let new, let style) = call else { continue }
      undoCalls.append(.setValue(target: target, plain, style))
      plain = new
    }
    precondition(plain == Double(count))
    return (model, clock.now - arraysStart)
  }
}
