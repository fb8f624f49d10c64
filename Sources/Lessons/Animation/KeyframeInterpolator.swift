#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A keyframe animation's values over its duration: CAKeyframeAnimation's interpolation.
///
/// `values` include the start and the end; `keyTimes` say when each is reached, as fractions
/// 0…1 of the duration, rising from 0 to 1; `timingFunctions` ease each segment between two
/// values, so there is one fewer than values (Programming iOS 8, ch. 4). Without keyTimes the
/// values are spread evenly. The calculation mode decides what happens in between:
///
/// - linear (the default): straight from value to value;
/// - discrete: no interpolation, a jump at each key time;
/// - paced: straight lines, with keyTimes and timingFunctions ignored and time spread by
///   distance so the speed is constant;
/// - cubic: a smooth curve through every value, a Kochanek–Bartels spline, which with tension,
///   continuity and bias all 0 (their default) is the Catmull–Rom spline [design];
/// - cubicPaced: that curve travelled at constant speed along its arc length.
///
/// Discrete mode takes one key time per value (each value holds from its key time to the next,
/// the last only from its key time), or, as Apple documents it, one more than the values (value i
/// holds between key times i and i + 1) (Apple's documented API).
public struct KeyframeInterpolator: Hashable, Sendable {
  /// How values are filled in between keyframes (kCAAnimationLinear and the others).
  public enum CalculationMode: String, CaseIterable, Sendable {
    case linear, discrete, paced, cubic, cubicPaced

    var isPaced: Bool { self == .paced || self == .cubicPaced }
  }

  /// Whether a layer moved along a path turns to face along it (CAKeyframeAnimation's
  /// `rotationMode`): its rotation is the path's direction, or that turned half round.
  public enum RotationMode: String, CaseIterable, Sendable {
    case rotateAuto, rotateAutoReverse
  }

  public let values: [AnimatableValue]
  public let mode: CalculationMode
  /// The path the point follows from keyframe to keyframe, nil for values; its points are the
  /// values (Apple's documented API: a path overrides `values`).
  public let path: KeyframePath?
  /// Whether the layer turns along the path; nil when it keeps its rotation.
  public let rotationMode: RotationMode?
  /// The key times in use: as given, spread evenly, or by distance in the paced modes.
  public let keyTimes: [Double]
  /// One per segment, or none (linear segments); none in the paced modes.
  public let timingFunctions: [TimingFunction]
  /// The cubic modes' Kochanek–Bartels parameters, one per value (0 unless given).
  public let tension: [Double]
  public let continuity: [Double]
  public let bias: [Double]

  let kind: AnimatableValue.Kind
  /// Each value's components.
  let points: [[Double]]
  /// The cubic modes' tangents: leaving each value, and arriving at it.
  let outgoing: [[Double]]
  let incoming: [[Double]]
  /// cubicPaced: arc length at each value, and within each segment at 16 even steps of its parameter.
  let arcAtValue: [Double]
  let arcInSegment: [[Double]]

  /// One step of the parameter table cubicPaced inverts.
  static let arcSteps = 16

  /// Checks and prepares a keyframe animation; each error names the pitfall it is.
  ///
  /// With a `path`, the values are the path's points and between two of them the point follows
  /// the path's segment: by its own parameter in the linear and cubic modes [design: Apple
  /// documents no parameterization], at an even speed along its length in the paced modes.
  public init(
    values: [AnimatableValue], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    mode: CalculationMode = .linear, tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil,
    path: KeyframePath? = nil, rotationMode: RotationMode? = nil
  ) throws(CommandError) {
    if let path, path.elements.isEmpty {
      throw CommandError("the path is empty: it needs its start, move(to:), and a segment", suggestion: "path p move 0 0")
    }
    let values = path.map { $0.points.map(AnimatableValue.point) } ?? values
    let kind = try Self.checkValues(values)
    let count = values.count
    self.values = values
    self.mode = mode
    self.path = path
    self.rotationMode = rotationMode
    self.kind = kind
    points = values.map(\.components)
    self.tension = try Self.checkSpline(tension, "tension", count: count)
    self.continuity = try Self.checkSpline(continuity, "continuity", count: count)
    self.bias = try Self.checkSpline(bias, "bias", count: count)
    if mode.isPaced {
      self.timingFunctions = []
    } else {
      self.timingFunctions = try Self.checkTimingFunctions(timingFunctions, count: count)
    }
    if let path {
      (outgoing, incoming) = path.tangents
    } else if mode == .cubic || mode == .cubicPaced {
      (outgoing, incoming) = Self.tangents(points, tension: self.tension, continuity: self.continuity, bias: self.bias)
    } else {
      (outgoing, incoming) = ([], [])
    }
    switch mode {
    case .paced where path == nil:
      self.keyTimes = Self.pacedTimes(lengths: zip(points, points.dropFirst()).map { Self.distance($0, $1) })
      (arcAtValue, arcInSegment) = ([], [])
    case .paced, .cubicPaced:
      let table = Self.arcTable(points, outgoing, incoming)
      self.keyTimes = Self.pacedTimes(lengths: table.map { $0.last ?? 0 })
      arcInSegment = table
      arcAtValue = table.reduce(into: [0]) { $0.append(($0.last ?? 0) + ($1.last ?? 0)) }
    case .linear, .discrete, .cubic:
      self.keyTimes = try Self.checkKeyTimes(keyTimes, count: count, discrete: mode == .discrete)
      (arcAtValue, arcInSegment) = ([], [])
    }
  }

  /// The value at `fraction` of the duration (clamped to 0…1).
  public func value(at fraction: Double) -> AnimatableValue {
    let components = self.components(at: fraction)
    return AnimatableValue(kind: kind, components: components) ?? values[0]
  }

  /// The value at `fraction` in a cumulative animation's repetition `repeats`.
  ///
  /// Each repetition starts where the previous ended, so it adds repeats · (last − first)
  /// (Programming iOS 8, ch. 4).
  public func value(at fraction: Double, cumulativeRepeats repeats: Int) -> AnimatableValue {
    guard repeats != 0, let last = points.last else { return value(at: fraction) }
    let shift = zip(points[0], last).map { ($1 - $0) * Double(repeats) }
    let components = zip(self.components(at: fraction), shift).map(+)
    return AnimatableValue(kind: kind, components: components) ?? values[0]
  }

  /// Where `fraction` falls: the segment (from value `index` to the next) and how far along it,
  /// after that segment's timing function; for step-through display.
  public func segment(at fraction: Double) -> (index: Int, fraction: Double) {
    let f = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
    let count = points.count
    if count == 1 { return (0, 0) }
    if mode == .discrete {
      // The last key time at or before f decides; Apple's extra final key time only closes the last value.
      var index = 0
      while index + 1 < keyTimes.count, keyTimes[index + 1] <= f { index += 1 }
      return (min(index, count - 1), 0)
    }
    if f >= 1 { return (count - 2, 1) }
    var index = 0
    while index + 2 < keyTimes.count, keyTimes[index + 1] <= f { index += 1 }
    let span = keyTimes[index + 1] - keyTimes[index]
    let linear = span > 0 ? (f - keyTimes[index]) / span : 1
    let eased = timingFunctions.isEmpty ? linear : timingFunctions[index].value(at: linear)
    return (index, eased)
  }

  func components(at fraction: Double) -> [Double] {
    let (index, u) = place(at: fraction)
    if points.count == 1 || mode == .discrete { return points[index] }
    guard followsCurve else { return zip(points[index], points[index + 1]).map { $0 + ($1 - $0) * u } }
    return hermite(index, u)
  }

  /// Whether the value moves along a cubic piece between keyframes (a spline's, or a path's
  /// segment) rather than straight.
  private var followsCurve: Bool { path != nil || mode == .cubic || mode == .cubicPaced }

  /// The segment at `fraction` and the parameter on it: `segment(at:)`'s, or in the paced modes
  /// along a curve, the parameter where the arc is the fraction of the whole length.
  private func place(at fraction: Double) -> (index: Int, u: Double) {
    let (index, u) = segment(at: fraction)
    guard points.count > 1, mode.isPaced, followsCurve else { return (index, u) }
    let f = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
    return (index, parameter(index, arcLength: f * (arcAtValue.last ?? 0) - arcAtValue[index]))
  }

  /// The layer's rotation at `fraction` when it turns along its path (`rotationMode`): the
  /// direction the path heads there, in radians clockwise on screen, half a turn more for
  /// rotateAutoReverse; nil when it keeps its own.
  ///
  /// Where the path stops (a cusp, or a discrete jump) the direction of the segment's chord
  /// stands in [design].
  public func rotation(at fraction: Double) -> Double? {
    guard let rotationMode, path != nil, points.count > 1 else { return nil }
    var (index, u) = place(at: fraction)
    if index >= points.count - 1 { (index, u) = (points.count - 2, 1) }
    var heading = Self.velocity(points, outgoing, incoming, index, mode == .discrete ? 0 : u)
    if heading[0] == 0 && heading[1] == 0 { heading = zip(points[index + 1], points[index]).map(-) }
    let angle = heading[0] == 0 && heading[1] == 0 ? 0 : atan2(heading[1], heading[0])
    return rotationMode == .rotateAutoReverse ? angle + .pi : angle
  }

  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
  }

  /// Key times proportional to the running total of `lengths`; even when there is no length.
  static func pacedTimes(lengths: [Double]) -> [Double] {
    let total = lengths.reduce(0, +)
    guard total > 0 else { return evenTimes(lengths.count + 1) }
    var running = 0.0
    var times = [0.0]
    for length in lengths.dropLast() {
      running += length
      times.append(running / total)
    }
    return times + [1]
  }

  static func evenTimes(_ count: Int) -> [Double] {
    count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
  }
}
