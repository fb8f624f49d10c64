import LearnerSwift
import Testing

/// Errors: `throw`, `do`/`catch` with patterns, `try?`, `try!`, `defer`, and an error no one
/// catches stopping the run as Swift does.
@Suite struct SwiftErrorTests {
  static let errors = """
    enum PasswordError: Error {
      case tooShort
      case tooLong(limit: Int)
    }
    func check(_ s: String) throws -> String {
      if s.count < 3 { throw PasswordError.tooShort }
      if s.count > 6 { throw PasswordError.tooLong(limit: 6) }
      return s
    }

    """

  @Test func catchClausesMatchInOrder() throws {
    let output = try SwiftRunner.output(
      Self.errors + """
        for word in ["ab", "abcd", "abcdefgh"] {
          do {
            print("ok", try check(word))
          } catch PasswordError.tooShort {
            print("too short")
          } catch let error as PasswordError {
            print("other", error)
          }
        }
        do { _ = try check("") } catch { print("bare", error) }
        """)
    #expect(output == ["too short", "ok abcd", "other tooLong(limit: 6)", "bare tooShort"])
  }

  @Test func tryQuestionAndTryBang() throws {
    let output = try SwiftRunner.output(
      Self.errors + #"print(try? check("abc") as Any, try? check("a") as Any, try! check("abcd"))"#)
    #expect(output == [#"Optional("abc") nil abcd"#])
    #expect(
      SwiftRunner.error(Self.errors + "print(try! check(\"a\"))")?.description
        == "line 10: Fatal error: 'try!' expression unexpectedly raised an error: main.PasswordError.tooShort")
  }

  @Test func anUncaughtErrorStopsTheRun() {
    let error = SwiftRunner.error(Self.errors + "print(1)\nlet s = try check(\"abcdefghij\")\nprint(2)")
    #expect(error?.description == "line 7: Fatal error: Error raised at top level: main.PasswordError.tooLong(limit: 6)")
  }

  @Test func defersRunLastFirstOnEveryWayOut() throws {
    let output = try SwiftRunner.output(
      Self.errors + """
        func attempt(_ s: String) throws {
          defer { print("first defer") }
          defer { print("second defer") }
          print(try check(s))
        }
        try attempt("abc")
        do { try attempt("a") } catch { print("caught", error) }
        """)
    #expect(output == ["abc", "second defer", "first defer", "second defer", "first defer", "caught tooShort"])
  }
}
