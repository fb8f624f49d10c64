/// CAKeyframeAnimation, CAAnimationGroup and CATransition in the learner's Swift: each made and
/// configured as the chapter's `new keyframe`, `new group`, `new transition` and `set` make and
/// configure them, and added with `layer.add(_:forKey:)` as any animation (Programming iOS 8,
/// ch. 4; the names are Apple's documented Core Animation API).
extension Animation {
  /// The properties of keyframe animations, groups and transitions, which `set` names as Swift
  /// does.
  static let builtAnimationProperties: Set<String> = [
    "values", "keyTimes", "timingFunctions", "calculationMode", "path", "rotationMode", "animations", "type", "subtype",
  ]
  static let rotationModes = Set(KeyframeInterpolator.RotationMode.allCases.map(\.rawValue))
  static let calculationModes = Set(KeyframeInterpolator.CalculationMode.allCases.map(\.rawValue))
  static let transitionTypes = Set(ViewTransition.Style.allCases.filter(\.isLayerType).map(\.rawValue))
  static let transitionSubtypes = Set(ViewTransition.Subtype.allCases.map(\.rawValue))

  /// `CAKeyframeAnimation(keyPath:)` (or `CAKeyframeAnimation()`, its keyPath set later),
  /// `CAAnimationGroup()` and `CATransition()` as `new keyframe`, `new group` and `new transition`.
  ///
  /// A keyframe animation has no values and a group no animations until they are set; a
  /// transition is a fade until its type is set (Apple's documented API).
  static func makeBuiltAnimation(_ call: BridgeCall, type: String, in state: inout State) throws(CommandError)
    -> BridgeResult
  {
    let name = freshName(call.name, prefix: "anim") { (try? AnimationCommands.newName($0, in: state)) == nil }
    let line: String
    switch type {
    case "CAKeyframeAnimation" where call.arguments.isEmpty:
      line = "new keyframe \(name)"
    case "CAKeyframeAnimation":
      guard case .string = call.arguments[0], let word = call.arguments[0].commandWord else {
        throw CommandError("keyPath: takes a String", suggestion: "CAKeyframeAnimation(keyPath: \"position\")")
      }
      line = "new keyframe \(name) --key \(word)"
    case "CAAnimationGroup": line = "new group \(name)"
    default: line = "new transition \(name) --type fade"
    }
    return BridgeResult(.object(type: type, name: name), notes: try run(line, on: &state))
  }

  /// A keyframe animation's, a group's or a transition's property as Swift reads it: `values`
  /// as numbers or structs (nil until set), `keyTimes` as the animation uses them (spread evenly
  /// when none were given, where Apple's property stays nil [design]), `.paced`, `[a, k]`,
  /// `.push`; nil when the animation has no such property or holds a value Swift has no type for
  /// here (a colour, a transform).
  static func builtAnimationValue(_ property: String, of name: String, in state: State) -> BridgeValue? {
    guard let spec = state.built[name] else { return nil }
    func swift(_ value: AnimatableValue) -> BridgeValue? {
      switch value {
      case .scalar(let number): .double(number)
      case .point(let point): .point(point)
      case .size(let size): .size(size)
      case .rect(let rect): .rect(rect)
      default: nil
      }
    }
    switch (property, spec.content) {
    case ("values", .keyframeDraft): return .null
    case ("values", .keyframe(let interpolator)):
      let values = interpolator.values.compactMap(swift)
      return values.count == interpolator.values.count ? .array(values) : nil
    case ("keyTimes", .keyframeDraft(let draft)): return draft.keyTimes.map { .array($0.map(BridgeValue.double)) } ?? .null
    case ("keyTimes", .keyframe(let interpolator)): return .array(interpolator.keyTimes.map(BridgeValue.double))
    case ("calculationMode", .keyframeDraft(let draft)): return .member(draft.mode.rawValue)
    case ("calculationMode", .keyframe(let interpolator)): return .member(interpolator.mode.rawValue)
    case ("rotationMode", .keyframeDraft(let draft)): return draft.rotationMode.map { .member($0.rawValue) } ?? .null
    case ("rotationMode", .keyframe(let interpolator)): return interpolator.rotationMode.map { .member($0.rawValue) } ?? .null
    case ("path", .keyframeDraft): return .null
    case ("path", .keyframe(let interpolator)) where interpolator.path == nil: return .null
    case ("animations", .group):
      let members = state.groupMembers[name] ?? []
      return .array(
        members.compactMap { member in state.built[member].map { .object(type: animationClass(of: $0), name: member) } })
    case ("type", .transition(let transition)): return .member(transition.style.rawValue)
    case ("subtype", .transition(let transition)): return transition.subtype.map { .member($0.rawValue) } ?? .null
    default: return nil
    }
  }

  /// A keyframe animation's, a group's or a transition's property value as `set` takes it:
  /// `[0, 100, 50]` as `"0;100;50"`, `[0, 0.25, 1]` as `0,0.25,1`, `[a, b]` as `a,b`, `.paced`
  /// as `paced`.
  static func builtAnimationWord(_ property: String, of name: String, _ value: BridgeValue) throws(CommandError) -> String {
    func items(_ example: String) throws(CommandError) -> [BridgeValue] {
      guard case .array(let items) = value else {
        throw CommandError("\(property) takes an array, not \(value.typeName)", suggestion: "\(name).\(property) = \(example)")
      }
      return items
    }
    func member(_ allowed: Set<String>, _ example: String) throws(CommandError) -> String {
      guard case .member(let word) = value, allowed.contains(word) else {
        throw CommandError(
          "\(property) takes " + allowed.sorted().map { "." + $0 }.joined(separator: ", ") + ", not \(value.typeName)",
          suggestion: "\(name).\(property) = \(example)")
      }
      return word
    }
    func quoted(_ parts: [String]) -> String { BridgeValue.string(parts.joined(separator: ";")).commandWord ?? "" }
    switch property {
    case "values":
      let values = try items("[0, 100, 50]")
      guard !values.isEmpty else {
        throw CommandError("values needs at least one value, the start and the end included", suggestion: "[0, 100, 50]")
      }
      var parts: [String] = []
      for item in values { parts.append(try words(item, for: "values")) }
      return quoted(parts)
    case "keyTimes":
      var parts: [String] = []
      for item in try items("[0, 0.25, 1]") {
        guard item.number != nil, let word = item.commandWord else {
          throw CommandError("keyTimes takes numbers, fractions 0…1, not \(item.typeName)", suggestion: "[0, 0.25, 1]")
        }
        parts.append(word)
      }
      return parts.joined(separator: ",")
    case "timingFunctions":
      var parts: [String] = []
      for item in try items("[CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]") {
        guard case .object("CAMediaTimingFunction", let function) = item else {
          throw CommandError("timingFunctions takes CAMediaTimingFunctions, not \(item.typeName)")
        }
        parts.append(function)
      }
      return quoted(parts)
    case "animations":
      var parts: [String] = []
      for item in try items("[a, k]") {
        guard case .object(_, let child) = item else {
          throw CommandError("animations takes animations, not \(item.typeName)", suggestion: "\(name).animations = [a, k]")
        }
        parts.append(child)
      }
      guard !parts.isEmpty else {
        throw CommandError("animations needs at least one animation", suggestion: "\(name).animations = [a, k]")
      }
      return BridgeValue.string(parts.joined(separator: ",")).commandWord ?? ""
    case "calculationMode": return try member(calculationModes, ".paced")
    case "path":
      guard case .object(let type, let path) = value, pathClasses.contains(type) else {
        throw CommandError(
          "path takes a CGPath (a CGMutablePath, or a UIBezierPath's cgPath), not \(value.typeName)",
          suggestion: "let p = CGMutablePath(); p.move(to: .zero); p.addLine(to: CGPoint(x: 100, y: 0)); \(name).path = p")
      }
      return path
    case "rotationMode":
      if value == .null { return "none" }
      return try member(rotationModes, ".rotateAuto")
    case "type": return try member(transitionTypes, ".push")
    default: return try member(transitionSubtypes, ".fromLeft")
    }
  }
}
