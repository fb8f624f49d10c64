import LearnerSwift
import Lessons
import Testing

/// Auto Layout in the learner's Swift: anchors make the constraints `constrain` makes.
///
/// `NSLayoutConstraint` too; the same solver gives the same frames, and a constraint made in
/// code is inactive until activated (Programming iOS 8, chapter 1; Apple's documented UIKit API).
@Suite struct SwiftAnchorsBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  /// Lesson views/07's figure: v2 inside v1, placed by four constraints.
  static let views = ["new view v1 frame 113 111 132 194", "new view v2 frame 0 0 10 10 in v1"]

  static let byCommands = [
    "set v2.translatesAutoresizingMask false", "constrain v2.leading == v1.leading + 20",
    "constrain v2.top == v1.top + 20", "constrain v2.width == 100", "constrain v2.height == v1.height * 0.5",
  ]

  static func engine(_ lines: [String]) -> Engine {
    var engine = Engine(catalog: .shipped, active: "views")
    for line in views + lines { #expect(engine.run(line).outcome == .ok, "\(line)") }
    return engine
  }

  /// What the model holds: the constraints, one of them whole, and v2.
  static func model(_ engine: inout Engine) -> [String] {
    ["constraints", "inspect c4 --json", "inspect v2 --json"].flatMap { engine.run($0).lines.map(\.text) }
  }

  @Test func theBooksConstraintsWrittenWithAnchorsAreTheOnesTheCommandsMake() {
    var commands = Self.engine(Self.byCommands)
    var swift = Self.engine([
      """
      swift {
        v2.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          v2.leadingAnchor.constraint(equalTo: v1.leadingAnchor, constant: 20),
          v2.topAnchor.constraint(equalTo: v1.topAnchor, constant: 20),
          v2.widthAnchor.constraint(equalToConstant: 100),
          v2.heightAnchor.constraint(equalTo: v1.heightAnchor, multiplier: 0.5),
        ])
      }
      """
    ])
    #expect(Self.model(&swift) == Self.model(&commands))
    #expect(swift.run("show v2.frame").lines.first?.text == "(20, 20, 100, 97)")
  }

  /// Each constraint activated where it is made, as real code often does: `isActive` set on
  /// the value the call gives.
  @Test func aConstraintActivatedAsItIsMadeIsTheSame() {
    var commands = Self.engine(Self.byCommands)
    var swift = Self.engine([
      """
      swift {
        v2.translatesAutoresizingMaskIntoConstraints = false
        v2.leadingAnchor.constraint(equalTo: v1.leadingAnchor, constant: 20).isActive = true
        v2.topAnchor.constraint(equalTo: v1.topAnchor, constant: 20).isActive = true
        v2.widthAnchor.constraint(equalToConstant: 100).isActive = true
        v2.heightAnchor.constraint(equalTo: v1.heightAnchor, multiplier: 0.5).isActive = true
      }
      """
    ])
    #expect(Self.model(&swift) == Self.model(&commands))
    #expect(swift.run("show v2.frame").lines.first?.text == "(20, 20, 100, 97)")
    // A struct a call gives is a copy nobody keeps: Swift refuses to set it.
    #expect(
      swift.run("swift { let make = { CGPoint.zero }\nmake().x = 2 }").lines.map(\.text) == [
        "line 2: cannot assign to property: 'make' returns immutable value"
      ])
  }

  @Test func theBooksLongFormAddedToTheSuperviewIsTheSame() {
    var commands = Self.engine(Self.byCommands)
    var swift = Self.engine([
      """
      swift {
        v2.translatesAutoresizingMaskIntoConstraints = false
        v1.addConstraint(NSLayoutConstraint(item: v2, attribute: .leading, relatedBy: .equal,
          toItem: v1, attribute: .leading, multiplier: 1, constant: 20))
        v1.addConstraint(NSLayoutConstraint(item: v2, attribute: .top, relatedBy: .equal,
          toItem: v1, attribute: .top, multiplier: 1, constant: 20))
        v2.addConstraint(NSLayoutConstraint(item: v2, attribute: .width, relatedBy: .equal,
          toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100))
        v1.addConstraint(NSLayoutConstraint(item: v2, attribute: .height, relatedBy: .equal,
          toItem: v1, attribute: .height, multiplier: 0.5, constant: 0))
      }
      """
    ])
    #expect(Self.model(&swift) == Self.model(&commands))
  }

  @Test func aConstraintMadeInCodeIsInactiveUntilActivatedAndLayoutWaitsForTheTurnsEnd() {
    var engine = Self.engine(["set v2.translatesAutoresizingMask false"])
    let printed = engine.run(
      """
      swift {
        let wide = v2.widthAnchor.constraint(equalToConstant: 100)
        print(wide.isActive, v1.constraints.count, v2.constraints.count)
        wide.isActive = true
        print(wide.isActive, v2.constraints.count, v2.frame.width)
        v2.layoutIfNeeded()
        print(v2.frame.width)
      }
      """
    ).lines.map(\.text)
    // Active, it is installed at once; the frame moves at layout, as UIKit's does.
    #expect(printed.prefix(3) == ["false 0 0", "true 1 10.0", "100.0"])
    #expect(engine.run("constraints").lines.map(\.text) == ["(1000) [v2].width == 100  owner v2  wide"])
    _ = engine.run("swift { let tall = v2.heightAnchor.constraint(equalToConstant: 40) }")
    #expect(engine.run("show tall.active").lines.first?.text == "false")
    #expect(engine.run("show v2.frame.height").lines.first?.text == "0")
    _ = engine.run("swift { tall.isActive = true }")
    #expect(engine.run("show v2.frame.height").lines.first?.text == "40")
  }

  @Test func deactivatingTakesAConstraintOutOfTheLayoutAndKeepsIt() {
    var swift = Self.engine(Self.byCommands)
    var commands = Self.engine(Self.byCommands + ["set c4.active false", "set c3.active false", "set c3.active true"])
    let lines = swift.run("swift { NSLayoutConstraint.deactivate([c4, c3]); NSLayoutConstraint.activate([c3]) }")
    #expect(lines.outcome == .ok)
    #expect(Self.model(&swift) == Self.model(&commands))
    #expect(swift.run("show c4.active").lines.first?.text == "false")
    #expect(
      swift.run("swift { print(c4.isActive, c4.constant, c4.multiplier, c4.firstItem === v2) }").lines.first?.text
        == "false 0.0 0.5 true")
  }

  @Test func aNewConstantLaysOutAgainAsSetDoes() {
    var swift = Self.engine(Self.byCommands)
    var commands = Self.engine(
      Self.byCommands + ["set c1.constant 40", "set c3.active false", "set c3.priority 750", "set c3.active true"])
    let lines = swift.run(
      "swift { c1.constant = 40; c3.isActive = false; c3.priority = UILayoutPriority(750); c3.isActive = true }"
    ).lines.map(\.text)
    #expect(lines.last == "layout: v2 frame (20, 20, 100, 97) -> (40, 20, 100, 97)")
    #expect(Self.model(&swift) == Self.model(&commands))
    _ = swift.run("swift { c3.isActive = false; c3.priority = .required; c3.isActive = true }")
    #expect(swift.run("show c3.priority").lines.first?.text == "1000")
  }

  /// A priority is UIKit's UILayoutPriority struct: printed as Swift prints one (inside a
  /// collection with the module Swift gives imported types), its raw value a number, and an
  /// implicit member compared with one is refused, not compared with a name.
  @Test func aPriorityIsAUILayoutPriority() {
    var swift = Self.engine(Self.byCommands)
    _ = swift.run("swift { c3.isActive = false; c3.priority = UILayoutPriority(rawValue: 250); c3.isActive = true }")
    #expect(swift.run("show c3.priority").lines.first?.text == "250")
    #expect(
      swift.run("swift { print(c3.priority, [c3.priority], c3.priority.rawValue, c3.priority == UILayoutPriority.defaultLow) }")
        .lines.map(\.text) == ["UILayoutPriority(rawValue: 250.0) [__C.UILayoutPriority(rawValue: 250.0)] 250.0 true"])
    #expect(
      swift.run("swift { print(c3.priority == .defaultLow) }").lines.first?.text.contains(
        "write the type before '.defaultLow' (UILayoutPriority.defaultLow)") == true)
  }

  @Test func aBadUseIsOneLineAndChangesNothing() {
    var engine = Self.engine(Self.byCommands)
    let before = Self.model(&engine)
    let bad = [
      "swift { let a = v2.leadingAnchor.constraint(equalTo: v1.topAnchor) }",
      "swift { let a = v2.leadingAnchor.constraint(equalTo: v1.leadingAnchor, multiplier: 2) }",
      "swift { let a = v2.widthAnchor.constraint(equalTo: v1) }",
      "swift { let a = v2.leadingAnchor.constraintEqualToAnchor(v1.leadingAnchor) }",
      "swift { c1.firstItem = v1 }", "swift { c1.isActive = 1 }", "swift { c3.priority = UILayoutPriority(500) }",
      "swift { c1.multiplyer = 2 }", "swift { v2.leadingAnchor = v1.leadingAnchor }",
      "swift { NSLayoutConstraint.activate([v1]) }", "swift { root.addConstraint(c4); v2.addConstraint(c1) }",
      "swift { c4.priority = 500 }",
    ]
    let outputs = bad.map { engine.run($0).lines.map(\.text) }
    for (line, output) in zip(bad, outputs) { #expect(output.count == 1, "\(line): \(output)") }
    #expect(Self.model(&engine) == before)
    #expect(
      outputs[0] == [
        "line 1: leadingAnchor is an NSLayoutXAxisAnchor and topAnchor an NSLayoutYAxisAnchor: anchors of different "
          + "types cannot be related (iOS 9 by Tutorials: the compiler refuses it)"
      ])
    #expect(outputs[3].first?.contains("has been renamed to 'constraint(equalTo:)'") == true)
    #expect(outputs[6].first?.contains("its priority cannot change between required and optional") == true)
    #expect(outputs[7].first?.hasPrefix("line 1: value of type 'NSLayoutConstraint' has no member 'multiplyer'") == true)
    #expect(outputs[10].first?.contains("c1 cannot be added to v2: a constraint goes on a common ancestor") == true)
    #expect(outputs[11] == ["line 1: cannot assign value of type 'Int' to 'priority' of type 'UILayoutPriority'"])
  }

  @Test func anAnchorsConstraintIsTheCommandsInactiveOne() {
    var commands = Self.engine(["constrain v2.widthAnchor == v1.widthAnchor * 0.5 + 4 --inactive --name half"])
    var swift = Self.engine([
      "swift { let half = v2.widthAnchor.constraint(equalTo: v1.widthAnchor, multiplier: 0.5, constant: 4) }"
    ])
    #expect(
      commands.run("constraints").lines.map(\.text) == [
        "(1000) [v2].width == [superview].width * 0.5 + 4  owner v1  half (inactive)"
      ])
    #expect(swift.run("constraints").lines.map(\.text) == commands.run("constraints").lines.map(\.text))
    #expect(swift.run("inspect half --json").lines.map(\.text) == commands.run("inspect half --json").lines.map(\.text))
    // Inactive, it places nothing: autoresizing alone, as before.
    #expect(swift.run("show v2.frame").lines.first?.text == "(0, 0, 10, 10)")
    #expect(swift.run("swift { print(v2.translatesAutoresizingMaskIntoConstraints) }").lines.first?.text == "true")
  }

  /// A later block may not declare a name an earlier one gave a constraint (the shell's `v1w`
  /// and Swift's would be two constraints); a constant made again in a loop is each time a
  /// new constraint, and one whose name is taken keeps its number.
  @Test func aNameTakenIsNotDeclaredAgainAndALoopsConstraintsKeepTheirNumbers() {
    var engine = Self.engine(["set v2.translatesAutoresizingMask false"])
    _ = engine.run("swift { let v1w = v2.widthAnchor.constraint(equalToConstant: 100) }")
    let again = engine.run("swift { let v1w = v2.widthAnchor.constraint(equalToConstant: 50); v1w.isActive = true }")
    #expect(again.outcome != .ok)
    #expect(again.lines.first?.text.contains("invalid redeclaration of 'v1w'") == true, "\(again.lines)")
    _ = engine.run("swift { for width in [30.0, 40.0] { let c = v2.widthAnchor.constraint(equalToConstant: CGFloat(width)) } }")
    #expect(
      engine.run("constraints").lines.map(\.text) == [
        "(1000) [v2].width == 100  owner v2  v1w (inactive)", "(1000) [v2].width == 30  owner v2  c (inactive)",
        "(1000) [v2].width == 40  owner v2  c3 (inactive)",
      ])
  }
}
