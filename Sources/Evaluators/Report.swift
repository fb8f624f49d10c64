import Lessons

/// What `check` and `lint` found, in the shape every report format needs.
public struct Report: Sendable {
  public struct Case: Sendable, Equatable {
    public var name: String
    public var file: String
    public var line: Int
    public var passed: Bool
    /// For a failure: the diff or the reasons, line by line.
    public var details: [String]
    public var code: [String] = []
    public var task: Int?
    public var visibility: String?
    /// Partial credit out of 1, when a case can earn part of its point (graded exercises).
    public var score: Double?

    /// The points earned out of 1.
    public var points: Double { score ?? (passed ? 1 : 0) }
  }

  /// `workbench check`, `workbench lint`.
  public var title: String
  public var cases: [Case]
  /// Input that could not be used at all (a missing path); the run is an error, not a failure.
  public var errors: [String]
  /// Remarks for the reader that are not tests (the session lines that failed, for `grade`).
  public var notes: [String] = []

  public var passed: Int { cases.filter(\.passed).count }
  public var failed: Int { cases.count - passed }

  public init(title: String, cases: [Case], errors: [String] = []) {
    self.title = title
    self.cases = cases
    self.errors = errors
  }

  /// The report of a `check` run: one case per transcript, solution and proved exercise, and one
  /// failing case per lesson that could not be parsed.
  public init(check report: Checker.Report) {
    var cases = report.results.map { result in
      Case(
        name: "\(result.file):\(result.line): \(result.name)", file: result.file, line: result.line, passed: result.passed,
        details: result.details, code: result.code, task: result.task, visibility: result.visibility)
    }
    var seen: Set<String> = []
    for problem in report.problems where seen.insert(problem.file).inserted {
      let details = report.problems.filter { $0.file == problem.file }.map(\.description)
      cases.append(Case(name: "\(problem.file): lesson", file: problem.file, line: problem.line, passed: false, details: details))
    }
    self.init(title: "workbench check", cases: cases, errors: report.missing.map { "no such file or folder: \($0)" })
  }

  /// The report of a `lint` run: one case per file.
  public init(lint report: Linter.Report) {
    self.init(
      title: "workbench lint",
      cases: report.files.map { file in
        Case(
          name: file.path, file: file.path, line: file.problems.first?.line ?? 1, passed: file.problems.isEmpty,
          details: file.problems.map(\.description))
      },
      errors: report.missing.map { "no such file or folder: \($0)" })
  }
}

/// The formats every check command writes (DESIGN §6).
public enum ReportFormat: String, Sendable, CaseIterable {
  case text, tap, junit, json, gradescope, exercism

  /// The report in this format.
  ///
  /// `text` lists the failures and ends with `N passed, N failed`.
  public func render(_ report: Report) -> String {
    switch self {
    case .text: TextReport.render(report)
    case .tap: TAPReport.render(report)
    case .junit: JUnitReport.render(report)
    case .json: JSONReports.plain(report)
    case .gradescope: JSONReports.gradescope(report)
    case .exercism: JSONReports.exercism(report)
    }
  }
}

enum TextReport {
  static func render(_ report: Report) -> String {
    var lines = report.errors.map { "error: \($0)" } + report.notes
    for failure in report.cases where !failure.passed {
      lines.append("FAIL \(failure.name)")
      lines += failure.details.map { "  " + $0 }
    }
    lines.append("\(report.passed) passed, \(report.failed) failed")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// TAP version 14: a plan, one line per case, and a YAML block with the details of a failure.
enum TAPReport {
  static func render(_ report: Report) -> String {
    var lines = ["TAP version 14", "1..\(report.cases.count + report.errors.count)"]
    lines += report.notes.map { "# " + Format.printable($0) }
    var number = 0
    for item in report.cases {
      number += 1
      lines.append((item.passed ? "ok" : "not ok") + " \(number) - " + description(item.name))
      if !item.passed { lines += yaml(at: "\(item.file):\(item.line)", details: item.details) }
    }
    for error in report.errors {
      number += 1
      lines.append("not ok \(number) - " + description(error))
      lines += yaml(at: "", details: [error])
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `#` starts a directive in TAP and `\` escapes: both are escaped in a description.
  static func description(_ text: String) -> String {
    Format.printable(text).replacingAll("\\", with: "\\\\").replacingAll("#", with: "\\#")
  }

  static func yaml(at location: String, details: [String]) -> [String] {
    var block = ["  ---", "  message: " + JSON.string(details.first.map(Format.printable) ?? "failed")]
    if !location.isEmpty { block.append("  at: " + JSON.string(location)) }
    if details.count > 1 {
      block.append("  details: |-")
      block += details.map { "    " + Format.printable($0) }
    }
    block.append("  ...")
    return block
  }
}

/// JUnit XML as CI servers read it: one `testsuite` per lesson file, `failure` elements with the
/// details as text.
enum JUnitReport {
  static func render(_ report: Report) -> String {
    var files: [String] = []
    for item in report.cases where !files.contains(item.file) { files.append(item.file) }
    var xml = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\(attribute(report.title)) tests=\"\(report.cases.count + report.errors.count)\" failures=\"\(report.failed)\" errors=\"\(report.errors.count)\">",
    ]
    for file in files {
      let cases = report.cases.filter { $0.file == file }
      let failures = cases.filter { !$0.passed }.count
      xml.append(
        "  <testsuite name=\(attribute(file)) tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">")
      for item in cases {
        let open =
          "    <testcase classname=\(attribute(file)) name=\(attribute(item.name)) file=\(attribute(file)) line=\"\(item.line)\""
        if item.passed {
          xml.append(open + "/>")
        } else {
          xml.append(open + ">")
          xml.append(
            "      <failure message=\(attribute(item.details.first ?? "failed"))>"
              + XML.text(item.details.joined(separator: "\n"))
              + "</failure>")
          xml.append("    </testcase>")
        }
      }
      xml.append("  </testsuite>")
    }
    if !report.errors.isEmpty {
      xml.append(
        "  <testsuite name=\"input\" tests=\"\(report.errors.count)\" failures=\"0\" errors=\"\(report.errors.count)\" skipped=\"0\">"
      )
      for error in report.errors {
        xml.append("    <testcase classname=\"input\" name=\(attribute(error))><error message=\(attribute(error))/></testcase>")
      }
      xml.append("  </testsuite>")
    }
    if !report.notes.isEmpty {
      xml.append("  <system-out>" + XML.text(report.notes.joined(separator: "\n")) + "</system-out>")
    }
    xml.append("</testsuites>")
    return xml.joined(separator: "\n") + "\n"
  }

  static func attribute(_ value: String) -> String {
    "\"" + XML.text(value).replacingAll("\n", with: "&#10;").replacingAll("\t", with: "&#9;") + "\""
  }
}

/// The JSON formats, written through the same ordered JSON writer as `inspect --json`.
enum JSONReports {
  /// `{"title", "passed", "failed", "errors", "tests": [{name, file, line, status, details}]}`.
  static func plain(_ report: Report) -> String {
    render([
      ("title", .text(report.title)), ("passed", count(report.passed)), ("failed", count(report.failed)),
      ("errors", .list(report.errors.map(InspectValue.text))), ("notes", .list(report.notes.map(InspectValue.text))),
      (
        "tests",
        .list(
          report.cases.map { item in
            object([
              ("name", .text(item.name)), ("file", .text(item.file)), ("line", count(item.line)),
              ("status", .text(item.passed ? "pass" : "fail")), ("details", .list(item.details.map(InspectValue.text))),
            ])
          })
      ),
    ])
  }

  /// Gradescope's `results.json`: a point per case, the details as output, the lesson's visibility.
  static func gradescope(_ report: Report) -> String {
    let tests = report.cases.map { item in
      object([
        ("name", .text(item.name)), ("score", .number(item.points)), ("max_score", count(1)),
        ("output", .text(item.details.joined(separator: "\n"))), ("visibility", .text(item.visibility ?? "visible")),
      ])
    }
    let total = report.cases.reduce(0) { $0 + $1.points }
    var fields: [(String, InspectValue)] = [("score", .number(total)), ("max_score", count(report.cases.count))]
    let output = report.errors + report.notes
    if !output.isEmpty { fields.append(("output", .text(output.joined(separator: "\n")))) }
    fields.append(("tests", .list(tests)))
    return render(fields)
  }

  /// Exercism's `results.json`, version 3: an overall status, and per test its name, status,
  /// message, output, code and task.
  static func exercism(_ report: Report) -> String {
    let status = !report.errors.isEmpty ? "error" : (report.failed == 0 ? "pass" : "fail")
    var fields: [(String, InspectValue)] = [("version", count(3)), ("status", .text(status))]
    fields.append(("message", report.errors.isEmpty ? .none : .text(report.errors.joined(separator: "\n"))))
    fields.append(
      (
        "tests",
        .list(
          report.cases.map { item in
            var test: [(String, InspectValue)] = [("name", .text(item.name)), ("status", .text(item.passed ? "pass" : "fail"))]
            test.append(("message", item.passed ? .none : .text(item.details.joined(separator: "\n"))))
            // Exercism shows at most 500 characters of output.
            test.append(("output", item.passed ? .none : .text(String(item.details.joined(separator: "\n").prefix(500)))))
            test.append(("test_code", .text(item.code.joined(separator: "\n"))))
            if let task = item.task { test.append(("task_id", count(task))) }
            return object(test)
          })
      ))
    return render(fields)
  }

  private static func count(_ value: Int) -> InspectValue { .number(Double(value), places: 0) }

  private static func object(_ fields: [(String, InspectValue)]) -> InspectValue {
    .object(summary: "", fields: fields.map { InspectField($0.0, $0.1) })
  }

  private static func render(_ fields: [(String, InspectValue)]) -> String { JSON.render(object(fields)) + "\n" }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
