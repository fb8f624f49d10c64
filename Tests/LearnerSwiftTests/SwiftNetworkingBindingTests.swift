import LearnerSwift
import Lessons
import Testing

/// The learner's Swift on the networking chapter's model under Foundation's names: sessions and
/// tasks are the chapter's, and a completion handler is the chapter's `--completion` block, run
/// on the session's delegate queue when the task ends.
@Suite struct SwiftNetworkingBindingTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  func engine(_ lines: [String]) -> Engine { .after(lines, in: "networking") }

  static let fetch = """
    swift {
      var got = 0
      let t = URLSession.shared.dataTask(with: URL(string: "https://example.com/json")!) { data, response, error in
        got = 1
      }
      t.resume()
    }
    """

  @Test func aCompletionHandlerInSwiftIsTheChaptersCompletionBlock() {
    var swift = engine([Self.fetch, "run"])
    var commands = engine([
      "new session shared", "new var got 0", "new task t = shared data /json --completion { store got 1 }", "resume t",
      "run",
    ])
    for query in ["inspect t --json", "events t --list", "show got", "inspect shared --json"] {
      #expect(swift.printed(query) == commands.printed(query), "\(query)")
    }
    #expect(swift.printed("show t.events[0].name") == ["completionHandler"])
    #expect(
      swift.printed("swift { print(got, t.state == .completed, t.countOfBytesReceived, t.taskIdentifier) }") == [
        "1 true 25 1"
      ])
  }

  /// A task is born suspended: nothing happens until `resume()`.
  @Test func aTaskIsBornSuspended() {
    var swift = engine([
      """
      swift {
        let session = URLSession(configuration: .ephemeral)
        let t = session.dataTask(with: URL(string: "/text")!)
        print(t.state == .suspended)
      }
      """
    ])
    #expect(swift.printed("run") == ["nothing to run"])
    #expect(swift.printed("show session.configuration").first?.contains("ephemeral") == true)
    #expect(swift.printed("swift { t.resume(); print(t.state == .running) }") == ["true"])
  }

  /// The download's completion handler hops to the main queue, as the book's handlers must
  /// before they touch the interface.
  @Test func theHopToMainInSwift() {
    var swift = engine([
      """
      swift {
        let d = URLSession.shared.downloadTask(with: URL(string: "/image")!) { _, _, _ in
          DispatchQueue.main.async { print("shown") }
        }
        d.resume()
      }
      """
    ])
    let ran = swift.printed("run")
    #expect(ran.contains("main B2 on main: log shown"), "\(ran)")
    #expect(ran.contains { $0.contains("d completionHandler(location") })
  }

  /// What the model cannot run or does not have is one error line, and nothing is made.
  @Test func refusals() {
    let cases: [(String, String)] = [
      (
        "let t = URLSession.shared.dataTask(with: URL(string: \"/text\")!) { data, _, _ in if data == nil { print(\"x\") } }",
        "'data' is the closure's argument"
      ),
      ("let s = URLSession(configuration: .default, delegate: nil, delegateQueue: nil)", "a delegate of your own"),
      ("let t = URLSession.shared.uploadTask(with: URL(string: \"/text\")!)", "has no member 'uploadTask'"),
      ("let t = URLSession.shared.dataTask(with: \"/text\")", "takes a URL"),
    ]
    for (code, message) in cases {
      var swift = engine([])
      let printed = swift.printed("swift { \(code) }")
      #expect(printed.count == 1 && printed[0].contains(message), "\(code): \(printed)")
      #expect(swift.printed("show t").first?.hasPrefix("error:") == true, "\(code)")
    }
  }
}
