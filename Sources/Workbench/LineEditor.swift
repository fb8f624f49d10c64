import CEditLine
import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// A thin wrapper over libedit: emacs keys, a history file, Tab completion and Ctrl-C.
///
/// libedit calls back through C function pointers, which cannot capture, so the prompt and the
/// completer live in static storage; there is one editor per process.
final class LineEditor {
  enum Read {
    case line(String)
    case interrupted
    case endOfInput
  }

  nonisolated(unsafe) static var completer: ((String) -> Completion)?
  nonisolated(unsafe) private static var promptText: UnsafeMutablePointer<CChar> = strdup("> ")

  private let editor: OpaquePointer
  private let history: OpaquePointer
  private var event = HistEvent()
  private var historyFile: HistoryFile
  /// A problem with the history file, to report once at start.
  private(set) var warning: String?

  init(historyPath: String?) {
    editor = el_init(CommandLine.arguments[0], wb_stdin(), wb_stdout(), wb_stderr())
    history = history_init()
    wb_history_setsize(history, &event, Int32(HistoryFile.entryLimit))
    wb_history_setunique(history, &event, 1)
    wb_el_set_editor(editor, "emacs")
    wb_el_set_signal(editor, 1)
    wb_el_set_hist(editor, history)
    wb_el_set_prompt(editor) { _ in LineEditor.promptText }
    wb_el_addfn(editor, "wb-complete", "complete the word under the cursor") { editor, _ in
      LineEditor.complete(editor)
    }
    wb_el_bind(editor, "^I", "wb-complete")
    historyFile = HistoryFile(path: historyPath)
    warning = historyFile.load(into: history, &event)
  }

  deinit {
    history_end(history)
    el_end(editor)
  }

  func read(prompt: String) -> Read {
    free(Self.promptText)
    Self.promptText = strdup(prompt)
    var count: Int32 = 0
    guard let raw = el_gets(editor, &count) else {
      if count == -1 && errno == EINTR {
        el_reset(editor)
        return .interrupted
      }
      return .endOfInput
    }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  /// Adds a non-blank line to the history and appends it to the file, so Up recalls it after a
  /// restart; a line longer than `HistoryFile.lineLimit` is not kept, nor one that repeats the
  /// line before.
  func remember(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace), line.utf8.count <= HistoryFile.lineLimit else { return }
    if wb_history_first(history, &event) >= 0, let newest = event.str, String(cString: newest) == line { return }
    wb_history_enter(history, &event, line)
    if let warning = historyFile.append(history, &event) { Terminal.warn(warning) }
  }

  /// `$XDG_STATE_HOME/workbench/history`, else `~/.local/state/workbench/history`; the folder is
  /// created when missing.
  static func defaultHistoryPath() -> String? {
    let base: String
    if let state = getenv("XDG_STATE_HOME"), state.pointee != 0 {
      base = String(cString: state)
    } else if let home = getenv("HOME"), home.pointee != 0 {
      base = String(cString: home) + "/.local/state"
    } else {
      return nil
    }
    let folder = base + "/workbench"
    var path = ""
    for part in folder.split(separator: "/") {
      path += "/" + part
      mkdir(path, 0o755)
    }
    return folder + "/history"
  }

  // MARK: - Completion

  private static func complete(_ editor: OpaquePointer?) -> UInt8 {
    guard let editor, let info = el_line(editor)?.pointee, let start = info.buffer, let cursor = info.cursor,
      let completer
    else { return UInt8(CC_ERROR) }
    let before = UnsafeRawBufferPointer(start: start, count: cursor - start)
    let completion = completer(String(decoding: before, as: UTF8.self))
    let candidates = completion.candidates
    guard let first = candidates.first else { return UInt8(CC_REFRESH_BEEP) }
    if candidates.count == 1 {
      let rest = String(first.dropFirst(completion.word.count)) + (completion.appendsSpace ? " " : "")
      if !rest.isEmpty { el_insertstr(editor, rest) }
      return UInt8(CC_REFRESH)
    }
    let common = candidates.dropFirst().reduce(first) { prefix, candidate in
      String(zip(prefix, candidate).prefix { $0 == $1 }.map(\.0))
    }
    if common.count > completion.word.count {
      el_insertstr(editor, String(common.dropFirst(completion.word.count)))
      return UInt8(CC_REFRESH)
    }
    fputs("\n" + candidates.joined(separator: "  ") + "\n", wb_stdout())
    return UInt8(CC_REDISPLAY)
  }
}
