/// The words of `constrain A.ATTR ==|<=|>= [B.ATTR] [* M] [+|- C] [@P]` read into a
/// constraint's parts.
struct ConstraintSyntax: Equatable {
  var first: LayoutConstraint.Item
  var relation: LayoutConstraint.Relation
  var second: LayoutConstraint.Item?
  var multiplier = 1.0
  var constant = 0.0
  var priority = LayoutConstraint.required
  /// Written with iOS 9's anchors (`v.leadingAnchor`), whose types refuse a bad pairing.
  var usesAnchors = false

  static let usage = "constrain v1.width == v2.width * 0.5 + 10 @750"

  init(_ words: [String]) throws(CommandError) {
    guard words.count >= 3 else {
      throw CommandError("constrain takes A.ATTR, a relation and what it relates to", suggestion: Self.usage)
    }
    usesAnchors = words[0].hasSuffix("Anchor")
    first = try Self.item(words[0])
    guard let relation = LayoutConstraint.Relation(rawValue: words[1]) else {
      throw CommandError("\(Format.echo(words[1])) is not a relation: ==, <= or >=", suggestion: Self.usage)
    }
    self.relation = relation
    var rest = Array(words.dropFirst(2))
    // A priority last: `@750`, or `@ 750`.
    if let last = rest.last, last.hasPrefix("@") {
      var text = String(last.dropFirst())
      rest.removeLast()
      if text.isEmpty, let word = rest.popLast() { text = word }
      guard let value = Arguments.parseNumber(text) else {
        throw CommandError("\(Format.echo(text)) is not a priority", suggestion: Self.usage)
      }
      priority = value
    } else if rest.count >= 2, rest[rest.count - 2] == "@" {
      guard let value = Arguments.parseNumber(rest[rest.count - 1]) else {
        throw CommandError("\(Format.echo(rest[rest.count - 1])) is not a priority", suggestion: Self.usage)
      }
      priority = value
      rest.removeLast(2)
    }
    guard !rest.isEmpty else { throw CommandError("nothing to relate \(words[0]) to", suggestion: Self.usage) }
    if let value = Arguments.parseNumber(rest[0]) {
      // A constant alone: `v1.width == 100`.
      guard rest.count == 1 else {
        throw CommandError("after a constant alone nothing may follow but @P", suggestion: "constrain v1.width == 100 @750")
      }
      constant = value
      return
    }
    second = try Self.item(rest[0])
    var index = 1
    if index < rest.count, rest[index] == "*" {
      guard index + 1 < rest.count, let value = Arguments.parseNumber(rest[index + 1]) else {
        throw CommandError("* takes a multiplier", suggestion: Self.usage)
      }
      multiplier = value
      index += 2
    }
    if index < rest.count, rest[index] == "+" || rest[index] == "-" {
      guard index + 1 < rest.count, let value = Arguments.parseNumber(rest[index + 1]) else {
        throw CommandError("\(rest[index]) takes a constant", suggestion: Self.usage)
      }
      constant = rest[index] == "-" ? -value : value
      index += 2
    }
    guard index == rest.count else {
      throw CommandError("\(Format.echo(rest[index])) is not part of a constraint", suggestion: Self.usage)
    }
  }

  /// `v1.width`: a view and an attribute by UIKit's name.
  static func item(_ word: String) throws(CommandError) -> LayoutConstraint.Item {
    guard let dot = word.lastIndex(of: "."), dot != word.startIndex else {
      throw CommandError("\(Format.echo(word)) is not VIEW.ATTRIBUTE", suggestion: usage)
    }
    let name = String(word[..<dot])
    var attribute = String(word[word.index(after: dot)...])
    if attribute.hasSuffix("Anchor") {
      // iOS 9 by Tutorials: an anchor stands for its attribute; margins have none of their own.
      attribute.removeLast("Anchor".count)
      guard let anchored = LayoutAttribute(rawValue: attribute), !anchored.isMargin else {
        throw CommandError(
          "\(Format.echo(attribute + "Anchor")) is not an anchor",
          suggestion: "leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline or "
            + "lastBaseline, each with Anchor")
      }
    }
    let known = LayoutAttribute(rawValue: attribute == "baseline" ? "lastBaseline" : attribute)
    guard let known else {
      throw CommandError(
        "\(Format.echo(attribute)) is not a layout attribute",
        suggestion: Suggestion.didYouMean(attribute, in: LayoutAttribute.allCases.map(\.rawValue))
          ?? "left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, "
          + "lastBaseline and the …Margin variants")
    }
    return LayoutConstraint.Item(name, known)
  }

  /// The anchor type of an attribute, as iOS 9 names it.
  static func anchorType(_ attribute: LayoutAttribute) -> String {
    attribute.kind == .dimension
      ? "NSLayoutDimension" : attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
  }

  /// Why two anchors cannot be related: their types differ (a compile-time error in Swift).
  var anchorProblem: String? {
    guard usesAnchors, let second, first.attribute.pairingProblem(with: second.attribute) != nil else { return nil }
    return "\(first.attribute.rawValue)Anchor is an \(Self.anchorType(first.attribute)) and \(second.attribute.rawValue)Anchor "
      + "an \(Self.anchorType(second.attribute)): anchors of different types cannot be related (iOS 9 by Tutorials: the "
      + "compiler refuses it)"
  }
}
