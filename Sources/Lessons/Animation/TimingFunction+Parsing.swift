extension TimingFunction {
  /// The names `init(parsing:)` reads: Core Animation's five and UIKit's `easeInOut`.
  public static let parsingNames = Name.allCases.map(\.rawValue) + ["easeInOut"]

  /// Reads a curve by name (`easeIn`) or as four control point numbers (`0.25,0.1,0.25,1`).
  ///
  /// `easeInOut`, UIKit's name for the default view animation curve, reads as Core Animation's
  /// easeInEaseOut, the curve it maps to (Programming iOS 8, ch. 4). Bad input is one error:
  /// an unknown name (with the nearest known one), a wrong count of numbers, a word that is not a
  /// number (`nan`, `inf` included), or an x outside 0…1.
  public init(parsing text: String) throws(CommandError) {
    let word = text.trimmingSpaces
    if let name = Name(rawValue: word) {
      self = .named(name)
      return
    }
    if word == "easeInOut" {
      self = .easeInEaseOut
      return
    }
    let looksNumeric = word.contains(",") || word.first.map { "0123456789.+-".contains($0) } == true
    guard looksNumeric else {
      throw CommandError(
        "unknown timing function \(Format.echo(word))",
        suggestion: Suggestion.didYouMean(word, in: Self.parsingNames)
          ?? "one of \(Name.allCases.map(\.rawValue).joined(separator: ", ")), or four numbers X1,Y1,X2,Y2")
    }
    let parts = word.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
    guard parts.count == 4 else {
      throw CommandError(
        "a timing curve takes 4 numbers X1,Y1,X2,Y2, got \(parts.count) in \(Format.echo(word))",
        suggestion: "for example 0.42,0,0.58,1 (easeInEaseOut's control points)")
    }
    var numbers: [Double] = []
    for part in parts {
      guard let number = Arguments.parseNumber(part) else {
        throw CommandError(
          "\(Format.echo(part)) is not a number in the timing curve \(Format.echo(word))",
          suggestion: "four plain numbers X1,Y1,X2,Y2, for example 0.9,0.1,0.7,0.9")
      }
      numbers.append(number)
    }
    try self.init(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
  }
}

extension String {
  /// The text without spaces at either end.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
