import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// The temporary files a writer killed mid-write leaves beside a file (`progress.json.tmp-PID`).
enum StaleFiles {
  /// Removes `NAME.tmp-PID` files beside `path` whose writer is gone, or that are over a minute
  /// old (a pid reused since); a live writer's file, which lasts a moment, is left alone.
  static func remove(beside path: String, now: time_t = time(nil)) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + ".tmp-"
    guard let directory = opendir(folder.isEmpty ? "/" : folder) else { return }
    defer { closedir(directory) }
    var stale: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix(prefix), let pid = pid_t(name.dropFirst(prefix.count)), pid > 0 else { continue }
      let file = folder + "/" + name
      var info = stat()
      guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      let alive = kill(pid, 0) == 0 || errno == EPERM
      if !alive || now - info.st_mtim.tv_sec > 60 { stale.append(file) }
    }
    for file in stale { unlink(file) }
  }
}
