/// A `{ … }` block word split into statements and words in one pass, nested blocks included.
///
/// The words are those `Tokenizer.commands(in:)` gives for the text between the braces; a
/// nested block's word is its text as written, and its own syntax is kept in `blocks`, so reading
/// a block nested n deep costs one pass over the line, not n. The nesting depth is checked
/// before anything is read.
struct BlockSyntax: Sendable {
  /// How deep blocks may nest: `{ … }` is one level, `{ async global { … } }` two.
  static let maxDepth = 64

  /// Each statement's words.
  var commands: [[String]] = []
  /// The syntax of each nested block word, by its text.
  var blocks: [TextKey: BlockSyntax] = [:]

  /// Reads a block word, `{` to its matching `}`.
  static func parse(_ word: String) throws(CommandError) -> BlockSyntax {
    let bytes = Array(word.utf8)
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else {
      throw CommandError("\(Format.echo(word)) is not a block", suggestion: "write a block in braces: { log hello; incr c }")
    }
    try checkDepth(bytes)
    var reader = Reader(bytes: bytes, index: 1)
    let syntax = try reader.block()
    guard reader.index == bytes.count else { throw failure("a '}' has no matching '{'") }
    return syntax
  }

  static func failure(_ message: String) -> CommandError { CommandError("in a block: \(message)") }

  /// Refuses blocks nested deeper than `maxDepth`, without reading them.
  private static func checkDepth(_ bytes: [UInt8]) throws(CommandError) {
    var depth = 0
    var index = 0
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if let open = quote {
        if byte == open {
          quote = nil
        } else if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") {
          index += 1
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "\""): quote = byte
      case UInt8(ascii: "\\"): index += 1
      case UInt8(ascii: "{"):
        depth += 1
        if depth > maxDepth {
          throw CommandError(
            "blocks nest more than \(maxDepth) deep",
            suggestion: "name an inner block with 'new block NAME { … }' and use its name")
        }
      case UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
  }

  /// The one pass: statements and words, as the tokenizer splits them.
  private struct Reader {
    let bytes: [UInt8]
    var index: Int

    /// Reads up to and past the `}` that closes the block whose `{` is just behind.
    mutating func block() throws(CommandError) -> BlockSyntax {
      var syntax = BlockSyntax()
      var words: [String] = []
      var word: [UInt8] = []
      var inWord = false
      /// The word so far is one nested block, and this is its syntax.
      var nested: BlockSyntax?
      func endWord() {
        if inWord {
          let text = String(decoding: word, as: UTF8.self)
          if let nested { syntax.blocks[TextKey(text)] = nested }
          words.append(text)
        }
        word = []
        inWord = false
        nested = nil
      }
      func endCommand() {
        endWord()
        if !words.isEmpty { syntax.commands.append(words) }
        words = []
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
          endWord()
        case UInt8(ascii: "}"):
          endCommand()
          return syntax
        case UInt8(ascii: ";"):
          endCommand()
        case UInt8(ascii: "#") where !inWord:
          throw failure("a comment starts inside { }: close the brace first")
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
          nested = nil
          inWord = true
          try quoted(byte, into: &word)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else {
            throw failure("the line ends with a lone backslash: remove it or escape it as \\\\")
          }
          // In a /regex/ word the backslash belongs to the pattern, as in the tokenizer.
          if inWord, word.first == UInt8(ascii: "/") { word.append(byte) }
          nested = nil
          inWord = true
          word.append(bytes[index])
          index += 1
        case UInt8(ascii: "{"):
          let start = index - 1
          let isWhole = !inWord
          let inner = try block()
          word += bytes[start..<index]
          nested = isWhole ? inner : nil
          inWord = true
        default:
          nested = nil
          inWord = true
          word.append(byte)
        }
      }
      throw failure("a '{' is not closed: add '}' to end the block")
    }

    /// A quoted text, the opening quote just behind: `'…'` literally, `"…"` with `\"` and `\\`.
    mutating func quoted(_ quote: UInt8, into word: inout [UInt8]) throws(CommandError) {
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == quote { return }
        if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\""), index < bytes.count {
          let escaped = bytes[index]
          index += 1
          if escaped != UInt8(ascii: "\"") && escaped != UInt8(ascii: "\\") { word.append(byte) }
          word.append(escaped)
        } else {
          word.append(byte)
        }
      }
      throw failure("a quote inside { } is not closed")
    }
  }
}
