/// A change to a view or the window: checked when the command is typed, applied in the first
/// step of its process.
public enum ViewsChange: Equatable, Sendable {
  public enum Field: Equatable, Sendable {
    case frame(Rect)
    case bounds(Rect)
    case center(Point)
    case boundsOrigin(Point)
    case boundsSize(Size)
    case alpha(Double)
    case hidden(Bool)
    case userInteractionEnabled(Bool)
    case clipsToBounds(Bool)
    case tag(Int)
    case backgroundColor(String?)
    /// A UIColor from the learner's Swift: drawn by its word, read back exactly.
    case backgroundUIColor(ExactColor)
    case autoresizingMask(AutoresizingMask)
    case transform(AffineTransform)
    case anchorPoint(Point)
  }

  case set(String, Field)
  case layout(LayoutChange)
  case window(Size, ViewsWorld.Idiom?)
  case rotate

  /// Applies the change; returns what it did and, when a view's bounds size changed, that view
  /// with its old and new size (the autoresizing pass starts there).
  func apply(to state: inout ViewsWorld) -> (StepNote, (String, Size, Size)?) {
    switch self {
    case .set(let name, let field):
      return Self.set(name, field, &state)
    case .layout(let change):
      return (change.apply(to: &state), nil)
    case .window(let size, let idiom):
      if let idiom { state.idiom = idiom }
      return Self.resizeWindow(to: size, &state, verb: "the window is now")
    case .rotate:
      let size = state.windowSize
      return Self.resizeWindow(to: Size(width: size.height, height: size.width), &state, verb: "rotate: the window is now")
    }
  }

  private static func resizeWindow(to size: Size, _ state: inout ViewsWorld, verb: String) -> (StepNote, (String, Size, Size)?) {
    let rect = Rect(origin: .zero, size: size)
    state.views[ViewsWorld.windowName]?.bounds = rect
    state.views[ViewsWorld.windowName]?.center = rect.center
    let old = state.views[ViewsWorld.rootName]!.bounds.size
    state.views[ViewsWorld.rootName]?.bounds.size = size
    state.views[ViewsWorld.rootName]?.center = rect.center
    let traits = state.traits
    let note = StepNote(
      "\(verb) \(Format.number(size.width)) x \(Format.number(size.height)) (\(traits.idiom.rawValue), "
        + "\(traits.portrait ? "portrait" : "landscape")); root fills it: frame \(Format.rect(rect)); size classes "
        + "H \(traits.horizontal), V \(traits.vertical)",
      why: "window coordinates are screen coordinates, and they rotate with the interface (Programming iOS 8, ch. 1)")
    return (note, old == size ? nil : (ViewsWorld.rootName, old, size))
  }

  private static func set(_ name: String, _ field: Field, _ state: inout ViewsWorld) -> (StepNote, (String, Size, Size)?) {
    var view = state.views[name]!
    let before = view
    let text: String
    switch field {
    case .frame(let rect):
      view.bounds.size = rect.size
      view.center = Point(
        x: rect.origin.x + view.anchorPoint.x * rect.size.width, y: rect.origin.y + view.anchorPoint.y * rect.size.height)
      text =
        "\(name).frame \(Format.rect(before.frame)) -> \(Format.rect(view.frame)); bounds \(Format.rect(view.bounds)), center \(Format.point(view.center))"
    case .bounds(let rect):
      view.bounds = rect
      text =
        "\(name).bounds \(Format.rect(before.bounds)) -> \(Format.rect(rect)); center stays \(Format.point(view.center)), frame \(Format.rect(view.frame))"
    case .boundsOrigin(let origin):
      view.bounds.origin = origin
      text =
        "\(name).bounds.origin \(Format.point(before.bounds.origin)) -> \(Format.point(origin)); \(name) stays put, its subviews shift the other way"
    case .boundsSize(let size):
      view.bounds.size = size
      text =
        "\(name).bounds.size \(Format.size(before.bounds.size)) -> \(Format.size(size)), around the center \(Format.point(view.center)); frame \(Format.rect(view.frame))"
    case .center(let point):
      view.center = point
      text = "\(name).center \(Format.point(before.center)) -> \(Format.point(point)); frame \(Format.rect(view.frame))"
    case .alpha(let alpha):
      view.alpha = alpha
      text = "\(name).alpha \(Format.number(before.alpha)) -> \(Format.number(alpha))"
    case .hidden(let hidden):
      view.hidden = hidden
      text = "\(name).hidden \(before.hidden) -> \(hidden)"
    case .userInteractionEnabled(let enabled):
      view.userInteractionEnabled = enabled
      text = "\(name).userInteractionEnabled \(before.userInteractionEnabled) -> \(enabled)"
    case .clipsToBounds(let clips):
      view.clipsToBounds = clips
      text = "\(name).clipsToBounds \(before.clipsToBounds) -> \(clips)"
    case .tag(let tag):
      view.tag = tag
      text = "\(name).tag \(before.tag) -> \(tag)"
    case .backgroundColor(let color):
      view.backgroundColor = color
      view.backgroundExact = nil
      text = "\(name).backgroundColor \(before.backgroundColor ?? "nil") -> \(color ?? "nil")"
    case .backgroundUIColor(let color):
      view.backgroundColor = color.word
      view.backgroundExact = color
      text = "\(name).backgroundColor \(before.backgroundColor ?? "nil") -> \(color.word)"
    case .autoresizingMask(let mask):
      view.autoresizingMask = mask
      text = "\(name).autoresizingMask \(before.autoresizingMask.text) -> \(mask.text) (autoresize = \(mask.text))"
    case .anchorPoint(let point):
      view.anchorPoint = point
      text =
        "\(name).layer.anchorPoint \(Format.point(before.anchorPoint)) -> \(Format.point(point)); the position (center) "
        + "stays \(Format.point(view.center)), so the view moves: frame \(Format.rect(view.frame))"
    case .transform(let transform):
      view.transform = transform
      text =
        "\(name).transform \(before.transform.text) -> \(transform.text); center \(Format.point(view.center)) and bounds "
        + "\(Format.rect(view.bounds)) unchanged; frame \(Format.rect(view.frame))"
        + (transform.isIdentity ? "" : " (its bounding box: do not set the frame now)")
    }
    state.views[name] = view
    let resized = before.bounds.size == view.bounds.size ? nil : (name, before.bounds.size, view.bounds.size)
    return (StepNote(text), resized)
  }
}
