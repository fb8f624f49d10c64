import FoundationEssentials
import Glibc
import Lessons

/// Keeps `Progress` in a JSON file, written atomically (a temporary file renamed over it).
///
/// A file that cannot be read as progress (not JSON, a FIFO, larger than 10 MB) is moved aside
/// (`progress.json.corrupt`, or `.corrupt-2` and on when that exists) with a warning, never
/// overwritten: the learner's record is not lost. Each update locks `progress.json.lock`
/// (`flock`), reads the file again, applies its change to what is there and writes it back
/// before unlocking, so two shells in one folder add to each other's progress instead of
/// replacing it.
public struct ProgressStore: Sendable {
  public let path: String
  public private(set) var progress = Progress()

  /// `.workbench/progress.json` in the current folder.
  public static let defaultPath = ".workbench/progress.json"

  /// A store for the file at `path`; nothing is read until `load`.
  public init(path: String = ProgressStore.defaultPath) {
    self.path = path
  }

  /// The most a progress file may hold: 10 MB.
  public static let sizeLimit = 10 << 20

  /// Reads the file into `progress`; returns a warning when it had to be moved aside.
  ///
  /// Temporary files a killed shell left beside it are removed first.
  public mutating func load() -> String? {
    let (loaded, warning) = locked(creatingFolder: false) { () -> (Progress?, String?) in
      StaleFiles.remove(beside: path)
      return read()
    }
    if let loaded { progress = loaded }
    return warning
  }

  /// Applies `change` to the latest progress on disk and writes it back, under the lock, so
  /// another shell's changes since this one last read are kept.
  ///
  /// Returns a warning when the file was moved aside or could not be written; the change is
  /// kept in memory either way.
  @discardableResult
  public mutating func update(_ change: (inout Progress) -> Void) -> String? {
    let current = progress
    let (latest, warning) = locked(creatingFolder: true) { () -> (Progress, String?) in
      let (loaded, warning) = read()
      var latest = loaded ?? current
      change(&latest)
      do throws(TextFile.Failure) {
        try write(latest)
      } catch {
        let saved = "progress not saved: cannot write \(path): \(error.reason)"
        return (latest, warning.map { $0 + "; " + saved } ?? saved)
      }
      return (latest, warning)
    }
    progress = latest
    return warning
  }

  /// Replaces the whole record, keeping the old file as `progress.json.bak`.
  public mutating func replace(with new: Progress) -> String? {
    progress = new
    return locked(creatingFolder: true) { () -> String? in
      if access(path, F_OK) == 0 { rename(path, path + ".bak") }
      do throws(TextFile.Failure) {
        try write(new)
      } catch {
        return "progress not saved: cannot write \(path): \(error.reason)"
      }
      return nil
    }
  }

  /// Runs `body` holding an exclusive `flock` on `progress.json.lock`.
  ///
  /// A lock that stays taken for 5 seconds (a shell stopped with Ctrl-Z while it held it) is
  /// given up on rather than waited for: the body runs anyway. Without `creatingFolder`, a
  /// missing folder is left missing and the body runs unlocked (there is nothing to read).
  private func locked<T>(creatingFolder: Bool, _ body: () -> T) -> T {
    if !folder.isEmpty, access(folder, F_OK) != 0 {
      guard creatingFolder else { return body() }
      mkdir(folder, 0o755)
    }
    let fd = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return body() }
    defer { close(fd) }
    for _ in 0..<500 {
      if flock(fd, LOCK_EX | LOCK_NB) == 0 {
        defer { flock(fd, LOCK_UN) }
        return body()
      }
      usleep(10_000)
    }
    return body()
  }

  private func read() -> (Progress?, warning: String?) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      guard errno != ENOENT else { return (nil, nil) }
      return (nil, "cannot read \(path): \(TextFile.problem(errno: errno)); progress is kept in memory only")
    }
    let problem: String
    if let kind = TextFile.kind(of: info) {
      problem = "it is \(kind), not a regular file"
    } else if Int(info.st_size) > Self.sizeLimit {
      problem = "it is larger than 10 MB"
    } else {
      let bytes: [UInt8]
      do {
        bytes = try TextFile.contents(of: path, limit: Self.sizeLimit)
      } catch {
        return (nil, "cannot read \(path): \(error.reason); progress is kept in memory only")
      }
      switch Self.decode(bytes) {
      case .success(let progress): return (progress, nil)
      case .failure(let failure): problem = failure.reason
      }
    }
    let aside = Self.freeName(for: path + ".corrupt")
    guard rename(path, aside) == 0 else {
      return (nil, "\(path) cannot be used (\(problem)) nor moved aside; progress is kept in memory only")
    }
    return (nil, "\(path) could not be used (\(problem)); it was moved to \(aside) and progress starts afresh")
  }

  /// The progress in a file's bytes, or why they are not progress this Workbench reads.
  public static func decode(_ bytes: [UInt8]) -> Result<Progress, TextFile.Failure> {
    do {
      let progress = try JSONDecoder().decode(Progress.self, from: Data(bytes))
      if progress.version == Progress.currentVersion { return .success(progress) }
      return .failure(
        TextFile.Failure(
          reason: "it is version \(progress.version), this Workbench reads version \(Progress.currentVersion)"))
    } catch {
      return .failure(TextFile.Failure(reason: "it is not valid progress JSON"))
    }
  }

  private var folder: String {
    path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
  }

  private func write(_ progress: Progress) throws(TextFile.Failure) {
    if !folder.isEmpty, access(folder, F_OK) != 0, mkdir(folder, 0o755) != 0 {
      throw TextFile.Failure(reason: String(cString: strerror(errno)))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(progress) else { throw TextFile.Failure(reason: "cannot encode the progress") }
    try TextFile.writeAtomically(String(decoding: data, as: UTF8.self) + "\n", to: path)
  }

  /// `name`, or `name-2`, `name-3` … whichever does not exist yet.
  static func freeName(for name: String) -> String {
    var candidate = name
    var number = 2
    while access(candidate, F_OK) == 0 {
      candidate = "\(name)-\(number)"
      number += 1
    }
    return candidate
  }
}
