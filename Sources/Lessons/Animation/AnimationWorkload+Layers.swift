/// The 1,000-layer workload `make bench` times: the chapter's own world against the same curves
/// evaluated over flat arrays.
extension AnimationWorkload {
  /// What one run of the layers benchmark measured.
  public struct LayersRun: Sendable {
    public var layers: Int
    public var frames: Int
    public var model: Duration
    public var flat: Duration
    /// The timing model alone (`runTiming`), without layers, callbacks or presentations.
    public var timing: Duration
    /// The sum of every presentation x over every frame, the model's and the flat version's:
    /// they must agree, or the two did not do the same work.
    public var modelChecksum: Double
    public var flatChecksum: Double
  }

  /// One layer's animation: position.x from `from` to `to`, repeating forever, autoreversing.
  struct LayerPlan {
    var from: Double
    var to: Double
    var duration: Double
    var timing: TimingFunction
  }

  static func layerPlans(_ count: Int, seed: UInt64) -> [LayerPlan] {
    var generator = SeededGenerator(seed: seed)
    let curves = TimingFunction.Name.allCases.map(TimingFunction.named) + [TimingFunction(unchecked: 0.9, 0.1, 0.7, 0.9)]
    return (0..<count).map { index in
      LayerPlan(
        from: generator.unit() * 300, to: generator.unit() * 300, duration: 0.5 + generator.unit() * 2,
        timing: curves[index % curves.count])
    }
  }

  /// A world of `layers` layers in root, each with one explicit basic animation of position.x
  /// (repeating, autoreversing, its own duration and curve), committed at time 0.
  public static func layersWorld(_ layers: Int, seed: UInt64 = 7) -> AnimationWorld {
    var world = AnimationWorld()
    for (index, plan) in layerPlans(layers, seed: seed).enumerated() {
      let name = "L\(index)"
      world.layers[name] = LayerNode(
        name: name, superlayer: ViewsWorld.rootName, position: Point(x: plan.to, y: Double(index % 500)),
        bounds: Rect(x: 0, y: 0, width: 10, height: 10), anchorPoint: Point(x: 0.5, y: 0.5))
      world.layerOrder.append(name)
      var spec = AnimationSpec(
        keyPath: try? LayerKeyPath(parsing: "position.x"),
        content: .basic(from: .scalar(plan.from), to: .scalar(plan.to), by: nil),
        timing: MediaTiming(
          duration: plan.duration, repeatCount: .infinity, autoreverses: true, timingFunction: plan.timing))
      spec.additive = false
      world.order(spec, on: name, key: "slide", origin: "bench")
    }
    world.commitTurn()
    return world
  }

  /// Runs `frames` frames of the world, reading every layer's presentation at each (what a
  /// redraw does); returns the sum of the presentation x values.
  public static func runLayers(_ world: inout AnimationWorld, frames: Int) -> Double {
    var sum = 0.0
    for _ in 0..<frames {
      _ = world.stepFrame()
      world.forEachAnimatedPresentation(at: world.seconds) { _, values in sum += values.position.x }
    }
    return sum
  }

  /// The timing model alone, frame by frame.
  ///
  /// Every animation's place in its timing (the chapter's CAMediaTiming evaluator) and its value
  /// there, with no layers to look up, no callbacks and no presentation to fold. Returns the sum
  /// of the values.
  public static func runTiming(_ world: AnimationWorld, frames: Int) -> Double {
    let lists = Array(world.attached.values)
    var sum = 0.0
    for frame in 1...frames {
      let media = MediaTiming.units(VirtualTime.frames(Int64(frame)).seconds)
      for list in lists {
        // Each animation's timing plan read in place, as a frame reads it.
        list.withUnsafeBufferPointer { animations in
          for index in animations.indices {
            let parent = media - MediaTiming.units(animations[index].begin ?? 0)
            let phase = animations[index].plan.timing.evaluate(parent, closing: false, isChild: false)
            guard let frame = phase.frame else { continue }
            let value: AnimatableValue? =
              switch animations[index].plan.content {
              case .basic(let from, let to, _, _, _): AnimationSpec.basicValue(from: from, to: to, at: frame)
              case .spec: animations[index].spec.value(at: frame)
              case .group, .nothing: nil
              }
            if case .scalar(let x)? = value { sum += x }
          }
        }
      }
    }
    return sum
  }

  /// The same animations as flat arrays, evaluated with the same curves and the same timing
  /// arithmetic, frame by frame.
  public static func runFlat(layers: Int, frames: Int, seed: UInt64 = 7) -> Double {
    let plans = layerPlans(layers, seed: seed)
    let from = plans.map(\.from)
    let to = plans.map(\.to)
    let durations = plans.map { MediaTiming.units($0.duration) }
    let curves = plans.map(\.timing)
    var sum = 0.0
    for frame in 1...frames {
      let time = MediaTiming.units(VirtualTime.frames(Int64(frame)).seconds)
      for index in 0..<from.count {
        let leg = durations[index]
        let phase = time.truncatingRemainder(dividingBy: 2 * leg)
        let local = phase > leg ? 2 * leg - phase : phase
        let fraction = curves[index].value(at: local / leg)
        sum += from[index] + (to[index] - from[index]) * fraction
      }
    }
    return sum
  }

  /// Times the model and the flat version once each.
  public static func layersRun(layers: Int = 1_000, frames: Int = 600) -> LayersRun {
    let clock = ContinuousClock()
    var world = layersWorld(layers)
    var start = clock.now
    let modelSum = runLayers(&world, frames: frames)
    let model = clock.now - start
    start = clock.now
    let flatSum = runFlat(layers: layers, frames: frames)
    let flat = clock.now - start
    let fresh = layersWorld(layers)
    start = clock.now
    let timingSum = runTiming(fresh, frames: frames)
    let timing = clock.now - start
    precondition(abs(timingSum - flatSum) < 1e-6 * abs(flatSum), "the timing model and the flat version disagree")
    return LayersRun(
      layers: layers, frames: frames, model: model, flat: flat, timing: timing, modelChecksum: modelSum,
      flatChecksum: flatSum)
  }
}
