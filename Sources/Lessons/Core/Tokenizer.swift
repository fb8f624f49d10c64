/// Splits an input line into commands and words, shell-style.
///
/// - Words are separated by blanks; `'…'` keeps everything literally; `"…"` allows `\\"` and
///   `\\\\`; outside quotes a backslash escapes the next character, except in a word that starts
///   with `/` (a `/regex/`), where it is kept for the pattern.
/// - `#` at the start of a word begins a comment that runs to the end of the line.
/// - `;` separates commands. A `{ … }` block is kept whole, as written, in one word: its `;`,
///   quotes and nested blocks belong to it, for the chapter that reads blocks to split in turn.
///   The block of a `swift` command is read as Swift (`SwiftBlockScanner`).
/// - A Swift block not closed by the end of the text makes the line incomplete: the shell and
///   the readers of session files take the next line as its continuation (`isIncomplete`).
public enum Tokenizer {
  public struct Failure: Error, Sendable, Equatable {
    public var message: String
    /// The text ends inside a block (or a Swift multi-line string or comment): a next line may
    /// complete it.
    public var isUnclosedBlock = false

    public init(message: String, isUnclosedBlock: Bool = false) {
      self.message = message
      self.isUnclosedBlock = isUnclosedBlock
    }
  }

  /// One command's words.
  public typealias Command = [String]

  public static func commands(in line: String) throws(Failure) -> [Command] {
    var commands: [Command] = []
    var words: [String] = []
    var word = ""
    var inWord = false
    var scalars = line.unicodeScalars.makeIterator()

    func endWord() {
      if inWord { words.append(word) }
      word = ""
      inWord = false
    }
    func endCommand() {
      endWord()
      if !words.isEmpty { commands.append(words) }
      words = []
    }

    while let scalar = scalars.next() {
      switch scalar {
      case " ", "\t", "\r", "\n":
        endWord()
      case "#" where !inWord:
        endCommand()
        return commands
      case ";":
        endCommand()
      case "'":
        inWord = true
        var closed = false
        while let next = scalars.next() {
          if next == "'" {
            closed = true
            break
          }
          word.unicodeScalars.append(next)
        }
        if !closed { throw Failure(message: "a single quote is not closed: add ' at the end of the text") }
      case "\"":
        inWord = true
        var closed = false
        while let next = scalars.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\" {
            guard let escaped = scalars.next() else { break }
            if escaped != "\"" && escaped != "\\" { word.unicodeScalars.append("\\") }
            word.unicodeScalars.append(escaped)
          } else {
            word.unicodeScalars.append(next)
          }
        }
        if !closed { throw Failure(message: "a double quote is not closed: add \" at the end of the text") }
      case "\\":
        guard let escaped = scalars.next() else {
          throw Failure(message: "the line ends with a lone backslash: remove it or escape it as \\\\")
        }
        // In a /regex/ word the backslash belongs to the pattern (`/^\d{3}$/`), as in Swift.
        if inWord, word.unicodeScalars.first == "/" { word.unicodeScalars.append("\\") }
        inWord = true
        word.unicodeScalars.append(escaped)
      case "{":
        inWord = true
        if isSwiftCommand(words) {
          try SwiftBlockScanner.block(&scalars, into: &word)
        } else {
          try block(&scalars, into: &word)
        }
      case "}":
        throw Failure(message: "a '}' has no matching '{'")
      default:
        word.unicodeScalars.append(scalar)
        inWord = true
      }
    }
    endCommand()
    return commands
  }

  /// Copies a `{ … }` block, the opening brace already read, verbatim into `word`.
  private static func block(
    _ scalars: inout String.UnicodeScalarView.Iterator, into word: inout String
  ) throws(Failure) {
    word.unicodeScalars.append("{")
    var depth = 1
    var previous: Unicode.Scalar = "{"
    while let scalar = scalars.next() {
      word.unicodeScalars.append(scalar)
      switch scalar {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return }
      case "'", "\"":
        var closed = false
        while let next = scalars.next() {
          word.unicodeScalars.append(next)
          if next == "\\" && scalar == "\"", let escaped = scalars.next() {
            word.unicodeScalars.append(escaped)
          } else if next == scalar {
            closed = true
            break
          }
        }
        if !closed { throw Failure(message: "a quote inside { } is not closed: add \(scalar) at the end of the text") }
      case "\\":
        guard let escaped = scalars.next() else {
          throw Failure(message: "the line ends with a lone backslash: remove it or escape it as \\\\")
        }
        word.unicodeScalars.append(escaped)
      case "#" where [" ", "\t", "{", ";"].contains(previous):
        throw Failure(message: "a comment starts inside { }: close the brace first")
      default: break
      }
      previous = scalar
    }
    throw Failure(message: "a '{' is not closed: add '}' to end the block")
  }

  /// Whether the words so far are a `swift` command (`swift`, `swift --step`, `views swift`),
  /// whose block is Swift.
  public static func isSwiftCommand(_ words: [String]) -> Bool {
    words.first == "swift" || (words.count > 1 && words[1] == "swift")
  }

  /// `first` with the lines from `index` on that continue its Swift block, joined by newlines,
  /// as a session file or a lesson's transcript is read; `index` moves past them.
  public static func continuing(_ first: String, in lines: [String], at index: inout Int) -> String {
    var text = first
    while isIncomplete(text), index < lines.count {
      text += "\n" + lines[index]
      index += 1
    }
    return text
  }

  /// Whether `text` ends inside a `swift` command's block: the next line continues it.
  public static func isIncomplete(_ text: String) -> Bool {
    do {
      _ = try commands(in: text)
      return false
    } catch {
      return error.isUnclosedBlock
    }
  }

  /// Whether `word` reads back as itself, as one word: a `{ … }` block prints as written.
  public static func isBlockWord(_ word: String) -> Bool {
    guard word.hasPrefix("{"), word.hasSuffix("}") else { return false }
    return (try? commands(in: word)) == [[word]]
  }
}
