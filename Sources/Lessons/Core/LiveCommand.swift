import FoundationEssentials

/// A command whose outcome comes from outside the model: real threads, real sockets, a real
/// clock.
///
/// The engine calls `perform` once, when the learner types the command; what it returns is
/// recorded on the timeline as data, and `apply` makes the change from the record. `back`,
/// `goto` and replay call `apply` with the record and never perform again, and `save` writes the
/// record into the session as a `# recorded` line before the command, so `grade` and a lesson's
/// `check` replay the same outcome (DESIGN §4: live work is recorded and replayed).
public struct LiveCommand<C: Chapter>: Sendable {
  /// Does the live work and returns its outcome; it must not change the state.
  public var perform: @Sendable (C.State, Arguments) throws(CommandError) -> LiveRecord
  /// Changes the state from a recorded outcome and prints what changed; deterministic.
  public var apply: @Sendable (inout C.State, Arguments, LiveRecord) throws(CommandError) -> [String]
  /// Whether this call does live work, for a command that is live only sometimes.
  ///
  /// Networking's `resume` is live only in live mode; otherwise it is the plain change `plain`,
  /// which records nothing, so `save` writes no `# recorded` line for it.
  public var isLive: @Sendable (C.State, Arguments) -> Bool = { _, _ in true }
  public var plain: @Sendable (inout C.State, Arguments) throws(CommandError) -> [String] = { _, _ in [] }

  public init(
    perform: @escaping @Sendable (C.State, Arguments) throws(CommandError) -> LiveRecord,
    apply: @escaping @Sendable (inout C.State, Arguments, LiveRecord) throws(CommandError) -> [String]
  ) {
    self.perform = perform
    self.apply = apply
  }

  /// This command, live only when `isLive` says so, and otherwise the plain change `plain`.
  public func only(
    when isLive: @escaping @Sendable (C.State, Arguments) -> Bool,
    otherwise plain: @escaping @Sendable (inout C.State, Arguments) throws(CommandError) -> [String]
  ) -> LiveCommand {
    var command = self
    command.isLive = isLive
    command.plain = plain
    return command
  }

  /// A live command whose outcome is a value of the chapter's own `Codable` type.
  public init<Outcome: Codable & Sendable>(
    performing perform: @escaping @Sendable (C.State, Arguments) throws(CommandError) -> Outcome,
    apply: @escaping @Sendable (inout C.State, Arguments, Outcome) throws(CommandError) -> [String]
  ) {
    self.init(
      perform: { state, arguments throws(CommandError) in LiveRecord(try perform(state, arguments)) },
      apply: { state, arguments, record throws(CommandError) in
        try apply(&state, arguments, try record.decode(Outcome.self))
      })
  }
}

/// The recorded outcome of a live command: one line of JSON, as `save` writes it.
public struct LiveRecord: Sendable, Equatable {
  public var json: String

  public init(json: String) { self.json = json }

  /// The record of `value`, with sorted keys so equal outcomes are equal records.
  public init<Value: Encodable>(_ value: Value) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding a chapter's own plain value type cannot fail; an empty object would show it if it did.
    json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  func decode<Value: Decodable>(_ type: Value.Type) throws(CommandError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: Data(json.utf8))
    } catch {
      throw CommandError(
        "the recorded outcome \(Format.echo(json)) is not one this command records",
        suggestion: "remove the '# recorded' line before it to run the command live again")
    }
  }
}

/// The `# recorded CHAPTER COMMAND: JSON` line `save` writes before a live command.
struct RecordedLine: Sendable, Equatable {
  static let marker = "recorded"

  var chapter: String
  var command: String
  var record: LiveRecord

  /// The comment's text, without the `# `.
  var comment: String { "\(Self.marker) \(chapter) \(command): \(record.json)" }

  /// The record a comment line carries, or nil when `line` is not a `# recorded` line.
  static func parse(_ line: String) -> RecordedLine? {
    let text = line.drop { $0 == " " || $0 == "\t" }
    guard text.hasPrefix("# \(marker) "), let colon = text.firstIndex(of: ":") else { return nil }
    let names = text[text.index(text.startIndex, offsetBy: marker.count + 3)..<colon].split(separator: " ")
    guard names.count == 2 else { return nil }
    let json = text[text.index(after: colon)...].trimmed
    return RecordedLine(chapter: String(names[0]), command: String(names[1]), record: LiveRecord(json: json))
  }
}
