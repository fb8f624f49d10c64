/// A terminal chart of when animations play: one row per animation (a group's children below
/// it), on one time axis.
///
/// Each cell asks the chapter's own timing evaluator (`TimingChain`) what the animation shows at
/// that moment, so the chart is the mechanism, drawn:
///
/// ```
/// g  ########################################  0.000–1.050 group
/// a  ##############################..........  0.000–0.800
/// k  ++++++++++++++++++++++++++#########.....  0.700–0.950 fill=backwards
///    0                                  1.05
/// ```
///
/// `#` plays forward, `~` plays backward (autoreverse), `|` starts a repetition, `+` fills (the
/// first or last frame shows outside the active span), `x` is cut off by the group's end, `.`
/// shows nothing: the layer's own value (Programming iOS 8, ch. 4).
struct AnimationChart {
  struct Row {
    var label: String
    /// The groups above the animation, outermost first, and the animation's own timing.
    var groups: [MediaTiming]
    var timing: MediaTiming
    var transactionDuration: Double?
    var kind: String
  }

  static let width = 40
  static let legend = "# plays, ~ plays backwards, | repeats, + fills, x cut off by the group, . shows nothing"

  var rows: [Row]
  /// What the axis measures: "the group's parent clock", "L's clock".
  var clock: String
  /// A moment to mark under the axis: the layer's time now.
  var now: Double?

  /// The rows for a built animation: itself, then a group's children, indented.
  static func rows(for spec: AnimationSpec, named name: String, members: [String]?, groups: [MediaTiming] = [], depth: Int = 0)
    -> [Row]
  {
    let indent = String(repeating: "  ", count: depth)
    var rows = [
      Row(label: indent + name, groups: groups, timing: spec.timing, kind: spec.kind + (spec.keyPath.map { " \($0.text)" } ?? ""))
    ]
    if case .group(let children) = spec.content {
      for (index, child) in children.enumerated() {
        let childName = members.flatMap { index < $0.count ? $0[index] : nil } ?? "\(child.kind) \(child.keyPath?.text ?? "")"
        rows += Self.rows(for: child, named: childName, members: nil, groups: groups + [spec.timing], depth: depth + 1)
      }
    }
    return rows
  }

  /// The chain that evaluates a row.
  func chain(_ row: Row) -> TimingChain {
    TimingChain(groups: row.groups, animation: row.timing, transactionDuration: row.transactionDuration)
  }

  /// The row's active span on the chart's clock, where its groups cut it off, if they do, and
  /// where it would have ended had they not.
  func interval(_ row: Row) -> (begin: Double, end: Double, clippedAt: Double?, unclipped: Double) {
    var durations: [Double?] = [row.transactionDuration]
    for group in row.groups { durations.append(group.resolvedDuration(inherited: durations[durations.count - 1])) }
    var begin = row.timing.beginTime
    var end = AnimationSpec(keyPath: nil, content: .group([]), timing: row.timing).span(
      inheriting: durations[durations.count - 1])
    var unclipped = end
    var clippedAt: Double?
    for (group, parentDuration) in zip(row.groups, durations).reversed() {
      let length = group.resolvedDuration(inherited: parentDuration)
      if end > length + 1e-9 {
        clippedAt = length
        end = length
      }
      let speed = group.speed == 0 ? 1 : abs(group.speed)
      begin = group.beginTime + begin / speed
      end = group.beginTime + end / speed
      unclipped = group.beginTime + unclipped / speed
      clippedAt = clippedAt.map { group.beginTime + $0 / speed }
    }
    return (begin, end, clippedAt, unclipped)
  }

  /// The axis: from the earliest start (or 0) to the latest end, three cycles of anything that
  /// repeats forever, and the moment marked.
  var axis: (start: Double, end: Double) {
    var start = 0.0
    var end = 0.0
    for row in rows {
      let span = interval(row)
      start = min(start, span.begin)
      let leg = row.timing.resolvedDuration(inherited: row.transactionDuration)
      // A child cut off by its group is drawn to where it would have ended: the part lost shows.
      let reach = max(span.end, span.unclipped)
      end = max(end, reach.isFinite ? reach : span.begin + 3 * leg)
    }
    if let now { (start, end) = (min(start, now), max(end, now)) }
    return (start, max(end, start + 0.001))
  }

  func lines() -> [String] {
    let (start, end) = axis
    let step = (end - start) / Double(Self.width)
    let labelWidth = rows.map(\.label.count).max() ?? 0
    var lines = ["chart on \(clock) (\(Format.number(start, places: 3))–\(Format.number(end, places: 3)) s): \(Self.legend)"]
    for row in rows {
      let chain = chain(row)
      let span = interval(row)
      var cells = ""
      var lastIteration: Int?
      for index in 0..<Self.width {
        let time = start + (Double(index) + 0.5) * step
        var cell: Character = "."
        switch chain.phase(at: time) {
        case .active(let frame):
          cell = frame.isReversing ? "~" : "#"
          if let last = lastIteration, last != frame.iteration { cell = "|" }
          lastIteration = frame.iteration
        case .filledBefore, .filledAfter: cell = "+"
        case .before, .finished, .removed:
          if let clip = span.clippedAt, time > clip, time < span.unclipped { cell = "x" }
        }
        cells.append(cell)
      }
      var notes = [
        "\(Format.number(span.begin, places: 3))–\(span.end.isFinite ? Format.number(span.end, places: 3) : "forever")",
        row.kind,
      ]
      let timing = row.timing
      notes += timing.settingNotes
      if let clip = span.clippedAt { notes.append("cut off at \(Format.number(clip, places: 3)) by its group") }
      lines.append(row.label.padding(to: labelWidth) + "  " + cells + "  " + notes.joined(separator: " "))
    }
    let startLabel = Format.number(start, places: 3)
    let endLabel = Format.number(end, places: 3)
    let gap = max(1, Self.width - startLabel.count - endLabel.count)
    lines.append(String(repeating: " ", count: labelWidth + 2) + startLabel + String(repeating: " ", count: gap) + endLabel)
    if let now {
      let column = min(Self.width - 1, max(0, Int(((now - start) / step + 1e-9).rounded(.down))))
      lines.append(
        String(repeating: " ", count: labelWidth + 2 + column) + "^ now \(Format.number(now, places: 3)) s on \(clock)")
    }
    return lines
  }
}

extension String {
  /// The string padded with blanks on the right to `width` characters.
  func padding(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}

/// `chart GROUP|ANIM|LAYER`.
extension AnimationCommands {
  static let chart = Command(
    CommandSpec(
      "chart", abstract: "Chart when an animation, a group's children or a layer's animations play, fill and repeat.",
      discussion:
        "A built animation or group is charted on its parent's clock from 0: a group's children run on the group's "
        + "clock, their beginTime counted from the group's start, and whatever runs past the group's end is cut off; "
        + "outside its active span a child shows nothing unless its fillMode fills (backwards: the first frame "
        + "before; forwards: the last frame after). A layer's animations are charted on the layer's clock, with "
        + "the moment now marked (Programming iOS 8, ch. 4). " + AnimationChart.legend + ".",
      parameters: [Parameter("name", .object, "a built animation or group, or a view or layer")],
      examples: ["chart g", "chart v"]),
    .query { state, arguments throws(CommandError) in
      let name = arguments.word("name")
      if let spec = state.built[name] {
        let chart = AnimationChart(
          rows: AnimationChart.rows(for: spec, named: name, members: state.groupMembers[name]),
          clock: spec.kind == "group" ? "the group's parent clock" : "its layer's clock, from when it is added", now: nil)
        return chart.lines()
      }
      guard state.isLayer(name) else {
        throw CommandError(
          "no animation, view or layer named \(Format.echo(name))",
          suggestion: Suggestion.didYouMean(name, in: state.builtOrder + state.layerNames) ?? "make one with 'new basic'")
      }
      let list = state.attached[name] ?? []
      guard !list.isEmpty else { return ["\(name) has no animations"] }
      var rows: [AnimationChart.Row] = []
      var waiting: [String] = []
      for animation in list {
        guard animation.begin != nil else {
          waiting.append("#\(animation.serial)")
          continue
        }
        var timing = animation.placedTiming
        if animation.transactionTiming != nil, timing.timingFunction == nil {
          timing.timingFunction = animation.transactionTiming
        }
        var spec = animation.spec
        spec.timing = timing
        var animationRows = AnimationChart.rows(
          for: spec, named: "#\(animation.serial) \(animation.key ?? "nil")", members: nil)
        for index in animationRows.indices {
          animationRows[index].transactionDuration = animation.transactionDuration
        }
        rows += animationRows
      }
      let chart = AnimationChart(
        rows: rows, clock: "\(name)'s clock", now: state.localTime(of: name, at: state.seconds))
      return (rows.isEmpty ? [] : chart.lines())
        + (waiting.isEmpty ? [] : ["\(waiting.joined(separator: ", ")) start at the redraw moment"])
    })
}
