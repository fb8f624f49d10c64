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
      }
      """
    ).lines.map(\.text)
    #expect(printed == ["1.0 true Redo Change"])
    var commands = Engine(catalog: .shipped, active: "undo")
    for line in [
      "new manager um", "new box b 1 --undoer um", "set b.value 3; name um Change; undo um", "set um.levelsOfUndo 5",
    ] {
      #expect(commands.run(line).outcome == .ok)
    }
    #expect(state(&swift) == state(&commands))
  }

  @Test func whatTheBindingDoesNotModelYetIsRefusedByName() {
    var engine = Engine(catalog: .shipped, active: "undo")
    _ = engine.run("swift { let um = UndoManager(); let b = Box(value: 1, undoManager: um) }")
    let refused = engine.run("swift { um.registerUndo(withTarget: b) { $0.value = 0 } }").lines.map(\.text)
    #expect(
      refused.count == 1
        && refused[0].hasPrefix("line 1: registerUndo(withTarget:_:) with a closure is not in the Workbench's Swift yet"))
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
