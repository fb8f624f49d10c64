/// What a layer's contents shows at one moment: one image, or two in a cross-dissolve.
///
/// A layer's contents is an image (here, its name). It is animatable but not interpolated: an
/// animation of it, implicit or explicit, cross-dissolves from the old image to the new one
/// (Programming iOS 8, chapters 3 and 4). The names stay out of `LayerValues`, whose numbers the
/// presentation folds every frame; the layer's images live beside them in the world, and the
/// dissolve's fraction comes from the animation's timing.
public struct ContentsShown: Hashable, Sendable, CustomStringConvertible {
  /// The image showing, or arriving while a dissolve runs; nil for none.
  public var image: String?
  /// The image fading out while a dissolve runs.
  public var leaving: String?
  /// How far the arriving image is in, 0…1, while a dissolve runs.
  public var fraction = 1.0

  /// Whether two images show, one fading out and one in.
  public var isDissolving: Bool { fraction > 0 && fraction < 1 }

  /// The image a new animation starts from: the one more than half in.
  public var settled: String? { isDissolving && fraction < 0.5 ? leaving : image }

  /// `A`, `nil`, or `A→B 40%` while a dissolve runs.
  public var description: String {
    guard isDissolving else { return Self.name(image) }
    return "\(Self.name(leaving))→\(Self.name(image)) \(Format.number(fraction * 100, places: 0))%"
  }

  /// An image's name as listings print it: `nil` for none.
  static func name(_ image: String?) -> String { image.map { $0.isEmpty ? "nil" : $0 } ?? "nil" }
}

extension AnimationWorld {
  /// What the presentation layer's contents shows at the media clock's time.
  ///
  /// The contents as last drawn, with each contents animation in the list folded over it in
  /// order, a later one over an earlier.
  public func shownContents(of name: String) -> ContentsShown { shownContents(of: name, at: seconds) }

  public func shownContents(of name: String, at time: Double) -> ContentsShown {
    var shown = ContentsShown(image: rendered[name] != nil ? renderedContents[name] : contents[name])
    var list = attached[name] ?? []
    if time == seconds, let gone = leaving[name] { list = (gone + list).sorted { $0.serial < $1.serial } }
    guard list.contains(where: { $0.spec.animatesContents }) else { return shown }
    let layerUnits = units(of: name, at: time)
    for animation in list {
      guard let begin = animation.begin, animation.spec.animatesContents else { continue }
      foldContents(
        animation.spec, at: layerUnits - MediaTiming.units(begin), groups: [], duration: animation.transactionDuration,
        timing: animation.transactionTiming, model: contents[name], into: &shown)
    }
    return shown
  }

  /// Folds one contents animation (a group's children in turn) over `shown`, as `apply` folds
  /// the numbers.
  private func foldContents(
    _ spec: AnimationSpec, at parent: Double, groups: [MediaTiming], duration: Double?, timing: TimingFunction?,
    model: String?, into shown: inout ContentsShown
  ) {
    if case .group(let children) = spec.content {
      for child in children {
        foldContents(
          child, at: parent, groups: groups + [spec.timing], duration: duration, timing: timing, model: model, into: &shown)
      }
      return
    }
    guard case .contents(let from, let to) = spec.content else { return }
    let phase: TimingPhase
    if groups.isEmpty {
      phase = spec.timing.evaluate(parent, closing: false, duration: duration, timing: timing ?? .linear, isChild: false)
    } else {
      phase = TimingChain(groups: groups, animation: spec.timing, transactionDuration: duration, transactionTiming: timing)
        .phase(atParentUnits: parent)
    }
    guard let frame = phase.frame else { return }
    let start = from ?? shown.settled ?? ""
    let end = to ?? model ?? ""
    let f = min(max(frame.fraction, 0), 1)
    shown = f >= 1 ? ContentsShown(image: end) : ContentsShown(image: end, leaving: start, fraction: f)
    if f <= 0 { shown = ContentsShown(image: start) }
  }

  /// What differs between the layer as last drawn and its model: the two copies a transition
  /// starting now moves between.
  func appearanceChanges(of name: String) -> [ViewTransition.Change] {
    guard let new = model(of: name) else { return [] }
    let old = rendered[name] ?? new
    var changes: [ViewTransition.Change] = []
    let oldImage = rendered[name] != nil ? renderedContents[name] : contents[name]
    if oldImage != contents[name] {
      changes.append(
        ViewTransition.Change(
          before: "contents \(ContentsShown.name(oldImage))", after: "contents \(ContentsShown.name(contents[name]))"))
    }
    for property in LayerKeyPath.Property.allCases {
      let path = LayerKeyPath(property: property)
      let before = path.value(in: old)
      let after = path.value(in: new)
      guard before != after else { continue }
      changes.append(ViewTransition.Change(before: "\(property.rawValue) \(before)", after: "\(property.rawValue) \(after)"))
    }
    return changes
  }
}

extension AnimationSpec {
  /// Whether the animation moves contents, itself or through a group's child.
  var animatesContents: Bool {
    switch content {
    case .contents: true
    case .group(let children): children.contains { $0.animatesContents }
    default: false
    }
  }

  /// The key path as listings print it: `contents` for a contents animation, which has no
  /// numeric path.
  var keyPathText: String? {
    if let keyPath { return keyPath.text }
    if case .contents = content { return "contents" }
    return nil
  }
}

/// `set L.contents IMAGE` and `new basic a --key contents`.
extension AnimationCommands {
  /// An image's name: letters, digits, `_`, `-` and `.`; `nil` for no image (the empty name).
  static func image(_ word: String, _ what: String) throws(CommandError) -> String {
    if word == "nil" { return "" }
    let allowed = word.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0)
    }
    guard allowed, !word.isEmpty, word.count <= 64 else {
      throw CommandError(
        "\(Format.echo(word)) is not an image name", suggestion: "\(what) takes a name such as Smiley or smiley.png, or nil")
    }
    return word
  }

  /// Sets a layer's contents; on a layer made in code, in the interface, the action search may
  /// order an implicit cross-dissolve.
  static func setContents(_ name: String, _ words: [String], _ state: inout AnimationWorld) throws(CommandError) -> [String] {
    guard words.count == 1 else {
      throw CommandError("\(name).contents takes one image name, or nil", suggestion: "set \(name).contents Smiley")
    }
    let new = try image(words[0], "\(name).contents")
    let image: String? = new.isEmpty ? nil : new
    let old = state.contents[name]
    state.contents[name] = image
    var lines = ["\(name).contents: \(ContentsShown.name(old)) -> \(ContentsShown.name(image)) (model)"]
    guard old != image else { return lines + ["the value did not change: no action is searched for"] }
    let search = ActionSearch(layer: name, key: "contents", in: state)
    switch search.outcome {
    case .animation(let spec, let origin):
      var spec = spec
      if spec.keyPath == nil, case .basic = spec.content { spec.content = .contents(from: nil, to: nil) }
      let ordered = state.order(spec, on: name, key: "contents", origin: origin)
      lines += ordered.lines
      lines.append("implicit animation: \(name) \(state.attached[name]!.last!.description(on: name, in: state))")
    case .none(let reason):
      lines.append("no implicit animation: \(reason)")
    }
    return lines
  }

  /// A CABasicAnimation of contents: from one image to another, cross-dissolving.
  static func newContentsBasic(_ name: String, _ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError)
    -> [String]
  {
    if arguments.option("by") != nil {
      throw CommandError(
        "contents is an image, not a number, so it has no byValue",
        suggestion: "give --from and --to image names (Programming iOS 8, ch. 4)")
    }
    if arguments.flag("additive") || arguments.option("value-function") != nil {
      throw CommandError(
        "contents cross-dissolves: an image cannot be added to or made by a value function",
        suggestion: "new basic \(name) --key contents --from A --to B")
    }
    let from = try arguments.option("from").map { word throws(CommandError) in try image(word, "--from") }
    let to = try arguments.option("to").map { word throws(CommandError) in try image(word, "--to") }
    var spec = AnimationSpec(keyPath: nil, content: .contents(from: from, to: to))
    spec = try store(spec, named: name, arguments, in: &state)
    return [
      "basic animation \(name): keyPath contents (an image is not interpolated: it cross-dissolves, Programming iOS 8, ch. 4)"
    ]
  }
}
