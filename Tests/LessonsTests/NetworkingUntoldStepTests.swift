import Testing

@testable import Lessons

/// A networking step nobody reads: it does and records what a told one does, without the words.
@Suite struct NetworkingUntoldStepTests {
  /// Steps `world` to its end, told or not, answering each question (told or not too) and
  /// resuming the next task when one completes, from the step's outcome.
  static func drive(_ world: inout NetworkWorld, narrating: Bool) -> (steps: Int, asked: [String], completed: [String]) {
    var asked: [String] = []
    var completed: [String] = []
    var steps = 0
    var next = 6
    while let note = try? Networking.step(&world, narrating: narrating) {
      steps += 1
      #expect(narrating ? !note.text.isEmpty : note.text.isEmpty && note.details.isEmpty)
      let outcome = world.outcome.value
      asked += outcome.asked.map { world.tasks[slot: $0].name }
      completed += outcome.completed.map { world.tasks[slot: $0].name }
      world.narrates.value = narrating
      for slot in outcome.asked {
        let lines = try? world.respond(slot: slot, "allow")
        #expect(lines?.isEmpty == !narrating)
      }
      world.narrates.value = true
      for _ in outcome.completed where next < world.taskOrder.count {
        _ = try? world.resume(world.taskOrder[next])
        next += 1
      }
    }
    return (steps, asked, completed)
  }

  @Test func anUntoldStepChangesAndRecordsWhatAToldOneDoes() {
    let start = NetworkingWorkload.world(tasks: 20, sessions: 3, inFlight: 6)
    var told = start
    var untold = start
    let toldRun = Self.drive(&told, narrating: true)
    let untoldRun = Self.drive(&untold, narrating: false)
    #expect(toldRun.steps == untoldRun.steps)
    #expect(toldRun.asked == untoldRun.asked && toldRun.completed == untoldRun.completed)
    #expect(untoldRun.completed.count == 20)
    // The whole world: the diagram, the callbacks, the machine's log and lanes, the tasks.
    #expect(told == untold)
    #expect(told.diagram == untold.diagram)
    #expect(told.threading.lanes == untold.threading.lanes)
    #expect(told.threading.machine.log == untold.threading.machine.log)
    #expect(untold.narrates.value)
  }

  /// A world stepped, untold, until a callback waits on a thread to be called.
  static func worldWithACallbackReady(handler: String?) -> NetworkWorld {
    var world = NetworkingWorkload.world(tasks: 1, sessions: 1, inFlight: 1)
    if let handler { world.sessions[slot: 0].handlers[CallbackMethod.didReceiveResponse.rawValue] = handler }
    while world.posted.isEmpty, (try? Networking.step(&world, narrating: false)) != nil {}
    return world
  }

  /// A callback that runs none of the learner's code is one step of the machine, begun and
  /// ended, handed back to the chapter: the machine and the lanes end where the step that
  /// leaves its beginning and end as news for the chapter ends them.
  @Test func aCallbackWithoutCodeIsOneStepHandedBack() throws {
    let world = Self.worldWithACallbackReady(handler: nil)
    let callback = try #require(world.posted.first)
    var whole = world.threading
    var stepped = world.threading
    guard case .bareCall(let block, let thread) = try whole.advanceByPolicyTakingCalls() else {
      Issue.record("the call was not run whole")
      return
    }
    #expect(block == callback.block)
    #expect(try stepped.advanceByPolicy())
    #expect(whole.machine == stepped.machine && whole.lanes == stepped.lanes)
    #expect(!whole.machine.hasFrameworkNews && stepped.machine.hasFrameworkNews)
    var news: [Machine.FrameworkNews] = []
    stepped.machine.takeFrameworkNews(into: &news)
    #expect(news.map(\.block) == [block, block] && news.map(\.thread) == [thread, thread])
    #expect(news.map(\.ended) == [false, true])
  }

  /// A session's own callback (didBecomeInvalidWithError, which no task calls) is handed back
  /// too: an untold run that invalidates sessions ends where a told one does.
  @Test func aSessionsOwnCallbackIsHandedBackAsATaskCallbackIs() throws {
    var start = NetworkingWorkload.world(tasks: 4, sessions: 2, inFlight: 4)
    _ = try start.invalidate("s0", .finish)
    _ = try start.invalidate("s1", .cancel)
    var told = start
    var untold = start
    _ = Self.drive(&told, narrating: true)
    _ = Self.drive(&untold, narrating: false)
    #expect(told == untold && told.threading.lanes == untold.threading.lanes)
    for name in ["s0", "s1"] {
      let session = try #require(untold.sessions[name])
      #expect(session.isInvalidated && session.events.map(\.method) == [.didBecomeInvalidWithError])
    }
  }

  /// A callback whose handler runs code takes the usual way: its step leaves the news.
  @Test func aCallbackWithCodeIsStepped() throws {
    var world = Self.worldWithACallbackReady(handler: "{ log heard }")
    guard case .step = try world.threading.advanceByPolicyTakingCalls() else {
      Issue.record("a call with code was run whole")
      return
    }
    #expect(world.threading.machine.hasFrameworkNews)
  }

  @Test func theOutcomeNamesWhatTheNarrationSays() {
    var world = NetworkingWorkload.world(tasks: 10, sessions: 2, inFlight: 10)
    while let note = try? Networking.step(&world) {
      let lines = [note.text] + note.details
      let asking = lines.filter { $0.hasSuffix("allow|cancel|download") }.compactMap { $0.split(separator: " ").first }
      let completing = lines.filter { $0.hasSuffix(" lets go of it") }.compactMap { $0.split(separator: " ").first }
      #expect(world.outcome.value.asked.map { world.tasks[slot: $0].name } == asking.map(String.init))
      #expect(world.outcome.value.completed.map { world.tasks[slot: $0].name } == completing.map(String.init))
      for slot in world.outcome.value.asked { _ = try? world.respond(slot: slot, "allow") }
    }
  }

  @Test func aCallbacksLabelIsTheLoggableWordsOfItsCall() {
    for (who, method, detail) in [
      ("t1", "didReceiveData", "250 bytes"), ("s", "didBecomeInvalidWithError", "error nil"),
      ("t2", "completionHandler", "data 13 bytes,  response 200, error nil"),
      ("t3", "x", " {a; b} \"q\" 'r'\tend "), ("tâche", "didReceiveData", "250 octets, é"),
    ] {
      #expect(
        FrameworkLabel(who: who, method: method, detail: FrameworkDetail(detail)).text
          == ThreadingWorld.words("\(who) \(method) \(FrameworkLabel.loggable(detail))"))
    }
  }

  @Test func aLongRunPrintsItsFirstStepsAndSaysHowManyMoreRan() {
    var t = Transcript(
      in: "networking", of: .shipped,
      setup: [
        "new session s --delegate on", "route /many --length 3000 --chunks 300 --latency 1", "new task d = s download /many",
      ])
    t.run("resume d")
    let run = t.run("run")
    let headlines = run.filter { $0.hasPrefix("t=") }
    #expect(headlines.count == NetworkingCommands.printedSteps)
    // Each chunk is a network event and a didWriteData, then the end, the file and didComplete.
    let total = 2 + 300 * 2 + 1 + 2
    #expect(run.last == "… and \(total - NetworkingCommands.printedSteps) more steps, not printed: events draws every one")
    #expect(t.value("d.state") == "completed")
    #expect(t.run("events d --list").count == 300 + 2)
  }
}
