extension KeyframeInterpolator {
  /// The Kochanek–Bartels tangents leaving and arriving at each value.
  ///
  /// Leaving value i: ((1−t)(1+b)(1−c)/2)·(pᵢ − pᵢ₋₁) + ((1−t)(1−b)(1+c)/2)·(pᵢ₊₁ − pᵢ); arriving:
  /// the same with the continuity terms swapped. The ends repeat their value beyond the curve, so
  /// the first and last tangents are half the first and last chords [design].
  static func tangents(_ points: [[Double]], tension: [Double], continuity: [Double], bias: [Double]) -> (
    outgoing: [[Double]], incoming: [[Double]]
  ) {
    var outgoing: [[Double]] = []
    var incoming: [[Double]] = []
    for index in points.indices {
      let previous = points[max(index - 1, 0)]
      let current = points[index]
      let next = points[min(index + 1, points.count - 1)]
      let (t, c, b) = (tension[index], continuity[index], bias[index])
      let back = zip(current, previous).map(-)
      let ahead = zip(next, current).map(-)
      let outBack = (1 - t) * (1 + b) * (1 - c) / 2
      let outAhead = (1 - t) * (1 - b) * (1 + c) / 2
      let inBack = (1 - t) * (1 + b) * (1 + c) / 2
      let inAhead = (1 - t) * (1 - b) * (1 - c) / 2
      outgoing.append(zip(back, ahead).map { outBack * $0 + outAhead * $1 })
      incoming.append(zip(back, ahead).map { inBack * $0 + inAhead * $1 })
    }
    return (outgoing, incoming)
  }

  /// The cubic Hermite segment from value `index` to the next at parameter `u` in 0…1.
  func hermite(_ index: Int, _ u: Double) -> [Double] {
    let (u2, u3) = (u * u, u * u * u)
    let h00 = 2 * u3 - 3 * u2 + 1
    let h10 = u3 - 2 * u2 + u
    let h01 = -2 * u3 + 3 * u2
    let h11 = u3 - u2
    let (p0, p1, m0, m1) = (points[index], points[index + 1], outgoing[index], incoming[index + 1])
    return p0.indices.map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
  }

  /// The velocity dC/du of segment `index` at `u`.
  static func velocity(_ points: [[Double]], _ outgoing: [[Double]], _ incoming: [[Double]], _ index: Int, _ u: Double)
    -> [Double]
  {
    let (d00, d10, d01, d11) = slopes(u)
    let (p0, p1, m0, m1) = (points[index], points[index + 1], outgoing[index], incoming[index + 1])
    return p0.indices.map { d00 * p0[$0] + d10 * m0[$0] + d01 * p1[$0] + d11 * m1[$0] }
  }

  /// The speed |dC/du| of segment `index` at `u`.
  static func speed(_ points: [[Double]], _ outgoing: [[Double]], _ incoming: [[Double]], _ index: Int, _ u: Double) -> Double {
    let (d00, d10, d01, d11) = slopes(u)
    let (p0, p1, m0, m1) = (points[index], points[index + 1], outgoing[index], incoming[index + 1])
    var sum = 0.0
    for k in p0.indices {
      let d = d00 * p0[k] + d10 * m0[k] + d01 * p1[k] + d11 * m1[k]
      sum += d * d
    }
    return sum.squareRoot()
  }

  /// The Hermite basis functions' derivatives at `u`.
  private static func slopes(_ u: Double) -> (Double, Double, Double, Double) {
    let u2 = u * u
    return (6 * u2 - 6 * u, 3 * u2 - 4 * u + 1, -6 * u2 + 6 * u, 3 * u2 - 2 * u)
  }

  /// Arc length of segment `index` between parameters `from` and `to`: 5-point Gauss–Legendre.
  static func arcLength(
    _ points: [[Double]], _ outgoing: [[Double]], _ incoming: [[Double]], _ index: Int, from: Double, to: Double
  ) -> Double {
    let nodes = [0, -0.538_469_310_105_683_1, 0.538_469_310_105_683_1, -0.906_179_845_938_664, 0.906_179_845_938_664]
    let weights = [
      0.568_888_888_888_888_9, 0.478_628_670_499_366_5, 0.478_628_670_499_366_5, 0.236_926_885_056_189_1, 0.236_926_885_056_189_1,
    ]
    let half = (to - from) / 2
    let middle = (to + from) / 2
    var sum = 0.0
    for (node, weight) in zip(nodes, weights) {
      sum += weight * speed(points, outgoing, incoming, index, middle + half * node)
    }
    return sum * half
  }

  /// For each segment, the arc length from its start at u = 0, 1/16, …, 1.
  static func arcTable(_ points: [[Double]], _ outgoing: [[Double]], _ incoming: [[Double]]) -> [[Double]] {
    (0..<max(points.count - 1, 0)).map { index in
      var running = 0.0
      var lengths = [0.0]
      for step in 0..<arcSteps {
        let from = Double(step) / Double(arcSteps)
        let to = Double(step + 1) / Double(arcSteps)
        running += arcLength(points, outgoing, incoming, index, from: from, to: to)
        lengths.append(running)
      }
      return lengths
    }
  }

  /// The parameter u of segment `index` at which the arc from its start is `length` long: the
  /// table's step, then Newton steps on the exact arc length within it, kept inside the step by
  /// halving it wherever the curve slows to a stop (a cusp).
  func parameter(_ index: Int, arcLength length: Double) -> Double {
    let table = arcInSegment[index]
    guard let total = table.last, total > 0 else { return 0 }
    let target = min(max(length, 0), total)
    var step = 0
    while step + 1 < Self.arcSteps, table[step + 1] <= target { step += 1 }
    let start = Double(step) / Double(Self.arcSteps)
    var low = start
    var high = Double(step + 1) / Double(Self.arcSteps)
    let span = table[step + 1] - table[step]
    var u = span > 0 ? low + (target - table[step]) / span * (high - low) : low
    for _ in 0..<60 {
      let error = table[step] + Self.arcLength(points, outgoing, incoming, index, from: start, to: u) - target
      if abs(error) <= 1e-12 * max(total, 1) { break }
      if error > 0 { high = u } else { low = u }
      let speed = Self.speed(points, outgoing, incoming, index, u)
      let next = speed > 0 ? u - error / speed : .nan
      u = next > low && next < high ? next : 0.5 * (low + high)
      if high - low < 1e-15 { break }
    }
    return u
  }
}
