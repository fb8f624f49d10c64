/// The workloads `make bench` times for the animation chapter, kept in this module so the
/// models are compiled as the chapter uses them.
public enum AnimationWorkload {
  /// A seeded random number generator (SplitMix64): the same numbers on every run and machine.
  public struct SeededGenerator: RandomNumberGenerator, Sendable {
    var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A Double in 0..<1 with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
  }

  /// The five named curves, curves whose control points sit on the edges of the unit square
  /// (where x'(t) vanishes at an end), and `random` seeded ones: x in 0…1, y in −0.5…1.5.
  public static func curves(random: Int, seed: UInt64) -> [TimingFunction] {
    var generator = SeededGenerator(seed: seed)
    let edges: [(Double, Double, Double, Double)] = [
      (0, 1, 1, 0), (1, 0, 0, 1), (0, 0, 0, 1), (1, 0, 1, 1), (0, 1, 0, 1), (1, 0, 1, 0), (0.9, 0.1, 0.7, 0.9),
      (0, -0.5, 0, 1.5), (1, 1.5, 1, -0.5),
    ]
    let named = TimingFunction.Name.allCases.map(TimingFunction.named)
    let edged = edges.map { TimingFunction(unchecked: $0.0, $0.1, $0.2, $0.3) }
    let seeded = (0..<random).map { _ in
      TimingFunction(
        unchecked: generator.unit(), generator.unit() * 2 - 0.5, generator.unit(), generator.unit() * 2 - 0.5)
    }
    return named + edged + seeded
  }

  /// The largest |f(x) − reference(x)| over `grid` + 1 evenly spaced x and the given extra ones.
  public static func maximumError(
    of evaluate: (Double) -> Double, against function: TimingFunction, grid: Int, extra: [Double] = []
  ) -> Double {
    var worst = 0.0
    for index in 0...grid {
      let x = Double(index) / Double(grid)
      worst = max(worst, abs(evaluate(x) - function.referenceValue(at: x)))
    }
    for x in extra { worst = max(worst, abs(evaluate(x) - function.referenceValue(at: x))) }
    return worst
  }

  /// What one run of the curves benchmark measured.
  public struct CurvesRun: Sendable {
    public var evaluations: Int
    public var model: Duration
    public var peer: Duration
    /// Largest error against bisection of `TimingFunction` and of the WebKit port.
    public var modelError: Double
    public var peerError: Double
  }

  /// Evaluates `perCurve` seeded fractions on each of `curves(random:seed:)` with
  /// `TimingFunction` and with the WebKit port, timing each, and measures both one's maximum
  /// error against bisection over a 2,001-point grid and the first 2,000 of those fractions.
  public static func curvesRun(random: Int = 45, perCurve: Int = 20_000, measureErrors: Bool = true) -> CurvesRun {
    let functions = curves(random: random, seed: 2024)
    let peers = functions.map(WebKitUnitBezier.init)
    var generator = SeededGenerator(seed: 99)
    let inputs = (0..<perCurve).map { _ in generator.unit() }
    let clock = ContinuousClock()

    var modelSum = 0.0
    var start = clock.now
    for function in functions {
      for x in inputs { modelSum += function.value(at: x) }
    }
    let model = clock.now - start
    var peerSum = 0.0
    start = clock.now
    for peer in peers {
      for x in inputs { peerSum += peer.value(at: x) }
    }
    let peerTime = clock.now - start
    // Both sums are of the same curves at the same points; the port's error is below 1e-5 each.
    precondition(abs(modelSum - peerSum) < 1e-5 * Double(inputs.count * functions.count), "the curve solvers disagree")

    var modelError = 0.0
    var peerError = 0.0
    if measureErrors {
      let extra = Array(inputs.prefix(2_000))
      for (function, peer) in zip(functions, peers) {
        modelError = max(modelError, maximumError(of: function.value, against: function, grid: 2_000, extra: extra))
        peerError = max(peerError, maximumError(of: peer.value, against: function, grid: 2_000, extra: extra))
      }
    }
    return CurvesRun(
      evaluations: inputs.count * functions.count, model: model, peer: peerTime, modelError: modelError, peerError: peerError)
  }
}
