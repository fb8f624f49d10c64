/// Something the learner can look at: `show`, `inspect --json`, `diff` and exercise predicates
/// all read the same value tree.
public protocol Inspectable {
  var inspection: InspectValue { get }
}

/// A named field of a record or object, in the order the model declares it.
public struct InspectField: Sendable, Equatable {
  public var name: String
  public var value: InspectValue
  public init(_ name: String, _ value: InspectValue) {
    self.name = name
    self.value = value
  }
}

/// The tree every model object renders to.
///
/// A `record` is a value with a one-line form (a point, a rect, a transform): it prints on one
/// line but its parts are still reachable by path (`v1.frame.width`). An `object` is an entity
/// with a summary; `show` lists its fields and `inspect` expands them all.
public enum InspectValue: Sendable, Equatable {
  case number(Double, places: Int = 2)
  case text(String)
  case bool(Bool)
  case none
  /// The name of another live object, as `show` prints a superview or a target.
  case reference(String)
  case list([InspectValue])
  /// Numbers that print as `(a, b, …)`: points, sizes, rects. The line is made only when shown.
  case tuple([InspectField])
  case record(String, [InspectField])
  case object(summary: String, fields: [InspectField])

  /// The one-line form used in field listings, diffs and step reports.
  public var line: String {
    switch self {
    case .number(let value, let places): Format.number(value, places: places)
    case .text(let text): Format.quoted(text)
    case .bool(let value): value ? "true" : "false"
    case .none: "nil"
    case .reference(let name): name
    case .list(let items): "[" + items.map(\.line).joined(separator: ", ") + "]"
    case .tuple(let fields): "(" + fields.map(\.value.line).joined(separator: ", ") + ")"
    case .record(let summary, _): summary
    case .object(let summary, _): summary
    }
  }

  /// The named children of a record or object.
  public var fields: [InspectField] {
    switch self {
    case .tuple(let fields), .record(_, let fields), .object(_, let fields): fields
    default: []
    }
  }

  public var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// A short word for the kind of value, used in error messages.
  var kindName: String {
    switch self {
    case .number: "a number"
    case .text: "text"
    case .bool: "a boolean"
    case .none: "nil"
    case .reference: "a reference"
    case .list: "a list"
    case .tuple, .record: "a value"
    case .object: "an object"
    }
  }
}

extension InspectValue {
  /// Every leaf below this value as `path: line`, descending into objects and lists of objects.
  ///
  /// Records, scalars and plain lists are leaves: that is the grain `diff` reports at.
  public func flattened(prefix: String) -> [(path: String, line: String)] {
    var out: [(path: String, line: String)] = []
    flatten(into: &out, prefix: prefix)
    return out
  }

  private func flatten(into out: inout [(path: String, line: String)], prefix: String) {
    switch self {
    case .object(let summary, let fields):
      if fields.isEmpty { out.append((prefix, summary)) }
      for field in fields { field.value.flatten(into: &out, prefix: prefix + "." + field.name) }
    case .list(let items) where items.contains(where: \.isObject):
      for (index, item) in items.enumerated() { item.flatten(into: &out, prefix: prefix + "[\(index)]") }
    default:
      out.append((prefix, line))
    }
  }
}
