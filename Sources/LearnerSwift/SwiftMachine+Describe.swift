import Lessons

extension SwiftMachine {
  /// A value as Swift's `print` writes it: `3`, `3.0`, `Optional(3)`, `nil`, `["a": 1]`,
  /// `Point(x: 1, y: 2)`, `moved(x: 1, y: 2)`, `main.Dog` (the module of a `swiftc main.swift`).
  ///
  /// Inside a collection, an optional or a struct a value is written as `debugDescription`
  /// writes it: a string quoted, a struct or enum case with its module and type
  /// (`[main.Direction.north]`); `reflecting` does that at the top too, as an uncaught error is
  /// reported. A type's own `description` (`CustomStringConvertible`) is used by `text(of:)`,
  /// which can run it.
  public func describe(_ value: SwiftValue, nested: Bool = false, reflecting: Bool = false) -> String {
    var custom = CustomTexts()
    return describe(value, nested: nested, reflecting: reflecting, custom: &custom)
  }

  /// The most values (see `SwiftValue.holdsMore(than:)`) a value `print`, an interpolation or
  /// `String(…)` writes may hold: each writes a byte at least and most a separator too, so a
  /// value with more would write past the limit of what a program prints and of a string.
  static let writableValues = SwiftBuiltins.limit / 3

  /// Stops the run before it writes a value too big to write (see `writableValues`), which would
  /// take long and much memory before the limit on what it writes stopped it.
  func refuseUnwritable(_ values: ArraySlice<SwiftValue>) throws(SwiftRunError) {
    for value in values where value.holdsMore(than: Self.writableValues) {
      throw SwiftRunError(
        line: line,
        "a value of more than \(Self.writableValues) values to write: its text would pass \(SwiftBuiltins.limit) bytes "
          + "(the memory limit)")
    }
  }

  /// A chapter's object written without its chapter's description: `<UIView: v1>`.
  static func plainText(of object: HostObject) -> String { "<\(object.type): \(object.name)>" }

  /// Asks the chapter for the description of the first object of its among `values` (or
  /// inside them) that has none yet, and makes the running instruction wait for it and run
  /// again; false when every one has its text (or none can be asked for here).
  mutating func asksForHostText(in values: ArraySlice<SwiftValue>) -> Bool {
    guard runsNow == 0 else { return false }
    func first(_ value: SwiftValue) -> HostObject? {
      if case .host(let type, let name) = value { return hostTexts[name] == nil ? HostObject(type: type, name: name) : nil }
      for part in Self.parts(of: value) { if let found = first(part) { return found } }
      return nil
    }
    for value in values {
      guard let object = first(value) else { continue }
      describing = object
      hostRequest = .get(object: object.name, type: object.type, property: "description")
      frames[frames.count - 1].pc -= 1
      return true
    }
    return false
  }

  /// Lets go of the descriptions the written values needed: the next write asks again, since
  /// the objects may have changed.
  mutating func forgetHostTexts() {
    if !hostTexts.isEmpty { hostTexts = [:] }
  }

  /// The texts of the values that describe themselves, in the order `describe` meets them.
  struct CustomTexts {
    var texts: [String] = []
    var next = 0
  }

  /// What `print`, an interpolation and `String(…)` write: a value of a `CustomStringConvertible`
  /// type (at the top or inside) by its `description`, which runs here, to its end.
  mutating func text(of value: SwiftValue) throws(SwiftRunError) -> String {
    if let refusal = Self.unprintable(value) { throw SwiftRunError(line: line, refusal) }
    guard program.describesItself.contains(true) || program.debugDescribesItself.contains(true) else {
      return describe(value)
    }
    var custom = CustomTexts()
    try collectDescriptions(value, into: &custom.texts)
    return describe(value, custom: &custom)
  }

  /// Why `value` cannot be printed, if it holds a value Swift prints in a way the subset does
  /// not write: an option set (what the frameworks print for one has not been measured here:
  /// refused, not guessed), a String's range of indices (Swift prints the indices' storage
  /// bits), a CharacterSet, a `unicodeScalars` view inside a collection.
  static func unprintable(_ value: SwiftValue, nested: Bool = false) -> String? {
    switch value {
    case .optionSet(let type, _):
      return "printing a \(type) is not modelled in the Workbench's Swift; print its rawValue, or ask contains(_:)"
    case .described(SwiftBuiltins.rangeOfIndicesType, _):
      return "printing a \(SwiftBuiltins.rangeOfIndicesType) is not in the Workbench's Swift subset yet: Swift prints "
        + "its indices' storage bits; test it against nil"
    case .described("CharacterSet", _):
      return Self.characterSetRefusal
    case .member(let name) where SwiftBuiltins.characterSetNames.contains(name):
      return Self.characterSetRefusal
    case .described(SwiftBuiltins.scalarViewType, _) where nested:
      return "printing a \(SwiftBuiltins.scalarViewType) inside a collection is not in the Workbench's Swift subset yet"
    default: break
    }
    for part in parts(of: value) {
      if let refusal = unprintable(part, nested: true) { return refusal }
    }
    return nil
  }

  /// Foundation prints a set as CoreFoundation describes it (`<CFCharacterSet Predefined Letter
  /// Set>`), which the subset does not write.
  static let characterSetRefusal =
    "printing a CharacterSet is not in the Workbench's Swift subset yet: Foundation prints CoreFoundation's "
    + "description of it; ask contains(_:) of a scalar"

  /// Where a value of the learner's type keeps its description.
  enum Describer {
    /// A computed property's getter, which runs.
    case getter(Int)
    /// A stored property, by its slot (`let description = "x"`).
    case field(Int)
  }

  /// What describes a value of the learner's type, as `print` picks it: at the top its
  /// `description` (`CustomStringConvertible`), else its `debugDescription`
  /// (`CustomDebugStringConvertible`); `nested` in a collection, the other way round.
  func descriptionGetter(_ value: SwiftValue, nested: Bool = false) -> Describer? {
    guard let type = userType(of: value) else { return nil }
    var choices = [("description", program.describesItself[type]), ("debugDescription", program.debugDescribesItself[type])]
    if nested { choices.reverse() }
    for (property, conforms) in choices where conforms {
      guard let name = program.names.firstIndex(of: property) else { continue }
      if let getter = program.types[type].getters[name] { return .getter(getter) }
      if let slot = program.types[type].fieldIndex[name] { return .field(slot) }
    }
    return nil
  }

  /// Runs the descriptions of a value and of the values inside it, in `describe`'s order.
  mutating func collectDescriptions(_ value: SwiftValue, nested: Bool = false, into texts: inout [String])
    throws(SwiftRunError)
  {
    if let describer = descriptionGetter(value, nested: nested) {
      let result: SwiftValue
      switch describer {
      case .getter(let getter): result = try callNow(getter, [value])
      case .field(let slot): result = current(slot, of: value)
      }
      guard case .string(let text) = result else {
        throw SwiftRunError(line: line, "a description must be a String, not a '\(typeName(result))'")
      }
      texts.append(text)
      return
    }
    for part in Self.parts(of: value) { try collectDescriptions(part, nested: true, into: &texts) }
  }

  /// The values inside a value, in the order `describe` writes them.
  static func parts(of value: SwiftValue) -> [SwiftValue] {
    switch value {
    case .array(let items), .tuple(let items, _), .structValue(_, let items), .enumValue(_, _, let items): items
    case .some(let inner): [inner]
    case .dictionary(let dictionary): dictionary.keys.indices.flatMap { [dictionary.keys[$0], dictionary.values[$0]] }
    default: []
    }
  }

  /// Calls a function to its end, here and now (a `description` while a value is printed).
  mutating func callNow(_ function: Int, _ arguments: [SwiftValue]) throws(SwiftRunError) -> SwiftValue {
    runsNow += 1
    defer { runsNow -= 1 }
    let depth = frames.count
    stack += arguments
    try enter(function, arguments: arguments.count, line: line)
    while frames.count > depth {
      let frame = frames[frames.count - 1]
      let instruction = program.functions[frame.function].code[frame.pc]
      frames[frames.count - 1].pc += 1
      executed += 1
      guard executed <= limit else {
        throw SwiftRunError(line: line, "stopped after \(limit) instructions: an endless loop? (the step limit)")
      }
      if executed & SwiftMemoryLimit.period == 0 { try memory.measure(line: line) }
      try execute(instruction, base: frame.base)
      if let error = thrown {
        thrown = nil
        throw SwiftRunError(line: error.line, "a description cannot throw: \(describe(error.value, reflecting: true))")
      }
    }
    return pop()
  }

  func describe(_ value: SwiftValue, nested: Bool = false, reflecting: Bool = false, custom: inout CustomTexts) -> String {
    if custom.next < custom.texts.count, descriptionGetter(value, nested: nested) != nil {
      custom.next += 1
      return custom.texts[custom.next - 1]
    }
    func inner(_ part: SwiftValue) -> String { describe(part, nested: true, custom: &custom) }
    switch value {
    case .void: return "()"
    case .int(let number): return String(number)
    // Swift's own description of a Double: `3.0`, `0.1`, `1e+20`, `nan`, `-inf`.
    case .double(let number): return "\(number)"
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text):
      guard nested else { return text }
      return SwiftDebugText.quoted(text)
    case .array(let items): return "[" + items.map(inner).joined(separator: ", ") + "]"
    case .tuple(let items, let labels):
      let parts = items.indices.map { index in (labels.map { "\($0[index]): " } ?? "") + inner(items[index]) }
      return "(" + parts.joined(separator: ", ") + ")"
    case .function, .closure: return "(Function)"
    case .null: return "nil"
    case .some(let wrapped): return "Optional(\(inner(wrapped)))"
    case .dictionary(let dictionary):
      guard !dictionary.keys.isEmpty else { return "[:]" }
      let parts = dictionary.keys.indices.map { inner(dictionary.keys[$0]) + ": " + inner(dictionary.values[$0]) }
      return "[" + parts.joined(separator: ", ") + "]"
    case .range(let lower, let upper, let closed): return "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .structValue(let type, let fields) where SwiftFrameworks.tupleLike.contains(program.types[type].name):
      // Core Graphics' geometry prints as its numbers: `(1.0, 2.0, 3.0, 4.0)` for a CGRect.
      let parts = fields.map { describe($0, nested: true) }
      return "(" + parts.map { $0.hasPrefix("(") ? String($0.dropFirst().dropLast()) : $0 }.joined(separator: ", ") + ")"
    case .structValue(let type, let fields) where program.types[type].name == "UIColor" && fields.count == 5:
      return Self.colorText(fields)
    case .structValue(let type, let fields):
      let info = program.types[type]
      // A weak property whose object is freed prints nil (an unowned one, what it held).
      let parts = fields.indices.map { index in
        let value = info.unretained[index] == .weak ? (try? held(fields[index], .weak, line: 0)) ?? .null : fields[index]
        return "\(info.fields[index]): \(inner(value))"
      }
      // A type UIKit imports from Objective-C is in the module Swift names `__C`.
      let module = SwiftFrameworks.imported.contains(info.name) ? "__C." : "main."
      return (reflecting || nested ? module : "") + info.name + "(" + parts.joined(separator: ", ") + ")"
    case .enumValue(let type, let index, let payload):
      let info = program.types[type]
      var text = (reflecting || nested ? "main.\(info.name)." : "") + info.cases[index]
      if payload.count == 1, case .tuple = payload[0], info.caseLabels[index].first.flatMap({ $0 }) == nil {
        // One unlabelled tuple (`case point((Double, Double))`) prints as the case's values:
        // `point(1.0, 2.0)`.
        return text + inner(payload[0])
      }
      if !payload.isEmpty {
        let labels = info.caseLabels[index]
        let parts = payload.indices.map { position in
          (labels.indices.contains(position) ? labels[position].map { "\($0): " } ?? "" : "") + inner(payload[position])
        }
        text += "(" + parts.joined(separator: ", ") + ")"
      }
      return text
    case .object(let cell):
      guard case .instance(let type, _) = heap[cell] else { return "(box)" }
      return "main." + program.types[type].name
    case .box: return "(box)"
    case .unretained: return "(unretained)"
    // The chapter's own description, as UIKit's `description` writes it, with the object's
    // name where UIKit prints an address (DESIGN §3).
    case .host(let type, let name): return hostTexts[name] ?? Self.plainText(of: HostObject(type: type, name: name))
    // A scalar in a collection prints as its debug description, quoted: `["a"]`.
    case .described(SwiftBuiltins.scalarType, let text) where nested: return "\"" + text + "\""
    case .described(_, let text): return text
    case .member(let name): return name
    // Only messages say it so (`print` refuses one, see `text(of:)`).
    case .optionSet(let type, let raw): return "\(type)(rawValue: \(raw))"
    }
  }

  /// A UIColor as UIKit's `description` writes it: its colour space and components, each as
  /// C's `%g` writes it (`UIExtendedSRGBColorSpace 1 0.4 1 1`, `UIExtendedGrayColorSpace 0.5 1`).
  static func colorText(_ fields: [SwiftValue]) -> String {
    let numbers = fields.prefix(4).map { field -> Double in
      switch field {
      case .double(let number): number
      case .int(let number): Double(number)
      default: 0
      }
    }
    guard case .bool(true) = fields[4] else {
      return "UIExtendedSRGBColorSpace " + numbers.map { Format.significant($0) }.joined(separator: " ")
    }
    return "UIExtendedGrayColorSpace \(Format.significant(numbers[0])) \(Format.significant(numbers[3]))"
  }
}
