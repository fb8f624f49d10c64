/// What Swift's automatic reference counting has freed, for `weak` and `unowned` references
/// (stored properties, a closure's capture list): an object lives while something keeps it,
/// and a weak reference to it reads nil once nothing does.
///
/// The machine keeps every object in its heap; which ones reference counting would have freed
/// is worked out when a weak or unowned property is read. An object lives while a variable, a
/// value being worked on, a closure's capture or the chapter (a handler it holds) reaches it
/// through strong references. Reference counting frees more than that alone: an object that
/// only other freed objects kept is freed with them. Objects that keep each other in a cycle
/// never are, nor what they keep, unreachable as they may be (the leak a strong cycle makes,
/// which `weak` is for).
extension SwiftMachine {
  /// `value` as a reference that holds it `ownership` reads it: a weak one's object that
  /// reference counting has freed is nil, and an unowned one's stops the run.
  func held(_ value: SwiftValue, _ ownership: SwiftProgram.Ownership?, line at: Int) throws(SwiftRunError) -> SwiftValue {
    guard let ownership else { return value }
    let cell: Int
    switch value {
    case .object(let object), .some(.object(let object)): cell = object
    default: return value
    }
    guard freedCells()[cell] else { return value }
    switch ownership {
    case .weak: return .null
    case .unowned:
      throw SwiftRunError(
        line: at, "Fatal error: Attempted to read an unowned reference but the object was already destroyed")
    }
  }

  /// Which heap cells reference counting has freed, by cell.
  func freedCells() -> [Bool] {
    var reached = [Bool](repeating: false, count: heap.count)
    var work: [Int] = []
    func reach(_ value: SwiftValue) {
      strongCells(in: value) { cell in
        guard !reached[cell] else { return }
        reached[cell] = true
        work.append(cell)
      }
    }
    // A compiler's temporary slot keeps what an earlier statement left in it, which Swift
    // would have let go of as the statement ended: only variables and the values being worked
    // on keep objects.
    func reach(locals: [SwiftValue], of frames: [Frame]) {
      for (index, frame) in frames.enumerated() {
        let end = index + 1 < frames.count ? frames[index + 1].base : locals.count
        let names = program.functions[frame.function].localNames
        for slot in frame.base..<max(frame.base, end)
        where names.indices.contains(slot - frame.base) ? names[slot - frame.base] != SwiftProgram.temporaryName : true {
          reach(locals[slot])
        }
      }
    }
    for value in globals { reach(value) }
    for value in stack { reach(value) }
    reach(locals: locals, of: frames)
    for thread in threads {
      for value in thread.stack { reach(value) }
      reach(locals: thread.locals, of: thread.frames)
    }
    for value in thrownWriteBack { reach(value) }
    if let thrown { reach(thrown.value) }
    for value in keptByChapter { reach(value) }
    while let cell = work.popLast() { cellContents(cell) { reach($0) } }
    // What nothing reached is freed, unless a strong cycle keeps it: a cell that only freed
    // cells keep is freed in turn, and what is left keeps itself.
    var keptBy = [Int](repeating: 0, count: heap.count)
    for cell in heap.indices where !reached[cell] {
      cellContents(cell) { value in strongCells(in: value) { keptBy[$0] += 1 } }
    }
    var freed = [Bool](repeating: false, count: heap.count)
    work = heap.indices.filter { !reached[$0] && keptBy[$0] == 0 }
    while let cell = work.popLast() {
      freed[cell] = true
      cellContents(cell) { value in
        strongCells(in: value) { kept in
          keptBy[kept] -= 1
          if keptBy[kept] == 0, !reached[kept] { work.append(kept) }
        }
      }
    }
    return freed
  }

  /// Calls `body` with each value a heap cell holds strongly: an instance's stored properties
  /// but its weak and unowned ones, a box's value.
  private func cellContents(_ cell: Int, _ body: (SwiftValue) -> Void) {
    switch heap[cell] {
    case .instance(let type, let fields):
      let unretained = program.types[type].unretained
      for (index, field) in fields.enumerated() where unretained[index] == nil { body(field) }
    case .box(_, let value): body(value)
    }
  }

  /// Calls `body` with each heap cell `value` references strongly, however deep in it.
  private func strongCells(in value: SwiftValue, _ body: (Int) -> Void) {
    switch value {
    case .object(let cell), .box(let cell): body(cell)
    case .some(let wrapped): strongCells(in: wrapped, body)
    case .array(let items), .tuple(let items, _), .enumValue(_, _, let items), .closure(_, let items):
      for item in items { strongCells(in: item, body) }
    case .structValue(let type, let fields):
      let unretained = program.types[type].unretained
      for (index, field) in fields.enumerated() where unretained[index] == nil { strongCells(in: field, body) }
    case .dictionary(let dictionary):
      for key in dictionary.keys { strongCells(in: key, body) }
      for item in dictionary.values { strongCells(in: item, body) }
    default: break
    }
  }
}
