/// The search for a layer's action when one of its properties is set.
///
/// Six stages, each able to answer with an animation (stop: run it), NSNull (stop: no
/// animation) or nil (go on) (Programming iOS 8, ch. 4).
struct ActionSearch {
  enum Outcome: Equatable {
    case animation(AnimationSpec, origin: String)
    case none(String)
  }

  var stages: [String] = []
  var outcome: Outcome = .none("no action")

  init(layer name: String, key: String, in state: AnimationWorld) {
    if state.actionsDisabled {
      stages.append("actions are disabled in this transaction: actionForKey: is never sent")
      outcome = .none("actions disabled")
      return
    }
    if state.views.views[name] != nil {
      // The view is its layer's delegate: stage 2 answers, as UIKit documents for actionForLayer(_:forKey:).
      stages.append("1 \(name).actionForKey(\(key)) -> nil: search on")
      stages.append(
        "2 delegate actionForLayer(_:forKey:): the view \(name), outside an animations block, returns NSNull -> stop, "
          + "no animation (a view's underlying layer does not animate implicitly)")
      outcome = .none("a view's underlying layer")
      return
    }
    guard let layer = state.layers[name] else { return }
    guard state.isInInterface(name) else {
      stages.append("1 \(name).actionForKey(\(key)): the layer is not in the interface -> no animation")
      outcome = .none("not in the interface")
      return
    }
    guard !state.madeThisTurn.contains(name) else {
      stages.append("1 \(name).actionForKey(\(key)): the layer was made in this turn and is not drawn yet -> no animation")
      outcome = .none("\(name) was made in this turn: setting it configures it")
      return
    }
    stages.append("1 \(name).actionForKey(\(key)) -> nil: search on")
    stages.append("2 delegate actionForLayer(_:forKey:): \(name) has no delegate -> nil")
    if let entry = layer.actions[key] {
      if let animation = entry, let spec = state.built[animation] {
        stages.append("3 actions[\(key)] -> \(animation): stop, run it")
        outcome = .animation(spec, origin: animation)
      } else {
        stages.append("3 actions[\(key)] -> NSNull: stop, no animation")
        outcome = .none("actions[\(key)] is NSNull")
      }
      return
    }
    stages.append("3 actions[\(key)] -> nil")
    if let entry = layer.styleActions[key] {
      if let animation = entry, let spec = state.built[animation] {
        stages.append("4 style[actions][\(key)] -> \(animation): stop, run it")
        outcome = .animation(spec, origin: animation)
      } else {
        stages.append("4 style[actions][\(key)] -> NSNull: stop, no animation")
        outcome = .none("style actions[\(key)] is NSNull")
      }
      return
    }
    stages.append("4 style[actions][\(key)] -> nil")
    stages.append("5 CALayer.defaultActionForKey(\(key)) -> nil")
    if key == "contents" {
      stages.append(
        "6 the default: a CABasicAnimation of contents, which cross-dissolves (an image is not interpolated), its "
          + "duration and timing from the transaction (else 0.25 s, linear)")
      outcome = .animation(AnimationSpec(keyPath: nil, content: .contents(from: nil, to: nil)), origin: "implicit")
      return
    }
    guard let path = try? LayerKeyPath(parsing: key), path.components == nil else {
      stages.append("6 \(key) is not an animatable property -> no animation")
      outcome = .none("not animatable")
      return
    }
    stages.append(
      "6 the default: a CABasicAnimation of \(key), its duration and timing from the transaction (else 0.25 s, linear)")
    outcome = .animation(AnimationSpec(keyPath: path, content: .basic(from: nil, to: nil, by: nil)), origin: "implicit")
  }
}

extension AnimationWorld {
  /// Whether an open transaction, or the turn's implicit one, disables actions.
  var actionsDisabled: Bool { implicit.disableActions || open.contains { $0.disableActions } }
}
