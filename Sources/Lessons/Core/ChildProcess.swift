import FoundationEssentials
import Glibc
import Synchronization

/// A program the Workbench runs beside itself for live work that needs what the shell does not
/// load (Foundation's URLSession, its operation queues): started with `posix_spawn`, its
/// standard input and output pipes of ours, its errors thrown away.
///
/// Foundation's `Process` would do the same, but it is the one thing that would make the shell
/// load all of Foundation and ICU (resident memory and start-up time a learner pays on every
/// start).
public final class ChildProcess: Sendable {
  public let pid: pid_t
  /// The write end of the child's standard input; -1 once closed.
  private let input: Mutex<Int32>
  /// The read end of the child's standard output.
  public let output: Int32
  /// How it ended, once `waitpid` has said so.
  private let ended = Mutex<Int32?>(nil)

  /// Starts the program at `path` with `arguments`, in this program's environment.
  public init(path: String, arguments: [String] = []) throws(CommandError) {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { throw Self.failure("a pipe", errno) }
    guard pipe(&fromChild) == 0 else {
      close(toChild[0])
      close(toChild[1])
      throw Self.failure("a pipe", errno)
    }
    // No other program the shell starts inherits these ends (the child gets its own by dup2).
    for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // In a process group of its own, so Ctrl-C at the terminal reaches the shell alone, which
    // stops the child itself and says so.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    Self.startClean(&attributes, ownGroup: true)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    close(toChild[0])
    close(fromChild[1])
    guard spawned == 0 else {
      close(toChild[1])
      close(fromChild[0])
      throw Self.failure(path, spawned)
    }
    // A child gone before it read its input must not end the shell with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    self.pid = pid
    input = Mutex(toChild[1])
    output = fromChild[0]
  }

  /// Starts the program at `path` and sends it `request` as one line of JSON: how the shell
  /// hands live work to `workbench-urlsession` and `workbench-live`.
  ///
  /// `what` names the program in the errors, `user` the command that needs it: `live needs
  /// the program live runs happen in, PATH, and it is not there`.
  public static func start(_ path: String, _ what: String, for user: String, sending request: some Encodable)
    throws(CommandError) -> ChildProcess
  {
    guard access(path, X_OK) == 0 else {
      throw CommandError("\(user) needs \(what), \(path), and it is not there", suggestion: "make release builds it")
    }
    let line: [UInt8]
    do {
      line = Array(try JSONEncoder().encode(request)) + [10]
    } catch {
      throw CommandError("\(user): what to do cannot be written for \(what): \(error)")
    }
    let program = try ChildProcess(path: path)
    guard program.write(line) else {
      program.stop()
      throw CommandError("\(user): \(what) did not take its request (it ended with status \(program.waitUntilExit()))")
    }
    return program
  }

  deinit {
    input.withLock { if $0 >= 0 { close($0) } }
    close(output)
  }

  /// Sets `attributes` so that a child starts as from a terminal.
  ///
  /// It has no blocked signals and default handlers: the starting thread's mask and the shell's
  /// handlers (Ctrl-C caught) are not its. With `ownGroup`, it starts a process group of its own.
  public static func startClean(_ attributes: inout posix_spawnattr_t, ownGroup: Bool) {
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if ownGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
  }

  private static func failure(_ what: String, _ code: Int32) -> CommandError {
    CommandError("cannot start \(what): \(String(cString: strerror(code)))")
  }

  /// Writes `bytes` to the child's standard input; false when it cannot take them (it has
  /// closed it, or ended).
  @discardableResult
  public func write(_ bytes: [UInt8]) -> Bool {
    input.withLock { fd in
      guard fd >= 0 else { return false }
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        written += count
      }
      return true
    }
  }

  /// Closes the child's standard input: it reads its end.
  public func closeInput() {
    input.withLock { fd in
      if fd >= 0 { close(fd) }
      fd = -1
    }
  }

  /// Whether the child is still running (it is reaped once it has ended).
  public var isRunning: Bool { status(waiting: false) == nil }

  /// Its exit status once it has ended (128 + the signal that ended it), nil while it runs.
  public var exitStatus: Int32? { status(waiting: false) }

  /// Waits for the child to end; its exit status.
  @discardableResult
  public func waitUntilExit() -> Int32 { status(waiting: true) ?? 0 }

  private func status(waiting: Bool) -> Int32? {
    ended.withLock { ended in
      if let ended { return ended }
      var status: Int32 = 0
      var result: pid_t
      repeat { result = waitpid(pid, &status, waiting ? 0 : WNOHANG) } while result < 0 && errno == EINTR
      guard result == pid else { return nil }
      let signal = status & 0x7F
      ended = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      return ended
    }
  }

  /// Stops the child: its input closed, SIGTERM, then SIGKILL if it has not ended within
  /// `grace`; reaped either way.
  public func stop(grace: Duration = .seconds(2)) {
    closeInput()
    guard isRunning else { return }
    kill(pid, SIGTERM)
    let deadline = ContinuousClock.now + grace
    while isRunning, ContinuousClock.now < deadline { usleep(10_000) }
    if isRunning { kill(pid, SIGKILL) }
    waitUntilExit()
  }
}
