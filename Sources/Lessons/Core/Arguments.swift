/// The words of one command, checked against its spec.
public struct Arguments: Sendable, Equatable {
  public private(set) var positional: [String: [String]] = [:]
  public private(set) var flags: Set<String> = []
  public private(set) var options: [String: String] = [:]

  /// The largest magnitude a number may have: large enough for any geometry, small enough that
  /// every value formats exactly.
  public static let numberLimit = 1_000_000_000.0

  public init() {}

  // MARK: - Reading

  public func word(_ name: String) -> String { positional[name]?.first ?? "" }
  public func optionalWord(_ name: String) -> String? { positional[name]?.first }
  public func words(_ name: String) -> [String] { positional[name] ?? [] }
  public func number(_ name: String) -> Double { optionalNumber(name) ?? 0 }
  public func optionalNumber(_ name: String) -> Double? {
    (positional[name]?.first ?? options[name]).flatMap(Self.parseNumber)
  }
  public func integer(_ name: String) -> Int { optionalInteger(name) ?? 0 }
  public func optionalInteger(_ name: String) -> Int? {
    (positional[name]?.first ?? options[name]).flatMap { Int($0) }
  }
  public func flag(_ name: String) -> Bool { flags.contains(name) }
  public func option(_ name: String) -> String? { options[name] }
  /// The numbers of an option that takes several (`--position X Y`), nil when not given.
  public func optionNumbers(_ name: String) -> [Double]? {
    options[name].map { $0.split(separator: " ").compactMap { Self.parseNumber(String($0)) } }
  }

  // MARK: - Parsing

  /// Checks `words` (the command name already removed) against `spec`.
  ///
  /// Every failure is a one-line `CommandError` that ends with what to try.
  public static func parse(_ words: [String], for spec: CommandSpec) throws(CommandError) -> Arguments {
    var result = Arguments()
    var loose: [String] = []
    var index = 0
    let usageHint = "usage: \(spec.usage)"
    while index < words.count {
      let word = words[index]
      index += 1
      guard word.hasPrefix("--"), word.count > 2 else {
        loose.append(word)
        continue
      }
      let name = String(word.dropFirst(2))
      guard let option = spec.options.first(where: { $0.name == name }) else {
        let known = spec.options.map { "--" + $0.name }
        throw CommandError(
          "\(spec.name) has no option \(Format.echo(word))",
          suggestion: Suggestion.didYouMean(word, in: known)
            ?? (known.isEmpty ? "it takes no options; \(usageHint)" : "its options are " + known.joined(separator: ", ")))
      }
      guard let kind = option.value else {
        result.flags.insert(name)
        continue
      }
      if option.valueIsOptional, index >= words.count || words[index].hasPrefix("--") {
        result.options[name] = ""
        continue
      }
      guard index + option.arity <= words.count else {
        throw CommandError(
          option.arity == 1 ? "--\(name) needs a value" : "--\(name) needs \(option.arity) values", suggestion: usageHint)
      }
      var values: [String] = []
      for word in words[index..<(index + option.arity)] { values.append(try check(word, as: kind, for: "--\(name)", in: spec)) }
      result.options[name] = values.joined(separator: " ")
      index += option.arity
    }

    var rest = loose[...]
    for parameter in spec.parameters {
      if parameter.isRepeated {
        if rest.isEmpty && !parameter.isOptional {
          throw CommandError("\(spec.name) needs \(parameter.name.uppercased())", suggestion: usageHint)
        }
        var values: [String] = []
        for word in rest { values.append(try check(word, as: parameter.kind, for: parameter.name.uppercased(), in: spec)) }
        result.positional[parameter.name] = values
        rest = []
        continue
      }
      guard let word = rest.popFirst() else {
        if parameter.isOptional { continue }
        throw CommandError("\(spec.name) needs \(parameter.name.uppercased())", suggestion: usageHint)
      }
      result.positional[parameter.name] = [try check(word, as: parameter.kind, for: parameter.name.uppercased(), in: spec)]
    }
    if let extra = rest.first {
      let count = rest.count
      // Text split at its spaces: say how to keep it one value.
      let last = spec.parameters.last { result.positional[$0.name] != nil }
      let suggestion =
        if let last, last.kind == .word || last.kind == .text, let value = result.positional[last.name]?.last {
          "quote a value of several words: \(Format.quoted(([value] + rest).joined(separator: " "))); \(usageHint)"
        } else {
          usageHint
        }
      throw CommandError(
        "\(spec.name) got \(count) unexpected word\(count == 1 ? "" : "s") starting at \(Format.echo(extra))",
        suggestion: suggestion)
    }
    return result
  }

  private static func check(_ word: String, as kind: ValueKind, for name: String, in spec: CommandSpec) throws(CommandError)
    -> String
  {
    switch kind {
    case .number:
      guard parseNumber(word) != nil else {
        if isPlainNumber(word) {
          throw CommandError(
            "\(name) is out of range: \(Format.echo(word))",
            suggestion: "use a number between -1000000000 and 1000000000")
        }
        throw CommandError(
          "\(name) must be a number like 12 or -3.5, not \(Format.echo(word))", suggestion: "usage: \(spec.usage)")
      }
    case .integer(let range):
      guard let value = Int(word), word.count <= 19, range.contains(value) else {
        let what = isPlainNumber(word) ? "out of range: \(Format.echo(word))" : "not a whole number: \(Format.echo(word))"
        throw CommandError("\(name) is \(what)", suggestion: "use a whole number from \(range.lowerBound) to \(range.upperBound)")
      }
    case .choice(let choices):
      guard choices.contains(word) else {
        throw CommandError(
          "\(name) must be one of \(choices.joined(separator: ", ")), not \(Format.echo(word))",
          suggestion: Suggestion.didYouMean(word, in: choices) ?? "usage: \(spec.usage)")
      }
    case .path:
      guard InspectPath(word) != nil else {
        throw CommandError("\(Format.echo(word)) is not a path", suggestion: "a path looks like v1 or v1.frame.width")
      }
    case .text:
      break
    case .object, .chapter, .command, .word, .file, .named:
      guard !word.isEmpty else { throw CommandError("\(name) is empty", suggestion: "usage: \(spec.usage)") }
    }
    return word
  }

  /// Words that must all be numbers, `count` of them when given; the error names the first bad
  /// word and quotes `usage`.
  public static func numbers(_ words: [String], count: Int? = nil, usage: String) throws(CommandError) -> [Double] {
    let numbers = words.compactMap(parseNumber)
    guard words.count == count ?? words.count, numbers.count == words.count else {
      let bad = words.first { parseNumber($0) == nil }
      let expected = count ?? words.count
      throw CommandError(
        bad.map { "\(Format.echo($0)) is not a number" }
          ?? "expected \(expected) number\(expected == 1 ? "" : "s"), got \(words.count)",
        suggestion: "for example '\(usage)'")
    }
    return numbers
  }

  /// A finite decimal within `numberLimit`: `12`, `-3.5`, `.25`.
  ///
  /// No exponents, `nan` or `inf`, so every number a learner types formats back exactly.
  public static func parseNumber(_ word: String) -> Double? {
    guard isPlainNumber(word), word.utf8.count <= 40, let value = Double(word), value.isFinite,
      abs(value) <= numberLimit
    else { return nil }
    return value == 0 ? 0 : value
  }

  static func isPlainNumber(_ word: String) -> Bool {
    var digits = word.utf8[...]
    if digits.first == UInt8(ascii: "-") || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
    guard !digits.isEmpty else { return false }
    var seenPoint = false
    var seenDigit = false
    for byte in digits {
      if byte == UInt8(ascii: ".") {
        if seenPoint { return false }
        seenPoint = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        seenDigit = true
      } else {
        return false
      }
    }
    return seenDigit
  }
}
