import Foundation
import Testing

@testable import Lessons

/// The networking chapter's callback orders and state transitions in sim mode, line by line.
///
/// The cases are Programming iOS 8's, chapter 24, and The Core iOS Developer's Cookbook's,
/// chapter 13.
@Suite struct NetworkingTests {
  static func session(_ setup: String...) -> Transcript {
    Transcript(in: "networking", of: .shipped, setup: setup)
  }

  /// The callback names a task has had, in order, from `events TASK`.
  static func callbacks(_ t: inout Transcript, _ task: String) -> [String] {
    t.run("events \(task) --list").compactMap { line in
      guard let close = line.range(of: "] \(task) "), let open = line[close.upperBound...].firstIndex(of: "(") else {
        return nil
      }
      return String(line[close.upperBound..<open])
    }
  }

  @Test func aTaskIsBornSuspendedAndDoesNothingUntilResumed() {
    var t = Self.session("new session s --delegate on", "new task a = s data /text")
    #expect(t.value("a.state") == "suspended")
    t.run("step")
    #expect(t.value("a.state") == "suspended")
    #expect(t.value("a.countOfBytesReceived") == "0")
    t.run("resume a")
    #expect(t.value("a.state") == "running")
    #expect(t.outcome("resume a") == .failed)
  }

  @Test func aDataTaskHasResponseThenDataPerChunkThenComplete() {
    var t = Self.session("new session s --delegate on", "route /img --length 1000 --chunks 4", "new task a = s data /img")
    t.run("resume a")
    let run = t.run("run")
    #expect(run.last == "a waits: didReceiveResponse: allow, cancel or download (respond a …)")
    #expect(Self.callbacks(&t, "a") == ["didReceiveResponse"])
    // The delegate answers by calling its completion handler.
    t.run("respond a allow")
    t.run("run")
    #expect(
      Self.callbacks(&t, "a") == ["didReceiveResponse"] + Array(repeating: "didReceiveData", count: 4) + ["didCompleteWithError"])
    #expect(t.value("a.state") == "completed")
    #expect(t.value("a.countOfBytesReceived") == "1000")
    #expect(t.value("a.countOfBytesExpectedToReceive") == "1000")
    // The session let go of it.
    #expect(t.run("tasks s") == ["dataTasks: []", "uploadTasks: []", "downloadTasks: []"])
  }

  @Test func eachNetworkEventAndEachCallbackIsOneStep() {
    var t = Self.session(
      "new session s --delegate on", "route /two --length 10 --chunks 2 --latency 100", "new task a = s data /two")
    t.run("resume a")
    let steps = (0..<4).map { _ in t.run("step").first ?? "" }
    #expect(steps[0].contains("t=0 s network · a connects"), "\(steps)")
    #expect(steps[1].contains("t=0.1 s network · server → a: 200 OK"), "\(steps)")
    #expect(steps[2].contains("[sQueue on w1] a didReceiveResponse(200)"), "\(steps)")
    #expect(t.value("a.waitingFor") == "\"didReceiveResponse: allow, cancel or download\"")
    t.run("respond a allow")
    let next = (0..<2).map { _ in t.run("step").first ?? "" }
    #expect(next[0].contains("t=0.2 s network · server → a: 5 bytes (5 of 10)"), "\(next)")
    #expect(next[1].contains("[sQueue on w1] a didReceiveData(5 bytes)"), "\(next)")
  }

  @Test func aDownloadWritesDataThenHandsOverItsFileWhichVanishesOnReturn() {
    var t = Self.session("new session s --delegate on", "new task d = s download /image")
    t.run("resume d")
    var sawFileDuring = false
    for _ in 0..<40 {
      let step = t.run("step")
      if step.first?.contains("didFinishDownloadingTo") ?? false {
        sawFileDuring = step.contains { $0.contains("exists while the callback runs") }
      }
      if t.value("d.state") == "completed" { break }
    }
    t.run("run")
    #expect(sawFileDuring)
    #expect(
      Self.callbacks(&t, "d")
        == Array(repeating: "didWriteData", count: 4) + ["didFinishDownloadingTo", "didCompleteWithError"])
    // The book's rule, which Linux does not follow: the file is gone once the callback returns.
    #expect(t.value("d.temporaryFile.exists") == "false")
    #expect(t.value("d.temporaryFile.path") == "\"$TMP/sim-1.tmp\"")
  }

  /// `on … --arguments` sets registers to what the method is handed before its block runs:
  /// didWriteData's three numbers, didCompleteWithError's error code (0 for nil).
  @Test func aDelegateMethodsValuesAreItsRegisters() {
    var t = Self.session(
      "route /gone --fail -1004", "new session s --delegate on", "new var total 0", "new var failed 0",
      "on s didWriteData { store total sum } --arguments _,sum,_",
      "on s didCompleteWithError { if code != 0 { store failed code } } --arguments code",
      "new task a = s download /download/3000", "new task b = s download /gone")
    t.run("resume a")
    t.run("resume b")
    t.run("run")
    #expect(t.value("total") == "3000")
    #expect(t.value("failed") == "-1004")
    // Only the methods that are handed values take them, as many as they are handed.
    #expect(t.run("on s didFinishDownloadingTo { log x } --arguments f").first?.contains("hands its block no values") == true)
    #expect(t.run("on s didWriteData { log x } --arguments a").first?.contains("takes didWriteData's 3 registers") == true)
    #expect(t.run("on s didReceiveData { log n } --arguments n").first?.hasPrefix("error") == false)
  }

  @Test func theStateIsAlreadyCompletedInsideDidComplete() {
    var t = Self.session(
      "new session s --delegate on", "new var seen 0", "on s didCompleteWithError { log inside }", "new task a = s download /text"
    )
    t.run("resume a")
    var stateInside = ""
    for _ in 0..<20 {
      let step = t.run("step")
      if step.first?.contains("didCompleteWithError") ?? false {
        stateInside = t.value("a.state")
        break
      }
    }
    #expect(stateInside == "completed")
  }

  @Test func aCompletionHandlerReplacesTheDataCallbacksAndRunsOffMain() {
    var t = Self.session("new session s --delegate on", "new task a = s data /chunked --completion { ui update }")
    t.run("resume a")
    // Touching the interface from the delegate queue's thread is the Main Thread Checker's fault.
    let run = t.engine.run("run")
    #expect(run.outcome == .failed)
    #expect(run.lines.first?.text.contains("w1 B1 on sQueue touches the UI off the main thread") ?? false, "\(run.lines)")
    // Step by step: the seven network events go, then the handler is called on w1 and stops at
    // its ui statement; stepping on fails there, as the Main Thread Checker stops the app.
    t.run("step 7")
    #expect(t.value("a.countOfBytesReceived") == "1000")
    let call = t.run("step")
    #expect(call.first == "tick: t=0 s [sQueue on w1] a completionHandler(data 1000 bytes, response 200, error nil)")
    #expect(call.contains { $0.contains("w1 cannot go on: w1 B1 on sQueue touches the UI off the main thread") }, "\(call)")
    #expect(Self.callbacks(&t, "a") == ["completionHandler"])
    #expect(t.value("a.events.0.thread") == "w1")
    #expect(t.value("a.events.0.queue") == "sQueue")
    // The step that faults fails and changes nothing: the engine puts the state back.
    let before = t.run("inspect w1") + t.run("inspect a") + t.run("log")
    #expect(t.outcome("step") == .failed)
    #expect(t.outcome("run") == .failed)
    #expect(t.run("inspect w1") + t.run("inspect a") + t.run("log") == before)
  }

  @Test func hoppingToMainRunsTheInterfaceUpdateOnMain() {
    var t = Self.session("new session s", "new task a = s data /text --completion { async main { ui update } }")
    t.run("resume a")
    t.run("run")
    #expect(t.run("log").suffix(2) == ["[w1] a completionHandler data 13 bytes response 200 error nil", "[main] ui: update"])
  }

  @Test func a404IsNotAnError() {
    var t = Self.session("new session s", "new task a = s data /status/404 --completion")
    t.run("resume a")
    t.run("run")
    #expect(t.value("a.response.status") == "404")
    #expect(t.value("a.error") == "nil")
    #expect(t.value("a.events.0.detail") == "\"data 9 bytes, response 404, error nil\"")
  }

  @Test func cancelBeforeResumeCompletesWithCancelled() {
    var t = Self.session("new session s --delegate on", "new task a = s data /text")
    #expect(t.run("cancel a").first == "a: suspended → canceling")
    #expect(t.value("a.state") == "canceling")
    t.run("run")
    #expect(Self.callbacks(&t, "a") == ["didCompleteWithError"])
    #expect(t.value("a.error.code") == "-999")
    #expect(t.value("a.state") == "completed")
    #expect(t.outcome("resume a") == .failed)
  }

  @Test func cancelDuringTheTransferStopsTheData() {
    var t = Self.session(
      "new session s --delegate on", "route /big --length 4000 --chunks 4 --latency 100", "new task a = s data /big")
    t.run("resume a")
    t.run("run")
    t.run("respond a allow")
    for _ in 0..<2 { t.run("step") }
    #expect(t.value("a.countOfBytesReceived") == "1000")
    t.run("cancel a")
    t.run("run")
    #expect(Self.callbacks(&t, "a") == ["didReceiveResponse", "didReceiveData", "didCompleteWithError"])
    #expect(t.value("a.countOfBytesReceived") == "1000")
    #expect(t.value("a.error.code") == "-999")
  }

  @Test func theDispositionCancelCancelsAndDownloadTurnsTheTaskIntoADownload() {
    var t = Self.session("new session s --delegate on", "new task a = s data /image", "new task b = s data /image")
    t.run("resume a; resume b")
    t.run("run")
    t.run("respond a cancel")
    t.run("respond b download")
    t.run("run")
    #expect(Self.callbacks(&t, "a") == ["didReceiveResponse", "didCompleteWithError"])
    #expect(t.value("a.error.code") == "-999")
    #expect(Self.callbacks(&t, "b") == ["didReceiveResponse", "didBecomeDownloadTask"])
    #expect(
      Self.callbacks(&t, "b-download")
        == Array(repeating: "didWriteData", count: 4) + ["didFinishDownloadingTo", "didCompleteWithError"])
    #expect(t.value("b-download.taskIdentifier") == "3")
  }

  @Test func aRedirectIsAskedAboutAndFollowedWithTheOriginalRequestKept() {
    var t = Self.session("new session s --delegate on", "new task a = s data /redirect")
    t.run("resume a")
    t.run("run")
    #expect(Self.callbacks(&t, "a") == ["willPerformHTTPRedirection"])
    t.run("respond a allow")
    t.run("run")
    t.run("respond a allow")
    t.run("run")
    #expect(t.value("a.originalRequest") == "\"GET /redirect\"")
    #expect(t.value("a.currentRequest") == "\"GET /text\"")
    #expect(t.value("a.response.status") == "200")
    // Without a delegate the redirect is followed without a question.
    var quiet = Self.session("new session s", "new task a = s data /redirect --completion")
    quiet.run("resume a")
    quiet.run("run")
    #expect(Self.callbacks(&quiet, "a") == ["completionHandler"])
    #expect(quiet.value("a.currentRequest") == "\"GET /text\"")
  }

  @Test func aScriptedResponseCarriesItsRoutesHeadersInTheOrderTheServerSendsThem() {
    var t = Self.session("new session s --delegate on", "route /r --redirect /text --length 20", "new task a = s data /r")
    t.run("resume a")
    t.run("run")
    #expect(t.value("a.response.headers.Content-Length") == "20")
    #expect(t.value("a.response.headers.Location") == "/text")
    // The model keeps a scripted response as its route's numbers and makes its headers when
    // they are read: they are the route's, and the response equals one that keeps them.
    var route = Route(path: "/r")
    (route.status, route.length, route.redirect) = (302, 20, "/text")
    let response = SessionTask.Response(answering: route)
    let sent = route.headers.map { SessionTask.Header(name: $0.name, value: $0.value) }
    #expect(sent.map(\.name) == ["Content-Length", "Content-Type", "Location"])
    #expect(response.headers == sent)
    #expect(response.header("Location") == "/text")
    #expect(response.header("Content-Type") == "text/plain")
    #expect(response == SessionTask.Response(status: 302, headers: sent, expectedLength: 20))
    #expect(response != SessionTask.Response(status: 302, headers: Array(sent.dropLast()), expectedLength: 20))
    #expect(SessionTask.Response(answering: Route(path: "/text")).header("Location") == nil)
  }

  @Test func aRefusedRedirectIsTheResponseTheDelegateIsAskedAbout() {
    var t = Self.session("new session s --delegate on", "route /r --redirect /text --length 20", "new task a = s data /r")
    t.run("resume a")
    t.run("run")
    t.run("respond a cancel")
    t.run("run")
    // The 3xx is the answer now: didReceiveResponse comes before any of its body.
    #expect(Self.callbacks(&t, "a") == ["willPerformHTTPRedirection", "didReceiveResponse"])
    t.run("respond a allow")
    t.run("run")
    #expect(
      Self.callbacks(&t, "a") == ["willPerformHTTPRedirection", "didReceiveResponse", "didReceiveData", "didCompleteWithError"])
    #expect(t.value("a.response.status") == "302")
    #expect(t.value("a.currentRequest") == "\"GET /r\"")
  }

  @Test func aHangTimesOutAfterTheRequestTimeoutOnTheVirtualClock() {
    var t = Self.session("new session s --delegate on --timeout-request 5", "new task a = s data /hang")
    t.run("resume a")
    t.run("run")
    #expect(t.value("a.error.code") == "-1001")
    #expect(t.value("a.events.0.time") == "5")
    // A slow route with a gap longer than the request timeout times out too.
    var slow = Self.session(
      "new session s --timeout-request 1", "route /trickle --chunks 2 --latency 1500", "new task a = s data /trickle --completion"
    )
    slow.run("resume a")
    slow.run("run")
    #expect(slow.value("a.error.code") == "-1001")
    #expect(slow.value("a.events.0.time") == "1")
  }

  @Test func aRefusedConnectionFailsWithItsCode() {
    var t = Self.session("new session s", "route /down --fail -1004 --latency 20", "new task a = s data /down --completion")
    t.run("resume a")
    t.run("run")
    #expect(t.value("a.error.code") == "-1004")
    #expect(t.value("a.response") == "nil")
    #expect(t.value("a.events.0.detail") == "\"data nil, response nil, error -1004 (cannotConnectToHost)\"")
  }

  @Test func finishTasksAndInvalidateWaitsForTheTasksThenLetsGoOfTheDelegate() {
    var t = Self.session("new session s --delegate on", "new task a = s download /text")
    t.run("resume a")
    t.run("invalidate s finish")
    #expect(t.outcome("new task b = s data /text") == .failed)
    #expect(t.value("s.delegateRetained") == "true")
    t.run("run")
    #expect(Self.callbacks(&t, "a") == ["didWriteData", "didFinishDownloadingTo", "didCompleteWithError"])
    let order = t.run("events s --list").map { $0.components(separatedBy: "] ").last ?? "" }
    #expect(order.last == "s didBecomeInvalidWithError(error nil)")
    #expect(t.value("s.delegateRetained") == "false")
    #expect(t.value("s.invalidated") == "true")
  }

  @Test func invalidateAndCancelCancelsEveryTask() {
    var t = Self.session("new session s --delegate on", "new task a = s data /slow", "new task b = s data /text")
    t.run("resume a")
    t.run("invalidate s cancel")
    t.run("run")
    #expect(Self.callbacks(&t, "a") == ["didCompleteWithError"])
    #expect(Self.callbacks(&t, "b") == ["didCompleteWithError"])
    #expect(t.value("b.error.code") == "-999")
    #expect(t.value("s.invalidated") == "true")
  }

  @Test func aMainQueueDelegateWaitsForABlockedMainThread() {
    var t = Self.session(
      "new session m --delegate on --queue main", "new semaphore done 0", "on m didCompleteWithError { signal done }",
      "new task a = m data /text")
    t.run("resume a")
    let wait = t.run("wait done")
    // The network will still deliver: not yet a deadlock.
    #expect(!wait.contains { $0.contains("DEADLOCK") }, "\(wait)")
    let run = t.run("run")
    #expect(run.contains { $0.contains("waits on the main queue, and main is blocked") }, "\(run)")
    #expect(Self.callbacks(&t, "a").isEmpty)
    // The same on a private queue: the callback signals, and main goes on.
    var free = Self.session(
      "new session s --delegate on", "new semaphore done 0", "on s didReceiveResponse { signal done }",
      "new task a = s data /text")
    free.run("resume a")
    free.run("wait done")
    free.run("run")
    #expect(Self.callbacks(&free, "a") == ["didReceiveResponse"])
    #expect(free.value("done") == "semaphore done, value 0")
    #expect(free.value("main.state") != "\"blocked: main waits on done (value 0)\"")
  }

  @Test func suspendHoldsTheTransferAndResumeGoesOn() {
    var t = Self.session("new session s", "route /s --length 10 --chunks 2 --latency 100", "new task a = s data /s --completion")
    t.run("resume a")
    t.run("step")
    t.run("suspend a")
    #expect(t.value("a.state") == "suspended")
    #expect(t.run("run").contains("a is suspended mid-transfer: resume a"))
    t.run("resume a")
    t.run("run")
    #expect(t.value("a.state") == "completed")
    #expect(t.value("a.countOfBytesReceived") == "10")
  }

  @Test func badInputIsOneErrorAndChangesNothing() {
    var t = Self.session("new session s --delegate on", "new task a = s data /text")
    for line in [
      "new task b = nope data /text", "new task b = s fetch /text", "new task b = s data text", "new task a = s data /text",
      "resume nope", "respond a allow", "route /x --status 302", "route /x --fail -999", "route nothing",
      "new session 1s", "invalidate nope finish", "on s didNothing { log x }", "on s didReceiveData { nope }",
      "new task b = s data /text --priority 3", "clock 5",
    ] {
      let before = t.run("inspect a")
      let report = t.engine.run(line)
      #expect(report.outcome == .failed, "\(line)")
      #expect(report.lines.count == 1 || report.lines.count == 2, "\(line): \(report.lines.map(\.text))")
      #expect(t.run("inspect a") == before, "\(line)")
    }
    #expect(t.value("s.tasks") == "[a]")
  }

  @Test func backAndReplayRestoreTheExchangeExactly() {
    var t = Self.session("new session s --delegate on", "new task d = s download /image")
    t.run("resume d")
    t.run("step 5")
    let middle = t.run("inspect d")
    t.run("run")
    #expect(t.value("d.state") == "completed")
    t.run("back")
    #expect(t.run("inspect d") == middle)
  }

  @Test func theSequenceDiagramDrawsEachEventBetweenItsLanesInTimeOrder() throws {
    var t = Self.session(
      "new session s --delegate on", "route /two --length 10 --chunks 2 --latency 100", "new task a = s download /two")
    t.run("resume a")
    t.run("run")
    let diagram = t.run("events a")
    #expect(diagram.first?.hasPrefix("          client    session   delegate  server") ?? false, "\(diagram)")
    let rows = Array(diagram.dropFirst())
    #expect(rows.first == "0 s       ●─────────▶         │         │           a: resume")
    #expect(rows.contains("0.1 s     │         ◀───────────────────●           a: 200 OK"))
    #expect(rows.contains("0.2 s     │         │         ■         │           a: didWriteData(5 bytes, 5 of 10) on w1"))
    // Each arrow from the server comes before the callback it queued.
    let server = try #require(rows.firstIndex { $0.hasSuffix("a: 5 of 10 bytes") })
    let queued = try #require(rows.firstIndex { $0.hasSuffix("a: didWriteData queued on sQueue") })
    #expect(server < queued)
    #expect(rows.last?.hasSuffix("a: didCompleteWithError(error nil) on w1") ?? false)
    // The same as a picture that an XML parser reads.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("net-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(t.run("export svg \(file.path) a").first?.hasPrefix("wrote ") ?? false)
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.contains(">a: didWriteData(5 bytes, 5 of 10) on w1</text>"))
    let lint = Process()
    lint.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
    lint.arguments = ["--noout", file.path]
    try lint.run()
    lint.waitUntilExit()
    #expect(lint.terminationStatus == 0)
  }

  @Test func theDownloaderScenarioShowsTheHandlerRunsForA404Too() {
    var t = Self.session()
    let loaded = t.run("scenario downloader")
    #expect(loaded.first?.hasPrefix("scenario downloader: the book's MyDownloader") ?? false)
    #expect(t.value("d.handlerTable") == #"["1: pic", "2: gone"]"#)
    t.run("run")
    #expect(t.value("shown") == "2")
    // The table, not the request, carries each handler; the 404's gets nil.
    let log = t.run("log")
    #expect(
      log.contains("[main] d looks up taskIdentifier 2 and calls the handler of gone with nil since the status is 404 not 200"))
    #expect(log.contains("[main] d looks up taskIdentifier 1 and calls the handler of pic with the file"))
    #expect(t.value("d.handlerTable") == "[]", "each entry goes when its task completes")
    #expect(t.value("d.delegate") == "d", "the downloader is the session's delegate")
    #expect(t.value("gone.response.status") == "404")
    #expect(t.value("pic.events.0.thread") == "main")
    // Loading again starts afresh.
    t.run("scenario downloader")
    #expect(t.value("shown") == "0")
  }

  @Test func aDownloaderRefusesWhatIsNotItsOwn() {
    var t = Self.session("new session plain --delegate on", "new downloader d --queue private")
    #expect(t.value("d.delegateQueue") == "dQueue")
    #expect(t.outcome("download x = plain /text") == .failed)
    #expect(t.outcome("on d didFinishDownloadingTo { incr n }") == .failed)
    #expect(t.outcome("download x = d /text { nonsense here }") == .failed)
    #expect(t.outcome("show x") == .failed, "a refused download made no task")
    #expect(t.outcome("download x = d /text") == .ok)
    #expect(t.value("x.state") == "running", "download resumes the task it returns")
  }

  @Test func scrollingARowOffCancelsItsRunningDownload() {
    var t = Self.session("scenario table-images")
    #expect(t.value("row1.task") == "row1_1")
    t.run("step 6")
    #expect(t.value("row1_1.state") == "running")
    #expect(t.run("scroll off row1").first == "row1 is off screen and row1_1 is running: cancel it, and m.task = nil")
    #expect(t.value("row1.task") == "nil")
    t.run("run")
    #expect(t.value("row1_1.error.code") == "-999")
    #expect(t.value("row0.im") == "true")
    #expect(t.value("row0.task") == "nil", "the handler clears m.task")
    #expect(t.value("row1.im") == "false")
    #expect(t.run("log").filter { $0.hasPrefix("[main] ui: reload-") } == ["[main] ui: reload-row0", "[main] ui: reload-row2"])
    // Back on screen: row1 downloads again, row0 shows what it has.
    #expect(t.run("scroll on row0").first == "row0 is on screen and shows its picture (m.im)")
    t.run("scroll on row1")
    #expect(t.value("row1.task") == "row1_2")
    #expect(t.run("scroll on row1").first == "row1 is on screen; m.task is row1_2, so no second download starts")
    t.run("run")
    #expect(t.value("row1.im") == "true")
    #expect(t.value("row0.downloads") == "1")
  }

  /// A completed task is not cancelled by scrolling off, and a row whose download failed tries
  /// again only when it comes back on screen.
  @Test func aFailedRowTriesAgainOnlyWhenItComesBack() {
    var t = Self.session("new downloader d", "route /row --status 500 --length 10", "table d /row 2", "scroll on row0")
    t.run("run")
    #expect(t.run("log").contains("[main] the handler of row0_1 gets nil and returns"))
    #expect(t.value("row0.im") == "false")
    #expect(t.value("row0.task") == "nil")
    t.run("route /row --length 10")
    t.run("run")
    #expect(t.value("row0.downloads") == "1", "on screen all along, it does not try again")
    t.run("scroll off row0")
    t.run("scroll on row0")
    t.run("run")
    #expect(t.value("row0.downloads") == "2")
    #expect(t.value("row0.im") == "true")
    // A transport failure never calls the handler, so m.task keeps the completed task: scrolling
    // off leaves it, and the row never tries again.
    t.run("route /row --fail -1004")
    t.run("scroll on row1")
    t.run("run")
    #expect(t.value("row1_1.error.code") == "-1004")
    #expect(t.run("scroll off row1").first == "row1 is off screen; row1_1 is completed, not running: the book's code leaves it")
    #expect(t.run("scroll on row1").first == "row1 is on screen; m.task is row1_1 (completed), so no second download starts")
    #expect(t.outcome("scroll on row7") == .failed)
    #expect(t.outcome("table d /row 2") == .failed, "one table")
  }

  @Test func threadingsScenariosWouldTakeTheQueuesAwayAndAreRefused() {
    var t = Self.session("new session s", "new var c 4")
    #expect(t.outcome("load race-counter") == .failed)
    #expect(t.value("s.delegateQueue") == "sQueue")
    #expect(t.run("load r c") == ["main: load r c (r = 4)"])
  }

  @Test func aReachabilityWatcherIsCalledOnMainOncePerKindOfChange() {
    var t = Self.session("scenario reachability")
    #expect(t.value("reachability.networkAvailable") == "true")
    let change = t.run("reachability flags reachable,isWWAN")
    #expect(change.filter { $0.contains("queued on main") }.count == 2, "\(change)")
    t.run("run")
    #expect(t.run("log").suffix(2) == ["[main] reachability wifi down", "[main] reachability cell up"])
    t.run("reachability flags reachable,connectionRequired")
    #expect(t.value("reachability.networkAvailable") == "false")
    // The same flags again: no kind of change, no callback.
    #expect(t.run("reachability flags reachable,connectionRequired").last == "no kind of change: the watcher is not called")
    #expect(t.outcome("reachability flags reachable,wifi") == .failed)
    #expect(t.outcome("reachability watch") == .failed)
  }

  @Test func aSuspendedAppIsWokenToHearOfItsBackgroundDownload() {
    var t = Self.session("scenario background")
    t.run("step 3")
    t.run("app background")
    t.run("run")
    let order = t.run("events bg --list").map { $0.components(separatedBy: "] ").last ?? "" }
    #expect(
      order == [
        "movie didWriteData(1000 bytes, 1000 of 5000)", "bg handleEventsForBackgroundURLSession(com.example.bg)",
        "movie didWriteData(1000 bytes, 2000 of 5000)", "movie didWriteData(1000 bytes, 3000 of 5000)",
        "movie didWriteData(1000 bytes, 4000 of 5000)", "movie didWriteData(1000 bytes, 5000 of 5000)",
        "movie didFinishDownloadingTo($TMP/sim-1.tmp)", "movie didCompleteWithError(error nil)", "bg urlSessionDidFinishEvents()",
      ], "\(order)")
    // The app delegate's method runs on main; the transfer went on while the app was suspended.
    #expect(t.value("bg.events.0.thread") == "main")
    #expect(t.value("movie.state") == "completed")
  }

  /// A background session's messages held while the app was suspended reach their handlers
  /// with the values they were called with, as they arrive later.
  @Test func heldMessagesKeepTheirValues() {
    var t = Self.session(
      "scenario background", "new var total 0", "new var failed 1",
      "on bg didWriteData { store total sum } --arguments _,sum,_",
      "on bg didCompleteWithError { store failed code } --arguments code")
    t.run("step 3")
    t.run("app background")
    t.run("run")
    #expect(t.value("total") == "5000")
    #expect(t.value("failed") == "0")
  }

  @Test func anAppKilledFromTheSwitcherLosesItsDownloads() {
    var t = Self.session("scenario background")
    t.run("step 3")
    t.run("app background")
    t.run("app kill")
    t.run("run")
    #expect(t.value("movie.state") == "completed")
    #expect(t.value("movie.error.code") == "-999")
    #expect(Self.callbacks(&t, "movie") == ["didWriteData"])
    #expect(t.outcome("app foreground") == .failed)
  }

  @Test func aSuspendedAppsOrdinaryTasksWaitForItToComeBack() {
    var t = Self.session("new session s --delegate on", "new task a = s download /image")
    t.run("resume a")
    t.run("step 2")
    t.run("app background")
    t.run("run")
    #expect(t.value("a.state") == "running")
    t.run("app foreground")
    t.run("run")
    #expect(t.value("a.state") == "completed")
  }

  /// The book's third ending: the system terminated the app; its background download goes on,
  /// the system launches it in the background when it is done, and the messages arrive only
  /// once the app has made a session with the same identifier.
  @Test func aTerminatedAppIsLaunchedAndHearsOnceItRemakesTheSession() {
    var t = Self.session("scenario background", "new session plain --delegate on", "new task other = plain data /text")
    t.run("resume other")
    #expect(t.outcome("app terminate") == .failed, "only a suspended app is terminated")
    t.run("app background")
    let terminated = t.run("app terminate")
    #expect(terminated.contains("bg is gone with the app; the system goes on with movie under identifier com.example.bg"))
    #expect(t.value("bg.goneWithTheApp") == "true")
    #expect(t.value("bg.delegateRetained") == "false")
    // The ordinary session's task died with the process; the background one goes on.
    #expect(t.value("other.state") == "completed")
    #expect(t.value("other.error.code") == "-999")
    let run = t.run("run")
    #expect(run.contains { $0.contains("the system launches the app in the background (it was not running)") })
    #expect(run.contains { $0.contains("the messages wait for a session with identifier com.example.bg") })
    #expect(t.value("movie.state") == "running", "no delegate has heard of the end yet")
    #expect(Self.callbacks(&t, "movie").isEmpty)
    #expect(t.outcome("new session again --config background com.example.other --delegate on") == .ok)
    #expect(t.value("movie.session") == "bg", "another identifier takes nothing over")
    let remade = t.run("new session bg2 --config background com.example.bg --delegate on")
    #expect(remade.contains { $0.hasPrefix("bg2 has identifier com.example.bg: it takes over the transfers of bg") })
    #expect(t.value("movie.session") == "bg2")
    t.run("run")
    #expect(
      Self.callbacks(&t, "movie") == Array(repeating: "didWriteData", count: 5) + [
        "didFinishDownloadingTo", "didCompleteWithError",
      ])
    #expect(t.value("movie.state") == "completed")
    #expect(t.value("movie.countOfBytesReceived") == "5000")
    #expect(t.outcome("show bg") == .failed, "the dead session object is gone")
    let finished = t.run("events --list")
    #expect(finished.last { $0.contains("urlSessionDidFinishEvents") } != nil)
  }

  /// Launched by the user while its background transfer still runs, the app remakes the session
  /// and hears of the rest as it comes, in front.
  @Test func aRelaunchedAppRemakingItsSessionHearsTheRestInFront() {
    var t = Self.session("scenario background")
    t.run("step 3")
    t.run("app background")
    #expect(t.outcome("app terminate") == .failed, "a callback is running: the app is not idle")
    t.run("step")
    #expect(t.outcome("app terminate") == .ok)
    #expect(t.outcome("new session s2 --delegate on") == .failed, "an app not running makes nothing")
    t.run("step 2")
    t.run("app launch")
    #expect(t.outcome("app launch") == .failed)
    t.run("new session bg2 --config background com.example.bg --delegate on")
    t.run("run")
    let heard = Self.callbacks(&t, "movie")
    #expect(heard.last == "didCompleteWithError")
    #expect(heard.filter { $0 == "didWriteData" }.count == 5, "the messages held while it was not running come too")
    #expect(t.value("movie.state") == "completed")
  }
}
