import Lessons

/// Answers the learner's Swift's requests (`SwiftHostRequest`) from the chapter it runs in,
/// through the chapter's `SwiftBindable` face: values cross as `BridgeValue`s, and what the
/// model did comes back as notes for the step.
enum SwiftChapterBridge {
  /// Names the books print from before Swift 3, in every chapter, with their modern spellings.
  static let renamed: [String: String] = [
    "NSUndoManager": "UndoManager", "dispatch_async": "DispatchQueue.async", "dispatch_sync": "DispatchQueue.sync",
    "dispatch_get_main_queue": "DispatchQueue.main", "dispatch_get_global_queue": "DispatchQueue.global()",
    "NSOperationQueue": "OperationQueue", "NSBlockOperation": "BlockOperation", "NSLock": "NSLock",
    "NSNotificationCenter": "NotificationCenter", "NSURLSession": "URLSession",
  ]

  /// What the chapter puts in scope: its objects and classes, and `known`, the names earlier
  /// blocks used (they compile again with each new block, so a name gone since is not an error
  /// until it is used).
  static func scope<C: Chapter>(of chapter: C.Type, state: C.State, known: Set<String>) -> SwiftHostScope {
    guard let bindable = chapter as? any SwiftBindable.Type else { return SwiftHostScope(renamed: renamed) }
    return scope(bindable, state: state, known: known)
  }

  private static func scope<B: SwiftBindable>(_ chapter: B.Type, state: some Any, known: Set<String>) -> SwiftHostScope {
    guard let state = state as? B.State else { return SwiftHostScope(renamed: renamed) }
    let objects = Set(B.swiftObjects(in: state).map(\.name))
    return SwiftHostScope(
      objects: objects.union(known), classes: Set(B.swiftClasses), renamed: renamed.merging(B.swiftRenamed) { $1 })
  }

  /// Answers `request` on `state`: the value for the machine, and what the model did.
  ///
  /// A chapter's refusal is the statement's error.
  static func answer<C: Chapter>(
    _ request: SwiftHostRequest, of chapter: C.Type, state: inout C.State, machine: SwiftMachine
  ) throws(CommandError) -> (value: SwiftValue, notes: [String]) {
    guard let bindable = chapter as? any SwiftBindable.Type else {
      throw CommandError("the \(C.name) chapter has no objects Swift can use yet")
    }
    return try answer(request, bindable, state: &state, machine: machine)
  }

  private static func answer<B: SwiftBindable, S>(
    _ request: SwiftHostRequest, _ chapter: B.Type, state: inout S, machine: SwiftMachine
  ) throws(CommandError) -> (value: SwiftValue, notes: [String]) {
    guard var own = state as? B.State else { throw CommandError("the chapter's state is not its own") }
    defer { if let back = own as? S { state = back } }
    switch request {
    case .object(let name):
      guard let found = B.swiftObjects(in: own).first(where: { $0.name == name }) else {
        throw CommandError("'\(name)' is no longer one of the \(B.name) chapter's objects")
      }
      return (.host(type: found.type, name: found.name), [])
    case .get(let object, _, let property):
      return (try value(B.swiftGet(property, of: object, in: own), in: machine), [])
    case .set(let object, let type, let property, let value):
      let notes = try B.swiftSet(property, of: object, to: try bridge(value, in: machine), in: &own)
      return (.host(type: type, name: object), notes)
    case .call(let target, let member, let labels, let arguments, let name):
      let signature = member + "(" + labels.map { $0 + ":" }.joined() + ")"
      if arguments.contains(where: \.isCallable) {
        throw CommandError(
          "\(signature) with a closure is not in the Workbench's Swift yet: the chapters do not hold a closure of yours so far",
          suggestion: B.name == "undo" ? "a Box's value setter registers its own undo: b.value = 3" : nil)
      }
      var bridged: [BridgeValue] = []
      for argument in arguments { bridged.append(try bridge(argument, in: machine)) }
      let call = BridgeCall(
        target: target.bridged, member: member, labels: labels, arguments: bridged, name: name)
      let result = try B.swiftCall(call, in: &own)
      return (try value(result.value, in: machine), result.notes)
    }
  }

  /// A Swift value as the chapter takes it.
  static func bridge(_ value: SwiftValue, in machine: SwiftMachine) throws(CommandError) -> BridgeValue {
    switch value {
    case .void: return .void
    case .int(let number): return .int(number)
    case .double(let number): return .double(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .null: return .null
    case .some(let inner): return try bridge(inner, in: machine)
    case .host(let type, let name): return .object(type: type, name: name)
    case .array(let items):
      var bridged: [BridgeValue] = []
      for item in items { bridged.append(try bridge(item, in: machine)) }
      return .array(bridged)
    case .structValue(let type, let fields):
      let name = machine.program.types[type].name
      var bridged: [BridgeValue] = []
      for field in fields { bridged.append(try bridge(field, in: machine)) }
      return .structure(name, bridged)
    default:
      throw CommandError("a \(machine.typeName(value)) cannot be handed to the frameworks here")
    }
  }

  /// A chapter's value as the learner's Swift holds it: a framework struct as the program's own
  /// type of that name (`SwiftFrameworks`).
  static func value(_ bridged: BridgeValue, in machine: SwiftMachine) throws(CommandError) -> SwiftValue {
    switch bridged {
    case .void: return .void
    case .int(let number): return .int(number)
    case .double(let number): return .double(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .null: return .null
    case .object(let type, let name): return .host(type: type, name: name)
    case .array(let items):
      var values: [SwiftValue] = []
      for item in items { values.append(try value(item, in: machine)) }
      return .array(values)
    case .structure(let name, let fields):
      guard let type = machine.program.types.firstIndex(where: { $0.name == name }) else {
        throw CommandError("the program has no type \(name) to hold the value")
      }
      var values: [SwiftValue] = []
      for field in fields { values.append(try value(field, in: machine)) }
      return .structValue(type: type, fields: values)
    }
  }
}

extension SwiftValue {
  /// A function or a closure: something the chapters cannot hold yet.
  var isCallable: Bool {
    switch self {
    case .function, .closure: true
    default: false
    }
  }
}

extension SwiftHostRequest.Target {
  /// The target as the chapter's bridge names it.
  var bridged: BridgeCall.Target {
    switch self {
    case .object(let type, let name): .object(type: type, name: name)
    case .type(let type): .type(type)
    }
  }
}
