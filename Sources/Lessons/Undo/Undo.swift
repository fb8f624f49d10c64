/// The undo chapter.
///
/// Undo managers with their two stacks, groups and action names, and targets that register with
/// them (Programming iOS 8, ch. 26; The Core iOS Developer's Cookbook,
/// ch. 9 and 12).
///
/// One input line is one pass of the run loop (S14): when the line ends, each manager closes the
/// event group that `groupsByEvent` opened for it.
public enum Undo: Chapter {
  public typealias State = UndoWorld

  public static let name = "undo"
  public static let abstract = "Undo managers: stacks, grouping, action names, menus and shake, stepped action by action."
  public static var initialState: State { UndoWorld() }

  /// An undo or redo being performed, step by step (S7, S8).
  public struct Process: Equatable, Sendable {
    enum Phase: Equatable, Sendable { case pop, perform, close }

    var manager: String
    var redo: Bool
    var phase = Phase.pop
    var group = UndoStacks<UndoCall>.Group()
    /// Actions not performed yet: the next one is `group.actions[remaining - 1]`.
    var remaining = 0
    var changes: [String] = []
  }

  public static func objects(in state: State) -> [InspectField] {
    state.managers.map { InspectField($0.name, inspect($0)) } + state.boxes.map { InspectField($0.name, inspect($0)) }
      + state.squares.map { InspectField($0.name, inspect($0)) } + state.tables.map { InspectField($0.name, inspect($0)) }
      + state.texts.map { InspectField($0.name, inspect($0)) }
  }

  public static func endTurn(_ state: inout State) { _ = state.endOfEvent() }

  public static let commands: [ChapterCommand<Undo>] = UndoCommands.all

  // MARK: - Undo and redo, one step at a time

  static func startUndo(_ state: State, _ arguments: Arguments, redo: Bool) throws(CommandError) -> ProcessStart<Process> {
    let index = try state.managerIndex(arguments.optionalWord("manager"))
    let manager = state.managers[index]
    var copy = manager.stacks
    let verb = redo ? "redo" : "undo"
    let group: UndoStacks<UndoCall>.Group?
    do {
      group = try copy.beginUndo(redo: redo)
    } catch {
      switch error {
      case .groupOpen(let level):
        throw CommandError(
          "\(verb) at grouping level \(level): Apple's \(verb)() closes one open group itself, and with more open it raises an exception",
          suggestion: "close it with 'end \(manager.name)' first")
      case .busy(let undoing):
        throw CommandError("\(manager.name) is \(undoing ? "undoing" : "redoing") already", suggestion: "type 'continue' first")
      case .noOpenGroup, .mustBeginGroup, .alreadyEnabled:
        throw CommandError("\(verb) cannot start")
      }
    }
    let steps = group.map { $0.actions.count + 2 } ?? 1
    return ProcessStart(Process(manager: manager.name, redo: redo), title: "\(verb) \(manager.name)", totalSteps: steps)
  }

  public static func advance(_ process: inout Process, _ state: inout State) -> ProcessStep {
    guard let index = state.managers.firstIndex(where: { $0.name == process.manager }) else {
      return .finished(StepNote("\(process.manager) is gone"), result: [])
    }
    let verb = process.redo ? "redo" : "undo"
    let other = process.redo ? "undo" : "redo"
    let flag = process.redo ? "isRedoing" : "isUndoing"
    switch process.phase {
    case .pop:
      let closesFirst = state.managers[index].stacks.groupingLevel == 1
      guard let group = try? state.managers[index].stacks.beginUndo(redo: process.redo) else {
        let note = StepNote(
          "nothing to \(verb): the \(verb) stack of \(process.manager) is empty",
          why: "\(verb) with an empty stack does nothing (S\(process.redo ? 8 : 7))")
        return .finished(note, result: [note.text])
      }
      process.group = group
      process.remaining = group.actions.count
      process.phase = .perform
      let closed = closesFirst ? "the open group closes first; " : ""
      return .step(
        StepNote(
          "\(verb): \(closed)pop \(title(group)) (\(count(group.actions.count))) from the \(verb) stack; "
            + "\(flag) = true; a recording group opens",
          why: "what the actions register while \(process.redo ? "redoing" : "undoing") is recorded for the \(other) stack "
            + "(Programming iOS 8, ch. 26)"))
    case .perform:
      let position = process.remaining
      let call = process.group.actions[position - 1]
      process.remaining -= 1
      if process.remaining == 0 { process.phase = .close }
      let counter = "action \(position) of \(process.group.actions.count)"
      do {
        let (change, registered) = try state.perform(call)
        process.changes.append(change)
        return .step(
          StepNote(
            "\(counter): \(call.label): \(change)" + (registered.map { "; " + $0 } ?? ""),
            why: position == process.group.actions.count
              ? "a group is performed last-registered first, so several steps restore the first state"
              : "the next action back in registration order"))
      } catch {
        return .step(StepNote("\(counter): \(call.label) fails: \(error.message)"))
      }
    case .close:
      let closing = state.managers[index].stacks.finishUndo()
      let landed: String
      switch closing {
      case .pushed(_, let actions, let dropped)?:
        landed =
          "it goes on the \(other) stack as \(title(process.group)) (\(count(actions)))"
          + (dropped > 0 ? "; the oldest \(dropped) dropped (levelsOfUndo)" : "")
      default:
        landed = "nothing was registered, so it is discarded and \(verb) cannot be reversed"
      }
      let note = StepNote(
        "the recording group closes: \(landed); \(flag) = false",
        why: "the recorded group keeps the action name \(title(process.group)) (S\(process.redo ? 8 : 7))")
      let stacks = state.managers[index].stacks
      let summary =
        "\(process.manager): \(stacks.undoStack.count) to undo, \(stacks.redoStack.count) to redo; "
        + "menu: \(stacks.undoMenuItemTitle) / \(stacks.redoMenuItemTitle)"
      return .finished(note, result: process.changes + [summary])
    }
  }

  static func title(_ group: UndoStacks<UndoCall>.Group) -> String {
    group.name.isEmpty ? "(unnamed)" : JSON.string(group.name)
  }

  static func count(_ actions: Int) -> String { "\(actions) action\(actions == 1 ? "" : "s")" }

  // MARK: - Inspection

  static func inspect(_ manager: UndoWorld.NamedManager) -> InspectValue {
    let stacks = manager.stacks
    // Listed top first, and the top says so: it is what `undo` (or `redo`) takes next.
    func groups(_ stack: [UndoStacks<UndoCall>.Group], top: Bool = true) -> InspectValue {
      .list(
        stack.reversed().enumerated().map { index, group in
          .record(
            (top && index == 0 ? "top: " : "") + "\(title(group)) [\(group.actions.map(\.label).joined(separator: ", "))]",
            [
              InspectField("name", group.name.isEmpty ? .none : .text(group.name)),
              InspectField("actions", .list(group.actions.map { .text($0.label) })),
            ])
        })
    }
    let summary =
      "manager \(manager.name): \(stacks.undoStack.count) to undo, \(stacks.redoStack.count) to redo"
      + (stacks.groupingLevel > 0 ? ", grouping level \(stacks.groupingLevel)" : "")
    return .object(
      summary: summary,
      fields: [
        InspectField("undoStack", groups(stacks.undoStack)),
        InspectField("redoStack", groups(stacks.redoStack)),
        InspectField("openGroups", groups(stacks.openGroups.map(\.group), top: false)),
        InspectField("canUndo", .bool(stacks.canUndo)),
        InspectField("canRedo", .bool(stacks.canRedo)),
        InspectField("undoMenuItemTitle", .text(stacks.undoMenuItemTitle)),
        InspectField("redoMenuItemTitle", .text(stacks.redoMenuItemTitle)),
        InspectField("groupingLevel", .number(Double(stacks.groupingLevel))),
        InspectField("levelsOfUndo", .number(Double(stacks.levelsOfUndo))),
        InspectField("groupsByEvent", .bool(stacks.groupsByEvent)),
        InspectField("isUndoing", .bool(stacks.isUndoing)),
        InspectField("isRedoing", .bool(stacks.isRedoing)),
        InspectField("isUndoRegistrationEnabled", .bool(stacks.isUndoRegistrationEnabled)),
      ])
  }

  static func inspect(_ box: UndoWorld.Box) -> InspectValue {
    .object(
      summary: "box \(box.name) = \(Format.number(box.value))",
      fields: [InspectField("value", .number(box.value)), InspectField("undoer", .reference(box.undoer))])
  }

  static func inspect(_ square: UndoWorld.Square) -> InspectValue {
    .object(
      summary: "square \(square.name) at \(Format.point(square.center))",
      fields: [
        InspectField("center", square.center.inspection), InspectField("undoer", .reference(square.undoer)),
        InspectField("registers", .text(square.style.rawValue)),
      ])
  }

  static func inspect(_ table: UndoWorld.Table) -> InspectValue {
    .object(
      summary: "table \(table.name) [\(table.items.map(JSON.string).joined(separator: ", "))]",
      fields: [
        InspectField("items", .list(table.items.map { .text($0) })), InspectField("undoer", .reference(table.undoer)),
      ])
  }

  static func inspect(_ text: UndoWorld.TextView) -> InspectValue {
    .object(
      summary: "text \(text.name) \(JSON.string(text.text))",
      fields: [
        InspectField("text", .text(text.text)), InspectField("cursor", .number(Double(text.cursor))),
        InspectField("undoer", .reference(text.undoer)),
      ])
  }
}
