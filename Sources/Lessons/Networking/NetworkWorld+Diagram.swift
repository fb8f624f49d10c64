/// The sequence diagram in words: its records name tasks and sessions by slot and keep their
/// words as parts, and the world, which holds the names, says them.
extension NetworkWorld {
  /// The diagram's arrows of one task (and its session's own), of every task of one session,
  /// or all of them, in words.
  func diagramEntries(for name: String? = nil) -> [SequenceDiagram.Entry] {
    let entries = diagram.records.map(entry)
    guard let name else { return entries }
    if sessions[name] != nil { return entries.filter { $0.session == name } }
    let session = tasks[name]?.session
    return entries.filter { $0.task == name || ($0.task == nil && $0.session == session) }
  }

  /// One record in words: its task's and session's names, and what it says.
  func entry(_ record: SequenceDiagram.Record) -> SequenceDiagram.Entry {
    let task = record.task >= 0 ? tasks[slot: Int(record.task)].name : nil
    let session = record.session >= 0 ? sessions[slot: Int(record.session)].name : ""
    let who = task ?? session
    let text: String
    switch record.words {
    case .text(let words): text = words
    case .said(let what): text = "\(who): \(what)"
    case .request(let path): text = "\(who): \(tasks[slot: Int(record.task)].kind.method) \(path)"
    case .status(let status):
      text = status < 0 ? "\(who): answer" : "\(who): \(status) \(HTTPStatus.reason(Int(status)))"
    case .endOfBody: text = "\(who): end of body"
    case .queued(let method, let onMain):
      text = "\(who): \(method.rawValue) queued on \(onMain ? "main" : sessions[slot: Int(record.session)].queue)"
    case .call(let place):
      let event =
        record.task >= 0
        ? tasks[slot: Int(record.task)].events[Int(place)] : sessions[slot: Int(record.session)].events[Int(place)]
      text = "\(who): \(event.name)(\(event.detail)) on \(event.thread)"
    case .bytes(let received, let expected):
      text = "\(who): \(received) of \(expected < 0 ? "?" : String(expected)) bytes"
    }
    return SequenceDiagram.Entry(time: record.time, from: record.from, to: record.to, task: task, session: session, text: text)
  }

  /// Adds an arrow to the sequence diagram for `task` (or a session's own), at the current time.
  mutating func trace(_ from: SequenceDiagram.Lane, _ to: SequenceDiagram.Lane, _ text: String, task: String?) {
    let slot = task.flatMap { tasks.slot(of: $0) } ?? -1
    diagram.add(from, to, .text(text), task: slot, session: slot >= 0 ? tasks[slot: slot].sessionSlot.value : -1, at: now)
  }

  /// An arrow of the session called `name`'s own, in words, at the current time.
  mutating func trace(_ from: SequenceDiagram.Lane, _ to: SequenceDiagram.Lane, _ text: String, session name: String) {
    diagram.add(from, to, .text(text), task: -1, session: sessions.slot(of: name) ?? -1, at: now)
  }
}
