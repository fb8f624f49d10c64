extension SwiftMachine {
  /// The type of a struct, enum or class value, if it is one of the program's.
  func userType(of value: SwiftValue) -> Int? {
    switch value {
    case .structValue(let type, _), .enumValue(let type, _, _): return type
    case .object(let cell):
      if case .instance(let type, _) = heap[cell] { return type }
      return nil
    default: return nil
    }
  }

  /// The type's name as Swift writes it, for messages.
  func typeName(_ value: SwiftValue) -> String {
    userType(of: value).map { program.types[$0].name } ?? value.typeName
  }

  /// [value] → its member: a stored property, a computed one (its getter is called), a
  /// built-in one (`count`, `first`, `keys`…) or a labelled tuple's element.
  mutating func getMember(_ name: Int, line at: Int) throws(SwiftRunError) {
    let value = pop()
    if case .host(let type, let object) = value {
      return hostRequest = .get(object: object, type: type, property: self.name(name))
    }
    if let type = userType(of: value) {
      let info = program.types[type]
      if let field = info.fieldIndex[name] {
        switch value {
        // Most types have no weak or unowned property: theirs are read as they are.
        case .structValue(_, let fields):
          stack.append(info.unretained.isEmpty ? fields[field] : try held(fields[field], info.unretained[field], line: at))
        case .object(let cell):
          guard case .instance(_, let fields) = heap[cell] else { break }
          stack.append(info.unretained.isEmpty ? fields[field] : try held(fields[field], info.unretained[field], line: at))
          noteAccess("\(info.name)#\(cell).\(self.name(name))", isWrite: false, fields[field])
        default: break
        }
        return
      }
      if let getter = info.getters[name] {
        stack.append(value)
        return try enter(getter, arguments: 1, line: at)
      }
      if self.name(name) == "rawValue", case .enumValue(_, let index, _) = value, info.rawValues.indices.contains(index) {
        return stack.append(info.rawValues[index])
      }
      if self.name(name) == "localizedDescription", info.conformances.contains("Error") {
        // Foundation's text for an error of the program's (`catch { print(error.localizedDescription) }`).
        throw SwiftRunError(
          line: at, "an error's 'localizedDescription' is not in the Workbench's Swift subset yet: print the error itself")
      }
      throw SwiftRunError(line: at, "value of type '\(info.name)' has no member '\(self.name(name))'")
    }
    if case .tuple(let items, let labels) = value, let index = labels?.firstIndex(of: self.name(name)) {
      return stack.append(items[index])
    }
    if case .optionSet(let type, let raw) = value {
      return stack.append(try SwiftOptionSets.member(self.name(name), type: type, raw: raw, line: at))
    }
    if SwiftBuiltins.isChapterValue(value) {
      // A property of a value the chapter handed over (`CharacterSet.letters.inverted`): the
      // chapter knows what it stands for.
      return hostRequest = .call(target: .value(value), member: self.name(name), labels: [], arguments: [], name: nil)
    }
    if self.name(name) == "description", Self.hasDescription(value) {
      // `5.description`, `[1, 2].description`: what `print` shows of it.
      return stack.append(.string(describe(value)))
    }
    stack.append(try SwiftBuiltins.member(self.name(name), of: value, line: at))
  }

  /// Whether the standard library's type of `value` has `description` (CustomStringConvertible):
  /// a number, a Bool, a String, an array, a dictionary or a range (an optional has none).
  static func hasDescription(_ value: SwiftValue) -> Bool {
    switch value {
    case .int, .double, .bool, .string, .array, .dictionary, .range: true
    default: false
    }
  }

  /// [container, value] → the container with its member set (a class instance changes in the
  /// heap and stays the same reference); a computed property's setter or a `didSet` is called.
  ///
  /// A `checked` value is the receiver of a mutating method stored back: what it is made of
  /// was checked as it went in (the method's arguments), so it is not walked again, which
  /// would take time in its size at every change.
  ///
  /// A `willSet` runs before the change: it is called with the container and the new value,
  /// and as it returns the value is set (`observed`, which runs no `willSet` again).
  mutating func setMember(
    _ name: Int, line at: Int, literal: Bool = false, checked: Bool = false, observed: Bool = false
  ) throws(SwiftRunError) {
    var value = checked ? pop() : try shallow([pop()])[0]
    let container = pop()
    if case .host(let type, let object) = container {
      return hostRequest = .set(object: object, type: type, property: self.name(name), value: value)
    }
    if case .tuple(var items, let labels?) = container, let position = labels.firstIndex(of: self.name(name)) {
      // `pos.x += 5`: a labelled tuple's element.
      items[position] = value
      return stack.append(.tuple(items, labels: labels))
    }
    guard let type = userType(of: container) else {
      throw SwiftRunError(line: at, "cannot assign to property '\(self.name(name))' of a '\(typeName(container))'")
    }
    let info = program.types[type]
    if let field = info.fieldIndex[name] {
      if !literal, info.coercions[field] == .double || info.coercions[field] == .optionalDouble {
        switch value {
        case .int, .some(.int):
          // Swift converts an integer literal to a Double, never an Int value.
          let wanted = info.fieldTypes[field].map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 } ?? "Double"
          throw SwiftRunError(line: at, "cannot assign value of type 'Int' to type '\(wanted)'")
        default: break
        }
      }
      if let fieldType = info.fieldTypes[field], let members = program.optionSets[fieldType] {
        // `s.options = [.repeat]` for a property of the chapter's option set.
        value = .optionSet(type: fieldType, raw: try SwiftOptionSets.raw(of: value, as: fieldType, members: members, line: at))
      }
      let stored = info.coercions[field].map { Self.coerce(value, $0) } ?? value
      if !observed, let willSet = info.willSets[field], runsObservers(of: name), current(field, of: container) != .void {
        stack.append(container)
        stack.append(stored)
        try enter(willSet, arguments: 2, line: at, writeBack: 0b10)
        frames[frames.count - 1].setsAfter = name
        return
      }
      var old = SwiftValue.void
      switch container {
      case .structValue(let type, var fields):
        old = fields[field]
        fields[field] = stored
        stack.append(.structValue(type: type, fields: fields))
      case .object(let cell):
        guard case .instance(let type, var fields) = heap[cell] else { return }
        old = fields[field]
        fields[field] = stored
        heap[cell] = .instance(type: type, fields: fields)
        if recordsChanges { noteWrite("\(info.name)#\(cell).\(self.name(name))", stored) }
        noteAccess("\(info.name)#\(cell).\(self.name(name))", isWrite: true, stored)
        stack.append(container)
      default:
        throw SwiftRunError(line: at, "cannot assign to property '\(self.name(name))'")
      }
      // An initializer sets its properties without calling their observers, as in Swift, and
      // a property's first value (before it had one) calls none either; nor does a value the
      // property's own observer sets (the Swift book's AudioChannel caps its level so).
      if let didSet = info.didSets[field], old != .void, runsObservers(of: name) {
        stack.append(old)
        try enter(didSet, arguments: 2, line: at)
      }
      return
    }
    if let setter = info.setters[name] {
      stack.append(container)
      stack.append(value)
      return try enter(setter, arguments: 2, line: at)
    }
    if info.getters[name] != nil {
      throw SwiftRunError(line: at, "cannot assign to property: '\(self.name(name))' is a get-only property")
    }
    throw SwiftRunError(line: at, "value of type '\(info.name)' has no member '\(self.name(name))'")
  }

  /// Whether setting the property `name` here calls its observers: not in an initializer of
  /// the class that declares the property, which sets its properties without them (a
  /// subclass's, after `super.init`, calls a superclass's property's observers), as in Swift,
  /// nor in the property's own observers (the Swift book's AudioChannel caps its level in its
  /// `didSet` so).
  func runsObservers(of name: Int) -> Bool {
    guard let frame = frames.last else { return true }
    let function = program.functions[frame.function].name
    let property = "." + self.name(name) + "."
    if function.hasSuffix(property + "didSet") || function.hasSuffix(property + "willSet") { return false }
    guard function.hasSuffix(".init") else { return true }
    let owner = function.dropLast(".init".count)
    guard let type = program.types.firstIndex(where: { $0.name == owner }), let parent = program.types[type].superclass
    else { return false }
    return program.types[parent].fieldIndex[name] != nil
  }

  /// The value of field `field` of a struct or class instance, `.void` while it has none.
  func current(_ field: Int, of container: SwiftValue) -> SwiftValue {
    switch container {
    case .structValue(_, let fields): return fields[field]
    case .object(let cell):
      guard case .instance(_, let fields) = heap[cell] else { return .void }
      return fields[field]
    default: return .void
    }
  }

  /// [receiver, arguments…] → result (then the receiver, when `writeBack`): a method of the
  /// program's types, a closure stored in a property, or a method of the standard library.
  ///
  /// A standard library method that changes a variable's value (`releasing`) changes it with
  /// the variable let go of meanwhile (see `letGo`).
  mutating func callMethod(
    _ selector: Int, arguments count: Int, line at: Int, writeBack: Bool, releasing place: SwiftProgram.Place = .none,
    base: Int = 0
  ) throws(SwiftRunError) {
    let receiverIndex = stack.count - count - 1
    var receiver = stack[receiverIndex]
    let bind = nextBind
    nextBind = nil
    if case .host(let type, let object) = receiver {
      guard !writeBack else { throw SwiftRunError(line: at, "\(type) has no mutating member \(self.name(selector))") }
      let arguments = popValues(count)
      _ = pop()
      let (member, labels) = Self.split(selector: self.name(selector))
      return hostRequest = .call(
        target: .object(type: type, name: object), member: member, labels: labels, arguments: arguments,
        name: bind.map { self.name($0) })
    }
    if SwiftBuiltins.isChapterValue(receiver)
      || (receiver.isString && stack[(receiverIndex + 1)...].contains(where: SwiftBuiltins.isChapterValue))
    {
      // A method of a value the chapter handed over (`set.contains(u)`), or a String's that
      // takes one (`s.rangeOfCharacter(from: .letters)`): Foundation's, which the chapter models.
      guard !writeBack else {
        throw SwiftRunError(line: at, "the chapter's \(receiver.typeName) has no mutating member \(self.name(selector))")
      }
      let arguments = popValues(count)
      _ = pop()
      let (member, labels) = Self.split(selector: self.name(selector))
      return hostRequest = .call(target: .value(receiver), member: member, labels: labels, arguments: arguments, name: nil)
    }
    if let type = userType(of: receiver) {
      var info = program.types[type]
      var found = info.methods[selector]
      while found == nil, let parent = info.superclass {
        info = program.types[parent]
        found = info.methods[selector]
      }
      if let function = found {
        if !writeBack, program.functions[function].isMutating, case .structValue = receiver {
          throw SwiftRunError(line: at, "cannot use mutating member on immutable value of type '\(info.name)'")
        }
        return try enter(function, arguments: count + 1, line: at, writeBack: writeBack ? 1 : 0)
      }
      let base = String(self.name(selector).prefix { $0 != "(" })
      if let field = program.names.firstIndex(of: base), let slot = program.types[type].fieldIndex[field] {
        // A closure kept in a stored property, called.
        let stored = current(slot, of: receiver)
        stack.remove(at: receiverIndex)
        if writeBack { throw SwiftRunError(line: at, "a stored closure cannot be called as a mutating method") }
        return try callValue(stored, arguments: count, line: at)
      }
      throw SwiftRunError(line: at, "value of type '\(program.types[type].name)' has no member '\(self.name(selector))'")
    }
    if case .optionSet(let type, _) = receiver {
      let arguments = try shallow(popValues(count))
      var value = pop()
      let members = program.optionSets[type] ?? [:]
      stack.append(try SwiftOptionSets.call(self.name(selector), on: &value, arguments, members: members, line: at))
      if writeBack { stack.append(value) }
      return
    }
    var prelude = program.preludeMethods[selector]
    // `sort(by:)` of an array runs as `sorted(by:)`, whose result is the array's new value.
    var byKin: Int?
    if writeBack, prelude == nil, case .array = receiver { byKin = program.mutatingPreludeMethods[selector] }
    if let byKin { prelude = byKin }
    if case .string = receiver, let own = program.stringMethods[selector] { prelude = own }
    if case .dictionary = receiver, let own = program.dictionaryMethods[selector] { prelude = own }
    if receiver.isOptional, let own = program.optionalMethods[selector] {
      // An Optional's own `map` is handed the optional itself.
      return try enter(own, arguments: count + 1, line: at, writeBack: 0)
    }
    if let function = prelude {
      // The prelude's methods walk arrays: a range's Ints, a string's characters, a
      // dictionary's (key, value) pairs. An optional's own map and flatMap are Swift's too, but
      // not the subset's.
      if receiver.isOptional {
        throw SwiftRunError(
          line: at,
          "\(self.name(selector)) of an Optional is not in the Workbench's Swift subset yet; unwrap it first: "
            + "if let value = optional { … }")
      }
      var sequence = receiver
      stack[receiverIndex] = try SwiftBuiltins.call(" array", on: &sequence, [], line: at, describe: { describe($0) })
      try memory.made(SwiftMemoryLimit.size(of: stack[receiverIndex]), line: at)
      try enter(function, arguments: count + 1, line: at, writeBack: writeBack && byKin == nil ? 1 : 0)
      if byKin != nil { frames[frames.count - 1].resultIsReceiver = true }
      return
    }
    let arguments = try shallow(popValues(count))
    var value = pop()
    try refuseOwnComparison(self.name(selector), value, arguments, line: at)
    if let ordered = comparableCases(self.name(selector), value) {
      // An enum's synthesized Comparable orders its cases as they are declared.
      let name = self.name(selector)
      if name == "sort()" {
        stack.append(.void)
        if writeBack { stack.append(.array(ordered)) }
        return
      }
      let extreme = name == "min()" ? ordered.first : ordered.last
      stack.append(name == "sorted()" ? .array(ordered) : extreme.map { .some($0) } ?? .null)
      if writeBack { stack.append(value) }
      return
    }
    // Only the value holds what it holds now, unless another variable shares it.
    receiver = .void
    let emptied = writeBack ? letGo(place, base: base) : nil
    let result: SwiftValue
    let (storage, sizeBefore) = writeBack ? (SwiftMemoryLimit.storage(of: value), SwiftMemoryLimit.size(of: value)) : (nil, 0)
    do {
      result = try SwiftBuiltins.call(self.name(selector), on: &value, arguments, line: at, describe: { describe($0) })
    } catch {
      if let emptied { putBack(value, into: emptied, base: base) }
      throw error
    }
    stack.append(result)
    if writeBack { stack.append(value) }
    // What the call made: its result, and what the receiver grew by or was copied into.
    try memory.made(SwiftMemoryLimit.size(of: result), line: at)
    if writeBack { try memory.wrote(value, storedAt: storage, sizeBefore: sizeBefore, line: at) }
  }

  /// Runs a free function of the standard library.
  mutating func runBuiltin(_ builtin: SwiftProgram.Builtin, arguments count: Int, line at: Int) throws(SwiftRunError) {
    if builtin == .toString || builtin == .stringDescribing {
      try refuseUnwritable(stack[(stack.count - count)...])
      if asksForHostText(in: stack[(stack.count - count)...]) { return }
    }
    let arguments = popValues(count)
    switch builtin {
    case .toString where Self.characters(of: arguments[0]) != nil:
      // `String(chars)` of a string's Characters (`String(Array(s))`, `String(s.sorted())`).
      stack.append(.string(Self.characters(of: arguments[0])?.joined() ?? ""))
    case .toString, .stringDescribing:
      defer { forgetHostTexts() }
      stack.append(.string(try text(of: arguments[0])))
    case .fatalError:
      throw SwiftRunError(line: at, "Fatal error" + (arguments.first.map { ": " + describe($0) } ?? ""))
    case .zip:
      var pairs: [[SwiftValue]] = []
      for var sequence in arguments {
        guard case .array(let items) = try SwiftBuiltins.call(" array", on: &sequence, [], line: at, describe: { describe($0) })
        else { throw SwiftRunError(line: at, "zip takes two sequences") }
        pairs.append(items)
      }
      stack.append(.array(zip(pairs[0], pairs[1]).map { .tuple([$0, $1]) }))
    case .wrapping:
      guard !arguments[0].isOptional else {
        // The prelude's lines are none of the learner's: the error is the `map` call's.
        throw SwiftRunError(
          line: callerLine ?? at,
          "an Optional's map(_:) whose closure gives an optional makes an Optional of an Optional, which is not in the "
            + "Workbench's Swift subset yet; flatMap(_:) gives the closure's optional itself")
      }
      stack.append(arguments[0])
    case .format:
      guard case .string(let format) = arguments[0] else {
        throw SwiftRunError(line: at, "String(format:) takes a String as its format")
      }
      stack.append(.string(try SwiftFormat.format(format, Array(arguments.dropFirst()), line: at) { describe($0) }))
    default:
      let result = try SwiftBuiltins.free(builtin, arguments, line: at)
      stack.append(result)
      try memory.made(SwiftMemoryLimit.size(of: result), line: at)
    }
  }
}

extension SwiftMachine {
  /// The line of the method call that entered the running frame (a prelude method's), if a
  /// method call did.
  var callerLine: Int? {
    guard frames.count >= 2 else { return nil }
    let caller = frames[frames.count - 2]
    let code = program.functions[caller.function].code
    guard caller.pc > 0, caller.pc <= code.count, case .callMethod(_, _, let line, _, _) = code[caller.pc - 1] else {
      return nil
    }
    return line
  }

  /// The characters of an array the subset holds a string's Characters in (a String of one
  /// each), nil for any other value.
  static func characters(of value: SwiftValue) -> [String]? {
    guard case .array(let items) = value, !items.isEmpty else { return nil }
    var characters: [String] = []
    for item in items {
      guard case .string(let text) = item, text.count == 1 else { return nil }
      characters.append(text)
    }
    return characters
  }

  /// The function of an operator the operands' types declare (`static func ==`) that their
  /// values fit; nil when neither declares one.
  ///
  /// The left's type and its superclasses are asked first, then the right's. An Int fits a
  /// Double parameter when nothing fits exactly, as an integer literal would (it is then the
  /// Double).
  func userOperator(_ operation: SwiftProgram.Operator, _ left: inout SwiftValue, _ right: inout SwiftValue) -> Int? {
    var candidates: [SwiftProgram.OperatorFunction] = []
    for operand in [left, right] {
      var type = userType(of: operand)
      while let current = type, current < program.operators.count {
        candidates += program.operators[current][operation.rawValue] ?? []
        type = program.types[current].superclass
      }
    }
    guard !candidates.isEmpty else { return nil }
    for exact in [true, false] {
      for candidate in candidates where candidate.parameters.count == 2 {
        guard let first = fitting(left, candidate.parameters[0], exact: exact),
          let second = fitting(right, candidate.parameters[1], exact: exact)
        else { continue }
        (left, right) = (first, second)
        return candidate.function
      }
    }
    return nil
  }

  /// `value` as a parameter of the type written `type` takes it, nil when it does not fit.
  private func fitting(_ value: SwiftValue, _ type: String, exact: Bool) -> SwiftValue? {
    switch value {
    case .int(let number):
      if type == "Int" { return value }
      return !exact && (type == "Double" || type == "CGFloat") ? .double(Double(number)) : nil
    case .double: return type == "Double" || type == "CGFloat" ? value : nil
    case .string: return type == "String" ? value : nil
    case .bool: return type == "Bool" ? value : nil
    default:
      var current = userType(of: value)
      while let type_ = current {
        if program.types[type_].name == type || program.types[type_].conformances.contains(type) { return value }
        current = program.types[type_].superclass
      }
      return nil
    }
  }

  /// The elements of an array of a Comparable enum's cases without payloads, in the order
  /// the enum declares them, for `sorted()`, `sort()`, `min()` and `max()`; nil otherwise.
  func comparableCases(_ selector: String, _ receiver: SwiftValue) -> [SwiftValue]? {
    guard ["sorted()", "sort()", "min()", "max()"].contains(selector), case .array(let items) = receiver,
      case .enumValue(let type, _, _)? = items.first, program.types[type].conformances.contains("Comparable")
    else { return nil }
    var indexed: [(index: Int, value: SwiftValue)] = []
    for item in items {
      guard case .enumValue(type, let index, let payload) = item, payload.isEmpty else { return nil }
      indexed.append((index, item))
    }
    return indexed.sorted { $0.index < $1.index }.map(\.value)
  }

  /// Refuses a standard method that compares the elements itself when their type declares the
  /// operator it would use (`==` for `contains(_:)`, `<` for `sorted()`): Swift calls the
  /// type's own, which the subset's methods do not; the closure form does.
  func refuseOwnComparison(_ selector: String, _ receiver: SwiftValue, _ arguments: [SwiftValue], line at: Int)
    throws(SwiftRunError)
  {
    guard !program.operators.isEmpty else { return }
    let (operation, form): (String, String)
    switch selector {
    case "contains(_:)": (operation, form) = ("==", "contains { $0 == x }")
    case "firstIndex(of:)": (operation, form) = ("==", "firstIndex { $0 == x }")
    case "sorted()", "sort()", "min()", "max()": (operation, form) = ("<", "\(selector.dropLast(2)) { $0 < $1 }")
    default: return
    }
    guard case .array(let items) = receiver else { return }
    for value in items.prefix(1) + arguments {
      guard let type = userType(of: value), type < program.operators.count, program.operators[type][operation] != nil else {
        continue
      }
      throw SwiftRunError(
        line: at,
        "\(selector) with \(program.types[type].name)'s own \(operation) is not in the Workbench's Swift subset yet: "
          + "write \(form)")
    }
  }
}
