import Lessons

/// A session as `save` writes it: each input line after its prompt, then the lines it printed.
///
/// ```
/// workbench> testbed new a 1
/// a = 1
/// ```
public struct Transcript: Sendable, Equatable {
  public struct Turn: Sendable, Equatable {
    public var prompt: String
    public var input: String
    public var output: [String]
    /// The line number of the input in the file, from 1.
    public var line: Int
    /// Whether what the input prints is compared with `output`; a `swift` solution's is not
    /// (it prints what the learner's code prints), but it must not fail.
    public var checksOutput = true
  }

  public var turns: [Turn]

  /// Splits `text` into turns.
  ///
  /// A line is input when it is a prompt line of a known chapter (or `workbench> `), with the
  /// lines that continue its Swift block; everything until the next input is its output.
  public static func parse(_ text: String, chapters: [String]) -> Transcript {
    var turns: [Turn] = []
    var lines = TextFile.lines(text)
    if lines.last == "" { lines.removeLast() }
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      if let (name, input) = promptLine(line), name == "workbench" || chapters.contains(name) {
        // A Swift block's lines follow its prompt line until its braces balance.
        let start = index
        let input = Tokenizer.continuing(input, in: lines, at: &index)
        turns.append(Turn(prompt: name + "> ", input: input, output: [], line: start))
      } else if !turns.isEmpty {
        turns[turns.count - 1].output.append(line)
      }
    }
    return Transcript(turns: turns)
  }

  /// `views> show v1` → ("views", "show v1"): a lowercase name, `> `, then the input.
  static func promptLine(_ line: String) -> (name: String, input: String)? {
    guard let marker = line.firstRange(of: "> ") else { return nil }
    let name = line[..<marker.lowerBound]
    guard let first = name.first, first.isLetter, first.isLowercase,
      name.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "_" || $0 == "-" })
    else { return nil }
    return (String(name), String(line[marker.upperBound...]))
  }
}
