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

  /// A compile error as swiftc prints it: `main.swift:3:17: error: cannot convert …`.
  struct Diagnostic: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var message: String

    var description: String { "line \(line), column \(column): \(message)" }
  }

  /// The first error swiftc reports for the program in `source` (type-checked and its SIL
  /// diagnostics run, as a missing return; not built), or nil when it has none.
  static func firstError(in source: String) throws -> Diagnostic? {
    guard let swiftc = path else { throw CocoaError(.executableNotLoadable) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let check = Process()
    check.executableURL = URL(fileURLWithPath: swiftc)
    check.arguments = ["-emit-sil", "-o", "/dev/null", "-module-name", "main", file.path]
    let pipe = Pipe()
    check.standardError = pipe
    try check.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    check.waitUntilExit()
    let pattern = try NSRegularExpression(pattern: #"(?m)^[^\n]*main\.swift:(\d+):(\d+): error: (.*)$"#)
    let text = String(decoding: data, as: UTF8.self)
    guard let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let line = Range(match.range(at: 1), in: text), let column = Range(match.range(at: 2), in: text),
      let message = Range(match.range(at: 3), in: text)
    else {
      return check.terminationStatus == 0 ? nil : Diagnostic(line: 0, column: 0, message: text)
    }
    // A diagnostic's group (` [#ExclusivityViolation]`) names where swiftc's documentation
    // explains it; the message is what comes before.
    var words = String(text[message])
    if words.hasSuffix("]"), let group = words.range(of: " [#", options: .backwards) {
      words = String(words[..<group.lowerBound])
    }
    return Diagnostic(line: Int(text[line]) ?? 0, column: Int(text[column]) ?? 0, message: words)
  }
}
