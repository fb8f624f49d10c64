import Foundation

/// The real shell in a real terminal: a tmux server of its own (private socket), keys sent with
/// `send-keys`, the screen read with `capture-pane`.
final class Tmux {
  let socket = "wb-test-\(UUID().uuidString.prefix(8))"
  let stateHome: URL

  init(stateHome: URL? = nil) throws {
    self.stateHome = stateHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("wb-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.stateHome, withIntermediateDirectories: true)
    // A placeholder session keeps the server up whatever happens to the shell's pane.
    try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "keep", "-x", "200", "-y", "30"])
  }

  deinit { _ = try? tmux(["kill-server"]) }

  /// Starts the shell in session `name`, with the test chapter and this test's history folder,
  /// which is also its current folder (where `.workbench/progress.json` goes).
  func start(_ name: String = "shell", environment: [String: String] = [:]) throws {
    var env = ["WORKBENCH_TESTBED": "1", "XDG_STATE_HOME": stateHome.path, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
    for (key, value) in environment { env[key] = value }
    let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    // The test runner may set NO_COLOR; the shell sees it only when a test asks for it.
    let unset = env["NO_COLOR"] == nil ? ["-u", "NO_COLOR"] : []
    try tmux(
      ["new-session", "-d", "-s", name, "-x", "200", "-y", "30", "-c", stateHome.path, "env"] + unset + assignments + [
        Binary.path
      ])
    try tmux(["set-option", "-t", name, "remain-on-exit", "on"])
    try waitFor(in: name) { $0.last == "workbench>" }
  }

  /// Sends keys (tmux key names such as `Tab`, `Up`, `C-c`, or literal text).
  func send(_ keys: String..., to name: String = "shell") throws {
    try tmux(["send-keys", "-t", name] + keys)
    // Let the shell read them before anything else is sent (a Ctrl-C in the same burst as
    // text would flush input libedit has not read yet).
    Thread.sleep(forTimeInterval: 0.15)
  }

  /// Sends text literally, without key-name lookup, and waits until the line editor has echoed
  /// it, so the keys that follow edit a line that is really there.
  func type(_ text: String, to name: String = "shell") throws {
    try tmux(["send-keys", "-t", name, "-l", text])
    try waitFor(in: name, "the echo of \(text)") { $0.last?.hasSuffix(text) == true }
  }

  /// Types each line and presses Enter after it.
  func enter(_ lines: String..., to name: String = "shell") throws {
    for line in lines {
      try type(line, to: name)
      try send("Enter", to: name)
    }
  }

  func screen(_ name: String = "shell") throws -> String {
    try tmux(["capture-pane", "-p", "-t", name])
  }

  /// Lines of the screen with trailing blanks removed, empty lines at the end dropped.
  func lines(_ name: String = "shell") throws -> [String] {
    var lines = try screen(name).split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// `dead status signal` of the pane: whether the shell has exited, and how.
  func paneState(_ name: String = "shell") throws -> (dead: Bool, status: String, signal: String) {
    let parts = try tmux(["display", "-p", "-t", name, "#{pane_dead} #{pane_dead_status} #{pane_dead_signal}"])
      .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    return (parts.first == "1", parts.count > 1 ? parts[1] : "", parts.count > 2 ? parts[2] : "")
  }

  /// Waits for the shell to exit and returns its exit status and signal (one of them empty).
  ///
  /// tmux marks a pane dead as soon as its terminal closes and records the status when it reaps
  /// the process; until then the kernel shows the status of the zombie in /proc/PID/stat.
  func waitForExit(_ name: String = "shell") throws -> (status: String, signal: String) {
    let pid = try tmux(["display", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    var exit: (status: String, signal: String)?
    try waitFor(in: name, "the shell to exit") { _ in
      if let state = try? self.paneState(name), state.dead, !(state.status.isEmpty && state.signal.isEmpty) {
        exit = (state.status, state.signal)
      } else if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let fields = stat.split(separator: ")").last?.split(separator: " "), fields.first == "Z",
        let code = Int32(fields.last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
      {
        // Field 52, exit_code, holds the wait status: the exit code in bits 8-15, a signal in 0-6.
        exit = (code & 0x7F == 0 ? String((code >> 8) & 0xFF) : "", code & 0x7F == 0 ? "" : String(code & 0x7F))
      }
      return exit != nil
    }
    return exit ?? ("", "")
  }

  /// Polls the screen until `condition` holds (5 s at most).
  @discardableResult
  func waitFor(in name: String = "shell", _ what: String = "the screen", _ condition: ([String]) -> Bool) throws -> [String] {
    let deadline = Date().addingTimeInterval(5)
    var current = try lines(name)
    while !condition(current) {
      if Date() > deadline {
        let state = try paneState(name)
        let pid = try tmux(["display", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let process = ((try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? "")
          .split(separator: "\n").filter { $0.hasPrefix("State") || $0.hasPrefix("SigBlk") }.joined(separator: " ")
        let wchan = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
        throw TimedOut(
          screen: "(waiting for \(what))\n" + current.joined(separator: "\n")
            + "\n[pane dead=\(state.dead) status=\(state.status) signal=\(state.signal); pid \(pid) \(process) wchan \(wchan)]")
      }
      Thread.sleep(forTimeInterval: 0.05)
      current = try lines(name)
    }
    return current
  }

  struct TimedOut: Error, CustomStringConvertible {
    var screen: String
    var description: String { "timed out waiting; the screen was:\n\(screen)" }
  }

  /// Runs a tmux command and returns what it printed.
  ///
  /// The output goes through a file: the server that `new-session` forks keeps inherited descriptors
  /// open, which a pipe reader
  /// would wait on forever.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let output = stateHome.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
    defer { unlink(output) }
    _ = try Spawn.run(["tmux", "-L", socket] + arguments, stdout: output)
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }
}
