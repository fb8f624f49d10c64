import Testing

@testable import Lessons

/// The frame path's shortcuts: each must give what the plain reading gives.
///
/// A frame reads an animation's plan, the slots of the values as last drawn, and skips the lists
/// when nothing can start or end; none of these may show a value the world does not hold.
@Suite struct AnimationFramePathTests {
  /// Every animated layer's presentation as one pass of a frame reads it, by name.
  func framePresentations(_ world: AnimationWorld) -> [String: LayerValues] {
    var shown: [String: LayerValues] = [:]
    world.forEachAnimatedPresentation(at: world.seconds) { name, values in shown[name] = values }
    return shown
  }

  /// Every animated layer's presentation read one layer at a time, as draw and inspect read it.
  func layerPresentations(_ world: AnimationWorld) -> [String: LayerValues] {
    Dictionary(uniqueKeysWithValues: world.attached.keys.compactMap { name in world.presentation(of: name).map { (name, $0) } })
  }

  @Test func roundingByHandIsTheLibrarysToTheBit() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0x1p52, -0x1p52,
      0x1p52 - 0.5, 0x1p53, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, -0.3, 0.3,
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let scale = Double(sign: .plus, exponent: Int(state >> 57) - 40, significand: 1)
      let value = (Double(state >> 11) / 0x1p53 * 2 - 1) * scale
      values += [value, (value * 2).rounded() / 2]
    }
    for value in values {
      let rounded = MediaTiming.rounded(value)
      let down = MediaTiming.roundedDown(value)
      #expect(rounded.bitPattern == value.rounded().bitPattern || (rounded.isNaN && value.isNaN), "\(value)")
      #expect(down.bitPattern == value.rounded(.down).bitPattern || (down.isNaN && value.isNaN), "\(value)")
    }
  }

  @Test func aFrameShowsWhatEachLayerShows() {
    var world = AnimationWorkload.layersWorld(40)
    for _ in 0..<7 { _ = world.stepFrame() }
    #expect(world.frameIndex.isCurrent && world.frameIndex.isQuiet)
    #expect(framePresentations(world) == layerPresentations(world))
    #expect(framePresentations(world).count == 40)
  }

  @Test func aCopyChangedAfterTheIndexShowsItsOwnValues() {
    var world = AnimationWorkload.layersWorld(20)
    for _ in 0..<3 { _ = world.stepFrame() }
    let before = framePresentations(world)
    var copy = world
    copy.rendered["L3"]?.position.y = 999
    copy.rendered["L4"] = nil
    #expect(!copy.frameIndex.isCurrent)
    #expect(framePresentations(copy) == layerPresentations(copy))
    #expect(framePresentations(copy)["L3"]?.position.y == 999)
    // The original keeps its values and its index.
    #expect(world.frameIndex.isCurrent)
    #expect(framePresentations(world) == before)
    _ = copy.stepFrame()
    #expect(copy.frameIndex.isCurrent)
    #expect(framePresentations(copy) == layerPresentations(copy))
    #expect(framePresentations(copy)["L3"]?.position.y == 999)
  }

  @Test func aQuietWorldStillStartsAndEndsWhatIsAddedLater() {
    var world = AnimationWorkload.layersWorld(5)
    for _ in 0..<3 { _ = world.stepFrame() }
    #expect(world.frameIndex.isQuiet)
    var spec = AnimationSpec(
      keyPath: try? LayerKeyPath(parsing: "opacity"), content: .basic(from: .scalar(0), to: .scalar(1), by: nil),
      timing: MediaTiming(duration: 0.1))
    spec.hasDelegate = true
    world.order(spec, on: "L2", key: "fade", origin: "test")
    var lines: [String] = []
    for _ in 0..<10 { lines += world.stepFrame() }
    #expect(lines.contains { $0.hasSuffix("animationDidStart #6") })
    #expect(lines.contains { $0.hasSuffix("animationDidStop #6 finished=true") })
    #expect(world.attached["L2"]?.count == 1)
    #expect(world.frameIndex.isQuiet)
  }

  @Test func aPlanFollowsItsAnimationsChanges() {
    var world = AnimationWorkload.layersWorld(2)
    for _ in 0..<2 { _ = world.stepFrame() }
    world.attached["L1"]![0].spec.timing.timingFunction = .easeIn
    world.attached["L1"]![0].spec.content = .basic(from: .scalar(10), to: .scalar(20), by: nil)
    for _ in 0..<5 { _ = world.stepFrame() }
    #expect(framePresentations(world) == layerPresentations(world))
    let animation = world.attached["L1"]![0]
    let frame = animation.spec.timing.evaluate(
      MediaTiming.units(world.seconds) - MediaTiming.units(animation.begin ?? 0), closing: false, duration: nil,
      timing: nil, isChild: false
    ).frame
    #expect(frame != nil)
    #expect(framePresentations(world)["L1"]?.position.x == 10 + 10 * (frame?.fraction ?? .nan))
  }
}
