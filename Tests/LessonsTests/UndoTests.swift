import Testing

@testable import Lessons

/// The undo chapter's rules S1–S14 (chapters/undo.md), on the bare stacks and through the shell's
/// commands, with the books' scenarios.
@Suite struct UndoTests {
  typealias Stacks = UndoStacks<String>

  /// An engine in the undo chapter with a manager `um` and a box `b` = 1, after `lines`.
  static func session(_ lines: String...) -> Transcript {
    Transcript(in: "undo", of: .shipped, setup: ["new manager um", "new box b 1 --undoer um"] + lines)
  }

  // MARK: - The bare stacks

  @Test func s1s4s5NestedGroupsMergeIntoTheirParentAndOnlyTopLevelGroupsAreEntries() throws {
    var stacks = Stacks(groupsByEvent: false)
    stacks.beginGrouping()
    try stacks.register("a")
    stacks.beginGrouping()
    #expect(stacks.groupingLevel == 2)
    try stacks.register("b")
    #expect(try stacks.endGrouping() == .merged(into: 1, actions: 1))
    #expect(stacks.undoStack.isEmpty)
    #expect(try stacks.endGrouping() == .pushed(onRedo: false, actions: 2, dropped: 0))
    #expect(stacks.undoStack == [Stacks.Group(actions: ["a", "b"])])
    // S5: an empty top-level group is discarded; ending with none open is an error.
    stacks.beginGrouping()
    #expect(try stacks.endGrouping() == .discardedEmpty)
    #expect(throws: Stacks.Failure.noOpenGroup) { try stacks.endGrouping() }
  }

  @Test func s3RegistrationOpensAnEventGroupOrNeedsAnExplicitOne() throws {
    var byEvent = Stacks()
    #expect(try byEvent.register("a") == .group(level: 1, openedEventGroup: true, clearedRedo: 0))
    #expect(byEvent.endOfEvent() == .pushed(onRedo: false, actions: 1, dropped: 0))
    var manual = Stacks(groupsByEvent: false)
    #expect(throws: Stacks.Failure.mustBeginGroup) { try manual.register("a") }
    #expect(manual.groupingLevel == 0 && manual.undoStack.isEmpty)
  }

  @Test func s3AFreshRegistrationClearsTheRedoStackButOneMadeWhileRedoingDoesNot() throws {
    var stacks = Stacks()
    try stacks.register("set 1")
    stacks.endOfEvent()
    try stacks.register("set 2")
    stacks.endOfEvent()
    _ = try stacks.beginUndo()
    try stacks.register("set 2 again")
    stacks.finishUndo()
    _ = try stacks.beginUndo()
    try stacks.register("set 1 again")
    stacks.finishUndo()
    #expect(stacks.redoStack.count == 2)
    _ = try stacks.beginUndo(redo: true)
    #expect(try stacks.register("redo registers") == .recording(forRedo: false))
    stacks.finishUndo()
    #expect(stacks.redoStack.count == 1, "registering while redoing keeps the redo stack")

    #expect(try stacks.register("fresh") == .group(level: 1, openedEventGroup: true, clearedRedo: 1))
    #expect(stacks.redoStack.isEmpty)
  }

  @Test func s8UndoOrRedoWhileOneIsUnderWayIsAnError() throws {
    var stacks = Stacks()
    try stacks.register("a")
    stacks.endOfEvent()
    _ = try stacks.beginUndo()
    #expect(throws: Stacks.Failure.busy(undoing: true)) { try stacks.beginUndo(redo: true) }
    try stacks.register("a again")
    #expect(stacks.finishUndo() == .pushed(onRedo: true, actions: 1, dropped: 0))
    #expect(stacks.redoStack == [Stacks.Group(actions: ["a again"])])
  }

  @Test func s6TheEndOfAnEventClosesOnlyTheEventGroup() throws {
    var stacks = Stacks()
    stacks.beginGrouping()
    try stacks.register("a")
    #expect(stacks.endOfEvent() == nil, "an explicit group spans events, as a drag does")
    #expect(stacks.groupingLevel == 2, "as iOS counts it: the event's group, and the explicit one nested in it")
    try stacks.endGrouping()
    #expect(stacks.undoStack.count == 1)
  }

  @Test func s12LevelsOfUndoDropTheOldestAndLoweringTrimsAtOnce() throws {
    var stacks = Stacks(levelsOfUndo: 3)
    for value in 1...5 {
      try stacks.register("set \(value)")
      stacks.endOfEvent()
    }
    #expect(stacks.undoStack.map(\.actions) == [["set 3"], ["set 4"], ["set 5"]])
    #expect(stacks.setLevelsOfUndo(1) == 2)
    #expect(stacks.undoStack.map(\.actions) == [["set 5"]])
    #expect(stacks.setLevelsOfUndo(0) == 0)
  }

  @Test func s13RemoveAllActionsEmptiesEverything() throws {
    var stacks = Stacks()
    try stacks.register("a")
    stacks.endOfEvent()
    stacks.beginGrouping()
    try stacks.register("b")
    stacks.removeAllActions()
    #expect(stacks.undoStack.isEmpty && stacks.redoStack.isEmpty && stacks.groupingLevel == 0)
    #expect(!stacks.canUndo && !stacks.canRedo)
  }

  // MARK: - Through the chapter

  @Test func s4TheUndoablySetterGivesRedoForFree() {
    var session = Self.session("set b.value 2", "set b.value 3")
    session.run("undo")
    #expect(session.value("b.value") == "2")
    #expect(session.value("um.redoStack") == "[top: (unnamed) [b.setValueUndoably(3)]]")
    session.run("undo")
    #expect(session.value("b.value") == "1")
    session.run("redo")
    session.run("redo")
    #expect(session.value("b.value") == "3")
    #expect(session.value("um.undoStack") == "[top: (unnamed) [b.setValueUndoably(2)], (unnamed) [b.setValueUndoably(1)]]")
  }

  @Test func s2s7AGroupIsPerformedLastFirstAndLandsOnTheRedoStackWithItsName() {
    var session = Self.session("new square sq 0 0 --undoer um", "drag sq 10 0 20 0 25 5")
    #expect(session.value("um.undoMenuItemTitle") == "\"Undo Move\"")
    #expect(
      session.run("undo") == [
        "sq.center (25, 5) -> (20, 0)", "sq.center (20, 0) -> (10, 0)", "sq.center (10, 0) -> (0, 0)",
        "um: 0 to undo, 1 to redo; menu: Undo / Redo Move",
      ])
    #expect(
      session.value("um.redoStack")
        == "[top: \"Move\" [sq.setCenterUndoably(NSValue (25, 5)), sq.setCenterUndoably(NSValue (20, 0)), sq.setCenterUndoably(NSValue (10, 0))]]"
    )
    session.run("redo")
    #expect(session.value("sq.center") == "(25, 5)")
    #expect(session.value("um.undoMenuItemTitle") == "\"Undo Move\"")
  }

  @Test func neuburgsDragGroupSpansSeveralEventsWhenBegunByHand() {
    var session = Self.session("new square sq 0 0 --undoer um", "begin", "set sq.center 10 0", "name Move")
    // The line ended, but the explicit group stays open (UA-4), nested in the event's group.
    #expect(session.value("um.groupingLevel") == "2")
    session.run("set sq.center 20 0")
    session.run("end")
    #expect(session.value("um.undoMenuItemTitle") == "\"Undo Move\"")
    session.run("undo")
    #expect(session.value("sq.center") == "(0, 0)")
  }

  @Test func s7UndoClosesALoneEventGroupRefusesAnExplicitOneAndDoesNothingWhenEmpty() {
    var session = Self.session()
    #expect(session.run("undo") == ["nothing to undo: the undo stack of um is empty"])
    #expect(session.run("set b.value 5; undo").last == "um: 0 to undo, 1 to redo; menu: Undo / Redo")
    #expect(session.value("b.value") == "1")
    session.run("begin")
    session.run("set b.value 7")
    #expect(
      session.run("undo") == [
        "error: undo at grouping level 2: Apple's undo() closes one open group itself, and with more open it raises an exception; close it with 'end um' first"
      ])
    #expect(session.value("b.value") == "7")
  }

  @Test func s9CanUndoCountsAnOpenGroupWithActions() {
    var session = Self.session("begin")
    #expect(session.value("um.canUndo") == "false")
    session.run("set b.value 2")
    #expect(session.value("um.canUndo") == "true")
    #expect(session.value("um.canRedo") == "false")
  }

  @Test func s10s11NamesGoToTheOutermostOpenGroupElseTheTopOfTheStack() {
    // Neuburg names inside a nested group; the cookbook names after ending the group.
    var session = Self.session("begin", "begin", "set b.value 2", "name Inner", "end", "end")
    #expect(session.value("um.undoMenuItemTitle") == "\"Undo Inner\"")
    session.run("set b.value 3")
    session.run("name Delete")
    #expect(session.value("um.undoMenuItemTitle") == "\"Undo Delete\"")
    session.run("undo")
    #expect(session.value("um.redoMenuItemTitle") == "\"Redo Delete\"")
    #expect(session.value("um.undoMenuItemTitle") == "\"Undo Inner\"")
    session.run("clear")
    #expect(session.value("um.undoMenuItemTitle") == "Undo")
    #expect(
      session.run("name Nothing") == [
        "error: um has nothing to name: no open group and an empty undo stack; register something first"
      ])
  }

  @Test func s12LevelsOfUndoFromTheShell() {
    var session = Self.session()
    session.run("set um.levelsOfUndo 2")
    for value in 2...5 { session.run("set b.value \(value)") }
    #expect(session.value("um.undoStack") == "[top: (unnamed) [b.setValueUndoably(4)], (unnamed) [b.setValueUndoably(3)]]")
    session.run("undo; undo")
    session.run("undo")
    #expect(session.value("b.value") == "3", "the oldest changes can no longer be undone")
  }

  @Test func s14OneLineIsOneEventAndEventSplitsIt() {
    var session = Self.session("set b.value 2; set b.value 3")
    #expect(session.value("um.undoStack") == "[top: (unnamed) [b.setValueUndoably(1), b.setValueUndoably(2)]]")
    session.run("set b.value 4; event; set b.value 5")
    #expect(
      session.value("um.undoStack")
        == "[top: (unnamed) [b.setValueUndoably(4)], (unnamed) [b.setValueUndoably(3)], (unnamed) [b.setValueUndoably(1), b.setValueUndoably(2)]]"
    )
  }

  @Test func groupsByEventOffNeedsExplicitGroups() {
    var session = Self.session("new manager m2 --groups-by-event off", "new box c 0 --undoer m2")
    #expect(session.outcome("set c.value 1") == .failed)
    #expect(session.value("c.value") == "0")
    session.run("begin m2; set c.value 1; end m2")
    session.run("undo m2")
    #expect(session.value("c.value") == "0")
  }

  @Test func theCookbooksTableEditsAreNamedGroupsRegisteredByInvocation() {
    var session = Self.session("new table t Ann Bob Cy --undoer um", "table t add Dee", "table t delete 0", "table t move 0 2")
    #expect(session.value("t.items") == "[Cy, Dee, Bob]")
    #expect(session.value("um.undoMenuItemTitle") == "\"Undo Move\"")
    #expect(
      session.value("um.undoStack").hasPrefix(
        "[top: \"Move\" [t.moveRow(from: 2, to: 0)], \"Delete\" [t.updateItem(at: 0, with: \"Ann\")]"))
    session.run("undo; undo; undo")
    #expect(session.value("t.items") == "[Ann, Bob, Cy]")
    session.run("redo")
    #expect(session.value("t.items") == "[Ann, Bob, Cy, Dee]")
    // A move to the same row registers nothing, so no group is left.
    session.run("table t move 1 1")
    #expect(session.value("um.undoMenuItemTitle") == "\"Undo Add\"")
  }

  @Test func textTypingCutAndPasteUndoInTurn() {
    var session = Self.session("new text e --undoer um", "text e type hello", "text e cut 0 2", "text e paste He")
    #expect(session.value("e.text") == "Hello")
    #expect(
      session.run("menu") == [
        "Edit menu of um: not shown (it appears only over a first responder: try 'focus NAME')",
        "  Undo Paste: hidden (no first responder; canUndo is true)", "  Redo: hidden (no first responder; canRedo is false)",
      ])
    session.run("focus e")
    #expect(session.run("menu").first == "Edit menu of um over first responder e:")
    session.run("undo")
    #expect(session.value("e.text") == "llo")
    session.run("undo")
    #expect(session.value("e.text") == "hello")
    #expect(session.value("um.redoMenuItemTitle") == "\"Redo Cut\"")
  }

  @Test func shakeWalksFromTheFirstResponderOrSaysWhyNoAlertAppears() {
    var session = Self.session("new square sq 0 0 --undoer um")
    #expect(
      session.run("shake") == ["no alert: there is no first responder, so the shake reaches no undo manager (try 'focus NAME')"])
    session.run("focus sq")
    #expect(session.run("shake") == ["first responder sq: its undoManager is um", "um can neither undo nor redo: no alert"])
    session.run("drag sq 5 5")
    #expect(session.run("shake") == ["first responder sq: its undoManager is um", "alert: Undo Move | Cancel"])
    session.run("shaketoedit off")
    #expect(session.run("shake") == ["no alert: applicationSupportsShakeToEdit is false"])
  }

  @Test func undoStepShowsEachActionAndBackRestoresEveryState() {
    var session = Self.session("new square sq 0 0 --undoer um", "drag sq 10 0 20 0")
    let before = session.run("inspect um --json")
    let position = session.run("where")[0]
    let first = session.run("undo --step")
    #expect(first.first == "[1/4] undo: pop \"Move\" (2 actions) from the undo stack; isUndoing = true; a recording group opens")
    #expect(session.value("um.isUndoing") == "true")
    let second = session.run("step")
    #expect(
      second.first
        == "[2/4] action 2 of 2: sq.setCenterUndoably(NSValue (10, 0)): sq.center (20, 0) -> (10, 0); um records sq.setCenterUndoably(NSValue (20, 0)) in the recording group (bound for the redo stack)"
    )
    #expect(session.run("set b.value 3").first?.hasPrefix("error: undo um is paused at step 2 of 4") == true)
    session.run("continue")
    #expect(session.value("sq.center") == "(0, 0)")
    #expect(session.value("um.isUndoing") == "false")
    // `where` says "at event N of N": go back there.
    let event = position.split(separator: " ")[2]
    session.run("goto \(event)")
    #expect(session.run("inspect um --json") == before)
    #expect(session.value("sq.center") == "(20, 0)")
  }

  @Test func badInputIsOneLineAndChangesNothing() {
    var session = Self.session("new square sq 0 0 --undoer um")
    let before = session.run("inspect um --json") + session.run("show")
    let cases = [
      ("undo nosuch", "error: no undo manager named 'nosuch'; the managers are um"),
      ("set nobody.value 3", "error: no box named 'nobody'; create it with 'new box nobody …'"),
      ("end", "error: um has no open group to end; begin one with 'begin um'"),
      ("set b.value x", "error: 'x' is not a number; for example 'set b.value 5'"),
      ("drag sq 1 2 3", "error: drag takes X Y pairs, but got 3 numbers; for example 'drag sq 10 0 20 0'"),
      ("new box c 1 --undoer nosuch", "error: no undo manager named 'nosuch'; the managers are um"),
      ("new box b 2", "error: b already exists; choose another name"),
    ]
    for (line, error) in cases {
      #expect(session.run(line) == [error], "\(line)")
    }
    #expect(session.run("inspect um --json") + session.run("show") == before)
  }
}
