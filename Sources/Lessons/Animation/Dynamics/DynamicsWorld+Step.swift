extension DynamicsWorld {
  /// Passes over the contacts and rods per step to settle velocities ([design], as Chipmunk's
  /// default of 10).
  public static let velocityIterations = 10
  /// Passes to push overlaps apart and rods back to length ([design]).
  public static let positionIterations = 8

  /// Partner codes in a contact key: items are their index, boundaries come after all items.
  static let referenceBoundsCode: UInt64 = 0x7FFF_0000

  /// Runs one 1/60 s step and says what happened.
  ///
  /// Order within a step: actions are called; gravity, pushes, snaps and springs change the
  /// velocities; resistance damps them; positions move with the new velocities (semi-implicit
  /// Euler); then contacts and rods correct the velocities, and overlaps are pushed apart
  /// (animation.md §3 item 17, [design]).
  public mutating func step() -> DynamicsStep {
    var report = DynamicsStep()
    var plan = currentPlan()
    if !isRunning {
      guard woken, !plan.activeIndices.isEmpty else {
        woken = false
        report.elapsedTime = elapsedTime
        return report
      }
      isRunning = true
      report.resumed = true
    }
    woken = false
    if plan.activeIndices.isEmpty {
      // Every behaviour or item is gone: the animator pauses.
      isRunning = false
      restingSteps = 0
      report.paused = true
      report.contacts = contactEvents(after: [], solver: nil)
      contactKeys = []
      report.elapsedTime = elapsedTime
      return report
    }
    report.simulated = true
    report.actions = plan.actions
    let consumed = simulate(&plan, report: &report)
    runningSteps += 1
    report.elapsedTime = elapsedTime
    self.plan = plan
    for name in consumed {
      _ = changeBehavior(named: name) { behavior in
        if case .push(var push) = behavior.kind {
          push.active = false
          behavior.kind = .push(push)
        }
      }
    }
    let resting = plan.activeIndices.allSatisfy { index in
      items[index].velocity.length < Self.restingSpeed && abs(items[index].angularVelocity) < Self.restingAngularSpeed
    }
    restingSteps = resting ? restingSteps + 1 : 0
    if restingSteps >= Self.restingStepsToPause {
      isRunning = false
      restingSteps = 0
      report.paused = true
    }
    return report
  }

  /// Runs `count` steps and returns their reports.
  public mutating func advance(steps count: Int) -> [DynamicsStep] {
    (0..<max(count, 0)).map { _ in step() }
  }

  /// Moves the items one step; returns the instantaneous pushes that acted.
  mutating func simulate(_ plan: inout DynamicsPlan, report: inout DynamicsStep) -> [String] {
    let dt = Self.stepDuration
    let count = items.count
    let active = plan.activeIndices
    let inverseMass = plan.inverseMass
    var solver = DynamicsContactSolver(
      px: items.map(\.center.x), py: items.map(\.center.y), vx: items.map(\.velocity.dx), vy: items.map(\.velocity.dy),
      hx: items.map { $0.size.width / 2 }, hy: items.map { $0.size.height / 2 }, inverseMass: inverseMass)
    var spin = items.map(\.angularVelocity)
    var angle = items.map(\.angle)
    var gravityPerStep = Array(repeating: 0.0, count: count)

    // Forces, in behaviour order.
    for gravity in plan.gravity {
      let ax = gravity.acceleration.dx * dt
      let ay = gravity.acceleration.dy * dt
      let size = gravity.acceleration.length * dt
      for index in gravity.indices {
        solver.vx[index] += ax
        solver.vy[index] += ay
        gravityPerStep[index] += size
      }
    }
    var consumed: [String] = []
    for push in plan.pushes {
      let scale = push.mode == .continuous ? dt : 1
      for index in push.indices {
        let k = PushBehavior.scale * inverseMass[index] * scale
        solver.vx[index] += push.direction.dx * k
        solver.vy[index] += push.direction.dy * k
      }
      if push.mode == .instantaneous { consumed.append(push.name) }
    }
    let snapOmega = 2 * Double.pi * SnapBehavior.frequency
    for snap in plan.snaps {
      let i = snap.index
      let damping = 2 * snap.dampingRatio * snapOmega
      solver.vx[i] += (-snapOmega * snapOmega * (solver.px[i] - snap.point.x) - damping * solver.vx[i]) * dt
      solver.vy[i] += (-snapOmega * snapOmega * (solver.py[i] - snap.point.y) - damping * solver.vy[i]) * dt
      if plan.properties[i].allowsRotation { spin[i] += (-snapOmega * snapOmega * angle[i] - damping * spin[i]) * dt }
    }
    for spring in plan.springs { applySpring(spring, to: &solver, dt: dt) }
    for index in active {
      let properties = plan.properties[index]
      if properties.resistance != 0 {
        solver.vx[index] /= 1 + properties.resistance * dt
        solver.vy[index] /= 1 + properties.resistance * dt
      }
      if !properties.allowsRotation {
        spin[index] = 0
      } else if properties.angularResistance != 0 {
        spin[index] /= 1 + properties.angularResistance * dt
      }
      solver.px[index] += solver.vx[index] * dt
      solver.py[index] += solver.vy[index] * dt
      angle[index] += spin[index] * dt
    }

    // Contacts at the new positions, then the constraints.
    findContacts(&plan, &solver)
    solver.rods = plan.rods.map { rod in
      .init(a: rod.index, b: rod.other ?? -1, anchorX: rod.anchor.x, anchorY: rod.anchor.y, length: rod.length)
    }
    let down = plan.gravity.reduce(Vector.zero) { $0 + $1.acceleration }
    solver.sortAlong(gravity: down)
    solver.prepare(restThreshold: gravityPerStep, stepDuration: dt, touching: contactKeys)
    solver.solveVelocities(iterations: Self.velocityIterations)
    solver.solvePositions(iterations: Self.positionIterations, gravity: down)

    report.items.reserveCapacity(active.count)
    for index in active {
      items[index].center = Point(x: solver.px[index], y: solver.py[index])
      items[index].velocity = Vector(dx: solver.vx[index], dy: solver.vy[index])
      items[index].angularVelocity = spin[index]
      items[index].angle = angle[index]
      let item = items[index]
      report.items.append(
        .init(name: item.name, center: item.center, velocity: item.velocity, angle: item.angle, angularVelocity: spin[index]))
    }
    var keys = solver.contacts.filter { $0.penetration >= -DynamicsContactSolver.touching }.map(\.key)
    keys.sort()
    var unique: [UInt64] = []
    unique.reserveCapacity(keys.count)
    for key in keys where unique.last != key { unique.append(key) }
    report.contacts = contactEvents(after: unique, solver: solver)
    contactKeys = unique
    return consumed
  }

  /// A spring attachment's pull: `k = m ω²` and `c = 2 ζ m ω` with the reduced mass of the two
  /// ends, so that the frequency is the one asked for whatever the masses (animation.md §3 item 17).
  func applySpring(_ spring: DynamicsPlan.Attachment, to solver: inout DynamicsContactSolver, dt: Double) {
    let a = spring.index
    let bx = spring.other.map { solver.px[$0] } ?? spring.anchor.x
    let by = spring.other.map { solver.py[$0] } ?? spring.anchor.y
    let dx = bx - solver.px[a]
    let dy = by - solver.py[a]
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 1e-12 else { return }
    let nx = dx / distance
    let ny = dy / distance
    let omega = 2 * Double.pi * spring.frequency
    let ia = solver.inverseMass[a]
    let ib = spring.other.map { solver.inverseMass[$0] } ?? 0
    guard ia + ib > 0 else { return }
    let speed =
      ((spring.other.map { solver.vx[$0] } ?? 0) - solver.vx[a]) * nx + ((spring.other.map { solver.vy[$0] } ?? 0) - solver.vy[a])
      * ny
    // The force pulling `a` towards `b` when stretched, over the reduced mass.
    let pull = (omega * omega * (distance - spring.length) + 2 * spring.damping * omega * speed) / (ia + ib) * dt
    solver.vx[a] += nx * pull * ia
    solver.vy[a] += ny * pull * ia
    if let b = spring.other {
      solver.vx[b] -= nx * pull * ib
      solver.vy[b] -= ny * pull * ib
    }
  }

  /// Every contact at the solver's positions: items against the reference bounds, named segments
  /// and each other (sort and sweep for the pairs).
  func findContacts(_ plan: inout DynamicsPlan, _ solver: inout DynamicsContactSolver) {
    let count = items.count
    var minX = [Double](repeating: 0, count: count)
    var maxX = minX
    var minY = minX
    var maxY = minX
    for index in 0..<count {
      minX[index] = solver.px[index] - solver.hx[index]
      maxX[index] = solver.px[index] + solver.hx[index]
      minY[index] = solver.py[index] - solver.hy[index]
      maxY[index] = solver.py[index] + solver.hy[index]
    }
    let properties = plan.properties
    let tolerance = DynamicsContactSolver.touching
    let bounds = referenceBounds
    for group in plan.colliders.indices {
      let colliders = plan.colliders[group]
      for index in colliders.indices {
        let elasticity = properties[index].elasticity
        let friction = properties[index].friction
        func plane(_ nx: Double, _ ny: Double, _ offset: Double, _ code: UInt64, _ point: Point) {
          let depth =
            nx * solver.px[index] + ny * solver.py[index] + solver.hx[index] * abs(nx) + solver.hy[index] * abs(ny) - offset
          guard depth >= -tolerance else { return }
          solver.contacts.append(
            .init(
              a: index, b: -1, nx: nx, ny: ny, offset: offset, penetration: depth, elasticity: elasticity, friction: friction,
              key: UInt64(index) << 32 | code, point: point))
        }
        if colliders.referenceBounds {
          let x = solver.px[index]
          let y = solver.py[index]
          let code = Self.referenceBoundsCode
          plane(0, 1, bounds.origin.y + bounds.size.height, code, Point(x: x, y: bounds.origin.y + bounds.size.height))
          plane(0, -1, -bounds.origin.y, code, Point(x: x, y: bounds.origin.y))
          plane(1, 0, bounds.origin.x + bounds.size.width, code, Point(x: bounds.origin.x + bounds.size.width, y: y))
          plane(-1, 0, -bounds.origin.x, code, Point(x: bounds.origin.x, y: y))
        }
        for (id, segment) in zip(colliders.boundaryIDs, colliders.segments) {
          // The segment's box must meet the item's, and the item must reach its line.
          guard min(segment.from.x, segment.to.x) <= maxX[index] + tolerance,
            max(segment.from.x, segment.to.x) >= minX[index] - tolerance,
            min(segment.from.y, segment.to.y) <= maxY[index] + tolerance,
            max(segment.from.y, segment.to.y) >= minY[index] - tolerance
          else { continue }
          let dx = segment.to.x - segment.from.x
          let dy = segment.to.y - segment.from.y
          let length = (dx * dx + dy * dy).squareRoot()
          guard length > 0 else { continue }
          let mx = -dy / length
          let my = dx / length
          let side = mx * (solver.px[index] - segment.from.x) + my * (solver.py[index] - segment.from.y)
          let nx = side >= 0 ? -mx : mx
          let ny = side >= 0 ? -my : my
          // Where they touch: the item's center projected onto the segment (on the line, even
          // when the step has carried the item a little past it).
          let projection = (solver.px[index] - segment.from.x) * dx + (solver.py[index] - segment.from.y) * dy
          let along = min(max(projection / (length * length), 0), 1)
          let point = Point(x: segment.from.x + dx * along, y: segment.from.y + dy * along)
          plane(nx, ny, nx * segment.from.x + ny * segment.from.y, Self.referenceBoundsCode + 1 + UInt64(id), point)
        }
      }
      guard colliders.items else { continue }
      plan.colliders[group].sweep.pairs(
        of: colliders.indices, minX: minX, maxX: maxX, minY: minY, maxY: maxY, margin: tolerance
      ) { a, b in
        let dx = solver.px[b] - solver.px[a]
        let dy = solver.py[b] - solver.py[a]
        let overlapX = solver.hx[a] + solver.hx[b] - abs(dx)
        let overlapY = solver.hy[a] + solver.hy[b] - abs(dy)
        guard overlapX >= -tolerance, overlapY >= -tolerance else { return }
        // The normal is the axis that closed last in this step (so a box falling into a gap
        // rests on its neighbours instead of wedging them apart); if they overlapped on both
        // before the step, the axis of least overlap.
        let before = (items[a].size.width + items[b].size.width) / 2 - abs(items[b].center.x - items[a].center.x)
        let beforeY = (items[a].size.height + items[b].size.height) / 2 - abs(items[b].center.y - items[a].center.y)
        let closedX = before < 0 ? -before / (overlapX - before) : 0
        let closedY = beforeY < 0 ? -beforeY / (overlapY - beforeY) : 0
        let alongX = closedX != closedY ? closedX > closedY : overlapX < overlapY
        let point = Point(
          x: (max(minX[a], minX[b]) + min(maxX[a], maxX[b])) / 2, y: (max(minY[a], minY[b]) + min(maxY[a], maxY[b])) / 2)
        solver.contacts.append(
          .init(
            a: a, b: b, nx: alongX ? (dx < 0 ? -1 : 1) : 0, ny: alongX ? 0 : (dy < 0 ? -1 : 1), offset: 0,
            penetration: alongX ? overlapX : overlapY,
            elasticity: max(properties[a].elasticity, properties[b].elasticity),
            friction: (properties[a].friction * properties[b].friction).squareRoot(), key: UInt64(a) << 32 | UInt64(b),
            point: point))
      }
    }
  }

  /// The began and ended messages between the last step's contacts and `keys`: ended first,
  /// then began, each in key order.
  func contactEvents(after keys: [UInt64], solver: DynamicsContactSolver?) -> [DynamicsContact] {
    var ended: [DynamicsContact] = []
    var began: [DynamicsContact] = []
    var old = 0
    var new = 0
    while old < contactKeys.count || new < keys.count {
      if new == keys.count || (old < contactKeys.count && contactKeys[old] < keys[new]) {
        let (item, partner) = contactNames(contactKeys[old])
        ended.append(.init(.ended, item: item, partner: partner, point: self.item(named: item)?.center ?? .zero))
        old += 1
      } else if old == contactKeys.count || keys[new] < contactKeys[old] {
        let (item, partner) = contactNames(keys[new])
        let point = solver?.contacts.first { $0.key == keys[new] }?.point ?? .zero
        began.append(.init(.began, item: item, partner: partner, point: point))
        new += 1
      } else {
        old += 1
        new += 1
      }
    }
    return ended + began
  }

  /// The item and partner a contact key stands for.
  func contactNames(_ key: UInt64) -> (String, ContactPartner) {
    let item = items[Int(key >> 32)].name
    let code = key & 0xFFFF_FFFF
    if code < Self.referenceBoundsCode { return (item, .item(items[Int(code)].name)) }
    if code == Self.referenceBoundsCode { return (item, .referenceBounds) }
    return (item, .boundary(boundaryNames[Int(code - Self.referenceBoundsCode - 1)]))
  }
}
