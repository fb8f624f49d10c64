/// Core Animation in the learner's Swift: a view's `layer` and the layers made in code,
/// `CABasicAnimation`, `CAMediaTimingFunction` and `CATransaction`, each use run as the chapter's
/// command for it (Programming iOS 8, ch. 4; the names are Apple's documented Core Animation
/// API).
///
/// A view's layer is the object `v.layer`, a layer made in code its own name, and a layer's
/// presentation `v.layer.presentation`: names the learner's Swift holds and hands back.
extension Animation {
  static let coreAnimationClasses = [
    "CALayer", "CABasicAnimation", "CATransaction", "CAMediaTimingFunction", "CAKeyframeAnimation", "CAAnimationGroup",
    "CATransition",
  ]

  static let layerMembers = [
    "position", "bounds", "frame", "anchorPoint", "opacity", "cornerRadius", "speed", "timeOffset", "beginTime",
    "superlayer", "backgroundColor", "add", "removeAnimation", "removeAllAnimations", "animationKeys", "presentation",
    "addSublayer",
    "removeFromSuperlayer",
  ]
  static let animationMembers = [
    "keyPath", "fromValue", "toValue", "byValue", "duration", "beginTime", "speed", "timeOffset", "repeatCount",
    "repeatDuration", "autoreverses", "fillMode", "isRemovedOnCompletion", "isAdditive", "isCumulative", "timingFunction",
    "values", "keyTimes", "timingFunctions", "calculationMode", "path", "rotationMode", "animations", "type", "subtype",
  ]
  static let transactionMembers = [
    "begin", "commit", "setAnimationDuration", "setAnimationTimingFunction", "setDisableActions", "setCompletionBlock",
  ]
  /// Swift's names of an animation's flags, as `set` names them.
  static let animationFlags = [
    "isRemovedOnCompletion": "removedOnCompletion", "isAdditive": "additive", "isCumulative": "cumulative",
  ]
  static let timingNames: Set<String> = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]
  static let fillModes: Set<String> = ["removed", "forwards", "backwards", "both"]

  /// The Core Animation classes of the animations built by name (`new basic`, `new group`…).
  static func animationClass(of spec: AnimationSpec) -> String {
    switch spec.kind {
    case "keyframe": "CAKeyframeAnimation"
    case "group": "CAAnimationGroup"
    case "transition": "CATransition"
    default: "CABasicAnimation"
    }
  }

  /// The layer an object of the learner's Swift names, and whether it is its presentation:
  /// `v.layer` is the view `v`'s, a layer made in code is its own name.
  static func layer(named object: String, in state: State) -> (name: String, presentation: Bool)? {
    let presentation = object.hasSuffix(".presentation")
    let base = presentation ? String(object.dropLast(".presentation".count)) : object
    if base.hasSuffix(".layer"), state.views.views[String(base.dropLast(".layer".count))] != nil {
      return (String(base.dropLast(".layer".count)), presentation)
    }
    return state.layers[base] == nil ? nil : (base, presentation)
  }

  // MARK: - Layers

  static func layerGet(_ property: String, of layer: (name: String, presentation: Bool), in state: State)
    throws(CommandError) -> BridgeValue
  {
    guard let values = layer.presentation ? state.presentation(of: layer.name) : state.model(of: layer.name) else {
      throw CommandError("no layer named \(Format.echo(layer.name))")
    }
    let timing = state.layerTiming[layer.name] ?? MediaTiming()
    switch property {
    case "position": return .point(values.position)
    case "bounds": return .rect(values.bounds)
    case "frame":
      let size = values.bounds.size
      return .rect(
        Rect(
          x: values.position.x - values.anchorPoint.x * size.width, y: values.position.y - values.anchorPoint.y * size.height,
          width: size.width, height: size.height))
    case "backgroundColor":
      throw CommandError(
        "reading a layer's backgroundColor back is not modelled in the Workbench's Swift", suggestion: "inspect shows it")
    case "superlayer":
      // A view's layer sits in its superview's layer; a layer made in code in its superlayer.
      let above = state.layers[layer.name].map(\.superlayer) ?? state.views.views[layer.name]?.superview
      guard let above else { return .null }
      return .object(type: "CALayer", name: state.layers[above] == nil ? above + ".layer" : above)
    case "anchorPoint": return .point(values.anchorPoint)
    case "opacity": return .double(values.opacity)
    case "cornerRadius": return .double(values.cornerRadius)
    case "speed": return .double(timing.speed)
    case "timeOffset": return .double(timing.timeOffset)
    case "beginTime": return .double(timing.beginTime)
    default: throw noMember(property, of: "CALayer", among: layerMembers)
    }
  }

  /// `layer.opacity = 0.5` as `set L.opacity 0.5`: on a layer made in code, in the interface,
  /// the action search orders an implicit animation; a view's own layer has none.
  static func layerSet(
    _ property: String, of layer: (name: String, presentation: Bool), to value: BridgeValue, in state: inout State
  ) throws(CommandError) -> [String] {
    guard !layer.presentation else {
      throw CommandError(
        "the presentation layer only shows what is drawn: set the model layer's \(property)",
        suggestion: "set it on the layer itself, not on presentation()")
    }
    if property == "backgroundColor" {
      guard let color = ColorComponents(bridged: value, type: "CGColor") else {
        throw CommandError("cannot assign value of type '\(value.typeName)' to type 'CGColor'", suggestion: "UIColor.red.cgColor")
      }
      guard color.isWholeInText else {
        throw CommandError(
          "a layer's backgroundColor here is opaque, or clear: the chapter animates colours without their alpha",
          suggestion: "UIColor.red.cgColor")
      }
      return try run("set \(layer.name).backgroundColor \(color.text)", on: &state)
    }
    if property == "frame", state.layers[layer.name] == nil {
      throw CommandError(
        "a view's layer takes its frame from the view here: set the view's frame", suggestion: "\(layer.name).frame = …")
    }
    guard
      ["position", "anchorPoint", "bounds", "frame", "opacity", "cornerRadius", "speed", "timeOffset", "beginTime"].contains(
        property)
    else { throw noMember(property, of: "CALayer", among: layerMembers) }
    return try run("set \(layer.name).\(property) \(try words(value, for: "\(property)"))", on: &state)
  }

  static func layerCall(_ call: BridgeCall, object: String, of layer: (name: String, presentation: Bool), in state: inout State)
    throws(CommandError) -> BridgeResult
  {
    switch (call.member, call.labels) {
    case ("presentation", []): return BridgeResult(.object(type: "CALayer", name: object + ".presentation"))
    case ("animationKeys", []):
      // nil, not an empty array, when no animation is attached under a key.
      let keys = (state.attached[layer.name] ?? []).compactMap(\.key)
      return BridgeResult(keys.isEmpty ? .null : .array(keys.map(BridgeValue.string)))
    case _ where layer.presentation:
      throw CommandError("the presentation layer only shows what is drawn: call \(call.member) on the model layer")
    case ("add", ["_", "forKey"]):
      guard case .object(_, let animation) = call.arguments[0], state.built[animation] != nil else {
        throw CommandError(
          "add(_:forKey:) takes an animation, not \(call.arguments[0].typeName)",
          suggestion: "let a = CABasicAnimation(keyPath: \"opacity\"); \(object).add(a, forKey: \"fade\")")
      }
      let key = try keyWord(call.arguments[1], allowingNil: true)
      return BridgeResult(
        .void, notes: try run("add \(animation) to \(layer.name)" + (key.map { " --key \($0)" } ?? ""), on: &state))
    case ("removeAnimation", ["forKey"]):
      let key = try keyWord(call.arguments[0], allowingNil: false) ?? ""
      return BridgeResult(.void, notes: try run("remove \(key) from \(layer.name)", on: &state))
    case ("removeAllAnimations", []):
      return BridgeResult(.void, notes: try run("removeAll \(layer.name)", on: &state))
    case ("addSublayer", ["_"]):
      guard case .object("CALayer", let sublayer) = call.arguments[0], state.layers[sublayer] != nil else {
        throw CommandError(
          "addSublayer(_:) takes a layer made in code, not \(call.arguments[0].typeName)",
          suggestion: "let l = CALayer(); \(object).addSublayer(l)")
      }
      return BridgeResult(.void, notes: try run("insert \(sublayer) into \(layer.name)", on: &state))
    case ("removeFromSuperlayer", []):
      guard state.layers[layer.name] != nil else {
        throw CommandError(
          "a view's layer leaves with its view here", suggestion: "\(layer.name).removeFromSuperview()")
      }
      return BridgeResult(.void, notes: try run("remove \(layer.name)", on: &state))
    default: throw noMember(call.member, of: "CALayer", among: layerMembers)
    }
  }

  /// A key as a command word: a string, or nil when `nil` is allowed.
  static func keyWord(_ value: BridgeValue, allowingNil: Bool) throws(CommandError) -> String? {
    if value == .null, allowingNil { return nil }
    guard case .string(let key) = value, !key.isEmpty, let word = value.commandWord else {
      throw CommandError("forKey: takes a key, a String, not \(value.typeName)", suggestion: "forKey: \"move\"")
    }
    _ = key
    return word
  }

  /// A value as `set` takes it: a number, `X,Y` for a point or a size, `X,Y,W,H` for a rect,
  /// true or false.
  static func words(_ value: BridgeValue, for property: String) throws(CommandError) -> String {
    func numbers(_ list: [Double]) -> String? {
      let words = list.map { BridgeValue.double($0).commandWord }
      return words.contains(nil) ? nil : words.compactMap { $0 }.joined(separator: ",")
    }
    let word: String?
    switch value {
    case .int, .double, .bool: word = value.commandWord
    case _ where value.point != nil: word = value.point.flatMap { numbers([$0.x, $0.y]) }
    case _ where value.size != nil: word = value.size.flatMap { numbers([$0.width, $0.height]) }
    case _ where value.rect != nil:
      word = value.rect.flatMap { numbers([$0.origin.x, $0.origin.y, $0.size.width, $0.size.height]) }
    default: word = nil
    }
    guard let word else {
      throw CommandError(
        "\(property) cannot take a \(value.typeName) here", suggestion: "a number, a CGPoint, a CGSize or a CGRect")
    }
    return word
  }

  // MARK: - Animations

  static func animationGet(_ property: String, of name: String, in state: State) throws(CommandError) -> BridgeValue {
    guard let spec = state.built[name] else { throw CommandError("no animation named \(Format.echo(name))") }
    let timing = spec.timing
    switch property {
    case "keyPath": return spec.keyPath.map { .string($0.text) } ?? .null
    case "duration": return .double(timing.duration)
    case "beginTime": return .double(timing.beginTime)
    case "speed": return .double(timing.speed)
    case "timeOffset": return .double(timing.timeOffset)
    case "repeatCount": return .double(timing.repeatCount)
    case "repeatDuration": return .double(timing.repeatDuration)
    case "autoreverses": return .bool(timing.autoreverses)
    case "isRemovedOnCompletion": return .bool(timing.removedOnCompletion)
    case "isCumulative": return .bool(timing.cumulative)
    case "isAdditive": return .bool(spec.additive)
    case "fillMode": return .member(timing.fillMode.rawValue)
    case _ where builtAnimationProperties.contains(property):
      if let value = builtAnimationValue(property, of: name, in: state) { return value }
      throw CommandError("\(name).\(property) can be set here but not read", suggestion: "inspect \(name) shows it")
    default:
      throw animationMembers.contains(property)
        ? CommandError("\(name).\(property) can be set here but not read", suggestion: "inspect \(name) shows it")
        : noMember(property, of: animationClass(of: spec), among: animationMembers)
    }
  }

  /// `a.duration = 2` as `set a.duration 2`; `a.timingFunction = CAMediaTimingFunction(name:
  /// .easeIn)` as `set a.timing easeIn`.
  static func animationSet(_ property: String, of name: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    let type = state.built[name].map(animationClass) ?? "CABasicAnimation"
    let word: String
    switch property {
    case "timingFunction":
      guard case .object("CAMediaTimingFunction", let function) = value else {
        throw CommandError(
          "timingFunction takes a CAMediaTimingFunction, not \(value.typeName)",
          suggestion: "CAMediaTimingFunction(name: .easeInEaseOut)")
      }
      return try run("set \(name).timing \(function)", on: &state)
    case "fillMode":
      guard case .member(let mode) = value, fillModes.contains(mode) else {
        throw CommandError("fillMode takes .removed, .forwards, .backwards or .both, not \(value.typeName)")
      }
      word = mode
    case "keyPath":
      guard case .string = value, let given = value.commandWord else {
        throw CommandError("keyPath takes a String, not \(value.typeName)", suggestion: "\(name).keyPath = \"position\"")
      }
      word = given
    case _ where builtAnimationProperties.contains(property): word = try builtAnimationWord(property, of: name, value)
    case _ where animationMembers.contains(property): word = try words(value, for: property)
    default: throw noMember(property, of: type, among: animationMembers)
    }
    return try run("set \(name).\(animationFlags[property] ?? property) \(word)", on: &state)
  }

  // MARK: - Classes

  static func coreAnimationTypeCall(_ call: BridgeCall, type: String, in state: inout State) throws(CommandError) -> BridgeResult
  {
    switch (type, call.member, call.labels) {
    case ("CABasicAnimation", "init", let labels) where labels == [] || labels == ["keyPath"]:
      let name = freshName(call.name, prefix: "anim") { (try? AnimationCommands.newName($0, in: state)) == nil }
      var line = "new basic \(name)"
      if let path = call.arguments.first {
        guard case .string(let text) = path, let word = path.commandWord else {
          throw CommandError("keyPath: takes a String", suggestion: "CABasicAnimation(keyPath: \"position\")")
        }
        _ = text
        line += " --key \(word)"
      }
      let notes = try run(line, on: &state)
      return BridgeResult(.object(type: "CABasicAnimation", name: name), notes: notes)
    case ("CAKeyframeAnimation", "init", ["keyPath"]), ("CAKeyframeAnimation", "init", []), ("CAAnimationGroup", "init", []),
      ("CATransition", "init", []):
      return try makeBuiltAnimation(call, type: type, in: &state)
    case ("CAMediaTimingFunction", "init", ["name"]):
      guard case .member(let name) = call.arguments[0], timingNames.contains(name) else {
        throw CommandError(
          "name: takes .linear, .easeIn, .easeOut, .easeInEaseOut or .default, not \(call.arguments[0].typeName)")
      }
      return BridgeResult(.object(type: "CAMediaTimingFunction", name: name))
    case ("CAMediaTimingFunction", "init", ["controlPoints", "_", "_", "_"]):
      let numbers = call.arguments.compactMap(\.number)
      guard numbers.count == 4 else { throw CommandError("controlPoints: takes four numbers") }
      let function = try TimingFunction(parsing: numbers.map { Format.number($0, places: 6) }.joined(separator: ","))
      return BridgeResult(.object(type: "CAMediaTimingFunction", name: function.description))
    case ("CATransaction", _, _): return try transactionCall(call, in: &state)
    case ("CALayer", "init", []):
      // A layer made in code is in no tree, its frame zero, until it is sized and added
      // (Programming iOS 8, ch. 3).
      let name = freshName(call.name, prefix: "layer") { (try? AnimationCommands.newName($0, in: state)) == nil }
      return BridgeResult(.object(type: "CALayer", name: name), notes: try run("new layer \(name)", on: &state))
    default:
      throw noMember(
        call.member == "init" ? call.signature : call.member, of: type,
        among: type == "CAMediaTimingFunction"
          ? ["init(name:)", "init(controlPoints:_:_:_:)"]
          : ["CABasicAnimation", "CAKeyframeAnimation"].contains(type)
            ? ["init()", "init(keyPath:)"] : ["CAAnimationGroup", "CATransition", "CALayer"].contains(type) ? ["init()"] : [])
    }
  }

  /// `CATransaction.begin()`, `setAnimationDuration(2)`, `commit()`…, each as `begin`, `txn` or
  /// `commit`; the completion block is the learner's closure, called back when it runs.
  static func transactionCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    let argument = call.arguments.first
    let line: String
    switch (call.member, call.labels.count) {
    case ("begin", 0): line = "begin"
    case ("commit", 0): line = "commit"
    case ("setAnimationDuration", 1):
      guard let seconds = argument?.commandWord, argument?.number != nil else {
        throw CommandError("setAnimationDuration takes seconds, a number", suggestion: "CATransaction.setAnimationDuration(2)")
      }
      line = "txn duration \(seconds)"
    case ("setAnimationTimingFunction", 1):
      guard case .object("CAMediaTimingFunction", let function)? = argument else {
        throw CommandError(
          "setAnimationTimingFunction takes a CAMediaTimingFunction",
          suggestion: "CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))")
      }
      line = "txn timing \(function)"
    case ("setDisableActions", 1):
      guard case .bool(let flag)? = argument else {
        throw CommandError("setDisableActions takes true or false", suggestion: "CATransaction.setDisableActions(true)")
      }
      line = "txn disableActions \(flag ? "on" : "off")"
    case ("setCompletionBlock", 1):
      guard case .handle(let handle)? = argument else {
        throw CommandError(
          "setCompletionBlock takes a closure", suggestion: "CATransaction.setCompletionBlock { print(\"done\") }")
      }
      var next = state
      let notes = try run("txn completion \(BridgeValue.string("closure #\(handle.id)").commandWord ?? "closure")", on: &next)
      if next.open.isEmpty {
        next.implicit.completionHandle = handle
      } else {
        next.open[next.open.count - 1].completionHandle = handle
      }
      state = next
      return BridgeResult(.void, notes: notes)
    default: throw noMember(call.member, of: "CATransaction", among: transactionMembers)
    }
    return BridgeResult(.void, notes: try run(line, on: &state))
  }
}
