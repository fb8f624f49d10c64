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

  /// A number as C's `%g` writes it, which UIKit's descriptions use: at most six significant
  /// digits, no trailing zeros, `-0` kept (`0`, `54.3333`, `-14.5`).
  static func g(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    let exponent = Int((abs(value)).log10Floor)
    guard exponent >= -5, exponent < 6 else { return "\(value)" }
    let scale = power10(5 - exponent)
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }

  private static func power10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }
}

extension Double {
  /// The power of ten at or below the number (of a positive finite number): 2 for 123.4.
  fileprivate var log10Floor: Double {
    var exponent = 0.0
    var value = self
    while value >= 10 {
      value /= 10
      exponent += 1
    }
    while value < 1 {
      value *= 10
      exponent -= 1
    }
    return exponent
  }
}
