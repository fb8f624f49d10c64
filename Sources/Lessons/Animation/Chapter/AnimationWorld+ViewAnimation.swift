/// UIView animation: a block of changes to views, each animated change ordered as a Core
/// Animation animation on the view's layer (Programming iOS 8, ch. 4).
extension AnimationWorld {
  /// What an animations block is run with: UIView.animate's arguments, or what a surrounding
  /// block lends a nested one.
  struct ViewAnimationContext: Sendable {
    var duration: Double
    var delay: Double
    var options: ViewAnimationOptions
    /// A spring's damping and initial velocity, for `spring`.
    var spring: (damping: Double, velocity: Double)?
    /// False inside performWithoutAnimation: changes jump.
    var animates = true

    var curve: TimingFunction { options.curve ?? .easeInEaseOut }
  }

  /// The view properties UIView animation animates, as layer properties.
  ///
  /// Center is position, alpha is opacity (Programming iOS 8, ch. 4).
  static let viewProperties: [LayerKeyPath.Property] = [.position, .bounds, .opacity, .backgroundColor, .transform]

  /// The statements of a `{ … }` block, split at `;`.
  static func statements(in block: String) throws(CommandError) -> [Tokenizer.Command] {
    guard block.hasPrefix("{"), block.hasSuffix("}") else {
      throw CommandError("the changes go in a { } block", suggestion: "for example { v.center += 100 0; v.alpha = 0.5 }")
    }
    do {
      return try Tokenizer.commands(in: String(block.dropFirst().dropLast()))
    } catch {
      throw CommandError(error.message)
    }
  }

  /// The model values of every view, by name.
  var viewModels: [String: LayerValues] {
    var models: [String: LayerValues] = [:]
    for name in views.order { models[name] = model(of: name) }
    return models
  }

  /// Runs an animations block and orders an animation of each property it changed.
  ///
  /// Its statements change the model at once, through the views chapter's own `set`, then each
  /// animatable property that ended up different is ordered as an animation from the old value to
  /// the new, to start at the redraw moment. Returns what the statements printed and what was
  /// ordered, with the serials ordered.
  mutating func runAnimations(_ block: String, context: ViewAnimationContext) throws(CommandError) -> (
    lines: [String], serials: [Int]
  ) {
    let statements = try Self.statements(in: block)
    return try runAnimations(context: context) { (world, baseline, lines, serials) throws(CommandError) in
      for statement in statements {
        try world.run(statement, context: context, baseline: &baseline, lines: &lines, serials: &serials)
      }
    }
  }

  /// The changes an animations block makes, by `body`, whatever says them: the block's
  /// statements, or the learner's Swift closure (`UIView.animate(withDuration:animations:)`);
  /// then, as `runAnimations(_:context:)`, an animation of each property they changed.
  mutating func runAnimations(
    context: ViewAnimationContext,
    _ body: (inout AnimationWorld, inout [String: LayerValues], inout [String], inout [Int]) throws(CommandError) -> Void
  ) throws(CommandError) -> (lines: [String], serials: [Int]) {
    var baseline = viewModels
    var lines: [String] = []
    var serials: [Int] = []
    try body(&self, &baseline, &lines, &serials)
    guard context.animates else { return (lines, serials) }
    for name in views.order {
      guard let old = baseline[name], let new = model(of: name), old != new else { continue }
      for property in Self.viewProperties {
        let path = LayerKeyPath(property: property)
        let before = path.value(in: old)
        let after = path.value(in: new)
        guard before != after else { continue }
        if property == .backgroundColor, old.backgroundColor == nil || new.backgroundColor == nil {
          lines.append("\(name).backgroundColor changes at once: only a colour can be animated to a colour")
          continue
        }
        let ordered = orderViewAnimation(on: name, path: path, from: before, to: after, context: context)
        lines += ordered.lines
        serials.append(ordered.serial)
      }
    }
    return (lines, serials)
  }

  /// One statement of a block: an assignment (a layer's contents too), performWithoutAnimation,
  /// a nested animate, or any views command.
  mutating func run(
    _ words: [String], context: ViewAnimationContext, baseline: inout [String: LayerValues], lines: inout [String],
    serials: inout [Int]
  ) throws(CommandError) {
    if words.count == 3, words[1] == "=", words[0].hasSuffix(".contents") {
      // Not a view property: the layer's image changes at once, as `set` changes it.
      let name = try requireLayer(String(words[0].dropLast(".contents".count)))
      lines += try AnimationCommands.setContents(name, [words[2]], &self)
      return
    }
    if words.count >= 2, ["=", "+=", "-="].contains(words[1]) {
      lines += try Animation.views.run([try assignment(words)], on: &self)
      return
    }
    switch words[0] {
    case "layoutIfNeeded":
      // Auto Layout lays out now, inside the block, so the frames it sets animate (Programming
      // iOS 8, ch. 1: animate a constraint change by calling layoutIfNeeded in the block).
      guard words.count == 1 else { throw CommandError("layoutIfNeeded takes nothing", suggestion: "layoutIfNeeded") }
      let moved = views.layOut()
      lines += moved.isEmpty ? ["layoutIfNeeded: nothing moves"] : moved
    case "performWithoutAnimation":
      guard words.count == 2 else {
        throw CommandError("performWithoutAnimation takes one { } block", suggestion: "performWithoutAnimation { v.alpha = 1 }")
      }
      var inner = context
      inner.animates = false
      let before = viewModels
      lines += try runAnimations(words[1], context: inner).lines
      Self.adopt(from: before, to: viewModels, into: &baseline)
    case "animate":
      let nested = try NestedAnimation(words, outer: context)
      let before = viewModels
      let result = try runAnimations(nested.block, context: nested.context)
      lines += result.lines
      serials += result.serials
      if let text = nested.completion {
        lines.append(addCompletion(text, waitingFor: result.serials))
      }
      Self.adopt(from: before, to: viewModels, into: &baseline)
    default:
      lines += try Animation.views.run([words], on: &self)
    }
  }

  /// Takes into `baseline` every property that changed between `before` and `after`: a nested
  /// block animated it (or jumped it) already.
  static func adopt(
    from before: [String: LayerValues], to after: [String: LayerValues], into baseline: inout [String: LayerValues]
  ) {
    for (name, new) in after {
      guard let old = before[name], old != new else { continue }
      var values = baseline[name] ?? new
      for property in viewProperties {
        let path = LayerKeyPath(property: property)
        if path.value(in: old) != path.value(in: new) { path.set(path.value(in: new), in: &values) }
      }
      baseline[name] = values
    }
  }

  /// `v.center = 150 50`, `v.center.x += 100`, `v.alpha -= 0.5` as the views chapter's `set`.
  private func assignment(_ words: [String]) throws(CommandError) -> [String] {
    let target = words[0]
    var values = Array(words.dropFirst(2))
    if values == ["presentation"], words[1] == "=" { values = try presentationWords(target) }
    guard let dot = target.firstIndex(of: ".") else {
      throw CommandError("an assignment takes VIEW.PROPERTY", suggestion: "for example v.center = 150 50")
    }
    let name = String(target[..<dot])
    let property = String(target[target.index(after: dot)...])
    guard let view = views.views[name] else {
      throw CommandError.unknownObject(name, kind: "view", actualKind: layers[name] == nil ? nil : "layer", names: views.order)
    }
    let current: [Double]
    let base: String
    switch property {
    case "center": (base, current) = ("center", [view.center.x, view.center.y])
    case "center.x": (base, current) = ("center", [view.center.x])
    case "center.y": (base, current) = ("center", [view.center.y])
    case "alpha": (base, current) = ("alpha", [view.alpha])
    case "bounds.size": (base, current) = ("bounds.size", [view.bounds.size.width, view.bounds.size.height])
    case "frame":
      let frame = view.frame
      (base, current) = ("frame", [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height])
    default:
      guard words[1] == "=" else {
        throw CommandError(
          "\(words[1]) works on center, center.x, center.y, alpha, bounds.size and frame",
          suggestion: "set \(property) with =")
      }
      return ["set", target] + values
    }
    let numbers = try Arguments.numbers(
      values, count: current.count, usage: "\(target) \(words[1]) \(current.count == 1 ? "N" : "X Y")")
    var result: [Double] = zip(current, numbers).map { old, number in
      words[1] == "=" ? number : words[1] == "+=" ? old + number : old - number
    }
    if property == "center.x" { result = [result[0], view.center.y] }
    if property == "center.y" { result = [view.center.x, result[0]] }
    return ["set", "\(name).\(base)"] + result.map { Format.number($0, places: 6) }
  }

  /// `v.center = presentation`: the numbers the view's property shows on screen now, for the
  /// graceful cancel of Programming iOS 8, chapter 4.
  ///
  /// The book's recipe sets the model to the presentation layer's value, removes the animations
  /// and animates on from there.
  func presentationWords(_ target: String) throws(CommandError) -> [String] {
    let parts = target.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2, let shown = presentation(of: parts[0]), views.views[parts[0]] != nil else {
      throw CommandError("presentation is a view property's value on screen", suggestion: "v.center = presentation")
    }
    let numbers: [Double]
    switch parts[1] {
    case "center": numbers = [shown.position.x, shown.position.y]
    case "center.x": numbers = [shown.position.x]
    case "center.y": numbers = [shown.position.y]
    case "alpha": numbers = [shown.opacity]
    case "bounds.size": numbers = [shown.bounds.size.width, shown.bounds.size.height]
    case "bounds": numbers = [shown.bounds.origin.x, shown.bounds.origin.y, shown.bounds.size.width, shown.bounds.size.height]
    default:
      throw CommandError(
        "\(parts[1]) cannot take the presentation's value here",
        suggestion: "center, center.x, center.y, alpha, bounds or bounds.size")
    }
    return numbers.map { Format.number($0, places: 6) }
  }

  /// Orders the animation of one changed view property.
  ///
  /// Since iOS 8 a simple positional animation (center, bounds, transform; not repeating, not
  /// autoreversing, not from the current state) is additive: from old − new to zero over the new
  /// model value, so several on one property add up and never stop each other (Programming iOS 8,
  /// ch. 4). Others run from the old value (the presentation's with beginFromCurrentState) to the
  /// new, under the property's key, replacing an animation of it. A delay shows the old value
  /// meanwhile (the animation fills backwards).
  mutating func orderViewAnimation(
    on name: String, path: LayerKeyPath, from before: AnimatableValue, to after: AnimatableValue,
    context: ViewAnimationContext
  ) -> (serial: Int, lines: [String]) {
    let options = context.options
    let positional = [.position, .bounds, .transform].contains(path.property)
    let additive = positional && !options.repeats && !options.autoreverses && !options.beginFromCurrentState
    let start = options.beginFromCurrentState ? presentation(of: name).map { path.value(in: $0) } ?? before : before
    let from = additive ? (before.subtracting(after) ?? before) : start
    let to = additive ? after.scaled(by: 0) : after
    var timing = MediaTiming(
      beginTime: context.delay, duration: context.duration, repeatCount: options.repeats ? .infinity : 0,
      autoreverses: options.autoreverses, fillMode: context.delay > 0 ? .backwards : .removed, timingFunction: context.curve)
    let content: AnimationSpec.Content
    if let spring = context.spring,
      let curve = try? SpringCurve(duration: context.duration, damping: spring.damping, initialVelocity: spring.velocity)
    {
      content = .spring(curve, from: from, to: to)
      timing.timingFunction = .linear
    } else {
      content = .basic(from: from, to: to, by: nil)
    }
    var spec = AnimationSpec(keyPath: path, content: content, timing: timing)
    spec.additive = additive
    let key = additive ? freeKey(path.text, on: name) : path.text
    let (serial, replaced) = order(spec, on: name, key: key, origin: context.spring == nil ? "animate" : "spring")
    markViewAnimation(serial, on: name, options: options)
    let list = attached[name] ?? []
    let line = list.last.map { describe($0, on: name) } ?? "#\(serial)"
    return (serial, replaced + ["\(name): \(line)"])
  }

  /// Records on an animation UIView ordered whether its options allowed user interaction.
  mutating func markViewAnimation(_ serial: Int, on name: String, options: ViewAnimationOptions) {
    guard let index = attached[name]?.lastIndex(where: { $0.serial == serial }) else { return }
    attached[name]![index].allowsUserInteraction = options.allowUserInteraction
  }

  /// The keys UIKit gives additive animations: `position`, else `position-2`, `position-3`….
  ///
  /// Programming iOS 8, ch. 4.
  func freeKey(_ key: String, on name: String) -> String {
    let used = Set((attached[name] ?? []).compactMap(\.key))
    guard used.contains(key) else { return key }
    var index = 2
    while used.contains("\(key)-\(index)") { index += 1 }
    return "\(key)-\(index)"
  }
}

extension LayerKeyPath {
  /// The whole property's path: `position`, `bounds`, `transform` and so on.
  init(property: Property) { self.init(known: property.rawValue) }
}

/// `animate DURATION [--delay S] [--options LIST] { … }` written inside another block.
///
/// It inherits the outer block's duration and curve unless its options override them
/// (Programming iOS 8, ch. 4).
struct NestedAnimation {
  var block: String
  var context: AnimationWorld.ViewAnimationContext
  /// The nested animation's own completion, if it has one.
  var completion: String?

  init(_ words: [String], outer: AnimationWorld.ViewAnimationContext) throws(CommandError) {
    guard let block = words.last, block.hasPrefix("{"), words.count >= 3, let duration = Arguments.parseNumber(words[1]) else {
      throw CommandError("a nested animate takes a duration and a { } block", suggestion: "animate 0 { v.alpha = 0 }")
    }
    _ = try AnimationCommands.viewAnimationDuration(duration, example: "animate 0 { v.alpha = 0 }")
    var options = ViewAnimationOptions()
    var delay = 0.0
    var index = 2
    while index < words.count - 1 {
      switch words[index] {
      case "--options" where index + 1 < words.count - 1: options = try ViewAnimationOptions(parsing: words[index + 1])
      case "--completion" where index + 1 < words.count - 1: completion = words[index + 1]
      case "--delay" where index + 1 < words.count - 1:
        guard let value = Arguments.parseNumber(words[index + 1]), value >= 0 else {
          throw CommandError("--delay takes seconds, 0 or more", suggestion: "animate 1 --delay 0.5 { … }")
        }
        delay = value
      default:
        throw CommandError(
          "a nested animate takes --delay, --options and --completion", suggestion: "animate 0 { v.alpha = 0 }")
      }
      index += 2
    }
    var context = outer
    context.delay = delay
    context.duration = options.overrideInheritedDuration ? duration : outer.duration
    if !options.overrideInheritedCurve { options.curve = outer.options.curve }
    // Inside performWithoutAnimation animations stay off, nested ones too; an overriding
    // duration of 0 is not animated.
    context.animates = outer.animates && context.duration > 0
    context.options = options
    self.block = block
    self.context = context
  }
}
