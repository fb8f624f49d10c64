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
}

/// `workbench run FILE`: the shell over a file of commands, as if piped in.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Run the commands in FILE as the shell would, without a prompt.",
    discussion: "Exits 1 when a command failed, 2 when FILE cannot be read.")

  @Argument(help: "A file of shell commands, one line each.") var file: String

  func run() throws {
    guard let text = TextFile.read(file) else {
      Terminal.warn("error: cannot read \(file): \(String(cString: strerror(errno)))")
      throw ExitCode(2)
    }
    let status = Shell(catalog: .fromEnvironment).runPlain(lines: PlainLines(text: text))
    if status != 0 { throw ExitCode(status) }
  }
}

/// `workbench check`: replays the lessons and prints a unified diff for each mismatch.
///
/// The last line is `N passed, N failed`. Exit 0 when everything passed, 1 when something
/// failed, 2 for unusable input (a missing path, a lesson that cannot be parsed).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check", abstract: "Replay lesson transcripts in fresh sessions and compare their output.",
    discussion: "A line '...' in a transcript matches any number of output lines.")

  @Argument(help: "Lesson files or folders (default: Lessons/).") var paths: [String] = []
  @Flag(help: "Also prove each exercise fails before its solution and passes after it.") var solutions = false
  @Flag(help: "Rewrite the expected output of every transcript that differs (review the change first).")
  var bless = false
  @OptionGroup var report: ReportOptions

  func run() throws {
    let checker = Checker(catalog: .fromEnvironment)
    let paths = paths.isEmpty ? ["Lessons/"] : paths
    var result = checker.check(paths, solutions: solutions)
    if bless {
      for (file, turns) in try Checker.bless(result.results) {
        print("blessed \(turns) turn\(turns == 1 ? "" : "s") in \(file)")
      }
      result = checker.check(paths, solutions: solutions)
    }
    for path in result.missing { Terminal.warn("error: no such file or folder: \(path)") }
    try report.emit(report.format.render(Report(check: result)))
    if result.unusable { throw ExitCode(2) }
    if result.failed > 0 { throw ExitCode(1) }
  }
}

/// `--format` and `--output`, shared by the check commands.
struct ReportOptions: ParsableArguments {
  @Option(help: "text, tap, junit, json, gradescope or exercism.") var format: ReportFormat = .text
  @Option(help: "Write the report to this file instead of standard output.") var output: String?

  func emit(_ text: String) throws {
    guard let output else {
      print(text, terminator: "")
      return
    }
    do {
      try TextFile.writeAtomically(text, to: output)
    } catch {
      Terminal.warn("error: cannot write \(output): \(error.reason)")
      throw ExitCode(2)
    }
  }
}

extension ReportFormat: ExpressibleByArgument {}

/// `workbench lint`: every problem in the lesson files as `file:line: message`.
///
/// The last line is `N passed, N failed` over the files. Exit 0 when all pass, 1 when one has a
/// problem, 2 when a path does not exist.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint", abstract: "Check lesson files for mistakes without running them.",
    discussion: "Front matter, blocks, exercises without expect or solution, unknown chapters and commands.")

  @Argument(help: "Lesson files or folders (default: Lessons/).") var paths: [String] = []
  @OptionGroup var report: ReportOptions

  func run() throws {
    let result = Linter(catalog: .fromEnvironment).lint(paths.isEmpty ? ["Lessons/"] : paths)
    for path in result.missing { Terminal.warn("error: no such file or folder: \(path)") }
    if report.format == .text {
      // Text is compiler style: each problem as file:line: message.
      let problems = result.files.flatMap(\.problems).map(\.description)
      try report.emit((problems + ["\(result.passed) passed, \(result.failed) failed"]).joined(separator: "\n") + "\n")
    } else {
      try report.emit(report.format.render(Report(lint: result)))
    }
    if !result.missing.isEmpty { throw ExitCode(2) }
    if result.failed > 0 { throw ExitCode(1) }
  }
}

/// `workbench grade SESSION --lesson FILE`: replays a saved session as the learner left it, then
/// scores each exercise with partial credit and the reason for each miss.
///
/// Exit 0 when every exercise is complete, 1 otherwise, 2 when the session or lesson cannot be read.
struct GradeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade", abstract: "Grade a session saved with 'save FILE' against a lesson's exercises.")

  @Argument(help: "A session saved with 'save FILE'.") var session: String
  @Option(help: "The lesson file whose exercises are graded.") var lesson: String
  @OptionGroup var report: ReportOptions

  func run() throws {
    let catalog = Catalog.fromEnvironment
    guard let text = TextFile.read(session) else {
      Terminal.warn("error: cannot read the session \(session)")
      throw ExitCode(2)
    }
    guard let bytes = TextFile.readBytes(lesson) else {
      Terminal.warn("error: cannot read the lesson \(lesson)")
      throw ExitCode(2)
    }
    let (parsed, problems) = LessonParser(catalog: catalog).parse(bytes: bytes, path: lesson)
    guard let parsed, problems.isEmpty else {
      for problem in problems { Terminal.warn(problem.description) }
      throw ExitCode(2)
    }
    let grade = Grader(catalog: catalog).grade(session: text, sessionPath: session, lesson: parsed)
    var result = Report(title: "workbench grade", cases: grade.exercises)
    if !grade.failedLines.isEmpty { result.notes = ["lines of the session that failed:"] + grade.failedLines }
    if report.format == .text {
      // Every exercise with its share of the point, then the total.
      var lines = result.notes
      for exercise in grade.exercises {
        lines.append((exercise.passed ? "PASS " : "FAIL ") + exercise.name)
        lines += exercise.details.map { "  " + $0 }
      }
      let points = grade.exercises.reduce(0) { $0 + $1.points }
      lines.append("score \(Format.number(points)) of \(grade.exercises.count)")
      lines.append("\(result.passed) passed, \(result.failed) failed")
      try report.emit(lines.joined(separator: "\n") + "\n")
    } else {
      try report.emit(report.format.render(result))
    }
    if result.failed > 0 { throw ExitCode(1) }
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
