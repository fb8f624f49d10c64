import Foundation
import Synchronization

/// Reads a pipe's lines on a thread of its own, handing each to `each` as it comes.
final class LineReader: Sendable {
  private let state = Mutex<(lines: Int, done: Bool, last: Date)>((0, false, Date()))

  init(_ handle: FileHandle, each: @escaping @Sendable (String) -> Void) {
    let thread = Thread { [self] in
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        pending += chunk
        while let newline = pending.firstIndex(of: 10) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending = Data(pending[(newline + 1)...])
          each(line)
          self.state.withLock {
            $0.lines += 1
            $0.last = Date()
          }
        }
      }
      self.state.withLock { $0.done = true }
    }
    thread.start()
  }

  /// Whether the pipe has ended: the program that wrote it has closed it, or ended.
  var isDone: Bool { state.withLock { $0.done } }

  /// How long ago the last line came (or the reader started).
  var quietFor: TimeInterval { state.withLock { -$0.last.timeIntervalSinceNow } }
}
