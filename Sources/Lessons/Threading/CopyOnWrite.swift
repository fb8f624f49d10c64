/// A value kept behind one shared reference and copied only when written while shared.
///
/// Copying a struct retains each of its arrays; a value behind this wrapper costs one retain
/// however many arrays it holds. The explorer copies the machine at every choice, and most
/// steps leave its queues, timers and operations alone.
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
  // @unchecked: the box is written only when this wrapper holds the sole reference to it, so
  // no two values ever share a box that changes, as with the standard library's arrays.
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ value: Value) { box = Box(value) }

  var value: Value {
    // Read in place: a read retains nothing it does not keep.
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }
  func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
