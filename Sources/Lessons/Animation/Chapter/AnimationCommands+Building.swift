/// Building keyframe animations and groups: `new keyframe`, `new group`, and `set` on them.
extension AnimationCommands {
  /// The options only `new basic` takes, and those only `new keyframe` takes.
  static let basicOnlyOptions = ["from", "to", "by"]
  static let keyframeOnlyOptions = ["values", "key-times", "mode", "timings", "path", "rotation"]
  static let transitionOnlyOptions = ["type", "subtype"]

  /// Reads what every built animation takes (`--duration`, `--timing`, `--delegate`, and
  /// `--additive` where the kind has it) and keeps the animation under its name.
  ///
  /// Returns the animation as kept.
  @discardableResult
  static func store(
    _ spec: AnimationSpec, named name: String, _ arguments: Arguments, additive: Bool = false,
    in state: inout AnimationWorld
  ) throws(CommandError) -> AnimationSpec {
    var spec = spec
    spec.timing.duration = try seconds(arguments.optionalNumber("duration"), "--duration") ?? 0
    if let timing = arguments.option("timing") { spec.timing.timingFunction = try TimingFunction(parsing: timing) }
    if additive { spec.additive = arguments.flag("additive") }
    spec.hasDelegate = arguments.flag("delegate")
    state.built[name] = spec
    state.builtOrder.append(name)
    return spec
  }

  /// Refuses another kind's options and flags: they would be ignored without a word.
  static func refuse(_ names: [String], in arguments: Arguments, for kind: String) throws(CommandError) {
    guard let name = names.first(where: { arguments.option($0) != nil || arguments.flag($0) }) else { return }
    throw CommandError("new \(kind) takes no --\(name)", suggestion: "see 'new --help' for which options go with \(kind)")
  }

  /// The key path, and the path its values are written to, read from --key and --value-function.
  static func animatedPath(_ arguments: Arguments, kind: String) throws(CommandError) -> (
    key: LayerKeyPath, values: LayerKeyPath, function: ValueFunction?
  ) {
    guard let keyText = arguments.option("key") else {
      throw CommandError("a \(kind) animation needs --key", suggestion: "for example --key position")
    }
    let function = try arguments.option("value-function").map { text throws(CommandError) in
      try ValueFunction(parsing: text)
    }
    let (path, values) = try checkedKeyPath(keyText, valueFunction: function)
    return (path, values, function)
  }

  /// A key path an animation can take with `function` (or none), and the path its values are
  /// written to: a value function works on `transform` alone, and `transform` itself only
  /// through one.
  static func checkedKeyPath(_ text: String, valueFunction function: ValueFunction?) throws(CommandError) -> (
    key: LayerKeyPath, values: LayerKeyPath
  ) {
    let path = try LayerKeyPath(parsing: text)
    if let function {
      guard path.property == .transform, path.components == nil else {
        throw CommandError(
          "a value function works on the key path transform", suggestion: "--key transform --value-function rotateZ")
      }
      return (path, try LayerKeyPath(parsing: function.keyPath))
    }
    if path.kind == .transform {
      throw CommandError(
        "transform values are matrices: give --value-function rotateZ (or scale, translateX…) or animate transform.rotation.z",
        suggestion: "--key transform --value-function rotateZ (Programming iOS 8, ch. 4)")
    }
    return (path, path)
  }

  /// `"0;100;50"`: values for `path`, `;` between them.
  static func keyframeValues(_ text: String, for path: LayerKeyPath) throws(CommandError) -> [AnimatableValue] {
    let parts = text.split(separator: ";", omittingEmptySubsequences: false).map { String($0.trimmedBlanks) }
    guard parts.count >= 2 || (parts.count == 1 && !parts[0].isEmpty) else {
      throw CommandError("--values needs at least one value", suggestion: "--values \"0;100;50\"")
    }
    var values: [AnimatableValue] = []
    for (index, part) in parts.enumerated() {
      guard !part.isEmpty else {
        throw CommandError("value \(index + 1) of --values is empty", suggestion: "put one value between each ; (\"0;100;50\")")
      }
      values.append(try value(part, for: path))
    }
    return values
  }

  /// `0,0.25,1`: key times.
  static func keyTimes(_ text: String) throws(CommandError) -> [Double] {
    let words = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    return try Arguments.numbers(words, usage: "--key-times 0,0.25,1")
  }

  /// `"easeIn;linear"`: one timing function per segment.
  static func timingFunctions(_ text: String) throws(CommandError) -> [TimingFunction] {
    var functions: [TimingFunction] = []
    for part in text.split(separator: ";", omittingEmptySubsequences: false).map({ String($0.trimmedBlanks) }) {
      functions.append(try TimingFunction(parsing: part))
    }
    return functions
  }

  static func newKeyframe(_ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    let name = try newName(arguments.word("name"), in: state)
    guard arguments.words("words").isEmpty else {
      throw CommandError("new keyframe takes options only", suggestion: "new keyframe k --key position.x --values \"0;100\"")
    }
    try refuse(basicOnlyOptions + transitionOnlyOptions, in: arguments, for: "keyframe")
    if arguments.option("key") == nil, arguments.option("values") == nil, arguments.option("path") == nil {
      // CAKeyframeAnimation(): the key path comes later, with `set NAME.keyPath`.
      try refuse(["value-function"], in: arguments, for: "keyframe without --key")
      var draft = KeyframeDraft()
      draft.keyTimes = try arguments.option("key-times").map { text throws(CommandError) in
        try KeyframeDraft.checked(try keyTimes(text))
      }
      draft.timingFunctions = try arguments.option("timings").map { text throws(CommandError) in try timingFunctions(text) }
      draft.mode = arguments.option("mode").flatMap(KeyframeInterpolator.CalculationMode.init(rawValue:)) ?? .linear
      draft.rotationMode = arguments.option("rotation").flatMap(KeyframeInterpolator.RotationMode.init(rawValue:))
      try store(AnimationSpec(keyPath: nil, content: .keyframeDraft(draft)), named: name, arguments, additive: true, in: &state)
      return ["keyframe animation \(name): no keyPath and no values yet: set \(name).keyPath, then \(name).values"]
    }
    let (key, path, function) = try animatedPath(arguments, kind: "keyframe")
    let times = try arguments.option("key-times").map { text throws(CommandError) in try keyTimes(text) }
    let mode = arguments.option("mode").flatMap(KeyframeInterpolator.CalculationMode.init(rawValue:)) ?? .linear
    let functions = try arguments.option("timings").map { text throws(CommandError) in try timingFunctions(text) }
    let rotation = arguments.option("rotation").flatMap(KeyframeInterpolator.RotationMode.init(rawValue:))
    let along = try arguments.option("path").map { name throws(CommandError) in try pathFor(key, state.requirePath(name)) }
    guard along == nil || arguments.option("values") == nil else {
      throw CommandError(
        "a keyframe animation takes --path or --values: a path overrides values (Apple's documented API)",
        suggestion: "leave out --values")
    }
    guard along != nil || arguments.option("values") != nil else {
      // CAKeyframeAnimation(keyPath:): the values come later, and are checked then.
      var draft = KeyframeDraft()
      (draft.keyTimes, draft.timingFunctions, draft.mode) = (try times.map(KeyframeDraft.checked), functions, mode)
      draft.rotationMode = rotation
      var spec = AnimationSpec(keyPath: key, content: .keyframeDraft(draft))
      spec.valueFunction = function
      try store(spec, named: name, arguments, additive: true, in: &state)
      return [
        "keyframe animation \(name): keyPath \(key.text), no values yet: set \(name).values, the start and the end "
          + "included, before adding it"
      ]
    }
    let values = try arguments.option("values").map { text throws(CommandError) in try keyframeValues(text, for: path) } ?? []
    let interpolator = try KeyframeInterpolator(
      values: values, keyTimes: times, timingFunctions: functions, mode: mode, path: along, rotationMode: rotation)
    var spec = AnimationSpec(keyPath: key, content: .keyframe(interpolator))
    spec.valueFunction = function
    spec = try store(spec, named: name, arguments, additive: true, in: &state)
    var lines = [
      "keyframe animation \(name): keyPath \(key.text) \(interpolator.describedFrames)" + " calculationMode \(mode.rawValue)"
    ]
    if rotation != nil, along == nil {
      lines.append("rotationMode acts only along a path: without one the layer keeps its rotation (Apple's documented API)")
    }
    if mode.isPaced, times != nil || functions != nil {
      lines.append(
        "the paced modes ignore keyTimes and timingFunctions: time is spread so the speed is even (Programming iOS 8, ch. 4)")
    }
    return lines
  }

  static func newGroup(_ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    let name = try newName(arguments.word("name"), in: state)
    try refuse(
      basicOnlyOptions + keyframeOnlyOptions + transitionOnlyOptions + ["key", "value-function", "additive"], in: arguments,
      for: "group")
    let members = arguments.words("words")
    var spec = AnimationSpec(keyPath: nil, content: .group(try groupChildren(members, of: name, in: state)))
    spec = try store(spec, named: name, arguments, in: &state)
    state.groupMembers[name] = members
    let duration = spec.timing.resolvedDuration()
    guard !members.isEmpty else {
      return ["group \(name): no animations yet, duration \(Format.number(duration, places: 3)) s: set \(name).animations"]
    }
    return ["group \(name): \(members.joined(separator: ", ")) duration \(Format.number(duration, places: 3)) s"]
      + state.clippingWarnings(of: name)
  }

  /// A group's children, the built animations `members` names, each checked: made, with a key
  /// path, named once, not the group itself, and not too many.
  static func groupChildren(_ members: [String], of name: String, in state: AnimationWorld) throws(CommandError)
    -> [AnimationSpec]
  {
    for member in members where state.built[member] == nil {
      throw CommandError(
        "no animation named \(Format.echo(member))",
        suggestion: Suggestion.didYouMean(member, in: state.builtOrder)
          ?? "make it first with 'new basic \(member) --key position'")
    }
    if members.contains(name) {
      throw CommandError("a group cannot hold itself", suggestion: "name the animations \(name) groups")
    }
    if let keyless = members.first(where: { state.built[$0].map { $0.keyPath == nil && $0.kind == "basic" } ?? false }) {
      throw CommandError(
        "\(keyless) has no keyPath: in a group nothing gives it one", suggestion: "make it with --key, for example --key opacity")
    }
    if let twice = members.first(where: { member in members.filter { $0 == member }.count > 1 }) {
      throw CommandError("\(twice) is named twice", suggestion: "name each animation of the group once")
    }
    let children = members.compactMap { state.built[$0] }
    let spec = AnimationSpec(keyPath: nil, content: .group(children))
    // A group holds copies of its members, groups too: bounded, or groups of groups would double
    // at every level.
    guard spec.animationCount <= AnimationSpec.groupLimit else {
      throw CommandError(
        "the group would hold \(spec.animationCount) animations, more than \(AnimationSpec.groupLimit)",
        suggestion: "group fewer animations, or groups of fewer")
    }
    return children
  }
}

extension AnimationWorld {
  /// The pitfall of a group shorter than its children, one warning a child.
  ///
  /// Each child that runs past the group's end is cut off there, as Core Animation does
  /// (Programming iOS 8, ch. 4).
  func clippingWarnings(of group: String) -> [String] {
    guard let spec = built[group], case .group(let children) = spec.content else { return [] }
    let duration = spec.timing.resolvedDuration()
    let members = groupMembers[group] ?? []
    return zip(members, children).compactMap { name, child in
      let end = child.span(inheriting: duration)
      guard end > duration + 1e-9 else { return nil }
      return "warning: group \(group) lasts \(Format.number(duration, places: 3)) s but \(name) runs to "
        + "\(end.isInfinite ? "forever" : Format.number(end, places: 3) + " s"): a group's duration must embrace its "
        + "children, so \(name) is cut off at \(Format.number(duration, places: 3)) s (Programming iOS 8, ch. 4)"
    }
  }

  /// Rebuilds every group from its children's current settings: a group holds its animations, so
  /// configuring one of them before the group is added shows in the group.
  mutating func refreshGroups() {
    for name in builtOrder {
      guard let members = groupMembers[name], var spec = built[name] else { continue }
      spec.content = .group(members.compactMap { built[$0] })
      built[name] = spec
    }
  }

  /// The groups that hold `name`.
  func groups(holding name: String) -> [String] {
    builtOrder.filter { groupMembers[$0]?.contains(name) ?? false }
  }
}

extension AnimationSpec {
  /// The end of this animation's play on its parent's clock, a duration it leaves unset taken
  /// from `inherited`.
  func span(inheriting inherited: Double?) -> Double {
    let total = timing.activeLength(inheriting: inherited).total / MediaTiming.perSecond
    return timing.beginTime + total / (timing.speed == 0 ? 1 : abs(timing.speed))
  }
}

extension AnimationCommands {
  /// `path`, for an animation of `key`: a path moves a point, so the key path is a point's.
  static func pathFor(_ key: LayerKeyPath, _ path: KeyframePath) throws(CommandError) -> KeyframePath {
    guard key.kind == .point else {
      throw CommandError(
        "a path moves a point: \(key.text) is not a point (\(key.kind.rawValue))",
        suggestion: "animate position along a path: --key position")
    }
    return path
  }
}

extension KeyframeInterpolator {
  /// `values 0; 100; 50 keyTimes 0, 0.25, 1`, or `path M 0 0 L 100 0 keyTimes 0, 1`.
  var describedFrames: String {
    (path.map { "path \($0.text)" } ?? "values \(values.map(\.description).joined(separator: "; "))") + " keyTimes "
      + keyTimes.map { Format.number($0, places: 4) }.joined(separator: ", ")
      + (rotationMode.map { " rotationMode \($0.rawValue)" } ?? "")
  }
}
