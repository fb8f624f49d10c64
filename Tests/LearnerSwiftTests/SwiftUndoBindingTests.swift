import LearnerSwift
import Lessons
import Testing

/// The learner's Swift on the undo chapter's model under Foundation's names: the same stacks as
/// the chapter's commands reach, and what UndoManager's members answer.
@Suite struct SwiftUndoBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  func state(_ engine: inout Engine) -> [String] {
    ["um", "b"].flatMap { engine.run("inspect \($0) --json").lines.map(\.text) }
  }

  /// An undo manager's settable properties have UndoManager's types before the run: a value of
  /// another type is Swift's compile error, and the manager made on the line before is not made.
  @Test func aMistypedUndoManagerPropertyIsRefusedBeforeAnythingRuns() {
    var swift = Engine(catalog: .shipped, active: "undo")
    let said = swift.run("swift {\n  let um = UndoManager()\n  um.levelsOfUndo = \"x\"\n}").lines.map(\.text)
    #expect(said.first?.contains("line 3, column 21: cannot assign value of type 'String' to type 'Int'") == true, "\(said)")
    #expect(swift.run("inspect um").lines.first?.text.contains("no object") == true)
  }

  /// The book's square, the cookbook's table and a text view are in scope by name, and each
  /// edit made in Swift is the command's: the same targets and the same stacks.
  @Test func theSquareTheTableAndTheTextViewAreTheCommandsTargets() {
    let made = ["new manager um", "new square sq 0 0 --undoer um", "new table t Ann Bob --undoer um", "new text e --undoer um"]
    var swift = Engine.after(made, in: "undo")
    var commands = Engine.after(made, in: "undo")
    #expect(
      swift.printed(#"swift { print(sq.center, t.items, e.text.isEmpty, sq.undoManager === um) }"#) == [
        #"(0.0, 0.0) ["Ann", "Bob"] true true"#
      ])
    // A block is one pass of the run loop, as a typed line is: its edits are one event group.
    _ = swift.printed(
      #"swift { sq.setCenterUndoably(CGPoint(x: 10, y: 5)); t.addItem("Cy Young"); e.insertText("hello world") }"#)
    _ = swift.printed("swift { t.moveItem(from: 0, to: 2); t.deleteItem(at: 0) }")
    _ = swift.printed("swift { um.undo() }")
    for line in [
      #"set sq.center 10 5; table t add "Cy Young"; text e type "hello world""#, "table t move 0 2; table t delete 0",
      "undo um",
    ] {
      #expect(commands.run(line).outcome == .ok, "\(line)")
    }
    for name in ["um", "sq", "t", "e"] {
      #expect(swift.printed("inspect \(name) --json") == commands.printed("inspect \(name) --json"), "\(name)")
    }
    #expect(
      swift.printed("swift { print(sq.center, t.items, e.text) }") == [#"(10.0, 5.0) ["Bob", "Cy Young", "Ann"] hello world"#])
    // Each changes through its own method, so that it registers: a plain set is refused, and
    // changes nothing.
    for (code, refusal) in [
      ("sq.center = CGPoint(x: 1, y: 1)", "setCenterUndoably(_:)"), ("t.items = []", "through its edits"),
      (#"e.text = "x""#, "insertText(_:)"), ("e.cut(nil)", "no selection or pasteboard"),
      ("t.reload()", "value of type 'Table' has no member 'reload'"), ("let s = MyView()", "new square NAME"),
      // A responder's undoManager is an optional, as UIKit's is: swiftc's words.
      (
        "sq.undoManager.undo()",
        "value of optional type 'UndoManager?' must be unwrapped to refer to member 'undo' of wrapped base type 'UndoManager'"
      ),
    ] {
      let said = swift.printed("swift { \(code) }")
      #expect(said.contains { $0.contains(refusal) }, "\(code): \(said)")
    }
    #expect(swift.printed("inspect um --json") == commands.printed("inspect um --json"))
  }

  @Test func swiftAndTheCommandsReachTheSameStacks() {
    var swift = Engine(catalog: .shipped, active: "undo")
    let printed = swift.run(
      """
      swift {
        let um = UndoManager()
        let b = Box(value: 1, undoManager: um)
        b.value = 3
        um.setActionName("Change")
        um.undo()
        print(b.value, um.canRedo, um.redoMenuItemTitle)
        um.levelsOfUndo = 5
        print(um.levelsOfUndo)
      }
      """
    ).lines.map(\.text)
    // Foundation's counts are Ints: `5`, not `5.0`.
    #expect(printed == ["1.0 true Redo Change", "5"])
    var commands = Engine(catalog: .shipped, active: "undo")
    for line in [
      "new manager um", "new box b 1 --undoer um", "set b.value 3; name um Change; undo um", "set um.levelsOfUndo 5",
    ] {
      #expect(commands.run(line).outcome == .ok)
    }
    #expect(state(&swift) == state(&commands))
  }

  /// Registration disabled is a counter (Apple's documented UndoManager): a change made while
  /// it is disabled registers nothing, each disable needs its own enable, and an enable with
  /// none to answer is refused as Foundation's exception; `groupsByEvent` set from Swift is the
  /// manager's, and the book's old name answers with the modern one.
  @Test func registrationDisabledIsACounterTheCommandsShare() {
    var swift = Engine(catalog: .shipped, active: "undo")
    let printed = swift.printed(
      """
      swift {
        let um = UndoManager()
        let b = Box(value: 1, undoManager: um)
        um.disableUndoRegistration()
        um.disableUndoRegistration()
        b.value = 2
        um.enableUndoRegistration()
        b.value = 3
        print(um.isUndoRegistrationEnabled, um.canUndo)
        um.enableUndoRegistration()
        b.value = 4
        print(um.isUndoRegistrationEnabled, um.canUndo)
      }
      """)
    #expect(printed == ["false false", "true true"])
    // Set on a line of its own, after the line's event group has closed.
    #expect(swift.printed("swift { um.groupsByEvent = false; print(um.groupsByEvent) }") == ["false"])
    var commands = Engine(catalog: .shipped, active: "undo")
    for line in [
      "new manager um", "new box b 1 --undoer um", "disable um; disable um; set b.value 2; enable um; set b.value 3",
      "enable um; set b.value 4", "set um.groupsByEvent off",
    ] {
      #expect(commands.run(line).outcome == .ok, "\(line)")
    }
    #expect(state(&swift) == state(&commands))
    let refused = commands.run("enable um")
    #expect(refused.outcome != .ok)
    #expect(refused.lines.first?.text.contains("already enabled") == true)
    #expect(
      swift.printed("swift { um.prepareWithInvocationTarget(b) }") == [
        "error: line 1: 'prepareWithInvocationTarget' has been renamed to 'prepare(withInvocationTarget:)' (Swift 3 named the frameworks' API anew); swift --help shows what a block may hold"
      ])
  }

  /// `undoActionName` and `redoActionName` are the top groups' names, "" before one is closed
  /// or named, and the menu titles are made from a name as `undoMenuItemTitle` makes them.
  @Test func theActionNamesAndMenuTitlesAreTheStacks() {
    var engine = Engine(catalog: .shipped, active: "undo")
    _ = engine.run("swift { let um = UndoManager(); let b = Box(value: 1, undoManager: um) }")
    // A group is closed at the end of the line that opened it (groupsByEvent).
    _ = engine.run("swift { b.value = 3; um.setActionName(\"Change\") }")
    let printed = engine.printed(
      """
      swift {
        print(um.undoActionName, um.redoActionName.isEmpty, um.undoMenuItemTitle)
        um.undo()
        print(um.undoActionName.isEmpty, um.redoActionName, um.redoMenuItemTitle)
        print(um.undoMenuTitle(forUndoActionName: "Move"), um.redoMenuTitle(forUndoActionName: ""))
      }
      """)
    #expect(printed == ["Change true Undo Change", "true Change Redo Change", "Undo Move Redo"])
    #expect(engine.printed("show um.redoMenuItemTitle") == ["\"Redo Change\""])
  }

  /// The book's undoable setter (Programming iOS 8, chapter 26): the learner's own class registers
  /// a closure that calls the setter with the old value, so an undo registers the redo.
  static let modelCode = """
    let um = UndoManager()
    class Model {
      var value = 1.0
      let undoer: UndoManager
      init(undoer: UndoManager) { self.undoer = undoer }
      func setValue(_ newValue: Double) {
        let old = value
        undoer.registerUndo(withTarget: self) { $0.setValue(old) }
        value = newValue
      }
    }
    let model = Model(undoer: um)
    model.setValue(5)
    """

  static let model = "swift {\n" + modelCode + "\n}"

  @Test func aClosureRegisteredInSwiftRunsWhenTheShellUndoes() {
    var engine = Engine(catalog: .shipped, active: "undo")
    #expect(engine.run(Self.model).outcome == .ok)
    #expect(engine.run("show um.undoStack").lines.first?.text == "[top: (unnamed) [{ closure #1 }(main.Model)]]")
    // The chapter's own undo calls the learner's closure; it registers its inverse for redo.
    #expect(engine.run("undo um").lines.first?.text == "closure #1 runs with main.Model")
    #expect(engine.run("swift { print(model.value, um.canUndo, um.canRedo) }").lines.map(\.text) == ["1.0 false true"])
    _ = engine.run("redo um")
    #expect(engine.run("swift { print(model.value) }").lines.map(\.text) == ["5.0"])
    // Back over the undo and the redo: the state, the learner's objects included, is as it was.
    _ = engine.run("back 4")
    #expect(engine.run("swift { print(model.value, um.canRedo) }").lines.map(\.text) == ["5.0 false"])
  }

  @Test func undoCalledFromSwiftRunsTheClosureInsideTheStatement() {
    var engine = Engine(catalog: .shipped, active: "undo")
    _ = engine.run(Self.model)
    let stepped = engine.run("swift --step {\n  um.undo()\n  print(model.value)\n}").lines.map(\.text)
    #expect(stepped.first == "[1] line 2: um.undo()")
    #expect(stepped.contains("    closure #1 runs with main.Model"))
    #expect(engine.run("continue").lines.map(\.text).suffix(1) == ["    prints 1.0"])
    #expect(engine.run("swift { um.redo(); print(model.value, um.canUndo) }").lines.map(\.text) == ["5.0 true"])
  }

  /// The book's other form: the manager is its own proxy after `prepare(withInvocationTarget:)`,
  /// and the next message it does not answer is recorded as an invocation on the target; an undo
  /// sends it, and what the setter registers then goes to the redo stack.
  @Test func prepareWithInvocationTargetRecordsTheNextMessage() {
    var engine = Engine(catalog: .shipped, active: "undo")
    let setter = Self.model.replacingOccurrences(
      of: "undoer.registerUndo(withTarget: self) { $0.setValue(old) }",
      with: "(undoer.prepare(withInvocationTarget: self) as AnyObject).setValue(old)")
    #expect(setter != Self.model)
    #expect(engine.run(setter).outcome == .ok)
    #expect(engine.run("show um.undoStack").lines.first?.text == "[top: (unnamed) [invocation main.Model.setValue(1.0)]]")
    #expect(engine.run("undo um").lines.first?.text == "main.Model receives setValue(_:)")
    #expect(engine.run("show um.redoStack").lines.first?.text == "[top: (unnamed) [invocation main.Model.setValue(5.0)]]")
    #expect(engine.run("swift { print(model.value); um.redo(); print(model.value) }").lines.map(\.text) == ["1.0", "5.0"])
    // A message the target does not have is the learner's error, and nothing is recorded.
    let wrong = engine.run("swift { (um.prepare(withInvocationTarget: model) as AnyObject).setColor(2) }")
    #expect(wrong.lines.map(\.text) == ["line 1: value of type 'Model' has no member 'setColor(_:)'"])
    #expect(engine.run("show um.undoStack").lines.first?.text == "[top: (unnamed) [invocation main.Model.setValue(1.0)]]")
  }

  @Test func whatTheBindingDoesNotModelYetIsRefusedByName() {
    var engine = Engine(catalog: .shipped, active: "undo")
    _ = engine.run("swift { let um = UndoManager(); let b = Box(value: 1, undoManager: um) }")
    let refused = engine.run("swift { let proxy = um.prepare(withInvocationTarget: b) }").lines.map(\.text)
    #expect(refused.count == 1 && refused[0].hasPrefix("line 1: prepare(withInvocationTarget:) records a message to an object"))
    #expect(
      engine.run("swift { um.canUndo = true }").lines.map(\.text) == [
        "line 1: cannot assign to property: 'canUndo' is a get-only property"
      ])
    #expect(
      engine.run("swift { b.value = \"x\" }").lines.map(\.text) == [
        "line 1: cannot assign value of type 'String' to 'value' of type 'Double'"
      ])
  }
}
