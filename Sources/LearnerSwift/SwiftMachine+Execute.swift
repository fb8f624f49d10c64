extension SwiftMachine {
  mutating func pop() -> SwiftValue { stack.removeLast() }

  mutating func popValues(_ count: Int) -> [SwiftValue] {
    let items = Array(stack[(stack.count - count)...])
    stack.removeLast(count)
    return items
  }

  func name(_ index: Int) -> String { program.names[index] }

  /// Runs one of the less frequent instructions (`step` runs the frequent ones itself).
  mutating func execute(_ instruction: SwiftProgram.Instruction, base: Int) throws(SwiftRunError) {
    switch instruction {
    case .statement: break
    case .constant(let index): stack.append(program.functions[frames[frames.count - 1].function].constants[index])
    case .load(let slot): stack.append(locals[base + slot])
    case .store(let slot):
      locals[base + slot] = pop()
      if recordsChanges { noteWrite(localName(slot), locals[base + slot]) }
    case .jump(let target): frames[frames.count - 1].pc = target
    case .jumpIfFalse(let target):
      guard case .bool(let value) = pop() else { throw SwiftRunError(line: line, "a condition must be a Bool") }
      if !value { frames[frames.count - 1].pc = target }
    case .binary(let operation, let at, let literal):
      var right = pop()
      var left = pop()
      if !program.operators.isEmpty, let function = userOperator(operation, &left, &right) {
        // The operands' type declares the operator: its function runs, as Swift calls it.
        stack.append(left)
        stack.append(right)
        return try enter(function, arguments: 2, line: at)
      }
      if literal != .neither { SwiftArithmetic.promote(literal, &left, &right) }
      let result = try arithmetic(operation, left, right, line: at)
      try memory.made(SwiftMemoryLimit.size(of: result), line: at)
      stack.append(result)
    case .loadGlobal(let slot):
      if !exclusive.isEmpty { try checkExclusive(slot, line: line) }
      stack.append(globals[slot])
      noteAccess(program.globals[slot], isWrite: false, globals[slot])
    case .storeGlobal(let slot):
      if !exclusive.isEmpty { try checkExclusive(slot, line: line) }
      globals[slot] = pop()
      if recordsChanges { noteWrite(program.globals[slot], globals[slot]) }
      noteAccess(program.globals[slot], isWrite: true, globals[slot])
    case .loadBox(let slot):
      guard case .box(let cell) = locals[base + slot], case .box(let name, let value) = heap[cell] else {
        throw SwiftRunError(line: line, "a captured variable lost its box")
      }
      stack.append(value)
      noteAccess(self.name(name), isWrite: false, value)
    case .storeBox(let slot):
      guard case .box(let cell) = locals[base + slot], case .box(let name, _) = heap[cell] else {
        throw SwiftRunError(line: line, "a captured variable lost its box")
      }
      let value = pop()
      heap[cell] = .box(name: name, value: value)
      if recordsChanges { noteWrite(self.name(name), value) }
      noteAccess(self.name(name), isWrite: true, value)
    case .newBox(let slot, let name):
      let value = pop()
      locals[base + slot] = .box(try allocate(.box(name: name, value: value)))
      if recordsChanges { noteWrite(self.name(name), value) }
    case .negate(let at):
      switch pop() {
      case .int(let value):
        guard value != Int.min else { throw SwiftRunError(line: at, "Fatal error: arithmetic overflow") }
        stack.append(.int(-value))
      case .double(let value): stack.append(.double(-value))
      case let other:
        throw SwiftRunError(line: at, "unary operator '-' cannot be applied to an operand of type '\(typeName(other))'")
      }
    case .bitwiseNot(let at):
      let operand = pop()
      guard case .int(let value) = operand else {
        throw SwiftRunError(line: at, "unary operator '~' cannot be applied to an operand of type '\(typeName(operand))'")
      }
      stack.append(.int(~value))
    case .not:
      guard case .bool(let value) = pop() else { throw SwiftRunError(line: line, "'!' needs a Bool") }
      stack.append(.bool(!value))
    case .identical(let negated):
      let right = pop()
      let left = pop()
      if left == .null || right == .null {
        // nil is identical to nil alone.
        stack.append(.bool((left == right) != negated))
        return
      }
      if case .host(_, let a) = left.unwrapped ?? left, case .host(_, let b) = right.unwrapped ?? right {
        stack.append(.bool((a == b) != negated))
        return
      }
      guard case .object(let a) = left.unwrapped ?? left, case .object(let b) = right.unwrapped ?? right else {
        throw SwiftRunError(line: line, "'===' compares class instances")
      }
      stack.append(.bool((a == b) != negated))
    case .jumpIfFalseKeep(let target), .jumpIfTrueKeep(let target):
      guard case .bool(let value) = stack.last else { throw SwiftRunError(line: line, "'&&' and '||' need Bools") }
      let keep: Bool
      if case .jumpIfTrueKeep = instruction { keep = value } else { keep = !value }
      if keep { frames[frames.count - 1].pc = target } else { _ = pop() }
    case .pop: _ = pop()
    case .dup: stack.append(stack[stack.count - 1])
    case .makeArray(let count): stack.append(.array(try shallow(popValues(count))))
    case .makeTuple(let count, let labels):
      stack.append(.tuple(try shallow(popValues(count)), labels: labels < 0 ? nil : program.labelLists[labels]))
    case .relabel(let labels):
      stack[stack.count - 1] = Self.relabelled(stack[stack.count - 1], program.labelLists[labels])
    case .makeDictionary(let count):
      let items = popValues(count * 2)
      var dictionary = SwiftDictionary()
      for pair in 0..<count {
        // A literal's keys are unique, or Swift's program traps.
        guard dictionary[items[pair * 2]] == nil else {
          throw SwiftRunError(line: line, "Fatal error: Dictionary literal contains duplicate keys")
        }
        dictionary[items[pair * 2]] = items[pair * 2 + 1]
      }
      stack.append(.dictionary(dictionary))
    case .subscriptGet(let at):
      let index = pop()
      stack.append(try SwiftBuiltins.element(of: pop(), at: index, line: at))
    case .subscriptSet(let at, let releasing): try subscriptSet(line: at, releasing: releasing, base: base)
    case .tupleArity(let count, let at):
      guard case .tuple(let items, let labels) = stack[stack.count - 1], items.count != count else { break }
      let types = items.indices.map { index in
        let label = labels.map { $0.indices.contains(index) ? $0[index] : "" } ?? ""
        return (label.isEmpty ? "" : label + ": ") + typeName(items[index])
      }
      throw SwiftRunError(line: at, "pattern cannot match values of type '(\(types.joined(separator: ", ")))'")
    case .tupleElement(let index, let at):
      guard case .tuple(let items, _) = pop(), items.indices.contains(index) else {
        throw SwiftRunError(line: at, "value has no member '\(index)'")
      }
      stack.append(items[index])
    case .getMember(let name, let at): try getMember(name, line: at)
    case .setMember(let name, let at, let literal, let checked):
      try setMember(name, line: at, literal: literal, checked: checked)
    case .call(let function, let count, let at, let writeBack):
      try enter(function, arguments: count, line: at, writeBack: writeBack)
    case .callValue(let count, let at, let writeBack):
      let callee = stack.remove(at: stack.count - count - 1)
      try callValue(callee, arguments: count, line: at)
      // A closure's `inout` parameters go back as it returns, as a function's do.
      if writeBack != 0 { frames[frames.count - 1].writeBack = writeBack }
    case .callMethod(let selector, let count, let at, let releasing, let writeBack):
      try callMethod(selector, arguments: count, line: at, writeBack: writeBack, releasing: releasing, base: base)
    case .makeClosure(let function, let count):
      stack.append(.closure(function: function, captures: try shallow(popValues(count))))
    case .unretain(let ownership):
      switch pop() {
      case .object(let cell), .some(.object(let cell)): stack.append(.unretained(cell, ownership))
      case let other: stack.append(other)
      }
    case .readHeld(let at):
      guard case .unretained(let cell, let ownership) = stack[stack.count - 1] else { break }
      stack[stack.count - 1] = try held(.object(cell), ownership, line: at == 0 ? line : at)
      if ownership == .weak, case .object = stack[stack.count - 1] { stack[stack.count - 1] = .some(.object(cell)) }
    case .newInstance(let type):
      let info = program.types[type]
      let blank = Array(repeating: SwiftValue.void, count: info.fields.count)
      if info.kind == .classType {
        stack.append(.object(try allocate(.instance(type: type, fields: blank))))
      } else {
        stack.append(.structValue(type: type, fields: blank))
      }
    case .makeEnum(let type, let index, let count):
      stack.append(.enumValue(type: type, index: index, payload: try shallow(popValues(count))))
    case .print(let count, let hasSeparator, let hasTerminator):
      let written = count + (hasSeparator ? 1 : 0) + (hasTerminator ? 1 : 0)
      try refuseUnwritable(stack[(stack.count - written)...])
      if asksForHostText(in: stack[(stack.count - written)...]) { return }
      defer { forgetHostTexts() }
      let terminator = hasTerminator ? describe(pop()) : "\n"
      let separator = hasSeparator ? describe(pop()) : " "
      var items: [String] = []
      for value in popValues(count) { items.append(try text(of: value)) }
      transcript += items.joined(separator: separator) + terminator
      guard transcript.utf8.count < 10_000_000 else {
        throw SwiftRunError(line: line, "the program printed more than 10 MB (the memory limit)")
      }
      stack.append(.void)
    case .builtin(let builtin, let count, let at):
      try runBuiltin(builtin, arguments: count, line: at)
    case .returnValue:
      let result = pop()
      let finished = frames.removeLast()
      let written = finished.writeBack == 0 ? [] : writtenBack(by: finished)
      locals.removeLast(locals.count - finished.base)
      while let handler = handlers.last, handler.depth > frames.count { handlers.removeLast() }
      if finished.resultIsReceiver {
        stack += [.void, result]
      } else {
        stack.append(result)
        stack += written
      }
      // A `willSet` has run: the new value is stored now, and `didSet` runs after it.
      if finished.setsAfter >= 0 { try setMember(finished.setsAfter, line: line, checked: true, observed: true) }
    case .range(let closed, let at):
      let (high, low) = (pop(), pop())
      guard case .int(let upper) = high, case .int(let lower) = low else {
        var type = low.typeName
        if case .int = low { type = high.typeName }
        throw SwiftRunError(line: at, "a range of '\(type)' bounds is not in the Workbench's Swift subset yet")
      }
      guard lower <= upper else { throw SwiftRunError(line: at, "Fatal error: Range requires lowerBound <= upperBound") }
      stack.append(.range(lower: lower, upper: upper, closed: closed))
    case .interpolate(let count):
      try refuseUnwritable(stack[(stack.count - count)...])
      if asksForHostText(in: stack[(stack.count - count)...]) { return }
      defer { forgetHostTexts() }
      var parts: [String] = []
      for value in popValues(count) { parts.append(try text(of: value)) }
      let text = parts.joined()
      guard text.utf8.count <= SwiftBuiltins.limit else {
        throw SwiftRunError(line: line, "a string of more than \(SwiftBuiltins.limit) bytes (the memory limit)")
      }
      try memory.made(text.utf8.count / 16, line: line)
      stack.append(.string(text))
    case .coerce(.exactDouble(let at, let message)):
      switch stack[stack.count - 1] {
      case .int, .string, .bool, .some(.int), .some(.string), .some(.bool):
        throw SwiftRunError(line: at, given(stack[stack.count - 1].unwrapped ?? .void, in: message))
      default: break
      }
    case .coerce(.optionSet(let type, let at)):
      let name = program.names[type]
      let members = program.optionSets[name] ?? [:]
      let value = pop()
      stack.append(.optionSet(type: name, raw: try SwiftOptionSets.raw(of: value, as: name, members: members, line: at)))
    case .coerce(.optionSetRaw(let type, let at)):
      // An option set's raw value is a UInt.
      let value = pop()
      guard case .int(let raw) = value else {
        throw SwiftRunError(line: at, "cannot convert value of type '\(typeName(value))' to expected argument type 'UInt'")
      }
      guard raw >= 0 else {
        throw SwiftRunError(line: at, "negative integer '\(raw)' overflows when stored into unsigned type 'UInt'")
      }
      stack.append(.optionSet(type: program.names[type], raw: raw))
    case .coerce(.exact(let simple, let at, let message)):
      let value = stack[stack.count - 1]
      switch (simple, value) {
      case (.int, .int), (.string, .string), (.bool, .bool): break
      case (_, .int), (_, .double), (_, .string), (_, .bool): throw SwiftRunError(line: at, given(value, in: message))
      // An optional is `notOptional`'s to refuse; a chapter's class takes its objects and the
      // values the chapter takes as its (`.letters` for a CharacterSet).
      default: break
      }
    case .coerce(.notOptional(let at, let wanted)):
      // A nil says no type: the place's is the one it wraps.
      switch stack[stack.count - 1] {
      case .some(let wrapped):
        throw SwiftRunError(line: at, SwiftUnwrapError.toValue(optional: typeName(wrapped) + "?", wanted: name(wanted)))
      case .null: throw SwiftRunError(line: at, SwiftUnwrapError.toValue(optional: name(wanted) + "?", wanted: name(wanted)))
      default: break
      }
    case .coerce(.doubleElements(let at, let message)):
      if case .array(let items) = stack[stack.count - 1], items.contains(where: { if case .int = $0 { true } else { false } }) {
        throw SwiftRunError(line: at, given(stack[stack.count - 1], in: message))
      }
    case .coerce(.intElements(let at, let message)):
      if case .array(let items) = stack[stack.count - 1], items.contains(where: { if case .double = $0 { true } else { false } })
      {
        throw SwiftRunError(line: at, given(stack[stack.count - 1], in: message))
      }
    case .coerce(let coercion):
      stack.append(Self.coerce(pop(), coercion))
    case .checkElement(let containerDepth, let valueDepth, let literal, let at, let message):
      let slot = stack.count - 1 - valueDepth
      guard case .int(let number) = stack[slot] else { break }
      let sample: SwiftValue? =
        switch stack[stack.count - 1 - containerDepth] {
        case .array(let items): items.first
        case .dictionary(let dictionary): dictionary.values.first
        default: nil
        }
      guard case .double? = sample else { break }
      guard literal else { throw SwiftRunError(line: at, name(message)) }
      stack[slot] = .double(Double(number))
    case .forceUnwrap(let at):
      switch pop() {
      case .null: throw SwiftRunError(line: at, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
      case .some(let value): stack.append(value)
      case let other: stack.append(other)
      }
    case .jumpIfNil(let target):
      switch pop() {
      case .null: frames[frames.count - 1].pc = target
      case .some(let value): stack.append(value)
      case let other: stack.append(other)
      }
    case .unwrapOrJump(let target):
      switch pop() {
      case .null:
        stack.append(.null)
        frames[frames.count - 1].pc = target
      case .some(let value): stack.append(value)
      case let other: stack.append(other)
      }
    case .coalesce(let target):
      switch pop() {
      case .null: break
      case .some(let value):
        stack.append(value)
        frames[frames.count - 1].pc = target
      case let other:
        stack.append(other)
        frames[frames.count - 1].pc = target
      }
    case .patternMatch(let at):
      let subject = pop()
      let pattern = pop()
      if case .range(let lower, let upper, let closed) = pattern {
        switch subject.unwrapped ?? subject {
        case .int(let value):
          stack.append(.bool(value >= lower && (closed ? value <= upper : value < upper)))
        case .double(let value):
          // `case 50..<80` over a Double: Swift takes the bounds' literals for Doubles.
          let (low, high) = (Double(lower), Double(upper))
          stack.append(.bool(value >= low && (closed ? value <= high : value < high)))
        default:
          throw SwiftRunError(line: at, "a range pattern matches Ints and Doubles here")
        }
      } else {
        stack.append(.bool(SwiftArithmetic.equal(pattern, subject)))
      }
    case .isCase(let name):
      let wanted = self.name(name)
      var subject = pop()
      // An optional matches a case of what it wraps (`.a` against `E?`), as Swift's does.
      if case .some(let inner) = subject, wanted != "some" { subject = inner }
      switch subject {
      case .enumValue(let type, let index, _): stack.append(.bool(program.types[type].cases[index] == wanted))
      // A chapter's member (`wait(timeout:)`'s `.timedOut`) is the case of the same name.
      case .member(let member): stack.append(.bool(member == wanted))
      case .null: stack.append(.bool(wanted == "none"))
      case .some: stack.append(.bool(wanted == "some"))
      default: stack.append(.bool(false))
      }
    case .payload(let index, let name, let at):
      var subject = pop()
      if case .some(let inner) = subject, self.name(name) != "some" { subject = inner }
      switch subject {
      case .enumValue(_, _, let payload) where payload.indices.contains(index): stack.append(payload[index])
      case .some(let value) where index == 0: stack.append(value)
      default: throw SwiftRunError(line: at, "this case has no associated value \(index)")
      }
    case .isType(let type): stack.append(.bool(isInstance(pop(), of: type)))
    case .isHostType(let type):
      switch pop().unwrapped {
      case .host(let actual, _)?, .described(let actual, _)?: stack.append(.bool(actual == self.name(type)))
      default: stack.append(.bool(false))
      }
    case .bindNext(let name): nextBind = name
    case .beginAccess(let slot, let at):
      try checkExclusive(slot, line: at)
      exclusive.append(ExclusiveAccess(slot: slot, thread: current, depth: frames.count))
    case .writtenBack:
      stack += thrownWriteBack
      thrownWriteBack.removeAll()
    case .endAccess(let count):
      for _ in 0..<count {
        guard let last = exclusive.lastIndex(where: { $0.thread == current }) else { break }
        exclusive.remove(at: last)
      }
    case .hostObject(let name, _):
      hostRequest = .object(name: self.name(name))
    case .hostCall(let index):
      let (type, selector, count, bind) = (
        program.hostCalls[index].type, program.hostCalls[index].selector, program.hostCalls[index].arguments,
        program.hostCalls[index].bind
      )
      let (member, labels) = Self.split(selector: self.name(selector))
      hostRequest = .call(
        target: .type(self.name(type)), member: member, labels: labels, arguments: popValues(count),
        name: bind < 0 ? nil : self.name(bind))
    case .checkReference(let name, let depth, let at):
      let chain = stack[(stack.count - 1 - depth)...]
      guard
        !chain.contains(where: { value in
          switch value {
          case .host, .object: true
          default: false
          }
        })
      else { break }
      if self.name(name).hasPrefix(SwiftCompiler.callResult) {
        let callee = self.name(name).dropFirst(SwiftCompiler.callResult.count)
        throw SwiftRunError(line: at, "cannot assign to property: '\(callee)' returns immutable value")
      }
      throw SwiftRunError(line: at, "cannot assign to property: '\(self.name(name))' is a 'let' constant")
    case .pushHandler(let target):
      handlers.append(Handler(depth: frames.count, target: target, stackHeight: stack.count))
    case .popHandler: _ = handlers.popLast()
    case .throwError(let at): thrown = Thrown(value: pop(), line: at == SwiftProgram.rethrown ? caughtLine : at)
    case .failTry(let at):
      throw SwiftRunError(
        line: at, "Fatal error: 'try!' expression unexpectedly raised an error: \(describe(pop(), reflecting: true))")
    case .trap(let message, let at): throw SwiftRunError(line: at, name(message))
    }
  }

  /// Swift's arithmetic on two values (`SwiftArithmetic.apply`), and the one framework struct
  /// with operators of its own: `DispatchTime` plus or minus seconds (`.now() + 1.5`).
  func arithmetic(_ operation: SwiftProgram.Operator, _ left: SwiftValue, _ right: SwiftValue, line at: Int)
    throws(SwiftRunError) -> SwiftValue
  {
    if operation == .equal || operation == .notEqual, let (left, right) = try optionSets(left, right, line: at) {
      // `opts == .repeat`: the member is of the option set's type, as Swift infers it.
      return .bool((left == right) == (operation == .equal))
    }
    do {
      return try SwiftArithmetic.apply(operation, left, right, line: at)
    } catch {
      if let ordered = try ordering(operation, left, right, line: at) { return ordered }
      guard operation == .add || operation == .subtract, case .structValue(let type, let fields) = left,
        program.types[type].name == "DispatchTime", case .double(let time)? = fields.first
      else { throw error }
      let seconds: Double
      switch right {
      case .int(let whole): seconds = Double(whole)
      case .double(let number): seconds = number
      default: throw error
      }
      return .structValue(type: type, fields: [.double(operation == .add ? time + seconds : time - seconds)])
    }
  }

  /// `<`, `<=`, `>` and `>=` that Swift gives without the program writing them: between cases
  /// of an enum without associated values that is `Comparable` (in the order declared), and
  /// between tuples of as many elements, element by element (lexicographically); nil otherwise.
  func ordering(_ operation: SwiftProgram.Operator, _ left: SwiftValue, _ right: SwiftValue, line at: Int)
    throws(SwiftRunError) -> SwiftValue?
  {
    guard [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(operation) else { return nil }
    switch (left, right) {
    case (.enumValue(let type, let first, let firstPayload), .enumValue(let other, let second, let secondPayload)):
      guard type == other, firstPayload.isEmpty, secondPayload.isEmpty, program.types[type].conformances.contains("Comparable")
      else { return nil }
      return try SwiftArithmetic.apply(operation, .int(first), .int(second), line: at)
    case (.tuple(let first, _), .tuple(let second, _)) where first.count == second.count && first.count <= 6:
      for (a, b) in zip(first, second) where try arithmetic(.equal, a, b, line: at) != .bool(true) {
        return try arithmetic(operation == .less || operation == .lessOrEqual ? .less : .greater, a, b, line: at)
      }
      return .bool(operation == .lessOrEqual || operation == .greaterOrEqual)
    default:
      return nil
    }
  }

  /// Two sides of `==` as raw values of one option set, when one side is an option set's value.
  ///
  /// An optional one is compared by the value it holds (`s.remove(.repeat) == .repeat`); nil
  /// is left to `==` itself.
  func optionSets(_ left: SwiftValue, _ right: SwiftValue, line: Int) throws(SwiftRunError) -> (Int, Int)? {
    guard let left = left.unwrapped, let right = right.unwrapped else { return nil }
    let type: String
    switch (left, right) {
    case (.optionSet(let name, _), _), (_, .optionSet(let name, _)): type = name
    default: return nil
    }
    let members = program.optionSets[type] ?? [:]
    return (
      try SwiftOptionSets.raw(of: left, as: type, members: members, line: line),
      try SwiftOptionSets.raw(of: right, as: type, members: members, line: line)
    )
  }

  /// The name of the running function's local slot.
  func localName(_ slot: Int) -> String {
    let names = program.functions[frames[frames.count - 1].function].localNames
    return names.indices.contains(slot) ? names[slot] : ""
  }

  /// The values, unless one nests too deep to be freed and printed (the nesting limit).
  func shallow(_ values: [SwiftValue]) throws(SwiftRunError) -> [SwiftValue] {
    for value in values where value.nestsDeeper(than: 500) {
      throw SwiftRunError(line: line, "values nest more than 500 deep (the memory limit)")
    }
    return values
  }

  /// A message with the type of `value` where it names the value's type.
  func given(_ value: SwiftValue, in message: Int) -> String {
    name(message).replacing(SwiftProgram.given, with: typeName(value))
  }

  /// A tuple (or an optional's tuple) of as many elements as `labels`, with those labels.
  static func relabelled(_ value: SwiftValue, _ labels: [String]) -> SwiftValue {
    switch value {
    case .tuple(let items, _) where items.count == labels.count: .tuple(items, labels: labels)
    case .some(let inner): .some(relabelled(inner, labels))
    default: value
    }
  }

  /// A value stored in a place of a Double or optional type.
  static func coerce(_ value: SwiftValue, _ coercion: SwiftProgram.Coercion) -> SwiftValue {
    switch (coercion, value) {
    case (.double, .int(let number)): .double(Double(number))
    case (.double, _): value
    case (.optional, .null), (.optional, .some), (.optionalDouble, .null), (.optionalDouble, .some): value
    case (.optional, _): .some(value)
    case (.optionalDouble, .int(let number)): .some(.double(Double(number)))
    case (.optionalDouble, _): .some(value)
    case (.exactDouble, _), (.exact, _), (.notOptional, _), (.doubleElements, _), (.intElements, _), (.optionSet, _),
      (.optionSetRaw, _):
      value
    }
  }

  /// A new heap cell, within the heap limit.
  mutating func allocate(_ cell: Cell) throws(SwiftRunError) -> Int {
    guard heap.count < heapLimit else {
      throw SwiftRunError(line: line, "more than \(heapLimit) objects and captured variables (the memory limit)")
    }
    heap.append(cell)
    return heap.count - 1
  }

  /// Whether a value is an instance of the type, a subclass of it, or conforms to it.
  func isInstance(_ value: SwiftValue, of type: Int) -> Bool {
    var actual: Int?
    switch value.unwrapped ?? value {
    case .structValue(let t, _), .enumValue(let t, _, _): actual = t
    case .object(let cell): if case .instance(let t, _) = heap[cell] { actual = t }
    default: return false
    }
    while let candidate = actual {
      if candidate == type || program.types[candidate].conformances.contains(program.types[type].name) { return true }
      actual = program.types[candidate].superclass
    }
    return false
  }

  /// Calls the function `function` with the top `count` values as its parameters.
  mutating func enter(_ function: Int, arguments count: Int, line at: Int, writeBack: Int = 0) throws(SwiftRunError) {
    guard frames.count < Self.depthLimit else {
      throw SwiftRunError(line: at, "the calls go \(Self.depthLimit) deep: endless recursion? (stack overflow)")
    }
    let callee = program.functions[function]
    let start = locals.count
    // A slice of the stack's top: `suffix` here would be Sequence's, which walks the whole stack.
    locals.append(contentsOf: stack[(stack.count - count)...])
    stack.removeLast(count)
    if callee.locals > count { locals += repeatElement(SwiftValue.void, count: callee.locals - count) }
    callsMade += 1
    frames.append(Frame(function: function, base: start, writeBack: writeBack, call: callsMade))
  }

  /// Calls a function or closure value: a closure's captures follow its parameters.
  ///
  /// A closure of several parameters handed one tuple of as many elements takes them apart, as
  /// Swift's does: `enumerated().map { i, name in … }`, `forEach { (key, value) in … }`.
  mutating func callValue(_ callee: SwiftValue, arguments count: Int, line at: Int) throws(SwiftRunError) {
    switch callee {
    case .function(let function):
      try enter(function, arguments: splat(count, into: function), line: at)
    case .closure(let function, let captures):
      // The captures come in after the closure's own locals (its prologue moves them in place).
      try enter(function, arguments: splat(count, into: function), line: at)
      locals += captures
    default:
      throw SwiftRunError(line: at, "cannot call value of non-function type '\(typeName(callee))'")
    }
  }

  /// How many arguments a call of `function` hands it: a single tuple on the stack, where the
  /// function takes as many parameters as the tuple has elements, becomes its elements.
  mutating func splat(_ count: Int, into function: Int) -> Int {
    let parameters = program.functions[function].parameters
    guard count == 1, parameters > 1, case .tuple(let items, _) = stack[stack.count - 1], items.count == parameters else {
      return count
    }
    stack.removeLast()
    stack += items
    return parameters
  }

  /// Stops the run when the global in `slot` is an `inout` argument of a call the running
  /// thread has in progress.
  ///
  /// Swift's runtime stops a program that reads or writes it then (The Swift Programming
  /// Language, "Memory Safety"; Swift prints the variable's address, the Workbench its name).
  func checkExclusive(_ slot: Int, line at: Int) throws(SwiftRunError) {
    guard exclusive.contains(where: { $0.slot == slot && $0.thread == current }) else { return }
    throw SwiftRunError(
      line: at, "Simultaneous accesses to '\(program.globals[slot])', but modification requires exclusive access")
  }

  /// Records an access of shared state when a caller steps to the next one.
  mutating func noteAccess(_ name: String, isWrite: Bool, _ value: SwiftValue) {
    // A hidden global of the compiler's (a static property's "worked out" flag) is no
    // shared state of the learner's.
    guard watchesAccess, !name.hasPrefix(" ") else { return }
    access = Access(thread: current, name: name, isWrite: isWrite, value: describe(value))
  }
}
