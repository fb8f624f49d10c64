import CEditLine
import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// Writes output lines to stdout, coloured only on a terminal and never when NO_COLOR is set.
/// The text is the same either way: colour is added around it, never instead of it.
struct Terminal {
  let colour: Bool

  init(interactive: Bool) {
    colour = interactive && isatty(1) == 1 && getenv("NO_COLOR") == nil
  }

  func write(_ line: OutputLine) {
    var text = line.text
    if colour, let code = Self.code(for: line.style) { text = "\u{1B}[\(code)m" + text + "\u{1B}[0m" }
    text += "\n"
    fputs(text, wb_stdout())
  }

  func flush() { fflush(wb_stdout()) }

  /// A process-level warning (not part of any transcript): one line on stderr.
  static func warn(_ message: String) {
    fputs(message + "\n", wb_stderr())
  }

  private static func code(for style: OutputLine.Style) -> String? {
    switch style {
    case .plain: nil
    case .heading: "1"
    case .error: "31"
    case .note: "2"
    case .change: "36"
    }
  }
}
