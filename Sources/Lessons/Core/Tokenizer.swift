/// Splits an input line into commands and words, shell-style.
///
/// - Words are separated by blanks; `'…'` keeps everything literally; `"…"` allows `\\"` and
///   `\\\\`; outside quotes a backslash escapes the next character.
/// - `#` at the start of a word begins a comment that runs to the end of the line.
/// - `;` separates commands, except inside `{ … }`, whose block keeps its own `;`.
public enum Tokenizer {
  public struct Failure: Error, Sendable, Equatable {
    public var message: String
  }

  /// One command's words.
  public typealias Command = [String]

  public static func commands(in line: String) throws(Failure) -> [Command] {
    var commands: [Command] = []
    var words: [String] = []
    var word = ""
    var inWord = false
    var braceDepth = 0
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
        guard braceDepth == 0 else { throw Failure(message: "a comment starts inside { }: close the brace first") }
        return commands
      case ";" where braceDepth == 0:
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
        inWord = true
        guard let escaped = scalars.next() else {
          throw Failure(message: "the line ends with a lone backslash: remove it or escape it as \\\\")
        }
        word.unicodeScalars.append(escaped)
      case "{":
        braceDepth += 1
        word.unicodeScalars.append(scalar)
        inWord = true
      case "}":
        guard braceDepth > 0 else { throw Failure(message: "a '}' has no matching '{'") }
        braceDepth -= 1
        word.unicodeScalars.append(scalar)
        inWord = true
      default:
        word.unicodeScalars.append(scalar)
        inWord = true
      }
    }
    guard braceDepth == 0 else { throw Failure(message: "a '{' is not closed: add '}' to end the block") }
    endCommand()
    return commands
  }
}
