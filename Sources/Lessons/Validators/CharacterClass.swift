/// A character set a rule tests against: one of Foundation's named sets, the password
/// validator's special characters, or the characters of a literal string.
///
/// The named sets follow `CharacterSet`'s definitions by Unicode general category, so `é` is a
/// letter and a lowercase letter and `٣` is a decimal digit (iOS 9 by Tutorials, ch. 1). A
/// `Character` belongs to a set when its first Unicode scalar does: a combining accent rides
/// with the letter it decorates, so `e` + U+0301 is one lowercase letter.
public enum CharacterClass: Sendable, Equatable, Hashable {
  case letters
  case uppercase
  case lowercase
  case digits
  case alphanumerics
  case whitespace
  case punctuation
  /// The password validator's set (decision VA-1): `!@#$%^&*()_-+<>?/[]{}` and backslash.
  case special
  /// The characters of a string, as `CharacterSet(charactersIn:)` makes them.
  case literal(String)

  /// The names a rule may use, in the order `charset` lists them.
  public static let names = [
    "letters", "uppercase", "lowercase", "digits", "alphanumerics", "whitespace", "punctuation", "special",
  ]

  static let specialCharacters = #"!@#$%^&*()_-+<>?/\[]{}"#

  /// A named set, or a literal set written in brackets (`[aeiou]`), or nil.
  public init?(_ word: String) {
    if word.hasPrefix("["), word.hasSuffix("]"), word.count > 2 {
      self = .literal(String(word.dropFirst().dropLast()))
      return
    }
    switch word {
    case "letters": self = .letters
    case "uppercase": self = .uppercase
    case "lowercase": self = .lowercase
    case "digits": self = .digits
    case "alphanumerics": self = .alphanumerics
    case "whitespace": self = .whitespace
    case "punctuation": self = .punctuation
    case "special": self = .special
    default: return nil
    }
  }

  /// How `show` and the step reports name the set.
  public var name: String {
    switch self {
    case .letters: "letters"
    case .uppercase: "uppercase"
    case .lowercase: "lowercase"
    case .digits: "digits"
    case .alphanumerics: "alphanumerics"
    case .whitespace: "whitespace"
    case .punctuation: "punctuation"
    case .special: "special"
    case .literal(let characters): "[" + characters + "]"
    }
  }

  /// The Foundation spelling, as the book writes it (Swift 2) and as it reads today.
  public var foundation: String {
    switch self {
    case .letters: "CharacterSet.letters (Swift 2: NSCharacterSet.letterCharacterSet())"
    case .uppercase: "CharacterSet.uppercaseLetters (Swift 2: NSCharacterSet.uppercaseLetterCharacterSet())"
    case .lowercase: "CharacterSet.lowercaseLetters (Swift 2: NSCharacterSet.lowercaseLetterCharacterSet())"
    case .digits: "CharacterSet.decimalDigits (Swift 2: NSCharacterSet.decimalDigitCharacterSet())"
    case .alphanumerics: "CharacterSet.alphanumerics (Swift 2: NSCharacterSet.alphanumericCharacterSet())"
    case .whitespace: "CharacterSet.whitespaces (Swift 2: NSCharacterSet.whitespaceCharacterSet())"
    case .punctuation: "CharacterSet.punctuationCharacters (Swift 2: NSCharacterSet.punctuationCharacterSet())"
    case .special: "CharacterSet(charactersIn: \(Format.quoted(Self.specialCharacters)))"
    case .literal(let characters): "CharacterSet(charactersIn: \(Format.quoted(characters)))"
    }
  }

  /// Which Unicode general categories, or which characters, make up the set.
  public var definition: String {
    switch self {
    case .letters: "general categories L* (letters) and M* (marks)"
    case .uppercase: "general categories Lu and Lt (upper- and titlecase letters)"
    case .lowercase: "general category Ll (lowercase letters)"
    case .digits: "general category Nd (decimal digits in every script)"
    case .alphanumerics: "general categories L*, M* and N*"
    case .whitespace: "general category Zs and the tab (U+0009)"
    case .punctuation: "general categories P*"
    case .special: "the 22 characters " + Self.specialCharacters + " (iOS 9 by Tutorials, ch. 1)"
    case .literal(let characters): "the characters of " + Format.quoted(characters)
    }
  }

  /// Whether the `Character` whose first scalar is `scalar` belongs to the set.
  public func contains(_ scalar: Unicode.Scalar) -> Bool { matcher.contains(scalar) }

  /// Membership of a scalar outside ASCII, which the masks do not cover.
  fileprivate func containsBeyondASCII(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .special: return false
    case .literal(let characters): return characters.unicodeScalars.contains(scalar)
    default: return Self.categoryTest(self, scalar.properties.generalCategory)
    }
  }

  public func contains(_ character: Character) -> Bool { contains(character.unicodeScalars.first!) }

  /// The set with its ASCII masks looked up once, for scanning a whole string.
  var matcher: Matcher { Matcher(set: self, mask: asciiMask) }

  struct Matcher {
    let set: CharacterClass
    let mask: (low: UInt64, high: UInt64)

    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      if value < 64 { return mask.low & (1 << UInt64(value)) != 0 }
      if value < 128 { return mask.high & (1 << UInt64(value - 64)) != 0 }
      return set.containsBeyondASCII(scalar)
    }
  }

  private static func categoryTest(_ set: CharacterClass, _ category: Unicode.GeneralCategory) -> Bool {
    switch set {
    case .letters: isLetter(category) || isMark(category)
    case .uppercase: category == .uppercaseLetter || category == .titlecaseLetter
    case .lowercase: category == .lowercaseLetter
    case .digits: category == .decimalNumber
    case .alphanumerics:
      isLetter(category) || isMark(category) || category == .decimalNumber || category == .letterNumber
        || category == .otherNumber
    case .whitespace: category == .spaceSeparator
    case .punctuation:
      switch category {
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
        .finalPunctuation, .otherPunctuation:
        true
      default: false
      }
    case .special, .literal: false
    }
  }

  private static func isLetter(_ category: Unicode.GeneralCategory) -> Bool {
    switch category {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
    default: false
    }
  }

  private static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
    category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
  }

  /// The set's ASCII members as two 64-bit masks, so the common case is one bit test.
  private var asciiMask: (low: UInt64, high: UInt64) {
    switch self {
    case .letters: Self.masks.letters
    case .uppercase: Self.masks.uppercase
    case .lowercase: Self.masks.lowercase
    case .digits: Self.masks.digits
    case .alphanumerics: Self.masks.alphanumerics
    case .whitespace: Self.masks.whitespace
    case .punctuation: Self.masks.punctuation
    case .special: Self.masks.special
    case .literal(let characters): Self.mask(characters.unicodeScalars.filter(\.isASCII))
    }
  }

  private struct Masks {
    var letters, uppercase, lowercase, digits, alphanumerics, whitespace, punctuation, special: (low: UInt64, high: UInt64)
  }

  private static let masks: Masks = {
    func build(_ set: CharacterClass) -> (low: UInt64, high: UInt64) {
      mask((0..<128).compactMap { Unicode.Scalar(UInt32($0)) }.filter { categoryTest(set, $0.properties.generalCategory) })
    }
    return Masks(
      letters: build(.letters), uppercase: build(.uppercase), lowercase: build(.lowercase), digits: build(.digits),
      alphanumerics: build(.alphanumerics), whitespace: mask(build(.whitespace), adding: "\t"),
      punctuation: build(.punctuation), special: mask(specialCharacters.unicodeScalars))
  }()

  private static func mask(_ scalars: some Sequence<Unicode.Scalar>) -> (low: UInt64, high: UInt64) {
    var result: (low: UInt64, high: UInt64) = (0, 0)
    for scalar in scalars where scalar.isASCII {
      if scalar.value < 64 { result.low |= 1 << UInt64(scalar.value) } else { result.high |= 1 << UInt64(scalar.value - 64) }
    }
    return result
  }

  private static func mask(_ base: (low: UInt64, high: UInt64), adding scalar: Unicode.Scalar) -> (low: UInt64, high: UInt64) {
    let extra = mask([scalar])
    return (base.low | extra.low, base.high | extra.high)
  }

  /// The set's ASCII members, for `charset`; a literal set lists all its characters.
  public var asciiMembers: String {
    if case .literal(let characters) = self { return characters }
    let matcher = self.matcher
    var text = matcher.contains("\t") ? "\t" : ""
    for value in UInt8(32)..<127 where matcher.contains(Unicode.Scalar(value)) {
      text.unicodeScalars.append(Unicode.Scalar(value))
    }
    return text
  }
}
