import Foundation
import Testing

/// The interactive shell driven through a real terminal (tmux), with real libedit.
@Suite(.serialized) struct TerminalTests {
  @Test func tabCompletesACommandAnObjectNameAndAPropertyPath() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.type("testbed")
    try tmux.send("Enter")
    try tmux.type("new alpha 1")
    try tmux.send("Enter")
    try tmux.type("hel")
    try tmux.send("Tab")
    try tmux.waitFor { $0.last == "testbed> help" }
    try tmux.send("C-u")
    try tmux.type("count al")
    try tmux.send("Tab")
    try tmux.waitFor { $0.last == "testbed> count alpha" }
    try tmux.send("C-u")
    try tmux.type("show alpha.fr")
    try tmux.send("Tab")
    try tmux.waitFor { $0.last == "testbed> show alpha.frame" }
    try tmux.type(".w")
    try tmux.send("Tab", "Enter")
    let screen = try tmux.waitFor { $0.last == "testbed> " || $0.last == "testbed>" }
    #expect(screen.suffix(3) == ["testbed> show alpha.frame.width", "0", "testbed>"])
    // Several matches are listed under the line, which is then redrawn.
    try tmux.type("co")
    try tmux.send("Tab")
    let listing = try tmux.waitFor { $0.contains("continue  count") }
    #expect(listing.last == "testbed> co")
  }

  @Test func upRecallsHistoryAfterARestart() throws {
    let tmux = try Tmux()
    try tmux.start("first")
    try tmux.type("where", to: "first")
    try tmux.send("Enter", to: "first")
    try tmux.type("testbed", to: "first")
    try tmux.send("Enter", to: "first")
    try tmux.send("C-d", to: "first")
    let exit = try tmux.waitForExit("first")
    #expect(exit.status == "0" && exit.signal.isEmpty, "\(exit)")

    try tmux.start("second")
    try tmux.send("Up", to: "second")
    try tmux.waitFor(in: "second") { $0.last == "workbench> testbed" }
    try tmux.send("Up", to: "second")
    try tmux.waitFor(in: "second") { $0.last == "workbench> where" }
    try tmux.send("Enter", to: "second")
    try tmux.waitFor(in: "second") { $0.contains("at event 0 of 0") }
  }

  @Test func ctrlCAtThePromptDropsTheLineAndTheShellStays() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.type("partial words")
    try tmux.send("C-c")
    let screen = try tmux.waitFor { $0.last == "workbench>" }
    #expect(screen.contains("workbench> partial words^C"))
    #expect(try tmux.paneState().dead == false)
    try tmux.type("where")
    try tmux.send("Enter")
    try tmux.waitFor { $0.contains("at event 0 of 0") }
  }

  @Test func ctrlCDuringContinuePausesTheProcessAndReturnsToThePrompt() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.type("testbed new a; testbed spin a 1000000 --step; use testbed")
    try tmux.send("Enter")
    try tmux.waitFor { $0.last == "testbed>" }
    try tmux.type("continue")
    try tmux.send("Enter")
    // Running: some step past the 500th is on the screen.
    try tmux.waitFor { lines in
      lines.contains { line in
        line.hasPrefix("[") && line.contains("/1000000]")
          && (Int(line.dropFirst().prefix { $0.isNumber }) ?? 0) >= 500
      }
    }
    try tmux.send("C-c")
    let screen = try tmux.waitFor { $0.last == "testbed>" }
    // The terminal echoes ^C where the cursor stands: at the start of the shell's next line
    // when the key comes between two lines of output.
    #expect(
      screen.contains { line in
        let text = line.hasPrefix("^C") ? line.dropFirst(2) : Substring(line)
        return text.hasPrefix("interrupted: spin a is paused at step ")
      }, "\(screen)")
    #expect(try tmux.paneState().dead == false)
    // The state is intact: the process is still paused and can be stepped.
    try tmux.type("where")
    try tmux.send("Enter")
    try tmux.waitFor { $0.contains { $0.hasPrefix("spin a in testbed is paused at step ") } }
    try tmux.type("step")
    try tmux.send("Enter")
    let stepped = try tmux.waitFor {
      $0.last == "testbed>" && $0.dropLast().last?.trimmingCharacters(in: .whitespaces).hasPrefix("a.value:") == true
    }
    #expect(stepped.dropLast(3).last == "testbed> step")
  }

  /// Ctrl-C stops a chapter's own long loops at once.
  ///
  /// `explore` walking millions of schedules,
  /// `explore --reduce` merging states, `live` running thousands of times on real threads; the
  /// state is as before. Past a second, each shows a progress line, erased when it ends.
  @Test func ctrlCStopsExploreAndRunWithTheStateIntact() throws {
    let tmux = try Tmux()
    try tmux.start()
    let six = "async global { incr c; incr c; incr c; incr c; incr c; incr c }"
    let three = "async global { incr c; incr c; incr c }"
    try tmux.enter("threading", "new var c 0", six, six)
    try tmux.waitFor { $0.last == "threading>" }
    // 2,704,156 schedules to walk one by one; 10,000 runs of at least 2 ms on real threads; then, with two more
    // blocks, hundreds of thousands of states to merge.
    for (setup, command, count) in [
      ([], "explore --max 10000000", " of 2704156 schedules ("), ([], "live { work 100 } --runs 10000", " of 10000 runs ("),
      ([three, three], "explore --reduce", " states · "),
    ] {
      if !setup.isEmpty { try tmux.enter(setup[0], setup[1]) }
      try tmux.enter(command)
      // Running for over a second: the progress line says how far it has got, and how to stop it.
      let name = command.prefix { $0 != " " }
      try tmux.waitFor("the progress line of \(command)") { lines in
        lines.last.map { $0.hasPrefix("\(name): ") && $0.contains(count) && $0.hasSuffix(" · Ctrl-C stops") } ?? false
      }
      try tmux.send("C-c")
      let start = Date()
      let screen = try tmux.waitFor { $0.last == "threading>" }
      #expect(Date().timeIntervalSince(start) < 1, "the prompt came back at once after \(command)")
      #expect(
        screen.dropLast().last?.hasSuffix(
          "error: interrupted (Ctrl-C): the command was stopped and changed nothing; type it again to start it over") == true,
        "\(command)")
      #expect(!screen.contains { $0.contains("Ctrl-C stops") }, "the progress line is erased")
      #expect(try tmux.paneState().dead == false)
    }
    try tmux.enter("show c")
    try tmux.waitFor { $0.suffix(2) == ["0", "threading>"] }
  }

  @Test func utf8IsEditedByCharacterNotByByte() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.type("testbed new a")
    try tmux.send("Enter")
    // "hXé": Left crosses é (two bytes) in one press, BSpace removes X, End and "llo" finish it.
    try tmux.type("testbed set a.label hXé")
    try tmux.send("Left", "BSpace", "End")
    try tmux.type("llo")
    try tmux.waitFor { $0.last == "workbench> testbed set a.label héllo" }
    try tmux.send("Enter")
    try tmux.waitFor { $0.contains("a value 0 héllo") }
    try tmux.type("show testbed.a.label")
    try tmux.send("Enter")
    let screen = try tmux.waitFor { $0.last == "workbench>" && $0.count > 4 }
    #expect(screen.suffix(2).first == "héllo")
  }

  @Test func aCorruptHistoryFileGivesOneWarningAndTheShellStarts() throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("wb-state-\(UUID().uuidString)")
    let folder = state.appendingPathComponent("workbench")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data([0xFF, 0x00, 0x13, 0x37, 0x0A, 0xC3]).write(to: folder.appendingPathComponent("history"))
    let tmux = try Tmux(stateHome: state)
    try tmux.start()
    let screen = try tmux.lines()
    let warnings = screen.filter { $0.hasPrefix("warning:") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("could not be read; moved it to") == true)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("history.corrupt").path))
    try tmux.type("where")
    try tmux.send("Enter")
    try tmux.waitFor { $0.contains("at event 0 of 0") }
    // The new history file is written and readable again.
    let history = try String(contentsOf: folder.appendingPathComponent("history"), encoding: .utf8)
    #expect(history == "_HiStOrY_V2_\nwhere\n")
  }

  @Test func ctrlDOnAnEmptyLineQuitsAndOnAFullLineDeletes() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.type("wherex")
    try tmux.send("Left", "C-d")
    try tmux.waitFor { $0.last == "workbench> where" }
    try tmux.send("C-u", "C-d")
    let exit = try tmux.waitForExit()
    #expect(exit.status == "0" && exit.signal.isEmpty, "\(exit)")
  }

  @Test func coloursOnlyOnATerminalAndNeverWithNoColor() throws {
    let tmux = try Tmux()
    try tmux.start("plain", environment: ["NO_COLOR": "1"])
    try tmux.type("nonsense", to: "plain")
    try tmux.send("Enter", to: "plain")
    try tmux.waitFor(in: "plain") { $0.contains { $0.hasPrefix("error: unknown command") } }
    let escapes = try tmuxEscapes(tmux, "plain")
    #expect(!escapes.contains("\u{1B}[31m"))

    try tmux.start("colour")
    try tmux.type("nonsense", to: "colour")
    try tmux.send("Enter", to: "colour")
    try tmux.waitFor(in: "colour") { $0.contains { $0.hasPrefix("error: unknown command") } }
    let coloured = try tmuxEscapes(tmux, "colour")
    #expect(coloured.contains("\u{1B}[31merror: unknown command"), "\(coloured.debugDescription)")
  }

  @Test func theStudyLoopWorksEndToEndInTheRealShell() throws {
    let tmux = try Tmux()
    try tmux.start(environment: ["WORKBENCH_LESSONS": Fixtures.lessons.path])
    try tmux.type("open testb")
    try tmux.send("Tab")
    try tmux.waitFor { $0.last == "workbench> open testbed/0" }
    try tmux.enter("1")
    let page = try tmux.waitFor { $0.last == "testbed>" }
    #expect(page.contains("Boxes and values · testbed/01 · page 1 of 4"))
    // Prose wraps to the terminal (200 columns, kept to 100 for reading), not to 80.
    let prose = try #require(page.first { $0.hasPrefix("The test chapter keeps boxes") })
    #expect(prose.count > 80 && prose.count <= 100, "\(prose)")
    // Emphasis and code are drawn in their styles (tmux adds its own resets after ours).
    let escapes = try tmuxEscapes(tmux, "shell")
    #expect(escapes.contains("keeps \u{1B}[1mboxes\u{1B}[0m"), "\(escapes.debugDescription)")
    #expect(escapes.contains("\u{1B}[33m`new`"))

    // Resized to 60 columns, the page shown again wraps to the new width.
    try tmux.tmux(["resize-window", "-t", "shell", "-x", "60", "-y", "30"])
    try tmux.enter("page")
    let screen = try tmux.waitFor { lines in
      guard let shown = lines.lastIndex(of: "testbed> page") else { return false }
      return lines[shown...].contains { $0.hasPrefix("The test chapter keeps boxes") } && lines.last == "testbed>"
    }
    let narrow = screen[(screen.lastIndex(of: "testbed> page") ?? 0)...]
    let rewrapped = try #require(narrow.first { $0.hasPrefix("The test chapter keeps boxes") })
    #expect(rewrapped.count > 40 && rewrapped.count <= 59, "\(rewrapped)")
    #expect(narrow.allSatisfy { $0.count <= 60 })
    try tmux.tmux(["resize-window", "-t", "shell", "-x", "200", "-y", "30"])

    try tmux.enter("play", "next", "play", "next")
    try tmux.waitFor { $0.contains("Exercise 1 of 2: make a hold 5") && $0.last == "testbed>" }
    try tmux.enter("check")
    try tmux.waitFor { $0.contains("          actual    2") && $0.last == "testbed>" }
    try tmux.enter("hint")
    try tmux.waitFor { $0.contains("The `set` command takes a path and a value.") && $0.last == "testbed>" }
    try tmux.enter("set a.value 5; check")
    try tmux.waitFor { $0.contains("1 of 2 exercises of testbed/01 done; type 'next' to go on.") }

    // The progress is in the shell's current folder.
    let saved = try String(
      contentsOf: tmux.stateHome.appendingPathComponent(".workbench/progress.json"), encoding: .utf8)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
    let lessons = try #require(json["lessons"] as? [String: [String: Any]])
    let exercises = try #require(lessons["testbed/01"]?["exercises"] as? [String: [String: Any]])
    #expect(exercises["make a hold 5"]?["done"] as? Bool == true)
    #expect(exercises["make a hold 5"]?["hints"] as? Int == 1)
    try tmux.enter("progress")
    try tmux.waitFor { $0.contains("testbed  0 of 2 lessons done, 1 of 3 exercises") }

    // On a terminal, reset says what it would clear and waits for the same reset again.
    try tmux.enter("reset")
    try tmux.waitFor {
      $0.contains("reset testbed/01 clears 1 exercise done, 1 hint seen and 0 solutions shown, and starts its session afresh.")
        && $0.contains("Type 'reset' again to clear it, or anything else to keep it.") && $0.last == "testbed>"
    }
    #expect(try String(contentsOf: tmux.stateHome.appendingPathComponent(".workbench/progress.json"), encoding: .utf8) == saved)
    try tmux.enter("reset")
    try tmux.waitFor { $0.contains("Cleared the progress of testbed/01.") && $0.last == "testbed>" }
  }

  @Test func aRealLessonIsStudiedEndToEnd() throws {
    let tmux = try Tmux()
    try tmux.start(environment: ["WORKBENCH_LESSONS": Binary.packageRoot.appendingPathComponent("Lessons").path])
    try tmux.enter("lessons")
    try tmux.waitFor { $0.contains("undo (0 of 5 lessons done)") }
    try tmux.enter("open undo/01", "play", "next")
    try tmux.waitFor { $0.contains("Exercise 1 of 3: undo the change") && $0.last == "undo>" }
    try tmux.enter("check")
    try tmux.waitFor { $0.contains("  fail  b.value == 1") && $0.last == "undo>" }
    // `undo` here is the chapter's command: the chapter is already active.
    try tmux.enter("undo")
    try tmux.enter("check")
    try tmux.waitFor { $0.contains("1 of 3 exercises of undo/01 done; type 'next' to go on.") }
    let saved = try String(
      contentsOf: tmux.stateHome.appendingPathComponent(".workbench/progress.json"), encoding: .utf8)
    #expect(saved.contains("\"undo the change\""))
  }

  @Test func theUndoChapterPrintsTheSameInATerminalAsFromAPipe() throws {
    let script = [
      "undo", "new manager um", "new box b 1 --undoer um", "set b.value 2; set b.value 3", "undo", "redo", "menu",
      "undo nosuch", "show um.undoMenuItemTitle",
    ]
    let piped = try Binary.run(input: Data((script.joined(separator: "\n") + "\n").utf8))
    let tmux = try Tmux()
    try tmux.start()
    for line in script {
      try tmux.type(line)
      try tmux.send("Enter")
      try tmux.waitFor { $0.last == "undo>" }
    }
    // The screen without the banner and the prompt lines is what the pipe printed.
    let screen = try tmux.lines().dropFirst().filter { !$0.hasPrefix("workbench>") && !$0.hasPrefix("undo>") }
    let expected = piped.output.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
    #expect(Array(screen) == expected)
    #expect(expected.count > 10)
  }

  @Test func theValidatorsChapterTakesUTF8AndQuotesThroughLibedit() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.enter("validators")
    try tmux.type("validate pass")
    try tmux.send("Tab")
    try tmux.waitFor { $0.last == "validators> validate password" }
    try tmux.type(" \"Éclair 1!\"")
    try tmux.send("Enter")
    try tmux.waitFor { $0.contains("(valid: true, errors: [])") && $0.last == "validators>" }
    try tmux.enter("new field p --mode phone", "type p \"(212) 555-123é4\"")
    let screen = try tmux.waitFor { $0.last == "validators>" && $0.contains { $0.contains("title \"Phone Number\"") } }
    #expect(screen.contains { $0.hasPrefix("key \"é\"") && $0.contains("-> false") })
    // A pattern that backtracks for ever elsewhere answers at once.
    try tmux.enter("match /(a+)+b/ \(String(repeating: "a", count: 60))c")
    try tmux.waitFor { $0.suffix(2) == ["no match", "validators>"] }
  }

  @Test func theThreadingChapterKeepsBlocksWholeAndStepsByThreadInTheRealShell() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.enter("threading", "new var c 0")
    // The ';' inside braces belongs to the block: one line, two statements for one worker.
    try tmux.enter("async global { incr c; incr c }; async global { incr c; incr c }")
    try tmux.waitFor { $0.contains("w2 starts B2 on global") && $0.last == "threading>" }
    try tmux.type("step w")
    try tmux.send("2")
    try tmux.send("Enter")
    try tmux.waitFor { $0.contains("tick: w2 B2 on global: incr c (load: c is 0)") && $0.last == "threading>" }
    try tmux.enter("explore")
    try tmux.waitFor { $0.suffix(6) == ["35 schedules", "  c=2: 16", "  c=3: 16", "  c=4: 3", "deadlocks: 0", "threading>"] }
  }

  /// The pane with its escape sequences (`capture-pane -e`).
  private func tmuxEscapes(_ tmux: Tmux, _ name: String) throws -> String {
    try tmux.tmux(["capture-pane", "-p", "-e", "-t", name])
  }
}
