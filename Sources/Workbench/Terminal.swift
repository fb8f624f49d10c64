import CEditLine
import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// Writes output lines to stdout, coloured only on a terminal and never when NO_COLOR is set.
///
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
    Self.write(text, to: wb_stdout())
  }

  /// Writes every byte, NULs included (`fputs` would stop at the first).
  static func write(_ text: String, to file: UnsafeMutablePointer<FILE>) {
    var text = text
    text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, file) }
  }

  func flush() { fflush(wb_stdout()) }

  /// A process-level warning (not part of any transcript): one line on stderr.
  static func warn(_ message: String) {
    write(message + "\n", to: wb_stderr())
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
