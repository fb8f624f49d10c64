/// The undo chapter's commands.
enum UndoCommands {
  typealias Command = ChapterCommand<Undo>

  static let managerParameter = Parameter(
    "manager", .object, "the undo manager (may be left out when there is one)", optional: true)

  static let all: [Command] = [
    new, set, drag, table, text, undo(redo: false), undo(redo: true), begin, end, name, clear, disable, enable, event, menu,
    focus, shake,
    shakeToEdit,
  ]

  // MARK: - Creating and changing

  static let new = Command(
    CommandSpec(
      "new", abstract: "Create a manager, or a box, square, table or text view that registers with one.",
      discussion:
        "Targets register with the manager given by --undoer (or the only one). A square registers target-action style by "
        + "default (an NSValue-boxed point, Programming iOS 8, ch. 26); --via closure or invocation shows the other two.",
      parameters: [
        Parameter("kind", .choice(["manager", "box", "square", "table", "text"]), "what to create"),
        Parameter("name", .word, "its name"),
        Parameter("values", .word, "a box's value, a square's X Y, a table's items", optional: true, repeated: true),
      ],
      options: [
        CommandOption("undoer", value: .object, "the manager the target registers with"),
        CommandOption("levels", value: .integer(0...1_000_000), "levelsOfUndo of a new manager (0: no limit)"),
        CommandOption("groups-by-event", value: .choice(["on", "off"]), "groupsByEvent of a new manager (default on)"),
        CommandOption("via", value: .choice(UndoCall.Style.allCases.map(\.rawValue)), "how a square registers"),
      ],
      examples: [
        "new manager um", "new box b 1 --undoer um", "new square sq 0 0 --undoer um", "new table t Ann Bob --undoer um",
        "new text e --undoer um",
      ]),
    .change { state, arguments throws(CommandError) in
      let kind = arguments.word("kind")
      let name = arguments.word("name")
      let values = arguments.words("values")
      guard ObjectName.isValid(name, reserved: ["window", "nil"]) else {
        throw CommandError("\(Format.echo(name)) is not a name", suggestion: ObjectName.rule)
      }
      guard !state.allNames.contains(name) else {
        throw CommandError("\(name) already exists", suggestion: "choose another name")
      }
      if kind == "manager" {
        guard values.isEmpty else {
          throw CommandError("a manager takes no values", suggestion: "for example 'new manager um --levels 3'")
        }
        let stacks = UndoStacks<UndoCall>(
          groupsByEvent: arguments.option("groups-by-event") != "off", levelsOfUndo: Int(arguments.option("levels") ?? "0") ?? 0)
        state.managers.append(UndoWorld.NamedManager(name: name, stacks: stacks))
        return ["manager \(name): groupsByEvent \(stacks.groupsByEvent ? "on" : "off"), levelsOfUndo \(stacks.levelsOfUndo)"]
      }
      let undoer = state.managers[try state.managerIndex(arguments.option("undoer"))].name
      switch kind {
      case "box":
        let numbers = try Arguments.numbers(values, count: 1, usage: "new box b 1 --undoer um")
        state.boxes.append(UndoWorld.Box(name: name, value: numbers[0], undoer: undoer))
        return ["box \(name) = \(Format.number(numbers[0])), undoer \(undoer)"]
      case "square":
        let numbers = try Arguments.numbers(values, count: 2, usage: "new square sq 0 0 --undoer um")
        let style = UndoCall.Style(rawValue: arguments.option("via") ?? "target") ?? .target
        let center = Point(x: numbers[0], y: numbers[1])
        state.squares.append(UndoWorld.Square(name: name, center: center, undoer: undoer, style: style))
        return ["square \(name) at \(Format.point(center)), undoer \(undoer), registers \(style.rawValue)-style"]
      case "table":
        state.tables.append(UndoWorld.Table(name: name, items: values, undoer: undoer))
        return ["table \(name) [\(values.map(JSON.string).joined(separator: ", "))], undoer \(undoer)"]
      default:
        let text = values.joined(separator: " ")
        state.texts.append(UndoWorld.TextView(name: name, text: text, cursor: text.count, undoer: undoer))
        return ["text \(name) \(JSON.string(text)), undoer \(undoer)"]
      }
    })

  static let set = Command(
    CommandSpec(
      "set", abstract: "Set a box's value or a square's center (undoably), or a manager's levelsOfUndo or groupsByEvent.",
      discussion:
        "The undoably setter registers itself with the old value before changing it (Programming iOS 8, ch. 26), "
        + "so undoing it registers the new value again: redo comes for free.",
      parameters: [
        Parameter("field", .path, "b.value, sq.center, um.levelsOfUndo or um.groupsByEvent"),
        Parameter("values", .word, "the new value (X Y for a center, on|off for groupsByEvent)", repeated: true),
      ],
      examples: ["set b.value 5", "set sq.center 10 20", "set um.levelsOfUndo 3"]),
    .change { state, arguments throws(CommandError) in
      let path = InspectPath(arguments.word("field"))!
      let values = arguments.words("values")
      guard path.components.count == 2, case .field(let field) = path.components[1] else {
        throw CommandError("set takes NAME.FIELD", suggestion: "for example 'set b.value 5'")
      }
      let name = path.root
      if let box = state.boxes.first(where: { $0.name == name }) {
        guard field == "value" else { throw noField(name, field, ["value"]) }
        let value = try Arguments.numbers(values, count: 1, usage: "set \(name).value 5")[0]
        return try performed(&state, .setValue(target: box.name, value, .target))
      }
      if let square = state.squares.first(where: { $0.name == name }) {
        guard field == "center" else { throw noField(name, field, ["center"]) }
        let point = try Arguments.numbers(values, count: 2, usage: "set \(name).center 10 20")
        return try performed(&state, .setCenter(target: square.name, Point(x: point[0], y: point[1]), square.style))
      }
      if let index = state.managers.firstIndex(where: { $0.name == name }) {
        switch field {
        case "levelsOfUndo":
          guard values.count == 1, let levels = Int(values[0]), (0...1_000_000).contains(levels) else {
            throw CommandError(
              "levelsOfUndo takes a whole number from 0 (no limit)", suggestion: "for example 'set \(name).levelsOfUndo 3'")
          }
          let dropped = state.managers[index].stacks.setLevelsOfUndo(levels)
          return [
            "\(name).levelsOfUndo = \(levels)"
              + (dropped > 0 ? "; trimmed the oldest \(dropped) group\(dropped == 1 ? "" : "s")" : "")
          ]
        case "groupsByEvent":
          guard values.count == 1, values[0] == "on" || values[0] == "off" else {
            throw CommandError("groupsByEvent takes on or off", suggestion: "for example 'set \(name).groupsByEvent off'")
          }
          state.managers[index].stacks.groupsByEvent = values[0] == "on"
          return ["\(name).groupsByEvent = \(values[0])"]
        default:
          throw noField(name, field, ["levelsOfUndo", "groupsByEvent"])
        }
      }
      if state.tables.contains(where: { $0.name == name }) || state.texts.contains(where: { $0.name == name }) {
        throw CommandError("\(name) changes through its own command", suggestion: "see 'help table' and 'help text'")
      }
      throw state.unknownObject(name, kind: "box")
    })

  static let drag = Command(
    CommandSpec(
      "drag", abstract: "Drag a square's center through points: one pan gesture, grouped into one \"Move\".",
      discussion:
        "As in Programming iOS 8, ch. 26: the gesture begins (beginUndoGrouping) and moves to the first point, changes at "
        + "each next point (the setter registers on every move and names the group \"Move\" each time), and ends "
        + "(endUndoGrouping).",
      parameters: [
        Parameter("name", .object, "the square"), Parameter("points", .word, "X Y pairs: the centers to pass", repeated: true),
      ],
      examples: ["drag sq 10 0 20 0 25 5"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      guard let square = state.squares.first(where: { $0.name == name }) else { throw state.unknownObject(name, kind: "square") }
      let words = arguments.words("points")
      guard words.count % 2 == 0 else {
        throw CommandError(
          "drag takes X Y pairs, but got \(words.count) number\(words.count == 1 ? "" : "s")",
          suggestion: "for example 'drag \(name) 10 0 20 0'")
      }
      let numbers = try Arguments.numbers(words, count: words.count, usage: "drag \(name) 10 0 20 0")
      let manager = try state.managerIndex(square.undoer)
      state.managers[manager].stacks.beginGrouping()
      var lines = [
        "pan began: \(square.undoer).beginUndoGrouping() (grouping level \(state.managers[manager].stacks.groupingLevel))"
      ]
      for pair in 0..<(numbers.count / 2) {
        let point = Point(x: numbers[pair * 2], y: numbers[pair * 2 + 1])
        let (change, registered) = try state.perform(.setCenter(target: name, point, square.style))
        // Neuburg's setter names the group with every registration it makes.
        state.managers[manager].stacks.setActionName("Move")
        lines.append(
          (pair == 0 ? "  " : "pan changed: ") + change + (registered.map { "; " + $0 } ?? "")
            + "; \(square.undoer).setActionName(\"Move\")")
      }
      let closing = try? state.managers[manager].stacks.endGrouping()
      lines.append("pan ended: \(square.undoer).endUndoGrouping(): " + describe(closing, name: "Move"))
      return lines
    })

  static let table = Command(
    CommandSpec(
      "table", abstract: "Add, delete or move a table row: one named, undoable group each.",
      discussion:
        "The table of The Core iOS Developer's Cookbook, Recipe 9-3, registers invocation-style through one update method that "
        + "is its own inverse, and a move to the same row registers nothing; the grouping of each edit and its names \"Add\" "
        + "and \"Delete\" come from the same book's Core Data recipes (ch. 12), and \"Move\" from Neuburg (Programming iOS 8, "
        + "ch. 26), who sets it on every registration.",
      parameters: [
        Parameter("name", .object, "the table"), Parameter("edit", .choice(["add", "delete", "move"]), "the edit"),
        Parameter("values", .word, "add ITEM | delete INDEX | move FROM TO", repeated: true),
      ],
      examples: ["table t add Cy", "table t delete 0", "table t move 0 2"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      guard let table = state.tables.first(where: { $0.name == name }) else { throw state.unknownObject(name, kind: "table") }
      let values = arguments.words("values")
      let call: UndoCall
      let actionName: String
      switch arguments.word("edit") {
      case "add":
        guard values.count == 1 else {
          throw CommandError("add takes one item", suggestion: "for example 'table \(name) add Cy'")
        }
        call = .updateRow(table: name, index: table.items.count, item: values[0])
        actionName = "Add"
      case "delete":
        let row = try rows(values, count: 1, usage: "table \(name) delete 0")
        call = .updateRow(table: name, index: row[0], item: nil)
        actionName = "Delete"
      default:
        let rows = try rows(values, count: 2, usage: "table \(name) move 0 2")
        call = .moveRow(table: name, from: rows[0], to: rows[1])
        actionName = "Move"
      }
      return try grouped(&state, call, named: actionName, undoer: table.undoer)
    })

  static let text = Command(
    CommandSpec(
      "text", abstract: "Type, cut or paste in a text view: one named, undoable group each.",
      discussion:
        "Typing goes in at the insertion point, which follows each edit; a cut takes START LENGTH and leaves the insertion "
        + "point there. \"Cut\" and \"Paste\" are the action names the cookbook shows (ch. 6); \"Typing\" for typing is the "
        + "Workbench's choice, since the books do not name it.",
      parameters: [
        Parameter("name", .object, "the text view"), Parameter("edit", .choice(["type", "cut", "paste"]), "the edit"),
        Parameter("values", .word, "type STRING | cut START LENGTH | paste STRING", repeated: true),
      ],
      examples: ["text e type hello", "text e cut 0 2", "text e paste he"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      guard let view = state.texts.first(where: { $0.name == name }) else { throw state.unknownObject(name, kind: "text") }
      let values = arguments.words("values")
      switch arguments.word("edit") {
      case "cut":
        let range = try rows(values, count: 2, usage: "text \(name) cut 0 2")
        return try grouped(
          &state, .replace(view: name, location: range[0], length: range[1], text: ""), named: "Cut", undoer: view.undoer)
      case let edit:
        let string = values.joined(separator: " ")
        return try grouped(
          &state, .replace(view: name, location: view.cursor, length: 0, text: string),
          named: edit == "type" ? "Typing" : "Paste",
          undoer: view.undoer)
      }
    })

  // MARK: - The manager

  static func undo(redo: Bool) -> Command {
    let verb = redo ? "redo" : "undo"
    return Command(
      CommandSpec(
        verb,
        abstract: redo
          ? "Redo the top group of the redo stack; what it registers goes back on the undo stack."
          : "Undo the top group of the undo stack; what it registers goes on the redo stack.",
        discussion:
          "Step by step (--step): the pop, each action performed last-registered first with what it changed and registered, "
          + "then the recording group landing on the other stack (Programming iOS 8, ch. 26).",
        parameters: [managerParameter], examples: [verb, "\(verb) um --step"]),
      .process { state, arguments throws(CommandError) in try Undo.startUndo(state, arguments, redo: redo) })
  }

  static let begin = Command(
    CommandSpec(
      "begin", abstract: "beginUndoGrouping: what is registered until the matching end is one undo.",
      parameters: [managerParameter], examples: ["begin", "begin um"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.managerIndex(arguments.optionalWord("manager"))
      state.managers[index].stacks.beginGrouping()
      let stacks = state.managers[index].stacks
      // Under groupsByEvent an explicit group nests in the event's group, as iOS counts it.
      let nested = stacks.groupsByEvent && stacks.openGroups.count == 1 ? " (the event's group and this one)" : ""
      return ["\(state.managers[index].name).beginUndoGrouping(): grouping level \(stacks.groupingLevel)\(nested)"]
    })

  static let end = Command(
    CommandSpec(
      "end", abstract: "endUndoGrouping: close the innermost group (nested ones merge into their parent).",
      parameters: [managerParameter], examples: ["end", "end um"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.managerIndex(arguments.optionalWord("manager"))
      let name = state.managers[index].name
      let wasNamed = state.managers[index].stacks.openGroups.first?.group.name ?? ""
      do {
        let closing = try state.managers[index].stacks.endGrouping()
        return ["\(name).endUndoGrouping(): " + describe(closing, name: wasNamed)]
      } catch {
        throw CommandError("\(name) has no open group to end", suggestion: "begin one with 'begin \(name)'")
      }
    })

  static let name = Command(
    CommandSpec(
      "name", abstract: "setActionName: name the outermost open group, or else the top of the undo stack.",
      discussion: "The name makes the menu say \"Undo Move\" instead of \"Undo\" (Programming iOS 8, ch. 26).",
      parameters: [
        Parameter("manager", .word, "the manager (may be left out when there is one)"),
        Parameter("text", .word, "the action name", optional: true),
      ],
      examples: ["name Move", "name um Move"]),
    .change { state, arguments throws(CommandError) in
      let first = arguments.word("manager")
      let (managerName, text) = arguments.optionalWord("text").map { (Optional(first), $0) } ?? (nil, first)
      let index = try state.managerIndex(managerName)
      let manager = state.managers[index].name
      let groupIsOpen = !state.managers[index].stacks.openGroups.isEmpty
      guard state.managers[index].stacks.setActionName(text) else {
        throw CommandError(
          "\(manager) has nothing to name: no open group and an empty undo stack", suggestion: "register something first")
      }
      let target = groupIsOpen ? "the outermost open group" : "the top of the undo stack"
      let menu = groupIsOpen ? "once it closes, the menu will say Undo \(text)" : "the menu says Undo \(text)"
      return ["\(manager).setActionName(\(JSON.string(text))) names \(target); \(menu)"]
    })

  static let clear = Command(
    CommandSpec(
      "clear", abstract: "removeAllActions: empty both stacks and drop open groups.",
      parameters: [managerParameter], examples: ["clear"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.managerIndex(arguments.optionalWord("manager"))
      state.managers[index].stacks.removeAllActions()
      return ["\(state.managers[index].name).removeAllActions(): both stacks are empty"]
    })

  static let disable = Command(
    CommandSpec(
      "disable", abstract: "disableUndoRegistration: registrations are ignored until as many 'enable's answer it.",
      discussion: "A counter, as Apple documents it: each disable needs its own enable; 'clear' resets it.",
      parameters: [managerParameter], examples: ["disable", "disable um"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.managerIndex(arguments.optionalWord("manager"))
      state.managers[index].stacks.disableRegistration()
      let count = state.managers[index].stacks.disableCount
      return [
        "\(state.managers[index].name).disableUndoRegistration(): registrations are ignored"
          + (count > 1 ? " (\(count) disables to answer)" : "")
      ]
    })

  static let enable = Command(
    CommandSpec(
      "enable", abstract: "enableUndoRegistration: answers one 'disable'.",
      discussion: "With no disable to answer, Foundation raises an exception: the command is refused.",
      parameters: [managerParameter], examples: ["enable", "enable um"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.managerIndex(arguments.optionalWord("manager"))
      let name = state.managers[index].name
      do {
        try state.managers[index].stacks.enableRegistration()
      } catch {
        throw CommandError(
          "\(name).enableUndoRegistration(): registration is already enabled, and Foundation raises an exception "
            + "(NSInternalInconsistencyException) for an enable no disable called for")
      }
      let count = state.managers[index].stacks.disableCount
      return [
        "\(name).enableUndoRegistration(): "
          + (count == 0 ? "registrations are recorded again" : "\(count) disable\(count == 1 ? "" : "s") still to answer")
      ]
    })

  static let event = Command(
    CommandSpec(
      "event", abstract: "End the current run-loop pass here, as the end of a line does.",
      discussion: "With groupsByEvent on, each manager's event group closes when it is the only open group (S6).",
      examples: ["set b.value 2; event; set b.value 3"]),
    .change { state, _ throws(CommandError) in
      let lines = state.endOfEvent()
      return lines.isEmpty ? ["the event ends: no event group was open"] : lines
    })

  // MARK: - The undo interface

  static let menu = Command(
    CommandSpec(
      "menu", abstract: "The Edit menu's Undo and Redo items: their titles, and shown or hidden with the reason.",
      discussion:
        "An item appears only when canPerformAction says yes, which asks canUndo or canRedo (Programming iOS 8, ch. 26).",
      parameters: [managerParameter], examples: ["menu"]),
    .query { state, arguments throws(CommandError) in
      let manager = state.managers[try state.managerIndex(arguments.optionalWord("manager"))]
      let stacks = manager.stacks
      guard let responder = state.firstResponder else {
        // No first responder, no menu: neither item is shown, whatever the stacks hold.
        return [
          "Edit menu of \(manager.name): not shown (it appears only over a first responder: try 'focus NAME')",
          "  \(stacks.undoMenuItemTitle): hidden (no first responder; canUndo is \(stacks.canUndo))",
          "  \(stacks.redoMenuItemTitle): hidden (no first responder; canRedo is \(stacks.canRedo))",
        ]
      }
      return [
        "Edit menu of \(manager.name) over first responder \(responder):",
        "  \(stacks.undoMenuItemTitle): " + (stacks.canUndo ? "shown (canUndo is true)" : "hidden (canUndo is false)"),
        "  \(stacks.redoMenuItemTitle): " + (stacks.canRedo ? "shown (canRedo is true)" : "hidden (canRedo is false)"),
      ]
    })

  static let focus = Command(
    CommandSpec(
      "focus", abstract: "Make a square, table or text view the first responder (becomeFirstResponder).",
      discussion: "Shake-to-edit and the Edit menu start from the first responder.",
      parameters: [Parameter("name", .object, "the view")], examples: ["focus sq"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      if state.boxes.contains(where: { $0.name == name }) || state.managers.contains(where: { $0.name == name }) {
        throw CommandError(
          "\(name) is not a view, so it cannot become first responder", suggestion: "focus a square, table or text view")
      }
      guard state.allNames.contains(name) else { throw state.unknownObject(name, kind: "square") }
      state.firstResponder = name
      return ["\(name).becomeFirstResponder(): \(name) is the first responder"]
    })

  static let shake = Command(
    CommandSpec(
      "shake", abstract: "Shake the device: walk the responder chain to an undo manager and show the alert, or say why not.",
      discussion:
        "The walk starts at the first responder and takes the first undoManager it finds (Programming iOS 8, ch. 26; "
        + "the cookbook, ch. 9). The window's own manager has nothing registered here.",
      examples: ["shake"]),
    .query { state, _ throws(CommandError) in
      guard state.shakeToEdit else {
        return ["no alert: applicationSupportsShakeToEdit is false"]
      }
      guard let responder = state.firstResponder else {
        return ["no alert: there is no first responder, so the shake reaches no undo manager (try 'focus NAME')"]
      }
      let undoer =
        state.squares.first { $0.name == responder }?.undoer ?? state.tables.first { $0.name == responder }?.undoer
        ?? state.texts.first { $0.name == responder }?.undoer
      guard let undoer, let manager = state.managers.first(where: { $0.name == undoer }) else {
        return ["first responder \(responder) has no undoManager; the window's has nothing to undo: no alert"]
      }
      var lines = ["first responder \(responder): its undoManager is \(undoer)"]
      let stacks = manager.stacks
      guard stacks.canUndo || stacks.canRedo else {
        lines.append("\(undoer) can neither undo nor redo: no alert")
        return lines
      }
      let buttons = (stacks.canUndo ? [stacks.undoMenuItemTitle] : []) + (stacks.canRedo ? [stacks.redoMenuItemTitle] : [])
      lines.append("alert: " + (buttons + ["Cancel"]).joined(separator: " | "))
      return lines
    })

  static let shakeToEdit = Command(
    CommandSpec(
      "shaketoedit", abstract: "Turn applicationSupportsShakeToEdit on or off (it is on unless an app turns it off).",
      parameters: [Parameter("setting", .choice(["on", "off"]), "on or off")], examples: ["shaketoedit off"]),
    .change { state, arguments throws(CommandError) in
      state.shakeToEdit = arguments.word("setting") == "on"
      return ["applicationSupportsShakeToEdit = \(state.shakeToEdit)"]
    })

  // MARK: - Helpers

  /// Performs a user's change and prints it with what it registered.
  static func performed(_ state: inout UndoWorld, _ call: UndoCall) throws(CommandError) -> [String] {
    let (change, registered) = try state.perform(call)
    return [change] + (registered.map { ["  " + $0] } ?? [])
  }

  /// An edit bracketed in its own named group, as the cookbook does for model edits.
  static func grouped(_ state: inout UndoWorld, _ call: UndoCall, named actionName: String, undoer: String) throws(CommandError)
    -> [String]
  {
    let manager = try state.managerIndex(undoer)
    state.managers[manager].stacks.beginGrouping()
    let (change, registered) = try state.perform(call)
    state.managers[manager].stacks.setActionName(actionName)
    let closing = try? state.managers[manager].stacks.endGrouping()
    return [change] + (registered.map { ["  " + $0] } ?? []) + ["  \(undoer): " + describe(closing, name: actionName)]
  }

  static func describe(_ closing: UndoStacks<UndoCall>.Closing?, name: String) -> String {
    let title = name.isEmpty ? "(unnamed)" : JSON.string(name)
    switch closing {
    case .merged(let level, let actions)?:
      return "merged \(Undo.count(actions)) into the group at level \(level)"
    case .discardedEmpty?:
      return "the group is empty, so it is discarded"
    case .pushed(let onRedo, let actions, let dropped)?:
      return "the group goes on the \(onRedo ? "redo" : "undo") stack as \(title) (\(Undo.count(actions)))"
        + (dropped > 0 ? "; the oldest \(dropped) dropped (levelsOfUndo)" : "")
    case nil:
      return "no group was open"
    }
  }

  static func rows(_ words: [String], count: Int, usage: String) throws(CommandError) -> [Int] {
    let rows = words.compactMap { Int($0) }.filter { (0...1_000_000).contains($0) }
    guard words.count == count, rows.count == count else {
      throw CommandError("expected \(count) whole number\(count == 1 ? "" : "s") from 0", suggestion: "for example '\(usage)'")
    }
    return rows
  }

  static func noField(_ name: String, _ field: String, _ fields: [String]) -> CommandError {
    CommandError(
      "\(name) has no field \(Format.echo(field)) to set",
      suggestion: Suggestion.didYouMean(field, in: fields) ?? "it has " + fields.joined(separator: ", "))
  }
}
