import CEditLine
import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// The history file of the line editor, kept small and never lost.
///
/// Each line is appended as it is typed (a `kill -9` can lose at most that line); the file is
/// rewritten (a temporary file renamed over it) only when it grows past its caps, and only its
/// last megabyte is ever read, so a huge file slows nothing down.
struct HistoryFile {
  /// Entries kept in memory, and the most the file keeps after a rewrite.
  static let entryLimit = 1000
  /// The file is rewritten when it grows past this.
  static let byteLimit = 1 << 20
  /// A longer line is not kept in the history.
  static let lineLimit = 16 << 10

  private(set) var path: String?
  /// Entries and bytes in the file, to know when to rewrite it.
  private var entries = 0
  private var bytes = 0

  init(path: String?) { self.path = path }

  /// Loads the file's last entries into `history`; a warning when the file cannot be used.
  mutating func load(into history: OpaquePointer, _ event: inout HistEvent) -> String? {
    var info = stat()
    guard let path, stat(path, &info) == 0 || errno != ENOENT else { return nil }
    let tail: (bytes: [UInt8], whole: Bool)
    do {
      tail = try TextFile.tail(of: path, limit: Self.byteLimit)
    } catch {
      self.path = nil
      return "warning: the history file \(path) cannot be read (\(error.reason)); history will not be kept this session"
    }
    bytes = tail.bytes.count
    entries = tail.bytes.lazy.filter { $0 == 0x0A }.count - 1
    if tail.whole {
      if wb_history_load(history, &event, path) >= 0 { return nil }
      // Not a history file: keep it aside rather than overwrite it.
      let aside = path + ".corrupt"
      (entries, bytes) = (0, 0)
      guard rename(path, aside) == 0 else {
        self.path = nil
        return "warning: the history file \(path) could not be read; history will not be kept this session"
      }
      return "warning: the history file \(path) could not be read; moved it to \(aside) and started a new one"
    }
    // Too large: load the whole lines of its last megabyte, then rewrite it that small.
    let lines = tail.bytes.drop { $0 != 0x0A }.dropFirst()
    let temporary = path + ".tmp-\(getpid())"
    do {
      try TextFile.writeAtomically("_HiStOrY_V2_\n" + String(decoding: lines, as: UTF8.self), to: temporary)
    } catch {
      self.path = nil
      return "warning: cannot write beside the history file \(path) (\(error.reason)); history will not be kept"
    }
    _ = wb_history_load(history, &event, temporary)
    unlink(temporary)
    return compact(history, &event)
  }

  /// Appends the newest entry of `history` to the file; rewrites the file when it is too big.
  mutating func append(_ history: OpaquePointer, _ event: inout HistEvent) -> String? {
    guard let path else { return nil }
    guard let file = fopen(path, "a") else { return failed() }
    let written = wb_history_save_last(history, &event, 1, file) >= 0
    let size = ftell(file)
    guard fclose(file) == 0, written else { return failed() }
    entries += 1
    bytes = size
    guard bytes > Self.byteLimit || entries > 2 * Self.entryLimit else { return nil }
    return compact(history, &event)
  }

  /// Rewrites the file with the newest entries that fit in a quarter of the byte cap (an
  /// entry's escapes can make it up to four times longer in the file).
  private mutating func compact(_ history: OpaquePointer, _ event: inout HistEvent) -> String? {
    guard let path else { return nil }
    var count = 0
    var size = 0
    var more = wb_history_first(history, &event) >= 0
    while more, count < Self.entryLimit, let text = event.str {
      size += strlen(text) + 1
      if size > Self.byteLimit / 4, count > 0 { break }
      count += 1
      more = wb_history_next(history, &event) >= 0
    }
    let temporary = path + ".tmp-\(getpid())"
    guard let file = fopen(temporary, "w") else { return failed() }
    let written =
      count == 0 ? fputs("_HiStOrY_V2_\n", file) >= 0 : wb_history_save_last(history, &event, count, file) >= 0
    let length = ftell(file)
    let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
    guard fclose(file) == 0, written, flushed, rename(temporary, path) == 0 else {
      unlink(temporary)
      return failed()
    }
    entries = count
    bytes = length
    return nil
  }

  private mutating func failed() -> String {
    let message = "warning: cannot write the history file \(path ?? ""); history will not be kept"
    path = nil
    return message
  }
}
