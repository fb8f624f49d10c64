/// The animation chapter under UIKit's and Core Animation's names, for the learner's Swift: the
/// views are the views chapter's (its binding answers them, on the very tree the animations
/// move); `UIView.animate` runs the learner's closure as the chapter's `animate` runs its block
/// (`Animation+SwiftViewAnimation.swift`), `UIView.animateKeyframes` and `UIView.transition` as
/// `keyframes` and `transition` do (`Animation+SwiftViewKeyframes.swift`), and a view's layer,
/// layers made in code, basic and keyframe animations, groups, CATransitions and transactions
/// are the chapter's own (`Animation+SwiftLayers.swift`, `Animation+SwiftKeyframes.swift`)
/// (Programming iOS 8, ch. 4; the names are Apple's documented UIView and Core Animation API).
extension Animation: SwiftBindable {
  public static var swiftClasses: [String] { Views.swiftClasses + coreAnimationClasses + pathClasses }

  public static var swiftRenamed: [String: String] {
    Views.swiftRenamed.merging([
      "animateWithDuration": "UIView.animate(withDuration:animations:)",
      "addAnimation": "layer.add(_:forKey:)", "removeAnimationForKey": "layer.removeAnimation(forKey:)",
      "presentationLayer": "layer.presentation()",
      "animateKeyframesWithDuration": "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)",
      "addKeyframeWithRelativeStartTime": "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)",
      "transitionWithView": "UIView.transition(with:duration:options:animations:completion:)",
    ]) { $1 }
  }

  /// The implicit members the API takes: the views binding's, and the animation options.
  ///
  /// The views binding's are `.leading` and `.required`; this chapter's are
  /// UIView.AnimationOptions, the timing functions' names, the fill modes, and a keyframe
  /// animation's and a transition's settings.
  /// A view's geometry and a layer's.
  public static var swiftMemberTypes: [String: String] {
    Views.swiftMemberTypes.merging(["position": "CGPoint", "anchorPoint": "CGPoint"]) { $1 }
  }

  /// The types the views' methods take.
  public static var swiftParameterTypes: [String: [String?]] { Views.swiftParameterTypes }

  public static var swiftMembers: Set<String> {
    Views.swiftMembers.union(ViewAnimationOptions.all).union(timingNames).union(fillModes).union(calculationModes)
      .union(transitionTypes).union(transitionSubtypes).union(rotationModes)
  }

  /// The views' option sets, and UIView.AnimationOptions and UIView.KeyframeAnimationOptions,
  /// with UIKit's raw values.
  public static var swiftOptionSets: [String: [String: Int]] {
    Views.swiftOptionSets.merging([
      ViewAnimationOptions.animationOptionsType: ViewAnimationOptions.animationRawValues,
      ViewAnimationOptions.keyframeOptionsType: ViewAnimationOptions.keyframeRawValues,
    ]) { $1 }
  }

  /// The views' optional members, and Core Animation's (Apple's documented API): a layer's
  /// `superlayer`, `backgroundColor`, `presentation()` and `animationKeys()`, an animation's
  /// `keyPath`.
  public static func swiftIsOptional(_ member: String, of type: String) -> Bool {
    if type.hasPrefix("CA") {
      return ["superlayer", "backgroundColor", "presentation()", "animationKeys()", "keyPath"].contains(member)
    }
    return Views.swiftIsOptional(member, of: type)
  }

  public static func swiftObjects(in state: State) -> [(name: String, type: String)] {
    Views.swiftObjects(in: state[keyPath: views.state]) + state.layerOrder.map { ($0, "CALayer") }
      + state.builtOrder.compactMap { name in state.built[name].map { (name, animationClass(of: $0)) } }
      + state.pathOrder.map { ($0, "CGMutablePath") }
  }

  /// The views' named transforms are values, as in the views chapter.
  public static func swiftValue(named name: String, in state: State) -> BridgeValue? {
    Views.swiftValue(named: name, in: state[keyPath: views.state])
  }

  public static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue {
    if property == "layer", state.views.views[object] != nil { return .object(type: "CALayer", name: object + ".layer") }
    if let layer = layer(named: object, in: state) { return try layerGet(property, of: layer, in: state) }
    if state.built[object] != nil { return try animationGet(property, of: object, in: state) }
    if state.paths[object] != nil {
      // A UIBezierPath's CGPath is the path it builds, as the animation takes it.
      guard property == "cgPath" else { throw noMember(property, of: "UIBezierPath", among: ["cgPath"]) }
      return .object(type: "CGPath", name: object)
    }
    return try Views.swiftGet(property, of: object, in: state[keyPath: views.state])
  }

  public static func swiftSet(_ property: String, of object: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    // `v.layer.opacity = 0.5` writes the layer back to the view: the same object, so nothing.
    if property == "layer", state.views.views[object] != nil, value == .object(type: "CALayer", name: object + ".layer") {
      return []
    }
    if let layer = layer(named: object, in: state) { return try layerSet(property, of: layer, to: value, in: &state) }
    if state.built[object] != nil { return try animationSet(property, of: object, to: value, in: &state) }
    return try Views.swiftSet(property, of: object, to: value, in: &state[keyPath: views.state])
  }

  public static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    switch call.target {
    case .type("UIView") where call.member == "animate": return try swiftAnimate(call, in: &state)
    case .type("UIView") where call.member == "animateKeyframes": return try swiftAnimateKeyframes(call, in: &state)
    case .type("UIView") where call.member == "addKeyframe": return try swiftAddKeyframe(call, in: &state)
    case .type("UIView") where call.member == "transition": return try swiftTransition(call, in: &state)
    case .type(let type) where coreAnimationClasses.contains(type):
      return try coreAnimationTypeCall(call, type: type, in: &state)
    case .type(let type) where pathClasses.contains(type):
      return try makePath(call, type: type, in: &state)
    case .object(let type, let object):
      if state.paths[object] != nil { return try pathCall(call, on: object, type: type, in: &state) }
      if let layer = layer(named: object, in: state) { return try layerCall(call, object: object, of: layer, in: &state) }
      if let spec = state.built[object] { throw noMember(call.member, of: animationClass(of: spec), among: animationMembers) }
    default: break
    }
    return try Views.swiftCall(call, in: &state[keyPath: views.state])
  }
}
