import Testing

@testable import Lessons

/// The CAMediaTiming evaluator: the chapter's worked timing examples.
///
/// Programming iOS 8, ch. 4 (CAAnimation's timing, groups, layer timing); the formula is the
/// chapter spec's.
@Suite struct AnimationMediaTimingTests {
  /// The fraction of time at `time`, or nil when the animation shows nothing.
  func progress(_ timing: MediaTiming, at time: Double) -> Double? { timing.phase(at: time).frame?.progress }

  @Test func durationZeroMeansAQuarterOfASecond() {
    let timing = MediaTiming()
    #expect(progress(timing, at: 0) == 0)
    #expect(progress(timing, at: 0.125) == 0.5)
    #expect(timing.phase(at: 0.25) == .removed)
    #expect(timing.phase(at: 0.125).frame?.duration == 0.25)
    // A transaction's duration replaces the default, the animation's own replaces both.
    #expect(TimingChain(animation: timing, transactionDuration: 0.8).phase(at: 0.4).frame?.progress == 0.5)
    #expect(TimingChain(animation: MediaTiming(duration: 2), transactionDuration: 0.8).phase(at: 1).frame?.progress == 0.5)
  }

  @Test func aDelayDoesNotEatTheDuration() {
    let timing = MediaTiming(beginTime: 0.5, duration: 1)
    #expect(timing.phase(at: 0.4) == .before)
    #expect(progress(timing, at: 0.5) == 0)
    #expect(progress(timing, at: 1) == 0.5)
    #expect(progress(timing, at: 1.4999) != nil)
    #expect(timing.phase(at: 1.5) == .removed)
  }

  @Test func positionsAlongABasicAnimation() {
    // 100 → 250 over 2 s, ease in and out: the value at each half second.
    let timing = MediaTiming(duration: 2, timingFunction: .easeInEaseOut)
    let positions = [0, 0.5, 1, 1.5].map { time in
      Format.number(100 + 150 * (timing.phase(at: time).frame?.fraction ?? 1))
    }
    #expect(positions == ["100", "119.37", "175", "230.63"])
    #expect(timing.phase(at: 2) == .removed)
  }

  @Test func timeOffsetPlaysTheSecondHalfThenTheFirst() {
    let timing = MediaTiming(duration: 8, timeOffset: 4)
    #expect(timing.phase(at: 0).frame?.localTime == 4)
    #expect(timing.phase(at: 3.5).frame?.localTime == 7.5)
    #expect(timing.phase(at: 4).frame?.localTime == 0)
    #expect(timing.phase(at: 7.5).frame?.localTime == 3.5)
    #expect(timing.phase(at: 8) == .removed)
  }

  @Test func repeatCountsAndRepeatDuration() {
    let thrice = MediaTiming(duration: 1, repeatCount: 3)
    #expect(thrice.phase(at: 2.5).frame.map { [Double($0.iteration), $0.progress] } == [2, 0.5])
    #expect(thrice.phase(at: 2.999).frame?.iteration == 2)
    #expect(thrice.phase(at: 3) == .removed)
    // A fractional count stops mid-cycle; forwards fill holds that frame.
    let partial = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
    #expect(partial.phase(at: 2.4).frame?.progress.isApproximately(0.4) == true)
    #expect(partial.phase(at: 5) == .filledAfter(partial.phase(at: 5).frame!))
    #expect(partial.phase(at: 5).frame.map { [Double($0.iteration), $0.progress] } == [2, 0.5])
    // repeatDuration counts seconds instead of cycles.
    let timed = MediaTiming(duration: 1, repeatDuration: 2.5)
    #expect(timed.phase(at: 2.25).frame?.progress == 0.25)
    #expect(timed.phase(at: 2.5) == .removed)
    // Forever never ends.
    let forever = MediaTiming(duration: 1, repeatCount: .infinity)
    #expect(forever.phase(at: 1_000_000.25).frame.map { [Double($0.iteration), $0.progress] } == [1_000_000, 0.25])
  }

  @Test func autoreverseRunsForwardThenBackOverTheSameDuration() {
    let timing = MediaTiming(duration: 1, autoreverses: true)
    #expect(timing.phase(at: 0.25).frame.map { [$0.progress, $0.isReversing ? 1 : 0] } == [0.25, 0])
    #expect(timing.phase(at: 1).frame.map { [$0.progress, $0.isReversing ? 1 : 0] } == [1, 0])
    #expect(timing.phase(at: 1.25).frame.map { [$0.progress, $0.isReversing ? 1 : 0] } == [0.75, 1])
    #expect(timing.phase(at: 1.75).frame?.localTime == 0.25)
    // Over after both legs: removed, the layer shows its model value, the forward target, so the
    // view jumps there unless the model is reset (the book's autoreverse pitfall).
    #expect(timing.phase(at: 2) == .removed)
    // Twice with autoreverse: four legs, the count counts forward-and-back cycles.
    let twice = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    #expect(twice.phase(at: 3.5).frame.map { [Double($0.iteration), $0.progress] } == [1, 0.5])
    #expect(twice.phase(at: 4).frame.map { [Double($0.iteration), $0.progress] } == [1, 0])
    #expect(twice.phase(at: 4).isOver)
  }

  @Test func cumulativeRepeatsCountWholeChanges() {
    let cumulative = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards, cumulative: true)
    #expect(cumulative.phase(at: 0.5).frame?.cumulativeRepeats == 0)
    #expect(cumulative.phase(at: 2.5).frame?.cumulativeRepeats == 2)
    // From 0 by 10 a cycle: the value at 2.5 s and the held final value.
    let value: (Double) -> Double? = { time in
      cumulative.phase(at: time).frame.map { 10 * (Double($0.cumulativeRepeats) + $0.fraction) }
    }
    #expect(value(2.5) == 25)
    #expect(value(9) == 30)
    let plain = MediaTiming(duration: 1, repeatCount: 3)
    #expect(plain.phase(at: 2.5).frame?.cumulativeRepeats == 0)
  }

  @Test(arguments: MediaTiming.FillMode.allCases)
  func fillModesOutsideTheActiveSpan(mode: MediaTiming.FillMode) {
    let timing = MediaTiming(beginTime: 1, duration: 1, fillMode: mode, removedOnCompletion: false)
    let before = timing.phase(at: 0.5)
    let after = timing.phase(at: 3)
    switch mode {
    case .removed:
      #expect(before == .before)
      #expect(after == .finished)
    case .forwards:
      #expect(before == .before)
      #expect(after.frame?.progress == 1)
    case .backwards:
      #expect(before.frame?.progress == 0)
      #expect(after == .finished)
    case .both:
      #expect(before.frame?.progress == 0)
      #expect(after.frame?.progress == 1)
    }
    // With removedOnCompletion the fill does not outlive the animation.
    var removing = timing
    removing.removedOnCompletion = true
    #expect(removing.phase(at: 3) == (mode == .forwards || mode == .both ? after : .removed))
  }

  /// The book's group: 1.05 s, a 0.8 s child from its start, a 0.25 s child from 0.7 s.
  func groupChain(child: MediaTiming, group: MediaTiming = MediaTiming(duration: 1.05)) -> TimingChain {
    TimingChain(groups: [group], animation: child)
  }

  @Test func childrenOfAGroupRunOnTheGroupsClock() {
    let first = MediaTiming(duration: 0.8)
    let second = MediaTiming(beginTime: 0.7, duration: 0.25)
    #expect(groupChain(child: second).phase(at: 0.5) == .before)
    #expect(groupChain(child: second).phase(at: 0.825).frame?.progress.isApproximately(0.5) == true)
    // After its span a child of a group stays attached but shows nothing, unless it fills.
    #expect(groupChain(child: first).phase(at: 0.9) == .finished)
    #expect(groupChain(child: second).phase(at: 1) == .finished)
    var filling = first
    filling.fillMode = .forwards
    #expect(groupChain(child: filling).phase(at: 0.9).frame?.progress == 1)
    var backwards = second
    backwards.fillMode = .backwards
    #expect(groupChain(child: backwards).phase(at: 0.1).frame?.progress == 0)
    // Once the group is over and removed, so is everything in it.
    #expect(groupChain(child: filling).phase(at: 1.05) == .removed)
    // A group that begins later delays its children.
    let late = groupChain(child: first, group: MediaTiming(beginTime: 1, duration: 1.05))
    #expect(late.phase(at: 0.9) == .before)
    #expect(late.phase(at: 1.4).frame?.progress.isApproximately(0.5) == true)
  }

  @Test func childrenInheritTheGroupsDurationAndCurve() {
    let group = MediaTiming(duration: 2, timingFunction: .easeIn)
    let phase = groupChain(child: MediaTiming(), group: group).phase(at: 1)
    #expect(phase.frame?.duration == 2)
    #expect(phase.frame?.fraction == TimingFunction.easeIn.value(at: 0.5))
    let own = groupChain(child: MediaTiming(duration: 4, timingFunction: .linear), group: group).phase(at: 1)
    #expect(own.frame.map { [$0.progress, $0.fraction] } == [0.25, 0.25])
  }

  @Test func aGroupShorterThanItsChildCutsItOff() {
    let chain = groupChain(child: MediaTiming(beginTime: 0.5, duration: 1), group: MediaTiming(duration: 1))
    #expect(chain.phase(at: 0.99).frame?.progress.isApproximately(0.49) == true)
    #expect(chain.phase(at: 1) == .removed)
    // The child never gets past half way.
    let reached = stride(from: 0.0, through: 3, by: 1.0 / 60).compactMap { chain.phase(at: $0).frame?.progress }.max()
    #expect((reached ?? 1) < 0.5)
  }

  @Test func aGroupHoldingItsLastFrameHoldsItsChildrensToo() {
    let group = MediaTiming(duration: 1, fillMode: .forwards, removedOnCompletion: false)
    let chain = groupChain(child: MediaTiming(), group: group)
    #expect(chain.phase(at: 5).frame?.progress == 1)
    // A child that ended earlier shows nothing after it, held or not.
    #expect(groupChain(child: MediaTiming(duration: 0.5), group: group).phase(at: 5) == .finished)
  }

  @Test func speedScalesTimeAtEveryLevel() {
    // An animation at speed 2 plays its second in half a second.
    let fast = MediaTiming(duration: 1, speed: 2)
    #expect(fast.phase(at: 0.25).frame?.progress == 0.5)
    #expect(fast.phase(at: 0.5) == .removed)
    // A layer at speed 2 plays a 10 s animation in 5 s (the book's example).
    let onFastLayer = TimingChain(layers: [MediaTiming(speed: 2)], animation: MediaTiming(duration: 10))
    #expect(onFastLayer.phase(at: 2.5).frame?.progress == 0.5)
    #expect(onFastLayer.phase(at: 5) == .removed)
    // Speeds multiply down the chain: layer 2, group 0.5, animation 4.
    let chain = TimingChain(
      layers: [MediaTiming(speed: 2)], groups: [MediaTiming(duration: 10, speed: 0.5)],
      animation: MediaTiming(duration: 4, speed: 4))
    #expect(chain.phase(at: 0.5).frame?.progress == 0.5)
    #expect(chain.phase(at: 1) == .finished)
  }

  @Test func aFrozenLayerShowsTheMomentItsTimeOffsetPicks() {
    var layer = MediaTiming()
    layer.scrub(to: 0.75)
    let chain = TimingChain(layers: [layer], animation: MediaTiming(duration: 1, timingFunction: .easeOut))
    for time in [0.0, 3, 100] {
      #expect(chain.phase(at: time).frame?.progress == 0.75)
      #expect(chain.phase(at: time).frame?.fraction == TimingFunction.easeOut.value(at: 0.75))
    }
    // Scrubbing back, as a cancelled interactive transition does, runs it backwards.
    let scrubbed = [0.6, 0.4, 0.2].map { offset in
      var frozen = layer
      frozen.scrub(to: offset)
      return TimingChain(layers: [frozen], animation: MediaTiming(duration: 1)).phase(at: 50).frame?.progress
    }
    #expect(scrubbed == [0.6, 0.4, 0.2])
  }

  @Test func pausingAndResumingALayerContinuesWithoutAJump() {
    let animation = MediaTiming(beginTime: 1, duration: 2)
    var layer = MediaTiming()
    layer.pause(atParentTime: 2)
    #expect(TimingChain(layers: [layer], animation: animation).phase(at: 7).frame?.progress == 0.5)
    layer.resume(atParentTime: 7)
    let resumed = TimingChain(layers: [layer], animation: animation)
    #expect(resumed.phase(at: 7).frame?.progress == 0.5)
    #expect(resumed.phase(at: 7.5).frame?.progress == 0.75)
    #expect(resumed.phase(at: 8) == .removed)
  }

  @Test func frameBoundariesAreExact() {
    // 0.1 + 0.2 is a hair short of 0.3 in Double seconds; on the virtual clock it is frame 18.
    #expect(VirtualTime.frames(18).seconds - 0.1 < 0.2)
    let timing = MediaTiming(beginTime: 0.1, duration: 0.2)
    #expect(timing.phase(at: VirtualTime.frames(5)) == .before)
    for frame in Int64(6)..<18 {
      #expect(timing.phase(at: VirtualTime.frames(frame)).frame?.progress == Double(frame - 6) / 12)
    }
    #expect(timing.phase(at: VirtualTime.frames(18)) == .removed)
    // Default duration: 15 frames; repeats and autoreverse legs land on frames too.
    #expect(MediaTiming().phase(at: VirtualTime.frames(15)) == .removed)
    let legs = MediaTiming(duration: 0.1, repeatCount: 3, autoreverses: true)
    #expect(legs.phase(at: VirtualTime.frames(6)).frame.map { [$0.progress, $0.isReversing ? 1 : 0] } == [1, 0])
    #expect(legs.phase(at: VirtualTime.frames(12)).frame.map { [Double($0.iteration), $0.progress] } == [1, 0])
    #expect(legs.phase(at: VirtualTime.frames(35)).frame?.isReversing == true)
    #expect(legs.phase(at: VirtualTime.frames(36)) == .removed)
  }
}

extension Double {
  func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-12 }
}

extension AnimationMediaTimingTests {
  @Test func impossibleTimingIsRefused() {
    let bad: [MediaTiming] = [
      MediaTiming(duration: -1), MediaTiming(duration: .nan), MediaTiming(beginTime: .infinity), MediaTiming(speed: .nan),
      MediaTiming(repeatCount: -2), MediaTiming(repeatDuration: -0.5), MediaTiming(timeOffset: .nan),
    ]
    for timing in bad { #expect(throws: CommandError.self) { try timing.validate() } }
    let good: [MediaTiming] = [MediaTiming(), MediaTiming(beginTime: -1, speed: -1, repeatCount: .infinity)]
    for timing in good { #expect(throws: Never.self) { try timing.validate() } }
    #expect(MediaTiming(repeatCount: 2, repeatDuration: 1).warnings.count == 1)
    #expect(MediaTiming(repeatCount: 2).warnings.isEmpty)
    do {
      try MediaTiming(duration: -1).validate()
    } catch {
      #expect(error.message == "duration cannot be negative (-1)")
      #expect(error.suggestion == "0 takes the default, 0.25 s")
    }
  }
}
