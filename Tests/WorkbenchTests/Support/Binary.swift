import Foundation

/// The built `workbench` executable and ways to run it.
enum Binary {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `WORKBENCH_BIN` when set, else the debug build that `make test` makes before testing.
  static var path: String {
    ProcessInfo.processInfo.environment["WORKBENCH_BIN"] ?? packageRoot.appendingPathComponent(".build/debug/workbench").path
  }

  struct Result {
    var status: Int32
    var exitedNormally: Bool
    var stdout: Data
    var stderr: String
    var output: String { String(decoding: stdout, as: UTF8.self) }
  }

  /// Runs the binary with `input` on stdin (a file, so nothing can block) and the test chapter
  /// loaded, in `directory` (by default a fresh empty folder, so `.workbench/` never lands in the
  /// checkout).
  ///
  /// With `timeLimit`, the binary is killed (status 137) when it runs longer, so a hang fails
  /// the test instead of stopping the run. `launcher` goes before the binary:
  /// `["/bin/sh", "-c", "ulimit -s 1024 && exec \"$0\""]` runs it on a small stack.
  static func run(
    _ arguments: [String] = [], input: Data, environment: [String: String] = [:], directory: URL? = nil,
    timeLimit: Int? = nil, launcher: [String] = []
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = (
      stdin: folder.appendingPathComponent("stdin"), stdout: folder.appendingPathComponent("stdout"),
      stderr: folder.appendingPathComponent("stderr")
    )
    try input.write(to: files.stdin)
    var env = ProcessInfo.processInfo.environment
    env["WORKBENCH_TESTBED"] = "1"
    env["XDG_STATE_HOME"] = folder.path
    for (key, value) in environment { env[key] = value }
    let exit = try Spawn.run(
      (timeLimit.map { ["timeout", "-s", "KILL", "\($0)"] } ?? []) + launcher + [path] + arguments,
      stdin: files.stdin.path, stdout: files.stdout.path, stderr: files.stderr.path,
      environment: env, directory: (directory ?? folder).path)
    return Result(
      status: exit.status, exitedNormally: exit.exitedNormally, stdout: try Data(contentsOf: files.stdout),
      stderr: String(decoding: try Data(contentsOf: files.stderr), as: UTF8.self))
  }
}

/// A new empty folder under the temporary directory, for one test's files.
func temporaryFolder(_ name: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Files kept in the repository for tests.
enum Fixtures {
  /// Lessons for the test chapter, under `Tests/Fixtures/Lessons`.
  static let lessons = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/Lessons")
}
