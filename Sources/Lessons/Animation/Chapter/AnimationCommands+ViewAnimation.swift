/// UIView animation: `animate` and `spring`.
extension AnimationCommands {
  static let viewAnimationDiscussion =
    "Statements in the block: VIEW.PROP = VALUE, VIEW.PROP += VALUE (center, center.x, center.y, alpha, bounds.size, "
    + "frame), any views command, performWithoutAnimation { … } and a nested animate (which inherits the duration and "
    + "curve unless overrideInheritedDuration/Curve). The model changes at once; each animatable change (center, "
    + "bounds, frame, alpha, backgroundColor, transform) is ordered as an animation on the view's layer that starts "
    + "at the redraw moment, the end of the line. Since iOS 8 a simple positional animation is additive: from old − new "
    + "to 0 over the new model value (Programming iOS 8, ch. 4). The completion prints TEXT and finished=true|false on "
    + "the frame its last animation stops, at once when nothing animates. layoutSubviews is accepted and changes "
    + "nothing here: the autoresizing pass already runs inside the block, so subviews animate with their superview. "
    + "layoutIfNeeded lays Auto Layout out inside the block, so a constraint changed there animates; without it the "
    + "layout waits for the end of the line and the views jump (Programming iOS 8, ch. 1)."

  static let animate = Command(
    CommandSpec(
      "animate", abstract: "UIView.animate(withDuration:delay:options:animations:completion:) over a { } block of changes.",
      discussion: viewAnimationDiscussion,
      parameters: [
        Parameter("duration", .number, "seconds"), Parameter("block", .word, "{ v.center += 100 0; v.alpha = 0.5 }"),
      ],
      options: viewAnimationOptions,
      examples: [
        "animate 1 { v.center += 100 0 }", "animate 0.5 --delay 0.5 --options autoreverse --completion done { v.alpha = 0 }",
      ]),
    .change { state, arguments throws(CommandError) in
      try orderViewAnimation(arguments, spring: nil, &state)
    })

  static let spring = Command(
    CommandSpec(
      "spring", abstract: "UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…) over a block.",
      discussion:
        "Damping below 1 waggles about the target, more as it falls (0.3: several waggles); the velocity is a kick in "
        + "whole distances per second, so 50 pt/s on a 200 pt move is 0.25 (Programming iOS 8, ch. 4; The Gourmet iOS "
        + "Developer's Cookbook, ch. 5). The curve is the chapter's damped oscillator, which has settled a thousandfold "
        + "at the duration [design]. " + viewAnimationDiscussion,
      parameters: [Parameter("duration", .number, "seconds"), Parameter("block", .word, "{ v.center += 0 200 }")],
      options: [
        CommandOption("damping", value: .number, "the damping ratio, 0…1 (1: no overshoot)"),
        CommandOption("velocity", value: .number, "the initial velocity in whole distances per second"),
      ] + viewAnimationOptions,
      examples: ["spring 0.8 --damping 0.7 --velocity 0 { v.center += 0 200 }"]),
    .change { state, arguments throws(CommandError) in
      guard let damping = arguments.optionalNumber("damping"), let velocity = arguments.optionalNumber("velocity") else {
        throw CommandError(
          "spring needs --damping and --velocity: the API has no defaults for them",
          suggestion: "spring 0.8 --damping 0.7 --velocity 0 { v.center += 0 200 } (The Gourmet iOS Developer's Cookbook's "
            + "'defaults to 0.5' is not the API's)")
      }
      return try orderViewAnimation(arguments, spring: try springArguments(damping: damping, velocity: velocity), &state)
    })

  static let viewAnimationOptions = [
    CommandOption("delay", value: .number, "seconds before it starts; the model changes at once"),
    CommandOption("options", value: .word, "a comma-separated list: repeat,autoreverse,curveEaseIn…"),
    CommandOption("completion", value: .text, "text the completion prints, with finished=true|false"),
  ]

  /// A UIView animation's duration (0 to 3600 s), delay and options, as `animate`, `spring`,
  /// `keyframes` and `transition` all read them.
  static func viewAnimationArguments(_ arguments: Arguments, example: String) throws(CommandError) -> (
    duration: Double, delay: Double, options: ViewAnimationOptions
  ) {
    let duration = try viewAnimationDuration(arguments.number("duration"), example: example)
    let delay = try seconds(arguments.optionalNumber("delay"), "--delay") ?? 0
    let options =
      try arguments.option("options").map { text throws(CommandError) in try ViewAnimationOptions(parsing: text) }
      ?? ViewAnimationOptions()
    return (duration, delay, options)
  }

  /// A UIView animation's duration: 0 to 3600 seconds.
  static func viewAnimationDuration(_ duration: Double, example: String) throws(CommandError) -> Double {
    guard duration >= 0, duration <= 3600 else {
      throw CommandError(
        "a duration is 0 to 3600 seconds, not \(Format.number(duration))", suggestion: "for example '\(example)'")
    }
    return duration
  }

  static func orderViewAnimation(
    _ arguments: Arguments, spring: (damping: Double, velocity: Double)?, _ state: inout AnimationWorld
  ) throws(CommandError) -> [String] {
    let (duration, delay, options) = try viewAnimationArguments(arguments, example: "animate 1 { … }")
    let block = arguments.word("block")
    let completion = arguments.option("completion").map { (text: $0, handle: SwiftHandle?.none) }
    return try orderViewAnimation(
      ViewAnimationRequest(duration: duration, delay: delay, options: options, spring: spring, completion: completion),
      &state
    ) { (world, context) throws(CommandError) in try world.runAnimations(block, context: context) }
  }

  /// What UIView.animate is given, however it is said: the command's words, or the learner's
  /// Swift call (`UIView.animate(withDuration:delay:options:animations:completion:)`).
  struct ViewAnimationRequest {
    var duration: Double
    var delay: Double
    var options: ViewAnimationOptions
    var spring: (damping: Double, velocity: Double)?
    /// The completion: the text it prints, and the learner's closure it calls, if it is one.
    var completion: (text: String, handle: SwiftHandle?)?
    /// What the changes are written in, for the note when none of them animates.
    var written = "block"
  }

  /// Orders a UIView animation: `changes` makes the animations block's changes under the
  /// animation's context (and orders their animations), then the completion waits for them.
  static func orderViewAnimation(
    _ request: ViewAnimationRequest, _ state: inout AnimationWorld,
    changes: (inout AnimationWorld, AnimationWorld.ViewAnimationContext) throws(CommandError) -> (
      lines: [String], serials: [Int]
    )
  ) throws(CommandError) -> [String] {
    let options = request.options
    if options.transition != nil || options.calculationMode != nil {
      throw CommandError(
        "\(options.transition ?? "calculationMode") belongs to \(options.transition == nil ? "keyframes" : "transition")",
        suggestion: "animate takes repeat, autoreverse, beginFromCurrentState and the curve options")
    }
    var next = state
    let context = AnimationWorld.ViewAnimationContext(
      duration: request.duration, delay: request.delay, options: options, spring: request.spring,
      animates: request.duration > 0)
    let (lines, serials) = try changes(&next, context)
    var result = lines
    if serials.isEmpty {
      result.append(
        request.duration == 0
          ? "duration 0: the changes are not animated"
          : "nothing in the \(request.written) animates: the changes show at the redraw moment")
    }
    if let completion = request.completion {
      result.append(next.addCompletion(completion.text, waitingFor: serials, handle: completion.handle))
    }
    state = next
    return result
  }

  /// A spring's damping and velocity, as `spring` and the learner's Swift give them.
  static func springArguments(damping: Double, velocity: Double) throws(CommandError) -> (damping: Double, velocity: Double) {
    guard damping > 0 else {
      throw CommandError("damping must be more than 0, not \(Format.number(damping))", suggestion: "0.3 waggles, 1 does not")
    }
    return (damping, velocity)
  }
}
