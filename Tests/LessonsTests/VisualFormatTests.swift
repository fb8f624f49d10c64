import Testing

@testable import Lessons

/// The visual format language read into constraints, and its errors with their columns.
///
/// Programming iOS 8, chapter 1; The Core iOS Developer's Cookbook, chapter 5.
@Suite struct VisualFormatTests {
  /// The book's views: v1 in root, v2 and v3 in v1, view1 and view2 in root.
  static let superviews = ["root": "", "v1": "root", "v2": "v1", "v3": "v1", "view1": "root", "view2": "root", "loose": ""]

  static func lines(
    _ format: String, metrics: [String: Double] = [:], options: Set<VisualFormat.Option> = []
  ) throws -> [String] {
    let made = try VisualFormat(format, metrics: metrics, options: options).constraints { superviews[$0] }
    return made.enumerated().map { index, made in
      LayoutConstraint(
        id: index, first: made.first, relation: made.relation, second: made.second, constant: made.constant,
        priority: made.priority
      ).description { superviews[$0] }
    }
  }

  static func error(_ format: String, metrics: [String: Double] = [:], options: Set<VisualFormat.Option> = []) -> VisualFormat
    .ParseError?
  {
    do {
      _ = try VisualFormat(format, metrics: metrics, options: options).constraints { superviews[$0] }
      return nil
    } catch {
      return error
    }
  }

  /// The eight explicit constraints of the bar and the square, as four format strings.
  ///
  /// Programming iOS 8, chapter 1, in the corrected forms, with their pipes.
  @Test func theBooksFourFormatStringsMakeItsEightConstraints() throws {
    #expect(
      try Self.lines("H:|[v2]|") == [
        "(1000) [v2].leading == [superview].leading", "(1000) [superview].trailing == [v2].trailing",
      ])
    #expect(try Self.lines("V:|[v2(10)]") == ["(1000) [v2].top == [superview].top", "(1000) [v2].height == 10"])
    #expect(try Self.lines("H:[v3(20)]|") == ["(1000) [v3].width == 20", "(1000) [superview].trailing == [v3].trailing"])
    #expect(try Self.lines("V:[v3(20)]|") == ["(1000) [v3].height == 20", "(1000) [superview].bottom == [v3].bottom"])
  }

  @Test func connectionsAreFlushStandardFixedOrPredicates() throws {
    #expect(try Self.lines("[view1][view2]") == ["(1000) [view2].leading == [view1].trailing"])
    #expect(try Self.lines("[view1]-[view2]") == ["(1000) [view2].leading == [view1].trailing + 8"])
    #expect(try Self.lines("[view1]-20-[view2]") == ["(1000) [view2].leading == [view1].trailing + 20"])
    #expect(try Self.lines("[view1]-(20)-[view2]") == ["(1000) [view2].leading == [view1].trailing + 20"])
    #expect(try Self.lines("[view1]-(>=50@30)-[view2]") == ["(30) [view2].leading >= [view1].trailing + 50"])
    #expect(
      try Self.lines("[view1]-(>=8,<=gap)-[view2]", metrics: ["gap": 40]) == [
        "(1000) [view2].leading >= [view1].trailing + 8", "(1000) [view2].leading <= [view1].trailing + 40",
      ])
    #expect(try Self.lines("V:[view1]-gap-[view2]", metrics: ["gap": 12]) == ["(1000) [view2].top == [view1].bottom + 12"])
  }

  /// iOS 8: a bare hyphen at a pipe pins to the superview's margin; a number pins to the edge.
  @Test func aBareHyphenAtAPipePinsToTheMargin() throws {
    #expect(
      try Self.lines("H:|-[v1]-|") == [
        "(1000) [v1].leading == [superview].leadingMargin", "(1000) [superview].trailingMargin == [v1].trailing",
      ])
    #expect(try Self.lines("V:|-[v1]") == ["(1000) [v1].top == [superview].topMargin"])
    #expect(try Self.lines("H:|-(0)-[v1]") == ["(1000) [v1].leading == [superview].leading"])
  }

  @Test func viewPredicatesSizeTheViewAlongTheAxis() throws {
    #expect(try Self.lines("[view1(>=20@400,<=30)]") == ["(400) [view1].width >= 20", "(1000) [view1].width <= 30"])
    #expect(try Self.lines("V:[view1(500@10)]") == ["(10) [view1].height == 500"])
    #expect(
      try Self.lines("[view1][view2(<=view1)]") == [
        "(1000) [view2].leading == [view1].trailing", "(1000) [view2].width <= [view1].width",
      ])
    #expect(try Self.lines("[view1(>=minwidth@low)]", metrics: ["minwidth": 50, "low": 250]) == ["(250) [view1].width >= 50"])
    #expect(try Self.lines("H:|[view1(>=0)]|").count == 3, "the Cookbook's stretch: two pins and a size")
  }

  @Test func alignmentOptionsAlignEachViewWithTheOneBefore() throws {
    #expect(
      try Self.lines("[view1]-[view2]", options: [.alignAllTop, .alignAllBottom]) == [
        "(1000) [view2].leading == [view1].trailing + 8", "(1000) [view2].top == [view1].top",
        "(1000) [view2].bottom == [view1].bottom",
      ])
    #expect(try Self.lines("V:[view1][view2]", options: [.alignAllCenterX]).last == "(1000) [view2].centerX == [view1].centerX")
    #expect(Self.error("[view1]-[view2]", options: [.alignAllLeft])?.column == 1, "an H: format cannot align on left")
    #expect(Self.error("V:[view1][view2]", options: [.alignAllTop]) != nil)
  }

  @Test func directionOptionsUseLeftAndRight() throws {
    #expect(
      try Self.lines("|-10-[view1]-[view2]", options: [.directionLeftToRight]) == [
        "(1000) [view1].left == [superview].left + 10", "(1000) [view2].left == [view1].right + 8",
      ])
    // Right to left: view2 stands left of view1, the spaces still positive.
    #expect(
      try Self.lines("|-10-[view1]-[view2]", options: [.directionRightToLeft]) == [
        "(1000) [superview].right == [view1].right + 10", "(1000) [view1].left == [view2].right + 8",
      ])
  }

  /// Bad format strings: one error each, with the column where reading stopped.
  @Test func aBadFormatSaysWhatAndWhere() {
    #expect(Self.error("V[view1]-|") == VisualFormat.ParseError(reason: "expected a view: [name]", column: 1))
    #expect(Self.error("H:[view1")?.column == 9)
    #expect(Self.error("H:[view1")?.reason == "expected ']' to end the view")
    #expect(Self.error("H:[view1(>0)]")?.reason == "a relation is ==, <= or >=", "the Cookbook's typo (>0)")
    #expect(Self.error("H:[view1]->=0-[view2]")?.column == 11, "the Cookbook's typo ->=0-")
    #expect(Self.error("H:[view1]-(20-[view2]")?.reason == "expected ')' or ',' after a predicate")
    #expect(Self.error("H: | [view1]")?.reason == "a format string has no spaces")
    #expect(Self.error("H:[nobody]")?.reason == "nobody is not a view")
    #expect(Self.error("H:[view1(>=wide)]")?.reason == "wide is neither a metric nor a view")
    #expect(Self.error("H:[view1]-gap-[view2]")?.reason == "gap is not a metric")
    #expect(Self.error("H:[view1(20@0)]")?.reason == "a priority is from 1 to 1000, not 0")
    #expect(Self.error("H:[view1(20@1001)]") != nil)
    #expect(Self.error("H:|[loose]")?.reason == "| stands for loose's superview, and loose has none")
    #expect(Self.error("X:[view1]")?.reason == "the orientation is H: or V:")
    #expect(Self.error("H:[view1]|[view2]")?.reason == "nothing may follow the closing |")
    #expect(Self.error("H:[view1]-")?.reason == "expected a view or | after '-'")
    #expect(Self.error("H:[view1]-[view2")?.column == 17)
  }

  @Test func attributePairingsFollowUIKitsRules() {
    #expect(LayoutAttribute.left.pairingProblem(with: .height) != nil, "a location against a size")
    #expect(LayoutAttribute.top.pairingProblem(with: .leading) != nil, "the axes crossed")
    #expect(LayoutAttribute.leading.pairingProblem(with: .left) != nil, "leading against left")
    #expect(LayoutAttribute.width.pairingProblem(with: .height) == nil, "an aspect ratio")
    #expect(LayoutAttribute.leadingMargin.pairingProblem(with: .trailing) == nil)
    #expect(LayoutAttribute.centerY.pairingProblem(with: .lastBaseline) == nil)
    let item = LayoutConstraint.Item("v1", .left)
    #expect(LayoutConstraint.problem(first: item, second: nil, multiplier: 1, priority: 1000) != nil)
    #expect(
      LayoutConstraint.problem(first: LayoutConstraint.Item("v1", .width), second: nil, multiplier: 1, priority: 1000) == nil)
    #expect(
      LayoutConstraint.problem(first: item, second: LayoutConstraint.Item("v2", .left), multiplier: 0, priority: 1000) != nil)
  }
}
