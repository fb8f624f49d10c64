/// UIView.AnimationOptions and UIView.KeyframeAnimationOptions as the option sets Swift has:
/// each member a raw value, the options a value of bits (Apple's documented API, UIKit's
/// UIViewAnimationOptions and UIViewKeyframeAnimationOptions).
///
/// A flag is one bit. The curve is a field of four bits from bit 16, the transition one from bit
/// 20, and a keyframe animation's calculation mode one of three bits from bit 10: a field's
/// members are its values, so `.curveEaseInOut` and `.calculationModeLinear` are 0. Programming
/// iOS 8, ch. 4, folds a curve into a keyframe animation's options through the raw values
/// (`UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)`),
/// and UIKit honours it: the keyframe options read the curve field too.
extension ViewAnimationOptions {
  /// The flags both option sets have, by bit.
  static let sharedFlags: [String: Int] = [
    "layoutSubviews": 1 << 0, "allowUserInteraction": 1 << 1, "beginFromCurrentState": 1 << 2, "repeat": 1 << 3,
    "autoreverse": 1 << 4, "overrideInheritedDuration": 1 << 5, "overrideInheritedOptions": 1 << 9,
  ]

  /// The curves, the values of the field from bit 16.
  static let curveFields: [String: Int] = [
    "curveEaseInOut": 0 << 16, "curveEaseIn": 1 << 16, "curveEaseOut": 2 << 16, "curveLinear": 3 << 16,
  ]

  /// The transitions, the values of the field from bit 20.
  static let transitionFields: [String: Int] = [
    "transitionFlipFromLeft": 1 << 20, "transitionFlipFromRight": 2 << 20, "transitionCurlUp": 3 << 20,
    "transitionCurlDown": 4 << 20, "transitionCrossDissolve": 5 << 20, "transitionFlipFromTop": 6 << 20,
    "transitionFlipFromBottom": 7 << 20,
  ]

  /// The calculation modes, the values of the field from bit 10, in UIKit's order.
  static var calculationModeFields: [String: Int] {
    var fields: [String: Int] = [:]
    for (index, mode) in KeyframeInterpolator.CalculationMode.allCases.enumerated() {
      fields["calculationMode" + mode.rawValue.capitalizedFirst] = index << 10
    }
    return fields
  }

  /// The flags UIView.AnimationOptions has: the shared ones and three of its own.
  static let animationFlags = sharedFlags.merging([
    "overrideInheritedCurve": 1 << 6, "allowAnimatedContent": 1 << 7, "showHideTransitionViews": 1 << 8,
  ]) { $1 }

  /// UIView.AnimationOptions' members and their raw values.
  public static var animationRawValues: [String: Int] {
    animationFlags.merging(curveFields) { $1 }.merging(transitionFields) { $1 }
  }

  /// UIView.KeyframeAnimationOptions' members and their raw values.
  public static var keyframeRawValues: [String: Int] { sharedFlags.merging(calculationModeFields) { $1 } }

  /// The Swift names of the two option sets.
  public static let animationOptionsType = "UIView.AnimationOptions"
  public static let keyframeOptionsType = "UIView.KeyframeAnimationOptions"

  /// The options a raw value of `type` (one of the two names above) holds.
  ///
  /// A bit the model does not act on (`allowAnimatedContent`, `overrideInheritedOptions`) or one
  /// UIKit does not name is refused with its name or its bits, rather than dropped.
  public init(rawValue: Int, of type: String) throws(CommandError) {
    self.init()
    let keyframes = type == Self.keyframeOptionsType
    var left = rawValue
    func field(_ shift: Int, _ width: Int) -> Int {
      let value = (rawValue >> shift) & ((1 << width) - 1)
      left &= ~(((1 << width) - 1) << shift)
      return value << shift
    }
    var names: [String] = []
    // The flags, a bit each.
    let flags = keyframes ? Self.sharedFlags : Self.animationFlags
    for (name, bit) in flags.sorted(by: { $0.value < $1.value }) where rawValue & bit != 0 {
      left &= ~bit
      names.append(name)
    }
    // The fields: a value of 0 is the default, which the options leave unset.
    let curve = field(16, 4)
    if curve != 0 { names.append(try Self.name(of: curve, in: Self.curveFields, "curve", type)) }
    if keyframes {
      let mode = field(10, 3)
      if mode != 0 { names.append(try Self.name(of: mode, in: Self.calculationModeFields, "calculation mode", type)) }
    } else {
      let transition = field(20, 4)
      if transition != 0 { names.append(try Self.name(of: transition, in: Self.transitionFields, "transition", type)) }
    }
    guard left == 0 else {
      throw CommandError(
        "\(type)(rawValue: \(rawValue)): its bits \(left) stand for no member of \(type) the Workbench models",
        suggestion: "build the options from their members: [" + (names.first.map { "." + $0 } ?? ".repeat") + "]")
    }
    let unmodelled = names.filter { ["allowAnimatedContent", "overrideInheritedOptions"].contains($0) }
    if let name = unmodelled.first {
      throw CommandError("\(type).\(name) is not modelled in the Workbench", suggestion: "leave it out")
    }
    self = try ViewAnimationOptions(parsing: names.joined(separator: ","))
  }

  /// The member of a field whose value is `value`.
  private static func name(of value: Int, in fields: [String: Int], _ what: String, _ type: String) throws(CommandError)
    -> String
  {
    guard let name = fields.first(where: { $0.value == value })?.key else {
      throw CommandError("\(type) has no \(what) of raw value \(value)", suggestion: "use one of its members")
    }
    return name
  }
}
