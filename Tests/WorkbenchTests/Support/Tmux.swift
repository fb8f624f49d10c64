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

  /// Starts the shell in session `name`, with the test chapter and this test's history folder.
  func start(_ name: String = "shell", environment: [String: String] = [:]) throws {
    var env = ["WORKBENCH_TESTBED": "1", "XDG_STATE_HOME": stateHome.path, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
    for (key, value) in environment { env[key] = value }
    let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    // The test runner may set NO_COLOR; the shell sees it only when a test asks for it.
    let unset = env["NO_COLOR"] == nil ? ["-u", "NO_COLOR"] : []
    try tmux(["new-session", "-d", "-s", name, "-x", "200", "-y", "30", "env"] + unset + assignments + [Binary.path])
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
    try waitFor(in: name) { $0.last?.hasSuffix(text) == true }
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

  /// Waits for the shell to exit and returns its exit status ("" when killed by a signal).
  /// tmux marks a pane dead as soon as its terminal closes, and records the status a moment later.
  func waitForExit(_ name: String = "shell") throws -> (status: String, signal: String) {
    try waitFor(in: name) { _ in
      guard let state = try? self.paneState(name) else { return false }
      return state.dead && !(state.status.isEmpty && state.signal.isEmpty)
    }
    let state = try paneState(name)
    return (state.status, state.signal)
  }

  /// Polls the screen until `condition` holds (5 s at most).
  @discardableResult
  func waitFor(in name: String = "shell", _ condition: ([String]) -> Bool) throws -> [String] {
    let deadline = Date().addingTimeInterval(5)
    var current = try lines(name)
    while !condition(current) {
      if Date() > deadline {
        let state = try paneState(name)
        throw TimedOut(screen: current.joined(separator: "\n") + "\n[pane dead=\(state.dead) status=\(state.status) signal=\(state.signal)]")
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

  /// Runs a tmux command and returns what it printed. It is spawned and reaped directly
  /// (posix_spawn, waitpid), and its output goes through a file: the server that `new-session`
  /// forks keeps inherited descriptors open, which a pipe reader would wait on forever.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let output = stateHome.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
    defer { unlink(output) }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // Spawned from a test thread, tmux would inherit that thread's blocked signals; give it a
    // clean mask and default handlers, as a terminal would.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ)
    guard spawned == 0 else { throw SpawnFailed(code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  struct SpawnFailed: Error {
    var code: Int32
  }
}
