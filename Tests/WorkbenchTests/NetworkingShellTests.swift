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
}
