import Lessons

/// TAP version 14 (testanything.org/tap-version-14-specification), as tap.py reads it: a plan,
/// one line per case, a YAML block with the details of a failure and a grade's score, notes as
/// `#` comments, and `Bail out!` for input that could not be used.
enum TAPReport {
  static func render(_ report: Report) -> String {
    var lines = ["TAP version 14"]
    if !report.cases.isEmpty || report.errors.isEmpty { lines.append("1..\(report.cases.count)") }
    lines += report.notes.map { "# " + Format.printable($0.text) }
    for (index, item) in report.cases.enumerated() {
      lines.append((item.passed ? "ok" : "not ok") + " \(index + 1) - " + description(item.name))
      var fields: [(String, String)] = []
      if !item.passed { fields.append(("message", JSON.string(Format.printable(item.details.first ?? "failed")))) }
      if !item.passed || item.score != nil { fields.append(("at", JSON.string("\(item.file):\(item.line)"))) }
      if item.score != nil {
        fields.append(("score", Format.number(item.points)))
        fields.append(("max_score", Format.number(item.maxScore)))
      }
      guard !fields.isEmpty else { continue }
      lines.append("  ---")
      lines += fields.map { "  \($0.0): \($0.1)" }
      let details = item.passed ? item.details : Array(item.details.dropFirst())
      if !details.isEmpty {
        lines.append("  details: |-")
        lines += details.map { "    " + Format.printable($0) }
      }
      lines.append("  ...")
    }
    if let first = report.errors.first {
      lines += report.errors.dropFirst().map { "# error: " + Format.printable($0) }
      lines.append("Bail out! " + Format.printable(first))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A test description that every consumer reads as written.
  ///
  /// `#` would start a directive (and `# TODO` would turn a failure into a pass for the
  /// consumer), and tap.py does not honour the `\#` escape of the specification, so each `#` is
  /// written as the full-width `＃`.
  static func description(_ text: String) -> String {
    Format.printable(text).replacingAll("#", with: "＃")
  }
}
