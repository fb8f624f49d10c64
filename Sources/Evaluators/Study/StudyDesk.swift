import Lessons

/// The study commands of the shell (DESIGN §5).
///
/// `lessons`, `open`, `next`, `prev`, `page`, `play`, `check`, `hint`, `progress` and `reset`.
/// It keeps the open lesson and the page, and the learner's progress in a `ProgressStore`.
///
/// The engine runs it as its `SessionHost`, so these commands share the line syntax, help and
/// completion of every other command, while lesson files stay outside the engine.
public struct StudyDesk: SessionHost {
  public private(set) var library: LessonLibrary
  public private(set) var store: ProgressStore
  /// Columns prose is wrapped to.
  public var width: Int
  /// On a terminal, `reset` first says what it would clear and waits for the same `reset` as
  /// the next line; scripts (plain mode) and tests reset at once.
  public var confirmsResets = false
  private(set) var current: OpenLesson?
  /// A `reset` that asked for confirmation, by its target.
  private var pendingReset: Confirmation?

  struct OpenLesson {
    var id: String
    var lesson: Lesson
    var pages: LessonPages
    var page = 0
  }

  public init(library: LessonLibrary, store: ProgressStore, width: Int) {
    self.library = library
    self.store = store
    self.width = width
  }

  /// The id of the open lesson, if any.
  public var openLesson: String? { current?.id }

  public var commandSpecs: [CommandSpec] {
    let ids = library.entries.map(\.id)
    return [
      CommandSpec("lessons", abstract: "List the lessons by chapter, with the exercises you have done.", examples: ["lessons"]),
      CommandSpec(
        "open", abstract: "Open a lesson in a fresh session and show its first page.",
        discussion: "Every chapter starts afresh, as the lesson's own checks do; your progress is kept.",
        parameters: [Parameter("lesson", .named(ids), "a lesson id from 'lessons', like undo/01")],
        examples: [ids.first.map { "open \($0)" } ?? "open undo/01"]),
      CommandSpec("next", abstract: "Show the next page of the open lesson.", examples: ["next"]),
      CommandSpec("prev", abstract: "Show the previous page of the open lesson.", examples: ["prev"]),
      CommandSpec(
        "page", abstract: "Show the current page again, or page N; prose wraps to the terminal's width now.",
        parameters: [Parameter("number", .integer(1...10_000), "the page to show", optional: true)],
        examples: ["page", "page 1"]),
      CommandSpec(
        "play", abstract: "Run the commands shown on this page, as if you had typed them.", examples: ["play"]),
      CommandSpec(
        "check", abstract: "Check the current exercise against your live objects.",
        discussion: "For each check that fails it prints what was expected and what is there now.",
        examples: ["check"]),
      CommandSpec(
        "hint", abstract: "Reveal the next hint for the current exercise; the solution comes last.", examples: ["hint"]),
      CommandSpec("progress", abstract: "Show the lessons and exercises done, chapter by chapter.", examples: ["progress"]),
      CommandSpec(
        "reset", abstract: "Clear progress: of the open lesson (the default), of one lesson, or all.",
        discussion: "Resetting the open lesson also starts its session afresh. 'reset all' keeps the old record in a .bak file.",
        parameters: [Parameter("target", .named(ids + ["all"]), "a lesson id, or all", optional: true)],
        options: [CommandOption("yes", "clear without asking first (on a terminal, reset asks)")],
        examples: ["reset", "reset all", "reset undo/01 --yes"]),
    ]
  }

  /// Reads the progress file; the warning says when it had to be moved aside.
  public mutating func loadProgress() -> String? { store.load() }

  public mutating func run(_ command: String, _ arguments: Arguments, session: inout Engine) throws(CommandError)
    -> [OutputLine]
  {
    library.load()
    switch command {
    case "lessons": return StudyText.lessons(library, store.progress)
    case "open": return try open(arguments.word("lesson"), session: &session)
    case "next": return try turn(by: 1)
    case "prev": return try turn(by: -1)
    case "page": return try show(page: arguments.optionalInteger("number").map { $0 - 1 })
    case "play": return try play(session: &session)
    case "check": return try check(session: &session)
    case "hint": return try hint()
    case "progress": return StudyText.progress(library, store.progress, file: store.path)
    case "reset": return try reset(arguments.optionalWord("target"), confirmed: arguments.flag("yes"), session: &session)
    default: throw CommandError("unknown study command \(Format.echo(command))")
    }
  }

  // MARK: - Opening and paging

  private mutating func open(_ id: String, session: inout Engine) throws(CommandError) -> [OutputLine] {
    guard let entry = library.entry(id) else {
      let ids = library.entries.map(\.id)
      throw CommandError(
        "no lesson \(Format.echo(id))",
        suggestion: Suggestion.didYouMean(id, in: ids)
          ?? (ids.isEmpty ? "no lessons were found in \(library.root)" : "type 'lessons' to list them"))
    }
    guard let lesson = entry.lesson else {
      let first = entry.problems.first.map { "\($0)" } ?? entry.path
      throw CommandError("\(id) cannot be opened: \(first)", suggestion: "run 'workbench lint \(entry.path)' for every problem")
    }
    session.restart(active: lesson.chapter)
    // A lesson written around Swift: its library is loaded and readied while the learner reads.
    if lesson.source.contains("swift {") || lesson.source.contains("~~~swift") { SwiftHost.prepareInBackground() }
    current = OpenLesson(id: id, lesson: lesson, pages: LessonPages(lesson))
    return [OutputLine("Opened \(id) in a fresh \(lesson.chapter) session.", .note)] + (try show(page: 0))
  }

  private func requireOpen() throws(CommandError) -> OpenLesson {
    guard let current else {
      throw CommandError("no lesson is open", suggestion: "type 'lessons' to list them, then 'open ID'")
    }
    return current
  }

  private mutating func turn(by delta: Int) throws(CommandError) -> [OutputLine] {
    let open = try requireOpen()
    let target = open.page + delta
    guard target >= 0 else {
      throw CommandError("this is the first page", suggestion: "type 'next' to go on, or 'page' to see it again")
    }
    guard target < open.pages.pages.count else {
      throw CommandError("this is the last page of \(open.id)", suggestion: "type 'lessons' to choose another lesson")
    }
    return try show(page: target)
  }

  private mutating func show(page requested: Int?) throws(CommandError) -> [OutputLine] {
    var open = try requireOpen()
    let count = open.pages.pages.count
    let index = requested ?? open.page
    guard index < count else {
      throw CommandError("\(open.id) has \(count) page\(count == 1 ? "" : "s")", suggestion: "use a page from 1 to \(count)")
    }
    open.page = index
    current = open
    var lines = StudyText.page(open, progress: store.progress, width: width)
    if index == count - 1, store.progress.lessons[open.id]?.read != true {
      if let warning = store.update({ $0.lessons[open.id, default: .init()].read = true }) {
        lines.append(OutputLine("warning: " + warning, .error))
      }
    }
    return lines
  }

  private func play(session: inout Engine) throws(CommandError) -> [OutputLine] {
    let open = try requireOpen()
    let transcripts = open.pages.pages[open.page].transcripts
    guard !transcripts.isEmpty else {
      throw CommandError("this page shows no commands to play", suggestion: "type 'next' to go on")
    }
    var lines: [OutputLine] = []
    for turn in transcripts.flatMap(\.turns) {
      lines += Engine.promptedLines(turn.input, after: session.prompt).map { OutputLine($0, .strong) }
      let report = session.run(turn.input)
      lines += report.lines
      if report.outcome == .failed {
        lines.append(OutputLine("Stopped: that line failed, so the rest was not played.", .note))
        break
      }
    }
    return lines
  }

  // MARK: - Exercises

  /// The exercise on the current page, or the last one before it.
  private func currentExercise() throws(CommandError) -> (OpenLesson, Int) {
    let open = try requireOpen()
    guard let index = open.pages.pages[...open.page].last(where: { $0.exercise != nil })?.exercise else {
      throw CommandError(
        "there is no exercise on this page or before it",
        suggestion: open.lesson.exercises.isEmpty ? "this lesson has no exercises" : "type 'next' to reach one")
    }
    return (open, index)
  }

  private mutating func check(session: inout Engine) throws(CommandError) -> [OutputLine] {
    let (open, index) = try currentExercise()
    let exercise = open.lesson.exercises[index]
    let outcomes = exercise.expect.map { PredicateCheck.evaluate($0, in: session) }
    // The saved session keeps the verdict, so a grade can show the learner's own checks.
    session.keepComment(CheckVerdict(exercise: exercise.title, outcomes: outcomes).comment)
    var lines = StudyText.checked(exercise, outcomes)
    guard outcomes.allSatisfy(\.passed) else { return lines }
    if let warning = store.update({ $0.update(exercise.title, of: open.id) { $0.done = true } }) {
      lines.append(OutputLine("warning: " + warning, .error))
    }
    let done = store.progress.done(in: open.lesson, id: open.id)
    let total = open.lesson.exercises.count
    lines.append(
      OutputLine(
        done == total
          ? "Every exercise of \(open.id) is done."
          : "\(done) of \(total) exercises of \(open.id) done; type 'next' to go on.",
        .note))
    return lines
  }

  private mutating func hint() throws(CommandError) -> [OutputLine] {
    let (open, index) = try currentExercise()
    let exercise = open.lesson.exercises[index]
    let seen = store.progress.exercise(exercise.title, of: open.id)
    let tiers = exercise.hints.count
    var lines: [OutputLine]
    let warning: String?
    if seen.hints < tiers {
      let tier = seen.hints + 1
      lines = [OutputLine("Hint \(tier) of \(tiers):", .heading)]
      lines += ProseRenderer(width: width).render(
        exercise.hints[tier - 1].split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      lines.append(
        OutputLine(tier < tiers ? "Type 'hint' again for the next one." : "Type 'hint' again to see the solution.", .note))
      warning = store.update { $0.update(exercise.title, of: open.id) { $0.hints = max($0.hints, tier) } }
    } else if let solution = exercise.solution {
      lines = [OutputLine(seen.solutionShown ? "The solution again:" : "The solution:", .heading)]
      lines += StudyText.transcript(solution)
      lines.append(OutputLine("Type it (or your own version), then 'check'.", .note))
      warning = seen.solutionShown ? nil : store.update { $0.update(exercise.title, of: open.id) { $0.solutionShown = true } }
    } else {
      throw CommandError("this exercise has no more hints")
    }
    if let warning { lines.append(OutputLine("warning: " + warning, .error)) }
    return lines
  }

  // MARK: - Progress

  private mutating func reset(_ target: String?, confirmed: Bool, session: inout Engine) throws(CommandError)
    -> [OutputLine]
  {
    let typed = session.inputHistory.count
    let asked = pendingReset
    pendingReset = nil
    guard let id = target ?? current?.id else {
      throw CommandError("no lesson is open", suggestion: "say which: 'reset undo/01', or 'reset all'")
    }
    guard id == "all" || library.entry(id) != nil else {
      throw CommandError(
        "no lesson \(Format.echo(id))",
        suggestion: Suggestion.didYouMean(id, in: library.entries.map(\.id) + ["all"]) ?? "type 'lessons' to list them")
    }
    // On a terminal, say what would be lost and wait for the same reset as the next line.
    let isConfirmation = asked?.isAnswered(by: id, typed: typed) ?? false
    if confirmsResets, !confirmed, !isConfirmation {
      pendingReset = Confirmation(id, typed: typed)
      let again = "reset" + (target.map { " " + $0 } ?? "")
      return [OutputLine(StudyText.resetWarning(id, store.progress, restarts: id == current?.id), .note)]
        + [OutputLine("Type '\(again)' again to clear it, or anything else to keep it.", .note)]
    }
    return try reset(id, session: &session)
  }

  private mutating func reset(_ target: String, session: inout Engine) throws(CommandError) -> [OutputLine] {
    if target == "all" {
      let warning = store.replace(with: Progress())
      var lines = [OutputLine("Cleared all progress; the old record is kept in \(store.path).bak.")]
      if let warning { lines.append(OutputLine("warning: " + warning, .error)) }
      return lines
    }
    let id = target
    var lines = [OutputLine("Cleared the progress of \(id).")]
    if let warning = store.update({ $0.lessons[id] = nil }) { lines.append(OutputLine("warning: " + warning, .error)) }
    if current?.id == id {
      lines += try open(id, session: &session)
    }
    return lines
  }
}
