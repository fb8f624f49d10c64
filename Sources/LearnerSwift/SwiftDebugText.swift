/// A string as Swift writes it inside a collection, an optional or a tuple (its
/// `debugDescription`): quoted, with `\\`, `\'`, `\"`, `\0`, `\t`, `\n` and `\r` escaped, another
/// ASCII control character as `\u{1B}`, and a scalar that would join the opening quote's
/// character (a combining mark first) as `\u{0301}`; everything else as it is.
enum SwiftDebugText {
  static func quoted(_ text: String) -> String {
    var result = "\""
    // Whether the next scalar must start a character of its own.
    var wantsBreak = true
    for scalar in text.unicodeScalars {
      if let escaped = escaped(scalar) {
        result += escaped
        wantsBreak = true
      } else if wantsBreak && !breaks(after: result, before: scalar) {
        result += escapedAsASCII(scalar)
        wantsBreak = true
      } else {
        result.unicodeScalars.append(scalar)
        wantsBreak = false
      }
    }
    return result + "\""
  }

  /// The scalar's escape, nil for one written as it is.
  private static func escaped(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\\": return "\\\\"
    case "'": return "\\'"
    case "\"": return "\\\""
    case "\0": return "\\0"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default:
      guard scalar.value < 0x80, scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
      return hex(scalar)
    }
  }

  /// The scalar as ASCII: its escape, itself when it is printable ASCII, else `\u{…}`.
  private static func escapedAsASCII(_ scalar: Unicode.Scalar) -> String {
    if let escaped = escaped(scalar) { return escaped }
    if scalar.value >= 0x20 && scalar.value < 0x7F { return String(scalar) }
    return hex(scalar)
  }

  /// `\u{…}` with two, four or eight upper-case hexadecimal digits.
  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    let width = scalar.value <= 0xFF ? 2 : scalar.value <= 0xFFFF ? 4 : 8
    return "\\u{" + String(repeating: "0", count: width - digits.count) + digits + "}"
  }

  /// Whether `scalar` would begin a new character after `text`.
  private static func breaks(after text: String, before scalar: Unicode.Scalar) -> Bool {
    guard let last = text.last else { return true }
    var joined = String(last)
    joined.unicodeScalars.append(scalar)
    return joined.count == 2
  }
}
