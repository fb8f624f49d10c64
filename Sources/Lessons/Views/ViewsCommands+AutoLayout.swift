/// Auto Layout's commands: `constrain`, `vfl`, `constraints`, `layout`, `ambiguity`, `why` and
/// `arrange` (Programming iOS 8, ch. 1; The Core iOS Developer's Cookbook, ch. 5).
extension ViewsCommands {
  static let constrain = Command(
    CommandSpec(
      "constrain",
      abstract: "Add a constraint: A.ATTR ==|<=|>= [B.ATTR] [* M] [+ C] [@P]; it is installed on the nearest common ancestor.",
      discussion:
        "Attributes are UIKit's: left, right, top, bottom, leading, trailing, width, height, centerX, centerY, "
        + "firstBaseline, lastBaseline, and leftMargin … centerYWithinMargins. A size may equal a constant "
        + "(v1.width == 100); a location needs a second item. iOS 9's anchors read too (v2.topAnchor == "
        + "v1.bottomAnchor + 8), and their types refuse an X anchor against a Y anchor or a dimension. Priorities go "
        + "from 1 to 1000 (required, the default). A "
        + "required constraint that conflicts with the others is added, as UIKit adds it, and broken: the books' log "
        + "says which it conflicted with. Each constraint is named c1, c2…, or as --name says; set NAME.constant, "
        + ".priority and .active change it. Layout runs at the end of the line. --inactive makes it as code makes a "
        + "constraint (NSLayoutConstraint(item:…), an anchor's constraint(equalTo:)): not active, so it places "
        + "nothing until set NAME.active true (Apple's documented UIKit API).",
      parameters: [Parameter("words", .word, "A.ATTR RELATION [B.ATTR] [* M] [+ C] [@P]", repeated: true)],
      options: [
        CommandOption("name", value: .word, "a name for the constraint"),
        CommandOption("inactive", "make it inactive, until set NAME.active true"),
      ],
      examples: [
        "constrain v2.leading == v1.leading + 20", "constrain v2.width == 100 @750", "constrain v3.width == v2.width * 0.5",
      ]),
    .change { state, arguments throws(CommandError) in
      let syntax = try ConstraintSyntax(arguments.words("words"))
      if let problem = syntax.anchorProblem { throw CommandError(problem) }
      try state.check(syntax.first, syntax.second, multiplier: syntax.multiplier, priority: syntax.priority)
      let name = try constraintName(arguments.option("name"), in: state)
      var constraint = LayoutConstraint(
        id: state.autoLayout.nextID, first: syntax.first, relation: syntax.relation, second: syntax.second,
        multiplier: syntax.multiplier, constant: syntax.constant, priority: syntax.priority, name: name)
      constraint.isActive = !arguments.flag("inactive")
      if let name { state.autoLayout.names[name] = [constraint.id] }
      // An inactive constraint takes no part in layout: nothing to conflict with yet.
      guard constraint.isActive else { return state.addConstraint(constraint) }
      return state.addConstraint(constraint) + mistakeNotes(for: [constraint], in: state)
    })

  /// A name for a constraint or a set: free, and not a view's.
  static func constraintName(_ name: String?, in state: ViewsWorld) throws(CommandError) -> String? {
    guard let name else { return nil }
    guard ObjectName.isValid(name, reserved: reserved), state.views[name] == nil, state.guide(name) == nil,
      state.autoLayout.isFree(name)
    else {
      throw CommandError("\(Format.echo(name)) cannot name a constraint: it is taken or not a name", suggestion: "--name pin")
    }
    return name
  }

  /// Notes for views whose autoresizing mask still becomes constraints beside the learner's.
  ///
  /// That is the books' classic conflict (The Core iOS Developer's Cookbook, ch. 5).
  static func mistakeNotes(for constraints: [LayoutConstraint], in state: ViewsWorld) -> [String] {
    var seen: Set<String> = []
    var notes: [String] = []
    for constraint in constraints {
      // A superview that only frames the other item keeps its mask, as it should.
      let items = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
      let framing = items.filter { item in items.contains { state.views[$0]?.superview == item } }
      for view in items where view != ViewsWorld.rootName && !seen.contains(view) && !framing.contains(view) {
        seen.insert(view)
        guard state.autoLayout.layout(of: view).translatesAutoresizingMask else { continue }
        notes.append(
          "note: \(view).translatesAutoresizingMaskIntoConstraints is true, so its frame and mask are constraints too "
            + "(set \(view).translatesAutoresizingMask false)")
      }
    }
    return notes
  }

  static let vfl = Command(
    CommandSpec(
      "vfl",
      abstract: "Add the constraints a visual format string stands for, and print them in the Cookbook's form.",
      discussion:
        "(H:|V:)? (|connection)? [view(predicates)] (connection [view(predicates)])* (connection|)? — a connection is "
        + "nothing (flush), - (8 between views; at a | the superview's margin), -N-, -metric- or -(>=N@P,…)-; a view's "
        + "predicates size it along the axis: [v(>=50@750,<=100)], [v(==other)]. --metrics names numbers, --options "
        + "aligns every view with the one before (alignAllTop, alignAllCenterY, alignAllBaseline…) or sets the "
        + "direction (directionLeftToRight, directionRightToLeft). --name names the set, so set NAME.active false and "
        + "remove constraint NAME act on all of it (Programming iOS 8, ch. 1; The Core iOS Developer's Cookbook, ch. 5).",
      parameters: [Parameter("format", .word, "the format string, in quotes")],
      options: [
        CommandOption("metrics", value: .word, "names for numbers: gap=20,wide=100"),
        CommandOption("options", value: .word, "alignAllTop,directionLeftToRight…"),
        CommandOption("name", value: .word, "a name for the set"),
      ],
      examples: ["vfl \"H:|-[v1]-|\"", "vfl \"V:|-20-[v1(50)]-(>=8)-[v2]\"", "vfl \"H:[v1]-gap-[v2]\" --metrics gap=30"]),
    .change { state, arguments throws(CommandError) in
      let format = VisualFormat(
        arguments.word("format"), metrics: try metrics(arguments.option("metrics")),
        options: try formatOptions(arguments.option("options")))
      let made: [VisualFormat.Made]
      do throws(VisualFormat.ParseError) {
        let world = state
        made = try format.constraints { name in
          guard let view = world.views[name], name != ViewsWorld.windowName else { return nil }
          return view.superview ?? ""
        }
      } catch {
        throw CommandError(error.message + ": " + format.format, suggestion: "see 'help vfl' for the grammar")
      }
      guard !made.isEmpty else { throw CommandError("the format string says nothing to constrain") }
      let name = try constraintName(arguments.option("name"), in: state)
      var constraints: [LayoutConstraint] = []
      for (offset, item) in made.enumerated() {
        try state.check(item.first, item.second, multiplier: 1, priority: item.priority)
        constraints.append(
          LayoutConstraint(
            id: state.autoLayout.nextID + offset, first: item.first, relation: item.relation, second: item.second,
            constant: item.constant, priority: item.priority, origin: .visualFormat))
      }
      if let name { state.autoLayout.names[name] = constraints.map(\.id) }
      var lines: [String] = []
      for constraint in constraints { lines += state.addConstraint(constraint) }
      return lines + mistakeNotes(for: constraints, in: state)
    })

  /// `gap=20,wide=100`.
  static func metrics(_ text: String?) throws(CommandError) -> [String: Double] {
    guard let text else { return [:] }
    var metrics: [String: Double] = [:]
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: "=")
      guard parts.count == 2, ObjectName.isValid(String(parts[0])), let value = Arguments.parseNumber(String(parts[1])) else {
        throw CommandError("\(Format.echo(String(pair))) is not a metric: NAME=NUMBER", suggestion: "--metrics gap=20,wide=100")
      }
      metrics[String(parts[0])] = value
    }
    return metrics
  }

  static func formatOptions(_ text: String?) throws(CommandError) -> Set<VisualFormat.Option> {
    guard let text else { return [] }
    var options: Set<VisualFormat.Option> = []
    for word in text.split(separator: ",") {
      guard let option = VisualFormat.Option(rawValue: String(word)) else {
        throw CommandError(
          "\(Format.echo(String(word))) is not a format option",
          suggestion: Suggestion.didYouMean(String(word), in: VisualFormat.Option.allCases.map(\.rawValue))
            ?? VisualFormat.Option.allCases.map(\.rawValue).joined(separator: ", "))
      }
      options.insert(option)
    }
    return options
  }

  static let constraints = Command(
    CommandSpec(
      "constraints",
      abstract: "List the constraints installed on a view (all of them without one), or those affecting its layout.",
      discussion:
        "Each line is the Cookbook's form: (priority) [first].attribute RELATION [second].attribute * M + C, the view it "
        + "is installed on (the items' nearest common ancestor), and its name. --affecting lists "
        + "constraintsAffectingLayout(for:): every constraint that takes part in placing the view, on any view, with "
        + "--axis h or v.",
      parameters: [Parameter("view", .object, "a view", optional: true)],
      options: [
        CommandOption("axis", value: .choice(["h", "v"]), "one axis"),
        CommandOption("affecting", "the constraints that affect the view's layout, wherever installed"),
      ],
      examples: ["constraints", "constraints v1", "constraints v2 --affecting --axis h"]),
    .query { state, arguments throws(CommandError) in
      let view = arguments.optionalWord("view")
      if let view { _ = try state.view(view) }
      let axis = arguments.option("axis").map { $0 == "h" ? LayoutAttribute.Axis.horizontal : .vertical }
      var listed = state.autoLayout.constraints.filter { axis == nil || $0.first.attribute.axis == axis }
      if let view {
        if arguments.flag("affecting") {
          let affecting = state.constraintsAffecting(view)
          listed = listed.filter { affecting.contains($0.id) }
        } else {
          listed = listed.filter { state.owner(of: $0.first.view, $0.second?.view) == view }
        }
      } else if arguments.flag("affecting") {
        throw CommandError("--affecting needs a view", suggestion: "constraints v1 --affecting")
      }
      // A stack view's own constraints, the ones it makes for its arranged views.
      let stacks = view.map { [$0] } ?? state.order
      let system = LayoutSystem(state)
      let generated = stacks.flatMap { name in
        state.autoLayout.stacks[name].map { system.stackConstraints(of: name, $0).map(\.description) } ?? []
      }
      guard !listed.isEmpty || !generated.isEmpty else {
        return [
          view.map { "no constraints " + (arguments.flag("affecting") ? "affect \($0)" : "installed on \($0)") }
            ?? "no constraints"
        ]
      }
      return listed.map(state.constraintLine) + (arguments.flag("affecting") ? [] : generated)
    })

  static let layout = Command(
    CommandSpec(
      "layout",
      abstract: "Lay out now (layoutIfNeeded); with --step, one phase and view at a time.",
      discussion:
        "Layout also runs at the end of every line, as UIKit lays out at the end of the run loop's turn; this runs it "
        + "at once and says what moved. --step shows the pass: updateConstraints up the hierarchy (deepest first), "
        + "the solve priority level by level from required down (each constraint satisfied, approximated with its "
        + "error, or broken), then layoutSubviews down, each placed view given its center and bounds (Programming "
        + "iOS 8, ch. 1; The Core iOS Developer's Cookbook, ch. 5).",
      examples: ["layout", "layout --step"]),
    .process { state, arguments throws(CommandError) in
      guard state.autoLayout.isInUse else {
        throw CommandError("no constraints: autoresizing alone places the views", suggestion: "constrain or vfl first")
      }
      let run = LayoutRun(state, stepping: arguments.flag("step"))
      return ProcessStart(.layout(run), title: "layout", totalSteps: run.stages.count)
    })

  static let ambiguity = Command(
    CommandSpec(
      "ambiguity",
      abstract: "Show whether views' layouts are ambiguous; for one view, two different frames its constraints allow.",
      discussion:
        "Ambiguity gives no message: the view may be anywhere the constraints allow (Programming iOS 8, ch. 1). "
        + "Without a view, each view Auto Layout places and its hasAmbiguousLayout, as the book's reportAmbiguity "
        + "prints them; with one, two frames (x, y, w, h) in its superview's coordinates that satisfy every "
        + "constraint equally well.",
      parameters: [Parameter("view", .object, "a view", optional: true)],
      examples: ["ambiguity", "ambiguity v2"]),
    .query { state, arguments throws(CommandError) in
      let view = arguments.optionalWord("view")
      if let view { _ = try state.view(view) }
      return state.ambiguityReport(view)
    })

  static let why = Command(
    CommandSpec(
      "why",
      abstract: "Name the constraints that settle each of a view's edges (those that hold exactly).",
      discussion:
        "For each axis, the view's frame and, edge by edge, the constraints that hold exactly and mention it: "
        + "equalities, inequalities at their bound, its autoresizing mask's and its intrinsic size's. An inequality "
        + "with room to spare settles nothing; when nothing holds an axis, its layout is ambiguous.",
      parameters: [Parameter("view", .object, "a view")],
      options: [CommandOption("axis", value: .choice(["h", "v"]), "one axis")],
      examples: ["why v2", "why title --axis h"]),
    .query { state, arguments throws(CommandError) in
      let view = try state.view(arguments.word("view")).name
      let axes: [LayoutAttribute.Axis] =
        switch arguments.option("axis") {
        case "h": [.horizontal]
        case "v": [.vertical]
        default: [.horizontal, .vertical]
        }
      return state.why(view, axes: axes)
    })

  static let arrange = Command(
    CommandSpec(
      "arrange",
      abstract: "Add views to a stack view's arrangedSubviews (and its subviews), in order.",
      discussion:
        "addArrangedSubview: the view becomes the stack's subview if it is not already, goes last in the "
        + "arrangement, and stops translating its autoresizing mask into constraints; its constraints to views outside "
        + "the stack go (iOS 9 by Tutorials). The stack's distribution, alignment and spacing then place it; "
        + "'constraints STACK' lists the constraints the stack makes.",
      parameters: [
        Parameter("stack", .object, "a stack view"), Parameter("views", .object, "the views to arrange", repeated: true),
      ],
      examples: ["arrange s a b c"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("stack")
      guard var stack = state.autoLayout.stacks[name] else {
        _ = try state.view(name)
        throw CommandError("\(name) is not a stack view", suggestion: "new stack s --axis h, then arrange s …")
      }
      let views = arguments.words("views")
      for view in views {
        _ = try state.view(view)
        if view == name || state.ancestors(of: name).contains(view) || view == ViewsWorld.rootName {
          throw CommandError("\(view) cannot go inside \(name)")
        }
        if stack.arranged.contains(view) { throw CommandError("\(view) is arranged in \(name) already") }
      }
      var lines: [String] = []
      for view in views {
        if state.views[view]?.superview != name {
          let count = state.views[name]?.subviews.count ?? 0
          state.attach(view, to: name, at: count)
        }
        stack.arranged.append(view)
        var layout = state.autoLayout.layout(of: view)
        layout.translatesAutoresizingMask = false
        state.autoLayout.views[view] = layout
        // Constraints from the view to views outside the stack go with the move.
        let gone = state.autoLayout.constraints.filter { constraint in
          guard constraint.first.view == view || constraint.second?.view == view else { return false }
          let items = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
          return items.contains { $0 != view && !state.ancestors(of: $0).contains(name) && $0 != name }
        }
        state.autoLayout.remove(Set(gone.map(\.id)))
        lines.append(
          "\(name) arranges \(view) (arranged view \(stack.arranged.count)); "
            + "\(view).translatesAutoresizingMaskIntoConstraints = false"
            + (gone.isEmpty
              ? ""
              : "; its constraints to outside views go: " + gone.map { state.autoLayout.label(of: $0) }.joined(separator: ", ")))
      }
      state.autoLayout.stacks[name] = stack
      return lines
    })
}
