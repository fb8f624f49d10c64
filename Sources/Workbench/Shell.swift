import CEditLine
import Evaluators
import Lessons
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Set by the SIGINT handler, read between steps of a running command and after a read.
let interruptFlag = Atomic<Bool>(false)

/// The interactive shell: read a line, run it through the engine (with the study commands of
/// lessons around it), write what it prints.
///
/// With a terminal on stdin it edits lines with libedit; otherwise it reads plain lines and
/// prints exactly the same output, without prompt or colour.
final class Shell {
  private var study: Study

  init(catalog: Catalog) {
    study = Study(catalog: catalog, lessons: LessonsFolder.resolve())
    for warning in study.warnings { Terminal.warn("warning: " + warning) }
  }

  /// Runs until `quit` or end of input; returns the exit status.
  func run() -> Int32 {
    if isatty(0) == 1 {
      return runInteractive()
    }
    return runPlain(lines: PlainLines(file: wb_stdin()))
  }

  /// Plain mode: every line in order, output identical to the interactive shell's.
  ///
  /// The status is 1 when a command failed, so scripts and CI notice.
  func runPlain(lines: PlainLines) -> Int32 {
    let terminal = Terminal(interactive: false)
    var failed = false
    var lines = lines
    while var line = lines.next() {
      if let opened = Self.openingBareBlock(line) {
        line = opened
        terminal.write(OutputLine(Self.bareBlockNote, .note))
      }
      // A Swift block goes on until its braces balance.
      while Tokenizer.isIncomplete(line), let more = lines.next() { line += "\n" + more }
      let report = study.run(line, emit: terminal.write)
      // Each line's output is out before the next line runs: if a later line crashed the
      // process, what came before would still be there.
      terminal.flush()
      if report.outcome == .failed { failed = true }
      if report.outcome == .quit { break }
    }
    terminal.flush()
    return failed ? 1 : 0
  }

  private func runInteractive() -> Int32 {
    setlocale(LC_ALL, "")
    _ = wb_install_sigint { _ in interruptFlag.store(true, ordering: .relaxed) }
    let terminal = Terminal(interactive: true)
    let progress = ProgressLine()
    study.confirms = true
    let editor = LineEditor(historyPath: LineEditor.defaultHistoryPath())
    if let warning = editor.warning { Terminal.warn(warning) }
    LineEditor.completer = { [unowned self] text in self.study.complete(text) }
    terminal.write(
      OutputLine(
        "Workbench \(WorkbenchCommand.version). Type 'lessons' to start learning, 'help' for commands, Ctrl-D to leave.", .note))
    while true {
      terminal.flush()
      interruptFlag.store(false, ordering: .relaxed)
      study.width = Terminal.columns()
      switch read(editor) {
      case .endOfInput:
        fputs("\n", wb_stdout())
        return 0
      case .interrupted:
        fputs("^C\n", wb_stdout())
        continue
      case .line(let line):
        editor.remember(line)
        progress.begin(line)
        let report = Interruption.reporting(to: progress.update) {
          playing {
            study.run(
              line,
              emit: { line in
                progress.clear()
                terminal.write(line)
                terminal.flush()
              }, interrupted: { interruptFlag.load(ordering: .relaxed) })
          }
        }
        progress.clear()
        if report.outcome == .quit { return 0 }
      }
    }
  }
}

extension Shell {
  /// One input line, with the lines that continue a Swift block until its braces balance.
  ///
  /// Each is read after a continuation prompt as wide as the prompt. Ctrl-C drops the whole
  /// block; Ctrl-D ends it as it stands (the engine then says what is not closed).
  fileprivate func read(_ editor: LineEditor) -> LineEditor.Read {
    let prompt = study.prompt
    let first = editor.read(prompt: prompt)
    guard case .line(var text) = first else { return first }
    let continuation = Engine.continuationPrompt(after: prompt)
    if let opened = Self.openingBareBlock(text) {
      text = opened
      fputs(Self.bareBlockNote + "\n", wb_stdout())
    }
    // A Swift block begun: its library is loaded and readied while the learner types the rest,
    // so the block starts at once (the shell's memory grows only for a learner who writes Swift).
    if Tokenizer.isIncomplete(text) { SwiftHost.prepareInBackground() }
    while Tokenizer.isIncomplete(text) {
      switch editor.read(prompt: continuation) {
      case .line(let more): text += "\n" + more
      case .interrupted: return .interrupted
      case .endOfInput: return .line(text)
      }
    }
    return .line(text)
  }
}

extension Shell {
  /// The line that opens a block for `swift` or `swift --step` alone, as `swift {` does.
  ///
  /// The block's lines go on until a `}` closes it. Nil for any other line.
  static func openingBareBlock(_ line: String) -> String? {
    let words = line.split(separator: " ")
    guard words.first == "swift", words.count <= 2, words.dropFirst().allSatisfy({ $0 == "--step" }) else { return nil }
    return line + " {"
  }

  /// What the shell says when a bare `swift` opens a block.
  static let bareBlockNote = "a Swift block: type its lines, then } on a line of its own to run it"
}

/// Runs `body` with a frame player for live commands that play frames (`watch`), when stdout is
/// a terminal to play them on.
private func playing<T>(_ body: () -> T) -> T {
  guard isatty(1) == 1 else { return body() }
  let player = FramePlayer { interruptFlag.load(ordering: .relaxed) }
  return LiveScreen.playing(on: player.show, body)
}

/// Input lines from a file or a pipe; invalid UTF-8 is repaired, a last line without a newline
/// still counts.
struct PlainLines {
  private var source: Source

  private enum Source {
    case file(UnsafeMutablePointer<FILE>)
    case text([Substring], Int)
  }

  init(file: UnsafeMutablePointer<FILE>) { source = .file(file) }

  init(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    source = .text(lines, 0)
  }

  mutating func next() -> String? {
    switch source {
    case .text(let lines, let index):
      guard index < lines.count else { return nil }
      source = .text(lines, index + 1)
      return String(lines[index])
    case .file(let file):
      var buffer: UnsafeMutablePointer<CChar>?
      var capacity = 0
      defer { free(buffer) }
      let count = getline(&buffer, &capacity, file)
      guard count >= 0, let buffer else { return nil }
      var length = count
      if length > 0 && buffer[length - 1] == 0x0A { length -= 1 }
      return buffer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
        String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
      }
    }
  }
}
