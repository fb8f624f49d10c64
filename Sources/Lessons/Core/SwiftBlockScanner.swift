/// Copies the `{ … }` block of a `swift` command as Swift reads it: braces inside strings
/// (interpolations and multi-line strings too) and comments do not count, an apostrophe is
/// just a character, and the block keeps its newlines, which separate Swift's statements.
///
/// The shell's own blocks (`async q { … }`) follow the tokenizer's rules instead: quotes in
/// either style, `#` comments refused. Only a block that follows the word `swift` is Swift.
public enum SwiftBlockScanner {
  typealias Scalars = String.UnicodeScalarView.Iterator

  /// The most string interpolations one inside another: the shell's reading of a block and the
  /// learner's Swift's (`SwiftNesting`) both refuse more, before their reading recurses too deep.
  public static let interpolationLimit = 64
  public static let interpolationMessage =
    "string interpolations nested more than \(interpolationLimit) deep are not in the Workbench's Swift subset"

  /// The block, its opening brace already read, appended to `word` up to its closing brace.
  static func block(_ scalars: inout Scalars, into word: inout String) throws(Tokenizer.Failure) {
    var reader = Reader(scalars: scalars, start: word.utf8.count)
    word.unicodeScalars.append("{")
    try reader.code(into: &word, closing: "}")
    scalars = reader.scalars
  }

  /// Reads Swift code with one character of lookahead.
  struct Reader {
    var scalars: Scalars
    var peeked: Unicode.Scalar?
    /// Where the block's `{` is in the word: its line 1, column 1, as the compiler counts.
    var start: Int
    /// The string interpolations the reader is in (see `interpolationLimit`).
    var interpolations = 0

    init(scalars: Scalars, start: Int = 0) {
      self.scalars = scalars
      self.start = start
    }

    /// Where a character of the block is, as `line L, column C: `, for an error that names it.
    ///
    /// The character starts at UTF-8 offset `offset` of `word` (the last one copied, by default).
    /// It is counted as the compiler counts the block's places: its `{` is line 1, column 1, and
    /// a column counts bytes of UTF-8.
    func place(in word: String, at offset: Int? = nil) -> String {
      let end = offset ?? word.utf8.count - (word.unicodeScalars.last.map { String($0).utf8.count } ?? 1)
      var line = 1
      var column = 1
      for byte in word.utf8.dropFirst(start).prefix(max(0, end - start)) {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      return "line \(line), column \(column): "
    }

    mutating func next() -> Unicode.Scalar? {
      if let peeked {
        self.peeked = nil
        return peeked
      }
      return scalars.next()
    }

    mutating func peek() -> Unicode.Scalar? {
      if peeked == nil { peeked = scalars.next() }
      return peeked
    }

    /// Code up to and including `closing` (`}` for a block, `)` for an interpolation), with
    /// its brackets balanced.
    ///
    /// A bracket that closes another kind than the one open (`[1, 2 }`) is an error at once:
    /// read on, the block would take in the lines after it, looking for a `}` to end it.
    mutating func code(into word: inout String, closing: Unicode.Scalar) throws(Tokenizer.Failure) {
      var open: [Unicode.Scalar] = []
      while let scalar = next() {
        word.unicodeScalars.append(scalar)
        switch scalar {
        case "{", "(", "[": open.append(scalar)
        case "}", ")", "]":
          guard let last = open.last else {
            guard scalar == closing else {
              throw Tokenizer.Failure(
                message: place(in: word) + "a '\(scalar)' in the Swift block has no matching opening bracket")
            }
            return
          }
          let expected: Unicode.Scalar = last == "{" ? "}" : last == "(" ? ")" : "]"
          guard scalar == expected else {
            throw Tokenizer.Failure(
              message: place(in: word) + "a '\(scalar)' in the Swift block closes a '\(last)': add '\(expected)' before it")
          }
          open.removeLast()
        case "\"": try string(into: &word)
        case "#":
          // `#"a"b"#`: a raw string, whose quotes close only with its own number of `#`.
          let hashes = 1 + takeHashes(.max, into: &word)
          if peek() == "\"", let quote = next() {
            word.unicodeScalars.append(quote)
            try string(into: &word, hashes: hashes)
          }
        case "/" where peek() == "/":
          // A line comment runs to the end of the line.
          while let next = next() {
            word.unicodeScalars.append(next)
            if next == "\n" { break }
          }
        case "/" where peek() == "*":
          try comment(into: &word)
        default: break
        }
      }
      throw Tokenizer.Failure(
        message: closing == "}"
          ? "a '{' is not closed: add '}' to end the block" : "an interpolation \\( is not closed: add ')'",
        isUnclosedBlock: true)
    }

    /// A string literal, its first quote already copied: `"…"` or `"""…"""`, raw with `hashes`
    /// `#` before it (`#"…"#`), whose escapes and closing quotes take as many.
    mutating func string(into word: inout String, hashes: Int = 0) throws(Tokenizer.Failure) {
      // Where the string opens (its quote, just copied), for an error that names it.
      let opening = word.utf8.count - 1
      var isMultiline = false
      if peek() == "\"" {
        word.unicodeScalars.append(next() ?? "\"")
        guard peek() == "\"" else {
          // `""`, the empty string (`#""#` raw).
          _ = takeHashes(hashes, into: &word)
          return
        }
        word.unicodeScalars.append(next() ?? "\"")
        isMultiline = true
      }
      var quotes = 0
      while let scalar = next() {
        word.unicodeScalars.append(scalar)
        switch scalar {
        case "\\":
          quotes = 0
          // In a raw string, a backslash without its `#` is a backslash.
          guard takeHashes(hashes, into: &word) == hashes, let escaped = next() else { break }
          word.unicodeScalars.append(escaped)
          if escaped == "(" {
            interpolations += 1
            guard interpolations <= SwiftBlockScanner.interpolationLimit else {
              throw Tokenizer.Failure(message: place(in: word) + SwiftBlockScanner.interpolationMessage)
            }
            try code(into: &word, closing: ")")
            interpolations -= 1
          }
        case "\"":
          quotes += 1
          if !isMultiline || quotes == 3 {
            if takeHashes(hashes, into: &word) == hashes { return }
            quotes = 0
          }
        case "\n" where !isMultiline:
          throw Tokenizer.Failure(message: place(in: word) + "a string in the Swift block is not closed on its line: add \"")
        default: quotes = 0
        }
      }
      throw Tokenizer.Failure(
        message: isMultiline
          ? "a \"\"\" string is not closed: add \"\"\""
          : place(in: word, at: opening) + "a string in the Swift block is not closed: add \"",
        isUnclosedBlock: isMultiline)
    }

    /// Copies up to `count` `#` that come next; how many there were.
    mutating func takeHashes(_ count: Int, into word: inout String) -> Int {
      var taken = 0
      while taken < count, peek() == "#", let mark = next() {
        word.unicodeScalars.append(mark)
        taken += 1
      }
      return taken
    }

    /// A `/* … */` comment, its slash copied; comments nest, as in Swift.
    mutating func comment(into word: inout String) throws(Tokenizer.Failure) {
      var depth = 0
      var previous: Unicode.Scalar = "/"
      while let scalar = next() {
        word.unicodeScalars.append(scalar)
        if previous == "/", scalar == "*" {
          depth += 1
          previous = " "
          continue
        }
        if previous == "*", scalar == "/" {
          depth -= 1
          if depth == 0 { return }
          previous = " "
          continue
        }
        previous = scalar
      }
      throw Tokenizer.Failure(message: "a /* comment is not closed: add */", isUnclosedBlock: true)
    }
  }
}
