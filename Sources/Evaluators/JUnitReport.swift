import Lessons

/// JUnit XML as the Jenkins schema (junit-10.xsd) defines it.
///
/// One `testsuite` per lesson file, `failure` elements with the details as text, `time` in
/// seconds on suites and cases. The schema has no file or line on a test case, so they go in the failure's message and in a
/// suite property; the notes (a grade's failed session lines) go in the suite's `system-out`,
/// and unusable input in a suite of its own whose cases are `error`s.
enum JUnitReport {
  static func render(_ report: Report) -> String {
    var files: [String] = []
    for item in report.cases where !files.contains(item.file) { files.append(item.file) }
    var xml = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\(attribute(report.title)) tests=\"\(report.cases.count + report.errors.count)\""
        + " failures=\"\(report.failed)\" errors=\"\(report.errors.count)\" time=\"\(time(report.seconds))\">",
    ]
    for file in files {
      let cases = report.cases.filter { $0.file == file }
      let failures = cases.filter { !$0.passed }.count
      let seconds = cases.reduce(0) { $0 + $1.seconds }
      xml.append(
        "  <testsuite name=\(attribute(file)) tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""
          + " skipped=\"0\" time=\"\(time(seconds))\">")
      xml.append("    <properties>")
      xml.append("      <property name=\"file\" value=\(attribute(file))/>")
      if report.isGrade {
        let score = cases.reduce(0) { $0 + $1.points }
        let maxScore = cases.reduce(0) { $0 + $1.maxScore }
        xml.append("      <property name=\"score\" value=\"\(Format.number(score))\"/>")
        xml.append("      <property name=\"max_score\" value=\"\(Format.number(maxScore))\"/>")
      }
      xml.append("    </properties>")
      for item in cases {
        let open =
          "    <testcase classname=\(attribute(classname(file))) name=\(attribute(item.name)) time=\"\(time(item.seconds))\""
        if item.passed {
          xml.append(open + "/>")
        } else {
          xml.append(open + ">")
          let message = "\(item.file):\(item.line): " + (item.details.first ?? "failed")
          xml.append(
            "      <failure message=\(attribute(message)) type=\"\(report.isGrade ? "exercise" : "check")\">"
              + XML.text(([message] + item.details.dropFirst()).joined(separator: "\n"))
              + "</failure>")
          xml.append("    </testcase>")
        }
      }
      if !report.notes.isEmpty, file == files.first {
        xml.append("    <system-out>" + XML.text(report.notes.map(\.text).joined(separator: "\n")) + "</system-out>")
      }
      xml.append("  </testsuite>")
    }
    if !report.errors.isEmpty {
      xml.append(
        "  <testsuite name=\"input\" tests=\"\(report.errors.count)\" failures=\"0\" errors=\"\(report.errors.count)\""
          + " skipped=\"0\" time=\"0\">")
      for (index, error) in report.errors.enumerated() {
        xml.append(
          "    <testcase classname=\"input\" name=\"unusable input \(index + 1)\" time=\"0\">"
            + "<error message=\(attribute(error)) type=\"input\">\(XML.text(error))</error></testcase>")
      }
      if !report.notes.isEmpty, files.isEmpty {
        xml.append("    <system-out>" + XML.text(report.notes.map(\.text).joined(separator: "\n")) + "</system-out>")
      }
      xml.append("  </testsuite>")
    }
    xml.append("</testsuites>")
    return xml.joined(separator: "\n") + "\n"
  }

  /// `Lessons/undo/01-undoably-setter.md` → `Lessons.undo.01-undoably-setter`, the dotted form
  /// CI servers group by.
  static func classname(_ file: String) -> String {
    let trimmed = file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    return trimmed.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: ".")
  }

  static func time(_ seconds: Double) -> String { Format.number(max(0, seconds), places: 3) }

  static func attribute(_ value: String) -> String {
    "\"" + XML.text(value).replacingAll("\n", with: "&#10;").replacingAll("\t", with: "&#9;") + "\""
  }
}
