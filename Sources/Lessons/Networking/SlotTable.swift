/// Values found by name, each in a slot numbered in the order it was made: the world's tasks
/// and its sessions.
///
/// A slot names its value for good, so the network's events and the posted callbacks carry
/// their task's slot, and a task its session's, and a step reaches either by index instead of
/// hashing a name. A value taken out (a background session whose transfers a new one adopted;
/// a task is never taken out) leaves its slot empty: no other value's slot moves.
struct SlotTable<Value: Equatable & Sendable>: Sendable {
  /// The values in the order they were made, those taken out too.
  private var slotted: [Value] = []
  /// Whether each slot's value has been taken out.
  private var isOut: [Bool] = []
  private var takenOut = 0
  private var slots: [String: Int] = [:]

  /// How many slots there are: the slots run from 0 to one before it.
  var count: Int { slotted.count }
  var isEmpty: Bool { slots.isEmpty }

  /// The values there are, in the order they were made.
  var values: [Value] { takenOut == 0 ? slotted : slotted.indices.filter { !isOut[$0] }.map { slotted[$0] } }

  /// The slot of the value called `name`, nil when there is none.
  func slot(of name: String) -> Int? { slots[name] }

  /// Whether `slot` holds a value.
  func holds(slot: Int) -> Bool { slot >= 0 && slot < slotted.count && !isOut[slot] }

  /// The value called `name`, nil when there is none; setting nil takes it out.
  subscript(name: String) -> Value? {
    get { slots[name].map { slotted[$0] } }
    set {
      if let slot = slots[name] {
        if let newValue {
          slotted[slot] = newValue
        } else {
          isOut[slot] = true
          takenOut += 1
          slots[name] = nil
        }
      } else if let newValue {
        slots[name] = slotted.count
        slotted.append(newValue)
        isOut.append(false)
      }
    }
  }

  /// The value in `slot`, read or changed where it is; the slot must hold one (`holds`).
  ///
  /// A read is addressed where the value lies, so reading one field of a task copies that
  /// field alone (an array's own subscript hands out a copy of the whole element, retaining
  /// every string and array in it). The address is used only while this table is being read,
  /// and nothing can change the array's storage during such an access.
  subscript(slot slot: Int) -> Value {
    unsafeAddress {
      precondition(slotted.indices.contains(slot), "slot \(slot) is out of range")
      return slotted.withUnsafeBufferPointer { UnsafePointer($0.baseAddress! + slot) }
    }
    _modify { yield &slotted[slot] }
  }

  /// Reads or changes the value called `name` where it is, nil when there is none.
  ///
  /// Reading a value out copies all of it (it retains every string and array it holds); `body`
  /// gets it in place instead, so a step that looks at one field, or changes one, pays for
  /// that field alone.
  mutating func inPlace<Result>(_ name: String, _ body: (inout Value) throws -> Result) rethrows -> Result? {
    guard let slot = slots[name] else { return nil }
    return try body(&slotted[slot])
  }
}

extension SlotTable: Equatable {
  /// The same values under the same names, whatever slots they are in.
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.slots.count == rhs.slots.count else { return false }
    return lhs.slots.keys.allSatisfy { lhs[$0] == rhs[$0] }
  }
}

/// The world's tasks by name and slot.
typealias TaskTable = SlotTable<SessionTask>

/// The world's sessions by name and slot.
typealias SessionTable = SlotTable<URLSessionModel>
