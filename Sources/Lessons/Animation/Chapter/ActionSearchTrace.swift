/// The action search walked stage by stage, for `trace search LAYER KEY`: worked out in advance,
/// then shown one stage a step, so `--step` and `step` can stop between stages.
///
/// Each stage answers with an animation (stop, run it), NSNull (stop, no animation) or nil (ask
/// the next stage) (Programming iOS 8, ch. 4).
public struct ActionSearchTrace: Equatable, Sendable {
  /// One line per stage asked, in order.
  var stages: [String]
  /// The last line: what the search found.
  var outcome: String
  var next = 0
  /// Stepped with `--step`: the stages were shown one by one, so the end shows only the outcome.
  var stepping = false

  init(layer: String, key: String, in state: AnimationWorld, stepping: Bool = false) {
    self.stepping = stepping
    let search = ActionSearch(layer: layer, key: key, in: state)
    stages = search.stages.isEmpty ? ["\(layer) has no layer to search"] : search.stages
    switch search.outcome {
    case .animation(let spec, let origin):
      let duration =
        spec.timing.duration > 0 ? Format.number(spec.timing.duration, places: 3) + " s" : "the transaction's, else 0.25 s"
      outcome =
        "found: \(origin == "implicit" ? "the default CABasicAnimation" : "the animation \(origin)") of \(key), "
        + "duration \(duration): setting \(layer).\(key) animates"
    case .none(let reason):
      outcome = "no animation: \(reason)"
    }
  }

  /// Shows the next stage; the last one ends the trace with every stage and the outcome.
  mutating func advance() -> ProcessStep {
    let note = StepNote(stages[next])
    next += 1
    guard next == stages.count else { return .step(note) }
    return .finished(note, result: stepping ? [outcome] : stages + [outcome])
  }
}

/// `trace search LAYER KEY`.
extension AnimationCommands {
  static let trace = Command(
    CommandSpec(
      "trace", abstract: "Trace the action search for LAYER's KEY, stage by stage (with --step, one stage a step).",
      discussion:
        "Setting an animatable property of a layer asks for an action in six stages: the layer's actionForKey:, its "
        + "delegate's actionForLayer(_:forKey:), its actions dictionary, its style's actions, the class's "
        + "defaultActionForKey:, and finally a default CABasicAnimation. An animation stops the search and runs; NSNull "
        + "stops it with no animation; nil asks the next stage. A view's own layer answers NSNull through its view "
        + "outside an animations block, and a transaction with disableActions never asks (Programming iOS 8, ch. 4). "
        + "The trace changes nothing.",
      parameters: [
        Parameter("what", .choice(["search"]), "search"), Parameter("layer", .object, "a view or layer"),
        Parameter("key", .word, "the property: opacity, position, bounds…"),
      ],
      examples: ["trace search L opacity", "trace search L position --step", "trace search v position"]),
    .process { state, arguments throws(CommandError) in
      let layer = try state.requireLayer(arguments.word("layer"))
      let key = arguments.word("key")
      let trace = ActionSearchTrace(layer: layer, key: key, in: state, stepping: arguments.flag("step"))
      return ProcessStart(.search(trace), title: "trace search \(layer) \(key)", totalSteps: trace.stages.count)
    })
}
