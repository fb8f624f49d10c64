/// The chapters' option sets (`UIView.AnimationOptions`) as Swift's OptionSet works them: a
/// value is its type and its raw value, and its members are the chapter's, each a raw value
/// (`SwiftHostScope.optionSets`).
///
/// The set algebra is the standard library's default implementation for an OptionSet (Apple's
/// documented API): `contains` asks for every bit of the member, `insert` answers whether it
/// added any and what of the member is there after, `remove` gives back what it took or nil.
enum SwiftOptionSets {
  /// The methods that change their receiver.
  static let mutating: Set<String> = [
    "insert(_:)", "remove(_:)", "update(with:)", "formUnion(_:)", "formIntersection(_:)",
    "formSymmetricDifference(_:)", "subtract(_:)",
  ]

  /// `value` as a raw value of the option set `type`: a value of the type, one of its members
  /// (`.repeat`, as the compiler hands an implicit member over), or an array literal of either.
  static func raw(
    of value: SwiftValue, as type: String, members: [String: Int], line: Int
  ) throws(SwiftRunError) -> Int {
    switch value {
    case .optionSet(let other, let raw):
      guard other == type else {
        throw SwiftRunError(line: line, "cannot convert value of type '\(other)' to expected argument type '\(type)'")
      }
      return raw
    case .member(let name):
      guard let raw = members[name] else { throw SwiftRunError(line: line, "type '\(type)' has no member '\(name)'") }
      return raw
    case .array(let items):
      var raw = 0
      for item in items {
        switch item {
        case .member, .optionSet: raw |= try self.raw(of: item, as: type, members: members, line: line)
        default:
          throw SwiftRunError(line: line, "cannot convert value of type '\(item.typeName)' to expected element type '\(type)'")
        }
      }
      return raw
    default:
      throw SwiftRunError(line: line, "cannot convert value of type '\(value.typeName)' to expected argument type '\(type)'")
    }
  }

  /// `rawValue` and `isEmpty`.
  static func member(_ name: String, type: String, raw: Int, line: Int) throws(SwiftRunError) -> SwiftValue {
    switch name {
    case "rawValue": return .int(raw)
    case "isEmpty": return .bool(raw == 0)
    default: throw SwiftRunError(line: line, "value of type '\(type)' has no member '\(name)'")
    }
  }

  /// A method of an option set; a mutating one changes `receiver`.
  static func call(
    _ selector: String, on receiver: inout SwiftValue, _ arguments: [SwiftValue], members: [String: Int], line: Int
  ) throws(SwiftRunError) -> SwiftValue {
    guard case .optionSet(let type, let raw) = receiver, arguments.count == 1 else {
      throw SwiftRunError(line: line, "value of type '\(receiver.typeName)' has no member '\(selector)'")
    }
    let other = try self.raw(of: arguments[0], as: type, members: members, line: line)
    func value(_ raw: Int) -> SwiftValue { .optionSet(type: type, raw: raw) }
    switch selector {
    case "contains(_:)": return .bool(raw & other == other)
    case "isSubset(of:)": return .bool(raw & other == raw)
    case "isSuperset(of:)": return .bool(raw & other == other)
    case "isDisjoint(with:)": return .bool(raw & other == 0)
    case "union(_:)": return value(raw | other)
    case "intersection(_:)": return value(raw & other)
    case "symmetricDifference(_:)": return value(raw ^ other)
    case "subtracting(_:)": return value(raw & ~other)
    case "insert(_:)":
      let already = raw & other
      let inserted = already != other
      receiver = value(raw | other)
      return .tuple([.bool(inserted), value(inserted ? other : already)], labels: ["inserted", "memberAfterInsert"])
    case "remove(_:)":
      let taken = raw & other
      receiver = value(raw & ~other)
      return taken == 0 ? .null : .some(value(taken))
    case "update(with:)":
      let there = raw & other
      receiver = value(raw | other)
      return there == 0 ? .null : .some(value(there))
    case "formUnion(_:)": receiver = value(raw | other)
    case "formIntersection(_:)": receiver = value(raw & other)
    case "formSymmetricDifference(_:)": receiver = value(raw ^ other)
    case "subtract(_:)": receiver = value(raw & ~other)
    default: throw SwiftRunError(line: line, "value of type '\(type)' has no member '\(selector)'")
    }
    return .void
  }
}
