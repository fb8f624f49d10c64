import Foundation
import LearnerSwift
import Lessons
import Testing

/// The `swift` command in the engine, as the shell runs it: blocks and files, their output,
/// their top-level names as live objects, stepping, going back, and bad input.
@Suite struct SwiftShellTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  /// An engine in `chapter`; `run` returns what a line printed.
  struct Session {
    var engine: Engine

    init(_ chapter: String) { engine = Engine(catalog: .shipped, active: chapter) }

    @discardableResult
    mutating func run(_ line: String) -> [String] { engine.run(line).lines.map(\.text) }

    mutating func outcome(_ line: String) -> Engine.Outcome { engine.run(line).outcome }
  }

  @Test func aBlockPrintsWhatSwiftPrintsAndItsNamesAreLiveObjects() throws {
    var session = Session("views")
    #expect(session.run(#"swift { let area = 3.0 * 3.0; print("area \(area)"); let squares = [0, 1, 4] }"#) == ["area 9.0"])
    // The Workbench prints numbers its own way (DESIGN §3), and predicates compare them so.
    #expect(session.run("show area") == ["9"])
    #expect(session.run("show squares") == ["[0, 1, 4]"])
    #expect(session.run("swift {\nvar n = 1\nn += 1\nprint((n, n * 2))\n}") == ["(2, 4)"])
  }

  /// An Int past 2^53 is shown with its own digits (a Double would round it), and a change of
  /// one is a change `diff` sees.
  @Test func aLargeIntIsShownExactly() throws {
    var session = Session("undo")
    #expect(session.run("swift { var m = 9223372036854775801; var j = 99999999999999999 }").isEmpty)
    #expect(session.run("show m") == ["9223372036854775801"])
    #expect(session.run("swift { j += 1 }").isEmpty)
    #expect(session.run("diff") == ["changes made by 'undo> swift { j += 1 }':", "  j: 99999999999999999 -> 100000000000000000"])
  }

  /// A variable the threading chapter's commands made (`new var`, a loaded program's) is in
  /// Swift's scope by name: Swift reads the model's value, and its write is the main thread's
  /// `store`, which the model records; the model's later changes are what Swift reads next.
  @Test func theModelsVariablesAreInSwiftsScope() throws {
    var session = Session("threading")
    session.run("new var counter 5")
    #expect(session.run("swift { print(counter) }") == ["5"])
    #expect(session.run("swift { counter += 2; print(counter * 10) }") == ["70"])
    #expect(session.run("show counter") == ["7"])
    session.run("store counter 40")
    #expect(session.run("swift { print(counter) }") == ["40"])
    // A stepped write shows the model's variable change.
    #expect(session.run("swift --step { counter = 1\nprint(counter) }") == ["[1] line 1: counter = 1", "    counter: 40 -> 1"])
    #expect(session.run("show counter") == ["1"])
    // A block that declares the name itself has its own variable; the model's stays as it was.
    #expect(session.run("continue") == ["[2] line 2: print(counter)", "    prints 1"])
    session.run("new var total 5")
    #expect(session.run("swift { var total = 100; print(total) }") == ["100"])
    #expect(session.run("show total") == ["5"])
    var loaded = Session("threading")
    loaded.run("load race-counter")
    loaded.run("run")
    #expect(loaded.run("swift { print(counter + 1) }") == ["3"])
  }

  /// A change that traps (past an array's end) stops its block and leaves what it would have
  /// changed as it was, a variable's array or a property's: the next block sees the old value.
  @Test func aChangeThatTrapsLeavesTheValueItWouldHaveChanged() throws {
    var session = Session("views")
    session.run(
      "swift { class Model { var items = [1, 2] }; struct Bag { var items = [3] }; let model = Model(); var bag = Bag(); "
        + "var xs = [4, 5] }")
    #expect(session.run("swift { model.items.remove(at: 9) }") == ["line 1: Fatal error: Index out of range"])
    #expect(session.run("swift { bag.items[5] = 0 }") == ["line 1: Fatal error: Index out of range"])
    #expect(session.run("swift { xs.insert(1, at: 7) }") == ["line 1: Fatal error: Array index is out of range"])
    #expect(session.run("swift { print(model.items, bag.items, xs) }") == ["[1, 2] [3] [4, 5]"])
  }

  /// A Swift name bound to one of the chapter's objects is that object, listed once; `swift`
  /// with no chapter active says it is every chapter's.
  @Test func aNameBoundToTheChaptersObjectIsListedOnce() throws {
    var session = Session("views")
    session.run("swift { let v = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)); root.addSubview(v) }")
    #expect(session.run("where").last == "active chapter: views, 3 objects: window, root, v")
    var none = Engine(catalog: .shipped)
    #expect(
      none.run("swift { print(1) }").lines.map(\.text) == [
        "error: 'swift' is a command of every chapter, and none is active; choose one first: 'use threading' ('chapters' lists them)"
      ])
  }

  /// Swift the subset runs otherwise is refused by name, never run some other way: an `if` or
  /// a `switch` as a function's value, a case of several patterns that bind the same name.
  @Test func whatTheSubsetRunsOtherwiseIsRefusedByName() throws {
    var session = Session("views")
    for (code, refusal) in [
      ("func f(_ b: Bool) -> Int { if b { 1 } else { 2 } }", "an 'if' used as a value is not in the Workbench's Swift subset"),
      (
        "func f(_ x: Int) -> String { switch x { case 0: \"zero\"\ndefault: \"other\" } }",
        "a 'switch' used as a value is not in the Workbench's Swift subset"
      ),
      (
        "enum R { case ok(Int), err(Int) }\nlet r = R.ok(1)\nswitch r { case .ok(let v), .err(let v): print(v) }",
        "a case with several patterns that bind names is not in the Workbench's Swift subset"
      ),
    ] {
      let printed = session.run("swift { \(code) }")
      #expect(printed.count == 1 && printed[0].contains(refusal), "\(code): \(printed)")
    }
  }

  @Test func aSteppedBlockRunsAStatementAStepAndGoesBack() throws {
    var session = Session("undo")
    let first = session.run("swift --step {\n  var total = 0\n  for i in 1...3 {\n    total += i\n  }\n  print(total)\n}")
    #expect(first == ["[1] line 2: var total = 0", "    + total: 0"])
    #expect(session.run("where").contains { $0.contains("swift") })
    // The loop's constant is the top-level code's local; the block's variables are the session's.
    #expect(session.run("step") == ["[2] line 3: for i in 1...3 {", "    in the top-level code: i = 1"])
    #expect(session.run("step") == ["[3] line 4: total += i", "    in the top-level code: i = 2", "    total: 0 -> 1"])
    #expect(session.run("step") == ["[4] line 4: total += i", "    in the top-level code: i = 3", "    total: 1 -> 3"])
    #expect(session.run("back").first?.hasPrefix("at event") == true)
    #expect(session.run("show total") == ["1"])
    // Another command waits for the paused block.
    #expect(session.run("swift { print(1) }").first?.hasPrefix("error: swift is paused at step 3") == true)
    let rest = session.run("continue")
    // A stepped run shows its output as it goes: its end does not print it again.
    #expect(rest.suffix(2) == ["[6] line 6: print(total)", "    prints 6"])
    #expect(session.run("show total") == ["6"])
  }

  /// As Python Tutor draws a call's frame, a step in a function shows the locals it set, and a
  /// call's first step the parameters it was handed; the top level's globals are the
  /// session's objects, shown as changed fields.
  @Test func aSteppedFunctionShowsItsLocalsAndItsParameters() throws {
    var session = Session("undo")
    let first = session.run(
      "swift --step {\nfunc sum(upTo n: Int) -> Int {\n  var total = 0\n  for i in 1...n {\n    total += i\n  }\n  return total\n}\nlet r = sum(upTo: 2)\n}"
    )
    #expect(first == ["[1] line 9: let r = sum(upTo: 2)", "    in sum: n = 2"])
    #expect(session.run("step") == ["[2] line 3: var total = 0", "    in sum: total = 0"])
    #expect(session.run("step") == ["[3] line 4: for i in 1...n {", "    in sum: i = 1"])
    // The loop goes on to its next element as the body's last statement ends.
    #expect(session.run("step") == ["[4] line 5: total += i", "    in sum: total = 1, i = 2"])
    #expect(session.run("step") == ["[5] line 5: total += i", "    in sum: total = 3"])
    #expect(session.run("continue").suffix(2) == ["[6] line 7: return total", "    + r: 3"])
  }

  @Test func aFileIsReadOnceAndItsTextKeptInTheSavedSession() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-shell-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("squares.swift").path
    try "var squares: [Int] = []\nfor i in 0..<4 { squares.append(i * i) }\nprint(squares)\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    var session = Session("threading")
    #expect(session.run("swift \(file)") == ["[0, 1, 4, 9]"])
    // The file changes; back and forth replays the text read when the line was typed.
    try "print(\"changed\")\n".write(toFile: file, atomically: true, encoding: .utf8)
    session.run("back")
    session.run("goto 1")
    #expect(session.run("show squares") == ["[0, 1, 4, 9]"])
    let saved = session.engine.savedSession
    #expect(saved.contains(#"# recorded threading swift: {"path":"#))
    #expect(saved.contains("threading> swift \(file)\n[0, 1, 4, 9]"))
    #expect(session.run("swift \(folder.path)/none.swift").first?.hasPrefix("error: cannot read") == true)
    #expect(session.run("swift notes.txt").first?.hasPrefix("error: swift takes a { block } or a .swift file") == true)
    // The parser cannot be stopped by Ctrl-C: a file or block it would take long on is refused,
    // and a FIFO would never end.
    let big = folder.appendingPathComponent("big.swift").path
    try String(repeating: "let v = 1\n", count: 30_000).write(toFile: big, atomically: true, encoding: .utf8)
    #expect(
      session.run("swift \(big)")
        == ["error: cannot read '\(big)': it is larger than 256 KB; give the path of a .swift file that exists, of up to 256 KB"])
    let fifo = folder.appendingPathComponent("fifo.swift").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(
      session.run("swift \(fifo)").first?.hasSuffix(
        "it is a FIFO, not a regular file; give the path of a .swift file that exists, of up to 256 KB") == true)
    let block = "swift { let x = [" + Array(repeating: "1", count: 100_000).joined(separator: ", ") + "] }"
    #expect(
      session.run(block)
        == [
          "error: the block is 300010 bytes long: the Workbench reads a block of up to 262144 bytes; split it into smaller blocks"
        ])
  }

  /// A block's first line is part of the line typed: its errors give that line's columns (in
  /// bytes, as swiftc's do), wherever the block begins on it; later lines count their own.
  @Test func aOneLineBlocksErrorPointsIntoTheTypedLine() {
    var session = Session("threading")
    for line in [
      #"swift { let x: Int = "a" }"#, #"new var c 0; swift --step { let y = 1; let z: Int = "a" }"#,
      #"  swift   {   let é: Int = "a" }"#,
    ] {
      let error = session.run(line)
      // Where the string literal begins in the line as typed, counted in bytes from 1.
      let quote = line.utf8.firstIndex(of: UInt8(ascii: "\"")) ?? line.utf8.endIndex
      let column = line.utf8.distance(from: line.utf8.startIndex, to: quote) + 1
      #expect(error.last?.hasPrefix("error: line 1, column \(column): cannot convert") == true, "\(line): \(error)")
    }
    #expect(session.run("swift { let q = 1\nlet w: Int = \"c\" }").first?.hasPrefix("error: line 2, column 14: ") == true)
  }

  @Test func badSwiftIsOneErrorLineAndChangesNothing() throws {
    var session = Session("validators")
    session.run("swift { let kept = 1 }")
    let lines = session.run("swift {\nlet x = 1\nlet = 2\n}")
    #expect(lines.count == 1 && lines[0].hasPrefix("error: line 3, column 5: "))
    #expect(session.run("show kept") == ["1"])
    let unsupported = session.run("swift { actor Counter {} }")
    #expect(unsupported.count == 1 && unsupported[0].hasPrefix("error: line 1, column 9: an actor declaration is not in"))
    #expect(session.outcome("swift { print(1)") == .failed)
    #expect(session.run("swift") == ["error: swift needs CODE; usage: swift CODE [--step]"])
  }

  /// A name whose declaration a trap stopped before its value is not in the next block's
  /// scope: it was never given a value, so reading it is `cannot find`, not an empty value;
  /// declared again, it is the new one.
  @Test func aDeclarationATrapStoppedIsNotInScopeAfter() throws {
    var session = Session("validators")
    #expect(session.run("swift { var arr = [1]; let q = arr[3] }") == ["line 1: Fatal error: Index out of range"])
    let unseen = session.run("swift { print(q) }")
    #expect(unseen.count == 1 && unseen[0].hasPrefix("error: line 1") && unseen[0].contains("cannot find 'q' in scope"))
    #expect(session.run("swift { let q = 5; print(q) }") == ["5"])
    #expect(session.run("swift { print(q + 1) }") == ["6"])
  }

  @Test func aTrapStopsTheRunAtItsLineAfterWhatRanBefore() throws {
    var session = Session("views")
    #expect(
      session.run("swift {\nvar a = [1, 2]\nprint(a[0])\na[0] = 9\nprint(a[5])\nprint(\"never\")\n}") == [
        "1", "line 5: Fatal error: Index out of range",
      ])
    #expect(session.run("show a") == ["[9, 2]"])
    let endless = session.run("swift { var i = 0; while true { i += 1 } }")
    #expect(endless.count == 1 && endless[0].contains("the step limit"))
    #expect(session.run("swift { var big = 9223372036854775807; big += 1 }") == ["line 1: Fatal error: arithmetic overflow"])
  }
}
