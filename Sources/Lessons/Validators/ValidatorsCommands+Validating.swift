/// The validators chapter's `validate`: a validator's rules run over a string.
extension ValidatorsCommands {
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
}
