import Foundation
import Testing

/// The embedded server belongs to the shell's process: it serves while the shell runs and is
/// gone with it, leaving nothing behind.
@Suite struct NetworkingShellTests {
  @Test func theServerStopsWithTheShell() throws {
    let run = try Binary.run([], input: Data("use networking\nmode live\nserver status\n".utf8))
    let line = try #require(
      run.output.split(separator: "\n").first { $0.contains("the embedded server is at http://127.0.0.1:") })
    let url = try #require(line.components(separatedBy: "at ").last)
    // The shell has exited: nothing answers on its port.
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    curl.arguments = ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "5", url + "/text"]
    let pipe = Pipe()
    curl.standardOutput = pipe
    try curl.run()
    let answer = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    curl.waitUntilExit()
    #expect(answer == "000")
  }

  /// The processes whose environment holds `marker`: children of a shell run with it.
  static func processes(marked marker: String) -> [String] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return ids.filter { Int($0) != nil }.filter { id in
      guard let environment = FileManager.default.contents(atPath: "/proc/\(id)/environ") else { return false }
      return String(decoding: environment, as: UTF8.self).contains(marker)
    }
  }

  /// A shell that ends with real exchanges open (a quit, or the end of its input) leaves no
  /// URLSession driver behind.
  @Test(arguments: ["quit\n", ""]) func noDriverOutlivesTheShell(ending: String) throws {
    let marker = "WORKBENCH_DRIVER_MARK=\(UUID().uuidString)"
    let lines = [
      "use networking", "mode live", "new session s --delegate on", "new task a = s data /chunked",
      "new task b = s download /image", "resume a", "resume b", "step 3", "show a.mode",
    ]
    let input = Data((lines.joined(separator: "\n") + "\n" + ending).utf8)
    let parts = marker.split(separator: "=", maxSplits: 1).map(String.init)
    let run = try Binary.run([], input: input, environment: [parts[0]: parts[1]], timeLimit: 60)
    #expect(run.status == 0, "\(run.output)\(run.stderr)")
    // Both exchanges were open when the shell ended: the server was holding their bodies.
    #expect(run.output.contains("has sent the response head and holds the body"), "\(run.output)")
    #expect(run.output.split(separator: "\n").last == "live")
    #expect(Self.processes(marked: marker).isEmpty)
  }
}
