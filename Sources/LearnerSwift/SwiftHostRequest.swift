/// What the learner's Swift asks of the chapter it runs in: the machine stops inside the
/// statement with the request (`SwiftMachine.hostRequest`), the runner answers it through the
/// chapter's `SwiftBindable` face, and the statement goes on (`SwiftMachine.answerHost`).
///
/// The machine knows nothing of the chapters: a request names objects, classes and members as
/// the learner's Swift spells them.
public enum SwiftHostRequest: Equatable, Sendable {
  /// What a call is made on: one of the chapter's objects, one of its classes, or a value it
  /// handed over (`CharacterSet.letters`), or a String with one of those among the arguments
  /// (`s.rangeOfCharacter(from: .letters)`).
  public enum Target: Equatable, Sendable {
    case object(type: String, name: String)
    case type(String)
    case value(SwiftValue)

    /// The type the call is made on, as Swift spells it; empty for an implicit member, whose
    /// type only the chapter knows.
    var typeName: String {
      switch self {
      case .object(let type, _), .type(let type): type
      case .value(.member): ""
      case .value(let value): value.typeName
      }
    }
  }

  /// The object a name in scope names (`root`): answered with `.host`.
  case object(name: String)
  /// `object.property`: answered with its value.
  case get(object: String, type: String, property: String)
  /// `object.property = value`: answered with the object (the container a set leaves).
  case set(object: String, type: String, property: String, value: SwiftValue)
  /// A method, an initializer or a static member: answered with its result.
  case call(target: Target, member: String, labels: [String], arguments: [SwiftValue], name: String?)
}

extension SwiftMachine {
  /// Whether the request is for an object's description, which a value being written needs:
  /// a chapter that has none answers nil, and the object is written by its class and name.
  public var waitsForDescription: Bool { describing != nil }

  /// Answers the request the machine waits on: `value` is the expression's value, and the
  /// next `step()` goes on with the statement.
  public mutating func answerHost(_ value: SwiftValue) {
    hostRequest = nil
    if let object = describing {
      describing = nil
      guard case .string(let text) = value else { return hostTexts[object.name] = Self.plainText(of: object) }
      return hostTexts[object.name] = text
    }
    stack.append(value)
  }

  /// Answers the request the machine waits on with an error thrown: it unwinds to the
  /// learner's `catch` or `try?`, or stops the run as Swift's uncaught error does.
  public mutating func throwFromHost(_ error: SwiftValue) throws(SwiftRunError) {
    hostRequest = nil
    if let object = describing {
      // The chapter has no description of its own for the object: its class and name do.
      describing = nil
      return hostTexts[object.name] = Self.plainText(of: object)
    }
    try unwind(error, line: line)
  }

  /// A selector's base name and labels: `convert(_:to:)` → `convert`, `["_", "to"]`.
  static func split(selector: String) -> (member: String, labels: [String]) {
    guard let open = selector.firstIndex(of: "(") else { return (selector, []) }
    let inside = selector[selector.index(after: open)...].dropLast()
    return (String(selector[..<open]), inside.split(separator: ":").map(String.init))
  }
}
