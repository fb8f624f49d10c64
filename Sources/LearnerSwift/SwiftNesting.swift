import Lessons

/// How deep a program's square brackets and interpolations nest, found before Swift's parser
/// reads it.
///
/// The toolchain's SwiftParser looks ahead at a `[` to learn whether it starts a type (`[Int]`,
/// an InlineArray's `[3 of Int]`) or a value, and the look-ahead of nested ones multiplies: 20
/// nested brackets took it 5 seconds, 25 more than a minute, and 3,000 overflowed its stack and
/// crashed the shell. A learner's program never nests them that deep, so one that does is
/// refused first, with the place of the bracket past the limit. Interpolations nested without
/// end (`"\("\(…`) are refused the same way, before this reading of them recurses too deep.
enum SwiftNesting {
  /// The most `[` open at once that a program may have.
  static let squareBracketLimit = 10
  /// The most string interpolations one inside another: the shell's block reader's limit.
  static let interpolationLimit = SwiftBlockScanner.interpolationLimit
  /// The most generic clauses (`Array<…>`) one inside another.
  static let angleBracketLimit = 64

  /// What is nested too deep, and where (1-based line and column).
  struct Problem: Equatable {
    var line: Int
    var column: Int
    var message: String

    var error: SwiftRunError { SwiftRunError(line: line, column: column, message) }
  }

  static let squareBracketMessage =
    "square brackets nested more than \(squareBracketLimit) deep are not in the Workbench's Swift subset (Swift's parser "
    + "takes time that multiplies with each one)"
  static let angleBracketMessage =
    "angle brackets nested more than \(angleBracketLimit) deep are not in the Workbench's Swift subset"
  static let interpolationMessage = SwiftBlockScanner.interpolationMessage

  /// The first `[` past the limit, or interpolation past its limit; nil when there is none.
  ///
  /// Strings and comments hold no brackets, but an interpolation in a string is code again.
  static func tooDeep(_ text: String) -> Problem? {
    var scanner = Scanner(scalars: Array(text.unicodeScalars))
    return scanner.code(until: nil)
  }

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1
    /// The `[` open now, however they are interleaved with other brackets.
    var squares = 0
    /// The interpolations the scanner is in.
    var interpolations = 0
    /// The `<` open now that follow a name directly, as a generic clause's does.
    var angles = 0

    /// Whether a `<` after `previous` may open a generic clause (`Array<`, `Dictionary<`):
    /// one after a space is most often a comparison, and never counted.
    static func opensGeneric(after previous: Unicode.Scalar) -> Bool {
      previous.properties.isAlphabetic || ("0"..."9").contains(previous) || previous == "_" || previous == ">"
    }

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int = 1) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func advance() {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        // Columns count bytes of UTF-8, as the parser's do.
        column += UTF8.width(scalars[index])
      }
      index += 1
    }

    /// Code up to the `)` that closes an interpolation (`closing` set), or to the end; what is
    /// nested past its limit, if that comes first.
    mutating func code(until closing: Unicode.Scalar?) -> Problem? {
      var parentheses = 0
      while let scalar = current {
        switch scalar {
        case "[":
          // Only a `]` closes one: however other brackets interleave, the count never falls
          // below what the parser sees open.
          squares += 1
          if squares > SwiftNesting.squareBracketLimit {
            return Problem(line: line, column: column, message: SwiftNesting.squareBracketMessage)
          }
        case "]": squares = max(0, squares - 1)
        case "<" where index > 0 && Self.opensGeneric(after: scalars[index - 1]):
          // `Array<Array<…>>`: the parser reads a generic clause by recursion, and 600 nested
          // ones overflowed its stack.
          angles += 1
          if angles > SwiftNesting.angleBracketLimit {
            return Problem(line: line, column: column, message: SwiftNesting.angleBracketMessage)
          }
        case ">" where angles > 0 && !(index > 0 && scalars[index - 1] == "-"): angles -= 1
        case "(": parentheses += 1
        case ")":
          if parentheses == 0, closing == ")" {
            advance()
            return nil
          }
          parentheses = max(0, parentheses - 1)
        case "\"":
          if let found = string(hashes: 0) { return found }
          continue
        case "#" where peek() == "\"" || (peek() == "#" && peek(2) == "\""):
          var hashes = 0
          while current == "#" {
            hashes += 1
            advance()
          }
          if let found = string(hashes: hashes) { return found }
          continue
        case "/" where peek() == "/":
          while let next = current, next != "\n" { advance() }
          continue
        case "/" where peek() == "*":
          comment()
          continue
        default: break
        }
        advance()
      }
      return nil
    }

    /// A string literal from its first quote, with `hashes` `#` before it (already passed):
    /// `"…"`, `"""…"""` or a raw string; an interpolation in it is read as code.
    mutating func string(hashes: Int) -> Problem? {
      let isMultiline = peek() == "\"" && peek(2) == "\""
      let quotes = isMultiline ? 3 : 1
      for _ in 0..<quotes { advance() }
      while let scalar = current {
        if scalar == "\\" {
          // An escape counts only with the string's own number of `#` after the backslash.
          var offset = 1
          while offset <= hashes, peek(offset) == "#" { offset += 1 }
          if offset == hashes + 1 {
            for _ in 0..<offset { advance() }
            if current == "(" {
              interpolations += 1
              guard interpolations <= SwiftNesting.interpolationLimit else {
                return Problem(line: line, column: column, message: SwiftNesting.interpolationMessage)
              }
              advance()
              if let found = code(until: ")") { return found }
              interpolations -= 1
            } else if current != nil {
              advance()
            }
            continue
          }
        }
        if scalar == "\"", (1..<quotes).allSatisfy({ peek($0) == "\"" }),
          (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
        {
          for _ in 0..<(quotes + hashes) { advance() }
          return nil
        }
        // A one-line string ends at its line's end, closed or not.
        if scalar == "\n", !isMultiline { return nil }
        advance()
      }
      return nil
    }

    /// A `/* … */` comment from its slash; comments nest, as in Swift.
    mutating func comment() {
      var depth = 0
      while let scalar = current {
        if scalar == "/", peek() == "*" {
          depth += 1
          advance()
        } else if scalar == "*", peek() == "/" {
          depth -= 1
          advance()
          if depth == 0 {
            advance()
            return
          }
        }
        advance()
      }
    }
  }
}
