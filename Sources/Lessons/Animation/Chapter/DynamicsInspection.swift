/// How a dynamics world looks to `show` and `inspect`: running or paused, elapsedTime, each
/// item's center, velocity and angle with the behaviours acting on it, and the delegate's
/// latest messages.
enum DynamicsInspection {
  /// The note a view moved by dynamics carries: it has no separate presentation.
  static let noPresentation =
    "dynamics writes the model, so presentation = model: there is no presentation layer (Programming iOS 8, ch. 4)"

  static func world(_ animator: DynamicAnimator, in state: AnimationWorld) -> InspectValue {
    let world = animator.world
    let summary =
      "world \(animator.name): \(world.isRunning ? "running" : "paused"), elapsedTime \(AnimationWorld.fixed(world.elapsedTime)), "
      + "\(Format.count(world.items.count, "item")), \(Format.count(world.allBehaviors.count, "behaviour"))"
    return .object(
      summary: summary,
      fields: [
        InspectField("referenceView", .reference(animator.referenceView)),
        InspectField("referenceBounds", world.referenceBounds.inspection),
        InspectField("running", .bool(world.isRunning)),
        InspectField("elapsedTime", .number(world.elapsedTime, places: 3)),
        InspectField(
          "items",
          .record(
            world.items.isEmpty ? "none" : world.items.map(\.name).joined(separator: ", "),
            world.items.map { InspectField($0.name, item($0, of: animator)) })),
        InspectField("behaviors", .list(world.allBehaviors.map { .text(describe($0, in: world)) })),
        InspectField("touching", .list(world.touching.map { .text("\($0.item) with \(partner($0.partner))") })),
        InspectField(
          "firstContactTime",
          animator.firstContactFrame.map { .number(VirtualTime.frames($0).seconds, places: 3) } ?? .none),
        InspectField("firstContact", animator.firstContact.map { .text($0) } ?? .none),
        InspectField("contactsBegan", .number(Double(animator.contactsBegan))),
        InspectField("contactsEnded", .number(Double(animator.contactsEnded))),
        InspectField("resumes", .number(Double(animator.resumes))),
        InspectField("pauses", .number(Double(animator.pauses))),
        InspectField("lastEvent", animator.lastEvent.map { .text($0) } ?? .none),
      ])
  }

  static func item(_ item: DynamicItem, of animator: DynamicAnimator) -> InspectValue {
    let world = animator.world
    let velocity = Point(x: item.velocity.dx, y: item.velocity.dy)
    return .object(
      summary: "\(item.name) center \(Format.point(item.center)) velocity \(Format.point(velocity))",
      fields: [
        InspectField("center", item.center.inspection),
        InspectField("velocity", item.velocity.inspection),
        InspectField("speed", .number(item.velocity.length)),
        InspectField("angle", .number(item.angle, places: 4)),
        InspectField("angularVelocity", .number(item.angularVelocity, places: 4)),
        InspectField("size", item.size.inspection),
        InspectField("mass", .number(world.mass(of: item.name) ?? 0)),
        InspectField("properties", .text(describe(world.properties(of: item.name)))),
        InspectField("behaviors", .list(animator.behaviors(of: item.name).map { .text($0) })),
        InspectField("presentation", .text("= model")),
      ])
  }

  /// `elasticity 0.6 friction 0 resistance 2 density 200 allowsRotation true`.
  static func describe(_ properties: ItemProperties) -> String {
    "elasticity \(Format.number(properties.elasticity)) friction \(Format.number(properties.friction)) "
      + "resistance \(Format.number(properties.resistance)) density \(Format.number(properties.density)) "
      + "allowsRotation \(properties.allowsRotation)"
  }

  static func partner(_ partner: ContactPartner) -> String {
    switch partner {
    case .item(let name): name
    case .referenceBounds: "reference bounds"
    case .boundary(let name): "boundary \(name)"
    }
  }

  /// One behaviour on one line: `gravity1: gravity on box, acceleration (0, 1000) pt/s²`.
  static func describe(_ behavior: DynamicBehavior, in world: DynamicsWorld) -> String {
    let on = behavior.items.joined(separator: ", ")
    let what: String
    switch behavior.kind {
    case .composite: what = "composite of \(behavior.children.map(\.name).joined(separator: ", "))"
    case .gravity(let gravity): what = "gravity on \(on), acceleration \(AnimationCommands.vector(gravity.acceleration)) pt/s²"
    case .collision(let collision):
      var with: [String] = collision.items.count > 1 ? ["each other"] : []
      if collision.translatesReferenceBoundsIntoBoundary { with.append("reference bounds") }
      with += collision.boundaries.map { "boundary \($0.name) \(Format.point($0.from))–\(Format.point($0.to))" }
      what = "collision of \(on) with \(with.isEmpty ? "nothing" : with.joined(separator: ", "))"
    case .push(let push):
      what =
        "push on \(on), \(push.mode.rawValue) magnitude \(Format.number(push.direction.length)) angle "
        + "\(Format.number(push.direction.angle, places: 4))\(push.active ? "" : ", inactive (it has acted)")"
    case .snap(let snap): what = "snap of \(on) to \(Format.point(snap.point)), damping \(Format.number(snap.damping))"
    case .attachment(let attachment):
      let anchor =
        switch attachment.anchor {
        case .point(let point): Format.point(point)
        case .item(let name): name
        }
      let kind =
        attachment.frequency == 0
        ? "rod" : "spring \(Format.number(attachment.frequency)) Hz damping \(Format.number(attachment.damping))"
      what = "attachment of \(attachment.item) to \(anchor), \(kind), length \(Format.number(attachment.length ?? 0))"
    case .itemProperties(let itemBehavior): what = "item behaviour on \(on): \(describe(itemBehavior.properties))"
    }
    return "\(behavior.name): \(what)"
  }

  /// The field a view carries while it is an item of a world.
  static func viewFields(_ name: String, in state: AnimationWorld) -> [InspectField] {
    guard let animator = state.orderedWorlds.first(where: { $0.world.item(named: name) != nil }) else { return [] }
    return [InspectField("dynamics", .text("item of \(animator.name): \(noPresentation)"))]
  }
}
