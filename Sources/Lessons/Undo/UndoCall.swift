/// An action recorded with an undo manager: the call the manager makes on undo or redo.
///
/// The books register three ways, and each is kept so the learner sees which was used
/// (Programming iOS 8, ch. 26):
/// - target–action: `registerUndoWithTarget:selector:object:`, one object argument (a point
///   boxed in an NSValue), which is why an "undoably" setter exists;
/// - closure: `registerUndo(withTarget:handler:)`, the Swift form;
/// - invocation: `prepareWithInvocationTarget(_:)`, a recorded message with any arguments, as in
///   the cookbook's table edits (The Core iOS Developer's Cookbook, ch. 9).
public enum UndoCall: Equatable, Sendable {
  public enum Style: String, Equatable, Sendable, CaseIterable {
    case target, closure, invocation
  }

  case setValue(target: String, Double, Style)
  case setCenter(target: String, Point, Style)
  /// The cookbook's one entry point that is its own inverse: a nil item deletes the row at
  /// `index`, an item inserts it there.
  case updateRow(table: String, index: Int, item: String?)
  case moveRow(table: String, from: Int, to: Int)
  /// Replaces `length` characters at `location` with `text`.
  case replace(view: String, location: Int, length: Int, text: String)
  /// A closure the learner's Swift registered with `registerUndo(withTarget:handler:)`, kept by
  /// its handle, with the target it is called with (its name in `target`); or, when `message`
  /// names one, a method of the target's recorded after `prepare(withInvocationTarget:)`, the
  /// target first among its arguments.
  case swift(target: String, handler: SwiftHandle, arguments: [BridgeValue], message: String?)

  public var target: String {
    switch self {
    case .setValue(let target, _, _), .setCenter(let target, _, _): target
    case .updateRow(let table, _, _), .moveRow(let table, _, _): table
    case .replace(let view, _, _, _): view
    case .swift(let target, _, _, _): target
    }
  }

  /// How the call reads in stacks and step reports.
  public var label: String {
    switch self {
    case .setValue(let target, let value, let style):
      Self.styled("\(target).setValueUndoably(\(Format.number(value)))", style)
    case .setCenter(let target, let point, let style):
      Self.styled(
        "\(target).setCenterUndoably(\(style == .target ? "NSValue " : "")(\(Format.number(point.x)), \(Format.number(point.y))))",
        style)
    case .updateRow(let table, let index, let item):
      "\(table).updateItem(at: \(index), with: \(item.map(JSON.string) ?? "nil"))"
    case .moveRow(let table, let from, let to):
      "\(table).moveRow(from: \(from), to: \(to))"
    case .replace(let view, let location, let length, let text):
      "\(view).replace(\(location), \(length), with: \(JSON.string(text)))"
    case .swift(let target, let handler, _, nil):
      "{ closure #\(handler.id) }(\(target))"
    case .swift(let target, _, let arguments, let message?):
      Self.styled("\(target).\(Self.message(message, arguments.dropFirst()))", .invocation)
    }
  }

  /// `setValue(3)`, `move(to: 1, animated: true)`: a recorded message with its arguments.
  private static func message(_ selector: String, _ arguments: ArraySlice<BridgeValue>) -> String {
    let base = selector.prefix { $0 != "(" }
    let labels = selector.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map(String.init)
    let parts = zip(labels, arguments).map { label, value in
      (label == "_" ? "" : label + ": ") + (value.commandWord ?? value.typeName)
    }
    return base + "(" + parts.joined(separator: ", ") + ")"
  }

  private static func styled(_ call: String, _ style: Style) -> String {
    switch style {
    case .target: call
    case .closure: "{ \(call) }"
    case .invocation: "invocation \(call)"
    }
  }
}
