/// The views chapter.
///
/// The view hierarchy, frame, bounds and center, transforms, coordinate conversion,
/// hit-testing, autoresizing and size classes (Programming iOS 8, ch. 1; The Core iOS
/// Developer's Cookbook, ch. 4), and Auto Layout (ch. 5), which lays out at the end of each line.
public enum Views: Chapter {
  public typealias State = ViewsWorld

  public static let name = "views"
  public static let abstract =
    "Views: frame, bounds, center, transforms, conversion, hit-testing and autoresizing, drawn in the terminal."
  public static var initialState: State { ViewsWorld() }
  public static let commands: [ChapterCommand<Views>] = ViewsCommands.all

  /// A conversion or a hit-test (a trace worked out in advance), or a change with the
  /// autoresizing pass it sets off.
  public enum Process: Equatable, Sendable {
    case trace(Trace)
    case change(ChangeRun)
    case layout(LayoutRun)
  }

  public struct Trace: Equatable, Sendable {
    var notes: [StepNote]
    var result: [String]
    var next = 0
    /// Kept as `lastHit` or `lastConversion` when the trace ends.
    var record: ViewsWorld.LastRun
    var isHitTest: Bool
  }

  /// A change, applied in its first step, then the autoresizing pass it sets off.
  ///
  /// The pass goes subview by subview and axis by axis (Programming iOS 8, ch. 1); it is where
  /// a layout engine will plug in.
  public struct ChangeRun: Equatable, Sendable {
    var change: ViewsChange?
    var passes: [Pass] = []
    var lines: [String] = []
    var stepping: Bool
  }

  struct Pass: Equatable, Sendable {
    var superview: String
    var old: Size
    var new: Size
    var index = 0
    var vertical = false
    var sizeBefore = Size.zero
  }

  public static func objects(in state: State) -> [InspectField] {
    // Which views are in the window, found in one walk: asking each view's ancestors would cost
    // the depth for every view, and a stepped process inspects everything at each step.
    let inWindow = Set(state.descendants(of: ViewsWorld.windowName) + [ViewsWorld.windowName])
    // Ambiguity needs the solver: worked out once for every view, not once a view.
    let ambiguous = state.autoLayout.isInUse ? state.ambiguousViews() : []
    return state.order.compactMap { name in
      state.views[name].map {
        InspectField(name, inspect($0, in: state, inWindow: inWindow.contains(name), ambiguous: ambiguous))
      }
    }
      + state.transformOrder.compactMap { name in state.transforms[name].map { InspectField(name, $0.inspection) } }
      + state.autoLayout.constraints.map {
        InspectField(state.autoLayout.label(of: $0).split(separator: " ")[0].description, inspect($0, in: state))
      }
      + [(ViewsWorld.lastHitName, state.lastHit), (ViewsWorld.lastConversionName, state.lastConversion)].compactMap {
        name, run in run.map { InspectField(name, inspect($0)) }
      }
  }

  public static func object(named name: String, in state: State) -> InspectValue? {
    if let view = state.views[name] { return inspect(view, in: state, inWindow: state.isInWindow(name)) }
    if let guide = state.guide(name) {
      return .object(
        summary: "guide \(name) layoutFrame \(Format.rect(guide.frame)) in \(guide.owner)",
        fields: [
          InspectField("layoutFrame", guide.frame.inspection), InspectField("owningView", .reference(guide.owner)),
        ])
    }
    let constraints = state.autoLayout.constraints(named: name)
    if constraints.count == 1 { return inspect(constraints[0], in: state) }
    if !constraints.isEmpty {
      return .object(
        summary: "\(name): a set of \(constraints.count) constraints",
        fields: [
          InspectField("constraints", .list(constraints.map { .text(state.constraintLine($0)) })),
          InspectField("active", .bool(constraints.allSatisfy(\.isActive))),
        ])
    }
    if name == ViewsWorld.lastHitName { return state.lastHit.map(inspect) }
    if name == ViewsWorld.lastConversionName { return state.lastConversion.map(inspect) }
    return state.transforms[name]?.inspection
  }

  /// A constraint: its parts, where it is installed, and whether it holds.
  static func inspect(_ constraint: LayoutConstraint, in state: State) -> InspectValue {
    .object(
      summary: state.constraintLine(constraint),
      fields: [
        InspectField("firstItem", .reference(constraint.first.view)),
        InspectField("firstAttribute", .text(constraint.first.attribute.rawValue)),
        InspectField("relation", .text(constraint.relation.rawValue)),
        InspectField("secondItem", constraint.second.map { .reference($0.view) } ?? .none),
        InspectField("secondAttribute", .text(constraint.second?.attribute.rawValue ?? "notAnAttribute")),
        InspectField("multiplier", .number(constraint.multiplier)),
        InspectField("constant", .number(constraint.constant)),
        InspectField("priority", .number(constraint.priority)),
        InspectField("active", .bool(constraint.isActive)),
        InspectField("broken", .bool(state.autoLayout.broken.contains(constraint.id))),
        InspectField(
          "owner", state.owner(of: constraint.first.view, constraint.second?.view).map { .reference($0) } ?? .none),
        InspectField("origin", .text(constraint.origin.rawValue)),
      ])
  }

  static func inspect(_ run: ViewsWorld.LastRun) -> InspectValue {
    .object(
      summary: "\(run.question) -> \(run.answer)",
      fields: [InspectField("question", .text(run.question))]
        + (run.from.map { [InspectField("from", .reference($0))] } ?? [])
        + (run.to.map { [InspectField("to", .reference($0))] } ?? []) + [InspectField("answer", .text(run.answer))])
  }

  /// The end of the run loop's turn: Auto Layout lays out.
  ///
  /// Programming iOS 8, chapter 1: layout waits until the current code finishes.
  public static func endTurn(_ state: inout State) { _ = state.layOut() }

  public static func closeTurn(_ state: inout State) -> [String] { state.layOut() }

  // MARK: - Stepping

  public static func advance(_ process: inout Process, _ state: inout State) -> ProcessStep {
    switch process {
    case .trace(var trace):
      let note = trace.notes[trace.next]
      trace.next += 1
      process = .trace(trace)
      guard trace.next == trace.notes.count else { return .step(note) }
      if trace.isHitTest { state.lastHit = trace.record } else { state.lastConversion = trace.record }
      return .finished(note, result: trace.result)
    case .change(var run):
      let step = advance(&run, &state)
      process = .change(run)
      return step
    case .layout(var run):
      let step = run.advance(&state)
      process = .layout(run)
      return step
    }
  }

  static func advance(_ run: inout ChangeRun, _ state: inout State) -> ProcessStep {
    if let change = run.change {
      run.change = nil
      let (note, resized) = change.apply(to: &state)
      run.lines.append(note.text)
      if let (view, old, new) = resized, !(state.views[view]?.subviews.isEmpty ?? true) {
        run.passes.append(Pass(superview: view, old: old, new: new))
      }
      return run.passes.isEmpty ? .finished(note, result: run.stepping ? [] : run.lines) : .step(note)
    }
    while var pass = run.passes.popLast() {
      let subviews = state.views[pass.superview]?.subviews ?? []
      guard pass.index < subviews.count else { continue }
      let name = subviews[pass.index]
      if !pass.vertical { pass.sizeBefore = state.views[name]?.bounds.size ?? .zero }
      let text = state.autoresize(name, vertical: pass.vertical, superview: pass.superview, old: pass.old, new: pass.new)
      let finishedSubview = pass.vertical
      pass.vertical.toggle()
      if finishedSubview { pass.index += 1 }
      run.passes.append(pass)
      if finishedSubview, let after = state.views[name]?.bounds.size, after != pass.sizeBefore,
        !(state.views[name]?.subviews.isEmpty ?? true)
      {
        // Setting a subview's frame autoresizes its own subviews at once, depth first.
        run.passes.append(Pass(superview: name, old: pass.sizeBefore, new: after))
      }
      guard let text else { continue }
      run.lines.append("  " + text)
      return .step(
        StepNote(
          text,
          why: run.lines.count == 2
            ? "a superview's size change is passed to each subview by its autoresizing mask, before layoutSubviews" : nil))
    }
    return .finished(StepNote("the autoresizing pass is over"), result: run.stepping ? [] : run.lines)
  }

  // MARK: - Inspection

  static func inspect(_ view: ViewNode, in state: State, inWindow: Bool, ambiguous: Set<String>? = nil) -> InspectValue {
    let transformText = view.transform.isIdentity ? "" : " transform \(view.transform.text)"
    let place = view.superview.map { " in \($0)" } ?? (view.name == ViewsWorld.windowName ? "" : " (detached)")
    return .object(
      summary: "view \(view.name) frame \(Format.rect(view.frame))\(transformText)\(place)",
      fields: [
        InspectField("frame", view.frame.inspection),
        InspectField("bounds", view.bounds.inspection),
        InspectField("center", view.center.inspection),
        InspectField("transform", view.transform.inspection),
        InspectField("superview", view.superview.map { .reference($0) } ?? .none),
        InspectField("subviews", .list(view.subviews.map { .reference($0) })),
        InspectField("alpha", .number(view.alpha)),
        InspectField("hidden", .bool(view.hidden)),
        InspectField("userInteractionEnabled", .bool(view.userInteractionEnabled)),
        InspectField("clipsToBounds", .bool(view.clipsToBounds)),
        InspectField("tag", .number(Double(view.tag))),
        InspectField("backgroundColor", view.backgroundColor.map { .text($0) } ?? .none),
        InspectField("autoresizingMask", .text(view.autoresizingMask.text)),
        InspectField(
          "layer",
          .record(
            "position \(Format.point(view.center)) anchorPoint \(Format.point(view.anchorPoint))",
            [InspectField("position", view.center.inspection), InspectField("anchorPoint", view.anchorPoint.inspection)])),
        InspectField("window", .bool(inWindow)),
      ] + (view.name == ViewsWorld.windowName ? traitFields(state.traits) : [])
        + layoutFields(view.name, in: state, ambiguous: ambiguous))
  }

  /// A view's Auto Layout properties, shown once Auto Layout is in use in the world or the view
  /// has some of its own (so a world without constraints inspects as it always did).
  ///
  /// `ambiguous` is the set of views whose layout is ambiguous when the caller has worked it out.
  static func layoutFields(_ name: String, in state: State, ambiguous: Set<String>?) -> [InspectField] {
    let layout = state.autoLayout
    guard name != ViewsWorld.windowName, layout.isInUse || layout.views[name] != nil || layout.stacks[name] != nil
    else { return [] }
    let own = layout.layout(of: name)
    let size = own.intrinsicSize
    let installed = layout.constraints.filter { state.owner(of: $0.first.view, $0.second?.view) == name }
    var fields = [
      InspectField("translatesAutoresizingMaskIntoConstraints", .bool(own.translatesAutoresizingMask)),
      InspectField(
        "intrinsicContentSize", .tuple([("width", size.width ?? -1), ("height", size.height ?? -1)])),
      InspectField("contentHuggingPriority", .tuple([("h", own.hugging.horizontal), ("v", own.hugging.vertical)])),
      InspectField(
        "contentCompressionResistancePriority", .tuple([("h", own.compression.horizontal), ("v", own.compression.vertical)])),
      InspectField("layoutMargins", .text(state.effectiveMargins(of: name).text)),
      InspectField("preservesSuperviewLayoutMargins", .bool(own.preservesSuperviewMargins)),
      InspectField("constraints", .list(installed.map { .text(layout.label(of: $0)) })),
    ]
    if let stack = layout.stacks[name] {
      fields += [
        InspectField("axis", .text(stack.axis.rawValue)),
        InspectField("distribution", .text(stack.distribution.rawValue)),
        InspectField("alignment", .text(stack.alignment.rawValue)),
        InspectField("spacing", .number(stack.spacing)),
        InspectField("arrangedSubviews", .list(stack.arranged.map { .reference($0) })),
      ]
    }
    if layout.isInUse {
      let isAmbiguous = ambiguous?.contains(name) ?? !state.ambiguousAxes(of: name, in: LayoutSystem(state)).isEmpty
      fields.append(InspectField("hasAmbiguousLayout", .bool(isAmbiguous)))
    }
    return fields
  }

  static func traitFields(_ traits: ViewsWorld.Traits) -> [InspectField] {
    [
      InspectField("userInterfaceIdiom", .text(traits.idiom.rawValue)),
      InspectField("horizontalSizeClass", .text(traits.horizontal)),
      InspectField("verticalSizeClass", .text(traits.vertical)),
      InspectField("displayScale", .number(traits.displayScale)),
      InspectField("orientation", .text(traits.portrait ? "portrait" : "landscape")),
    ]
  }
}
