/// One behaviour added to the dynamics world, with its children: UIKit's `UIDynamicBehavior`.
///
/// Behaviours can be added, removed and changed at any time, even while the world runs, and any
/// behaviour may hold child behaviours, which is how composite behaviours are made
/// (Programming iOS 8, ch. 4; iOS 9 by Tutorials, ch. 11). The world applies a parent before its
/// children, depth first, in the order they were added ([design]).
public struct DynamicBehavior: Hashable, Sendable {
  /// What the behaviour does.
  public enum Kind: Hashable, Sendable {
    /// A plain parent that does nothing by itself: the composite of its children.
    case composite
    case gravity(GravityBehavior)
    case collision(CollisionBehavior)
    case push(PushBehavior)
    case snap(SnapBehavior)
    case attachment(AttachmentBehavior)
    case itemProperties(ItemBehavior)
  }

  /// The behaviour's name, unique in the world.
  public var name: String
  public var kind: Kind
  public var children: [DynamicBehavior]
  /// The text of the behaviour's `action`, run once every step while the world runs.
  ///
  /// A value model holds no closure, so the step report names the behaviours whose action ran
  /// (Programming iOS 8, ch. 4).
  public var action: String?

  public init(_ name: String, _ kind: Kind, children: [DynamicBehavior] = [], action: String? = nil) {
    self.name = name
    self.kind = kind
    self.children = children
    self.action = action
  }

  /// This behaviour and its descendants, parents first.
  public var flattened: [DynamicBehavior] {
    var all: [DynamicBehavior] = []
    func visit(_ behavior: DynamicBehavior) {
      all.append(behavior)
      for child in behavior.children { visit(child) }
    }
    visit(self)
    return all
  }

  /// The names of the items the behaviour (not its children) acts on.
  public var items: [String] {
    switch kind {
    case .composite: []
    case .gravity(let gravity): gravity.items
    case .collision(let collision): collision.items
    case .push(let push): push.items
    case .snap(let snap): [snap.item]
    case .attachment(let attachment): attachment.items
    case .itemProperties(let behavior): behavior.items
    }
  }

  /// Changes this behaviour or a descendant named `name`; false when there is none.
  mutating func update(_ name: String, _ change: (inout DynamicBehavior) -> Void) -> Bool {
    if self.name == name {
      change(&self)
      return true
    }
    for index in children.indices where children[index].update(name, change) { return true }
    return false
  }
}
