import Testing

@testable import Lessons

/// A chapter built on the views chapter through the engine's seam, as animation will be: its
/// state holds a views world, it re-exports every views command and adds one of its own.
enum Gallery: Chapter {
  struct State: Equatable, Sendable {
    var views = Views.initialState
    var captions: [String: String] = [:]
  }

  enum Process: Equatable, Sendable {
    case views(Views.Process)
  }

  static let name = "gallery"
  static let abstract = "A test chapter that builds on the views chapter."
  static var initialState: State { State() }

  static let views = Embedding<Gallery, Views>(
    state: \State.views, wrap: { .views($0) },
    unwrap: { process in
      switch process {
      case .views(let inner): inner
      }
    })

  static let commands: [ChapterCommand<Gallery>] =
    views.commands() + [
      ChapterCommand(
        CommandSpec(
          "caption", abstract: "Caption a view.",
          parameters: [Parameter("view", .object, "the view"), Parameter("text", .text, "the caption")],
          examples: ["caption v1 hello"]),
        .change { state, arguments throws(CommandError) in
          let name = arguments.word("view")
          guard state.views.views[name] != nil else { throw CommandError("no view named \(Format.echo(name))") }
          state.captions[name] = arguments.word("text")
          return ["\(name): \(arguments.word("text"))"]
        })
    ]

  static func objects(in state: State) -> [InspectField] {
    views.objects(in: state)
      + state.captions.sorted { $0.key < $1.key }.map { InspectField("caption-" + $0.key, .text($0.value)) }
  }

  static func advance(_ process: inout Process, _ state: inout State) -> ProcessStep {
    views.advance(&process, &state) ?? .finished(StepNote("nothing to advance"), result: [])
  }

  static func endTurn(_ state: inout State) { views.endTurn(&state) }
}

@Suite struct SeamTests {
  static let catalog = Catalog([Views.self, Gallery.self])
  static let lines = [
    "new view v1 frame 113 111 132 194", "new view v2 frame 41 56 132 194 in v1", "set v2.transform rotate 45",
    "hittest 220 250 --step", "step", "continue", "convert 0 0 from v2 to window", "set v1.frame 0 0 100 100",
    "tree", "back 2", "tree", "show v2.center",
  ]

  /// A views command in the host chapter is the views chapter's own: same parser, same rules,
  /// same processes, same output, line for line.
  @Test func aHostRunsTheBaseChaptersCommandsExactlyAsTheBaseDoes() {
    var host = Engine(catalog: Self.catalog, active: "gallery")
    var base = Engine(catalog: Self.catalog, active: "views")
    for line in Self.lines {
      let hostLines = host.run(line).lines.map(\.text)
      let baseLines = base.run(line).lines.map(\.text)
      #expect(hostLines == baseLines, "\(line)")
      #expect(!hostLines.isEmpty, "\(line)")
    }
    // The host keeps its own objects: the views chapter's world is untouched by the host's commands.
    #expect(host.run("views tree").lines.map(\.text) == ["window (0, 0, 320, 568)", "  root (0, 0, 320, 568)"])
    #expect(host.run("inspect v2.frame").lines.map(\.text) == base.run("inspect v2.frame").lines.map(\.text))
  }

  @Test func theHostsOwnCommandsSeeTheEmbeddedModelAndTimeTravelWorksAcrossIt() {
    var host = Engine(catalog: Self.catalog, active: "gallery")
    _ = host.run("new view v1 frame 0 0 50 50")
    #expect(host.run("caption v1 hello").lines.map(\.text) == ["v1: hello"])
    #expect(host.run("caption v9 hi").outcome == .failed)
    _ = host.run("set v1.frame 10 10 50 50; caption v1 moved")
    #expect(host.run("show caption-v1").lines.map(\.text) == ["moved"])
    _ = host.run("back")
    #expect(host.run("show caption-v1").lines.map(\.text) == ["hello"])
    #expect(host.run("show v1.frame").lines.map(\.text) == ["(0, 0, 50, 50)"])
    // The saved session replays to the same state in a fresh engine.
    var replay = Engine(catalog: Self.catalog, active: "gallery")
    for line in Transcript.inputs(of: host.savedSession) { _ = replay.run(line) }
    #expect(replay.run("show caption-v1").lines.map(\.text) == ["hello"])
    #expect(replay.run("show v1.frame").lines.map(\.text) == ["(0, 0, 50, 50)"])
  }

  @Test func aLiftedCommandsHelpSaysWhichChapterItComesFrom() {
    var host = Engine(catalog: Self.catalog, active: "gallery")
    let help = host.run("hittest --help").lines.map(\.text)
    #expect(help.contains { $0.hasPrefix("From the views chapter. ") })
    #expect(host.run("help").lines.contains { $0.text.contains("caption") })
  }

  // MARK: - Live outcomes

  /// `sample` reads the real clock: each time it runs for real the value differs, so equal
  /// values after `back`, `goto` and a replayed session prove the record was replayed.
  @Test func aLiveOutcomeIsRecordedAndReplayedNeverPerformedAgain() throws {
    var session = Transcript("new a", "sample a")
    let first = session.value("a.value")
    session.run("sample a")
    let second = session.value("a.value")
    #expect(first != second)
    session.run("back")
    #expect(session.value("a.value") == first)
    session.run("goto 3")
    #expect(session.value("a.value") == second)
    let saved = session.engine.savedSession
    let records = saved.split(separator: "\n").filter { $0.hasPrefix("testbed> # recorded testbed sample: {\"nanoseconds\":") }
    #expect(records.count == 2)
    // A fresh engine given the saved session prints and holds exactly what the learner saw.
    var replay = Engine(catalog: .withTestbed, active: nil)
    var printed: [String] = []
    for line in Transcript.inputs(of: saved) {
      printed.append(replay.prompt + line)
      printed += replay.run(line).lines.map(\.text)
    }
    #expect(
      printed.filter { !$0.contains("# recorded") }
        == saved.split(separator: "\n").map(String.init).filter { !$0.contains("# recorded") })
    // …saves the same records again…
    #expect(replay.savedSession == saved)
    // …and holds the value the learner's last live run gave.
    #expect(replay.run("show a.value").lines.first?.text == second)
  }

  @Test func aRecordForAnotherCommandOrUnreadableIsOneErrorAndChangesNothing() {
    var session = Transcript("new a")
    #expect(session.run("# recorded testbed roll: {\"nanoseconds\":5}").isEmpty)
    let wrong = session.run("sample a")
    #expect(
      wrong == [
        "error: the '# recorded' line before this one is for 'testbed roll', not 'testbed sample'; put each '# recorded' line just before the command it records"
      ])
    #expect(session.value("a.value") == "0")
    session.run("# recorded testbed sample: {\"seconds\":5}")
    #expect(session.outcome("sample a") == .failed)
    #expect(session.value("a.value") == "0")
    // A record is for the next line only: the line after runs live again.
    session.run("# recorded testbed sample: {\"nanoseconds\":7000042}")
    session.run("show a.value")
    session.run("sample a")
    #expect(session.value("a.value") != "42")
    let before = session.value("a.value")
    session.run("# recorded testbed sample: {\"nanoseconds\":7000042}")
    #expect(session.run("sample a") == ["a.value: \(before) -> 42"])
  }
}

extension Transcript {
  /// The input lines of a saved session: each line's text after its prompt.
  static func inputs(of saved: String) -> [String] {
    saved.split(separator: "\n").compactMap { line in
      guard let marker = line.range(of: "> "), line[..<marker.lowerBound].allSatisfy({ $0.isLetter }) else { return nil }
      return String(line[marker.upperBound...])
    }
  }
}

/// A chapter built on the threading chapter with events of its own on the shared clock, as
/// networking will be: `deliver` schedules a line of threading commands (a callback queued on
/// a queue) at a virtual time, and `step` runs the deliveries and the queues' work in one time
/// order.
enum Relay: Chapter {
  struct Delivery: Equatable, Sendable {
    var due: VirtualTime
    var line: String
  }

  struct State: Equatable, Sendable {
    var threading = Threading.initialState
    var clock = VirtualTime.zero
    var deliveries: [Delivery] = []
    /// Deliveries taken by `quiet`'s `advance`, told to nobody.
    var untoldDeliveries = 0
  }

  static let name = "relay"
  static let abstract = "A test chapter that builds on the threading chapter's queues and clock."
  static var initialState: State { State() }

  static let threading = Embedding<Relay, Threading>(state: \State.threading)

  /// The threading world inside the relay's state, as a part of its clock.
  enum Queues: ClockPart {
    typealias Host = Relay
    static func now(in state: State) -> VirtualTime { Threading.now(in: state.threading) }
    static func nextDue(in state: State) -> VirtualTime? { Threading.nextDue(in: state.threading) }
    static func pass(_ state: inout State, to time: VirtualTime) { Threading.pass(&state.threading, to: time) }
    static func tick(_ state: inout State) throws(CommandError) -> StepNote? { try Threading.tick(&state.threading) }
  }

  /// The deliveries, each taken with a note.
  enum Own: ClockPart {
    typealias Host = Relay
    static func now(in state: State) -> VirtualTime { state.clock }
    static func nextDue(in state: State) -> VirtualTime? { state.deliveries.first?.due }
    static func pass(_ state: inout State, to time: VirtualTime) { state.clock = time }
    static func tick(_ state: inout State) throws(CommandError) -> StepNote? {
      guard !state.deliveries.isEmpty else { return nil }
      let delivery = state.deliveries.removeFirst()
      state.clock = delivery.due
      _ = try threading.run(delivery.line, on: &state)
      return StepNote("t=\(delivery.due): delivered \(delivery.line)")
    }
  }

  /// The deliveries, taken in place, and told to nobody without making a note.
  enum Quiet: ClockPart {
    typealias Host = Relay
    static func now(in state: State) -> VirtualTime { Own.now(in: state) }
    static func nextDue(in state: State) -> VirtualTime? { Own.nextDue(in: state) }
    static func pass(_ state: inout State, to time: VirtualTime) { Own.pass(&state, to: time) }
    static func tick(_ state: inout State) throws(CommandError) -> StepNote? { try Own.tick(&state) }
    static var alwaysTakes: Bool { true }
    static func advance(_ state: inout State) throws(CommandError) -> Bool {
      guard !state.deliveries.isEmpty else { return false }
      let delivery = state.deliveries.removeFirst()
      state.clock = delivery.due
      state.untoldDeliveries += 1
      _ = try threading.run(delivery.line, on: &state)
      return true
    }
  }

  static let clock = SharedClock<Relay>([Queues.self, Own.self])

  /// The same clock, with a part that takes a delivery told to nobody without making a note.
  static let quiet = SharedClock<Relay>([Queues.self, Quiet.self])

  static let commands: [ChapterCommand<Relay>] =
    threading.commands() + [
      ChapterCommand(
        CommandSpec(
          "deliver", abstract: "Run a line of threading commands MICROSECONDS from now.",
          parameters: [
            Parameter("microseconds", .integer(0...1_000_000), "how long from now"),
            Parameter("line", .text, "threading commands"),
          ],
          examples: ["deliver 100 \"async main { incr c }\""]),
        .change { state, arguments throws(CommandError) in
          let due = clock.now(in: state) + .microseconds(Int64(arguments.integer("microseconds")))
          state.deliveries.append(Delivery(due: due, line: arguments.word("line")))
          state.deliveries.sort { $0.due < $1.due }
          return ["delivery at t=\(due)"]
        })
    ]

  static func objects(in state: State) -> [InspectField] {
    threading.objects(in: state) + [InspectField("now", .text(clock.now(in: state).description))]
  }

  static func tick(_ state: inout State) throws(CommandError) -> StepNote? { try clock.tick(&state) }
  static func endTurn(_ state: inout State) { threading.endTurn(&state) }
}

@Suite struct SharedClockTests {
  static let catalog = Catalog([Threading.self, Relay.self])

  @Test func virtualTimeIsExactForFramesTicksAndMilliseconds() {
    #expect(VirtualTime.frames(60) == .seconds(1))
    #expect(VirtualTime.frames(1).units * 60 == VirtualTime.perSecond)
    #expect(Threading.tickLength * 50 == .milliseconds(1))
    #expect(VirtualTime.frames(1, rate: 24) * 24 == .seconds(1))
    #expect(VirtualTime.frames(1).description == "0.016667 s")
    #expect(VirtualTime.milliseconds(16).count(of: Threading.tickLength) == 800)
  }

  /// Deliveries and timers take turns by time.
  ///
  /// A delivery due at 100 µs stores into c; a timer the program set fires at 10 ticks (200 µs);
  /// a delivery at 300 µs queues an incr on main. One `step` at a time, each world acts in time
  /// order, and the clocks agree.
  @Test func deliveriesAndTheQueuesTimersRunInOneTimeOrder() {
    var session = Engine(catalog: Self.catalog, active: "relay")
    for line in [
      "new var c 0", "after 10 main { store c 5 }", "deliver 300 \"async main { incr c }\"", "deliver 100 \"store c 1\"",
    ] {
      #expect(session.run(line).outcome == .ok, "\(line)")
    }
    var notes: [String] = []
    while notes.count < 20 {
      let report = session.run("step")
      guard report.outcome == .ok, let first = report.lines.first?.text, !first.hasPrefix("nothing") else { break }
      notes.append(report.lines.map(\.text).joined(separator: " / "))
    }
    let delivered100 = notes.firstIndex { $0.contains("delivered store c 1") }
    let timer = notes.firstIndex { $0.contains("clock: t=5 → t=10") }
    let delivered300 = notes.firstIndex { $0.contains("delivered async main") }
    #expect(delivered100 != nil && timer != nil && delivered300 != nil, "\(notes)")
    if let delivered100, let timer, let delivered300 {
      #expect(delivered100 < timer && timer < delivered300, "\(notes)")
    }
    // The last delivery's incr ran after the timer's store: 5 + 1.
    #expect(session.run("show c").lines.first?.text == "6", "\(notes)")
    #expect(session.run("show now").lines.first?.text == "\"0.0003 s\"")
    #expect(session.run("show clock").lines.first?.text == "15")
  }

  /// A step nobody reads (`advance`) takes the same events in the same order as `tick`, and a
  /// part that can take one without a note is asked to; the others tick.
  @Test func aStepNobodyReadsTakesWhatATickTakes() throws {
    var state = Relay.initialState
    _ = try Relay.threading.run("new var c 0; after 10 main { store c 5 }", on: &state)
    state.deliveries = [
      Relay.Delivery(due: .microseconds(100), line: "store c 1"),
      Relay.Delivery(due: .microseconds(300), line: "async main { incr c }"),
    ]
    var told = state
    var ticks = 0
    while try Relay.quiet.tick(&told) != nil, ticks < 100 { ticks += 1 }
    var untold = state
    var advances = 0
    while try Relay.quiet.advance(&untold), advances < 100 { advances += 1 }
    #expect(advances == ticks && ticks > 2)
    #expect(untold.threading == told.threading && untold.clock == told.clock && untold.deliveries.isEmpty)
    #expect(untold.threading.machine.variables == [6])
    #expect(untold.untoldDeliveries == 2 && told.untoldDeliveries == 0)
  }
}
