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

/// Lesson commands arrive with the lessons issue; until then they say so and exit 2.
protocol NotYetCommand: ParsableCommand {}

extension NotYetCommand {
  func run() throws {
    Terminal.warn(
      "workbench \(Self.configuration.commandName ?? ""): not available yet: lesson files and their checks arrive with the lessons work"
    )
    throw ExitCode(2)
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

  func run() throws {
    let checker = Checker(catalog: .fromEnvironment)
    let paths = paths.isEmpty ? ["Lessons/"] : paths
    var report = checker.check(paths, solutions: solutions)
    if bless {
      for (file, turns) in try Checker.bless(report.results) {
        print("blessed \(turns) turn\(turns == 1 ? "" : "s") in \(file)")
      }
      report = checker.check(paths, solutions: solutions)
    }
    for path in report.missing { Terminal.warn("error: no such file or folder: \(path)") }
    for problem in report.problems { print(problem) }
    for result in report.results where !result.passed {
      print("FAIL \(result.file):\(result.line): \(result.name)")
      for line in result.details { print("  " + line) }
    }
    print("\(report.passed) passed, \(report.failed) failed")
    if report.unusable { throw ExitCode(2) }
    if report.failed > 0 { throw ExitCode(1) }
  }
}

/// `workbench lint`: every problem in the lesson files as `file:line: message`.
///
/// The last line is `N passed, N failed` over the files. Exit 0 when all pass, 1 when one has a
/// problem, 2 when a path does not exist.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint", abstract: "Check lesson files for mistakes without running them.",
    discussion: "Front matter, blocks, exercises without expect or solution, unknown chapters and commands.")

  @Argument(help: "Lesson files or folders (default: Lessons/).") var paths: [String] = []

  func run() throws {
    let report = Linter(catalog: .fromEnvironment).lint(paths.isEmpty ? ["Lessons/"] : paths)
    for path in report.missing { Terminal.warn("error: no such file or folder: \(path)") }
    for file in report.files {
      for problem in file.problems { print(problem) }
    }
    print("\(report.passed) passed, \(report.failed) failed")
    if !report.missing.isEmpty { throw ExitCode(2) }
    if report.failed > 0 { throw ExitCode(1) }
  }
}

struct GradeCommand: NotYetCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade", abstract: "Grade a saved session against a lesson (not yet).")
  @Argument(help: "A session saved with 'save FILE'.") var session: String
  @Option(help: "The lesson file.") var lesson: String
}

struct LessonsCommand: NotYetCommand {
  static let configuration = CommandConfiguration(commandName: "lessons", abstract: "List the lessons (not yet).")
}

extension Catalog {
  /// The shipped chapters; with `WORKBENCH_TESTBED=1`, also the engine's test chapter.
  static var fromEnvironment: Catalog {
    getenv("WORKBENCH_TESTBED").map { String(cString: $0) } == "1" ? .withTestbed : .shipped
  }
}
