import Foundation
import Lessons
import Synchronization

/// Runs one live exchange in the URLSession driver, `workbench-urlsession`, a program of its own
/// beside the shell: FoundationNetworking and libcurl stay out of the shell's process.
///
/// The driver talks to the embedded server in this process; each `release` line it writes lets
/// the server's next chunk go, and its last line is the record. Ctrl-C or the time limit kills
/// it and changes nothing.
struct ExchangeProcess {
  let server: EmbeddedServer
  let request: ExchangeRequest

  /// The longest a live exchange may take, the driver's own limit and a margin.
  static let limit = 40.0

  /// The driver program: `WORKBENCH_URLSESSION`, or `workbench-urlsession` beside this program.
  static var driverPath: String {
    if let path = ProcessInfo.processInfo.environment["WORKBENCH_URLSESSION"] { return path }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent("workbench-urlsession").path
  }

  func run() throws(CommandError) -> ExchangeRecord {
    let port: Int
    do {
      port = try server.start()
    } catch {
      throw CommandError("the embedded server cannot start: \(error)")
    }
    server.setRoutes(request.routes)
    // A refused connection, for real: a port nothing listens on.
    let target = request.route.failure == URLErrorCode.cannotConnectToHost ? try Self.closedPort() : port
    let id = UUID().uuidString
    let gate = ChunkGate()
    server.register(gate, id: id)
    defer { server.unregister(id: id) }
    let input: Data
    do {
      input = try JSONEncoder().encode(DriverInput(request: request, port: target, exchange: id))
    } catch {
      throw CommandError("the live exchange cannot be described to the driver: \(error)")
    }
    return try drive(input, gate: gate)
  }

  private func drive(_ input: Data, gate: ChunkGate) throws(CommandError) -> ExchangeRecord {
    let path = Self.driverPath
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw CommandError(
        "live mode needs the URLSession driver, \(path), and it is not there", suggestion: "make release builds it")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      try stdin.fileHandleForWriting.write(contentsOf: input)
      try stdin.fileHandleForWriting.close()
    } catch {
      throw CommandError("the URLSession driver cannot start: \(error)")
    }
    let reader = LineReader(stdout.fileHandleForReading) { line in
      if line == "release" { gate.release() }
    }
    let deadline = Date().addingTimeInterval(Self.limit)
    while !reader.isDone {
      do {
        try Interruption.check(0, "callbacks")
      } catch {
        process.terminate()
        throw error
      }
      if Date() > deadline {
        process.terminate()
        throw CommandError("the live exchange took more than \(Int(Self.limit)) s and was stopped")
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    process.waitUntilExit()
    guard let last = reader.lines.last(where: { $0.hasPrefix("record ") || $0.hasPrefix("error ") }) else {
      throw CommandError("the URLSession driver ended without a record (status \(process.terminationStatus))")
    }
    guard last.hasPrefix("record ") else { throw CommandError(String(last.dropFirst("error ".count))) }
    do {
      return try JSONDecoder().decode(ExchangeRecord.self, from: Data(last.dropFirst("record ".count).utf8))
    } catch {
      throw CommandError("the URLSession driver's record cannot be read: \(error)")
    }
  }

  /// A port on 127.0.0.1 that nothing listens on: bound by the system, then let go.
  static func closedPort() throws(CommandError) -> Int {
    let probe = EmbeddedServer()
    do {
      let port = try probe.start()
      probe.stop()
      return port
    } catch {
      throw CommandError("no free port for a refused connection: \(error)")
    }
  }
}

/// Reads a pipe's lines on a thread of its own, handing each to `each` as it comes.
final class LineReader: Sendable {
  private let state = Mutex<(lines: [String], done: Bool)>(([], false))

  init(_ handle: FileHandle, each: @escaping @Sendable (String) -> Void) {
    let thread = Thread { [self] in
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        pending += chunk
        while let newline = pending.firstIndex(of: 10) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending = Data(pending[(newline + 1)...])
          each(line)
          self.state.withLock { $0.lines.append(line) }
        }
      }
      self.state.withLock { $0.done = true }
    }
    thread.start()
  }

  var isDone: Bool { state.withLock { $0.done } }
  var lines: [String] { state.withLock { $0.lines } }
}
