/// The world's tasks, each in a slot numbered in the order it was made, and found by name.
///
/// A task is never taken out again (a completed one stays to be inspected), so a slot names
/// its task for good: the network's events and the posted callbacks carry the slot, and a
/// step reaches its task by index instead of hashing its name.
struct TaskTable: Sendable {
  /// The tasks in the order they were made.
  private(set) var values: [SessionTask] = []
  private var slots: [String: Int] = [:]

  var count: Int { values.count }
  var isEmpty: Bool { values.isEmpty }

  /// The slot of the task called `name`, nil when there is none.
  func slot(of name: String) -> Int? { slots[name] }

  /// The task called `name`, nil when there is none.
  ///
  /// Setting one that is not there adds it in the next slot; a task is never removed, so
  /// setting nil is a mistake of the model's.
  subscript(name: String) -> SessionTask? {
    get { slots[name].map { values[$0] } }
    set {
      guard let newValue else { preconditionFailure("a task is never removed: \(name)") }
      if let slot = slots[name] {
        values[slot] = newValue
      } else {
        slots[name] = values.count
        values.append(newValue)
      }
    }
  }

  /// The task in `slot`, read or changed where it is.
  subscript(slot slot: Int) -> SessionTask {
    get { values[slot] }
    _modify { yield &values[slot] }
  }

  /// Reads or changes the task called `name` where it is, nil when there is none.
  ///
  /// Reading a task out copies all of it (it retains every string and array it holds); `body`
  /// gets it in place instead, so a step that looks at one field of a task, or changes one,
  /// pays for that field alone.
  mutating func inPlace<Result>(_ name: String, _ body: (inout SessionTask) throws -> Result) rethrows -> Result? {
    guard let slot = slots[name] else { return nil }
    return try body(&values[slot])
  }
}

extension TaskTable: Equatable {
  /// The same tasks under the same names, whatever order they were made in.
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.values.count == rhs.values.count else { return false }
    return lhs.values.allSatisfy { task in rhs[task.name] == task }
  }
}
