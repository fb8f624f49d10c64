/// An animation in a layer's animations list: a copy of what was added, under its key.
///
/// The list is drawn in the order animations were added; adding under a key already in use
/// removes the old one (the exclusivity rule), and a nil key is never replaced (Programming
/// iOS 8, ch. 4).
public struct AttachedAnimation: Hashable, Sendable {
  /// A number for listings and callbacks: `#3`.
  public var serial: Int
  public var key: String?
  public var spec: AnimationSpec
  /// Where it came from, for listings: `animate`, `implicit`, or the name it was built under.
  public var origin: String
  /// When it starts, seconds on its layer's clock; nil until the redraw moment commits it.
  public var begin: Double?
  /// The duration and timing function of the transaction it was ordered in, if set.
  public var transactionDuration: Double?
  public var transactionTiming: TimingFunction?
  /// The animation as added, while from, to or by left unset wait for the redraw moment: Core
  /// Animation reads the presentation and the model then, not when the animation is added.
  public var unresolved: AnimationSpec?
  /// Whether animationDidStart has been sent.
  public var started = false
  /// Whether animationDidStop has been sent; it then stays only while it fills.
  public var stopped = false
  /// For an animation UIView ordered (animate, spring, keyframes, transition): whether its
  /// options held allowUserInteraction; nil for one added through Core Animation.
  ///
  /// While a UIView animation is in flight its view receives no touches unless it was ordered
  /// with allowUserInteraction (Programming iOS 8, ch. 4).
  public var allowsUserInteraction: Bool?

  /// The animation's own timing, its begin placed on the layer's clock (for charts).
  var placedTiming: MediaTiming {
    var timing = spec.timing
    timing.beginTime += begin ?? 0
    return timing
  }
}

/// A completion block waiting for the animations ordered with it: a UIView animation's, or a
/// transaction's.
///
/// It runs once every one of them has stopped, with finished false if any was removed before
/// its end; it runs at once when nothing was animated (Programming iOS 8, ch. 4).
public struct CompletionGroup: Hashable, Sendable {
  public var text: String
  /// The serials of the animations still playing.
  public var waiting: [Int]
  public var finished = true
  /// True for a transaction's completion block, which has no finished flag.
  public var isTransaction = false
}

/// An explicit CATransaction, or the implicit one of the current run-loop turn.
public struct Transaction: Hashable, Sendable {
  public var duration: Double?
  public var timing: TimingFunction?
  public var disableActions = false
  public var completion: String?
  /// Animations ordered while it was open, nested transactions' included [design].
  public var ordered: [Int] = []
}
