import Foundation
import Testing

@testable import Lessons
@testable import LiveNetworking

#if canImport(Glibc)
  import Glibc
#endif

/// A real exchange stays open across the learner's lines: each step that reaches the task's
/// next network event lets the embedded server send one more chunk to the real URLSession.
extension LiveNetworkingTests {
  /// What the model says the task has received so far.
  static func received(_ engine: inout Engine, _ task: String) -> Int {
    Int(engine.run("show \(task).countOfBytesReceived").lines.first?.text ?? "") ?? -1
  }

  /// The lines of a step, without the field changes the engine adds after it.
  static func stepLines(_ engine: inout Engine) -> [String] {
    engine.run("step").lines.map(\.text)
  }

  @Test func aLiveExchangeIsSteppedOneChunkAtATime() throws {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked"])
    let resumed = live.run("resume a").lines.map(\.text)
    #expect(resumed.contains { $0.contains("has sent the response head and holds the body") }, "\(resumed)")
    let exchange = try #require(LiveNetworkService.shared.newestExchange)
    // The response head has gone; the body waits for the learner.
    #expect(exchange.bodySent == 0)
    #expect(exchange.isRunning)
    var sent: [Int] = [0]
    for _ in 0..<30 {
      let lines = Self.stepLines(&live)
      guard !lines.isEmpty, !(lines.first?.hasPrefix("error") ?? true) else { break }
      // The server has sent exactly what the model has shown arriving: no chunk ahead of it.
      #expect(exchange.bodySent == Self.received(&live, "a"), "\(lines)")
      if exchange.bodySent != sent.last { sent.append(exchange.bodySent) }
      if live.run("show a.state").lines.first?.text == "completed" { break }
    }
    // One chunk of 250 bytes at a time, each released by a step of its own.
    #expect(sent == [0, 250, 500, 750, 1000])
    #expect(live.run("show a.state").lines.first?.text == "completed")
    var sim = Self.engine(["new session s --delegate on", "new task a = s data /chunked", "resume a"])
    Self.runToEnd(&sim)
    #expect(Self.callbacks(&live, "a") == Self.callbacks(&sim, "a"))
    #expect(Self.callbacks(&live, "a").count == 6)
  }

  /// A live download's delegate handlers are handed the real callbacks' values, as the
  /// simulated ones are: the bytes written and the error's code.
  @Test func aLiveDelegateIsHandedItsValues() {
    let setup = [
      "new session s --delegate on", "new var total 0", "new var failed 1",
      "on s didWriteData { store total sum } --arguments _,sum,_",
      "on s didCompleteWithError { store failed code } --arguments code", "new task d = s download /download/3000",
      "resume d",
    ]
    var live = Self.engine(["mode live"] + setup)
    Self.runToEnd(&live)
    var sim = Self.engine(setup)
    Self.runToEnd(&sim)
    #expect(live.run("show d.state").lines.first?.text == "completed")
    for variable in ["total", "failed"] {
      #expect(live.run("show \(variable)").lines.map(\.text) == sim.run("show \(variable)").lines.map(\.text), "\(variable)")
    }
    #expect(live.run("show total").lines.first?.text == "3000")
  }

  @Test func theHeldServerAnswersOthersMeanwhile() throws {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    let exchange = try #require(LiveNetworkService.shared.newestExchange)
    // A second observer: curl gets the whole of /chunked at once (it is not gated) while a's
    // body is held.
    let port = try #require(LiveNetworkService.shared.port)
    let whole = try Self.curl(["-o", "/dev/null", "-w", "%{size_download}", "http://127.0.0.1:\(port)/chunked"])
    #expect(whole.hasSuffix("1000"))
    #expect(exchange.bodySent == 0)
    _ = live.run("step 4")
    #expect(exchange.bodySent == 250)
  }

  @Test func backThenForwardReplaysWithoutTheNetwork() throws {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    let exchange = try #require(LiveNetworkService.shared.newestExchange)
    let first = (0..<6).map { _ in Self.stepLines(&live) }
    let sentBefore = exchange.bodySent
    #expect(sentBefore == 500)
    _ = live.run("back 3")
    #expect(Self.received(&live, "a") == 0)
    let again = (0..<3).map { _ in Self.stepLines(&live) }
    // The same steps, the same record: the server let nothing more go.
    #expect(Array(first.suffix(3)) == again)
    #expect(exchange.bodySent == sentBefore)
    // Going on past where the real exchange was lets the next chunk go, once.
    Self.runToEnd(&live)
    #expect(exchange.bodySent == 1000)
    #expect(live.run("show a.state").lines.first?.text == "completed")
  }

  @Test func aSavedLiveSessionReplaysWithTheServerStopped() {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s download /image", "resume a"])
    _ = live.run("step 5")
    _ = live.run("run")
    let saved = live.savedSession
    let ticks = saved.split(separator: "\n").filter { $0.contains("# recorded networking tick: ") }
    #expect(ticks.count == 4, "one live tick a chunk of /image")
    LiveNetworkService.shared.stop()
    var replay = Engine(catalog: .shipped, active: "networking")
    let prompt = "networking> "
    for line in saved.split(separator: "\n") where line.hasPrefix(prompt) {
      _ = replay.run(String(line.dropFirst(prompt.count)))
    }
    #expect(replay.savedSession == saved)
    #expect(LiveNetworkService.shared.port == nil)
    #expect(replay.run("show a.state").lines.first?.text == "completed")
  }

  @Test func cancelMidExchangeCancelsTheRealTask() throws {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    let exchange = try #require(LiveNetworkService.shared.newestExchange)
    _ = live.run("step 4")
    #expect(exchange.bodySent == 250)
    let cancelled = live.run("cancel a").lines.map(\.text)
    #expect(cancelled.first == "a: running → canceling", "\(cancelled)")
    #expect(cancelled.contains { $0.hasPrefix("live: the real task is cancelled") }, "\(cancelled)")
    #expect(!exchange.isRunning || exchange.bodySent == 250)
    Self.runToEnd(&live)
    let events = live.run("events a --list").lines.map(\.text)
    #expect(events.last?.hasSuffix("didCompleteWithError(error -999 (cancelled))") ?? false, "\(events)")
    #expect(live.run("show a.state").lines.first?.text == "completed")
    #expect(exchange.bodySent == 250)
    // Back and cancel again: the real task was cancelled once; the record says the same.
    _ = live.run("back")
    _ = live.run("back")
    #expect(live.run("cancel a").lines.map(\.text) == cancelled)
  }

  @Test func modeSimAndServerStopLeaveNoDriverRunning() throws {
    var live = Self.engine([
      "mode live", "new session s --delegate on", "new task a = s data /chunked", "new task b = s download /image",
      "resume a", "resume b",
    ])
    #expect(LiveNetworkService.shared.runningDrivers == 2)
    let driver = try #require(LiveNetworkService.shared.newestExchange?.driverID)
    let switched = live.run("mode sim").lines.map(\.text)
    #expect(switched.contains("a's real exchange is closed: its next network event ends it with an error"))
    #expect(LiveNetworkService.shared.runningDrivers == 0)
    #expect(kill(driver, 0) != 0, "the driver process is gone")
    Self.runToEnd(&live)
    #expect(live.run("show a.error").lines.first?.text == "-1005 (networkConnectionLost)")
    // Server stop does the same.
    var again = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    #expect(LiveNetworkService.shared.runningDrivers == 1)
    _ = again.run("server stop")
    #expect(LiveNetworkService.shared.runningDrivers == 0)
    // Starting the session afresh closes what it left open.
    var fresh = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    #expect(LiveNetworkService.shared.runningDrivers == 1)
    fresh.restart(active: "networking")
    #expect(LiveNetworkService.shared.runningDrivers == 0)
  }

  @Test func aDriverThatDiesEndsTheTaskWithOneError() throws {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    let driver = try #require(LiveNetworkService.shared.newestExchange?.driverID)
    kill(driver, SIGKILL)
    let started = Date()
    Self.runToEnd(&live)
    #expect(Date().timeIntervalSince(started) < 10)
    let lines = live.run("events a --list").lines.map(\.text)
    #expect(lines.last?.hasSuffix("didCompleteWithError(error -1005 (networkConnectionLost))") ?? false, "\(lines)")
    #expect(live.run("show a.state").lines.first?.text == "completed")
  }
}

extension LiveNetworkingTests {
  @Test func ctrlCDuringALiveTickChangesNothingAndReleasesNoChunkTwice() throws {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    let exchange = try #require(LiveNetworkService.shared.newestExchange)
    _ = live.run("step 3")
    let before = live.run("inspect a").lines.map(\.text)
    // The step that reaches the first chunk is interrupted while it waits for the real callbacks.
    let interrupted = live.run("step", interrupted: { true })
    #expect(interrupted.outcome == .failed)
    #expect(interrupted.lines.first?.text.contains("interrupted") ?? false, "\(interrupted.lines.map(\.text))")
    #expect(live.run("inspect a").lines.map(\.text) == before)
    #expect(!live.savedSession.contains("# recorded networking tick: "))
    // The chunk had gone; the next step waits for it again rather than letting a second go.
    _ = live.run("step")
    #expect(exchange.bodySent == 250)
    #expect(Self.received(&live, "a") == 250)
  }
}

extension LiveNetworkingTests {
  /// The server holds the body in real time: a learner who waits longer than the session's
  /// timeoutIntervalForRequest between steps sees the real task time out at the next one.
  @Test func theRealRequestTimeoutCountsWhileTheServerHolds() {
    var live = Self.engine([
      "mode live", "new session s --delegate on --timeout-request 1", "new task a = s data /chunked", "resume a",
    ])
    Thread.sleep(forTimeInterval: 2.5)
    Self.runToEnd(&live)
    let events = live.run("events a --list").lines.map(\.text)
    #expect(events.last?.hasSuffix("didCompleteWithError(error -1001 (timedOut))") ?? false, "\(events)")
    #expect(Self.received(&live, "a") == 0)
  }
}

extension LiveNetworkingTests {
  /// A saved session that stopped mid-exchange replays to the same point; stepping on past the
  /// record, with the real exchange gone, ends the task with an error and says why.
  @Test func steppingPastARecordWhoseExchangeIsGoneEndsTheTask() {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    _ = live.run("step 4")
    let saved = live.savedSession
    LiveNetworkService.shared.stop()
    var replay = Engine(catalog: .shipped, active: "networking")
    let prompt = "networking> "
    for line in saved.split(separator: "\n") where line.hasPrefix(prompt) {
      _ = replay.run(String(line.dropFirst(prompt.count)))
    }
    #expect(Self.received(&replay, "a") == 250)
    let ran = replay.run("run").lines.map(\.text)
    #expect(ran.contains { $0.hasPrefix("  live: the real exchange was closed (the server stopped)") }, "\(ran)")
    #expect(replay.run("show a.error").lines.first?.text == "-1005 (networkConnectionLost)")
    #expect(replay.run("show a.state").lines.first?.text == "completed")
  }
}

extension LiveNetworkingTests {
  /// Back before a resume and resume again: a new real exchange, and the first one's driver,
  /// which no line can reach now, stops.
  @Test func resumingAgainAfterBackClosesTheFirstExchange() throws {
    var live = Self.engine(["mode live", "new session s --delegate on", "new task a = s data /chunked", "resume a"])
    let first = try #require(LiveNetworkService.shared.newestExchange)
    #expect(first.isRunning)
    _ = live.run("back")
    _ = live.run("resume a")
    let second = try #require(LiveNetworkService.shared.newestExchange)
    #expect(second.id != first.id)
    #expect(!first.isRunning)
    #expect(second.isRunning)
    Self.runToEnd(&live)
    #expect(second.bodySent == 1000)
    #expect(first.bodySent == 0)
  }
}

extension LiveNetworkingTests {
  /// A completion handler hears nothing until the end, yet each step still lets one chunk go.
  @Test func aCompletionHandlersExchangeIsSteppedOneChunkAtATimeToo() throws {
    var live = Self.engine(["mode live", "new session s", "new task c = s data /chunked --completion", "resume c"])
    let exchange = try #require(LiveNetworkService.shared.newestExchange)
    var sent: [Int] = []
    for _ in 0..<4 {
      _ = live.run("step")
      sent.append(exchange.bodySent)
    }
    #expect(sent == [0, 250, 500, 750])
    #expect(Self.callbacks(&live, "c").isEmpty)
    Self.runToEnd(&live)
    #expect(exchange.bodySent == 1000)
    let events = live.run("events c --list").lines.map(\.text)
    #expect(events == ["t=0 s [sQueue on w1] c completionHandler(data 1000 bytes, response 200, error nil)"])
  }
}
