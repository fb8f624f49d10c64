/// CGMutablePath and UIBezierPath in the learner's Swift, for a keyframe animation's `path`:
/// each is the chapter's path of that name (`new path`), and each method the `path` command
/// that adds the same element (Apple's documented Core Graphics and UIKit API; Programming iOS 8,
/// ch. 4 moves a layer along a path this way).
extension Animation {
  static let pathClasses = ["CGMutablePath", "UIBezierPath", "CGPath"]

  /// The methods each class builds a path with, by Swift's selector, as the `path` command's
  /// element: CGMutablePath's and UIBezierPath's own spellings.
  static let pathMethods: [String: [String: String]] = [
    "CGMutablePath": [
      "move(to:)": "move", "addLine(to:)": "line", "addQuadCurve(to:control:)": "quad",
      "addCurve(to:control1:control2:)": "curve", "closeSubpath()": "close",
    ],
    "UIBezierPath": [
      "move(to:)": "move", "addLine(to:)": "line", "addQuadCurve(to:controlPoint:)": "quad",
      "addCurve(to:controlPoint1:controlPoint2:)": "curve", "close()": "close",
    ],
  ]

  /// `CGMutablePath()` and `UIBezierPath()` as `new path`, named after the constant that holds it.
  static func makePath(_ call: BridgeCall, type: String, in state: inout State) throws(CommandError) -> BridgeResult {
    guard call.member == "init", call.arguments.isEmpty, type != "CGPath" else {
      throw noMember(call.signature, of: type, among: type == "CGPath" ? [] : ["init()"])
    }
    let name = freshName(call.name, prefix: "path") { (try? AnimationCommands.newName($0, in: state)) == nil }
    return BridgeResult(.object(type: type, name: name), notes: try run("new path \(name)", on: &state))
  }

  /// `p.addLine(to: CGPoint(x: 100, y: 0))` as `path p line 100 0`: the points' coordinates in
  /// the order the method takes them (the end point of a curve last in Swift too).
  static func pathCall(_ call: BridgeCall, on name: String, type: String, in state: inout State) throws(CommandError)
    -> BridgeResult
  {
    let selector = call.member + "(" + call.labels.map { $0 + ":" }.joined() + ")"
    let methods = pathMethods[type] ?? [:]
    guard let element = methods[selector] else { throw noMember(call.member, of: type, among: methods.keys.sorted()) }
    var points = call.arguments.compactMap(\.point)
    guard points.count == call.arguments.count else {
      throw CommandError("\(call.member) takes CGPoints", suggestion: "\(name).\(call.member)(to: CGPoint(x: 100, y: 0))")
    }
    // Swift names the end point first; the command, as a path's data, last.
    if points.count > 1 { points.append(points.removeFirst()) }
    let numbers = points.flatMap { [$0.x, $0.y] }.map { Format.number($0, places: 6) }
    let line = (["path", name, element] + numbers).joined(separator: " ")
    return BridgeResult(.void, notes: try run(line, on: &state))
  }
}
