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
    let (leg, total) = activeLength(inheriting: inherited)
    let active = (parent - Self.units(beginTime)) * speed
    if active < 0 {
      return fillMode.fillsBefore ? .filledBefore(frame(at: 0, leg: leg, closing: false, timing: timing)) : .before
    }
    if active < total { return .active(frame(at: active, leg: leg, closing: false, timing: timing)) }
    if active == total, closing { return .active(frame(at: active, leg: leg, closing: true, timing: timing)) }
    if fillMode.fillsAfter { return .filledAfter(frame(at: total, leg: leg, closing: true, timing: timing)) }
    return removedOnCompletion && !isChild ? .removed : .finished
  }

  /// Whether the active span has begun and whether it is over at `parent` units of the parent's
  /// time, without working out the frame: what a frame's callbacks need.
  func span(at parent: Double, duration inherited: Double?) -> (begun: Bool, over: Bool) {
    let total = activeLength(inheriting: inherited).total
    let active = (parent - Self.units(beginTime)) * speed
    return (active >= 0, active >= total)
  }

  /// One leg and the whole active span, in the virtual clock's units of the object's own time:
  /// the duration (or what it inherits), doubled per cycle when it autoreverses, times the
  /// repeat count, or the repeat duration when set.
  func activeLength(inheriting inherited: Double?) -> (leg: Double, total: Double) {
    let leg = max(Self.units(resolvedDuration(inherited: inherited)), 1)
    let cycle = autoreverses ? 2 * leg : leg
    return (leg, repeatDuration > 0 ? Self.units(repeatDuration) : cycle * max(repeatCount, 1))
  }

  /// The frame at `active` units into the active span; `closing` reads a cycle's end as the end
  /// of the cycle before rather than the start of the next.
  ///
  /// The fraction eases by the animation's own timing function, else `timing` (what a group or
  /// the transaction lends), else linearly; read in place, since this runs every frame.
  func frame(at active: Double, leg: Double, closing: Bool, timing: TimingFunction?) -> TimingFrame {
    let cycle = autoreverses ? 2 * leg : leg
    let position = active + Self.units(timeOffset)
    var iteration = (position / cycle).rounded(.down)
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
      localTime: local / Self.perSecond, duration: leg / Self.perSecond, iteration: count, isReversing: reversing,
      progress: progress, fraction: timingFunction?.value(at: progress) ?? timing?.value(at: progress) ?? progress,
      cumulativeRepeats: cumulative ? count : 0,
      localUnits: local)
  }
}
