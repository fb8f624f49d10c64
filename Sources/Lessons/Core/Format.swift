/// The number and geometry formatting rules every transcript relies on (DESIGN §3).
///
/// Numbers print with at most two decimals (animation times use three), trailing zeros and
/// the point are dropped, and `-0` never appears: `113`, `63.74`, `0.5`.
public enum Format {
  /// Formats `value` rounded half away from zero to at most `places` decimals.
  ///
  /// A value too small for `places` (below 0.01 for two) is never shown as 0 or as 0.01: it
  /// gets two significant digits, cut rather than rounded, so `0.009` reads as below the 0.01 a
  /// rule compares it with (up to four more decimals; what is smaller than that is arithmetic
  /// noise, such as a rotation's 1e-17, and prints as 0).
  public static func number(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = max(0, min(places, 6))
    let threshold = 1 / power(places)
    if value != 0, abs(value) < threshold, abs(value) >= threshold / 10_000 {
      return small(value, places: places + 4)
    }
    // Most numbers on screen are whole: print them without the decimal arithmetic.
    if value == value.rounded(.towardZero), abs(value) < 1e15 {
      let whole = Int64(value)
      return whole == 0 ? "0" : String(whole)
    }
    let scale = power(places)
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    // Beyond 2^53 the digits are not exact anyway; print the integral part only.
    guard scaled < 9.0e15 else {
      let whole = abs(value).rounded(.toNearestOrAwayFromZero)
      return (value < 0 ? "-" : "") + integerDigits(whole)
    }
    let units = UInt64(scaled)
    if units == 0 { return "0" }
    let divisor = UInt64(scale)
    let whole = units / divisor
    var fraction = units % divisor
    var text = (value < 0 ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = places
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }

  /// `a lock`, `an op`: the noun with its indefinite article, by its first letter.
  public static func withArticle(_ noun: String) -> String {
    (noun.first.map { "aeiouAEIOU".contains($0) } == true ? "an " : "a ") + noun
  }

  /// `1 schedule`, `2 schedules`: a count with its noun, plural when it is not one.
  public static func count(_ value: Int, _ noun: String) -> String {
    "\(value) " + (value == 1 ? noun : noun + "s")
  }

  /// An animation time: three decimals.
  public static func time(_ seconds: Double) -> String { number(seconds, places: 3) }

  /// `(x, y)`, `(w, h)`, `(x, y, w, h)`: the same line `show` prints for them.
  public static func point(_ p: Point) -> String { p.inspection.line }
  public static func size(_ s: Size) -> String { s.inspection.line }
  public static func rect(_ r: Rect) -> String { r.inspection.line }

  /// Quotes a string for display when it would not read back as one word.
  public static func quoted(_ text: String) -> String {
    if isPlainWord(text) || Tokenizer.isBlockWord(text) { return text }
    var out = "\""
    var scalars = text.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      next = scalars.next()
      switch scalar {
      case "\"": out += "\\\""
      // In double quotes `\(` reads back as itself: a log's value (`"c is \(r1)"`).
      case "\\" where next == "(": out += "\\"
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        out += printable(String(scalar))
      }
    }
    return out + "\""
  }

  /// Letters, digits and `._-/`: a word that reads back as itself without quotes.
  static func isPlainWord(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    var ascii = true
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "/"):
        continue
      case 0x80...:
        ascii = false
      default:
        return false
      }
    }
    // Only text outside ASCII needs the (slower) Unicode property lookup.
    return ascii
      || text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII || scalar.properties.isAlphabetic
      }
  }

  /// A word the learner typed, as an error message quotes it: shortened and with control
  /// characters escaped, so a 100 KB or binary word still gives one short line.
  public static func echo(_ word: String) -> String {
    let limit = 40
    return "'" + printable(word.count > limit ? String(word.prefix(limit)) + "…" : word) + "'"
  }

  /// `text` with control characters written as `\u{…}`, so echoing it can neither break the
  /// line nor send escape sequences to the terminal.
  public static func printable(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A number as C's `%g` writes it, which UIKit's descriptions use: at most six significant
  /// digits, no trailing zeros, `-0` kept (`0`, `54.3333`, `-14.5`).
  public static func significant(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    var exponent = 0
    var magnitude = abs(value)
    while magnitude >= 10 {
      magnitude /= 10
      exponent += 1
    }
    while magnitude < 1 {
      magnitude *= 10
      exponent -= 1
    }
    guard exponent >= -5, exponent < 6 else { return "\(value)" }
    let scale = power(5 - exponent)
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(.towardZero) { return String(Int64(rounded)) }
    return "\(rounded)"
  }

  private static func power(_ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return scale
  }

  /// `0.0094`, `-0.005`: two significant digits of a value below 1, cut toward zero.
  private static func small(_ value: Double, places: Int) -> String {
    var digits = 0
    var magnitude = abs(value)
    while magnitude < 0.1 {
      magnitude *= 10
      digits += 1
    }
    let decimals = min(places, digits + 2)
    let units = UInt64((abs(value) * power(decimals)).rounded(.towardZero))
    var text = String(units)
    var kept = decimals
    while text.hasSuffix("0"), kept > 0 {
      text.removeLast()
      kept -= 1
    }
    return (value < 0 ? "-" : "") + "0." + String(repeating: "0", count: kept - text.count) + text
  }

  private static func integerDigits(_ value: Double) -> String {
    // Exact for every double: its integral value is a 53-bit significand times a power of two,
    // multiplied out in base 10^9 (dividing by 10 in floating point would make digits up).
    guard value >= 1 else { return "0" }
    let exponent = Int(value.exponent) - Double.significandBitCount
    guard exponent > 0 else { return String(UInt64(value)) }
    var limbs: [UInt64] = []
    var significand = UInt64(value.significandBitPattern | (1 << UInt64(Double.significandBitCount)))
    while significand > 0 {
      limbs.append(significand % 1_000_000_000)
      significand /= 1_000_000_000
    }
    for _ in 0..<exponent {
      var carry: UInt64 = 0
      for index in limbs.indices {
        let doubled = limbs[index] * 2 + carry
        limbs[index] = doubled % 1_000_000_000
        carry = doubled / 1_000_000_000
      }
      if carry > 0 { limbs.append(carry) }
    }
    var text = String(limbs[limbs.count - 1])
    for limb in limbs.dropLast().reversed() {
      let digits = String(limb)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }
}
