/// A view's background colour as the learner's Swift gave it: its four components and whether
/// it is a grey (`UIColor(white:alpha:)`), kept exactly beside the word the view draws it by, so
/// reading `backgroundColor` back gives the UIColor that was set (UIKit's getter returns the
/// colour given; Apple's documented API).
public struct ExactColor: Hashable, Sendable {
  public var components: ColorComponents
  public var isGray: Bool
  /// The word the view held when this was set: a later change of the word (a command, an
  /// animation) makes it stale.
  public var word: String

  /// UIKit's named colours that are greys, as its class properties make them.
  static let grayNames: Set<String> = ["black", "darkGray", "lightGray", "white", "gray", "clear"]

  /// The colour a word stands for: a UIKit name, or `#rrggbb` as red, green and blue; nil for
  /// any other word.
  init?(word: String) {
    guard let components = ColorComponents(named: word) else { return nil }
    self.components = components
    self.isGray = Self.grayNames.contains(word)
    self.word = word
  }

  init(components: ColorComponents, isGray: Bool, word: String) {
    self.components = components
    self.isGray = isGray
    self.word = word
  }

  /// As the learner's Swift holds a UIColor (`SwiftFrameworks`: red, green, blue, alpha, isGray).
  var bridged: BridgeValue {
    .structure(
      "UIColor",
      [
        .double(components.red), .double(components.green), .double(components.blue), .double(components.alpha),
        .bool(isGray),
      ])
  }
}
