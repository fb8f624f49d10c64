import HostileInput
import LearnerSwift
import Lessons
import Testing

/// Bad Swift typed at the shell, on the chapters' live objects: mangled blocks that use UIKit's
/// and Foundation's names never crash the shell; a block that does not compile is one error line
/// and changes nothing; one that traps stops at its line; the session goes on either way.
@Suite struct SwiftShellBadInputTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  /// The Swift 2 era names the books print are answered with their modern spelling, one error
  /// line each, in the chapter whose API they belong to; the chapter's state does not change.
  @Test func theBooksOldNamesAreAnsweredWithTheModernOnes() {
    let cases: [(chapter: String, block: String, old: String, modern: String)] = [
      ("views", "let p = CGPointZero", "CGPointZero", "CGPoint.zero"),
      ("views", "let x = CGRectGetMidX(root.frame)", "CGRectGetMidX", "CGRect.midX"),
      ("views", "let r = CGRectInset(root.frame, 2, 2)", "CGRectInset", "CGRect.insetBy(dx:dy:)"),
      ("views", "root.autoresizingMask = UIViewAutoresizing.FlexibleWidth", "UIViewAutoresizing", "UIView.AutoresizingMask"),
      (
        "views", "let q = root.convertPoint(CGPoint(x: 1, y: 1), toView: window)", "convertPoint",
        "convert(_:to:) or convert(_:from:)"
      ),
      ("views", "let h = root.hitTest(CGPoint(x: 1, y: 1), withEvent: nil)", "hitTest", "hitTest(_:with:)"),
      ("views", "let i = root.pointInside(CGPoint(x: 1, y: 1), withEvent: nil)", "pointInside", "point(inside:with:)"),
      ("views", "root.insertSubview(UIView(), atIndex: 0)", "insertSubview", "insertSubview(_:at:)"),
      (
        "animation", "UIView.animateWithDuration(1) { }", "UIView.animateWithDuration", "UIView.animate(withDuration:animations:)"
      ),
      (
        "undo", "um.registerUndoWithTarget(um, selector: 1, object: nil)", "registerUndoWithTarget",
        "registerUndo(withTarget:handler:)"
      ),
      ("undo", "let m = NSUndoManager()", "NSUndoManager", "UndoManager"),
      ("threading", "dispatch_after(1, 2) { }", "dispatch_after", "DispatchQueue.asyncAfter(deadline:execute:)"),
      ("threading", "let o = NSOperation()", "NSOperation", "Operation"),
      ("threading", "dispatch_async(1) { }", "dispatch_async", "DispatchQueue.async"),
      ("networking", #"let t = URLSession.shared.dataTaskWithURL(URL(string: "/text")!)"#, "dataTaskWithURL", "dataTask(with:)"),
      ("networking", "let c = NSURLSessionConfiguration()", "NSURLSessionConfiguration", "URLSessionConfiguration"),
      // Core Graphics is in every chapter, and so are its old names.
      ("undo", "let r = CGRectMake(0, 0, 1, 1)", "CGRectMake", "CGRect(x:y:width:height:)"),
      ("threading", "let m = CGRectGetMidX(r)", "CGRectGetMidX", "CGRect.midX"),
    ]
    for item in cases {
      var engine = Engine(catalog: .shipped, active: item.chapter)
      let before = engine.run("where").lines.map(\.text)
      let result = engine.run("swift { \(item.block) }")
      #expect(result.outcome != .ok, "\(item.block)")
      #expect(
        result.lines.map(\.text) == [
          "error: line 1: '\(item.old)' has been renamed to '\(item.modern)' (Swift 3 named the frameworks' API anew); "
            + "swift --help shows what a block may hold"
        ], "\(item.block)")
      #expect(engine.run("where").lines.map(\.text) == before, "\(item.block)")
    }
  }

  /// Blocks that use the views, undo, threading, validators and networking chapters' objects, for the generator to damage.
  static let blocks: [(chapter: String, code: String)] = [
    (
      "views",
      """
      let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      root.addSubview(v)
      v.center = CGPoint(x: 160, y: 284)
      print(v.convert(CGPoint(x: 0, y: 0), to: root), v.frame.midX)
      v.transform = CGAffineTransform(rotationAngle: .pi / 6)
      let hit = root.hitTest(CGPoint(x: 160, y: 284), with: nil)
      """
    ),
    ("undo", SwiftUndoBindingTests.modelCode + "\num.undo()\num.redo()\nprint(model.value, um.canUndo)"),
    (
      "threading",
      """
      var counter = 0
      let m = NSLock()
      let q = DispatchQueue(label: "q")
      for _ in 0..<2 { DispatchQueue.global().async { m.lock(); counter += 1; m.unlock() } }
      q.sync { let t = counter; if t > 0 { print("seen") }; counter = t + 1 }
      print(counter)
      """
    ),
    (
      "validators",
      """
      let result = password.validate("abc1")
      print(result.valid, result.errors)
      let both = startsAndEnds.validate("a1")
      print(both)
      """
    ),
    (
      "networking",
      """
      var got = 0
      let t = URLSession.shared.dataTask(with: URL(string: "/json")!) { _, _, _ in
        DispatchQueue.main.async { got = 1 }
      }
      t.resume()
      print(t.state == .running, t.taskIdentifier)
      """
    ),
  ]

  /// What once overflowed a stack and crashed the shell is one error line, and the session goes
  /// on: a class that inherits from itself, a chain of 400 classes, 600 nested generic clauses,
  /// 5,000 nested interpolations typed in a block (the shell reads the block before Swift does).
  @Test func programsThatOnceCrashedTheShellAreOneErrorLine() {
    let chain = "class C0 {}\n" + (1...400).map { "class C\($0): C\($0 - 1) {}" }.joined(separator: "\n") + "\nprint(C400())"
    var interpolation = "1"
    for _ in 0..<5_000 { interpolation = "\"\\(" + interpolation + ")\"" }
    let cases: [(block: String, error: String)] = [
      ("class A: A {}", "'A' inherits from itself"),
      ("class A: B {}\nclass B: A {}", "line 2, column 7: 'A' inherits from itself"),
      (chain, "a chain of more than 200 classes, each a subclass of the next"),
      (
        "let x: " + String(repeating: "Array<", count: 600) + "Int" + String(repeating: ">", count: 600) + " = []",
        "angle brackets nested more than 64 deep"
      ),
      ("print(" + interpolation + ")", "string interpolations nested more than 64 deep"),
    ]
    for (block, error) in cases {
      var engine = Engine(catalog: .shipped, active: "undo")
      let report = engine.run("swift {\n" + block + "\n}")
      #expect(report.outcome == .failed)
      #expect(report.lines.count == 1 && report.lines.first?.text.contains(error) == true, "\(report.lines.map(\.text))")
      #expect(engine.run("swift { print(1) }").lines.map(\.text) == ["1"])
    }
    // An interpolation that doubled a string each time went on to 2 TB: it stops at the limit
    // of a string, as the program's own trap.
    var engine = Engine(catalog: .shipped, active: "undo")
    let doubling = engine.run("swift {\n" + #"var s = "ab"; for _ in 0..<40 { s = "\(s)\(s)" }"# + "\n}")
    #expect(doubling.lines.map(\.text) == ["line 2: a string of more than 10000000 bytes (the memory limit)"])
    #expect(engine.run("swift { print(1) }").lines.map(\.text) == ["1"])
  }

  /// A value too big to write is refused by `print` at once, and `show` says what it is.
  ///
  /// An array holding one big array a thousand times shares its storage and takes little
  /// memory; written out it would be 3 billion numbers. `show` and `print` once walked all of
  /// them (over 20 GB in a minute).
  @Test func aValueTooBigToWriteIsRefusedAndShowSaysSo() {
    var engine = Engine(catalog: .shipped, active: "undo")
    let made = engine.run("swift { let row = Array(0..<3_000_000); let a = Array(repeating: row, count: 1000); print(a.count) }")
    #expect(made.lines.map(\.text) == ["1000"])
    #expect(engine.run("show a").lines.map(\.text) == [#""1000 elements: more than the 10000 values show writes""#])
    let refusal = "line 1: a value of more than 3333333 values to write: its text would pass 10000000 bytes (the memory limit)"
    #expect(engine.run(#"swift { print(a) }"#).lines.map(\.text) == [refusal])
    #expect(engine.run(#"swift { let s = "\(a)" }"#).lines.map(\.text) == [refusal])
    #expect(engine.run(#"swift { print(String(describing: a).count) }"#).lines.map(\.text) == [refusal])
    // A value show can write is written whole.
    #expect(engine.run("swift { let b = Array(0..<10) }; show b").lines.map(\.text) == ["[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]"])
  }

  /// A raw string's quote does not end it, nor does a brace in it end the block.
  @Test func aRawStringInABlockIsReadAsSwiftReadsIt() {
    var engine = Engine(catalog: .shipped, active: "undo")
    let block = ###"swift { print(#"a"b}"#, ##"c\#(1)"#d"##, #"e\#(1 + 1)f"#, #""#) }"###
    #expect(engine.run(block).lines.map(\.text) == [###"a"b} c\#(1)"#d e2f "###])
  }

  @Test func mangledBlocksOnTheModelsNeverCrashAndAFailureChangesNothing() {
    var generator = LineGenerator(seed: 20_261_124)
    var outcomes: [Engine.Outcome: Int] = [:]
    for round in 0..<200 {
      let (chapter, code) = Self.blocks[round % Self.blocks.count]
      var engine = Engine(catalog: .shipped, active: chapter)
      let before = engine.run("show").lines.map(\.text)
      let program = SwiftBadInputTests.mangled(code, &generator)
      let report = engine.run("swift {\n" + program + "\n}")
      outcomes[report.outcome, default: 0] += 1
      if report.outcome == .failed {
        #expect(report.lines.count == 1, "\(program)\n\(report.lines.map(\.text))")
        #expect(engine.run("show").lines.map(\.text) == before, "\(program)")
      }
      // The session goes on: the shell answers the next line.
      #expect(engine.run("swift { print(1) }").lines.map(\.text) == ["1"])
    }
    // Damage both leaves programs that run (some to a trap) and programs that do not compile.
    #expect((outcomes[.ok] ?? 0) > 20 && (outcomes[.failed] ?? 0) > 20, "\(outcomes)")
  }
}
