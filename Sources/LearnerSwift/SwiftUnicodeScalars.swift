/// The standard library's Unicode scalars: a String's `unicodeScalars` view and the
/// `Unicode.Scalar` values in it, which is what Foundation's `CharacterSet.contains` tests (the
/// book's rules look at a string's first scalar: iOS 9 by Tutorials, ch. 1).
///
/// A scalar is kept as its one-scalar text under the type `Unicode.Scalar`, and the view as
/// the string under `String.UnicodeScalarView`, so each prints as Swift prints it (`print(u)`
/// writes `a`, `print(s.unicodeScalars)` writes the string). They are the interpreter's own
/// values, not the chapter's.
extension SwiftBuiltins {
  static let scalarType = "Unicode.Scalar"
  static let scalarViewType = "String.UnicodeScalarView"
  /// What Foundation's `rangeOfCharacter(from:)` finds: a range of a String's indices.
  static let rangeOfIndicesType = "Range<String.Index>"

  /// Foundation's named character sets (`CharacterSet.letters`, `.decimalDigits`): an implicit
  /// member of one of these names is a CharacterSet.
  static let characterSetNames: Set<String> = [
    "alphanumerics", "capitalizedLetters", "controlCharacters", "decimalDigits", "decomposables", "illegalCharacters",
    "letters", "lowercaseLetters", "newlines", "nonBaseCharacters", "punctuationCharacters", "symbols",
    "uppercaseLetters", "whitespaces", "whitespacesAndNewlines",
  ]

  static func scalar(_ scalar: Unicode.Scalar) -> SwiftValue { .described(type: scalarType, text: String(scalar)) }

  /// Whether `value` is one a chapter handed over (an implicit member, or a value it
  /// describes), whose members the chapter answers.
  static func isChapterValue(_ value: SwiftValue) -> Bool {
    switch value {
    case .member: true
    case .described(let type, _): type != scalarType && type != scalarViewType
    default: false
    }
  }

  /// The scalar a value stands for: a `Unicode.Scalar`, or a String of exactly one scalar (a
  /// literal Swift takes as a scalar where one is expected: `u == "a"`).
  static func scalarValue(_ value: SwiftValue) -> Unicode.Scalar? {
    switch value {
    case .described(scalarType, let text), .string(let text):
      var scalars = text.unicodeScalars.makeIterator()
      guard let first = scalars.next(), scalars.next() == nil else { return nil }
      return first
    default: return nil
    }
  }

  /// A String's `unicodeScalars`, or a property of the view or of a scalar; nil for any other.
  static func unicodeMember(_ name: String, of value: SwiftValue) -> SwiftValue? {
    switch (name, value) {
    case ("unicodeScalars", .string(let text)): return .described(type: scalarViewType, text: text)
    case (_, .described(scalarViewType, let text)):
      let scalars = text.unicodeScalars
      switch name {
      case "count": return .int(scalars.count)
      case "isEmpty": return .bool(scalars.isEmpty)
      case "first": return scalars.first.map { .some(scalar($0)) } ?? .null
      case "last": return scalars.last.map { .some(scalar($0)) } ?? .null
      default: return nil
      }
    case ("value", .described(scalarType, _)): return scalarValue(value).map { .int(Int($0.value)) }
    case ("isASCII", .described(scalarType, _)): return scalarValue(value).map { .bool($0.isASCII) }
    default: return nil
    }
  }

  /// The scalars of a view, as a sequence's elements (`for u in s.unicodeScalars`, `Array`,
  /// `filter`, `map`); nil for any other value.
  static func scalarElements(of value: SwiftValue) -> SwiftValue? {
    guard case .described(scalarViewType, let text) = value else { return nil }
    return .array(text.unicodeScalars.map(scalar))
  }

  /// A comparison of two scalars (a literal of one scalar counts as one, as Swift takes it
  /// for a scalar), by their values as Swift compares them; nil when neither is a scalar, or
  /// the other is not one.
  static func compareScalars(_ operation: SwiftProgram.Operator, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue? {
    let isScalar = { (value: SwiftValue) -> Bool in
      if case .described(scalarType, _) = value { return true }
      return false
    }
    guard isScalar(left) || isScalar(right), let a = scalarValue(left), let b = scalarValue(right) else { return nil }
    switch operation {
    case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
      return SwiftArithmetic.compare(operation, a.value, b.value)
    default: return nil
    }
  }
}
