/// The undo chapter's live objects: managers, and the targets that register with them.
public struct UndoWorld: Equatable, Sendable {
  public typealias Manager = UndoStacks<UndoCall>

  public struct NamedManager: Equatable, Sendable {
    public var name: String
    public var stacks: Manager
    /// The target `prepare(withInvocationTarget:)` named: the next message the manager does not
    /// answer itself is recorded as an undo action on it (Apple's documented UndoManager).
    public var invocationTarget: SwiftHandle?
  }

  /// A model value with an undoable setter.
  public struct Box: Equatable, Sendable {
    public var name: String
    public var value: Double
    public var undoer: String
  }

  /// Neuburg's MyView, a square whose center a pan gesture drags.
  ///
  /// From Programming iOS 8, ch. 26.
  public struct Square: Equatable, Sendable {
    public var name: String
    public var center: Point
    public var undoer: String
    public var style: UndoCall.Style
  }

  /// The cookbook's table of rows with undoable add, delete and move.
  ///
  /// From The Core iOS Developer's Cookbook, ch. 9.
  public struct Table: Equatable, Sendable {
    public var name: String
    public var items: [String]
    public var undoer: String
  }

  /// A text view whose typing, cuts and pastes are undoable; the insertion point follows them.
  public struct TextView: Equatable, Sendable {
    public var name: String
    public var text: String
    public var cursor: Int
    public var undoer: String
  }

  public var managers: [NamedManager] = []
  public var boxes: [Box] = []
  public var squares: [Square] = []
  public var tables: [Table] = []
  public var texts: [TextView] = []
  /// The responder that a shake or the Edit menu starts from.
  public var firstResponder: String?
  public var shakeToEdit = true

  public init() {}

  // MARK: - Names

  public var allNames: [String] {
    managers.map(\.name) + boxes.map(\.name) + squares.map(\.name) + tables.map(\.name) + texts.map(\.name)
  }

  func managerIndex(_ name: String?) throws(CommandError) -> Int {
    guard let name else {
      guard managers.count == 1 else {
        throw CommandError(
          managers.isEmpty ? "there is no undo manager yet" : "there are \(managers.count) managers: say which",
          suggestion: managers.isEmpty
            ? "create one with 'new manager um'" : "for example '… \(managers[0].name)'")
      }
      return 0
    }
    guard let index = managers.firstIndex(where: { $0.name == name }) else {
      throw CommandError(
        "no undo manager named \(Format.echo(name))",
        suggestion: Suggestion.didYouMean(name, in: managers.map(\.name))
          ?? (managers.isEmpty
            ? "create one with 'new manager \(name)'" : "the managers are " + managers.map(\.name).joined(separator: ", ")))
    }
    return index
  }

  func unknownObject(_ name: String, kind: String) -> CommandError {
    CommandError.unknownObject(name, kind: kind, actualKind: kindName(of: name), names: allNames)
  }

  func kindName(of name: String) -> String? {
    if managers.contains(where: { $0.name == name }) { return "manager" }
    if boxes.contains(where: { $0.name == name }) { return "box" }
    if squares.contains(where: { $0.name == name }) { return "square" }
    if tables.contains(where: { $0.name == name }) { return "table" }
    if texts.contains(where: { $0.name == name }) { return "text view" }
    return nil
  }

  // MARK: - Registration and performing

  /// Registers `call` with the manager named `undoer` and says where it went.
  mutating func register(_ call: UndoCall, with undoer: String) throws(CommandError) -> String {
    let index = try managerIndex(undoer)
    do {
      let landing = try managers[index].stacks.register(call)
      switch landing {
      case .recording(let forRedo):
        return "\(undoer) records \(call.label) in the recording group (bound for the \(forRedo ? "redo" : "undo") stack)"
      case .group(let level, let opened, let cleared):
        let group = opened ? "a new event group" : "the open group at level \(level)"
        let redo = cleared > 0 ? "; the redo stack is cleared (\(cleared) group\(cleared == 1 ? "" : "s"))" : ""
        return "\(undoer) registers \(call.label) in \(group)\(redo)"
      case .ignored:
        return "\(undoer) ignores \(call.label): undo registration is disabled"
      }
    } catch {
      throw CommandError(
        "\(undoer) has no open group and groupsByEvent is off, so nothing can be registered",
        suggestion: "type 'begin \(undoer)' first")
    }
  }

  /// Performs `call`, as the manager does on undo or redo, or as a command does for the user.
  ///
  /// Every call is an "undoably" method: it registers its own inverse with the target's undoer
  /// before changing the value (Programming iOS 8, ch. 26), which is why redo comes for free.
  /// Returns what changed and what was registered.
  mutating func perform(_ call: UndoCall) throws(CommandError) -> (change: String, registered: String?) {
    switch call {
    case .setValue(let name, let value, let style):
      guard let index = boxes.firstIndex(where: { $0.name == name }) else { throw unknownObject(name, kind: "box") }
      let old = boxes[index].value
      let registered = try register(.setValue(target: name, old, style), with: boxes[index].undoer)
      boxes[index].value = value
      return ("\(name).value \(Format.number(old)) -> \(Format.number(value))", registered)
    case .setCenter(let name, let point, let style):
      guard let index = squares.firstIndex(where: { $0.name == name }) else { throw unknownObject(name, kind: "square") }
      let old = squares[index].center
      let registered = try register(.setCenter(target: name, old, style), with: squares[index].undoer)
      squares[index].center = point
      return ("\(name).center \(Format.point(old)) -> \(Format.point(point))", registered)
    case .updateRow(let name, let row, let item):
      guard let index = tables.firstIndex(where: { $0.name == name }) else { throw unknownObject(name, kind: "table") }
      if let item {
        guard (0...tables[index].items.count).contains(row) else {
          throw rowError(name, row, count: tables[index].items.count + 1)
        }
        let registered = try register(.updateRow(table: name, index: row, item: nil), with: tables[index].undoer)
        tables[index].items.insert(item, at: row)
        return ("\(name) inserts \(JSON.string(item)) at row \(row)", registered)
      }
      guard tables[index].items.indices.contains(row) else { throw rowError(name, row, count: tables[index].items.count) }
      let removed = tables[index].items[row]
      let registered = try register(.updateRow(table: name, index: row, item: removed), with: tables[index].undoer)
      tables[index].items.remove(at: row)
      return ("\(name) deletes row \(row) (\(JSON.string(removed)))", registered)
    case .moveRow(let name, let from, let to):
      guard let index = tables.firstIndex(where: { $0.name == name }) else { throw unknownObject(name, kind: "table") }
      let count = tables[index].items.count
      guard tables[index].items.indices.contains(from) else { throw rowError(name, from, count: count) }
      guard tables[index].items.indices.contains(to) else { throw rowError(name, to, count: count) }
      // A move to the same row registers nothing (the cookbook's check).
      guard from != to else { return ("\(name) row \(from) stays where it is", nil) }
      let registered = try register(.moveRow(table: name, from: to, to: from), with: tables[index].undoer)
      let item = tables[index].items.remove(at: from)
      tables[index].items.insert(item, at: to)
      return ("\(name) moves \(JSON.string(item)) from row \(from) to row \(to)", registered)
    case .replace(let name, let location, let length, let text):
      guard let index = texts.firstIndex(where: { $0.name == name }) else { throw unknownObject(name, kind: "text") }
      var characters = Array(texts[index].text)
      guard location >= 0, length >= 0, location + length <= characters.count else {
        throw CommandError(
          "\(name) has \(characters.count) characters, so \(location) + \(length) is out of range",
          suggestion: "choose START and LENGTH within the text")
      }
      let old = String(characters[location..<(location + length)])
      let registered = try register(
        .replace(view: name, location: location, length: text.count, text: old), with: texts[index].undoer)
      characters.replaceSubrange(location..<(location + length), with: Array(text))
      texts[index].text = String(characters)
      texts[index].cursor = location + text.count
      return ("\(name).text is now \(JSON.string(texts[index].text))", registered)
    case .swift(let target, let handler, let arguments, let message):
      // The learner's own handler runs, on their machine; what it registers is its inverse.
      let notes = try SwiftCallout.call(handler, arguments, state: &self)
      let ran = message.map { "\(target) receives \($0)" } ?? "closure #\(handler.id) runs with \(target)"
      return (ran, notes.isEmpty ? nil : notes.joined(separator: "; "))
    }
  }

  private func rowError(_ table: String, _ row: Int, count: Int) -> CommandError {
    CommandError(
      "\(table) has no row \(row)",
      suggestion: count == 0 ? "the table is empty" : "rows go from 0 to \(count - 1)")
  }

  /// The end of a run-loop pass for every manager (S6, S14).
  mutating func endOfEvent() -> [String] {
    var lines: [String] = []
    for index in managers.indices {
      guard let closing = managers[index].stacks.endOfEvent() else { continue }
      let name = managers[index].name
      if case .pushed(_, let actions, let dropped) = closing {
        lines.append(
          "\(name): the event group closes and goes on the undo stack (\(actions) action\(actions == 1 ? "" : "s"))"
            + (dropped > 0 ? "; the oldest \(dropped) group\(dropped == 1 ? "" : "s") dropped (levelsOfUndo)" : ""))
      } else {
        lines.append("\(name): the event group closes empty and is discarded")
      }
    }
    return lines
  }
}
