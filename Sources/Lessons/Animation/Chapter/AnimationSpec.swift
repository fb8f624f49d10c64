/// One Core Animation animation as configured: what it changes and how its time runs.
///
/// An animation added to a layer is copied, so changing the original afterwards changes nothing
/// on the layer (Programming iOS 8, ch. 4): the chapter keeps the named animations a learner
/// builds (`new basic`) apart from the copies on layers (`AttachedAnimation`).
public struct AnimationSpec: Hashable, Sendable {
  /// Boxed: a keyframe animation's tables are large, and an animation is read every frame.
  public indirect enum Content: Hashable, Sendable {
    /// CABasicAnimation: from, to and by, any of them unset (resolved when added, and again at the redraw moment).
    case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
    /// CAKeyframeAnimation.
    case keyframe(KeyframeInterpolator)
    /// CAKeyframeAnimation before its values are set: it animates nothing.
    case keyframeDraft(KeyframeDraft)
    /// A spring view animation: from and to, moved by the spring's progress.
    case spring(SpringCurve, from: AnimatableValue, to: AnimatableValue)
    /// CAAnimationGroup: children whose time is the group's local time.
    case group([AnimationSpec])
    /// A UIView transition or a CATransition: two copies flipping, curling, dissolving or
    /// sliding; no property of its own.
    case transition(ViewTransition)
    /// A CABasicAnimation of contents: image names, not interpolated but cross-dissolved. An
    /// unset end is resolved when added; the empty name is no image.
    case contents(from: String?, to: String?)
  }

  /// The class name a listing shows: basic, keyframe, spring, group.
  public var kind: String {
    switch content {
    case .basic, .contents: "basic"
    case .keyframe, .keyframeDraft: "keyframe"
    case .spring: "spring"
    case .group: "group"
    case .transition: "transition"
    }
  }

  /// How many animations this is, a group's children (and theirs) counted with it.
  var animationCount: Int {
    guard case .group(let children) = content else { return 1 }
    return children.reduce(1) { $0 + $1.animationCount }
  }

  /// The most animations a group may hold, its nested groups' included.
  static let groupLimit = 1_000

  /// Whether this is a group (CAAnimationGroup), whose children carry the values.
  var isGroup: Bool {
    if case .group = content { return true }
    return false
  }

  /// The key path animated; nil for a group, or until the animation is added under a key.
  public var keyPath: LayerKeyPath?
  public var content: Content
  public var timing: MediaTiming
  /// Adds its value to the layer's instead of replacing it.
  public var additive = false
  public var valueFunction: ValueFunction?
  /// Whether a delegate hears animationDidStart and animationDidStop(finished:).
  public var hasDelegate = false

  public init(keyPath: LayerKeyPath?, content: Content, timing: MediaTiming = MediaTiming()) {
    self.keyPath = keyPath
    self.content = content
    self.timing = timing
  }

  /// The path the animation's values are written to: a value function's component of
  /// `transform`, else its key path.
  var valuePath: LayerKeyPath? {
    guard let function = valueFunction else { return keyPath }
    return function.path
  }

  /// The value the animation shows at `frame`, or nil when it has none (a group, an unresolved basic).
  func value(at frame: TimingFrame) -> AnimatableValue? {
    switch content {
    case .basic(let from?, let to?, _): return Self.basicValue(from: from, to: to, at: frame)
    case .basic: return nil
    case .keyframe(let interpolator):
      return interpolator.value(at: frame.fraction, cumulativeRepeats: frame.cumulativeRepeats)
    case .spring(let curve, let from, let to):
      return from.interpolated(to: to, fraction: curve.value(at: frame.localTime))
    case .group, .transition, .contents, .keyframeDraft: return nil
    }
  }

  /// A basic animation's value at `frame`: between `from` and `to`, plus the whole change once
  /// for each repetition when it is cumulative; nil when the two are of different kinds.
  static func basicValue(from: AnimatableValue, to: AnimatableValue, at frame: TimingFrame) -> AnimatableValue? {
    guard var value = from.interpolated(to: to, fraction: frame.fraction) else { return nil }
    if frame.cumulativeRepeats != 0, let change = to.subtracting(from) {
      value = value.adding(change.scaled(by: Double(frame.cumulativeRepeats))) ?? value
    }
    return value
  }

  /// Folds this animation (a group's children in turn) over `values`, `parent` units after it was
  /// placed on its layer's clock; `duration` and `timing` are what the transaction lends.
  func fold(at parent: Double, groups: [MediaTiming], duration: Double?, timing: TimingFunction?, to values: inout LayerValues) {
    if case .group(let children) = content {
      for child in children {
        child.fold(at: parent, groups: groups + [self.timing], duration: duration, timing: timing, to: &values)
      }
      return
    }
    let phase: TimingPhase
    if groups.isEmpty {
      phase = self.timing.evaluate(parent, closing: false, duration: duration, timing: timing, isChild: false)
    } else {
      phase = TimingChain(groups: groups, animation: self.timing, transactionDuration: duration, transactionTiming: timing)
        .phase(atParentUnits: parent)
    }
    guard let frame = phase.frame else { return }
    apply(at: frame, to: &values)
  }

  /// Writes this animation's value at `frame` into `values`, over what is there: added when the
  /// animation is additive, else in its place.
  ///
  /// A value function's transform replaces the whole transform unless additive: the function
  /// makes a transform from one number (Programming iOS 8, ch. 4).
  func apply(at frame: TimingFrame, to values: inout LayerValues) {
    guard let path = valuePath, let value = value(at: frame) else { return }
    Self.write(value, at: path, additive: additive, replacingTransform: valueFunction != nil, to: &values)
    // Turning along a path adds the path's direction to the layer's own rotation.
    if case .keyframe(let interpolator) = content, let angle = interpolator.rotation(at: frame.fraction) {
      Self.write(.scalar(angle), at: Self.rotation, additive: true, replacingTransform: false, to: &values)
    }
  }

  /// `transform.rotation.z`, which `rotationMode` turns.
  static let rotation = (try? LayerKeyPath(parsing: "transform.rotation.z"))!

  /// Writes `value` at `path` into `values`: added to what is there when `additive`, else in its
  /// place, the whole transform reset first when a value function makes it.
  static func write(
    _ value: AnimatableValue, at path: LayerKeyPath, additive: Bool, replacingTransform: Bool, to values: inout LayerValues
  ) {
    if additive {
      if let sum = path.value(in: values).adding(value) { path.set(sum, in: &values) }
      return
    }
    if replacingTransform { values.transform = .identity }
    path.set(value, in: &values)
  }

  /// Resolves from, to and by against the layer.
  ///
  /// With none set the animation runs from the presentation value (still the old one when it is
  /// added) to the model value; with one of from and to, the other is the current value; by adds
  /// to from, or is taken from to (Programming iOS 8, ch. 4).
  func resolved(presentation: LayerValues, model: LayerValues) -> AnimationSpec {
    var copy = self
    switch content {
    case .basic(let from, let to, let by):
      guard let path = valuePath else { return self }
      let current = path.value(in: presentation)
      let target = path.value(in: model)
      let start: AnimatableValue
      let end: AnimatableValue
      switch (from, to, by) {
      case (let from?, let to?, _): (start, end) = (from, to)
      case (let from?, nil, let by?): (start, end) = (from, from.adding(by) ?? from)
      case (nil, let to?, let by?): (start, end) = (to.subtracting(by) ?? to, to)
      case (nil, nil, let by?): (start, end) = (current, current.adding(by) ?? current)
      case (let from?, nil, nil): (start, end) = (from, target)
      case (nil, let to?, nil): (start, end) = (current, to)
      case (nil, nil, nil): (start, end) = (current, target)
      }
      copy.content = .basic(from: start, to: end, by: nil)
    case .group(let children):
      copy.content = .group(children.map { $0.resolved(presentation: presentation, model: model) })
    case .keyframe, .keyframeDraft, .spring, .transition, .contents: break
    }
    return copy
  }
}
