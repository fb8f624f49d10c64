import LearnerSwift
import Lessons
import Testing

/// Core Animation in the learner's Swift: a view's layer and a layer made in code,
/// `CABasicAnimation`, `CAMediaTimingFunction` and `CATransaction`, each use run as the
/// chapter's command, so the same animations play over the same frames.
@Suite struct SwiftCoreAnimationBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  static func engine() -> Engine {
    .after(["new view v frame 0 0 100 100", "new layer L in root --position 160 100 --bounds 0 0 80 80"], in: "animation")
  }

  @Test func theExplicitAnimationRecipeInSwiftPlaysAsTheCommandsDo() {
    var swift = Self.engine()
    let printed = swift.printed(
      """
      swift {
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 50, y: 50)
        a.toValue = CGPoint(x: 250, y: 50)
        a.duration = 2
        a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        v.center = CGPoint(x: 250, y: 50)
        v.layer.add(a, forKey: "move")
        print(v.layer.animationKeys(), a.duration, a.keyPath!)
      }
      """)
    #expect(
      printed == [
        "Optional([\"move\"]) 2.0 position", "t=0.000 redraw moment: layout, display, model values drawn, then #1 starts",
      ])
    var commands = Self.engine()
    for line in [
      "new basic a --key position --from 50,50 --to 250,50 --duration 2 --timing easeInEaseOut", "set v.center 250 50",
      "add a to v --key move",
    ] {
      #expect(commands.run(line).outcome == .ok, "\(line)")
    }
    #expect(swift.printed("animations v") == commands.printed("animations v"))
    let steps = [30, 30, 30, 30]
    #expect(swift.frames(of: ["v", "a"], after: steps) == commands.frames(of: ["v", "a"], after: steps))
  }

  @Test func thePresentationLayerIsWhatTheScreenShows() {
    var engine = Self.engine()
    _ = engine.run(
      """
      swift {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 50
        a.toValue = 250
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)
        v.layer.position = CGPoint(x: 250, y: 50)
        v.layer.add(a, forKey: nil)
      }
      """)
    _ = engine.run("tick 30")
    #expect(
      engine.printed("swift { print(v.layer.presentation()!.position, v.layer.position, v.center) }") == [
        "(150.0, 50.0) (250.0, 50.0) (250.0, 50.0)"
      ])
  }

  @Test func aStandaloneLayerAnimatesImplicitlyAndAViewsLayerDoesNot() {
    var swift = Self.engine()
    let said = swift.printed("swift { L.opacity = 0.5; v.layer.opacity = 0.5 }")
    #expect(said == ["t=0.000 redraw moment: layout, display, model values drawn, then #1 starts"])
    var commands = Self.engine()
    _ = commands.run("set L.opacity 0.5")
    _ = commands.run("set v.opacity 0.5")
    #expect(swift.printed("animations v") == ["v has no animations"])
    #expect(swift.printed("animations L") == commands.printed("animations L"))
    #expect(swift.frames(of: ["L", "v"], after: [5, 5, 5]) == commands.frames(of: ["L", "v"], after: [5, 5, 5]))
  }

  @Test func aTransactionInSwiftTimesTheImplicitAnimationAndCallsItsCompletionBlockAtItsEnd() {
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { print("landed") }
        L.position = CGPoint(x: 160, y: 300)
        CATransaction.commit()
      }
      """)
    var commands = Self.engine()
    for line in ["begin", "txn duration 1", "txn timing linear", "txn completion landed", "set L.position 160 300", "commit"] {
      #expect(commands.run(line).outcome == .ok, "\(line)")
    }
    #expect(swift.frames(of: ["L"], after: [20, 20]) == commands.frames(of: ["L"], after: [20, 20]))
    let end = swift.printed("tick 20")
    #expect(end.contains("t=1.000 transaction completion: closure #0") && end.contains("landed"))
    #expect(commands.printed("tick 20").contains("t=1.000 transaction completion: landed"))
    _ = swift.run("swift { CATransaction.setDisableActions(true); L.opacity = 0 }")
    #expect(swift.printed("animations L") == ["L has no animations"])
  }

  @Test func removingByKeyIsTheRemoveCommand() {
    var engine = Self.engine()
    _ = engine.run(
      "swift { let b = CABasicAnimation(keyPath: \"opacity\"); b.fromValue = 1; b.toValue = 0; b.duration = 1; "
        + "L.add(b, forKey: \"fade\") }")
    _ = engine.run("tick 10")
    _ = engine.run("swift { L.removeAnimation(forKey: \"fade\") }")
    #expect(engine.printed("swift { print(L.animationKeys()) }") == ["nil"])
    #expect(engine.printed("animations L") == ["L has no animations"])
  }

  /// The book's first layer made in code, as Programming iOS 8's chapter 3 makes it.
  ///
  /// `CALayer()` is in no tree with a zero frame, its frame sets its position and bounds, and
  /// `addSublayer` puts it in a view's layer; once in the window's tree, a change in a later
  /// turn animates implicitly, as the commands' layer does, and out of it again nothing
  /// animates.
  @Test func aLayerMadeInSwiftJoinsTheTreeAsTheCommandsLayerDoes() {
    var swift = Self.engine()
    let printed = swift.printed(
      """
      swift {
        let lay = CALayer()
        print(lay.frame, lay.superlayer == nil)
        lay.frame = CGRect(x: 113, y: 111, width: 132, height: 34)
        v.layer.addSublayer(lay)
        print(lay.position, lay.bounds, lay.superlayer === v.layer)
      }
      """)
    #expect(printed == ["(0.0, 0.0, 0.0, 0.0) true", "(179.0, 128.0) (0.0, 0.0, 132.0, 34.0) true"])
    var commands = Self.engine()
    for line in ["new layer lay", "set lay.frame 113 111 132 34", "insert lay into v"] {
      #expect(commands.run(line).outcome == .ok, "\(line)")
    }
    #expect(swift.printed("inspect lay --json") == commands.printed("inspect lay --json"))
    _ = swift.run("swift { lay.opacity = 0.25 }")
    _ = commands.run("set lay.opacity 0.25")
    #expect(swift.printed("animations lay") == commands.printed("animations lay"))
    #expect(swift.printed("swift { print(lay.animationKeys()) }") == ["Optional([\"opacity\"])"])
    let steps = [6, 6, 6]
    #expect(swift.frames(of: ["lay"], after: steps) == commands.frames(of: ["lay"], after: steps))
    // A CGColor is the layer's backgroundColor, as `set` names it.
    #expect(swift.printed("swift { lay.backgroundColor = UIColor.orange.cgColor }").allSatisfy { !$0.hasPrefix("line") })
    #expect(commands.run("set lay.backgroundColor orange").outcome == .ok)
    #expect(swift.printed("show lay.model.backgroundColor") == commands.printed("show lay.model.backgroundColor"))
    #expect(
      swift.printed("swift { lay.backgroundColor = UIColor.red }").first
        == "line 1: cannot assign value of type 'UIColor' to type 'CGColor'")
    // Out of the tree, a change is the model's at once.
    #expect(
      swift.printed("swift { lay.removeFromSuperlayer(); lay.removeFromSuperlayer(); print(lay.superlayer == nil) }")
        == ["true"])
    _ = swift.run("tick 60")
    _ = swift.run("swift { lay.cornerRadius = 8 }")
    #expect(swift.printed("swift { print(lay.animationKeys()) }") == ["nil"])
  }

  @Test func whatTheChapterDoesNotModelIsRefusedInOneLineAndChangesNothing() {
    var engine = Self.engine()
    _ = engine.run("swift { let a = CABasicAnimation(keyPath: \"opacity\") }")
    let before = ["v", "L", "a", "clock"].flatMap { engine.printed("inspect \($0) --json") }
    let refused = [
      ("v.layer.frobnicate()", "line 1: value of type 'CALayer' has no member 'frobnicate'"),
      ("a.wobble = 2", "line 1: value of type 'CABasicAnimation' has no member 'wobble'"),
      ("v.layer.removeAnimation(forKey: \"nope\")", "line 1: v has no animation under the key nope"),
      ("v.layer.add(v, forKey: \"x\")", "line 1: add(_:forKey:) takes an animation, not UIView"),
      ("a.fromValue = \"red\"", "line 1: fromValue cannot take a String here"),
      ("a.fillMode = .sideways", "error: line 1: cannot infer contextual base in reference to member 'sideways'"),
      ("v.layer.presentation()!.position = CGPoint(x: 0, y: 0)", nil),
      ("let l = CALayer(frame: CGRect.zero)", "line 1: value of type 'CALayer' has no member 'init(frame:)'"),
      ("v.layer.addSublayer(a)", "line 1: addSublayer(_:) takes a layer made in code, not CABasicAnimation"),
      ("v.layer.addSublayer(v.layer)", "line 1: addSublayer(_:) takes a layer made in code, not CALayer"),
      ("L.addSublayer(L)", "line 1: a layer cannot be its own sublayer"),
      ("v.layer.removeFromSuperlayer()", "line 1: a view's layer leaves with its view here"),
      ("v.layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)", "line 1: a view's layer takes its frame from the view"),
      ("CATransaction.flush()", "line 1: value of type 'CATransaction' has no member 'flush'"),
      ("L.opacity = 2", "line 1: opacity is 0 to 1, not 2"),
    ]
    for (code, message) in refused {
      let lines = engine.printed("swift { \(code) }")
      #expect(lines.count == 1, "\(code): \(lines)")
      if let message { #expect(lines.first?.hasPrefix(message) == true, "\(code): \(lines)") }
    }
    #expect(["v", "L", "a", "clock"].flatMap { engine.printed("inspect \($0) --json") } == before)
  }
}
