/// What one 1/60 s step of the dynamics world did, as data for the chapter's step reports.
///
/// A step of a paused world that nothing woke does nothing: `simulated` is false and time stands
/// still (elapsedTime does not grow while the animator is paused, Programming iOS 8, ch. 4).
public struct DynamicsStep: Hashable, Sendable {
  /// Where one item is after the step.
  public struct Motion: Hashable, Sendable {
    public var name: String
    public var center: Point
    public var velocity: Vector
    public var angle: Double
    public var angularVelocity: Double
  }

  /// Whether the world moved in this step.
  public var simulated = false
  /// The animator was paused and resumed at this step (`dynamicAnimatorWillResume`).
  public var resumed = false
  /// The animator paused after this step (`dynamicAnimatorDidPause`).
  public var paused = false
  /// The animator's `elapsedTime` after the step, in seconds.
  public var elapsedTime = 0.0
  public var contacts: [DynamicsContact] = []
  /// The behaviours whose `action` ran, in the order they ran.
  public var actions: [String] = []
  /// Every item the behaviours act on, in the world's order.
  public var items: [Motion] = []
}
