/// Auto Layout under UIKit's names, for the learner's Swift: a view's anchors, the constraints
/// they make and `NSLayoutConstraint`.
///
/// Every use runs the chapter's own command line: an anchor's `constraint(equalTo:)` is
/// `constrain … --inactive` (a constraint made in code is inactive until activated), `isActive`,
/// `constant` and `priority` are `set NAME.…`, `layoutIfNeeded()` is `layout`. So the
/// constraints, the solver and the frames are the ones the commands reach (Programming iOS 8,
/// ch. 1; the anchors, `isActive` and `NSLayoutConstraint.activate` are Apple's documented UIKit
/// API). A priority is UIKit's UILayoutPriority struct, the interpreter's (`UILayoutPriority(750)`,
/// `.defaultHigh`), and the command's number is its raw value.
extension Views {
  /// A view's anchors by property name, with the attribute each stands for.
  static let swiftAnchors: [String: LayoutAttribute] = [
    "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
    "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
    "centerXAnchor": .centerX, "centerYAnchor": .centerY, "firstBaselineAnchor": .firstBaseline,
    "lastBaselineAnchor": .lastBaseline,
  ]

  /// The Auto Layout properties a view has here.
  static let swiftLayoutProperties =
    ["translatesAutoresizingMaskIntoConstraints", "layoutMarginsGuide", "constraints"] + swiftAnchors.keys.sorted()

  /// The Auto Layout methods a view has here.
  static let swiftLayoutMethods = [
    "layoutIfNeeded", "setNeedsLayout", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
  ]

  /// What a constraint has here.
  static let swiftConstraintMembers = [
    "isActive", "constant", "priority", "multiplier", "firstItem", "secondItem", "firstAnchor", "secondAnchor",
  ]

  /// UILayoutPriority's named values.
  static let swiftPriorities: [String: Double] = [
    "required": LayoutConstraint.required, "defaultHigh": LayoutConstraint.defaultHigh,
    "defaultLow": LayoutConstraint.defaultLow, "fittingSizeLevel": LayoutConstraint.fittingSizeLevel,
  ]

  /// The implicit members `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:…)` and
  /// `priority` take: attributes, relations and priorities.
  static let swiftLayoutMembers: Set<String> = Set(LayoutAttribute.allCases.map(\.rawValue)).union(
    ["notAnAttribute", "equal", "lessThanOrEqual", "greaterThanOrEqual"]
  ).union(swiftPriorities.keys)

  /// The Objective-C era names the books print, with Swift's.
  static let swiftLayoutRenamed: [String: String] = [
    "constraintEqualToAnchor": "constraint(equalTo:)",
    "constraintGreaterThanOrEqualToAnchor": "constraint(greaterThanOrEqualTo:)",
    "constraintLessThanOrEqualToAnchor": "constraint(lessThanOrEqualTo:)",
    "constraintEqualToConstant": "constraint(equalToConstant:)",
    "constraintGreaterThanOrEqualToConstant": "constraint(greaterThanOrEqualToConstant:)",
    "constraintLessThanOrEqualToConstant": "constraint(lessThanOrEqualToConstant:)",
    "activateConstraints": "NSLayoutConstraint.activate(_:)",
    "deactivateConstraints": "NSLayoutConstraint.deactivate(_:)",
    "constraintsWithVisualFormat": "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)",
    "active": "isActive",
  ]

  /// What a name the learner's Swift holds stands for, when it is not a view.
  enum LayoutObject {
    /// `v2.leading`: a view's (or its margins') attribute, as its anchor.
    case anchor(LayoutConstraint.Item)
    /// `v2.layoutMarginsGuide`.
    case marginsGuide(String)
    /// A constraint, by the name listings give it.
    case constraint(String)
  }

  static func layoutObject(_ name: String, in state: State) -> LayoutObject? {
    if let dot = name.lastIndex(of: "."), state.views[String(name[..<dot])] != nil {
      let view = String(name[..<dot])
      let rest = String(name[name.index(after: dot)...])
      if rest == "layoutMarginsGuide" { return .marginsGuide(view) }
      return LayoutAttribute(rawValue: rest).map { .anchor(LayoutConstraint.Item(view, $0)) }
    }
    return state.autoLayout.constraints(named: name).count == 1 ? .constraint(name) : nil
  }

  /// The constraints Swift can name: each by its own name, `--name`'s or `c7`.
  static func swiftConstraints(in state: State) -> [(name: String, type: String)] {
    state.autoLayout.constraints.map { (swiftName(of: $0), "NSLayoutConstraint") }
  }

  static func swiftName(of constraint: LayoutConstraint) -> String { constraint.name ?? "c\(constraint.id)" }

  static func anchor(_ item: LayoutConstraint.Item) -> BridgeValue {
    .object(type: ConstraintSyntax.anchorType(item.attribute), name: "\(item.view).\(item.attribute.rawValue)")
  }

  static func constraintObject(_ name: String) -> BridgeValue { .object(type: "NSLayoutConstraint", name: name) }

  // MARK: - Properties

  /// A view's Auto Layout property, or nil when `property` is none of them.
  static func layoutGet(_ property: String, ofView view: String, in state: State) throws(CommandError) -> BridgeValue? {
    if let attribute = swiftAnchors[property] { return anchor(LayoutConstraint.Item(view, attribute)) }
    switch property {
    case "translatesAutoresizingMaskIntoConstraints": return .bool(state.autoLayout.layout(of: view).translatesAutoresizingMask)
    case "layoutMarginsGuide": return .object(type: "UILayoutGuide", name: "\(view).layoutMarginsGuide")
    case "constraints":
      // The active ones: an inactive constraint is installed nowhere.
      let installed = state.autoLayout.constraints.filter {
        $0.isActive && state.owner(of: $0.first.view, $0.second?.view) == view
      }
      return .array(installed.map { constraintObject(swiftName(of: $0)) })
    default: return nil
    }
  }

  static func layoutGet(_ property: String, of object: LayoutObject, in state: State) throws(CommandError) -> BridgeValue {
    switch object {
    case .anchor(let item):
      throw noMember(property, of: ConstraintSyntax.anchorType(item.attribute), among: anchorMethods(item.attribute))
    case .marginsGuide(let view):
      guard let attribute = swiftAnchors[property], let margin = attribute.withMargin else {
        throw noMember(
          property, of: "UILayoutGuide",
          among: swiftAnchors.keys.filter { $0 != "widthAnchor" && $0 != "heightAnchor" && !$0.contains("Baseline") }.sorted())
      }
      return anchor(LayoutConstraint.Item(view, margin))
    case .constraint(let name):
      guard let constraint = state.autoLayout.constraints(named: name).first else { return .null }
      switch swiftLayoutRenamed[property] ?? property {
      case "isActive":
        if property == "active" { throw renamed(property, of: "NSLayoutConstraint") }
        return .bool(constraint.isActive)
      case "constant": return .double(constraint.constant)
      case "priority": return priorityValue(constraint.priority)
      case "multiplier": return .double(constraint.multiplier)
      case "firstItem": return self.object(constraint.first.view, in: state)
      case "secondItem": return self.object(constraint.second?.view, in: state)
      case "firstAnchor": return anchor(constraint.first)
      case "secondAnchor": return constraint.second.map(anchor) ?? .null
      default: throw noMember(property, of: "NSLayoutConstraint", among: swiftConstraintMembers)
      }
    }
  }

  /// A view's Auto Layout property set, or nil when `property` is none of them.
  static func layoutSet(_ property: String, ofView view: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]?
  {
    guard swiftLayoutProperties.contains(property) else { return nil }
    guard property == "translatesAutoresizingMaskIntoConstraints" else {
      throw CommandError("cannot assign to property: '\(property)' is a get-only property")
    }
    guard case .bool(let flag) = value else { throw mismatch(value, "Bool", property) }
    return try run("set \(view).translatesAutoresizingMask \(flag)", on: &state)
  }

  static func layoutSet(_ property: String, of object: LayoutObject, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    guard case .constraint(let name) = object else {
      let type = if case .anchor(let item) = object { ConstraintSyntax.anchorType(item.attribute) } else { "UILayoutGuide" }
      throw CommandError("cannot assign to property: '\(property)' of a \(type) (an anchor is fixed once made)")
    }
    switch (property, value) {
    case ("isActive", .bool(let flag)): return try run("set \(name).active \(flag)", on: &state)
    case ("constant", _):
      return try run("set \(name).constant \(try number(value, "constant"))", on: &state)
    case ("priority", _): return try run("set \(name).priority \(try priority(value))", on: &state)
    case ("isActive", _): throw mismatch(value, "Bool", property)
    case ("active", _): throw renamed(property, of: "NSLayoutConstraint")
    default:
      guard swiftConstraintMembers.contains(property) else {
        throw noMember(property, of: "NSLayoutConstraint", among: swiftConstraintMembers)
      }
      throw CommandError(
        "cannot assign to property: '\(property)' is a get-only property (a constraint's constant, priority and "
          + "isActive change; the rest is fixed once it is made: Programming iOS 8, ch. 1)")
    }
  }

  /// A number as a command takes it.
  static func number(_ value: BridgeValue, _ what: String) throws(CommandError) -> String {
    guard value.number != nil, let word = value.commandWord else { throw mismatch(value, "CGFloat", what) }
    return word
  }

  /// A priority as a command takes it: a UILayoutPriority (`UILayoutPriority(750)`,
  /// `.defaultHigh`), its raw value a number.
  static func priority(_ value: BridgeValue) throws(CommandError) -> String {
    if case .member(let name) = value, let known = swiftPriorities[name] { return Format.number(known) }
    guard case .structure("UILayoutPriority", let fields) = value, fields.count == 1 else {
      throw mismatch(value, "UILayoutPriority", "priority")
    }
    return try number(fields[0], "priority")
  }

  /// A constraint's priority as Swift reads it: a UILayoutPriority of its raw value.
  static func priorityValue(_ priority: Double) -> BridgeValue { .structure("UILayoutPriority", [.double(priority)]) }

  static func renamed(_ member: String, of type: String) -> CommandError {
    CommandError(
      "'\(type).\(member)' has been renamed to '\(swiftLayoutRenamed[member] ?? member)' (Swift 3 named the frameworks' "
        + "API anew)")
  }

  // MARK: - Calls

  /// The `constraint(…)` methods an anchor of this attribute has.
  static func anchorMethods(_ attribute: LayoutAttribute) -> [String] {
    let related = ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"]
    var methods = related.flatMap { ["constraint(\($0):)", "constraint(\($0):constant:)"] }
    if attribute.kind == .dimension {
      methods += related.flatMap { ["constraint(\($0):multiplier:)", "constraint(\($0):multiplier:constant:)"] }
      methods += ["constraint(equalToConstant:)", "constraint(greaterThanOrEqualToConstant:)"]
      methods += ["constraint(lessThanOrEqualToConstant:)"]
    }
    return methods
  }

  /// A method of a view's for Auto Layout, or nil when `call` is none of them.
  static func layoutMethod(_ call: BridgeCall, on view: String, in state: inout State) throws(CommandError)
    -> BridgeResult?
  {
    func constraints() throws(CommandError) -> [String] {
      let items: [BridgeValue]
      if case .array(let array)? = call.arguments.first { items = array } else { items = call.arguments }
      return try constraintNames(items, call.signature, in: state)
    }
    guard swiftLayoutMethods.contains(call.member) else { return nil }
    _ = try state.view(view)
    switch call.signature {
    case "layoutIfNeeded()":
      // Without an active constraint there is nothing for Auto Layout to place.
      guard state.autoLayout.isInUse else { return BridgeResult(.void) }
      return BridgeResult(.void, notes: try run("layout", on: &state))
    case "setNeedsLayout()":
      return BridgeResult(.void, notes: ["\(view) needs layout: it comes at the end of the turn (or at layoutIfNeeded())"])
    case "addConstraint(_:)", "addConstraints(_:)":
      let names = try constraints()
      for name in names {
        guard let constraint = state.autoLayout.constraints(named: name).first else { continue }
        let items = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
        guard items.allSatisfy({ state.ancestors(of: $0).contains(view) }) else {
          throw CommandError(
            "\(name) cannot be added to \(view): a constraint goes on a common ancestor of its views (UIKit raises; "
              + "Programming iOS 8, ch. 1)", suggestion: "NSLayoutConstraint.activate([\(name)]) finds the view itself")
        }
      }
      return BridgeResult(.void, notes: try activate(names, true, in: &state))
    case "removeConstraint(_:)", "removeConstraints(_:)":
      return BridgeResult(.void, notes: try activate(try constraints(), false, in: &state))
    default: return nil
    }
  }

  /// `set NAME.active` for each constraint, on one line.
  static func activate(_ names: [String], _ on: Bool, in state: inout State) throws(CommandError) -> [String] {
    guard !names.isEmpty else { return [] }
    return try run(names.map { "set \($0).active \(on)" }.joined(separator: "; "), on: &state)
  }

  /// The constraints' names in an array argument of `call`.
  static func constraintNames(_ items: [BridgeValue], _ signature: String, in state: State) throws(CommandError)
    -> [String]
  {
    var names: [String] = []
    for item in items {
      guard case .object("NSLayoutConstraint", let name) = item, !state.autoLayout.constraints(named: name).isEmpty else {
        throw CommandError("\(signature) takes NSLayoutConstraints, not a \(item.typeName)")
      }
      names.append(name)
    }
    return names
  }

  /// A call on an anchor, a margins guide or a constraint.
  static func layoutCall(_ call: BridgeCall, on object: LayoutObject, in state: inout State)
    throws(CommandError) -> BridgeResult
  {
    if let modern = swiftLayoutRenamed[call.member] {
      throw CommandError("'\(call.member)' has been renamed to '\(modern)' (Swift 3 named the frameworks' API anew)")
    }
    guard case .anchor(let item) = object else {
      let type = if case .marginsGuide = object { "UILayoutGuide" } else { "NSLayoutConstraint" }
      throw noMember(
        call.member, of: type, among: type == "UILayoutGuide" ? ["leadingAnchor", "topAnchor", "…"] : swiftConstraintMembers)
    }
    return BridgeResult(try makeConstraint(call, from: item, in: &state))
  }

  /// An anchor's `constraint(equalTo:constant:)` and its kin: the chapter's `constrain`, made
  /// inactive, named after the variable it is bound to when that name is free.
  static func makeConstraint(_ call: BridgeCall, from item: LayoutConstraint.Item, in state: inout State)
    throws(CommandError) -> BridgeValue
  {
    let type = ConstraintSyntax.anchorType(item.attribute)
    guard call.member == "constraint", let first = call.labels.first, anchorMethods(item.attribute).contains(call.signature)
    else {
      guard call.member == "constraint" else { throw noMember(call.member, of: type, among: anchorMethods(item.attribute)) }
      throw CommandError(
        "\(type) has no \(call.signature)"
          + (item.attribute.kind == .dimension ? "" : " (only an NSLayoutDimension takes a multiplier or a constant alone)"),
        suggestion: anchorMethods(item.attribute).joined(separator: ", "))
    }
    let relation =
      first.hasPrefix("equal") ? "==" : first.hasPrefix("greaterThanOrEqual") ? ">=" : "<="
    var words = [word(item, anchor: true), relation]
    if first.hasSuffix("Constant") {
      words.append(try number(call.arguments[0], "constant"))
    } else {
      guard case .object(_, let other) = call.arguments[0], case .anchor(let second)? = layoutObject(other, in: state) else {
        throw CommandError("\(call.signature) relates \(type) to another anchor, not a \(call.arguments[0].typeName)")
      }
      words.append(word(second, anchor: true))
      if let multiplier = call.argument("multiplier") { words += ["*", try number(multiplier, "multiplier")] }
      if let constant = call.argument("constant") { words += ["+", try number(constant, "constant")] }
    }
    return try constrain(words, name: call.name, in: &state)
  }

  /// `v2.leadingAnchor`, as `constrain` reads an anchor; a margin's anchor has no name of its
  /// own there, so it is the attribute (`v2.leadingMargin`).
  static func word(_ item: LayoutConstraint.Item, anchor: Bool) -> String {
    "\(item.view).\(item.attribute.rawValue)" + (anchor && !item.attribute.isMargin ? "Anchor" : "")
  }

  /// Runs `constrain WORDS --inactive`, named `wanted` when that is free; returns the constraint.
  static func constrain(_ words: [String], name wanted: String?, in state: inout State) throws(CommandError)
    -> BridgeValue
  {
    // A name taken (or a view's) leaves the constraint its number, as `constrain` without --name.
    var name: String?
    do { name = try ViewsCommands.constraintName(wanted, in: state) } catch { name = nil }
    var line = (["constrain"] + words + ["--inactive"]).joined(separator: " ")
    if let name { line += " --name \(name)" }
    _ = try run(line, on: &state)
    return constraintObject(name ?? "c\(state.autoLayout.nextID - 1)")
  }

  /// `NSLayoutConstraint.activate(_:)`, `deactivate(_:)` and the long initializer.
  static func layoutStatic(_ type: String, _ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    switch (type, call.signature) {
    case ("NSLayoutConstraint", "activate(_:)"), ("NSLayoutConstraint", "deactivate(_:)"):
      guard case .array(let items) = call.arguments[0] else {
        throw CommandError("\(call.signature) takes an array of NSLayoutConstraints")
      }
      let names = try constraintNames(items, call.signature, in: state)
      return BridgeResult(.void, notes: try activate(names, call.member == "activate", in: &state))
    case ("NSLayoutConstraint", "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"):
      return BridgeResult(try longForm(call, in: &state))
    case ("NSLayoutConstraint", "constraints(withVisualFormat:options:metrics:views:)"):
      throw CommandError(
        "the Workbench reads a visual format with its vfl command, not from Swift", suggestion: "vfl \"H:|-[v1]-|\"")
    default:
      throw noMember(
        call.member, of: type,
        among: ["activate(_:)", "deactivate(_:)", "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"])
    }
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, the
  /// form Programming iOS 8 prints: the same `constrain`, inactive.
  static func longForm(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeValue {
    let a = call.arguments
    func attribute(_ value: BridgeValue) throws(CommandError) -> String {
      guard case .member(let name) = value, name == "notAnAttribute" || LayoutAttribute(rawValue: name) != nil else {
        throw CommandError("attribute: takes an NSLayoutConstraint.Attribute (.leading, .width…), not \(value.typeName)")
      }
      return name
    }
    let relations = ["equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="]
    guard case .object(_, let first) = a[0], state.views[first] != nil else {
      throw CommandError("item: takes a view, not a \(a[0].typeName)")
    }
    guard case .member(let related) = a[2], let relation = relations[related] else {
      throw CommandError("relatedBy: takes .equal, .lessThanOrEqual or .greaterThanOrEqual")
    }
    let firstAttribute = try attribute(a[1])
    let secondAttribute = try attribute(a[4])
    var words = ["\(first).\(firstAttribute)", relation]
    switch (a[3], secondAttribute) {
    case (.null, "notAnAttribute"): words.append(try number(a[6], "constant"))
    case (.object(_, let second), _) where state.views[second] != nil && secondAttribute != "notAnAttribute":
      words += ["\(second).\(secondAttribute)", "*", try number(a[5], "multiplier"), "+", try number(a[6], "constant")]
    default:
      throw CommandError("toItem: nil goes with attribute: .notAnAttribute, and a view with one of its attributes")
    }
    return try constrain(words, name: call.name, in: &state)
  }
}
