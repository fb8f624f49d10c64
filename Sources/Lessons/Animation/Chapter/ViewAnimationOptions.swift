/// UIViewAnimationOptions and UIViewKeyframeAnimationOptions.
///
/// By UIKit's names in lower camel case without their prefix (Programming iOS 8, ch. 4).
public struct ViewAnimationOptions: Hashable, Sendable {
  public var repeats = false
  public var autoreverses = false
  public var beginFromCurrentState = false
  public var allowUserInteraction = false
  public var overrideInheritedDuration = false
  public var overrideInheritedCurve = false
  public var layoutSubviews = false
  /// The curve given, if any: the default is ease-in-ease-out.
  public var curve: TimingFunction?
  public var calculationMode: KeyframeInterpolator.CalculationMode?
  public var transition: String?
  public var showHideTransitionViews = false

  public static let curves: [String: TimingFunction.Name] = [
    "curveEaseInOut": .easeInEaseOut, "curveEaseIn": .easeIn, "curveEaseOut": .easeOut, "curveLinear": .linear,
  ]
  public static let transitions = [
    "transitionFlipFromLeft", "transitionFlipFromRight", "transitionFlipFromTop", "transitionFlipFromBottom",
    "transitionCurlUp", "transitionCurlDown", "transitionCrossDissolve",
  ]
  public static let all: [String] =
    [
      "autoreverse", "repeat", "beginFromCurrentState", "allowUserInteraction", "overrideInheritedDuration",
      "overrideInheritedCurve", "layoutSubviews", "showHideTransitionViews",
    ] + curves.keys.sorted()
    + KeyframeInterpolator.CalculationMode.allCases.map { "calculationMode" + $0.rawValue.capitalizedFirst }
    + transitions

  public init() {}

  /// Reads a comma-separated list; an unknown name, or two curves, is an error.
  public init(parsing text: String) throws(CommandError) {
    for word in text.split(separator: ",").map({ String($0) }) where !word.isEmpty {
      switch word {
      case "repeat": repeats = true
      case "autoreverse": autoreverses = true
      case "beginFromCurrentState": beginFromCurrentState = true
      case "allowUserInteraction": allowUserInteraction = true
      case "overrideInheritedDuration": overrideInheritedDuration = true
      case "overrideInheritedCurve": overrideInheritedCurve = true
      case "layoutSubviews": layoutSubviews = true
      case "showHideTransitionViews": showHideTransitionViews = true
      default:
        if let name = Self.curves[word] {
          guard curve == nil else {
            throw CommandError("give at most one curve option", suggestion: "curveEaseInOut is the default")
          }
          curve = .named(name)
        } else if word.hasPrefix("calculationMode"),
          let mode = KeyframeInterpolator.CalculationMode.allCases.first(where: {
            "calculationMode" + $0.rawValue.capitalizedFirst == word
          })
        {
          calculationMode = mode
        } else if Self.transitions.contains(word) {
          transition = word
        } else {
          throw CommandError(
            "\(Format.echo(word)) is not an animation option",
            suggestion: Suggestion.didYouMean(word, in: Self.all) ?? "for example autoreverse,repeat or curveEaseIn")
        }
      }
    }
  }
}

extension String {
  /// The string with its first letter in upper case: `cubicPaced` → `CubicPaced`.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
