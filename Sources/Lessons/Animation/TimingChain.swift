/// An animation with everything above it that has a clock: layers, then groups.
///
/// Times compose from the outside in: a layer's local time is its superlayer's time through its
/// own beginTime, speed and timeOffset; a top-level group or animation reads its layer's local
/// time; a group's child reads the group's local time, so its beginTime counts from the group's
/// start and it never plays past the group's duration (Programming iOS 8, ch. 4). A child without
/// a duration or timing function of its own inherits the group's; a top-level animation without
/// them takes the transaction's, else 0.25 s and linear.
///
/// Once a group is over but holds its last frame (fill forwards), its children are evaluated at
/// that frame as the moment their play closes, so a child ending with the group holds its last
/// frame too [design].
public struct TimingChain: Hashable, Sendable {
  /// The layers from the outermost superlayer down to the animation's own layer.
  public var layers: [MediaTiming]
  /// The groups from the outermost down to the animation's own group.
  public var groups: [MediaTiming]
  public var animation: MediaTiming
  /// The duration of the transaction the animation was ordered in, if it set one.
  public var transactionDuration: Double?
  /// The timing function of the transaction the animation was ordered in, if it set one.
  public var transactionTiming: TimingFunction?

  public init(
    layers: [MediaTiming] = [], groups: [MediaTiming] = [], animation: MediaTiming, transactionDuration: Double? = nil,
    transactionTiming: TimingFunction? = nil
  ) {
    self.layers = layers
    self.groups = groups
    self.animation = animation
    self.transactionDuration = transactionDuration
    self.transactionTiming = transactionTiming
  }

  /// Where the animation is at `time`, seconds on the outermost clock (the media clock).
  public func phase(at time: Double) -> TimingPhase {
    var units = MediaTiming.units(time)
    for layer in layers { units = layer.localUnits(fromParentUnits: units) }
    return phase(atParentUnits: units)
  }

  /// Where the animation is at `units` of its outermost group's (or, without groups, its own)
  /// parent clock: the layers' time already applied.
  func phase(atParentUnits parent: Double) -> TimingPhase {
    var units = parent
    var closing = false
    var duration = transactionDuration
    var timing = transactionTiming ?? .linear
    var isChild = false
    for group in groups {
      let phase = group.evaluate(units, closing: closing, duration: duration, timing: timing, isChild: isChild)
      switch phase {
      case .before: return .before
      case .finished: return .finished
      case .removed: return .removed
      case .filledBefore(let frame), .active(let frame):
        units = frame.localUnits
      case .filledAfter(let frame):
        units = frame.localUnits
        closing = true
      }
      duration = group.resolvedDuration(inherited: duration)
      timing = group.timingFunction ?? timing
      isChild = true
    }
    return animation.evaluate(units, closing: closing, duration: duration, timing: timing, isChild: isChild)
  }

  /// Where the animation is at the virtual clock's `time`.
  public func phase(at time: VirtualTime) -> TimingPhase { phase(at: time.seconds) }
}

extension MediaTiming {
  /// The spec's evaluator at `parent` units of the parent's time; `closing` takes the parent's
  /// moment as the end of play (the limit from before it), `isChild` keeps a finished group child
  /// attached whatever its removedOnCompletion says.
  func evaluate(
    _ parent: Double, closing: Bool, duration inherited: Double?, timing: TimingFunction?, isChild: Bool
  )
    -> TimingPhase
  {
    // The plan borrows the curve: `self` and `timing` hold it for the whole call.
    TimingPlan(self, inheriting: inherited, easing: timingFunction ?? timing).evaluate(
      parent, closing: closing, isChild: isChild)
  }

  /// Whether the active span has begun and whether it is over at `parent` units of the parent's
  /// time, without working out the frame: what a frame's callbacks need.
  func span(at parent: Double, duration inherited: Double?) -> (begun: Bool, over: Bool) {
    TimingPlan(self, inheriting: inherited, easing: nil).span(at: parent)
  }

  /// One leg and the whole active span, in the virtual clock's units of the object's own time:
  /// the duration (or what it inherits), doubled per cycle when it autoreverses, times the
  /// repeat count, or the repeat duration when set.
  func activeLength(inheriting inherited: Double?) -> (leg: Double, total: Double) {
    let leg = max(Self.units(resolvedDuration(inherited: inherited)), 1)
    let cycle = autoreverses ? 2 * leg : leg
    return (leg, repeatDuration > 0 ? Self.units(repeatDuration) : cycle * max(repeatCount, 1))
  }
}

/// One object's timing as the evaluator reads it: its times already in the virtual clock's
/// units, the duration it inherits resolved, and the curve it eases by chosen.
///
/// `MediaTiming.evaluate` makes one for each call; an animation on a layer keeps one
/// (`AttachedAnimation.plan`), which a frame reads where it lies. It holds no reference that
/// is counted: the curve is borrowed from the timing function that owns it, so the plan must
/// not outlive that (the animation it belongs to keeps both).
struct TimingPlan: Sendable {
  /// One leg, and the whole active span, as `activeLength(inheriting:)` gives them.
  let leg: Double
  let total: Double
  /// beginTime and timeOffset in units.
  let begin: Double
  let offset: Double
  let speed: Double
  let autoreverses: Bool
  let cumulative: Bool
  let fillMode: MediaTiming.FillMode
  let removedOnCompletion: Bool
  /// The animation's own timing function, else the one lent to it; nil eases linearly.
  let curve: Unmanaged<TimingFunction.Solver>?

  /// The plan of `timing` with `inherited` as the duration its parent lends, easing by
  /// `easing`, which must outlive it.
  init(_ timing: MediaTiming, inheriting inherited: Double?, easing: TimingFunction?) {
    (leg, total) = timing.activeLength(inheriting: inherited)
    begin = MediaTiming.units(timing.beginTime)
    offset = MediaTiming.units(timing.timeOffset)
    speed = timing.speed
    autoreverses = timing.autoreverses
    cumulative = timing.cumulative
    fillMode = timing.fillMode
    removedOnCompletion = timing.removedOnCompletion
    curve = easing.map { Unmanaged.passUnretained($0.solver) }
  }

  /// Where the object is at `parent` units of its parent's time (`MediaTiming.evaluate`).
  func evaluate(_ parent: Double, closing: Bool, isChild: Bool) -> TimingPhase {
    let active = (parent - begin) * speed
    if active < 0 { return fillMode.fillsBefore ? .filledBefore(frame(at: 0, closing: false)) : .before }
    if active < total { return .active(frame(at: active, closing: false)) }
    if active == total, closing { return .active(frame(at: active, closing: true)) }
    if fillMode.fillsAfter { return .filledAfter(frame(at: total, closing: true)) }
    return removedOnCompletion && !isChild ? .removed : .finished
  }

  /// Whether no time on the media clock ends the active span: it repeats forever, and with a
  /// speed within the number limit every active time a frame reaches is finite.
  var neverEnds: Bool { total == .infinity && speed.magnitude <= Arguments.numberLimit }

  /// Whether the active span has begun and whether it is over (`MediaTiming.span`).
  func span(at parent: Double) -> (begun: Bool, over: Bool) {
    let active = (parent - begin) * speed
    return (active >= 0, active >= total)
  }

  /// The frame at `active` units into the active span; `closing` reads a cycle's end as the end
  /// of the cycle before rather than the start of the next.
  ///
  /// The fraction eases by the curve, else linearly.
  func frame(at active: Double, closing: Bool) -> TimingFrame {
    let cycle = autoreverses ? 2 * leg : leg
    let position = active + offset
    var iteration = MediaTiming.roundedDown(position / cycle)
    var phase = position - iteration * cycle
    if closing, phase == 0, position > 0 {
      iteration -= 1
      phase = cycle
    }
    let reversing = autoreverses && phase > leg
    let local = reversing ? cycle - phase : phase
    let progress = local / leg
    let count = iteration.isFinite ? Int(max(min(iteration, 1e15), -1e15)) : 0
    return TimingFrame(
      localTime: local / MediaTiming.perSecond, duration: leg / MediaTiming.perSecond, iteration: count,
      isReversing: reversing, progress: progress,
      fraction: curve?._withUnsafeGuaranteedRef { $0.value(at: progress) } ?? progress,
      cumulativeRepeats: cumulative ? count : 0, localUnits: local)
  }
}
