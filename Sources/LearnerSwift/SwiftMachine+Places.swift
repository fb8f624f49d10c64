/// A variable's storage let go of while a mutating builtin changes its value.
///
/// `a.append(x)` and `a[i] = x` load `a`, change the value and store it back. While the
/// variable still holds its copy, the value shares its elements with it, and Swift's
/// copy-on-write copies them whole at every change: a loop of appends would take time in the
/// square of its length. The instruction that changes the value names the variable it came
/// from (`SwiftProgram.Place`), and the machine empties the variable first, so the value is the
/// only holder of its elements and changes in place; the store that follows puts it back.
extension SwiftMachine {
  /// Empties the variable at `place` when nothing can look at it before the value is stored
  /// back (no other thread of the learner's code has work); returns the place emptied, or nil.
  mutating func letGo(_ place: SwiftProgram.Place, base: Int) -> SwiftProgram.Place? {
    guard place != .none, isAlone else { return nil }
    switch place {
    case .none: return nil
    case .local(let slot): locals[base + slot] = .void
    case .global(let slot): globals[slot] = .void
    case .box(let slot):
      guard case .box(let cell) = locals[base + slot], case .box(let name, _) = heap[cell] else { return nil }
      heap[cell] = .box(name: name, value: .void)
    }
    return place
  }

  /// Puts a value back into the variable `letGo` emptied: the change failed, and the variable
  /// keeps what it held.
  mutating func putBack(_ value: SwiftValue, into place: SwiftProgram.Place, base: Int) {
    switch place {
    case .none: break
    case .local(let slot): locals[base + slot] = value
    case .global(let slot): globals[slot] = value
    case .box(let slot):
      guard case .box(let cell) = locals[base + slot], case .box(let name, _) = heap[cell] else { return }
      heap[cell] = .box(name: name, value: value)
    }
  }

  /// Whether the running thread is the only one with work: no other can step in between an
  /// instruction and the next.
  var isAlone: Bool {
    for thread in threads.indices where thread != current && !threads[thread].frames.isEmpty { return false }
    return true
  }

  /// `[container, value, index]` → the container with the element set, the container's
  /// variable (`releasing`) let go of meanwhile.
  mutating func subscriptSet(line at: Int, releasing place: SwiftProgram.Place, base: Int) throws(SwiftRunError) {
    let index = pop()
    let value = try shallow([pop()])[0]
    var container = pop()
    let emptied = letGo(place, base: base)
    do {
      try SwiftBuiltins.set(&container, at: index, to: value, line: at)
    } catch {
      if let emptied { putBack(container, into: emptied, base: base) }
      throw error
    }
    stack.append(container)
  }
}
