/// Paths for keyframe animations: `new path`, and `path` to build on one as CGMutablePath's
/// methods do (`move(to:)`, `addLine(to:)`, `addQuadCurve(to:control:)`,
/// `addCurve(to:control1:control2:)`, `closeSubpath()`; Apple's documented Core Graphics API).
extension AnimationCommands {
  static let path = Command(
    CommandSpec(
      "path", abstract: "Add to a path made with 'new path', as CGMutablePath's methods do.",
      discussion:
        "path P move X Y starts it (move(to:)); then line X Y (addLine(to:)), quad CX CY X Y (addQuadCurve(to:control:)), "
        + "curve C1X C1Y C2X C2Y X Y (addCurve(to:control1:control2:)) and close (closeSubpath(), a line back to the "
        + "start). A keyframe animation given the path (--path P, or set K.path P) moves its point along it: the path's "
        + "points are its keyframes (Programming iOS 8, ch. 4). The animation takes the path as it is then.",
      parameters: [
        Parameter("path", .word, "the path"),
        Parameter("element", .choice(["move", "line", "quad", "curve", "close"]), "what to add"),
        Parameter("numbers", .number, "its points' coordinates", optional: true, repeated: true),
      ],
      examples: ["path p move 0 0", "path p line 100 0", "path p quad 150 0 150 50", "path p close"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("path")
      var path = try state.requirePath(name)
      let element = arguments.word("element")
      let counts = ["move": 2, "line": 2, "quad": 4, "curve": 6, "close": 0]
      let numbers = try Arguments.numbers(
        arguments.words("numbers"), count: counts[element] ?? 0,
        usage: "path \(name) \(element)" + String(repeating: " N", count: counts[element] ?? 0))
      func point(_ index: Int) -> Point { Point(x: numbers[index], y: numbers[index + 1]) }
      switch element {
      case "move": try path.add(.move(point(0)))
      case "line": try path.add(.line(point(0)))
      case "quad": try path.add(.quad(control: point(0), to: point(2)))
      case "curve": try path.add(.curve(control1: point(0), control2: point(2), to: point(4)))
      default: try path.add(.close)
      }
      state.paths[name] = path
      return ["\(name): \(path.text)"]
    })

  /// `new path NAME [M X Y L X Y …]`: a CGMutablePath, empty or with the elements written out.
  static func newPath(_ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    let name = try newName(arguments.word("name"), in: state)
    try refuse(
      basicOnlyOptions + keyframeOnlyOptions + transitionOnlyOptions + ["key", "duration", "timing", "value-function"]
        + ["additive", "delegate", "position", "bounds", "anchor", "replace"], in: arguments, for: "path")
    let path = try KeyframePath(parsing: arguments.words("words").joined(separator: " "))
    state.paths[name] = path
    state.pathOrder.append(name)
    return ["path \(name): " + (path.elements.isEmpty ? "empty, start it with 'path \(name) move X Y'" : path.text)]
  }
}

extension AnimationWorld {
  /// The path called `name`, or an error that names the paths there are.
  func requirePath(_ name: String) throws(CommandError) -> KeyframePath {
    try paths.named(name, "path", among: pathOrder, otherwise: "make one: new path \(name) M 0 0 L 100 0")
  }
}

extension AnimationInspection {
  /// A path: its elements and its points, the keyframes an animation along it passes.
  static func path(_ path: KeyframePath) -> InspectValue {
    .object(
      summary: "path " + (path.elements.isEmpty ? "(empty)" : path.text),
      fields: [
        InspectField("elements", .text(path.text)),
        InspectField("points", .list(path.points.map { .text(AnimatableValue.point($0).description) })),
      ])
  }
}
