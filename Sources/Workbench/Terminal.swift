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
    let text = colour ? Self.coloured(line) : line.text
    Self.write(text + "\n", to: wb_stdout())
  }

  /// The line with escape codes around its style and its spans.
  static func coloured(_ line: OutputLine) -> String {
    let base = code(for: line.style)
    let open = base.map { "\u{1B}[\($0)m" } ?? ""
    let reset = "\u{1B}[0m"
    guard !line.spans.isEmpty else { return base == nil ? line.text : open + line.text + reset }
    var text = open
    var offset = 0
    var spans = line.spans[...]
    for character in line.text {
      if let span = spans.first {
        if offset == span.start, let code = code(for: span.style) { text += "\u{1B}[\(code)m" }
        if offset == span.start + span.count {
          text += reset + open
          spans = spans.dropFirst()
          if let next = spans.first, next.start == offset, let code = code(for: next.style) {
            text += "\u{1B}[\(code)m"
          }
        }
      }
      text.append(character)
      offset += 1
    }
    return text + reset
  }

  /// Writes every byte, NULs included (`fputs` would stop at the first).
  static func write(_ text: String, to file: UnsafeMutablePointer<FILE>) {
    var text = text
    text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, file) }
  }

  func flush() { fflush(wb_stdout()) }

  /// The columns lesson prose wraps to: the terminal's width less one, kept between 40 and 100
  /// so lines stay readable; 80 when stdout is not a terminal.
  static func columns() -> Int {
    var size = winsize()
    guard isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return min(100, max(40, Int(size.ws_col) - 1))
  }

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
    case .emphasis: "3"
    case .strong: "1"
    case .code: "33"
    }
  }
}
