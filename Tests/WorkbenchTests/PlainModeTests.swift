import Foundation
import Testing

/// Without a terminal the shell prints exactly what it would interactively, minus prompt and colour.
@Suite struct PlainModeTests {
  static let script = """
    testbed
    new a 1
    count a 3 --step
    step
    show a.value
    nonsense
    back
    where

    """

  /// `swift` alone opens a block, as `swift {` does: the lines after it are Swift until a `}`
  /// closes it.
  @Test func aBareSwiftOpensABlock() throws {
    let piped = try Binary.run(input: Data("use undo\nswift\nlet a = 2\nprint(a * 21)\n}\nshow a\n".utf8))
    #expect(piped.exitedNormally && piped.status == 0)
    #expect(
      piped.output == """
        undo is now the active chapter (type 'help' for its commands)
        a Swift block: type its lines, then } on a line of its own to run it
        42
        2

        """)
  }

  @Test func pipeAndRunFileGiveTheSameOutputWithoutPromptOrColour() throws {
    let piped = try Binary.run(input: Data(Self.script.utf8), environment: ["TERM": "xterm-256color"])
    #expect(piped.exitedNormally)
    #expect(piped.status == 1)
    #expect(
      piped.output == """
        testbed is now the active chapter (type 'help' for its commands)
        a = 1
        [1/2] a.value 1 -> 2
              because 1 < target 3
              a.value: 1 -> 2
        [2/2] a.value 2 -> 3
              because 2 < target 3
              a.value: 2 -> 3
        a = 3
        3
        error: unknown command 'nonsense'; type 'help' to list the commands
        at event 2 of 3 (1 later event: 'goto 3' returns; a new command or step replaces them)
        count a to 3 in testbed is paused at step 1 of 2
        at event 2 of 3 (1 later event: 'goto 3' returns; a new command or step replaces them)
        count a to 3 in testbed is paused at step 1 of 2
        active chapter: testbed, 2 objects: a, clock

        """)
    #expect(!piped.output.contains("\u{1B}"))
    #expect(!piped.output.contains("testbed> "))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-run-\(UUID().uuidString).txt")
    try Self.script.write(to: folder, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Binary.run(["run", folder.path], input: Data())
    #expect(run.output == piped.output)
    #expect(run.status == 1)
  }

  /// Each line's output is written before the next line is read: a shell killed (or crashed)
  /// later keeps what earlier lines printed in the log.
  @Test func eachLinesOutputIsOutBeforeTheNextLineIsRead() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Binary.path)
    var environment = ProcessInfo.processInfo.environment
    environment["WORKBENCH_TESTBED"] = "1"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data("use testbed\nnew a 7\n".utf8))
    // The shell now waits for a third line, which never comes; its first two are out already.
    // A watchdog ends a shell that never writes, so the read below cannot wait for ever.
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + 10) { kill(pid, SIGKILL) }
    var received = Data()
    while !String(decoding: received, as: UTF8.self).contains("a = 7\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received += chunk
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(String(decoding: received, as: UTF8.self).hasSuffix("a = 7\n"))
  }

  @Test func aCleanScriptExitsZeroAndQuitStopsReading() throws {
    let result = try Binary.run(input: Data("testbed\nnew a\nquit\nnew b\n".utf8))
    #expect(result.status == 0)
    #expect(result.output == "testbed is now the active chapter (type 'help' for its commands)\na = 0\n")
  }

  @Test func aLastLineWithoutNewlineStillRuns() throws {
    let result = try Binary.run(input: Data("testbed new a 4".utf8))
    #expect(result.output == "a = 4\n")
  }

  @Test func lintReportsProblemsAndExitsByOutcome() throws {
    let folder = try temporaryFolder("lint")
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("01-good.md")
    try "---\ntitle: t\nchapter: testbed\nsource: s\n---\n~~~workbench\ntestbed> new a\na = 0\n~~~\n"
      .write(to: good, atomically: true, encoding: .utf8)
    let clean = try Binary.run(["lint", good.path], input: Data())
    #expect(clean.status == 0)
    #expect(clean.output == "1 passed, 0 failed\n")

    let bad = folder.appendingPathComponent("02-bad.md")
    try "---\ntitle: t\nchapter: testbed\nsource: s\n---\n~~~workbench\ntestbed> nwe a\n~~~\n"
      .write(to: bad, atomically: true, encoding: .utf8)
    let failing = try Binary.run(["lint", folder.path], input: Data())
    #expect(failing.status == 1)
    #expect(failing.output == "\(bad.path):7: unknown command 'nwe'; did you mean 'new'?\n1 passed, 1 failed\n")

    let missing = try Binary.run(["lint", folder.appendingPathComponent("nosuch").path], input: Data())
    #expect(missing.status == 2)
    #expect(missing.output.hasPrefix("error: no such file or folder: "))
  }

  /// One exit rule for lint, check and grade: 0 passed, 1 failed, 2 unusable input, whatever
  /// made it unusable.
  @Test func unusableInputExitsTwoEverywhere() throws {
    let folder = try temporaryFolder("exit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let yaml = folder.appendingPathComponent("yaml/01-yaml.md")
    let utf8 = folder.appendingPathComponent("utf8/01-utf8.md")
    try FileManager.default.createDirectory(at: yaml.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: utf8.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "---\ntitle: [unclosed\nchapter: testbed\nsource: s\n---\n".write(to: yaml, atomically: true, encoding: .utf8)
    var bytes = Array("---\ntitle: t\nchapter: testbed\nsource: s\n---\nbad ".utf8)
    bytes += [0xFF, 0x0A]
    try Data(bytes).write(to: utf8)
    for command in ["lint", "check"] {
      for path in [empty.path, yaml.path, utf8.path, folder.appendingPathComponent("nosuch").path] {
        let run = try Binary.run([command, path], input: Data())
        #expect(run.status == 2, "\(command) \(path): \(run.output)")
        let json = try Binary.run([command, path, "--format", "json"], input: Data())
        #expect(json.status == 2)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(parsed?["status"] as? String == "error", "\(command) \(path)")
      }
      let usage = try Binary.run([command, "--no-such-flag"], input: Data())
      #expect(usage.status == 2, "a usage error is unusable input, not ArgumentParser's 64")
      #expect(usage.stderr.contains("Unknown option '--no-such-flag'"))
    }
    let usage = try Binary.run(["grade", "session.txt"], input: Data())
    #expect(usage.status == 2)
    #expect(usage.stderr.contains("--lesson"))
  }

  /// A lesson saved with CRLF line endings, or with a byte-order mark, reads like any other.
  @Test func crlfAndByteOrderMarksAreReadLikeAnyOtherLesson() throws {
    let folder = try temporaryFolder("crlf")
    defer { try? FileManager.default.removeItem(at: folder) }
    let text =
      "---\ntitle: t\nchapter: testbed\nsource: s\n---\n~~~workbench\ntestbed> new a 1\na = 1\n~~~\n"
      + "## Exercise: make a hold 5\n~~~expect\na.value == 5\n~~~\n~~~solution\ntestbed> set a.value 5\na value 5\n~~~\n"
    let crlf = folder.appendingPathComponent("01-crlf.md")
    try text.replacingOccurrences(of: "\n", with: "\r\n").write(to: crlf, atomically: true, encoding: .utf8)
    let bom = folder.appendingPathComponent("02-bom.md")
    try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: bom)
    for path in [crlf.path, bom.path] {
      let lint = try Binary.run(["lint", path], input: Data())
      #expect(lint.status == 0, "\(lint.output)")
      let check = try Binary.run(["check", "--solutions", path], input: Data())
      #expect(check.status == 0, "\(check.output)")
      #expect(check.output == "4 passed, 0 failed\n")
    }
  }

  @Test func checkReplaysLessonsAndExitsByOutcome() throws {
    let folder = try temporaryFolder("check")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lesson = folder.appendingPathComponent("01-boxes.md")
    let text = """
      ---
      title: Boxes
      chapter: testbed
      source: the test chapter
      ---
      ~~~workbench
      testbed> new a 1
      a = 1
      ~~~
      ## Exercise: make a hold 5
      ~~~expect
      a.value == 5
      ~~~
      ~~~solution
      testbed> set a.value 5
      ...
      ~~~

      """
    try text.write(to: lesson, atomically: true, encoding: .utf8)
    let passing = try Binary.run(["check", "--solutions", folder.path], input: Data())
    #expect(passing.status == 0)
    #expect(passing.output == "4 passed, 0 failed\n")

    try text.replacingOccurrences(of: "a = 1", with: "a = 2").write(to: lesson, atomically: true, encoding: .utf8)
    let failing = try Binary.run(["check", lesson.path], input: Data())
    #expect(failing.status == 1)
    #expect(
      failing.output == """
        FAIL \(lesson.path):7: transcript
          line 7: testbed> new a 1
          --- expected
          +++ actual
          @@ -1,1 +1,1 @@
          -a = 2
          +a = 1
        1 passed, 1 failed

        """)

    let blessed = try Binary.run(["check", "--bless", lesson.path], input: Data())
    #expect(blessed.status == 0)
    #expect(blessed.output == "blessed 1 turn in \(lesson.path)\n2 passed, 0 failed\n")
    #expect(try String(contentsOf: lesson, encoding: .utf8) == text)

    try "no front matter".write(to: folder.appendingPathComponent("02-bad.md"), atomically: true, encoding: .utf8)
    let unusable = try Binary.run(["check", folder.path], input: Data())
    #expect(unusable.status == 2)
    #expect(unusable.output.contains("error: \(folder.path)/02-bad.md:1: a lesson starts with front matter"))
  }

  @Test func gradeScoresASavedSessionAndExitsByOutcome() throws {
    let folder = try temporaryFolder("grade")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lesson = folder.appendingPathComponent("01.md")
    try
      "---\ntitle: t\nchapter: testbed\nsource: s\n---\n## Exercise: make a\n~~~expect\na.value == 3\n~~~\n~~~solution\ntestbed> new a 3\na = 3\n~~~\n"
      .write(to: lesson, atomically: true, encoding: .utf8)
    // The learner's session, saved by the real shell.
    let session = folder.appendingPathComponent("session.txt")
    let saving = try Binary.run(input: Data("testbed\nnew a 2\nset a.value 3\nsave \(session.path)\n".utf8))
    #expect(saving.status == 0)
    let passed = try Binary.run(["grade", session.path, "--lesson", lesson.path], input: Data())
    #expect(passed.status == 0)
    #expect(
      passed.output == """
        PASS make a (1 of 1)
          met at \(session.path):5
          the learner's own check: never run in the shell
        score 1 of 1
        1 passed, 0 failed

        """)

    // The learner's progress file adds the help they used; one that cannot be read is noted,
    // and the grade goes on without it.
    let progress = folder.appendingPathComponent("progress.json")
    let lessonID = folder.lastPathComponent + "/01"
    try """
    {"version": 1, "lessons": {"\(lessonID)": {"exercises": {"make a": {"done": true, "hints": 1, "solutionShown": true}}}}}
    """.write(to: progress, atomically: true, encoding: .utf8)
    let helped = try Binary.run(["grade", session.path, "--lesson", lesson.path, "--progress", progress.path], input: Data())
    #expect(helped.status == 0)
    #expect(helped.output.contains("  help used: 1 of 0 hints, and the solution was shown\n"))
    try "{not json".write(to: progress, atomically: true, encoding: .utf8)
    let noted = try Binary.run(["grade", session.path, "--lesson", lesson.path, "--progress", progress.path], input: Data())
    #expect(noted.status == 0)
    #expect(
      noted.output.hasPrefix(
        "the progress file \(progress.path) cannot be used: it is not valid progress JSON; the help the learner used is not shown\n"
      ))

    let unreadable = try Binary.run(
      ["grade", folder.appendingPathComponent("none.txt").path, "--lesson", lesson.path], input: Data())
    #expect(unreadable.status == 2)
    #expect(unreadable.output.hasPrefix("error: cannot read the session \(folder.path)/none.txt: No such file or directory\n"))

    // Unusable input still gets its report, in the format asked for, saying why.
    let notes = folder.appendingPathComponent("notes.txt")
    try "my notes on the lesson\nviews> is not the first line\n".write(to: notes, atomically: true, encoding: .utf8)
    let broken = folder.appendingPathComponent("02.md")
    try "---\ntitle: [oops\n---\n".write(to: broken, atomically: true, encoding: .utf8)
    for (session, lessonPath, reason) in [
      (notes.path, lesson.path, "\(notes.path) is not a saved session: it starts with a line that is not a prompt"),
      (session.path, broken.path, "the lesson cannot be graded: \(broken.path):3: bad YAML in the front matter"),
    ] {
      let report = folder.appendingPathComponent("report.json")
      let run = try Binary.run(
        ["grade", session, "--lesson", lessonPath, "--format", "json", "--output", report.path], input: Data())
      #expect(run.status == 2)
      #expect(run.stderr.hasPrefix("error: " + reason))
      let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: report)) as? [String: Any]
      #expect(json?["status"] as? String == "error")
      #expect((json?["errors"] as? [String])?.first?.hasPrefix(reason) == true)
    }
  }

  @Test func commandLineEntryAnswersVersionAndListsLessons() throws {
    let version = try Binary.run(["--version"], input: Data())
    #expect(version.status == 0)
    #expect(version.output == "0.1.0\n")
    let lessons = try Binary.run(["lessons", "--folder", Fixtures.lessons.path], input: Data())
    #expect(lessons.status == 0)
    #expect(
      lessons.output.split(separator: "\n").prefix(3) == [
        "testbed (0 of 2 lessons done)", "  testbed/01  Boxes and values       0/2 exercises",
        "  testbed/02  Counting step by step  0/1 exercises",
      ])
    let nowhere = try Binary.run(["lessons", "--folder", "/nonexistent"], input: Data())
    #expect(nowhere.status == 2)
    #expect(nowhere.stderr == "error: no such folder: /nonexistent\n")
    let missing = try Binary.run(["run", "/nonexistent/file"], input: Data())
    #expect(missing.status == 2)
    #expect(missing.stderr == "error: cannot read /nonexistent/file: No such file or directory\n")
  }
}
