/// A string scanned once for the rules: the first scalar of each `Character`, in order.
///
/// Rules count in Characters, as the book's `string.characters.count` does, so `"é"` is one
/// character however it is encoded.
public struct ScannedText: Sendable {
  public let bases: [Unicode.Scalar]
  public var count: Int { bases.count }

  public init(_ string: String) {
    var bases: [Unicode.Scalar] = []
    bases.reserveCapacity(string.utf8.count)
    for character in string { bases.append(character.unicodeScalars.first!) }
    self.bases = bases
  }

  /// Whether at least `needed` characters belong to `set`; stops as soon as they are found.
  func has(atLeast needed: Int, in set: CharacterClass) -> Bool {
    guard needed > 0 else { return true }
    let matcher = set.matcher
    var found = 0
    for scalar in bases where matcher.contains(scalar) {
      found += 1
      if found >= needed { return true }
    }
    return false
  }

  /// Whether every character belongs to `set`.
  func allIn(_ set: CharacterClass) -> Bool {
    let matcher = set.matcher
    for scalar in bases where !matcher.contains(scalar) { return false }
    return true
  }
}

/// One rule of a validator: a check that returns true or throws.
///
/// From iOS 9 by Tutorials, ch. 1. The book's rules never return false: a broken rule throws its `errorType`. `foreign` is
/// the experiment the book warns about: a rule that throws an error of another type, which the
/// validator's catch-all turns into `fatalError`.
public enum ValidationRule: Sendable, Equatable {
  public enum Bound: Sendable, Equatable {
    case min(Int)
    case max(Int)
  }

  public enum Containment: Sendable, Equatable {
    case mustContain
    case cannotContain
    case onlyContain
    case containAtLeast(Int)
  }

  case startsWith(CharacterClass, description: String)
  case endsWith(CharacterClass, description: String)
  case length(Bound)
  case contains(CharacterClass, description: String, Containment)
  /// Throws an error of another type, named here (`ParseError.missingAttribute`).
  case foreign(String)

  /// What the rule throws when it fails: known without running it (the book's `errorType`).
  public var errorType: StringValidationError? {
    switch self {
    case .startsWith(let set, let label): .mustStartWith(set: set, description: label)
    case .endsWith(let set, let label): .mustEndWith(set: set, description: label)
    case .length(.min(let length)): .minLengthNotReached(length)
    case .length(.max(let length)): .maxLengthExceeded(length)
    case .contains(let set, let label, .mustContain): .mustContain(set: set, description: label)
    case .contains(let set, let label, .cannotContain): .cannotContain(set: set, description: label)
    case .contains(let set, let label, .onlyContain): .canOnlyContain(set: set, description: label)
    case .contains(let set, let label, .containAtLeast(let count)):
      .containAtLeast(set: set, count: count, description: label)
    case .foreign: nil
    }
  }

  /// The type the book gives the rule (canonical names per decision VA-3).
  public var typeName: String {
    switch self {
    case .startsWith: "StartsWithCharacterStringValidationRule"
    case .endsWith: "EndsWithCharacterStringValidationRule"
    case .length: "LengthStringValidationRule"
    case .contains: "ContainsCharacterStringValidationRule"
    case .foreign: "ThrowingRule (not in the book: it throws an error of another type)"
    }
  }

  /// `ContainsCharacterStringValidationRule(upper case letter, .containAtLeast(1))`.
  public var summary: String {
    switch self {
    case .startsWith(let set, let label), .endsWith(let set, let label):
      "\(typeName)(\(set.name), \(JSON.string(label)))"
    case .length(.min(let length)): "\(typeName)(.min(length: \(length)))"
    case .length(.max(let length)): "\(typeName)(.max(length: \(length)))"
    case .contains(let set, let label, let type):
      "\(typeName)(\(set.name), \(JSON.string(label)), \(Self.text(type)))"
    case .foreign(let error): "throwing(\(error))"
    }
  }

  static func text(_ type: Containment) -> String {
    switch type {
    case .mustContain: ".mustContain"
    case .cannotContain: ".cannotContain"
    case .onlyContain: ".onlyContain"
    case .containAtLeast(let count): ".containAtLeast(\(count))"
    }
  }

  /// Whether the rule passes: the fast path the validators use.
  @inline(__always)
  public func passes(_ text: ScannedText) -> Bool {
    switch self {
    case .startsWith(let set, _): text.bases.first.map(set.contains) ?? false
    case .endsWith(let set, _): text.bases.last.map(set.contains) ?? false
    case .length(.min(let length)): text.count >= length
    case .length(.max(let length)): text.count <= length
    case .contains(let set, _, .mustContain): text.has(atLeast: 1, in: set)
    case .contains(let set, _, .cannotContain): !text.has(atLeast: 1, in: set)
    case .contains(let set, _, .onlyContain): text.allIn(set)
    case .contains(let set, _, .containAtLeast(let count)): text.has(atLeast: count, in: set)
    case .foreign: false
    }
  }

  /// What the rule looked at and found, for the step reports: `count 4 < 8`.
  public func finding(_ text: ScannedText) -> String {
    switch self {
    case .startsWith(let set, _), .endsWith(let set, _):
      let isStart = if case .startsWith = self { true } else { false }
      guard let scalar = isStart ? text.bases.first : text.bases.last else {
        return "the string is empty, so there is no \(isStart ? "first" : "last") character"
      }
      let which = isStart ? "first" : "last"
      return "\(which) character \(Self.show(scalar)) is \(set.contains(scalar) ? "" : "not ")in \(set.name)"
    case .length(.min(let length)):
      return "count \(text.count) \(text.count < length ? "<" : ">=") \(length)"
    case .length(.max(let length)):
      return "count \(text.count) \(text.count > length ? ">" : "<=") \(length)"
    case .contains(let set, _, .onlyContain):
      let outside = text.bases.filter { !set.contains($0) }
      return outside.isEmpty
        ? "every character is in \(set.name)" : "found \(Self.listing(outside)) outside \(set.name)"
    case .contains(let set, _, let type):
      let inside = text.bases.filter { set.contains($0) }
      let bound = if case .containAtLeast(let count) = type { " (at least \(count) needed)" } else { "" }
      return "found \(Self.listing(inside)) in \(set.name)\(bound)"
    case .foreign:
      return "it throws whatever the string"
    }
  }

  static func show(_ scalar: Unicode.Scalar) -> String { JSON.string(String(scalar)) }

  /// `3 ("a", "b", "c")`, with at most five shown.
  static func listing(_ scalars: [Unicode.Scalar]) -> String {
    guard !scalars.isEmpty else { return "0" }
    let shown = scalars.prefix(5).map(show).joined(separator: ", ")
    return "\(scalars.count) (\(shown)\(scalars.count > 5 ? ", …" : ""))"
  }

  /// Runs the rule on its own, as `try rule.validate(string)` does: true, or what it threw.
  public func validate(_ text: ScannedText) -> Verdict {
    if passes(text) { return .returnedTrue }
    if let error = errorType { return .threw(error) }
    if case .foreign(let name) = self { return .threwOther(name) }
    return .returnedTrue
  }

  /// What `validate` did.
  public enum Verdict: Sendable, Equatable {
    case returnedTrue
    case threw(StringValidationError)
    /// An error that is not a `StringValidationError`.
    case threwOther(String)
  }
}
