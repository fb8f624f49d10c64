/// A `UILayoutGuide` (iOS 9): a rectangle in the layout system with anchors, owned by a view,
/// that constraints place like a view but that draws nothing and takes no touches (iOS 9 by
/// Tutorials: it replaces the empty spacer views of before).
///
/// The view controller's `topLayoutGuide` and `bottomLayoutGuide` are guides too, placed by
/// UIKit rather than by constraints: the top one ends below the status bar (20 points, none on
/// an iPhone in landscape), the bottom one starts at the bottom of the main view (Programming
/// iOS 8, ch. 1).
public struct LayoutGuide: Equatable, Sendable {
  /// The view it was added to with `addLayoutGuide`.
  public var owner: String
  /// `layoutFrame`, in the owner's coordinates, as the last layout left it.
  public var frame = Rect.zero

  public static let top = "topLayoutGuide"
  public static let bottom = "bottomLayoutGuide"
}

extension ViewsWorld {
  /// The guide called `name`: one made with `new guide`, or the main view's top or bottom
  /// layout guide.
  func guide(_ name: String) -> LayoutGuide? {
    if let made = autoLayout.guides[name] { return made }
    guard let root = views[Self.rootName] else { return nil }
    let size = root.bounds.size
    switch name {
    case LayoutGuide.top:
      let traits = self.traits
      let statusBar = traits.idiom == .phone && !traits.portrait ? 0.0 : 20.0
      return LayoutGuide(owner: Self.rootName, frame: Rect(x: 0, y: 0, width: size.width, height: statusBar))
    case LayoutGuide.bottom:
      return LayoutGuide(owner: Self.rootName, frame: Rect(x: 0, y: size.height, width: size.width, height: 0))
    default: return nil
    }
  }

  /// Whether UIKit places the guide (the top and bottom layout guides) rather than constraints.
  static func isBuiltInGuide(_ name: String) -> Bool { name == LayoutGuide.top || name == LayoutGuide.bottom }
}
