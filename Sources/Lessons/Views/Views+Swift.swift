/// The views chapter under UIKit's own names, for the learner's Swift: `root`, `window` and
/// every view are in scope; `UIView(frame:)` makes a view; frame, bounds, center and transform
/// read and set as the chapter's `set` does (the autoresizing pass included); `addSubview`,
/// `insertSubview`, `convert` and `hitTest` run the chapter's own code, and a conversion or a
/// hit-test shows its steps (Programming iOS 8, ch. 1 and 5; the method names are Apple's
/// documented UIView API).
extension Views: SwiftBindable {
  public static let swiftClasses = [
    "UIView", "UIWindow", "UILabel", "UIButton", "UIStackView", "NSLayoutConstraint",
  ]

  /// The geometry a view's properties and UIView's initializer take, and the types of its
  /// settings (Apple's documented UIView API).
  public static let swiftMemberTypes = [
    "frame": "CGRect", "bounds": "CGRect", "center": "CGPoint", "transform": "CGAffineTransform", "alpha": "CGFloat",
    "isHidden": "Bool", "isUserInteractionEnabled": "Bool", "clipsToBounds": "Bool", "tag": "Int",
  ]

  /// The types UIView's methods take (Apple's documented UIKit API): a view where a view goes,
  /// a point where a point goes, an index where an index goes.
  public static let swiftParameterTypes: [String: [String?]] = [
    "addSubview(_:)": ["UIView"], "insertSubview(_:at:)": ["UIView", "Int"],
    "insertSubview(_:aboveSubview:)": ["UIView", "UIView"], "insertSubview(_:belowSubview:)": ["UIView", "UIView"],
    "bringSubviewToFront(_:)": ["UIView"], "sendSubviewToBack(_:)": ["UIView"],
    "exchangeSubview(at:withSubviewAt:)": ["Int", "Int"], "convert(_:to:)": [nil, "UIView?"],
    "convert(_:from:)": [nil, "UIView?"], "hitTest(_:with:)": ["CGPoint", "UIEvent?"],
    "point(inside:with:)": ["CGPoint", "UIEvent?"], "isDescendant(of:)": ["UIView"], "viewWithTag(_:)": ["Int"],
  ]

  public static var swiftMembers: Set<String> {
    swiftLayoutMembers.union(swiftAutoresizing.keys).union(ColorComponents.named.keys)
  }

  /// UIView.AutoresizingMask, an option set with UIKit's raw values.
  public static var swiftOptionSets: [String: [String: Int]] {
    [autoresizingType: swiftAutoresizing.mapValues(\.rawValue)]
  }

  static let autoresizingType = "UIView.AutoresizingMask"

  /// UIView.AutoresizingMask's members by their Swift names (Apple's documented UIKit API).
  static let swiftAutoresizing: [String: AutoresizingMask] = [
    "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
    "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
    "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
  ]

  public static let swiftRenamed: [String: String] = [
    // UIView's types and methods as Swift 2 spelled them.
    "UIViewAutoresizing": "UIView.AutoresizingMask", "convertPoint": "convert(_:to:) or convert(_:from:)",
    "convertRect": "convert(_:to:) or convert(_:from:)", "hitTest(_:withEvent:)": "hitTest(_:with:)",
    "pointInside": "point(inside:with:)", "insertSubview(_:atIndex:)": "insertSubview(_:at:)",
    "exchangeSubviewAtIndex": "exchangeSubview(at:withSubviewAt:)",
  ].merging(swiftLayoutRenamed) { first, _ in first }

  /// The properties a view has here.
  static let swiftProperties = [
    "frame", "bounds", "center", "transform", "superview", "subviews", "alpha", "isHidden", "isUserInteractionEnabled",
    "clipsToBounds", "tag", "window", "autoresizingMask", "description", "backgroundColor",
  ]

  /// The methods a view has here.
  static let swiftMethods = [
    "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack", "exchangeSubview",
    "convert", "hitTest", "point", "isDescendant", "viewWithTag",
  ]

  public static func swiftObjects(in state: State) -> [(name: String, type: String)] {
    state.order.compactMap { name in state.views[name] == nil ? nil : (name, swiftClass(of: name, in: state)) }
      + swiftConstraints(in: state) + state.transforms.keys.sorted().map { ($0, "CGAffineTransform") }
  }

  /// A named transform is a `CGAffineTransform`, a value: Swift reads a copy of it.
  public static func swiftValue(named name: String, in state: State) -> BridgeValue? {
    state.transforms[name].map(bridged)
  }

  /// A transform as Swift's `CGAffineTransform`.
  static func bridged(_ t: AffineTransform) -> BridgeValue {
    .structure("CGAffineTransform", [t.a, t.b, t.c, t.d, t.tx, t.ty].map(BridgeValue.double))
  }

  /// The class a view is an instance of.
  static func swiftClass(of name: String, in state: State) -> String {
    if name == ViewsWorld.windowName { return "UIWindow" }
    if state.autoLayout.stacks[name] != nil { return "UIStackView" }
    switch state.autoLayout.views[name]?.kind {
    case .label: return "UILabel"
    case .button: return "UIButton"
    default: return "UIView"
    }
  }

  static func object(_ name: String?, in state: State) -> BridgeValue {
    guard let name, state.views[name] != nil else { return .null }
    return .object(type: swiftClass(of: name, in: state), name: name)
  }

  /// UIView's optional members (Apple's documented API): `superview`, `window`,
  /// `backgroundColor`, `hitTest(_:with:)` and `viewWithTag(_:)`.
  public static func swiftIsOptional(_ member: String, of type: String) -> Bool {
    ["superview", "window", "backgroundColor", "hitTest(_:with:)", "viewWithTag(_:)"].contains(member)
  }

  public static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue {
    if state.views[object] == nil, let layout = layoutObject(object, in: state) {
      return try layoutGet(property, of: layout, in: state)
    }
    let view = try state.view(object)
    if let value = try layoutGet(property, ofView: object, in: state) { return value }
    switch property {
    case "description", "debugDescription": return .string(try uikitDescription(of: object, in: state))
    case "backgroundColor":
      guard let word = view.backgroundColor else { return .null }
      if let exact = view.backgroundExact, exact.word == word { return exact.bridged }
      guard let color = ExactColor(word: word) else {
        throw CommandError(
          "\(object)'s background is the colour '\(word)', which the Workbench's Swift cannot read back as a UIColor",
          suggestion: "inspect \(object) shows it")
      }
      return color.bridged
    case "frame": return .rect(view.frame)
    case "bounds": return .rect(view.bounds)
    case "center": return .point(view.center)
    case "transform": return bridged(view.transform)
    case "superview": return self.object(view.superview, in: state)
    case "subviews": return .array(view.subviews.map { self.object($0, in: state) })
    case "alpha": return .double(view.alpha)
    case "isHidden": return .bool(view.hidden)
    case "isUserInteractionEnabled": return .bool(view.userInteractionEnabled)
    case "clipsToBounds": return .bool(view.clipsToBounds)
    case "tag": return .int(view.tag)
    case "autoresizingMask": return .structure(autoresizingType, [.int(view.autoresizingMask.rawValue)])
    case "window": return state.isInWindow(object) ? self.object(ViewsWorld.windowName, in: state) : .null
    default:
      throw noMember(
        property, of: swiftClass(of: object, in: state),
        among: swiftProperties + swiftLayoutProperties + swiftMethods + swiftLayoutMethods)
    }
  }

  public static func swiftSet(_ property: String, of object: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    if state.views[object] == nil, let layout = layoutObject(object, in: state) {
      return try layoutSet(property, of: layout, to: value, in: &state)
    }
    let view = try state.view(object)
    if let notes = try layoutSet(property, ofView: object, to: value, in: &state) { return notes }
    let field: ViewsChange.Field
    // The rules `set` keeps (a frame under a transform, a negative size) hold here too.
    switch (property, value) {
    case ("frame", _):
      guard let rect = value.rect else { throw mismatch(value, "CGRect", property) }
      try ViewsChange.Field.refuseFrame(of: view)
      _ = try ViewsCommands.positiveSize(rect.size.width, rect.size.height, what: object)
      field = .frame(rect)
    case ("bounds", _):
      guard let rect = value.rect else { throw mismatch(value, "CGRect", property) }
      _ = try ViewsCommands.positiveSize(rect.size.width, rect.size.height, what: object)
      field = .bounds(rect)
    case ("center", _):
      guard let point = value.point else { throw mismatch(value, "CGPoint", property) }
      field = .center(point)
    case ("transform", .structure("CGAffineTransform", let parts)):
      let numbers = parts.compactMap(\.number)
      guard numbers.count == 6 else { throw mismatch(value, "CGAffineTransform", property) }
      field = .transform(
        AffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5]))
    case ("alpha", _):
      guard let alpha = value.number else { throw mismatch(value, "CGFloat", property) }
      field = .alpha(alpha)
    case ("backgroundColor", .structure("UIColor", let parts)) where parts.count == 5:
      guard let word = try colorWord(value, for: property), let color = ColorComponents(bridged: value, type: "UIColor")
      else { throw mismatch(value, "UIColor", property) }
      field = .backgroundUIColor(ExactColor(components: color, isGray: parts[4] == .bool(true), word: word))
    case ("backgroundColor", _): field = .backgroundColor(try colorWord(value, for: property))
    case ("isHidden", .bool(let flag)): field = .hidden(flag)
    case ("isUserInteractionEnabled", .bool(let flag)): field = .userInteractionEnabled(flag)
    case ("clipsToBounds", .bool(let flag)): field = .clipsToBounds(flag)
    case ("tag", .int(let tag)): field = .tag(tag)
    case ("autoresizingMask", _):
      // `[.flexibleWidth, .flexibleHeight]`, one member alone, or `[]`.
      let members: [BridgeValue]
      switch value {
      case .array(let items): members = items
      case .member: members = [value]
      case .structure(autoresizingType, let parts):
        // A value of the option set: its bits are the members.
        guard parts.count == 1, case .int(let raw) = parts[0] else { throw mismatch(value, autoresizingType, property) }
        let all = swiftAutoresizing.values.reduce(0) { $0 | $1.rawValue }
        guard raw & ~all == 0 else {
          throw CommandError("\(autoresizingType)(rawValue: \(raw)) has bits no member of it stands for")
        }
        members = swiftAutoresizing.filter { raw & $0.value.rawValue != 0 }.map { .member($0.key) }
      default: throw mismatch(value, autoresizingType, property)
      }
      var mask: AutoresizingMask = []
      for member in members {
        guard case .member(let name) = member, let part = swiftAutoresizing[name] else {
          throw CommandError(
            "an autoresizing mask is made of " + swiftAutoresizing.keys.sorted().map { "." + $0 }.joined(separator: ", "))
        }
        mask.insert(part)
      }
      field = .autoresizingMask(mask)
    case ("superview", _), ("subviews", _), ("window", _):
      throw CommandError("cannot assign to property: '\(property)' is a get-only property")
    default:
      guard swiftProperties.contains(property) else {
        throw noMember(property, of: swiftClass(of: object, in: state), among: swiftProperties + swiftLayoutProperties)
      }
      throw mismatch(value, property == "transform" ? "CGAffineTransform" : "Bool", property)
    }
    return finish(.change(ChangeRun(change: .set(object, field), stepping: false)), in: &state).notes
  }

  /// A UIColor as the word `set` takes (`red`, `#ff66ff`, `rgba(255,0,0,0.5)`), or nil for
  /// `nil`: one of UIKit's named colours (`.red`, `UIColor.red`) or one made from components.
  static func colorWord(_ value: BridgeValue, for property: String) throws(CommandError) -> String? {
    switch value {
    case .null: return nil
    case .member(let name) where ColorComponents.named[name] != nil: return name
    default:
      guard let color = ColorComponents(bridged: value, type: "UIColor") else { throw mismatch(value, "UIColor", property) }
      return color.isWholeInText ? color.text : color.fillText.filter { $0 != " " }
    }
  }

  static func mismatch(_ value: BridgeValue, _ type: String, _ property: String) -> CommandError {
    CommandError("cannot assign value of type '\(value.typeName)' to '\(property)' of type '\(type)'")
  }

  public static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    switch call.target {
    case .type(let type) where type == "NSLayoutConstraint":
      return try layoutStatic(type, call, in: &state)
    case .type(let type): return try make(type, call, in: &state)
    case .object(let type, let name):
      if state.views[name] == nil, let layout = layoutObject(name, in: state) {
        return try layoutCall(call, on: layout, in: &state)
      }
      if let result = try layoutMethod(call, on: name, in: &state) { return result }
      return try method(call, on: name, type: type, in: &state)
    case .value: throw call.noValueMember
    }
  }

  /// `UIView(frame:)` (and `UIView()`): a new view, detached until it is added.
  static func make(_ type: String, _ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    if type == "UIView", call.member.hasPrefix("animate") || call.member.hasPrefix("transition") {
      // UIView's animations are the animation chapter's, which has these views too.
      throw CommandError(
        "UIView.\(call.member) is the animation chapter's: its views move on its media clock",
        suggestion: "use animation, then run the block there")
    }
    guard type == "UIView", call.member == "init" else {
      throw CommandError(
        "the Workbench makes a \(type) with a command here", suggestion: "new label|button|stack NAME …, or UIView(frame:)")
    }
    let frame: Rect
    switch call.labels {
    case []: frame = Rect(x: 0, y: 0, width: 0, height: 0)
    case ["frame"]:
      guard let rect = call.arguments[0].rect else { throw mismatch(call.arguments[0], "CGRect", "frame") }
      frame = rect
    default: throw CommandError("UIView has no initializer \(call.signature)", suggestion: "UIView(frame: CGRect(…))")
    }
    _ = try ViewsCommands.positiveSize(frame.size.width, frame.size.height, what: "the frame")
    let name = freshName(call.name, prefix: "view") { state.views[$0] != nil }
    _ = try run("new view \(name) frame 0 0 0 0; remove \(name)", on: &state)
    var notes = ["UIView(frame:) makes \(name), detached until a superview adds it"]
    notes += finish(.change(ChangeRun(change: .set(name, .frame(frame)), stepping: false)), in: &state).notes
    return BridgeResult(object(name, in: state), notes: notes)
  }

  static func method(_ call: BridgeCall, on name: String, type: String, in state: inout State) throws(CommandError)
    -> BridgeResult
  {
    func view(_ label: String) throws(CommandError) -> String {
      guard let value = call.argument(label), let name = value.objectName, state.views[name] != nil else {
        throw CommandError("\(call.signature) needs a view for '\(label)'")
      }
      return name
    }
    func line(_ text: String) throws(CommandError) -> BridgeResult { BridgeResult(.void, notes: try run(text, on: &state)) }
    switch call.signature {
    case "addSubview(_:)": return try line("insert \(try view("_")) into \(name)")
    case "insertSubview(_:at:)":
      guard case .int(let index)? = call.argument("at") else { throw CommandError("insertSubview(_:at:) takes an Int index") }
      return try line("insert \(try view("_")) into \(name) at \(index)")
    case "insertSubview(_:aboveSubview:)":
      return try line("insert \(try view("_")) into \(name) above \(try view("aboveSubview"))")
    case "insertSubview(_:belowSubview:)":
      return try line("insert \(try view("_")) into \(name) below \(try view("belowSubview"))")
    case "removeFromSuperview()":
      // UIKit does nothing for a view without a superview (Apple's documented UIView API),
      // where the chapter's `remove` says it is detached already.
      guard state.views[name]?.superview != nil else { return BridgeResult(.void) }
      return try line("remove \(name)")
    case "bringSubviewToFront(_:)": return try line("bringToFront \(try view("_"))")
    case "sendSubviewToBack(_:)": return try line("sendToBack \(try view("_"))")
    case "exchangeSubview(at:withSubviewAt:)":
      guard case .int(let first)? = call.argument("at"), case .int(let second)? = call.argument("withSubviewAt") else {
        throw CommandError("exchangeSubview(at:withSubviewAt:) takes two Int indexes")
      }
      return try line("exchange \(name) \(first) \(second)")
    case "convert(_:to:)", "convert(_:from:)": return try convert(call, on: name, in: &state)
    case "hitTest(_:with:)":
      guard let point = call.arguments[0].point else { throw mismatch(call.arguments[0], "CGPoint", "point") }
      var trace: [String]? = []
      let hit = state.hitTest(name, point, trace: &trace)
      // Kept as the chapter's `hittest` keeps its answer, for `show lastHit` and predicates.
      state.lastHit = ViewsWorld.LastRun(
        question: "\(name).hitTest \(Format.point(point))", from: nil, to: nil, answer: hit ?? "nil")
      return BridgeResult(object(hit, in: state), notes: trace ?? [])
    case "point(inside:with:)":
      guard let point = call.arguments[0].point else { throw mismatch(call.arguments[0], "CGPoint", "inside") }
      return BridgeResult(.bool(try state.view(name).bounds.contains(point)))
    case "isDescendant(of:)":
      return BridgeResult(.bool(state.ancestors(of: name).contains(try view("of"))))
    case "viewWithTag(_:)":
      guard case .int(let tag) = call.arguments[0] else { throw mismatch(call.arguments[0], "Int", "tag") }
      return BridgeResult(object(state.view(withTag: tag, from: name), in: state))
    default:
      guard swiftMethods.contains(call.member) || swiftLayoutMethods.contains(call.member) else {
        throw noMember(call.member, of: type, among: swiftProperties + swiftMethods + swiftLayoutMethods)
      }
      throw CommandError("UIView's \(call.member) takes other arguments here than \(call.signature)")
    }
  }

  /// `convert(_:to:)` and `convert(_:from:)` of a point or a rect, by the chapter's own hops.
  ///
  /// Each hop is a note; `nil` (or the window) is the window's coordinates, as UIKit takes it.
  /// The answer is kept as the chapter's `convert` keeps it (`lastConversion`).
  static func convert(_ call: BridgeCall, on name: String, in state: inout State) throws(CommandError) -> BridgeResult {
    let toward = call.labels[1]
    let other = call.arguments[1].objectName ?? ViewsWorld.windowName
    let (source, target) = toward == "to" ? (name, other) : (other, name)
    if let point = call.arguments[0].point {
      let hops = try state.convert(point, from: source, to: target)
      let result = hops.last?.to ?? point
      state.lastConversion = ViewsWorld.LastRun(
        question: "convert \(Format.point(point)) from \(source) to \(target)", from: source, to: target,
        answer: Format.point(result))
      return BridgeResult(.point(result), notes: hops.map { ViewsCommands.hopNote($0, state).text })
    }
    guard let rect = call.arguments[0].rect else { throw mismatch(call.arguments[0], "CGPoint or CGRect", "convert") }
    var corners: [Point] = []
    for corner in rect.corners { corners.append(try state.convert(corner, from: source, to: target).last?.to ?? corner) }
    let result = Rect.bounding(corners)
    state.lastConversion = ViewsWorld.LastRun(
      question: "convert \(Format.rect(rect)) from \(source) to \(target)", from: source, to: target,
      answer: Format.rect(result))
    return BridgeResult(.rect(result), notes: ["the bounding box of the four corners: \(Format.rect(result))"])
  }
}
