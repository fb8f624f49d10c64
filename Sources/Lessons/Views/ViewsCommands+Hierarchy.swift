/// The views chapter's hierarchy commands: insert, exchange, reorder and remove views.
extension ViewsCommands {
  static let insert = Command(
    CommandSpec(
      "insert", abstract: "Move a view into a parent: at an index, above or below a sibling, or frontmost.",
      discussion: "Subviews are ordered back to front; inserting shifts later ones up and never replaces one (Cookbook, ch. 4).",
      parameters: [
        Parameter("name", .object, "the view"), Parameter("into", .choice(["into"]), "the word into"),
        Parameter("parent", .object, "the new superview"),
        Parameter("place", .word, "at INDEX, above SIBLING or below SIBLING", optional: true, repeated: true),
      ],
      examples: ["insert v3 into v1", "insert v3 into root at 0", "insert v3 into root below v1"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      let parent = arguments.word("parent")
      _ = try state.view(name)
      _ = try state.view(parent)
      guard name != ViewsWorld.windowName, name != ViewsWorld.rootName else {
        throw CommandError("\(name) cannot move", suggestion: "move the views below root")
      }
      guard parent != ViewsWorld.windowName else {
        throw CommandError("the window's only subview is root", suggestion: "insert into root or below")
      }
      guard !state.ancestors(of: parent).contains(name) else {
        throw CommandError(
          "\(parent) is inside \(name) (or is \(name)): that would make a cycle",
          suggestion: "a view cannot contain its own ancestor")
      }
      var siblings = state.views[parent]!.subviews.filter { $0 != name }
      let place = arguments.words("place")
      var index = siblings.count
      if !place.isEmpty {
        guard place.count == 2 else {
          throw CommandError(
            "say 'at INDEX', 'above SIBLING' or 'below SIBLING'", suggestion: "for example 'insert \(name) into \(parent) at 0'")
        }
        switch place[0] {
        case "at":
          guard let at = Int(place[1]), (0...siblings.count).contains(at) else {
            throw CommandError(
              "INDEX must be 0 to \(siblings.count)", suggestion: "\(parent) has \(siblings.count) other subviews")
          }
          index = at
        case "above", "below":
          guard let position = siblings.firstIndex(of: place[1]) else {
            throw CommandError(
              "\(Format.echo(place[1])) is not a subview of \(parent)",
              suggestion: "its subviews: \(siblings.joined(separator: ", "))")
          }
          index = place[0] == "above" ? position + 1 : position
        default:
          throw CommandError("\(Format.echo(place[0])) is not a place", suggestion: "use at, above or below")
        }
      }
      state.attach(name, to: parent, at: index)
      siblings = state.views[parent]!.subviews
      return ["\(parent).subviews (back to front): [\(siblings.joined(separator: ", "))]"]
    })

  static let exchange = Command(
    CommandSpec(
      "exchange", abstract: "Swap two subviews of a parent by index (exchangeSubviewAtIndex:withSubviewAtIndex:).",
      parameters: [
        Parameter("parent", .object, "the superview"), Parameter("first", .integer(0...1_000_000), "one index"),
        Parameter("second", .integer(0...1_000_000), "the other"),
      ],
      examples: ["exchange root 0 1"]),
    .change { state, arguments throws(CommandError) in
      let parent = arguments.word("parent")
      let subviews = try state.view(parent).subviews
      let i = arguments.integer("first")
      let j = arguments.integer("second")
      guard i < subviews.count, j < subviews.count else {
        throw CommandError(
          "\(parent) has \(subviews.count) subviews, indexes 0 to \(max(0, subviews.count - 1))", suggestion: "see 'tree'")
      }
      state.views[parent]?.subviews.swapAt(i, j)
      return ["\(parent).subviews (back to front): [\(state.views[parent]!.subviews.joined(separator: ", "))]"]
    })

  static func reorder(_ name: String, front: Bool) -> Command {
    Command(
      CommandSpec(
        name, abstract: front ? "Make a view the frontmost of its siblings." : "Make a view the rearmost of its siblings.",
        parameters: [Parameter("name", .object, "the view")], examples: ["\(name) v1"]),
      .change { state, arguments throws(CommandError) in
        let view = try state.view(arguments.word("name"))
        guard let parent = view.superview, view.name != ViewsWorld.rootName else {
          throw CommandError("\(view.name) has no siblings to move among", suggestion: "name a view below root")
        }
        state.attach(view.name, to: parent, at: front ? state.views[parent]!.subviews.count - 1 : 0)
        return ["\(parent).subviews (back to front): [\(state.views[parent]!.subviews.joined(separator: ", "))]"]
      })
  }

  static let bringToFront = reorder("bringToFront", front: true)
  static let sendToBack = reorder("sendToBack", front: false)

  static let remove = Command(
    CommandSpec(
      "remove", abstract: "Remove a view (and its subviews) from its superview; it stays, detached, to insert again.",
      discussion:
        "remove transform NAME forgets a named transform; views it was applied to keep their matrix. remove constraint "
        + "NAME takes a constraint (c3) or a named set away, by identity: a look-alike is another constraint.",
      parameters: [
        Parameter("name", .word, "the view, or 'transform' or 'constraint'"),
        Parameter("transform", .word, "the transform's or constraint's name", optional: true),
      ],
      examples: ["remove v2", "remove transform t", "remove constraint c3"]),
    .change { state, arguments throws(CommandError) in
      if arguments.word("name") == "constraint", let name = arguments.optionalWord("transform") {
        let members = state.autoLayout.constraints(named: name)
        guard !members.isEmpty else {
          throw CommandError(
            "no constraint or set named \(Format.echo(name))", suggestion: "'constraints' lists them with their names")
        }
        let lines = members.map { "removed " + state.constraintLine($0) }
        state.autoLayout.remove(Set(members.map(\.id)))
        return lines
      }
      if arguments.word("name") == "transform", let name = arguments.optionalWord("transform") {
        guard state.transforms.removeValue(forKey: name) != nil else {
          throw CommandError(
            "no transform named \(Format.echo(name))",
            suggestion: Suggestion.didYouMean(name, in: state.transformOrder) ?? "'new transform NAME OP…' makes one")
        }
        state.transformOrder.removeAll { $0 == name }
        return ["transform \(name) removed"]
      }
      if let extra = arguments.optionalWord("transform") {
        throw CommandError("remove takes one view, not \(Format.echo(extra))", suggestion: "for example 'remove v2'")
      }
      let view = try state.view(arguments.word("name"))
      guard view.name != ViewsWorld.windowName, view.name != ViewsWorld.rootName else {
        throw CommandError("\(view.name) cannot be removed", suggestion: "remove a view below root")
      }
      guard let parent = view.superview else {
        throw CommandError("\(view.name) is detached already", suggestion: "'insert \(view.name) into root' puts it back")
      }
      state.detach(view.name)
      let below = state.descendants(of: view.name)
      // Constraints that reached out of the removed tree go with it (UIKit removes them).
      let gone = state.autoLayout.constraints.filter { constraint in
        state.owner(of: constraint.first.view, constraint.second?.view) == nil
      }
      state.autoLayout.remove(Set(gone.map(\.id)))
      return [
        "\(view.name) removed from \(parent)" + (below.isEmpty ? "" : ", with \(below.joined(separator: ", "))")
          + "; it is detached"
      ] + gone.map { "its constraint \(state.autoLayout.label(of: $0)) goes with it" }
    })
}
