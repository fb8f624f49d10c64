/// The validators chapter's commands.
enum ValidatorsCommands {
  typealias Command = ChapterCommand<Validators>

  static let all: [Command] = [
    new, remove, validate, typeText, paste, backspace, select, cut, menu, choose, segment, match, charset, errors,
  ]

  static let sets = CharacterClass.names.joined(separator: ", ")
  static let modes = TextField.Mode.allCases.map(\.rawValue)
  /// The most keystrokes one `type` sends: each prints a line.
  static let keystrokeLimit = 1000

  // MARK: - Creating

  static let new = Command(
    CommandSpec(
      "new", abstract: "Create a rule, a validator built from rules, or a text field with a delegate.",
      discussion:
        "Rules (iOS 9 by Tutorials, ch. 1):\n"
        + "  new rule NAME startsWith SET DESCRIPTION | endsWith SET DESCRIPTION\n"
        + "  new rule NAME length min N | length max N\n"
        + "  new rule NAME contains SET DESCRIPTION --must | --cannot | --only | --at-least N\n"
        + "  new rule NAME throwing ERROR   (throws an error of another type)\n"
        + "Validators: new validator NAME RULE...  or  new validator NAME startsAndEnds SET DESCRIPTION SET DESCRIPTION\n"
        + "Fields (Cookbook ch. 6, Programming iOS 8 ch. 10): new field NAME --mode MODE [--limited]\n"
        + "A SET is one of \(sets), or literal characters in brackets: [aeiou].",
      parameters: [
        Parameter("kind", .choice(["rule", "validator", "field"]), "what to create"),
        Parameter("name", .word, "its name"),
        Parameter("words", .text, "the rule's type and values, or the validator's rules", optional: true, repeated: true),
      ],
      options: [
        CommandOption("must", "contains: must contain a character of the set"),
        CommandOption("cannot", "contains: cannot contain any character of the set"),
        CommandOption("only", "contains: can only contain characters of the set"),
        CommandOption("at-least", value: .integer(0...1_000_000), "contains: at least N characters of the set"),
        CommandOption("mode", value: .choice(modes), "a field's delegate: a filter, phone, lowercase or limited"),
        CommandOption("limited", "make a field a LimitedTextField (its edit menu never offers paste)"),
        CommandOption("replace", "redefine the rule or validator of that name (validators made from it keep the old one)"),
      ],
      examples: [
        "new rule r1 startsWith letters letter", "new rule r2 length max 5",
        "new rule r3 contains digits number --at-least 2", "new validator v r1 r2", "new field f --mode 2.3",
      ]),
    .change { state, arguments throws(CommandError) in
      let kind = arguments.word("kind")
      let name = arguments.word("name")
      let words = arguments.words("words")
      guard name != ValidatorsWorld.lastName else {
        throw CommandError("last is taken: it names the outcome of the last validate", suggestion: "choose another name")
      }
      guard ObjectName.isValid(name) else {
        throw CommandError("\(Format.echo(name)) is not a name", suggestion: ObjectName.rule)
      }
      // --replace redefines a rule or a validator in its place; anything else keeps its name.
      let replacing = arguments.flag("replace")
      let existing: String? =
        if state.rules.contains(where: { $0.name == name }) {
          "rule"
        } else if state.validators.contains(where: { $0.name == name }) {
          "validator"
        } else {
          state.fields.contains { $0.name == name } ? "field" : nil
        }
      if replacing, kind == "field" {
        throw CommandError("--replace redefines a rule or a validator", suggestion: "'remove field \(name)' first")
      }
      if replacing, existing != kind {
        throw CommandError(
          existing.map { "--replace redefines a rule or validator, and \(name) is \(Format.withArticle($0))" }
            ?? "there is no \(kind) \(name) to replace",
          suggestion: existing == nil ? "leave --replace out to make it" : "choose another name")
      }
      if let existing, !replacing {
        throw CommandError(
          "\(name) already exists",
          suggestion: existing == "field"
            ? "choose another name, or 'remove field \(name)' first"
            : "add --replace to redefine it, or 'remove \(existing) \(name)' first")
      }
      let containment =
        ["must", "cannot", "only"].filter(arguments.flag) + (arguments.option("at-least") == nil ? [] : ["at-least"])
      if kind != "rule", let option = containment.first {
        throw CommandError("--\(option) belongs to 'new rule NAME contains …'", suggestion: "leave it out")
      }
      if kind != "field", arguments.option("mode") != nil || arguments.flag("limited") {
        throw CommandError("--mode and --limited belong to 'new field'", suggestion: "for example 'new field f --mode 2.3'")
      }
      switch kind {
      case "rule":
        let rule = try makeRule(words, containment: containment, atLeast: arguments.optionalInteger("at-least"))
        if let index = state.rules.firstIndex(where: { $0.name == name }) {
          state.rules[index].rule = rule
        } else {
          state.rules.append(StringValidator.NamedRule(name: name, rule: rule))
        }
        let throwsText =
          if case .foreign(let error) = rule {
            "throws \(error), which is not a StringValidationError"
          } else {
            rule.errorType.map { "throws \($0.caseText) -> \(JSON.string($0.description))" } ?? ""
          }
        return ["rule \(name): \(rule.summary); \(throwsText)"]
      case "validator":
        let validator = try makeValidator(words, state)
        if let index = state.validators.firstIndex(where: { $0.name == name }) {
          state.validators[index].validator = validator
        } else {
          state.validators.append(ValidatorsWorld.NamedValidator(name: name, validator: validator))
        }
        let rules =
          validator.ruleNames.map { "rules " + $0.joined(separator: ", ") }
          ?? validator.validationRules.map(\.summary).joined(separator: ", ")
        return ["validator \(name): \(validator.typeName) with \(rules)"]
      default:
        guard words.isEmpty else {
          throw CommandError("a field takes no values", suggestion: "for example 'new field f --mode 2.3'")
        }
        guard let mode = arguments.option("mode").flatMap(TextField.Mode.init) else {
          throw CommandError("a field needs --mode", suggestion: "one of " + modes.joined(separator: ", "))
        }
        let field = TextField(name: name, mode: mode, limited: arguments.flag("limited"))
        state.fields.append(field)
        return ["field \(name): \(field.typeName), delegate \(mode.rawValue), text \"\""]
      }
    })

  static let remove = Command(
    CommandSpec(
      "remove", abstract: "Remove a rule, validator or field, so its name can be used again.",
      discussion: "A validator made from a rule keeps its own copy of the rule: rules are values.",
      parameters: [
        Parameter("kind", .choice(["rule", "validator", "field"]), "what to remove"), Parameter("name", .word, "its name"),
      ],
      examples: ["remove rule r1", "remove validator v"]),
    .change { state, arguments throws(CommandError) in
      let kind = arguments.word("kind")
      let name = arguments.word("name")
      let removed: Bool
      switch kind {
      case "rule": removed = state.rules.removeFirstNamed(name)
      case "validator": removed = state.validators.removeFirstNamed(name)
      default: removed = state.fields.removeFirstNamed(name)
      }
      guard removed else {
        let names =
          kind == "rule" ? state.rules.map(\.name) : kind == "validator" ? state.validators.map(\.name) : state.fields.map(\.name)
        throw CommandError(
          "no \(kind) named \(Format.echo(name))",
          suggestion: Suggestion.didYouMean(name, in: names) ?? "type 'show' to list them")
      }
      return ["\(kind) \(name) removed"]
    })

  static func makeRule(_ words: [String], containment: [String], atLeast: Int?) throws(CommandError) -> ValidationRule {
    guard let type = words.first else {
      throw CommandError(
        "a rule needs its type", suggestion: "startsWith, endsWith, length, contains or throwing; see 'help new'")
    }
    let rest = Array(words.dropFirst())
    if type != "contains", let option = containment.first {
      throw CommandError("--\(option) belongs to a contains rule", suggestion: "leave it out")
    }
    switch type {
    case "startsWith", "endsWith", "contains":
      guard rest.count == 2 else {
        throw CommandError(
          "\(type) takes a SET and a DESCRIPTION", suggestion: "for example 'new rule r \(type) letters letter'")
      }
      let set = try characterClass(rest[0])
      guard !rest[1].isEmpty else { throw CommandError("the description is empty", suggestion: "for example letter") }
      if type == "startsWith" { return .startsWith(set, description: rest[1]) }
      if type == "endsWith" { return .endsWith(set, description: rest[1]) }
      guard containment.count == 1 else {
        throw CommandError(
          containment.isEmpty ? "a contains rule needs its type" : "a contains rule takes one of its types, not several",
          suggestion: "add one of --must, --cannot, --only, --at-least N")
      }
      switch containment[0] {
      case "must": return .contains(set, description: rest[1], .mustContain)
      case "cannot": return .contains(set, description: rest[1], .cannotContain)
      case "only": return .contains(set, description: rest[1], .onlyContain)
      default: return .contains(set, description: rest[1], .containAtLeast(atLeast ?? 1))
      }
    case "length":
      guard rest.count == 2, rest[0] == "min" || rest[0] == "max", let length = Int(rest[1]), (0...1_000_000).contains(length)
      else {
        throw CommandError("length takes min N or max N, N from 0", suggestion: "for example 'new rule r length min 8'")
      }
      return .length(rest[0] == "min" ? .min(length) : .max(length))
    case "throwing":
      guard rest.count == 1, !rest[0].isEmpty else {
        throw CommandError("throwing takes the error's name", suggestion: "for example 'new rule r throwing ParseError.missing'")
      }
      return .foreign(rest[0])
    default:
      throw CommandError(
        "\(Format.echo(type)) is not a rule type",
        suggestion: Suggestion.didYouMean(type, in: ["startsWith", "endsWith", "length", "contains", "throwing"])
          ?? "use startsWith, endsWith, length, contains or throwing")
    }
  }

  static func characterClass(_ word: String) throws(CommandError) -> CharacterClass {
    guard let set = CharacterClass(word) else {
      throw CommandError(
        "\(Format.echo(word)) is not a character set",
        suggestion: Suggestion.didYouMean(word, in: CharacterClass.names).map { $0 + ", or characters in brackets" }
          ?? "use one of \(sets), or characters in brackets like [aeiou]")
    }
    return set
  }

  static func makeValidator(_ words: [String], _ state: ValidatorsWorld) throws(CommandError) -> StringValidator {
    guard !words.isEmpty else {
      throw CommandError("a validator needs rules", suggestion: "for example 'new validator v r1 r2'")
    }
    if words[0] == "startsAndEnds", words.count == 5 {
      let start = try characterClass(words[1])
      let end = try characterClass(words[3])
      return StringValidator(
        .startsAndEnds(start: start, startDescription: words[2], end: end, endDescription: words[4]))
    }
    var rules: [StringValidator.NamedRule] = []
    for word in words {
      guard let rule = state.rule(named: word) else {
        if let kind = state.kindName(of: word) {
          throw CommandError(
            "\(word) is a \(kind), not a rule: a validator holds rules",
            suggestion: word == "startsAndEnds"
              ? "for a new one: 'new validator v startsAndEnds letters letter digits number'" : "name rules made with 'new rule'")
        }
        throw CommandError(
          "no rule named \(Format.echo(word))",
          suggestion: Suggestion.didYouMean(word, in: state.rules.map(\.name)) ?? "create it first with 'new rule \(word) …'")
      }
      rules.append(StringValidator.NamedRule(name: word, rule: rule))
    }
    return StringValidator(.custom(rules))
  }

  // MARK: - Validating

  static let validate = Command(
    CommandSpec(
      "validate", abstract: "Run a validator (every rule, every error collected) or a single rule on a string.",
      discussion:
        "A validator returns (valid:, errors:) with its errors in rule order; nothing stops at the first failure "
        + "(iOS 9 by Tutorials, ch. 1). A single rule returns true or throws. Quote a string with spaces; \"\" is the "
        + "empty string.",
      parameters: [
        Parameter("name", .object, "a validator or a rule"),
        Parameter("string", .text, "the string to check", optional: true, repeated: true),
      ],
      examples: ["validate password abc1", "validate startsAndEnds 1foo --step", "validate r1 \"\""]),
    .process { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      let string = try oneString(arguments.words("string"), command: "validate \(name)")
      if let rule = state.rule(named: name) {
        let run = Validators.ValidationRun(
          subject: name, single: true, string: string, rules: [rule], labels: ["\(name) = \(rule.summary)"])
        return ProcessStart(.validation(run), title: "validate \(name)", totalSteps: 1)
      }
      guard let validator = state.validator(named: name) else { throw state.unknownObject(name, kind: "validator or rule") }
      let rules = validator.validationRules
      let labels = zip(rules, validator.ruleNames ?? rules.map { _ in "" }).map { rule, name in
        name.isEmpty ? rule.summary : "\(name) = \(rule.summary)"
      }
      let run = Validators.ValidationRun(subject: name, single: false, string: string, rules: rules, labels: labels)
      return ProcessStart(.validation(run), title: "validate \(name)", totalSteps: rules.count)
    })

  /// The one string a command takes: several words mean a string with spaces left unquoted.
  static func oneString(_ words: [String], command: String) throws(CommandError) -> String {
    guard words.count <= 1 else {
      let joined = words.joined(separator: " ")
      throw CommandError(
        "got \(words.count) strings: quote a string with spaces", suggestion: "\(command) \(JSON.string(joined))")
    }
    guard let string = words.first else {
      throw CommandError(
        "\(command.split(separator: " ")[0]) needs STRING", suggestion: "\(command) abc (\"\" is the empty string)")
    }
    return string
  }

  // MARK: - Editing a field

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

  // MARK: - Patterns and sets

  static let match = Command(
    CommandSpec(
      "match", abstract: "Match a string against the Cookbook's float, leading-decimal or phone pattern, or /PATTERN/.",
      discussion:
        "Patterns use NSRegularExpression's syntax and its firstMatch(in:) answer: a match anywhere, unless anchored "
        + "with ^ and $. float is \(Pattern.float.source), leadingDecimal \(Pattern.leadingDecimal.source), phone "
        + "\(Pattern.phone.source) (Cookbook, ch. 6). float's optional sign may be a minus: the pattern does accept "
        + "negative numbers such as -0.75, and match says so when it meets one. The phone pattern does not check that "
        + "parentheses balance.",
      parameters: [
        Parameter("pattern", .named(["float", "leadingDecimal", "phone"]), "a book pattern, or /PATTERN/"),
        Parameter("string", .text, "the string", optional: true, repeated: true),
      ],
      examples: ["match float -0.75", "match phone \"(212) 555-1234\"", "match /^[a-z]+$/ abc"]),
    .query { state, arguments throws(CommandError) in
      let word = arguments.word("pattern")
      let string = try oneString(arguments.words("string"), command: "match \(word)")
      let matched = try pattern(word).matches(string)
      // The phone pattern takes each parenthesis on its own (Cookbook, ch. 6), so say so.
      let opens = string.filter { $0 == "(" }.count
      let closes = string.filter { $0 == ")" }.count
      if matched, word == "phone", opens != closes {
        return ["match (the parentheses do not pair: the pattern takes each on its own and does not check)"]
      }
      if matched, word == "float", string.hasPrefix("-") {
        return ["match (the optional sign may be a minus: the float pattern does accept the negative number \(string))"]
      }
      return [matched ? "match" : "no match"]
    })

  static func pattern(_ word: String) throws(CommandError) -> Pattern {
    switch word {
    case "float": return Pattern.float
    case "leadingDecimal": return Pattern.leadingDecimal
    case "phone": return Pattern.phone
    default:
      guard word.count >= 2, word.hasPrefix("/"), word.hasSuffix("/") else {
        throw CommandError(
          "\(Format.echo(word)) is not a pattern",
          suggestion: Suggestion.didYouMean(word, in: ["float", "leadingDecimal", "phone"])
            ?? "use float, leadingDecimal, phone or /PATTERN/")
      }
      do {
        return try Pattern(String(word.dropFirst().dropLast()))
      } catch {
        throw CommandError("invalid regular expression: \(error.message)", suggestion: "see 'help match'")
      }
    }
  }

  static let charset = Command(
    CommandSpec(
      "charset", abstract: "Show what a character set holds, or test each character of a string against it.",
      discussion:
        "A character belongs to a set when its first Unicode scalar does, so an accent combined with its letter "
        + "counts as that letter. Sets: \(sets), or characters in brackets.",
      parameters: [
        Parameter("set", .named(CharacterClass.names), "the set"),
        Parameter("string", .text, "characters to test", optional: true, repeated: true),
      ],
      examples: ["charset special", "charset letters é1"]),
    .query { _, arguments throws(CommandError) in
      let set = try characterClass(arguments.word("set"))
      let words = arguments.words("string")
      guard !words.isEmpty else {
        return [
          "\(set.name): \(set.foundation)", "  \(set.definition)",
          "  printable ASCII members: \(JSON.string(set.asciiMembers))",
        ]
      }
      let string = try oneString(words, command: "charset \(set.name)")
      guard string.count <= 200 else {
        throw CommandError("charset tests at most 200 characters, one line each", suggestion: "test a shorter string")
      }
      return string.map { character in
        let scalar = character.unicodeScalars.first!
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "\(JSON.string(String(character))) \(code): \(set.contains(scalar) ? "yes" : "no")"
      }
    })

  static let errors = Command(
    CommandSpec(
      "errors", abstract: "List the eight StringValidationError cases and the message each one prints.",
      examples: ["errors"]),
    .query { _, _ in
      // Cases as Swift 3 and later spell them, as every other command prints them; the book's
      // Swift 2 spelling starts with a capital.
      ["the cases as Swift spells them today (the book, in Swift 2, writes MustStartWith):"]
        + StringValidationError.templates.map {
          let name = $0.swift2.prefix(1).lowercased() + $0.swift2.dropFirst()
          return name + String(repeating: " ", count: max(1, 49 - name.count)) + $0.template
        }
    })
}

extension TextField {
  /// The word around the insertion point, for the Select item: letters and digits.
  var wordRange: Range {
    let characters = Array(text)
    var offsets = [0]
    for character in characters { offsets.append(offsets.last! + character.utf16.count) }
    guard var position = offsets.firstIndex(of: selection.location) else { return selection }
    func isWord(_ i: Int) -> Bool { characters[i].isLetter || characters[i].isNumber }
    if position == characters.count || !isWord(position) { position = max(0, position - 1) }
    guard position < characters.count, isWord(position) else { return Range(selection.location, 0) }
    var start = position
    var end = position + 1
    while start > 0, isWord(start - 1) { start -= 1 }
    while end < characters.count, isWord(end) { end += 1 }
    return Range(offsets[start], offsets[end] - offsets[start])
  }
}
