/// The validators chapter's keystrokes into a field: type, paste, backspace and the filter's segment.
extension ValidatorsCommands {
  static let typeText = Command(
    CommandSpec(
      "type", abstract: "Type into a field, one keystroke per character, each offered to the delegate.",
      discussion:
        "Each keystroke calls textField(_:shouldChangeCharactersIn:replacementString:) with the selection as the range "
        + "and the character as the replacement (Programming iOS 8, ch. 10). A filter checks the replacement only "
        + "(Cookbook, ch. 6).",
      parameters: [
        Parameter("name", .object, "the field"), Parameter("string", .text, "the characters to type", repeated: true),
      ],
      examples: ["type f 3.5", "type p \"(212) 555\" --step"]),
    .process { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      let index = try state.fieldIndex(name)
      let string = try oneString(arguments.words("string"), command: "type \(name)")
      let keys = Array(string)
      guard !keys.isEmpty else { throw CommandError("nothing to type", suggestion: "for example 'type \(name) 3'") }
      guard keys.count <= keystrokeLimit else {
        throw CommandError(
          "type sends one keystroke per character, at most \(keystrokeLimit); this is \(keys.count)",
          suggestion: "paste long text: 'paste \(name) …'")
      }
      try checkRoom(in: state.fields[index], replacingSelectionWith: string)
      let run = Validators.TypingRun(field: state.fields[index].name, keys: keys, stepping: arguments.flag("step"))
      return ProcessStart(.typing(run), title: "type \(name)", totalSteps: keys.count)
    })

  static let paste = Command(
    CommandSpec(
      "paste", abstract: "Paste text into a field: the whole string is one replacement for the delegate.",
      discussion:
        "A filter that checks the replacement alone lets through a paste whose characters are all allowed, so "
        + "pasting 1.2.3 into the 2.3 field puts in three decimal points: the loophole the Cookbook (ch. 6) warns "
        + "about. Without STRING the pasteboard's text is pasted.",
      parameters: [
        Parameter("name", .object, "the field"),
        Parameter("string", .text, "the text (it goes on the pasteboard)", optional: true, repeated: true),
      ],
      examples: ["paste f 1.2.3", "paste f"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.fieldIndex(arguments.word("name"))
      let field = state.fields[index]
      let words = arguments.words("string")
      let given = words.isEmpty ? nil : try oneString(words, command: "paste \(field.name)")
      let (offered, reason) = EditMenu.decide(.paste, field, pasteboard: given ?? state.pasteboard)
      guard offered else {
        if field.limited { return ["paste: not offered (\(reason)); nothing changes"] }
        throw CommandError("the pasteboard is empty", suggestion: "give the text: 'paste \(field.name) 1.2.3'")
      }
      try checkRoom(in: field, replacingSelectionWith: given ?? state.pasteboard ?? "")
      if let given { state.pasteboard = given }
      return ["paste: " + state.fields[index].change(field.selection, state.pasteboard ?? "")]
    })

  static let backspace = Command(
    CommandSpec(
      "backspace", abstract: "Delete the selection, or the character before the insertion point.",
      discussion: "A deletion reaches the delegate too, with an empty replacement string.",
      parameters: [Parameter("name", .object, "the field")], examples: ["backspace f"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.fieldIndex(arguments.word("name"))
      guard let range = state.fields[index].backspaceRange else {
        return ["backspace: the insertion point is at the start, so there is nothing to delete and no delegate call"]
      }
      return ["backspace: " + state.fields[index].change(range, "")]
    })

  static let segment = Command(
    CommandSpec(
      "segment", abstract: "Switch a filter field's mode, as the Cookbook's segmented control does; the field is cleared.",
      parameters: [
        Parameter("name", .object, "the field"),
        Parameter("mode", .choice(TextField.Mode.filters.map(\.rawValue)), "the filter"),
      ],
      examples: ["segment f 123"]),
    .change { state, arguments throws(CommandError) in
      let index = try state.fieldIndex(arguments.word("name"))
      guard TextField.Mode.filters.contains(state.fields[index].mode) else {
        throw CommandError(
          "\(state.fields[index].name) is not a filter field", suggestion: "make one with 'new field f --mode ABC'")
      }
      let mode = TextField.Mode(rawValue: arguments.word("mode")) ?? .abc
      state.fields[index].mode = mode
      state.fields[index].text = ""
      state.fields[index].selection = TextField.Range(0, 0)
      return ["\(state.fields[index].name): mode \(mode.rawValue); changing the segment clears the field"]
    })
}
