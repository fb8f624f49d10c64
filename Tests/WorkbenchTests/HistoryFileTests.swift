import Foundation
import Testing

/// The history file stays small and is never cut short (issue 16): a huge one neither slows
/// start-up nor each command, and a line is appended, never the whole file rewritten.
@Suite struct HistoryFileTests {
  static func write(entries: Int, length: Int, to folder: URL) throws -> URL {
    let history = folder.appendingPathComponent("workbench/history")
    try FileManager.default.createDirectory(at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
    var text = "_HiStOrY_V2_\n"
    for index in 0..<entries { text += String(repeating: "x", count: length) + "\(index)\n" }
    try Data(text.utf8).write(to: history)
    return history
  }

  /// The entries of a history file; spaces are kept as `\040` there.
  static func entries(in history: URL) throws -> [String] {
    try String(contentsOf: history, encoding: .utf8).split(separator: "\n").dropFirst().map {
      $0.replacingOccurrences(of: "\\040", with: " ")
    }
  }

  /// 50 MB of history (1,000 entries of 50 KB): the shell starts and answers each command at
  /// once, and the file is cut to its byte cap, keeping the newest entries.
  @Test(.timeLimit(.minutes(3))) func hugeHistoryIsCapped() throws {
    let tmux = try Tmux()
    let history = try Self.write(entries: 1000, length: 50_000, to: tmux.stateHome)
    try tmux.start()
    let started = Date()
    for command in ["where", "chapters", "where"] {
      try tmux.enter(command)
    }
    try tmux.waitFor { $0.last == "workbench>" && $0.filter { $0.hasPrefix("at event") }.count == 2 }
    #expect(Date().timeIntervalSince(started) < 4)
    let size = try FileManager.default.attributesOfItem(atPath: history.path)[.size] as? Int ?? 0
    #expect(size <= 1 << 20)
    let kept = try Self.entries(in: history)
    #expect(kept.suffix(3) == ["where", "chapters", "where"])
    #expect(kept.dropLast(3).last?.hasSuffix("999") == true)
  }

  /// While commands run, the file is never shorter than it was (a `kill -9` at any moment would
  /// leave it so), and after a `kill -9` every entry is there.
  @Test(.timeLimit(.minutes(3))) func historyIsAppendedNeverCutShort() throws {
    let tmux = try Tmux()
    let history = try Self.write(entries: 994, length: 900, to: tmux.stateHome)
    let original = try FileManager.default.attributesOfItem(atPath: history.path)[.size] as? Int ?? 0
    try tmux.start()
    let watching = Watcher(path: history.path)
    let thread = Thread { watching.run() }
    thread.start()
    for index in 0..<5 { try tmux.enter("where # \(index)") }
    try tmux.waitFor { $0.filter { $0.hasPrefix("at event") }.count == 5 }
    watching.stop()
    #expect(watching.smallest >= original, "the file was cut to \(watching.smallest) of \(original) bytes")
    let pid = try tmux.tmux(["display", "-p", "-t", "shell", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    kill(pid_t(pid)!, SIGKILL)
    _ = try tmux.waitForExit()
    let kept = try Self.entries(in: history)
    #expect(kept.count == 999)
    #expect(kept.last == "where # 4")
  }
}

/// Polls a file's size from another thread and keeps the smallest seen.
final class Watcher: @unchecked Sendable {
  let path: String
  private let lock = NSLock()
  private var stopped = false
  private var least = Int.max

  init(path: String) { self.path = path }

  var smallest: Int { lock.withLock { least } }

  func stop() { lock.withLock { stopped = true } }

  func run() {
    var info = stat()
    while !lock.withLock({ stopped }) {
      let size = stat(path, &info) == 0 ? Int(info.st_size) : 0
      lock.withLock { least = min(least, size) }
      usleep(200)
    }
  }
}
