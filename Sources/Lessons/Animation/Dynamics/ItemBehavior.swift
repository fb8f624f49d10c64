/// The physical properties of its items: UIKit's `UIDynamicItemBehavior`.
///
/// When more than one item behaviour names an item, the one applied last wins ([design]). The
/// velocities it adds (`addLinearVelocity`, `addAngularVelocity`) are world methods, since they
/// change the item's state at once (Programming iOS 8, ch. 4; iOS 9 by Tutorials, ch. 11).
public struct ItemBehavior: Hashable, Sendable {
  public var items: [String]
  public var properties: ItemProperties

  public init(items: [String], properties: ItemProperties = .standard) {
    self.items = items
    self.properties = properties
  }
}
