/// A change `set` makes to Auto Layout: a view's layout property, or a constraint's part.
///
/// A constraint's constant, priority and activity are the only parts that change after it is
/// made (Programming iOS 8, ch. 1).
public enum LayoutChange: Equatable, Sendable {
  public enum ViewField: Equatable, Sendable {
    case translatesAutoresizingMask(Bool)
    case intrinsic(Size)
    case hugging(LayoutAttribute.Axis, Double)
    case compression(LayoutAttribute.Axis, Double)
    case layoutMargins(EdgeInsets)
    case preservesSuperviewLayoutMargins(Bool)
  }

  public enum ConstraintField: Equatable, Sendable {
    case constant(Double)
    case priority(Double)
    case active(Bool)
  }

  public enum StackField: Equatable, Sendable {
    case axis(LayoutAttribute.Axis)
    case distribution(StackView.Distribution)
    case alignment(StackView.Alignment)
    case spacing(Double)
  }

  case view(String, ViewField)
  case stack(String, StackField)
  /// A constraint or a named set, by name.
  case constraint(String, ConstraintField)

  /// The view properties `set` takes for Auto Layout.
  static let viewProperties = [
    "translatesAutoresizingMask", "translatesAutoresizingMaskIntoConstraints", "intrinsic", "intrinsicContentSize",
    "hugging", "compression", "layoutMargins", "preservesSuperviewLayoutMargins",
  ]

  /// `set VIEW.PROPERTY VALUES` for a layout property.
  static func parse(view name: String, _ property: String, _ values: [String]) throws(CommandError) -> LayoutChange {
    func flag() throws(CommandError) -> Bool {
      guard values.count == 1, values[0] == "true" || values[0] == "false" else {
        throw CommandError("\(property) takes true or false", suggestion: "set \(name).\(property) false")
      }
      return values[0] == "true"
    }
    func axisAndPriority() throws(CommandError) -> (LayoutAttribute.Axis, Double) {
      guard values.count == 2, values[0] == "h" || values[0] == "v", let priority = Double(values[1]) else {
        throw CommandError("\(property) takes an axis (h or v) and a priority", suggestion: "set \(name).\(property) h 750")
      }
      if let problem = LayoutConstraint.priorityProblem(priority) { throw CommandError(problem) }
      return (values[0] == "h" ? .horizontal : .vertical, priority)
    }
    switch property {
    case "translatesAutoresizingMask", "translatesAutoresizingMaskIntoConstraints":
      return .view(name, .translatesAutoresizingMask(try flag()))
    case "intrinsic", "intrinsicContentSize":
      let numbers = try Arguments.numbers(values, usage: "set \(name).intrinsic 100 -1")
      guard numbers.count == 2, numbers.allSatisfy({ $0 >= 0 || $0 == -1 }) else {
        throw CommandError(
          "intrinsic takes a width and a height, each 0 or more, or -1 for no intrinsic metric",
          suggestion: "set \(name).intrinsic 100 -1")
      }
      return .view(name, .intrinsic(Size(width: numbers[0], height: numbers[1])))
    case "hugging":
      let (axis, priority) = try axisAndPriority()
      return .view(name, .hugging(axis, priority))
    case "compression":
      let (axis, priority) = try axisAndPriority()
      return .view(name, .compression(axis, priority))
    case "layoutMargins":
      let numbers = try Arguments.numbers(values, usage: "set \(name).layoutMargins 8 8 8 8")
      guard numbers.count == 4 else {
        throw CommandError("layoutMargins takes top, left, bottom and right", suggestion: "set \(name).layoutMargins 8 8 8 8")
      }
      return .view(name, .layoutMargins(EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])))
    default:
      return .view(name, .preservesSuperviewLayoutMargins(try flag()))
    }
  }

  /// The stack properties `set` takes.
  static let stackProperties = ["axis", "distribution", "alignment", "spacing"]

  /// `set STACK.axis|distribution|alignment|spacing VALUE`.
  static func parse(stack name: String, _ property: String, _ values: [String], in state: ViewsWorld)
    throws(CommandError) -> LayoutChange
  {
    guard values.count == 1, let stack = state.autoLayout.stacks[name] else {
      throw CommandError("\(property) takes one value", suggestion: "set \(name).\(property) …")
    }
    let value = values[0]
    switch property {
    case "axis":
      guard value == "h" || value == "v" else { throw CommandError("axis is h or v", suggestion: "set \(name).axis v") }
      let axis: LayoutAttribute.Axis = value == "h" ? .horizontal : .vertical
      guard stack.alignment.fits(axis == .horizontal ? .horizontal : .vertical) else {
        throw CommandError(
          "alignment \(stack.alignment.rawValue) does not fit a \(axis.rawValue) stack", suggestion: "set \(name).alignment fill")
      }
      return .stack(name, .axis(axis))
    case "distribution":
      guard let distribution = StackView.Distribution(rawValue: value) else {
        throw CommandError(
          "\(Format.echo(value)) is not a distribution",
          suggestion: StackView.Distribution.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return .stack(name, .distribution(distribution))
    case "alignment":
      guard let alignment = StackView.Alignment(rawValue: value) else {
        throw CommandError(
          "\(Format.echo(value)) is not an alignment",
          suggestion: StackView.Alignment.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard alignment.fits(stack.axis) else {
        throw CommandError(
          "a \(stack.axis.rawValue) stack aligns its views across the axis: \(alignment.rawValue) does not fit",
          suggestion: stack.axis == .horizontal
            ? "fill, top, center, bottom, firstBaseline or lastBaseline"
            : "fill, leading, center or trailing")
      }
      return .stack(name, .alignment(alignment))
    default:
      guard let spacing = Arguments.parseNumber(value), spacing >= 0 else {
        throw CommandError("spacing is a number of points, 0 or more", suggestion: "set \(name).spacing 8")
      }
      return .stack(name, .spacing(spacing))
    }
  }

  /// `set NAME.constant C`, `NAME.priority P` or `NAME.active true|false` for a constraint or a
  /// named set, checked against them as they are.
  static func parse(constraint name: String, _ property: String, _ values: [String], in state: ViewsWorld)
    throws(CommandError) -> LayoutChange
  {
    let members = state.autoLayout.constraints(named: name)
    guard values.count == 1 else {
      throw CommandError("\(name).\(property) takes one value", suggestion: "set \(name).constant 20")
    }
    switch property {
    case "constant":
      let value = try Arguments.numbers(values, usage: "set \(name).constant 20")[0]
      return .constraint(name, .constant(value))
    case "priority":
      let value = try Arguments.numbers(values, usage: "set \(name).priority 750")[0]
      if let problem = LayoutConstraint.priorityProblem(value) { throw CommandError(problem) }
      // UIKit raises when a priority crosses between required and optional on an installed constraint.
      if let crossing = members.first(where: { $0.isActive && $0.isRequired != (value >= LayoutConstraint.required) }) {
        throw CommandError(
          "\(state.autoLayout.label(of: crossing)) is installed: its priority cannot change between required and optional "
            + "(UIKit raises)", suggestion: "set \(name).active false, change the priority, then set it active again")
      }
      return .constraint(name, .priority(value))
    case "active", "isActive":
      guard values[0] == "true" || values[0] == "false" else {
        throw CommandError("active takes true or false", suggestion: "set \(name).active false")
      }
      return .constraint(name, .active(values[0] == "true"))
    default:
      throw CommandError(
        "a constraint's constant, priority and active change; the rest is fixed once it is made (Programming iOS 8, ch. 1)",
        suggestion: "remove constraint \(name), then make a new one")
    }
  }

  /// Makes the change and says what it did.
  func apply(to state: inout ViewsWorld) -> StepNote {
    switch self {
    case .view(let name, let field):
      var layout = state.autoLayout.layout(of: name)
      let text: String
      switch field {
      case .translatesAutoresizingMask(let on):
        layout.translatesAutoresizingMask = on
        text =
          "\(name).translatesAutoresizingMaskIntoConstraints = \(on)"
          + (on ? ": its frame and mask become constraints" : ": constraints alone place it")
      case .intrinsic(let size):
        layout.intrinsicOverride = size
        text = "\(name).intrinsicContentSize = (\(Format.number(size.width)), \(Format.number(size.height)))"
      case .hugging(let axis, let priority):
        if axis == .horizontal { layout.hugging.horizontal = priority } else { layout.hugging.vertical = priority }
        text = "\(name) hugs at \(Format.number(priority)) along \(axis.letter)"
      case .compression(let axis, let priority):
        if axis == .horizontal { layout.compression.horizontal = priority } else { layout.compression.vertical = priority }
        text = "\(name) resists compression at \(Format.number(priority)) along \(axis.letter)"
      case .layoutMargins(let insets):
        layout.margins = insets
        text = "\(name).layoutMargins = \(insets.text)"
      case .preservesSuperviewLayoutMargins(let on):
        layout.preservesSuperviewMargins = on
        text = "\(name).preservesSuperviewLayoutMargins = \(on); its margins act as "
      }
      state.autoLayout.views[name] = layout
      // The margins that act depend on the property just set.
      guard case .preservesSuperviewLayoutMargins = field else { return StepNote(text) }
      return StepNote(text + state.effectiveMargins(of: name).text)
    case .stack(let name, let field):
      guard var stack = state.autoLayout.stacks[name] else { return StepNote(name) }
      let text: String
      switch field {
      case .axis(let axis):
        stack.axis = axis
        text = "\(name).axis = \(axis.rawValue)"
      case .distribution(let distribution):
        stack.distribution = distribution
        text = "\(name).distribution = \(distribution.rawValue)"
      case .alignment(let alignment):
        stack.alignment = alignment
        text = "\(name).alignment = \(alignment.rawValue)"
      case .spacing(let spacing):
        stack.spacing = spacing
        text = "\(name).spacing = \(Format.number(spacing))"
      }
      state.autoLayout.stacks[name] = stack
      return StepNote(text + "; the stack makes its constraints again")
    case .constraint(let name, let field):
      var lines: [String] = []
      for member in state.autoLayout.constraints(named: name) {
        guard let index = state.autoLayout.index(of: member.id) else { continue }
        switch field {
        case .constant(let value): state.autoLayout.constraints[index].constant = value
        case .priority(let value): state.autoLayout.constraints[index].priority = value
        case .active(let on):
          state.autoLayout.constraints[index].isActive = on
          if !on { state.autoLayout.broken.remove(member.id) }
        }
        lines.append(state.constraintLine(state.autoLayout.constraints[index]))
      }
      return StepNote(lines.first ?? name, details: Array(lines.dropFirst()))
    }
  }
}
