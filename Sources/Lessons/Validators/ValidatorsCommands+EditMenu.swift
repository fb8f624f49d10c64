/// The validators chapter's edit menu: select, cut, the menu's items and choosing one.
extension ValidatorsCommands {
  static let select = Command(
    CommandSpec(
      "select", abstract: "Select LENGTH UTF-16 units from START (LENGTH 0 puts the insertion point there).",
      parameters: [
        Parameter("name", .object, "the field"), Parameter("start", .integer(0...100_000_000), "where the selection starts"),
        Parameter("length", .integer(0...100_000_000), "how long it is"),
      ],
      examples: ["select f 0 2", "select f 3 0"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.fieldIndex(arguments.word("name"))
      let field = state.fields[index]
      let start = arguments.integer("start")
      let length = arguments.integer("length")
      let count = field.text.utf16.count
      guard start + length <= count else {
        throw CommandError(
          "{\(start), \(length)} runs past the end of the text (\(count) UTF-16 units)",
          suggestion: "the text is \(TextField.shown(field.text))")
      }
      guard field.isBoundary(start), field.isBoundary(start + length) else {
        throw CommandError("{\(start), \(length)} splits a character", suggestion: "select whole characters")
      }
      state.fields[index].selection = TextField.Range(start, length)
      let selected = state.fields[index].selectedText
      return [
        length == 0
          ? "\(field.name): insertion point at \(start)"
          : "\(field.name): selected {\(start), \(length)} \(JSON.string(selected))"
      ]
    })

  static let cut = Command(
    CommandSpec(
      "cut", abstract: "Cut the selection: it goes to the pasteboard, then the deletion goes to the delegate.",
      parameters: [Parameter("name", .object, "the field")], examples: ["cut f"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.fieldIndex(arguments.word("name"))
      return try perform(.cut, on: index, &state)
    })

  static func perform(_ item: EditMenu.Item, on index: Int, _ state: inout ValidatorsWorld) throws(CommandError) -> [String] {
    let field = state.fields[index]
    let (offered, reason) = EditMenu.decide(item, field, pasteboard: state.pasteboard)
    guard offered else {
      throw CommandError(
        "\(item.rawValue) is not offered: \(reason)",
        suggestion: field.selection.length == 0 && [.cut, .copy, .expand].contains(item)
          ? "select something first: 'select \(field.name) 0 2'" : "type 'menu \(field.name)' to see what is")
    }
    switch item {
    case .cut:
      state.pasteboard = field.selectedText
      return [
        "cut: \(JSON.string(field.selectedText)) goes to the pasteboard; " + state.fields[index].change(field.selection, "")
      ]
    case .copy:
      state.pasteboard = field.selectedText
      return ["copy: \(JSON.string(field.selectedText)) is on the pasteboard"]
    case .paste:
      try checkRoom(in: field, replacingSelectionWith: state.pasteboard ?? "")
      return ["paste: " + state.fields[index].change(field.selection, state.pasteboard ?? "")]
    case .selectAll:
      state.fields[index].selection = TextField.Range(0, field.text.utf16.count)
      return ["\(field.name): selected all, \(JSON.string(field.text))"]
    case .select:
      let range = field.wordRange
      state.fields[index].selection = range
      return ["\(field.name): selected {\(range.location), \(range.length)} \(JSON.string(state.fields[index].selectedText))"]
    case .expand:
      let name = EditMenu.stateName(for: field.selectedText) ?? ""
      state.fields[index].text = field.replacing(field.selection, with: name)
      state.fields[index].selection = TextField.Range(field.selection.location + name.utf16.count, 0)
      return [
        "expand: \(JSON.string(field.selectedText)) -> \(JSON.string(name)), set from code (the delegate is not asked); "
          + "text \(TextField.shown(state.fields[index].text))"
      ]
    }
  }

  static let menu = Command(
    CommandSpec(
      "menu", abstract: "List the field's edit menu: what canPerformAction answers for each item, and why.",
      discussion:
        "A LimitedTextField (Cookbook, ch. 6) offers cut and copy only with a selection, select and select all only "
        + "with text, never paste, and nothing else. Expand (Programming iOS 8, ch. 10) appears when the selection is "
        + "two characters that name a state. Choose an item with 'choose'.",
      parameters: [Parameter("name", .object, "the field")], examples: ["menu f"]),
    .query { state, arguments throws(CommandError) in
      let field = state.fields[try state.fieldIndex(arguments.word("name"))]
      return EditMenu.entries(for: field, pasteboard: state.pasteboard).map { entry in
        "canPerformAction(\(entry.item.selector)) -> \(entry.offered) (\(entry.reason))"
      }
    })

  static let choose = Command(
    CommandSpec(
      "choose", abstract: "Choose an item of the field's edit menu, if it is offered.",
      parameters: [
        Parameter("name", .object, "the field"),
        Parameter("item", .choice(EditMenu.Item.allCases.map(\.rawValue)), "the menu item"),
      ],
      examples: ["choose f expand", "choose f selectAll"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.fieldIndex(arguments.word("name"))
      return try perform(EditMenu.Item(rawValue: arguments.word("item")) ?? .copy, on: index, &state)
    })
}
