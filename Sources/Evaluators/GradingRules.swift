/// What a lesson's front matter says about grading: each exercise's weight (`points:`) and who
/// may see its result when (`visibility:`).
///
/// ```yaml
/// points: 2                         # every exercise is worth 2
/// points: {Make it undoable: 3}     # by exercise title; the others are worth 1
/// visibility: after_due_date        # every result; or a map by exercise title
/// ```
public struct GradingRules: Sendable, Equatable {
  /// Gradescope's four visibilities (its documented values).
  public static let visibilities = ["visible", "hidden", "after_due_date", "after_published"]

  /// The weight of every exercise the map does not name.
  public var points: Double = 1
  public var pointsByExercise: [String: Double] = [:]
  /// The visibility of every result the map does not name.
  public var visibility = "visible"
  public var visibilityByExercise: [String: String] = [:]

  public init() {}

  public func points(of exercise: String) -> Double { pointsByExercise[exercise] ?? points }
  public func visibility(of exercise: String) -> String { visibilityByExercise[exercise] ?? visibility }

  /// Reads `points` and `visibility` from the front matter's YAML values; `problem` gets each
  /// value that cannot be used, and the rule keeps its default.
  init(points: Any?, visibility: Any?, problem: (String) -> Void) {
    switch points {
    case nil: break
    case let map as [String: Any]:
      for (title, value) in map {
        if let number = Self.number(value) {
          pointsByExercise[title] = number
        } else {
          problem("points for '\(title)' must be a number of 0 or more, not '\(value)'")
        }
      }
    case let value?:
      if let number = Self.number(value) {
        self.points = number
      } else {
        problem("points must be a number of 0 or more, or a map from exercise title to number, not '\(value)'")
      }
    }
    let choices = Self.visibilities.joined(separator: ", ")
    switch visibility {
    case nil: break
    case let map as [String: Any]:
      for (title, value) in map {
        if let word = value as? String, Self.visibilities.contains(word) {
          visibilityByExercise[title] = word
        } else {
          problem("visibility for '\(title)' must be one of \(choices), not '\(value)'")
        }
      }
    case let value?:
      if let word = value as? String, Self.visibilities.contains(word) {
        self.visibility = word
      } else {
        problem("visibility must be one of \(choices) (or a map from exercise title to one), not '\(value)'")
      }
    }
  }

  /// The titles the maps name, for the linter to match against the exercises.
  var namedExercises: Set<String> { Set(pointsByExercise.keys).union(visibilityByExercise.keys) }

  private static func number(_ value: Any) -> Double? {
    let number: Double? =
      switch value {
      case let value as Int: Double(value)
      case let value as Double: value
      default: nil
      }
    return number.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
  }
}
