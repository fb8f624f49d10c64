/// A dotted path into the live objects: `v1`, `v1.frame`, `v1.frame.width`, `v1.subviews[0]`.
public struct InspectPath: Sendable, Equatable, CustomStringConvertible {
  public enum Component: Sendable, Equatable {
    case field(String)
    case index(Int)
  }

  public var components: [Component]

  /// Parses `text`; returns nil when it is not a well-formed path.
  ///
  /// After a dot, a run of digits is an index, so `subviews.0` and `subviews[0]` name the same item.
  public init?(_ text: String) {
    var rest = Substring(text)
    func name() -> String? {
      let word = rest.prefix(while: Self.isNameCharacter)
      rest = rest.dropFirst(word.count)
      return word.isEmpty ? nil : String(word)
    }
    func index(_ digits: String) -> Int? {
      digits.count <= 9 && digits.allSatisfy(\.isASCIIDigit) ? Int(digits) : nil
    }
    guard let first = name(), !first.allSatisfy(\.isASCIIDigit) else { return nil }
    var components: [Component] = [.field(first)]
    while let next = rest.first {
      rest = rest.dropFirst()
      switch next {
      case ".":
        guard let word = name() else { return nil }
        components.append(index(word).map(Component.index) ?? .field(word))
      case "[":
        guard let close = rest.firstIndex(of: "]"), let value = index(String(rest[..<close])) else { return nil }
        components.append(.index(value))
        rest = rest[rest.index(after: close)...]
      default:
        return nil
      }
    }
    self.components = components
  }

  public init(components: [Component]) { self.components = components }

  static func isNameCharacter(_ char: Character) -> Bool {
    char.isLetter || char.isNumber || char == "_" || char == "-"
  }

  public var root: String {
    if case .field(let name) = components[0] { return name }
    return ""
  }

  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .field(let name): text += text.isEmpty ? name : "." + name
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// Resolves paths against a chapter's named objects, following references between them.
public struct InspectResolver {
  private let lookup: (String) -> InspectValue?
  /// Every object name, asked for only to suggest a near miss.
  private let names: () -> [String]

  public init(lookup: @escaping (String) -> InspectValue?, names: @escaping () -> [String]) {
    self.lookup = lookup
    self.names = names
  }

  public init(objects: [InspectField]) {
    self.init(lookup: { name in objects.first { $0.name == name }?.value }, names: { objects.map(\.name) })
  }

  public func object(named name: String) -> InspectValue? { lookup(name) }

  /// The value at `path`, or an error naming the first component that does not exist.
  public func resolve(_ path: InspectPath) throws(CommandError) -> InspectValue {
    let rootName = path.root
    guard var value = object(named: rootName) else {
      let names = names()
      throw CommandError(
        "no object named \(Format.echo(rootName))",
        suggestion: Suggestion.didYouMean(rootName, in: names)
          ?? (names.isEmpty ? "there are no objects yet" : "try 'show' to list them"))
    }
    var walked = rootName
    var hops = 0
    for component in path.components.dropFirst() {
      // Following a reference (`v2.superview.frame`) continues at the named object.
      while case .reference(let target) = value, let next = object(named: target), hops < 64 {
        value = next
        hops += 1
      }
      switch component {
      case .field(let name):
        let fields = value.fields
        guard let field = fields.first(where: { $0.name == name }) else {
          if fields.isEmpty {
            throw CommandError("\(walked) is \(value.kindName) with no fields", suggestion: "try 'show \(walked)'")
          }
          throw CommandError(
            "\(walked) has no field \(Format.echo(name))",
            suggestion: Suggestion.didYouMean(name, in: fields.map(\.name))
              ?? "its fields are " + fields.map(\.name).joined(separator: ", "))
        }
        value = field.value
        walked += "." + name
      case .index(let index):
        guard case .list(let items) = value else {
          throw CommandError("\(walked) is \(value.kindName), not a list", suggestion: "try 'show \(walked)'")
        }
        guard index < items.count else {
          throw CommandError(
            "index \(index) is out of range: \(walked) has \(items.count) item\(items.count == 1 ? "" : "s")",
            suggestion: items.isEmpty ? "it is empty" : "use 0 to \(items.count - 1)")
        }
        value = items[index]
        walked += "[\(index)]"
      }
    }
    return value
  }
}
