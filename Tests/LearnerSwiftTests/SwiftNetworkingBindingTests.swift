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

  /// The handler's data, response and error reach the block as the book's handler reads them.
  ///
  /// The error first, then the status (a 404 is not an error), then the data. Each is a
  /// register the chapter sets as the block starts, so the commands with `--arguments` make
  /// the same task and the same run.
  /// A session after a task on `path` (`/gone` fails to connect) has run to its end with
  /// `handler`, the variables it sets declared first.
  func fetched(_ path: String, by handler: String, declaring variables: [String]) -> Engine {
    let declared = variables.map { "var " + $0 }.joined(separator: "\n")
    return engine([
      "route /gone --fail -1004",
      """
      swift {
      \(declared)
      let t = URLSession.shared.dataTask(with: URL(string: "https://example.com\(path)")!) \(handler)
      t.resume()
      }
      """, "run",
    ])
  }

  /// The shared session is never invalidated (Apple's documented URLSession API): asking does
  /// nothing, and it makes tasks after.
  @Test func theSharedSessionIsNeverInvalidated() {
    var swift = engine([])
    let said = swift.printed(
      "swift { URLSession.shared.invalidateAndCancel(); URLSession.shared.finishTasksAndInvalidate(); "
        + "let t9 = URLSession.shared.dataTask(with: URL(string: \"http://x/text\")!); t9.resume() }")
    #expect(said == [])
    #expect(swift.printed("show t9.state") == ["running"])
  }

  /// `URLRequest(url:)` is a GET request of its URL (Apple's documented API): a task made with
  /// it is the task made with its URL, and its properties answer as Foundation's do.
  @Test func aRequestsTaskIsItsURLsTask() {
    var swift = engine([])
    let said = swift.printed(
      "swift { let r = URLRequest(url: URL(string: \"http://x/json\")!); print(r, r.url!.path, r.httpMethod ?? \"-\", "
        + "r.timeoutInterval); let t = URLSession.shared.dataTask(with: r); t.resume() }")
    #expect(said == ["http://x/json /json GET 60.0"], "\(said)")
    var commands = engine(["new session shared", "new task t = shared data /json", "resume t"])
    _ = swift.printed("run")
    _ = commands.printed("run")
    #expect(swift.printed("inspect t --json") == commands.printed("inspect t --json"))
    let refused = swift.printed("swift { var q = URLRequest(url: URL(string: \"/text\")!); q.httpMethod = \"POST\" }")
    #expect(refused.first?.contains("a GET request of its URL") == true, "\(refused)")
  }

  @Test func aCompletionHandlerReadsItsDataResponseAndError() {
    let handler = """
      { data, response, error in
          if error != nil { failed = 1 }
          if let http = response as? HTTPURLResponse, http.statusCode == 200 { ok = 1 }
          if let data = data { bytes = data.count }
        }
      """
    for (path, outcome) in [("/json", "0 1 25"), ("/status/404", "0 0 9"), ("/gone", "1 0 -1")] {
      var swift = fetched(path, by: handler, declaring: ["failed = 0", "ok = 0", "bytes = -1"])
      var commands = engine([
        "route /gone --fail -1004", "new session shared", "new var failed 0", "new var ok 0", "new var bytes -1",
        "new task t = shared data \(path) --completion { if error != 0 { store failed 1 }; if response != 0 { if "
          + "response == 200 { store ok 1 } }; if data != -1 { store bytes data } } --arguments data,response,error",
        "resume t", "run",
      ])
      #expect(swift.printed("swift { print(failed, ok, bytes) }") == [outcome], "\(path)")
      for query in ["inspect t --json", "events t --list", "show failed", "show ok", "show bytes"] {
        #expect(swift.printed(query) == commands.printed(query), "\(path): \(query)")
      }
    }
  }

  /// A handler that leaves early, as the book's do (`guard … else { return }`), runs the rest
  /// only when it stays: the exit is branches of the chapter's block, one of which runs.
  @Test func aHandlerReturnsEarlyAsSwiftDoes() {
    let handler = """
      { data, response, error in
          defer { done += 1 }
          if error != nil {
            failed = 1
            return
          }
          guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            bad = 1
            return
          }
          guard let data = data else { return }
          bytes = data.count
        }
      """
    for (path, outcome) in [("/json", "0 0 25 1"), ("/status/404", "0 1 -1 1"), ("/gone", "1 0 -1 1")] {
      var swift = fetched(path, by: handler, declaring: ["failed = 0", "bad = 0", "bytes = -1", "done = 0"])
      #expect(swift.printed("swift { print(failed, bad, bytes, done) }") == [outcome], "\(path)")
    }
  }

  /// A delegate of the learner's class, written with Apple's signatures, is handed what its
  /// methods are called with (the bytes written, the error) and keeps its count in its own
  /// properties, which are the model's variables.
  @Test func aDelegateIsHandedItsValuesAndKeepsItsOwnCount() {
    let downloader = """
      swift {
        class Downloader: NSObject, URLSessionDownloadDelegate {
          var finished = 0
          var written: Int64 = 0
          var failed = 0
          func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
            finished += 1
          }
          func urlSession(
            _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
            totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
          ) {
            written = totalBytesWritten
            print("wrote", bytesWritten, "of", totalBytesExpectedToWrite)
          }
          func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            guard error == nil else {
              failed += 1
              return
            }
            print("complete")
          }
        }
        let d = Downloader()
        let session = URLSession(configuration: .default, delegate: d, delegateQueue: nil)
      }
      """
    for (path, outcome, log) in [
      ("/download/3000", "1 3000 0", ["wrote 1000 of 3000", "wrote 1000 of 3000", "wrote 1000 of 3000", "complete"]),
      ("/gone", "0 0 1", []),
    ] {
      var swift = engine([
        "route /gone --fail -1004", downloader,
        "swift { session.downloadTask(with: URL(string: \"\(path)\")!).resume() }", "run",
      ])
      #expect(swift.printed("swift { print(d.finished, d.written, d.failed) }") == [outcome], "\(path)")
      // The log's own lines, the framework's calls of the delegate aside.
      let logged = swift.printed("log").map { String($0.drop { $0 != " " }.dropFirst()) }
      #expect(logged.filter { !$0.hasPrefix("task1 ") } == log, "\(path)")
    }
  }

  /// A value the model holds no number for, or one used before it is unwrapped, is refused.
  @Test func aHandlersValueUsedAsTheModelCannotIsRefused() {
    for (closure, refusal) in [
      ("{ data, response, error in n = data }", "'data' is an optional: unwrap it first"),
      ("{ data, response, error in if let d = data { n = d } }", "its number here is d.count"),
      ("{ data, response, error in if let e = error { n = e.code } }", "the model holds no number for 'e'"),
      ("{ data, response, error in if let r = response { n = 1 } }", "is unwrapped as the frameworks type it"),
      (
        "{ data, response, error in n = data.count }",
        "value of optional type 'Data?' must be unwrapped to refer to member 'count' of wrapped base type 'Data'"
      ),
      ("{ data, response, error in n = data!.count }", "'!' on a value the closure is handed is not modelled"),
      (
        "{ data, response, error in if (response as? HTTPURLResponse)?.statusCode == 0 { n = 1 } }",
        "an optional's number is compared here only with == or != and a number"
      ),
      ("{ data, response, error in n = (response as? HTTPURLResponse)?.statusCode }", "this is an optional Int"),
      // A return the model cannot lower: inside a loop, or after the exit changes what it tests.
      (
        "{ data, response, error in var k = 0\nfor _ in 0..<2 { if k == 0 { return } } }",
        "'return': a return statement cannot run"
      ),
      (
        "{ data, response, error in var k = 0\nguard k == 0 else { k = 1\nreturn }\nn = 1 }",
        "the exit's own code changes 'k', which its condition tests"
      ),
      (
        "{ data, response, error in if let data = data, data.count > 3 {\nn = 1\nreturn\n}\nn = 2 }",
        "an if of several conditions that returns early is written here as a guard of the opposite"
      ),
      (
        "{ data, response, error in var k = 0\nguard k == 0 else { fatalError(\"no\") }\nn = 2 }",
        "a guard's else ends with return here"
      ),
    ] {
      var swift = engine([])
      let printed = swift.printed(
        "swift { var n = 0\nlet t = URLSession.shared.dataTask(with: URL(string: \"/text\")!) \(closure) }")
      #expect(printed.first?.contains(refusal) == true, "\(closure): \(printed)")
    }
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

  static let delegate = """
    swift {
      var pieces = 0
      var done = 0
      class Delegate: NSObject, URLSessionDataDelegate {
        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
          pieces += 1
        }
        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
          DispatchQueue.main.async { done = 1 }
        }
        func describe() { print("pieces \\(pieces)") }
      }
      let s = URLSession(configuration: .default, delegate: Delegate(), delegateQueue: nil)
      let t = s.dataTask(with: URL(string: "/chunked")!)
      t.resume()
    }
    """

  /// A delegate of the learner's class: each delegate method the chapter calls is an `on` block.
  ///
  /// Each is lowered as a closure sent to a queue is; a method the chapter never calls may hold
  /// anything. The disposition is the learner's to answer, as for every session with a delegate.
  @Test func aDelegateOfTheLearnersIsTheSessionsOnBlocks() {
    var swift = engine([Self.delegate, "run", "respond t allow", "run"])
    var commands = engine([
      "new session s --delegate on", "new var done 0", "new var pieces 0",
      "on s didCompleteWithError { async main { store done 1 } }",
      "on s didReceiveData { incr pieces }", "new task t = s data /chunked", "resume t", "run", "respond t allow", "run",
    ])
    for query in ["inspect t --json", "inspect s --json", "show pieces", "show done"] {
      #expect(swift.printed(query) == commands.printed(query), "\(query)")
    }
    #expect(swift.printed("swift { print(pieces, done) }") == ["4 1"])
  }

  /// A question's method ends by calling its completion handler: the chapter answers with
  /// it as the method returns, so the run does not stop for `respond`; the same session made
  /// by commands answers with `on … --answer`.
  @Test func aDelegateThatAnswersItsQuestionsInSwift() {
    let source = """
      swift {
        var pieces = 0
        class Delegate: NSObject, URLSessionDataDelegate {
          func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
            print("asked")
            completionHandler(.allow)
          }
          func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) { pieces += 1 }
        }
        let s = URLSession(configuration: .default, delegate: Delegate(), delegateQueue: nil)
        let t = s.dataTask(with: URL(string: "/chunked")!)
        t.resume()
      }
      """
    var swift = engine([source, "run"])
    var commands = engine([
      "new session s --delegate on", "new var pieces 0", "on s didReceiveResponse { log asked } --answer allow",
      "on s didReceiveData { incr pieces }", "new task t = s data /chunked", "resume t", "run",
    ])
    for query in ["inspect t --json", "inspect s --json", "show pieces", "events t"] {
      #expect(swift.printed(query) == commands.printed(query), "\(query)")
    }
    #expect(swift.printed("show t.state") == ["completed"])
    #expect(swift.printed("swift { print(pieces) }") == ["4"])
    // Without the answer in code, the same run stops for respond: the answer is what moved it.
    var asks = engine([Self.delegate, "run"])
    #expect(asks.printed("show t.state") == ["running"])
  }

  /// `.cancel` cancels the task as it returns, and a redirect is followed by handing over the
  /// new request, or refused with nil.
  @Test func theAnswersOfQuestionsInSwift() {
    func run(_ method: String, _ path: String) -> Engine {
      engine([
        """
        swift {
          class D: NSObject, URLSessionDataDelegate {
            \(method)
          }
          let s = URLSession(configuration: .default, delegate: D(), delegateQueue: nil)
          let t = s.dataTask(with: URL(string: "\(path)")!)
          t.resume()
        }
        """, "run",
      ])
    }
    let response = "func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse, "
    var cancelled = run(
      response + "completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) { completionHandler(.cancel) }", "/text")
    #expect(cancelled.printed("show t.error.code") == ["-999"])
    let redirect =
      "func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, "
      + "newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) { completionHandler("
    var followed = run(redirect + "request) }", "/redirect")
    var kept = run(redirect + "nil) }", "/redirect")
    #expect(followed.printed("show t.currentRequest") != kept.printed("show t.currentRequest"))
    #expect(kept.printed("show t.response.status").first?.hasPrefix("3") == true, "\(kept.printed("show t.response.status"))")
    #expect(followed.printed("show t.response.status") == ["200"])
  }

  @Test func aDelegateMethodTheModelCannotRunIsRefused() {
    let head = """
      class D: NSObject, URLSessionDataDelegate {
        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
          completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
      """
    let cases = [
      ("print(\"x\")", "must end by calling its completion handler"),
      ("completionHandler(.allow); print(\"x\")", "is called as the method's last statement"),
      ("completionHandler(.becomeStream)", ".becomeStream is not modelled"),
    ]
    for (body, message) in cases {
      var swift = engine([])
      let printed = swift.printed(
        "swift {\n" + head + body + "}\n}\nlet s = URLSession(configuration: .default, delegate: D(), delegateQueue: nil)\n}")
      #expect(printed.count == 1 && printed[0].contains(message), "\(body): \(printed)")
      #expect(swift.printed("show s").first?.hasPrefix("error:") == true, "\(body)")
    }
    var swift = engine([])
    let reads = swift.printed(
      """
      swift {
        var n = 0
        class E: NSObject, URLSessionDataDelegate {
          func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) { print(data) }
        }
        let s = URLSession(configuration: .default, delegate: E(), delegateQueue: nil)
      }
      """)
    #expect(reads.count == 1 && reads[0].contains("'data' is a value of the frameworks': its number here is data.count"))
    #expect(swift.printed("show s").first?.hasPrefix("error:") == true)
  }

  /// What the model cannot run or does not have is one error line, and nothing is made.
  @Test func refusals() {
    let cases: [(String, String)] = [
      (
        "var n = 0\nlet t = URLSession.shared.dataTask(with: URL(string: \"/text\")!) { data, _, _ in n = data }",
        "'data' is an optional: unwrap it first"
      ),
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

/// A URL made with `URL(string:)` is Foundation's: it prints as its text, and its parts are
/// Foundation's (`host`, `scheme`, `query` and `port` optionals).
@Suite struct SwiftURLTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  @Test func aURLPrintsAsItsTextAndHasFoundationsParts() {
    var engine = Engine.after([], in: "networking")
    #expect(
      engine.printed(
        #"swift { let url = URL(string: "https://example.com:8080/json?q=1")!; print(url); print(url.path, url.host ?? "-", url.scheme!, url.port!, url.query!, url.lastPathComponent, url.absoluteString) }"#
      ) == ["https://example.com:8080/json?q=1", "/json example.com https 8080 q=1 json https://example.com:8080/json?q=1"])
    #expect(
      engine.printed(#"swift { let path = URL(string: "/text")!; print(path, path.host as Any, path.path) }"#) == [
        "/text nil /text"
      ])
    #expect(
      engine.printed(#"swift { let url = URL(string: "/text")!; print(url.hots) }"#).first?.contains(
        "value of type 'URL' has no member 'hots'") == true)
  }
}
