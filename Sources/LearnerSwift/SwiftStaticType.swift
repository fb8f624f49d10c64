#if canImport(SwiftParser)
  import SwiftSyntax

  /// A type the compiler knows an expression has before the program runs, as Swift's
  /// diagnostics spell it (`[String : Int]`).
  ///
  /// Only the types the type pass can be sure of are written this way: the named ones (`Int`,
  /// `Double`, a struct of the learner's), optionals, arrays and dictionaries of them. Anything
  /// else (a function, a tuple, `Any`) has no static type here, and the run checks it instead.
  indirect enum SwiftStaticType: Equatable, Sendable, CustomStringConvertible {
    case named(String)
    case optional(SwiftStaticType)
    case array(SwiftStaticType)
    case dictionary(key: SwiftStaticType, value: SwiftStaticType)

    static let int = SwiftStaticType.named("Int")
    static let double = SwiftStaticType.named("Double")
    static let string = SwiftStaticType.named("String")
    static let bool = SwiftStaticType.named("Bool")
    /// What `split(separator:)` gives a piece of a string as: a Substring, which Swift spells
    /// `String.SubSequence` there.
    static let substring = SwiftStaticType.named("Substring")

    /// The types whose values the subset's arithmetic and comparisons take.
    ///
    /// Int64 is Int's own width here (64 bits), so it runs as Int does, overflow and all; as a
    /// type it stays apart from Int, as in Swift (a URLSession delegate's byte counts are Int64s).
    static let simple: Set<String> = ["Int", "Int64", "Double", "CGFloat", "String", "Bool"]
    static let int64 = SwiftStaticType.named("Int64")

    /// The type a type annotation writes, or nil when it is none of the kinds above.
    init?(_ syntax: TypeSyntax?) {
      guard let syntax else { return nil }
      if let attributed = syntax.as(AttributedTypeSyntax.self) {
        self.init(attributed.baseType)
      } else if let optional = syntax.as(OptionalTypeSyntax.self) {
        guard let wrapped = SwiftStaticType(optional.wrappedType) else { return nil }
        self = .optional(wrapped)
      } else if let array = syntax.as(ArrayTypeSyntax.self) {
        guard let element = SwiftStaticType(array.element) else { return nil }
        self = .array(element)
      } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
        guard let key = SwiftStaticType(dictionary.key), let value = SwiftStaticType(dictionary.value) else { return nil }
        self = .dictionary(key: key, value: value)
      } else if let identifier = syntax.as(IdentifierTypeSyntax.self) {
        let arguments = identifier.genericArgumentClause?.arguments.map { argument -> SwiftStaticType? in
          guard case .type(let type) = argument.argument else { return nil }
          return SwiftStaticType(type)
        }
        switch (identifier.name.text, arguments) {
        case ("Array", let arguments?) where arguments.count == 1:
          guard let element = arguments[0] else { return nil }
          self = .array(element)
        case ("Optional", let arguments?) where arguments.count == 1:
          guard let wrapped = arguments[0] else { return nil }
          self = .optional(wrapped)
        case ("Dictionary", let arguments?) where arguments.count == 2:
          guard let key = arguments[0], let value = arguments[1] else { return nil }
          self = .dictionary(key: key, value: value)
        case (let name, nil) where !["Any", "AnyObject", "Float", "Self", "Void"].contains(name):
          self = .named(name)
        default:
          return nil
        }
      } else {
        return nil
      }
    }

    var description: String {
      switch self {
      case .named(let name): name
      case .optional(let wrapped): "\(wrapped)?"
      case .array(let element): "[\(element)]"
      case .dictionary(let key, let value): "[\(key) : \(value)]"
      }
    }

    /// The type as syntax, for the compiler's coercions (`SwiftCompiler.compileValue`).
    var syntax: TypeSyntax {
      switch self {
      case .named(let name): TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
      case .optional(let wrapped): TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped.syntax))
      case .array(let element): TypeSyntax(ArrayTypeSyntax(element: element.syntax))
      case .dictionary(let key, let value): TypeSyntax(DictionaryTypeSyntax(key: key.syntax, value: value.syntax))
      }
    }

    /// Whether the type is Double or CGFloat, which Swift converts into each other.
    var isFloating: Bool { self == .double || self == .named("CGFloat") }

    /// Whether the type is floating, or holds floating values (`[Double]`, `[String: Double]`,
    /// `Double?`): an integer literal that goes into a place of it later is a Double there.
    var holdsFloating: Bool {
      switch self {
      case .named: isFloating
      case .optional(let inner), .array(let inner): inner.holdsFloating
      case .dictionary(_, let value): value.holdsFloating
      }
    }

    /// Whether the type is optional, or holds optionals (`[String?]`): a value that goes into a
    /// place of it is wrapped there.
    var holdsOptional: Bool {
      switch self {
      case .named: false
      case .optional: true
      case .array(let inner): inner.holdsOptional
      case .dictionary(_, let value): value.holdsOptional
      }
    }

    /// Whether an integer literal can stand for a value of this type.
    var takesIntegerLiteral: Bool { self == .int || self == .int64 || isFloating }

    /// Whether it is one of the simple types, not an optional or a collection.
    var isSimple: Bool {
      guard case .named(let name) = self else { return false }
      return Self.simple.contains(name)
    }
  }

  /// An expression's static type, and whether it is made of literals only: an integer
  /// literal's type is Int, a floating-point one's Double, but either adapts to its context
  /// as Swift's literals do (`let d: Double = 3`, `x * 2` for a Double `x`).
  struct SwiftTyped: Equatable, Sendable {
    enum Literal: Equatable, Sendable {
      case integer, float
    }

    var type: SwiftStaticType
    var literal: Literal?

    init(_ type: SwiftStaticType, literal: Literal? = nil) {
      self.type = type
      self.literal = literal
    }

    /// Whether a value of this type may stand where `wanted` is: the same type, a literal
    /// that adapts, Double and CGFloat for each other, a value where its optional is wanted.
    func fits(_ wanted: SwiftStaticType) -> Bool {
      if case .optional(let inner) = wanted {
        // An optional's value converts into another optional only as the same type.
        if case .optional(let given) = type { return given == inner }
        return fits(inner)
      }
      switch literal {
      case .integer: return wanted.takesIntegerLiteral
      case .float: return wanted.isFloating
      case nil: return type == wanted || (type.isFloating && wanted.isFloating)
      }
    }
  }

  extension SwiftStaticType {
    var isOptional: Bool {
      if case .optional = self { return true }
      return false
    }

    /// Whether it is a named type, not an optional or a collection.
    var isNamed: Bool { kind == 0 }

    /// Which of the four kinds it is (Swift words a mismatch of two optionals, two arrays or two
    /// dictionaries as an assignment, even in a declaration).
    var kind: Int {
      switch self {
      case .named: 0
      case .optional: 1
      case .array: 2
      case .dictionary: 3
      }
    }
  }
#endif
