import Foundation
import Lessons
import Testing

@testable import Evaluators

/// Shipped exercises judged on their own: an exercise's expect block may not depend on history
/// the exercise does not ask for.
@Suite struct ShippedExerciseTests {
  static func exercise(_ file: String, _ title: String) throws -> Exercise {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Lessons/" + file).path
    let bytes = try #require(TextFile.readBytes(path))
    let lesson = try #require(LessonParser(catalog: .shipped).parse(bytes: bytes, path: path).lesson)
    return try #require(lesson.exercises.first { $0.title == title })
  }

  /// The second exercise of threading/01 passes from a fresh start.
  ///
  /// The lesson's own `load blank` and setup, then the solution: the exercise no longer asks
  /// for the clock the lesson's earlier blocks left.
  @Test func hopBackToMainPassesFromAFreshStart() throws {
    let exercise = try Self.exercise("threading/01-the-main-thread.md", "hop back to main to draw")
    var engine = Engine(catalog: .shipped, active: "threading")
    for line in ["load blank", "new queue draw serial", "new var bitmap 0"] + (exercise.solution?.turns.map(\.input) ?? []) {
      #expect(engine.run(line).outcome == .ok, "\(line)")
    }
    let outcomes = exercise.expect.map { PredicateCheck.evaluate($0, in: engine) }
    #expect(outcomes.allSatisfy { $0.passed }, "\(outcomes.filter { !$0.passed }.map(\.reason))")
  }
}
