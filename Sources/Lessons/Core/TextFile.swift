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
  ///
  /// A symbolic link is followed, so the file it names is replaced and the link stays; a path
  /// that is not a regular file (`/dev/stdout`, a terminal, a pipe) is written in place, as a
  /// shell's `>` would, never replaced by a file.
  public static func writeAtomically(_ text: String, to path: String) throws(Failure) {
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
      let fd = open(path, O_WRONLY | O_TRUNC)
      guard fd >= 0 else { throw Failure(reason: lastError()) }
      defer { close(fd) }
      try writeAll(Array(text.utf8), to: fd)
      return
    }
    let target = linkTarget(path)
    let temporary = target + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw Failure(reason: lastError()) }
    do {
      try writeAll(Array(text.utf8), to: fd)
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard fsync(fd) == 0, close(fd) == 0, rename(temporary, target) == 0 else {
      let reason = lastError()
      unlink(temporary)
      throw Failure(reason: reason)
    }
  }

  /// The file a chain of symbolic links ends at (which need not exist yet), or `path` itself.
  static func linkTarget(_ path: String) -> String {
    var current = path
    var info = stat()
    for _ in 0..<40 {
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + link
      } else {
        current = link
      }
    }
    return current
  }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
    var rest = bytes[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: lastError())
      }
      rest = rest.dropFirst(written)
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
