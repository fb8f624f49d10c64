/// The lanes of a run: a row per thread, time running left to right, each column one step of
/// one thread or one move of the virtual clock; under a thread, a row per lock it held.
///
/// The text fits 80 columns: past 64 moments a column stands for several (its strongest mark
/// shows). `svg()` draws the same columns, up to 400 of them.
struct LanesPicture {
  /// What a cell shows; when a column covers several moments, the first of these that happened.
  enum Mark: Character, CaseIterable {
    case step = "#", blocked = "x", busy = "=", ready = "-", idle = "."
  }

  struct Row {
    var label: String
    var thread: Int
    /// The lock this row shows the thread holding, or nil for the thread's own lane.
    var lock: Int?
  }

  static let textColumns = 64
  static let svgColumns = 400

  let moments: [LaneTrace.Moment]
  /// A step's statement with who ran it, in words (`w1 B1 on global: incr c`): asked only for
  /// the moments a picture names.
  let line: (LaneTrace.Said) -> String
  let now: LaneTrace.Snapshot
  let locks: [String]
  /// The session's number of each step moment; nil for the clock's.
  let stepNumbers: [Int?]
  let rows: [Row]
  /// Workers that did nothing in all the moments shown.
  let idleWorkers: [Int]

  init(_ world: ThreadingWorld) {
    self.init(
      world.lanes, now: world.machine.laneSnapshot(world.program), locks: world.program.locks,
      line: { world.machine.line(of: $0, world.program) })
  }

  /// The picture of `trace` up to `now`, each step put into words by `line`.
  init(_ trace: LaneTrace, now: LaneTrace.Snapshot, locks: [String], line: @escaping (LaneTrace.Said) -> String) {
    moments = trace.moments(now: now)
    self.line = line
    self.now = now
    self.locks = locks
    var number = trace.dropped
    stepNumbers = moments.map { moment in
      guard moment.thread != nil else { return nil }
      number += 1
      return number
    }
    let threads = max(now.threadCount, moments.map(\.snapshot.threadCount).max() ?? 0)
    let moments = self.moments
    var rows: [Row] = []
    var idle: [Int] = []
    for thread in 0..<threads {
      guard thread == 0 || moments.indices.contains(where: { Self.mark(moments, thread, $0) != .idle }) else {
        idle.append(thread)
        continue
      }
      rows.append(Row(label: ThreadingProgram.threadName(thread), thread: thread))
      for lock in locks.indices where moments.indices.contains(where: { Self.holds(moments, now, thread, lock, $0) }) {
        rows.append(Row(label: "  " + String(locks[lock].prefix(10)), thread: thread, lock: lock))
      }
    }
    self.rows = rows
    idleWorkers = idle
  }

  // MARK: - What each cell shows

  static func mark(_ moments: [LaneTrace.Moment], _ thread: Int, _ index: Int) -> Mark {
    let moment = moments[index]
    if moment.thread == thread { return .step }
    switch moment.snapshot.state(of: thread) {
    case .idle: return .idle
    case .ready: return .ready
    case .busy: return .busy
    case .blocked: return .blocked
    }
  }

  /// Whether `thread` holds `lock` during the moment: before it, or after a step of its own.
  static func holds(
    _ moments: [LaneTrace.Moment], _ now: LaneTrace.Snapshot, _ thread: Int, _ lock: Int, _ index: Int
  ) -> Bool {
    func owner(_ snapshot: LaneTrace.Snapshot) -> Int { lock < snapshot.owners.count ? snapshot.owners[lock] : -1 }
    if owner(moments[index].snapshot) == thread { return true }
    guard moments[index].thread == thread else { return false }
    return owner(index + 1 < moments.count ? moments[index + 1].snapshot : now) == thread
  }

  /// The moments each column covers: one each, or as many as it takes to fit `limit` columns.
  func columns(limit: Int) -> [Range<Int>] {
    let size = max(1, (moments.count + limit - 1) / limit)
    return stride(from: 0, to: moments.count, by: size).map { $0..<min($0 + size, moments.count) }
  }

  /// A cell: the strongest mark in the column, or `=` / blank on a lock's row.
  func cell(_ row: Row, _ column: Range<Int>) -> Character {
    if let lock = row.lock {
      return column.contains { Self.holds(moments, now, row.thread, lock, $0) } ? "=" : " "
    }
    let marks = column.map { Self.mark(moments, row.thread, $0) }
    return (Mark.allCases.first { marks.contains($0) } ?? .idle).rawValue
  }

  // MARK: - Text

  func text() -> [String] {
    guard !moments.isEmpty else { return ["no steps yet: lanes draws the steps that run, step and typed statements take"] }
    let columns = self.columns(limit: Self.textColumns)
    let width = min(12, rows.map(\.label.count).max() ?? 4) + 2
    func pad(_ label: String) -> String {
      String(label.prefix(width - 1)) + String(repeating: " ", count: width - min(label.count, width - 1))
    }
    let steps = stepNumbers.compactMap { $0 }
    let first = moments[0].snapshot.clock
    let last = moments[moments.count - 1].until
    var lines = ["lanes of \(Format.count(steps.count, "step")) (\(rangeText(steps))), t=\(first) to t=\(last)"]
    lines.append(pad("t") + clockRuler(columns))
    lines.append(pad("step") + stepRuler(columns))
    for row in rows {
      lines.append(pad(row.label) + String(columns.map { cell(row, $0) }))
    }
    lines.append("key: # steps  - could step, another did  = busy in work  x blocked  . idle")
    let now = moments.last?.isNow == true ? "; ^ is now, before the next step" : ""
    lines.append(
      columns.count == moments.count
        ? "     a column is a step, or a move of the clock (~)\(now)"
        : "     a column is \(columns[0].count) moments: steps or moves of the clock (~)\(now)")
    if rows.contains(where: { $0.lock != nil }) {
      lines.append("     under a thread, = marks when it held the lock named at the left")
    }
    if !idleWorkers.isEmpty {
      lines.append("idle throughout: " + idleWorkers.map(ThreadingProgram.threadName).joined(separator: ", "))
    }
    let spans = self.spans()
    lines += spans.prefix(12).map { "  " + $0 }
    if spans.count > 12 { lines.append("  … and \(spans.count - 12) more") }
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  private func rangeText(_ steps: [Int]) -> String {
    guard let a = steps.first, let b = steps.last else { return "none" }
    return a == b ? "step \(a)" : "steps \(a)-\(b)"
  }

  /// The clock at the start of each column where it changed, `~` where it moves.
  private func clockRuler(_ columns: [Range<Int>]) -> String {
    var ruler = Array(repeating: Character(" "), count: columns.count + 8)
    var free = 0
    var shown: Int?
    func put(_ value: Int, at column: Int) {
      let label = Array(String(value))
      guard column >= free, column + label.count <= ruler.count else { return }
      for (offset, character) in label.enumerated() { ruler[column + offset] = character }
      free = column + label.count + 1
      shown = value
    }
    for (index, column) in columns.enumerated() {
      let start = moments[column.lowerBound].snapshot.clock
      if shown != start { put(start, at: index) }
      if ruler[index] == " ", column.contains(where: { moments[$0].movesClock }) { ruler[index] = "~" }
    }
    let end = moments[moments.count - 1].until
    if shown != end { put(end, at: columns.count) }
    return String(ruler)
  }

  /// The number of the first step in each decade's first column.
  private func stepRuler(_ columns: [Range<Int>]) -> String {
    var ruler = Array(repeating: Character(" "), count: columns.count + 8)
    var free = 0
    var decade = -1
    for (index, column) in columns.enumerated() {
      guard let step = column.lazy.compactMap({ stepNumbers[$0] }).first, (step - 1) / 10 > decade || decade < 0 else {
        continue
      }
      let label = Array(String(step))
      guard index >= free, index + label.count <= ruler.count else { continue }
      for (offset, character) in label.enumerated() { ruler[index + offset] = character }
      free = index + label.count + 1
      decade = (step - 1) / 10
    }
    if moments.last?.isNow == true, columns.count - 1 >= free { ruler[columns.count - 1] = "^" }
    return String(ruler)
  }

  // MARK: - Spans

  /// Who held which lock, who was blocked on what, when main was frozen: a line each.
  func spans() -> [String] {
    var lines: [String] = []
    for row in rows {
      if let lock = row.lock {
        for run in runs({ Self.holds(moments, now, row.thread, lock, $0) ? "" : nil }) {
          lines.append("\(ThreadingProgram.threadName(row.thread)) held \(locks[lock]): \(place(run.range))")
        }
        continue
      }
      let blocked = runs { self.blocked(row.thread, $0) }
      for run in blocked {
        lines.append("\(row.label) blocked (\(run.value)): \(place(run.range))")
      }
      guard row.thread == 0 else { continue }
      let busy = runs { Self.mark(moments, 0, $0) == .busy ? "" : nil }
      for run in busy { lines.append("main busy in work: \(place(run.range))") }
      if !busy.isEmpty || !blocked.isEmpty {
        let frozen = moments.indices.filter { [.busy, .blocked].contains(Self.mark(moments, 0, $0)) }
          .map { moments[$0].until - moments[$0].snapshot.clock }.reduce(0, +)
        lines.append("main was frozen (busy or blocked) for \(Format.count(frozen, "tick")) of the clock")
      }
    }
    return lines
  }

  private func blocked(_ thread: Int, _ index: Int) -> String? {
    guard moments[index].thread != thread, thread < moments[index].snapshot.threadCount,
      case .blocked(let reason) = moments[index].snapshot.state(of: thread)
    else { return nil }
    return reason
  }

  /// Runs of consecutive moments with the same non-nil value.
  private func runs(_ value: (Int) -> String?) -> [(value: String, range: ClosedRange<Int>)] {
    var runs: [(value: String, range: ClosedRange<Int>)] = []
    for index in moments.indices {
      guard let current = value(index) else { continue }
      if let last = runs.last, last.value == current, last.range.upperBound == index - 1 {
        runs[runs.count - 1].range = last.range.lowerBound...index
      } else {
        runs.append((current, index...index))
      }
    }
    return runs
  }

  /// `steps 3-4, at t=0`, `t=0 to t=100`.
  func place(_ range: ClosedRange<Int>) -> String {
    let steps = range.compactMap { stepNumbers[$0] }
    let start = moments[range.lowerBound].snapshot.clock
    let end = moments[range.upperBound].until
    let time = start == end ? "at t=\(start)" : "t=\(start) to t=\(end)"
    var when = steps.isEmpty ? [] : [rangeText(steps)]
    if moments[range.upperBound].isNow { when.append("now") }
    return (when.isEmpty ? "" : when.joined(separator: " and ") + ", ") + time
  }
}
