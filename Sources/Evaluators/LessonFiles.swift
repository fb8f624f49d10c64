#if canImport(Glibc)
  import Glibc
#endif

/// The lesson files named on a command line: files as given, folders searched for `*.md`.
public struct LessonFiles: Sendable {
  public var files: [String] = []
  /// Paths that do not exist or cannot be read: unusable input.
  public var missing: [String] = []
  /// Folders with no lesson in them, a mistyped path as likely as not: unusable input too.
  public var empty: [String] = []

  /// Why the paths cannot be used, one line each.
  public var errors: [String] {
    missing.map { "no such file or folder: \($0)" } + empty.map { "no lesson files (*.md) in the folder \($0)" }
  }

  public init(paths: [String]) {
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        missing.append(path)
        continue
      }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        let found = Self.markdown(in: path)
        if found.isEmpty { empty.append(path) }
        files += found
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
}
