extension KeyframeInterpolator {
  /// The values' common kind; an error when there are none or they mix kinds.
  static func checkValues(_ values: [AnimatableValue]) throws(CommandError) -> AnimatableValue.Kind {
    guard let first = values.first else {
      throw CommandError(
        "a keyframe animation needs values, the start and the end included", suggestion: "for example --values \"0;100;50\"")
    }
    if let other = values.firstIndex(where: { $0.kind != first.kind }) {
      throw CommandError(
        "keyframe values must all be of one kind: value 1 is \(Format.withArticle(first.kind.rawValue)), "
          + "value \(other + 1) \(Format.withArticle(values[other].kind.rawValue))",
        suggestion: "animate one property, whose values all have its type")
    }
    if let bad = values.first(where: { $0.components.contains { !$0.isFinite } }) {
      throw CommandError("keyframe value \(bad) is not made of finite numbers", suggestion: "give plain numbers")
    }
    return first.kind
  }

  /// The key times as given, checked, or spread evenly when not given.
  static func checkKeyTimes(_ given: [Double]?, count: Int, discrete: Bool) throws(CommandError) -> [Double] {
    guard let times = given else { return discrete ? evenTimes(count + 1) : evenTimes(count) }
    let counts = discrete ? [count, count + 1] : [count]
    guard counts.contains(times.count) else {
      throw CommandError(
        "keyTimes has \(Format.count(times.count, "key time")) for \(Format.count(count, "value")): "
          + (discrete
            ? "discrete mode takes one key time per value, or one more than the values (Apple's documented API)"
            : "give one key time per value, the start and the end included (Programming iOS 8, ch. 4)"),
        suggestion: "or leave keyTimes out to spread the values evenly")
    }
    if let outside = times.first(where: { !(0...1).contains($0) }) {
      throw CommandError(
        "key time \(Format.number(outside, places: 4)) is outside 0…1: key times are fractions of the duration, "
          + "not seconds (Programming iOS 8, ch. 4)",
        suggestion: "divide by the duration: 0.5 s of a 2 s animation is 0.25")
    }
    for (earlier, later) in zip(times, times.dropFirst()) where later < earlier {
      throw CommandError(
        "keyTimes must not decrease: \(Format.number(later, places: 4)) comes after \(Format.number(earlier, places: 4)) "
          + "(Programming iOS 8, ch. 4)",
        suggestion: "list the key times in order, one per value")
    }
    guard times.first == 0, times.last == 1 else {
      throw CommandError(
        "keyTimes must start at 0 and end at 1, not run \(Format.number(times[0], places: 4))…"
          + "\(Format.number(times[times.count - 1], places: 4)) (Apple's documented API)",
        suggestion: "the first value is the start (0) and the last the end (1)")
    }
    return times
  }

  /// One timing function per segment, or none.
  static func checkTimingFunctions(_ given: [TimingFunction]?, count: Int) throws(CommandError) -> [TimingFunction] {
    guard let functions = given, !functions.isEmpty else { return [] }
    guard functions.count == count - 1 else {
      throw CommandError(
        "timingFunctions has \(Format.count(functions.count, "timing function")) for "
          + "\(Format.count(count - 1, "segment")): give one per segment, one fewer than the values (Programming iOS 8, ch. 4)",
        suggestion: "or one timing function for the whole animation instead")
    }
    return functions
  }

  /// Tension, continuity or bias: one finite number per value, or 0 for every value.
  static func checkSpline(_ given: [Double]?, _ name: String, count: Int) throws(CommandError) -> [Double] {
    guard let numbers = given else { return [Double](repeating: 0, count: count) }
    guard numbers.count == count, numbers.allSatisfy(\.isFinite) else {
      throw CommandError(
        "\(name) takes one finite number per value (\(count)), got \(numbers.count)",
        suggestion: "or leave it out: 0 for every value gives the Catmull–Rom curve")
    }
    return numbers
  }
}
