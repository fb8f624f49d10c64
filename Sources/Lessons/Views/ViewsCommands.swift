/// The views chapter's commands.
enum ViewsCommands {
  typealias Command = ChapterCommand<Views>

  static let all: [Command] = [
    window, rotate, new, set, insert, exchange, bringToFront, sendToBack, remove, convert, hittest, tree, traits, draw,
    export, constrain, vfl, constraints, layout, ambiguity, why, arrange,
  ]

  /// Where a new view stands among its superview's subviews, itself counted: `the only subview
  /// of v1`, `frontmost of root's 3 subviews`.
  static func placeAmongSubviews(_ count: Int, of parent: String) -> String {
    count == 1 ? "the only subview of \(parent)" : "frontmost of \(parent)'s \(count) subviews"
  }

  static let reserved: Set<String> = [
    ViewsWorld.lastHitName, ViewsWorld.lastConversionName,
    "nil", ViewsWorld.windowName, "identity", "translate", "rotate", "scale", "matrix", "concat", "invert", "transform",
  ]

  static func positiveSize(_ width: Double, _ height: Double, what: String) throws(CommandError) -> Size {
    guard width >= 0, height >= 0 else {
      throw CommandError(
        "a size cannot be negative: \(what) would be \(Format.number(width)) x \(Format.number(height))",
        suggestion: "use 0 or more")
    }
    return Size(width: width, height: height)
  }
}
