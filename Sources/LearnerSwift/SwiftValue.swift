/// A value of the learner's Swift while it runs: the subset's types, each printed as Swift's
/// `print` prints it (`SwiftMachine.describe` adds the program's own types).
///
/// Class instances and captured variables live in the machine's heap and are referenced by
/// index here, so a machine, and every value in it, copies as a whole.
public enum SwiftValue: Hashable, Sendable {
  case void
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case array([SwiftValue])
  /// A tuple's elements and, when it has them, its labels (`(x: 1, y: 2)`).
  case tuple([SwiftValue], labels: [String]? = nil)
  /// A function of the program, by its index.
  case function(Int)
  /// `nil` of any optional type.
  case null
  /// An optional holding a value (`Optional(3)`).
  indirect case some(SwiftValue)
  /// A dictionary: its keys in insertion order (see `SwiftDictionary`).
  indirect case dictionary(SwiftDictionary)
  /// `lower..<upper` or `lower...upper`.
  indirect case range(lower: Int, upper: Int, closed: Bool)
  /// A struct's value: its type (an index into `SwiftProgram.types`) and its stored properties.
  case structValue(type: Int, fields: [SwiftValue])
  /// An enum's case, with its associated values.
  indirect case enumValue(type: Int, index: Int, payload: [SwiftValue])
  /// A class instance: the index of its cell in the machine's heap.
  case object(Int)
  /// A closure: its function and the heap boxes (or values) it captured, copied into its
  /// first locals after the parameters when it is called.
  case closure(function: Int, captures: [SwiftValue])
  /// A captured variable's box in the heap (only ever in a local slot, never printed).
  case box(Int)
  /// An object a closure's capture list holds `weak` or `unowned`, by its heap cell: it does
  /// not keep the object alive, and is read as the object, nil or a stop (only ever in a
  /// local slot or a closure's captures, never printed).
  case unretained(Int, SwiftProgram.Ownership)
  /// One of the chapter's live objects (a view, an undo manager), by its class as Swift
  /// spells it and its name: a reference, as a class instance is. Indirect, so a value stays
  /// as small as its other cases make it (the interpreter copies values at every step).
  indirect case host(type: String, name: String)
  /// A value of the frameworks' a chapter hands over that prints as its description: an error
  /// its model threw (`Must start with letter.`, a `StringValidationError`).
  indirect case described(type: String, text: String)
  /// An implicit member of the chapter's API (`.concurrent`, `.flexibleWidth`), handed to it by
  /// name: the chapter knows what it stands for.
  indirect case member(String)
  /// A value of one of the chapter's option sets (`UIView.AnimationOptions`): its type as Swift
  /// spells it and its raw value, worked as Swift's OptionSet works it (`SwiftOptionSets`).
  indirect case optionSet(type: String, raw: Int)

  /// The type's name as Swift writes it, for messages (the program's own types are named by
  /// `SwiftMachine.typeName`).
  public var typeName: String {
    switch self {
    case .void: "Void"
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .array(let items): "[\(items.first?.typeName ?? "Any")]"
    case .tuple(let items, _): "(" + items.map(\.typeName).joined(separator: ", ") + ")"
    case .function, .closure: "function"
    case .null: "Optional"
    case .some(let value): "Optional<\(value.typeName)>"
    case .dictionary: "Dictionary"
    case .range(_, _, let closed): closed ? "ClosedRange<Int>" : "Range<Int>"
    case .structValue: "struct"
    case .enumValue: "enum"
    case .object: "class"
    case .box: "box"
    case .unretained: "unretained"
    case .host(let type, _), .described(let type, _): type
    case .member(let name): "." + name
    case .optionSet(let type, _): type
    }
  }

  /// The value inside an optional, or the value itself.
  var unwrapped: SwiftValue? {
    switch self {
    case .null: nil
    case .some(let value): value
    default: self
    }
  }

  /// Whether values nest inside this one more than `limit` deep (arrays in arrays, enum cases
  /// in enum cases, closures capturing closures), looking at 10,000 of them at most.
  ///
  /// Swift frees and prints a nested value by recursion: the machine refuses to build one too
  /// deep for the stack, so that no program can crash the process.
  func nestsDeeper(than limit: Int) -> Bool {
    var budget = 10_000
    func depth(_ value: SwiftValue, _ level: Int) -> Bool {
      guard level < limit else { return true }
      budget -= 1
      guard budget > 0 else { return false }
      switch value {
      case .array(let items), .tuple(let items, _), .structValue(_, let items), .enumValue(_, _, let items),
        .closure(_, let items):
        // The last first: a value built by appending to itself nests deepest there.
        return items.reversed().contains { $0.isContainer && depth($0, level + 1) }
      case .some(let inner): return inner.isContainer && depth(inner, level + 1)
      case .dictionary(let dictionary): return dictionary.values.contains { $0.isContainer && depth($0, level + 1) }
      default: return false
      }
    }
    return isContainer && depth(self, 1)
  }

  /// Whether the value holds other values.
  var isContainer: Bool {
    switch self {
    case .array, .tuple, .structValue, .enumValue, .closure, .some, .dictionary: true
    default: false
    }
  }

  /// Whether the value is a String.
  var isString: Bool {
    if case .string = self { return true }
    return false
  }

  /// Whether the value is an optional (`nil` or `Optional(…)`).
  var isOptional: Bool {
    switch self {
    case .null, .some: true
    default: false
    }
  }
}

/// A dictionary of the learner's Swift, its keys kept in insertion order.
///
/// Swift leaves a dictionary's order unspecified (it changes from run to run); the Workbench
/// iterates and prints in insertion order, so a run is deterministic and repeatable. A lookup
/// hashes the key, so a dictionary a loop fills grows in time in step with its size.
public struct SwiftDictionary: Hashable, Sendable {
  public private(set) var keys: [SwiftValue] = []
  public private(set) var values: [SwiftValue] = []
  /// Where each key is in `keys`.
  ///
  /// A key is found by its hash, as Swift's Dictionary finds it, not by walking the keys. It
  /// follows from `keys`.
  private var positions: [SwiftValue: Int] = [:]

  /// The same keys with the same values, in whatever order they were added: Swift's
  /// dictionaries have none (`["a": 1, "b": 2] == ["b": 2, "a": 1]`).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.keys.count == rhs.keys.count else { return false }
    if lhs.keys == rhs.keys { return lhs.values == rhs.values }
    return lhs.keys.indices.allSatisfy { rhs[lhs.keys[$0]] == lhs.values[$0] }
  }

  /// As `==` has it: of the pairs, whatever their order.
  public func hash(into hasher: inout Hasher) {
    var pairs = 0
    for index in keys.indices {
      var pair = Hasher()
      pair.combine(keys[index])
      pair.combine(values[index])
      pairs &+= pair.finalize()
    }
    hasher.combine(keys.count)
    hasher.combine(pairs)
  }

  subscript(key: SwiftValue) -> SwiftValue? {
    get { positions[key].map { values[$0] } }
    set {
      if let index = positions[key] {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
          positions[key] = nil
          // The keys after it have moved up one.
          for later in index..<keys.count { positions[keys[later]] = later }
        }
      } else if let newValue {
        positions[key] = keys.count
        keys.append(key)
        values.append(newValue)
      }
    }
  }
}

extension SwiftValue {
  /// Whether the value holds more than `limit` values, itself and every one inside it counted
  /// (a collection's elements, a struct's fields, an enum's payload, an optional's value); it
  /// looks at no more than `limit + 1` of them, however many it holds (an array may hold the
  /// same big array a million times, sharing its storage).
  func holdsMore(than limit: Int) -> Bool {
    var left = limit
    return !Self.fits(self, within: &left)
  }

  private static func fits(_ value: SwiftValue, within left: inout Int) -> Bool {
    left -= 1
    guard left >= 0 else { return false }
    switch value {
    case .array(let items), .tuple(let items, _), .structValue(_, let items), .enumValue(_, _, let items):
      for item in items where !fits(item, within: &left) { return false }
    case .some(let inner): return fits(inner, within: &left)
    case .dictionary(let dictionary):
      for index in dictionary.keys.indices {
        guard fits(dictionary.keys[index], within: &left), fits(dictionary.values[index], within: &left) else { return false }
      }
    default: break
    }
    return true
  }
}
