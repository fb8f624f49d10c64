import Testing

@testable import Lessons

/// Keyframe interpolation and animatable values.
///
/// Programming iOS 8, ch. 4 (CAKeyframeAnimation's values, keyTimes, timingFunctions and
/// calculation modes); the cubic curve is the spec's Catmull–Rom choice.
@Suite struct AnimationKeyframeTests {
  func scalars(_ numbers: [Double]) -> [AnimatableValue] { numbers.map { .scalar($0) } }
  func points(_ pairs: [(Double, Double)]) -> [AnimatableValue] { pairs.map { .point(Point(x: $0.0, y: $0.1)) } }
  func number(_ value: AnimatableValue) -> Double { value.components[0] }

  @Test func linearGoesStraightFromValueToValueAtTheKeyTimes() throws {
    let frames = try KeyframeInterpolator(values: scalars([0, 100, 400]), keyTimes: [0, 0.25, 1])
    #expect([0, 0.125, 0.25, 0.625, 1].map { number(frames.value(at: $0)) } == [0, 50, 100, 250, 400])
    // Without keyTimes the values are spread evenly.
    let even = try KeyframeInterpolator(values: scalars([0, 100, 400]))
    #expect(even.keyTimes == [0, 0.5, 1])
    #expect(number(even.value(at: 0.75)) == 250)
    // Outside 0…1 the ends hold.
    #expect(number(even.value(at: -1)) == 0)
    #expect(number(even.value(at: 2)) == 400)
  }

  @Test func pointsInterpolateComponentWise() throws {
    let frames = try KeyframeInterpolator(values: points([(0, 0), (100, 50), (100, 250)]))
    #expect(frames.value(at: 0.25) == .point(Point(x: 50, y: 25)))
    #expect(frames.value(at: 0.75).description == "(100, 150)")
  }

  @Test func eachSegmentHasItsOwnTimingFunction() throws {
    let frames = try KeyframeInterpolator(
      values: scalars([0, 100, 200]), timingFunctions: [.easeIn, .linear])
    #expect(number(frames.value(at: 0.25)) == 100 * TimingFunction.easeIn.value(at: 0.5))
    #expect(number(frames.value(at: 0.75)) == 150)
    #expect(frames.segment(at: 0.25).index == 0)
    #expect(frames.segment(at: 0.75) == (1, 0.5))
  }

  @Test func discreteJumpsAtEachKeyTime() throws {
    // Apple's form: one more key time than values, value i between key times i and i + 1.
    let apple = try KeyframeInterpolator(values: scalars([1, 2, 3]), keyTimes: [0, 0.5, 0.75, 1], mode: .discrete)
    #expect([0, 0.49, 0.5, 0.74, 0.75, 0.99, 1].map { number(apple.value(at: $0)) } == [1, 1, 2, 2, 3, 3, 3])
    // One per value: the last value shows only from its key time on.
    let perValue = try KeyframeInterpolator(values: scalars([1, 2, 3]), keyTimes: [0, 0.5, 1], mode: .discrete)
    #expect([0.25, 0.5, 0.99, 1].map { number(perValue.value(at: $0)) } == [1, 2, 2, 3])
    // Evenly: each value a third of the time.
    let even = try KeyframeInterpolator(values: scalars([1, 2, 3]), mode: .discrete)
    #expect([0.3, 0.34, 0.66, 0.67].map { number(even.value(at: $0)) } == [1, 2, 2, 3])
  }

  @Test func pacedSpreadsTimeByDistanceAndIgnoresKeyTimes() throws {
    // Legs of 100 and 300: the first takes a quarter of the time.
    let paced = try KeyframeInterpolator(
      values: points([(0, 0), (100, 0), (100, 300)]), keyTimes: [0, 0.9, 1], timingFunctions: [.easeIn, .easeOut],
      mode: .paced)
    #expect(paced.keyTimes == [0, 0.25, 1])
    #expect(paced.timingFunctions.isEmpty)
    #expect(paced.value(at: 0.125) == .point(Point(x: 50, y: 0)))
    #expect(paced.value(at: 0.5) == .point(Point(x: 100, y: 100)))
    // Nowhere to go: spread evenly rather than divide by zero.
    let still = try KeyframeInterpolator(values: scalars([5, 5, 5]), mode: .paced)
    #expect(still.keyTimes == [0, 0.5, 1])
  }

  @Test func cubicIsCatmullRomThroughEveryValue() throws {
    let values = scalars([0, 10, 30, 20])
    let cubic = try KeyframeInterpolator(values: values, mode: .cubic)
    for (index, time) in cubic.keyTimes.enumerated() {
      #expect(abs(number(cubic.value(at: time)) - number(values[index])) < 1e-12)
    }
    // The middle of an inner segment of a Catmull–Rom spline: (−p0 + 9p1 + 9p2 − p3) / 16.
    let middle: Double = (-0 + 9 * 10 + 9 * 30 - 20) / 16.0
    #expect(abs(number(cubic.value(at: 0.5)) - middle) < 1e-12)
    // Smooth at the inner values: the slope is the same on both sides.
    for time in [1.0 / 3, 2.0 / 3] {
      let h = 1e-7
      let left = (number(cubic.value(at: time)) - number(cubic.value(at: time - h))) / h
      let right = (number(cubic.value(at: time + h)) - number(cubic.value(at: time))) / h
      #expect(abs(left - right) < 1e-3 * max(1, abs(left)))
    }
    // Linear mode has a corner there: the check can fail.
    let linear = try KeyframeInterpolator(values: values)
    let h = 1e-7
    let corner = 1.0 / 3
    let left = (number(linear.value(at: corner)) - number(linear.value(at: corner - h))) / h
    let right = (number(linear.value(at: corner + h)) - number(linear.value(at: corner))) / h
    #expect(abs(left - right) > 1)
  }

  @Test func tensionPullsTheCurveTowardsStraightLines() throws {
    let values = points([(0, 0), (100, 0), (100, 100), (0, 100)])
    let loose = try KeyframeInterpolator(values: values, mode: .cubic)
    let tight = try KeyframeInterpolator(values: values, mode: .cubic, tension: [1, 1, 1, 1])
    // Tension 1 zeroes the tangents: between 100,0 and 100,100 the curve stays on x = 100.
    #expect(abs(tight.value(at: 0.5).components[0] - 100) < 1e-12)
    #expect(loose.value(at: 0.5).components[0] > 100)
  }

  @Test func cubicPacedTravelsAtConstantSpeed() throws {
    let frames = try KeyframeInterpolator(values: points([(0, 0), (100, 20), (200, 150), (220, 300)]), mode: .cubicPaced)
    // Measure each twentieth of the time's path by a fine polyline: the lengths agree.
    var lengths: [Double] = []
    for part in 0..<20 {
      var length = 0.0
      var previous = frames.value(at: Double(part) / 20)
      for step in 1...200 {
        let next = frames.value(at: (Double(part) + Double(step) / 200) / 20)
        length += previous.distance(to: next) ?? 0
        previous = next
      }
      lengths.append(length)
    }
    let mean = lengths.reduce(0, +) / 20
    #expect(lengths.allSatisfy { abs($0 - mean) < 1e-6 * mean })
    // It still passes through the values, at the paced key times.
    for (index, time) in frames.keyTimes.enumerated() {
      #expect((frames.value(at: time).distance(to: frames.values[index]) ?? 1) < 1e-6)
    }
    // Plain cubic does not keep a constant speed on this path: the check can fail.
    let cubic = try KeyframeInterpolator(values: frames.values, mode: .cubic)
    let first = cubic.value(at: 0.05).distance(to: cubic.value(at: 0)) ?? 0
    let later = cubic.value(at: 0.5).distance(to: cubic.value(at: 0.45)) ?? 0
    #expect(abs(first - later) > 0.1 * later)
  }

  @Test func cumulativeRepeatsStartWhereThePreviousEnded() throws {
    let frames = try KeyframeInterpolator(values: points([(0, 0), (50, 10), (100, 0)]))
    #expect(frames.value(at: 0.5, cumulativeRepeats: 2) == .point(Point(x: 250, y: 10)))
    #expect(frames.value(at: 0, cumulativeRepeats: 0) == .point(Point(x: 0, y: 0)))
  }

  @Test func valuesCombineComponentWise() {
    let a = AnimatableValue.rect(Rect(x: 0, y: 0, width: 100, height: 40))
    let b = AnimatableValue.rect(Rect(x: 10, y: 20, width: 50, height: 40))
    #expect(a.interpolated(to: b, fraction: 0.5) == .rect(Rect(x: 5, y: 10, width: 75, height: 40)))
    #expect(a.adding(b)?.description == "(10, 20, 150, 80)")
    // The iOS 8 additive rewrite: from = old − new, to = 0, added to the model (new).
    let old = AnimatableValue.point(Point(x: 50, y: 50))
    let new = AnimatableValue.point(Point(x: 150, y: 50))
    let from = old.subtracting(new)
    #expect(from == .point(Point(x: -100, y: 0)))
    let halfway = from?.interpolated(to: .point(.zero), fraction: 0.5).flatMap { $0.adding(new) }
    #expect(halfway == .point(Point(x: 100, y: 50)))
    let red = AnimatableValue.color(ColorComponents(red: 1, green: 0, blue: 0))
    let blue = AnimatableValue.color(ColorComponents(red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(red.interpolated(to: blue, fraction: 0.25)?.description == "rgba(0.75, 0, 0.25, 0.88)")
    #expect(AnimatableValue.size(Size(width: 3, height: 4)).distance(to: .size(.zero)) == 5)
    #expect(AnimatableValue.scalar(2).scaled(by: 1.5) == .scalar(3))
    // Kinds do not mix.
    #expect(old.adding(.scalar(1)) == nil)
    #expect(old.distance(to: red) == nil)
    #expect(AnimatableValue(kind: .point, components: [1]) == nil)
  }

  /// Bad keyframes: one error each, naming the pitfall.
  @Test(arguments: [
    (
      [0.0, 1], "linear",
      "keyTimes has 2 key times for 3 values: give one key time per value, the start and the end included (Programming iOS 8, ch. 4)"
    ),
    (
      [0.0, 0.5], "discrete",
      "keyTimes has 2 key times for 3 values: discrete mode takes one key time per value, or one more than the values (Apple's documented API)"
    ),
    (
      [0.0, 2, 4], "linear",
      "key time 2 is outside 0…1: key times are fractions of the duration, not seconds (Programming iOS 8, ch. 4)"
    ),
    ([0.0, 0.8, 0.6, 1], "discrete", "keyTimes must not decrease: 0.6 comes after 0.8 (Programming iOS 8, ch. 4)"),
    ([0.2, 0.5, 1], "cubic", "keyTimes must start at 0 and end at 1, not run 0.2…1 (Apple's documented API)"),
    (
      [0, .nan, 1], "linear",
      "key time nan is outside 0…1: key times are fractions of the duration, not seconds (Programming iOS 8, ch. 4)"
    ),
  ])
  func badKeyTimesNameThePitfall(times: [Double], mode: String, message: String) {
    let mode = KeyframeInterpolator.CalculationMode(rawValue: mode) ?? .linear
    #expect(failure { try KeyframeInterpolator(values: scalars([1, 2, 3]), keyTimes: times, mode: mode) } == message)
  }

  /// The error message `make` fails with, or nil when it succeeds.
  func failure(_ make: () throws -> KeyframeInterpolator) -> String? {
    do {
      _ = try make()
      return nil
    } catch { return (error as? CommandError)?.message ?? "not a CommandError" }
  }

  @Test func otherBadKeyframes() {
    #expect(failure { try KeyframeInterpolator(values: []) }?.hasPrefix("a keyframe animation needs values") == true)
    #expect(
      failure { try KeyframeInterpolator(values: [.scalar(1), .point(.zero)]) }
        == "keyframe values must all be of one kind: value 1 is a scalar, value 2 a point")
    #expect(
      failure { try KeyframeInterpolator(values: scalars([1, 2, 3]), timingFunctions: [.easeIn]) }
        == "timingFunctions has 1 timing function for 2 segments: give one per segment, one fewer than the values "
        + "(Programming iOS 8, ch. 4)")
    #expect(
      failure { try KeyframeInterpolator(values: scalars([1, .infinity])) } == "keyframe value inf is not made of finite numbers")
    #expect(
      failure { try KeyframeInterpolator(values: scalars([1, 2]), mode: .cubic, bias: [1]) }
        == "bias takes one finite number per value (2), got 1")
    // The paced modes ignore keyTimes and timing functions, however wrong.
    #expect(
      failure { try KeyframeInterpolator(values: scalars([1, 2]), keyTimes: [5], timingFunctions: [.easeIn], mode: .paced) }
        == nil)
  }

  @Test func aSingleValueHoldsThroughout() throws {
    for mode in KeyframeInterpolator.CalculationMode.allCases {
      let frames = try KeyframeInterpolator(values: [.scalar(7)], mode: mode)
      #expect([0, 0.5, 1].map { number(frames.value(at: $0)) } == [7, 7, 7])
    }
  }
}
