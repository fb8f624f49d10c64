/// The layer tree of layers made in code: `insert L into PARENT` is addSublayer, `remove L`
/// removeFromSuperlayer, and `set L.frame` sets the position and the bounds a frame stands for
/// (Programming iOS 8, ch. 3; the names are Apple's documented CALayer API).
extension AnimationCommands {
  static let insert = Command(
    CommandSpec(
      "insert", abstract: "Move a view into a parent view, or a layer made in code into a view's layer or a layer.",
      discussion:
        "insert VIEW into PARENT [at INDEX|above SIBLING|below SIBLING] is the views chapter's. insert LAYER into "
        + "VIEW|LAYER is addSublayer: the layer made in code leaves the tree it was in, if any, and is its new "
        + "superlayer's frontmost sublayer. Only a layer in the window's tree animates implicitly when a property "
        + "changes (Programming iOS 8, ch. 3–4).",
      parameters: [
        Parameter("name", .object, "the view, or a layer made in code"), Parameter("into", .choice(["into"]), "the word into"),
        Parameter("parent", .object, "the new superview or superlayer"),
        Parameter("place", .word, "for a view: at INDEX, above SIBLING or below SIBLING", optional: true, repeated: true),
      ],
      examples: ["insert v3 into v1", "insert L into v", "insert L2 into L"]),
    .change { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      guard state.layers[name] != nil else {
        guard case .change(let change) = viewsCommand("insert").behavior else { return [] }
        return try change(&state, arguments)
      }
      guard arguments.words("place").isEmpty else {
        throw CommandError(
          "a layer goes in front of its new siblings: insert \(name) into PARENT, as addSublayer puts it",
          suggestion: "insert \(name) into \(arguments.word("parent"))")
      }
      let parent = try state.requireLayer(arguments.word("parent"))
      guard parent != name else {
        throw CommandError("a layer cannot be its own sublayer", suggestion: "insert \(name) into root")
      }
      guard !state.layerChain(of: parent).contains(name) else {
        throw CommandError(
          "\(parent) is inside \(name) (or is \(name)): that would make a cycle",
          suggestion: "a layer cannot contain its own ancestor")
      }
      let old = state.layers[name]?.superlayer
      state.layers[name]?.superlayer = parent
      state.layerOrder.removeAll { $0 == name }
      state.layerOrder.append(name)
      return [
        "\(name) is now a sublayer of \(parent)" + (old.map { $0 == parent ? ", frontmost again" : " (it left \($0))" } ?? ""),
        state.isInInterface(name)
          ? "it is in the window's tree: a change of its properties animates implicitly (Programming iOS 8, ch. 4)"
          : "it is not in the window's tree yet: its changes do not animate",
      ]
    })

  /// `remove L`: removeFromSuperlayer; the layer stays, in no tree, to be inserted again.
  static func removeLayer(_ name: String, _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    guard let old = state.layers[name]?.superlayer else {
      return ["\(name) is in no tree: removing it from its superlayer does nothing"]
    }
    state.layers[name]?.superlayer = nil
    return ["\(name) is removed from \(old): in no tree now, so its changes do not animate"]
  }

  /// `set L.frame X Y W H`: the frame is not a property of its own but the position and the
  /// bounds' size it stands for, given the anchor point, each set in turn, and each change
  /// searched for an action as setting it alone would be (Apple's documented CALayer API).
  static func setLayerFrame(_ name: String, _ words: [String], _ state: inout AnimationWorld) throws(CommandError)
    -> [String]
  {
    guard let layer = state.layers[name] else { return [] }
    guard case .rect(let frame) = try value(words.joined(separator: " "), for: try LayerKeyPath(parsing: "bounds")) else {
      throw CommandError("\(name).frame takes X Y W H", suggestion: "set \(name).frame 10 10 80 80")
    }
    guard frame.size.width >= 0, frame.size.height >= 0 else {
      throw CommandError("a layer's size cannot be negative", suggestion: "set \(name).frame 10 10 80 80")
    }
    let anchor = layer.values.anchorPoint
    let bounds = layer.values.bounds
    let numbers = { (list: [Double]) in list.map { Format.number($0) } }
    return try setLayerValue(
      name, "bounds", numbers([bounds.origin.x, bounds.origin.y, frame.size.width, frame.size.height]), &state)
      + setLayerValue(
        name, "position",
        numbers([frame.origin.x + anchor.x * frame.size.width, frame.origin.y + anchor.y * frame.size.height]), &state)
  }
}
