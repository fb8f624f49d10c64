/// The animation chapter's world: the views chapter's own view tree, layers made in code, the
/// animations on them, the open transactions and the media clock.
///
/// The media clock counts frames of 1/60 s and moves only when the learner lets time pass
/// (`tick`, `advance`, `run`); each shell line is one turn of the run loop, whose end is the
/// redraw moment (Programming iOS 8, ch. 4).
public struct AnimationWorld: Equatable, Sendable {
  /// The views chapter's model: the views the animations move.
  public var views = ViewsWorld()
  /// Frames since the session began.
  public var frame: Int64 = 0
  /// Layers made in code, by name, and their names in creation order.
  public var layers: [String: LayerNode] = [:]
  public var layerOrder: [String] = []
  /// Animations built by name (`new basic`), not yet on any layer: templates to add.
  public var built: [String: AnimationSpec] = [:]
  public var builtOrder: [String] = []
  /// Paths made by name (`new path`, CGMutablePath), to move a keyframe animation's point
  /// along, and their names in creation order.
  public var paths: [String: KeyframePath] = [:]
  public var pathOrder: [String] = []
  /// A built group's children by name: a group holds its animations, so configuring one of them
  /// before the group is added changes the group too (`new group`).
  public var groupMembers: [String: [String]] = [:]
  /// Each layer's animations list, by the layer's name (a view's name names its layer).
  public var attached: [String: [AttachedAnimation]] = [:] {
    didSet { frameIndex.version &+= 1 }
  }
  /// A layer's own timing (speed, timeOffset, beginTime), where set.
  public var layerTiming: [String: MediaTiming] = [:]
  /// A view's layer's corner radius, where set (views have no such property of their own).
  public var cornerRadii: [String: Double] = [:]
  /// Explicit transactions begun and not yet committed, innermost last.
  public var open: [Transaction] = []
  /// The implicit transaction of the current turn.
  public var implicit = Transaction()
  /// Completion blocks waiting for their animations.
  public var completions: [CompletionGroup] = []
  /// Layers made in code during the current turn, not drawn yet.
  ///
  /// Setting their properties configures them and orders no implicit animation (Programming
  /// iOS 8, ch. 4).
  public var madeThisTurn: Set<String> = []
  /// Animations removed from a layer's list in this turn, by layer.
  ///
  /// The list no longer holds them, but the screen shows them until the redraw moment
  /// (Programming iOS 8, ch. 4).
  public var leaving: [String: [AttachedAnimation]] = [:]
  /// The model values as the last redraw moment drew them: what the presentation starts from
  /// until the next redraw moment.
  public var rendered: [String: LayerValues] = [:] {
    didSet { frameIndex.version &+= 1 }
  }
  /// What a frame knows of `attached` and `rendered` until either changes (`FrameIndex`).
  var frameIndex = FrameIndex()
  public var nextSerial = 1
  /// Callbacks and commits not yet shown, each with its time.
  public var pendingEvents: [String] = []
  /// Each layer's contents, an image's name, where set.
  ///
  /// A view's layer has none by default (Programming iOS 8, ch. 3).
  public var contents: [String: String] = [:]
  /// The contents as the last redraw moment drew them.
  public var renderedContents: [String: String] = [:]
  /// UIKit Dynamics worlds by name, and their names in creation order.
  public var worlds: [String: DynamicAnimator] = [:]
  public var worldOrder: [String] = []
  /// How many of the learner's Swift animations closures are running now: one inside another is
  /// refused, as its changes would be ordered twice.
  public var swiftAnimationDepth = 0
  /// The learner's `UIView.animateKeyframes` closure running now, with what it has recorded.
  var swiftKeyframes: KeyframeViewAnimation.Recording?

  public init() {}

  /// The media clock: `frame` frames of 1/60 s.
  public var now: VirtualTime { .frames(frame) }
  public var seconds: Double { now.seconds }

  public static let frameRate: Int64 = 60
  /// `run` stops after this much media time: ten minutes.
  public static let runLimitFrames: Int64 = 10 * 60 * frameRate

  // MARK: - Layers

  /// Whether `name` names a layer: a view's underlying layer or one made in code.
  func isLayer(_ name: String) -> Bool { views.views[name] != nil || layers[name] != nil }

  /// Every layer name in listing order: views first, then layers made in code.
  var layerNames: [String] { views.order + layerOrder }

  func requireLayer(_ name: String) throws(CommandError) -> String {
    guard isLayer(name) else {
      throw CommandError(
        "no view or layer named \(Format.echo(name))",
        suggestion: Suggestion.didYouMean(name, in: layerNames)
          ?? "make one with 'new view \(name) 0 0 100 100' or 'new layer \(name) in root'")
    }
    return name
  }

  /// The model layer's values: what the properties hold now.
  public func model(of name: String) -> LayerValues? {
    if let layer = layers[name] { return layer.values }
    guard let view = views.views[name] else { return nil }
    return LayerValues(
      position: view.center, bounds: view.bounds, anchorPoint: view.anchorPoint, opacity: view.alpha,
      backgroundColor: view.backgroundColor.flatMap { ColorComponents(named: $0) }, cornerRadius: cornerRadii[name] ?? 0,
      transform: TransformParts(view.transform))
  }

  /// Writes model values; for a view, into the view (its center, bounds, alpha…).
  mutating func setModel(_ values: LayerValues, of name: String) {
    if layers[name] != nil {
      layers[name]?.values = values
      return
    }
    guard var view = views.views[name] else { return }
    view.center = values.position
    view.bounds = values.bounds
    view.anchorPoint = values.anchorPoint
    view.alpha = values.opacity
    if let color = values.backgroundColor, ColorComponents(named: view.backgroundColor ?? "") != color {
      view.backgroundColor = color.text
    }
    if TransformParts(view.transform) != values.transform { view.transform = values.transform.matrix }
    views.views[name] = view
    if values.cornerRadius != 0 || cornerRadii[name] != nil { cornerRadii[name] = values.cornerRadius }
  }

  /// The layers above `name`, outermost first, then `name`: views through their superviews,
  /// layers through their superlayers and then the view they are in.
  func layerChain(of name: String) -> [String] {
    var chain: [String] = []
    var current: String? = name
    var seen = 0
    while let next = current, seen <= layerOrder.count + views.order.count {
      chain.append(next)
      current = layers[next].map { $0.superlayer } ?? views.views[next]?.superview
      seen += 1
    }
    return chain.reversed()
  }

  /// The timing of every layer from the outermost down to `name` that has timing of its own.
  func timingChain(of name: String) -> [MediaTiming] {
    layerTiming.isEmpty ? [] : layerChain(of: name).compactMap { layerTiming[$0] }
  }

  /// The layer's local time at the media clock's `seconds`.
  func localTime(of name: String, at seconds: Double) -> Double {
    timingChain(of: name).reduce(seconds) { $1.localTime(fromParent: $0) }
  }

  /// Whether the layer is in the window's tree: implicit animation happens only there.
  func isInInterface(_ name: String) -> Bool {
    guard let top = layerChain(of: name).first else { return false }
    return top == ViewsWorld.windowName
  }

  // MARK: - Presentation

  /// The presentation layer's values at the media clock's current time.
  ///
  /// The model as last drawn, with each animation in the list folded over it in order
  /// (Programming iOS 8, ch. 4).
  public func presentation(of name: String) -> LayerValues? { presentation(of: name, at: seconds) }

  public func presentation(of name: String, at time: Double) -> LayerValues? {
    guard var values = rendered[name] ?? model(of: name) else { return nil }
    var list = attached[name] ?? []
    // Removed this turn: still on screen until the redraw moment.
    if time == seconds, let gone = leaving[name] { list = (gone + list).sorted { $0.serial < $1.serial } }
    guard !list.isEmpty else { return values }
    fold(list, of: name, atMediaUnits: MediaTiming.units(time), into: &values)
    return values
  }

  /// Every animated layer's presentation at `time`, in one pass over the animations lists.
  ///
  /// This is what a redraw reads, in no particular order; layers without animations show their
  /// model as last drawn.
  public func forEachAnimatedPresentation(at time: Double, _ body: (String, LayerValues) -> Void) {
    let media = MediaTiming.units(time)
    guard frameIndex.isCurrent else {
      for (name, list) in attached {
        guard var values = rendered[name] ?? model(of: name) else { continue }
        fold(list, of: name, atMediaUnits: media, into: &values)
        body(name, values)
      }
      return
    }
    // Neither dictionary has changed since the slots were found: each layer's values as last
    // drawn are read at their slot, with no name hashed, and copied once.
    var slot = attached.startIndex
    for renderedSlot in frameIndex.renderedSlots {
      defer { attached.formIndex(after: &slot) }
      let name = attached.keys[slot]
      var values: LayerValues
      if let renderedSlot {
        values = rendered.values[renderedSlot]
      } else if let model = model(of: name) {
        values = model
      } else {
        continue
      }
      fold(attached.values[slot], of: name, atMediaUnits: media, into: &values)
      body(name, values)
    }
  }

  /// Works out the frame index again if `attached` or `rendered` has changed since it was made:
  /// once after a change, rather than on every frame.
  mutating func updateFrameIndex() {
    guard !frameIndex.isCurrent else { return }
    frameIndex.renderedSlots = attached.keys.map { rendered.index(forKey: $0) }
    frameIndex.isQuiet = attached.values.allSatisfy { list in
      list.allSatisfy { $0.begin != nil && ($0.stopped || ($0.started && $0.plan.timing.neverEnds)) }
    }
    frameIndex.madeAt = frameIndex.version
  }

  /// Folds the animations of `list`, in order, over `values`: the layer's presentation at `media`
  /// units of the media clock.
  private func fold(
    _ list: [AttachedAnimation], of name: String, atMediaUnits media: Double, into values: inout LayerValues
  ) {
    let layerUnits = units(of: name, atMediaUnits: media)
    // Through the list's storage, reading each animation's plan where it lies: an animation read
    // whole is copied out, and every reference in it retained and released.
    list.withUnsafeBufferPointer { animations in
      for index in animations.indices {
        guard let begin = animations[index].begin else { continue }
        let parent = layerUnits - MediaTiming.units(begin)
        if case .group = animations[index].plan.content {
          let group = animations[index]
          group.spec.fold(
            at: parent, groups: [], duration: group.transactionDuration, timing: group.transactionTiming, to: &values)
          continue
        }
        guard let frame = animations[index].plan.timing.evaluate(parent, closing: false, isChild: false).frame else {
          continue
        }
        switch animations[index].plan.content {
        case .basic(let from, let to, let path?, let additive, let replacingTransform):
          guard let value = AnimationSpec.basicValue(from: from, to: to, at: frame) else { continue }
          AnimationSpec.write(value, at: path, additive: additive, replacingTransform: replacingTransform, to: &values)
        case .spec: animations[index].spec.apply(at: frame, to: &values)
        case .basic, .group, .nothing: continue
        }
      }
    }
  }

  /// The media clock's `time` on the layer's own clock, in the virtual clock's units.
  func units(of name: String, at time: Double) -> Double { units(of: name, atMediaUnits: MediaTiming.units(time)) }

  /// The same from the media clock's time already in units, worked out once for every layer.
  func units(of name: String, atMediaUnits media: Double) -> Double {
    var units = media
    if !layerTiming.isEmpty {
      for timing in timingChain(of: name) { units = timing.localUnits(fromParentUnits: units) }
    }
    return units
  }

  /// Where the animation is at `time`, as a whole (a group by its own timing).
  func phase(of animation: AttachedAnimation, on name: String, at time: Double) -> TimingPhase {
    guard let begin = animation.begin else { return .before }
    return TimingChain(
      animation: animation.spec.timing, transactionDuration: animation.transactionDuration,
      transactionTiming: animation.transactionTiming
    ).phase(atParentUnits: units(of: name, at: time) - MediaTiming.units(begin))
  }

  static func span(of animation: AttachedAnimation, atLayerUnits units: Double) -> (begun: Bool, over: Bool, removed: Bool) {
    span(timing: animation.spec.timing, begin: animation.begin, lent: animation.transactionDuration, atLayerUnits: units)
  }

  /// The same from the animation's parts, which a frame reads where they lie.
  static func span(timing: MediaTiming, begin: Double?, lent duration: Double?, atLayerUnits units: Double) -> (
    begun: Bool, over: Bool, removed: Bool
  ) {
    guard let begin else { return (false, false, false) }
    let (begun, over) = timing.span(at: units - MediaTiming.units(begin), duration: duration)
    return (begun, over, over && timing.removedOnCompletion && !timing.fillMode.fillsAfter)
  }

}

/// What a frame knows of the animations lists and the values as last drawn without reading
/// every one again, worked out once after either changes.
///
/// It is derived, never a value the world shows: `version` counts the changes to `attached`
/// and `rendered`, and it is used only when made at the current version (a frame otherwise
/// reads everything as it is). A frame makes it again after a change (`stepFrame`).
struct FrameIndex: Sendable {
  /// Changes to `attached` and `rendered` so far.
  var version = 0
  /// The version it was made at.
  var madeAt = -1
  /// For each animated layer, in the order of `attached`, where its values as last drawn lie in
  /// `rendered`; nil when it has none (it shows its model).
  ///
  /// A frame reads every animated layer's presentation over those values, and finding each by
  /// name would hash every name on every frame.
  var renderedSlots: [Dictionary<String, LayerValues>.Index?] = []
  /// Whether no frame can start or end an animation: every one has been committed, and has
  /// either stopped or started and never ends (`TimingPlan.neverEnds`).
  ///
  /// That holds on the media clock; under a layer's own timing a frame reads the lists anyway.
  var isQuiet = false

  var isCurrent: Bool { madeAt == version }
}

extension FrameIndex: Equatable {
  /// Always equal: it is worked out from the world's dictionaries, which are compared.
  static func == (_: FrameIndex, _: FrameIndex) -> Bool { true }
}
