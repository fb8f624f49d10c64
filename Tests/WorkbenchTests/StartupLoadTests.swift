import Foundation
import Testing

/// What the shell loads at start, as the dynamic loader sees it (`ldd`): not Foundation, its
/// internationalization or ICU, not swift-syntax (the budgets of `make bench`: 30 MB at the
/// prompt, start-up within 2× a hello-world), and yet the learner's Swift on first use.
@Suite struct StartupLoadTests {
  /// The libraries `ldd` says `path` loads, by file name.
  static func libraries(of path: String) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-ldd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("ldd").path
    let exit = try Spawn.run(["ldd", path], stdout: out, stderr: out)
    #expect(exit.status == 0)
    return try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
      .compactMap { $0.split(separator: " ").first.map { String($0).trimmingCharacters(in: .whitespaces) } }
  }

  @Test func theShellLoadsNeitherFoundationNorSwiftSyntaxAtStart() throws {
    let loaded = try Self.libraries(of: Binary.path)
    #expect(loaded.contains("libLessons.so"), "\(loaded)")
    #expect(loaded.contains("libedit.so.2"), "\(loaded)")
    for absent in [
      "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so", "libFoundationNetworking.so",
      "libSwiftSyntax.so", "libSwiftParser.so", "libWorkbenchSwift.so",
    ] {
      #expect(!loaded.contains(absent), "\(absent) is loaded at start: \(loaded)")
    }
    // The learner's Swift is the library beside the shell, which brings swift-syntax.
    let swift = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent("libWorkbenchSwift.so")
    #expect(try Self.libraries(of: swift.path).contains("libSwiftParser.so"))
  }

  @Test func swiftLoadsOnFirstUseAndIsOneErrorLineWithoutItsLibrary() throws {
    let input = Data("views\nswift { print(\"area \\(3.0 * 3.0)\") }\n".utf8)
    let loaded = try Binary.run(input: input)
    #expect(loaded.output.split(separator: "\n").last == "area 9.0", "\(loaded.output)")
    let missing = try Binary.run(input: input, environment: ["WORKBENCH_SWIFT_LIBRARY": "/nonexistent/libWorkbenchSwift.so"])
    #expect(missing.status == 1)
    let unavailable =
      "error: Swift is not available in this program; the learner's Swift is the library libWorkbenchSwift.so beside the "
      + "workbench program; make release builds it"
    #expect(missing.output.split(separator: "\n").last.map(String.init) == unavailable, "\(missing.output)")
    #expect(missing.stderr.contains("warning: the learner's Swift cannot be loaded: /nonexistent/libWorkbenchSwift.so"))
  }
}
