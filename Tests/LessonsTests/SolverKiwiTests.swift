import Foundation
import Testing

@testable import Lessons

/// The solver against kiwisolver 1.4.9 on 300 seeded random systems of 6 to 11 variables and 10
/// to 29 constraints (kiwisolver from the consumers venv that `scripts/consumers` makes).
///
/// Which required constraints each refuses must agree, and so must the value of every variable
/// the solver finds unique (not ambiguous), within 1e-6, after the edits and again after
/// removals. Priorities are only 1000, 750 and 250 (kiwi's required, strong and weak), far
/// enough apart for kiwi's weighted sum to choose as the levels do.
@Suite struct SolverKiwiTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let python = root.appendingPathComponent(".build/consumers-venv/bin/python").path
  static let script = root.appendingPathComponent("Benchmarks/peers/layout.py").path

  struct Outcome: Codable {
    var accepted: [Bool]
    var values: [String: Double]
    var afterRemovals: [String: Double]
  }

  /// Our side of one system, with the variables found unique before and after the removals.
  static func solve(_ system: SolverSystem) -> (outcome: Outcome, unique: Set<String>, uniqueAfter: Set<String>) {
    var solver = ConstraintSolver()
    var handles: [ConstraintSolver.Handle?] = []
    for constraint in system.constraints { handles.append(try? solver.add(constraint.solverConstraint)) }
    for edit in system.edits {
      solver.addEditVariable(SolverVariable(edit.variable), priority: edit.priority)
      for value in edit.values {
        solver.suggestValue(value, for: SolverVariable(edit.variable))
        solver.resolve()
      }
    }
    let read = { (solver: ConstraintSolver) -> ([String: Double], Set<String>) in
      let values = Dictionary(uniqueKeysWithValues: system.variables.map { ($0, solver.value(of: SolverVariable($0))) })
      return (values, Set(system.variables.filter { !solver.hasAmbiguousLayout(SolverVariable($0)) }))
    }
    let (values, unique) = read(solver)
    for index in system.removals { if let handle = handles[index] { solver.remove(handle) } }
    solver.resolve()
    let (after, uniqueAfter) = read(solver)
    return (Outcome(accepted: handles.map { $0 != nil }, values: values, afterRemovals: after), unique, uniqueAfter)
  }

  /// kiwisolver's side: the systems as JSON through `Benchmarks/peers/layout.py solve`.
  static func kiwi(_ systems: [SolverSystem]) throws -> [Outcome] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-kiwi-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("systems.json")
    let output = folder.appendingPathComponent("results.json")
    try JSONEncoder().encode(systems).write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, "solve", input.path, output.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "layout.py solve failed")
    return try JSONDecoder().decode([Outcome].self, from: Data(contentsOf: output))
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }

  @Test func randomSystemsAgreeWithKiwisolver() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.python), "scripts/consumers makes the venv")
    let systems = (1...300).map { SolverWorkload.randomSystem(seed: UInt64($0), variables: 6 + $0 % 6, count: 10 + $0 % 20) }
    let theirs = try Self.kiwi(systems)
    try #require(theirs.count == systems.count)
    var compared = 0
    var total = 0
    var refused = 0
    for (index, system) in systems.enumerated() {
      let (ours, unique, uniqueAfter) = Self.solve(system)
      let kiwi = theirs[index]
      #expect(ours.accepted == kiwi.accepted, "system \(index + 1): which required constraints are refused")
      refused += ours.accepted.filter { !$0 }.count
      guard ours.accepted == kiwi.accepted else { continue }
      for (name, value) in ours.values where unique.contains(name) {
        #expect(
          Self.close(value, kiwi.values[name] ?? .nan),
          "system \(index + 1), \(name): \(value) vs kiwi's \(kiwi.values[name] ?? .nan)")
        compared += 1
      }
      for (name, value) in ours.afterRemovals where uniqueAfter.contains(name) {
        #expect(
          Self.close(value, kiwi.afterRemovals[name] ?? .nan),
          "system \(index + 1) after removals, \(name): \(value) vs kiwi's \(kiwi.afterRemovals[name] ?? .nan)")
        compared += 1
      }
      total += ours.values.count + ours.afterRemovals.count
    }
    // Not vacuous: most values are compared, and conflicts happen.
    #expect(compared * 2 > total, "compared \(compared) of \(total) values")
    #expect(refused > 10, "\(refused) required constraints refused")
  }
}
