import Lessons

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

/// Answers the learner's Swift's requests (`SwiftHostRequest`) from the chapter it runs in,
/// through the chapter's `SwiftBindable` face: values cross as `BridgeValue`s, and what the
/// model did comes back as notes for the step.
enum SwiftChapterBridge {
  /// Names the books print from before Swift 3, in every chapter, with their modern spellings.
  static let renamed: [String: String] = [
    "NSUndoManager": "UndoManager", "dispatch_async": "DispatchQueue.async", "dispatch_sync": "DispatchQueue.sync",
    "dispatch_get_main_queue": "DispatchQueue.main", "dispatch_get_global_queue": "DispatchQueue.global()",
    "NSOperationQueue": "OperationQueue", "NSBlockOperation": "BlockOperation",
    "NSNotificationCenter": "NotificationCenter", "NSURLSession": "URLSession",
  ].merging(SwiftFrameworks.renamed) { $1 }

  /// What the chapter puts in scope: its objects and classes, and `known`, the names earlier
  /// blocks used (a name gone since is not an error until it is used).
  static func scope<C: Chapter>(of chapter: C.Type, state: C.State, known: Set<String>) -> SwiftHostScope {
    guard let bindable = chapter as? any SwiftBindable.Type else { return SwiftHostScope(renamed: renamed) }
    return scope(bindable, state: state, known: known)
  }

  private static func scope<B: SwiftBindable>(_ chapter: B.Type, state: some Any, known: Set<String>) -> SwiftHostScope {
    guard let state = state as? B.State else { return SwiftHostScope(renamed: renamed) }
    let objects = Set(B.swiftObjects(in: state).map(\.name))
    return SwiftHostScope(
      objects: objects.union(known), classes: Set(B.swiftClasses), renamed: renamed.merging(B.swiftRenamed) { $1 },
      members: B.swiftMembers, memberCalls: B.swiftMemberCalls, optionSets: B.swiftOptionSets,
      valueTypes: B.swiftValueTypes,
      memberTypes: B.swiftMemberTypes, parameterTypes: B.swiftParameterTypes, current: objects)
  }

  /// How a closure crosses to a chapter whose model runs code as data: lowered (see
  /// `SwiftLowering`) against the chapter's objects, as they are when it is handed over.
  struct Lowerer {
    var objects: [String: String]
    var shared: Set<String>
    var classes: Set<String>
    var resolveStatic: (BridgeCall) throws(CommandError) -> BridgeValue
    /// The values the frameworks hand a closure given as an argument of a call (see
    /// `SwiftBindable.swiftClosureArguments`): of the member, the class and the argument's index.
    var closureArguments: (String, String, Int) -> [BridgeArgument]? = { _, _, _ in nil }
    /// The values the frameworks hand a delegate method, by its selector (see
    /// `SwiftBindable.swiftMethodArguments`).
    var methodArguments: (String) -> [BridgeArgument?]? = { _ in nil }
  }

  /// The chapter's lowerer, or nil when it calls closures back instead (`SwiftBindable.swiftRunsBlocks`).
  static func lowerer<C: Chapter>(of chapter: C.Type, state: C.State) -> Lowerer? {
    guard let bindable = chapter as? any SwiftBindable.Type, bindable.swiftRunsBlocks else { return nil }
    return lowerer(bindable, state: state)
  }

  private static func lowerer<B: SwiftBindable>(_ chapter: B.Type, state: some Any) -> Lowerer? {
    guard let state = state as? B.State else { return nil }
    return Lowerer(
      objects: Dictionary(B.swiftObjects(in: state).map { ($0.name, $0.type) }) { first, _ in first },
      shared: Set(B.swiftShared(in: state).keys), classes: Set(B.swiftClasses),
      resolveStatic: { call throws(CommandError) in
        // A static member names an object; a copy keeps the chapter as it is.
        var copy = state
        return try B.swiftCall(call, in: &copy).value
      }, closureArguments: { member, type, index in B.swiftClosureArguments(of: member, type, argument: index) },
      methodArguments: { B.swiftMethodArguments($0) })
  }

  /// The chapter's variables shared with the learner's Swift, with their values.
  static func shared<C: Chapter>(of chapter: C.Type, state: C.State) -> [String: Int] {
    guard let bindable = chapter as? any SwiftBindable.Type else { return [:] }
    return shared(bindable, state: state)
  }

  private static func shared<B: SwiftBindable>(_ chapter: B.Type, state: some Any) -> [String: Int] {
    (state as? B.State).map { B.swiftShared(in: $0) } ?? [:]
  }

  /// Shares `name` with the chapter's model, holding `value`.
  static func share<C: Chapter>(_ name: String, value: Int, of chapter: C.Type, state: inout C.State)
    throws(CommandError)
  {
    guard let bindable = chapter as? any SwiftBindable.Type else { return }
    try share(name, value: value, bindable, state: &state)
  }

  private static func share<B: SwiftBindable, S>(_ name: String, value: Int, _ chapter: B.Type, state: inout S)
    throws(CommandError)
  {
    guard var own = state as? B.State else { return }
    try B.swiftShare(name, value: value, in: &own)
    if let back = own as? S { state = back }
  }

  /// A request with its values as the chapter takes them: what `perform` hands the chapter.
  enum Bridged {
    case object(String)
    case get(object: String, property: String)
    case set(object: String, type: String, property: String, value: BridgeValue)
    case call(BridgeCall)
  }

  /// The request's values as the chapter takes them; a closure or an object of the learner's
  /// becomes a handle the session keeps (`SwiftSession.handles`).
  static func bridged(_ request: SwiftHostRequest, in session: inout SwiftSession, lowerer: Lowerer? = nil)
    throws(CommandError) -> Bridged
  {
    switch request {
    case .object(let name): return .object(name)
    case .get(let object, _, let property): return .get(object: object, property: property)
    case .set(let object, let type, let property, let value):
      return .set(object: object, type: type, property: property, value: try bridge(value, in: &session, lowerer: lowerer))
    case .call(let target, let member, let labels, let arguments, let name):
      var bridged: [BridgeValue] = []
      for (index, argument) in arguments.enumerated() {
        let given = lowerer?.closureArguments(member, target.typeName, index) ?? []
        bridged.append(try bridge(argument, in: &session, lowerer: lowerer, closureArguments: given))
      }
      let on: BridgeCall.Target
      switch target {
      case .object(let type, let name): on = .object(type: type, name: name)
      case .type(let type): on = .type(type)
      case .value(let value): on = .value(try bridge(value, in: &session))
      }
      return .call(BridgeCall(target: on, member: member, labels: labels, arguments: bridged, name: name))
    }
  }

  /// Whether the frameworks type what `request` asks for as an optional (see
  /// `SwiftBindable.swiftIsOptional`).
  static func answersOptional<C: Chapter>(_ request: SwiftHostRequest, of chapter: C.Type) -> Bool {
    guard let bindable = chapter as? any SwiftBindable.Type else { return false }
    switch request {
    case .get(_, let type, let property): return bindable.swiftIsOptional(property, of: type)
    case .call(let target, let member, let labels, _, _):
      return bindable.swiftIsOptional(member + "(" + labels.map { $0 + ":" }.joined() + ")", of: target.typeName)
    case .object, .set: return false
    }
  }

  /// Performs a bridged request on `state` through the chapter's `SwiftBindable` face.
  ///
  /// Returns its answer and what the model did. A chapter's refusal is the statement's error.
  static func perform<C: Chapter>(_ request: Bridged, of chapter: C.Type, state: inout C.State) throws(CommandError)
    -> BridgeResult
  {
    guard let bindable = chapter as? any SwiftBindable.Type else {
      throw CommandError("the \(C.name) chapter has no objects Swift can use yet")
    }
    return try perform(request, bindable, state: &state)
  }

  private static func perform<B: SwiftBindable, S>(_ request: Bridged, _ chapter: B.Type, state: inout S)
    throws(CommandError) -> BridgeResult
  {
    guard var own = state as? B.State else { throw CommandError("the chapter's state is not its own") }
    defer { if let back = own as? S { state = back } }
    switch request {
    case .object(let name):
      if let value = B.swiftValue(named: name, in: own) { return BridgeResult(value) }
      guard let found = B.swiftObjects(in: own).first(where: { $0.name == name }) else {
        throw CommandError("'\(name)' is no longer one of the \(B.name) chapter's objects")
      }
      return BridgeResult(.object(type: found.type, name: found.name))
    case .get(let object, let property):
      return BridgeResult(try B.swiftGet(property, of: object, in: own))
    case .set(let object, let type, let property, let value):
      let notes = try B.swiftSet(property, of: object, to: value, in: &own)
      return BridgeResult(.object(type: type, name: object), notes: notes)
    case .call(let call):
      return try B.swiftCall(call, in: &own)
    }
  }

  /// A Swift value as the chapter takes it: a closure, or a value of the learner's own type,
  /// as a handle the session keeps.
  static func bridge(
    _ value: SwiftValue, in session: inout SwiftSession, lowerer: Lowerer? = nil, closureArguments: [BridgeArgument] = []
  ) throws(CommandError) -> BridgeValue {
    let machine = session.machine
    switch value {
    case .closure(let function, let captures) where lowerer != nil:
      return .block(try lower(function, captures: captures, in: session, lowerer!, arguments: closureArguments))
    case .object(let cell) where lowerer != nil:
      return try methods(of: cell, in: session, lowerer!)
    case .function where lowerer != nil:
      throw CommandError("the model's threads run a closure written where it is handed over, not a function's name")
    case .member(let name): return .member(name)
    case .optionSet(let type, let raw): return .structure(type, [.int(raw)])
    case .described(let type, let text): return .described(type: type, text: text)
    case .void: return .void
    case .int(let number): return .int(number)
    case .double(let number): return .double(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .null: return .null
    case .some(let inner): return try bridge(inner, in: &session, lowerer: lowerer)
    case .host(let type, let name): return .object(type: type, name: name)
    case .array(let items):
      if let combined = try optionSet(of: items, in: session) { return combined }
      var bridged: [BridgeValue] = []
      for item in items { bridged.append(try bridge(item, in: &session, lowerer: lowerer)) }
      return .array(bridged)
    case .structValue(let type, let fields) where SwiftFrameworks.types.contains(machine.program.types[type].name):
      let name = machine.program.types[type].name
      var bridged: [BridgeValue] = []
      for field in fields { bridged.append(try bridge(field, in: &session)) }
      return .structure(name, bridged)
    case .function, .closure, .object, .structValue, .enumValue:
      return .handle(session.keep(value))
    default:
      throw CommandError("a \(machine.typeName(value)) cannot be handed to the frameworks here")
    }
  }

  /// An array literal that holds a value of an option set, with members of it or other values
  /// of it (`[UIView.KeyframeAnimationOptions.repeat, UIView.KeyframeAnimationOptions(rawValue:
  /// 1)]`), as Swift makes it where the option set is wanted: one value, its members' union.
  static func optionSet(of items: [SwiftValue], in session: SwiftSession) throws(CommandError) -> BridgeValue? {
    guard
      let type = items.lazy.compactMap({ item -> String? in
        if case .optionSet(let type, _) = item { return type }
        return nil
      }).first
    else { return nil }
    do throws(SwiftRunError) {
      let members = session.machine.program.optionSets[type] ?? [:]
      return .structure(type, [.int(try SwiftOptionSets.raw(of: .array(items), as: type, members: members, line: 0))])
    } catch {
      throw CommandError(error.message)
    }
  }

  /// The closure `function` with its captured values, lowered for the chapter (`SwiftLowering`):
  /// its names resolved against what it captured, then the program's globals, then the
  /// chapter's objects.
  static func lower(
    _ function: Int, captures: [SwiftValue], in session: SwiftSession, _ lowerer: Lowerer, arguments: [BridgeArgument] = [],
    of object: SwiftValue? = nil
  ) throws(CommandError) -> BridgeBlock {
    let machine = session.machine
    let code = machine.program.functions[function]
    guard let source = code.source else {
      throw CommandError("the model's threads run a closure written where it is handed over")
    }
    var values: [String: SwiftValue] = [:]
    var globals: Set<String> = []
    for (slot, name) in machine.program.globals.enumerated() where !name.contains(".") {
      values[name] = machine.globals[slot]
      globals.insert(name)
    }
    for (name, captured) in zip(code.captureNames, captures) {
      globals.remove(name)
      if case .box(let cell) = captured, machine.heap.indices.contains(cell), case .box(_, let value) = machine.heap[cell] {
        values[name] = value
      } else {
        values[name] = captured
      }
    }
    #if canImport(SwiftParser)
      var lowering = SwiftLowering(
        values: values, globals: globals, objects: lowerer.objects, shared: lowerer.shared, classes: lowerer.classes,
        resolveStatic: lowerer.resolveStatic)
      // The learner's top-level functions (a later one of a name shadows an earlier), unless a
      // value of the closure's has the name.
      for function in machine.program.functions where Self.isTopLevel(function) && values[function.name] == nil {
        lowering.functions[function.name] = function.source
      }
      lowering.learnerObject = { value, name in Self.learnerObject(value, named: name, in: machine) }
      lowering.constants = Self.constants(in: session.blocks)
      lowering.methodArguments = lowerer.methodArguments
      if let object, let own = Self.learnerObject(object, named: nil, in: machine) {
        // A method of an object a top-level name holds (a delegate's): its Int properties are
        // the model's shared variables, as in a method of it the learner calls.
        lowering.methodOf(own)
      }
      return try lowering.lower(source, arguments: arguments)
    #else
      throw CommandError("this build has no Swift parser")
    #endif
  }

  #if canImport(SwiftParser)
    /// The top-level names the blocks declare with `let`, as the last declaration of each
    /// leaves it (a later `var` of the name is a variable).
    static func constants(in blocks: [String]) -> Set<String> {
      var constants: Set<String> = []
      for block in blocks {
        for item in Parser.parse(source: block).statements {
          guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
          let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
          for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isLet { constants.insert(name) } else { constants.remove(name) }
          }
        }
      }
      return constants
    }
  #endif

  /// The object of the learner's that `value` holds, as a lowered closure may use it: the
  /// top-level name that holds it, its properties holding an Int, and its methods (a
  /// subclass's first).
  ///
  /// An instance of a class is found by identity (the earliest declared of the names that still
  /// hold it); a struct's value is the top-level variable `name` holds, since a copy elsewhere
  /// is another value: Swift's closure reaches the variable itself, and so does the model.
  static func learnerObject(_ value: SwiftValue, named name: String?, in machine: SwiftMachine)
    -> SwiftLowering.LearnerObject?
  {
    let type: Int
    let fields: [SwiftValue]
    let holder: String
    switch value {
    case .object(let cell):
      guard machine.heap.indices.contains(cell), case .instance(let own, let stored) = machine.heap[cell] else { return nil }
      var latest: [String: Int] = [:]
      for (slot, name) in machine.program.globals.enumerated() where !name.contains(".") { latest[name] = slot }
      guard let found = latest.filter({ machine.globals[$0.value] == value }).min(by: { $0.value < $1.value })?.key else {
        return nil
      }
      (type, fields, holder) = (own, stored, found)
    case .structValue(let own, let stored):
      guard let name, let slot = machine.program.globals.lastIndex(of: name), machine.globals[slot] == value,
        machine.program.types.indices.contains(own), !SwiftFrameworks.tupleLike.contains(machine.program.types[own].name)
      else { return nil }
      (type, fields, holder) = (own, stored, name)
    default:
      return nil
    }
    var numbers: [String: Int] = [:]
    for (index, field) in machine.program.types[type].fields.enumerated() where fields.indices.contains(index) {
      if case .int(let number) = fields[index] { numbers[field] = number }
    }
    var methods: [String: String] = [:]
    var current: Int? = type
    while let own = current {
      for function in machine.program.types[own].methods.values {
        let code = machine.program.functions[function]
        guard let source = code.source, let method = code.name.split(separator: ".").last else {
          continue
        }
        if methods[String(method)] == nil { methods[String(method)] = source }
      }
      current = machine.program.types[own].superclass
    }
    return SwiftLowering.LearnerObject(name: holder, fields: numbers, methods: methods)
  }

  /// Whether `function` is one of the learner's top-level functions, with its text: not a
  /// method (`Type.name`), a closure, the top level's own code or the prelude's.
  static func isTopLevel(_ function: SwiftProgram.Function) -> Bool {
    guard let source = function.source, !function.name.contains("."), function.name != "closure" else { return false }
    return source.hasPrefix("func ")
  }

  /// An object of the learner's handed to a chapter that runs code as data: each method of its
  /// class (and the classes above it) lowered, or refused with the reason.
  static func methods(of cell: Int, in session: SwiftSession, _ lowerer: Lowerer) throws(CommandError) -> BridgeValue {
    let machine = session.machine
    guard machine.heap.indices.contains(cell), case .instance(var type, _) = machine.heap[cell] else {
      throw CommandError("the object is no longer the learner's Swift's")
    }
    let name = machine.program.types[type].name
    var lowered: [String: BridgeBlock] = [:]
    var refused: [String: String] = [:]
    while true {
      for (selector, function) in machine.program.types[type].methods {
        let key = machine.program.names[selector]
        guard lowered[key] == nil, refused[key] == nil else { continue }
        do throws(CommandError) {
          lowered[key] = try lower(function, captures: [], in: session, lowerer, of: .object(cell))
        } catch {
          refused[key] = error.message
        }
      }
      guard let parent = machine.program.types[type].superclass else { break }
      type = parent
    }
    return .methods(type: name, lowered: lowered, refused: refused)
  }

  /// A chapter's value as the learner's Swift holds it: a framework struct as the program's own
  /// type of that name (`SwiftFrameworks`), a handle as the value it stands for.
  static func value(_ bridged: BridgeValue, in session: SwiftSession) throws(CommandError) -> SwiftValue {
    switch bridged {
    case .void: return .void
    case .int(let number): return .int(number)
    case .double(let number): return .double(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .null: return .null
    case .object(let type, let name): return .host(type: type, name: name)
    case .member(let name): return .member(name)
    case .described(let type, let text): return .described(type: type, text: text)
    case .tuple(let labels, let items):
      var values: [SwiftValue] = []
      for item in items { values.append(try value(item, in: session)) }
      return .tuple(values, labels: labels.allSatisfy(\.isEmpty) ? nil : labels)
    case .block, .methods: throw CommandError("a block of the model's cannot come back to the learner's Swift")
    case .handle(let handle):
      guard session.handles.indices.contains(handle.id) else {
        throw CommandError("the value \(handle.text) is no longer the learner's Swift's")
      }
      return session.handles[handle.id]
    case .array(let items):
      var values: [SwiftValue] = []
      for item in items { values.append(try value(item, in: session)) }
      return .array(values)
    case .structure(let name, let fields) where session.machine.program.optionSets[name] != nil:
      guard fields.count == 1, case .int(let raw) = fields[0] else { throw CommandError("a \(name) is its raw value") }
      return .optionSet(type: name, raw: raw)
    case .structure(let name, let fields):
      guard let type = session.machine.program.types.firstIndex(where: { $0.name == name }) else {
        throw CommandError("the program has no type \(name) to hold the value")
      }
      var values: [SwiftValue] = []
      for field in fields { values.append(try value(field, in: session)) }
      return .structValue(type: type, fields: values)
    }
  }
}
