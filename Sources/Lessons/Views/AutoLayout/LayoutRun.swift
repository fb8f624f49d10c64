/// `layout --step`: one layout pass as its phases, worked out in advance, a step at a time.
///
/// Programming iOS 8, ch. 1; The Core iOS Developer's Cookbook, ch. 5.
/// updateConstraints goes up the hierarchy (deepest first, the top last); the solver then
/// satisfies the constraints priority level by level, required first; layoutSubviews comes
/// down (the top first) and gives each placed subview its center and bounds.
public struct LayoutRun: Equatable, Sendable {
  /// A view placed when a step is taken: its new center and bounds size.
  struct Placement: Equatable, Sendable {
    var view: String
    var center: Point
    var size: Size
  }

  struct Stage: Equatable, Sendable {
    var note: StepNote
    var placements: [Placement] = []
  }

  var stages: [Stage]
  var next = 0
  var stepping: Bool
  /// The constraints broken in this pass, to keep when it ends.
  var broken: Set<Int>
  /// What the pass prints when it is not stepped: what moved.
  var summary: [String]

  /// The pass for `world` as it is now.
  init(_ world: ViewsWorld, stepping: Bool) {
    self.stepping = stepping
    let system = LayoutSystem(world)
    broken = Set(system.conflicts.map(\.id))
    let solution = system.solution
    var stages: [Stage] = []
    var summary: [String] = []
    // Every view the pass reaches: the placed ones and the views above them.
    var reached: Set<String> = []
    for name in system.placed { reached.formUnion(world.ancestors(of: name).filter { $0 != ViewsWorld.windowName }) }
    let downward = world.descendants(of: ViewsWorld.windowName).filter(reached.contains)
    for name in downward.reversed() {
      let installed = world.autoLayout.constraints.filter { world.owner(of: $0.first.view, $0.second?.view) == name }
      let text =
        installed.isEmpty
        ? "no constraints installed" : "installed: " + installed.map(world.autoLayout.label(of:)).joined(separator: ", ")
      stages.append(
        Stage(
          note: StepNote(
            "updateConstraints \(name): \(text)",
            why: stages.isEmpty ? "the constraints phase goes up the hierarchy, deepest first, the top last" : nil)))
    }
    for level in Self.levels(system) {
      stages.append(Stage(note: Self.solveNote(level, system: system, solution: solution, world: world)))
    }
    for parent in downward {
      var placements: [Placement] = []
      var lines: [String] = []
      for child in world.views[parent]?.subviews ?? [] where system.placed.contains(child) {
        guard let frame = system.frame(of: child, in: solution), let view = world.views[child] else { continue }
        let (size, center) = ViewsWorld.placement(of: frame, anchorPoint: view.anchorPoint)
        placements.append(Placement(view: child, center: center, size: size))
        lines.append("\(child): center \(Format.point(center)), bounds.size \(Format.size(size))")
        var moved = view
        moved.bounds.size = size
        moved.center = center
        if moved.frame != view.frame {
          summary.append("layout: \(child) frame \(Format.rect(view.frame)) -> \(Format.rect(moved.frame))")
        }
      }
      guard !placements.isEmpty else { continue }
      stages.append(
        Stage(
          note: StepNote(
            "layoutSubviews \(parent): " + (lines.count == 1 ? lines[0] : "places \(lines.count) subviews"),
            details: lines.count == 1 ? [] : lines),
          placements: placements))
    }
    if stages.isEmpty { stages.append(Stage(note: StepNote("no view takes part in a constraint: nothing to lay out"))) }
    self.stages = stages
    self.summary = summary.isEmpty ? ["layout: nothing moves"] : summary
  }

  /// The priority levels in use, required first.
  private static func levels(_ system: LayoutSystem) -> [Double] {
    Set(
      system.origins.keys.compactMap { system.solver.constraint($0)?.priority }
        + system.conflicts.compactMap { conflict in
          system.world.autoLayout.index(of: conflict.id).map { system.world.autoLayout.constraints[$0].priority }
        }
    ).sorted(by: >)
  }

  /// One priority level: each of its constraints satisfied, approximated with its error, or
  /// broken.
  private static func solveNote(
    _ level: Double, system: LayoutSystem, solution: [SolverVariable: Double], world: ViewsWorld
  ) -> StepNote {
    var lines: [String] = []
    for (handle, origin) in system.origins.sorted(by: { $0.key < $1.key }) {
      guard let constraint = system.solver.constraint(handle), constraint.priority == level else { continue }
      let error = constraint.error { solution[$0] ?? 0 }
      let status = error < 1e-6 ? "satisfied" : "approximated (error \(Format.number(error)))"
      lines.append("\(status): \(system.describe(origin))")
    }
    for conflict in system.conflicts {
      guard let index = world.autoLayout.index(of: conflict.id), world.autoLayout.constraints[index].priority == level
      else { continue }
      let error = system.solverConstraint(for: world.autoLayout.constraints[index]).error { solution[$0] ?? 0 }
      lines.append("broken (error \(Format.number(error))): \(world.constraintLine(world.autoLayout.constraints[index]))")
    }
    let name = level >= LayoutConstraint.required ? "required (1000)" : "priority \(Format.number(level))"
    return StepNote(
      "solve \(name): \(Format.count(lines.count, "constraint"))",
      why: level >= LayoutConstraint.required
        ? "higher priorities are satisfied first; lower ones only as closely as they can be, level by level" : nil,
      details: lines)
  }

  /// Takes the next stage: places its views; the last one ends the pass.
  mutating func advance(_ state: inout ViewsWorld) -> ProcessStep {
    let stage = stages[next]
    // While the pass is under way, the end of a line must not lay out behind its back.
    if next == 0 { state.autoLayout.isSteppingLayout = true }
    next += 1
    for placement in stage.placements {
      state.views[placement.view]?.bounds.size = placement.size
      state.views[placement.view]?.center = placement.center
    }
    guard next == stages.count else { return .step(stage.note) }
    state.autoLayout.isSteppingLayout = false
    state.autoLayout.broken = broken
    return .finished(stage.note, result: stepping ? [] : summary)
  }
}
