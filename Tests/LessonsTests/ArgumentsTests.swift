import Testing

@testable import Lessons

@Suite struct ArgumentsTests {
  let spec = CommandSpec(
    "move", abstract: "Move a thing.",
    parameters: [
      Parameter("name", .object, "what"), Parameter("x", .number, "x"),
      Parameter("mode", .choice(["fast", "slow"]), "how", optional: true),
    ],
    options: [CommandOption("step", "pause"), CommandOption("times", value: .integer(1...10), "repeat")],
    examples: ["move a 10"])

  @Test func parsesPositionalsFlagsAndOptions() throws {
    let arguments = try Arguments.parse(["a", "--times", "3", "-2.5", "--step", "slow"], for: spec)
    #expect(arguments.word("name") == "a")
    #expect(arguments.number("x") == -2.5)
    #expect(arguments.optionalWord("mode") == "slow")
    #expect(arguments.flag("step"))
    #expect(arguments.optionalInteger("times") == 3)
  }

  @Test(arguments: [
    (["a"], "move needs X"),
    (["a", "nan"], "X must be a number like 12 or -3.5, not 'nan'"),
    (["a", "1e5"], "X must be a number like 12 or -3.5, not '1e5'"),
    (["a", "inf"], "X must be a number like 12 or -3.5, not 'inf'"),
    (["a", "99999999999999999999"], "X is out of range: '99999999999999999999'"),
    (["a", "1", "medium"], "MODE must be one of fast, slow, not 'medium'"),
    (["a", "1", "fast", "extra"], "move got 1 unexpected word starting at 'extra'"),
    (["a", "1", "--stpe"], "move has no option '--stpe'"),
    (["a", "1", "--times"], "--times needs a value"),
    (["a", "1", "--times", "11"], "--times is out of range: '11'"),
  ])
  func badWordsGiveOneLineErrors(words: [String], message: String) {
    do {
      _ = try Arguments.parse(words, for: spec)
      Issue.record("expected an error for \(words)")
    } catch {
      #expect(error.message == message)
      #expect(error.suggestion != nil)
    }
  }

  /// Text split at its spaces says how to keep it one value.
  @Test func extraWordsAfterTextSayToQuoteIt() {
    let named = CommandSpec(
      "name", abstract: "Name it.", parameters: [Parameter("text", .word, "the name")], examples: ["name Move"])
    #expect(
      throws: CommandError(
        "name got 1 unexpected word starting at 'Up'",
        suggestion: "quote a value of several words: \"Move Up\"; usage: name TEXT")
    ) { try Arguments.parse(["Move", "Up"], for: named) }
  }

  /// Object names are Swift identifiers: either case, `_` allowed, digits after the first.
  @Test(arguments: [
    ("L", true), ("_count", true), ("myLock2", true), ("9x", false), ("_", false), ("a-b", false), ("nil", false),
  ])
  func objectNamesFollowSwiftsIdentifierRules(name: String, valid: Bool) {
    #expect(ObjectName.isValid(name) == valid, "\(name)")
  }

  @Test func nounsTakeTheirArticle() {
    #expect(Format.withArticle("op") == "an op")
    #expect(Format.withArticle("lock") == "a lock")
    #expect(Format.count(1, "schedule") == "1 schedule")
    #expect(Format.count(2, "schedule") == "2 schedules")
  }

  @Test func usageListsEverything() {
    #expect(spec.usage == "move NAME X [MODE] [--step] [--times N]")
  }

  @Test func nearMissesAreSuggested() {
    #expect(Suggestion.closest(to: "hlep", in: ["help", "hello", "show"]) == "help")
    #expect(Suggestion.closest(to: "--stpe", in: ["--step", "--times"]) == "--step")
    #expect(Suggestion.closest(to: "zzzz", in: ["help"]) == nil)
    #expect(Suggestion.closest(to: "tim", in: ["timeline", "help"]) == "timeline")
  }
}
