/// The broad phase of item–item collisions: sort and sweep along x.
///
/// The items stay sorted by the left edge of their frames between steps, so an insertion sort
/// costs little more than one pass; the sweep then tests only items whose x ranges overlap, instead
/// of every pair ([design], the classic "sweep and prune").
struct SweepAndPrune: Hashable, Sendable {
  var order: [Int] = []

  /// Calls `body(a, b)` with `a < b` for every pair of `indices` whose boxes overlap within
  /// `margin`; `minX`…`maxY` are per item index.
  mutating func pairs(
    of indices: [Int], minX: [Double], maxX: [Double], minY: [Double], maxY: [Double], margin: Double,
    _ body: (Int, Int) -> Void
  ) {
    if order.count != indices.count { order = indices }
    // Insertion sort: almost no moves when the items moved little since the last step.
    for i in 1..<max(order.count, 1) {
      let item = order[i]
      let key = minX[item]
      var j = i - 1
      while j >= 0, minX[order[j]] > key || (minX[order[j]] == key && order[j] > item) {
        order[j + 1] = order[j]
        j -= 1
      }
      order[j + 1] = item
    }
    let count = order.count
    for i in 0..<count {
      let a = order[i]
      let right = maxX[a] + margin
      let top = minY[a] - margin
      let bottom = maxY[a] + margin
      var j = i + 1
      while j < count {
        let b = order[j]
        if minX[b] > right { break }
        if minY[b] <= bottom, maxY[b] >= top { a < b ? body(a, b) : body(b, a) }
        j += 1
      }
    }
  }
}
