import Testing

@testable import Lessons

@Suite struct EngineTests {
  @Test func chapterNameAloneMakesItActiveAndThePromptShowsIt() {
    var engine = Engine(catalog: .withTestbed)
    #expect(engine.prompt == "workbench> ")
    #expect(engine.run("testbed").lines.map(\.text) == ["testbed is now the active chapter (type 'help' for its commands)"])
    #expect(engine.prompt == "testbed> ")
  }

  @Test func oneOffCommandRunsInAChapterThatIsNotActive() {
    var engine = Engine(catalog: .withTestbed)
    #expect(engine.run("testbed new a 5").lines.map(\.text) == ["a = 5"])
    #expect(engine.activeChapter == nil)
    #expect(engine.run("show testbed.a.value").lines.map(\.text) == ["5"])
  }

  @Test func showPrintsSummaryFieldsAndPathsThroughReferences() {
    var session = Transcript("new a 1", "new b 2", "set a.frame 10 20 30 40", "set a.link b")
    #expect(
      session.run("show a") == [
        "a value 1", "  value: 1", "  label: \"\"", "  frame: (10, 20, 30, 40)", "  center: (25, 40)", "  link: b",
      ])
    #expect(session.value("a.frame.width") == "30")
    #expect(session.value("a.link.value") == "2")
    #expect(session.run("show") == ["a value 1", "b value 2", "clock at 0, 0 timers"])
  }

  @Test func inspectJSONKeepsFieldOrderAndNumberRules() {
    var session = Transcript("new a 0.5", "set a.frame 0 0 132.004 -0.001")
    #expect(
      session.run("inspect a.frame --json") == [
        "{", "  \"x\": 0,", "  \"y\": 0,", "  \"width\": 132,", "  \"height\": -0.001", "}",
      ])
    #expect(session.run("inspect a")[0] == "a: a value 0.5")
  }

  @Test func diffShowsWhatTheLastCommandChanged() {
    var session = Transcript("new a 1", "set a.value 7")
    #expect(session.run("diff") == ["changes made by 'testbed> set a.value 7':", "  a.value: 1 -> 7", "  clock.turns: 1 -> 2"])
    session.run("new b")
    #expect(session.run("diff").contains("  + b.value: 0"))
  }

  @Test func steppedProcessPausesAndReportsEachStepWithItsChanges() {
    var session = Transcript("new a 1")
    #expect(session.run("count a 3 --step") == ["[1/2] a.value 1 -> 2", "      because 1 < target 3", "      a.value: 1 -> 2"])
    #expect(session.run("where")[1] == "count a to 3 in testbed is paused at step 1 of 2")
    #expect(session.run("step") == ["[2/2] a.value 2 -> 3", "      because 2 < target 3", "      a.value: 2 -> 3", "a = 3"])
    #expect(session.run("where").count == 2)
  }

  @Test func aPausedProcessBlocksOtherChangesButNotQueries() {
    var session = Transcript("new a 1", "count a 5 --step")
    let before = session.engine.state
    #expect(
      session.run("new b") == [
        "error: count a to 5 is paused at step 1 of 4; type 'continue' to finish it or 'back' to undo it first"
      ])
    #expect(session.engine.state.isEqual(to: before))
    #expect(session.run("list") == ["a value 2"])
  }

  @Test func continueRunsToTheEndAndEachStepIsAnEvent() {
    var session = Transcript("new a 0", "count a 4 --step")
    let output = session.run("continue")
    #expect(output.last == "a = 4")
    #expect(session.engine.timeline.events.count == 5)
    #expect(
      session.run("back") == [
        "at event 4 of 5 (1 later event: 'goto 5' returns; a new command or step replaces them)",
        "count a to 4 in testbed is paused at step 3 of 4",
      ])
    #expect(session.value("a.value") == "3")
  }

  @Test func backAndGotoRebuildTheExactState() {
    var session = Transcript()
    var states: [SessionState] = [session.engine.state]
    let lines = (0..<100).map { index in
      switch index % 5 {
      case 0: "new b\(index) \(index)"
      case 1: "set b\(index - 1).label step\(index)"
      case 2: "count b\(index - 2) \(index + 3)"
      case 3: "schedule b\(index - 3) 1; step"
      default: "set b\(index - 4).frame \(index) 1 2 3"
      }
    }
    for line in lines {
      #expect(session.outcome(line) == .ok, "\(line)")
      states.append(session.engine.state)
    }
    let count = session.engine.timeline.events.count
    #expect(count > 3 * Timeline.interval)
    // Every line end can be rebuilt by replay, in any order: `goto N` is the state after line
    // N (a line is one event on the timeline, `schedule …; step` included).
    #expect(session.engine.timeline.stopCount() == lines.count)
    for index in lines.indices.reversed() {
      session.run("goto \(index + 1)")
      #expect(session.engine.state.isEqual(to: states[index + 1]), "goto \(index + 1)")
    }
    session.run("goto 0")
    #expect(session.engine.state.isEqual(to: states[0]))
    session.run("goto \(lines.count)")
    #expect(session.engine.state.isEqual(to: states.last!))
    session.run("back 7")
    #expect(session.engine.state.isEqual(to: states[lines.count - 7]))
  }

  @Test func aNewCommandAfterBackDropsTheLaterEvents() {
    var session = Transcript("new a", "new b", "new c")
    session.run("back 2")
    session.run("new d")
    #expect(session.run("show") == ["a value 0", "d value 0", "clock at 0, 0 timers"])
    #expect(session.engine.timeline.events.map(\.label) == ["testbed> new a", "testbed> new d"])
    #expect(session.run("goto 3") == ["error: there is no event 3: the timeline has 2; use 0 to 2"])
  }

  @Test func worldStepsTickTheClockWhenNoProcessIsPaused() {
    var session = Transcript("new a", "schedule a 2")
    #expect(session.run("step") == ["tick: clock 0 -> 1", "      because a timer is still waiting", "      clock.time: 0 -> 1"])
    #expect(
      session.run("step 5") == [
        "tick: clock 1 -> 2: fired a", "      because their timers were due at 2", "      a.value: 0 -> 1",
        "      clock.time: 1 -> 2",
        "      clock.timers: [\"a at 2\"] -> []",
      ])
    #expect(
      session.run("step") == [
        "error: nothing to step: no process is paused and testbed has nothing scheduled; run a command with --step first"
      ])
  }

  @Test func theRunLoopTurnEndsOncePerLineAndIsReplayed() {
    var session = Transcript()
    session.run("new a; new b; new c")
    #expect(session.value("clock.turns") == "1")
    session.run("set a.value 1")
    #expect(session.value("clock.turns") == "2")
    session.run("back 1")
    #expect(session.value("clock.turns") == "1")
    // Back over the whole first line, never into the middle of it.
    session.run("back 1")
    #expect(session.value("clock.turns") == "0")
    #expect(session.run("show") == ["clock at 0, 0 timers"])
  }

  @Test func interruptingAProcessLeavesItPausedAtAConsistentStep() {
    var engine = Engine(catalog: .withTestbed)
    _ = engine.run("testbed new a")
    var polls = 0
    let report = engine.run(
      "testbed spin a 100",
      interrupted: {
        polls += 1
        return polls > 3
      })
    #expect(report.outcome == .interrupted)
    #expect(report.lines.last?.text == "interrupted: spin a is paused at step 4 of 100 (step, continue or back)")
    #expect(engine.state.worlds[engine.catalog.index(of: "testbed")!].process?.stepsDone == 4)
    // The event records the four steps, so replay lands on the same state.
    let now = engine.state
    _ = engine.run("back")
    _ = engine.run("goto 2")
    #expect(engine.state.isEqual(to: now))
  }

  @Test func interruptingStepsSaysWhereTheProcessPaused() {
    var engine = Engine(catalog: .withTestbed)
    _ = engine.run("testbed new a; testbed count a 10 --step")
    var polls = 0
    let report = engine.run(
      "step 8",
      interrupted: {
        polls += 1
        return polls > 2
      })
    #expect(report.lines.last?.text == "interrupted: count a to 10 is paused at step 4 of 10 (step, continue or back)")
  }

  @Test func aProcessThatWouldRunTooLongIsRefused() {
    var session = Transcript("new a 0", "set a.value -999999999")
    #expect(
      session.run("count a 1000000") == [
        "error: counting a from -999999999 to 1000000 takes too many steps; count at most 1000000 steps at a time"
      ])
    #expect(session.run("new nil") == ["error: 'nil' is not a box name; use a letter followed by letters, digits or _"])
  }

  @Test func timelineMarksThePosition() {
    var session = Transcript("new a 1", "count a 3 --step", "step")
    #expect(
      session.run("timeline") == [
        "  0  (start)", "  1  testbed> new a 1", "  2  testbed> count a 3 --step", "> 3    [2/2] a.value 2 -> 3",
      ])
    session.run("back 3")
    #expect(session.run("timeline").first == "> 0  (start)")
  }

  @Test func aLongTimelineShowsAWindowAroundThePosition() {
    var session = Transcript("new a")
    for value in 1..<50 { session.run("set a.value \(value)") }
    let end = session.run("timeline")
    #expect(end.count == 21)
    #expect(end.first == "  … 30 earlier events ('timeline --all')")
    #expect(end.last == "> 50  testbed> set a.value 49")
    session.run("goto 10")
    let middle = session.run("timeline")
    #expect(middle.first == "   0  (start)")
    #expect(middle.contains("> 10  testbed> set a.value 9"))
    #expect(middle.last == "  … 30 later events ('timeline --all')")
    #expect(session.run("timeline --all").count == 51)
  }

  @Test func historyAndSaveKeepEveryLine() throws {
    var session = Transcript("new a 1", "nonsense")
    let path = "/tmp/workbench-save-\(UInt64.random(in: 0...UInt64.max)).txt"
    #expect(session.run("save \(path)") == ["saved 3 lines to \(path)"])
    #expect(
      TextFile.read(path) == """
        workbench> use testbed
        testbed is now the active chapter (type 'help' for its commands)
        testbed> new a 1
        a = 1
        testbed> nonsense
        error: unknown command 'nonsense'; type 'help' to list the commands

        """)
    #expect(
      session.run("save /nonexistent/dir/x.txt") == [
        "error: cannot write '/nonexistent/dir/x.txt': No such file or directory; choose a folder you can write to"
      ])
    #expect(
      session.run("history") == [
        "1  use testbed", "2  new a 1", "3  nonsense", "4  save \(path)", "5  save /nonexistent/dir/x.txt",
      ])
  }
}
