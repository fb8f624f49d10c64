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
  }

  public var turns: [Turn]

  /// Splits `text` into turns.
  ///
  /// A line is input when it starts with a known prompt: `workbench> `
  /// or a chapter's name followed by `> `; everything until the next input is its output.
  public static func parse(_ text: String, chapters: [String]) -> Transcript {
    let prompts = (["workbench"] + chapters).map { $0 + "> " }
    var turns: [Turn] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    for (index, line) in lines.enumerated() {
      if let prompt = prompts.first(where: { line.hasPrefix($0) }) {
        turns.append(Turn(prompt: prompt, input: String(line.dropFirst(prompt.count)), output: [], line: index + 1))
      } else if !turns.isEmpty {
        turns[turns.count - 1].output.append(line)
      }
    }
    return Transcript(turns: turns)
  }

  /// A turn whose replayed output differs from the transcript's.
  public struct Mismatch: Sendable, Equatable {
    public var turn: Turn
    public var actual: [String]
  }

  /// Replays every input in a fresh session and returns the turns whose output differs.
  public func replay(catalog: Catalog) -> [Mismatch] {
    var engine = Engine(catalog: catalog)
    var mismatches: [Mismatch] = []
    for turn in turns {
      let actual = engine.run(turn.input).lines.map(\.text)
      if actual != turn.output { mismatches.append(Mismatch(turn: turn, actual: actual)) }
    }
    return mismatches
  }
}
