/// `set` and `remove`: the views chapter's forms, and the chapter's own for layers and animations.
extension AnimationCommands {
  /// Layer properties `set` takes on a view's layer as well as on a layer made in code.
  static let layerOnlyProperties: Set<String> = [
    "speed", "timeOffset", "beginTime", "cornerRadius", "opacity", "position", "contents",
  ]

  /// Properties of a built animation `set` changes.
  static let animationProperties = [
    "duration", "beginTime", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses", "fillMode",
    "removedOnCompletion", "timing", "additive", "cumulative", "delegate", "values", "keyTimes", "calculationMode",
    "timingFunctions", "path", "rotationMode", "fromValue", "toValue", "byValue", "animations", "type", "subtype", "keyPath",
  ]

  static let set = Command(
    CommandSpec(
      "set", abstract: "Set a view's, a layer's or an animation's property.",
      discussion:
        "VIEW.center|frame|bounds|alpha|transform… are the views chapter's (no animation: a view's own layer does not "
        + "animate implicitly). LAYER.position X Y, LAYER.opacity V, LAYER.bounds X Y W H, LAYER.backgroundColor C, "
        + "LAYER.cornerRadius V, LAYER.contents IMAGE|nil (a view's layer too) or any key path set the model; "
        + "LAYER.frame X Y W H sets a layer made in code's position and bounds size; on a layer made in code, in the "
        + "interface, the action "
        + "search then orders an implicit animation. LAYER.speed|timeOffset|beginTime time the layer (speed 0 freezes "
        + "it). LAYER.actions.KEY ANIM|null fills the actions dictionary, LAYER.style.KEY ANIM|null (or "
        + "LAYER.style.actions.KEY) the actions entry of its style. ANIM.duration|beginTime|speed|timeOffset|"
        + "repeatCount|repeatDuration|autoreverses|fillMode|removedOnCompletion|timing|additive|cumulative|delegate "
        + "configure an animation before it is added, a basic or keyframe animation's keyPath, a basic animation's "
        + "fromValue|toValue|byValue and a keyframe "
        + "animation's values|keyTimes|calculationMode|timingFunctions|path|rotationMode, a group's animations (A,B) and a "
        + "transition's type|subtype too; "
        + "a group holds its animations, so setting one of them changes the group (Programming iOS 8, ch. 4).",
      parameters: [
        Parameter("field", .path, "v1.center, L.position, a.duration…"),
        Parameter("values", .word, "the new value", repeated: true),
      ],
      examples: ["set v.center 100 100", "set L.opacity 0.5", "set a.fillMode forwards", "set L.actions.opacity null"]),
    .process { state, arguments throws(CommandError) in
      let path = arguments.word("field")
      let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
      let name = parts[0]
      let property = parts.count > 1 ? parts[1] : ""
      let isOwn =
        state.layers[name] != nil || state.built[name] != nil
        || (state.views.views[name] != nil
          && (layerOnlyProperties.contains(property) || property.hasPrefix("actions.") || property.hasPrefix("transform.")
            || property == "anchorPoint"))
      guard isOwn else {
        guard case .process(let start) = viewsCommand("set").behavior else { throw CommandError("set is unavailable") }
        // `set v.center presentation`: the model takes what the screen shows (the graceful cancel).
        if arguments.words("values") == ["presentation"] {
          let numbers = try state.presentationWords(path)
          return try start(state, try Arguments.parse([path] + numbers, for: viewsCommand("set").spec))
        }
        return try start(state, arguments)
      }
      // Tried on a copy first, so bad input is an error that changes nothing, not a step's note.
      var trial = state
      _ = try setLayerOrAnimation(arguments, &trial)
      return ProcessStart(.own(command: "set", arguments: arguments), title: "set \(path)", totalSteps: 1)
    })

  static func setLayerOrAnimation(_ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    let path = arguments.word("field")
    let words = arguments.words("values")
    guard let dot = path.firstIndex(of: ".") else {
      throw CommandError("set takes NAME.PROPERTY", suggestion: "for example 'set L.opacity 0.5'")
    }
    let name = String(path[..<dot])
    let property = String(path[path.index(after: dot)...])
    if state.built[name] != nil { return try setAnimation(name, property, words, &state) }
    if ["speed", "timeOffset", "beginTime"].contains(property) {
      let value = try Arguments.numbers(words, count: 1, usage: "set \(path) 0")[0]
      var timing = state.layerTiming[name] ?? MediaTiming()
      switch property {
      case "speed": timing.speed = value
      case "timeOffset": timing.timeOffset = value
      default: timing.beginTime = value
      }
      state.layerTiming[name] = timing == MediaTiming() ? nil : timing
      return [
        "\(name).\(property) = \(Format.number(value))"
          + (property == "speed" && value == 0 ? ": the layer's animations are frozen; timeOffset picks the frame" : "")
      ]
    }
    if property.hasPrefix("actions.") || property.hasPrefix("style.") {
      guard var layer = state.layers[name] else {
        throw CommandError(
          "a view's layer takes its actions from the view", suggestion: "make a layer: 'new layer L in \(name)'")
      }
      let style = property.hasPrefix("style.")
      var key = String(property.dropFirst(style ? 6 : 8))
      // style.KEY is short for style.actions.KEY: the style dictionary's actions entry.
      if style, key.hasPrefix("actions."), key.count > 8 { key.removeFirst(8) }
      guard words.count == 1 else {
        throw CommandError("\(path) takes an animation's name or null", suggestion: "set \(path) null")
      }
      let entry: String? = words[0] == "null" ? nil : words[0]
      if let entry, state.built[entry] == nil {
        throw CommandError(
          "no animation named \(Format.echo(entry))", suggestion: "make one with 'new basic \(entry) --key \(key)'")
      }
      if style { layer.styleActions[key] = .some(entry) } else { layer.actions[key] = .some(entry) }
      state.layers[name] = layer
      return ["\(name).\(style ? "style[actions]" : "actions")[\(key)] = \(entry ?? "NSNull")"]
    }
    if property == "contents" { return try setContents(name, words, &state) }
    if property == "frame", state.layers[name] != nil { return try setLayerFrame(name, words, &state) }
    return try setLayerValue(name, property, words, &state)
  }

  /// Sets a model value; on a layer made in code the action search may order an implicit animation.
  static func setLayerValue(_ name: String, _ property: String, _ words: [String], _ state: inout AnimationWorld)
    throws(CommandError) -> [String]
  {
    let keyPath = try LayerKeyPath(parsing: property)
    let value = try value(words.joined(separator: " "), for: keyPath)
    guard var model = state.model(of: name) else { throw CommandError("no layer named \(Format.echo(name))") }
    let old = keyPath.value(in: model)
    keyPath.set(value, in: &model)
    if keyPath.property == .opacity, model.opacity < 0 || model.opacity > 1 {
      throw CommandError("opacity is 0 to 1, not \(Format.number(model.opacity))", suggestion: "set \(name).opacity 0.5")
    }
    state.setModel(model, of: name)
    var lines = ["\(name).\(property): \(old) -> \(value) (model)"]
    guard old != value else { return lines + ["the value did not change: no action is searched for"] }
    let search = ActionSearch(layer: name, key: keyPath.property.rawValue, in: state)
    switch search.outcome {
    case .animation(let spec, let origin):
      var spec = spec
      if spec.keyPath == nil { spec.keyPath = LayerKeyPath(property: keyPath.property) }
      let ordered = state.order(spec, on: name, key: keyPath.property.rawValue, origin: origin)
      lines += ordered.lines
      lines.append("implicit animation: \(name) \(state.attached[name]!.last!.description(on: name, in: state))")
    case .none(let reason):
      lines.append("no implicit animation: \(reason)")
    }
    return lines
  }

  static func setAnimation(_ name: String, _ property: String, _ words: [String], _ state: inout AnimationWorld)
    throws(CommandError) -> [String]
  {
    guard var spec = state.built[name] else { return [] }
    guard words.count == 1 else {
      throw CommandError("\(name).\(property) takes one value", suggestion: "for example 'set \(name).duration 2'")
    }
    let word = words[0]
    func number() throws(CommandError) -> Double {
      guard let value = Arguments.parseNumber(word) ?? (word == "inf" ? .infinity : nil) else {
        throw CommandError(
          "\(name).\(property) takes a number, not \(Format.echo(word))", suggestion: "set \(name).\(property) 1")
      }
      return value
    }
    func bool() throws(CommandError) -> Bool {
      guard word == "true" || word == "false" else {
        throw CommandError("\(name).\(property) takes true or false", suggestion: "set \(name).\(property) true")
      }
      return word == "true"
    }
    switch property {
    case "duration": spec.timing.duration = try number()
    case "beginTime": spec.timing.beginTime = try number()
    case "speed": spec.timing.speed = try number()
    case "timeOffset": spec.timing.timeOffset = try number()
    case "repeatCount": spec.timing.repeatCount = try number()
    case "repeatDuration": spec.timing.repeatDuration = try number()
    case "autoreverses": spec.timing.autoreverses = try bool()
    case "removedOnCompletion": spec.timing.removedOnCompletion = try bool()
    case "additive": spec.additive = try bool()
    case "cumulative": spec.timing.cumulative = try bool()
    case "delegate": spec.hasDelegate = try bool()
    case "timing": spec.timing.timingFunction = try TimingFunction(parsing: word)
    case "fillMode":
      guard let mode = MediaTiming.FillMode(rawValue: word) else {
        throw CommandError("fillMode is removed, forwards, backwards or both", suggestion: "set \(name).fillMode forwards")
      }
      spec.timing.fillMode = mode
    case "fromValue", "toValue", "byValue":
      guard case .basic(var from, var to, var by) = spec.content, let path = spec.valuePath else {
        throw CommandError(
          "\(property) belongs to a basic animation with a key path, which \(name) is not",
          suggestion: "new basic \(name)2 --key position")
      }
      let given = try value(word, for: path)
      switch property {
      case "fromValue": from = given
      case "toValue": to = given
      default: by = given
      }
      spec.content = .basic(from: from, to: to, by: by)
    case "keyPath":
      spec = try rekeyed(spec, name: name, to: word)
    case "values", "keyTimes", "calculationMode", "timingFunctions", "rotationMode":
      spec.content = try rebuiltKeyframe(spec, name: name, property: property, word: word)
    case "path":
      spec.content = try rebuiltKeyframe(spec, name: name, along: state.requirePath(word))
    case "animations":
      guard case .group = spec.content else {
        throw CommandError(
          "\(name) is a \(spec.kind) animation: animations belongs to a group", suggestion: "new group \(name)2")
      }
      let members = word.split(separator: ",").map(String.init)
      spec.content = .group(try groupChildren(members, of: name, in: state))
      state.groupMembers[name] = members
    case "type", "subtype":
      spec.content = try retypedTransition(spec, name: name, property: property, word: word)
    default:
      throw CommandError(
        "\(Format.echo(property)) is not an animation property here",
        suggestion: Suggestion.didYouMean(property, in: animationProperties) ?? animationProperties.joined(separator: ", "))
    }
    try spec.timing.validate()
    state.built[name] = spec
    state.refreshGroups()
    let onLayers = state.attached.values.flatMap { $0 }.contains { $0.origin == name }
    // Only timing that moves a child's end can make a group too short for it.
    let spanning = ["duration", "beginTime", "speed", "repeatCount", "repeatDuration", "autoreverses", "animations"]
      .contains(property)
    let clipping = spanning ? ([name] + state.groups(holding: name)).flatMap { state.clippingWarnings(of: $0) } : []
    return ["\(name).\(property) = \(word)"] + spec.timing.warnings + clipping
      + (onLayers
        ? ["the copies already added keep their old settings: an animation is copied when added (Programming iOS 8, ch. 4)"]
        : [])
  }

  /// A CATransition's content with its type or subtype replaced; a fade takes no subtype.
  static func retypedTransition(_ spec: AnimationSpec, name: String, property: String, word: String) throws(CommandError)
    -> AnimationSpec.Content
  {
    guard case .transition(var transition) = spec.content, transition.style.isLayerType else {
      throw CommandError(
        "\(name) is a \(spec.kind) animation: \(property) belongs to a transition (CATransition)",
        suggestion: "new transition \(name)2 --type push")
    }
    if property == "type" {
      guard let style = ViewTransition.Style(rawValue: word), style.isLayerType else {
        throw CommandError("a transition's type is fade, moveIn, push or reveal", suggestion: "set \(name).type push")
      }
      transition.style = style
    } else {
      guard let subtype = ViewTransition.Subtype(rawValue: word) else {
        throw CommandError(
          "a transition's subtype is fromLeft, fromRight, fromTop or fromBottom", suggestion: "set \(name).subtype fromLeft")
      }
      transition.subtype = subtype
    }
    if transition.subtype != nil, !transition.style.isDirectional {
      throw CommandError(
        "a fade has no direction, so it takes no subtype",
        suggestion: "set \(name).type moveIn, push or reveal first (Programming iOS 8, ch. 4)")
    }
    return .transition(transition)
  }

  /// The animation with the key path `word` (CAPropertyAnimation's settable `keyPath`, Apple's
  /// documented API): a basic or keyframe animation takes one, its values kept when they are of
  /// the new path's kind.
  static func rekeyed(_ spec: AnimationSpec, name: String, to word: String) throws(CommandError) -> AnimationSpec {
    switch spec.content {
    case .basic, .keyframe, .keyframeDraft: break
    default:
      throw CommandError(
        "\(name) is a \(spec.kind) animation, which has no keyPath: basic and keyframe animations have one",
        suggestion: "new keyframe \(name)2 --key position")
    }
    let (key, values) = try checkedKeyPath(word, valueFunction: spec.valueFunction)
    // The kinds of the values it holds: a path's are points.
    var kinds: [AnimatableValue.Kind] = []
    switch spec.content {
    case .basic(let from, let to, let by): kinds = [from, to, by].compactMap { $0?.kind }
    case .keyframe(let interpolator): kinds = interpolator.values.map(\.kind) + (interpolator.path == nil ? [] : [.point])
    default: break
    }
    if let stranger = kinds.first(where: { $0 != values.kind }) {
      throw CommandError(
        "\(name) holds \(stranger.rawValue) values, and \(key.text) takes \(values.kind.rawValue) values: give the "
          + "keyPath before the values",
        suggestion: "new \(spec.kind) \(name)2 --key \(key.text)")
    }
    var rekeyed = spec
    rekeyed.keyPath = key
    return rekeyed
  }

  /// A keyframe animation's content with its values, key times, calculation mode, timing
  /// functions or rotation mode replaced.
  ///
  /// One made without values keeps what it is told until they come, then is checked whole. One
  /// that follows a path keeps it: values would be ignored, so setting them is refused.
  static func rebuiltKeyframe(_ spec: AnimationSpec, name: String, property: String, word: String) throws(CommandError)
    -> AnimationSpec.Content
  {
    if case .keyframeDraft(var draft) = spec.content {
      switch property {
      case "values":
        guard let path = spec.valuePath else {
          throw CommandError(
            "\(name) has no keyPath yet, and the values are read as its kind [the Workbench's order; Core Animation "
              + "takes the two in either order]",
            suggestion: "set \(name).keyPath position.x first")
        }
        return .keyframe(
          try KeyframeInterpolator(
            values: try keyframeValues(word, for: path), keyTimes: draft.keyTimes, timingFunctions: draft.timingFunctions,
            mode: draft.mode, rotationMode: draft.rotationMode))
      case "keyTimes": draft.keyTimes = try KeyframeDraft.checked(try keyTimes(word))
      case "timingFunctions": draft.timingFunctions = try timingFunctions(word)
      case "rotationMode": draft.rotationMode = try rotationMode(word, name: name)
      default: draft.mode = try calculationMode(word, name: name)
      }
      return .keyframeDraft(draft)
    }
    guard case .keyframe(let old) = spec.content, let path = spec.valuePath else {
      throw CommandError(
        "\(name) is a \(spec.kind) animation: \(property) belongs to keyframe animations", suggestion: "new keyframe --help")
    }
    var values = old.values
    // The paced modes work their key times out; another mode starts from even ones.
    var times: [Double]? = old.mode.isPaced ? nil : old.keyTimes
    var mode = old.mode
    var functions: [TimingFunction]? = old.timingFunctions.isEmpty ? nil : old.timingFunctions
    var rotation = old.rotationMode
    switch property {
    case "timingFunctions": functions = try timingFunctions(word)
    case "values":
      guard old.path == nil else {
        throw CommandError(
          "\(name) moves along a path, which overrides values (Apple's documented API)",
          suggestion: "make another keyframe animation for values")
      }
      values = try keyframeValues(word, for: path)
      if values.count != old.values.count { (times, functions) = (nil, nil) }
    case "keyTimes": times = try keyTimes(word)
    case "rotationMode": rotation = try rotationMode(word, name: name)
    default:
      mode = try calculationMode(word, name: name)
      if mode == .discrete || old.mode == .discrete, times?.count != values.count { times = nil }
    }
    return .keyframe(
      try KeyframeInterpolator(
        values: values, keyTimes: times, timingFunctions: functions, mode: mode, path: old.path, rotationMode: rotation))
  }

  /// A keyframe animation's content moving along `path` (set K.path P), with its key times and
  /// timing functions kept where they fit the path's points.
  static func rebuiltKeyframe(_ spec: AnimationSpec, name: String, along path: KeyframePath) throws(CommandError)
    -> AnimationSpec.Content
  {
    guard let key = spec.valuePath else {
      throw CommandError("\(name) has no key path to move along a path", suggestion: "new keyframe \(name)2 --key position")
    }
    let along = try pathFor(key, path)
    let count = along.points.count
    switch spec.content {
    case .keyframeDraft(let draft):
      return .keyframe(
        try KeyframeInterpolator(
          values: [], keyTimes: draft.keyTimes, timingFunctions: draft.timingFunctions, mode: draft.mode, path: along,
          rotationMode: draft.rotationMode))
    case .keyframe(let old):
      let times = old.mode.isPaced || old.keyTimes.count != count ? nil : old.keyTimes
      let functions = old.timingFunctions.count == count - 1 ? old.timingFunctions : nil
      return .keyframe(
        try KeyframeInterpolator(
          values: [], keyTimes: times, timingFunctions: functions, mode: old.mode, path: along, rotationMode: old.rotationMode))
    default:
      throw CommandError(
        "\(name) is a \(spec.kind) animation: path belongs to keyframe animations", suggestion: "new keyframe --help")
    }
  }

  /// `rotateAuto`, `rotateAutoReverse`, or `none`.
  static func rotationMode(_ word: String, name: String) throws(CommandError) -> KeyframeInterpolator.RotationMode? {
    if word == "none" || word == "nil" { return nil }
    guard let mode = KeyframeInterpolator.RotationMode(rawValue: word) else {
      throw CommandError(
        "rotationMode is rotateAuto, rotateAutoReverse or none", suggestion: "set \(name).rotationMode rotateAuto")
    }
    return mode
  }

  /// `linear`, `discrete`, `paced`, `cubic` or `cubicPaced`.
  static func calculationMode(_ word: String, name: String) throws(CommandError) -> KeyframeInterpolator.CalculationMode {
    guard let mode = KeyframeInterpolator.CalculationMode(rawValue: word) else {
      throw CommandError(
        "calculationMode is \(KeyframeInterpolator.CalculationMode.allCases.map(\.rawValue).joined(separator: ", "))",
        suggestion: "set \(name).calculationMode paced")
    }
    return mode
  }

  static let remove = Command(
    CommandSpec(
      "remove", abstract: "Remove a view from its superview, or an animation from a layer by key.",
      discussion:
        "remove VIEW and remove transform NAME are the views chapter's. remove LAYER takes a layer made in code "
        + "out of its tree (removeFromSuperlayer). remove KEY from LAYER is "
        + "layer.removeAnimation(forKey:): the presentation shows the model again, and the animation, if not over, "
        + "sends animationDidStop with finished=false (Programming iOS 8, ch. 4).",
      parameters: [
        Parameter("name", .word, "the view, 'transform', or an animation's key"),
        Parameter("transform", .word, "the transform's name, or 'from'", optional: true),
        Parameter("layer", .word, "the layer, after 'from'", optional: true),
      ],
      examples: ["remove v2", "remove position from v"]),
    .change { state, arguments throws(CommandError) in
      guard arguments.optionalWord("transform") == "from" else {
        if let extra = arguments.optionalWord("layer") {
          throw CommandError("remove got an extra word \(Format.echo(extra))", suggestion: "remove KEY from LAYER")
        }
        let name = arguments.word("name")
        if state.layers[name] != nil, arguments.optionalWord("transform") == nil { return try removeLayer(name, &state) }
        guard case .change(let change) = viewsCommand("remove").behavior else { return [] }
        return try change(&state, arguments)
      }
      let key = arguments.word("name")
      guard let layerName = arguments.optionalWord("layer") else {
        throw CommandError("remove KEY from needs a layer", suggestion: "remove position from v")
      }
      let layer = try state.requireLayer(layerName)
      guard state.attached[layer]?.contains(where: { $0.key == key }) ?? false else {
        throw CommandError(
          "\(layer) has no animation under the key \(Format.quoted(key))",
          suggestion: "its keys: " + ((state.attached[layer] ?? []).compactMap(\.key).joined(separator: ", ")).orNone)
      }
      state.pendingEvents += state.removeAnimations(from: layer) { $0.key == key }
      return ["animation \(Format.quoted(key)) removed from \(layer)"]
    })
}

extension String {
  /// The string, or `none` when it is empty.
  var orNone: String { isEmpty ? "none" : self }
}
