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

  /// The book's rule and validator types, made in Swift with Foundation's character sets, are
  /// the rules and validators `new` makes: the same objects, the same errors, the same outcomes.
  @Test func theBooksRuleTypesAreTheChaptersRules() {
    var swift = Engine.after([], in: "validators")
    let printed = swift.printed(
      """
      swift {
        let first = StartsWithCharacterStringValidationRule(characterSet: CharacterSet.letters, description: "letter")
        let ending = EndsWithCharacterStringValidationRule(characterSet: .decimalDigits, description: "number")
        let long = LengthStringValidationRule(type: .min(length: 8))
        let short = LengthStringValidationRule(type: .max(length: 12))
        let upper = ContainsCharacterStringValidationRule(
          characterSet: .uppercaseLetters, description: "upper case letter", type: .containAtLeast(1))
        let special = ContainsCharacterStringValidationRule(
          characterSet: CharacterSet(charactersIn: "!@#"), description: "special character", type: .mustContain)
        let plain = ContainsCharacterStringValidationRule(
          characterSet: .whitespaces, description: "space", type: .cannotContain)
        let both = StartsAndEndsWithStringValidator(
          startsWithSet: .letters, startsWithDescription: "letter", endsWithSet: .decimalDigits,
          endsWithDescription: "number")
        print(both.validate("1abc"))
        do { _ = try long.validate("abc") } catch { print(error) }
        print(try upper.validate("Abc"))
      }
      """)
    #expect(
      printed == [
        "(valid: false, errors: [Must start with letter., Must end with number.])", "Must be at least 8 characters.", "true",
      ], "\(printed)")
    var commands = Engine.after(
      [
        "new rule first startsWith letters letter", "new rule ending endsWith digits number", "new rule long length min 8",
        "new rule short length max 12", #"new rule upper contains uppercase "upper case letter" --at-least 1"#,
        #"new rule special contains [!@#] "special character" --must"#, "new rule plain contains whitespace space --cannot",
        "new validator both startsAndEnds letters letter digits number",
      ], in: "validators")
    for name in ["first", "ending", "long", "short", "upper", "special", "plain", "both"] {
      #expect(swift.printed("inspect \(name) --json") == commands.printed("inspect \(name) --json"), "\(name)")
    }
    // What the book's types take is checked: a set, a description, a kind of the rule's.
    for (code, message) in [
      ("LengthStringValidationRule(type: .containAtLeast(2))", "takes .min(length: n) or .max(length: n)"),
      ("StartsWithCharacterStringValidationRule(characterSet: .symbols, description: \"x\")", "symbols"),
      ("ContainsCharacterStringValidationRule(characterSet: .letters, description: \"\", type: .mustContain)", "description"),
      (
        "StartsWithCharacterStringValidationRule(characterSet: CharacterSet(charactersIn: \"a]\"), description: \"x\")",
        "without ]"
      ),
    ] {
      let refused = swift.printed("swift { let r = \(code) }")
      #expect(refused.count == 1 && refused[0].contains(message), "\(code): \(refused)")
    }
    #expect(swift.printed("show r").first?.hasPrefix("error:") == true)
    // Declared again in a later block, the name is refused, as a command's object's is: the
    // shell's `long` and Swift's would be two rules. The first rule is unchanged.
    let again = swift.printed(#"swift { let long = LengthStringValidationRule(type: .min(length: 9)) }"#)
    #expect(again.first?.contains("invalid redeclaration of 'long': the chapter has an object of that name") == true, "\(again)")
    #expect(swift.printed("show long.message") == [#""Must be at least 8 characters.""#])
    // A set of characters may hold a space.
    let spaced = swift.printed(
      #"swift { let s = StartsWithCharacterStringValidationRule(characterSet: CharacterSet(charactersIn: "a b"), description: "x"); print(try s.validate(" a")) }"#
    )
    #expect(spaced == ["true"], "\(spaced)")
  }

  /// A field is in scope as a UITextField: its `text` is an optional, and text set in code
  /// is not offered to the delegate (Apple's documented UITextField API), where typing is.
  @Test func aFieldsTextIsReadAndSetInCodeWithoutItsDelegate() {
    var swift = Engine.after(["new field f --mode 2.3", "type f 3.5"], in: "validators")
    #expect(swift.printed(#"swift { print(f.text ?? "", f.text) }"#) == [#"3.5 Optional("3.5")"#])
    // The 2.3 delegate refuses a second point as it is typed; code puts two in.
    _ = swift.printed(#"swift { f.text = "1.2.3" }"#)
    #expect(swift.printed("show f.text") == ["1.2.3"])
    #expect(swift.printed("show f.selection") == ["(5, 0)"])
    _ = swift.printed("swift { f.text = nil }")
    #expect(swift.printed("swift { print(f.text!.isEmpty) }") == ["true"])
    for call in ["f.clear()", #"f.validate("x")"#] {
      let said = swift.printed("swift { \(call) }")
      #expect(said.first?.contains("value of type 'UITextField' has no member") == true, "\(call): \(said)")
    }
  }

  @Test func whatTheBindingHasNotIsRefusedByName() {
    var swift = Engine.after([Self.rule], in: "validators")
    #expect(swift.printed("swift { password.check(\"x\") }").first?.contains("has no member 'check'") == true)
    #expect(swift.printed("swift { r1.errorType = nil }").first?.contains("cannot be set from Swift") == true)
    #expect(swift.printed("show last").first?.hasPrefix("error:") == true)
  }
}
