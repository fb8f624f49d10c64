/// swiftc's words for an optional used as the value it wraps, not unwrapped: the type pass says
/// them before the run where it knows the types, the run where it does not.
enum SwiftUnwrapError {
  /// An optional where its wrapped type goes: `value of optional type 'Int?' must be unwrapped
  /// to a value of type 'Int'`.
  static func toValue(optional: String, wanted: String) -> String {
    "value of optional type '\(optional)' must be unwrapped to a value of type '\(wanted)'"
  }

  /// A member of an optional's wrapped type used on the optional: `value of optional type
  /// 'UIWindow?' must be unwrapped to refer to member 'frame' of wrapped base type 'UIWindow'`.
  static func toMember(_ member: String, wrapped: String) -> String {
    "value of optional type '\(wrapped)?' must be unwrapped to refer to member '\(member)' of wrapped base type '\(wrapped)'"
  }
}
