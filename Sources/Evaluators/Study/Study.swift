import Lessons

/// A shell session with lessons around it.
///
/// The engine, and the study desk that runs the lesson commands in it. The shell reads lines and
/// hands them here; so do the tests.
public struct Study {
  public private(set) var engine: Engine
  public private(set) var desk: StudyDesk

  /// A session over `catalog`.
  ///
  /// The lessons are found below `lessons` and the progress is kept in `progress`; `warnings`
  /// says when the progress file had to be moved aside.
  public init(catalog: Catalog, lessons: String, progress: String = ProgressStore.defaultPath, width: Int = 80) {
    engine = Engine(catalog: catalog)
    desk = StudyDesk(
      library: LessonLibrary(root: lessons, catalog: catalog), store: ProgressStore(path: progress), width: width)
    engine.hostCommands = desk.commandSpecs
    warnings = [desk.loadProgress()].compactMap { $0 }
  }

  /// Process-level warnings from starting the session, for stderr.
  public private(set) var warnings: [String]

  public var prompt: String { engine.prompt }

  public var width: Int {
    get { desk.width }
    set { desk.width = newValue }
  }

  /// On a terminal, `reset` asks before it clears progress, and a command that would replace a
  /// file (`save`, `export svg`) before it does: the same command typed again confirms.
  public var confirms: Bool {
    get { desk.confirmsResets }
    set {
      desk.confirmsResets = newValue
      engine.confirmsOverwrites = newValue
    }
  }

  public mutating func run(
    _ line: String, emit: @escaping (OutputLine) -> Void = { _ in }, interrupted: @escaping () -> Bool = { false }
  ) -> Engine.Report {
    engine.run(line, host: &desk, emit: emit, interrupted: interrupted)
  }

  public func complete(_ text: String) -> Completion { engine.complete(text) }
}
