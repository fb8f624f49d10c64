import Lessons

/// The formats every check command writes (DESIGN §6).
public enum ReportFormat: String, Sendable, CaseIterable {
  case text, tap, junit, json, gradescope, exercism, github

  /// The report in this format.
  ///
  /// `text` lists the failures (for a grade, every exercise and the score) and ends with
  /// `N passed, N failed`.
  public func render(_ report: Report) -> String {
    switch self {
    case .text: TextReport.render(report)
    case .tap: TAPReport.render(report)
    case .junit: JUnitReport.render(report)
    case .json: JSONReports.plain(report)
    case .gradescope: JSONReports.gradescope(report)
    case .exercism: JSONReports.exercism(report)
    case .github: GitHubReport.render(report)
    }
  }
}

/// The text a person reads: errors, notes, each failure with its details; a grade lists every
/// exercise with how it was met, then the score.
enum TextReport {
  static func render(_ report: Report) -> String {
    var lines = report.errors.map { "error: \($0)" } + report.noteLines
    for item in report.cases where report.isGrade || !item.passed {
      let points = report.isGrade ? " (\(Format.number(item.points)) of \(Format.number(item.maxScore)))" : ""
      lines.append((item.passed ? "PASS " : "FAIL ") + item.name + points)
      lines += item.details.map { "  " + $0 }
    }
    if report.isGrade, report.errors.isEmpty {
      lines.append("score \(Format.number(report.score)) of \(Format.number(report.maxScore))")
    }
    lines.append("\(report.passed) passed, \(report.failed) failed")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
