import Testing

@testable import Lessons

/// The worked examples of Programming iOS 8, chapter 1, as chapters/views.md gives them.
///
/// The three-view figure, bounds changes, transforms and their order, conversion, hit-testing
/// with its exclusions, the autoresizing figure and size classes, through the shell's commands.
@Suite struct ViewsTests {
  /// The book's Figure 1-1: v1 and v3 in the root view, v2 inside v1.
  static func figure(_ lines: String...) -> Transcript {
    Transcript(
      in: "views", of: .shipped,
      setup: [
        "new view v1 frame 113 111 132 194", "new view v2 frame 41 56 132 194 in v1", "new view v3 frame 43 197 160 230",
      ] + lines)
  }

  /// A new view's place among its superview's subviews counts the view itself.
  @Test func aNewViewSaysWhereItStandsAmongItsSuperviewsSubviews() {
    var session = Transcript(in: "views", of: .shipped, setup: [])
    #expect(session.run("new view v1 frame 0 0 10 10") == ["view v1 frame (0, 0, 10, 10) in root, the only subview of root"])
    #expect(
      session.run("new view v2 frame 0 0 10 10") == ["view v2 frame (0, 0, 10, 10) in root, frontmost of root's 2 subviews"])
  }

  /// An alpha below the hit-test's 0.01 threshold reads as below it everywhere it is shown.
  @Test func anAlphaBelowTheThresholdIsShownBelowIt() {
    var session = Self.figure()
    #expect(session.run("set v3.alpha 0.009") == ["v3.alpha 1 -> 0.009"])
    #expect(session.value("v3.alpha") == "0.009")
    let steps = session.run("hittest 150 300 --step") + session.run("continue")
    #expect(steps.contains { $0.hasSuffix("v3 at (107, 103): alpha 0.009 is below 0.01 -> nil; its subviews are not asked") })
  }

  @Test func theThreeViewFigureDrawsSuperviewsFirstAndLaterSiblingsInFront() {
    var session = Self.figure()
    #expect(session.value("root.subviews") == "[v1, v3]")
    #expect(session.value("v1.frame") == "(113, 111, 132, 194)")
    #expect(session.value("v1.bounds") == "(0, 0, 132, 194)")
    #expect(session.value("v1.center") == "(179, 208)")
    #expect(session.value("v2.superview") == "v1")
    // v3 is drawn after v1 and v2, so it hides the part of v2 it covers.
    let picture = session.run("draw --width 64")
    #expect(picture.contains { $0.contains("┌v3────") })
    #expect(picture.contains { $0.contains("│────────────────┘") })
  }

  @Test func insetThenGrowingTheBoundsSizeKeepsTheCenter() {
    var session = Transcript(
      in: "views", of: .shipped, setup: ["new view v1 frame 113 111 132 194", "new view v2 frame 10 10 112 174 in v1"])
    // Fig. 1-4: v2's bounds grow by 20 each way, around its center: it now covers v1 exactly.
    session.run("set v2.bounds.size 132 194")
    #expect(session.value("v2.frame") == "(0, 0, 132, 194)")
    #expect(session.value("v2.center") == "(66, 97)")
    #expect(session.run("convert 0 0 from v2 to window") == ["(113, 111)"])
  }

  @Test func shiftingTheBoundsOriginMovesTheSubviewsNotTheView() {
    var session = Transcript(
      in: "views", of: .shipped, setup: ["new view v1 frame 113 111 132 194", "new view v2 frame 10 10 112 174 in v1"])
    // Fig. 1-5: v1's bounds origin moves to (10, 10); v2 ends up in v1's top-left corner.
    session.run("set v1.bounds.origin 10 10")
    #expect(session.value("v1.frame") == "(113, 111, 132, 194)")
    #expect(session.value("v2.frame") == "(10, 10, 112, 174)")
    #expect(session.run("convert 0 0 from v2 to window") == ["(113, 111)"])
    #expect(session.run("convert 0 0 from v1 to window") == ["(103, 101)"])
  }

  @Test func aRotationLeavesCenterAndBoundsAndTheFrameBecomesTheBoundingBox() {
    var session = Self.figure("set v1.transform rotate 45")
    #expect(session.value("v1.frame") == "(63.74, 92.74, 230.52, 230.52)")
    #expect(session.value("v1.center") == "(179, 208)")
    #expect(session.value("v1.bounds") == "(0, 0, 132, 194)")
    #expect(session.value("v1.transform") == "[0.71 0.71 -0.71 0.71 0 0]")
    session.run("set v1.transform scale 1.8 1")
    #expect(session.value("v1.frame") == "(60.2, 111, 237.6, 194)")
    // With a transform the frame must not be set.
    #expect(session.run("set v1.frame 0 0 10 10").first?.hasPrefix("error: v1 has a transform") == true)
  }

  @Test func transformOrderMatters() {
    var session = Transcript(in: "views", of: .shipped, setup: [])
    // Rotate(Translation(100, 0), 45): the translation happens after the rotation, straight to the right.
    session.run("new transform tr translate 100 0 rotate 45")
    #expect(session.value("tr") == "[0.71 0.71 -0.71 0.71 100 0]")
    // Translate(Rotation(45), 100, 0): the translation is rotated too.
    session.run("new transform rt rotate 45 translate 100 0")
    #expect(session.value("rt") == "[0.71 0.71 -0.71 0.71 70.71 70.71]")
    // Concat(t, r) applies t first: the same as translating the rotation.
    session.run("new transform t translate 100 0")
    session.run("new transform r rotate 45")
    session.run("new transform c concat t r")
    #expect(session.value("c") == session.value("rt"))
    // Inverting the rotation removes it; the skew has no convenience function.
    session.run("new transform undone invert r")
    session.run("new transform only concat rt undone")
    #expect(session.value("only") == "[1 0 0 1 100 0]")
    session.run("new transform skew matrix 1 0 -0.2 1 0 0")
    #expect(session.value("skew") == "[1 0 -0.2 1 0 0]")
    // A point 100 below the origin leans 20 to the left.
    session.run("new view leaning frame 0 0 100 100")
    session.run("set leaning.transform skew")
    #expect(session.run("convert 50 100 from leaning to root") == ["(40, 100)"])
  }

  @Test func conversionThroughTheCommonAncestorWithAndWithoutTransforms() {
    var session = Self.figure()
    #expect(session.run("convert 0 0 from v2 to window") == ["(154, 167)"])
    #expect(session.run("convert 154 167 from window to v2") == ["(0, 0)"])
    #expect(session.run("convert 0 0 from v2 to v3") == ["(111, -30)"])
    #expect(session.run("convert 0 0 132 194 from v2 to root") == ["(154, 167, 132, 194)"])
    session.run("set v1.transform rotate 90")
    // v1's bounds center (66, 97) sits at its center (179, 208); v1's top-left corner turns to the top-right.
    #expect(session.run("convert 0 0 from v1 to root") == ["(276, 142)"])
    #expect(session.run("convert 276 142 from root to v1") == ["(0, 0)"])
    #expect(session.run("convert 0 0 132 194 from v1 to root") == ["(82, 142, 194, 132)"])
  }

  @Test func hitTestingAsksFrontToBackAfterTheBoundsGate() {
    var session = Self.figure()
    #expect(session.run("hittest 220 250") == ["v2"])
    #expect(session.run("hittest 50 300") == ["v3"])
    #expect(session.run("hittest 5 5") == ["root"])
    #expect(session.run("hittest 400 5") == ["nil"])
    // v2 sticks out of v1 at (250, 300): visible, but v1's bounds gate stops the search (§5 decision 1).
    #expect(session.run("hittest 250 300") == ["root"])
    session.run("set v3.userInteractionEnabled false")
    #expect(session.run("hittest 50 300") == ["root"])
    session.run("set v2.hidden true")
    #expect(session.run("hittest 220 250") == ["v1"])
    session.run("set v1.alpha 0.005")
    #expect(session.run("hittest 220 250") == ["root"])
  }

  @Test func hitTestStepsShowExclusionsConvertedPointsAndTheEarlyReturn() {
    var session = Self.figure("set v3.hidden true")
    let first = session.run("hittest 220 250 --step")
    #expect(first[0] == "[1/9] window at (220, 250): inside its bounds (0, 0, 320, 568); subviews front to back: root")
    let rest = session.run("continue")
    #expect(rest.contains("[3/9]     v3 at (177, 53): hidden -> nil; its subviews are not asked"))
    #expect(rest.contains("[5/9]       v2 at (66, 83): inside its bounds (0, 0, 132, 194); no subviews"))
    #expect(rest.last == "v2")
  }

  @Test func theAutoresizingFigureKeepsTheBarWideAndTheSquareInTheCorner() {
    var session = Transcript(
      in: "views", of: .shipped,
      setup: [
        "new view v1 frame 100 111 132 194", "new view v2 frame 0 0 132 10 in v1", "new view v3 frame 112 174 20 20 in v1",
        "set v2.autoresizingMask W", "set v3.autoresizingMask LM+TM",
      ])
    let lines = session.run("set v1.bounds 0 0 172 144")
    #expect(lines.count == 5)
    #expect(session.value("v1.frame") == "(80, 136, 172, 144)")
    #expect(session.value("v2.frame") == "(0, 0, 172, 10)")
    #expect(session.value("v3.frame") == "(152, 124, 20, 20)")
    #expect(lines[1].contains("W is the spring and takes it all"))
  }

  @Test func rotationAutoresizesThroughRootAndStepsAxisByAxis() {
    var session = Transcript(
      in: "views", of: .shipped,
      setup: [
        "new view bar frame 0 0 320 44", "set bar.autoresizingMask W+BM", "new view ok frame 250 500 60 40",
        "set ok.autoresizingMask LM+TM",
      ])
    let first = session.run("rotate --step")
    #expect(first[0].hasPrefix("[1] rotate: the window is now 568 x 320 (phone, landscape)"))
    session.run("continue")
    #expect(session.value("bar.frame") == "(0, 0, 568, 44)")
    #expect(session.value("ok.frame") == "(498, 252, 60, 40)")
    session.run("rotate")
    #expect(session.value("ok.frame") == "(250, 500, 60, 40)")
  }

  @Test func severalSpringsShareTheChangeInProportion() {
    var session = Transcript(
      in: "views", of: .shipped,
      setup: ["new view box frame 100 0 100 50 in root", "set box.autoresizingMask LM+W+RM"])
    // Margins 100 and 120, width 100: a +64 change splits 20 : 20 : 24.
    session.run("window 384 568")
    #expect(session.value("box.frame") == "(120, 0, 120, 50)")
  }

  @Test func sizeClassesFollowTheBooksTable() {
    var session = Transcript(in: "views", of: .shipped, setup: [])
    #expect(session.run("traits")[2...3] == ["horizontalSizeClass: compact", "verticalSizeClass: regular"])
    session.run("rotate")
    #expect(session.run("traits")[2...3] == ["horizontalSizeClass: compact", "verticalSizeClass: compact"])
    session.run("window 736 414")
    #expect(session.run("traits")[2...4] == ["horizontalSizeClass: regular", "verticalSizeClass: compact", "displayScale: 3"])
    session.run("window 768 1024 --idiom pad")
    #expect(session.run("traits")[2...3] == ["horizontalSizeClass: regular", "verticalSizeClass: regular"])
  }

  @Test func hierarchyOrderCommands() {
    var session = Self.figure("new view v4 frame 0 0 10 10")
    #expect(session.run("sendToBack v4") == ["root.subviews (back to front): [v4, v1, v3]"])
    #expect(session.run("bringToFront v1") == ["root.subviews (back to front): [v4, v3, v1]"])
    #expect(session.run("exchange root 0 2") == ["root.subviews (back to front): [v1, v3, v4]"])
    #expect(session.run("insert v2 into root below v3") == ["root.subviews (back to front): [v1, v2, v3, v4]"])
    #expect(session.run("insert v2 into v1 at 0") == ["v1.subviews (back to front): [v2]"])
    #expect(session.run("remove v1") == ["v1 removed from root, with v2; it is detached"])
    #expect(session.run("hittest 220 250") == ["root"])
    #expect(session.run("convert 0 0 from v2 to window").first?.hasPrefix("error: v2 is not in the window") == true)
  }

  @Test func theAnchorPointSitsAtThePositionAndTheTransformTurnsAroundIt() {
    // The compass arrow of Programming iOS 8, ch. 3: bounds 40 x 100, position (120, 120), anchor (0.5, 0.8).
    var session = Transcript(
      in: "views", of: .shipped,
      setup: ["new view arrow frame 100 70 40 100", "set arrow.layer.anchorPoint 0.5 0.8", "set arrow.layer.position 120 120"])
    #expect(session.value("arrow.frame") == "(100, 40, 40, 100)")
    #expect(session.value("arrow.center") == "(120, 120)")
    session.run("set arrow.transform rotate 90")
    // The anchor stays put; the tip, 80 points above it, turns to 80 points right of it.
    #expect(session.run("convert 20 0 from arrow to root") == ["(200, 120)"])
    #expect(session.run("convert 20 80 from arrow to root") == ["(120, 120)"])
  }

  @Test func badInputIsOneErrorLineAndChangesNothing() {
    var session = Self.figure("new transform flat scale 0 1")
    let lines = [
      "insert root into v1", "insert v1 into v2", "insert v1 into v1", "new view v9 frame 0 0 -5 10", "set v1.bounds 0 0 -1 1",
      "set v9.frame 0 0 1 1", "new transform bad invert flat", "set v1.frame 0 0 nan 1", "new view v9 frame 0 0 1",
      "convert 0 0 from v1 to nowhere", "set v1.nothing 1", "set v1.alpha 2", "set v1.autoresizingMask XX",
      "new view v9 frame 0 0 1 1 in window", "remove root", "exchange root 0 5", "draw nosuch", "window 0 100",
      "set root.frame 0 0 10 10", "new view v1 frame 0 0 1 1", "set v1.transform spin 3",
    ]
    for line in lines {
      let before = session.engine.state
      let output = session.run(line)
      #expect(output.count == 1 && output[0].hasPrefix("error: "), "\(line) -> \(output)")
      #expect(session.engine.state.isEqual(to: before), "\(line) changed the state")
    }
    // Converting into a view with a singular transform is refused too.
    session.run("set v2.transform flat")
    #expect(session.run("convert 10 10 from window to v2").first?.hasPrefix("error: v2's transform") == true)
  }
}
