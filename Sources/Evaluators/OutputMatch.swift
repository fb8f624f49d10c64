/// Compares a transcript's expected output with what the engine printed.
///
/// An expected line `...` matches any number of lines, none included; every other line must be
/// equal. A mismatch is shown as a unified diff.
enum OutputMatch {
  static func matches(expected: [String], actual: [String]) -> Bool {
    // table[i][j]: expected[i...] matches actual[j...].
    let rows = expected.count
    let columns = actual.count
    var table = [[Bool]](repeating: [Bool](repeating: false, count: columns + 1), count: rows + 1)
    table[rows][columns] = true
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns, through: 0, by: -1) {
        if expected[i] == "..." {
          table[i][j] = table[i + 1][j] || (j < columns && table[i][j + 1])
        } else {
          table[i][j] = j < columns && expected[i] == actual[j] && table[i + 1][j + 1]
        }
      }
    }
    return table[0][0]
  }

  /// A unified diff of `expected` against `actual`, as one hunk over both.
  static func unifiedDiff(expected: [String], actual: [String]) -> [String] {
    // Longest common subsequence, then walk it to emit context, removals and additions.
    let rows = expected.count
    let columns = actual.count
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var lines = ["--- expected", "+++ actual", "@@ -\(range(rows)) +\(range(columns)) @@"]
    var i = 0
    var j = 0
    while i < rows || j < columns {
      if i < rows, j < columns, expected[i] == actual[j] {
        lines.append(" " + expected[i])
        i += 1
        j += 1
      } else if i < rows, j == columns || lcs[i + 1][j] >= lcs[i][j + 1] {
        lines.append("-" + expected[i])
        i += 1
      } else {
        lines.append("+" + actual[j])
        j += 1
      }
    }
    return lines
  }

  private static func range(_ count: Int) -> String { count == 0 ? "0,0" : "1,\(count)" }
}
