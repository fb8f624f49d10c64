/// A view's `description`, as UIKit writes it and `print(v)` shows it.
///
/// `<UIView: 0x7fb1…; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x7fb2…>>`:
/// the class, the frame as `(x y; width height)`, then only the properties that differ from a
/// new view's, in UIKit's order (transform, alpha, clipsToBounds, hidden, autoresize,
/// userInteractionEnabled, tag), then the layer. The format is UIKit's own (`-[UIView
/// description]`, as `recursiveDescription` prints it for each view), not the books'; where UIKit
/// prints an address, the Workbench prints the object's name (DESIGN §3).
extension Views {
  static func uikitDescription(of name: String, in state: State) throws(CommandError) -> String {
    let g = Format.significant
    let view = try state.view(name)
    let frame = view.frame
    var parts = ["frame = (\(g(frame.origin.x)) \(g(frame.origin.y)); \(g(frame.size.width)) \(g(frame.size.height)))"]
    if view.transform != .identity {
      let t = view.transform
      parts.append("transform = [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(g).joined(separator: ", ") + "]")
    }
    if view.alpha != 1 { parts.append("alpha = \(g(view.alpha))") }
    if view.clipsToBounds { parts.append("clipsToBounds = YES") }
    if view.hidden { parts.append("hidden = YES") }
    if !view.autoresizingMask.isEmpty { parts.append("autoresize = \(view.autoresizingMask.text)") }
    if !view.userInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    if view.tag != 0 { parts.append("tag = \(view.tag)") }
    let type = swiftClass(of: name, in: state)
    let layer = type == "UIWindow" ? "UIWindowLayer" : "CALayer"
    parts.append("layer = <\(layer): \(name).layer>")
    return "<\(type): \(name); " + parts.joined(separator: "; ") + ">"
  }
}
