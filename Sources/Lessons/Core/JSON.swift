/// Writes an inspect tree as JSON with the fields in declared order and numbers formatted by
/// the transcript rules, so `inspect --json` is as deterministic as the text form.
public enum JSON {
  public static func render(_ value: InspectValue, indent: Int = 0) -> String {
    var out = ""
    write(value, into: &out, indent: indent)
    return out
  }

  private static func write(_ value: InspectValue, into out: inout String, indent: Int) {
    switch value {
    case .number(let number, let places):
      out += number.isFinite ? Format.number(number, places: places) : "null"
    case .text(let text), .reference(let text):
      out += string(text)
    case .bool(let flag):
      out += flag ? "true" : "false"
    case .none:
      out += "null"
    case .list(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        write(item, into: &out, indent: indent + 2)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .tuple(let fields), .record(_, let fields), .object(_, let fields):
      if fields.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, field) in fields.enumerated() {
        out += String(repeating: " ", count: indent + 2) + string(field.name) + ": "
        write(field.value, into: &out, indent: indent + 2)
        out += index == fields.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  /// A JSON string literal (RFC 8259 escapes).
  public static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
