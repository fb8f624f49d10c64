import Testing

@testable import Lessons

/// Small defects learners met in the shipped chapters, each pinned by the output that was wrong.
@Suite struct SmallDefectsTests {
  /// Without a first responder the Edit menu does not appear, so neither item is shown.
  @Test func theEditMenuWithoutAFirstResponderShowsNothing() {
    var session = Transcript(in: "undo", of: .shipped, setup: ["new manager um", "new box b 1 --undoer um", "set b.value 2"])
    #expect(
      session.run("menu") == [
        "Edit menu of um: not shown (it appears only over a first responder: try 'focus NAME')",
        "  Undo: hidden (no first responder; canUndo is true)",
        "  Redo: hidden (no first responder; canRedo is false)",
      ])
  }

  /// Neuburg's setter names the group "Move" with every registration of a drag, not once.
  @Test func aDragNamesItsGroupWithEveryRegistration() {
    var session = Transcript(
      in: "undo", of: .shipped, setup: ["new manager um", "new square sq 0 0 --undoer um"])
    let lines = session.run("drag sq 10 0 20 0 30 0")
    let registrations = lines.filter { $0.contains("registers sq.setCenterUndoably") }
    #expect(registrations.count == 3)
    #expect(registrations.allSatisfy { $0.hasSuffix("; um.setActionName(\"Move\")") })
  }

  /// Operation.QueuePriority has five levels; veryLow runs after low.
  @Test func veryLowIsAnOperationPriority() {
    var session = Transcript(
      in: "threading", of: .shipped,
      setup: [
        "new opqueue oq --max 1", "new op a { log a } --priority veryLow", "new op b { log b } --priority low",
        "suspend oq", "add oq a b", "resume oq",
      ])
    #expect(session.value("a.queuePriority") == "veryLow")
    #expect(session.run("run") == ["[w1] b", "[w1] a", "finished at t=0 after 2 steps"])
  }

  /// Main waiting in `sync` while time passes is frozen, as main at `work` is.
  @Test func mainBlockedInSyncCountsAsFrozen() {
    var session = Transcript(
      in: "threading", of: .shipped, setup: ["new queue q serial", "async q { work 50 }", "sync q { log done }"])
    _ = session.run("run")
    #expect(session.value("screen.frozen") == "50")
  }

  /// The cookbook's digit filters use the Unicode decimal-digit set, as NSCharacterSet's does.
  @Test func theDigitFilterTakesEveryScriptsDecimalDigits() {
    var session = Transcript(in: "validators", of: .shipped, setup: ["new field f --mode 123"])
    _ = session.run("type f 1٣۵")
    #expect(session.value("f.text") == "\"1٣۵\"")
    _ = session.run("type f x½")
    #expect(session.value("f.text") == "\"1٣۵\"", "a letter and a vulgar fraction are not decimal digits")
  }

  /// The phone pattern takes each parenthesis on its own, and `match` says when they do not pair.
  @Test func thePhonePatternSaysWhenItsParenthesesDoNotPair() {
    var session = Transcript(in: "validators", of: .shipped, setup: [])
    #expect(
      session.run("match phone \"212) 555-1234\"") == [
        "match (the parentheses do not pair: the pattern takes each on its own and does not check)"
      ])
    #expect(session.run("match phone \"(212) 555-1234\"") == ["match"])
  }

  /// Foundation accepts a dependency cycle; its operations, and those behind them, never run,
  /// and the program does not wait for them.
  @Test func aDependencyCycleIsAcceptedAndItsOperationsNeverRun() {
    var session = Transcript(
      in: "threading", of: .shipped,
      setup: [
        "new opqueue oq", "new op a { log a }", "new op b { log b }", "new op c { log c }", "new op d { log d }", "dep b a",
      ])
    let cycle = session.run("dep a b")
    #expect(cycle.first == "a depends on b")
    #expect(cycle.last?.hasPrefix("warning: that makes a cycle (b already depends on a)") == true)
    _ = session.run("dep c b")
    _ = session.run("add oq a b c d")
    #expect(session.run("run").suffix(2) == ["[w1] d", "finished at t=0 after 1 step"])
    #expect(session.value("a.isReady") == "false")
  }

  /// A second lock of an NSLock on the thread that holds it: Foundation logs its deadlock line.
  @Test func relockingAnNSLockLogsFoundationsMessage() {
    var session = Transcript(in: "threading", of: .shipped, setup: ["new lock m"])
    let report = session.run("lock m; lock m")
    #expect(report.contains { $0.contains("*** -[NSLock lock]: deadlock (<NSLock> 'm') *** Break on _NSLockError() to debug.") })
  }

  /// A line is one turn of main's code: a register its first statement loads is there for the
  /// next statement of the line, and gone on the next line.
  @Test func registersCarryAcrossTheStatementsOfALine() {
    var session = Transcript(in: "threading", of: .shipped, setup: ["new var c 5"])
    #expect(session.run("load r c; store c r+1") == ["main: load r c (r = 5)", "main: store c r+1 (c = 6)"])
    #expect(session.run("store c r+1") == ["error: 'r' is not loaded in this block; load it first: load r VAR"])
    _ = session.run("back")
    #expect(session.value("c") == "5")
  }

  /// A rule or validator is redefined with --replace or removed, instead of only gone back over;
  /// a validator made from a rule keeps its own copy.
  @Test func rulesAndValidatorsCanBeRedefinedOrRemoved() {
    var session = Transcript(
      in: "validators", of: .shipped, setup: ["new rule r1 startsWith letters letter", "new validator v r1"])
    #expect(
      session.run("new rule r1 endsWith digits number") == [
        "error: r1 already exists; add --replace to redefine it, or 'remove rule r1' first"
      ])
    #expect(session.run("new rule r1 endsWith digits number --replace").first?.hasPrefix("rule r1: EndsWith") == true)
    #expect(session.run("validate v 1a").first == "(valid: false, errors: [Must start with letter.])")
    #expect(session.run("remove rule r1") == ["rule r1 removed"])
    #expect(session.run("remove validator v") == ["validator v removed"])
    #expect(session.run("new rule r1 length max 3").first?.hasPrefix("rule r1:") == true)
  }

  /// A named transform is redefined with --replace or removed; views keep the matrix they got.
  @Test func transformsCanBeRedefinedOrRemoved() {
    var session = Transcript(
      in: "views", of: .shipped, setup: ["new transform t rotate 90", "new view v frame 0 0 10 10", "set v.transform t"])
    #expect(session.run("new transform t scale 2 2 --replace") == ["transform t = [2 0 0 2 0 0]"])
    #expect(session.value("v.transform") == "[0 1 -1 0 0 0]")
    #expect(session.run("remove transform t") == ["transform t removed"])
    #expect(session.run("new transform t scale 3 3") == ["transform t = [3 0 0 3 0 0]"])
  }

  /// Every long command says its bound, and that Ctrl-C stops it.
  @Test(arguments: ["run", "explore", "live"])
  func aLongCommandsHelpSaysItsBound(command: String) {
    var session = Transcript(in: "threading", of: .shipped, setup: [])
    let help = session.run("help \(command)").joined(separator: " ")
    #expect(help.contains("Bounded:") && help.contains("Ctrl-C stops"), "\(command)")
  }

  /// How libdispatch's trap shows differs by platform, and the report says so.
  @Test func aSyncOntoItsOwnQueueNamesThePlatformsTrap() {
    var session = Transcript(in: "threading", of: .shipped, setup: ["load sync-deadlock"])
    #expect(session.run("run").contains { $0.contains("(EXC_BAD_INSTRUCTION on iOS, SIGILL on Linux x86)") })
  }

  @Test func charsetSpecialCitesTheBookOnly() {
    var session = Transcript(in: "validators", of: .shipped, setup: [])
    let lines = session.run("charset special")
    #expect(lines[1] == "  the 22 characters !@#$%^&*()_-+<>?/\\[]{} (iOS 9 by Tutorials, ch. 1)")
  }

  /// The cases are spelled as every other command prints them (`mustStartWith`), with the
  /// book's Swift 2 spelling named once.
  @Test func errorCasesAreSpelledOneWay() {
    var session = Transcript(in: "validators", of: .shipped, setup: [])
    let lines = session.run("errors")
    #expect(lines.first == "the cases as Swift spells them today (the book, in Swift 2, writes MustStartWith):")
    #expect(lines[1].hasPrefix("mustStartWith(set:, description: d)"))
    #expect(lines.dropFirst().allSatisfy { $0.first?.isLowercase == true })
  }
}
