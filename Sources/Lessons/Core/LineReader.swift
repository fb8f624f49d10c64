import Dispatch
import Glibc
import Synchronization

/// Reads a pipe's lines on a thread of its own, handing each to `each` as it comes.
public final class LineReader: Sendable {
  private let state = Mutex<(done: Bool, last: ContinuousClock.Instant)>((false, .now))

  /// Starts reading `fd` (which stays the caller's to close, after the reader is done).
  public init(_ fd: Int32, each: @escaping @Sendable (String) -> Void) {
    let thread = DispatchQueue(label: "workbench.line-reader")
    thread.async { [self] in
      var pending: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        pending += chunk[..<count]
        var start = 0
        while let newline = pending[start...].firstIndex(of: 10) {
          each(String(decoding: pending[start..<newline], as: UTF8.self))
          start = newline + 1
          self.state.withLock { $0.last = .now }
        }
        pending.removeFirst(start)
      }
      self.state.withLock { $0.done = true }
    }
  }

  /// Whether the pipe has ended: the program that wrote it has closed it, or ended.
  public var isDone: Bool { state.withLock { $0.done } }

  /// How long ago the last line came (or the reader started).
  public var quietFor: Duration { state.withLock { .now - $0.last } }
}
