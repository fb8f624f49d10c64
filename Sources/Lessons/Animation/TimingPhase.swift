/// Where an animation is at one moment: not begun, playing, or over, and what it shows.
///
/// An animation that shows nothing leaves the layer's own (model) value on screen
/// (Programming iOS 8, ch. 4).
public enum TimingPhase: Hashable, Sendable {
  /// Not begun, and no backwards fill: shows nothing.
  case before
  /// Not begun; its fill mode (backwards or both) shows the first frame.
  case filledBefore(TimingFrame)
  /// Playing.
  case active(TimingFrame)
  /// Over; its fill mode (forwards or both) holds the last frame.
  case filledAfter(TimingFrame)
  /// Over and still attached (removedOnCompletion false, or a group's child), showing nothing.
  case finished
  /// Over and removed from its layer (removedOnCompletion, the default).
  case removed

  /// The frame shown, if any.
  public var frame: TimingFrame? {
    switch self {
    case .filledBefore(let frame), .active(let frame), .filledAfter(let frame): frame
    case .before, .finished, .removed: nil
    }
  }

  /// True once the active span is over, whatever is shown.
  public var isOver: Bool {
    switch self {
    case .filledAfter, .finished, .removed: true
    case .before, .filledBefore, .active: false
    }
  }
}

/// One frame of an animation: where it is inside its duration, and in which repetition.
public struct TimingFrame: Hashable, Sendable {
  /// Seconds into the current leg, 0…duration (it runs back down on an autoreversed leg).
  public var localTime: Double
  /// The leg's duration in seconds, as resolved (own, inherited or the 0.25 s default).
  public var duration: Double
  /// Which cycle this is, from 0 (a forward and backward leg together make one cycle).
  public var iteration: Int
  /// True on the backward leg of an autoreversing animation.
  public var isReversing: Bool
  /// localTime / duration: the fraction of time, before easing.
  public var progress: Double
  /// The fraction of change: `progress` through the timing function.
  public var fraction: Double
  /// How many whole changes (to − from) a cumulative animation adds: its iteration, else 0.
  ///
  /// Each repetition starts where the previous ended (Programming iOS 8, ch. 4).
  public var cumulativeRepeats: Int

  /// The local time in the virtual clock's units, for a group's children.
  let localUnits: Double
}
