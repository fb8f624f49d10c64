import Testing

@testable import Lessons

@Suite struct TokenizerTests {
  @Test func splitsWordsShellStyle() throws {
    #expect(
      try Tokenizer.commands(in: "  set  a.label 'two words' \"say \\\"hi\\\"\" back\\ slash ") == [
        ["set", "a.label", "two words", "say \"hi\"", "back slash"]
      ])
  }

  /// A `/regex/` keeps its backslashes, as Swift's regex literals do: `\d` stays `\d`.
  @Test func aRegexWordKeepsItsBackslashes() throws {
    #expect(try Tokenizer.commands(in: #"match /^\d{3}$/ 123"#) == [["match", #"/^\d{3}$/"#, "123"]])
    #expect(try Tokenizer.commands(in: #"match /(a)\1/ aa"#) == [["match", #"/(a)\1/"#, "aa"]])
    #expect(try Tokenizer.commands(in: #"set a.label x\ y"#) == [["set", "a.label", "x y"]])
  }

  @Test func commentsAndBlankLinesDoNothing() throws {
    #expect(try Tokenizer.commands(in: "# just a note").isEmpty)
    #expect(try Tokenizer.commands(in: "   ").isEmpty)
    #expect(try Tokenizer.commands(in: "new a 1 # make a") == [["new", "a", "1"]])
    #expect(try Tokenizer.commands(in: "set a.label x#y") == [["set", "a.label", "x#y"]])
  }

  @Test func semicolonsSeparateCommandsExceptInsideBraces() throws {
    #expect(try Tokenizer.commands(in: "new a; new b ;; show") == [["new", "a"], ["new", "b"], ["show"]])
    #expect(
      try Tokenizer.commands(in: "animate 1 { set a 1; set b 2 }; show") == [
        ["animate", "1", "{ set a 1; set b 2 }"], ["show"],
      ])
    #expect(
      try Tokenizer.commands(in: "async q { log 'a }'; sync m {incr c} }; x") == [
        ["async", "q", "{ log 'a }'; sync m {incr c} }"], ["x"],
      ])
    #expect(Format.quoted("{ log 'a }'; sync m {incr c} }") == "{ log 'a }'; sync m {incr c} }")
    #expect(Format.quoted("{ a } }") == "\"{ a } }\"")
    #expect(try Tokenizer.commands(in: "say ';' \";\"") == [["say", ";", ";"]])
  }

  @Test(arguments: ["say 'open", "say \"open", "ends with \\", "{ open", "close }", "{ a # b }", "{ log 'x }", "{ {} "])
  func unbalancedInputIsOneFailure(line: String) {
    #expect(throws: Tokenizer.Failure.self) { try Tokenizer.commands(in: line) }
  }

  @Test func emptyQuotesMakeAnEmptyWord() throws {
    #expect(try Tokenizer.commands(in: "set a.label ''") == [["set", "a.label", ""]])
  }
}

/// A `swift` command's block is read as Swift: its braces count only outside strings and
/// comments, an apostrophe is a character, and its lines continue until the braces balance.
@Suite struct SwiftBlockTokenizerTests {
  @Test func aSwiftBlockIsOneWordReadAsSwift() throws {
    let block = #"{ let s = "a } b"; print("\(s.count) it's") // it's { here"#
    #expect(try Tokenizer.commands(in: "swift " + block + "\n}; show s") == [["swift", block + "\n}"], ["show", "s"]])
    let nested = #"{ print("\(["k": "}"]["k"] ?? "{")") /* a { /* b } */ */ }"#
    #expect(try Tokenizer.commands(in: "views swift --step " + nested) == [["views", "swift", "--step", nested]])
    let multiline = "{ let t = \"\"\"\n  } is text\n  \"\"\"\n}"
    #expect(try Tokenizer.commands(in: "swift " + multiline) == [["swift", multiline]])
    // The shell's own blocks keep their rules: an apostrophe opens a quote there.
    #expect(throws: Tokenizer.Failure.self) { try Tokenizer.commands(in: "async q { log it's }") }
  }

  @Test func aSwiftBlockNotClosedContinuesOnTheNextLine() throws {
    #expect(Tokenizer.isIncomplete("swift {"))
    #expect(Tokenizer.isIncomplete("swift { if x {\n  y()\n}"))
    #expect(Tokenizer.isIncomplete("swift { let t = \"\"\"\n}"))
    #expect(Tokenizer.isIncomplete("swift { /* }"))
    #expect(!Tokenizer.isIncomplete("swift { if x {\n  y()\n} }"))
    // An error is not an incomplete line, and the shell's own blocks never continue.
    #expect(!Tokenizer.isIncomplete("swift { ) }"))
    #expect(!Tokenizer.isIncomplete("swift { print(\"a) }"))
    #expect(!Tokenizer.isIncomplete("async q { log a"))
  }

  /// A bracket closing another kind than the one open is an error on its line: read on, the
  /// block would take in the lines typed after it, looking for a brace to end it.
  @Test func aMismatchedBracketInASwiftBlockIsAnErrorOnItsLine() throws {
    #expect(!Tokenizer.isIncomplete("swift { let a = [1, 2 }"))
    #expect(throws: Tokenizer.Failure.self) { try Tokenizer.commands(in: "swift { let a = [1, 2 }") }
    do {
      _ = try Tokenizer.commands(in: "swift { f(x] }")
      Issue.record("a ']' closing a '(' is read as code")
    } catch {
      #expect(error.message == "line 1, column 6: a ']' in the Swift block closes a '(': add ')' before it")
    }
    // Where it is, as the compiler counts the block's places (its brace is line 1, column 1).
    do {
      _ = try Tokenizer.commands(in: "swift {\n  let é = \"é\"\n  print(é ]\n}")
      Issue.record("a ']' closing a '(' on the block's third line is read as code")
    } catch {
      #expect(error.message.hasPrefix("line 3, column 12: a ']' in the Swift block closes a '('"))
    }
    #expect(throws: Tokenizer.Failure(message: "line 1, column 9: a string in the Swift block is not closed: add \"")) {
      try Tokenizer.commands(in: "swift { print(\"abc) }")
    }
    // Brackets that match may span lines, and a brace in a string counts for nothing.
    #expect(Tokenizer.isIncomplete("swift { let b = [1,\n 2"))
    #expect(try Tokenizer.commands(in: "swift { let b = [1,\n 2]; print(b, \"}\", \"\\(g(1))\") }").count == 1)
  }
}
