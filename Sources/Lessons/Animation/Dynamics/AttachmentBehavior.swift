/// A rod or a spring between an item and a point or another item: UIKit's `UIAttachmentBehavior`.
///
/// With `frequency` 0 the attachment is a rigid rod that keeps `length`; above 0 it is a spring
/// of that frequency in hertz with damping ratio `damping`. The length is the distance between
/// the two ends when the behaviour is added, unless one was given (Programming iOS 8, ch. 4;
/// animation.md §3 item 17).
public struct AttachmentBehavior: Hashable, Sendable {
  /// What the item is attached to.
  public enum Anchor: Hashable, Sendable {
    case point(Point)
    case item(String)
  }

  public var item: String
  public var anchor: Anchor
  /// Nil until the world measures it when the behaviour is added.
  public var length: Double?
  public var frequency: Double
  public var damping: Double

  public init(item: String, anchor: Anchor, length: Double? = nil, frequency: Double = 0, damping: Double = 0) {
    self.item = item
    self.anchor = anchor
    self.length = length
    self.frequency = frequency
    self.damping = damping
  }

  /// The items at the two ends (one or two).
  public var items: [String] {
    if case .item(let other) = anchor { return [item, other] }
    return [item]
  }
}
