/// `UIView.animate` in the learner's Swift, in each of its forms, run as the chapter's `animate`
/// and `spring` run (Programming iOS 8, ch. 4; the forms are Apple's documented UIView API).
extension Animation {
  /// The forms of `UIView.animate` the chapter models, by their labels; `completion` may be
  /// left out of each.
  static let animateForms: [[String]] = [
    ["withDuration", "animations", "completion"],
    ["withDuration", "delay", "options", "animations", "completion"],
    ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options", "animations", "completion"],
  ]

  static let animateExample = "UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn]) { v.alpha = 0 }"

  /// The call's arguments by the labels of the form they match (`UIView.animate`'s unless
  /// `forms` says); a trailing closure (`_`) takes the label of the parameter it fills.
  static func animateArguments(_ call: BridgeCall, forms: [[String]] = animateForms, name: String = "UIView.animate")
    throws(CommandError) -> [String: BridgeValue]
  {
    for form in forms {
      var labels = call.labels
      guard labels.count <= form.count, labels.count >= form.count - 1 else { continue }
      // Trailing closures: the first comes unlabelled, after the labelled arguments.
      for index in labels.indices where labels[index] == "_" && index > 0 { labels[index] = form[index] }
      guard labels == Array(form.prefix(labels.count)) else { continue }
      return Dictionary(zip(labels, call.arguments)) { first, _ in first }
    }
    let method = name.split(separator: ".").last.map(String.init) ?? name
    throw CommandError(
      "\(name) has no form \(call.signature) here",
      suggestion: forms.map { "\(method)(" + $0.map { $0 + ":" }.joined() + ")" }.joined(separator: ", "))
  }

  /// `UIView.animate(withDuration:…)`: the learner's animations closure runs as `animate` runs
  /// its block, and the completion closure is kept, to be called back with `finished` when the
  /// animations it waits for stop.
  static func swiftAnimate(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    guard state.swiftAnimationDepth == 0 else {
      throw CommandError(
        "UIView.animate inside an animations closure is not modelled in the Workbench's Swift",
        suggestion: "call it after the outer one, or write it as a nested animate in the animate command's block")
    }
    let given = try animateArguments(call)
    guard let duration = given["withDuration"]?.number else {
      throw CommandError("withDuration: takes seconds, a number", suggestion: animateExample)
    }
    guard case .handle(let animations)? = given["animations"] else {
      throw CommandError("animations: takes a closure", suggestion: animateExample)
    }
    var request = AnimationCommands.ViewAnimationRequest(
      duration: try AnimationCommands.viewAnimationDuration(duration, example: animateExample),
      delay: try AnimationCommands.seconds(try number(given["delay"], "delay:"), "delay:") ?? 0,
      options: try options(given["options"]), spring: nil, completion: nil, written: "closure")
    if let damping = given["usingSpringWithDamping"] {
      request.spring = try AnimationCommands.springArguments(
        damping: try number(damping, "usingSpringWithDamping:") ?? 0,
        velocity: try number(given["initialSpringVelocity"], "initialSpringVelocity:") ?? 0)
    }
    switch given["completion"] {
    case .handle(let completion)?: request.completion = ("closure #\(completion.id)", completion)
    case nil, .null?: break
    case let other?: throw CommandError("completion: takes a closure { finished in … }, not \(other.typeName)")
    }
    var next = state
    next.swiftAnimationDepth += 1
    let lines = try AnimationCommands.orderViewAnimation(request, &next) { (world, context) throws(CommandError) in
      try world.runAnimations(context: context) { (world, _, lines, _) throws(CommandError) in
        lines += try SwiftCallout.call(animations, [], state: &world)
      }
    }
    next.swiftAnimationDepth -= 1
    state = next
    return BridgeResult(.void, notes: lines)
  }

  /// A number argument, or nil when it is not given.
  static func number(_ value: BridgeValue?, _ label: String) throws(CommandError) -> Double? {
    guard let value else { return nil }
    guard let number = value.number else {
      throw CommandError("\(label) takes a number, not \(value.typeName)", suggestion: animateExample)
    }
    return number
  }

  /// `[.curveEaseIn, .autoreverse]`, `.curveLinear` or `[]`: UIView.AnimationOptions, an option
  /// set, read by the chapter's own parser of the `--options` list.
  static func options(_ value: BridgeValue?) throws(CommandError) -> ViewAnimationOptions {
    let members: [BridgeValue]
    switch value {
    case nil: return ViewAnimationOptions()
    case .structure(let type, let fields)?:
      return try optionSet(type, fields, expected: ViewAnimationOptions.animationOptionsType)
    case .array(let items)?: members = items
    case let single?: members = [single]
    }
    var names: [String] = []
    for member in members {
      guard case .member(let name) = member else {
        throw CommandError(
          "options: takes UIView.AnimationOptions members, not \(member.typeName)",
          suggestion: "[.curveEaseIn, .autoreverse] or .curveLinear")
      }
      names.append(name)
    }
    return try ViewAnimationOptions(parsing: names.joined(separator: ","))
  }

  /// An option set the learner's Swift made (`UIView.AnimationOptions(rawValue: …)`, or a
  /// variable of that type), as its raw value hands it over: it must be of the type `expected`.
  static func optionSet(_ type: String, _ fields: [BridgeValue], expected: String) throws(CommandError)
    -> ViewAnimationOptions
  {
    guard type == expected, fields.count == 1, case .int(let raw) = fields[0] else {
      throw CommandError("options: cannot convert value of type '\(type)' to expected argument type '\(expected)'")
    }
    return try ViewAnimationOptions(rawValue: raw, of: type)
  }
}
