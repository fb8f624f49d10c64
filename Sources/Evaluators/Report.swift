import Lessons

/// What `check`, `lint` and `grade` found, in the shape every report format needs.
public struct Report: Sendable {
  public struct Case: Sendable, Equatable {
    /// Stable from one run to the next: an exercise's title, a transcript's place.
    public var name: String
    public var file: String
    public var line: Int
    public var passed: Bool
    /// For a failure: the diff or the reasons, line by line; for a grade, also how it was met.
    public var details: [String]
    public var code: [String] = []
    public var task: Int?
    public var visibility: String?
    /// What the case is worth: the exercise's weight, 1 for a check.
    public var maxScore: Double = 1
    /// Points earned, when a case can earn part of them (graded exercises).
    public var score: Double?
    /// What the learner's session printed up to the point the case was decided (for Exercism).
    public var output: [String] = []
    /// How long the case took to run, for the formats that carry a time.
    public var seconds: Double = 0

    /// The points earned out of `maxScore`.
    public var points: Double { score ?? (passed ? maxScore : 0) }
  }

  /// A line of the input that went wrong without failing a case (a session line that failed,
  /// for `grade`): where it is, for the formats that can point at it.
  public struct Note: Sendable, Equatable {
    public var text: String
    public var file: String?
    public var line: Int?

    public init(_ text: String, file: String? = nil, line: Int? = nil) {
      self.text = text
      self.file = file
      self.line = line
    }
  }

  /// `workbench check`, `workbench lint`, `workbench grade`.
  public var title: String
  public var cases: [Case]
  /// Input that could not be used at all (a missing path, a file that is not a lesson or not a
  /// saved session): the run is an error, not a failure.
  public var errors: [String]
  /// Remarks for the reader that are not tests (the session lines that failed, for `grade`).
  public var notes: [Note] = []
  /// The whole run.
  public var seconds: Double = 0
  /// Cases carry scores: `grade`'s text lists every exercise and the total.
  public var isGrade = false

  /// The notes as lines of text: those about the run first, then the failed lines of the
  /// session under a heading.
  public var noteLines: [String] {
    let failedLines = notes.filter { $0.line != nil }.map(\.text)
    return notes.filter { $0.line == nil }.map(\.text)
      + (failedLines.isEmpty || !isGrade ? failedLines : ["lines of the session that failed:"] + failedLines)
  }

  public var passed: Int { cases.filter(\.passed).count }
  public var failed: Int { cases.count - passed }
  public var score: Double { cases.reduce(0) { $0 + $1.points } }
  public var maxScore: Double { cases.reduce(0) { $0 + $1.maxScore } }

  /// One rule for every command: 0 when everything passed, 1 when something failed, 2 when the
  /// input could not be used.
  public var exitCode: Int32 { !errors.isEmpty ? 2 : (failed > 0 ? 1 : 0) }
  /// The same, as the JSON formats say it.
  public var status: String { !errors.isEmpty ? "error" : (failed > 0 ? "fail" : "pass") }

  public init(title: String, cases: [Case], errors: [String] = []) {
    self.title = title
    self.cases = cases
    self.errors = errors
  }

  /// The report of a `check` run: one case per transcript, solution and proved exercise; a
  /// lesson that cannot be parsed is unusable input, with each of its problems as an error.
  public init(check report: Checker.Report) {
    let cases = report.results.map { result in
      var item = Case(
        name: "\(result.file):\(result.line): \(result.name)", file: result.file, line: result.line, passed: result.passed,
        details: result.details, code: result.code, task: result.task, visibility: result.visibility)
      item.output = result.mismatches.flatMap(\.actual)
      item.seconds = result.seconds
      return item
    }
    self.init(title: "workbench check", cases: cases, errors: report.pathErrors + report.problems.map(\.description))
    seconds = cases.reduce(0) { $0 + $1.seconds }
  }

  /// The report of a `lint` run: one case per file; files that cannot be read as lessons at
  /// all are also errors.
  public init(lint report: Linter.Report) {
    self.init(
      title: "workbench lint",
      cases: report.files.map { file in
        Case(
          name: file.path, file: file.path, line: file.problems.first?.line ?? 1, passed: file.problems.isEmpty,
          details: file.problems.map(\.description))
      },
      errors: report.pathErrors + report.files.flatMap(\.problems).filter(\.unusable).map(\.description))
  }

  /// The report of a `grade` run: one case per exercise, the failed session lines as notes.
  public init(grade: Grader.Grade) {
    self.init(title: "workbench grade", cases: grade.exercises)
    notes = grade.failedLines.map { Note($0.text, file: $0.file, line: $0.line) }
    seconds = grade.seconds
    isGrade = true
  }

  /// The report of a `grade` whose session or lesson could not be used: the formats say why,
  /// each in the way its consumer expects.
  public init(ungradable reasons: [String]) {
    self.init(title: "workbench grade", cases: [], errors: reasons)
    isGrade = true
  }
}
