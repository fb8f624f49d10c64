/// Adding animations to layers' lists.
extension AnimationWorld {
  /// Adds `spec` to the layer's list under `key`, to start at the next redraw moment.
  ///
  /// A key in use replaces the animation under it (the exclusivity rule; a nil key never does),
  /// and an animation without a key path takes the key as its path (Programming iOS 8, ch. 4).
  ///
  /// It joins every open transaction and the turn's implicit one, and takes the innermost
  /// duration and timing function a transaction sets. Returns the serial and what it replaced.
  @discardableResult
  mutating func order(_ spec: AnimationSpec, on name: String, key: String?, origin: String) -> (serial: Int, lines: [String]) {
    var lines: [String] = []
    if let key, attached[name]?.contains(where: { $0.key == key }) ?? false {
      let replaced = attached[name]!.filter { $0.key == key }.map { "#\($0.serial)" }
      lines += removeAnimations(from: name) { $0.key == key }
      lines.insert(
        "key \(Format.quoted(key)) was in use on \(name): \(replaced.joined(separator: ", ")) removed (one animation per key)",
        at: 0)
    }
    var spec = spec
    if spec.keyPath == nil, let key, case .basic = spec.content { spec.keyPath = try? LayerKeyPath(parsing: key) }
    let serial = nextSerial
    nextSerial += 1
    var animation = AttachedAnimation(
      serial: serial, key: key, spec: spec, origin: origin, begin: nil,
      transactionDuration: open.last(where: { $0.duration != nil })?.duration ?? implicit.duration,
      transactionTiming: open.last(where: { $0.timing != nil })?.timing ?? implicit.timing)
    if let presentation = presentation(of: name), let model = model(of: name) {
      animation.spec = spec.resolved(presentation: presentation, model: model)
      // Resolved again at the redraw moment: the model may still change in this turn.
      if animation.spec != spec { animation.unresolved = spec }
    }
    if case .contents(let from, let to) = spec.content {
      // From the image showing to the one the model holds, as for numbers.
      animation.spec.content = .contents(
        from: from ?? shownContents(of: name).settled ?? "", to: to ?? contents[name] ?? "")
    }
    attached[name, default: []].append(animation)
    for index in open.indices { open[index].ordered.append(serial) }
    implicit.ordered.append(serial)
    return (serial, lines)
  }

  /// One line about an animation in a list: `#1 position basic additive 1 s easeInEaseOut …`.
  func describe(_ animation: AttachedAnimation, on name: String) -> String {
    let spec = animation.spec
    var parts = ["#\(animation.serial)", "key=" + (animation.key.map { Format.quoted($0) } ?? "nil")]
    if let path = spec.keyPathText { parts.append("keyPath=\(path)") }
    parts.append(spec.kind)
    if spec.additive { parts.append("additive") }
    if let function = spec.valueFunction { parts.append("valueFunction=\(function.rawValue)") }
    switch spec.content {
    case .basic(let from?, let to?, _): parts.append("from \(from) to \(to)")
    case .spring(let curve, let from, let to):
      parts.append(
        "from \(from) to \(to) damping \(Format.number(curve.damping)) velocity \(Format.number(curve.initialVelocity))")
    case .keyframe(let interpolator):
      let frames = interpolator.path == nil ? "values" : "points along a path"
      parts.append("\(interpolator.values.count) \(frames) \(interpolator.mode.rawValue)")
      if let rotation = interpolator.rotationMode { parts.append(rotation.rawValue) }
    case .group(let children): parts.append("\(children.count) children")
    case .transition(let transition): parts.append(transition.description)
    case .contents(let from, let to):
      parts.append("from \(ContentsShown.name(from)) to \(ContentsShown.name(to)) (cross-dissolve)")
    default: break
    }
    let timing = spec.timing
    let duration = timing.resolvedDuration(inherited: animation.transactionDuration)
    parts.append("duration \(Format.number(duration, places: 3)) s")
    if timing.beginTime != 0 { parts.append("beginTime +\(Format.number(timing.beginTime, places: 3))") }
    let isSpring = if case .spring = spec.content { true } else { false }
    if !isSpring, let function = timing.timingFunction ?? animation.transactionTiming { parts.append(function.description) }
    parts += timing.settingNotes
    if !timing.removedOnCompletion { parts.append("removedOnCompletion=false") }
    if animation.allowsUserInteraction == true { parts.append("allowUserInteraction") }
    switch phase(of: animation, on: name, at: seconds) {
    case _ where animation.begin == nil: parts.append("(starts at the redraw moment)")
    case .before, .filledBefore: parts.append("(not begun)")
    case .active(let frame):
      var place = "fraction \(Format.number(frame.fraction, places: 4))"
      if case .keyframe(let interpolator) = spec.content, interpolator.values.count > 1 {
        // Which keyframe segment the eased time falls in, and how far along it (Programming iOS 8, ch. 4).
        let segment = interpolator.segment(at: frame.fraction)
        if interpolator.mode == .discrete {
          place += ", value \(segment.index + 1) of \(interpolator.values.count)"
        } else {
          place +=
            ", segment \(segment.index + 1) of \(interpolator.values.count - 1) "
            + "at \(Format.number(segment.fraction, places: 4))"
        }
      }
      if case .transition(let transition) = spec.content { place += ", " + transition.state(at: frame.fraction) }
      parts.append(
        "(local \(Format.number(frame.localTime, places: 3)) of \(Format.number(frame.duration, places: 3)) s, \(place))")
    case .filledAfter: parts.append("(over, filling)")
    case .finished, .removed: parts.append("(over)")
    }
    return parts.joined(separator: " ")
  }
}
