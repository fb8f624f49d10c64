extension VisualFormat {
  /// Turns a read format string into constraints: the spaces, the sizes, then the alignments.
  struct Builder {
    typealias Item = LayoutConstraint.Item

    let format: VisualFormat
    let parsed: ParsedFormat
    let superview: (String) -> String?

    private var vertical: Bool { parsed.isVertical }
    private var direction: Option {
      if format.options.contains(.directionRightToLeft) { return .directionRightToLeft }
      if format.options.contains(.directionLeftToRight) { return .directionLeftToRight }
      return .directionLeadingToTrailing
    }

    func build() throws(ParseError) -> [Made] {
      try checkOptions()
      for view in parsed.views where superview(view.name) == nil {
        throw ParseError(reason: "\(view.name) is not a view", column: view.column)
      }
      var made: [Made] = []
      let first = parsed.views[0]
      if let connection = parsed.leading {
        let parent = try superviewName(of: first.name, pipe: parsed.pipeColumns.leading ?? 1)
        made += try space(connection, from: Item(parent, start), to: Item(first.name, start), edgeIsParent: true)
      }
      made += try sizes(of: first)
      for (offset, connection) in parsed.between.enumerated() {
        let before = parsed.views[offset]
        let after = parsed.views[offset + 1]
        made += try space(connection, from: Item(before.name, end), to: Item(after.name, start), edgeIsParent: false)
        made += try sizes(of: after)
      }
      if let connection = parsed.trailing, let last = parsed.views.last {
        let parent = try superviewName(of: last.name, pipe: parsed.pipeColumns.trailing ?? format.format.count)
        made += try space(connection, from: Item(last.name, end), to: Item(parent, end), edgeIsParent: true)
      }
      made += alignments()
      return made
    }

    /// The edge a view's space before it starts from (leading or top) and the one after it.
    private var start: LayoutAttribute { vertical ? .top : .leading }
    private var end: LayoutAttribute { vertical ? .bottom : .trailing }
    private var size: LayoutAttribute { vertical ? .height : .width }

    private func checkOptions() throws(ParseError) {
      let alignments = format.options.compactMap(\.alignment)
      for attribute in alignments where attribute.axis == (vertical ? .vertical : .horizontal) {
        throw ParseError(
          reason: "the option to align on \(attribute.rawValue) lies along the format's own axis; a "
            + (vertical ? "V: format aligns views on a horizontal edge or center" : "H: format aligns on a vertical one"),
          column: 1)
      }
      let directions = format.options.filter { $0.alignment == nil }
      if directions.count > 1 { throw ParseError(reason: "give one direction option at most", column: 1) }
    }

    private func superviewName(of view: String, pipe: Int) throws(ParseError) -> String {
      guard let parent = superview(view), !parent.isEmpty else {
        throw ParseError(reason: "| stands for \(view)'s superview, and \(view) has none", column: pipe)
      }
      return parent
    }

    /// The space `connection` says between `before`'s edge and `after`'s.
    ///
    /// The later item is the constraint's first (`b.leading == a.trailing + 8`), except that
    /// the closing `|` comes first (`superview.trailing == a.trailing + 8`), as UIKit writes them.
    private func space(
      _ connection: ParsedFormat.Connection, from before: Item, to after: Item, edgeIsParent: Bool
    ) throws(ParseError) -> [Made] {
      switch connection {
      case .flush:
        return [oriented(first: after, second: before, relation: .equal, constant: 0, priority: LayoutConstraint.required)]
      case .standard:
        guard edgeIsParent else {
          return [
            oriented(
              first: after, second: before, relation: .equal, constant: VisualFormat.standardSpace,
              priority: LayoutConstraint.required)
          ]
        }
        // A bare hyphen at a pipe pins to the superview's margin (iOS 8).
        let parentIsBefore = superview(after.view) == before.view
        let marginBefore = parentIsBefore ? Item(before.view, before.attribute.withMargin ?? before.attribute) : before
        let marginAfter = parentIsBefore ? after : Item(after.view, after.attribute.withMargin ?? after.attribute)
        return [
          oriented(first: marginAfter, second: marginBefore, relation: .equal, constant: 0, priority: LayoutConstraint.required)
        ]
      case .predicates(let predicates):
        var made: [Made] = []
        for predicate in predicates {
          guard case let (constant?, priority) = try values(of: predicate, allowingView: false) else { continue }
          made.append(
            oriented(first: after, second: before, relation: predicate.relation, constant: constant, priority: priority))
        }
        return made
      }
    }

    /// A view's size predicates: `[a(>=50)]` is `a.width >= 50`; `[a(==b)]` is `a.width == b.width`.
    private func sizes(of view: ParsedFormat.View) throws(ParseError) -> [Made] {
      var made: [Made] = []
      for predicate in view.predicates {
        let (constant, priority) = try values(of: predicate, allowingView: true)
        if let constant {
          made.append(
            Made(
              first: Item(view.name, size), relation: predicate.relation, second: nil, constant: constant, priority: priority))
        } else if case .name(let other) = predicate.object {
          made.append(
            Made(
              first: Item(view.name, size), relation: predicate.relation, second: Item(other, size), constant: 0,
              priority: priority))
        }
      }
      return made
    }

    /// A predicate's constant (nil when its object is a view) and priority.
    private func values(
      of predicate: ParsedFormat.Predicate, allowingView: Bool
    ) throws(ParseError) -> (Double?, Double) {
      var priority = LayoutConstraint.required
      if let given = predicate.priority {
        switch given {
        case .number(let value): priority = value
        case .name(let name):
          guard let value = format.metrics[name] else {
            throw ParseError(reason: "\(name) is not a metric", column: predicate.column)
          }
          priority = value
        }
        if let problem = LayoutConstraint.priorityProblem(priority) {
          throw ParseError(reason: problem, column: predicate.column)
        }
      }
      switch predicate.object {
      case .number(let value): return (value, priority)
      case .name(let name):
        if let value = format.metrics[name] { return (value, priority) }
        guard allowingView, superview(name) != nil else {
          throw ParseError(
            reason: allowingView ? "\(name) is neither a metric nor a view" : "\(name) is not a metric",
            column: predicate.column)
        }
        return (nil, priority)
      }
    }

    /// A space as the direction option writes it: leading and trailing, left and right, or
    /// right to left (the items swap, so the constant stays the space).
    private func oriented(
      first: Item, second: Item, relation: LayoutConstraint.Relation, constant: Double, priority: Double
    ) -> Made {
      guard !vertical, direction != .directionLeadingToTrailing else {
        return Made(first: first, relation: relation, second: second, constant: constant, priority: priority)
      }
      let rightToLeft = direction == .directionRightToLeft
      func map(_ item: Item) -> Item {
        let base = item.attribute.marginless
        let margin = item.attribute.isMargin
        var attribute = item.attribute
        if base == .leading { attribute = rightToLeft ? .right : .left }
        if base == .trailing { attribute = rightToLeft ? .left : .right }
        return Item(item.view, margin ? (attribute.withMargin ?? attribute) : attribute)
      }
      return rightToLeft
        ? Made(first: map(second), relation: relation, second: map(first), constant: constant, priority: priority)
        : Made(first: map(first), relation: relation, second: map(second), constant: constant, priority: priority)
    }

    /// The alignment options: each view after the first aligned with the one before it.
    private func alignments() -> [Made] {
      var made: [Made] = []
      for option in Option.allCases where format.options.contains(option) {
        guard let attribute = option.alignment else { continue }
        for (before, after) in zip(parsed.views, parsed.views.dropFirst()) {
          made.append(
            Made(
              first: Item(after.name, attribute), relation: .equal, second: Item(before.name, attribute), constant: 0,
              priority: LayoutConstraint.required))
        }
      }
      return made
    }
  }
}
