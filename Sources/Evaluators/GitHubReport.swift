/// GitHub Actions workflow commands: `::error file=…,line=…,title=…::message` for each failure,
/// so a pull request shows it on the line it is about; `::warning` for the notes (a grade's
/// failed session lines), `::error` without a place for unusable input; then the summary line.
enum GitHubReport {
  static func render(_ report: Report) -> String {
    var lines = report.errors.map { "::error title=unusable input::" + data($0) }
    for note in report.notes {
      var place: [String] = []
      if let file = note.file { place.append("file=" + property(file)) }
      if let line = note.line { place.append("line=\(line)") }
      lines.append("::warning \((place + ["title=session line failed"]).joined(separator: ","))::" + data(note.text))
    }
    for item in report.cases where !item.passed {
      let title = property(item.name)
      lines.append(
        "::error file=\(property(item.file)),line=\(item.line),title=\(title)::" + data(item.details.joined(separator: "\n")))
    }
    lines.append("\(report.passed) passed, \(report.failed) failed")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A command's message: `%`, CR and LF escaped as the runner expects.
  static func data(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case "\r\n": out += "%0D%0A"
      default: out.append(character)
      }
    }
    return out
  }

  /// A property value: as `data`, and also `:` and `,`, which end a property.
  static func property(_ text: String) -> String {
    data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}
