/// The error a rule throws: eight cases, each with a `description` that is a sentence for the user.
///
/// From iOS 9 by Tutorials, ch. 1. Each case keeps the set and the human label it was built
/// with. The templates are literal: no plural forms, no quotes, always a full stop. The messages of
/// `mustContain`, `cannotContain`, `canOnlyContain` and `maxLengthExceeded` come from the
/// chapter's playground, not the printed book (decision VA-2).
public enum StringValidationError: Error, Sendable, Equatable, CustomStringConvertible {
  case mustStartWith(set: CharacterClass, description: String)
  case mustContain(set: CharacterClass, description: String)
  case mustEndWith(set: CharacterClass, description: String)
  case cannotContain(set: CharacterClass, description: String)
  case canOnlyContain(set: CharacterClass, description: String)
  case containAtLeast(set: CharacterClass, count: Int, description: String)
  case minLengthNotReached(Int)
  case maxLengthExceeded(Int)

  public var description: String {
    switch self {
    case .mustStartWith(_, let label): "Must start with \(label)."
    case .mustEndWith(_, let label): "Must end with \(label)."
    case .mustContain(_, let label): "Must contain \(label)."
    case .cannotContain(_, let label): "Cannot contain \(label)."
    case .canOnlyContain(_, let label): "Can only contain \(label)."
    case .containAtLeast(_, let count, let label): "Must contain at least \(count) \(label)."
    case .minLengthNotReached(let length): "Must be at least \(length) characters."
    case .maxLengthExceeded(let length): "Must be shorter than \(length) characters."
    }
  }

  /// The case with its associated values, as a debugger shows it: the structure behind the sentence.
  public var caseText: String {
    switch self {
    case .mustStartWith(let set, let label): "mustStartWith(set: \(set.name), description: \(JSON.string(label)))"
    case .mustEndWith(let set, let label): "mustEndWith(set: \(set.name), description: \(JSON.string(label)))"
    case .mustContain(let set, let label): "mustContain(set: \(set.name), description: \(JSON.string(label)))"
    case .cannotContain(let set, let label): "cannotContain(set: \(set.name), description: \(JSON.string(label)))"
    case .canOnlyContain(let set, let label): "canOnlyContain(set: \(set.name), description: \(JSON.string(label)))"
    case .containAtLeast(let set, let count, let label):
      "containAtLeast(set: \(set.name), count: \(count), description: \(JSON.string(label)))"
    case .minLengthNotReached(let length): "minLengthNotReached(\(length))"
    case .maxLengthExceeded(let length): "maxLengthExceeded(\(length))"
    }
  }

  /// The eight cases with their message templates, for `errors`.
  public static let templates: [(swift2: String, template: String)] = [
    ("MustStartWith(set:, description: d)", "Must start with d."),
    ("MustEndWith(set:, description: d)", "Must end with d."),
    ("MustContain(set:, description: d)", "Must contain d."),
    ("CannotContain(set:, description: d)", "Cannot contain d."),
    ("CanOnlyContain(set:, description: d)", "Can only contain d."),
    ("ContainAtLeast(set:, count: n, description: d)", "Must contain at least n d."),
    ("MinLengthNotReached(n)", "Must be at least n characters."),
    ("MaxLengthExceeded(n)", "Must be shorter than n characters."),
  ]

  /// `[Must start with letter., Must end with number.]`: how Swift prints an array of these.
  public static func list(_ errors: [StringValidationError]) -> String {
    "[" + errors.map(\.description).joined(separator: ", ") + "]"
  }
}
