/// The validators chapter's patterns and sets: match, charset and the error templates.
extension ValidatorsCommands {
  static let match = Command(
    CommandSpec(
      "match", abstract: "Match a string against the Cookbook's float, leading-decimal or phone pattern, or /PATTERN/.",
      discussion:
        "Patterns use NSRegularExpression's syntax and its firstMatch(in:) answer: a match anywhere, unless anchored "
        + "with ^ and $. float is \(Pattern.float.source), leadingDecimal \(Pattern.leadingDecimal.source), phone "
        + "\(Pattern.phone.source) (Cookbook, ch. 6). float's optional sign may be a minus: the pattern does accept "
        + "negative numbers such as -0.75, and match says so when it meets one. The phone pattern does not check that "
        + "parentheses balance. The matcher follows every alternative at once, so its work is at most the pattern's "
        + "steps (counted repeats expanded) times the text's length; a match over \(Pattern.workLimit) is refused "
        + "before it starts, and Ctrl-C stops one.",
      parameters: [
        Parameter("pattern", .named(["float", "leadingDecimal", "phone"]), "a book pattern, or /PATTERN/"),
        Parameter("string", .text, "the string", optional: true, repeated: true),
      ],
      examples: ["match float -0.75", "match phone \"(212) 555-1234\"", "match /^[a-z]+$/ abc"]),
    .query { state, arguments throws(CommandError) in
      let word = arguments.word("pattern")
      let string = try oneString(arguments.words("string"), command: "match \(word)")
      let matched = try Pattern.named(word).matches(string)
      // The phone pattern takes each parenthesis on its own (Cookbook, ch. 6), so say so.
      let opens = string.filter { $0 == "(" }.count
      let closes = string.filter { $0 == ")" }.count
      if matched, word == "phone", opens != closes {
        return ["match (the parentheses do not pair: the pattern takes each on its own and does not check)"]
      }
      if matched, word == "float", string.hasPrefix("-") {
        return ["match (the optional sign may be a minus: the float pattern does accept the negative number \(string))"]
      }
      return [matched ? "match" : "no match"]
    })

  static let charset = Command(
    CommandSpec(
      "charset", abstract: "Show what a character set holds, or test each character of a string against it.",
      discussion:
        "A character belongs to a set when its first Unicode scalar does, so an accent combined with its letter "
        + "counts as that letter. Sets: \(sets), or characters in brackets.",
      parameters: [
        Parameter("set", .named(CharacterClass.names), "the set"),
        Parameter("string", .text, "characters to test", optional: true, repeated: true),
      ],
      examples: ["charset special", "charset letters é1"]),
    .query { _, arguments throws(CommandError) in
      let set = try CharacterClass.parse(arguments.word("set"))
      let words = arguments.words("string")
      guard !words.isEmpty else {
        return [
          "\(set.name): \(set.foundation)", "  \(set.definition)",
          "  printable ASCII members: \(JSON.string(set.asciiMembers))",
        ]
      }
      let string = try oneString(words, command: "charset \(set.name)")
      guard string.count <= 200 else {
        throw CommandError("charset tests at most 200 characters, one line each", suggestion: "test a shorter string")
      }
      return string.map { character in
        let scalar = character.unicodeScalars.first!
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "\(JSON.string(String(character))) \(code): \(set.contains(scalar) ? "yes" : "no")"
      }
    })

  static let errors = Command(
    CommandSpec(
      "errors", abstract: "List the eight StringValidationError cases and the message each one prints.",
      examples: ["errors"]),
    .query { _, _ in
      // Cases as Swift 3 and later spell them, as every other command prints them; the book's
      // Swift 2 spelling starts with a capital.
      ["the cases as Swift spells them today (the book, in Swift 2, writes MustStartWith):"]
        + StringValidationError.templates.map {
          let name = $0.swift2.prefix(1).lowercased() + $0.swift2.dropFirst()
          return name + String(repeating: " ", count: max(1, 49 - name.count)) + $0.template
        }
    })
}
