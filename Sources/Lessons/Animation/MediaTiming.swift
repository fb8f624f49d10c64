/// The timing of one animation, group or layer: Core Animation's CAMediaTiming properties.
///
/// Times are seconds. An animation's `beginTime` is measured on its parent's clock (the layer's,
/// or for a group's child the group's local time), and the `beginTime` of a delayed animation does
/// not eat into its duration (Programming iOS 8, ch. 4). `phase(at:)` is the chapter spec's
/// evaluator [design], step by step:
///
/// - active time = (parent time − beginTime) · speed; below 0 the animation has not begun;
/// - a cycle is the duration, twice it when the animation autoreverses;
/// - it is over once active time reaches repeatDuration (when set) or cycle · max(repeatCount, 1);
/// - otherwise (active time + timeOffset) mod cycle places it in its cycle, the reverse leg
///   mirrored, and the timing function eases local time / duration into the fraction of change.
///
/// Outside its active span an animation shows its first frame before it begins when its fill mode
/// is backwards or both, its last frame after it ends when forwards or both, and nothing otherwise;
/// once over it is removed from its layer when `removedOnCompletion` (Programming iOS 8, ch. 4).
///
/// To be exact at frame boundaries, every time is counted in the virtual clock's units
/// (1/3,528,000,000 s, `VirtualTime`) before it is compared: beginTime 0.1 and duration 0.2 end
/// exactly on frame 18 at 60 Hz, where Double seconds would leave 0.1 + 0.2 a hair short of 0.3.
public struct MediaTiming: Hashable, Sendable {
  /// What an animation shows outside its active span.
  ///
  /// Programming iOS 8, ch. 4.
  public enum FillMode: String, CaseIterable, Sendable {
    /// kCAFillModeRemoved, the default: nothing, so the layer's own (model) value shows.
    case removed
    /// The last frame persists after the end.
    case forwards
    /// The first frame shows before the start.
    case backwards
    /// Both of the above.
    case both

    var fillsBefore: Bool { self == .backwards || self == .both }
    var fillsAfter: Bool { self == .forwards || self == .both }
  }

  /// Seconds on the parent's clock at which the animation starts.
  public var beginTime: Double
  /// One leg's length in seconds; 0 means the default.
  ///
  /// The default is the group's duration for a group's child, else the transaction's, else
  /// 0.25 s (Programming iOS 8, ch. 4).
  public var duration: Double
  /// The ratio of this object's time to its parent's: 2 plays twice as fast, 0 freezes.
  public var speed: Double
  /// A phase shift inside the looping movie.
  ///
  /// Duration 8 with offset 4 plays the second half, then the first (Programming iOS 8, ch. 4).
  public var timeOffset: Double
  /// How many cycles to play; fractions allowed, `.infinity` forever; 0 means once.
  public var repeatCount: Double
  /// How long to keep repeating, in seconds, instead of a count.
  ///
  /// Set one or the other, not both (Programming iOS 8, ch. 4).
  public var repeatDuration: Double
  /// Play each cycle forward, then backward over the same duration.
  public var autoreverses: Bool
  public var fillMode: FillMode
  /// Whether the layer drops the animation once it is over (true by default).
  public var removedOnCompletion: Bool
  /// Each repetition starts where the previous one ended (`TimingFrame.cumulativeRepeats`).
  public var cumulative: Bool
  /// CAAnimation's timing function, kept beside the CAMediaTiming properties.
  ///
  /// nil inherits the group's, else the transaction's, else linear. Layers have none.
  public var timingFunction: TimingFunction?

  /// Core Animation's duration when none is given anywhere: 0.25 s.
  ///
  /// Programming iOS 8, ch. 4.
  public static let defaultDuration = 0.25

  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0, repeatCount: Double = 0,
    repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed,
    removedOnCompletion: Bool = true, cumulative: Bool = false, timingFunction: TimingFunction? = nil
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
    self.removedOnCompletion = removedOnCompletion
    self.cumulative = cumulative
    self.timingFunction = timingFunction
  }

  /// Where a top-level animation is at `time`, seconds on its layer's clock.
  public func phase(at time: Double) -> TimingPhase {
    TimingChain(animation: self).phase(at: time)
  }

  /// Where a top-level animation is at the virtual clock's `time`.
  public func phase(at time: VirtualTime) -> TimingPhase { phase(at: time.seconds) }

  /// The duration this object plays one leg for, given what its parent would lend it.
  public func resolvedDuration(inherited: Double? = nil) -> Double {
    duration > 0 ? duration : (inherited ?? Self.defaultDuration)
  }

  /// The time on the active span's clock from the time on the parent's (no duration or repeats
  /// apply): a layer's local time, (parent − beginTime) · speed + timeOffset.
  ///
  /// A layer adopts CAMediaTiming too: speed 2 plays a 10 s animation in 5 s, and speed 0 with a
  /// timeOffset freezes every animation on it at that moment (Programming iOS 8, ch. 4).
  public func localTime(fromParent time: Double) -> Double {
    localUnits(fromParentUnits: Self.units(time)) / Self.perSecond
  }

  /// `localTime(fromParent:)` in the virtual clock's units.
  func localUnits(fromParentUnits time: Double) -> Double {
    (time - Self.units(beginTime)) * speed + Self.units(timeOffset)
  }

  /// Freezes this layer's clock at `time` on its parent's clock: speed 0, and a timeOffset that
  /// holds the moment it showed (Apple's documented recipe for pausing a layer, QA1673).
  public mutating func pause(atParentTime time: Double) {
    let now = localTime(fromParent: time)
    speed = 0
    timeOffset = now
  }

  /// Lets a paused layer's clock run again from the moment it was frozen at, with no jump
  /// (Apple's documented recipe for resuming a layer, QA1673).
  public mutating func resume(atParentTime time: Double) {
    let paused = timeOffset
    speed = 1
    timeOffset = 0
    beginTime = 0
    beginTime = localTime(fromParent: time) - paused
  }

  /// Freezes this layer and shows its animations as they are at `time` on its own clock.
  ///
  /// This is how an interactive transition scrubs a layer (Programming iOS 8, ch. 4 and ch. 6).
  public mutating func scrub(to time: Double) {
    speed = 0
    timeOffset = time
  }

  static let perSecond = Double(VirtualTime.perSecond)

  /// Seconds as a whole number of the virtual clock's units (still a Double).
  static func units(_ seconds: Double) -> Double { rounded(seconds * perSecond) }

  /// `value.rounded()`, to the nearest whole number and halves away from zero, worked out here
  /// below 2⁵² (from there on every Double is whole, and the library's answer is the value).
  ///
  /// On x86-64 without SSE4.1 `rounded()` is a call into the C library, and a frame rounds
  /// several times per animation. The result is the same to the bit, the sign of a zero
  /// included.
  @inline(__always)
  static func rounded(_ value: Double) -> Double {
    let magnitude = value.magnitude
    guard magnitude < 0x1p52 else { return value.rounded() }
    var whole = Double(Int64(magnitude))
    if magnitude - whole >= 0.5 { whole += 1 }
    return Double(signOf: value, magnitudeOf: whole)
  }

  /// `value.rounded(.down)`, worked out here below 2⁵² for the same reason.
  @inline(__always)
  static func roundedDown(_ value: Double) -> Double {
    guard value.magnitude < 0x1p52, value != 0 else { return value.rounded(.down) }
    let whole = Double(Int64(value))
    return whole > value ? whole - 1 : whole
  }
}

extension MediaTiming {
  /// Refuses timing no animation can have: a NaN anywhere, a negative duration, repeat count or
  /// repeat duration, an infinite begin time, offset or speed.
  ///
  /// Setting both a repeat count and a repeat duration is allowed (the duration wins here), but
  /// the book warns against it (Programming iOS 8, ch. 4): `warnings` says so.
  public func validate() throws(CommandError) {
    let fields: [(String, Double, Bool)] = [
      ("beginTime", beginTime, true), ("duration", duration, false), ("speed", speed, true),
      ("timeOffset", timeOffset, true), ("repeatCount", repeatCount, false), ("repeatDuration", repeatDuration, false),
    ]
    for (name, value, signed) in fields {
      guard !value.isNaN, value.isFinite || name == "repeatCount" else {
        throw CommandError("\(name) must be a finite number, not \(Format.number(value))", suggestion: "for example 0.5")
      }
      guard signed || value >= 0 else {
        throw CommandError(
          "\(name) cannot be negative (\(Format.number(value)))",
          suggestion: name == "duration" ? "0 takes the default, 0.25 s" : "0 plays once")
      }
    }
  }

  /// The settings that differ from the defaults, as listings print them.
  ///
  /// For example `repeatCount inf`, `autoreverses`, `speed 2`, `fill=forwards`.
  var settingNotes: [String] {
    var notes: [String] = []
    if repeatCount > 0 { notes.append("repeatCount \(repeatCount.isInfinite ? "inf" : Format.number(repeatCount))") }
    if repeatDuration > 0 { notes.append("repeatDuration \(Format.number(repeatDuration))") }
    if autoreverses { notes.append("autoreverses") }
    if speed != 1 { notes.append("speed \(Format.number(speed))") }
    if timeOffset != 0 { notes.append("timeOffset \(Format.number(timeOffset))") }
    if fillMode != .removed { notes.append("fill=\(fillMode.rawValue)") }
    return notes
  }

  /// Advice about timing that works but misleads.
  public var warnings: [String] {
    repeatCount > 0 && repeatDuration > 0
      ? ["both repeatCount and repeatDuration are set: repeatDuration decides; set only one (Programming iOS 8, ch. 4)"] : []
  }
}
