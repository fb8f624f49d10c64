/// The undo chapter under Foundation's names, for the learner's Swift: the managers are
/// `UndoManager`s and the boxes the book's model objects whose `value` setter registers its own
/// undo (Programming iOS 8, ch. 26). Each use runs the chapter's own command, so Swift and the
/// commands reach the same stacks; `UndoManager`'s members are Apple's documented API.
extension Undo: SwiftBindable {
  public static let swiftClasses = ["UndoManager", "Box", "MyView", "Table", "UITextView"]

  /// The types of an undo manager's settable properties (Apple's documented UndoManager API).
  public static let swiftMemberTypes = ["levelsOfUndo": "Int", "groupsByEvent": "Bool"]

  public static let swiftRenamed: [String: String] = [
    "prepareWithInvocationTarget": "prepare(withInvocationTarget:)", "undoMenuItemTitle()": "undoMenuItemTitle",
    "registerUndoWithTarget": "registerUndo(withTarget:handler:)",
    "removeAllActionsWithTarget": "removeAllActions(withTarget:)",
  ]

  /// The properties a manager has here, each the field `show` prints.
  static let managerProperties = [
    "canUndo", "canRedo", "undoMenuItemTitle", "redoMenuItemTitle", "groupingLevel", "levelsOfUndo", "groupsByEvent",
    "isUndoing", "isRedoing", "undoActionName", "redoActionName", "isUndoRegistrationEnabled",
  ]

  static let managerMethods = [
    "undo", "redo", "beginUndoGrouping", "endUndoGrouping", "setActionName", "removeAllActions", "registerUndo",
    "undoMenuTitle", "redoMenuTitle", "disableUndoRegistration", "enableUndoRegistration",
  ]

  /// A responder's `undoManager` is an optional (UIKit's `UIResponder.undoManager`, as the
  /// book's MyView overrides it): the square's, the table's and the text view's.
  public static func swiftIsOptional(_ member: String, of type: String) -> Bool {
    member == "undoManager" && targetClasses.values.contains(type)
  }

  public static func swiftObjects(in state: State) -> [(name: String, type: String)] {
    state.managers.map { ($0.name, "UndoManager") } + state.boxes.map { ($0.name, "Box") } + swiftTargets(in: state)
  }

  public static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue {
    if let value = try targetProperty(property, of: object, in: state) { return value }
    if let box = state.boxes.first(where: { $0.name == object }) {
      switch property {
      case "value": return .double(box.value)
      case "undoManager": return .object(type: "UndoManager", name: box.undoer)
      default: throw noMember(property, of: "Box", among: ["value", "undoManager"])
      }
    }
    if property == "undoActionName" || property == "redoActionName", let manager = try? state.managerIndex(object) {
      // The name the top group on its stack was given, "" when none (Apple's documented API).
      let stacks = state.managers[manager].stacks
      return .string(property == "undoActionName" ? stacks.undoActionName : stacks.redoActionName)
    }
    guard managerProperties.contains(property), case .object(_, let fields)? = Self.object(named: object, in: state),
      let field = fields.first(where: { $0.name == property })
    else { throw noMember(property, of: "UndoManager", among: managerProperties + managerMethods) }
    // The counts are Ints in Foundation's API; the model shows every number alike.
    if ["levelsOfUndo", "groupingLevel"].contains(property), let number = BridgeValue(field.value).number,
      let whole = Int(exactly: number)
    {
      return .int(whole)
    }
    return BridgeValue(field.value)
  }

  public static func swiftSet(_ property: String, of object: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    if let target = swiftTargets(in: state).first(where: { $0.name == object }) {
      try refuseTargetSet(property, of: object, type: target.type)
    }
    let isBox = state.boxes.contains { $0.name == object }
    switch (isBox, property, value) {
    case (true, "value", _):
      guard let word = value.commandWord, value.number != nil else {
        throw CommandError("cannot assign value of type '\(value.typeName)' to 'value' of type 'Double'")
      }
      return try run("set \(object).value \(word)", on: &state)
    case (false, "levelsOfUndo", .int(let levels)): return try run("set \(object).levelsOfUndo \(levels)", on: &state)
    case (false, "groupsByEvent", .bool(let flag)):
      return try run("set \(object).groupsByEvent \(flag ? "on" : "off")", on: &state)
    case (false, "levelsOfUndo", _), (false, "groupsByEvent", _):
      // Settable, with a value of another type: Swift's conversion error.
      let wanted = property == "levelsOfUndo" ? "Int" : "Bool"
      throw CommandError("cannot assign value of type '\(value.typeName)' to type '\(wanted)'")
    case (false, _, _) where managerProperties.contains(property):
      throw CommandError("cannot assign to property: '\(property)' is a get-only property")
    default:
      throw noMember(property, of: isBox ? "Box" : "UndoManager", among: isBox ? ["value"] : managerProperties)
    }
  }

  public static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    switch call.target {
    case .type("UndoManager"):
      guard call.member == "init", call.arguments.isEmpty else { throw CommandError("UndoManager is made with UndoManager()") }
      let taken = Set(state.allNames)
      let name = freshName(call.name, prefix: "undoManager") { taken.contains($0) }
      return BridgeResult(.object(type: "UndoManager", name: name), notes: try run("new manager \(name)", on: &state))
    case .type("Box"):
      guard call.signature == "init(value:undoManager:)", let word = call.arguments[0].commandWord,
        let manager = call.arguments[1].objectName
      else { throw CommandError("a Box is made with Box(value: 1, undoManager: um)") }
      let taken = Set(state.allNames)
      let name = freshName(call.name, prefix: "box") { taken.contains($0) }
      return BridgeResult(
        .object(type: "Box", name: name), notes: try run("new box \(name) \(word) --undoer \(manager)", on: &state))
    case .type(let type):
      if let kind = targetClasses.first(where: { $0.value == type })?.key {
        throw CommandError("a \(type) is made with the command here: new \(kind) NAME … --undoer MANAGER")
      }
      throw CommandError("the undo chapter makes no \(type)")
    case .value: throw call.noValueMember
    case .object(let type, let name) where type != "UndoManager":
      return try targetCall(call, on: name, type: type, in: &state)
    case .object(_, let name):
      func line(_ text: String) throws(CommandError) -> BridgeResult { BridgeResult(.void, notes: try run(text, on: &state)) }
      switch call.signature {
      case "undo()": return try line("undo \(name)")
      case "redo()": return try line("redo \(name)")
      case "beginUndoGrouping()": return try line("begin \(name)")
      case "endUndoGrouping()": return try line("end \(name)")
      case "removeAllActions()": return try line("clear \(name)")
      case "disableUndoRegistration()": return try line("disable \(name)")
      case "enableUndoRegistration()": return try line("enable \(name)")
      case "undoMenuTitle(forUndoActionName:)", "redoMenuTitle(forUndoActionName:)":
        // The menu item's title for an action name, as undoMenuItemTitle makes it from the
        // top group's name (Apple's documented API; its English words).
        guard case .string(let action) = call.arguments[0] else { throw CommandError("\(call.signature) takes a String") }
        let verb = call.member == "undoMenuTitle" ? "Undo" : "Redo"
        return BridgeResult(.string(action.isEmpty ? verb : verb + " " + action))
      case "setActionName(_:)":
        guard case .string(let text) = call.arguments[0] else { throw CommandError("setActionName(_:) takes a String") }
        return try line("name \(name) \(Format.quoted(text))")
      case "registerUndo(withTarget:handler:)", "registerUndo(withTarget:_:)":
        guard case .handle(let handler) = call.arguments[1] else {
          throw CommandError("registerUndo(withTarget:handler:) takes a closure")
        }
        let target: String
        switch call.arguments[0] {
        case .object(_, let object): target = object
        case .handle(let value): target = value.text
        default: throw CommandError("registerUndo(withTarget:handler:) takes an object as its target")
        }
        let note = try state.register(
          .swift(target: target, handler: handler, arguments: [call.arguments[0]], message: nil), with: name)
        return BridgeResult(.void, notes: [note])
      case "prepare(withInvocationTarget:)":
        guard case .handle(let target) = call.arguments[0] else {
          throw CommandError(
            "prepare(withInvocationTarget:) records a message to an object of yours",
            suggestion: "a Box's value setter registers its own undo: b.value = 3")
        }
        // The manager is its own proxy: it returns itself, and records the next message it does
        // not answer (Apple's documented UndoManager; Programming iOS 8, ch. 26).
        let index = try state.managerIndex(name)
        state.managers[index].invocationTarget = target
        return BridgeResult(.object(type: "UndoManager", name: name))
      default:
        let index = try state.managerIndex(name)
        guard let target = state.managers[index].invocationTarget else {
          throw noMember(call.member, of: "UndoManager", among: managerProperties + managerMethods)
        }
        let method = try SwiftCallout.method(call.signature, of: target)
        state.managers[index].invocationTarget = nil
        let note = try state.register(
          .swift(target: target.text, handler: method, arguments: [.handle(target)] + call.arguments, message: call.signature),
          with: name)
        return BridgeResult(.void, notes: [note])
      }
    }
  }
}
