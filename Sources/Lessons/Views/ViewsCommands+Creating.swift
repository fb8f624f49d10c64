/// The views chapter's `new`: a view or a named transform.
extension ViewsCommands {
  static let new = Command(
    CommandSpec(
      "new", abstract: "Create a view (added frontmost in its parent) or a named transform.",
      discussion:
        "new view NAME frame X Y W H [in PARENT]   (PARENT defaults to root)\n"
        + "new transform NAME OP...   OP := identity | translate TX TY | rotate DEG | scale SX SY | matrix A B C D TX TY\n"
        + "                           | concat T1 T2 | invert T | a transform's name\n"
        + "The first OP makes the transform; each further OP applies CG-style, before what is there: "
        + "rotate after translate is CGAffineTransformRotate(translation, θ) = Concat(rotation, translation).\n"
        + "new label NAME \"TEXT\" [in PARENT], new button NAME \"TITLE\" [in PARENT]: a view whose intrinsic content "
        + "size comes from its text (a fixed-width font model: a label's characters 8.5 wide, 20.5 high; a button's "
        + "7.5 wide, 30 high), sized to fit at (0, 0); a label hugs at 251, a button at 250.\n"
        + "new stack NAME --axis h|v [in PARENT]: a UIStackView (distribution fill, alignment fill, spacing 0); "
        + "arrange puts views in it.\n"
        + "new guide NAME in VIEW: a UILayoutGuide added to VIEW, placed by constraints like a view, drawing nothing; "
        + "topLayoutGuide and bottomLayoutGuide are the main view's, placed by UIKit.",
      parameters: [
        Parameter("kind", .choice(["view", "transform", "label", "button", "stack", "guide"]), "what to create"),
        Parameter("name", .word, "its name"),
        Parameter(
          "words", .word, "frame X Y W H [in PARENT], TEXT [in PARENT], [in PARENT], or the transform's OPs", optional: true,
          repeated: true),
      ],
      options: [
        CommandOption("replace", "redefine the transform of that name (views it was applied to keep their matrix)"),
        CommandOption("axis", value: .choice(["h", "v"]), "a stack view's axis"),
      ],
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
      guard state.views[name] == nil, state.guide(name) == nil, state.transforms[name] == nil || replacing else {
        throw CommandError(
          "\(name) already exists",
          suggestion: state.transforms[name] == nil
            ? "choose another name" : "add --replace to redefine it, or 'remove transform \(name)' first")
      }
      if arguments.option("axis") != nil, arguments.word("kind") != "stack" {
        throw CommandError("--axis is for new stack", suggestion: "new stack s --axis h")
      }
      if arguments.word("kind") == "guide" {
        guard words.count == 2, words[0] == "in" else {
          throw CommandError("new guide takes in VIEW", suggestion: "new guide \(name) in root")
        }
        let owner = try state.view(words[1]).name
        guard owner != ViewsWorld.windowName else { throw CommandError("add a guide to root or a view below it") }
        guard state.guide(name) == nil else { throw CommandError("\(name) already exists", suggestion: "choose another name") }
        state.autoLayout.guides[name] = LayoutGuide(owner: owner)
        state.autoLayout.guideOrder.append(name)
        return [
          "guide \(name) added to \(owner) (addLayoutGuide): constraints place it; it draws nothing and takes no touches"
        ]
      }
      if arguments.word("kind") == "stack" {
        guard let axis = arguments.option("axis") else {
          throw CommandError("a stack view needs an axis", suggestion: "new stack \(name) --axis h")
        }
        return try newStack(name, axis: axis == "h" ? .horizontal : .vertical, words, &state)
      }
      if arguments.word("kind") == "label" || arguments.word("kind") == "button" {
        return try newTextView(name, kind: arguments.word("kind"), words, &state)
      }
      if arguments.word("kind") == "transform" {
        let transform = try AffineTransform.parse(words, in: state)
        if state.transforms[name] == nil { state.transformOrder.append(name) }
        state.transforms[name] = transform
        return ["transform \(name) = \(transform.text)"]
      }
      guard words.count == 5 || (words.count == 7 && words[5] == "in"), words[0] == "frame" else {
        throw CommandError("new view takes frame X Y W H [in PARENT]", suggestion: "for example 'new view v1 frame 10 10 100 50'")
      }
      let numbers = try Arguments.numbers(Array(words[1...4]), usage: "new view \(name) frame 10 10 100 50")
      let size = try positiveSize(numbers[2], numbers[3], what: name)
      let parent = try newParent(words.count == 7 ? words[6] : ViewsWorld.rootName, in: state)
      let view = state.add(ViewNode(name: name, frame: Rect(origin: Point(x: numbers[0], y: numbers[1]), size: size)), to: parent)
      return [
        "view \(name) frame \(Format.rect(view.frame)) in \(parent), "
          + Self.placeAmongSubviews(state.views[parent]!.subviews.count, of: parent)
      ]
    })

  /// `new label NAME "TEXT" [in PARENT]` and `new button NAME "TITLE" [in PARENT]`.
  static func newTextView(_ name: String, kind: String, _ words: [String], _ state: inout ViewsWorld) throws(CommandError)
    -> [String]
  {
    guard words.count == 1 || (words.count == 3 && words[1] == "in") else {
      throw CommandError("new \(kind) takes its text and [in PARENT]", suggestion: "new \(kind) \(name) \"Hello\" in root")
    }
    let parent = try newParent(words.count == 3 ? words[2] : ViewsWorld.rootName, in: state)
    let layout = ViewLayout(kind: kind == "label" ? .label(words[0]) : .button(words[0]))
    let size = layout.intrinsicSize
    let view = state.add(
      ViewNode(name: name, frame: Rect(x: 0, y: 0, width: size.width ?? 0, height: size.height ?? 0)), to: parent)
    state.autoLayout.views[name] = layout
    return [
      "\(kind) \(name) \(Format.echo(words[0])) frame \(Format.rect(view.frame)) in \(parent) (its intrinsic size), "
        + Self.placeAmongSubviews(state.views[parent]!.subviews.count, of: parent)
    ]
  }

  /// `new stack NAME --axis h|v [in PARENT]`.
  static func newStack(
    _ name: String, axis: LayoutAttribute.Axis, _ words: [String], _ state: inout ViewsWorld
  ) throws(CommandError) -> [String] {
    guard words.isEmpty || (words.count == 2 && words[0] == "in") else {
      throw CommandError("new stack takes --axis and [in PARENT]", suggestion: "new stack \(name) --axis v in root")
    }
    let parent = try newParent(words.count == 2 ? words[1] : ViewsWorld.rootName, in: state)
    state.add(ViewNode(name: name, frame: Rect(x: 0, y: 0, width: 0, height: 0)), to: parent)
    state.autoLayout.stacks[name] = StackView(axis: axis)
    return [
      "stack \(name) (\(axis.rawValue), distribution fill, alignment fill, spacing 0) in \(parent), "
        + Self.placeAmongSubviews(state.views[parent]!.subviews.count, of: parent)
        + "; it needs constraints of its own to be placed"
    ]
  }

  /// The parent a new view goes into: a view, and not the window, whose only subview is root.
  static func newParent(_ name: String, in state: ViewsWorld) throws(CommandError) -> String {
    _ = try state.view(name)
    guard name != ViewsWorld.windowName else {
      throw CommandError("the window's only subview is root", suggestion: "put it in root or below")
    }
    return name
  }
}
