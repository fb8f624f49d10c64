/// Reads a visual format string character by character into a `ParsedFormat`, with the
/// column of the first thing it cannot read.
struct VisualFormatReader {
  private let characters: [Character]
  private var index = 0

  init(_ format: String) { characters = Array(format) }

  /// The column (from 1) of the character being read.
  private var column: Int { index + 1 }
  private var current: Character? { index < characters.count ? characters[index] : nil }

  private func fail(_ reason: String) -> VisualFormat.ParseError { VisualFormat.ParseError(reason: reason, column: column) }

  private mutating func take(_ character: Character) -> Bool {
    guard current == character else { return false }
    index += 1
    return true
  }

  mutating func read() throws(VisualFormat.ParseError) -> ParsedFormat {
    if let space = characters.firstIndex(where: \.isWhitespace) {
      index = space
      throw fail("a format string has no spaces")
    }
    var isVertical = false
    if characters.count >= 2, characters[1] == ":" {
      guard characters[0] == "H" || characters[0] == "V" else { throw fail("the orientation is H: or V:") }
      isVertical = characters[0] == "V"
      index = 2
    }
    var leading: ParsedFormat.Connection?
    var leadingPipe: Int?
    if current == "|" {
      leadingPipe = column
      index += 1
      leading = try connection()
    }
    var views = [try view()]
    var between: [ParsedFormat.Connection] = []
    var trailing: ParsedFormat.Connection?
    var trailingPipe: Int?
    while current != nil {
      let link = try connection()
      if current == "|" {
        trailingPipe = column
        index += 1
        trailing = link
        guard current == nil else { throw fail("nothing may follow the closing |") }
        break
      }
      guard current == "[" else {
        throw fail(current == nil ? "expected a view after the connection" : "expected a view, a connection or |")
      }
      between.append(link)
      views.append(try view())
    }
    return ParsedFormat(
      isVertical: isVertical, leading: leading, views: views, between: between, trailing: trailing,
      pipeColumns: (leadingPipe, trailingPipe))
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func view() throws(VisualFormat.ParseError) -> ParsedFormat.View {
    guard take("[") else {
      throw fail(current == "|" ? "| stands only at the start or the end" : "expected a view: [name]")
    }
    let start = column
    guard let name = identifier() else { throw fail("expected a view's name") }
    var predicates: [ParsedFormat.Predicate] = []
    if take("(") { predicates = try predicateList(inView: true) }
    guard take("]") else {
      throw fail(current == nil ? "expected ']' to end the view" : "expected ']' to end the view, or '(' for its size")
    }
    return ParsedFormat.View(name: name, predicates: predicates, column: start)
  }

  /// What stands between two neighbours: nothing, `-`, `-N-`, `-name-` or `-(predicates)-`.
  private mutating func connection() throws(VisualFormat.ParseError) -> ParsedFormat.Connection {
    guard take("-") else { return .flush }
    if current == "[" || current == "|" { return .standard }
    guard current != nil else { throw fail("expected a view or | after '-'") }
    let predicates: [ParsedFormat.Predicate]
    if take("(") {
      predicates = try predicateList(inView: false)
    } else {
      let start = column
      guard let object = numberOrName(signed: false) else {
        throw fail("expected a space after '-': a number, a metric, or predicates in parentheses")
      }
      predicates = [ParsedFormat.Predicate(relation: .equal, object: object, priority: nil, column: start)]
    }
    guard take("-") else { throw fail("expected '-' to end the connection") }
    return .predicates(predicates)
  }

  /// Predicates after their `(`, through the `)`.
  private mutating func predicateList(inView: Bool) throws(VisualFormat.ParseError) -> [ParsedFormat.Predicate] {
    var predicates = [try predicate()]
    while take(",") { predicates.append(try predicate()) }
    guard take(")") else { throw fail("expected ')' or ',' after a predicate") }
    return predicates
  }

  private mutating func predicate() throws(VisualFormat.ParseError) -> ParsedFormat.Predicate {
    let start = column
    var relation = LayoutConstraint.Relation.equal
    if let found = LayoutConstraint.Relation.allCases.first(where: { matches($0.rawValue) }) {
      relation = found
      index += 2
    } else if current == "<" || current == ">" || current == "=" {
      throw fail("a relation is ==, <= or >=")
    }
    guard let object = numberOrName(signed: true) else { throw fail("expected a number, a metric or a view") }
    var priority: ParsedFormat.Predicate.Object?
    if take("@") {
      guard let given = numberOrName(signed: false) else { throw fail("expected a priority after '@'") }
      priority = given
    }
    return ParsedFormat.Predicate(relation: relation, object: object, priority: priority, column: start)
  }

  private func matches(_ text: String) -> Bool {
    let wanted = Array(text)
    guard index + wanted.count <= characters.count else { return false }
    return Array(characters[index..<(index + wanted.count)]) == wanted
  }

  private mutating func numberOrName(signed: Bool) -> ParsedFormat.Predicate.Object? {
    if let number = number(signed: signed) { return .number(number) }
    return identifier().map { .name($0) }
  }

  /// A name: a letter or underscore, then letters, digits and underscores.
  private mutating func identifier() -> String? {
    guard let first = current, first == "_" || (first.isASCII && first.isLetter) else { return nil }
    let start = index
    while let next = current, next == "_" || (next.isASCII && (next.isLetter || next.isNumber)) { index += 1 }
    return String(characters[start..<index])
  }

  /// A decimal number (`8`, `0.5`, with a sign when `signed`).
  private mutating func number(signed: Bool) -> Double? {
    let start = index
    if signed, current == "-" || current == "+" { index += 1 }
    let digitsStart = index
    while let next = current, next.isASCII, next.isNumber { index += 1 }
    if current == ".", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isNumber {
      index += 1
      while let next = current, next.isASCII, next.isNumber { index += 1 }
    }
    guard index > digitsStart, let value = Double(String(characters[start..<index])) else {
      index = start
      return nil
    }
    return value
  }
}
