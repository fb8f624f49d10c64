/// The views chapter's live objects: one window, its root view, the views below it, detached
/// views, and named transforms.
///
/// The window is itself a view, named `window`, whose bounds are the screen's; its only subview is
/// `root`, which always fills it (Programming iOS 8, ch. 1).
public struct ViewsWorld: Equatable, Sendable {
  public enum Idiom: String, Sendable, CaseIterable { case phone, pad }

  public var idiom = Idiom.phone
  /// Every view by name; a copy of the world (a timeline snapshot) shares the views it does not
  /// change.
  public var views: SharedMap<String, ViewNode>
  /// Names in creation order, for listings.
  public var order: [String]
  public var transforms: [String: AffineTransform] = [:]
  public var transformOrder: [String] = []
  /// The last hit-test and conversion that ran to their end, kept for exercises to check.
  public var lastHit: LastRun?
  public var lastConversion: LastRun?
  /// Constraints and each view's Auto Layout properties.
  public var autoLayout = AutoLayoutState()

  /// What a finished `hittest` or `convert` answered.
  public struct LastRun: Equatable, Sendable {
    public var question: String
    public var from: String?
    public var to: String?
    public var answer: String
  }

  public static let lastHitName = "lastHit"
  public static let lastConversionName = "lastConversion"

  public static let windowName = "window"
  public static let rootName = "root"

  public init() {
    var window = ViewNode(name: Self.windowName, frame: Rect(x: 0, y: 0, width: 320, height: 568))
    window.subviews = [Self.rootName]
    var root = ViewNode(name: Self.rootName, frame: Rect(x: 0, y: 0, width: 320, height: 568))
    root.superview = Self.windowName
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    views = SharedMap([Self.windowName: window, Self.rootName: root])
    order = [Self.windowName, Self.rootName]
  }

  public var windowSize: Size { views[Self.windowName]!.bounds.size }

  // MARK: - Lookup

  func view(_ name: String) throws(CommandError) -> ViewNode {
    guard let view = views[name] else {
      throw CommandError.unknownObject(
        name, kind: "view", actualKind: transforms[name] == nil ? nil : "transform", names: order)
    }
    return view
  }

  /// The chain from `name` up to the top of its tree, `name` first.
  func ancestors(of name: String) -> [String] {
    var chain = [name]
    var current = views[name]?.superview ?? guide(name)?.owner
    while let next = current {
      chain.append(next)
      current = views[next]?.superview
    }
    return chain
  }

  /// The first view with `tag` in the tree from `name` down, as UIView's `viewWithTag(_:)`
  /// searches the view and its subviews (Apple's documented API); nil when none has it.
  ///
  /// Apple documents no order: the Workbench looks at the view itself, then each subview's
  /// tree in turn, back to front.
  func view(withTag tag: Int, from name: String) -> String? {
    guard let view = views[name] else { return nil }
    if view.tag == tag { return name }
    for subview in view.subviews {
      if let found = self.view(withTag: tag, from: subview) { return found }
    }
    return nil
  }

  /// Whether the view is in the window's tree (not detached).
  func isInWindow(_ name: String) -> Bool { ancestors(of: name).last == Self.windowName }

  // MARK: - Hierarchy

  mutating func detach(_ name: String) {
    guard let parent = views[name]?.superview else { return }
    views[parent]?.subviews.removeAll { $0 == name }
    views[name]?.superview = nil
  }

  /// Adds a new view as `parent`'s frontmost subview and returns it.
  @discardableResult
  mutating func add(_ view: ViewNode, to parent: String) -> ViewNode {
    var view = view
    view.superview = parent
    views[view.name] = view
    order.append(view.name)
    views[parent]?.subviews.append(view.name)
    return view
  }

  mutating func attach(_ name: String, to parent: String, at index: Int) {
    detach(name)
    views[parent]?.subviews.insert(name, at: index)
    views[name]?.superview = parent
  }

  /// Every view below `name`, in drawing order (pre-order, back to front).
  func descendants(of name: String) -> [String] {
    var result: [String] = []
    var stack = Array((views[name]?.subviews ?? []).reversed())
    while let next = stack.popLast() {
      result.append(next)
      stack += (views[next]?.subviews ?? []).reversed()
    }
    return result
  }

  /// How many levels a listing indents before it writes the depth instead.
  static let indentLimit = 40

  /// The indentation of a line about a view `depth` levels down: two spaces a level, and past
  /// `indentLimit` levels the depth in brackets, so a tree nested thousands deep prints short lines.
  static func indent(_ depth: Int) -> String {
    depth <= indentLimit
      ? String(repeating: "  ", count: depth) : String(repeating: "  ", count: indentLimit) + "[\(depth)] "
  }

  // MARK: - Coordinates

  /// One hop of a conversion: up from a view to its superview, or down from a superview into it.
  struct Hop: Equatable, Sendable {
    var view: String
    var up: Bool
    var from: Point
    var to: Point
  }

  /// Converts `point` from `source` to `target` hop by hop, through their common ancestor.
  func convert(_ point: Point, from source: String, to target: String) throws(CommandError) -> [Hop] {
    _ = try view(source)
    _ = try view(target)
    let up = ancestors(of: source)
    let down = ancestors(of: target)
    guard up.last == down.last, up.last == Self.windowName else {
      let detached = [source, target].filter { !isInWindow($0) }
      throw CommandError(
        "\(detached.joined(separator: " and ")) \(detached.count == 1 ? "is" : "are") not in the window, so there is no "
          + "common coordinate space", suggestion: "insert it first: 'insert \(detached.first ?? source) into root'")
    }
    let common = up.first { down.contains($0) } ?? Self.windowName
    var hops: [Hop] = []
    var current = point
    for name in up.prefix(while: { $0 != common }) {
      let next = views[name]!.toSuperview(current)
      hops.append(Hop(view: name, up: true, from: current, to: next))
      current = next
    }
    for name in down.prefix(while: { $0 != common }).reversed() {
      let view = views[name]!
      guard let inverse = view.transform.inverted() else {
        throw CommandError(
          "\(name)'s transform \(view.transform.text) is singular: no point maps into \(name)",
          suggestion: "give \(name) an invertible transform")
      }
      let moved = inverse.apply(Point(x: current.x - view.center.x, y: current.y - view.center.y))
      let next = Point(x: view.boundsCenter.x + moved.x, y: view.boundsCenter.y + moved.y)
      hops.append(Hop(view: name, up: false, from: current, to: next))
      current = next
    }
    return hops
  }

  /// The map from a view's own coordinates to the window's.
  func toWindow(_ name: String) -> AffineTransform {
    var transform = AffineTransform.identity
    for ancestor in ancestors(of: name) where ancestor != Self.windowName {
      transform = transform.concatenating(views[ancestor]!.toSuperviewTransform)
    }
    return transform
  }

  // MARK: - Window and traits

  /// The trait collection the window's size and idiom give.
  ///
  /// The table is Programming iOS 8's, chapter 1.
  public struct Traits: Equatable, Sendable {
    public var idiom: Idiom
    public var horizontal: String
    public var vertical: String
    public var displayScale: Double
    public var portrait: Bool
  }

  public var traits: Traits {
    let size = windowSize
    let portrait = size.height >= size.width
    let large = max(size.width, size.height) >= 736
    switch idiom {
    case .pad:
      return Traits(idiom: .pad, horizontal: "regular", vertical: "regular", displayScale: 2, portrait: portrait)
    case .phone:
      let horizontal = !portrait && large ? "regular" : "compact"
      return Traits(
        idiom: .phone, horizontal: horizontal, vertical: portrait ? "regular" : "compact", displayScale: large ? 3 : 2,
        portrait: portrait)
    }
  }
}
