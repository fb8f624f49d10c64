import Testing

@testable import Lessons

/// The validators of iOS 9 by Tutorials, through the model and through the shell.
///
/// Chapter 1 of the book, as chapters/validators.md (A1, VA-1 to VA-5) distils it: every rule
/// kind, both book validators with the book's strings, the driver's collect-all order and its
/// crash path, and the same through the shell's commands.
@Suite struct ValidatorsTests {
  static func session(_ lines: String...) -> Transcript {
    Transcript(in: "validators", of: .shipped, setup: lines)
  }

  static func verdict(_ rule: ValidationRule, _ string: String) -> ValidationRule.Verdict {
    rule.validate(ScannedText(string))
  }

  // MARK: - Errors

  @Test func theEightErrorsPrintTheirLiteralTemplates() {
    let cases: [(StringValidationError, String)] = [
      (.mustStartWith(set: .letters, description: "letter"), "Must start with letter."),
      (.mustEndWith(set: .digits, description: "number"), "Must end with number."),
      (.mustContain(set: .digits, description: "number"), "Must contain number."),
      (.cannotContain(set: .whitespace, description: "spaces"), "Cannot contain spaces."),
      (.canOnlyContain(set: .digits, description: "numbers"), "Can only contain numbers."),
      (.containAtLeast(set: .digits, count: 2, description: "number"), "Must contain at least 2 number."),
      (.minLengthNotReached(8), "Must be at least 8 characters."),
      (.maxLengthExceeded(5), "Must be shorter than 5 characters."),
    ]
    for (error, message) in cases { #expect(error.description == message) }
    #expect(
      StringValidationError.list([.mustStartWith(set: .letters, description: "letter"), .maxLengthExceeded(5)])
        == "[Must start with letter., Must be shorter than 5 characters.]")
  }

  // MARK: - Rules

  @Test func startsAndEndsWithTestTheFirstAndLastCharacterAndAnEmptyStringFails() {
    let starts = ValidationRule.startsWith(.letters, description: "letter")
    #expect(Self.verdict(starts, "foo1") == .returnedTrue)
    #expect(Self.verdict(starts, "1foo") == .threw(.mustStartWith(set: .letters, description: "letter")))
    #expect(Self.verdict(starts, "") == .threw(.mustStartWith(set: .letters, description: "letter")))
    #expect(Self.verdict(starts, "éa") == .returnedTrue)
    let ends = ValidationRule.endsWith(.digits, description: "number")
    #expect(Self.verdict(ends, "foo1") == .returnedTrue)
    #expect(Self.verdict(ends, "foo") == .threw(.mustEndWith(set: .digits, description: "number")))
    #expect(Self.verdict(ends, "") == .threw(.mustEndWith(set: .digits, description: "number")))
    // Arabic-Indic three is a decimal digit.
    #expect(Self.verdict(ends, "x٣") == .returnedTrue)
  }

  @Test func lengthCountsCharactersAndMaxAllowsExactlyN() {
    #expect(Self.verdict(.length(.min(8)), "abcdefg") == .threw(.minLengthNotReached(8)))
    #expect(Self.verdict(.length(.min(8)), "abcdefgh") == .returnedTrue)
    // VA-2: the message says "shorter than 5", yet exactly 5 passes.
    #expect(Self.verdict(.length(.max(5)), "abcde") == .returnedTrue)
    #expect(Self.verdict(.length(.max(5)), "abcdef") == .threw(.maxLengthExceeded(5)))
    // Graphemes, not scalars or bytes: e + combining acute is one character, a flag is one.
    #expect(Self.verdict(.length(.max(2)), "e\u{301}🇫🇷") == .returnedTrue)
    #expect(Self.verdict(.length(.min(1)), "") == .threw(.minLengthNotReached(1)))
  }

  @Test func containsHasFourTypesWithTheirEmptyStringCases() {
    let must = ValidationRule.contains(.digits, description: "number", .mustContain)
    #expect(Self.verdict(must, "a1") == .returnedTrue)
    #expect(Self.verdict(must, "") == .threw(.mustContain(set: .digits, description: "number")))
    let cannot = ValidationRule.contains(.whitespace, description: "spaces", .cannotContain)
    #expect(Self.verdict(cannot, "ab") == .returnedTrue)
    #expect(Self.verdict(cannot, "a b") == .threw(.cannotContain(set: .whitespace, description: "spaces")))
    #expect(Self.verdict(cannot, "a\tb") == .threw(.cannotContain(set: .whitespace, description: "spaces")))
    #expect(Self.verdict(cannot, "") == .returnedTrue)
    let only = ValidationRule.contains(.literal("abc"), description: "a, b or c", .onlyContain)
    #expect(Self.verdict(only, "cab") == .returnedTrue)
    #expect(Self.verdict(only, "cabd") == .threw(.canOnlyContain(set: .literal("abc"), description: "a, b or c")))
    #expect(Self.verdict(only, "") == .returnedTrue)
    let atLeast = ValidationRule.contains(.uppercase, description: "upper case letters", .containAtLeast(3))
    #expect(
      Self.verdict(atLeast, "AaaDa") == .threw(.containAtLeast(set: .uppercase, count: 3, description: "upper case letters")))
    #expect(Self.verdict(atLeast, "AÉDx") == .returnedTrue)
  }

  @Test func namedSetsAreUnicodeWideAndACombiningAccentRidesWithItsLetter() {
    #expect(CharacterClass.letters.contains("é" as Character))
    #expect(CharacterClass.lowercase.contains("é" as Character))
    #expect(CharacterClass.lowercase.contains("e\u{301}" as Character))
    #expect(CharacterClass.uppercase.contains("É" as Character))
    #expect(CharacterClass.digits.contains("٣" as Character))
    #expect(!CharacterClass.letters.contains("٣" as Character))
    #expect(CharacterClass.alphanumerics.contains("٣" as Character))
    #expect(CharacterClass.punctuation.contains("!" as Character))
    #expect(!CharacterClass.whitespace.contains("\n" as Character))
    // VA-1: the 21 listed characters and backslash; the double quote is not special.
    for character in "!@#$%^&*()_-+<>?/[]{}\\" { #expect(CharacterClass.special.contains(character)) }
    #expect(!CharacterClass.special.contains("\"" as Character))
    #expect(!CharacterClass.special.contains("." as Character))
    #expect(CharacterClass("[aeiou]") == .literal("aeiou"))
    #expect(CharacterClass("vowels") == nil)
  }

  @Test func theNamedSetsAgreeWithUnicodeCategoriesOnEveryBMPScalar() {
    // The ASCII masks are a cache of the category rules: the two must never disagree.
    for value in UInt32(0)..<0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let category = scalar.properties.generalCategory
      #expect(CharacterClass.digits.contains(scalar) == (category == .decimalNumber))
      #expect(
        CharacterClass.uppercase.contains(scalar) == (category == .uppercaseLetter || category == .titlecaseLetter))
      #expect(CharacterClass.lowercase.contains(scalar) == (category == .lowercaseLetter))
    }
  }

  // MARK: - The book's validators

  @Test func startsAndEndsWithGivesTheBooksThreeAnswersInRuleOrder() {
    let validator = StringValidator.startsAndEnds
    #expect(validator.validate("1foo").text == "(valid: false, errors: [Must start with letter., Must end with number.])")
    #expect(validator.validate("foo").text == "(valid: false, errors: [Must end with number.])")
    #expect(validator.validate("foo1").valid)
    #expect(validator.validationRules.count == 2)
  }

  @Test func passwordCollectsEveryBrokenRequirementInItsFiveRuleOrder() {
    let validator = StringValidator.password
    #expect(
      validator.validate("abc1").errors == [
        .minLengthNotReached(8), .containAtLeast(set: .uppercase, count: 1, description: "upper case letter"),
        .containAtLeast(set: .special, count: 1, description: "special character"),
      ])
    #expect(validator.validate("abc1!Fjk").text == "(valid: true, errors: [])")
    #expect(validator.validate("").errors.count == 5)
    #expect(
      validator.validate("ÀBCDÉFGH").text
        == "(valid: false, errors: [Must contain at least 1 lower case letter., Must contain at least 1 number., "
        + "Must contain at least 1 special character.])")
  }

  @Test func aForeignErrorTypeIsTheCrashOfTheCatchAll() {
    let validator = StringValidator(
      .custom([
        .init(name: "r1", rule: .startsWith(.letters, description: "letter")),
        .init(name: "boom", rule: .foreign("ParseError.missing")),
        .init(name: "r2", rule: .length(.max(2))),
      ]))
    let result = validator.validate("1abc")
    #expect(result.crash == "ParseError.missing")
    #expect(result.errors == [.mustStartWith(set: .letters, description: "letter")])
    #expect(result.text == "Fatal error: Unexpected error type: ParseError.missing")
  }

  // MARK: - Through the shell

  @Test func validatePrintsTheTupleForAValidatorAndTrueOrThrewForARule() {
    var session = Self.session("new rule r1 startsWith letters letter")
    #expect(
      session.run("validate password abc1")
        == [
          "(valid: false, errors: [Must be at least 8 characters., Must contain at least 1 upper case letter., "
            + "Must contain at least 1 special character.])"
        ])
    #expect(session.run("validate r1 abc") == ["true"])
    #expect(session.run("validate r1 123") == ["threw: Must start with letter."])
    #expect(session.run("validate r1 \"\"") == ["threw: Must start with letter."])
    #expect(session.run("validate startsAndEnds foo1") == ["(valid: true, errors: [])"])
  }

  @Test func aUserValidatorRunsItsRulesInTheOrderGiven() {
    var session = Self.session(
      "new rule len length max 5", "new rule first startsWith letters letter",
      "new rule twoDigits contains digits number --at-least 2", "new rule noSpace contains whitespace spaces --cannot",
      "new rule only contains [abc123] \"a, b, c or a digit\" --only", "new rule one contains digits digit --must",
      "new validator v len first twoDigits noSpace only one")
    #expect(
      session.run("validate v \"1 x\"")
        == [
          "(valid: false, errors: [Must start with letter., Must contain at least 2 number., Cannot contain spaces., "
            + "Can only contain a, b, c or a digit.])"
        ])
    #expect(session.run("validate v a12") == ["(valid: true, errors: [])"])
    #expect(session.value("v.ruleNames") == "[len, first, twoDigits, noSpace, only, one]")
    #expect(session.value("twoDigits.message") == "\"Must contain at least 2 number.\"")
  }

  @Test func stepShowsEachRuleWhatItFoundAndTheErrorsSoFar() {
    var session = Self.session()
    let first = session.run("validate password abc1 --step")
    #expect(first[0].hasPrefix("[1/5] LengthStringValidationRule(.min(length: 8)): count 4 < 8 -> threw minLengthNotReached(8)"))
    #expect(first[0].hasSuffix("(errors: 1)"))
    let second = session.run("step")
    #expect(second[0].contains("found 0 in uppercase (at least 1 needed) -> threw containAtLeast"))
    let third = session.run("step")
    #expect(third[0].contains("found 3 (\"a\", \"b\", \"c\") in lowercase (at least 1 needed) -> returned true (errors: 2)"))
    let rest = session.run("continue")
    #expect(rest.last == Validation(valid: false, errors: StringValidator.password.validate("abc1").errors, crash: nil).text)
    #expect(session.run("back 5").first?.hasPrefix("at event 0 of 5") == true)
  }

  @Test func crashIsShownAndNothingAfterItRuns() {
    var session = Self.session(
      "new rule r1 length min 3", "new rule boom throwing ParseError.missingAttribute", "new validator v r1 boom")
    #expect(
      session.run("validate v ab")
        == [
          "Fatal error: Unexpected error type: ParseError.missingAttribute",
          "the app would crash here; rules after this one never run",
        ])
    #expect(session.run("validate boom x") == ["threw: ParseError.missingAttribute (not a StringValidationError)"])
  }

  @Test func badInputIsOneErrorLineAndChangesNothing() {
    var session = Self.session("new rule r1 startsWith letters letter", "new field f --mode 2.3")
    let lines = [
      "new rule r2 startsWith vowels letter", "new rule r2 middle letters x", "new rule r2 contains digits d",
      "new rule r2 contains digits d --must --cannot", "new rule r2 length between 3", "new validator v r1 password",
      "new validator v r1 nothing", "new validator v f", "new rule r1 length min 2", "validate nothing abc",
      "validate f abc", "validate r1 two words", "validate password", "match /(?=a)/ a", "match /a{3,1}/ a",
      "match /(/ a", "match '/a\\1/' a", "match /[z-a]/ a", "match even 3", "type f", "type f \"\"", "select f 5 1",
      "new field g", "new field g --mode 2.3 --must", "new rule r2 startsWith letters x --mode ABC", "charset nope",
      "choose f cut",
    ]
    for line in lines {
      let before = session.engine.state
      let output = session.run(line)
      #expect(output.count == 1 && output[0].hasPrefix("error: "), "\(line) -> \(output)")
      #expect(session.engine.state.isEqual(to: before), "\(line) changed the state")
    }
  }

  @Test func theFloatPatternAcceptsANegativeNumberAndSaysSo() {
    var session = Self.session()
    // The optional sign takes a minus: -0.75 matches, and the note says the pattern accepts it.
    #expect(
      session.run("match float -0.75") == [
        "match (the optional sign may be a minus: the float pattern does accept the negative number -0.75)"
      ])
    #expect(session.run("match float 0.75") == ["match"])
    #expect(session.run("match float +0.75") == ["match"])
    #expect(session.run("match float -.75") == ["no match"])
    #expect(session.run("match --help").joined(separator: " ").contains("the pattern does accept negative numbers such as -0.75"))
  }

  @Test func hugeAndOddStringsGetACorrectVerdict() {
    var session = Self.session()
    let huge = String(repeating: "aB3!", count: 262_144)
    #expect(session.run("validate password \(huge)") == ["(valid: true, errors: [])"])
    #expect(session.run("match float \(String(repeating: "1", count: 1_000_000))x") == ["no match"])
    #expect(session.run("validate password \"\u{FFFD}\u{301}\u{301}\"").first?.hasPrefix("(valid: false") == true)
  }
}
