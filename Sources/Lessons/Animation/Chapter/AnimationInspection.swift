/// How the animation chapter's objects look to `show` and `inspect`: each view and layer with its
/// model and presentation values side by side, its animations and the media clock's time.
enum AnimationInspection {
  static func values(_ values: LayerValues, contents: InspectValue = .none) -> InspectValue {
    .object(
      summary: "position \(Format.point(values.position)) opacity \(Format.number(values.opacity))",
      fields: [
        InspectField("position", values.position.inspection),
        InspectField("bounds", values.bounds.inspection),
        InspectField("anchorPoint", values.anchorPoint.inspection),
        InspectField("opacity", .number(values.opacity, places: 4)),
        InspectField("backgroundColor", values.backgroundColor.map { .text($0.text) } ?? .none),
        InspectField("cornerRadius", .number(values.cornerRadius)),
        InspectField(
          "transform",
          .record(
            AnimatableValue.transform(values.transform).description,
            [
              InspectField("rotation", .number(values.transform.rotation, places: 4)),
              InspectField("scale", Point(x: values.transform.scaleX, y: values.transform.scaleY).inspection),
              InspectField("translation", Point(x: values.transform.translationX, y: values.transform.translationY).inspection),
            ])),
        InspectField("contents", contents),
      ])
  }

  /// The fields every layer has here: model, presentation, animations, time.
  static func layerFields(_ name: String, in state: AnimationWorld) -> [InspectField] {
    guard let model = state.model(of: name), let presentation = state.presentation(of: name) else { return [] }
    let list = state.attached[name] ?? []
    let shown = state.shownContents(of: name)
    return [
      InspectField("model", values(model, contents: state.contents[name].map { .text($0) } ?? .none)),
      InspectField(
        "presentation",
        values(presentation, contents: shown.image == nil && !shown.isDissolving ? .none : .text(shown.description))),
      InspectField("animations", .list(list.map { .text(state.describe($0, on: name)) })),
      InspectField("animationKeys", .list(list.compactMap { $0.key.map { .text($0) } })),
      InspectField("time", .number(state.seconds, places: 3)),
    ] + (state.layerTiming[name].map { [InspectField("timing", timing($0))] } ?? [])
  }

  static func timing(_ timing: MediaTiming) -> InspectValue {
    .record(
      "speed \(Format.number(timing.speed)) timeOffset \(Format.number(timing.timeOffset)) beginTime \(Format.number(timing.beginTime))",
      [
        InspectField("speed", .number(timing.speed)), InspectField("timeOffset", .number(timing.timeOffset, places: 3)),
        InspectField("beginTime", .number(timing.beginTime, places: 3)),
      ])
  }

  /// A view as the views chapter shows it, with its layer's model and presentation added.
  static func view(_ base: InspectValue, named name: String, in state: AnimationWorld) -> InspectValue {
    guard case .object(let summary, let fields) = base else { return base }
    let animating = !(state.attached[name]?.isEmpty ?? true)
    let note = animating ? " animating: presentation \(Format.point(state.presentation(of: name)?.position ?? .zero))" : ""
    return .object(
      summary: summary + note, fields: fields + layerFields(name, in: state) + DynamicsInspection.viewFields(name, in: state))
  }

  static func layer(_ layer: LayerNode, in state: AnimationWorld) -> InspectValue {
    let place = layer.superlayer.map { " in \($0)" } ?? " (in no tree)"
    return .object(
      summary: "layer \(layer.name) frame \(Format.rect(layer.frame))\(place)",
      fields: [
        InspectField("frame", layer.frame.inspection),
        InspectField("superlayer", layer.superlayer.map { .reference($0) } ?? .none),
        InspectField(
          "actions",
          .list(layer.actions.keys.sorted().map { key in .text("\(key): \(layer.actions[key]!.map { $0 } ?? "null")") })),
      ] + layerFields(layer.name, in: state))
  }

  static func animation(_ spec: AnimationSpec) -> InspectValue {
    var fields = [
      InspectField("class", .text(spec.kind)),
      InspectField("keyPath", spec.keyPathText.map { .text($0) } ?? .none),
      InspectField("duration", .number(spec.timing.duration, places: 3)),
      InspectField("beginTime", .number(spec.timing.beginTime, places: 3)),
      InspectField("speed", .number(spec.timing.speed)),
      InspectField("timeOffset", .number(spec.timing.timeOffset, places: 3)),
      InspectField("repeatCount", .number(spec.timing.repeatCount)),
      InspectField("repeatDuration", .number(spec.timing.repeatDuration)),
      InspectField("autoreverses", .bool(spec.timing.autoreverses)),
      InspectField("fillMode", .text(spec.timing.fillMode.rawValue)),
      InspectField("removedOnCompletion", .bool(spec.timing.removedOnCompletion)),
      InspectField("timingFunction", spec.timing.timingFunction.map { .text($0.description) } ?? .none),
      InspectField("additive", .bool(spec.additive)),
      InspectField("valueFunction", spec.valueFunction.map { .text($0.rawValue) } ?? .none),
    ]
    switch spec.content {
    case .basic(let from, let to, let by):
      fields += [
        InspectField("fromValue", from.map { .text($0.description) } ?? .none),
        InspectField("toValue", to.map { .text($0.description) } ?? .none),
        InspectField("byValue", by.map { .text($0.description) } ?? .none),
      ]
    case .keyframe(let interpolator):
      fields += [
        InspectField("values", .list(interpolator.values.map { .text($0.description) })),
        InspectField("keyTimes", .list(interpolator.keyTimes.map { .number($0, places: 4) })),
        InspectField("calculationMode", .text(interpolator.mode.rawValue)),
        InspectField("timingFunctions", .list(interpolator.timingFunctions.map { .text($0.description) })),
        InspectField("path", interpolator.path.map { .text($0.text) } ?? .none),
        InspectField("rotationMode", interpolator.rotationMode.map { .text($0.rawValue) } ?? .none),
      ]
    case .keyframeDraft(let draft):
      fields += [
        InspectField("values", .none),
        InspectField("keyTimes", draft.keyTimes.map { .list($0.map { .number($0, places: 4) }) } ?? .none),
        InspectField("calculationMode", .text(draft.mode.rawValue)),
        InspectField("timingFunctions", .list((draft.timingFunctions ?? []).map { .text($0.description) })),
        InspectField("path", .none),
        InspectField("rotationMode", draft.rotationMode.map { .text($0.rawValue) } ?? .none),
      ]
    case .spring(let curve, let from, let to):
      fields += [
        InspectField("fromValue", .text(from.description)), InspectField("toValue", .text(to.description)),
        InspectField("damping", .number(curve.damping)), InspectField("initialVelocity", .number(curve.initialVelocity)),
      ]
    case .transition(let transition):
      fields.append(InspectField("transition", .text(transition.description)))
    case .contents(let from, let to):
      fields += [
        InspectField("fromValue", from.map { .text(ContentsShown.name($0)) } ?? .none),
        InspectField("toValue", to.map { .text(ContentsShown.name($0)) } ?? .none),
      ]
    case .group(let children):
      fields.append(InspectField("animations", .list(children.map { .text($0.kind + " " + ($0.keyPathText ?? "")) })))
    }
    return .object(summary: "\(spec.kind) animation" + (spec.keyPathText.map { " " + $0 } ?? ""), fields: fields)
  }

  static func clock(_ state: AnimationWorld) -> InspectValue {
    .object(
      summary: "media clock \(Format.time(state.seconds)) s (frame \(state.frame))",
      fields: [
        InspectField("time", .number(state.seconds, places: 3)), InspectField("frame", .number(Double(state.frame))),
        InspectField("openTransactions", .number(Double(state.open.count))),
        InspectField("waitingCompletions", .list(state.completions.map { .text($0.text) })),
      ])
  }
}
