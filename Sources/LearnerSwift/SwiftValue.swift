import Foundation

/// A value of the learner's Swift while it runs: the subset's types, each printed as Swift's
/// `print` prints it.
public enum SwiftValue: Equatable, Sendable {
  case void
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case array([SwiftValue])
  case tuple([SwiftValue])
  /// A function of the program, by its index.
  case function(Int)

  /// The type's name as Swift writes it, for messages.
  public var typeName: String {
    switch self {
    case .void: "Void"
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .array(let items): "[\(items.first?.typeName ?? "Any")]"
    case .tuple(let items): "(" + items.map(\.typeName).joined(separator: ", ") + ")"
    case .function: "function"
    }
  }

  /// What `print` writes: `3`, `3.0`, `true`, `[1, 4, 9]`, `["a"]`, `(154.0, 167.0)`.
  public var printed: String {
    switch self {
    case .string(let text): text
    default: described
    }
  }

  /// The value inside a collection: a string in quotes, as `debugDescription` writes it.
  var described: String {
    switch self {
    case .void: "()"
    case .int(let value): String(value)
    // Swift's own description of a Double: `3.0`, `0.1`, `1e+20`, `nan`, `-inf`.
    case .double(let value): "\(value)"
    case .bool(let value): value ? "true" : "false"
    case .string(let text):
      "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    case .array(let items): "[" + items.map(\.described).joined(separator: ", ") + "]"
    case .tuple(let items): "(" + items.map(\.described).joined(separator: ", ") + ")"
    case .function: "(Function)"
    }
  }

}
