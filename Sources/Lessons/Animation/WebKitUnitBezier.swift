/// The benchmark peer for `TimingFunction`: a port of WebKit's UnitBezier solver.
///
/// It is WebCore's `UnitBezier` (platform/graphics/UnitBezier.h) as browsers have long used it:
/// up to eight Newton steps from t = x, then bisection, both stopping once x(t) is within
/// `epsilon` (1e-6) of x. `make bench` runs it beside `TimingFunction` to compare rate and error;
/// nothing in the chapter uses it.
public struct WebKitUnitBezier: Sendable {
  /// The polynomials WebKit precomputes, the same ones `TimingFunction` solves.
  let curve: BezierPolynomial
  public let epsilon: Double

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, epsilon: Double = 1e-6) {
    curve = BezierPolynomial(x1, y1, x2, y2)
    self.epsilon = epsilon
  }

  /// The same curve as `function`, for a side-by-side run.
  public init(_ function: TimingFunction) {
    self.init(function.x1, function.y1, function.x2, function.y2)
  }

  func solveX(_ x: Double) -> Double {
    var t2 = x
    for _ in 0..<8 {
      let x2 = curve.x(t2) - x
      if abs(x2) < epsilon { return t2 }
      let d2 = curve.slopeX(t2)
      if abs(d2) < 1e-6 { break }
      t2 -= x2 / d2
    }
    var t0 = 0.0
    var t1 = 1.0
    t2 = x
    if t2 < t0 { return t0 }
    if t2 > t1 { return t1 }
    while t0 < t1 {
      let x2 = curve.x(t2)
      if abs(x2 - x) < epsilon { return t2 }
      if x > x2 { t0 = t2 } else { t1 = t2 }
      t2 = (t1 - t0) * 0.5 + t0
    }
    return t2
  }

  /// y at `x`, as WebKit's `solve(x, epsilon)` returns it.
  public func value(at x: Double) -> Double { curve.y(solveX(x)) }
}
