/// The validators chapter's live objects: rules, validators, text fields and the pasteboard.
public struct ValidatorsWorld: Equatable, Sendable {
  public struct NamedValidator: Equatable, Sendable {
    public var name: String
    public var validator: StringValidator
  }

  public var rules: [StringValidator.NamedRule] = []
  /// The book's two validators exist from the start.
  public var validators = [
    NamedValidator(name: "startsAndEnds", validator: .startsAndEnds),
    NamedValidator(name: "password", validator: .password),
  ]
  public var fields: [TextField] = []
  /// `UIPasteboard.general`: what `cut` and `copy` leave and a bare `paste` inserts.
  public var pasteboard: String?
  /// The outcome of the last `validate` that ran to its end, inspectable as `last`.
  public var last: LastValidation?

  /// What the last validation returned, kept so an exercise can check it.
  public struct LastValidation: Equatable, Sendable {
    public var subject: String
    public var string: String
    public var valid: Bool
    public var errors: [String]
    public var crash: String?
    /// The line `validate` printed.
    public var result: String
  }

  /// The name of the `last` object; no rule, validator or field may take it.
  public static let lastName = "last"

  public init() {}

  public var allNames: [String] { rules.map(\.name) + validators.map(\.name) + fields.map(\.name) }

  func rule(named name: String) -> ValidationRule? { rules.first { $0.name == name }?.rule }

  func validator(named name: String) -> StringValidator? { validators.first { $0.name == name }?.validator }

  func fieldIndex(_ name: String) throws(CommandError) -> Int {
    guard let index = fields.firstIndex(where: { $0.name == name }) else { throw unknownObject(name, kind: "field") }
    return index
  }

  func kindName(of name: String) -> String? {
    if rules.contains(where: { $0.name == name }) { return "rule" }
    if validators.contains(where: { $0.name == name }) { return "validator" }
    if fields.contains(where: { $0.name == name }) { return "field" }
    return nil
  }

  func unknownObject(_ name: String, kind: String) -> CommandError {
    CommandError.unknownObject(name, kind: kind, actualKind: kindName(of: name), names: allNames)
  }
}

extension ValidatorsWorld.NamedValidator: NamedObject {}
extension StringValidator.NamedRule: NamedObject {}
extension TextField: NamedObject {}
