import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// The lesson files named on a command line: files as given, folders searched for `*.md`.
public struct LessonFiles: Sendable {
  /// The most a lesson file may hold: 1 MB.
  public static let sizeLimit = 1 << 20

  public var files: [String] = []
  /// Paths that do not exist or cannot be read: unusable input.
  public var missing: [String] = []
  /// Folders with no lesson in them, a mistyped path as likely as not: unusable input too.
  public var empty: [String] = []
  /// Paths that are there but are no lesson file (a FIFO, a symlink loop), and why.
  public var unusable: [(path: String, reason: String)] = []

  /// Why the paths cannot be used, one line each.
  public var errors: [String] {
    missing.map { "no such file or folder: \($0)" } + empty.map { "no lesson files (*.md) in the folder \($0)" }
      + unusable.map { "\($0.path) \($0.reason)" }
  }

  public init(paths: [String]) {
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        if errno == ENOENT { missing.append(path) } else { unusable.append((path, Self.problem(errno: errno))) }
        continue
      }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        var visited: Set<[UInt64]> = []
        let (filesBefore, unusableBefore) = (files.count, unusable.count)
        markdown(in: path, info, visited: &visited)
        files[filesBefore...].sort()
        if files.count == filesBefore, unusable.count == unusableBefore { empty.append(path) }
      } else if let kind = TextFile.kind(of: info) {
        unusable.append((path, "is \(kind), not a lesson file"))
      } else {
        files.append(path)
      }
    }
  }

  /// A lesson file's bytes, or the problem that it cannot be read (a FIFO, too large…).
  public static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
    do {
      return .success(try TextFile.contents(of: path, limit: sizeLimit))
    } catch {
      return .failure(Diagnostic(file: path, line: 1, message: "the file cannot be read: \(error.reason)", unusable: true))
    }
  }

  private static func problem(errno code: Int32) -> String {
    code == ELOOP ? "is a symlink loop" : "cannot be read: \(TextFile.problem(errno: code))"
  }

  /// Every `.md` file below `folder` (the caller sorts them, so reports are stable); a folder
  /// reached twice (a link back up the tree) is searched once.
  private mutating func markdown(in folder: String, _ info: stat, visited: inout Set<[UInt64]>) {
    guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted, let directory = opendir(folder) else {
      return
    }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix(".") else { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      guard stat(path, &info) == 0 else {
        if name.hasSuffix(".md") { unusable.append((path, Self.problem(errno: errno))) }
        continue
      }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        markdown(in: path, info, visited: &visited)
      } else if name.hasSuffix(".md") {
        if let kind = TextFile.kind(of: info) {
          unusable.append((path, "is \(kind), not a lesson file"))
        } else {
          files.append(path)
        }
      }
    }
  }
}
