#if canImport(Glibc)
  import Glibc
#endif

/// The lesson files named on a command line: files as given, folders searched for `*.md`.
public struct LessonFiles: Sendable {
  public var files: [String] = []
  /// Paths that do not exist or cannot be read: unusable input.
  public var missing: [String] = []

  public init(paths: [String]) {
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        missing.append(path)
        continue
      }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        files += Self.markdown(in: path)
      } else {
        files.append(path)
      }
    }
  }

  /// Every `.md` file below `folder`, sorted so reports are stable.
  private static func markdown(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var found: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix(".") else { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        found += markdown(in: path)
      } else if name.hasSuffix(".md") {
        found.append(path)
      }
    }
    return found.sorted()
  }

  /// The bytes of a file, or nil when it cannot be read.
  public static func read(_ path: String) -> [UInt8]? {
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
}
