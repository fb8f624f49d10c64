/// `UIView.animateKeyframes` with `UIView.addKeyframe` inside, and `UIView.transition`, in the
/// learner's Swift, run as the chapter's `keyframes` and `transition` run their blocks
/// (Programming iOS 8, ch. 4; the forms are Apple's documented UIView API).
extension Animation {
  static let keyframesForm = ["withDuration", "delay", "options", "animations", "completion"]
  static let addKeyframeForm = ["withRelativeStartTime", "relativeDuration", "animations"]
  static let transitionForms = [
    ["with", "duration", "options", "animations", "completion"], ["from", "to", "duration", "options", "completion"],
  ]
  static let keyframesExample =
    "UIView.animateKeyframes(withDuration: 2, delay: 0, options: []) { UIView.addKeyframe(withRelativeStartTime: 0, "
    + "relativeDuration: 0.5) { v.center.x += 100 } }"
  static let transitionExample = "UIView.transition(with: v, duration: 0.5, options: .transitionFlipFromLeft) { … }"

  /// The UIView.KeyframeAnimationOptions members the chapter models: no curve among them, as in
  /// UIKit's option set.
  static let keyframeOptionNames =
    ["repeat", "autoreverse", "beginFromCurrentState", "allowUserInteraction", "overrideInheritedDuration", "layoutSubviews"]
    + KeyframeInterpolator.CalculationMode.allCases.map { "calculationMode" + $0.rawValue.capitalizedFirst }

  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: the learner's
  /// closure runs as the keyframes command runs its block, each `UIView.addKeyframe` inside it
  /// as an `at START for DURATION { … }`; then one CAKeyframeAnimation is ordered per property.
  static func swiftAnimateKeyframes(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    guard state.swiftAnimationDepth == 0 else {
      throw CommandError(
        "UIView.animateKeyframes inside an animations closure is not modelled in the Workbench's Swift",
        suggestion: "call it after the outer one")
    }
    let given = try animateArguments(call, forms: [keyframesForm], name: "UIView.animateKeyframes")
    guard let seconds = given["withDuration"]?.number else {
      throw CommandError("withDuration: takes seconds, a number", suggestion: keyframesExample)
    }
    guard case .handle(let animations)? = given["animations"] else {
      throw CommandError("animations: takes a closure", suggestion: keyframesExample)
    }
    let duration = try AnimationCommands.viewAnimationDuration(seconds, example: keyframesExample)
    let delay = try AnimationCommands.seconds(try number(given["delay"], "delay:"), "delay:") ?? 0
    let options = try keyframeOptions(given["options"])
    try AnimationCommands.checkKeyframeOptions(options)
    let completion = try completionHandle(given["completion"])
    var next = state
    next.swiftAnimationDepth += 1
    next.swiftKeyframes = KeyframeViewAnimation.Recording(since: next.viewModels)
    var lines = try SwiftCallout.call(animations, [], state: &next)
    var recording = next.swiftKeyframes ?? KeyframeViewAnimation.Recording(since: next.viewModels)
    // The outer closure's changes after the last keyframe span the whole duration.
    recording.keyframes.record(from: recording.since, to: next.viewModels, order: next.views.order, start: 0, end: 1)
    next.swiftKeyframes = nil
    next.swiftAnimationDepth -= 1
    let ordered = try next.orderKeyframes(
      recording.keyframes, duration: duration, delay: delay, options: options, written: "closure")
    lines += ordered.lines
    if let completion {
      lines.append(next.addCompletion("closure #\(completion.id)", waitingFor: ordered.serials, handle: completion))
    }
    state = next
    return BridgeResult(.void, notes: lines)
  }

  /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, inside an
  /// animateKeyframes closure: its closure's changes are one keyframe over [start, start +
  /// duration], fractions of the whole.
  static func swiftAddKeyframe(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    guard let recording = state.swiftKeyframes else {
      throw CommandError(
        "UIView.addKeyframe works only inside the animations closure of UIView.animateKeyframes",
        suggestion: keyframesExample)
    }
    guard !recording.inKeyframe else {
      throw CommandError("keyframes do not nest", suggestion: "call each UIView.addKeyframe in the outer closure")
    }
    let given = try animateArguments(call, forms: [addKeyframeForm], name: "UIView.addKeyframe")
    guard let start = given["withRelativeStartTime"]?.number, let length = given["relativeDuration"]?.number else {
      throw CommandError(
        "withRelativeStartTime: and relativeDuration: take fractions 0…1 of the whole, numbers", suggestion: keyframesExample)
    }
    guard case .handle(let animations)? = given["animations"] else {
      throw CommandError("animations: takes a closure", suggestion: keyframesExample)
    }
    try AnimationWorld.checkKeyframe(start: start, duration: length)
    var next = state
    let before = next.viewModels
    next.swiftKeyframes?.keyframes.record(from: recording.since, to: before, order: next.views.order, start: 0, end: 1)
    next.swiftKeyframes?.inKeyframe = true
    let lines = try SwiftCallout.call(animations, [], state: &next)
    let after = next.viewModels
    next.swiftKeyframes?.keyframes.record(from: before, to: after, order: next.views.order, start: start, end: start + length)
    next.swiftKeyframes?.since = after
    next.swiftKeyframes?.inKeyframe = false
    state = next
    return BridgeResult(.void, notes: lines)
  }

  /// `UIView.transition(with:duration:options:animations:completion:)` and
  /// `transition(from:to:duration:options:completion:)`, as the transition command runs them.
  static func swiftTransition(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    guard state.swiftAnimationDepth == 0 else {
      throw CommandError(
        "UIView.transition inside an animations closure is not modelled in the Workbench's Swift",
        suggestion: "call it after the outer one")
    }
    let given = try animateArguments(call, forms: transitionForms, name: "UIView.transition")
    guard let duration = given["duration"]?.number else {
      throw CommandError("duration: takes seconds, a number", suggestion: transitionExample)
    }
    func view(_ label: String) throws(CommandError) -> String {
      guard case .object(_, let name)? = given[label] else {
        throw CommandError("\(label): takes a view, not \(given[label]?.typeName ?? "nothing")", suggestion: transitionExample)
      }
      return name
    }
    let views: AnimationCommands.ViewTransitionRequest.Views =
      given["with"] != nil ? .with(try view("with")) : .between(from: try view("from"), to: try view("to"))
    let options = try options(given["options"])
    guard options.transition != nil else {
      throw CommandError(
        "options: needs one transition: " + ViewAnimationOptions.transitions.map { "." + $0 }.joined(separator: ", "),
        suggestion: transitionExample + " (Programming iOS 8, ch. 4)")
    }
    let completion = try completionHandle(given["completion"]).map { (text: "closure #\($0.id)", handle: Optional($0)) }
    let request = AnimationCommands.ViewTransitionRequest(
      views: views, duration: duration, options: options, completion: completion)
    let lines: [String]
    switch given["animations"] {
    case .handle(let animations)?:
      lines = try AnimationCommands.orderViewTransition(request, &state) { (world, _) throws(CommandError) in
        // An animation ordered inside is refused, as inside UIView.animate's closure.
        world.swiftAnimationDepth += 1
        let notes = try SwiftCallout.call(animations, [], state: &world)
        world.swiftAnimationDepth -= 1
        return notes
      }
    case nil, .null?: lines = try AnimationCommands.orderViewTransition(request, &state)
    case let other?: throw CommandError("animations: takes a closure, not \(other.typeName)", suggestion: transitionExample)
    }
    return BridgeResult(.void, notes: lines)
  }

  /// A completion closure `{ finished in … }`, or nil when it is not given.
  static func completionHandle(_ value: BridgeValue?) throws(CommandError) -> SwiftHandle? {
    switch value {
    case .handle(let completion)?: return completion
    case nil, .null?: return nil
    case let other?: throw CommandError("completion: takes a closure { finished in … }, not \(other.typeName)")
    }
  }

  /// `[.calculationModeCubic, .repeat]`: UIView.KeyframeAnimationOptions, which has no curves.
  static func keyframeOptions(_ value: BridgeValue?) throws(CommandError) -> ViewAnimationOptions {
    let members: [BridgeValue]
    switch value {
    case nil: members = []
    case .structure(let type, let fields)?:
      // Its raw value may carry a curve (Programming iOS 8, ch. 4): the options read it.
      return try optionSet(type, fields, expected: ViewAnimationOptions.keyframeOptionsType)
    case .array(let items)?: members = items
    case let single?: members = [single]
    }
    for case .member(let name) in members where !keyframeOptionNames.contains(name) {
      throw noMember(name, of: "UIView.KeyframeAnimationOptions", among: keyframeOptionNames)
    }
    return try options(value)
  }
}
