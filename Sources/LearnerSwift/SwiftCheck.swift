/// The standard library's checks (`assert`, `precondition` and their `Failure` forms): in a
/// debug build, which is how the learner's program runs, a failed one stops the program with
/// its message, which is worked out only then.
public enum SwiftCheck: String, CaseIterable, Equatable, Sendable {
  case assert, precondition, assertionFailure, preconditionFailure

  /// Whether it takes a condition before its message.
  var hasCondition: Bool { self == .assert || self == .precondition }

  /// The words Swift's runtime opens the failure's message with.
  var failure: String { self == .assert || self == .assertionFailure ? "Assertion failed" : "Precondition failed" }
}
