import LearnerSwift
import Lessons
import Testing

/// The learner's Swift on the views chapter's model, under UIKit's names: the book's figure made
/// in Swift is the figure the commands make; what Swift prints is what a compiled program
/// prints; a conversion or a hit-test shows its steps under the statement that made it.
@Suite struct SwiftViewsBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  static let figureInSwift = """
    swift {
      let v1 = UIView(frame: CGRect(x: 113, y: 111, width: 132, height: 194))
      let v2 = UIView(frame: CGRect(x: 41, y: 56, width: 132, height: 194))
      let v3 = UIView(frame: CGRect(x: 43, y: 197, width: 160, height: 230))
      root.addSubview(v1)
      v1.addSubview(v2)
      root.addSubview(v3)
    }
    """

  static let figureByCommands = [
    "new view v1 frame 113 111 132 194", "new view v2 frame 41 56 132 194 in v1", "new view v3 frame 43 197 160 230",
  ]

  func views(_ engine: inout Engine) -> [String] {
    engine.run("tree").lines.map(\.text) + engine.run("show v2").lines.map(\.text)
  }

  /// A value of the wrong type for a view's geometry is Swift's compile error, before any line
  /// of the block runs: the lines before it change nothing.
  @Test(arguments: [
    (
      "root.center = CGPoint(x: 10, y: 10)\n  root.frame = 3",
      "line 3, column 16: cannot assign value of type 'Int' to type 'CGRect'"
    ),
    (
      "let a = UIView(frame: .zero)\n  root.addSubview(a)\n  a.center = \"middle\"",
      "line 4, column 14: cannot assign value of type 'String' to type 'CGPoint'"
    ),
    (
      "root.center = CGPoint(x: 10, y: 10)\n  root.frame.origin.x = \"q\"",
      "line 3, column 25: cannot assign value of type 'String' to type 'CGFloat'"
    ),
    // A view's settings, of UIKit's types.
    (
      "root.center = CGPoint(x: 10, y: 10)\n  root.alpha = \"x\"",
      "line 3, column 16: cannot assign value of type 'String' to type 'CGFloat'"
    ),
    ("root.isHidden = 1", "line 2, column 19: integer literal value '1' cannot be used as a boolean; did you mean 'true'?"),
    // An argument of UIView's methods of another type than UIKit declares.
    (
      "root.center = CGPoint(x: 10, y: 10)\n  root.addSubview(5)",
      "line 3, column 19: cannot convert value of type 'Int' to expected argument type 'UIView'"
    ),
    (
      "let a = UIView(frame: .zero)\n  root.insertSubview(a, at: \"first\")",
      "line 3, column 29: cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    ("root.addSubview(nil)", "line 2, column 19: 'nil' is not compatible with expected argument type 'UIView'"),
    (
      "struct Box {}\n  root.addSubview(Box())",
      "line 3, column 19: cannot convert value of type 'Box' to expected argument type 'UIView'"
    ),
    (
      "_ = root.hitTest(3, with: nil)",
      "line 2, column 20: cannot convert value of type 'Int' to expected argument type 'CGPoint'"
    ),
  ])
  func aMistypedGeometryIsRefusedBeforeAnythingRuns(_ block: String, _ message: String) {
    var engine = Engine.after([], in: "views")
    let before = engine.printed("tree") + engine.printed("show root")
    let said = engine.printed("swift {\n  \(block)\n}")
    #expect(said.first?.contains(message) == true, "\(said)")
    #expect(engine.printed("tree") + engine.printed("show root") == before)
  }

  /// A view without a superview is left as it is by removeFromSuperview(), as UIKit leaves it.
  @Test func removingADetachedViewDoesNothing() {
    var engine = Engine.after([], in: "views")
    #expect(
      engine.printed("swift { let w = UIView(frame: .zero); w.removeFromSuperview(); w.removeFromSuperview(); print(\"ok\") }")
        == ["ok"])
  }

  /// A view reached through a constant array is still the view: a class's instance changes
  /// where it is, and the constant is not written.
  @Test func aViewInAConstantArrayIsChangedWhereItIs() {
    var engine = Engine.after(["new view v1 frame 10 10 50 50", "new view v2 frame 100 100 50 50"], in: "views")
    #expect(engine.printed("swift { let views = [v1, v2]; views[1].tag = 4; print(v2.tag) }") == ["4"])
    #expect(engine.run("show v2").lines.contains { $0.text.contains("tag: 4") })
  }

  /// CGPoint, CGSize, CGRect and CGAffineTransform are Equatable; two rectangles are equal when
  /// they cover the same area (Foundation standardizes both, as CGRectEqualToRect does).
  @Test func theGeometryTypesCompareAsFoundationsDo() {
    var engine = Engine.after(["new view v1 frame 10 10 50 50"], in: "views")
    let printed = engine.printed(
      "swift { print(v1.frame == CGRect(x: 10, y: 10, width: 50, height: 50), v1.center != CGPoint.zero, "
        + "CGRect(x: 0, y: 0, width: -10, height: 10) == CGRect(x: -10, y: 0, width: 10, height: 10), "
        + "v1.transform == CGAffineTransform.identity, v1.bounds.size == CGSize(width: 5, height: 50)) }")
    #expect(printed == ["true true true true false"])
  }

  /// A top-level name Swift declares is the chapter's object of that name: one the chapter
  /// has already is not declared again, or `show v9` and Swift's `v9` would be two views.
  @Test func aNameTheChapterHasIsNotDeclaredAgain() {
    var engine = Engine.after(["new view v9 frame 0 0 1 1"], in: "views")
    let said = engine.printed("swift { let v9 = UIView(frame: .zero); root.addSubview(v9) }")
    #expect(said.first?.contains("invalid redeclaration of 'v9': the chapter has an object of that name") == true, "\(said)")
    #expect(engine.printed("swift { print(v9.frame) }") == ["(0.0, 0.0, 1.0, 1.0)"])
  }

  /// `viewWithTag(_:)` looks at the view, then each subview's tree, back to front (the
  /// Workbench's order: Apple documents none), and answers an optional, which a place of
  /// UIView's type does not take unwrapped (swiftc's error).
  @Test func viewWithTagSearchesTheTreeAndAnswersAnOptional() {
    var engine = Engine.after(
      [
        "new view v1 frame 0 0 100 100", "new view v2 frame 0 0 10 10 in v1", "new view v3 frame 5 5 10 10",
        "set v2.tag 7", "set v3.tag 7",
      ], in: "views")
    #expect(
      engine.printed("swift { print(root.viewWithTag(7) === v2, v3.viewWithTag(7) === v3, root.viewWithTag(9) == nil) }")
        == ["true true true"])
    #expect(engine.printed("swift { if let v = v1.viewWithTag(7) { print(v.frame) } }") == ["(0.0, 0.0, 10.0, 10.0)"])
    let said = engine.printed("swift { let v: UIView = root.viewWithTag(7)\nprint(v) }")
    #expect(said == ["line 1: value of optional type 'UIView?' must be unwrapped to a value of type 'UIView'"], "\(said)")
  }

  /// A named transform is in scope as the `CGAffineTransform` it is, a value: Swift reads a
  /// copy, with its methods, and cannot change the chapter's.
  @Test func aNamedTransformIsACGAffineTransformValue() {
    var swift = Engine.after(["new transform t scale 2 3", "new view v frame 0 0 10 10"], in: "views")
    var commands = Engine.after(["new transform t scale 2 3", "new view v frame 0 0 10 10", "set v.transform t"], in: "views")
    #expect(swift.printed("swift { print(t) }") == ["CGAffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 3.0, tx: 0.0, ty: 0.0)"])
    _ = swift.printed("swift { v.transform = t }")
    #expect(swift.printed("inspect v --json") == commands.printed("inspect v --json"))
    #expect(
      swift.printed("swift { var u = t.translatedBy(x: 1, y: 1); u.a = 5; print(u.a, u.tx, t.a, t.tx) }") == ["5.0 2.0 2.0 0.0"])
    #expect(swift.printed("swift { t.tx = 4 }").first?.contains("'t' is a 'let' constant") == true)
    #expect(swift.printed("show t") == commands.printed("show t"))
    // Once the chapter has let go of it, the name may be Swift's own.
    _ = swift.printed("remove transform t")
    #expect(swift.printed("swift { let t = CGAffineTransform(scaleX: 1, y: 4); print(t.d) }") == ["4.0"])
  }

  /// UIView's animations belong to the animation chapter, which the message names.
  @Test func anAnimationInTheViewsChapterNamesTheAnimationChapter() {
    var engine = Engine.after([], in: "views")
    let said = engine.printed("swift { UIView.animate(withDuration: 1) { root.alpha = 0 } }")
    #expect(said.first?.contains("UIView.animate is the animation chapter's") == true, "\(said)")
  }

  @Test func theBooksFigureInSwiftIsTheFigureTheCommandsMake() {
    var swift = Engine(catalog: .shipped, active: "views")
    #expect(swift.run(Self.figureInSwift).outcome == .ok)
    var commands = Engine(catalog: .shipped, active: "views")
    for line in Self.figureByCommands { _ = commands.run(line) }
    #expect(views(&swift) == views(&commands))
    // The names Swift declared hold the chapter's views: `show` follows them.
    #expect(swift.run("show v2").lines.first?.text == "view v2 frame (41, 56, 132, 194) in v1")
  }

  /// The book's figure with its colours, as Programming iOS 8's chapter 1 paints it.
  ///
  /// A UIColor made from components, or one of UIKit's named colours, is the word `set` takes,
  /// and the picture fills the views with it; a colour prints as UIKit's `description` writes it.
  @Test func theFiguresColoursInSwiftAreTheColoursTheCommandsSet() {
    var swift = Engine.after([Self.figureInSwift], in: "views")
    let printed = swift.printed(
      """
      swift {
        v1.backgroundColor = UIColor(red: 1, green: 0.4, blue: 1, alpha: 1)
        v2.backgroundColor = UIColor(red: 0.5, green: 1, blue: 0, alpha: 1)
        v3.backgroundColor = .red
        root.backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
        print(UIColor.red, UIColor.lightGray, UIColor(red: 1, green: 0.4, blue: 1, alpha: 1))
        print(UIColor(white: 0.5, alpha: 0.25), UIColor(cgColor: UIColor.blue.cgColor))
      }
      """)
    #expect(
      printed == [
        "UIExtendedSRGBColorSpace 1 0 0 1 UIExtendedGrayColorSpace 0.666667 1 UIExtendedSRGBColorSpace 1 0.4 1 1",
        "UIExtendedGrayColorSpace 0.5 0.25 UIExtendedSRGBColorSpace 0 0 1 1",
      ])
    var commands = Engine.after(
      Self.figureByCommands + [
        "set v1.backgroundColor \"#ff66ff\"", "set v2.backgroundColor \"#80ff00\"", "set v3.backgroundColor red",
        "set root.backgroundColor rgba(170,170,170,0.5)",
      ], in: "views")
    for view in ["v1", "v2", "v3", "root"] {
      #expect(swift.printed("show \(view).backgroundColor") == commands.printed("show \(view).backgroundColor"))
    }
    #expect(swift.printed("draw") == commands.printed("draw"))
    #expect(swift.printed("swift { v3.backgroundColor = nil }") == [])
    #expect(swift.printed("show v3.backgroundColor") == ["nil"])
    for (code, message) in [
      ("v1.backgroundColor = UIColor.red.cgColor", "cannot assign value of type 'CGColor' to 'backgroundColor' of type"),
      ("v1.backgroundColor = 3", "cannot assign value of type 'Int' to 'backgroundColor' of type 'UIColor'"),
    ] {
      #expect(swift.printed("swift { \(code) }").first?.contains(message) == true, "\(code)")
    }
    #expect(swift.printed("show v1.backgroundColor") == ["\"#ff66ff\""])
  }

  /// `backgroundColor` reads back as the UIColor that was set (an optional, as UIKit types it),
  /// exactly, even where the picture draws it rounded to bytes; a colour set by a command reads
  /// back as the UIColor its word names.
  @Test func aBackgroundColorReadsBackAsTheUIColorSet() {
    var swift = Engine.after([Self.figureInSwift], in: "views")
    let printed = swift.printed(
      """
      swift {
        print(v1.backgroundColor)
        v1.backgroundColor = UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.5)
        print(v1.backgroundColor!)
        v2.backgroundColor = .gray
        v2.backgroundColor = v2.backgroundColor?.withAlphaComponent(0.25)
        print(v2.backgroundColor!, v2.backgroundColor == nil)
        if let c = v1.backgroundColor { print(c.alpha) }
      }
      """)
    #expect(
      printed == [
        "nil", "UIExtendedSRGBColorSpace 0.3 0.6 0.9 0.5", "UIExtendedGrayColorSpace 0.5 0.25 false", "0.5",
      ])
    // The picture draws it in bytes; the Swift reads what was set.
    #expect(swift.printed("show v1.backgroundColor") == ["\"rgba(77,153,230,0.5)\""])
    #expect(swift.run("set v3.backgroundColor \"#ff6600\"").outcome == .ok)
    #expect(swift.printed("swift { print(v3.backgroundColor!) }") == ["UIExtendedSRGBColorSpace 1 0.4 0 1"])
    #expect(swift.run("set v1.backgroundColor red").outcome == .ok)
    #expect(swift.printed("swift { print(v1.backgroundColor!) }") == ["UIExtendedSRGBColorSpace 1 0 0 1"])
    #expect(swift.run("set v1.backgroundColor pink").outcome == .ok)
    #expect(
      swift.printed("swift { print(v1.backgroundColor!) }").first?.contains("cannot read back as a UIColor") == true)
  }

  /// `autoresizingMask` is set as UIKit's OptionSet is written, and the autoresizing pass that
  /// follows a superview's new size is the one `set` runs.
  @Test func anAutoresizingMaskSetInSwiftIsTheCommandsMask() {
    var swift = Engine.after([Self.figureInSwift], in: "views")
    var commands = Engine.after(Self.figureByCommands, in: "views")
    #expect(swift.printed("swift { v2.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin] }") == [])
    #expect(commands.run("set v2.autoresizingMask W+BM").outcome == .ok)
    let grow = "swift { v1.frame = CGRect(x: 113, y: 111, width: 200, height: 300) }"
    #expect(swift.printed(grow) == commands.printed(grow))
    #expect(views(&swift) == views(&commands))
    #expect(swift.printed("swift { v3.autoresizingMask = .flexibleHeight; v3.autoresizingMask = [] }") == [])
    #expect(swift.printed("show v3.autoresizingMask") == ["none"])
    #expect(swift.printed("swift { v3.autoresizingMask = [.leading] }").first?.contains("is made of") == true)
    #expect(
      swift.printed("swift { print(v2.autoresizingMask) }").first?.contains(
        "printing a UIView.AutoresizingMask is not modelled") == true)
    // An option set: read back, its members asked for, and set again from a value of its type.
    #expect(
      swift.printed(
        "swift { var m = v2.autoresizingMask; print(m.contains(.flexibleWidth), m.rawValue); m.remove(.flexibleWidth); "
          + "v3.autoresizingMask = m; print(v3.autoresizingMask == .flexibleBottomMargin) }") == ["true 34", "true"])
    #expect(swift.printed("show v3.autoresizingMask") == ["BM"])
  }

  @Test func whatSwiftPrintsIsWhatACompiledProgramPrints() {
    var engine = Engine(catalog: .shipped, active: "views")
    _ = engine.run(Self.figureInSwift)
    let printed = engine.run(
      """
      swift {
        print(v2.convert(CGPoint(x: 0, y: 0), to: root))
        print(v1.frame, v1.center, v2.superview === v1)
        v1.transform = CGAffineTransform(rotationAngle: 45 * .pi / 180)
        print(v2.convert(CGPoint.zero, to: root))
        print(v1.transform.a, root.hitTest(CGPoint(x: 100, y: 300), with: nil) === v3)
        let r = v1.bounds.insetBy(dx: 10, dy: 10)
        print(r, r.midX)
      }
      """
    ).lines.map(\.text)
    // The numbers are those a `swiftc` build computes here (Glibc's cos and sin, the hop's
    // formula); the format is Apple's CoreGraphics', which writes a CGPoint `(154.0, 167.0)`
    // (Linux's Foundation would write `CGPoint(x: 154.0, y: 167.0)`).
    #expect(
      printed == [
        "(154.0, 167.0)", "(113.0, 111.0, 132.0, 194.0) (179.0, 208.0) true", "(190.31370849898477, 161.33095244168786)",
        "0.7071067811865476 true", "(10.0, 10.0, 112.0, 174.0) 66.0",
      ])
  }

  /// A view prints as UIKit's `description` writes it: the frame as `(x y; width height)` in
  /// `%g`'s digits, then only what differs from a new view's, in UIKit's order, with the view's
  /// name where UIKit prints an address; an object its chapter does not describe prints by its
  /// class and name.
  @Test func aViewPrintsAsUIKitDescribesIt() {
    var engine = Engine(catalog: .shipped, active: "views")
    _ = engine.run(Self.figureInSwift)
    let printed = engine.run(
      """
      swift {
        print(v2)
        v1.transform = CGAffineTransform(rotationAngle: 45 * .pi / 180)
        v1.alpha = 0.5
        v1.clipsToBounds = true
        v1.isHidden = true
        v1.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        v1.isUserInteractionEnabled = false
        v1.tag = 7
        print("v1 is \\(v1)")
        print([v3], String(describing: v3) == v3.description)
      }
      """
    ).lines.map(\.text)
    #expect(
      printed == [
        "<UIView: v2; frame = (41 56; 132 194); layer = <CALayer: v2.layer>>",
        "v1 is <UIView: v1; frame = (63.7416 92.7416; 230.517 230.517); transform = [0.707107, 0.707107, -0.707107, "
          + "0.707107, 0, 0]; alpha = 0.5; clipsToBounds = YES; hidden = YES; autoresize = W+BM; "
          + "userInteractionEnabled = NO; tag = 7; layer = <CALayer: v1.layer>>",
        "[<UIView: v3; frame = (43 197; 160 230); layer = <CALayer: v3.layer>>] true",
      ])
    var threading = Engine(catalog: .shipped, active: "threading")
    #expect(
      threading.run("swift { let q = DispatchQueue(label: \"q\"); print(q, \"\\(q)\") }").lines.map(\.text) == [
        "<DispatchQueue: q> <DispatchQueue: q>"
      ])
  }

  @Test func aSteppedStatementShowsTheModelsOwnSteps() {
    var engine = Engine(catalog: .shipped, active: "views")
    _ = engine.run(Self.figureInSwift)
    let first = engine.run("swift --step {\n  let p = v2.convert(CGPoint(x: 0, y: 0), to: root)\n  print(p)\n}").lines.map(\.text)
    #expect(first.first == "[1] line 2: let p = v2.convert(CGPoint(x: 0, y: 0), to: root)")
    #expect(first.contains("    up from v2 to v1: center (107, 153) + ((0, 0) − boundsCenter (66, 97)) = (41, 56)"))
    #expect(first.contains("    up from v1 to root: center (179, 208) + ((41, 56) − boundsCenter (66, 97)) = (154, 167)"))
    let second = engine.run("step").lines.map(\.text)
    #expect(second.prefix(2) == ["[2] line 3: print(p)", "    prints (154.0, 167.0)"])
  }

  @Test func theFrameworksRefuseWhatUIKitRefusesAndTheBooksOldNamesAreAnswered() {
    var engine = Engine(catalog: .shipped, active: "views")
    _ = engine.run(Self.figureInSwift)
    let lines = [
      "swift { v1.transform = CGAffineTransform(rotationAngle: 1); v1.frame = CGRect(x: 0, y: 0, width: 1, height: 1) }",
      "swift { v1.fram = CGRect.zero }", "swift { let m = NSUndoManager() }", "swift { v1.addSubview(42) }",
      "swift { v1.center = CGPoint.zero }", "swift { v2.bounds = CGRect(x: 0, y: 0, width: -5, height: 10) }",
      "swift { let bad = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: -1)) }",
    ].map { engine.run($0).lines.map(\.text) }
    // The rules the chapter's `set` keeps, in the same words.
    #expect(
      lines[0] == ["line 1: v1 has a transform, so its frame is undefined and must not be set (Programming iOS 8, ch. 1)"])
    #expect(lines[5] == ["line 1: a size cannot be negative: v2 would be -5 x 10"])
    #expect(lines[6] == ["line 1: a size cannot be negative: the frame would be 10 x -1"])
    #expect(engine.run("show bad").lines.first?.text.hasPrefix("error:") == true)
    #expect(lines[1] == ["line 1: value of type 'UIView' has no member 'fram'"])
    // A subclass of the chapter's class would be a view the model does not hold: refused by name.
    #expect(
      engine.run("swift { class MyView: UIView { override func layoutSubviews() {} } }").lines.map(\.text) == [
        "error: line 1, column 23: a subclass of the chapter's UIView is not in the Workbench's Swift subset yet; "
          + "swift --help shows what a block may hold"
      ])
    #expect(lines[2].first?.hasPrefix("error: line 1: 'NSUndoManager' has been renamed to 'UndoManager'") == true)
    // A number where UIKit declares a view is swiftc's compile error.
    #expect(
      lines[3] == [
        "error: line 1, column 23: cannot convert value of type 'Int' to expected argument type 'UIView'; "
          + "swift --help shows what a block may hold"
      ])
    #expect(lines[4] == [])
    #expect(engine.run("show v1.center").lines.first?.text == "(0, 0)")
  }
}
