/// The views chapter's commands.
enum ViewsCommands {
  typealias Command = ChapterCommand<Views>

  static let all: [Command] = [
    window, rotate, new, set, insert, exchange, bringToFront, sendToBack, remove, convert, hittest, tree, traits, draw,
    export,
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

  // MARK: - Window

  static let window = Command(
    CommandSpec(
      "window", abstract: "Size the window (the screen); root fills it and its subviews autoresize.",
      parameters: [Parameter("width", .number, "the width in points"), Parameter("height", .number, "the height")],
      options: [CommandOption("idiom", value: .choice(ViewsWorld.Idiom.allCases.map(\.rawValue)), "phone or pad")],
      examples: ["window 320 568", "window 768 1024 --idiom pad"]),
    .process { state, arguments throws(CommandError) in
      let size = Size(width: arguments.number("width"), height: arguments.number("height"))
      guard size.width > 0, size.height > 0 else {
        throw CommandError("a window needs a width and a height above 0", suggestion: "for example 'window 320 568'")
      }
      let change = ViewsChange.window(size, arguments.option("idiom").flatMap(ViewsWorld.Idiom.init))
      return ProcessStart(.change(Views.ChangeRun(change: change, stepping: arguments.flag("step"))), title: "window")
    })

  static let rotate = Command(
    CommandSpec(
      "rotate", abstract: "Rotate the interface: the window's width and height swap, and autoresizing follows.",
      examples: ["rotate", "rotate --step"]),
    .process { _, arguments in
      ProcessStart(.change(Views.ChangeRun(change: .rotate, stepping: arguments.flag("step"))), title: "rotate")
    })

  // MARK: - Creating

  static let new = Command(
    CommandSpec(
      "new", abstract: "Create a view (added frontmost in its parent) or a named transform.",
      discussion:
        "new view NAME frame X Y W H [in PARENT]   (PARENT defaults to root)\n"
        + "new transform NAME OP...   OP := identity | translate TX TY | rotate DEG | scale SX SY | matrix A B C D TX TY\n"
        + "                           | concat T1 T2 | invert T | a transform's name\n"
        + "The first OP makes the transform; each further OP applies CG-style, before what is there: "
        + "rotate after translate is CGAffineTransformRotate(translation, θ) = Concat(rotation, translation).",
      parameters: [
        Parameter("kind", .choice(["view", "transform"]), "what to create"), Parameter("name", .word, "its name"),
        Parameter("words", .word, "frame X Y W H [in PARENT], or the transform's OPs", repeated: true),
      ],
      options: [CommandOption("replace", "redefine the transform of that name (views it was applied to keep their matrix)")],
      examples: ["new view v1 frame 113 111 132 194", "new view v2 frame 41 56 132 194 in v1", "new transform t rotate 45"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      let words = arguments.words("words")
      guard ObjectName.isValid(name, reserved: reserved) else {
        throw CommandError("\(Format.echo(name)) is not a name", suggestion: ObjectName.rule)
      }
      let replacing = arguments.flag("replace")
      if replacing, arguments.word("kind") != "transform" || state.transforms[name] == nil {
        throw CommandError(
          "--replace redefines a named transform, and there is no transform \(name)",
          suggestion: arguments.word("kind") == "view" ? "'remove' takes a view out of its superview" : "leave --replace out")
      }
      guard state.views[name] == nil, state.transforms[name] == nil || replacing else {
        throw CommandError(
          "\(name) already exists",
          suggestion: state.transforms[name] == nil
            ? "choose another name" : "add --replace to redefine it, or 'remove transform \(name)' first")
      }
      if arguments.word("kind") == "transform" {
        let transform = try parseTransform(words, state)
        if state.transforms[name] == nil { state.transformOrder.append(name) }
        state.transforms[name] = transform
        return ["transform \(name) = \(transform.text)"]
      }
      guard words.count == 5 || (words.count == 7 && words[5] == "in"), words[0] == "frame" else {
        throw CommandError("new view takes frame X Y W H [in PARENT]", suggestion: "for example 'new view v1 frame 10 10 100 50'")
      }
      let numbers = try Arguments.numbers(Array(words[1...4]), usage: "new view \(name) frame 10 10 100 50")
      let size = try positiveSize(numbers[2], numbers[3], what: name)
      let parent = words.count == 7 ? words[6] : ViewsWorld.rootName
      _ = try state.view(parent)
      guard parent != ViewsWorld.windowName else {
        throw CommandError("the window's only subview is root", suggestion: "put it in root or below")
      }
      var view = ViewNode(name: name, frame: Rect(origin: Point(x: numbers[0], y: numbers[1]), size: size))
      view.superview = parent
      state.views[name] = view
      state.order.append(name)
      state.views[parent]?.subviews.append(name)
      return [
        "view \(name) frame \(Format.rect(view.frame)) in \(parent), "
          + Self.placeAmongSubviews(state.views[parent]!.subviews.count, of: parent)
      ]
    })

  static func parseTransform(_ words: [String], _ state: ViewsWorld) throws(CommandError) -> AffineTransform {
    var result: AffineTransform?
    var rest = words[...]
    func take(_ count: Int, _ op: String) throws(CommandError) -> [String] {
      guard rest.count >= count else {
        throw CommandError("\(op) needs \(count) value\(count == 1 ? "" : "s")", suggestion: "see 'help new'")
      }
      let values = Array(rest.prefix(count))
      rest = rest.dropFirst(count)
      return values
    }
    guard !words.isEmpty else { throw CommandError("a transform needs at least one OP", suggestion: "for example 'rotate 45'") }
    while let op = rest.popFirst() {
      let step: AffineTransform
      switch op {
      case "identity": step = .identity
      case "translate":
        let n = try Arguments.numbers(try take(2, op), usage: "translate 100 0")
        step = .translation(n[0], n[1])
      case "rotate": step = .rotation(degrees: try Arguments.numbers(try take(1, op), usage: "rotate 45")[0])
      case "scale":
        let n = try Arguments.numbers(try take(2, op), usage: "scale 1.8 1")
        step = .scale(n[0], n[1])
      case "matrix":
        let n = try Arguments.numbers(try take(6, op), usage: "matrix 1 0 -0.2 1 0 0")
        step = AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
      case "concat":
        let names = try take(2, op)
        step = try named(names[0], state).concatenating(try named(names[1], state))
      case "invert":
        let original = try named(try take(1, op)[0], state)
        guard let inverse = original.inverted() else {
          throw CommandError(
            "\(original.text) is singular (determinant \(Format.number(original.determinant))): it has no inverse",
            suggestion: "a scale of 0 flattens the plane; invert another transform")
        }
        step = inverse
      default: step = try named(op, state)
      }
      // The first OP makes the transform; each later one goes before it, as CGAffineTransformRotate and friends do.
      result = result.map { step.concatenating($0) } ?? step
    }
    return result ?? .identity
  }

  static func named(_ name: String, _ state: ViewsWorld) throws(CommandError) -> AffineTransform {
    guard let transform = state.transforms[name] else {
      throw CommandError(
        "\(Format.echo(name)) is neither an OP nor a transform",
        suggestion: Suggestion.didYouMean(
          name, in: ["identity", "translate", "rotate", "scale", "matrix", "concat", "invert"] + state.transformOrder)
          ?? "OPs are identity, translate, rotate, scale, matrix, concat and invert")
    }
    return transform
  }

  static func positiveSize(_ width: Double, _ height: Double, what: String) throws(CommandError) -> Size {
    guard width >= 0, height >= 0 else {
      throw CommandError(
        "a size cannot be negative: \(what) would be \(Format.number(width)) x \(Format.number(height))",
        suggestion: "use 0 or more")
    }
    return Size(width: width, height: height)
  }

  // MARK: - Setting

  static let set = Command(
    CommandSpec(
      "set", abstract: "Set a view's frame, bounds, center, transform or another property; subviews autoresize.",
      discussion:
        "frame X Y W H sets bounds size and center; bounds X Y W H and bounds.size keep the center; bounds.origin moves "
        + "the view's own coordinate system. Under a non-identity transform the frame is undefined (Programming iOS 8, "
        + "ch. 1), so setting it is refused. Also alpha, hidden, userInteractionEnabled, clipsToBounds, tag, "
        + "backgroundColor, autoresizingMask (LM+TM, W+H, none) and transform (OPs as in 'new transform').",
      parameters: [
        Parameter("field", .path, "v1.frame, v1.bounds, v1.center, v1.bounds.origin, v1.transform…"),
        Parameter("values", .word, "the new value", repeated: true),
      ],
      examples: ["set v1.frame 113 111 132 194", "set v2.bounds.size 152 214", "set v1.transform rotate 45"]),
    .process { state, arguments throws(CommandError) in
      let path = arguments.word("field")
      let values = arguments.words("values")
      guard let dot = path.firstIndex(of: ".") else {
        throw CommandError("set takes VIEW.PROPERTY", suggestion: "for example 'set v1.center 100 100'")
      }
      let name = String(path[..<dot])
      let property = String(path[path.index(after: dot)...])
      let view = try state.view(name)
      guard name != ViewsWorld.windowName else {
        throw CommandError("the window's geometry is the screen's", suggestion: "use 'window W H' or 'rotate'")
      }
      let field = try parseField(property, values, view: view, state: state)
      if name == ViewsWorld.rootName, case .frame = field {
        throw CommandError("root always fills the window", suggestion: "use 'window W H' or 'rotate'")
      }
      let run = Views.ChangeRun(change: .set(name, field), stepping: arguments.flag("step"))
      return ProcessStart(.change(run), title: "set \(path)")
    })

  static func parseField(_ property: String, _ values: [String], view: ViewNode, state: ViewsWorld) throws(CommandError)
    -> ViewsChange.Field
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
      guard view.transform.isIdentity else {
        throw CommandError(
          "\(view.name) has a transform, so its frame is undefined and must not be set (Programming iOS 8, ch. 1)",
          suggestion: "set \(view.name).bounds and \(view.name).center, or set \(view.name).transform identity first")
      }
      let n = try count(4)
      return .frame(Rect(origin: Point(x: n[0], y: n[1]), size: try positiveSize(n[2], n[3], what: view.name)))
    case "bounds":
      let n = try count(4)
      return .bounds(Rect(origin: Point(x: n[0], y: n[1]), size: try positiveSize(n[2], n[3], what: view.name)))
    case "bounds.origin":
      let n = try count(2)
      return .boundsOrigin(Point(x: n[0], y: n[1]))
    case "bounds.size":
      let n = try count(2)
      return .boundsSize(try positiveSize(n[0], n[1], what: view.name))
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
      guard values.count == 1, let tag = Int(values[0]), abs(tag) <= 1_000_000_000 else {
        throw CommandError("tag takes a whole number", suggestion: "for example 'set \(view.name).tag 7'")
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
      return .transform(try parseTransform(values, state))
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

  static func example(_ property: String, _ name: String) -> String {
    switch property {
    case "frame", "bounds": "set \(name).\(property) 0 0 100 50"
    case "alpha": "set \(name).alpha 0.5"
    default: "set \(name).\(property) 10 20"
    }
  }

  // MARK: - The hierarchy

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
      discussion: "remove transform NAME forgets a named transform; views it was applied to keep their matrix.",
      parameters: [
        Parameter("name", .word, "the view, or 'transform'"),
        Parameter("transform", .word, "the transform's name, after 'transform'", optional: true),
      ],
      examples: ["remove v2", "remove transform t"]),
    .change { state, arguments throws(CommandError) in
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
      return [
        "\(view.name) removed from \(parent)" + (below.isEmpty ? "" : ", with \(below.joined(separator: ", "))")
          + "; it is detached"
      ]
    })

  // MARK: - Conversion and hit-testing

  static let convert = Command(
    CommandSpec(
      "convert", abstract: "Convert a point (X Y) or a rect (X Y W H) from one view's coordinates to another's.",
      discussion:
        "Up a hop: p' = center + T·(p − boundsCenter); down a hop, the inverse. The path goes through the common "
        + "ancestor; 'window' names the window (nil in UIKit). A rect converts by its four corners, and the result is "
        + "their bounding box (Programming iOS 8, ch. 1).",
      parameters: [Parameter("words", .word, "X Y [W H] from A to B", repeated: true)],
      examples: ["convert 0 0 from v2 to window", "convert 0 0 132 194 from v1 to v3 --step"]),
    .process { state, arguments throws(CommandError) in
      let words = arguments.words("words")
      guard (words.count == 6 || words.count == 8), words[words.count - 4] == "from", words[words.count - 2] == "to" else {
        throw CommandError("convert takes X Y [W H] from A to B", suggestion: "for example 'convert 0 0 from v2 to window'")
      }
      let n = try Arguments.numbers(Array(words.prefix(words.count - 4)), usage: "convert 0 0 from v2 to window")
      let source = words[words.count - 3]
      let target = words[words.count - 1]
      if n.count == 2 {
        let hops = try state.convert(Point(x: n[0], y: n[1]), from: source, to: target)
        let notes = hops.map { hopNote($0, state) }
        let result = Format.point(hops.last?.to ?? Point(x: n[0], y: n[1]))
        let record = ViewsWorld.LastRun(
          question: "convert \(Format.point(Point(x: n[0], y: n[1]))) from \(source) to \(target)", from: source, to: target,
          answer: result)
        return trace(
          notes.isEmpty ? [StepNote("\(source) is \(target): nothing to convert")] : notes, result: [result], record: record)
      }
      _ = try positiveSize(n[2], n[3], what: "the rect")
      let rect = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
      var corners: [[ViewsWorld.Hop]] = []
      for corner in rect.corners { corners.append(try state.convert(corner, from: source, to: target)) }
      let result = Rect.bounding(corners.map { $0.last?.to ?? rect.origin })
      var notes: [StepNote] = []
      for (index, hop) in corners[0].enumerated() {
        let mapped = corners.map { Format.point($0[index].to) }.joined(separator: " ")
        notes.append(StepNote("\(hop.up ? "up from" : "down into") \(hop.view): corners -> \(mapped)"))
      }
      notes.append(StepNote("the bounding box of the four corners: \(Format.rect(result))"))
      let record = ViewsWorld.LastRun(
        question: "convert \(Format.rect(rect)) from \(source) to \(target)", from: source, to: target,
        answer: Format.rect(result))
      return trace(notes, result: [Format.rect(result)], record: record)
    })

  static func hopNote(_ hop: ViewsWorld.Hop, _ state: ViewsWorld) -> StepNote {
    let view = state.views[hop.view]!
    let t = view.transform.isIdentity ? "" : "T·"
    if hop.up {
      return StepNote(
        "up from \(hop.view) to \(view.superview ?? "?"): center \(Format.point(view.center)) + \(t)(\(Format.point(hop.from)) − \(anchorName(view)) \(Format.point(view.boundsCenter))) = \(Format.point(hop.to))",
        why: view.transform.isIdentity ? nil : "T is \(hop.view)'s transform \(view.transform.text), applied around its center")
    }
    let inverse = view.transform.isIdentity ? "" : "T⁻¹·"
    return StepNote(
      "down from \(view.superview ?? "?") into \(hop.view): \(anchorName(view)) \(Format.point(view.boundsCenter)) + \(inverse)(\(Format.point(hop.from)) − center \(Format.point(view.center))) = \(Format.point(hop.to))"
    )
  }

  /// What the conversion notes call the point of the bounds that sits at the center.
  static func anchorName(_ view: ViewNode) -> String { view.hasDefaultAnchor ? "boundsCenter" : "anchor" }

  static func trace(_ notes: [StepNote], result: [String], record: ViewsWorld.LastRun, hitTest: Bool = false)
    -> ProcessStart<Views.Process>
  {
    ProcessStart(
      .trace(Views.Trace(notes: notes, result: result, record: record, isHitTest: hitTest)),
      title: hitTest ? "hittest" : "convert", totalSteps: notes.count)
  }

  static let hittest = Command(
    CommandSpec(
      "hittest", abstract: "Find the view a touch at X Y (window coordinates) hits, or nil.",
      discussion:
        "A hidden view, one with userInteractionEnabled false or alpha below 0.01 answers nil without asking its "
        + "subviews; otherwise a point outside its bounds answers nil, then its subviews are asked front to back and "
        + "the first answer is returned at once, else the view itself (Programming iOS 8, ch. 5; Cookbook, ch. 1).",
      parameters: [Parameter("x", .number, "X in the window"), Parameter("y", .number, "Y in the window")],
      examples: ["hittest 220 250", "hittest 220 250 --step"]),
    .process { state, arguments in
      // The trace is written out only when it will be shown.
      var lines: [String]? = arguments.flag("step") ? [] : nil
      let point = Point(x: arguments.number("x"), y: arguments.number("y"))
      let hit = state.hitTest(ViewsWorld.windowName, point, trace: &lines)
      let record = ViewsWorld.LastRun(question: "hittest \(Format.point(point))", from: nil, to: nil, answer: hit ?? "nil")
      let notes = lines.map { $0.map { StepNote($0) } } ?? [StepNote("hit-test from the window")]
      return trace(notes, result: [hit ?? "nil"], record: record, hitTest: true)
    })

  // MARK: - Looking

  static let tree = Command(
    CommandSpec("tree", abstract: "List the hierarchy, back to front, with each view's frame.", examples: ["tree"]),
    .query { state, _ in
      var lines: [String] = []
      func walk(_ name: String, _ depth: Int) {
        let view = state.views[name]!
        var notes: [String] = []
        if !view.transform.isIdentity { notes.append("transform \(view.transform.text)") }
        if view.hidden { notes.append("hidden") }
        if view.alpha != 1 { notes.append("alpha \(Format.number(view.alpha))") }
        if !view.userInteractionEnabled { notes.append("no interaction") }
        if view.clipsToBounds { notes.append("clips") }
        if !view.autoresizingMask.isEmpty && name != ViewsWorld.rootName {
          notes.append("autoresize = \(view.autoresizingMask.text)")
        }
        lines.append(
          String(repeating: "  ", count: depth) + "\(name) \(Format.rect(view.frame))"
            + (notes.isEmpty ? "" : " " + notes.joined(separator: ", ")))
        for sub in view.subviews { walk(sub, depth + 1) }
      }
      walk(ViewsWorld.windowName, 0)
      let detached = state.order.filter { state.views[$0]?.superview == nil && $0 != ViewsWorld.windowName }
      for name in detached {
        lines.append("detached:")
        walk(name, 1)
      }
      return lines
    })

  static let traits = Command(
    CommandSpec(
      "traits", abstract: "Show the window's trait collection: idiom, size classes, scale.",
      discussion: "H compact V regular: iPhone portrait; H compact V compact: iPhone landscape; H regular V compact: "
        + "iPhone 6 Plus landscape; H regular V regular: iPad (Programming iOS 8, ch. 1).",
      examples: ["traits"]),
    .query { state, _ in
      let t = state.traits
      let size = state.windowSize
      return [
        "window \(Format.number(size.width)) x \(Format.number(size.height)), \(t.idiom.rawValue), \(t.portrait ? "portrait" : "landscape")",
        "userInterfaceIdiom: \(t.idiom.rawValue)", "horizontalSizeClass: \(t.horizontal)", "verticalSizeClass: \(t.vertical)",
        "displayScale: \(Format.number(t.displayScale))",
      ]
    })

  static let draw = Command(
    CommandSpec(
      "draw", abstract: "Draw the hierarchy (or one view's part of it) with box-drawing characters.",
      discussion: """
        Views are painted in drawing order, a superview and then its subviews back to front, each one filled, so every \
        cell shows the frontmost view there; clipping is honoured. A turned view is drawn by its outline in '*' and \
        filled like an upright one. Every name stays readable: it sits on its view's top edge after the corner (a \
        turned view's middle), or, where something covers that, on the first part of the view that shows. A view too \
        little of which shows for its name gets a marker (1, 2, ...) explained under the picture, and a view that does \
        not show at all (covered, clipped away or outside) is named under it. 'export svg' writes the names where \
        'draw' puts them, over every view.
        """,
      parameters: [Parameter("name", .object, "the view to draw (default: the window)", optional: true)],
      options: [CommandOption("width", value: .integer(20...200), "columns to use (default 64)")],
      examples: ["draw", "draw v1 --width 40"]),
    .query { state, arguments throws(CommandError) in
      let name = arguments.optionalWord("name") ?? ViewsWorld.windowName
      _ = try state.view(name)
      guard state.isInWindow(name) else {
        throw CommandError("\(name) is not in the window, so it is not drawn", suggestion: "insert it first")
      }
      return ViewPicture(state, focus: name).text(columns: arguments.optionalInteger("width") ?? 64)
    })

  static let export = Command(
    CommandSpec(
      "export", abstract: "Write the picture 'draw' shows as an SVG file.",
      parameters: [Parameter("format", .choice(["svg"]), "svg"), Parameter("file", .file, "where to write it")],
      examples: ["export svg views.svg"]),
    .query { state, arguments throws(CommandError) in
      let file = arguments.word("file")
      let picture = ViewPicture(state, focus: ViewsWorld.windowName)
      let svg = picture.svg()
      do throws(TextFile.Failure) {
        try TextFile.writeAtomically(svg, to: file)
      } catch {
        throw CommandError("cannot write \(Format.echo(file)): \(error.reason)", suggestion: "choose a folder you can write to")
      }
      return ["wrote \(file) (\(svg.utf8.count) bytes, \(picture.shapes.count) views)"]
    })
}
