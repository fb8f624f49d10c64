/// Hostile lines of the learner's Swift (issue 20): blocks whose code is damaged, mistyped,
/// refused or trapping, each closed on its line (a block left open would take in the lines after
/// it, as the shell means it to), in whichever chapter is active.
extension LineGenerator {
  /// Words that make Swift code wrong in every way but leave its block closed: no brace, quote
  /// or comment opener.
  static let swiftOddWords = [
    "nan", "1e400", "0x1F", "1_000", "١٢", "99999999999999999999999999", "9223372036854775807", "-9223372036854775808",
    "a..b", "a.", ".a", "a[", "a[-1]", "[1, 2][9]", "(", ")", "]", "zzz.frame", "'", "#", ";", "-0", "+5", ".5", "5.",
    "-", "…", "é", "\u{202E}rtl", "nil!", "Int.max + 1", "1 / 0", "x", "root", "um", "counter", "undo", "self", "super",
    "Frob", "Int??", "let", "var", "func", "return", "throw", "try!", "await", "async", "$0", "_", "@objc", "inout",
  ]

  /// Programs whose shapes the subset reads, each `%` a hole for an odd word.
  static let swiftTemplates = [
    "swift { % }", "swift { let v = % }", "swift { print(%, %) }", "swift { var a = [%, 2 }", "swift { let s: % = 1 }",
    "swift --step { % }", "swift %", "swift { let x: Int = %; print(x) }", "swift { struct S { var x = % }; print(S().y) }",
    "swift { func f() -> Int { f() }; print(f()) }", "swift { print([1, 2, 3].reversed()); % }",
    "swift { let t: Int?? = % }", "swift { var c = 0; for _ in 0..<3 { c += % }; print(c) }",
    "swift { DispatchQueue.global().async { % } }", "swift { enum E { case a }; switch E.a { case _: print(1) } }",
    "swift { class A { var a = % }; let o = A(); o.a = o.a; print(o.a) }", "swift { throw % }",
    "swift { do { try % } catch { print(error) } }", "swift { let d = [\"k\": %]; print(d[\"k\"]!) }",
    "swift { print(\"\\(%)\") }", "swift { guard let v = Int(\"%\") else { fatalError() }; print(v) }",
  ]

  /// One damaged Swift line: a template with odd words in its holes, or brackets nested past
  /// what the parser can read in time.
  mutating func swiftLine() -> [UInt8] {
    if next() % 8 == 0 {
      // Nested brackets: the parser's look-ahead multiplies with each.
      let depth = int(10...40)
      let open = pick(["[", "(", "[(", "([", "{"])
      let close = String(open.reversed().map { $0 == "[" ? "]" : $0 == "(" ? ")" : "}" })
      return Array(
        ("swift { let a = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
          + " }").utf8)
    }
    var line = ""
    for part in pick(Self.swiftTemplates).split(separator: "%", omittingEmptySubsequences: false).enumerated() {
      if part.offset > 0 { line += pick(Self.swiftOddWords) }
      line += part.element
    }
    return Array(line.utf8)
  }
}
