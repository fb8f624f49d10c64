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

  public let values: [AnimatableValue]
  public let mode: CalculationMode
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
  public init(
    values: [AnimatableValue], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    mode: CalculationMode = .linear, tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil
  ) throws(CommandError) {
    let kind = try Self.checkValues(values)
    let count = values.count
    self.values = values
    self.mode = mode
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
    if mode == .cubic || mode == .cubicPaced {
      (outgoing, incoming) = Self.tangents(points, tension: self.tension, continuity: self.continuity, bias: self.bias)
    } else {
      (outgoing, incoming) = ([], [])
    }
    switch mode {
    case .paced:
      self.keyTimes = Self.pacedTimes(lengths: zip(points, points.dropFirst()).map { Self.distance($0, $1) })
      (arcAtValue, arcInSegment) = ([], [])
    case .cubicPaced:
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
    let (index, u) = segment(at: fraction)
    if points.count == 1 || mode == .discrete { return points[index] }
    switch mode {
    case .linear, .paced, .discrete:
      return zip(points[index], points[index + 1]).map { $0 + ($1 - $0) * u }
    case .cubic:
      return hermite(index, u)
    case .cubicPaced:
      let f = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
      let target = f * (arcAtValue.last ?? 0) - arcAtValue[index]
      return hermite(index, parameter(index, arcLength: target))
    }
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
