import CEditLine
import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// Plays the frames a live command shows (`watch`) on the terminal at real speed: each frame
/// waits for its moment of real time, then is drawn in place of the one before.
///
/// The clock the pacing reads lives here, in the shell, never in a chapter. A frame whose moment
/// has passed by more than a frame is skipped (the model still moves through it), so a slow
/// terminal plays at the right speed with fewer frames. Ctrl-C, polled while waiting, stops
/// the film. A picture taller than the terminal is cut to fit, so the cursor can always go back
/// to its first line; so is a line wider than the terminal.
final class FramePlayer {
  private let clock = ContinuousClock()
  private var start: ContinuousClock.Instant
  /// Lines of the frame on screen, which the next frame replaces.
  private var shownLines = 0
  private var lastDrawn: ContinuousClock.Instant?
  private let isInterrupted: () -> Bool

  init(isInterrupted: @escaping () -> Bool) {
    self.isInterrupted = isInterrupted
    start = clock.now
  }

  /// Shows the frame `elapsed` seconds into the film; false when Ctrl-C stopped it first.
  func show(after elapsed: Double, _ picture: () -> [String]) -> Bool {
    if elapsed == 0 {
      start = clock.now
      shownLines = 0
      lastDrawn = nil
    }
    let due = start + .nanoseconds(Int64(elapsed * 1e9))
    let frame = Duration.nanoseconds(1_000_000_000 / 60)
    // Late by over a frame: skip drawing, unless nothing has been drawn for a tenth of a second.
    if clock.now - due > frame, let lastDrawn, clock.now - lastDrawn < .milliseconds(100) {
      return isInterrupted() ? stop() : true
    }
    while clock.now < due {
      if isInterrupted() { return stop() }
      let left = due - clock.now
      let nap = min(left, .milliseconds(10))
      let (seconds, attoseconds) = nap.components
      var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
      // SIGINT interrupts the sleep (no SA_RESTART): the loop then sees the flag.
      _ = nanosleep(&request, nil)
    }
    if isInterrupted() { return stop() }
    draw(picture())
    lastDrawn = clock.now
    return true
  }

  /// Ctrl-C stopped the film: the terminal echoed `^C` under the last frame; erase it, so the
  /// command's output starts on a clean line.
  private func stop() -> Bool {
    Terminal.write("\r\u{1B}[K", to: wb_stdout())
    fflush(wb_stdout())
    return false
  }

  private func draw(_ lines: [String]) {
    let (rows, columns) = Self.size()
    // A line wider than the terminal would wrap, and the cursor would not find the frame's top.
    let fitted = (lines.count < rows ? lines : Array(lines.prefix(max(1, rows - 2))) + ["(cut to the terminal's \(rows) rows)"])
      .map { $0.count < columns ? $0 : String($0.prefix(max(1, columns - 1))) }
    var text = shownLines > 0 ? "\u{1B}[\(shownLines)A\r\u{1B}[J" : ""
    for line in fitted { text += line + "\n" }
    Terminal.write(text, to: wb_stdout())
    fflush(wb_stdout())
    shownLines = fitted.count
  }

  /// The terminal's rows and columns; 24 by 80 when it cannot say.
  static func size() -> (rows: Int, columns: Int) {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return (24, 80) }
    return (Int(size.ws_row), Int(size.ws_col))
  }
}
