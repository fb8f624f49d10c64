import Dispatch

/// The engine's own test chapter: boxes holding a number, a counting process, a slow process
/// for interrupt tests, and a clock with timers for world steps.
///
/// It is loaded only for tests and benchmarks (`WORKBENCH_TESTBED=1`) and never listed by `chapters`.
public enum Testbed: Chapter {
  public struct Box: Equatable, Sendable {
    public var name: String
    public var value: Double = 0
    public var label = ""
    public var frame = Rect.zero
    public var link: String?
  }

  public struct Timer: Equatable, Sendable {
    var box: String
    var due: Int
  }

  public struct State: Equatable, Sendable {
    public var boxes: [Box] = []
    public var clock = 0
    public var timers: [Timer] = []
    /// Run-loop turns closed so far: proves turn ends are replayed like everything else.
    public var turns = 0

    func index(of name: String) throws(CommandError) -> Int {
      guard let index = boxes.firstIndex(where: { $0.name == name }) else {
        throw CommandError(
          "no box named \(Format.echo(name))",
          suggestion: Suggestion.didYouMean(name, in: boxes.map(\.name))
            ?? (isValidName(name) ? "create it with 'new \(name)'" : "type 'list' to see the boxes"))
      }
      return index
    }
  }

  /// What `sample` read from the real clock.
  struct Sample: Codable, Sendable {
    var nanoseconds: UInt64
  }

  public enum Process: Equatable, Sendable {
    case count(box: String, target: Double)
    case spin(box: String, remaining: Int, seed: UInt64)
  }

  public static let name = "testbed"
  public static let abstract = "The engine's test chapter: boxes, a counting process and a clock."
  public static var initialState: State { State() }

  public static func objects(in state: State) -> [InspectField] {
    state.boxes.map { InspectField($0.name, inspect($0)) } + [InspectField("clock", inspectClock(state))]
  }

  public static func object(named name: String, in state: State) -> InspectValue? {
    if name == "clock" { return inspectClock(state) }
    return state.boxes.first { $0.name == name }.map(inspect)
  }

  static func inspect(_ box: Box) -> InspectValue {
    .object(
      summary: "\(box.name) value \(Format.number(box.value))" + (box.label.isEmpty ? "" : " " + Format.quoted(box.label)),
      fields: [
        .init("value", .number(box.value)), .init("label", .text(box.label)),
        .init("frame", box.frame.inspection), .init("center", box.frame.center.inspection),
        .init("link", box.link.map(InspectValue.reference) ?? .none),
      ])
  }

  static func inspectClock(_ state: State) -> InspectValue {
    .object(
      summary: "clock at \(state.clock), \(state.timers.count) timer\(state.timers.count == 1 ? "" : "s")",
      fields: [
        .init("time", .number(Double(state.clock))), .init("turns", .number(Double(state.turns))),
        .init("timers", .list(state.timers.map { .text("\($0.box) at \($0.due)") })),
      ])
  }

  public static let commands: [ChapterCommand<Testbed>] = [
    ChapterCommand(
      CommandSpec(
        "new", abstract: "Create a box with a value (default 0).",
        parameters: [Parameter("name", .word, "the new box's name"), Parameter("value", .number, "its value", optional: true)],
        examples: ["new a 1"]),
      .change { state, arguments throws(CommandError) in
        let name = arguments.word("name")
        guard isValidName(name) else {
          throw CommandError(
            "\(Format.echo(name)) is not a box name", suggestion: "use a letter followed by letters, digits or _")
        }
        guard !state.boxes.contains(where: { $0.name == name }) else {
          throw CommandError("a box named \(name) already exists", suggestion: "choose another name or 'remove \(name)'")
        }
        state.boxes.append(Box(name: name, value: arguments.optionalNumber("value") ?? 0))
        return ["\(name) = \(Format.number(arguments.optionalNumber("value") ?? 0))"]
      }),
    ChapterCommand(
      CommandSpec(
        "set", abstract: "Set a box's value, label, frame or link.",
        parameters: [
          Parameter("field", .path, "NAME.value, NAME.label, NAME.frame or NAME.link"),
          Parameter("values", .word, "the new value (four numbers for a frame)", repeated: true),
        ],
        examples: ["set a.value 5", "set a.frame 0 0 10 20", "set a.link b"]),
      .change { state, arguments throws(CommandError) in
        let path = InspectPath(arguments.word("field"))!
        let index = try state.index(of: path.root)
        let values = arguments.words("values")
        guard path.components.count == 2, case .field(let field) = path.components[1] else {
          throw CommandError("set takes NAME.FIELD", suggestion: "for example 'set a.value 5'")
        }
        switch field {
        case "value":
          guard values.count == 1, let number = Arguments.parseNumber(values[0]) else {
            throw CommandError("value takes one number", suggestion: "for example 'set a.value 5'")
          }
          state.boxes[index].value = number
        case "label":
          state.boxes[index].label = values.joined(separator: " ")
        case "frame":
          let numbers = values.compactMap(Arguments.parseNumber)
          guard numbers.count == 4, values.count == 4 else {
            throw CommandError("frame takes four numbers: x y width height", suggestion: "for example 'set a.frame 0 0 10 20'")
          }
          state.boxes[index].frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case "link":
          guard values.count == 1 else { throw CommandError("link takes one box name", suggestion: "for example 'set a.link b'") }
          if values[0] == "nil" {
            state.boxes[index].link = nil
          } else {
            _ = try state.index(of: values[0])
            state.boxes[index].link = values[0]
          }
        default:
          throw CommandError(
            "a box has no field \(Format.echo(field))",
            suggestion: Suggestion.didYouMean(field, in: ["value", "label", "frame", "link"])
              ?? "its fields are value, label, frame, link")
        }
        return [inspect(state.boxes[index]).line]
      }),
    ChapterCommand(
      CommandSpec(
        "remove", abstract: "Remove a box.", parameters: [Parameter("name", .object, "the box")], examples: ["remove a"]),
      .change { state, arguments throws(CommandError) in
        let index = try state.index(of: arguments.word("name"))
        let name = state.boxes.remove(at: index).name
        for other in state.boxes.indices where state.boxes[other].link == name { state.boxes[other].link = nil }
        state.timers.removeAll { $0.box == name }
        return ["removed \(name)"]
      }),
    ChapterCommand(
      CommandSpec(
        "count", abstract: "Count a box's value to TARGET, one step per unit.",
        discussion: "A process: with --step it pauses after each unit so step, continue and back can be tried.",
        parameters: [
          Parameter("name", .object, "the box"), Parameter("target", .integer(-1_000_000...1_000_000), "the value to reach"),
        ],
        examples: ["count a 5 --step"]),
      .process { state, arguments throws(CommandError) in
        let box = state.boxes[try state.index(of: arguments.word("name"))]
        let target = Double(arguments.integer("target"))
        let distance = abs(target - box.value).rounded(.up)
        guard distance <= 1_000_000 else {
          throw CommandError(
            "counting \(box.name) from \(Format.number(box.value)) to \(Format.number(target)) takes too many steps",
            suggestion: "count at most 1000000 steps at a time")
        }
        let steps = max(1, Int(distance))
        return ProcessStart(
          .count(box: box.name, target: target), title: "count \(box.name) to \(Format.number(target))", totalSteps: steps)
      }),
    ChapterCommand(
      CommandSpec(
        "spin", abstract: "A slow process of N steps of busy work, for interrupting with Ctrl-C.",
        parameters: [Parameter("name", .object, "the box"), Parameter("steps", .integer(1...1_000_000), "how many steps")],
        examples: ["spin a 1000"]),
      .process { state, arguments throws(CommandError) in
        let box = state.boxes[try state.index(of: arguments.word("name"))]
        let steps = arguments.integer("steps")
        return ProcessStart(
          .spin(box: box.name, remaining: steps, seed: 0x9E37_79B9_7F4A_7C15), title: "spin \(box.name)", totalSteps: steps)
      }),
    ChapterCommand(
      CommandSpec(
        "schedule", abstract: "Add a timer that adds 1 to a box after DELAY ticks of the clock.",
        parameters: [Parameter("name", .object, "the box"), Parameter("delay", .integer(1...1_000_000), "ticks from now")],
        examples: ["schedule a 2"]),
      .change { state, arguments throws(CommandError) in
        let name = state.boxes[try state.index(of: arguments.word("name"))].name
        let due = state.clock + arguments.integer("delay")
        state.timers.append(Timer(box: name, due: due))
        return ["timer for \(name) at \(due)"]
      }),
    ChapterCommand(
      CommandSpec(
        "sample", abstract: "Set a box's value from the real clock: a live command, recorded and replayed.",
        discussion:
          "The nanoseconds of the machine's monotonic clock, modulo 1000000: a different value each time it runs for "
          + "real, the same one whenever back, goto or a saved session replays it.",
        parameters: [Parameter("name", .object, "the box")], examples: ["sample a"]),
      .live(
        LiveCommand(
          performing: { state, arguments throws(CommandError) in
            _ = try state.index(of: arguments.word("name"))
            return Sample(nanoseconds: DispatchTime.now().uptimeNanoseconds)
          },
          apply: { state, arguments, sample throws(CommandError) in
            let index = try state.index(of: arguments.word("name"))
            let old = state.boxes[index].value
            state.boxes[index].value = Double(sample.nanoseconds % 1_000_000)
            return ["\(state.boxes[index].name).value: \(Format.number(old)) -> \(Format.number(state.boxes[index].value))"]
          }))),
    ChapterCommand(
      CommandSpec(
        "swap", abstract: "Swap two boxes' values.",
        discussion:
          "It sets the first box before it looks for the second, so 'swap a nobody' fails half way: the engine must "
          + "put the state back, as for any failed command.",
        parameters: [Parameter("first", .object, "a box"), Parameter("second", .object, "another box")],
        examples: ["swap a b"]),
      .change { state, arguments throws(CommandError) in
        let first = try state.index(of: arguments.word("first"))
        let value = state.boxes[first].value
        state.boxes[first].value = .nan
        let second = try state.index(of: arguments.word("second"))
        state.boxes[first].value = state.boxes[second].value
        state.boxes[second].value = value
        return ["\(state.boxes[first].name) <-> \(state.boxes[second].name)"]
      }),
    ChapterCommand(
      CommandSpec("list", abstract: "List the boxes.", examples: ["list"]),
      .query { state, _ throws(CommandError) in
        state.boxes.isEmpty ? ["no boxes"] : objects(in: state).dropLast().map(\.value.line)
      }),
  ]

  public static func advance(_ process: inout Process, _ state: inout State) -> ProcessStep {
    switch process {
    case .count(let name, let target):
      guard let index = state.boxes.firstIndex(where: { $0.name == name }) else {
        return .finished(StepNote("\(name) is gone"), result: [])
      }
      let value = state.boxes[index].value
      if value == target {
        return .finished(StepNote("\(name) is already \(Format.number(target))"), result: ["\(name) = \(Format.number(target))"])
      }
      let next = value < target ? min(target, (value + 1).rounded(.down)) : max(target, (value - 1).rounded(.up))
      state.boxes[index].value = next
      let note = StepNote(
        "\(name).value \(Format.number(value)) -> \(Format.number(next))",
        why: "\(Format.number(value)) \(value < target ? "<" : ">") target \(Format.number(target))")
      return next == target ? .finished(note, result: ["\(name) = \(Format.number(target))"]) : .step(note)
    case .spin(let name, let remaining, var seed):
      // Deterministic busy work: a few hundred thousand xorshift rounds.
      for _ in 0..<200_000 {
        seed ^= seed << 13
        seed ^= seed >> 7
        seed ^= seed << 17
      }
      let value = Double(seed % 1000)
      if let index = state.boxes.firstIndex(where: { $0.name == name }) { state.boxes[index].value = value }
      process = .spin(box: name, remaining: remaining - 1, seed: seed)
      let note = StepNote("\(name).value = \(Format.number(value))")
      return remaining <= 1 ? .finished(note, result: ["spun \(name) to \(Format.number(value))"]) : .step(note)
    }
  }

  public static func tick(_ state: inout State) -> StepNote? {
    guard !state.timers.isEmpty else { return nil }
    state.clock += 1
    let due = state.timers.filter { $0.due <= state.clock }
    state.timers.removeAll { $0.due <= state.clock }
    for timer in due {
      if let index = state.boxes.firstIndex(where: { $0.name == timer.box }) { state.boxes[index].value += 1 }
    }
    if due.isEmpty { return StepNote("clock \(state.clock - 1) -> \(state.clock)", why: "a timer is still waiting") }
    return StepNote(
      "clock \(state.clock - 1) -> \(state.clock): fired " + due.map(\.box).joined(separator: ", "),
      why: "their timers were due at \(state.clock)")
  }

  public static func endTurn(_ state: inout State) { state.turns += 1 }

  public static func weight(of state: State) -> Int { state.boxes.count + state.timers.count }

  static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 32, name != "clock", name != "nil" else {
      return false
    }
    return ("a"..."z").contains(first)
      && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
  }
}

/// The test chapter's clock on the shared virtual clock: one tick is a millisecond, and while a
/// timer waits every tick is a step.
extension Testbed: TimedChapter {
  public static let tickLength = VirtualTime.milliseconds(1)

  public static func now(in state: State) -> VirtualTime { tickLength * Int64(state.clock) }

  public static func nextDue(in state: State) -> VirtualTime? {
    state.timers.isEmpty ? nil : tickLength * Int64(state.clock + 1)
  }

  public static func pass(_ state: inout State, to time: VirtualTime) {
    state.clock = max(state.clock, Int(time.count(of: tickLength)))
  }
}
