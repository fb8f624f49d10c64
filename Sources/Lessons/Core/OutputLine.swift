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
  }

  public var text: String
  public var style: Style

  public init(_ text: String, _ style: Style = .plain) {
    self.text = text
    self.style = style
  }
}
