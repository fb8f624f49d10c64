/// How a YAML scalar becomes a Swift value: YAML 1.1's types, by the rules Yams's default
/// resolver and constructor used (`Resolver.default`, `Constructor.default`).
///
/// A plain scalar with no tag is resolved by its text, in this order: a bool (`yes`, `No`, `ON`,
/// `false`…), an int (`12`, `-0x1F`, `0o17`, `017`, `0b101`, `1_000`, `1:30`), a float (`1.5`,
/// `.5`, `1e3`, `.inf`, `.NaN`), the merge key `<<`, a null (`~`, `null`, nothing); anything else
/// is a string. A quoted or block scalar, or one tagged `!!str` or `!`, is a string. An explicit
/// `!!int`, `!!float`, `!!bool` or `!!null` is read as that type when its text allows. A text the
/// type cannot hold (an int past `Int.max`) stays a string, as it did with Yams. Timestamps and
/// binary stay strings: building a `Date` or `Data` needs Foundation.
enum YAMLScalar {
  static let strTag = "tag:yaml.org,2002:str"
  static let boolTag = "tag:yaml.org,2002:bool"
  static let intTag = "tag:yaml.org,2002:int"
  static let floatTag = "tag:yaml.org,2002:float"
  static let nullTag = "tag:yaml.org,2002:null"
  static let mergeTag = "tag:yaml.org,2002:merge"

  /// The tag a scalar has: its own, or the one its text resolves to when it is plain and untagged.
  ///
  /// `explicit` is the tag written before it, nil when none was; `quotedImplicit` is libyaml's
  /// flag for an untagged scalar that is not plain (quoted or block).
  static func tag(of text: String, explicit: String?, quotedImplicit: Bool) -> String {
    if quotedImplicit { return strTag }
    guard let explicit else { return resolve(text) }
    return explicit == "!" ? strTag : explicit
  }

  /// The Swift value of a scalar with this tag: a `Bool`, `Int`, `Double`, null or `String`.
  ///
  /// Only a plain scalar can be an int, a float or a null: a quoted one is text whatever its
  /// tag. A text its tag's type cannot hold stays text.
  static func value(of text: String, tag: String, plain: Bool) -> Any {
    let value: Any? =
      switch tag {
      case boolTag: bool(text)
      case intTag where plain: int(text)
      case floatTag where plain: double(text)
      case nullTag where plain && nullWords.contains(text): YAMLDocument.Null()
      default: nil
      }
    return value ?? text
  }

  // MARK: Resolving a plain scalar's tag

  static let boolWords: Set<String> = [
    "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
    "on", "On", "ON", "off", "Off", "OFF",
  ]
  static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]

  /// The tag of a plain, untagged scalar's text.
  static func resolve(_ text: String) -> String {
    if boolWords.contains(text) { return boolTag }
    let bytes = Array(text.utf8)
    if isInt(bytes[...]) { return intTag }
    if isFloat(bytes[...]) { return floatTag }
    if text == "<<" { return mergeTag }
    if nullWords.contains(text) { return nullTag }
    return strTag
  }

  /// Whether the text reads as an int: `[-+]?0b[0-1_]+`, `[-+]?0o?[0-7_]+`,
  /// `[-+]?(0|[1-9][0-9_]*)`, `[-+]?0x[0-9a-fA-F_]+` or `[-+]?[1-9][0-9_]*(:[0-5]?[0-9])+`.
  static func isInt(_ text: ArraySlice<UInt8>) -> Bool {
    var body = text
    if body.first == plus || body.first == minus { body = body.dropFirst() }
    guard let first = body.first else { return false }
    if body.starts(with: [zero, letterB]) { return isNonEmpty(body.dropFirst(2), all: isBinary) }
    if body.starts(with: [zero, letterX]) { return isNonEmpty(body.dropFirst(2), all: isHex) }
    if first == zero {
      var rest = body.dropFirst()
      if rest.isEmpty { return true }
      if rest.first == letterO { rest = rest.dropFirst() }
      return isNonEmpty(rest, all: isOctal)
    }
    guard isDigit(first), first != zero else { return false }
    var rest = body.dropFirst().drop { isDigit($0) || $0 == underscore }
    return rest.isEmpty || (skipSexagesimal(&rest) && rest.isEmpty)
  }

  /// Whether the text reads as a float: `[-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?`,
  /// `\.[0-9_]+([eE][-+][0-9]+)?`, `[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*`,
  /// `[-+]?\.(inf|Inf|INF)` or `\.(nan|NaN|NAN)`.
  static func isFloat(_ text: ArraySlice<UInt8>) -> Bool {
    if [".nan", ".NaN", ".NAN"].contains(where: { text.elementsEqual($0.utf8) }) { return true }
    var body = text
    let signed = body.first == plus || body.first == minus
    if signed { body = body.dropFirst() }
    if [".inf", ".Inf", ".INF"].contains(where: { body.elementsEqual($0.utf8) }) { return true }
    if body.first == dot {
      // No sign here, and an exponent's sign is not optional.
      guard !signed else { return false }
      var rest = body.dropFirst()
      let fraction = rest.prefix { isDigit($0) || $0 == underscore }
      guard !fraction.isEmpty else { return false }
      rest = rest.dropFirst(fraction.count)
      guard let e = rest.first else { return true }
      guard e == letterE || e == capitalE, rest.count >= 3, rest.dropFirst().first.map(isSign) == true else { return false }
      return rest.dropFirst(2).allSatisfy(isDigit)
    }
    guard let first = body.first, isDigit(first) else { return false }
    var rest = body.dropFirst().drop { isDigit($0) || $0 == underscore }
    if rest.first == colon {
      guard skipSexagesimal(&rest), rest.first == dot else { return false }
      return rest.dropFirst().allSatisfy { isDigit($0) || $0 == underscore }
    }
    if rest.first == dot { rest = rest.dropFirst().drop { isDigit($0) || $0 == underscore } }
    guard let e = rest.first else { return true }
    guard e == letterE || e == capitalE else { return false }
    rest = rest.dropFirst()
    if let sign = rest.first, isSign(sign) { rest = rest.dropFirst() }
    return isNonEmpty(rest, all: isDigit)
  }

  /// Reads `(:[0-5]?[0-9])+` from the front of `text`; false when it is not there.
  private static func skipSexagesimal(_ text: inout ArraySlice<UInt8>) -> Bool {
    guard text.first == colon else { return false }
    while text.first == colon {
      text = text.dropFirst()
      guard let digit = text.first, isDigit(digit) else { return false }
      text = text.dropFirst()
      if digit <= five, let second = text.first, isDigit(second) { text = text.dropFirst() }
    }
    return true
  }

  // MARK: Constructing the value

  /// `true`, `yes` or `on` in any case is true; `false`, `no` or `off` false.
  static func bool(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "yes", "on": true
    case "false", "no", "off": false
    default: nil
    }
  }

  /// The int the text spells, as Yams read it; nil when it does not fit an `Int`.
  ///
  /// Underscores are dropped; `0x`, `0b`, `0o` and a leading `0` choose the radix; `a:b:c`
  /// counts in sixties.
  static func int(_ text: String) -> Int? {
    let digits = text.filter { $0 != "_" }
    if digits == "0" { return 0 }
    let negative = digits.hasPrefix("-")
    let body = digits.dropFirst(negative || digits.hasPrefix("+") ? 1 : 0)
    for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where body.hasPrefix(prefix) {
      return Int((negative ? "-" : "") + body.dropFirst(prefix.count), radix: radix)
    }
    if body.contains(Self.sixties) { return sexagesimal(digits) }
    return Int(digits)
  }

  /// The double the text spells, as Yams read it.
  ///
  /// `.inf`, `-.inf` and `.nan` in any case; otherwise Swift's reading of the text with its
  /// underscores dropped; `a:b.c` counts in sixties.
  static func double(_ text: String) -> Double? {
    switch text.lowercased() {
    case ".inf", "+.inf": return .infinity
    case "-.inf": return -.infinity
    case ".nan": return .nan
    default:
      let digits = text.filter { $0 != "_" }
      guard digits.contains(Self.sixties) else { return Double(digits) }
      let (negative, parts) = signAndSexagesimalParts(digits)
      var value = 0.0
      var base = 1.0
      for part in parts.reversed() {
        guard let number = Double(part) else { return nil }
        value += number * base
        base *= 60
      }
      return negative ? -value : value
    }
  }

  /// The character between the parts of a number counted in sixties.
  ///
  /// A `Character`, so that `contains` is the standard library's, never Foundation's search.
  private static let sixties: Character = ":"

  /// `1:30` is 90: each part after the first counts sixty times less than the one before.
  private static func sexagesimal(_ text: String) -> Int? {
    let (negative, parts) = signAndSexagesimalParts(text)
    let numbers = parts.compactMap { Int($0, radix: 10) }
    guard numbers.count == parts.count else { return nil }
    var value = 0
    var base = 1
    for (place, number) in numbers.reversed().enumerated() {
      if place > 0 {
        let (next, overflow) = base.multipliedReportingOverflow(by: 60)
        if overflow { return nil }
        base = next
      }
      let (term, overflow) = number.multipliedReportingOverflow(by: base)
      let (sum, carry) = value.addingReportingOverflow(term)
      if overflow || carry { return nil }
      value = sum
    }
    return negative ? -value : value
  }

  private static func signAndSexagesimalParts(_ text: String) -> (negative: Bool, parts: [Substring]) {
    let negative = text.hasPrefix("-")
    let body = text.dropFirst(negative || text.hasPrefix("+") ? 1 : 0)
    return (negative, body.split(separator: ":", omittingEmptySubsequences: false))
  }

  // MARK: Bytes

  private static let plus = UInt8(ascii: "+")
  private static let minus = UInt8(ascii: "-")
  private static let dot = UInt8(ascii: ".")
  private static let colon = UInt8(ascii: ":")
  private static let underscore = UInt8(ascii: "_")
  private static let zero = UInt8(ascii: "0")
  private static let five = UInt8(ascii: "5")
  private static let letterB = UInt8(ascii: "b")
  private static let letterO = UInt8(ascii: "o")
  private static let letterX = UInt8(ascii: "x")
  private static let letterE = UInt8(ascii: "e")
  private static let capitalE = UInt8(ascii: "E")

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= UInt8(ascii: "9") }
  private static func isSign(_ byte: UInt8) -> Bool { byte == plus || byte == minus }
  private static func isBinary(_ byte: UInt8) -> Bool { byte == zero || byte == UInt8(ascii: "1") || byte == underscore }
  private static func isOctal(_ byte: UInt8) -> Bool { (byte >= zero && byte <= UInt8(ascii: "7")) || byte == underscore }
  private static func isHex(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F")) || byte == underscore
  }
  private static func isNonEmpty(_ text: ArraySlice<UInt8>, all test: (UInt8) -> Bool) -> Bool {
    !text.isEmpty && text.allSatisfy(test)
  }
}
