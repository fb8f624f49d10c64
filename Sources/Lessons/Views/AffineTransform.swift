#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `CGAffineTransform`: six numbers with Core Graphics' row-vector semantics.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. `concatenating(t2)` applies
/// this transform and then `t2` (`CGAffineTransformConcat(self, t2)`); the apply functions
/// (`rotated`, `scaled`, `translated`) put the new step *before* the existing transform, so their
/// order reads the opposite way (Programming iOS 8, ch. 1). Angles are in degrees here; positive
/// turns clockwise on screen, where y grows downwards.
public struct AffineTransform: Hashable, Sendable {
  public var a, b, c, d, tx, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public static func scale(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// `CGAffineTransformMakeRotation`, from degrees; multiples of 90° are exact.
  public static func rotation(degrees: Double) -> AffineTransform {
    let turns = degrees.truncatingRemainder(dividingBy: 360)
    let (cosine, sine): (Double, Double) =
      switch turns {
      case 0: (1, 0)
      case 90, -270: (0, 1)
      case 180, -180: (-1, 0)
      case 270, -90: (0, -1)
      default: (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
      }
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `CGAffineTransformConcat(self, other)`: this transform first, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// `CGAffineTransformRotate(self, θ)` = `Concat(MakeRotation(θ), self)`.
  public func rotated(degrees: Double) -> AffineTransform { Self.rotation(degrees: degrees).concatenating(self) }
  /// `CGAffineTransformScale(self, sx, sy)` = `Concat(MakeScale(sx, sy), self)`.
  public func scaled(_ x: Double, _ y: Double) -> AffineTransform { Self.scale(x, y).concatenating(self) }
  /// `CGAffineTransformTranslate(self, dx, dy)` = `Concat(MakeTranslation(dx, dy), self)`.
  public func translated(_ x: Double, _ y: Double) -> AffineTransform { Self.translation(x, y).concatenating(self) }

  public var determinant: Double { a * d - b * c }

  /// Whether every entry is a number a learner could type: finite and within `Arguments.numberLimit`.
  ///
  /// Composing scales of a billion would otherwise reach infinity, then NaN.
  var isWithinLimit: Bool { [a, b, c, d, tx, ty].allSatisfy { abs($0) <= Arguments.numberLimit } }
  public var isIdentity: Bool { self == .identity }

  /// `CGAffineTransformInvert`; nil when the transform is singular (it flattens the plane).
  public func inverted() -> AffineTransform? {
    let det = determinant
    guard det.isFinite, abs(det) > 1e-12 else { return nil }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  public func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// `CGRectApplyAffineTransform`: the smallest axis-aligned rect holding the transformed corners.
  public func apply(_ rect: Rect) -> Rect { Rect.bounding(rect.corners.map(apply)) }

  /// `[a b c d tx ty]`.
  public var text: String { "[" + [a, b, c, d, tx, ty].map { Format.number($0) }.joined(separator: " ") + "]" }

  /// Whether it maps axis-aligned rectangles to axis-aligned rectangles (no rotation but by 90°, no skew).
  var keepsAxes: Bool { (abs(b) < 1e-9 && abs(c) < 1e-9) || (abs(a) < 1e-9 && abs(d) < 1e-9) }
}

extension AffineTransform: Inspectable {
  public var inspection: InspectValue {
    .record(
      text,
      [
        InspectField("a", .number(a)), InspectField("b", .number(b)), InspectField("c", .number(c)),
        InspectField("d", .number(d)), InspectField("tx", .number(tx)), InspectField("ty", .number(ty)),
      ])
  }
}

extension Rect {
  /// Top-left, top-right, bottom-right, bottom-left.
  var corners: [Point] {
    [
      origin, Point(x: origin.x + size.width, y: origin.y), Point(x: origin.x + size.width, y: origin.y + size.height),
      Point(x: origin.x, y: origin.y + size.height),
    ]
  }

  static func bounding(_ points: [Point]) -> Rect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// Whether its origin and size are finite numbers.
  var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }

  /// `CGRectContainsPoint`: the minimum edges are inside, the maximum edges are not (decision 2).
  func contains(_ point: Point) -> Bool {
    point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y && point.y < origin.y + size.height
  }
}
