/// The redraw moment and the frames of the media clock.
extension AnimationWorld {
  /// `t=0.517`: the media clock's time, always three decimals, as every line about a frame starts.
  var stamp: String { "t=" + Self.fixed(seconds) }

  /// Seconds with exactly three decimals: `0.500`, `12.017`.
  static func fixed(_ seconds: Double) -> String {
    let thousandths = Int64((seconds * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Whether animations ordered this turn still wait for the redraw moment.
  ///
  /// Every frame asks, so each list is read in place: an animation is never copied out of it.
  var hasUncommitted: Bool {
    attached.values.contains { list in
      list.withUnsafeBufferPointer { animations in animations.indices.contains { animations[$0].begin == nil } }
    }
  }

  /// The animations that repeat forever and are still playing, in serial order (the lists are
  /// kept by name, in no order of their own).
  var foreverSerials: [Int] {
    attached.values.flatMap { $0 }.filter { !$0.stopped && $0.spec.timing.repeatCount.isInfinite }.map(\.serial).sorted()
  }

  /// Whether anything will change when time passes: an animation not yet over, a completion
  /// still waiting, or a dynamics world running (a paused one waits for a change).
  public var isAnimating: Bool {
    !completions.isEmpty || attached.values.contains { $0.contains { !$0.stopped || $0.begin == nil } } || isSimulating
  }

  /// The redraw moment that ends a run-loop turn: the implicit transaction commits.
  ///
  /// Layout and display come first, then the new model values are drawn, then the animations ordered in the
  /// turn start (Programming iOS 8, ch. 4). Nothing commits while an explicit transaction is open.
  ///
  /// Returns what happened: the line that ends the turn prints it, or the frame that commits.
  @discardableResult
  mutating func commitTurn() -> [String] {
    guard open.isEmpty else { return [] }
    var started: [String] = []
    var resolvedLines: [String] = []
    // An animation with no delay starts at the redraw moment itself: its delegate hears it now.
    var startCallbacks: [String] = []
    for name in layerNames {
      guard var list = attached[name], list.contains(where: { $0.begin == nil }) else { continue }
      let local = localTime(of: name, at: seconds)
      // Unset from and to are read now, from what is on screen and from the model as this turn
      // left it (Programming iOS 8, ch. 4).
      let rereads = list.contains { $0.begin == nil && $0.unresolved != nil }
      let shown = rereads ? presentation(of: name) : nil
      let model = rereads ? model(of: name) : nil
      for index in list.indices where list[index].begin == nil {
        if let original = list[index].unresolved, let shown, let model {
          let spec = original.resolved(presentation: shown, model: model)
          if spec != list[index].spec, case .basic(let from?, let to?, _) = spec.content {
            resolvedLines.append(
              "  \(name) #\(list[index].serial): its unset values are read now, from the presentation and the model: "
                + "from \(from) to \(to)")
          }
          list[index].spec = spec
          if let warning = AnimationCommands.snapBackWarning(spec, on: name, in: self) { resolvedLines.append("  " + warning) }
        }
        list[index].unresolved = nil
        list[index].begin = local
        // A CATransition's copies: the layer as last drawn, and as the turn left it.
        if case .transition(var transition) = list[index].spec.content, transition.style.isLayerType {
          transition.changes = appearanceChanges(of: name)
          list[index].spec.content = .transition(transition)
        }
        started.append("#\(list[index].serial)")
        if Self.span(of: list[index], atLayerUnits: units(of: name, at: seconds)).begun {
          list[index].started = true
          if list[index].spec.hasDelegate { startCallbacks.append("\(stamp) animationDidStart #\(list[index].serial)") }
        }
      }
      attached[name] = list
    }
    if let text = implicit.completion {
      completions.append(
        CompletionGroup(
          text: text, waiting: waitingSerials(implicit.ordered), isTransaction: true, handle: implicit.completionHandle))
    }
    implicit = Transaction()
    madeThisTurn = []
    leaving = [:]
    for name in layerNames {
      let values = model(of: name)
      if rendered[name] != values { rendered[name] = values }
    }
    if renderedContents != contents { renderedContents = contents }
    if rendered.count > layerNames.count {
      let live = Set(layerNames)
      rendered = rendered.filter { live.contains($0.key) }
    }
    var lines: [String] = []
    if !started.isEmpty {
      lines.append(
        "\(stamp) redraw moment: layout, display, model values drawn, then \(started.joined(separator: ", ")) "
          + (started.count == 1 ? "starts" : "start"))
    }
    lines += resolvedLines + startCallbacks
    lines += fireCompletions()
    return lines
  }

  /// The serials among `serials` whose animations are still on a layer and not over.
  func waitingSerials(_ serials: [Int]) -> [Int] {
    let live = Set(attached.values.flatMap { $0.filter { !$0.stopped }.map(\.serial) })
    return serials.filter { live.contains($0) }
  }

  /// Adds a UIView animation's completion block, waiting for the animations it ordered; says what
  /// it waits for.
  ///
  /// With nothing to wait for it runs at the redraw moment with finished=true (Programming iOS 8,
  /// chapter 4).
  mutating func addCompletion(_ text: String, waitingFor serials: [Int], handle: SwiftHandle? = nil) -> String {
    let waiting = waitingSerials(serials)
    completions.append(CompletionGroup(text: text, waiting: waiting, handle: handle))
    return waiting.isEmpty
      ? "the completion runs at the redraw moment with finished=true: nothing animates (Programming iOS 8, ch. 4)"
      : "completion \(Format.quoted(text)) waits for \(waiting.map { "#\($0)" }.joined(separator: ", "))"
  }

  /// Runs the completion blocks whose animations have all stopped, in the order they were
  /// ordered.
  ///
  /// A completion that is the learner's Swift closure is called back now, with `finished` for a
  /// view animation's (a transaction's takes nothing); what it does, ordering another animation
  /// among it, acts on this world, and a closure that stops says so on its line.
  mutating func fireCompletions() -> [String] {
    guard completions.contains(where: { $0.waiting.isEmpty }) else { return [] }
    let stamp = stamp
    let ready = completions.filter { $0.waiting.isEmpty }
    completions.removeAll { $0.waiting.isEmpty }
    var lines: [String] = []
    for group in ready {
      lines.append(
        group.isTransaction
          ? "\(stamp) transaction completion: \(group.text)" : "\(stamp) completion: \(group.text) finished=\(group.finished)")
      guard let handle = group.handle else { continue }
      do {
        lines += try SwiftCallout.call(handle, group.isTransaction ? [] : [.bool(group.finished)], state: &self)
      } catch {
        lines.append("\(stamp) \(group.text) stopped: \(error.message)")
      }
    }
    return lines
  }

  /// Tells the completion blocks waiting for `serial` that it stopped.
  mutating func animationStopped(_ serial: Int, finished: Bool) {
    for index in completions.indices where completions[index].waiting.contains(serial) {
      completions[index].waiting.removeAll { $0 == serial }
      if !finished { completions[index].finished = false }
    }
  }

  /// Removes animations from a layer's list now, each sending animationDidStop with finished
  /// false if it had not ended; returns the lines that says.
  mutating func removeAnimations(from name: String, where shouldRemove: (AttachedAnimation) -> Bool) -> [String] {
    guard let list = attached[name] else { return [] }
    var lines: [String] = []
    var kept: [AttachedAnimation] = []
    for animation in list {
      guard shouldRemove(animation) else {
        kept.append(animation)
        continue
      }
      // Drawn until the redraw moment, if it had started.
      if animation.begin != nil { leaving[name, default: []].append(animation) }
      if !animation.stopped {
        animationStopped(animation.serial, finished: false)
        if animation.spec.hasDelegate {
          lines.append("\(stamp) animationDidStop #\(animation.serial) finished=false")
        }
      }
    }
    attached[name] = kept.isEmpty ? nil : kept
    return lines + fireCompletions()
  }

  /// One frame: the clock moves 1/60 s and everything that depends on it moves with it.
  ///
  /// Animations that begin send animationDidStart, those that end send animationDidStop and
  /// leave their lists, and completions whose animations have all stopped run; then every
  /// running dynamics world takes its step. Returns those callbacks, in order.
  mutating func stepFrame() -> [String] {
    // A quiet world has nothing waiting for the redraw moment, and nothing a frame starts or
    // ends: the lists need no reading.
    let quiet = frameIndex.isCurrent && frameIndex.isQuiet
    var lines = (!quiet && hasUncommitted) || implicit.completion != nil || !leaving.isEmpty ? commitTurn() : []
    frame += 1
    let settled = frameIndex.isCurrent && frameIndex.isQuiet && layerTiming.isEmpty
    // In place over the lists, with no lookup by name: this runs for every animated layer on
    // every frame. Callbacks are put in the layers' order afterwards.
    var events: [(layer: String, events: [FrameEvent])] = []
    var emptied: [String] = []
    // Walk the slots by hand: `attached.indices` would hold a copy of the dictionary, and the
    // first change through `values[slot]` would then copy every list.
    let media = MediaTiming.units(seconds)
    // A settled world has nothing to start or end: no list is read.
    var slot = settled ? attached.values.endIndex : attached.values.startIndex
    while slot != attached.values.endIndex {
      defer { attached.values.formIndex(after: &slot) }
      let name = attached.keys[slot]
      let layerUnits = units(of: name, atMediaUnits: media)
      // Most frames start and end nothing: the list is read in place first, and taken out to be
      // changed only when one of its animations starts or ends.
      guard attached.values[slot].withUnsafeBufferPointer({ Self.startsOrEnds($0, atLayerUnits: layerUnits) }) else {
        continue
      }
      var fired: [FrameEvent] = []
      var removing = false
      // Taken out of the dictionary while it is read, so it stays the only copy and is changed
      // in place, and read by index, so no animation is copied.
      var list: [AttachedAnimation] = []
      swap(&list, &attached.values[slot])
      for index in list.indices where list[index].begin != nil && !list[index].stopped {
        let span = Self.span(
          timing: list[index].spec.timing, begin: list[index].begin, lent: list[index].transactionDuration,
          atLayerUnits: layerUnits)
        guard span.begun, !list[index].started || span.over else { continue }
        let serial = list[index].serial
        let reports = list[index].spec.hasDelegate
        if !list[index].started {
          list[index].started = true
          if reports { fired.append(.line("animationDidStart #\(serial)")) }
        }
        guard span.over else { continue }
        list[index].stopped = true
        if reports { fired.append(.line("animationDidStop #\(serial) finished=true")) }
        fired.append(.stopped(serial))
        // An animation over and removedOnCompletion leaves the list; one that fills stays.
        if span.removed { removing = true }
      }
      swap(&list, &attached.values[slot])
      if removing {
        attached.values[slot].removeAll { $0.stopped && Self.span(of: $0, atLayerUnits: layerUnits).removed }
        if attached.values[slot].isEmpty { emptied.append(name) }
      }
      if !fired.isEmpty { events.append((name, fired)) }
    }
    for name in emptied { attached[name] = nil }
    if !events.isEmpty {
      let order = Dictionary(layerNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      for (_, fired) in events.sorted(by: { order[$0.layer] ?? 0 < order[$1.layer] ?? 0 }) {
        for event in fired {
          switch event {
          case .line(let text): lines.append("\(stamp) \(text)")
          case .stopped(let serial): animationStopped(serial, finished: true)
          }
        }
      }
    }
    lines += fireCompletions()
    if !worldOrder.isEmpty { lines += stepWorlds() }
    updateFrameIndex()
    return lines
  }

  /// Whether any of `animations` starts or ends at `units` on their layer's clock: whether a
  /// frame there has anything to change in their list.
  private static func startsOrEnds(_ animations: UnsafeBufferPointer<AttachedAnimation>, atLayerUnits units: Double) -> Bool {
    animations.indices.contains { index in
      guard let begin = animations[index].begin, !animations[index].stopped else { return false }
      let span = animations[index].plan.timing.span(at: units - MediaTiming.units(begin))
      return span.begun && (!animations[index].started || span.over)
    }
  }

  /// What a frame did to one animation: a delegate's callback, or its end, for the completions.
  private enum FrameEvent {
    case line(String)
    case stopped(Int)
  }
}
