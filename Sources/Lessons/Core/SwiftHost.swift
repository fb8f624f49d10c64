import Synchronization

/// The learner's Swift as the engine hosts it: the seam through which Swift code reaches every
/// chapter's model.
///
/// Each chapter's prompt gets a `swift` command (`swift { … }`, `swift FILE.swift`, with
/// `--step`). The engine keeps, beside each chapter's state, a `SwiftScope`: what the learner's
/// Swift has declared so far and the run paused in it, a plain value, so `back`, `goto`, `save`
/// and replay treat it as they treat the chapter's state. The Lessons module only says what it
/// needs; the LearnerSwift module (swift-syntax's parser and an interpreter) provides it, and
/// the shell and the tests install it.
public protocol SwiftRunner: Sendable {
  /// Reads `source` and readies a run of it against chapter `C`'s state, after what `scope`
  /// holds from earlier blocks; nothing runs yet. Throws the first syntax error or construct
  /// outside the subset, with its line; on its first line, with the column `firstLineColumn`
  /// bytes further on (where the block began on the line it was typed on).
  func start<C: Chapter>(
    _ source: String, firstLineColumn: Int, in scope: SwiftScope, of chapter: C.Type, state: C.State
  ) throws(CommandError) -> SwiftScope

  /// Runs the next statement of the run `scope` holds; `.finished` at its end, or when it
  /// traps (the trap is the note, and what ran before it stays, as in Swift).
  func step<C: Chapter>(_ scope: inout SwiftScope, of chapter: C.Type, state: inout C.State) -> ProcessStep

  /// Runs up to `limit` statements of the run `scope` holds as `step` would, one after another,
  /// and tells none of them: the state and output are what as many steps leave, without the
  /// notes nobody reads (a run not stepped, a replay). Returns how many steps it took, and the
  /// last one's `.finished` when the run ended among them.
  func run<C: Chapter>(_ scope: inout SwiftScope, of chapter: C.Type, state: inout C.State, statements limit: Int)
    -> (taken: Int, finished: ProcessStep?)

  /// Runs the learner's closure `handle` (a chapter's `SwiftCallout`) to its return with
  /// `arguments`, on the machine `scope` holds, its uses of the chapter acting on `state`.
  func call<C: Chapter>(
    _ handle: SwiftHandle, _ arguments: [BridgeValue], in scope: inout SwiftScope, of chapter: C.Type, state: inout C.State
  ) throws(CommandError) -> [String]

  /// The method `selector` of the learner's object `handle` (a chapter's `SwiftCallout.method`),
  /// kept in `scope` as a handle to call with the object first among its arguments.
  func method(_ selector: String, of handle: SwiftHandle, in scope: inout SwiftScope) throws(CommandError) -> SwiftHandle

  /// The first syntax error in `source` as Swift's parser reports it, with its line (from 1)
  /// and column; nil when it parses. What `lint` checks: names and the subset are for a run.
  func syntaxError(in source: String) -> (line: Int, column: Int, message: String)?

  /// What the learner's Swift has declared at top level, as live objects, with the values the
  /// chapter's model holds for what Swift shares with it (see `SwiftBindable.swiftShared`).
  func objects<C: Chapter>(in scope: SwiftScope, of chapter: C.Type, state: C.State) -> [InspectField]

  /// Roughly what a copy of the scope costs (see `Chapter.weight(of:)`).
  func weight(of scope: SwiftScope) -> Int

  /// Does ahead of time the work every first run does once (the frameworks' types read and
  /// compiled, the parser's code paged in), so the first `swift` a learner types starts at
  /// once. Safe from any thread.
  func prepare()
}

/// What the learner's Swift holds in one chapter: its declarations, their values and a run in
/// progress, as the installed `SwiftRunner` keeps them; opaque to the engine.
public struct SwiftScope: Equatable, Sendable {
  /// The runner's own value; nil before the learner's first Swift in the chapter.
  public let value: (any Equatable & Sendable)?

  public init(_ value: (any Equatable & Sendable)? = nil) { self.value = value }

  /// The runner's value as its own type.
  public func value<T>(as type: T.Type) -> T? { value as? T }

  public static func == (left: SwiftScope, right: SwiftScope) -> Bool {
    switch (left.value, right.value) {
    case (nil, nil): true
    case (let left?, let right?): isEqual(left, right)
    default: false
    }
  }

  private static func isEqual<T: Equatable>(_ left: T, _ right: any Equatable) -> Bool {
    (right as? T).map { $0 == left } ?? false
  }
}

/// Where the shell and the tests install the Swift runner.
///
/// The tests install one; the shell installs how to load one (`installLoader`): the learner's
/// Swift and swift-syntax behind it are a library the shell loads the first time they are
/// needed (a `swift` command, a lesson's Swift block linted), not at every start.
public enum SwiftHost {
  private static let installed = Mutex<(any SwiftRunner)?>(nil)
  private static let loader = Mutex<(@Sendable () -> Void)?>(nil)
  /// Held while the loader runs: a thread that asks meanwhile waits for the runner it installs.
  private static let loading = Mutex(())

  public static func install(_ runner: any SwiftRunner) { installed.withLock { $0 = runner } }

  /// Installs `load`, called once, the first time a runner is asked for while none is
  /// installed; it installs one (or, failing, leaves Swift unavailable).
  public static func installLoader(_ load: @escaping @Sendable () -> Void) { loader.withLock { $0 = load } }

  /// The runner installed, if any: without one, `swift` says Swift is not available.
  public static var runner: (any SwiftRunner)? {
    if let runner = installed.withLock({ $0 }) { return runner }
    loading.withLock { _ in
      let load = loader.withLock { loader in
        defer { loader = nil }
        return loader
      }
      load?()
    }
    return installed.withLock { $0 }
  }

  /// Loads the learner's Swift and readies its first run on a thread of its own, while the
  /// learner reads and types (`SwiftRunner.prepare`).
  ///
  /// The shell calls it when Swift is near (a block begun, a lesson about Swift opened). Only
  /// the first call does anything.
  public static func prepareInBackground() {
    let first = prepared.withLock { prepared in
      defer { prepared = true }
      return !prepared
    }
    guard first else { return }
    Task.detached(priority: .utility) { runner?.prepare() }
  }

  private static let prepared = Mutex(false)

  /// The `swift` command every chapter gets (without a runner it says Swift is not available).
  static let spec = CommandSpec(
    "swift",
    abstract: "Run Swift against this chapter's live objects: a { block } (lines continue until its braces balance) or a file.",
    discussion:
      "The block runs as a Swift program would, printing what print prints; a name it declares at top level stays, for "
      + "later blocks and for show and inspect. With --step it stops after the first statement: step runs the next, "
      + "back goes back one. A file's text is read once and kept in the session, so back and save replay it. In the "
      + "threading and networking chapters a closure sent to a queue (or a task's completion handler) becomes the "
      + "chapter's block, for its scheduler to step and explore to interleave; a top-level var it uses is shared with "
      + "the model.",
    parameters: [Parameter("code", .word, "{ Swift statements } or FILE.swift")],
    options: [CommandOption("step", "stop after the first statement; then use step, continue or back")],
    examples: ["swift { let area = 3.0 * 3.0; print(\"area \\(area)\") }", "swift --step { var n = 1; n += 1 }"])

  /// The source of a `swift` command's file, recorded when the command is typed.
  struct Source: Codable, Sendable {
    var path: String
    var text: String
  }

  /// Reads a `swift` command's file: the live work the command records (see `LiveCommand`).
  static func read(_ path: String) throws(CommandError) -> Source {
    guard path.hasSuffix(".swift") else {
      throw CommandError("swift takes a { block } or a .swift file, not \(Format.echo(path))", suggestion: "swift { print(1) }")
    }
    do {
      // A regular file only: a FIFO or a device would never end, and a huge file would take long to compile.
      let bytes = try TextFile.contents(of: path, limit: sourceLimit)
      return Source(path: path, text: String(decoding: bytes, as: UTF8.self))
    } catch {
      throw CommandError(
        "cannot read \(Format.echo(path)): \(error.reason)",
        suggestion: "give the path of a .swift file that exists, of up to \(TextFile.size(sourceLimit))")
    }
  }

  /// The most bytes of Swift a block or a file may hold: the parser cannot be stopped by
  /// Ctrl-C, and this much takes it about a second.
  public static let sourceLimit = 256 << 10

  /// How many bytes of the typed line come before a block's first line of Swift.
  ///
  /// That is the brace's place on its line, and the brace. Nil when the line does not hold the
  /// block word.
  public static func firstLineColumn(ofBlock word: String, in line: String) -> Int? {
    guard let found = line.utf8.firstRange(of: word.utf8) else { return nil }
    let start = line.utf8[..<found.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { line.utf8.index(after: $0) }
    return line.utf8.distance(from: start ?? line.utf8.startIndex, to: found.lowerBound) + 1
  }

  /// The Swift of a block word: the text between its braces.
  public static func source(ofBlock word: String) -> String? {
    guard word.hasPrefix("{"), word.hasSuffix("}"), word.count >= 2 else { return nil }
    return String(word.dropFirst().dropLast())
  }
}

/// What a `SwiftCallout` works on while a chapter's command or step runs (the world's Swift
/// scope, or the runner's session in the middle of a statement): the callout keeps it here, and
/// the owner takes it back when the step is done.
public final class SwiftCalloutBox<Value>: @unchecked Sendable {
  // One thread: the command's own, for the length of the step.
  public var value: Value

  public init(_ value: Value) { self.value = value }
}
