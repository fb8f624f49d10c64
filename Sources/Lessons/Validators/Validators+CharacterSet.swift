/// Foundation's `CharacterSet` in the learner's Swift, tested by the chapter's own sets
/// (`CharacterClass`): `set.contains(u)` of a Unicode scalar, and the String methods that take
/// a set (`rangeOfCharacter(from:)`, `trimmingCharacters(in:)`, `components(separatedBy:)`).
///
/// The book's rules test a string's first character against a set and look for any character
/// of a set in it (iOS 9 by Tutorials, ch. 1: `characterIsMember` and
/// `rangeOfCharacterFromSet`, today `contains(_:)` and `rangeOfCharacter(from:)`). A scalar
/// belongs to a named set by its Unicode general category, as `CharacterClass` defines it.
extension Validators {
  /// A call on a CharacterSet the chapter handed over, or a String's method that takes one.
  static func characterSetCall(_ call: BridgeCall, on value: BridgeValue) throws(CommandError) -> BridgeValue {
    if case .string(let text) = value { return try stringCall(call, on: text) }
    guard let set = characterSet(value) else { throw call.noValueMember }
    switch call.signature {
    case "contains(_:)":
      return .bool(set.contains(try scalar(call.arguments[0])))
    case "inverted()" where call.labels.isEmpty:
      // Every scalar the set does not hold: the book's onlyContain looks for one of them.
      return set.inverted.value
    default:
      throw CommandError(
        "value of type 'CharacterSet' has no member '\(call.labels.isEmpty ? call.member : call.signature)' here",
        suggestion: "a CharacterSet here answers contains(_:) of a Unicode.Scalar")
    }
  }

  /// `rangeOfCharacter(from:)`, `trimmingCharacters(in:)` and `components(separatedBy:)` of a
  /// String, each by the string's Unicode scalars as Foundation tests them.
  private static func stringCall(_ call: BridgeCall, on text: String) throws(CommandError) -> BridgeValue {
    guard call.arguments.count == 1, let set = characterSet(call.arguments[0]) else { throw call.noValueMember }
    let scalars = text.unicodeScalars
    switch call.signature {
    case "rangeOfCharacter(from:)":
      guard let found = scalars.firstIndex(where: { set.contains($0) }) else { return .null }
      // The range is of the string's indices: the learner tests it against nil (printing it
      // is refused, see `SwiftMachine.unprintable`).
      let offset = scalars.distance(from: scalars.startIndex, to: found)
      return .described(type: "Range<String.Index>", text: "scalar \(offset)")
    case "trimmingCharacters(in:)":
      let start = scalars.firstIndex { !set.contains($0) } ?? scalars.endIndex
      let end = scalars.lastIndex { !set.contains($0) }.map(scalars.index(after:)) ?? start
      return .string(String(scalars[start..<max(start, end)]))
    case "components(separatedBy:)":
      let pieces = scalars.split(omittingEmptySubsequences: false) { set.contains($0) }
      return .array(pieces.map { .string(String($0)) })
    default:
      throw call.noValueMember
    }
  }

  /// A CharacterSet of the learner's Swift: one of the chapter's sets, or every scalar outside
  /// one (`inverted`).
  struct SwiftCharacterSet {
    var base: CharacterClass
    var isInverted = false

    func contains(_ scalar: Unicode.Scalar) -> Bool { base.contains(scalar) != isInverted }

    var inverted: Self { Self(base: base, isInverted: !isInverted) }

    /// The value the learner's Swift holds for it: `.letters` as the implicit member it was
    /// written as, any other as the words that name it (`[@#]`, `inverted letters`).
    var value: BridgeValue {
      guard isInverted else {
        if case .literal = base { return .described(type: "CharacterSet", text: base.name) }
        let foundation = Validators.characterSets.first { $0.value == base.name }?.key ?? base.name
        return .member(foundation)
      }
      return .described(type: "CharacterSet", text: Self.invertedWord + base.name)
    }

    static let invertedWord = "inverted "
  }

  /// The set a CharacterSet value stands for: a named one (`.letters`), one made with
  /// `CharacterSet(charactersIn:)`, or the inverse of either.
  static func characterSet(_ value: BridgeValue) -> SwiftCharacterSet? {
    switch value {
    case .member(let name): return characterSets[name].flatMap(CharacterClass.init).map { SwiftCharacterSet(base: $0) }
    case .described("CharacterSet", let text):
      let isInverted = text.hasPrefix(SwiftCharacterSet.invertedWord)
      let word = isInverted ? String(text.dropFirst(SwiftCharacterSet.invertedWord.count)) : text
      return CharacterClass(word).map { SwiftCharacterSet(base: $0, isInverted: isInverted) }
    default: return nil
    }
  }

  /// The Unicode scalar `contains(_:)` is asked about: a scalar of the learner's
  /// (`s.unicodeScalars.first!`), or a literal of one scalar, which Swift takes as one.
  private static func scalar(_ value: BridgeValue) throws(CommandError) -> Unicode.Scalar {
    switch value {
    case .described("Unicode.Scalar", let text), .string(let text):
      var scalars = text.unicodeScalars.makeIterator()
      if let first = scalars.next(), scalars.next() == nil { return first }
    default: break
    }
    throw CommandError(
      "CharacterSet's contains(_:) takes a Unicode.Scalar",
      suggestion: "ask it of a string's scalar: set.contains(s.unicodeScalars.first!)")
  }
}
