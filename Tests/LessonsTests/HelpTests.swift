import Testing

@testable import Lessons

@Suite struct HelpTests {
  static let globals = GlobalCommand.allCases.map(\.rawValue)
  static let chapterCommands = Testbed.commands.map(\.spec.name)

  @Test(arguments: globals)
  func everyGlobalCommandHasHelpWithAnExample(name: String) {
    var engine = Engine(catalog: .withTestbed)
    let lines = engine.run("\(name) --help").lines.map(\.text)
    #expect(lines.first?.hasPrefix("usage: \(name)") == true)
    let example = lines.firstIndex { $0.hasPrefix("example") }
    #expect(example != nil && example! < lines.count - 1)
    #expect(engine.run("help \(name)").lines.map(\.text) == lines)
  }

  @Test(arguments: chapterCommands)
  func everyChapterCommandHasHelpWithAnExample(name: String) {
    var session = Transcript()
    let lines = session.run("\(name) --help")
    #expect(lines.first?.hasPrefix("usage: \(name)") == true)
    #expect(lines.contains { $0.hasPrefix("  testbed> \(name)") })
    #expect(session.run("testbed \(name) --help") == lines)
  }

  /// Every example a shipped chapter's `--help` shows is a line the command accepts: it parses
  /// against the command's spec, and run in a fresh session it fails, if at all, only for want
  /// of the objects it names, never for its syntax.
  @Test func everyShippedHelpExampleParsesAndRuns() throws {
    let state = Catalog.shipped.initialState()
    var examples = 0
    for world in state.worlds {
      for spec in world.commandSpecs {
        for example in spec.examples {
          examples += 1
          // The example's command for this spec (an example may show it among others).
          let commands = try Tokenizer.commands(in: example).map { words in
            words.count > 1 && words[0] == world.chapterName && words[1] == spec.name ? Array(words.dropFirst()) : words
          }
          let words = try #require(commands.first { $0.first == spec.name }, "\(world.chapterName): \(example)")
          let rest = Array(words.dropFirst())
          #expect(throws: Never.self, "\(world.chapterName): \(example)") { try Arguments.parse(rest, for: spec) }
          // An example that writes a file (export, lanes --svg) is parsed, not run: the test writes
          // no files.
          guard !spec.parameters.contains(where: { $0.kind == .file }),
            !spec.options.contains(where: { $0.value == .file && rest.contains("--\($0.name)") })
          else { continue }
          var engine = Engine(catalog: .shipped, active: world.chapterName)
          let report = engine.run(example)
          let error = report.outcome == .failed ? report.lines.last?.text ?? "" : ""
          for syntax in ["usage:", "unexpected word", " needs ", "has no option", "unknown command"] {
            #expect(!error.contains(syntax), "\(world.chapterName): \(example) -> \(error)")
          }
        }
      }
    }
    #expect(examples > 100)
  }

  @Test func helpListsGlobalsAndTheActiveChapter() {
    var session = Transcript()
    let lines = session.run("help")
    #expect(lines.first == "Commands you can always use:")
    #expect(lines.contains("Commands of the testbed chapter:"))
    #expect(lines.contains { $0.hasPrefix("  count") })
  }

  @Test func theTestChapterIsNotListed() {
    var engine = Engine(catalog: .withTestbed)
    let listed = engine.run("chapters").lines.map(\.text)
    #expect(listed.first?.hasPrefix("  threading  ") == true)
    #expect(!listed.contains { $0.contains("testbed") })
    #expect(
      engine.run("use nosuch").lines.map(\.text) == [
        "error: no chapter named 'nosuch'; the chapters are threading, undo, validators, views, animation, networking"
      ]
    )
  }

  @Test(arguments: [
    ("hlep", "error: unknown command 'hlep'; did you mean 'help'?"),
    ("timelin", "error: unknown command 'timelin'; did you mean 'timeline'?"),
    ("cuont a 1", "error: unknown command 'cuont'; did you mean 'count'?"),
    ("frobnicate", "error: unknown command 'frobnicate'; type 'help' to list the commands"),
    ("show a.valeu", "error: a has no field 'valeu'; did you mean 'value'?"),
    ("show b", "error: no object named 'b'; did you mean 'a'?"),
    ("count a 3 --stpe", "error: count has no option '--stpe'; did you mean '--step'?"),
    ("inspect", "error: inspect needs PATH; usage: inspect PATH [--json]"),
    ("back 5", "error: cannot go back 5 events: only 1 before this point; use 'back 1' or 'goto 0'"),
    ("continue", "error: nothing to continue: no process is paused; run a command with --step first"),
    ("step 0", "error: COUNT is out of range: '0'; use a whole number from 1 to 1000000"),
    ("help nothing", "error: no help for 'nothing': it is not a command or a chapter; type 'help' to list the commands"),
    ("set a.value 'x", "error: a single quote is not closed: add ' at the end of the text"),
  ])
  func errorsAreOneLineWithASuggestionAndChangeNothing(line: String, expected: String) {
    var session = Transcript("new a 1")
    let before = session.engine.state
    let events = session.engine.timeline.events.count
    let report = session.engine.run(line)
    #expect(report.outcome == .failed)
    #expect(report.lines.map(\.text) == [expected])
    #expect(report.lines.first?.style == .error)
    #expect(session.engine.state.isEqual(to: before))
    #expect(session.engine.timeline.events.count == events)
  }

  @Test func aCommandOfAnInactiveChapterIsPointedOut() {
    var engine = Engine(catalog: .withTestbed)
    #expect(
      engine.run("count a 1").lines.map(\.text) == [
        "error: 'count' is a command of the testbed chapter; type 'testbed count …' or 'use testbed' first"
      ])
  }

  @Test func anErrorStopsTheRestOfTheLine() {
    var session = Transcript()
    #expect(session.outcome("new a; bogus; new b") == .failed)
    #expect(session.run("list") == ["a value 0"])
  }
}

@Suite struct CompletionTests {
  @Test func completesCommandNamesAtTheStart() {
    let session = Transcript()
    #expect(session.engine.complete("he").candidates == ["help"])
    #expect(session.engine.complete("co").candidates == ["continue", "count"])
    #expect(session.engine.complete("").candidates.contains("timeline"))
  }

  @Test func completesObjectNamesChaptersAndFlags() {
    let session = Transcript("new alpha", "new beta")
    #expect(session.engine.complete("count al").candidates == ["alpha"])
    #expect(session.engine.complete("count alpha 3 --").candidates == ["--help", "--step"])
    #expect(session.engine.complete("inspect alpha --j").candidates == ["--json"])
    #expect(session.engine.complete("testbed co").candidates == ["count"])
    #expect(session.engine.complete("testbed count b").candidates == ["beta"])
    #expect(session.engine.complete("new a; count b").candidates == ["beta"])
    #expect(session.engine.complete("count alpha 3 ").candidates == [])
  }

  @Test func completesPropertyPathsAfterADot() {
    let session = Transcript("new alpha", "new beta", "set alpha.link beta")
    #expect(session.engine.complete("show al").candidates == ["alpha"])
    #expect(session.engine.complete("show alpha.f").candidates == ["alpha.frame"])
    let frame = session.engine.complete("show alpha.fr")
    #expect(frame.appendsSpace == false)
    #expect(session.engine.complete("show alpha.frame.w").candidates == ["alpha.frame.width"])
    #expect(session.engine.complete("show alpha.frame.w").appendsSpace)
    #expect(session.engine.complete("show alpha.link.va").candidates == ["alpha.link.value"])
    #expect(session.engine.complete("show alpha.").candidates.count == 5)
    #expect(session.engine.complete("show nothing.x").candidates == [])
  }

  @Test func completesChapterQualifiedPathsFromAnywhere() {
    var engine = Engine(catalog: .withTestbed)
    _ = engine.run("testbed new alpha; testbed new beta; testbed set alpha.link beta")
    #expect(engine.complete("show testbed.al").candidates == ["testbed.alpha"])
    #expect(engine.complete("show testbed.alpha.fr").candidates == ["testbed.alpha.frame"])
    #expect(engine.complete("show testbed.alpha.link.va").candidates == ["testbed.alpha.link.value"])
    _ = engine.run("use testbed")
    #expect(engine.complete("inspect testbed.beta.la").candidates == ["testbed.beta.label"])
    #expect(engine.complete("show alpha.link.fr").candidates == ["alpha.link.frame"])
  }

  @Test func hiddenChaptersAreNotOffered() {
    let engine = Engine(catalog: .withTestbed)
    #expect(engine.complete("use ").candidates == ["animation", "networking", "threading", "undo", "validators", "views"])
    #expect(engine.complete("test").candidates == [])
  }
}
