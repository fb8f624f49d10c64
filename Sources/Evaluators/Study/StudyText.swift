import Lessons

/// Every line the study commands print: lesson lists, pages, check results, progress.
enum StudyText {
  static func lessons(_ library: LessonLibrary, _ progress: Progress) -> [OutputLine] {
    guard !library.entries.isEmpty else {
      return [OutputLine("No lessons were found in \(library.root).")]
    }
    var lines: [OutputLine] = []
    let idWidth = library.entries.map(\.id.count).max() ?? 0
    let titleWidth = min(40, library.entries.map(\.title.count).max() ?? 0)
    for chapter in library.chapters {
      let entries = library.entries.filter { $0.chapter == chapter }
      let done = entries.filter { entry in entry.lesson.map { progress.isDone($0, id: entry.id) } ?? false }.count
      lines.append(OutputLine("\(chapter) (\(done) of \(entries.count) lesson\(entries.count == 1 ? "" : "s") done)", .heading))
      for entry in entries {
        let id = entry.id.padding(idWidth)
        guard let lesson = entry.lesson else {
          let problem = entry.problems.first.map { "\($0)" } ?? entry.path
          lines.append(OutputLine("  \(id)  cannot be opened: \(problem)", .error))
          continue
        }
        let status: String
        if lesson.exercises.isEmpty {
          status = progress.isDone(lesson, id: entry.id) ? "read" : "no exercises"
        } else {
          let count = progress.done(in: lesson, id: entry.id)
          status = "\(count)/\(lesson.exercises.count) exercises" + (count == lesson.exercises.count ? "  done" : "")
        }
        lines.append(OutputLine("  \(id)  \(lesson.title.padding(titleWidth))  \(status)"))
      }
    }
    // Suggest the first lesson not done yet.
    let openable = library.entries.filter { $0.lesson != nil }
    if let next = openable.first(where: { !progress.isDone($0.lesson!, id: $0.id) }) ?? openable.first {
      lines.append(OutputLine("Type 'open \(next.id)' to start a lesson.", .note))
    }
    return lines
  }

  static func progress(_ library: LessonLibrary, _ progress: Progress, file: String) -> [OutputLine] {
    let lessons = library.entries.compactMap { entry in entry.lesson.map { (entry.id, entry.chapter, $0) } }
    guard !lessons.isEmpty else { return [OutputLine("No lessons were found in \(library.root).")] }
    func summary(_ group: [(String, String, Lesson)]) -> String {
      let done = group.filter { progress.isDone($0.2, id: $0.0) }.count
      let exercises = group.map { $0.2.exercises.count }.reduce(0, +)
      let passed = group.map { progress.done(in: $0.2, id: $0.0) }.reduce(0, +)
      return
        "\(done) of \(group.count) lesson\(group.count == 1 ? "" : "s") done, \(passed) of \(exercises) exercise\(exercises == 1 ? "" : "s")"
    }
    let width = max(5, library.chapters.map(\.count).max() ?? 0)
    var lines = library.chapters.map { chapter in
      OutputLine(chapter.padding(width) + "  " + summary(lessons.filter { $0.1 == chapter }))
    }
    lines.append(OutputLine("total".padding(width) + "  " + summary(lessons), .heading))
    let hints = progress.lessons.values.flatMap(\.exercises.values).map(\.hints).reduce(0, +)
    lines.append(OutputLine("\(hints) hint\(hints == 1 ? "" : "s") revealed. Progress is saved in \(file).", .note))
    return lines
  }

  static func page(_ open: StudyDesk.OpenLesson, progress: Progress, width: Int) -> [OutputLine] {
    let pages = open.pages.pages
    let page = pages[open.page]
    var lines = [OutputLine("\(open.lesson.title) · \(open.id) · page \(open.page + 1) of \(pages.count)", .heading)]
    if open.page == 0, !open.lesson.source.isEmpty {
      lines.append(OutputLine("After \(open.lesson.source).", .note))
    }
    if let index = page.exercise {
      let exercise = open.lesson.exercises[index]
      let done = progress.exercise(exercise.title, of: open.id).done
      lines.append(OutputLine(""))
      lines.append(
        OutputLine(
          "Exercise \(index + 1) of \(open.lesson.exercises.count): \(exercise.title)" + (done ? " (done)" : ""), .strong))
    }
    let renderer = ProseRenderer(width: width)
    for item in page.items {
      lines.append(OutputLine(""))
      switch item {
      case .prose(let markdown): lines += renderer.render(markdown)
      case .transcript(let transcript): lines += self.transcript(transcript)
      }
    }
    lines.append(OutputLine(""))
    lines.append(OutputLine(footer(open, page: page, pageCount: pages.count, progress: progress), .note))
    return lines
  }

  private static func footer(_ open: StudyDesk.OpenLesson, page: LessonPages.Page, pageCount: Int, progress: Progress)
    -> String
  {
    var parts: [String] = []
    if let index = page.exercise {
      let hints = open.lesson.exercises[index].hints.count
      parts.append(
        "Solve it here, then type 'check'; 'hint' helps"
          + (hints > 0 ? " (\(hints) hint\(hints == 1 ? "" : "s"), then the solution)." : " (it shows the solution)."))
    } else if !page.transcripts.isEmpty {
      parts.append("Type these commands yourself, or 'play' to run them.")
    }
    if open.page == pageCount - 1 {
      let total = open.lesson.exercises.count
      let done = progress.done(in: open.lesson, id: open.id)
      parts.append(
        "This is the last page" + (total > 0 ? " (\(done) of \(total) exercises done)" : "")
          + "; 'lessons' lists the others.")
    } else {
      parts.append("'next' goes on.")
    }
    return parts.joined(separator: " ")
  }

  /// A transcript as a page shows it: indented, each input after its prompt.
  static func transcript(_ transcript: Transcript) -> [OutputLine] {
    transcript.turns.flatMap { turn in
      Engine.promptedLines(turn.input, after: turn.prompt).map { OutputLine("  " + $0, .strong) }
        + turn.output.map { OutputLine("  " + $0) }
    }
  }

  static func checked(_ exercise: Exercise, _ outcomes: [PredicateCheck.Outcome]) -> [OutputLine] {
    let held = outcomes.filter(\.passed).count
    var lines = [
      OutputLine(
        "Exercise '\(exercise.title)': passed \(held) of \(outcomes.count) check\(outcomes.count == 1 ? "" : "s").",
        held == outcomes.count ? .heading : .error)
    ]
    for (predicate, outcome) in zip(exercise.expect, outcomes) {
      // A predicate with a message says what is wrong without giving the answer away.
      if outcome.passed {
        lines.append(OutputLine("  ok    \(predicate.message ?? predicate.description)"))
      } else if let message = predicate.message {
        lines.append(OutputLine("  fail  \(message)", .error))
        lines.append(OutputLine("          actual    \(predicate.path) is \(outcome.actual)"))
      } else {
        lines.append(OutputLine("  fail  \(predicate)", .error))
        lines.append(OutputLine("          expected  \(outcome.expected)"))
        lines.append(OutputLine("          actual    \(outcome.actual)"))
      }
    }
    if held < outcomes.count {
      lines.append(OutputLine("Not yet: change your objects and 'check' again, or type 'hint'.", .note))
    }
    return lines
  }

  /// What `reset` would clear, for the learner to confirm.
  ///
  /// `reset undo/01 clears 2 exercises done, 3 hints seen and 1 solution shown, and starts its
  /// session afresh.`
  static func resetWarning(_ id: String, _ progress: Progress, restarts: Bool) -> String {
    let records = id == "all" ? Array(progress.lessons.values) : [progress.lessons[id] ?? Progress.LessonProgress()]
    let exercises = records.flatMap(\.exercises.values)
    var parts = [
      Format.count(exercises.filter(\.done).count, "exercise") + " done",
      Format.count(exercises.reduce(0) { $0 + $1.hints }, "hint") + " seen",
      Format.count(exercises.filter(\.solutionShown).count, "solution") + " shown",
    ]
    if id == "all" { parts.insert(Format.count(records.count, "lesson") + " with progress", at: 0) }
    let what = parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    return "reset \(id) clears \(what)" + (restarts ? ", and starts its session afresh." : ".")
      + (id == "all" ? " The old record is kept in a .bak file." : "")
  }
}

extension String {
  /// The text padded with spaces to `width` characters (never cut).
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
