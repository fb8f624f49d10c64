import Testing

@testable import Lessons

/// Text-field delegate validation, with the books' scenarios.
///
/// The Cookbook's filter modes (ch. 6, Recipe 6-9) with the paste loophole, the phone field
/// (Recipe 6-10), the lowercase-forcing delegate and the Expand item (Programming iOS 8, ch. 10),
/// and LimitedTextField's edit actions.
@Suite struct TextFieldTests {
  static func session(_ lines: String...) -> Transcript {
    Transcript(in: "validators", of: .shipped, setup: lines)
  }

  static func typed(_ mode: TextField.Mode, _ keys: String) -> TextField {
    var field = TextField(name: "f", mode: mode)
    for key in keys { _ = field.change(field.selection, String(key)) }
    return field
  }

  @Test func abcAcceptsLettersAndSpaceOnly() {
    #expect(Self.typed(.abc, "Hi there").text == "Hi there")
    #expect(Self.typed(.abc, "R2D2").text == "RD")
    #expect(Self.typed(.abc, "é").text == "")
  }

  @Test func digitsAndAlphanumericFilterTheReplacement() {
    #expect(Self.typed(.digits, "4a5.6").text == "456")
    #expect(Self.typed(.alphanumeric, "R2 D2!").text == "R2 D2")
  }

  @Test func decimalModeAllowsOnePointWhileTyping() {
    var field = Self.typed(.decimal, "3.1.4")
    #expect(field.text == "3.14")
    #expect(field.lastVerdict == true)
    _ = field.change(field.selection, ".")
    #expect(field.text == "3.14")
    #expect(field.lastVerdict == false)
  }

  @Test func pasteIsOneReplacementSoOneBadCharacterRefusesItAll() {
    var field = Self.typed(.digits, "1")
    _ = field.change(field.selection, "23x")
    #expect(field.text == "1")
    _ = field.change(field.selection, "23")
    #expect(field.text == "123")
  }

  @Test func theDecimalPasteLoopholeLetsSeveralPointsIn() {
    // The filter looks at the replacement and whether the text has a point yet, not at the result.
    var session = Self.session("new field f --mode 2.3")
    let line = session.run("paste f 1.2.3")
    #expect(
      line == [
        "paste: shouldChangeCharactersIn(range: {0, 0}, replacementString: \"1.2.3\"): allowed [decimal digits .], kept \"1.2.3\" -> true; text \"1.2.3\""
      ])
    #expect(session.value("f.text") == "1.2.3")
    // Once a point is in, typing another is refused.
    #expect(session.run("type f .").first?.hasSuffix("-> false; text \"1.2.3\" (unchanged)") == true)
  }

  @Test func aDeletionReachesTheDelegateWithAnEmptyReplacement() {
    var session = Self.session("new field f --mode 123", "type f 12")
    #expect(
      session.run("backspace f")
        == [
          "backspace: shouldChangeCharactersIn(range: {1, 1}, replacementString: \"\"): allowed [decimal digits], kept \"\" -> true; text \"1\""
        ])
    session.run("backspace f")
    #expect(
      session.run("backspace f") == [
        "backspace: the insertion point is at the start, so there is nothing to delete and no delegate call"
      ])
  }

  @Test func backspaceDeletesAWholeCharacterInUTF16Units() {
    var field = TextField(name: "f", mode: .limited)
    _ = field.change(field.selection, "a🇫🇷")
    #expect(field.backspaceRange == TextField.Range(1, 4))
  }

  @Test func changingTheSegmentClearsTheField() {
    var session = Self.session("new field f --mode ABC", "type f abc")
    #expect(session.run("segment f 123") == ["f: mode 123; changing the segment clears the field"])
    #expect(session.value("f.text") == "\"\"")
    session.run("type f a1")
    #expect(session.value("f.text") == "1")
  }

  @Test func phoneTitleFollowsAFullMatchAndARefusedKeyReevaluatesTheOldText() {
    var field = Self.typed(.phone, "212-555-123")
    #expect(field.title == nil)
    _ = field.change(field.selection, "4")
    #expect(field.text == "212-555-1234")
    #expect(field.title == "Phone Number")
    _ = field.change(field.selection, "x")
    #expect(field.lastVerdict == false)
    #expect(field.title == "Phone Number")
    _ = field.change(field.selection, "5")
    #expect(field.title == nil)
  }

  @Test func lowercaseDelegateSetsTheTextItselfAndReturnsFalse() {
    var session = Self.session("new field l --mode lowercase")
    #expect(
      session.run("type l Q")
        == [
          "key \"Q\": shouldChangeCharactersIn(range: {0, 0}, replacementString: \"Q\"): sets the text to \"q\" itself -> false (the delegate set the text); text \"q\""
        ])
    session.run("type l WE")
    session.run("select l 0 0")
    session.run("type l X")
    // Setting text from code puts the insertion point at the end.
    #expect(session.value("l.text") == "xqwe")
    #expect(session.value("l.selection") == "(4, 0)")
    #expect(session.value("l.lastVerdict") == "false")
  }

  @Test func limitedTextFieldOffersCutCopyWithASelectionSelectWithTextAndNeverPaste() {
    var session = Self.session("new field m --mode limited")
    #expect(
      session.run("menu m") == [
        "canPerformAction(cut:) -> false (nothing is selected)", "canPerformAction(copy:) -> false (nothing is selected)",
        "canPerformAction(paste:) -> false (LimitedTextField never allows paste:)",
        "canPerformAction(select:) -> false (the field is empty)", "canPerformAction(selectAll:) -> false (the field is empty)",
        "canPerformAction(expand:) -> false (LimitedTextField refuses every other action)",
      ])
    session.run("type m hello")
    session.run("select m 1 2")
    let menu = session.run("menu m")
    #expect(menu.filter { $0.contains("-> true") }.count == 4)
    #expect(session.run("paste m x") == ["paste: not offered (LimitedTextField never allows paste:); nothing changes"])
    #expect(session.run("cut m").first?.hasPrefix("cut: \"el\" goes to the pasteboard") == true)
    #expect(session.value("m.text") == "hlo")
  }

  @Test func aFilterFieldMadeLimitedClosesThePasteLoophole() {
    var session = Self.session("new field f --mode 2.3 --limited")
    #expect(session.run("paste f 1.2.3").first?.hasPrefix("paste: not offered") == true)
    #expect(session.value("f.text") == "\"\"")
  }

  @Test func expandIsOfferedForTwoCharactersNamingAStateAndReplacesThem() {
    var session = Self.session("new field s --mode ABC", "type s \"I love ca\"")
    session.run("select s 7 2")
    #expect(session.run("menu s").last == "canPerformAction(expand:) -> true (\"CA\" is California)")
    #expect(session.run("choose s expand").first?.hasSuffix("text \"I love California\"") == true)
    session.run("select s 0 3")
    #expect(session.run("menu s").last == "canPerformAction(expand:) -> false (the selection is 3 characters, not 2)")
    session.run("select s 2 2")
    #expect(session.run("menu s").last == "canPerformAction(expand:) -> false (\"LO\" is not a state abbreviation)")
    #expect(EditMenu.stateName(for: "wy") == "Wyoming")
  }

  @Test func inspectJSONHasTextTitleAndLastVerdict() {
    var session = Self.session("new field p --mode phone", "type p 2125551234")
    let json = session.run("inspect p --json").joined(separator: "\n")
    #expect(json.contains("\"text\": \"2125551234\""))
    #expect(json.contains("\"title\": \"Phone Number\""))
    #expect(json.contains("\"lastVerdict\": true"))
  }

  @Test func typeStepsOneKeystrokeAtATime() {
    var session = Self.session("new field f --mode 123")
    let first = session.run("type f 1a2 --step")
    #expect(first[0].hasPrefix("[1/3] key \"1\": shouldChangeCharactersIn(range: {0, 0}"))
    #expect(session.run("step")[0].contains("kept \"\" -> false"))
    #expect(session.run("step").last == "f: text \"12\"")
  }

  @Test func selectionsThatSplitACharacterAreRefused() {
    var session = Self.session("new field f --mode lowercase", "paste f \"a🇫🇷\"")
    #expect(session.run("select f 1 2").first?.hasPrefix("error: {1, 2} splits a character") == true)
    #expect(session.run("select f 1 4") == ["f: selected {1, 4} \"🇫🇷\""])
  }
}
