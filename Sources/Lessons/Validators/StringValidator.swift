/// A validator: an ordered list of rules and the driver every validator shares.
///
/// From iOS 9 by Tutorials, ch. 1. The driver is the protocol extension's `validate`: it runs every rule in order, appends each
/// `StringValidationError` a rule throws, and returns `(valid: errors.isEmpty, errors:)`. There
/// is no short-circuit. An error of any other type reaches the catch-all, which calls
/// `fatalError`: the run is reported as that crash.
public struct StringValidator: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// The playground's `CustomStringValidator(rules:)`, built from named rules.
    case custom([NamedRule])
    /// `StartsAndEndsWithStringValidator`: a starts-with rule, then an ends-with rule.
    case startsAndEnds(start: CharacterClass, startDescription: String, end: CharacterClass, endDescription: String)
    /// `PasswordRequirementStringValidator`: the five password rules.
    case password
  }

  public struct NamedRule: Sendable, Equatable {
    public var name: String
    public var rule: ValidationRule
  }

  public var kind: Kind

  public init(_ kind: Kind) { self.kind = kind }

  /// The book's validator of strings that start with a letter and end with a number.
  public static let startsAndEnds = StringValidator(
    .startsAndEnds(start: .letters, startDescription: "letter", end: .digits, endDescription: "number"))
  public static let password = StringValidator(.password)

  public var typeName: String {
    switch kind {
    case .custom: "CustomStringValidator"
    case .startsAndEnds: "StartsAndEndsWithStringValidator"
    case .password: "PasswordRequirementStringValidator"
    }
  }

  /// The rules, built afresh on every access as the book's computed property does.
  public var validationRules: [ValidationRule] {
    switch kind {
    case .custom(let rules):
      return rules.map(\.rule)
    case .startsAndEnds(let start, let startDescription, let end, let endDescription):
      return [.startsWith(start, description: startDescription), .endsWith(end, description: endDescription)]
    case .password:
      return [
        .length(.min(8)),
        .contains(.uppercase, description: "upper case letter", .containAtLeast(1)),
        .contains(.lowercase, description: "lower case letter", .containAtLeast(1)),
        .contains(.digits, description: "number", .containAtLeast(1)),
        .contains(.special, description: "special character", .containAtLeast(1)),
      ]
    }
  }

  /// The rule names of a custom validator; nil for the book's two, whose rules are unnamed.
  public var ruleNames: [String]? {
    if case .custom(let rules) = kind { return rules.map(\.name) }
    return nil
  }

  /// The driver: every rule in order, every error collected.
  public func validate(_ string: String) -> Validation {
    let text = ScannedText(string)
    var errors: [StringValidationError] = []
    for rule in validationRules where !rule.passes(text) {
      guard let error = rule.errorType else {
        if case .foreign(let name) = rule { return Validation(valid: false, errors: errors, crash: name) }
        continue
      }
      errors.append(error)
    }
    return Validation(valid: errors.isEmpty, errors: errors, crash: nil)
  }
}

/// The driver's answer: `(valid:, errors:)`, or the crash a foreign error type causes.
public struct Validation: Sendable, Equatable {
  public var valid: Bool
  public var errors: [StringValidationError]
  /// The foreign error that reached `fatalError`; nil when the run returned.
  public var crash: String?

  /// `(valid: false, errors: [Must start with letter., Must end with number.])`, as Swift prints
  /// the returned tuple.
  public var text: String {
    if let crash { return "Fatal error: Unexpected error type: \(crash)" }
    return "(valid: \(valid), errors: \(StringValidationError.list(errors)))"
  }
}
