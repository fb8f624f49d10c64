/// A CAKeyframeAnimation made without its values (`CAKeyframeAnimation(keyPath:)`, or `new
/// keyframe k --key position.x`): what it was told so far, checked against the values when they
/// come.
///
/// Until then its `values` are nil and it animates nothing (Apple's documented API); the chapter
/// refuses to add it to a layer, as that is always a slip [design].
public struct KeyframeDraft: Hashable, Sendable {
  public var keyTimes: [Double]?
  public var timingFunctions: [TimingFunction]?
  public var mode: KeyframeInterpolator.CalculationMode = .linear
  public var rotationMode: KeyframeInterpolator.RotationMode?

  public init() {}

  /// Key times checked as far as they can be without the values: each 0…1, none decreasing.
  static func checked(_ times: [Double]) throws(CommandError) -> [Double] {
    try KeyframeInterpolator.checkKeyTimes(times, count: times.count, discrete: false)
  }
}

extension AnimationSpec {
  /// The name of the first keyframe animation without values in this animation (itself, or a
  /// group's child, by the names in `groups`), which cannot be added yet; nil when there is none.
  func firstWithoutValues(named name: String, groups: [String: [String]]) -> String? {
    switch content {
    case .keyframeDraft: return name
    case .group(let children):
      let members = groups[name] ?? []
      for (index, child) in children.enumerated() {
        let childName = index < members.count ? members[index] : "\(name)'s animation \(index + 1)"
        if let found = child.firstWithoutValues(named: childName, groups: groups) { return found }
      }
      return nil
    default: return nil
    }
  }
}
