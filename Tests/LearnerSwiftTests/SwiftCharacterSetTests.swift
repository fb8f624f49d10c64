import LearnerSwift
import Lessons
import Testing

/// Foundation's CharacterSet in the learner's own Swift, in the validators chapter: a set's
/// `contains(_:)` of a string's Unicode scalars, and the String methods that take a set, each
/// answered by the chapter's own sets and printed as the compiled program prints it.
@Suite struct SwiftCharacterSetTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  /// What the book's rules ask of a set, as today's Swift spells it.
  ///
  /// From iOS 9 by Tutorials, ch. 1.
  static let program = """
    let s = "ab1"
    print(s.rangeOfCharacter(from: .decimalDigits) != nil, s.rangeOfCharacter(from: CharacterSet.whitespaces) == nil)
    print(CharacterSet.letters.contains("a"), CharacterSet.uppercaseLetters.contains("a"))
    let set = CharacterSet.decimalDigits
    print(s.unicodeScalars.filter { set.contains($0) }.count)
    for u in s.unicodeScalars { print(u, u.value, set.contains(u)) }
    print(s.unicodeScalars, s.unicodeScalars.count, s.unicodeScalars.first!, [s.unicodeScalars.last!])
    print(s.unicodeScalars.first! == "a", s.unicodeScalars.first! < "b", Optional(s.unicodeScalars.first!))
    print("  hi there ".trimmingCharacters(in: .whitespaces) + "|", " \\t x \\n".trimmingCharacters(in: .whitespaces) + "|")
    print("a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;")), "a,,b".components(separatedBy: CharacterSet(charactersIn: ",")))
    print("é٣Z".unicodeScalars.map { CharacterSet.letters.contains($0) }, "é٣Z".unicodeScalars.map { CharacterSet.decimalDigits.contains($0) })
    print("e\\u{301}".unicodeScalars.map { CharacterSet.lowercaseLetters.contains($0) }, "naïve".rangeOfCharacter(from: .punctuationCharacters) == nil)
    struct StartsWithRule {
      let characterSet: CharacterSet
      func validate(_ string: String) -> Bool {
        guard let first = string.unicodeScalars.first else { return false }
        return characterSet.contains(first)
      }
    }
    let other = CharacterSet.decimalDigits.inverted
    print("123".rangeOfCharacter(from: other) == nil, "12a".rangeOfCharacter(from: other) == nil)
    print(other.contains("a"), other.contains("7"), other.inverted.contains("7"), "x1y2".components(separatedBy: other))
    print(StartsWithRule(characterSet: .letters).validate("abc"), StartsWithRule(characterSet: .letters).validate("1bc"), StartsWithRule(characterSet: .letters).validate(""))
    """

  @Test func theBooksSetTestsPrintWhatTheCompiledProgramPrints() throws {
    var engine = Engine.after([], in: "validators")
    let printed = engine.printed("swift {\n\(Self.program)\n}")
    #expect(printed.count == 16, "\(printed)")
    #expect(printed.first == "true true")
    #expect(printed.last == "true false false")
    guard let compiled = try Swiftc.output(of: "import Foundation\n" + Self.program) else {
      // Without the toolchain's swiftc the lines above still hold.
      return
    }
    #expect(printed == compiled.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
  }

  /// What the subset does not write as Swift does is refused with the reason, and a set is
  /// asked only about a scalar.
  @Test func whatIsNotModelledIsRefused() {
    var engine = Engine.after([], in: "validators")
    let refused = [
      (
        "print(\"x\".rangeOfCharacter(from: .letters))",
        "printing a Range<String.Index> is not in the Workbench's Swift subset yet"
      ),
      ("print([\"x\".unicodeScalars])", "String.UnicodeScalarView inside a collection"),
      ("print(CharacterSet.letters.contains(\"ab\"))", "CharacterSet's contains(_:) takes a Unicode.Scalar"),
      ("print(CharacterSet.letters.inverted)", "printing a CharacterSet is not in the"),
      (
        "let r = ContainsCharacterStringValidationRule(characterSet: CharacterSet.letters.inverted, description: \"x\", "
          + "type: .onlyContain)",
        "the book's rules take a set, not an inverted one"
      ),
      ("print(CharacterSet.letters.count)", "value of type 'CharacterSet' has no member 'count'"),
      // Foundation prints CoreFoundation's description of a set, which the subset does not write.
      ("print(CharacterSet.letters)", "printing a CharacterSet is not in the"),
      ("print(CharacterSet(charactersIn: \"@\"))", "printing a CharacterSet is not in the"),
      ("print([CharacterSet.decimalDigits])", "printing a CharacterSet is not in the"),
    ]
    for (line, message) in refused {
      #expect(engine.printed("swift { \(line) }").first?.contains(message) == true, "\(line)")
    }
    // A set the chapter made is the chapter's: asking it in another chapter is no member of it.
    var views = Engine.after([], in: "views")
    #expect(views.printed("swift { print(\"ab\".unicodeScalars.count) }") == ["2"])
  }
}
