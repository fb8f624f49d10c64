/// An animation in a layer's animations list: a copy of what was added, under its key.
///
/// The list is drawn in the order animations were added; adding under a key already in use
/// removes the old one (the exclusivity rule), and a nil key is never replaced (Programming
/// iOS 8, ch. 4).
public struct AttachedAnimation: Hashable, Sendable {
  /// A number for listings and callbacks: `#3`.
  public var serial: Int
  public var key: String?
  public var spec: AnimationSpec {
    didSet { plan = FramePlan(self) }
  }
  /// Where it came from, for listings: `animate`, `implicit`, or the name it was built under.
  public var origin: String
  /// When it starts, seconds on its layer's clock; nil until the redraw moment commits it.
  public var begin: Double?
  /// The duration and timing function of the transaction it was ordered in, if set.
  public var transactionDuration: Double? {
    didSet { plan = FramePlan(self) }
  }
  public var transactionTiming: TimingFunction? {
    didSet { plan = FramePlan(self) }
  }
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
  /// What a frame reads of it, worked out again whenever the spec or what the transaction lends
  /// changes.
  private(set) var plan = FramePlan()

  init(
    serial: Int, key: String?, spec: AnimationSpec, origin: String, begin: Double?, transactionDuration: Double?,
    transactionTiming: TimingFunction?
  ) {
    self.serial = serial
    self.key = key
    self.spec = spec
    self.origin = origin
    self.begin = begin
    self.transactionDuration = transactionDuration
    self.transactionTiming = transactionTiming
    plan = FramePlan(self)
  }

  /// The animation's own timing, its begin placed on the layer's clock (for charts).
  var placedTiming: MediaTiming {
    var timing = spec.timing
    timing.beginTime += begin ?? 0
    return timing
  }
}

/// What a frame reads of an animation on a layer, worked out from it when it changes rather than
/// on every frame: its timing plan, and a basic animation's ends and where it writes.
///
/// It holds no reference that is counted (the plan borrows the curve from the animation's
/// timing function), so a frame reads it in place in the layer's list and copies nothing that
/// must be retained. It lives only inside its animation, which keeps the curve alive.
struct FramePlan: Sendable {
  /// What the animation's value comes from.
  enum Content: Sendable {
    /// A basic animation with both ends set (`AnimationSpec.basicValue`); `path` nil writes nothing.
    case basic(from: AnimatableValue, to: AnimatableValue, path: LayerKeyPath?, additive: Bool, replacingTransform: Bool)
    /// A group: its children fold in turn, each on the group's clock.
    case group
    /// A keyframe or spring animation, read from the spec.
    case spec
    /// Nothing to write: a basic animation with an end unset, a transition, a contents animation.
    case nothing
  }

  var timing = TimingPlan(MediaTiming(), inheriting: nil, easing: nil)
  var content = Content.nothing

  init() {}

  init(_ animation: AttachedAnimation) {
    let spec = animation.spec
    timing = TimingPlan(
      spec.timing, inheriting: animation.transactionDuration, easing: spec.timing.timingFunction ?? animation.transactionTiming)
    switch spec.content {
    case .basic(let from?, let to?, _):
      content = .basic(
        from: from, to: to, path: spec.valuePath, additive: spec.additive, replacingTransform: spec.valueFunction != nil)
    case .group: content = .group
    case .keyframe, .spring: content = .spec
    case .basic, .keyframeDraft, .transition, .contents: content = .nothing
    }
  }
}

extension FramePlan: Hashable {
  /// Always equal: a plan is worked out from the rest of its animation, which is compared.
  static func == (_: FramePlan, _: FramePlan) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
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
  /// The learner's Swift closure the completion is, called back when it runs
  /// (`UIView.animate(…completion:)`, `CATransaction.setCompletionBlock`); nil for a command's
  /// text.
  public var handle: SwiftHandle?
}

/// An explicit CATransaction, or the implicit one of the current run-loop turn.
public struct Transaction: Hashable, Sendable {
  public var duration: Double?
  public var timing: TimingFunction?
  public var disableActions = false
  public var completion: String?
  /// The completion as the learner's Swift closure (`CATransaction.setCompletionBlock`).
  public var completionHandle: SwiftHandle?
  /// Animations ordered while it was open, nested transactions' included [design].
  public var ordered: [Int] = []
}
