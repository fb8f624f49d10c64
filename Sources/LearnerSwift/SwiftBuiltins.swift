import Glibc

/// The standard library's members and methods on the subset's built-in types (arrays, strings,
/// dictionaries, ranges, optionals); the ones that take closures are written in Swift, in
/// `SwiftPrelude`.
enum SwiftBuiltins {
  /// The selectors of the built-in methods that change their receiver.
  static let mutating: Set<String> = [
    "append(_:)", "append(contentsOf:)", "insert(_:at:)", "remove(at:)", "removeLast()", "removeFirst()", "removeAll()",
    "sort()", "removeValue(forKey:)", "updateValue(_:forKey:)", "toggle()", "popLast()", "shuffle()", "reverse()",
    "swapAt(_:_:)", "sort(by:)",
  ]

  /// The elements a `for in` walks, and the subscript of arrays, dictionaries and tuples.
  static func element(of base: SwiftValue, at index: SwiftValue, line: Int) throws(SwiftRunError) -> SwiftValue {
    switch (base, index) {
    case (.array(let items), .int(let position)):
      guard items.indices.contains(position) else { throw SwiftRunError(line: line, "Fatal error: Index out of range") }
      return items[position]
    case (.range(let lower, let upper, let closed), .int(let position)):
      guard position >= 0, position < rangeCount(lower, upper, closed) else {
        throw SwiftRunError(line: line, "Fatal error: Index out of range")
      }
      return .int(lower + position)
    case (.tuple(let items, _), .int(let position)) where items.indices.contains(position):
      return items[position]
    case (.dictionary(let dictionary), _):
      return dictionary[index].map { .some($0) } ?? .null
    case (.string(let text), .int(let position)):
      // The characters a `for in` walks.
      let characters = Array(text)
      guard characters.indices.contains(position) else { throw SwiftRunError(line: line, "Fatal error: Index out of range") }
      return .string(String(characters[position]))
    case (.array, .range):
      // Swift's slice keeps the array's indices (`a[1...2][0]` traps): not modelled.
      throw SwiftRunError(
        line: line, "an ArraySlice (an array subscripted with a range) is not in the Workbench's Swift subset yet")
    default:
      throw SwiftRunError(line: line, "cannot subscript a value of type '\(base.typeName)' with '\(index.typeName)'")
    }
  }

  /// `joined()` of an array: Strings into one String, arrays into one array (`[[1, 2], [3]]`
  /// into `[1, 2, 3]`), with the separator between each two; of anything else, Swift's error.
  static func joined(_ items: [SwiftValue], separator: SwiftValue?, line: Int) throws(SwiftRunError) -> SwiftValue {
    if items.allSatisfy(\.isString), separator.map(\.isString) ?? true {
      var parts: [String] = []
      for case .string(let text) in items { parts.append(text) }
      guard case .string(let between)? = separator else { return .string(parts.joined()) }
      return .string(parts.joined(separator: between))
    }
    if items.allSatisfy({ if case .array = $0 { true } else { false } }) {
      var joined: [SwiftValue] = []
      for (index, item) in items.enumerated() {
        if index > 0, let separator {
          guard case .array(let between) = separator else {
            throw SwiftRunError(line: line, "cannot join arrays with a separator of type '\(separator.typeName)'")
          }
          joined += between
        }
        if case .array(let elements) = item { joined += elements }
      }
      return .array(joined)
    }
    let odd = items.first { !$0.isString } ?? separator ?? .void
    throw SwiftRunError(
      line: line, "joined() takes Strings or arrays (and a separator of theirs), not a value of type '\(odd.typeName)'")
  }

  /// Sets `base[index]` where `base` is.
  ///
  /// An array's element or a dictionary's value (nil removes the key). On an error `base` is
  /// as it was. The elements are taken out of `base` while they change (`taken`), so a value
  /// that is the only holder of them changes in place rather than being copied whole.
  static func set(_ base: inout SwiftValue, at index: SwiftValue, to value: SwiftValue, line: Int) throws(SwiftRunError) {
    if case .array = base, case .int(let position) = index {
      guard let count = count(base), (0..<count).contains(position) else {
        throw SwiftRunError(line: line, "Fatal error: Index out of range")
      }
      var items = taken(&base).items
      items[position] = value
      base = .array(items)
    } else if case .dictionary = base {
      var dictionary = taken(&base).dictionary
      dictionary[index] = value.unwrapped
      base = .dictionary(dictionary)
    } else if case .tuple(var items, let labels) = base, case .int(let position) = index, items.indices.contains(position) {
      // `t.0 = 9`: a tuple's element, by its place.
      items[position] = value
      base = .tuple(items, labels: labels)
    } else if case .array = base, case .range = index {
      // `a[4...6] = [9]` replaces a slice.
      throw SwiftRunError(
        line: line, "an ArraySlice (an array subscripted with a range) is not in the Workbench's Swift subset yet")
    } else {
      throw SwiftRunError(line: line, "cannot assign through subscript: a value of type '\(base.typeName)'")
    }
  }

  /// The elements of an array or a dictionary, moved out of `value`, which is left `.void`.
  ///
  /// Moved, not copied: neither `value` nor a pattern's temporary keeps a share of them, so
  /// a value that was their only holder leaves them uniquely held, and they change in place.
  static func taken(_ value: inout SwiftValue) -> (items: [SwiftValue], dictionary: SwiftDictionary) {
    var moved = SwiftValue.void
    swap(&moved, &value)
    switch consume moved {
    case .array(let items): return (items, SwiftDictionary())
    case .dictionary(let dictionary): return ([], dictionary)
    default: return ([], SwiftDictionary())
    }
  }

  /// A dictionary's elements, as its `for in` walks them: `(key:, value:)` tuples.
  static func pairs(_ dictionary: SwiftDictionary) -> SwiftValue {
    .array(dictionary.keys.indices.map { .tuple([dictionary.keys[$0], dictionary.values[$0]], labels: ["key", "value"]) })
  }

  /// The most elements an array may hold, and the most bytes a string.
  static let limit = 10_000_000

  /// How many Ints a range holds (as many as an Int counts, for the widest).
  static func rangeCount(_ lower: Int, _ upper: Int, _ closed: Bool) -> Int {
    let (difference, overflow) = upper.subtractingReportingOverflow(lower)
    guard !overflow else { return Int.max }
    return closed ? (difference == Int.max ? Int.max : difference + 1) : difference
  }

  /// A range's Ints as an array, within the memory limit.
  static func elements(_ lower: Int, _ upper: Int, _ closed: Bool, line: Int) throws(SwiftRunError) -> [SwiftValue] {
    let count = rangeCount(lower, upper, closed)
    guard count <= limit else { throw SwiftRunError(line: line, "a range of more than \(limit) Ints (the memory limit)") }
    return (0..<count).map { .int(lower + $0) }
  }

  /// How many elements a `for in` walks.
  static func count(_ value: SwiftValue) -> Int? {
    switch value {
    case .array(let items): items.count
    case .string(let text): text.count
    case .dictionary(let dictionary): dictionary.keys.count
    case .range(let lower, let upper, let closed): rangeCount(lower, upper, closed)
    default: nil
    }
  }

  /// What a missing member of a standard type is missing from: the subset, which has only
  /// part of the standard library's and Foundation's API (Swift may have it).
  static let subsetNote = " in the Workbench's Swift subset"

  /// A property of a built-in type (`count`, `isEmpty`, `first`, `last`, `keys`, `values`).
  static func member(_ name: String, of value: SwiftValue, line: Int) throws(SwiftRunError) -> SwiftValue {
    if let member = unicodeMember(name, of: value) { return member }
    switch (name, value) {
    case ("count", _):
      if let count = count(value) { return .int(count) }
    case ("isEmpty", _):
      if let count = count(value) { return .bool(count == 0) }
    case ("isNaN", .double(let number)): return .bool(number.isNaN)
    case ("isInfinite", .double(let number)): return .bool(number.isInfinite)
    case ("isFinite", .double(let number)): return .bool(number.isFinite)
    case ("isZero", .double(let number)): return .bool(number.isZero)
    case ("first", .array(let items)): return items.first.map { .some($0) } ?? .null
    case ("last", .array(let items)): return items.last.map { .some($0) } ?? .null
    case ("first", .string(let text)): return text.first.map { .some(.string(String($0))) } ?? .null
    case ("last", .string(let text)): return text.last.map { .some(.string(String($0))) } ?? .null
    case ("keys", .dictionary(let dictionary)): return .array(dictionary.keys)
    case ("values", .dictionary(let dictionary)): return .array(dictionary.values)
    case ("indices", .array(let items)): return .range(lower: 0, upper: items.count, closed: false)
    case ("lowerBound", .range(let lower, _, _)): return .int(lower)
    case ("upperBound", .range(_, let upper, _)): return .int(upper)
    case ("description", _): break
    default: break
    }
    if case .string(let text) = value, text.count == 1, let character = text.first,
      let property = characterProperty(name, of: character)
    {
      return property
    }
    if case .some(let wrapped) = value {
      // swiftc's words, where the type pass did not know the value was an optional.
      throw SwiftRunError(line: line, SwiftUnwrapError.toMember(name, wrapped: wrapped.typeName))
    }
    if value.isOptional {
      throw SwiftRunError(
        line: line, "value of optional type '\(value.typeName)' must be unwrapped to refer to member '\(name)'")
    }
    throw SwiftRunError(line: line, "value of type '\(value.typeName)' has no member '\(name)'" + subsetNote)
  }

  /// A Character's property, as Swift's Character answers it: the subset keeps a character
  /// (a string's element, `for ch in s`) as a String of one.
  static func characterProperty(_ name: String, of character: Character) -> SwiftValue? {
    switch name {
    case "isLetter": .bool(character.isLetter)
    case "isNumber": .bool(character.isNumber)
    case "isWholeNumber": .bool(character.isWholeNumber)
    case "isUppercase": .bool(character.isUppercase)
    case "isLowercase": .bool(character.isLowercase)
    case "isWhitespace": .bool(character.isWhitespace)
    case "isNewline": .bool(character.isNewline)
    case "isPunctuation": .bool(character.isPunctuation)
    case "isSymbol": .bool(character.isSymbol)
    case "isASCII": .bool(character.isASCII)
    case "isHexDigit": .bool(character.isHexDigit)
    case "isCased": .bool(character.isCased)
    case "asciiValue": character.asciiValue.map { .some(.int(Int($0))) } ?? .null
    case "wholeNumberValue": character.wholeNumberValue.map { .some(.int($0)) } ?? .null
    case "hexDigitValue": character.hexDigitValue.map { .some(.int($0)) } ?? .null
    default: nil
    }
  }

  /// A method of a built-in type; a mutating one changes `receiver`.
  static func call(
    _ selector: String, on receiver: inout SwiftValue, _ arguments: [SwiftValue], line: Int,
    describe: (SwiftValue) -> String
  ) throws(SwiftRunError) -> SwiftValue {
    // `value`: the receiver as it was, when its elements are out of it (see the arrays').
    func fail(_ value: SwiftValue? = nil) -> SwiftRunError {
      let receiver = value ?? receiver
      if case .some(let wrapped) = receiver {
        // swiftc's words, where the type pass did not know the receiver was an optional.
        return SwiftRunError(
          line: line, SwiftUnwrapError.toMember(String(selector.prefix { $0 != "(" }), wrapped: wrapped.typeName))
      }
      if receiver.isOptional {
        return SwiftRunError(line: line, "value of optional type '\(receiver.typeName)' must be unwrapped to call '\(selector)'")
      }
      return SwiftRunError(line: line, "value of type '\(receiver.typeName)' has no member '\(selector)'" + subsetNote)
    }
    if selector == " array" {
      // `Array(sequence)`: a range's Ints, a string's characters, a dictionary's pairs.
      switch receiver {
      case .range(let lower, let upper, let closed): return .array(try elements(lower, upper, closed, line: line))
      case .string(let text): return .array(text.map { .string(String($0)) })
      case .dictionary(let dictionary): return pairs(dictionary)
      case .array: return receiver
      default:
        if let scalars = scalarElements(of: receiver) { return scalars }
        throw SwiftRunError(line: line, "no Array can be made of a '\(receiver.typeName)'")
      }
    }
    if selector == " elements" {
      // What a `for in` walks: a dictionary's (key, value) pairs, else the value itself.
      switch receiver {
      case .dictionary(let dictionary): return pairs(dictionary)
      case .array, .range, .string: return receiver
      default:
        if let scalars = scalarElements(of: receiver) { return scalars }
        throw SwiftRunError(line: line, "for-in loop requires '\(receiver.typeName)' to conform to 'Sequence'")
      }
    }
    if case .array = receiver {
      // The elements are out of the receiver while the method runs: a receiver that was their
      // only holder leaves `items` the only one, which then changes in place.
      var items = taken(&receiver).items
      defer { receiver = .array(items) }
      switch (selector, arguments.first) {
      case ("append(_:)", let element?):
        guard items.count < limit else {
          throw SwiftRunError(line: line, "an array of more than \(limit) elements (the memory limit)")
        }
        items.append(element)
      case ("append(contentsOf:)", .array(let more)?): items += more
      case ("insert(_:at:)", let element?):
        guard case .int(let position) = arguments[1], (0...items.count).contains(position) else {
          throw SwiftRunError(line: line, "Fatal error: Array index is out of range")
        }
        items.insert(element, at: position)
      case ("remove(at:)", .int(let position)?):
        guard items.indices.contains(position) else { throw SwiftRunError(line: line, "Fatal error: Index out of range") }
        return items.remove(at: position)
      case ("removeLast()", nil), ("removeFirst()", nil):
        guard !items.isEmpty else {
          throw SwiftRunError(line: line, "Fatal error: Can't remove last element from an empty collection")
        }
        return selector == "removeLast()" ? items.removeLast() : items.removeFirst()
      case ("popLast()", nil): return items.popLast().map { .some($0) } ?? .null
      case ("removeAll()", nil): items.removeAll()
      case ("reverse()", nil): items.reverse()
      case ("swapAt(_:_:)", .int(let first)?):
        guard case .int(let second) = arguments[1], items.indices.contains(first), items.indices.contains(second) else {
          throw SwiftRunError(line: line, "Fatal error: Index out of range")
        }
        items.swapAt(first, second)
      case ("contains(_:)", let element?): return .bool(items.contains { SwiftArithmetic.equal($0, element) })
      case ("starts(with:)", .array(let start)?):
        return .bool(items.starts(with: start) { SwiftArithmetic.equal($0, $1) })
      case ("firstIndex(of:)", let element?):
        return items.firstIndex { SwiftArithmetic.equal($0, element) }.map { .some(.int($0)) } ?? .null
      case ("reversed()", nil): return .array(items.reversed())
      case _ where slices.contains(selector): return .array(Array(try slice(items, selector, arguments.first, line: line)))
      case ("enumerated()", nil):
        return .array(items.indices.map { .tuple([.int($0), items[$0]], labels: ["offset", "element"]) })
      case ("joined(separator:)", _), ("joined()", _):
        return try joined(items, separator: arguments.first, line: line)
      case ("sorted()", nil), ("sort()", nil), ("min()", nil), ("max()", nil):
        var sorted = items
        var failure: SwiftRunError?
        sorted.sort { a, b in
          do throws(SwiftRunError) {
            return try SwiftArithmetic.apply(.less, a, b, line: line) == .bool(true)
          } catch {
            failure = error
            return false
          }
        }
        if let failure { throw failure }
        if selector == "sort()" {
          items = sorted
        } else if selector == "min()" || selector == "max()" {
          return (selector == "min()" ? sorted.first : sorted.last).map { .some($0) } ?? .null
        } else {
          return .array(sorted)
        }
      default: throw fail(.array(items))
      }
      return .void
    }
    switch receiver {
    case .double(let number):
      switch (selector, arguments.first) {
      case ("squareRoot()", nil): return .double(number.squareRoot())
      case ("rounded()", nil): return .double(number.rounded())
      case ("rounded(_:)", .member(let rule)?):
        guard let rule = roundingRules[rule] else { throw fail() }
        return .double(number.rounded(rule))
      case ("truncatingRemainder(dividingBy:)", .double(let divisor)?):
        return .double(number.truncatingRemainder(dividingBy: divisor))
      case ("truncatingRemainder(dividingBy:)", .int(let divisor)?):
        return .double(number.truncatingRemainder(dividingBy: Double(divisor)))
      case ("remainder(dividingBy:)", .double(let divisor)?): return .double(number.remainder(dividingBy: divisor))
      case ("remainder(dividingBy:)", .int(let divisor)?): return .double(number.remainder(dividingBy: Double(divisor)))
      default: throw fail()
      }
    case .int(let number):
      switch (selector, arguments.first) {
      case ("isMultiple(of:)", .int(let divisor)?): return .bool(number.isMultiple(of: divisor))
      case ("isMultiple(of:)", let other?):
        throw SwiftRunError(line: line, "cannot convert value of type '\(other.typeName)' to expected argument type 'Int'")
      case ("signum()", nil): return .int(number.signum())
      default: throw fail()
      }
    case .string(let text):
      switch (selector, arguments.first) {
      case _ where slices.contains(selector): return .string(String(try slice(text, selector, arguments.first, line: line)))
      case ("uppercased()", nil): return .string(text.uppercased())
      case ("lowercased()", nil): return .string(text.lowercased())
      // A string's Characters, as an array of them gives them.
      case ("sorted()", nil): return .array(text.sorted().map { .string(String($0)) })
      case ("enumerated()", nil):
        return .array(
          text.enumerated().map { .tuple([.int($0.offset), .string(String($0.element))], labels: ["offset", "element"]) })
      case ("hasPrefix(_:)", .string(let prefix)?): return .bool(text.hasPrefix(prefix))
      case ("hasSuffix(_:)", .string(let suffix)?): return .bool(text.hasSuffix(suffix))
      case ("components(separatedBy:)", .string(let separator)?):
        // Foundation's: every piece between two separators, empty ones too.
        guard !separator.isEmpty else { return .array([.string(text)]) }
        return .array(text.split(separator: separator, omittingEmptySubsequences: false).map { .string(String($0)) })
      case ("contains(_:)", .string(let part)?):
        return .bool(part.count == 1 ? text.contains(Character(part)) : text.contains(part))
      case ("reversed()", nil): return .string(String(text.reversed()))
      case ("starts(with:)", .string(let start)?): return .bool(text.starts(with: start))
      case ("replacingOccurrences(of:with:)", .string(let target)?):
        // Foundation's: every occurrence, left to right; an empty one replaces nothing.
        guard case .string(let replacement) = arguments[1] else { throw fail() }
        guard !target.isEmpty else { return receiver }
        return .string(text.split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement))
      case ("append(_:)", .string(let more)?):
        receiver = .string(text + more)
        return .void
      case ("split(separator:)", .string(let separator)?) where separator.count == 1:
        return .array(text.split(separator: Character(separator)).map { .string(String($0)) })
      case ("split(separator:)", .string?):
        throw SwiftRunError(
          line: line, "split(separator:) with a separator of several characters is not in the Workbench's Swift subset yet")
      default: throw fail()
      }
    case .dictionary(var dictionary):
      switch (selector, arguments.first) {
      case (" subscript(_:default:)", let key?): return dictionary[key] ?? arguments[1]
      case ("removeValue(forKey:)", let key?):
        // Out of the receiver while it changes, as an array's elements are.
        dictionary = taken(&receiver).dictionary
        let old = dictionary[key]
        dictionary[key] = nil
        receiver = .dictionary(dictionary)
        return old.map { .some($0) } ?? .null
      case ("updateValue(_:forKey:)", let value?):
        dictionary = taken(&receiver).dictionary
        let old = dictionary[arguments[1]]
        dictionary[arguments[1]] = value
        receiver = .dictionary(dictionary)
        return old.map { .some($0) } ?? .null
      default: throw fail()
      }
    case .range(let lower, let upper, let closed):
      switch (selector, arguments.first) {
      case ("contains(_:)", .int(let value)?): return .bool(value >= lower && (closed ? value <= upper : value < upper))
      case ("reversed()", nil):
        return .array(try elements(lower, upper, closed, line: line).reversed())
      default:
        var items = SwiftValue.array(try elements(lower, upper, closed, line: line))
        return try call(selector, on: &items, arguments, line: line, describe: describe)
      }
    case .bool(let flag) where selector == "toggle()":
      receiver = .bool(!flag)
      return .void
    default: throw fail()
    }
  }

  /// The methods that give a part of a string or an array from one end (`slice`).
  static let slices: Set<String> = [
    "dropFirst()", "dropLast()", "dropFirst(_:)", "dropLast(_:)", "prefix(_:)", "suffix(_:)",
  ]

  /// `dropFirst`, `dropLast`, `prefix` and `suffix` of a string's characters or an array's
  /// elements, a negative count a trap in the standard library's words.
  static func slice<C: Collection>(_ items: C, _ selector: String, _ argument: SwiftValue?, line: Int)
    throws(SwiftRunError) -> C.SubSequence
  {
    let count: Int
    switch argument {
    case nil: count = 1
    case .int(let number)?: count = number
    case let other?:
      throw SwiftRunError(line: line, "cannot convert value of type '\(other.typeName)' to expected argument type 'Int'")
    }
    guard count >= 0 else {
      let taking = selector.hasPrefix("prefix") || selector.hasPrefix("suffix")
      throw SwiftRunError(
        line: line,
        taking
          ? "Fatal error: Can't take a \(selector.prefix(6)) of negative length from a collection"
          : "Fatal error: Can't drop a negative number of elements from a collection")
    }
    switch selector.prefix(while: { $0 != "(" }) {
    case "dropFirst": return items.dropFirst(count)
    case "dropLast": return items.dropLast(count)
    case "prefix": return items.prefix(count)
    default: return items.suffix(count)
    }
  }

  /// FloatingPointRoundingRule's cases, as `rounded(.down)` names them.
  static let roundingRules: [String: FloatingPointRoundingRule] = [
    "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
  ]

  /// A free function of the standard library: conversions, `abs`, `min`, `max`, `stride`.
  static func free(_ builtin: SwiftProgram.Builtin, _ arguments: [SwiftValue], line: Int) throws(SwiftRunError) -> SwiftValue {
    func fail() -> SwiftRunError {
      SwiftRunError(line: line, "\(builtin) does not apply to \(arguments.map(\.typeName).joined(separator: ", "))")
    }
    switch (builtin, arguments.first) {
    case (.repeating, let value?):
      guard case .int(let count) = arguments[1] else { throw fail() }
      guard count >= 0 else { throw SwiftRunError(line: line, "Fatal error: Can't construct Array with count < 0") }
      guard count <= limit else {
        throw SwiftRunError(line: line, "an array of more than \(limit) elements (the memory limit)")
      }
      return .array(Array(repeating: value, count: count))
    case (.stringRepeating, .string(let text)?):
      guard case .int(let count) = arguments[1] else { throw fail() }
      guard count >= 0 else { throw SwiftRunError(line: line, "Fatal error: Negative count not allowed") }
      guard text.utf8.count * count <= limit else {
        throw SwiftRunError(line: line, "a string of more than \(limit) bytes (the memory limit)")
      }
      return .string(String(repeating: text, count: count))
    case (.radix, .int(let value)?):
      guard case .int(let radix) = arguments[1] else { throw fail() }
      guard (2...36).contains(radix) else { throw SwiftRunError(line: line, "Fatal error: Radix must be between 2 and 36") }
      return .string(String(value, radix: radix))
    case (.radix, .string(let text)?):
      // `Int("ff", radix: 16)`: the number the digits make in that base, nil when they make none.
      guard case .int(let radix) = arguments[1] else { throw fail() }
      guard (2...36).contains(radix) else { throw SwiftRunError(line: line, "Fatal error: Radix must be between 2 and 36") }
      return Int(text, radix: radix).map { .some(.int($0)) } ?? .null
    case (.toDouble, .int(let value)?): return .double(Double(value))
    case (.toDouble, .double(let value)?): return .double(value)
    case (.toDouble, .string(let text)?): return Double(text).map { .some(.double($0)) } ?? .null
    case (.toInt, .int(let value)?): return .int(value)
    case (.toInt, .double(let value)?):
      guard value.isFinite, let exact = Int(exactly: value.rounded(.towardZero)) else {
        throw SwiftRunError(line: line, "Fatal error: Double value cannot be converted to Int")
      }
      return .int(exact)
    case (.toInt, .string(let text)?): return Int(text).map { .some(.int($0)) } ?? .null
    case (.abs, .int(let value)?):
      guard value != Int.min else { throw SwiftRunError(line: line, "Fatal error: arithmetic overflow") }
      return .int(Swift.abs(value))
    case (.abs, .double(let value)?): return .double(Swift.abs(value))
    case (.math(let function), _):
      var numbers: [Double] = []
      for value in arguments {
        switch value {
        case .int(let whole): numbers.append(Double(whole))
        case .double(let real): numbers.append(real)
        default: throw fail()
        }
      }
      guard numbers.count == function.arity else { throw fail() }
      return .double(function.apply(numbers))
    case (.check(let check), _):
      // Reached only when the check has failed: its message, if it has one, is the argument.
      guard case .string(let text)? = arguments.first else { throw SwiftRunError(line: line, check.failure) }
      throw SwiftRunError(line: line, check.failure + (text.isEmpty ? "" : ": " + text))
    case (.sin, let value?), (.cos, let value?), (.sqrt, let value?):
      let number: Double
      switch value {
      case .int(let whole): number = Double(whole)
      case .double(let real): number = real
      default: throw fail()
      }
      return .double(builtin == .sin ? Glibc.sin(number) : builtin == .cos ? Glibc.cos(number) : number.squareRoot())
    case (.min, let first?), (.max, let first?):
      // As the standard library decides a tie: min keeps the first, max the last.
      var best = first
      for candidate in arguments.dropFirst() {
        let better = try SwiftArithmetic.apply(builtin == .min ? .less : .greaterOrEqual, candidate, best, line: line)
        if better == .bool(true) { best = candidate }
      }
      return best
    case (.stride, .int(let from)?), (.strideThrough, .int(let from)?):
      guard arguments.count == 3, case .int(let to) = arguments[1], case .int(let by) = arguments[2], by != 0 else {
        throw fail()
      }
      return try strided(from, to, by, through: builtin == .strideThrough, line: line, SwiftValue.int)
    case (.stride, .double(let from)?), (.strideThrough, .double(let from)?):
      guard arguments.count == 3, case .double(let to) = arguments[1], case .double(let by) = arguments[2], by != 0 else {
        throw fail()
      }
      return try strided(from, to, by, through: builtin == .strideThrough, line: line, SwiftValue.double)
    default: throw fail()
    }
  }

  /// `stride(from:to:by:)` and `stride(from:through:by:)` as an array, within the memory limit.
  static func strided<T: Strideable>(
    _ from: T, _ to: T, _ by: T.Stride, through: Bool, line: Int, _ wrap: (T) -> SwiftValue
  ) throws(SwiftRunError) -> SwiftValue {
    // The standard library's own strides: a floating-point one steps as start + i × step, not
    // by adding the step again and again (0.1 × 6 is 0.6000000000000001, not 0.6).
    guard by != 0 else { throw SwiftRunError(line: line, "Fatal error: Stride size must not be zero") }
    var items: [SwiftValue] = []
    func add(_ value: T) throws(SwiftRunError) {
      items.append(wrap(value))
      guard items.count <= 10_000_000 else { throw SwiftRunError(line: line, "this stride is too long (the memory limit)") }
    }
    if through {
      for value in stride(from: from, through: to, by: by) { try add(value) }
    } else {
      for value in stride(from: from, to: to, by: by) { try add(value) }
    }
    return .array(items)
  }
}
