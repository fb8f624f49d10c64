/// A variable's storage let go of while a mutating builtin changes its value.
///
/// `a.append(x)` and `a[i] = x` load `a`, change the value and store it back. While the
/// variable still holds its copy, the value shares its elements with it, and Swift's
/// copy-on-write copies them whole at every change: a loop of appends would take time in the
/// square of its length. The instruction that changes the value names the variable it came
/// from (`SwiftProgram.Place`), and the machine empties the variable first, so the value is the
/// only holder of its elements and changes in place; the store that follows puts it back. The
/// same holds for a stored property of a struct or class instance a variable holds
/// (`m.items.append(x)`, `items.append(x)` in a method).
extension SwiftMachine {
  /// Empties the variable at `place` when nothing can look at it before the value is stored
  /// back (no other thread of the learner's code has work); returns the place emptied, or nil.
  ///
  /// A property is emptied only when it is a stored one without a `didSet`: the store back
  /// calls the observer with the old value, which must still be there.
  mutating func letGo(_ place: SwiftProgram.Place, base: Int) -> SwiftProgram.Place? {
    guard place != .none, isAlone else { return nil }
    var emptied = SwiftValue.void
    return trade(&emptied, at: place, base: base) ? place : nil
  }

  /// Puts a value back into the variable `letGo` emptied: the change failed, and the variable
  /// keeps what it held.
  mutating func putBack(_ value: SwiftValue, into place: SwiftProgram.Place, base: Int) {
    var value = value
    _ = trade(&value, at: place, base: base)
  }

  /// Trades `value` with what the variable or property at `place` holds; false, with nothing
  /// traded, when there is no such variable or stored property (or it has a `didSet`).
  private mutating func trade(_ value: inout SwiftValue, at place: SwiftProgram.Place, base: Int) -> Bool {
    switch place {
    case .none:
      return false
    case .local(let slot):
      swap(&value, &locals[base + slot])
    case .global(let slot):
      swap(&value, &globals[slot])
    case .box(let slot):
      guard case .box(let cell) = locals[base + slot], case .box(let name, _) = heap[cell] else { return false }
      var inside = Self.takeBoxed(&heap[cell])
      swap(&value, &inside)
      heap[cell] = .box(name: name, value: inside)
    case .localMember(let slot, let name):
      if case .object(let cell) = locals[base + slot] { return trade(&value, inObject: cell, name) }
      return Self.trade(&value, inStruct: &locals[base + slot], name, program)
    case .globalMember(let slot, let name):
      if case .object(let cell) = globals[slot] { return trade(&value, inObject: cell, name) }
      return Self.trade(&value, inStruct: &globals[slot], name, program)
    }
    return true
  }

  /// Trades `value` with the stored property `name` of the class instance in heap cell `cell`.
  private mutating func trade(_ value: inout SwiftValue, inObject cell: Int, _ name: Int) -> Bool {
    guard case .instance(let type, _) = heap[cell], let field = Self.plainField(name, of: type, program) else { return false }
    var fields = Self.takeFields(&heap[cell])
    swap(&value, &fields[field])
    heap[cell] = .instance(type: type, fields: fields)
    return true
  }

  /// Trades `value` with the stored property `name` of the struct value `root` holds.
  private static func trade(
    _ value: inout SwiftValue, inStruct root: inout SwiftValue, _ name: Int, _ program: SwiftProgram
  ) -> Bool {
    guard case .structValue(let type, _) = root, let field = plainField(name, of: type, program) else { return false }
    var moved = SwiftValue.void
    swap(&moved, &root)
    guard case .structValue(_, var fields) = consume moved else { return false }
    swap(&value, &fields[field])
    root = .structValue(type: type, fields: fields)
    return true
  }

  /// The slot of the stored property `name` of `type`, when it has no observer.
  private static func plainField(_ name: Int, of type: Int, _ program: SwiftProgram) -> Int? {
    guard let field = program.types[type].fieldIndex[name], program.types[type].didSets[field] == nil,
      program.types[type].willSets[field] == nil
    else { return nil }
    return field
  }

  /// An instance's fields, moved out of its cell (left an empty box): the cell keeps no share.
  private static func takeFields(_ cell: inout Cell) -> [SwiftValue] {
    var moved = Cell.box(name: 0, value: .void)
    swap(&moved, &cell)
    guard case .instance(_, let fields) = consume moved else { return [] }
    return fields
  }

  /// A box's value, moved out of its cell (left an empty box).
  private static func takeBoxed(_ cell: inout Cell) -> SwiftValue {
    var moved = Cell.box(name: 0, value: .void)
    swap(&moved, &cell)
    guard case .box(_, let value) = consume moved else { return .void }
    return value
  }

  /// Whether the running thread is the only one with work: no other can step in between an
  /// instruction and the next.
  var isAlone: Bool { threads.indices.allSatisfy { $0 == current || isFinished(thread: $0) } }

  /// `[container, value, index]` → the container with the element set, the container's
  /// variable (`releasing`) let go of meanwhile.
  mutating func subscriptSet(line at: Int, releasing place: SwiftProgram.Place, base: Int) throws(SwiftRunError) {
    let index = pop()
    let value = try shallow([pop()])[0]
    var container = pop()
    let emptied = letGo(place, base: base)
    let (storage, sizeBefore) = (SwiftMemoryLimit.storage(of: container), SwiftMemoryLimit.size(of: container))
    do {
      try SwiftBuiltins.set(&container, at: index, to: value, line: at)
    } catch {
      if let emptied { putBack(container, into: emptied, base: base) }
      throw error
    }
    stack.append(container)
    try memory.wrote(container, storedAt: storage, sizeBefore: sizeBefore, line: at)
  }
}
