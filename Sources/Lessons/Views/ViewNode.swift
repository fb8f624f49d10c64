/// One `UIView`: bounds, center and transform are stored; the frame is derived from them.
///
/// Programming iOS 8, ch. 1: the frame is the view's rectangle in its superview's coordinates,
/// the bounds its rectangle in its own, and the center the bounds' midpoint in superview
/// coordinates. A transform is applied around the center without touching bounds or center, and
/// the frame then reports the transformed view's bounding box.
public struct ViewNode: Equatable, Sendable {
  public var name: String
  public var bounds: Rect
  public var center: Point
  public var transform = AffineTransform.identity
  public var alpha = 1.0
  public var hidden = false
  public var userInteractionEnabled = true
  public var clipsToBounds = false
  public var tag = 0
  public var backgroundColor: String?
  /// The UIColor the learner's Swift set, exactly, while `backgroundColor` is still its word.
  public var backgroundExact: ExactColor?
  public var autoresizingMask: AutoresizingMask = []
  /// The layer's anchor point, in unit coordinates of the bounds.
  ///
  /// It is the point that sits at the center (the layer's `position`) and that the transform
  /// turns around. Default (0.5, 0.5).
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  public var superview: String?
  /// Back to front: index 0 is drawn first, the last is frontmost.
  public var subviews: [String] = []

  public init(name: String, frame: Rect) {
    self.name = name
    self.bounds = Rect(origin: .zero, size: frame.size)
    self.center = frame.center
  }

  /// The anchor point in the view's own coordinates: the middle of the bounds by default.
  public var boundsCenter: Point {
    Point(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width, y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  public var hasDefaultAnchor: Bool { anchorPoint == Point(x: 0.5, y: 0.5) }

  /// The view's rectangle in its superview's coordinates: the bounding box once transformed.
  public var frame: Rect {
    if transform.isIdentity {
      return Rect(
        x: center.x - anchorPoint.x * bounds.size.width, y: center.y - anchorPoint.y * bounds.size.height,
        width: bounds.size.width, height: bounds.size.height)
    }
    return Rect.bounding(outline(in: .identity))
  }

  /// The four corners of the bounds mapped into the superview, then through `outer`.
  func outline(in outer: AffineTransform) -> [Point] { bounds.corners.map { outer.apply(toSuperview($0)) } }

  /// `center + T·(p − boundsCenter)`: a point of this view in its superview's coordinates.
  public func toSuperview(_ point: Point) -> Point {
    let moved = transform.apply(Point(x: point.x - boundsCenter.x, y: point.y - boundsCenter.y))
    return Point(x: center.x + moved.x, y: center.y + moved.y)
  }

  /// The same map as a transform, for composing with others.
  var toSuperviewTransform: AffineTransform {
    AffineTransform.translation(-boundsCenter.x, -boundsCenter.y).concatenating(transform).concatenating(
      .translation(center.x, center.y))
  }
}

/// The autoresizing mask: which of a view's margins and sizes are flexible (springs).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
  public static let flexibleWidth = AutoresizingMask(rawValue: 2)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
  public static let flexibleHeight = AutoresizingMask(rawValue: 16)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)

  /// The debug description's abbreviations, in UIKit's order.
  static let names: [(String, AutoresizingMask)] = [
    ("LM", .flexibleLeftMargin), ("W", .flexibleWidth), ("RM", .flexibleRightMargin), ("TM", .flexibleTopMargin),
    ("H", .flexibleHeight), ("BM", .flexibleBottomMargin),
  ]

  /// `LM+TM`, or `none`.
  public var text: String {
    let parts = Self.names.filter { contains($0.1) }.map(\.0)
    return parts.isEmpty ? "none" : parts.joined(separator: "+")
  }

  /// Parses `LM+TM`, `W+H` or `none`.
  public init?(_ text: String) {
    self = []
    guard text != "none" else { return }
    for part in text.split(separator: "+", omittingEmptySubsequences: false) {
      guard let flag = Self.names.first(where: { $0.0 == part })?.1 else { return nil }
      insert(flag)
    }
  }
}
