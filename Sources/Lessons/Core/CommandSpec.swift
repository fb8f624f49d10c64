/// What a command accepts, declared once: the parser, `--help`, usage lines, error messages and
/// Tab completion all read it.
public struct CommandSpec: Sendable {
  public var name: String
  public var abstract: String
  /// Longer help: the rule behind the command and the book it comes from.
  public var discussion: String?
  public var parameters: [Parameter]
  public var options: [CommandOption]
  /// Example lines shown by `--help`; the first one is quoted in error suggestions.
  public var examples: [String]

  public init(
    _ name: String, abstract: String, discussion: String? = nil, parameters: [Parameter] = [],
    options: [CommandOption] = [], examples: [String]
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.parameters = parameters
    self.options = options
    self.examples = examples
  }

  public var usage: String {
    var parts = [name]
    for parameter in parameters {
      var text = parameter.name.uppercased()
      if parameter.isRepeated { text += "..." }
      parts.append(parameter.isOptional ? "[\(text)]" : text)
    }
    for option in options {
      let text = option.valueName.map { "--\(option.name) \($0)" } ?? "--\(option.name)"
      parts.append("[\(text)]")
    }
    return parts.joined(separator: " ")
  }
}

/// A positional parameter.
public struct Parameter: Sendable {
  public var name: String
  public var kind: ValueKind
  public var help: String
  public var isOptional: Bool
  /// Takes every remaining word (at least one unless optional).
  public var isRepeated: Bool

  public init(_ name: String, _ kind: ValueKind, _ help: String, optional: Bool = false, repeated: Bool = false) {
    self.name = name
    self.kind = kind
    self.help = help
    self.isOptional = optional
    self.isRepeated = repeated
  }
}

/// A `--flag` or `--option VALUE`.
public struct CommandOption: Sendable {
  public var name: String
  /// nil for a flag.
  public var value: ValueKind?
  public var help: String
  /// How many words the value takes: `--position X Y` takes 2.
  public var arity: Int
  /// Whether the value may be left out: `--completion` alone, or `--completion { BLOCK }`.
  ///
  /// Left out, the option has the empty string. A next word that starts with `--` is never
  /// taken as its value.
  public var valueIsOptional = false

  public init(_ name: String, value: ValueKind? = nil, arity: Int = 1, _ help: String) {
    self.name = name
    self.value = value
    self.arity = arity
    self.help = help
  }

  /// An option whose one value may be left out.
  public init(_ name: String, optionalValue: ValueKind, _ help: String) {
    self.init(name, value: optionalValue, help)
    valueIsOptional = true
  }

  var valueName: String? {
    value.map { kind in
      let name = arity == 1 ? kind.placeholder : (1...arity).map { _ in kind.placeholder }.joined(separator: " ")
      return valueIsOptional ? "[\(name)]" : name
    }
  }
}

/// What a word must be; also what Tab completes in its place.
public enum ValueKind: Sendable, Equatable {
  case word
  /// Any text, the empty string too (a string to validate or type).
  case text
  case number
  /// An integer within the range.
  case integer(ClosedRange<Int>)
  /// A live object of the chapter the command belongs to.
  case object
  /// An inspect path (`v1.frame.width`).
  case path
  case chapter
  /// A command name (global or chapter).
  case command
  case choice([String])
  /// A name the command checks itself; Tab offers these (lesson ids, for instance).
  case named([String])
  /// A file path.
  case file

  var placeholder: String {
    switch self {
    case .choice(let choices): choices.joined(separator: "|")
    case .number, .integer: "N"
    case .file: "FILE"
    default: "VALUE"
    }
  }
}
