import LearnerSwift
import Lessons
import Testing

/// The learner's Swift on the validators chapter's rules and validators: a validator returns
/// `(valid:, errors:)` with every rule run, a rule returns true or throws its error, and each
/// runs the chapter's own `validate`, so `last` records it as it records the command.
@Suite struct SwiftValidatorsBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  static let rule = "new rule r1 startsWith letters letter"

  @Test func aValidatorReturnsEveryErrorAsTheCommandDoes() {
    var swift = Engine.after([Self.rule], in: "validators")
    var commands = Engine.after([Self.rule], in: "validators")
    // What Swift prints is what the book's tuple prints, and what the command prints.
    let printed = swift.printed("swift { print(password.validate(\"abc\")) }")
    #expect(printed == commands.printed("validate password abc"))
    #expect(printed.first?.hasPrefix("(valid: false, errors: [Must be at least 8 characters., ") == true)
    #expect(swift.printed("inspect last --json") == commands.printed("inspect last --json"))
    #expect(swift.printed("swift { let r = startsAndEnds.validate(\"a1\"); print(r.valid, r.errors.count) }") == ["true 0"])
  }

  /// A rule alone throws its `StringValidationError`: `do`/`catch`, `try?` and an uncaught throw
  /// behave as Swift's, and the error prints as its description.
  @Test func aRuleThrowsItsError() {
    var swift = Engine.after([Self.rule], in: "validators")
    let printed = swift.printed(
      """
      swift {
        print(try r1.validate("abc"))
        do {
          _ = try r1.validate("1abc")
        } catch {
          print("caught:", error)
        }
        print(try? r1.validate("9") == nil)
      }
      """)
    // `try?` covers the whole comparison, as Swift's does: the throw makes it nil.
    #expect(printed == ["true", "caught: Must start with letter.", "nil"])
    #expect(swift.printed("show last.errors") == [#"["Must start with letter."]"#])
    #expect(
      swift.printed("swift { try r1.validate(\"9\") }") == [
        "line 1: Fatal error: Error raised at top level: Must start with letter."
      ])
    // A rule that throws an error of another type throws that one.
    _ = swift.printed("new rule other throwing OtherError")
    #expect(
      swift.printed("swift { do { _ = try other.validate(\"x\") } catch { print(\"caught\", error) } }") == [
        "caught OtherError"
      ])
    // The book's catch of its own error type (the validator extension's `catch let error as
    // StringValidationError`) takes the rule's error and lets the other type's pass.
    for (rule, caught) in [("r1", "typed Must start with letter."), ("other", "other OtherError")] {
      #expect(
        swift.printed(
          """
          swift {
            do { _ = try \(rule).validate("9") } catch let error as StringValidationError {
              print("typed", error)
            } catch {
              print("other", error)
            }
          }
          """) == [caught])
    }
  }

  @Test func whatTheBindingHasNotIsRefusedByName() {
    var swift = Engine.after([Self.rule], in: "validators")
    #expect(swift.printed("swift { password.check(\"x\") }").first?.contains("has no member 'check'") == true)
    #expect(swift.printed("swift { r1.errorType = nil }").first?.contains("cannot be set from Swift") == true)
    #expect(swift.printed("show last").first?.hasPrefix("error:") == true)
  }
}
