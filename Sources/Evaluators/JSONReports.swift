import Lessons

/// The JSON formats, written through the same ordered JSON writer as `inspect --json`.
enum JSONReports {
  /// The Workbench's own format, version 1, described by `docs/report.schema.json`.
  static func plain(_ report: Report) -> String {
    var fields: [(String, InspectValue)] = [
      ("version", count(1)), ("title", .text(report.title)), ("status", .text(report.status)),
      ("passed", count(report.passed)), ("failed", count(report.failed)),
    ]
    if report.isGrade {
      fields += [("score", .number(report.score)), ("max_score", .number(report.maxScore))]
    }
    fields += [
      ("seconds", .number(report.seconds, places: 3)),
      ("errors", .list(report.errors.map(InspectValue.text))),
      (
        "notes",
        .list(
          report.notes.map { note in
            object(
              [("text", .text(note.text))] + (note.file.map { [("file", .text($0))] } ?? [])
                + (note.line.map { [("line", count($0))] } ?? []))
          })
      ),
      (
        "tests",
        .list(
          report.cases.map { item in
            var test: [(String, InspectValue)] = [
              ("name", .text(item.name)), ("file", .text(item.file)), ("line", count(item.line)),
              ("status", .text(item.passed ? "pass" : "fail")),
            ]
            if item.score != nil { test += [("score", .number(item.points)), ("max_score", .number(item.maxScore))] }
            if let task = item.task { test.append(("exercise", count(task))) }
            if let visibility = item.visibility { test.append(("visibility", .text(visibility))) }
            test += [("seconds", .number(item.seconds, places: 3)), ("details", .list(item.details.map(InspectValue.text)))]
            return object(test)
          })
      ),
    ]
    return render(fields)
  }

  /// Gradescope's `results.json`, as its autograder specification documents it.
  ///
  /// The total score and the run's time at the top, and per test its score out of its weight, a
  /// status, a stable name, the exercise's number, the output the student sees and its
  /// visibility. No field the specification does not name.
  static func gradescope(_ report: Report) -> String {
    let tests = report.cases.map { item in
      var test: [(String, InspectValue)] = [
        ("score", .number(item.points)), ("max_score", .number(item.maxScore)),
        ("status", .text(item.passed ? "passed" : "failed")), ("name", .text(item.name)),
      ]
      if let task = item.task { test.append(("number", .text(String(task)))) }
      test += [
        ("output", .text(item.details.joined(separator: "\n"))),
        ("visibility", .text(item.visibility ?? "visible")),
      ]
      return object(test)
    }
    var fields: [(String, InspectValue)] = [
      ("score", .number(report.errors.isEmpty ? report.score : 0)),
      ("execution_time", count(Int(report.seconds.rounded(.up)))),
    ]
    let output = report.errors.map { "error: \($0)" } + report.noteLines
    if !output.isEmpty { fields.append(("output", .text(output.joined(separator: "\n")))) }
    fields.append(("tests", .list(tests)))
    return render(fields)
  }

  /// Exercism's test-runner interface, version 3: an overall status (`error` only when the
  /// input could not be used, and then no tests, since none was run), and per test its name,
  /// status, message, the learner's own output, the code it ran and its task.
  static func exercism(_ report: Report) -> String {
    var fields: [(String, InspectValue)] = [("version", count(3)), ("status", .text(report.status))]
    guard report.errors.isEmpty else {
      fields.append(("message", .text(report.errors.joined(separator: "\n"))))
      return render(fields)
    }
    fields.append(("message", .none))
    fields.append(
      (
        "tests",
        .list(
          report.cases.map { item in
            var test: [(String, InspectValue)] = [
              ("name", .text(item.name)), ("status", .text(item.passed ? "pass" : "fail")),
              ("message", item.passed ? .none : .text(item.details.joined(separator: "\n"))),
            ]
            // The output is the learner's own; the interface allows a string or nothing.
            if !item.output.isEmpty { test.append(("output", .text(exercismOutput(item.output)))) }
            test.append(("test_code", .text(item.code.joined(separator: "\n"))))
            if let task = item.task { test.append(("task_id", count(task))) }
            return object(test)
          })
      ))
    return render(fields)
  }

  /// Exercism takes at most 500 characters of a test's output.
  ///
  /// When there is more, the notice its interface documents comes first, then the last
  /// characters that fit.
  static let exercismLimit = 500
  static let exercismNotice = "Output was truncated. Please limit to 500 chars\n"

  static func exercismOutput(_ lines: [String]) -> String {
    let text = lines.joined(separator: "\n")
    // The limit counts Unicode code points, as JSON Schema's maxLength does.
    let scalars = text.unicodeScalars
    guard scalars.count > exercismLimit else { return text }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars.suffix(exercismLimit - exercismNotice.unicodeScalars.count))
    return exercismNotice + String(kept)
  }

  private static func count(_ value: Int) -> InspectValue { .number(Double(value), places: 0) }

  private static func object(_ fields: [(String, InspectValue)]) -> InspectValue {
    .object(summary: "", fields: fields.map { InspectField($0.0, $0.1) })
  }

  private static func render(_ fields: [(String, InspectValue)]) -> String { JSON.render(object(fields)) + "\n" }
}
