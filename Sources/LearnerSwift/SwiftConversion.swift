#if canImport(SwiftParser)
  import SwiftSyntax

  /// Where a value goes, for the message Swift's compiler gives when it does not fit there.
  enum SwiftConversion: Equatable, Sendable {
    case declaration, assignment, argument, element, dictionaryKey, dictionaryValue, returned, closureResult
    /// `xs[i] = v`, `d[k] = v`: the message names the element's type (`shown`).
    case subscriptAssignment(shown: SwiftStaticType)

    /// Swift's message for `nil` where a value of the type `wanted`, which is no optional, goes.
    func nilMessage(_ wanted: SwiftStaticType) -> String {
      switch self {
      case .declaration: "'nil' cannot initialize specified type '\(wanted)'"
      case .assignment: "'nil' cannot be assigned to type '\(wanted)'"
      case .subscriptAssignment(let shown): "'nil' cannot be assigned to subscript of type '\(shown)'"
      case .argument: "'nil' is not compatible with expected argument type '\(wanted)'"
      case .element: "'nil' is not compatible with expected element type '\(wanted)'"
      case .dictionaryKey: "'nil' is not compatible with expected dictionary key type '\(wanted)'"
      case .dictionaryValue: "'nil' is not compatible with expected dictionary value type '\(wanted)'"
      case .returned: "'nil' is incompatible with return type '\(wanted)'"
      case .closureResult: "'nil' is not compatible with closure result type '\(wanted)'"
      }
    }

    /// Swift's message for a value of type `given` that does not fit `wanted` here.
    func message(_ given: SwiftStaticType, _ wanted: SwiftStaticType) -> String {
      message(spelled: "'\(given)'", "'\(wanted)'", assigns: given.kind == wanted.kind && !given.isNamed)
    }

    /// `message`, with both types written as Swift spells them, quotes included.
    ///
    /// For types the pass has no `SwiftStaticType` for: `'String.SubSequence' (aka
    /// 'Substring')`, `'(x: Int, y: Int)'`. In a declaration, Swift says `assign` of two types
    /// of one kind (`assigns`).
    func message(spelled given: String, _ wanted: String, assigns: Bool) -> String {
      switch self {
      case .declaration:
        if assigns { return "cannot assign value of type \(given) to type \(wanted)" }
        return "cannot convert value of type \(given) to specified type \(wanted)"
      case .assignment: return "cannot assign value of type \(given) to type \(wanted)"
      case .subscriptAssignment(let shown): return "cannot assign value of type \(given) to subscript of type '\(shown)'"
      case .argument: return "cannot convert value of type \(given) to expected argument type \(wanted)"
      case .element: return "cannot convert value of type \(given) to expected element type \(wanted)"
      case .dictionaryKey: return "cannot convert value of type \(given) to expected dictionary key type \(wanted)"
      case .dictionaryValue: return "cannot convert value of type \(given) to expected dictionary value type \(wanted)"
      case .returned: return "cannot convert return expression of type \(given) to return type \(wanted)"
      case .closureResult: return "cannot convert value of type \(given) to closure result type \(wanted)"
      }
    }
  }
#endif
