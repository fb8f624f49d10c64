import LearnerSwift
import Lessons
import Testing

/// UIView.AnimationOptions and UIView.KeyframeAnimationOptions as the option sets Swift has.
///
/// In the learner's Swift: members with UIKit's raw values, `init(rawValue:)`, the set algebra,
/// and the book's way to give a keyframe animation a curve (Programming iOS 8, ch. 4).
@Suite struct SwiftOptionSetTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  static let setup = ["new view v frame 0 0 100 100"]

  static func engine() -> Engine { .after(setup, in: "animation") }

  @Test func theRawValuesAreUIKits() {
    var engine = Self.engine()
    let printed = engine.printed(
      """
      swift {
        print(UIView.AnimationOptions.curveLinear.rawValue, UIView.AnimationOptions.curveEaseIn.rawValue)
        print(UIView.AnimationOptions.transitionCrossDissolve.rawValue, UIView.AnimationOptions.repeat.rawValue)
        print(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue, UIView.KeyframeAnimationOptions.autoreverse.rawValue)
        let both: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseOut]
        print(both.rawValue)
      }
      """)
    // 3 << 16, 1 << 16; 5 << 20, 1 << 3; 4 << 10, 1 << 4; 8 + 16 + 2 << 16.
    #expect(printed == ["196608 65536", "5242880 8", "4096 16", "131096"])
  }

  @Test func theSetAlgebraIsOptionSets() {
    var engine = Self.engine()
    let printed = engine.printed(
      """
      swift {
        var k: UIView.KeyframeAnimationOptions = [.repeat]
        let first = k.insert(.autoreverse)
        let again = k.insert(.autoreverse)
        print(first.inserted, again.inserted, k.rawValue)
        print(k.contains(.repeat), k.contains([.repeat, .beginFromCurrentState]), k == [.autoreverse, .repeat])
        print(k.remove(.beginFromCurrentState) == nil, k.remove(.repeat) == .repeat, k.rawValue)
        k.formUnion([.calculationModeCubic])
        print(k.rawValue, k.subtracting(.autoreverse).rawValue, k.isEmpty, UIView.KeyframeAnimationOptions().isEmpty)
        // A curve's two bits: curveLinear holds curveEaseIn's bit, as Swift's contains says.
        print(UIView.AnimationOptions.curveLinear.contains(.curveEaseIn))
      }
      """)
    #expect(printed == ["true false 24", "true false true", "true true 16", "3088 3072 false true", "true"])
  }

  /// The book folds a curve into the keyframe options through the raw values: the animation
  /// runs on that curve, frame by frame as the command with the curve option.
  @Test func aCurveFoldedInThroughTheRawValueIsTheKeyframesCurve() {
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        var opts: UIView.KeyframeAnimationOptions = .calculationModeLinear
        opts.insert(UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue))
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: opts, animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x += 100 }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.y += 100 }
        })
      }
      """)
    var commands = Engine.after(
      Self.setup + [
        "keyframes 1 --options calculationModeLinear,curveLinear { at 0 for 0.5 { v.center.x += 100 }; "
          + "at 0.5 for 0.5 { v.center.y += 100 } }"
      ], in: "animation")
    var easeInOut = Engine.after(
      Self.setup + [
        "keyframes 1 --options calculationModeLinear { at 0 for 0.5 { v.center.x += 100 }; at 0.5 for 0.5 { v.center.y += 100 } }"
      ], in: "animation")
    #expect(swift.printed("animations v") == commands.printed("animations v"))
    let steps = [6, 12, 12, 12, 12, 6]
    let frames = swift.frames(of: ["v"], after: steps, drawing: true)
    #expect(frames == commands.frames(of: ["v"], after: steps, drawing: true))
    // The default curve would have moved it otherwise: the curve is seen, not only the end.
    #expect(frames != easeInOut.frames(of: ["v"], after: steps, drawing: true))
  }

  @Test func anAnimationsOptionsVariableIsTheCommandsOptions() {
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        let o: UIView.AnimationOptions = [.curveEaseIn, .autoreverse]
        UIView.animate(withDuration: 1, delay: 0, options: o, animations: { v.alpha = 0 })
      }
      """)
    var commands = Engine.after(Self.setup + ["animate 1 --options curveEaseIn,autoreverse { v.alpha = 0 }"], in: "animation")
    #expect(swift.printed("animations v") == commands.printed("animations v"))
  }

  /// A name or a property of an option set's type takes `[.repeat]` and `.repeat` as values of
  /// that type wherever they are assigned.
  @Test func aPlaceOfTheTypeTakesMembersAsItsValues() {
    var engine = Self.engine()
    let printed = engine.printed(
      """
      swift {
        var o = UIView.AnimationOptions.curveLinear
        o = [.repeat, .autoreverse]
        print(o.rawValue)
        o = .curveEaseIn
        print(o.rawValue)
        struct S { var o: UIView.AnimationOptions = [] }
        var s = S()
        s.o = [.repeat]
        s.o.insert(.autoreverse)
        print(s.o.rawValue, S(o: .curveLinear).o.rawValue)
      }
      """)
    #expect(printed == ["24", "65536", "24 196608"])
  }

  /// An array literal that mixes members with values of the option set, as real code writes
  /// it (`[.autoreverse, UIView.AnimationOptions.curveLinear]`), is their union.
  @Test func anArrayMixingMembersAndValuesIsTheirUnion() {
    var swift = Self.engine()
    _ = swift.run(
      """
      swift {
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, UIView.AnimationOptions.curveLinear], animations: {
          v.alpha = 0
        })
      }
      """)
    var commands = Engine.after(Self.setup + ["animate 1 --options autoreverse,curveLinear { v.alpha = 0 }"], in: "animation")
    #expect(swift.printed("animations v") == commands.printed("animations v"))
    #expect(swift.printed("animations v").first?.contains("linear autoreverses") == true)
  }

  @Test(arguments: [
    (
      "var k: UIView.KeyframeAnimationOptions = []; k.insert(.curveLinear)",
      "line 1: type 'UIView.KeyframeAnimationOptions' has no member 'curveLinear'"
    ),
    ("let k = UIView.AnimationOptions.curveWobbly", "line 1: type 'UIView.AnimationOptions' has no member 'curveWobbly'"),
    (
      "let k = UIView.AnimationOptions(rawValue: -1)",
      "line 1: negative integer '-1' overflows when stored into unsigned type 'UInt'"
    ),
    (
      "let k = UIView.AnimationOptions(rawValue: 1.5)",
      "line 1: cannot convert value of type 'Double' to expected argument type 'UInt'"
    ),
    (
      "let k: UIView.KeyframeAnimationOptions = [.repeat]; k.insert(.autoreverse)",
      "line 1, column 63: cannot use mutating member on immutable value: 'k' is a 'let' constant"
    ),
    (
      "let k: UIView.KeyframeAnimationOptions = [.repeat]; print(k)",
      "line 1: printing a UIView.KeyframeAnimationOptions is not modelled in the Workbench's Swift; print its rawValue, or ask contains(_:)"
    ),
    (
      "UIView.animateKeyframes(withDuration: 1, delay: 0, options: UIView.AnimationOptions.curveLinear, animations: {})",
      "line 1: options: cannot convert value of type 'UIView.AnimationOptions' to expected argument type 'UIView.KeyframeAnimationOptions'"
    ),
    (
      "UIView.animate(withDuration: 1, delay: 0, options: UIView.AnimationOptions(rawValue: 1 << 7), animations: {})",
      "line 1: UIView.AnimationOptions.allowAnimatedContent is not modelled in the Workbench"
    ),
  ])
  func aWrongUseIsOneClearErrorAndChangesNothing(line: String, message: String) {
    var engine = Self.engine()
    let before = engine.printed("animations v")
    let printed = engine.printed("swift { \(line) }")
    #expect(printed.first?.contains(message) == true, "\(printed)")
    #expect(engine.printed("animations v") == before)
  }
}
