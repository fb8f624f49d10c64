/// UIView transitions: `transition`.
extension AnimationCommands {
  static let transition = Command(
    CommandSpec(
      "transition", abstract: "UIView.transition(with:…) over a block, or transition(from:to:…) between two views.",
      discussion:
        "transition VIEW DURATION --options transitionFlipFromLeft { … }: the changes in the block happen at once, and "
        + "what animates is a flip, curl or cross-dissolve from a copy of VIEW's old appearance to a copy of its new "
        + "one (the block is optional: the change may be made anywhere). transition A B DURATION --options …: without "
        + "showHideTransitionViews, A is removed from its superview and B added in its place; with it, both stay and "
        + "their hidden values swap; the superview undergoes the transition, and positioning B is yours. Either way "
        + "the transition joins the layer's animations list under the key \"transition\", so one replaces another; "
        + "the curve is curveEaseInOut unless given (Programming iOS 8, ch. 4; The Core iOS Developer's Cookbook, "
        + "ch. 4). In the block, VIEW.contents = IMAGE changes the layer's image at once, as a UIImageView's new image "
        + "would. The completion works as animate's. For a layer's own transition see 'new transition' (CATransition).",
      parameters: [
        Parameter("view", .object, "the view that transitions, or the view leaving"),
        Parameter("second", .word, "DURATION, or the view arriving"),
        Parameter("third", .word, "the { } block, or DURATION after two views", optional: true),
      ],
      options: [
        CommandOption("options", value: .word, "one transition (transitionFlipFromLeft…), a curve, showHideTransitionViews"),
        CommandOption("completion", value: .text, "text the completion prints, with finished=true|false"),
      ],
      examples: [
        "transition v 0.5 --options transitionFlipFromLeft { v.backgroundColor = red }",
        "transition a b 1 --options transitionCurlUp,showHideTransitionViews --completion swapped",
      ]),
    .change { state, arguments throws(CommandError) in
      let options = try ViewAnimationOptions(parsing: arguments.option("options") ?? "")
      let option = try transitionOption(options)
      let view = arguments.word("view")
      let second = arguments.word("second")
      let completion = arguments.option("completion").map { (text: $0, handle: SwiftHandle?.none) }
      if let duration = Arguments.parseNumber(second) {
        let request = ViewTransitionRequest(views: .with(view), duration: duration, options: options, completion: completion)
        guard let block = arguments.optionalWord("third") else { return try orderViewTransition(request, &state) }
        return try orderViewTransition(request, &state) { (world, context) throws(CommandError) in
          try world.runAnimations(block, context: context).lines
        }
      }
      guard let third = arguments.optionalWord("third"), let duration = Arguments.parseNumber(third) else {
        throw CommandError(
          "transition takes VIEW DURATION { … } or FROM TO DURATION",
          suggestion: "transition v 0.5 --options \(option) { … }, or transition a b 0.5 --options \(option)")
      }
      return try orderViewTransition(
        ViewTransitionRequest(
          views: .between(from: view, to: second), duration: duration, options: options, completion: completion),
        &state)
    })

  /// The one transition option a UIView transition needs; the options it does not take refused.
  static func transitionOption(_ options: ViewAnimationOptions) throws(CommandError) -> String {
    guard let option = options.transition, ViewTransition.Style(option: option) != nil else {
      throw CommandError(
        "a transition needs --options with one of \(ViewTransition.Style.viewStyles.map(\.option).joined(separator: ", "))",
        suggestion: "transition v 0.5 --options transitionFlipFromLeft { … } (Programming iOS 8, ch. 4)")
    }
    if options.calculationMode != nil || options.repeats || options.autoreverses || options.beginFromCurrentState {
      throw CommandError(
        "a transition takes one transition option, a curve and showHideTransitionViews",
        suggestion: "leave out calculationMode…, repeat, autoreverse and beginFromCurrentState")
    }
    return option
  }

  /// What UIView.transition is given, however it is said: the command's words, or the learner's
  /// Swift call (`UIView.transition(with:duration:options:animations:completion:)`).
  struct ViewTransitionRequest {
    enum Views {
      /// transition(with:…): the view whose appearance changes.
      case with(String)
      /// transition(from:to:…): the view leaving and the view arriving.
      case between(from: String, to: String)
    }

    var views: Views
    var duration: Double
    var options: ViewAnimationOptions
    /// The completion: the text it prints, and the learner's closure it calls, if it is one.
    var completion: (text: String, handle: SwiftHandle?)?
  }

  /// Orders a UIView transition: `changes` (the block, or the learner's closure) changes the view
  /// at once, then a flip, curl or cross-dissolve from its old appearance to its new is ordered
  /// on it (on the superview, between two views).
  static func orderViewTransition(
    _ request: ViewTransitionRequest, _ state: inout AnimationWorld,
    changes: ((inout AnimationWorld, AnimationWorld.ViewAnimationContext) throws(CommandError) -> [String])? = nil
  ) throws(CommandError) -> [String] {
    let options = request.options
    let option = try transitionOption(options)
    guard let style = ViewTransition.Style(option: option) else { return [] }
    var next = state
    var lines: [String] = []
    let host: String
    var transition = ViewTransition(style: style)
    _ = try viewAnimationDuration(request.duration, example: "transition v 0.5 --options transitionFlipFromLeft { … }")
    switch request.views {
    case .with(let view):
      host = try requireView(view, in: next)
      if options.showHideTransitionViews {
        throw CommandError(
          "showHideTransitionViews belongs to the two-view form",
          suggestion: "transition A B 0.5 --options \(option),showHideTransitionViews")
      }
      if let changes {
        let quiet = AnimationWorld.ViewAnimationContext(duration: request.duration, delay: 0, options: options, animates: false)
        lines += try changes(&next, quiet)
      }
    case .between(let from, let to):
      (host, lines) = try swap(from: from, to: to, showHide: options.showHideTransitionViews, in: &next)
      transition.from = from
      transition.to = to
      transition.showHide = options.showHideTransitionViews
    }
    var serials: [Int] = []
    if request.duration > 0 {
      let timing = MediaTiming(duration: request.duration, timingFunction: options.curve ?? .easeInEaseOut)
      let ordered = next.order(
        AnimationSpec(keyPath: nil, content: .transition(transition), timing: timing), on: host, key: "transition",
        origin: "transition")
      serials.append(ordered.serial)
      next.markViewAnimation(ordered.serial, on: host, options: options)
      lines += ordered.lines
      lines.append("\(host): " + (next.attached[host]?.last.map { next.describe($0, on: host) } ?? "#\(ordered.serial)"))
    } else {
      lines.append("duration 0: the change shows at the redraw moment, with no transition")
    }
    if let completion = request.completion {
      lines.append(next.addCompletion(completion.text, waitingFor: serials, handle: completion.handle))
    }
    state = next
    return lines
  }

  static func requireView(_ name: String, in state: AnimationWorld) throws(CommandError) -> String {
    guard state.views.views[name] != nil else {
      throw CommandError.unknownObject(
        name, kind: "view", actualKind: state.layers[name] == nil ? nil : "layer", names: state.views.order)
    }
    return name
  }

  /// The change transition(from:to:) makes to the hierarchy, through the views chapter's commands.
  ///
  /// Remove and insert, or hidden swapped. Returns the superview that undergoes the transition.
  static func swap(from: String, to: String, showHide: Bool, in state: inout AnimationWorld) throws(CommandError) -> (
    host: String, lines: [String]
  ) {
    _ = try requireView(from, in: state)
    _ = try requireView(to, in: state)
    guard from != to else { throw CommandError("a view cannot transition to itself", suggestion: "name two views") }
    guard let parent = state.views.views[from]?.superview else {
      throw CommandError("\(from) has no superview to transition in", suggestion: "insert \(from) into root first")
    }
    if showHide {
      guard state.views.views[to]?.superview != nil else {
        throw CommandError(
          "with showHideTransitionViews both views stay in the interface, but \(to) has no superview",
          suggestion: "insert \(to) into \(parent) (hidden) first")
      }
      let lines = try Animation.views.run([["set", "\(from).hidden", "true"], ["set", "\(to).hidden", "false"]], on: &state)
      return (parent, lines)
    }
    let index = state.views.views[parent]?.subviews.filter { $0 != to }.firstIndex(of: from) ?? 0
    var commands: [Tokenizer.Command] = [["remove", from]]
    if state.views.views[to]?.superview != nil { commands.append(["remove", to]) }
    commands.append(["insert", to, "into", parent, "at", String(index)])
    let lines = try Animation.views.run(commands, on: &state)
    return (parent, lines)
  }
}

/// CATransition: `new transition`.
extension AnimationCommands {
  /// Builds a CATransition to add to a layer.
  ///
  /// A transition has no key path: it animates the layer's whole appearance, from a copy of the
  /// old to the new (Programming iOS 8, chapter 4).
  static func newTransition(_ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    let name = try newName(arguments.word("name"), in: state)
    guard arguments.words("words").isEmpty else {
      throw CommandError("new transition takes options only", suggestion: "new transition t --type push --subtype fromLeft")
    }
    try refuse(basicOnlyOptions + keyframeOnlyOptions + ["key", "value-function", "additive"], in: arguments, for: "transition")
    guard let type = arguments.option("type").flatMap(ViewTransition.Style.init(rawValue:)) else {
      throw CommandError(
        "a transition needs --type fade, moveIn, push or reveal", suggestion: "new transition t --type push --subtype fromLeft")
    }
    let subtype = arguments.option("subtype").flatMap(ViewTransition.Subtype.init(rawValue:))
    if subtype != nil, !type.isDirectional {
      throw CommandError(
        "a fade has no direction, so it takes no --subtype",
        suggestion: "leave --subtype out, or use moveIn, push or reveal (Programming iOS 8, ch. 4)")
    }
    var transition = ViewTransition(style: type)
    transition.subtype = subtype
    var spec = AnimationSpec(keyPath: nil, content: .transition(transition))
    spec = try store(spec, named: name, arguments, in: &state)
    var lines = [
      "transition \(name): \(transition.description) duration \(Format.number(spec.timing.resolvedDuration(), places: 3)) s"
    ]
    if subtype == .fromTop || subtype == .fromBottom {
      lines.append(
        "note: \(subtype!.rawValue) brings the new content in from the \(subtype!.screenEdge) of the screen: on iOS the "
          + "subtypes' top and bottom are reversed for historical reasons (Programming iOS 8, ch. 4)")
    }
    return lines
  }
}
