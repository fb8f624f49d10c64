/// A field of a view built from the words of `set VIEW.PROPERTY VALUES`.
extension ViewsChange.Field {
  /// Under a non-identity transform a view's frame is undefined, so setting it is refused,
  /// whether by `set` or by the learner's Swift.
  static func refuseFrame(of view: ViewNode) throws(CommandError) {
    guard view.transform.isIdentity else {
      throw CommandError(
        "\(view.name) has a transform, so its frame is undefined and must not be set (Programming iOS 8, ch. 1)",
        suggestion: "set \(view.name).bounds and \(view.name).center, or set \(view.name).transform identity first")
    }
  }

  /// The change `set VIEW.PROPERTY VALUES` asks for, checked against the view as it is.
  static func parse(_ property: String, _ values: [String], view: ViewNode, state: ViewsWorld) throws(CommandError)
    -> Self
  {
    let usage = "set \(view.name).\(property) …"
    func count(_ expected: Int) throws(CommandError) -> [Double] {
      guard values.count == expected else {
        throw CommandError(
          "\(property) takes \(expected) number\(expected == 1 ? "" : "s")",
          suggestion: "for example '\(example(property, view.name))'")
      }
      return try Arguments.numbers(values, usage: example(property, view.name))
    }
    func flag() throws(CommandError) -> Bool {
      guard values.count == 1, values[0] == "true" || values[0] == "false" else {
        throw CommandError("\(property) takes true or false", suggestion: "for example 'set \(view.name).\(property) true'")
      }
      return values[0] == "true"
    }
    switch property {
    case "frame":
      try refuseFrame(of: view)
      let n = try count(4)
      return .frame(Rect(origin: Point(x: n[0], y: n[1]), size: try ViewsCommands.positiveSize(n[2], n[3], what: view.name)))
    case "bounds":
      let n = try count(4)
      return .bounds(Rect(origin: Point(x: n[0], y: n[1]), size: try ViewsCommands.positiveSize(n[2], n[3], what: view.name)))
    case "bounds.origin":
      let n = try count(2)
      return .boundsOrigin(Point(x: n[0], y: n[1]))
    case "bounds.size":
      let n = try count(2)
      return .boundsSize(try ViewsCommands.positiveSize(n[0], n[1], what: view.name))
    case "center", "layer.position":
      let n = try count(2)
      return .center(Point(x: n[0], y: n[1]))
    case "layer.anchorPoint":
      let n = try count(2)
      return .anchorPoint(Point(x: n[0], y: n[1]))
    case "alpha":
      let n = try count(1)
      guard (0...1).contains(n[0]) else {
        throw CommandError("alpha runs from 0 to 1", suggestion: "for example 'set \(view.name).alpha 0.5'")
      }
      return .alpha(n[0])
    case "hidden": return .hidden(try flag())
    case "userInteractionEnabled": return .userInteractionEnabled(try flag())
    case "clipsToBounds": return .clipsToBounds(try flag())
    case "tag":
      // A range, not abs(): abs(Int.min) traps.
      guard values.count == 1, let tag = Int(values[0]), (-1_000_000_000...1_000_000_000).contains(tag) else {
        throw CommandError(
          "tag takes a whole number from -1000000000 to 1000000000", suggestion: "for example 'set \(view.name).tag 7'")
      }
      return .tag(tag)
    case "backgroundColor":
      guard values.count == 1 else {
        throw CommandError(
          "backgroundColor takes one word", suggestion: "for example 'set \(view.name).backgroundColor red' or nil")
      }
      return .backgroundColor(values[0] == "nil" ? nil : values[0])
    case "autoresizingMask":
      guard values.count == 1, let mask = AutoresizingMask(values[0]) else {
        throw CommandError(
          "autoresizingMask takes parts joined by +: LM, W, RM, TM, H, BM, or none",
          suggestion: "for example 'set \(view.name).autoresizingMask LM+TM'")
      }
      return .autoresizingMask(mask)
    case "transform":
      return .transform(try AffineTransform.parse(values, in: state))
    default:
      let fields = [
        "frame", "bounds", "bounds.origin", "bounds.size", "center", "alpha", "hidden", "userInteractionEnabled", "clipsToBounds",
        "tag", "backgroundColor", "autoresizingMask", "transform", "layer.position", "layer.anchorPoint",
      ]
      throw CommandError(
        "\(view.name) has no property \(Format.echo(property)) to set",
        suggestion: Suggestion.didYouMean(property, in: fields) ?? "see 'help set'; \(usage)")
    }
  }

  private static func example(_ property: String, _ name: String) -> String {
    switch property {
    case "frame", "bounds": "set \(name).\(property) 0 0 100 50"
    case "alpha": "set \(name).alpha 0.5"
    default: "set \(name).\(property) 10 20"
    }
  }
}
