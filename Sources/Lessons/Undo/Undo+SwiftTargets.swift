/// The undo chapter's targets other than boxes, for the learner's Swift: the book's square
/// (`MyView`, Programming iOS 8, ch. 26, whose `setCenterUndoably(_:)` registers its own undo),
/// the cookbook's table of items (Recipe 9-3: every edit one named, undoable group), and a
/// text view (UIKit's `UITextView`, whose typing registers with its undo manager). Each use runs
/// the chapter's own command, so Swift and the commands reach the same stacks.
extension Undo {
  /// The targets' classes as Swift names them, by the kind `new` makes.
  static let targetClasses = ["square": "MyView", "table": "Table", "text": "UITextView"]

  /// The properties and methods each target has here, for the error that names what it has.
  static let targetMembers = [
    "Box": ["value", "undoManager"],
    "MyView": ["center", "undoManager", "setCenterUndoably(_:)"],
    "Table": ["items", "undoManager", "addItem(_:)", "deleteItem(at:)", "moveItem(from:to:)"],
    "UITextView": ["text", "undoManager", "insertText(_:)"],
  ]

  /// The squares, tables and text views, each under its class.
  static func swiftTargets(in state: State) -> [(name: String, type: String)] {
    state.squares.map { ($0.name, "MyView") } + state.tables.map { ($0.name, "Table") }
      + state.texts.map { ($0.name, "UITextView") }
  }

  /// A target's property; nil when `object` is no square, table or text view.
  static func targetProperty(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue? {
    if let square = state.squares.first(where: { $0.name == object }) {
      switch property {
      case "center": return .point(square.center)
      case "undoManager": return .object(type: "UndoManager", name: square.undoer)
      default: throw noMember(property, of: "MyView", among: targetMembers["MyView"] ?? [])
      }
    }
    if let table = state.tables.first(where: { $0.name == object }) {
      switch property {
      case "items": return .array(table.items.map(BridgeValue.string))
      case "undoManager": return .object(type: "UndoManager", name: table.undoer)
      default: throw noMember(property, of: "Table", among: targetMembers["Table"] ?? [])
      }
    }
    if let text = state.texts.first(where: { $0.name == object }) {
      switch property {
      case "text": return .string(text.text)
      case "undoManager": return .object(type: "UndoManager", name: text.undoer)
      default: throw noMember(property, of: "UITextView", among: targetMembers["UITextView"] ?? [])
      }
    }
    return nil
  }

  /// Setting a target's property: each changes through its own method, so that it registers.
  static func refuseTargetSet(_ property: String, of name: String, type: String) throws(CommandError) {
    let members = targetMembers[type] ?? []
    guard members.contains(property) else { throw noMember(property, of: type, among: members) }
    switch (type, property) {
    case ("MyView", "center"):
      throw CommandError(
        "the book's MyView moves undoably through setCenterUndoably(_:), which registers the way back "
          + "(Programming iOS 8, ch. 26); the Workbench's square has no other setter",
        suggestion: "\(name).setCenterUndoably(CGPoint(x: 10, y: 0))")
    case ("Table", "items"):
      throw CommandError(
        "the table's items change through its edits, each an undoable group: addItem(_:), deleteItem(at:), "
          + "moveItem(from:to:)")
    case ("UITextView", "text"):
      throw CommandError(
        "the Workbench's text view changes by typing, which registers with its undo manager: insertText(_:) types at "
          + "the insertion point")
    default:
      throw CommandError("cannot assign to property: '\(property)' is a get-only property")
    }
  }

  /// A method of a square, table or text view, as the chapter's command for it.
  static func targetCall(_ call: BridgeCall, on name: String, type: String, in state: inout State) throws(CommandError)
    -> BridgeResult
  {
    func string(_ label: String) throws(CommandError) -> String {
      guard case .string(let text)? = call.argument(label) else { throw CommandError("\(call.signature) takes a String") }
      return text
    }
    func index(_ label: String) throws(CommandError) -> Int {
      guard case .int(let index)? = call.argument(label) else { throw CommandError("\(call.signature) takes an Int index") }
      return index
    }
    let line: String
    switch (type, call.signature) {
    case ("MyView", "setCenterUndoably(_:)"):
      guard let point = call.arguments[0].point else { throw CommandError("setCenterUndoably(_:) takes a CGPoint") }
      line = "set \(name).center \(Format.number(point.x)) \(Format.number(point.y))"
    case ("Table", "addItem(_:)"): line = "table \(name) add \(Format.quoted(try string("_")))"
    case ("Table", "deleteItem(at:)"): line = "table \(name) delete \(try index("at"))"
    case ("Table", "moveItem(from:to:)"): line = "table \(name) move \(try index("from")) \(try index("to"))"
    case ("UITextView", "insertText(_:)"): line = "text \(name) type \(Format.quoted(try string("_")))"
    case ("UITextView", "cut(_:)"), ("UITextView", "paste(_:)"):
      throw CommandError(
        "the Workbench's text view has no selection or pasteboard for \(call.signature)",
        suggestion: "the commands cut and paste: text \(name) cut START LENGTH, text \(name) paste STRING")
    default:
      throw noMember(call.member, of: type, among: targetMembers[type] ?? [])
    }
    return BridgeResult(.void, notes: try run(line, on: &state))
  }
}
