/// The views chapter's Auto Layout: the constraints the learner and the format strings made,
/// their names, the ones broken when they were added, and each view's layout properties.
public struct AutoLayoutState: Equatable, Sendable {
  /// In the order they were added: the order the solver meets them in.
  public var constraints: [LayoutConstraint] = []
  public var nextID = 1
  /// Names given with `--name`: a name stands for one constraint or a format string's set.
  public var names: [String: [Int]] = [:]
  /// Required constraints given up when they were added, since they conflicted.
  public var broken: Set<Int> = []
  /// Views whose properties differ from the defaults, by name.
  public var views: [String: ViewLayout] = [:]
  /// Layout guides made with `new guide`, by name, and their order.
  public var guides: [String: LayoutGuide] = [:]
  public var guideOrder: [String] = []
  /// Stack views by name.
  public var stacks: [String: StackView] = [:]
  /// The traits the last layout pass saw: a change sends traitCollectionDidChange down first.
  public var lastTraits: ViewsWorld.Traits?
  /// A `layout --step` is under way: the end of a line does not lay out behind its back.
  public var isSteppingLayout = false

  public init() {}

  /// Whether any constraint is active or a stack view arranges views: without either, layout
  /// is autoresizing's alone.
  public var isInUse: Bool { constraints.contains { $0.isActive } || stacks.values.contains { !$0.arranged.isEmpty } }

  func layout(of view: String) -> ViewLayout { views[view] ?? ViewLayout() }

  func index(of id: Int) -> Int? { constraints.firstIndex { $0.id == id } }

  /// The constraints a name stands for: a name given with `--name`, or `c7`, the name every
  /// constraint has by its number.
  func constraints(named name: String) -> [LayoutConstraint] {
    if let ids = names[name] { return ids.compactMap { id in index(of: id).map { constraints[$0] } } }
    guard name.hasPrefix("c"), let id = Int(name.dropFirst()), let index = index(of: id) else { return [] }
    return [constraints[index]]
  }

  /// A constraint's name in listings: the one it was given alone, or `c7`, with the set it
  /// belongs to.
  func label(of constraint: LayoutConstraint) -> String {
    let set = names.first { $0.value.count > 1 && $0.value.contains(constraint.id) }?.key
    let own = constraint.name ?? "c\(constraint.id)"
    return set.map { "\(own) in \($0)" } ?? own
  }

  /// Whether a name is free for a constraint or a set.
  func isFree(_ name: String) -> Bool {
    names[name] == nil && !(name.hasPrefix("c") && Int(name.dropFirst()) != nil)
  }

  /// Takes constraints away by identity: from the list, the broken set and the names.
  mutating func remove(_ ids: Set<Int>) {
    constraints.removeAll { ids.contains($0.id) }
    broken.subtract(ids)
    for (name, members) in names where members.contains(where: ids.contains) {
      let left = members.filter { !ids.contains($0) }
      names[name] = left.isEmpty ? nil : left
    }
  }

  /// The stack that arranges `view`, if any.
  func stack(arranging view: String) -> String? { stacks.first { $0.value.arranged.contains(view) }?.key }
}
