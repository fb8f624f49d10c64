/// A CALayer made in code: not a view's underlying layer.
///
/// It sits in a view's layer or another layer; created in code its frame is zero until sized
/// (Programming iOS 8, ch. 3). Its animatable values are the model layer's.
public struct LayerNode: Hashable, Sendable {
  public var name: String
  /// The view or layer it is a sublayer of; nil when it is in no tree.
  public var superlayer: String?
  public var values: LayerValues
  /// The layer's actions dictionary: an animation's name, or nil for NSNull.
  public var actions: [String: String?] = [:]
  /// The style dictionary's actions entry, searched after `actions`.
  public var styleActions: [String: String?] = [:]

  public init(name: String, superlayer: String?, position: Point, bounds: Rect, anchorPoint: Point) {
    self.name = name
    self.superlayer = superlayer
    values = LayerValues(
      position: position, bounds: bounds, anchorPoint: anchorPoint, opacity: 1, backgroundColor: nil, cornerRadius: 0,
      transform: .identity)
  }

  /// The layer's rectangle in its superlayer: position minus anchorPoint times size.
  public var frame: Rect {
    Rect(
      x: values.position.x - values.anchorPoint.x * values.bounds.size.width,
      y: values.position.y - values.anchorPoint.y * values.bounds.size.height, width: values.bounds.size.width,
      height: values.bounds.size.height)
  }
}
