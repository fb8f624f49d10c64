/// Text for XML documents: the JUnit report and the views chapter's SVG.
public enum XML {
  /// Character data with the five XML escapes; characters XML 1.0 cannot hold become `\u{…}`.
  public static func text(_ value: String) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

}
