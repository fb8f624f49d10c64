/// The validators chapter's `new` and `remove`: rules, validators and fields.
extension ValidatorsCommands {
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
        let rule = try ValidationRule.parse(words, containment: containment, atLeast: arguments.optionalInteger("at-least"))
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
        let validator = try StringValidator.parse(words, in: state)
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
}
