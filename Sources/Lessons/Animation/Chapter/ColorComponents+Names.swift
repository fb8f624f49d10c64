extension ColorComponents {
  /// The colours a learner can name, as UIColor's class properties give them.
  static let named: [String: ColorComponents] = [
    "black": ColorComponents(red: 0, green: 0, blue: 0), "white": ColorComponents(red: 1, green: 1, blue: 1),
    "red": ColorComponents(red: 1, green: 0, blue: 0), "green": ColorComponents(red: 0, green: 1, blue: 0),
    "blue": ColorComponents(red: 0, green: 0, blue: 1), "yellow": ColorComponents(red: 1, green: 1, blue: 0),
    "cyan": ColorComponents(red: 0, green: 1, blue: 1), "magenta": ColorComponents(red: 1, green: 0, blue: 1),
    "orange": ColorComponents(red: 1, green: 0.5, blue: 0), "purple": ColorComponents(red: 0.5, green: 0, blue: 0.5),
    "brown": ColorComponents(red: 0.6, green: 0.4, blue: 0.2), "gray": ColorComponents(red: 0.5, green: 0.5, blue: 0.5),
    "lightGray": ColorComponents(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
    "darkGray": ColorComponents(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
    "clear": ColorComponents(red: 0, green: 0, blue: 0, alpha: 0),
  ]

  /// A colour by UIKit name (`red`, `lightGray`, `clear`) or as `#rrggbb`; nil otherwise.
  public init?(named text: String) {
    if let color = Self.named[text] {
      self = color
      return
    }
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#"), let value = Int(text.dropFirst(), radix: 16) else {
      return nil
    }
    self.init(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
  }

  /// The colour a UIColor or CGColor of the learner's Swift holds (`type`'s structure, its
  /// first four fields red, green, blue and alpha); nil for any other value.
  init?(bridged value: BridgeValue, type: String) {
    guard case .structure(type, let parts) = value else { return nil }
    let numbers = parts.prefix(4).compactMap(\.number)
    guard numbers.count == 4 else { return nil }
    self.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3])
  }

  /// Whether `text` says the whole colour: it is opaque, or one of the named colours (clear).
  var isWholeInText: Bool { alpha >= 1 || Self.named[text] != nil }

  /// The colour as a picture's fill: its name or `#rrggbb`, and `rgba(r, g, b, a)` when it is
  /// partly transparent (half way through a fade to or from clear).
  var fillText: String {
    guard alpha < 1 else { return text }
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(Format.number(min(max(alpha, 0), 1), places: 3)))"
  }

  /// The name it was given when it is one of the named colours, else `#rrggbb` (alpha apart).
  public var text: String {
    if let name = Self.named.first(where: { $0.value == self })?.key { return name }
    func byte(_ value: Double) -> String {
      let clamped = Int((min(max(value, 0), 1) * 255).rounded())
      let hex = String(clamped, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    let rgb = "#" + byte(red) + byte(green) + byte(blue)
    return alpha >= 1 ? rgb : rgb + " alpha " + Format.number(alpha)
  }
}
