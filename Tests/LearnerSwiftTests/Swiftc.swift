import Foundation

/// The real Swift compiler (`swiftc` beside the `swift` on PATH): builds one file and runs it.
enum Swiftc {
  static var path: String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(folder)/swiftc"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// What the program in `source` prints, built by swiftc without optimization; nil when it
  /// does not compile.
  static func output(of source: String) throws -> String? {
    guard let swiftc = path else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent("programs").path
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: swiftc)
    compile.arguments = ["-Onone", "-module-name", "main", file.path, "-o", binary]
    try compile.run()
    compile.waitUntilExit()
    guard compile.terminationStatus == 0 else { return nil }
    let run = Process()
    run.executableURL = URL(fileURLWithPath: binary)
    let pipe = Pipe()
    run.standardOutput = pipe
    try run.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    run.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
