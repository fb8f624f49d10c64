/// UIKit Dynamics: `world`, `item`, the behaviours (`gravity`, `collision`, `push`, `snap`,
/// `attach`, `itembehavior`) and `removeBehavior`.
///
/// Each behaviour command adds one behaviour, named after its kind and a number (`gravity1`);
/// a world changed while paused resumes at the next frame (Programming iOS 8, ch. 4; iOS 9 by
/// Tutorials, ch. 11).
extension AnimationCommands {
  static let dynamics: [Command] = [world, item, gravity, collision, push, snap, attach, itembehavior, removeBehavior]

  /// `command`, which after a change reads back into their worlds the items it moved by hand
  /// (`remove`, `animate`, a views command) and says so on the same line's output.
  static func pickingUpMovedItems(_ command: Command) -> Command {
    guard case .change(let run) = command.behavior else { return command }
    return Command(
      command.spec,
      .change { state, arguments throws(CommandError) in
        let lines = try run(&state, arguments)
        return state.worldOrder.isEmpty ? lines : lines + state.pickUpMovedItems()
      })
  }

  /// The world named by the `world` parameter.
  static func requireAnimator(_ arguments: Arguments, in state: AnimationWorld) throws(CommandError) -> DynamicAnimator {
    try state.requireWorld(arguments.word("world"))
  }

  /// The items named by `names`: each an item of the world, none twice.
  static func items(_ names: [String], of animator: DynamicAnimator, in state: AnimationWorld) throws(CommandError) -> [String] {
    var seen = Set<String>()
    for name in names {
      guard animator.world.item(named: name) != nil else {
        guard state.views.views[name] != nil else {
          throw CommandError(
            "no view named \(Format.echo(name))",
            suggestion: Suggestion.didYouMean(name, in: animator.world.items.map(\.name) + state.views.order)
              ?? "make one with 'new view \(name) frame 0 0 100 100', then 'item \(animator.name) \(name)'")
        }
        throw CommandError(
          "\(name) is not an item of \(animator.name)", suggestion: "add it first: 'item \(animator.name) \(name)'")
      }
      guard seen.insert(name).inserted else {
        throw CommandError("\(name) is named twice", suggestion: "name each item once")
      }
    }
    return names
  }

  /// A number option that must be 0 or more (nil when not given).
  static func nonNegative(_ arguments: Arguments, _ option: String, _ example: String) throws(CommandError) -> Double? {
    guard let value = arguments.optionalNumber(option) else { return nil }
    guard value >= 0 else {
      throw CommandError("--\(option) cannot be negative (\(Format.number(value)))", suggestion: example)
    }
    return value
  }

  /// Adds `behavior` to the world and stores it; refuses, changing nothing, when an item it
  /// collides would start outside its boundaries.
  static func add(_ behavior: DynamicBehavior, to animator: DynamicAnimator, _ state: inout AnimationWorld) throws(CommandError)
    -> DynamicAnimator
  {
    var next = animator
    next.world.addBehavior(behavior)
    for item in behavior.items {
      if let problem = next.boundaryProblem(of: item) {
        throw CommandError(problem, suggestion: "move \(item) inside first, for example with 'set \(item).center X Y'")
      }
    }
    state.worlds[animator.name] = next
    return next
  }

  /// `(0, 1000) pt/s²`: a vector with two decimals.
  static func vector(_ vector: Vector) -> String { Format.point(Point(x: vector.dx, y: vector.dy)) }

  static let world = Command(
    CommandSpec(
      "world", abstract: "Make a UIDynamicAnimator whose reference view is root.",
      discussion:
        "Its reference bounds are root's bounds, or (0, 0, W, H) with --bounds. It steps at 60 Hz on the media clock "
        + "with tick, advance and run, and pauses when nothing moves (dynamicAnimatorDidPause); elapsedTime counts only "
        + "running time. Dynamics writes model values into the views: there is no presentation layer "
        + "(Programming iOS 8, ch. 4).",
      parameters: [Parameter("name", .word, "its name")],
      options: [CommandOption("bounds", value: .number, arity: 2, "fixed reference bounds W H")],
      examples: ["world w", "world w --bounds 600 600"]),
    .change { state, arguments throws(CommandError) in
      let name = try newName(arguments.word("name"), in: state)
      let root = ViewsWorld.rootName
      var bounds = state.views.views[root]?.bounds ?? .zero
      if let size = arguments.optionNumbers("bounds") {
        guard size[0] > 0, size[1] > 0 else {
          throw CommandError(
            "the reference bounds need a width and a height above 0", suggestion: "world \(name) --bounds 600 600")
        }
        bounds = Rect(x: 0, y: 0, width: size[0], height: size[1])
      }
      state.worlds[name] = DynamicAnimator(
        name: name, referenceView: root, bounds: bounds, fixedBounds: arguments.optionNumbers("bounds") != nil)
      state.worldOrder.append(name)
      return [
        "world \(name): UIDynamicAnimator(referenceView: \(root)), reference bounds \(Format.rect(bounds)); "
          + "paused until it has items and behaviours"
      ]
    })

  static let item = Command(
    CommandSpec(
      "item", abstract: "Make a view an item of a world (a UIDynamicItem).",
      discussion:
        "The view must be a subview of the world's reference view. The world reads its center, bounds and "
        + "rotation, and later writes back center and rotation only (The Gourmet iOS Developer's Cookbook, ch. 6). "
        + "It moves once a behaviour names it.",
      parameters: [Parameter("world", .object, "the world"), Parameter("view", .object, "a view")],
      examples: ["item w box"]),
    .change { state, arguments throws(CommandError) in
      var animator = try requireAnimator(arguments, in: state)
      let name = arguments.word("view")
      let view = try state.views.view(name)
      guard name != animator.referenceView, name != ViewsWorld.windowName else {
        throw CommandError(
          "\(name) cannot be an item of \(animator.name): its items move inside \(animator.referenceView)",
          suggestion: "make a view to move: 'new view box frame 110 0 100 100'")
      }
      guard view.superview == animator.referenceView else {
        throw CommandError(
          "\(name) is \(view.superview.map { "in \($0)" } ?? "in no tree"), not a subview of \(animator.referenceView), "
            + "the reference view of \(animator.name)",
          suggestion: "'new view \(name) frame X Y W H in \(animator.referenceView)' or move it there")
      }
      if let other = state.orderedWorlds.first(where: { $0.world.item(named: name) != nil }) {
        throw CommandError(
          "\(name) is already an item of \(other.name)", suggestion: "one animator at a time moves a view")
      }
      let angle = TransformParts(view.transform).rotation
      animator.world.addItem(DynamicItem(name: name, center: view.center, size: view.bounds.size, angle: angle))
      animator.poses[name] = DynamicAnimator.Pose(
        center: view.center, size: view.bounds.size, transform: view.transform, angle: angle)
      state.worlds[animator.name] = animator
      return ["\(animator.name): item \(name) center \(Format.point(view.center)) size \(Format.size(view.bounds.size))"]
    })

  static let gravity = Command(
    CommandSpec(
      "gravity", abstract: "Add a UIGravityBehavior: a constant acceleration on its items.",
      discussion:
        "Magnitude 1 is 1000 points per second squared; the angle is in radians from the x axis, clockwise on screen, "
        + "π/2 (1.5708, the default) straight down (Programming iOS 8, ch. 4; iOS 9 by Tutorials, ch. 11).",
      parameters: [Parameter("world", .object, "the world"), Parameter("items", .object, "its items", repeated: true)],
      options: [
        CommandOption("magnitude", value: .number, "1 is 1000 pt/s² (default 1)"),
        CommandOption("angle", value: .number, "radians, default 1.5708 (down)"),
      ],
      examples: ["gravity w box", "gravity w box --magnitude 5"]),
    .change { state, arguments throws(CommandError) in
      var animator = try requireAnimator(arguments, in: state)
      let names = try items(arguments.words("items"), of: animator, in: state)
      let magnitude = try nonNegative(arguments, "magnitude", "--magnitude 1 (turn it with --angle)") ?? 1
      let angle = arguments.optionalNumber("angle") ?? .pi / 2
      let direction =
        arguments.optionalNumber("angle") == nil ? Vector(dx: 0, dy: magnitude) : Vector(angle: angle, magnitude: magnitude)
      let gravity = GravityBehavior(items: names, direction: direction)
      let name = animator.newBehaviorName("gravity")
      animator = try add(DynamicBehavior(name, .gravity(gravity)), to: animator, &state)
      return [
        "\(animator.name): \(name) on \(names.joined(separator: ", ")): magnitude \(Format.number(magnitude)) angle "
          + "\(Format.number(angle, places: 4)), acceleration \(vector(gravity.acceleration)) pt/s²"
      ]
    })

  static let collision = Command(
    CommandSpec(
      "collision", abstract: "Add a UICollisionBehavior: its items collide with each other and with boundaries.",
      discussion:
        "--reference-bounds makes the reference view's bounds a boundary (translatesReferenceBoundsIntoBoundary); "
        + "--boundary NAME X1 Y1 X2 Y2 adds a segment. Items must start inside the boundaries (The Gourmet iOS "
        + "Developer's Cookbook, ch. 6). The delegate hears beganContact and endedContact (Programming iOS 8, ch. 4).",
      parameters: [Parameter("world", .object, "the world"), Parameter("items", .object, "its items", repeated: true)],
      options: [
        CommandOption("reference-bounds", "the reference bounds are a boundary"),
        CommandOption("boundary", value: .word, arity: 5, "a segment NAME X1 Y1 X2 Y2"),
      ],
      examples: ["collision w box --reference-bounds", "collision w box --boundary floor 0 500 320 500"]),
    .change { state, arguments throws(CommandError) in
      var animator = try requireAnimator(arguments, in: state)
      let names = try items(arguments.words("items"), of: animator, in: state)
      var boundaries: [CollisionBehavior.Boundary] = []
      if let words = arguments.option("boundary")?.split(separator: " ").map(String.init) {
        let usage = "--boundary floor 0 500 320 500"
        guard ObjectName.isValid(words[0]) else {
          throw CommandError("\(Format.echo(words[0])) is not a boundary name", suggestion: "\(ObjectName.rule): \(usage)")
        }
        let numbers = try Arguments.numbers(Array(words.dropFirst()), count: 4, usage: usage)
        let from = Point(x: numbers[0], y: numbers[1])
        let to = Point(x: numbers[2], y: numbers[3])
        guard from != to else { throw CommandError("boundary \(words[0]) has no length", suggestion: usage) }
        boundaries.append(.init(name: words[0], from: from, to: to))
      }
      let referenceBounds = arguments.flag("reference-bounds")
      let behavior = CollisionBehavior(
        items: names, translatesReferenceBoundsIntoBoundary: referenceBounds, boundaries: boundaries)
      let name = animator.newBehaviorName("collision")
      animator = try add(DynamicBehavior(name, .collision(behavior)), to: animator, &state)
      var with: [String] = names.count > 1 ? ["each other"] : []
      if referenceBounds { with.append("the reference bounds \(Format.rect(animator.world.referenceBounds))") }
      with += boundaries.map { "boundary \($0.name) \(Format.point($0.from))–\(Format.point($0.to))" }
      return [
        "\(animator.name): \(name) on \(names.joined(separator: ", ")): collides with "
          + (with.isEmpty ? "nothing yet (one item, no boundary)" : with.joined(separator: ", "))
      ]
    })

  static let push = Command(
    CommandSpec(
      "push", abstract: "Add a UIPushBehavior: a continuous force, or one instantaneous impulse.",
      discussion:
        "Magnitude 1 on a 100 × 100 item of density 1 gives 100 pt/s² when continuous (Apple's documented value), "
        + "or by the same scale a one-time Δv = impulse / mass = 100 pt/s when instantaneous [design], after which the "
        + "push is inactive. The effect depends on the mass, area × density: a smaller view is easier to push "
        + "(Programming iOS 8, ch. 4). The angle is in radians, 0 to the right.",
      parameters: [Parameter("world", .object, "the world"), Parameter("item", .object, "the item")],
      options: [
        CommandOption("mode", value: .choice(["continuous", "instantaneous"]), "a force or an impulse"),
        CommandOption("angle", value: .number, "radians, 0 to the right"),
        CommandOption("magnitude", value: .number, "1 gives a 100 × 100 item of density 1 100 pt/s² (or 100 pt/s once)"),
      ],
      examples: ["push w box --mode instantaneous --angle 0 --magnitude 1"]),
    .change { state, arguments throws(CommandError) in
      var animator = try requireAnimator(arguments, in: state)
      let names = try items([arguments.word("item")], of: animator, in: state)
      let example = "push \(animator.name) \(names[0]) --mode instantaneous --angle 0 --magnitude 1"
      guard let modeText = arguments.option("mode"), let mode = PushBehavior.Mode(rawValue: modeText) else {
        throw CommandError("push needs --mode continuous or --mode instantaneous", suggestion: example)
      }
      guard let angle = arguments.optionalNumber("angle"), let magnitude = try nonNegative(arguments, "magnitude", example) else {
        throw CommandError("push needs --angle and --magnitude", suggestion: example)
      }
      let push = PushBehavior(items: names, mode: mode, angle: angle, magnitude: magnitude)
      let name = animator.newBehaviorName("push")
      animator = try add(DynamicBehavior(name, .push(push)), to: animator, &state)
      let mass = animator.world.mass(of: names[0]) ?? 0
      let change = mass > 0 ? magnitude * PushBehavior.scale / mass : 0
      let effect =
        mode == .instantaneous
        ? "Δv = impulse / mass = \(Format.number(change)) pt/s once, at the next step"
        : "a = force / mass = \(Format.number(change)) pt/s² every step"
      return [
        "\(animator.name): \(name) on \(names[0]): \(mode.rawValue), magnitude \(Format.number(magnitude)) angle "
          + "\(Format.number(angle, places: 4)); mass \(Format.number(mass)), so \(effect)"
      ]
    })

  static let snap = Command(
    CommandSpec(
      "snap", abstract: "Add a UISnapBehavior: a damped spring pulls the item to a point and turns it upright.",
      discussion:
        "The item snaps once, as soon as the behaviour is added, and no notification says it has arrived (Programming "
        + "iOS 8, ch. 4). Damping runs from 0 (most oscillation) to 1 (least), 0.5 by default (Apple's documented values).",
      parameters: [
        Parameter("world", .object, "the world"), Parameter("item", .object, "the item"),
        Parameter("x", .number, "the snap point's x"), Parameter("y", .number, "the snap point's y"),
      ],
      options: [CommandOption("damping", value: .number, "0 to 1 (default 0.5)")],
      examples: ["snap w box 160 284", "snap w box 160 284 --damping 0.2"]),
    .change { state, arguments throws(CommandError) in
      var animator = try requireAnimator(arguments, in: state)
      let names = try items([arguments.word("item")], of: animator, in: state)
      let damping = arguments.optionalNumber("damping") ?? 0.5
      guard (0...1).contains(damping) else {
        throw CommandError("damping runs from 0 to 1, not \(Format.number(damping))", suggestion: "--damping 0.5")
      }
      let point = Point(x: arguments.number("x"), y: arguments.number("y"))
      let name = animator.newBehaviorName("snap")
      animator = try add(
        DynamicBehavior(name, .snap(SnapBehavior(item: names[0], point: point, damping: damping))), to: animator, &state)
      return ["\(animator.name): \(name) pulls \(names[0]) to \(Format.point(point)), damping \(Format.number(damping))"]
    })

  static let attach = Command(
    CommandSpec(
      "attach", abstract: "Add a UIAttachmentBehavior: a rod, or a spring with --frequency, from the item to a point.",
      discussion:
        "The length is the distance between the ends now unless --length gives it; frequency 0 (the default) is a "
        + "rigid rod, above 0 a spring of that many hertz with damping ratio --damping (Programming iOS 8, ch. 4).",
      parameters: [
        Parameter("world", .object, "the world"), Parameter("item", .object, "the item"),
        Parameter("x", .number, "the anchor's x"), Parameter("y", .number, "the anchor's y"),
      ],
      options: [
        CommandOption("length", value: .number, "the rod's or spring's length"),
        CommandOption("damping", value: .number, "the spring's damping ratio"),
        CommandOption("frequency", value: .number, "hertz; 0 is a rod"),
      ],
      examples: ["attach w box 160 0 --length 200", "attach w box 160 0 --damping 0.3 --frequency 2"]),
    .change { state, arguments throws(CommandError) in
      var animator = try requireAnimator(arguments, in: state)
      let names = try items([arguments.word("item")], of: animator, in: state)
      let example = "attach \(animator.name) \(names[0]) 160 0 --damping 0.3 --frequency 2"
      let length = try nonNegative(arguments, "length", example)
      let damping = try nonNegative(arguments, "damping", example) ?? 0
      let frequency = try nonNegative(arguments, "frequency", example) ?? 0
      let point = Point(x: arguments.number("x"), y: arguments.number("y"))
      let attachment = AttachmentBehavior(
        item: names[0], anchor: .point(point), length: length, frequency: frequency, damping: damping)
      let name = animator.newBehaviorName("attach")
      animator = try add(DynamicBehavior(name, .attachment(attachment)), to: animator, &state)
      var measured = length ?? 0
      if case .attachment(let added)? = animator.world.behavior(named: name)?.kind { measured = added.length ?? measured }
      let kind =
        frequency == 0
        ? "a rod" : "a spring of \(Format.number(frequency)) Hz, damping \(Format.number(damping))"
      return [
        "\(animator.name): \(name) ties \(names[0]) to \(Format.point(point)) with \(kind), length \(Format.number(measured))"
          + (length == nil ? " (the distance now)" : "")
      ]
    })

  static let itembehavior = Command(
    CommandSpec(
      "itembehavior", abstract: "Add a UIDynamicItemBehavior: elasticity, friction, resistance, density, rotation.",
      discussion:
        "Options left out keep the first item's current values (Apple's defaults: elasticity 0, friction 0, "
        + "resistance 0, density 1, rotation allowed). Mass is area × density (Programming iOS 8, ch. 4). Resistance "
        + "damps the velocity each step, v ← v / (1 + resistance · dt) [design]: iOS 9 by Tutorials (ch. 11) uses 2, "
        + "10 and 20, and The Gourmet iOS Developer's Cookbook (ch. 6) says 0 to 1.",
      parameters: [Parameter("world", .object, "the world"), Parameter("items", .object, "its items", repeated: true)],
      options: [
        CommandOption("elasticity", value: .number, "0 (no bounce) to 1 (all the speed back)"),
        CommandOption("friction", value: .number, "0 or more"),
        CommandOption("resistance", value: .number, "0 or more: linear damping"),
        CommandOption("density", value: .number, "more than 0 (default 1)"),
        CommandOption("allows-rotation", value: .choice(["true", "false"]), "whether the items may turn"),
      ],
      examples: ["itembehavior w box --elasticity 0.6 --density 200 --resistance 2"]),
    .change { state, arguments throws(CommandError) in
      var animator = try requireAnimator(arguments, in: state)
      let names = try items(arguments.words("items"), of: animator, in: state)
      var properties = animator.world.properties(of: names[0])
      let example = "itembehavior \(animator.name) \(names[0]) --elasticity 0.6"
      if let elasticity = arguments.optionalNumber("elasticity") {
        guard (0...1).contains(elasticity) else {
          throw CommandError("elasticity runs from 0 to 1, not \(Format.number(elasticity))", suggestion: example)
        }
        properties.elasticity = elasticity
      }
      if let friction = try nonNegative(arguments, "friction", example) { properties.friction = friction }
      if let resistance = try nonNegative(arguments, "resistance", example) { properties.resistance = resistance }
      if let density = arguments.optionalNumber("density") {
        guard density > 0 else {
          throw CommandError("density must be more than 0, not \(Format.number(density))", suggestion: "--density 1")
        }
        properties.density = density
      }
      if let rotation = arguments.option("allows-rotation") { properties.allowsRotation = rotation == "true" }
      let name = animator.newBehaviorName("itembehavior")
      animator = try add(
        DynamicBehavior(name, .itemProperties(ItemBehavior(items: names, properties: properties))), to: animator, &state)
      let masses = names.map { "\($0) \(Format.number(animator.world.mass(of: $0) ?? 0))" }
      return [
        "\(animator.name): \(name) on \(names.joined(separator: ", ")): \(DynamicsInspection.describe(properties)); "
          + "mass \(masses.joined(separator: ", "))"
      ]
    })

  static let removeBehavior = Command(
    CommandSpec(
      "removeBehavior", abstract: "animator.removeBehavior: take a behaviour out of its world.",
      discussion: "A paused world resumes to see what changed (Programming iOS 8, ch. 4).",
      parameters: [Parameter("world", .object, "the world"), Parameter("behavior", .word, "the behaviour's name")],
      examples: ["removeBehavior w gravity1"]),
    .change { state, arguments throws(CommandError) in
      var animator = try requireAnimator(arguments, in: state)
      let name = arguments.word("behavior")
      guard animator.world.removeBehavior(named: name) else {
        throw CommandError(
          "\(animator.name) has no behaviour named \(Format.echo(name))",
          suggestion: Suggestion.didYouMean(name, in: animator.world.allBehaviors.map(\.name))
            ?? "'show \(animator.name)' lists them")
      }
      state.worlds[animator.name] = animator
      return ["\(animator.name): \(name) removed"]
    })
}
