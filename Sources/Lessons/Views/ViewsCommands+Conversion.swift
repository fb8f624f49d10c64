/// The views chapter's processes that step: converting coordinates and hit-testing.
extension ViewsCommands {
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
}
