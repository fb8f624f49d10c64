/// The validators chapter's rules and validators in the learner's Swift, under the book's
/// protocol names: a rule is a `StringValidationRule` whose `validate` returns true or throws a
/// `StringValidationError`, a validator a `StringValidator` whose `validate` returns
/// `(valid:, errors:)` with every rule run in order (iOS 9 by Tutorials, ch. 1).
///
/// Both run the chapter's own `validate` command, so `last` records the outcome as it does for
/// the command, and a stepped statement shows what the command prints. A thrown error prints as
/// its description, as the book's `CustomStringConvertible` error does.
extension Validators: SwiftBindable {
  /// The book's rule and validator types, made from Swift as the chapter's `new rule` and `new
  /// validator` make them, and Foundation's `CharacterSet` for their sets.
  public static let swiftClasses = [
    "StartsWithCharacterStringValidationRule", "EndsWithCharacterStringValidationRule", "LengthStringValidationRule",
    "ContainsCharacterStringValidationRule", "StartsAndEndsWithStringValidator", "CharacterSet", "UITextField",
    "LimitedTextField",
  ]

  /// Foundation's character sets the chapter has, by their `CharacterSet` names, and the kinds
  /// of a contains rule that take no number (`.mustContain`…).
  public static let swiftMembers: Set<String> = Set(characterSets.keys).union([
    "mustContain", "cannotContain", "onlyContain",
  ])

  /// The kinds of rule that take a number: `.min(length: 8)`, `.max(length: 12)`,
  /// `.containAtLeast(1)`.
  public static let swiftMemberCalls: Set<String> = ["min", "max", "containAtLeast"]

  /// Each of Foundation's sets the chapter models, by its `CharacterSet` name, as the chapter's
  /// SET word.
  static let characterSets = [
    "letters": "letters", "uppercaseLetters": "uppercase", "lowercaseLetters": "lowercase", "decimalDigits": "digits",
    "alphanumerics": "alphanumerics", "whitespaces": "whitespace", "punctuationCharacters": "punctuation",
  ]

  /// What Foundation's String methods that take a CharacterSet answer as an optional, and a
  /// text field's `text` (Apple's documented UITextField API).
  public static func swiftIsOptional(_ member: String, of type: String) -> Bool {
    (type == "String" && member == "rangeOfCharacter(from:)") || (type.hasSuffix("TextField") && member == "text")
  }

  /// The errors the chapter's rules throw, for `catch let error as StringValidationError`.
  public static let swiftValueTypes: Set<String> = ["StringValidationError"]

  public static func swiftObjects(in state: State) -> [(name: String, type: String)] {
    state.rules.map { ($0.name, "StringValidationRule") } + state.validators.map { ($0.name, "StringValidator") }
      + state.fields.map { ($0.name, $0.typeName) }
  }

  public static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue {
    if let field = state.fields.first(where: { $0.name == object }) {
      guard property == "text" else { throw noMember(property, of: field.typeName, among: ["text"]) }
      return .string(field.text)
    }
    if let rule = state.rule(named: object) {
      guard property == "errorType" else {
        throw noMember(property, of: "StringValidationRule", among: ["validate", "errorType"])
      }
      return rule.errorType.map { error(description: $0.description) } ?? .null
    }
    throw noMember(property, of: "StringValidator", among: ["validate"])
  }

  public static func swiftSet(_ property: String, of object: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    if let index = state.fields.firstIndex(where: { $0.name == object }) {
      let field = state.fields[index]
      guard property == "text" else { throw noMember(property, of: field.typeName, among: ["text"]) }
      let text: String
      switch value {
      case .string(let given): text = given
      case .null: text = ""
      default: throw CommandError("cannot assign value of type '\(value.typeName)' to type 'String?'")
      }
      state.fields[index].setInCode(text)
      // Apple's documented UITextField API: the delegate vets the user's changes, not the code's.
      return ["\(object).text = \(Format.quoted(text)) in code: the delegate is not asked"]
    }
    throw CommandError("a rule or a validator is a value made by 'new': its '\(property)' cannot be set from Swift")
  }

  public static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    if case .type(let type) = call.target { return try make(type, call, in: &state) }
    if case .value(let value) = call.target { return BridgeResult(try characterSetCall(call, on: value)) }
    guard case .object(let type, let name) = call.target, !type.hasSuffix("TextField"),
      call.signature == "validate(_:)" || call.signature == "validate(string:)",
      case .string(let string) = call.arguments[0]
    else {
      if case .object(let type, _) = call.target {
        throw noMember(call.member, of: type, among: type.hasSuffix("TextField") ? ["text"] : ["validate"])
      }
      throw CommandError("the validators chapter's rules and validators are made with 'new'")
    }
    // The chapter's own command: its outcome is `last`, and what it prints the step's notes.
    let isRule = state.rule(named: name) != nil
    let notes = try run("validate \(name) \(Format.quoted(string))", on: &state)
    guard let last = state.last, last.subject == name else {
      throw CommandError("'\(name)' is no longer one of the chapter's \(type == "StringValidator" ? "validators" : "rules")")
    }
    if isRule {
      // A rule alone returns true or throws its error (or an error of another type).
      if let other = last.crash { return BridgeResult(.void, notes: notes, thrown: .described(type: other, text: other)) }
      guard let thrown = last.errors.first else { return BridgeResult(.bool(true), notes: notes) }
      return BridgeResult(.void, notes: notes, thrown: error(description: thrown))
    }
    if let crash = last.crash {
      // The protocol extension's catch-all (iOS 9 by Tutorials, ch. 1).
      throw CommandError("Fatal error: Unexpected error type: \(crash)")
    }
    let errors = BridgeValue.array(last.errors.map { error(description: $0) })
    return BridgeResult(.tuple(labels: ["valid", "errors"], values: [.bool(last.valid), errors]), notes: notes)
  }

  /// A set, a rule's kind, or a rule or validator of the book's types: `CharacterSet.letters`,
  /// `.min(length: 8)`, `LengthStringValidationRule(type: .min(length: 8))`.
  private static func make(_ type: String, _ call: BridgeCall, in state: inout State) throws(CommandError)
    -> BridgeResult
  {
    switch (type, call.signature) {
    case ("CharacterSet", _) where call.labels.isEmpty && characterSets[call.member] != nil:
      // `CharacterSet.letters`, a static property.
      return BridgeResult(.member(call.member))
    case ("CharacterSet", "init(charactersIn:)"):
      guard case .string(let characters) = call.arguments[0], !characters.isEmpty, !characters.contains("]") else {
        throw CommandError("CharacterSet(charactersIn:) takes the characters as a String, without ]")
      }
      return BridgeResult(.described(type: "CharacterSet", text: "[" + characters + "]"))
    case ("", "min(length:)"), ("", "max(length:)"), ("", "containAtLeast(_:)"):
      guard case .int(let count) = call.arguments[0], count >= 0 else { throw CommandError("\(call.signature) takes an Int") }
      // The rule's kind prints as Swift prints the enum's case: `min(length: 8)`.
      let label = call.labels[0] == "_" ? "" : call.labels[0] + ": "
      return BridgeResult(.described(type: ruleKind, text: "\(call.member)(\(label)\(count))"))
    default: break
    }
    let name = call.name ?? freshName(in: state)
    let line: String
    switch (type, call.signature) {
    case ("StartsWithCharacterStringValidationRule", "init(characterSet:description:)"),
      ("EndsWithCharacterStringValidationRule", "init(characterSet:description:)"):
      let kind = type.hasPrefix("Starts") ? "startsWith" : "endsWith"
      line = "new rule \(name) \(kind) \(try set(call.arguments[0])) \(try text(call.arguments[1]))"
    case ("LengthStringValidationRule", "init(type:)"):
      guard let (bound, count) = kind(call.arguments[0]), bound != "containAtLeast" else {
        throw CommandError("LengthStringValidationRule(type:) takes .min(length: n) or .max(length: n)")
      }
      line = "new rule \(name) length \(bound) \(count)"
    case ("ContainsCharacterStringValidationRule", "init(characterSet:description:type:)"):
      let flag: String
      switch call.arguments[2] {
      case .member("mustContain"): flag = "--must"
      case .member("cannotContain"): flag = "--cannot"
      case .member("onlyContain"): flag = "--only"
      case let value where kind(value)?.name == "containAtLeast": flag = "--at-least \(kind(value)?.count ?? 0)"
      default:
        throw CommandError(
          "ContainsCharacterStringValidationRule's type is .mustContain, .cannotContain, .onlyContain or .containAtLeast(n)")
      }
      line = "new rule \(name) contains \(try set(call.arguments[0])) \(try text(call.arguments[1])) \(flag)"
    case (
      "StartsAndEndsWithStringValidator", "init(startsWithSet:startsWithDescription:endsWithSet:endsWithDescription:)"
    ):
      let words = try [set(call.arguments[0]), text(call.arguments[1]), set(call.arguments[2]), text(call.arguments[3])]
      line = "new validator \(name) startsAndEnds " + words.joined(separator: " ")
    default:
      throw CommandError(
        "\(type).\(call.signature) is not one of the book's initializers",
        suggestion: "for example LengthStringValidationRule(type: .min(length: 8))")
    }
    // A block that declares the name again makes it anew, as Swift's new declaration shadows the old.
    let exists = state.rule(named: name) != nil || state.validators.contains { $0.name == name }
    let notes = try run(line + (exists ? " --replace" : ""), on: &state)
    let made = type.hasSuffix("Validator") ? "StringValidator" : "StringValidationRule"
    return BridgeResult(.object(type: made, name: name), notes: notes)
  }

  /// The type of a rule's kind made in Swift: `.min(length: 8)`.
  static let ruleKind = "StringValidationRuleKind"

  /// A rule's kind made by `make`: its case and its number.
  private static func kind(_ value: BridgeValue) -> (name: String, count: Int)? {
    guard case .described(ruleKind, let text) = value, let open = text.firstIndex(of: "(") else { return nil }
    let number = text[text.index(after: open)...].filter(\.isNumber)
    return Int(number).map { (String(text[..<open]), $0) }
  }

  /// The chapter's SET word for a `CharacterSet`, quoted for its command.
  private static func set(_ value: BridgeValue) throws(CommandError) -> String {
    switch value {
    case .member(let name) where characterSets[name] != nil: return characterSets[name] ?? name
    case .described("CharacterSet", let text) where text.hasPrefix(SwiftCharacterSet.invertedWord):
      throw CommandError(
        "the book's rules take a set, not an inverted one",
        suggestion: "ContainsCharacterStringValidationRule(… type: .onlyContain) is the rule that every character is in a set")
    case .described("CharacterSet", let characters): return Format.quoted(characters)
    default:
      throw CommandError(
        "a rule's set is a CharacterSet: .letters, .uppercaseLetters, .lowercaseLetters, .decimalDigits, "
          + ".alphanumerics, .whitespaces, .punctuationCharacters or CharacterSet(charactersIn: \"!@#\")")
    }
  }

  /// A description, quoted for the chapter's command.
  private static func text(_ value: BridgeValue) throws(CommandError) -> String {
    guard case .string(let text) = value, !text.isEmpty else { throw CommandError("a rule's description is a String") }
    return Format.quoted(text)
  }

  /// A name for a rule or validator made outside a declaration (`rule1`, `rule2` and on).
  private static func freshName(in state: State) -> String {
    var number = 1
    while state.rule(named: "rule\(number)") != nil || state.validators.contains(where: { $0.name == "rule\(number)" }) {
      number += 1
    }
    return "rule\(number)"
  }

  private static func error(description: String) -> BridgeValue {
    .described(type: "StringValidationError", text: description)
  }
}
