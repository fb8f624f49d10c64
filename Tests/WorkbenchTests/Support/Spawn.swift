import Foundation
import Lessons

/// Starts a program and waits for it, with posix_spawn and waitpid: no Foundation `Process`,
/// whose child reaping could collect a tmux client before the test waits for it.
enum Spawn {
  struct Exit {
    var status: Int32
    /// False when a signal ended the program.
    var exitedNormally: Bool
  }

  struct Failed: Error {
    var program: String
    var code: Int32
  }

  /// Runs `arguments[0]` (looked up on PATH) with the given files as stdin, stdout and stderr,
  /// in `directory` when given.
  ///
  /// It starts with no blocked signals and default handlers, as from a terminal: a test thread's
  /// mask would otherwise be inherited.
  static func run(
    _ arguments: [String], stdin: String = "/dev/null", stdout: String = "/dev/null", stderr: String = "/dev/null",
    environment: [String: String]? = nil, directory: String? = nil
  ) throws -> Exit {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let directory {
      guard let addChdir = addChdir else { throw Failed(program: "posix_spawn_file_actions_addchdir_np", code: ENOSYS) }
      _ = addChdir(&actions, directory)
    }
    posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    ChildProcess.startClean(&attributes, ownGroup: false)

    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { env.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, env)
    guard spawned == 0 else { throw Failed(program: arguments[0], code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw Failed(program: arguments[0], code: errno) }
    }
    let signal = status & 0x7F
    return Exit(status: (status >> 8) & 0xFF, exitedNormally: signal == 0)
  }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc module
  /// does not export: found at run time.
  private typealias AddChdir =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
  private static let addChdir: AddChdir? = dlsym(nil, "posix_spawn_file_actions_addchdir_np").map {
    unsafeBitCast($0, to: AddChdir.self)
  }
}
