import Foundation
import Testing

@testable import Lessons

/// Auto Layout in the views chapter: the books' constraint examples laid out by the solver.
///
/// Programming iOS 8, chapter 1; The Core iOS Developer's Cookbook, chapter 5.
@Suite struct AutoLayoutTests {
  static func session(_ setup: String...) -> Transcript { Transcript(in: "views", of: .shipped, setup: setup) }

  /// The bar and the square of Programming iOS 8: four format strings place v2 along v1's top
  /// and v3 in its bottom right corner, and they stay there when v1 grows.
  @Test func theBooksFourFormatStringsPlaceTheBarAndTheSquare() {
    var t = Self.session(
      "new view v1 frame 113 111 132 194", "new view v2 frame 5 5 1 1 in v1", "new view v3 frame 7 7 1 1 in v1",
      "set v2.translatesAutoresizingMask false", "set v3.translatesAutoresizingMask false")
    for format in ["H:|[v2]|", "V:|[v2(10)]", "H:[v3(20)]|", "V:[v3(20)]|"] { t.run("vfl \"\(format)\"") }
    #expect(t.value("v2.frame") == "(0, 0, 132, 10)")
    #expect(t.value("v3.frame") == "(112, 174, 20, 20)")
    #expect(t.run("constraints v3") == ["(1000) [v3].width == 20  owner v3  c5", "(1000) [v3].height == 20  owner v3  c7"])
    t.run("set v1.frame 113 111 200 300")
    #expect(t.value("v2.frame") == "(0, 0, 200, 10)")
    #expect(t.value("v3.frame") == "(180, 280, 20, 20)")
  }

  /// Programming iOS 8's constraintsWith and constraintsWithout: two sets, one active at a time;
  /// swapping them moves v3 up into v2's place.
  @Test func swappingConstraintSetsMovesTheViews() {
    var t = Self.session(
      "new view v1 frame 0 0 10 10", "new view v2 frame 0 0 10 10", "new view v3 frame 0 0 10 10",
      "set v1.translatesAutoresizingMask false", "set v2.translatesAutoresizingMask false",
      "set v3.translatesAutoresizingMask false", "vfl \"H:|-[v1]-|\"", "vfl \"H:|-[v2]-|\"", "vfl \"H:|-[v3]-|\"")
    t.run("vfl \"V:|-[v1(50)]-[v3(50)]\" --name without")
    t.run("set without.active false")
    t.run("vfl \"V:|-[v1(50)]-[v2(50)]-[v3(50)]\" --name with")
    #expect(t.value("v3.frame") == "(16, 116, 288, 50)")
    t.run("set with.active false")
    t.run("set without.active true")
    #expect(t.value("v3.frame") == "(16, 58, 288, 50)")
    #expect(t.run("constraints root").contains { $0.hasSuffix("c9 in without") })
  }

  /// iOS 8's margins: the main view's sides are 16 in, any other view's 8; a view that preserves
  /// its superview's margins adopts the part that reaches further in.
  @Test func aBareHyphenPinsToTheMarginsAndMarginsCanBePreserved() {
    var t = Self.session(
      "new view v1 frame 0 0 10 10", "new view v2 frame 0 0 10 10 in v1", "set v1.translatesAutoresizingMask false",
      "set v2.translatesAutoresizingMask false", "vfl \"H:|[v1]|\"", "vfl \"V:|[v1(100)]\"", "vfl \"H:|-[v2]-|\"",
      "vfl \"V:|-[v2]-|\"")
    #expect(t.value("v1.frame") == "(0, 0, 320, 100)")
    #expect(t.value("v2.frame") == "(8, 8, 304, 84)")
    t.run("set v1.preservesSuperviewLayoutMargins true")
    #expect(t.value("v2.frame") == "(16, 8, 288, 84)", "root's 16 at the sides reach further in than v1's 8")
    t.run("set v1.layoutMargins 20 30 20 30")
    #expect(t.value("v2.frame") == "(30, 20, 260, 60)")
  }

  /// The books' classic mistake: a view whose autoresizing mask still becomes constraints
  /// conflicts with the learner's; the log names the set and the constraint broken, and the
  /// constraint holds once the mask is turned off.
  @Test func aConflictIsLoggedWhenAddedAndHealsWhenTheMaskGoes() {
    var t = Self.session("new label title \"Hello\"")
    let added = t.run("constrain title.top == root.topMargin + 20")
    #expect(added.contains("Unable to simultaneously satisfy constraints."))
    #expect(added.contains("  (1000) [title].top == 0  autoresizing mask h=--& v=--&"))
    #expect(added.contains("Will attempt to recover by breaking constraint"))
    #expect(
      added.last == "note: title.translatesAutoresizingMaskIntoConstraints is true, so its frame and mask are "
        + "constraints too (set title.translatesAutoresizingMask false)")
    #expect(t.run("constraints").first?.hasSuffix("c1 (broken)") ?? false)
    #expect(t.value("title.frame") == "(0, 0, 42.5, 20.5)")
    let fixed = t.run("set title.translatesAutoresizingMask false")
    #expect(fixed.contains("c1 holds again: nothing conflicts with it now"))
    #expect(t.value("title.frame.y") == "20")
  }

  /// Priorities are levels, not weights: one 999 beats any number of 998s.
  @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
    var t = Self.session("new view v frame 0 0 10 10", "set v.translatesAutoresizingMask false", "vfl \"V:|[v(10)]\"")
    t.run("constrain v.leading == root.leading")
    t.run("constrain v.width == 100 @999")
    for _ in 0..<5 { t.run("constrain v.width == 300 @998") }
    #expect(t.value("v.frame.width") == "100")
    #expect(t.outcome("set c4.priority 1000") == .failed, "optional to required while installed: UIKit raises")
    t.run("set c4.active false")
    #expect(t.value("v.frame.width") == "300")
  }

  /// Intrinsic content size: two labels in a row; the one that hugs less stretches, the one
  /// that resists compression less gives way.
  @Test func huggingAndCompressionResistanceDecideWhoStretches() {
    var t = Self.session(
      "new label a \"A\"", "new label b \"Hello\"", "set a.translatesAutoresizingMask false",
      "set b.translatesAutoresizingMask false", "vfl \"H:|-[a]-[b]-|\" --options alignAllTop", "vfl \"V:|-20-[a]\"",
      "set b.hugging h 250")
    #expect(t.value("a.frame") == "(16, 20, 8.5, 20.5)", "a hugs at 251, above b's 250: a keeps its width")
    #expect(t.value("b.frame") == "(32.5, 20, 271.5, 20.5)")
    // Too little room: the one that resists less is compressed.
    t.run("set a.intrinsic 200 -1")
    t.run("set b.intrinsic 200 -1")
    t.run("set a.compression h 749")
    #expect(t.value("b.frame.width") == "200")
    #expect(t.value("a.frame.width") == "80")
  }

  /// Removal is by identity: of two constraints that look alike, removing one leaves the other.
  @Test func removalIsByIdentity() {
    var t = Self.session(
      "new view v frame 0 0 10 10", "set v.translatesAutoresizingMask false", "vfl \"H:|[v]\"", "vfl \"V:|[v]\"",
      "constrain v.height == 10", "constrain v.width == 100", "constrain v.width == 100")
    #expect(t.run("remove constraint c4") == ["removed (1000) [v].width == 100  owner v  c4"])
    #expect(t.value("v.frame.width") == "100", "c5 still holds")
    #expect(t.run("constraints v") == ["(1000) [v].height == 10  owner v  c3", "(1000) [v].width == 100  owner v  c5"])
    #expect(t.outcome("remove constraint c4") == .failed)
  }

  @Test func removingAViewTakesItsConstraintsAway() {
    var t = Self.session(
      "new view v frame 0 0 10 10", "set v.translatesAutoresizingMask false", "vfl \"H:|-[v]-|\"", "constrain v.height == 20")
    let removed = t.run("remove v")
    #expect(removed.contains("its constraint c1 goes with it"))
    #expect(t.run("constraints") == ["(1000) [v].height == 20  owner v  c3"], "a constraint on v alone stays with it")
  }

  @Test func badInputIsOneErrorAndChangesNothing() {
    var t = Self.session("new view v frame 0 0 10 10", "new view loose frame 0 0 10 10", "remove loose")
    for line in [
      "constrain v.left == v.height", "constrain v.left == 10", "constrain v.width == 10 @0", "constrain v.width == 10 @1001",
      "constrain v.wide == 10", "constrain nobody.width == 10", "constrain v.width = 10", "constrain v.left == loose.left",
      "constrain v.leading == v.left", "constrain v.top == v.leading", "constrain window.width == 10",
      "vfl \"H:[v\"", "vfl \"H:|[v]|\" --options alignAllLeft", "vfl \"H:[v]-gap-|\"", "vfl \"H:[v]\" --metrics gap",
      "set v.hugging x 250", "set v.intrinsic 10", "set c1.constant 3", "remove constraint nothing",
    ] {
      #expect(t.run(line).count == 1, "\(line)")
      #expect(t.outcome(line) == .failed, "\(line)")
    }
    #expect(t.run("constraints") == ["no constraints"])
    #expect(t.run("vfl \"H:[v\"").first?.contains("expected ']' to end the view at column 5") ?? false)
  }

  /// A line's layout is on the timeline: back undoes the constraint and its layout together.
  @Test func backTakesTheConstraintAndItsLayoutBack() {
    var t = Self.session("new view v frame 0 0 10 10", "set v.translatesAutoresizingMask false", "vfl \"H:|[v]|\"")
    #expect(t.value("v.frame.width") == "320")
    t.run("back")
    #expect(t.value("v.frame.width") == "10")
    #expect(t.run("constraints") == ["no constraints"])
  }

  /// The Cookbook's ambiguous stretch, H:|[view1]-[view2]|: nothing says which view takes the
  /// room, so no message, two valid frames; one more constraint settles it.
  @Test func anAmbiguousLayoutShowsTwoValidFramesAndNoMessage() {
    var t = Self.session(
      "new view view1 frame 0 0 10 10", "new view view2 frame 0 0 10 10", "set view1.translatesAutoresizingMask false",
      "set view2.translatesAutoresizingMask false", "vfl \"V:|[view1(40)]\"", "vfl \"V:|[view2(40)]\"")
    let added = t.run("vfl \"H:|[view1]-[view2]|\"")
    #expect(!added.contains { $0.contains("Unable") }, "ambiguity is silent")
    #expect(t.value("view1.hasAmbiguousLayout") == "true")
    #expect(
      t.run("ambiguity") == [
        "root: hasAmbiguousLayout false", "view1: hasAmbiguousLayout true (horizontal)",
        "view2: hasAmbiguousLayout true (horizontal)",
      ])
    let frames = t.run("ambiguity view1")
    #expect(frames.first == "view1 is ambiguous horizontally: both frames satisfy every constraint")
    #expect(frames.count == 3 && frames[1] != frames[2], "\(frames)")
    t.run("constrain view1.width == view2.width")
    #expect(t.value("view1.hasAmbiguousLayout") == "false")
    #expect(t.value("view1.frame") == "(0, 0, 156, 40)")
    #expect(t.run("ambiguity view1") == ["view1: hasAmbiguousLayout false: its constraints settle its frame"])
    // A view with a side no constraint mentions is ambiguous too.
    t.run("new view free frame 0 0 10 10")
    t.run("set free.translatesAutoresizingMask false")
    t.run("vfl \"H:|[free]\"")
    #expect(t.value("free.hasAmbiguousLayout") == "true")
  }

  /// `layout --step`: updateConstraints up (deepest first), the solve level by level from
  /// required down, then layoutSubviews down, each placing its subviews as it is taken.
  @Test func aSteppedLayoutGoesUpThenSolvesLevelByLevelThenComesDown() {
    var t = Self.session(
      "new view v1 frame 113 111 132 194", "new label lab \"Hi\" in v1", "set lab.translatesAutoresizingMask false",
      "constrain lab.leading == v1.leadingMargin", "constrain lab.top == v1.top + 10", "constrain lab.width == 100 @200",
      "set v1.frame 113 111 140 194")
    let first = t.run("layout --step")
    #expect(first.first == "[1/9] updateConstraints lab: installed: c3")
    var lines: [String] = []
    for _ in 0..<8 { lines += t.run("step") }
    #expect(
      lines.filter { $0.hasPrefix("[") }.map { String($0.prefix(20)) } == [
        "[2/9] updateConstrai", "[3/9] updateConstrai", "[4/9] solve required", "[5/9] solve priority",
        "[6/9] solve priority", "[7/9] solve priority", "[8/9] layoutSubviews", "[9/9] layoutSubviews",
      ])
    #expect(lines.contains("      approximated (error 83): (200) [lab].width == 100  owner lab  c3"))
    #expect(lines.contains("      satisfied: (1000) [lab].top == [superview].top + 10  owner v1  c2"))
    #expect(lines.last { $0.hasPrefix("[9/9]") } == "[9/9] layoutSubviews v1: lab: center (16.5, 20.25), bounds.size (17, 20.5)")
    #expect(t.value("lab.frame") == "(8, 10, 17, 20.5)")
    #expect(t.outcome("step") == .failed, "the pass is over")
  }

  /// `why`: what settles each edge — what holds exactly, not an inequality with room to spare,
  /// and not a constraint that only names the view as its subview's frame.
  @Test func whyNamesWhatSettlesEachEdge() {
    var t = Self.session(
      "new view v1 frame 113 111 132 194", "new label lab \"Hi\" in v1", "set lab.translatesAutoresizingMask false",
      "constrain lab.leading == v1.leadingMargin", "constrain lab.top >= v1.top + 10", "constrain lab.top <= v1.top + 40")
    #expect(
      t.run("why lab --axis h") == [
        "lab horizontal: x 8, width 17", "  width: (251) [lab].width <= 17  content hugging",
        "         (750) [lab].width >= 17  compression resistance",
        "  left: (1000) [lab].leading == [superview].leadingMargin  owner v1  c1",
      ])
    #expect(
      t.run("why v1 --axis h") == [
        "v1 horizontal: x 113, width 132", "  left: (1000) [v1].left == 113  autoresizing mask h=--& v=--&",
        "  width: (1000) [v1].width == 132  autoresizing mask h=--& v=--&",
      ])
    // Between 10 and 40 the solver stopped at a bound: it holds there, yet the top could move.
    #expect(
      t.run("why lab --axis v").suffix(2) == [
        "  top: (1000) [lab].top >= [superview].top + 10  owner v1  c2", "  and still ambiguous: see 'ambiguity lab'",
      ])
    #expect(t.value("lab.hasAmbiguousLayout") == "true")
  }

  static func stack(_ more: String...) -> Transcript {
    Transcript(
      in: "views", of: .shipped,
      setup: [
        "new stack s --axis h", "new label a \"One\"", "new label b \"Two words\"", "new button c \"OK\"", "arrange s a b c",
        "set s.translatesAutoresizingMask false", "vfl \"H:|-[s]-|\"", "vfl \"V:|-20-[s]\"",
      ] + more)
  }

  /// iOS 9 by Tutorials: with fill, only one view grows, the one that hugs least along the axis,
  /// the first of equals; the stack's own constraints are listed.
  @Test func aFillStackGrowsTheViewThatHugsLeast() {
    var t = Self.stack()
    #expect(t.value("s.frame") == "(16, 20, 288, 30)")
    #expect(t.value("a.frame") == "(0, 0, 25.5, 30)")
    #expect(t.value("c.frame") == "(102, 0, 186, 30)", "the button hugs at 250, the labels at 251")
    t.run("set c.hugging h 251")
    #expect(t.value("a.frame.width") == "196.5", "all equal: the first grows")
    #expect(t.value("c.frame.width") == "15")
    let listed = t.run("constraints s")
    #expect(listed.first == "(1000) [a].leading == [s].leading  s UISV-canvas-connection")
    #expect(listed.contains("(1000) [b].leading == [a].trailing  s UISV-spacing"))
    #expect(listed.contains { $0.contains("UISV-fill-tiebreak") })
    #expect(t.value("a.translatesAutoresizingMaskIntoConstraints") == "false", "arrange turns it off")
    #expect(t.value("a.superview") == "s")
  }

  @Test func distributionsAlignmentsAndHiddenViews() {
    var t = Self.stack("set s.spacing 10", "set s.distribution fillEqually")
    #expect(t.value("a.frame") == "(0, 0, 89.33, 30)")
    #expect(t.value("b.frame.x") == "99.33")
    t.run("set s.alignment top")
    #expect(t.value("a.frame.height") == "20.5", "top: its own height")
    #expect(t.value("c.frame.height") == "30")
    #expect(t.outcome("set s.alignment leading") == .failed, "leading does not fit across a horizontal stack")
    t.run("set b.hidden true")
    #expect(t.value("a.frame.width") == "139", "a hidden view drops out of the arrangement")
    t.run("set b.hidden false")
    t.run("set s.distribution equalSpacing")
    let a = Double(t.value("a.frame.x")) ?? -1
    let aw = Double(t.value("a.frame.width")) ?? -1
    let bx = Double(t.value("b.frame.x")) ?? -1
    let bw = Double(t.value("b.frame.width")) ?? -1
    let cx = Double(t.value("c.frame.x")) ?? -1
    #expect(abs((bx - (a + aw)) - (cx - (bx + bw))) < 0.01, "equal gaps")
    #expect(aw == 25.5, "equal spacing keeps the views' own sizes")
    #expect(t.outcome("arrange s a") == .failed, "arranged already")
    #expect(t.outcome("arrange a b") == .failed, "a is no stack")
  }

  /// Programming iOS 8, chapter 1: a constraint change animates when layoutIfNeeded runs inside
  /// the animation block; without it the layout waits for the end of the line and the view jumps.
  @Test func aConstraintChangeAnimatesOnlyWithLayoutIfNeededInTheBlock() {
    var t = Transcript(
      in: "animation", of: .shipped,
      setup: [
        "new view v frame 0 0 10 10", "set v.translatesAutoresizingMask false", "vfl \"V:|-100-[v(50)]\"",
        "constrain v.width == 100", "constrain v.leading == root.leading + 20 --name slide",
      ])
    #expect(t.value("v.frame") == "(20, 100, 100, 50)")
    let animated = t.run("animate 1 { set slide.constant 200; layoutIfNeeded }")
    #expect(animated.contains("layout: v frame (20, 100, 100, 50) -> (200, 100, 100, 50)"))
    #expect(animated.contains { $0.hasPrefix("v: #1 key=position keyPath=position basic additive from (-180, 0) to (0, 0)") })
    let jumped = t.run("animate 1 { set slide.constant 20 }")
    #expect(jumped.contains("nothing in the block animates: the changes show at the redraw moment"))
    #expect(jumped.contains("layout: v frame (200, 100, 100, 50) -> (20, 100, 100, 50)"), "laid out at the end of the line")
  }

  /// iOS 9's anchors stand for their attributes; their types refuse an X anchor against a Y one.
  @Test func anchorsReadAndTheirTypesRefuseBadPairs() {
    var t = Self.session("new view v frame 0 0 10 10", "new view w frame 0 0 10 10")
    #expect(t.run("constrain w.topAnchor == v.bottomAnchor + 8").first == "(1000) [w].top == [v].bottom + 8  owner root  c1")
    let refused = t.run("constrain w.topAnchor == v.leadingAnchor")
    #expect(refused.first?.contains("topAnchor is an NSLayoutYAxisAnchor and leadingAnchor an NSLayoutXAxisAnchor") ?? false)
    #expect(t.outcome("constrain w.leadingMarginAnchor == v.leadingAnchor") == .failed, "margins have a guide, not anchors")
    #expect(t.outcome("constrain w.widthAnchor == v.heightAnchor * 2") == .ok, "two dimensions relate")
  }

  /// A rotation changes the size classes: traitCollectionDidChange goes down before the layout.
  @Test func aTraitChangeIsSentDownBeforeTheLayout() {
    var t = Self.session("new view v frame 0 0 10 10", "set v.translatesAutoresizingMask false", "vfl \"H:|-[v]-|\"")
    let rotated = t.run("rotate")
    let trait = rotated.firstIndex { $0.hasPrefix("traitCollectionDidChange, down the hierarchy: root, v") }
    let layout = rotated.firstIndex { $0.hasPrefix("layout: v frame") }
    #expect(trait != nil && layout != nil && trait! < layout!, "\(rotated)")
  }

  /// `draw --constraints` lists the drawn views' constraints with where their edges are;
  /// `export svg --constraints` draws them: a line each, dashed for an inequality.
  @Test func picturesShowTheConstraints() throws {
    var t = Self.session(
      "new view v1 frame 113 111 132 194", "new view v2 frame 5 5 1 1 in v1", "set v2.translatesAutoresizingMask false",
      "vfl \"H:|-[v2]-|\"", "vfl \"V:|-[v2(20)]\"", "constrain v2.bottom <= v1.bottom - 50")
    let drawn = t.run("draw --constraints --width 40")
    #expect(drawn.contains("  (1000) [v2].leading == [superview].leadingMargin  owner v1  c1  (x 121 and 121 in the window)"))
    #expect(drawn.contains("  (1000) [v2].height == 20  owner v2  c4"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("constraints-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    t.run("export svg \(file.path) --constraints")
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.components(separatedBy: "<line ").count - 1 == 5, "one line a constraint")
    #expect(svg.components(separatedBy: "stroke-dasharray").count - 1 == 1, "the one inequality is dashed")
    #expect(svg.contains(">c5</text>"))
    let plain = file.deletingPathExtension().appendingPathExtension("plain.svg")
    defer { try? FileManager.default.removeItem(at: plain) }
    t.run("export svg \(plain.path)")
    #expect(!(try String(contentsOf: plain, encoding: .utf8)).contains("<line "), "without --constraints, none")
  }

  /// The top layout guide ends below the status bar, which an iPhone in landscape hides; a
  /// layout guide made with `new guide` is placed by constraints like a view, and draws nothing.
  @Test func layoutGuidesArePlacedLikeViewsAndTheTopGuideFollowsTheStatusBar() {
    var t = Self.session(
      "new view a frame 0 0 10 10", "new view b frame 0 0 10 10", "set a.translatesAutoresizingMask false",
      "set b.translatesAutoresizingMask false", "new guide gap in root", "vfl \"V:[a(40)]\"", "vfl \"V:[b(40)]\"",
      "constrain a.top == topLayoutGuide.bottom + 8", "constrain b.top == a.top", "vfl \"H:|[a(60)]\"",
      "vfl \"H:[b(60)]|\"", "constrain gap.leading == a.trailing", "constrain gap.trailing == b.leading",
      "constrain gap.top == a.top", "constrain gap.height == 10")
    #expect(t.value("a.frame") == "(0, 28, 60, 40)")
    #expect(t.value("gap.layoutFrame") == "(60, 28, 200, 10)")
    #expect(t.value("gap.owningView") == "root")
    #expect(t.run("ambiguity").contains("gap: hasAmbiguousLayout false"))
    #expect(!t.run("draw").contains { $0.contains("gap") }, "a guide draws nothing")
    t.run("rotate")
    #expect(t.value("a.frame.y") == "8", "no status bar on an iPhone in landscape")
    #expect(t.value("gap.layoutFrame.width") == "448")
    #expect(t.outcome("constrain gap.leftMargin == a.left") == .failed)
    #expect(t.outcome("new guide a in root") == .failed)
  }
}
