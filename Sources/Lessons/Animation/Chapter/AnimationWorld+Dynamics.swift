/// UIKit Dynamics on the media clock: each running world takes one 1/60 s step per frame and
/// writes its items' model values into their views.
///
/// The worlds step inside `stepFrame`, after the frame's animations, so `tick`, `advance`, `run`
/// and `step` move animations and dynamics together.
extension AnimationWorld {
  /// Whether some world runs, or was changed and will resume at the next frame.
  var isSimulating: Bool { worldOrder.contains { worlds[$0]?.isActive ?? false } }

  /// What the worlds add to a copy of the state, for `Animation.weight(of:)`: a few units a
  /// world, three an item (its pose too), two a behaviour.
  var dynamicsWeight: Int {
    var weight = 0
    for animator in worlds.values {
      weight += 4 + animator.world.items.count * 3 + animator.world.allBehaviors.count * 2
    }
    return weight
  }

  /// What `run` says of worlds still running at its limit: their items never came to rest.
  var restlessWorldsNote: String {
    let running = orderedWorlds.filter(\.isActive).map(\.name)
    guard !running.isEmpty else { return "" }
    return "; \(running.joined(separator: ", ")) never paused: their items never came to rest (resistance or friction "
      + "takes their speed away; removeBehavior stops a push)"
  }

  /// Every world by name, in creation order.
  var orderedWorlds: [DynamicAnimator] { worldOrder.compactMap { worlds[$0] } }

  /// One step of every world, in creation order; returns its delegate messages, stamped.
  mutating func stepWorlds() -> [String] {
    var lines = pickUpMovedItems()
    for name in worldOrder {
      guard var animator = worlds[name] else { continue }
      if !animator.fixedBounds, let bounds = views.views[animator.referenceView]?.bounds,
        bounds != animator.world.referenceBounds
      {
        animator.world.referenceBounds = bounds
      }
      guard animator.isActive else { continue }
      let report = animator.world.step()
      var said: [String] = []
      if report.resumed {
        said.append("\(stamp) \(name) dynamicAnimatorWillResume")
        animator.resumes += 1
      }
      for contact in report.contacts {
        if contact.kind == .began { animator.contactsBegan += 1 } else { animator.contactsEnded += 1 }
        let what = "\(contact.kind == .began ? "beganContact" : "endedContact") \(Self.describe(contact))"
        said.append("\(stamp) \(name) \(what)")
        if contact.kind == .began, animator.firstContactFrame == nil {
          animator.firstContactFrame = frame
          animator.firstContact = what
        }
      }
      for motion in report.items { write(motion, of: &animator) }
      if report.paused {
        animator.pauses += 1
        said.append("\(stamp) \(name) dynamicAnimatorDidPause (elapsedTime \(Self.fixed(animator.world.elapsedTime)))")
      }
      if let last = said.last { animator.lastEvent = last }
      worlds[name] = animator
      lines += said
    }
    return lines
  }

  /// `box with reference bounds at (160, 568)`: a contact as the collision delegate hears it.
  static func describe(_ contact: DynamicsContact) -> String {
    let partner =
      switch contact.partner {
      case .item(let other): other
      case .referenceBounds: "reference bounds"
      case .boundary(let name): "boundary \(name)"
      }
    return contact.kind == .began
      ? "\(contact.item) with \(partner) at \(Format.point(contact.point))" : "\(contact.item) with \(partner)"
  }

  /// Writes an item's center and rotation into its view's model, and draws it.
  ///
  /// Dynamics has no presentation layer: what the view holds is what is seen (Programming iOS 8,
  /// ch. 4).
  mutating func write(_ motion: DynamicsStep.Motion, of animator: inout DynamicAnimator) {
    guard var view = views.views[motion.name] else { return }
    view.center = motion.center
    let turned = motion.angle != (animator.poses[motion.name]?.angle ?? 0)
    if turned {
      var parts = TransformParts(view.transform)
      parts.rotation = motion.angle
      view.transform = parts.matrix
    }
    views.views[motion.name] = view
    animator.poses[motion.name] = DynamicAnimator.Pose(
      center: view.center, size: view.bounds.size, transform: view.transform, angle: motion.angle)
    if let values = model(of: motion.name) { rendered[motion.name] = values }
  }

  /// Reads back every item whose view was changed by something other than its world.
  ///
  /// A `set`, or a view animation's model change: UIKit's `updateItemUsingCurrentState`, which a
  /// paused animator answers by resuming. An item whose view left the reference view leaves the
  /// world.
  mutating func pickUpMovedItems() -> [String] {
    var lines: [String] = []
    for name in worldOrder {
      guard var animator = worlds[name], !animator.world.items.isEmpty else { continue }
      var changed = false
      for item in animator.world.items {
        guard let view = views.views[item.name], view.superview == animator.referenceView else {
          animator.world.removeItem(named: item.name)
          animator.poses[item.name] = nil
          lines.append("\(stamp) \(name): \(item.name) leaves the world: it is no longer a subview of \(animator.referenceView)")
          changed = true
          continue
        }
        let pose = animator.poses[item.name]
        guard pose?.center != view.center || pose?.size != view.bounds.size || pose?.transform != view.transform else { continue }
        let angle = TransformParts(view.transform).rotation
        animator.world.updateItemUsingCurrentState(item.name) { moved in
          moved.center = view.center
          moved.size = view.bounds.size
          moved.angle = angle
        }
        animator.poses[item.name] = DynamicAnimator.Pose(
          center: view.center, size: view.bounds.size, transform: view.transform, angle: angle)
        lines.append(
          "\(stamp) \(name): \(item.name) was changed by hand; updateItemUsingCurrentState reads its center "
            + "\(Format.point(view.center)) (Programming iOS 8, ch. 4)")
        if let problem = animator.boundaryProblem(of: item.name) { lines.append("\(stamp) \(name): warning: \(problem)") }
        changed = true
      }
      if changed { worlds[name] = animator }
    }
    return lines
  }

  /// One line per world with items for the end of `tick`, `advance` and `run`.
  ///
  /// Whether it runs, its elapsedTime, and the center and velocity of each of its first items.
  func dynamicsLines() -> [String] {
    var lines: [String] = []
    for animator in orderedWorlds where !animator.world.items.isEmpty {
      let world = animator.world
      lines.append(
        "  \(animator.name) \(world.isRunning ? "running" : "paused") elapsedTime \(Self.fixed(world.elapsedTime))")
      for item in world.items.prefix(Self.listedItems) {
        var line =
          "  \(animator.name).\(item.name) center \(Format.point(item.center)) velocity \(Format.point(Point(x: item.velocity.dx, y: item.velocity.dy)))"
        if item.angle != 0 || item.angularVelocity != 0 { line += " angle \(Format.number(item.angle, places: 4))" }
        lines.append(line)
      }
      if world.items.count > Self.listedItems {
        lines.append("  … and \(world.items.count - Self.listedItems) more items ('show \(animator.name).items' lists them)")
      }
    }
    return lines
  }

  /// How many items of a world the frame listing shows.
  static let listedItems = 8

  /// The world `name`, or an error that says how to make one.
  func requireWorld(_ name: String) throws(CommandError) -> DynamicAnimator {
    try worlds.named(name, "dynamics world", among: worldOrder, otherwise: "make one with 'world \(name)'")
  }
}

extension DynamicAnimator {
  /// Why an item's frame is not inside the boundaries of a collision behaviour holding it.
  ///
  /// Nil when it is: items must start inside the boundaries, or they are pushed through them or
  /// caught outside (The Gourmet iOS Developer's Cookbook, ch. 6).
  func boundaryProblem(of itemName: String) -> String? {
    guard let item = world.item(named: itemName) else { return nil }
    let frame = item.frame
    for behavior in world.allBehaviors {
      guard case .collision(let collision) = behavior.kind, collision.items.contains(itemName), collision.collidesBoundaries
      else { continue }
      if collision.translatesReferenceBoundsIntoBoundary && !Self.contains(world.referenceBounds, frame) {
        return "\(itemName)'s frame \(Format.rect(frame)) is not inside the reference bounds "
          + "\(Format.rect(world.referenceBounds)) of \(behavior.name): items must start inside the boundaries "
          + "(The Gourmet iOS Developer's Cookbook, ch. 6)"
      }
      for boundary in collision.boundaries where Self.crosses(boundary.from, boundary.to, frame) {
        return "boundary \(boundary.name) of \(behavior.name) cuts through \(itemName)'s frame \(Format.rect(frame)): "
          + "items must start inside the boundaries (The Gourmet iOS Developer's Cookbook, ch. 6)"
      }
    }
    return nil
  }

  /// Whether `inner` lies within `outer` (touching its edges counts as inside).
  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    let slack = 1e-9
    return inner.origin.x >= outer.origin.x - slack && inner.origin.y >= outer.origin.y - slack
      && inner.origin.x + inner.size.width <= outer.origin.x + outer.size.width + slack
      && inner.origin.y + inner.size.height <= outer.origin.y + outer.size.height + slack
  }

  /// Whether the segment passes through the inside of `rect` (running along an edge does not):
  /// the segment clipped to the rectangle, Liang–Barsky style.
  static func crosses(_ from: Point, _ to: Point, _ rect: Rect) -> Bool {
    let slack = 1e-9
    let minX = rect.origin.x + slack
    let maxX = rect.origin.x + rect.size.width - slack
    let minY = rect.origin.y + slack
    let maxY = rect.origin.y + rect.size.height - slack
    guard minX < maxX, minY < maxY else { return false }
    let dx = to.x - from.x
    let dy = to.y - from.y
    var low = 0.0
    var high = 1.0
    for (p, q) in [(-dx, from.x - minX), (dx, maxX - from.x), (-dy, from.y - minY), (dy, maxY - from.y)] {
      if p == 0 {
        if q < 0 { return false }
        continue
      }
      let r = q / p
      if p < 0 { low = max(low, r) } else { high = min(high, r) }
      if low > high { return false }
    }
    return true
  }
}
