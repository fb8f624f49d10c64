/// UIView keyframe animation: `keyframes`.
extension AnimationCommands {
  static let keyframes = Command(
    CommandSpec(
      "keyframes",
      abstract: "UIView.animateKeyframes(withDuration:delay:options:animations:completion:) over keyframe blocks.",
      discussion:
        "Inside the block, 'at START for DURATION { … }' is addKeyframe(withRelativeStartTime:relativeDuration:): START "
        + "and DURATION are fractions 0…1 of the whole, not seconds. The keyframe blocks run at once to capture their "
        + "targets; then each changed property gets one CAKeyframeAnimation, its values and keyTimes taken from the "
        + "keyframes, each moving from the value before it to its own over its span. Changes in the outer block, "
        + "outside any keyframe, span the whole duration. calculationModeLinear (the default), Discrete, Paced, Cubic "
        + "or CubicPaced shape the path; the overall curve is curveEaseInOut unless a curve option is given: a linear "
        + "calculation mode is not a linear curve (Programming iOS 8, ch. 4; The Gourmet iOS Developer's Cookbook, "
        + "ch. 5). The completion works as animate's.",
      parameters: [
        Parameter("duration", .number, "seconds"),
        Parameter("block", .word, "{ at 0 for 0.5 { v.center.x += 100 }; at 0.5 for 0.5 { v.center.y += 100 } }"),
      ],
      options: viewAnimationOptions,
      examples: [
        "keyframes 2 { at 0 for 0.25 { v.center.x += 100 }; at 0.5 for 0.5 { v.center.y += 200 } }",
        "keyframes 1 --options calculationModeCubic,curveLinear --completion done { at 0 for 0.5 { v.alpha = 0 }; "
          + "at 0.5 for 0.5 { v.alpha = 1 } }",
      ]),
    .change { state, arguments throws(CommandError) in
      let (duration, delay, options) = try viewAnimationArguments(arguments, example: "keyframes 2 { … }")
      try checkKeyframeOptions(options)
      var next = state
      let (lines, serials) = try next.runKeyframes(arguments.word("block"), duration: duration, delay: delay, options: options)
      var result = lines
      if let text = arguments.option("completion") {
        result.append(next.addCompletion(text, waitingFor: serials))
      }
      state = next
      return result
    })
}

extension AnimationCommands {
  /// Refuses the options a keyframe animation does not take: a transition, showHideTransitionViews.
  static func checkKeyframeOptions(_ options: ViewAnimationOptions) throws(CommandError) {
    if let transition = options.transition {
      throw CommandError("\(transition) belongs to transition", suggestion: "keyframes take calculationMode… and curve options")
    }
    if options.showHideTransitionViews {
      throw CommandError(
        "keyframes take repeat, autoreverse, beginFromCurrentState, the calculationMode and the curve options",
        suggestion: "leave out showHideTransitionViews")
    }
  }
}

extension AnimationWorld {
  /// Runs a keyframes block and orders one CAKeyframeAnimation per property it changed.
  ///
  /// Every statement changes the model at once, as UIKit runs the keyframe blocks while the outer
  /// block runs (Programming iOS 8, ch. 4). Returns what was printed and the serials ordered.
  mutating func runKeyframes(_ block: String, duration: Double, delay: Double, options: ViewAnimationOptions)
    throws(CommandError) -> (lines: [String], serials: [Int])
  {
    let statements = try Self.statements(in: block)
    let quiet = ViewAnimationContext(duration: duration, delay: delay, options: options, spring: nil, animates: false)
    var keyframes = KeyframeViewAnimation()
    var lines: [String] = []
    for words in statements {
      // What performWithoutAnimation changes joins the baseline: it jumps, in a keyframe too.
      var baseline = viewModels
      var ignoredSerials: [Int] = []
      if words[0] == "at" {
        let keyframe = try Self.keyframe(words)
        for inner in try Self.statements(in: keyframe.block) {
          guard inner[0] != "at" else {
            throw CommandError("keyframes do not nest", suggestion: "put each 'at START for DURATION { … }' in the outer block")
          }
          try run(inner, context: quiet, baseline: &baseline, lines: &lines, serials: &ignoredSerials)
        }
        keyframes.record(
          from: baseline, to: viewModels, order: views.order, start: keyframe.start, end: keyframe.start + keyframe.duration)
      } else {
        try run(words, context: quiet, baseline: &baseline, lines: &lines, serials: &ignoredSerials)
        keyframes.record(from: baseline, to: viewModels, order: views.order, start: 0, end: 1)
      }
    }
    let ordered = try orderKeyframes(keyframes, duration: duration, delay: delay, options: options)
    return (lines + ordered.lines, ordered.serials)
  }

  /// Orders one CAKeyframeAnimation per property `keyframes` recorded, whatever said them: the
  /// keyframes command's block, or the learner's Swift closures (`UIView.animateKeyframes`).
  ///
  /// Returns what was ordered, with the serials ordered.
  mutating func orderKeyframes(
    _ keyframes: KeyframeViewAnimation, duration: Double, delay: Double, options: ViewAnimationOptions,
    written: String = "block"
  ) throws(CommandError) -> (lines: [String], serials: [Int]) {
    var lines: [String] = []
    guard duration > 0 else { return (["duration 0: the changes are not animated"], []) }
    guard !keyframes.tracks.isEmpty else {
      return (["nothing in the \(written) animates: the changes show at the redraw moment"], [])
    }
    let mode = options.calculationMode ?? .linear
    var serials: [Int] = []
    for track in keyframes.tracks {
      if track.path.property == .backgroundColor, track.initial == .color(ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)) {
        lines.append("\(track.view).backgroundColor changes at once: only a colour can be animated to a colour")
        continue
      }
      var frames = keyframes.frames(of: track, mode: mode)
      lines += frames.notes
      // beginFromCurrentState: the first value is what shows now, not the old model value.
      if options.beginFromCurrentState, let shown = presentation(of: track.view), !frames.values.isEmpty {
        frames.values[0] = track.path.value(in: shown)
      }
      let interpolator = try KeyframeInterpolator(values: frames.values, keyTimes: frames.keyTimes, mode: mode)
      let timing = MediaTiming(
        beginTime: delay, duration: duration, repeatCount: options.repeats ? .infinity : 0, autoreverses: options.autoreverses,
        fillMode: delay > 0 ? .backwards : .removed, timingFunction: options.curve ?? .easeInEaseOut)
      let spec = AnimationSpec(keyPath: track.path, content: .keyframe(interpolator), timing: timing)
      let ordered = order(spec, on: track.view, key: track.path.text, origin: "keyframes")
      markViewAnimation(ordered.serial, on: track.view, options: options)
      serials.append(ordered.serial)
      lines += ordered.lines
      lines.append("\(track.view): " + (attached[track.view]?.last.map { describe($0, on: track.view) } ?? "#\(ordered.serial)"))
      lines.append("  \(interpolator.describedFrames)")
    }
    return (lines, serials)
  }

  /// `at START for DURATION { … }`, both fractions of the whole.
  static func keyframe(_ words: [String]) throws(CommandError) -> (start: Double, duration: Double, block: String) {
    let usage = "at 0.25 for 0.5 { v.center.x += 100 }"
    guard words.count == 5, words[2] == "for", words[4].hasPrefix("{") else {
      throw CommandError("a keyframe is 'at START for DURATION { … }'", suggestion: usage)
    }
    guard let start = Arguments.parseNumber(words[1]), let length = Arguments.parseNumber(words[3]) else {
      throw CommandError(
        "a keyframe's start and duration are numbers, not \(Format.echo(words[1])) and \(Format.echo(words[3]))",
        suggestion: usage)
    }
    try checkKeyframe(start: start, duration: length)
    return (start, length, words[4])
  }

  /// A keyframe's relative start and duration: fractions 0…1 of the whole, ending by 1.
  static func checkKeyframe(start: Double, duration length: Double) throws(CommandError) {
    for (what, value) in [("start", start), ("duration", length)] {
      guard value >= 0 else {
        throw CommandError(
          "a keyframe's relative \(what) cannot be negative (\(Format.number(value)))", suggestion: "use a fraction 0…1")
      }
      guard value <= 1 else {
        throw CommandError(
          "a keyframe's relative \(what) is \(Format.number(value)), more than 1: keyframe times are fractions 0…1 of "
            + "the whole duration, not seconds (Programming iOS 8, ch. 4)",
          suggestion: "divide by the duration: 0.5 s of a 2 s animation is 0.25")
      }
    }
    guard start + length <= 1 + 1e-9 else {
      throw CommandError(
        "the keyframe at \(Format.number(start)) for \(Format.number(length)) ends at \(Format.number(start + length)), "
          + "after the whole (1): relative times are fractions of the duration (Programming iOS 8, ch. 4)",
        suggestion: "make START + DURATION at most 1")
    }
  }
}
