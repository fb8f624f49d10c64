/// What a learner has done, lesson by lesson: the exercises passed, the hints revealed, whether
/// the solution was shown, and the lessons read to the end.
///
/// Kept in `.workbench/progress.json` by `ProgressStore`.
public struct Progress: Codable, Sendable, Equatable {
  public static let currentVersion = 1

  public var version = Progress.currentVersion
  /// By lesson id (`undo/01`).
  public var lessons: [String: LessonProgress] = [:]

  public init() {}

  public struct LessonProgress: Codable, Sendable, Equatable {
    /// By exercise title.
    public var exercises: [String: ExerciseProgress] = [:]
    /// The learner paged to the last page.
    public var read = false

    public init() {}

    // Missing keys take their defaults, so a hand-edited file still loads.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      exercises = try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
      read = try container.decodeIfPresent(Bool.self, forKey: .read) ?? false
    }
  }

  public struct ExerciseProgress: Codable, Sendable, Equatable {
    public var done = false
    /// Hint tiers revealed so far.
    public var hints = 0
    public var solutionShown = false

    public init() {}

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      done = try container.decodeIfPresent(Bool.self, forKey: .done) ?? false
      hints = max(0, try container.decodeIfPresent(Int.self, forKey: .hints) ?? 0)
      solutionShown = try container.decodeIfPresent(Bool.self, forKey: .solutionShown) ?? false
    }
  }

  public func exercise(_ title: String, of lesson: String) -> ExerciseProgress {
    lessons[lesson]?.exercises[title] ?? ExerciseProgress()
  }

  public mutating func update(_ title: String, of lesson: String, _ change: (inout ExerciseProgress) -> Void) {
    change(&lessons[lesson, default: LessonProgress()].exercises[title, default: ExerciseProgress()])
  }

  /// Exercises done out of those the lesson has.
  public func done(in lesson: Lesson, id: String) -> Int {
    lesson.exercises.filter { exercise($0.title, of: id).done }.count
  }

  /// A lesson is done when all its exercises are; one without exercises, once read.
  public func isDone(_ lesson: Lesson, id: String) -> Bool {
    lesson.exercises.isEmpty ? lessons[id]?.read == true : done(in: lesson, id: id) == lesson.exercises.count
  }
}
