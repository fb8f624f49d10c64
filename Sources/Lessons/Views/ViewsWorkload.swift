/// The workload `make bench` times for the views chapter, kept in this module so the model is
/// compiled as the chapter itself uses it.
public enum ViewsWorkload {
  /// A window holding 10,000 views: 500 chains of 20 nested views each (depth 20 below root),
  /// placed by a fixed seed, every seventh one turned by a few degrees.
  public static func world(chains: Int = 500, depth: Int = 20) -> (world: ViewsWorld, leaves: [String]) {
    var world = ViewsWorld()
    var seed: UInt64 = 42
    func next(_ bound: Double) -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double((seed >> 33) % 1_000_000) / 1_000_000 * bound
    }
    var leaves: [String] = []
    var count = 0
    for chain in 0..<chains {
      var parent = ViewsWorld.rootName
      var size = Size(width: 60 + next(200), height: 60 + next(400))
      var origin = Point(x: next(320 - size.width), y: next(568 - size.height))
      for level in 0..<depth {
        let name = "c\(chain)v\(level)"
        var view = ViewNode(name: name, frame: Rect(origin: origin, size: size))
        if count % 7 == 3 { view.transform = .rotation(degrees: next(20) - 10) }
        view.superview = parent
        world.views[name] = view
        world.order.append(name)
        world.views[parent]?.subviews.append(name)
        parent = name
        count += 1
        origin = Point(x: next(size.width * 0.1), y: next(size.height * 0.1))
        size = Size(width: size.width * 0.9, height: size.height * 0.9)
      }
      leaves.append(parent)
    }
    return (world, leaves)
  }

  /// The same tree as flat arrays: each view's parent index, subviews, bounds, and its maps to
  /// and from its superview as plain matrices.
  struct Flat {
    var parent: [Int] = []
    var subviews: [[Int]] = []
    var bounds: [Rect] = []
    var up: [AffineTransform] = []
    var down: [AffineTransform] = []
    var index: [String: Int] = [:]
  }

  static func flatten(_ world: ViewsWorld) -> Flat {
    var flat = Flat()
    for (position, name) in world.order.enumerated() { flat.index[name] = position }
    for name in world.order {
      let view = world.views[name]!
      flat.parent.append(view.superview.flatMap { flat.index[$0] } ?? -1)
      flat.subviews.append(view.subviews.map { flat.index[$0]! })
      flat.bounds.append(view.bounds)
      flat.up.append(view.toSuperviewTransform)
      flat.down.append(view.toSuperviewTransform.inverted() ?? .identity)
    }
    return flat
  }

  /// The hit-test recursion on the flat arrays, with the same gates.
  static func hitTest(_ flat: Flat, _ view: Int, _ point: Point) -> Int? {
    guard flat.bounds[view].contains(point) else { return nil }
    for subview in flat.subviews[view].reversed() {
      if let hit = hitTest(flat, subview, flat.down[subview].apply(point)) { return hit }
    }
    return view
  }

  /// Converts on the flat arrays: up to the common ancestor, then down.
  static func convert(_ flat: Flat, _ point: Point, from source: Int, to target: Int) -> Point {
    var up: [Int] = []
    var node = source
    while node >= 0 {
      up.append(node)
      node = flat.parent[node]
    }
    var down: [Int] = []
    node = target
    while node >= 0, !up.contains(node) {
      down.append(node)
      node = flat.parent[node]
    }
    var current = point
    for view in up {
      if view == node { break }
      current = flat.up[view].apply(current)
    }
    for view in down.reversed() { current = flat.down[view].apply(current) }
    return current
  }

  /// Times `count` hit tests at seeded points and `count` conversions between seeded pairs of
  /// leaves, on the model and on the flat arrays, after checking that both give the same answers.
  public static func run(count: Int) -> (
    modelHits: Duration, flatHits: Duration, modelConversions: Duration, flatConversions: Duration
  ) {
    let (world, leaves) = world()
    let flat = flatten(world)
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let points = (0..<count).map { _ in Point(x: Double(next(32_000)) / 100, y: Double(next(56_800)) / 100) }
    let pairs = (0..<count).map { _ in (leaves[next(leaves.count)], leaves[next(leaves.count)]) }
    let clock = ContinuousClock()

    var modelAnswers: [String] = []
    modelAnswers.reserveCapacity(count)
    var start = clock.now
    for point in points {
      var trace: [String]? = nil
      modelAnswers.append(world.hitTest(ViewsWorld.windowName, point, trace: &trace) ?? "nil")
    }
    let modelHits = clock.now - start
    var flatAnswers: [Int] = []
    flatAnswers.reserveCapacity(count)
    let window = flat.index[ViewsWorld.windowName]!
    start = clock.now
    for point in points { flatAnswers.append(hitTest(flat, window, point) ?? -1) }
    let flatHits = clock.now - start
    for (model, plain) in zip(modelAnswers, flatAnswers) {
      precondition(model == (plain < 0 ? "nil" : world.order[plain]), "the hit tests disagree")
    }

    var modelPoints: [Point] = []
    modelPoints.reserveCapacity(count)
    start = clock.now
    for (from, to) in pairs {
      modelPoints.append((try? world.convert(Point(x: 5, y: 5), from: from, to: to))?.last?.to ?? Point(x: 5, y: 5))
    }
    let modelConversions = clock.now - start
    var flatPoints: [Point] = []
    flatPoints.reserveCapacity(count)
    start = clock.now
    for (from, to) in pairs { flatPoints.append(convert(flat, Point(x: 5, y: 5), from: flat.index[from]!, to: flat.index[to]!)) }
    let flatConversions = clock.now - start
    for (model, plain) in zip(modelPoints, flatPoints) {
      precondition(abs(model.x - plain.x) < 1e-6 && abs(model.y - plain.y) < 1e-6, "the conversions disagree")
    }
    return (modelHits, flatHits, modelConversions, flatConversions)
  }
}
