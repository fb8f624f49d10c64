/// A timing curve's cubic Bézier from (0, 0) to (1, 1) as two polynomials in its parameter t.
///
/// x(t) = ((ax·t + bx)·t + cx)·t and y(t) alike, the power form of the Bézier with control points
/// (x1, y1) and (x2, y2) between the fixed ends (Programming iOS 8, ch. 4).
struct BezierPolynomial: Sendable {
  let ax: Double
  let bx: Double
  let cx: Double
  let ay: Double
  let by: Double
  let cy: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  /// dx/dt.
  func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  /// dy/dt.
  func slopeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }
  /// d²x/dt².
  func bendX(_ t: Double) -> Double { 6 * ax * t + 2 * bx }

  /// t in 0…1 with x(t) = x, by halving the bracket until it cannot shrink further.
  func bisect(_ x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while true {
      let middle = 0.5 * (low + high)
      guard middle > low, middle < high else { return middle }
      let value = self.x(middle)
      if value == x { return middle }
      if value < x { low = middle } else { high = middle }
    }
  }
}
