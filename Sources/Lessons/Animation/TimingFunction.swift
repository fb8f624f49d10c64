/// A media timing function: the cubic Bézier that turns a fraction of an animation's time into a
/// fraction of its change.
///
/// The curve runs from (0, 0) to (1, 1); two control points, four numbers, shape it. The x axis is
/// the fraction of the duration that has passed, the y axis how much of the change has happened
/// (Programming iOS 8, ch. 4). A control point's x must lie in 0…1 so that time never runs
/// backwards; its y may leave 0…1, which makes the value overshoot (Apple's documented API).
///
/// `value(at:)` solves x(t) = x for the curve parameter t and returns y(t), within 1e-8 of an
/// exact bisection (`referenceValue(at:)`): it starts from a table of t sampled at evenly spaced
/// x, then takes guarded Newton steps until the error it can still make is far below that bound.
/// Past x = 0.5 both solve the curve backwards from its end, at 1 − x, which keeps a steep end
/// (control points on the square's edge) as precise as the start.
public struct TimingFunction: Sendable, CustomStringConvertible {
  /// Core Animation's named curves.
  public enum Name: String, CaseIterable, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut
    case `default`

    /// The control points x1, y1, x2, y2 of the named curve.
    ///
    /// EaseInEaseOut's (0.42, 0, 0.58, 1) is the one Programming iOS 8, ch. 4 gives; the others
    /// are Apple's documented values for the kCAMediaTimingFunction constants.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
      switch self {
      case .linear: (0, 0, 1, 1)
      case .easeIn: (0.42, 0, 1, 1)
      case .easeOut: (0, 0, 0.58, 1)
      case .easeInEaseOut: (0.42, 0, 0.58, 1)
      case .default: (0.25, 0.1, 0.25, 1)
      }
    }
  }

  public let x1: Double
  public let y1: Double
  public let x2: Double
  public let y2: Double

  /// The polynomials and tables, shared: every animation holds a timing function and is read
  /// every frame, so a copy is the four numbers and one reference.
  let solver: Solver

  /// What solving the curve needs, made once with the curve.
  final class Solver: Sendable {
    /// The curve from its start, solved for x ≤ 0.5.
    let lower: Half
    /// The curve read backwards from its end (control points mirrored through (0.5, 0.5)), solved
    /// at 1 − x for x > 0.5, where 1 − x is exact: so the end is as precise as the start.
    let upper: Half
    /// Both halves' tables of t, the lower's first.
    let tables: [Double]
    /// True when y(t) is x(t), so y(x) = x: no solving needed.
    let isIdentity: Bool

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
      isIdentity = x1 == y1 && x2 == y2
      lower = Half(x1, y1, x2, y2)
      upper = Half(1 - x2, 1 - y2, 1 - x1, 1 - y1)
      tables = isIdentity ? [] : lower.table() + upper.table()
    }

    /// `TimingFunction.value(at:)`, here so that a frame can ease through the solver alone.
    func value(at fraction: Double) -> Double {
      guard fraction > 0 else { return 0 }
      guard fraction < 1 else { return 1 }
      if isIdentity { return fraction }
      return tables.withUnsafeBufferPointer { tables in
        if fraction <= 0.5 {
          return lower.y(lower.parameter(at: fraction, table: UnsafeBufferPointer(rebasing: tables[..<Half.count])))
        }
        return 1 - upper.y(upper.parameter(at: 1 - fraction, table: UnsafeBufferPointer(rebasing: tables[Half.count...])))
      }
    }
  }

  /// The tables' resolution: t is tabled at x = i / 256.
  static let cells = 256

  public static let linear = TimingFunction(named: .linear)
  public static let easeIn = TimingFunction(named: .easeIn)
  public static let easeOut = TimingFunction(named: .easeOut)
  public static let easeInEaseOut = TimingFunction(named: .easeInEaseOut)
  public static let `default` = TimingFunction(named: .default)

  /// The named curve's function.
  public static func named(_ name: Name) -> TimingFunction {
    switch name {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInEaseOut: .easeInEaseOut
    case .default: .default
    }
  }

  private init(named name: Name) {
    let points = name.controlPoints
    self.init(unchecked: points.x1, points.y1, points.x2, points.y2)
  }

  /// A curve through custom control points, as `init(controlPoints:::)` makes one.
  ///
  /// Both x values must lie in 0…1 and every value must be a finite number (Apple's documented
  /// API); the error says which number is wrong and why.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(CommandError) {
    for (label, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
      guard value.isFinite, abs(value) <= Arguments.numberLimit else {
        throw CommandError(
          "control point \(label) is \(Format.number(value)), not a finite number",
          suggestion: "four numbers X1,Y1,X2,Y2, for example 0.9,0.1,0.7,0.9")
      }
    }
    for (label, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
      throw CommandError(
        "control point \(label) \(Format.number(value, places: 4)) is outside 0…1: x is a fraction of the duration, "
          + "and time cannot run backwards (Apple's documented API)",
        suggestion: "keep x1 and x2 within 0…1; y1 and y2 may leave it to overshoot")
    }
    self.init(unchecked: x1, y1, x2, y2)
  }

  init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1 == 0 ? 0 : x1, y1 == 0 ? 0 : y1, x2 == 0 ? 0 : x2, y2 == 0 ? 0 : y2)
    solver = Solver(self.x1, self.y1, self.x2, self.y2)
  }

  /// The named curve these control points are, if any.
  public var name: Name? {
    Name.allCases.first { name in
      let points = name.controlPoints
      return points.x1 == x1 && points.y1 == y1 && points.x2 == x2 && points.y2 == y2
    }
  }

  /// `easeIn`, or the control points `0.9,0.1,0.7,0.9` (up to 4 decimals), as `init(parsing:)` reads them.
  public var description: String {
    name?.rawValue ?? [x1, y1, x2, y2].map { Format.number($0, places: 4) }.joined(separator: ",")
  }

  /// The fraction of the change at `fraction` of the time, within 1e-8 of the exact curve.
  ///
  /// A fraction outside 0…1 is clamped: before the start nothing has changed, after the end all.
  public func value(at fraction: Double) -> Double { solver.value(at: fraction) }

  /// The exact value at `fraction`, by bisection on t to the last bit: the reference the error
  /// bound is measured against.
  public func referenceValue(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    if fraction <= 0.5 { return solver.lower.y(solver.lower.bisect(fraction)) }
    return 1 - solver.upper.y(solver.upper.bisect(1 - fraction))
  }
}

extension TimingFunction {
  /// One end's half of a curve: its polynomials, and how to table t for 0 ≤ x ≤ 0.5.
  struct Half: Sendable {
    let curve: BezierPolynomial

    /// How many entries a half's table has: t at x = i / cells for i in 0...cells / 2.
    static let count = TimingFunction.cells / 2 + 1

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
      curve = BezierPolynomial(x1, y1, x2, y2)
    }

    /// The table, solved by bisection when the curve is made.
    func table() -> [Double] {
      (0..<Self.count).map { curve.bisect(Double($0) / Double(TimingFunction.cells)) }
    }

    func y(_ t: Double) -> Double { curve.y(t) }

    func bisect(_ x: Double) -> Double { curve.bisect(x) }

    /// The curve parameter t whose x(t) is `x` (0 < x ≤ 0.5).
    ///
    /// Newton steps start from the table, inside the bracket of the table's cell; a step that
    /// would leave the bracket is replaced by halving it. The loop ends once the error the last
    /// step can have left in y, estimated from the curve's second derivative, is below 1e-10.
    func parameter(at x: Double, table: UnsafeBufferPointer<Double>) -> Double {
      let scaled = x * Double(TimingFunction.cells)
      let cell = min(Int(scaled), table.count - 2)
      let (lowStart, highStart) = (table[cell], table[cell + 1])
      var low = lowStart
      var high = highStart
      var t = low + (high - low) * (scaled - Double(cell))
      for _ in 0..<64 {
        let error = curve.x(t) - x
        if error == 0 { return t }
        if error > 0 { high = t } else { low = t }
        let slope = curve.slopeX(t)
        let step = error / slope
        let next = t - step
        guard next > low, next < high else {
          t = 0.5 * (low + high)
          if high - low < 1e-15 { return t }
          continue
        }
        // Newton's error after this step is about |x''| / (2|x'|) · step², in t; times |y'| in y.
        if abs(curve.bendX(t) * curve.slopeY(t)) * step * step <= 2e-10 * abs(slope) { return next }
        t = next
      }
      return t
    }
  }
}

extension TimingFunction: Hashable {
  /// Two timing functions are equal when their control points are.
  public static func == (lhs: TimingFunction, rhs: TimingFunction) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  public func hash(into hasher: inout Hasher) {
    for value in [x1, y1, x2, y2] { hasher.combine(value) }
  }
}
