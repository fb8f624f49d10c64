/// `UIEdgeInsets`: top, left, bottom, right, written `{top, left, bottom, right}`.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// iOS 8's margins for a view controller's main view: 16 at the sides.
  ///
  /// Programming iOS 8, chapter 1.
  public static let mainView = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
  /// iOS 8's margins for any other view.
  public static let standard = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  public var text: String {
    "{\([top, left, bottom, right].map { Format.number($0) }.joined(separator: ", "))}"
  }

  /// Each edge the larger of the two.
  ///
  /// A view that preserves its superview's margins adopts the part of them that reaches further
  /// in than its own (Programming iOS 8, ch. 1, where the edges coincide).
  func union(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
      right: max(right, other.right))
  }
}
