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

  /// The key path as a path, worked out once: an animation reads it every frame.
  var path: LayerKeyPath {
    switch self {
    case .rotateZ: Self.rotateZPath
    case .scale: Self.scalePath
    case .scaleX: Self.scaleXPath
    case .scaleY: Self.scaleYPath
    case .translateX: Self.translateXPath
    case .translateY: Self.translateYPath
    }
  }

  private static let rotateZPath = LayerKeyPath(known: ValueFunction.rotateZ.keyPath)
  private static let scalePath = LayerKeyPath(known: ValueFunction.scale.keyPath)
  private static let scaleXPath = LayerKeyPath(known: ValueFunction.scaleX.keyPath)
  private static let scaleYPath = LayerKeyPath(known: ValueFunction.scaleY.keyPath)
  private static let translateXPath = LayerKeyPath(known: ValueFunction.translateX.keyPath)
  private static let translateYPath = LayerKeyPath(known: ValueFunction.translateY.keyPath)

  public init(parsing text: String) throws(CommandError) {
    guard let function = ValueFunction(rawValue: text) else {
      throw CommandError(
        "\(Format.echo(text)) is not a value function",
        suggestion: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self = function
  }
}
