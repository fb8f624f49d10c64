/// The terminal a live command plays moving pictures on at real speed; only the interactive
/// shell has one.
///
/// A chapter never reads a clock and never writes to the terminal. A live command that plays
/// frames (`watch`) hands each one to `show` with its time since the first frame, in media
/// seconds; the host waits until that much real time has passed, draws the frame in place of
/// the one before and says whether to go on: false once the learner pressed Ctrl-C. Without a
/// screen (piped input, a file, `check`, tests) `isAvailable` is false and the command prints
/// its frames as output instead.
public enum LiveScreen {
  /// The host's frame player, called on the thread that runs the command only.
  ///
  /// A class and a task-local, at the shell's edge: the player holds the real clock and the
  /// terminal, which no chapter may reach, and only the command the shell is running sees it.
  final class Player: @unchecked Sendable {
    let show: (Double, () -> [String]) -> Bool
    init(_ show: @escaping (Double, () -> [String]) -> Bool) { self.show = show }
  }

  @TaskLocal static var current: Player?

  /// Whether frames can be played: the shell runs on a terminal.
  public static var isAvailable: Bool { current != nil }

  /// Plays one frame `elapsed` media seconds after the first of the film.
  ///
  /// 0 starts a new film, below what is already on the screen. `picture` is asked for only when
  /// the frame is drawn: a host running late skips frames. Returns false once the learner
  /// stopped the film; the frame was then not shown. Without a screen it does nothing and
  /// returns true.
  public static func show(after elapsed: Double, _ picture: () -> [String]) -> Bool {
    guard let current else { return true }
    return current.show(elapsed, picture)
  }

  /// Runs `body` (the host running lines) with `play` playing the frames live commands show.
  public static func playing<T>(on play: @escaping (Double, () -> [String]) -> Bool, _ body: () -> T) -> T {
    $current.withValue(Player(play)) { body() }
  }
}
