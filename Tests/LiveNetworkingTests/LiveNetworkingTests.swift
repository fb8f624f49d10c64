import Foundation
import Testing

@testable import Lessons
@testable import LiveNetworking

/// Live mode against the embedded server: a real URLSession (FoundationNetworking), curl, and
/// malformed and oversized requests from real clients on 127.0.0.1.
@Suite(.serialized) struct LiveNetworkingTests {
  init() { LiveNetworkService.install() }

  /// An engine in the networking chapter after `lines`.
  static func engine(_ lines: [String]) -> Engine {
    var engine = Engine(catalog: .shipped, active: "networking")
    for line in lines {
      let report = engine.run(line)
      precondition(report.outcome == .ok, "setup line failed: \(line): \(report.lines.map(\.text))")
    }
    return engine
  }

  /// Runs to the end, answering every question with allow (what the live delegate does).
  static func runToEnd(_ engine: inout Engine) {
    for _ in 0..<10 {
      let lines = engine.run("run").lines.map(\.text)
      let waiting = lines.compactMap { line -> String? in
        guard line.hasSuffix("(respond \(line.split(separator: " ").first ?? "") …)") else { return nil }
        return String(line.split(separator: " ").first ?? "")
      }
      guard !waiting.isEmpty else { return }
      for task in waiting { _ = engine.run("respond \(task) allow") }
    }
  }

  /// The callback names a task has had, in order.
  static func callbacks(_ engine: inout Engine, _ task: String) -> [String] {
    engine.run("events \(task) --list").lines.map(\.text).compactMap { line in
      guard let close = line.range(of: "] \(task) "), let open = line[close.upperBound...].firstIndex(of: "(") else {
        return nil
      }
      return String(line[close.upperBound..<open])
    }
  }

  /// The same task, sim and live: the real URLSession's callbacks come in the book's order.
  @Test(arguments: [
    ("new session s --delegate on", "new task a = s data /chunked"),
    ("new session s --delegate on", "new task a = s download /image"),
    ("new session s", "new task a = s data /json --completion"),
    ("new session s", "new task a = s data /status/404 --completion"),
    ("new session s --delegate on", "new task a = s data /redirect"),
    ("new session s --delegate on", "new task a = s upload /text --body 5000"),
  ])
  func theRealCallbacksComeInTheSimulatedOrder(session: String, task: String) {
    var sim = Self.engine([session, task, "resume a"])
    Self.runToEnd(&sim)
    var live = Self.engine(["mode live", session, task, "resume a"])
    Self.runToEnd(&live)
    let simulated = Self.callbacks(&sim, "a")
    let real = Self.callbacks(&live, "a")
    #expect(!real.isEmpty)
    #expect(real == simulated, "\(task)")
    #expect(live.run("show a.state").lines.first?.text == "completed")
    #expect(
      live.run("show a.response.status").lines.first?.text == sim.run("show a.response.status").lines.first?.text)
    #expect(
      live.run("show a.countOfBytesReceived").lines.first?.text
        == sim.run("show a.countOfBytesReceived").lines.first?.text)
  }

  @Test func liveModeNamesTheLinuxDivergencesItMeets() {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task d = s download /text", "resume d"])
    // The divergences are known once the real exchange is over, at the step that ends it.
    let ran = live.run("run").lines.map(\.text)
    #expect(
      ran.contains {
        $0.hasSuffix(
          "Linux: inside didCompleteWithError task.state was running, not completed as on Apple's systems (The Core iOS Developer's Cookbook, ch. 13)"
        )
      }, "\(ran)")
    #expect(ran.contains { $0.contains("Linux: the downloaded file was still there") }, "\(ran)")
    #expect(live.run("show d.temporaryFile.exists").lines.first?.text == "true")
  }

  @Test func aRecordedLiveSessionReplaysWithoutTheNetwork() {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    _ = live.run("step 4")
    let middle = live.run("inspect a").lines.map(\.text)
    Self.runToEnd(&live)
    _ = live.run("back")
    #expect(live.run("inspect a").lines.map(\.text) == middle)
    let saved = live.savedSession
    #expect(saved.contains("# recorded networking resume: "))
    // Replayed in a fresh engine, with the server stopped: the same record, the same output.
    LiveNetworkService.shared.stop()
    var replay = Engine(catalog: .shipped, active: "networking")
    for line in saved.split(separator: "\n") {
      guard let marker = line.range(of: "> ") else { continue }
      _ = replay.run(String(line[marker.upperBound...]))
    }
    #expect(replay.run("inspect a").lines.map(\.text) == middle)
  }

  @Test func liveModeRefusesWhatCrashesFoundationNetworking() {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /slow", "resume a"])
    _ = live.run("suspend a")
    let resumed = live.run("resume a")
    #expect(resumed.outcome == .failed)
    #expect(resumed.lines.first?.text.contains("crashes FoundationNetworking") ?? false)
    var background = Self.engine([
      "mode live", "new session b --delegate on --config background bg", "new task t = b download /text",
    ])
    #expect(background.run("resume t").lines.first?.text.contains("URLSessionConfiguration.background") ?? false)
    _ = background.run("invalidate b cancel")
    #expect(background.run("new task u = b data /text").outcome == .failed)
  }

  // MARK: - Real clients

  static func port() throws -> Int {
    let port = try LiveNetworkService.shared.start()
    return port
  }

  /// Runs a program and returns its standard output.
  static func output(_ program: String, _ arguments: [String], input: Data? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func curl(_ arguments: [String]) throws -> String {
    try output("/usr/bin/curl", ["-s", "-i", "--max-time", "10"] + arguments)
  }

  @Test func curlReachesTheServerWhileTheShellRuns() throws {
    var live = Self.engine(["mode live", "route /img --length 4000 --chunks 4 --latency 10"])
    let status = live.run("server status").lines.map(\.text)
    let url = try #require(status.first?.components(separatedBy: "at ").last)
    #expect(url.hasPrefix("http://127.0.0.1:"))
    let text = try Self.curl([url + "/text"])
    #expect(text.hasPrefix("HTTP/1.1 200 OK"))
    #expect(text.hasSuffix("\r\n\r\nHello, world!"))
    let image = try Self.curl(["-o", "/dev/null", "-w", "%{http_code} %{size_download}", url + "/img"])
    #expect(image.hasSuffix("200 4000"))
    #expect(try Self.curl([url + "/nowhere"]).hasPrefix("HTTP/1.1 404 Not Found"))
    // A body of 20 MB is made a slice at a time as it is sent.
    _ = live.run("route /big --length 20000000 --chunks 2")
    // A debug build makes the bytes slowly on a loaded machine: more time than the default 10 s.
    let big = try Self.curl(["--max-time", "40", "-o", "/dev/null", "-w", "%{http_code} %{size_download}", url + "/big"])
    #expect(big.hasSuffix("200 20000000"))
    let moved = try Self.curl([url + "/redirect"])
    #expect(moved.hasPrefix("HTTP/1.1 302 Found"))
    #expect(moved.contains("Location: \(url)/text"))
  }

  @Test func malformedAndOversizedRequestsAreRefusedAndTheServerGoesOn() throws {
    let port = try Self.port()
    let url = "http://127.0.0.1:\(port)"
    // Not HTTP at all: a raw socket from Python's standard library.
    let raw = """
      import socket
      s = socket.create_connection(("127.0.0.1", \(port)), timeout=5)
      s.sendall(b"THIS IS NOT HTTP\\r\\n\\r\\n")
      print(s.recv(100).decode("latin-1").split("\\r\\n")[0])
      """
    let python = FileManager.default.fileExists(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "/usr/local/bin/python3"
    #expect(try Self.output(python, ["-c", raw]).hasPrefix("HTTP/1.1 400 Bad Request"))
    // A body past 1 MiB.
    let big = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-big-\(port).bin")
    try Data(repeating: 65, count: 2 << 20).write(to: big)
    defer { try? FileManager.default.removeItem(at: big) }
    let body = try Self.curl(["-o", "/dev/null", "-w", "%{http_code}", "--data-binary", "@" + big.path, url + "/text"])
    #expect(body.hasSuffix("413"))
    // 150 header fields.
    let headers = (0..<150).flatMap { ["-H", "X-Field-\($0): \($0)"] }
    #expect(try Self.curl(["-o", "/dev/null", "-w", "%{http_code}"] + headers + [url + "/text"]).hasSuffix("431"))
    // One header line of 100 KB: past NIO's limit of 80 KB, a malformed request.
    let long = try Self.curl(
      ["-o", "/dev/null", "-w", "%{http_code}", "-H", "X-Long: " + String(repeating: "a", count: 100_000), url + "/text"])
    #expect(long.hasSuffix("400") || long.hasSuffix("431"), "\(long)")
    // Still serving.
    #expect(try Self.curl([url + "/text"]).hasSuffix("Hello, world!"))
  }

  @Test func theServerBindsLoopbackOnly() throws {
    let port = try Self.port()
    // Reaching it through another of the machine's addresses fails: it listens on 127.0.0.1.
    let hosts = try Self.output("/usr/bin/hostname", ["-I"]).split(separator: " ").map(String.init).filter {
      !$0.hasPrefix("127.") && !$0.contains(":") && !$0.isEmpty
    }
    for host in hosts.prefix(1) {
      let answer = try Self.curl([
        "-o", "/dev/null", "-w", "%{http_code}", "http://\(host.trimmingCharacters(in: .whitespacesAndNewlines)):\(port)/text",
      ])
      #expect(answer.hasSuffix("000"), "\(host): \(answer)")
    }
    #expect(try Self.curl(["http://127.0.0.1:\(port)/text"]).hasPrefix("HTTP/1.1 200 OK"))
  }
}
