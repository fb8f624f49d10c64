import CEditLine
import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// The line a terminal shows while a command has run for over a second: how far it has got,
/// and that Ctrl-C stops it.
///
/// It is drawn in place (carriage return, erase line) at most ten times a second and erased
/// before any output line and when the command ends, so it never enters the scrollback or a
/// transcript. Only the interactive shell draws it; piped output has none.
final class ProgressLine {
  private let clock = ContinuousClock()
  private var start: ContinuousClock.Instant
  private var drawn: ContinuousClock.Instant?
  private var title = ""
  private(set) var isShown = false

  init() { start = clock.now }

  /// A command line starts: `title` is its first word.
  func begin(_ line: String) {
    start = clock.now
    drawn = nil
    title = String(line.split(whereSeparator: \.isWhitespace).first ?? "")
  }

  func update(_ progress: CommandProgress) {
    let now = clock.now
    guard now - start >= .seconds(1) else { return }
    if let drawn, now - drawn < .milliseconds(100) { return }
    drawn = now
    let text = "\(title): \(progress.text) · Ctrl-C stops"
    Terminal.write("\r\u{1B}[K" + String(text.prefix(Terminal.columns())), to: wb_stdout())
    fflush(wb_stdout())
    isShown = true
  }

  /// Erases the line, if it is shown.
  func clear() {
    guard isShown else { return }
    Terminal.write("\r\u{1B}[K", to: wb_stdout())
    isShown = false
  }
}
