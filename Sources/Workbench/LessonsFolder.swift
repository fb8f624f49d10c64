#if canImport(Glibc)
  import Glibc
#endif

/// Where the shell finds lessons: `$WORKBENCH_LESSONS`, else `Lessons` in the current folder,
/// else the `Lessons` folder of the checkout the binary was built in (so `.build/release/workbench`
/// run from anywhere still finds them), else `Lessons` (which then lists nothing).
enum LessonsFolder {
  static func resolve() -> String {
    if let value = getenv("WORKBENCH_LESSONS") { return String(cString: value) }
    if isFolder("Lessons") { return "Lessons" }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      var folder = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      // .build/<triple>/release/workbench: up to four folders above the binary.
      for _ in 0..<5 {
        guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { break }
        folder = String(folder[..<slash])
        if isFolder(folder + "/Lessons"), access(folder + "/Package.swift", F_OK) == 0 { return folder + "/Lessons" }
      }
    }
    return "Lessons"
  }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
