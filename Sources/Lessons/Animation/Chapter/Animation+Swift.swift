/// The animation chapter under UIKit's names, for the learner's Swift: the views are the views
/// chapter's (its binding answers them, on the very tree the animations move), and
/// `UIView.animate(withDuration:animations:)` runs the learner's closure as the chapter's
/// `animate` runs its block: the changes happen at once in the model, and each animatable
/// property that changed is ordered as an animation (Programming iOS 8, ch. 4; the method is
/// Apple's documented UIView API).
extension Animation: SwiftBindable {
  public static var swiftClasses: [String] { Views.swiftClasses }

  public static var swiftMembers: Set<String> { Views.swiftMembers }

  public static var swiftRenamed: [String: String] {
    Views.swiftRenamed.merging(["animateWithDuration": "UIView.animate(withDuration:animations:)"]) { $1 }
  }

  public static func swiftObjects(in state: State) -> [(name: String, type: String)] {
    Views.swiftObjects(in: state[keyPath: views.state])
  }

  public static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue {
    try Views.swiftGet(property, of: object, in: state[keyPath: views.state])
  }

  public static func swiftSet(_ property: String, of object: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    try Views.swiftSet(property, of: object, to: value, in: &state[keyPath: views.state])
  }

  public static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    guard call.target == .type("UIView"), call.member == "animate" else {
      return try Views.swiftCall(call, in: &state[keyPath: views.state])
    }
    guard call.labels.first == "withDuration", call.labels.count == 2, let duration = call.arguments[0].number,
      case .handle(let animations) = call.arguments[1]
    else {
      throw CommandError(
        "UIView.animate takes withDuration: and an animations closure here",
        suggestion: "UIView.animate(withDuration: 1) { v.center = CGPoint(x: 160, y: 100) }")
    }
    let seconds = try AnimationCommands.viewAnimationDuration(duration, example: "UIView.animate(withDuration: 1) { … }")
    let context = AnimationWorld.ViewAnimationContext(
      duration: seconds, delay: 0, options: ViewAnimationOptions(), spring: nil, animates: seconds > 0)
    var next = state
    let (lines, serials) = try next.runAnimations(context: context) { (world, _, lines, _) throws(CommandError) in
      lines += try SwiftCallout.call(animations, [], state: &world)
    }
    state = next
    let quiet = serials.isEmpty ? ["nothing in the closure animates: the changes show at the redraw moment"] : []
    return BridgeResult(.void, notes: lines + quiet)
  }
}
