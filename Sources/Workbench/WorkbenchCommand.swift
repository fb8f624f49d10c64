import ArgumentParser
import Evaluators
import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// `workbench` with no arguments opens the shell; the subcommands serve scripts, CI and teachers.
struct WorkbenchCommand: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "workbench",
    abstract:
      "Learn the machinery of classic iOS books in a terminal: views, animation, validators, networking, threading, undo.",
    discussion: "With no subcommand, opens the interactive shell (plain line mode when stdin is not a terminal).",
    version: version,
    subcommands: [RunCommand.self, CheckCommand.self, LintCommand.self, GradeCommand.self, LessonsCommand.self]
  )

  func run() throws {
    let status = Shell(catalog: .fromEnvironment).run()
    if status != 0 { throw ExitCode(status) }
  }

  /// Parses the command line and runs it, with one rule for every exit status: 0 when all
  /// passed, 1 when something failed, 2 for unusable input, usage errors included (which
  /// ArgumentParser would end with 64).
  ///
  /// With no arguments there is nothing to parse: the shell starts straight away, as the parsed
  /// command would start it, without ArgumentParser building the command tree (its reflection
  /// over every subcommand's properties is resident memory the shell's prompt never uses, and
  /// start-up time: each type it reflects on is looked up in every loaded library's conformance
  /// records). `run FILE` is as plain, and as common in scripts, so it starts straight away too;
  /// any other arguments are parsed.
  static func runAsMain() {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.isEmpty {
      Glibc.exit(Shell(catalog: .fromEnvironment).run())
    }
    if arguments.count == 2, arguments.first == "run", let file = arguments.last, !file.hasPrefix("-") {
      Glibc.exit(RunCommand.run(file: file))
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      guard code == .validationFailure else { exit(withError: error) }
      Terminal.warn(fullMessage(for: error))
      Glibc.exit(2)
    }
  }
}

/// `workbench run FILE`: the shell over a file of commands, as if piped in.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Run the commands in FILE as the shell would, without a prompt.",
    discussion: "Exits 1 when a command failed, 2 when FILE cannot be read.")

  @Argument(help: "A file of shell commands, one line each.") var file: String

  func run() throws {
    let status = Self.run(file: file)
    if status != 0 { throw ExitCode(status) }
  }

  /// Runs the commands in `file`; the exit status.
  static func run(file: String) -> Int32 {
    guard let text = TextFile.read(file) else {
      Terminal.warn("error: cannot read \(file): \(String(cString: strerror(errno)))")
      return 2
    }
    return Shell(catalog: .fromEnvironment).runPlain(lines: PlainLines(text: text))
  }
}

/// `workbench check`: replays the lessons and prints a unified diff for each mismatch.
///
/// The last line is `N passed, N failed`. Exit 0 when everything passed, 1 when something
/// failed, 2 for unusable input (a missing path, a folder without lessons, a lesson that cannot
/// be parsed).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check", abstract: "Replay lesson transcripts in fresh sessions and compare their output.",
    discussion: """
      A line '...' in a transcript matches any number of output lines. With --solutions, each exercise must \
      fail before its solution and pass after it, and the session a learner would save from the lesson's \
      transcripts and solutions must grade at full marks.
      """)

  @Argument(help: "Lesson files or folders (default: Lessons/).") var paths: [String] = []
  @Flag(help: "Also prove each exercise fails before its solution and passes after it, and the lesson gradable.")
  var solutions = false
  @Flag(help: "Rewrite the expected output of every transcript that differs (review the change first).")
  var bless = false
  @OptionGroup var report: ReportOptions

  func run() throws {
    let checker = Checker(catalog: .fromEnvironment)
    let paths = paths.isEmpty ? ["Lessons/"] : paths
    // Blessing needs to know which solutions pass their exercises.
    var result = checker.check(paths, solutions: solutions || bless)
    if bless {
      let blessing = try Checker.bless(result.results)
      for (file, turns) in blessing.blessed {
        print("blessed \(turns) turn\(turns == 1 ? "" : "s") in \(file)")
      }
      for refusal in blessing.refused { Terminal.warn("not blessed: " + refusal) }
      result = checker.check(paths, solutions: solutions)
    }
    try report.emit(Report(check: result))
  }
}

/// `--format` and `--output`, shared by the check commands, and the one exit rule.
struct ReportOptions: ParsableArguments {
  @Option(help: "text, tap, junit, json, gradescope, exercism or github.") var format: ReportFormat = .text
  @Option(help: "Write the report to this file instead of standard output.") var output: String?

  /// Writes the report, repeats its errors on stderr when they are not on the terminal already,
  /// and ends with its exit status: 0 passed, 1 failed, 2 unusable input.
  func emit(_ report: Report, text: String? = nil) throws {
    let rendered = text ?? format.render(report)
    if output != nil || format != .text {
      for error in report.errors { Terminal.warn("error: " + error) }
    }
    if let output {
      do {
        try TextFile.writeAtomically(rendered, to: output)
      } catch {
        Terminal.warn("error: cannot write \(output): \(error.reason)")
        throw ExitCode(2)
      }
    } else {
      print(rendered, terminator: "")
    }
    if report.exitCode != 0 { throw ExitCode(report.exitCode) }
  }
}

extension ReportFormat: ExpressibleByArgument {}

/// `workbench lint`: every problem in the lesson files as `file:line: message`.
///
/// The last line is `N passed, N failed` over the files. Exit 0 when all pass, 1 when one has a
/// problem, 2 when a path names no lesson or a file cannot be read as one (not UTF-8, bad YAML).
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint", abstract: "Check lesson files for mistakes without running them.",
    discussion:
      "Front matter, fences, blocks, predicates, exercises without expect or solution, duplicate titles, unknown chapters and commands."
  )

  @Argument(help: "Lesson files or folders (default: Lessons/).") var paths: [String] = []
  @OptionGroup var report: ReportOptions

  func run() throws {
    let result = Linter(catalog: .fromEnvironment).lint(paths.isEmpty ? ["Lessons/"] : paths)
    let summary = Report(lint: result)
    guard report.format == .text else { return try report.emit(summary) }
    // Text is compiler style: each problem as file:line: message.
    let problems = result.files.flatMap(\.problems).map(\.description)
    let lines = result.pathErrors.map { "error: " + $0 } + problems + ["\(result.passed) passed, \(result.failed) failed"]
    try report.emit(summary, text: lines.joined(separator: "\n") + "\n")
  }
}

/// `workbench grade SESSION --lesson FILE`: grades each exercise at the moment the learner met
/// it, with partial credit, the reason for each miss and the learner's own checks.
///
/// The report is always written in the format asked for, also when the session or the lesson
/// cannot be used: it then says why. Exit 0 when every exercise is met, 1 otherwise, 2 when the
/// input cannot be used.
struct GradeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade", abstract: "Grade a session saved with 'save FILE' against a lesson's exercises.",
    discussion: """
      The session is replayed line by line; each exercise, in lesson order, is credited at the first line \
      where all its checks hold, or earns the best share of them that held together.
      """)

  @Argument(help: "A session saved with 'save FILE'.") var session: String
  @Option(help: "The lesson file whose exercises are graded.") var lesson: String
  @Option(help: "The learner's .workbench/progress.json, to show the hints and solutions they used.")
  var progress: String?
  @OptionGroup var report: ReportOptions

  func run() throws {
    let catalog = Catalog.fromEnvironment
    switch GradeInput.read(session: session, lesson: lesson, progress: progress, catalog: catalog) {
    case .failure(let unusable):
      try report.emit(Report(ungradable: unusable.reasons))
    case .success(let input):
      let grade = Grader(catalog: catalog).grade(
        session: input.session, sessionPath: session, lesson: input.lesson, progress: input.progress)
      var result = Report(grade: grade)
      if let problem = input.progressProblem {
        result.notes.append(Report.Note(problem + "; the help the learner used is not shown", file: progress))
      }
      try report.emit(result)
    }
  }
}

/// `workbench lessons`: the lessons by chapter with the progress kept in this folder, as the
/// shell's `lessons` prints them.
struct LessonsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lessons", abstract: "List the lessons by chapter, with your progress in this folder.",
    discussion: "Lessons are read from $WORKBENCH_LESSONS, else ./Lessons, else the checkout's Lessons folder.")

  @Option(help: "The folder of lessons to list.") var folder: String?

  func run() throws {
    let root = folder ?? LessonsFolder.resolve()
    guard LessonsFolder.isFolder(root) else {
      Terminal.warn("error: no such folder: \(root)")
      throw ExitCode(2)
    }
    var study = Study(catalog: .fromEnvironment, lessons: root)
    for warning in study.warnings { Terminal.warn("warning: " + warning) }
    let terminal = Terminal(interactive: true)
    _ = study.run("lessons", emit: terminal.write)
    terminal.flush()
  }
}

extension Catalog {
  /// The shipped chapters; with `WORKBENCH_TESTBED=1`, also the engine's test chapter.
  static var fromEnvironment: Catalog {
    getenv("WORKBENCH_TESTBED").map { String(cString: $0) } == "1" ? .withTestbed : .shipped
  }
}
