/// What an item touches: another item or a boundary.
///
/// The reference bounds have no identifier in UIKit (the delegate gets nil); named segments
/// have theirs (Programming iOS 8, ch. 4).
public enum ContactPartner: Hashable, Sendable {
  case item(String)
  case referenceBounds
  case boundary(String)
}

/// A collision delegate message: UIKit's `collisionBehavior(_:beganContactFor:…)` and
/// `…endedContactFor…`.
///
/// A contact begins in the step where two things first touch and ends in the step where they
/// no longer do. In one step, ended contacts come before begun ones, each in the order of the
/// first item's place in the world, then the partner's (items in their order, then the
/// reference bounds, then named boundaries in the order they were first seen) ([design]).
public struct DynamicsContact: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case began, ended
  }

  public var kind: Kind
  public var item: String
  public var partner: ContactPartner
  /// Where they touch (the middle of their overlap) for a contact that began; where the item
  /// is for one that ended.
  public var point: Point

  public init(_ kind: Kind, item: String, partner: ContactPartner, point: Point) {
    self.kind = kind
    self.item = item
    self.partner = partner
    self.point = point
  }
}
