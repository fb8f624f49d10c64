import Synchronization

/// What live work keeps open outside the model between the learner's lines (a real exchange's
/// driver process), and how to end it all.
///
/// A live service registers its closer when it is installed. The engine calls `closeAll` when
/// a session whose chapters say they have live work open (`Chapter.hasOpenLiveWork`) starts
/// afresh, and the shell when it quits, so no process of a closed session is left behind.
public enum LiveResources {
  private static let closers = Mutex<[@Sendable () -> Void]>([])

  /// Adds `close`, which ends everything one live service keeps open.
  public static func register(_ close: @escaping @Sendable () -> Void) { closers.withLock { $0.append(close) } }

  /// Ends all live work that is open.
  public static func closeAll() {
    for close in closers.withLock({ $0 }) { close() }
  }
}
