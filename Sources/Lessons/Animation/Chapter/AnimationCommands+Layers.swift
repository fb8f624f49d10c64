/// Layers and Core Animation animations: `new`, `set`, `remove`, `add`, `removeAll`, `animations`.
extension AnimationCommands {
  /// A value for a key path: numbers separated by blanks or commas (`150 50`, `150,50`), a
  /// colour by name or `#rrggbb`.
  static func value(_ text: String, for path: LayerKeyPath) throws(CommandError) -> AnimatableValue {
    let kind = path.kind
    if kind == .color {
      guard let color = ColorComponents(named: text) else {
        throw CommandError(
          "\(Format.echo(text)) is not a colour", suggestion: "a UIKit name (red, lightGray, clear) or #rrggbb")
      }
      return .color(color)
    }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    let usage =
      kind == .transform ? "rotation scaleX scaleY tx ty" : (1...kind.componentCount).map { _ in "N" }.joined(separator: ",")
    let numbers = try Arguments.numbers(words, count: kind.componentCount, usage: "\(path.text) \(usage)")
    return AnimatableValue(kind: kind, components: numbers)!
  }

  static let new = Command(
    CommandSpec(
      "new", abstract: "Create a view, transform, layer, or a Core Animation animation to add to layers.",
      discussion: """
        new view NAME frame X Y W H [in PARENT] and new transform NAME OP... are the views chapter's.
        new layer NAME [in VIEW|LAYER] [--position X Y] [--bounds X Y W H] [--anchor X Y]: a CALayer made in code; \
        its frame is zero until sized (Programming iOS 8, ch. 3).
        new basic NAME --key contents --from IMAGE --to IMAGE: contents is an image's name, not interpolated: it \
        cross-dissolves, the new image fully in at the end (Programming iOS 8, ch. 3–4).
        new basic NAME --key KEYPATH [--from V] [--to V] [--by V] [--duration S] [--timing NAME|X1,Y1,X2,Y2] \
        [--additive] [--value-function NAME] [--delegate]: a CABasicAnimation. Unset from and to are read when it \
        starts, at the redraw moment: from the presentation value, to the model value (Programming iOS 8, ch. 4). A \
        point is "X Y" or X,Y. \
        Without --key (and so without values) it has no key path until it is added or runs as an action: its key \
        becomes its key path, as an implicit animation's does (Programming iOS 8, ch. 4).
        new keyframe NAME --key KEYPATH [--values "V;V;..."] [--key-times T,...] [--mode MODE] \
        [--timings "F;F;..."] [--duration S]: a CAKeyframeAnimation. The values include the start and the end; key \
        times are fractions 0…1 of the duration, one per value; timing functions ease each segment, one fewer than \
        the values; the paced modes ignore both (Programming iOS 8, ch. 4). Without --values it waits for 'set \
        NAME.values', which checks the key times and timings against them; it cannot be added before. Without \
        --key (CAKeyframeAnimation()) it waits for 'set NAME.keyPath' first, as the values are read as its kind. \
        --path P moves a point along the path P instead: its points are the keyframes, and between two of them the \
        point follows the segment; --rotation rotateAuto turns the layer to face along it, rotateAutoReverse the \
        other way (Programming iOS 8, ch. 4; a path overrides values, Apple's documented API).
        new path NAME [M X Y L X Y Q CX CY X Y C C1X C1Y C2X C2Y X Y Z]: a CGMutablePath, built on with 'path'.
        new group NAME [ANIM...] [--duration S]: a CAAnimationGroup. Children without a duration or timing take \
        the group's; a child's beginTime counts from the group's start; whatever runs past the group's end is \
        cut off (Programming iOS 8, ch. 4). Without animations it waits for 'set NAME.animations A,B'.
        new transition NAME --type fade|moveIn|push|reveal [--subtype fromLeft|fromRight|fromTop|fromBottom] \
        [--duration S] [--timing F]: a CATransition. Added to a layer it is always stored under the key \
        "transition", so a second replaces the first; what it animates is the layer's whole appearance, old content \
        leaving and new arriving, the new content being what the turn changed (with actions disabled, or the change \
        would animate on its own too). fade takes no subtype; the others default to fromLeft [design]. On iOS \
        "top" and "bottom" in the subtypes are reversed for historical reasons: fromBottom brings the new content \
        in from the top (Programming iOS 8, ch. 4).
        """,
      parameters: [
        Parameter(
          "kind", .choice(["view", "transform", "layer", "basic", "keyframe", "group", "transition", "path"]),
          "what to create"),
        Parameter("name", .word, "its name"),
        Parameter(
          "words", .word, "frame X Y W H [in PARENT], a transform's OPs, in VIEW|LAYER, or a group's animations", optional: true,
          repeated: true),
      ],
      options: [
        CommandOption("replace", "redefine the transform of that name (views it was applied to keep their matrix)"),
        CommandOption("position", value: .number, arity: 2, "a layer's position"),
        CommandOption("bounds", value: .number, arity: 4, "a layer's bounds"),
        CommandOption("anchor", value: .number, arity: 2, "a layer's anchor point (unit coordinates)"),
        CommandOption("key", value: .word, "the key path an animation animates"),
        CommandOption("from", value: .word, "fromValue"), CommandOption("to", value: .word, "toValue"),
        CommandOption("by", value: .word, "byValue"),
        CommandOption("duration", value: .number, "seconds (0: the transaction's, else 0.25)"),
        CommandOption("timing", value: .word, "linear, easeIn, easeOut, easeInEaseOut, default, or X1,Y1,X2,Y2"),
        CommandOption("additive", "add the value to the layer's instead of replacing it"),
        CommandOption("value-function", value: .word, "rotateZ, scale, scaleX, scaleY, translateX, translateY"),
        CommandOption("delegate", "report animationDidStart and animationDidStop"),
        CommandOption("values", value: .word, "a keyframe animation's values, quoted, ; between them: \"0;100;50\""),
        CommandOption("key-times", value: .word, "a keyframe animation's key times, fractions 0…1: 0,0.25,1"),
        CommandOption("mode", value: .choice(KeyframeInterpolator.CalculationMode.allCases.map(\.rawValue)), "calculationMode"),
        CommandOption("timings", value: .word, "a keyframe animation's timing functions, one per segment: \"easeIn;linear\""),
        CommandOption("path", value: .word, "the path (made with new path) a keyframe animation moves a point along"),
        CommandOption(
          "rotation", value: .choice(KeyframeInterpolator.RotationMode.allCases.map(\.rawValue)),
          "rotationMode: the layer turns to face along the path"),
        CommandOption("type", value: .choice(ViewTransition.Style.layerTypes.map(\.rawValue)), "a transition's type"),
        CommandOption(
          "subtype", value: .choice(ViewTransition.Subtype.allCases.map(\.rawValue)),
          "a transition's direction (top and bottom reversed on iOS)"),
      ],
      examples: [
        "new view v 0 0 100 100", "new layer L in root --position 160 100 --bounds 0 0 80 80",
        "new basic a --key position.x --from 100 --to 300 --duration 2",
        "new keyframe k --key position.x --values \"100;300;200\" --key-times 0,0.25,1 --duration 2",
        "new group g a k --duration 2", "new transition t --type push --subtype fromBottom --duration 1",
        "new path p M 0 0 L 100 0 Q 150 0 150 50", "new keyframe f --key position --path p --rotation rotateAuto",
      ]),
    .change { state, arguments throws(CommandError) in
      switch arguments.word("kind") {
      case "view", "transform":
        let name = arguments.word("name")
        // The views chapter knows its views and transforms; the names of this chapter's layers,
        // animations and worlds are taken too (a second object of one name would hide the first).
        if state.worlds[name] != nil || state.layers[name] != nil || state.built[name] != nil || state.paths[name] != nil
          || name == "clock"
        {
          throw CommandError(
            "\(name) already exists (a layer, animation or world of this chapter)", suggestion: "choose another name")
        }
        guard case .change(let change) = viewsCommand("new").behavior else { return [] }
        let lines = try change(&state, arguments)
        // Until the redraw moment the screen shows the new view as it was made, as for a layer
        // made in code: what the rest of the turn sets shows at the redraw moment.
        if arguments.word("kind") == "view", state.rendered[name] == nil, let values = state.model(of: name) {
          state.rendered[name] = values
        }
        return lines
      case "layer": return try newLayer(arguments, &state)
      case "keyframe": return try newKeyframe(arguments, &state)
      case "group": return try newGroup(arguments, &state)
      case "transition": return try newTransition(arguments, &state)
      case "path": return try newPath(arguments, &state)
      default: return try newBasic(arguments, &state)
      }
    })

  static func newLayer(_ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    let name = try newName(arguments.word("name"), in: state)
    let words = arguments.words("words")
    var parent: String?
    if !words.isEmpty {
      guard words.count == 2, words[0] == "in" else {
        throw CommandError("new layer takes 'in VIEW|LAYER' and options", suggestion: "new layer L in root --bounds 0 0 80 80")
      }
      parent = try state.requireLayer(words[1])
    }
    let position = arguments.optionNumbers("position").map { Point(x: $0[0], y: $0[1]) } ?? .zero
    let bounds = arguments.optionNumbers("bounds").map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero
    guard bounds.size.width >= 0, bounds.size.height >= 0 else {
      throw CommandError("a layer's size cannot be negative", suggestion: "--bounds 0 0 80 80")
    }
    let anchor = arguments.optionNumbers("anchor").map { Point(x: $0[0], y: $0[1]) } ?? Point(x: 0.5, y: 0.5)
    let layer = LayerNode(name: name, superlayer: parent, position: position, bounds: bounds, anchorPoint: anchor)
    state.layers[name] = layer
    state.layerOrder.append(name)
    // Created and configured in the same turn: no implicit animation (Programming iOS 8, ch. 4).
    state.rendered[name] = layer.values
    state.madeThisTurn.insert(name)
    var lines = ["layer \(name) frame \(Format.rect(layer.frame))" + (parent.map { " in \($0)" } ?? " (in no tree)")]
    if bounds.size == .zero { lines.append("its bounds are zero, so it shows nothing until sized (Programming iOS 8, ch. 3)") }
    return lines
  }

  static func newBasic(_ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    let name = try newName(arguments.word("name"), in: state)
    guard arguments.words("words").isEmpty else {
      throw CommandError("new basic takes options only", suggestion: "new basic a --key position.x --to 300")
    }
    try refuse(keyframeOnlyOptions + transitionOnlyOptions, in: arguments, for: "basic")
    guard let keyText = arguments.option("key") else {
      // No key path: adding it, or running it as an action, sets it from the key (Programming iOS 8, ch. 4).
      guard ["from", "to", "by", "value-function"].allSatisfy({ arguments.option($0) == nil }) else {
        throw CommandError("values need a key path to be read: give --key", suggestion: "for example --key position")
      }
      try store(
        AnimationSpec(keyPath: nil, content: .basic(from: nil, to: nil, by: nil)), named: name, arguments, additive: true,
        in: &state)
      return ["basic animation \(name): no keyPath yet; the key it is added under, or the action's key, becomes its keyPath"]
    }
    if keyText == "contents" { return try newContentsBasic(name, arguments, &state) }
    let (key, path, function) = try animatedPath(arguments, kind: "basic")
    func read(_ option: String) throws(CommandError) -> AnimatableValue? {
      guard let text = arguments.option(option) else { return nil }
      return try value(text, for: path)
    }
    var spec = AnimationSpec(keyPath: key, content: .basic(from: try read("from"), to: try read("to"), by: try read("by")))
    spec.valueFunction = function
    spec = try store(spec, named: name, arguments, additive: true, in: &state)
    return ["basic animation \(name): keyPath \(keyText)" + (function.map { " valueFunction \($0.rawValue)" } ?? "")]
  }

  static let add = Command(
    CommandSpec(
      "add", abstract: "layer.add(ANIM, forKey: KEY): a copy of the animation joins the layer's list.",
      discussion:
        "The copy starts at the redraw moment; changing ANIM afterwards changes nothing on the layer. A key in use "
        + "replaces the animation under it; without --key any number can be added, none reachable by key; an animation "
        + "without a key path takes the key as its path. An explicit animation changes only the presentation: set the "
        + "model to the end value too, or the layer snaps back (Programming iOS 8, ch. 4).",
      parameters: [
        Parameter("animation", .object, "the animation"), Parameter("to", .choice(["to"]), "to"),
        Parameter("layer", .object, "a view or layer"),
      ],
      options: [CommandOption("key", value: .word, "the key it is stored under")],
      examples: ["add a to v --key slide"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("animation")
      guard let spec = state.built[name] else {
        throw CommandError(
          "no animation named \(Format.echo(name))",
          suggestion: Suggestion.didYouMean(name, in: state.builtOrder) ?? "make one with 'new basic \(name) --key position'")
      }
      if let missing = spec.firstWithoutValues(named: name, groups: state.groupMembers) {
        throw CommandError(
          "\(missing) has no values yet: a keyframe animation without values animates nothing",
          suggestion: "set \(missing).values first, the start and the end included")
      }
      if case .group(let children) = spec.content, children.isEmpty {
        throw CommandError(
          "\(name) has no animations yet: a group needs its animations", suggestion: "set \(name).animations first")
      }
      let layer = try state.requireLayer(arguments.word("layer"))
      var key = arguments.option("key")
      var notes: [String] = []
      if case .transition = spec.content {
        // kCATransition: whatever key is given, a transition is stored under "transition".
        if let given = key, given != "transition" {
          notes.append(
            "a transition is always stored under the key \"transition\" (--key \(given) is ignored; Programming iOS 8, ch. 4)")
        }
        key = "transition"
      }
      if spec.keyPath == nil, case .basic = spec.content, (try? LayerKeyPath(parsing: key ?? "")) == nil {
        throw CommandError(
          "\(name) has no keyPath, so it takes its key as its keyPath: add it under an animatable key",
          suggestion: "add \(name) to \(layer) --key opacity")
      }
      let replaced = state.order(spec, on: layer, key: key, origin: name).lines
      var lines = notes + replaced + ["\(layer): \(state.attached[layer]!.last!.description(on: layer, in: state))"]
      // The copy on the layer: a template without a keyPath took its key as its keyPath when added.
      // Values left unset are read at the redraw moment, which checks for the snap-back then.
      if let added = state.attached[layer]?.last, added.unresolved == nil,
        let warning = snapBackWarning(added.spec, on: layer, in: state)
      {
        lines.append(warning)
      }
      return lines
    })

  /// The snap-back pitfall: an explicit animation to a value the model does not hold.
  static func snapBackWarning(_ spec: AnimationSpec, on layer: String, in state: AnimationWorld) -> String? {
    if case .contents(_, let to?) = spec.content, spec.timing.repeatCount == 0,
      !spec.timing.autoreverses, (state.contents[layer] ?? "") != to
    {
      let held = ContentsShown.name(state.contents[layer])
      return "note: the model holds \(held), not \(ContentsShown.name(to)): when the animation ends the layer shows "
        + "\(held) again; set \(layer).contents \(ContentsShown.name(to)) too (Programming iOS 8, ch. 4)"
    }
    guard !spec.additive, spec.timing.repeatCount == 0, !spec.timing.autoreverses, let path = spec.valuePath,
      let model = state.model(of: layer), let to = spec.finalValue
    else { return nil }
    let held = path.value(in: model)
    guard held != to else { return nil }
    if spec.timing.fillMode.fillsAfter && !spec.timing.removedOnCompletion {
      return "note: removedOnCompletion=false with a forwards fill hides the snap-back, but the model still says \(held): "
        + "set the model instead (Programming iOS 8, ch. 4)"
    }
    return "note: the model holds \(held), not \(to): when the animation ends the layer snaps back; set "
      + "\(layer).\(path.text) to the end value too (Programming iOS 8, ch. 4)"
  }

  static let removeAll = Command(
    CommandSpec(
      "removeAll",
      abstract: "layer.removeAllAnimations(): every animation leaves the list; from the redraw moment the model shows.",
      discussion: "Each one not yet over sends animationDidStop with finished=false (Programming iOS 8, ch. 4).",
      parameters: [Parameter("layer", .object, "a view or layer")], examples: ["removeAll v"]),
    .change { state, arguments throws(CommandError) in
      let layer = try state.requireLayer(arguments.word("layer"))
      let count = state.attached[layer]?.count ?? 0
      let lines = state.removeAnimations(from: layer) { _ in true }
      state.pendingEvents += lines
      return [
        "\(count) animation\(count == 1 ? "" : "s") removed from \(layer): from the redraw moment it shows its model values"
      ]
    })

  static let animations = Command(
    CommandSpec(
      "animations", abstract: "List a layer's animations in order, with their keys, timing and where they are.",
      parameters: [Parameter("layer", .object, "a view or layer")], examples: ["animations v"]),
    .query { state, arguments throws(CommandError) in
      let layer = try state.requireLayer(arguments.word("layer"))
      let list = state.attached[layer] ?? []
      guard !list.isEmpty else { return ["\(layer) has no animations"] }
      return list.map { $0.description(on: layer, in: state) }
    })
}

extension AnimationSpec {
  /// The value a basic or keyframe animation ends on, once resolved.
  var finalValue: AnimatableValue? {
    switch content {
    case .basic(_, let to?, _): to
    case .keyframe(let interpolator): interpolator.values.last
    default: nil
    }
  }
}

extension AttachedAnimation {
  func description(on layer: String, in state: AnimationWorld) -> String { state.describe(self, on: layer) }
}
