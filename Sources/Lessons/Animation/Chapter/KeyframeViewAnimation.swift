/// What a UIView keyframe animation's block asked for: for each view property it changed, the
/// value it started from and each keyframe's relative start, end and target.
///
/// UIKit runs the keyframe blocks at once, while the outer block runs, to learn their targets,
/// then makes one CAKeyframeAnimation per property: each keyframe moves from the value before it
/// to its own over [start, start + duration], fractions of the whole; between keyframes the value
/// holds. A change in the outer block, outside any keyframe, spans the whole duration
/// (Programming iOS 8, ch. 4; The Gourmet iOS Developer's Cookbook, ch. 5).
///
/// ```
/// at 0 for 0.25 { v.center.x += 100 }      values   (50, 50)  (150, 50)  (150, 50)  (150, 250)
/// at 0.5 for 0.5 { v.center.y += 200 }     keyTimes 0         0.25       0.5        1
/// ```
struct KeyframeViewAnimation: Equatable, Sendable {
  struct Keyframe: Equatable, Sendable {
    var start: Double
    var end: Double
    var value: AnimatableValue
  }

  struct Track: Equatable, Sendable {
    var view: String
    var path: LayerKeyPath
    var initial: AnimatableValue
    var keyframes: [Keyframe] = []
  }

  /// One track per changed property, in the order first changed.
  var tracks: [Track] = []

  /// Records what one keyframe block (or an outer statement, over 0…1) changed between `before`
  /// and `after`.
  mutating func record(
    from before: [String: LayerValues], to after: [String: LayerValues], order: [String], start: Double, end: Double
  ) {
    for name in order {
      guard let old = before[name], let new = after[name], old != new else { continue }
      for property in AnimationWorld.viewProperties {
        let path = LayerKeyPath(property: property)
        let from = path.value(in: old)
        let to = path.value(in: new)
        guard from != to else { continue }
        let keyframe = Keyframe(start: start, end: end, value: to)
        if let index = tracks.firstIndex(where: { $0.view == name && $0.path == path }) {
          tracks[index].keyframes.append(keyframe)
        } else {
          tracks.append(Track(view: name, path: path, initial: from, keyframes: [keyframe]))
        }
      }
    }
  }

  /// The track's values and key times for `mode`.
  ///
  /// Linear and cubic: each keyframe reaches its value at its end, the value before it held until
  /// its start. Discrete: each value shows from its keyframe's start, Apple's form with one more
  /// key time than values [design]. The paced modes take the values alone and spread time by
  /// distance themselves.
  func frames(of track: Track, mode: KeyframeInterpolator.CalculationMode) -> (
    values: [AnimatableValue], keyTimes: [Double]?, notes: [String]
  ) {
    if mode.isPaced { return ([track.initial] + track.keyframes.map(\.value), nil, []) }
    var values = [track.initial]
    var times = [0.0]
    var notes: [String] = []
    let ordered = track.keyframes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
    for (_, keyframe) in ordered {
      let last = times[times.count - 1]
      var start = keyframe.start
      if start < last - 1e-9 {
        notes.append(
          "\(track.view).\(track.path.text): a keyframe at \(Format.number(start, places: 3)) overlaps the one before, "
            + "which runs to \(Format.number(last, places: 3)): it starts there instead")
        start = last
      }
      if mode == .discrete {
        values.append(keyframe.value)
        times.append(max(start, last))
        continue
      }
      if start > last {
        values.append(values[values.count - 1])
        times.append(start)
      }
      values.append(keyframe.value)
      times.append(max(keyframe.end, start))
    }
    if mode == .discrete {
      times.append(1)
    } else if times[times.count - 1] < 1 {
      values.append(values[values.count - 1])
      times.append(1)
    }
    return (values, times, notes)
  }
}

extension KeyframeViewAnimation {
  /// The learner's `UIView.animateKeyframes` closure while it runs: what its keyframes (each
  /// `UIView.addKeyframe` closure) and its own changes have recorded so far.
  ///
  /// The outer closure's changes between keyframes span the whole duration, as the keyframes
  /// command records a statement outside any `at` block.
  struct Recording: Equatable, Sendable {
    var keyframes = KeyframeViewAnimation()
    /// The views' model values when the outer closure's changes were last recorded.
    var since: [String: LayerValues]
    /// Whether an `addKeyframe` closure is running now: keyframes do not nest.
    var inKeyframe = false
  }
}
