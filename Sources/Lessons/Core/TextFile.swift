#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small file helpers over the C library, so the engine needs no Foundation.
public enum TextFile {
  public struct Failure: Error, Sendable {
    public var reason: String
    public init(reason: String) { self.reason = reason }
  }

  /// Writes `text` to a temporary file beside `path`, then renames it over `path`: a reader
  /// sees the old file or the new one, never half of either.
  public static func writeAtomically(_ text: String, to path: String) throws(Failure) {
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw Failure(reason: lastError()) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        let reason = lastError()
        close(fd)
        unlink(temporary)
        throw Failure(reason: reason)
      }
      bytes = bytes.dropFirst(written)
    }
    guard fsync(fd) == 0, close(fd) == 0, rename(temporary, path) == 0 else {
      let reason = lastError()
      unlink(temporary)
      throw Failure(reason: reason)
    }
  }

  /// `text`'s lines, split at LF and at CRLF (which Swift keeps as one Character, so a split at
  /// "\n" alone would not see it).
  public static func lines(_ text: String) -> [String] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
  }

  /// The whole file as text, or nil when it cannot be read; invalid UTF-8 is repaired.
  public static func read(_ path: String) -> String? {
    readBytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The whole file's bytes, or nil when it cannot be read.
  public static func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      if count < chunk.count { break }
    }
    return ferror(file) == 0 ? bytes : nil
  }

  public static func lastError() -> String { String(cString: strerror(errno)) }
}
