/// UIKit Dynamics as a value: the animator, its reference bounds, its items and behaviours.
///
/// The animator steps at a fixed 60 Hz with semi-implicit Euler (velocity first, then position
/// with the new velocity) and writes the items' model values, centers and rotations: there is
/// no presentation layer (Programming iOS 8, ch. 4; animation.md §3 item 17, [design] where the
/// books are silent). It pauses when it has no items or when every item has been at rest for two
/// steps, and resumes when anything is changed; `elapsedTime` counts only running time and is
/// never reset (Programming iOS 8, ch. 4). The Gourmet Cookbook's ch. 6 notes that this pause
/// comes late, since velocities linger near zero.
public struct DynamicsWorld: Sendable {
  /// Steps per second of the world's clock.
  public static let stepsPerSecond = 60
  /// One step, in seconds.
  public static let stepDuration = 1.0 / 60
  /// An item slower than this (points per second) is at rest ([design]).
  public static let restingSpeed = 0.1
  /// An item turning slower than this (radians per second) is at rest ([design]).
  public static let restingAngularSpeed = 0.01
  /// How many steps in a row every item must rest before the animator pauses ([design]: one
  /// step is not enough, an item thrown upwards stands still for an instant at the top).
  public static let restingStepsToPause = 2

  /// The reference view's bounds: the coordinate system and the reference-bounds boundary.
  public var referenceBounds: Rect {
    didSet { changed() }
  }
  /// The items, in the order they were added.
  public internal(set) var items: [DynamicItem] = []
  /// The top-level behaviours, in the order they were added.
  public private(set) var behaviors: [DynamicBehavior] = []
  /// Whether the animator is running (`UIDynamicAnimator.running`).
  public internal(set) var isRunning = false
  /// Steps taken while running: `elapsedTime` in 1/60 s.
  public internal(set) var runningSteps = 0

  var indexByName: [String: Int] = [:]
  /// Set by any change; a paused animator resumes at the next step.
  var woken = false
  var restingSteps = 0
  /// The contacts touching after the last step, as sorted keys (see `contactKey`).
  var contactKeys: [UInt64] = []
  /// Every named boundary seen, so that a contact keeps its identifier across plan rebuilds.
  var boundaryNames: [String] = []
  var plan: DynamicsPlan?

  public init(referenceBounds: Rect) {
    self.referenceBounds = referenceBounds
  }

  /// Total running time in seconds (`UIDynamicAnimator.elapsedTime`).
  public var elapsedTime: Double { Double(runningSteps) / Double(Self.stepsPerSecond) }

  /// The item named `name`.
  public func item(named name: String) -> DynamicItem? { indexByName[name].map { items[$0] } }

  /// Adds an item, or replaces the one with the same name.
  public mutating func addItem(_ item: DynamicItem) {
    if let index = indexByName[item.name] {
      items[index] = item
    } else {
      indexByName[item.name] = items.count
      items.append(item)
    }
    changed()
  }

  /// Changes an item by hand and tells the animator; false when there is no such item.
  ///
  /// UIKit's `updateItemUsingCurrentState` (Programming iOS 8, ch. 4): a paused animator resumes.
  @discardableResult
  public mutating func updateItemUsingCurrentState(_ name: String, _ change: (inout DynamicItem) -> Void) -> Bool {
    guard let index = indexByName[name] else { return false }
    change(&items[index])
    items[index].name = name
    changed()
    return true
  }

  /// Adds a behaviour, replacing one of the same name.
  ///
  /// An attachment without a length gets the distance between its ends now (Programming iOS 8,
  /// ch. 4).
  public mutating func addBehavior(_ behavior: DynamicBehavior) {
    var behavior = behavior
    measureAttachments(&behavior)
    if let index = behaviors.firstIndex(where: { $0.name == behavior.name }) {
      behaviors[index] = behavior
    } else {
      behaviors.append(behavior)
    }
    changed()
  }

  /// Removes the behaviour named `name`, at the top or among children; false when there is none.
  @discardableResult
  public mutating func removeBehavior(named name: String) -> Bool {
    func remove(from list: inout [DynamicBehavior]) -> Bool {
      if let index = list.firstIndex(where: { $0.name == name }) {
        list.remove(at: index)
        return true
      }
      for index in list.indices where remove(from: &list[index].children) { return true }
      return false
    }
    guard remove(from: &behaviors) else { return false }
    changed()
    return true
  }

  public mutating func removeAllBehaviors() {
    behaviors = []
    changed()
  }

  /// Every behaviour, parents before children.
  public var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.flattened) }

  /// The behaviour named `name`, at any depth.
  public func behavior(named name: String) -> DynamicBehavior? { allBehaviors.first { $0.name == name } }

  /// Reconfigures a behaviour, even while the world runs; false when there is none.
  @discardableResult
  public mutating func updateBehavior(named name: String, _ change: (inout DynamicBehavior) -> Void) -> Bool {
    guard changeBehavior(named: name, change) else { return false }
    changed()
    return true
  }

  /// Adds to an item's velocity at once (`UIDynamicItemBehavior.addLinearVelocity(_:for:)`).
  @discardableResult
  public mutating func addLinearVelocity(_ velocity: Vector, to name: String) -> Bool {
    updateItemUsingCurrentState(name) { $0.velocity = $0.velocity + velocity }
  }

  /// Adds to an item's angular velocity at once (`addAngularVelocity(_:for:)`).
  @discardableResult
  public mutating func addAngularVelocity(_ velocity: Double, to name: String) -> Bool {
    updateItemUsingCurrentState(name) { $0.angularVelocity += velocity }
  }

  /// The names of the items whose frames meet `rect`, in the world's order (`itemsInRect`).
  public func itemsInRect(_ rect: Rect) -> [String] {
    items.filter { item in
      let frame = item.frame
      return frame.origin.x <= rect.origin.x + rect.size.width && rect.origin.x <= frame.origin.x + frame.size.width
        && frame.origin.y <= rect.origin.y + rect.size.height && rect.origin.y <= frame.origin.y + frame.size.height
    }.map(\.name)
  }

  /// The properties the item behaviours give the item named `name` (Apple's defaults if none).
  public func properties(of name: String) -> ItemProperties {
    var properties = ItemProperties.standard
    for behavior in allBehaviors {
      if case .itemProperties(let itemBehavior) = behavior.kind, itemBehavior.items.contains(name) {
        properties = itemBehavior.properties
      }
    }
    return properties
  }

  /// The item's mass: `width × height × density` (animation.md §3 item 17, [design]).
  public func mass(of name: String) -> Double? {
    item(named: name).map { $0.size.width * $0.size.height * properties(of: name).density }
  }

  /// The contacts touching now, as delegate messages would name them.
  public var touching: [(item: String, partner: ContactPartner)] {
    contactKeys.map { key in
      let (item, partner) = contactNames(key)
      return (item, partner)
    }
  }

  // MARK: - Internals

  mutating func changed() {
    plan = nil
    woken = true
    restingSteps = 0
  }

  /// Changes a behaviour without waking the animator (the world's own bookkeeping).
  mutating func changeBehavior(named name: String, _ change: (inout DynamicBehavior) -> Void) -> Bool {
    for index in behaviors.indices where behaviors[index].update(name, change) {
      measureAttachments(&behaviors[index])
      plan = nil
      return true
    }
    return false
  }

  /// Gives every attachment in `behavior` without a length the distance between its ends.
  func measureAttachments(_ behavior: inout DynamicBehavior) {
    if case .attachment(var attachment) = behavior.kind, attachment.length == nil,
      let length = distance(attachment)
    {
      attachment.length = length
      behavior.kind = .attachment(attachment)
    }
    for index in behavior.children.indices { measureAttachments(&behavior.children[index]) }
  }

  func distance(_ attachment: AttachmentBehavior) -> Double? {
    guard let item = item(named: attachment.item) else { return nil }
    let other: Point
    switch attachment.anchor {
    case .point(let point): other = point
    case .item(let name):
      guard let anchor = self.item(named: name) else { return nil }
      other = anchor.center
    }
    let dx = item.center.x - other.x
    let dy = item.center.y - other.y
    return (dx * dx + dy * dy).squareRoot()
  }
}

extension DynamicsWorld: Equatable {
  /// Two worlds are equal when their state is; the caches a step keeps do not count.
  public static func == (lhs: DynamicsWorld, rhs: DynamicsWorld) -> Bool {
    lhs.referenceBounds == rhs.referenceBounds && lhs.items == rhs.items && lhs.behaviors == rhs.behaviors
      && lhs.isRunning == rhs.isRunning && lhs.runningSteps == rhs.runningSteps && lhs.woken == rhs.woken
      && lhs.restingSteps == rhs.restingSteps && lhs.contactKeys == rhs.contactKeys && lhs.boundaryNames == rhs.boundaryNames
  }
}
