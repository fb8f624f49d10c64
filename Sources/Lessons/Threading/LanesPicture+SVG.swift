extension LanesPicture {
  /// The same lanes as an SVG document a browser opens; each cell's tooltip says what it shows.
  func svg() -> String {
    let columns = self.columns(limit: Self.svgColumns)
    let cell = 12
    let row = 18
    let left = 12 + 8 * min(12, rows.map(\.label.count).max() ?? 4)
    let top = 2 * row
    // The text's key and lines below the rows; the SVG draws its own rulers and rows.
    let notes = Array(text().dropFirst(3 + rows.count))
    let widest: Int = notes.map(\.count).max() ?? 0
    let width: Int = max(left + cell * columns.count + 40, 8 * widest + 20)
    let height: Int = top + row * rows.count + 16 * notes.count + 24
    func label(_ x: Int, _ y: Int, _ content: String) -> String {
      "  <text x=\"\(x)\" y=\"\(y)\" font-family=\"monospace\" font-size=\"12\">\(XML.text(content))</text>"
    }
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">",
      "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"white\"/>",
      label(4, 14, "t"), label(4, 14 + row, "step"),
    ]
    for (index, column) in columns.enumerated() {
      let x = left + index * cell
      let start = moments[column.lowerBound].snapshot.clock
      if index == 0 || start != moments[columns[index - 1].lowerBound].snapshot.clock {
        lines.append(label(x, 14, "\(start)"))
      }
      if let step = column.lazy.compactMap({ stepNumbers[$0] }).first, index == 0 || step % 10 == 0 {
        lines.append(label(x, 14 + row, "\(step)"))
      }
    }
    for (index, lane) in rows.enumerated() {
      let y = top + index * row
      lines.append(label(4, y + 13, lane.label))
      for (offset, column) in columns.enumerated() {
        let x = left + offset * cell
        let mark = self.cell(lane, column)
        guard let fill = Self.fill(mark, lock: lane.lock != nil) else { continue }
        let inset = lane.lock == nil ? 1 : 5
        lines.append(
          "  <rect x=\"\(x)\" y=\"\(y + inset)\" width=\"\(cell - 1)\" height=\"\(row - 2 * inset)\" fill=\"\(fill)\">"
            + "<title>\(XML.text(title(lane, column)))</title></rect>")
      }
    }
    for (index, note) in notes.enumerated() {
      lines.append(label(4, top + row * rows.count + 16 * (index + 1), note))
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func fill(_ mark: Character, lock: Bool) -> String? {
    if lock { return mark == "=" ? "#2ca02c" : nil }
    switch Mark(rawValue: mark) {
    case .step?: return "#1f77b4"
    case .blocked?: return "#d62728"
    case .busy?: return "#ff7f0e"
    case .ready?: return "#c7c7c7"
    default: return nil
    }
  }

  /// A cell's tooltip: its first moment, in words.
  private func title(_ lane: Row, _ column: Range<Int>) -> String {
    let name = ThreadingProgram.threadName(lane.thread)
    let index = column.first { LanesPicture.mark(moments, lane.thread, $0) != .idle } ?? column.lowerBound
    let moment = moments[index]
    let place = self.place(index...index)
    if let lock = lane.lock { return "\(name) holds \(locks[lock]), \(place)" }
    if moment.thread == lane.thread { return "\(moment.said.map(line) ?? moment.note), \(place)" }
    switch moment.snapshot.state(of: lane.thread) {
    case .blocked(let reason): return "\(name) blocked (\(reason)), \(place)"
    case .busy: return "\(name) busy in work, \(place)"
    case .ready: return "\(name) could step, \(place)"
    case .idle: return "\(name) idle, \(place)"
    }
  }
}
