extension DynamicsWorld {
  /// The plan for the current items and behaviours, built when something changed.
  mutating func currentPlan() -> DynamicsPlan {
    if let plan { return plan }
    let built = buildPlan()
    plan = built
    return built
  }

  /// Resolves every behaviour to item indices; names of items the world does not hold are left
  /// out, as UIKit ignores what is not there.
  mutating func buildPlan() -> DynamicsPlan {
    var plan = DynamicsPlan()
    let count = items.count
    plan.active = Array(repeating: false, count: count)
    plan.properties = Array(repeating: .standard, count: count)
    func indices(_ names: [String]) -> [Int] {
      var seen = Set<Int>()
      return names.compactMap { indexByName[$0] }.filter { seen.insert($0).inserted }
    }
    for behavior in allBehaviors {
      for index in indices(behavior.items) { plan.active[index] = true }
      if behavior.action != nil { plan.actions.append(behavior.name) }
      switch behavior.kind {
      case .composite: break
      case .gravity(let gravity):
        plan.gravity.append(.init(indices: indices(gravity.items), acceleration: gravity.acceleration))
      case .push(let push) where push.active:
        plan.pushes.append(.init(name: behavior.name, indices: indices(push.items), mode: push.mode, direction: push.direction))
      case .push: break
      case .snap(let snap):
        if let index = indexByName[snap.item] {
          plan.snaps.append(.init(index: index, point: snap.point, dampingRatio: snap.dampingRatio))
        }
      case .attachment(let attachment):
        guard let index = indexByName[attachment.item], let length = attachment.length ?? distance(attachment) else { break }
        var resolved = DynamicsPlan.Attachment(
          index: index, other: nil, anchor: .zero, length: length, frequency: attachment.frequency, damping: attachment.damping)
        switch attachment.anchor {
        case .point(let point): resolved.anchor = point
        case .item(let name):
          guard let other = indexByName[name], other != index else { break }
          resolved.other = other
        }
        if case .item = attachment.anchor, resolved.other == nil { break }
        if attachment.frequency > 0 { plan.springs.append(resolved) } else { plan.rods.append(resolved) }
      case .itemProperties(let itemBehavior):
        for index in indices(itemBehavior.items) { plan.properties[index] = itemBehavior.properties }
      case .collision(let collision):
        var ids: [Int] = []
        for segment in collision.boundaries {
          if let id = boundaryNames.firstIndex(of: segment.name) {
            ids.append(id)
          } else {
            ids.append(boundaryNames.count)
            boundaryNames.append(segment.name)
          }
        }
        plan.colliders.append(
          .init(
            indices: indices(collision.items), items: collision.collidesItems,
            referenceBounds: collision.collidesBoundaries && collision.translatesReferenceBoundsIntoBoundary,
            boundaryIDs: collision.collidesBoundaries ? ids : [],
            segments: collision.collidesBoundaries ? collision.boundaries : []))
      }
    }
    plan.activeIndices = (0..<count).filter { plan.active[$0] }
    plan.inverseMass = (0..<count).map { index in
      let mass = items[index].size.width * items[index].size.height * plan.properties[index].density
      return mass > 0 ? 1 / mass : 0
    }
    return plan
  }
}
