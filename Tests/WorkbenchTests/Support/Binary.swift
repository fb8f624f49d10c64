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

  /// Runs the binary with `input` on stdin (a file, so nothing can block) and the test chapter loaded.
  static func run(_ arguments: [String] = [], input: Data, environment: [String: String] = [:]) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputURL = folder.appendingPathComponent("stdin")
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    try input.write(to: inputURL)
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["WORKBENCH_TESTBED"] = "1"
    env["XDG_STATE_HOME"] = folder.path
    for (key, value) in environment { env[key] = value }
    process.environment = env
    process.currentDirectoryURL = folder
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
      stdout: try Data(contentsOf: outURL), stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
