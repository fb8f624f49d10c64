import Glibc
import Lessons

/// Foundation's `String(format:_:…)` for the learner's Swift: a C format whose conversions each
/// take the next argument, formatted by the C library's `vsnprintf`, as Foundation formats a
/// number (without loading Foundation, which the shell does not load).
///
/// Each argument is a CVarArg of its type, so a conversion formats only the type it is for: an
/// Int for `%d`, `%x`, `%o`, `%u`; a Double for `%f`, `%e`, `%g`, `%a`; any value for `%@`, as
/// its description. Handed another type, C reads bits that are not there (Swift's compiler does
/// not check a format), so the run refuses it by name instead of printing what a real run
/// might. `%%` is a percent sign; `%s` (a C string) and positions (`%1$d`) are not here.
enum SwiftFormat {
  /// `format` with its conversions replaced by `arguments`, in order (extra arguments are left
  /// unused, as Foundation leaves them).
  static func format(
    _ format: String, _ arguments: [SwiftValue], line: Int, describe: (SwiftValue) -> String
  ) throws(SwiftRunError) -> String {
    var result = ""
    var next = 0
    var characters = Substring(format)
    while let percent = characters.firstIndex(of: "%") {
      result += characters[..<percent]
      characters = characters[characters.index(after: percent)...]
      let unread = characters
      guard let spec = Spec(reading: &characters) else {
        // `%c`, `%s`, `%2$@`: C's, which Swift hands values it does not model.
        let head = unread.prefix { !$0.isLetter && $0 != "@" }
        let written = head + unread.dropFirst(head.count).prefix(1)
        throw SwiftRunError(line: line, "String(format:)'s '%\(written)' is not in the Workbench's Swift subset yet")
      }
      if spec.conversion == "%" {
        result += "%"
        continue
      }
      guard next < arguments.count else {
        throw SwiftRunError(
          line: line, "String(format:) has more conversions than arguments: %\(spec.text) has no argument to format")
      }
      result += try spec.format(arguments[next], line: line, describe: describe)
      next += 1
    }
    return result + characters
  }

  /// One conversion: `%-8.2f` is flags `-`, width 8, precision 2, conversion `f`.
  struct Spec {
    var flags = ""
    var width = ""
    var precision = ""
    var conversion: Character = "%"
    /// The length written before the conversion (`l`, `ll`, `h`): how many bits C reads.
    var length = ""

    /// The conversion as written, without its `%`.
    var text: String { flags + width + precision + String(conversion) }

    /// Reads a conversion from the start of `characters` (just after its `%`), nil when none
    /// the subset formats starts there.
    init?(reading characters: inout Substring) {
      func take(_ allowed: (Character) -> Bool) -> String {
        let taken = characters.prefix(while: allowed)
        characters = characters.dropFirst(taken.count)
        return String(taken)
      }
      flags = take { "-+ #0".contains($0) }
      width = take(\.isASCIIDigit)
      if characters.first == "." {
        characters = characters.dropFirst()
        precision = "." + take(\.isASCIIDigit)
      }
      // A length (`ld`, `lld`, `hd`, `zd`) says how wide the argument is C reads.
      length = take { "hlqLzjt".contains($0) }
      guard let conversion = characters.first, "dDiuUoOxXfFeEgGaA@%".contains(conversion) else { return nil }
      characters = characters.dropFirst()
      self.conversion = conversion
    }

    func format(_ value: SwiftValue, line: Int, describe: (SwiftValue) -> String) throws(SwiftRunError) -> String {
      let head = "%" + flags + width + precision
      switch conversion {
      case "d", "D", "i", "u", "U", "o", "O", "x", "X":
        guard case .int(let number) = value else { throw refusal(value, wants: "an Int", line: line) }
        // Swift hands C the Int's 64 bits; C reads as many as the length says, the low ones on
        // this machine: a plain `%d` reads 32 (`3_000_000_000` is -1294967296), `%hd` 16.
        let signed = "dDi".contains(conversion)
        let bits: Int64
        switch length {
        case "": bits = signed ? Int64(Int32(truncatingIfNeeded: number)) : Int64(UInt32(truncatingIfNeeded: number))
        case "h": bits = signed ? Int64(Int16(truncatingIfNeeded: number)) : Int64(UInt16(truncatingIfNeeded: number))
        case "hh": bits = signed ? Int64(Int8(truncatingIfNeeded: number)) : Int64(UInt8(truncatingIfNeeded: number))
        default: bits = Int64(number)
        }
        return Self.printf(head + "l" + String(conversion.lowercased() == "d" ? "d" : conversion), bits)
      case "@":
        // Foundation writes an object as it is: a width or precision changes nothing.
        return describe(value)
      default:
        guard case .double(let number) = value else { throw refusal(value, wants: "a Double", line: line) }
        return Self.printf(head + String(conversion), number)
      }
    }

    /// One conversion of one number, as the C library formats it.
    static func printf(_ format: String, _ number: some CVarArg) -> String {
      withVaList([number]) { arguments in
        var buffer = [CChar](repeating: 0, count: 512)
        let written = Int(vsnprintf(&buffer, buffer.count, format, arguments))
        guard written >= buffer.count else {
          return String(decoding: buffer.prefix(max(0, written)).map(UInt8.init(bitPattern:)), as: UTF8.self)
        }
        // A wider field than the buffer: again, with room for all of it.
        buffer = [CChar](repeating: 0, count: written + 1)
        return withVaList([number]) { again in
          _ = vsnprintf(&buffer, buffer.count, format, again)
          return String(decoding: buffer.prefix(written).map(UInt8.init(bitPattern:)), as: UTF8.self)
        }
      }
    }

    /// The error for a value this conversion does not format.
    func refusal(_ value: SwiftValue, wants type: String, line: Int) -> SwiftRunError {
      SwiftRunError(
        line: line,
        "String(format:)'s %\(text) formats \(type), and it was handed a value of type '\(value.typeName)': "
          + "C would read bits that are not there; convert it (Double(n), Int(x)) or use %@")
    }
  }
}

extension Character {
  /// Whether it is one of the ASCII digits 0 to 9.
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
