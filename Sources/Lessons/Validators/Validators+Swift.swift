/// The validators chapter's rules and validators in the learner's Swift, under the book's
/// protocol names: a rule is a `StringValidationRule` whose `validate` returns true or throws a
/// `StringValidationError`, a validator a `StringValidator` whose `validate` returns
/// `(valid:, errors:)` with every rule run in order (iOS 9 by Tutorials, ch. 1).
///
/// Both run the chapter's own `validate` command, so `last` records the outcome as it does for
/// the command, and a stepped statement shows what the command prints. A thrown error prints as
/// its description, as the book's `CustomStringConvertible` error does.
extension Validators: SwiftBindable {
  public static let swiftClasses: [String] = []

  /// The errors the chapter's rules throw, for `catch let error as StringValidationError`.
  public static let swiftValueTypes: Set<String> = ["StringValidationError"]

  public static func swiftObjects(in state: State) -> [(name: String, type: String)] {
    state.rules.map { ($0.name, "StringValidationRule") } + state.validators.map { ($0.name, "StringValidator") }
  }

  public static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue {
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
    throw CommandError("a rule or a validator is a value made by 'new': its '\(property)' cannot be set from Swift")
  }

  public static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    guard case .object(let type, let name) = call.target,
      call.signature == "validate(_:)" || call.signature == "validate(string:)",
      case .string(let string) = call.arguments[0]
    else {
      if case .object(let type, _) = call.target { throw noMember(call.member, of: type, among: ["validate"]) }
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

  private static func error(description: String) -> BridgeValue {
    .described(type: "StringValidationError", text: description)
  }
}
