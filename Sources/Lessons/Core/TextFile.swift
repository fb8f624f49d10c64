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

  /// Whether `path` is a regular file (true) or nothing yet (false); throws for anything a
  /// command that writes a file must not replace or write through: a symbolic link, a FIFO, a
  /// device, a folder.
  public static func isExistingFile(_ path: String) throws(Failure) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return false }
      throw Failure(reason: problem(errno: errno))
    }
    if (info.st_mode & S_IFMT) == S_IFLNK {
      throw Failure(reason: "it is a symbolic link, and the Workbench writes no file through a link")
    }
    if let kind = kind(of: info) { throw Failure(reason: "it is \(kind), not a regular file") }
    return true
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

  /// The most any file is read whole: 10 MB.
  public static let readLimit = 10 << 20

  /// The whole file as text, or nil when it cannot be read; invalid UTF-8 is repaired.
  public static func read(_ path: String) -> String? {
    readBytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The whole file's bytes, or nil when it cannot be read or holds more than `limit` (then
  /// `errno` is `EFBIG`).
  ///
  /// A pipe is read as a file is (`workbench run /dev/stdin`); where only a regular file will do
  /// (lessons, progress, history), use `contents(of:limit:)`.
  public static func readBytes(_ path: String, limit: Int = readLimit) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let count = fread(&chunk, 1, chunk.count, file)
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      if count < chunk.count { break }
    }
    guard bytes.count <= limit else {
      errno = EFBIG
      return nil
    }
    return ferror(file) == 0 ? bytes : nil
  }

  /// The bytes of the regular file at `path`, at most `limit` of them.
  ///
  /// Anything else is refused with a reason, without waiting or reading without end: a FIFO,
  /// a device such as `/dev/zero`, a folder, a symbolic link loop, a file larger than `limit`.
  public static func contents(of path: String, limit: Int) throws(Failure) -> [UInt8] {
    let fd = try openRegular(path)
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw Failure(reason: lastError()) }
    guard Int(info.st_size) <= limit else { throw Failure(reason: "it is larger than \(size(limit))") }
    let bytes = try readAll(fd, limit: limit)
    guard bytes.count <= limit else { throw Failure(reason: "it is larger than \(size(limit))") }
    return bytes
  }

  /// The last `limit` bytes at most of the regular file at `path`, and whether that is all of it.
  public static func tail(of path: String, limit: Int) throws(Failure) -> (bytes: [UInt8], whole: Bool) {
    let fd = try openRegular(path)
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw Failure(reason: lastError()) }
    let size = Int(info.st_size)
    if size > limit, lseek(fd, off_t(size - limit), SEEK_SET) < 0 { throw Failure(reason: lastError()) }
    let bytes = try readAll(fd, limit: limit)
    return (Array(bytes.prefix(limit)), size <= limit)
  }

  /// What is at `path` when it is not a regular file (`a FIFO`, `a folder`), or nil.
  public static func kind(of info: stat) -> String? {
    switch info.st_mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  /// Why `path` cannot be looked at, from the `errno` of a failed `stat` or `open`.
  public static func problem(errno code: Int32) -> String {
    switch code {
    case ELOOP: "it is a symlink loop"
    case ENOENT: "no such file"
    default: String(cString: strerror(code))
    }
  }

  /// Opens `path` for reading without blocking (a FIFO would wait for a writer) and makes sure
  /// it is a regular file.
  private static func openRegular(_ path: String) throws(Failure) -> Int32 {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw Failure(reason: problem(errno: errno)) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = lastError()
      close(fd)
      throw Failure(reason: reason)
    }
    if let kind = kind(of: info) {
      close(fd)
      throw Failure(reason: "it is \(kind), not a regular file")
    }
    return fd
  }

  /// Up to `limit + 1` bytes from `fd`, so a caller can tell a file that grew past the limit.
  private static func readAll(_ fd: Int32, limit: Int) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let count = systemRead(fd, &chunk, min(chunk.count, limit + 1 - bytes.count))
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: lastError())
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }

  public static func lastError() -> String { String(cString: strerror(errno)) }

  /// `1 MB`, `256 KB`, or a number of bytes.
  static func size(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : bytes % (1 << 10) == 0 ? "\(bytes >> 10) KB" : "\(bytes) bytes"
  }
}

/// The C library's `read`, which `TextFile.read` hides inside the type.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
