import Foundation
import Lessons

/// Keeps `Progress` in a JSON file, written atomically (a temporary file renamed over it).
///
/// A file that cannot be read as progress is moved aside (`progress.json.corrupt`, or
/// `.corrupt-2` and on when that exists) with a warning, never overwritten: the learner's
/// record is not lost. Each update reads the file again first, so two shells in one folder
/// add to each other's progress instead of replacing it.
public struct ProgressStore: Sendable {
  public let path: String
  public private(set) var progress = Progress()

  /// `.workbench/progress.json` in the current folder.
  public static let defaultPath = ".workbench/progress.json"

  /// A store for the file at `path`; nothing is read until `load`.
  public init(path: String = ProgressStore.defaultPath) {
    self.path = path
  }

  /// Reads the file into `progress`; returns a warning when it had to be moved aside.
  public mutating func load() -> String? {
    let (loaded, warning) = read()
    if let loaded { progress = loaded }
    return warning
  }

  /// Applies `change` to the latest progress on disk and writes it back.
  ///
  /// Returns a warning when the file was moved aside or could not be written; the change is
  /// kept in memory either way.
  @discardableResult
  public mutating func update(_ change: (inout Progress) -> Void) -> String? {
    let (loaded, warning) = read()
    var latest = loaded ?? progress
    change(&latest)
    progress = latest
    do {
      try write(latest)
    } catch {
      return (warning.map { $0 + "; " } ?? "") + "progress not saved: cannot write \(path): \(error.reason)"
    }
    return warning
  }

  /// Replaces the whole record, keeping the old file as `progress.json.bak`.
  public mutating func replace(with new: Progress) -> String? {
    if access(path, F_OK) == 0 { rename(path, path + ".bak") }
    progress = new
    do {
      try write(new)
    } catch {
      return "progress not saved: cannot write \(path): \(error.reason)"
    }
    return nil
  }

  private func read() -> (Progress?, warning: String?) {
    guard access(path, F_OK) == 0 else { return (nil, nil) }
    guard let bytes = TextFile.readBytes(path) else {
      return (nil, "cannot read \(path): \(String(cString: strerror(errno))); progress is kept in memory only")
    }
    let problem: String
    switch Self.decode(bytes) {
    case .success(let progress): return (progress, nil)
    case .failure(let failure): problem = failure.reason
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

  private func write(_ progress: Progress) throws(TextFile.Failure) {
    let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
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
