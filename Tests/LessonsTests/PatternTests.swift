import Testing

@testable import Lessons

/// The Cookbook's patterns and the matcher behind `match`.
///
/// The patterns are Recipe 6-10's (ch. 6); the matcher is checked against Swift's own `Regex`
/// on the patterns both accept.
@Suite struct PatternTests {
  @Test func floatAndLeadingDecimalPatterns() throws {
    for text in ["3", "-0.75", "+12.", "3.14"] { #expect(try Pattern.float.matches(text), "\(text)") }
    for text in [".5", "1.2.3", "", "-", "1e5", " 3"] { #expect(try !Pattern.float.matches(text), "\(text)") }
    for text in [".5", "-.25", "+.0"] { #expect(try Pattern.leadingDecimal.matches(text), "\(text)") }
    for text in ["0.5", ".", "-."] { #expect(try !Pattern.leadingDecimal.matches(text), "\(text)") }
  }

  @Test func phonePatternAllowsParenthesesAndOneSeparatorAndChecksNoBalance() throws {
    for text in ["(212) 555-1234", "212.555.1234", "2125551234", "212-555-1234", "(212 555 1234", "212) 555 1234"] {
      #expect(try Pattern.phone.matches(text), "\(text)")
    }
    for text in ["112 555 1234", "212 055 1234", "212--555-1234", "212 555 123", "212 555 12345", "((212) 555 1234"] {
      #expect(try !Pattern.phone.matches(text), "\(text)")
    }
  }

  @Test func agreesWithSwiftRegexOnEveryPatternAndString() throws {
    let patterns = [
      #"^[+-]?[0-9]+[\.]?[0-9]*$"#, #"^[+-]?\.[0-9]+$"#, "a|b", "^(ab|cd)*$", "colou?r", #"\d{2,3}"#, "^a{2}$",
      "x{1,}y", "[^abc]", #"^\w+@\w+\.com$"#, #"\s"#, "^$", "a.c", "(?:ab)+c", "^[a-c-]+$", #"[\]x]"#, "ab*?c",
      #"^\(?\d{3}\)?$"#, "^(a|ab)(c|bcd)(d*)$", "é", #"\x41"#,
    ]
    let texts = [
      "", "a", "ab", "abcd", "cdab", "color", "colour", "12", "1234", "aa", "aaa", "xxy", "y", "me@site.com", "a b",
      "abc", "ababc", "a-c", "]", "abbbc", "(123)", "123)", "abcd", "é", "A", "-0.5", ".5", "3.",
    ]
    for source in patterns {
      let ours = try Pattern(source)
      let swift = try Regex(source).matchingSemantics(.unicodeScalar)
      for text in texts {
        #expect(try ours.matches(text) == (text.firstMatch(of: swift) != nil), "/\(source)/ on \(text)")
      }
    }
  }

  @Test func refusesWhatNeedsBacktrackingAndWhatIsMalformed() {
    for source in ["(?=a)", "(?<!a)b", #"(a)\1"#, "a++", "(", ")", "[a", "[z-a]", "*a", "a{3,1}", #"\q"#, "a{1001}", ""] {
      #expect(throws: Pattern.Failure.self, "\(source)") { try Pattern(source) }
    }
  }

  @Test func catastrophicPatternsRunInLinearTime() throws {
    // A backtracking engine takes exponential time on these; the matcher follows every thread at once.
    let nested = try Pattern("^(a+)+b$")
    #expect(try !nested.matches(String(repeating: "a", count: 20_000) + "c"))
    #expect(try !Pattern.float.matches(String(repeating: "1", count: 200_000) + "x"))
    #expect(try Pattern("(a|aa)*c").matches(String(repeating: "a", count: 20_000) + "c"))
  }

  @Test func aMatchOverTheWorkLimitIsRefusedAndAnAnchoredOneStopsEarly() throws {
    // 18,002 steps (counted repeats expanded) at 2,001 positions: over 20,000,000.
    let heavy = try Pattern("((a*){100}){60}b")
    #expect(throws: CommandError.self) { try heavy.matches(String(repeating: "a", count: 2_000)) }
    #expect(try !heavy.matches(String(repeating: "a", count: 1_000)))
    // Anchored at the start: the attempt dies at the first character, whatever follows.
    #expect(try !Pattern("^b").matches("a" + String(repeating: "b", count: 1_000_000)))
  }
}
