/// One line of output with a style the terminal may colour.
///
/// The text alone is the transcript: styles never change what a pipe or a lesson check sees.
public struct OutputLine: Sendable, Equatable {
  public enum Style: Sendable, Equatable {
    case plain
    case heading
    case error
    /// Secondary text: the "why" of a step, hints.
    case note
    /// A field that changed.
    case change
    /// Lesson prose: emphasis, strong emphasis and code.
    case emphasis, strong, code
  }

  /// Characters of the text drawn in another style than the line's.
  public struct Span: Sendable, Equatable {
    /// Offsets in characters.
    public var start: Int
    public var count: Int
    public var style: Style

    public init(start: Int, count: Int, style: Style) {
      self.start = start
      self.count = count
      self.style = style
    }
  }

  public var text: String
  public var style: Style
  /// Sorted, not overlapping.
  public var spans: [Span]

  public init(_ text: String, _ style: Style = .plain, spans: [Span] = []) {
    self.text = text
    self.style = style
    self.spans = spans
  }
}
