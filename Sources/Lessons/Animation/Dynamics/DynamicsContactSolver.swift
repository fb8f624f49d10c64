/// One contact of a step, between an item and another item or a boundary, and its impulses.
///
/// The solver is sequential impulses ([design]): each contact in turn corrects the relative
/// velocity along its normal, never pulling (the accumulated normal impulse stays ≥ 0), with
/// Coulomb friction along the tangent; a contact that approaches faster than two steps of its
/// gravity bounces back with `elasticity ×` its speed (restitution = elasticity, animation.md §3
/// item 17), a slower one just stops, so items come to rest. Overlaps left afterwards are pushed
/// apart in proportion to inverse mass.
struct DynamicsContactSolver {
  struct Contact {
    /// The item; `b` is the other item, or -1 for a boundary.
    var a: Int
    var b: Int
    /// The normal, from `a` towards `b` (or into the boundary).
    var nx: Double
    var ny: Double
    /// A boundary's plane: the item lies where `n · p < offset`.
    var offset: Double
    var penetration: Double
    var elasticity: Double
    var friction: Double
    var key: UInt64
    var point: Point
    var massFactor = 0.0
    var target = 0.0
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
  }

  /// An attachment as a rigid rod: `b` is -1 for a point anchor at (`anchorX`, `anchorY`).
  struct Rod {
    var a: Int
    var b: Int
    var anchorX: Double
    var anchorY: Double
    var length: Double
  }

  var px: [Double]
  var py: [Double]
  var vx: [Double]
  var vy: [Double]
  let hx: [Double]
  let hy: [Double]
  let inverseMass: [Double]
  var contacts: [Contact] = []
  var rods: [Rod] = []

  /// Contacts within this distance count as touching (points).
  static let touching = 0.001

  /// Prepares each contact: its effective mass and the normal speed it aims for.
  ///
  /// Only a contact that was not touching in the last step can bounce; one that goes on (an
  /// item in a pile) only stops ([design]), else a jammed pile would keep bouncing.
  mutating func prepare(restThreshold: [Double], stepDuration dt: Double, touching previous: [UInt64]) {
    for index in contacts.indices {
      let c = contacts[index]
      let ia = inverseMass[c.a]
      let ib = c.b >= 0 ? inverseMass[c.b] : 0
      let sum = ia + ib
      contacts[index].massFactor = sum > 0 ? 1 / sum : 0
      let vn = relativeNormalSpeed(c)
      if c.penetration < 0 {
        // Not touching yet: they may approach as far as the gap allows in this step.
        contacts[index].target = c.penetration / dt
      } else {
        let threshold = 2 * max(restThreshold[c.a], c.b >= 0 ? restThreshold[c.b] : 0) + 1
        let new = !Self.contains(previous, c.key)
        contacts[index].target = new && vn < -threshold ? -c.elasticity * vn : 0
      }
    }
  }

  /// Binary search in sorted keys.
  static func contains(_ keys: [UInt64], _ key: UInt64) -> Bool {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == key
  }

  func relativeNormalSpeed(_ c: Contact) -> Double {
    let bx = c.b >= 0 ? vx[c.b] : 0
    let by = c.b >= 0 ? vy[c.b] : 0
    return (bx - vx[c.a]) * c.nx + (by - vy[c.a]) * c.ny
  }

  mutating func apply(_ c: Contact, _ impulseX: Double, _ impulseY: Double) {
    let ia = inverseMass[c.a]
    vx[c.a] -= impulseX * ia
    vy[c.a] -= impulseY * ia
    if c.b >= 0 {
      let ib = inverseMass[c.b]
      vx[c.b] += impulseX * ib
      vy[c.b] += impulseY * ib
    }
  }

  /// `iterations` passes over every contact and rod.
  mutating func solveVelocities(iterations: Int) {
    for _ in 0..<iterations {
      for index in contacts.indices {
        var c = contacts[index]
        if c.massFactor == 0 { continue }
        let vn = relativeNormalSpeed(c)
        let accumulated = max(c.normalImpulse + (c.target - vn) * c.massFactor, 0)
        let delta = accumulated - c.normalImpulse
        c.normalImpulse = accumulated
        apply(c, c.nx * delta, c.ny * delta)
        if c.friction > 0 {
          let tx = -c.ny
          let ty = c.nx
          let bx = c.b >= 0 ? vx[c.b] : 0
          let by = c.b >= 0 ? vy[c.b] : 0
          let vt = (bx - vx[c.a]) * tx + (by - vy[c.a]) * ty
          let limit = c.friction * c.normalImpulse
          let total = min(max(c.tangentImpulse - vt * c.massFactor, -limit), limit)
          let step = total - c.tangentImpulse
          c.tangentImpulse = total
          apply(c, tx * step, ty * step)
        }
        contacts[index] = c
      }
      for rod in rods {
        guard let (nx, ny, _) = rodAxis(rod) else { continue }
        let ia = inverseMass[rod.a]
        let ib = rod.b >= 0 ? inverseMass[rod.b] : 0
        guard ia + ib > 0 else { continue }
        let bx = rod.b >= 0 ? vx[rod.b] : 0
        let by = rod.b >= 0 ? vy[rod.b] : 0
        let impulse = -((bx - vx[rod.a]) * nx + (by - vy[rod.a]) * ny) / (ia + ib)
        vx[rod.a] -= nx * impulse * ia
        vy[rod.a] -= ny * impulse * ia
        if rod.b >= 0 {
          vx[rod.b] += nx * impulse * ib
          vy[rod.b] += ny * impulse * ib
        }
      }
    }
  }

  /// The unit vector from the rod's first end to its second, and their distance.
  func rodAxis(_ rod: Rod) -> (Double, Double, Double)? {
    let bx = rod.b >= 0 ? px[rod.b] : rod.anchorX
    let by = rod.b >= 0 ? py[rod.b] : rod.anchorY
    let dx = bx - px[rod.a]
    let dy = by - py[rod.a]
    let distance = (dx * dx + dy * dy).squareRoot()
    return distance > 1e-12 ? (dx / distance, dy / distance, distance) : nil
  }

  /// The overlap of a contact at the current positions, along its normal.
  func penetration(_ c: Contact) -> Double {
    let ax = abs(c.nx)
    let ay = abs(c.ny)
    if c.b < 0 { return c.nx * px[c.a] + c.ny * py[c.a] + hx[c.a] * ax + hy[c.a] * ay - c.offset }
    return (hx[c.a] + hx[c.b]) * ax + (hy[c.a] + hy[c.b]) * ay - ((px[c.b] - px[c.a]) * c.nx + (py[c.b] - py[c.a]) * c.ny)
  }

  /// Orders the contacts from the one deepest along `gravity` upwards, so that one pass carries a
  /// correction from the floor to the top of a stack (ties by key, so the order is fixed).
  mutating func sortAlong(gravity: Vector) {
    guard gravity != .zero else { return }
    contacts.sort { first, second in
      let a = first.point.x * gravity.dx + first.point.y * gravity.dy
      let b = second.point.x * gravity.dx + second.point.y * gravity.dy
      return a != b ? a > b : first.key < second.key
    }
  }

  /// Pushes overlapping items apart and rods back to their lengths, `iterations` times; rods go
  /// last, so a rod alone is exactly its length afterwards.
  ///
  /// In the last pass an item resting on another along `gravity` is lifted off it without moving
  /// it (shock propagation, [design]), so a pile does not sink into the floor.
  mutating func solvePositions(iterations: Int, gravity: Vector) {
    for iteration in 0..<iterations {
      let shock = iteration == iterations - 1 && gravity != .zero
      for c in contacts where c.massFactor > 0 {
        let depth = penetration(c)
        if depth <= 0 { continue }
        var ia = inverseMass[c.a]
        var ib = c.b >= 0 ? inverseMass[c.b] : 0
        if shock, c.b >= 0 {
          // Along gravity the normal points from a to b: b lies below when it is positive.
          let along = c.nx * gravity.dx + c.ny * gravity.dy
          if along > 0 { ib = 0 } else if along < 0 { ia = 0 }
        }
        guard ia + ib > 0 else { continue }
        let correction = depth / (ia + ib)
        px[c.a] -= c.nx * correction * ia
        py[c.a] -= c.ny * correction * ia
        if c.b >= 0 {
          px[c.b] += c.nx * correction * ib
          py[c.b] += c.ny * correction * ib
        }
      }
      for rod in rods {
        guard let (nx, ny, distance) = rodAxis(rod) else { continue }
        let ia = inverseMass[rod.a]
        let ib = rod.b >= 0 ? inverseMass[rod.b] : 0
        guard ia + ib > 0 else { continue }
        let stretch = distance - rod.length
        px[rod.a] += nx * stretch * ia / (ia + ib)
        py[rod.a] += ny * stretch * ia / (ia + ib)
        if rod.b >= 0 {
          px[rod.b] -= nx * stretch * ib / (ia + ib)
          py[rod.b] -= ny * stretch * ib / (ia + ib)
        }
      }
    }
  }
}
