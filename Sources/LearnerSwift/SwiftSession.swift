import Lessons

/// What the learner's Swift holds in one chapter: the machine of the latest block (its globals
/// are the chapter's Swift objects), the block's lines for the step notes, and how much of what
/// it printed has been shown.
public struct SwiftSession: Equatable, Sendable {
  var machine: SwiftMachine
  /// Every block that compiled in this chapter, the one running last: a new block is compiled
  /// after them, so it sees what they declared.
  var blocks: [String] = []
  /// The compiler as the blocks left it: the next block compiles on from it.
  var compiled = CompiledBlocks()
  /// The block's source, a line each, for the step notes.
  var lines: [String]
  /// How much of the machine's transcript the steps so far have shown, in bytes.
  var shown = 0
  /// Whether the block still has statements to run (a trap ends it early).
  var isRunning = true

  /// The learner's top-level names whose declaration never ran to its value.
  ///
  /// A trap stopped the block before it (`let m = w.frob()`). A later block cannot see them,
  /// as Swift's own top level could not, rather than read an empty value.
  var unsetNames: Set<String> {
    var names: Set<String> = []
    for (slot, name) in machine.program.globals.enumerated()
    where machine.globals.indices.contains(slot) && machine.globals[slot] == .void && !name.contains(".")
      && !name.hasPrefix(" ")
    {
      names.insert(name)
    }
    // A name declared again later, and given its value, is that later one's.
    for (slot, name) in machine.program.globals.enumerated()
    where machine.globals.indices.contains(slot) && machine.globals[slot] != .void {
      names.remove(name)
    }
    return names
  }
  /// The chapter's object names in scope when the blocks compiled: a later block may still
  /// name one the chapter has since let go of, until it uses it.
  var hostNames: Set<String> = []
  /// The closures and values of the learner's own handed to the chapter, by handle number:
  /// the machine keeps them, as the chapter's references keep what they reach alive.
  var handles: [SwiftValue] {
    get { machine.keptByChapter }
    set { machine.keptByChapter = newValue }
  }
  /// The top-level variables and objects' properties shared with the chapter's model (a
  /// closure sent to the threading chapter's queues used them), by the model's name, with
  /// where Swift keeps each: the model's value is the true one, copied in before each
  /// statement and after each use of the chapter, and a write of Swift's copied out before
  /// each use and after each statement.
  var shared: [String: SharedPlace] = [:]

  /// Where Swift keeps a value the model shares.
  enum SharedPlace: Equatable, Sendable {
    /// A top-level variable, by its global slot.
    case global(Int)
    /// A stored property of an object, by its heap cell and field: `c.count` is the model's
    /// `c_count`.
    case field(cell: Int, index: Int)
    /// A stored property of the struct a top-level variable holds, by its global slot and field:
    /// `p.x` is the model's `p_x`.
    case globalField(slot: Int, index: Int)
  }

  /// The most instructions one block may run (some four million statements, a loop of a
  /// million turns): an endless loop stops with a message in a fraction of a second, rather
  /// than holding the shell.
  static let instructionLimit = 20_000_000

  init(machine: SwiftMachine, blocks: [String]) {
    self.machine = machine
    self.machine.limit = Self.instructionLimit
    self.blocks = blocks
    lines = (blocks.last ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Keeps `value` for the chapter, which holds it by the handle returned.
  ///
  /// The same value handed again (the same object, the same closure) keeps its handle.
  mutating func keep(_ value: SwiftValue) -> SwiftHandle {
    let id = handles.firstIndex(of: value) ?? handles.count
    if id == handles.count { handles.append(value) }
    return SwiftHandle(id: id, text: machine.describe(value))
  }

  /// The global slot the name `name` has now (a later block's declaration shadows an earlier one).
  func globalSlot(_ name: String) -> Int? {
    machine.program.globals.lastIndex(of: name)
  }

  /// Copies the model's values of the shared variables into their globals.
  ///
  /// A variable the model no longer has (a `load` started it afresh) is shared no more.
  mutating func pull(_ values: [String: Int]) {
    shared = shared.filter { values[$0.key] != nil }
    for (name, place) in shared {
      guard let value = values[name] else { continue }
      if case .global(let slot) = place {
        machine.globals[slot] = .int(value)
      } else if let found = container(of: place) {
        var fields = found.fields
        fields[found.index] = .int(value)
        replace(fields, of: place)
      }
    }
  }

  /// The stored properties of the object or struct a property place is in, and the place's
  /// index among them; nil for a top-level variable, or when the container is gone.
  private func container(of place: SharedPlace) -> (fields: [SwiftValue], index: Int)? {
    switch place {
    case .global: return nil
    case .field(let cell, let index):
      guard machine.heap.indices.contains(cell), case .instance(_, let fields) = machine.heap[cell],
        fields.indices.contains(index)
      else { return nil }
      return (fields, index)
    case .globalField(let slot, let index):
      guard machine.globals.indices.contains(slot), case .structValue(_, let fields) = machine.globals[slot],
        fields.indices.contains(index)
      else { return nil }
      return (fields, index)
    }
  }

  /// Puts back the stored properties of the object or struct a property place is in.
  private mutating func replace(_ fields: [SwiftValue], of place: SharedPlace) {
    switch place {
    case .global: break
    case .field(let cell, _):
      if case .instance(let type, _) = machine.heap[cell] { machine.heap[cell] = .instance(type: type, fields: fields) }
    case .globalField(let slot, _):
      if case .structValue(let type, _) = machine.globals[slot] {
        machine.globals[slot] = .structValue(type: type, fields: fields)
      }
    }
  }

  /// The shared variables whose globals Swift has changed since the model's values were copied
  /// in, with Swift's values.
  func written(_ values: [String: Int]) -> [(name: String, value: Int)] {
    shared.keys.sorted().compactMap { name in
      guard let place = shared[name], case .int(let value)? = self.value(at: place), values[name] != value else { return nil }
      return (name, value)
    }
  }

  /// What Swift holds at `place`, nil when it is gone.
  private func value(at place: SharedPlace) -> SwiftValue? {
    if case .global(let slot) = place { return machine.globals.indices.contains(slot) ? machine.globals[slot] : nil }
    return container(of: place).map { $0.fields[$0.index] }
  }

  /// Where Swift keeps the value the model calls `name`: a top-level variable of that name, or
  /// the property of a top-level object or struct that `name` joins to it with `_` (`c_count`).
  func place(of name: String) -> SharedPlace? {
    if let slot = globalSlot(name) { return .global(slot) }
    for split in name.indices where name[split] == "_" && split > name.startIndex {
      let field = String(name[name.index(after: split)...])
      guard let slot = globalSlot(String(name[..<split])) else { continue }
      if case .structValue(let type, _) = machine.globals[slot],
        let index = machine.program.types[type].fields.firstIndex(of: field)
      {
        return .globalField(slot: slot, index: index)
      }
      guard case .object(let cell) = machine.globals[slot], machine.heap.indices.contains(cell),
        case .instance(let type, _) = machine.heap[cell], let index = machine.program.types[type].fields.firstIndex(of: field)
      else { continue }
      return .field(cell: cell, index: index)
    }
    return nil
  }

  /// The text of source line `line` (from 1), trimmed.
  func text(ofLine line: Int) -> String {
    guard lines.indices.contains(line - 1) else { return "" }
    return String(lines[line - 1].trimmedBlanks)
  }

  /// The top-level names declared so far, each with its value once its declaration has run.
  ///
  /// A name a later block declared again is that block's (the earlier one is shadowed); the
  /// names a type's static properties make (`Type.name`) are not objects.
  var objects: [InspectField] {
    var latest: [String: Int] = [:]
    for (slot, name) in machine.program.globals.enumerated() where !name.contains(".") && shared[name] == nil {
      latest[name] = slot
    }
    return latest.keys.sorted { latest[$0]! < latest[$1]! }.compactMap { name in
      let value = machine.globals[latest[name]!]
      if case .void = value { return nil }
      return InspectField(name, inspect(value))
    }
  }

  /// The most values (see `SwiftValue.holdsMore(than:)`) `show` and `inspect` write of one.
  static let shownValues = 10_000

  /// What `show` says of a value that holds more than `shownValues`.
  static func tooBigToShow(_ value: SwiftValue) -> String {
    let count: Int? =
      switch value {
      case .array(let items): items.count
      case .dictionary(let dictionary): dictionary.keys.count
      default: nil
      }
    return (count.map { "\($0) elements" } ?? "a value") + ": more than the \(shownValues) values show writes"
  }

  /// A value as `show` and `inspect` see it, and predicates compare it: numbers as the
  /// Workbench prints every number (DESIGN §3: `9.0` shows as `9`), text, lists, tuples, and a
  /// struct's or an object's properties by name; an optional as its value or nil.
  func inspect(_ value: SwiftValue, depth: Int = 0) -> InspectValue {
    // A value too big to read on a terminal is said to be so, without walking all of it.
    if value.holdsMore(than: Self.shownValues) { return .text(Self.tooBigToShow(value)) }
    // A graph of objects may hold itself: past a few levels, a value is its description.
    guard depth < 6 else { return .text(machine.describe(value)) }
    func fields(_ names: [String], _ values: [SwiftValue]) -> [InspectField] {
      zip(names, values).map { InspectField($0, inspect($1, depth: depth + 1)) }
    }
    switch value {
    case .void, .null: return .none
    // Past 2^53 a Double holds an Int only roughly: its digits are shown as they are.
    case .int(let number) where number.magnitude > 1 << 53: return .text(String(number))
    case .int(let number): return .number(Double(number), places: 0)
    case .double(let number): return .number(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .text(text)
    case .some(let inner): return inspect(inner, depth: depth)
    case .array(let items): return .list(items.map { inspect($0, depth: depth + 1) })
    case .tuple(let items, let labels):
      return .tuple(fields(labels ?? items.indices.map { ".\($0)" }, items))
    case .dictionary(let dictionary):
      return .record(machine.describe(value), fields(dictionary.keys.map { machine.describe($0) }, dictionary.values))
    case .structValue(let type, let values):
      return .record(machine.describe(value), fields(machine.program.types[type].fields, values))
    case .object(let cell):
      guard machine.heap.indices.contains(cell), case .instance(let type, let values) = machine.heap[cell] else {
        return .text(machine.describe(value))
      }
      return .object(summary: machine.describe(value), fields: fields(machine.program.types[type].fields, values))
    case .host(_, let name): return .reference(name)
    case .described(_, let text): return .text(text)
    case .member(let name): return .text(name)
    case .optionSet: return .text(machine.describe(value))
    case .range, .enumValue, .function, .closure, .box, .unretained: return .text(machine.describe(value))
    }
  }
}
