/// A CAValueFunction, which turns one animated number into a transform.
///
/// It lets an animation of `transform` move one number (Programming iOS 8, ch. 4).
public enum ValueFunction: String, CaseIterable, Sendable {
  case rotateZ, scale, scaleX, scaleY, translateX, translateY

  /// The transform key path whose number the function stands for.
  var keyPath: String {
    switch self {
    case .rotateZ: "transform.rotation.z"
    case .scale: "transform.scale"
    case .scaleX: "transform.scale.x"
    case .scaleY: "transform.scale.y"
    case .translateX: "transform.translation.x"
    case .translateY: "transform.translation.y"
    }
  }

  public init(parsing text: String) throws(CommandError) {
    guard let function = ValueFunction(rawValue: text) else {
      throw CommandError(
        "\(Format.echo(text)) is not a value function",
        suggestion: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self = function
  }
}
