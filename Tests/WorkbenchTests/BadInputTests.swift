import Evaluators
import Foundation
import HostileInput
import LearnerSwift
import Testing

@testable import Lessons

/// No input line can crash the shell, every error is one line, and a failed command changes
/// nothing. (In `a; b` where `b` fails, `a` keeps its effect and the line stops at `b`.)
@Suite struct BadInputTests {
  /// The learner's Swift runs in the tests as in the shell, which loads the same interpreter:
  /// the generated lines have Swift blocks among them.
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  static let preamble = ["testbed", "new a 1", "new b 2", "set a.link b", "set a.frame 1 2 3 4", "schedule a 3"]

  /// 10,000 generated lines plus a few 100 KB lines and very deep blocks, in two rounds: with no
  /// process paused, and with one paused (so changes are refused for that reason too).
  static func hostileLines() -> [[UInt8]] { LineGenerator.hostileLines(count: 10_000, seed: 2026_11_21) }

  @Test func everyFailedLineIsOneErrorLineAndChangesNothing() {
    var engine = Engine(catalog: .withTestbed)
    for line in Self.preamble { #expect(engine.run(line).outcome == .ok) }
    var failures = 0
    var unchangedChecks = 0
    let lines = Self.hostileLines()
    for round in 0..<2 {
      if round == 1 {
        // Second round: with a process paused, so changes are refused for that reason too.
        // The first round may have left another chapter active.
        _ = engine.run("testbed new paused 0")
        _ = engine.run("testbed count paused 9 --step")
        #expect(engine.state.pausedChapter != nil)
      }
      for bytes in lines {
        let text = String(decoding: bytes, as: UTF8.self)
        let before = engine.state
        let events = engine.timeline.events.count
        let report = engine.run(text)
        guard report.outcome == .failed else { continue }
        failures += 1
        let errors = report.lines.filter { $0.style == .error }
        #expect(errors.count == 1 && report.lines.last == errors.first, "round \(round): \(text.prefix(80))")
        #expect(
          errors.allSatisfy { $0.text.hasPrefix("error: ") && !$0.text.contains("\n") && $0.text.utf8.count < 400 },
          "\(errors.first?.text.prefix(300) ?? "")")
        let commands = (try? Tokenizer.commands(in: text))?.count ?? 1
        guard commands <= 1 else { continue }
        unchangedChecks += 1
        #expect(report.lines.count == 1, "round \(round): \(text.prefix(80))")
        #expect(engine.state.isEqual(to: before), "round \(round): \(text.prefix(80))")
        #expect(engine.timeline.events.count == events)
      }
    }
    // The generator is meant to produce bad input: nearly every line must have been refused.
    #expect(failures > 15_000)
    #expect(unchangedChecks > 14_000)
  }

  @Test func invalidUTF8AndHugeStringsGetAVerdictFromTheValidatorsChapter() throws {
    var input = Data("validators\n".utf8)
    // A truncated sequence and a stray continuation byte inside the string to validate: each
    // bad byte reads as U+FFFD, which is in no set, so the verdict is an ordinary one.
    input.append(contentsOf: Array("validate password \"Abcdefg1".utf8) + [0xC3] + Array("!".utf8) + [0x80] + Array("\"\n".utf8))
    input.append(contentsOf: Array("new field f --mode 123\npaste f 12".utf8) + [0xFF] + Array("3\n".utf8))
    input.append(contentsOf: Array(("validate password " + String(repeating: "a", count: 1_048_576) + "\n").utf8))
    input.append(contentsOf: Array("show f.text\n".utf8))
    let result = try Binary.run(input: input)
    #expect(result.exitedNormally)
    #expect(
      result.output.split(separator: "\n").map(String.init) == [
        "validators is now the active chapter (type 'help' for its commands)", "(valid: true, errors: [])",
        "field f: UITextField, delegate 123, text \"\"",
        "paste: shouldChangeCharactersIn(range: {0, 0}, replacementString: \"12\u{FFFD}3\"): allowed [decimal digits], kept \"123\" "
          + "-> false; text \"\" (unchanged)",
        "(valid: false, errors: [Must contain at least 1 upper case letter., Must contain at least 1 number., "
          + "Must contain at least 1 special character.])",
        "\"\"",
      ])
  }

  @Test func theRealShellSurvivesTheSameLinesAndPrintsWhatTheEngineDoes() throws {
    let lines = Self.preamble.map { Array($0.utf8) } + Self.hostileLines() + [Array("show a".utf8), Array("timeline".utf8)]
    var input = Data()
    for line in lines {
      input.append(contentsOf: line)
      input.append(0x0A)
    }
    let result = try Binary.run(input: input, environment: ["WORKBENCH_LESSONS": Fixtures.lessons.path])
    #expect(result.exitedNormally, "killed by a signal")
    #expect(result.status == 1, "a failed line makes the exit status 1")

    // The shell is the engine with the study commands around it, so the same lines go through a Study.
    let folder = try temporaryFolder("fuzz-study")
    let progress = folder.appendingPathComponent(".workbench/progress.json").path
    var study = Study(catalog: .withTestbed, lessons: Fixtures.lessons.path, progress: progress)
    var expected = ""
    var failures = 0
    for line in lines {
      let report = study.run(String(decoding: line, as: UTF8.self))
      if report.outcome == .failed { failures += 1 }
      // The shell keeps its progress in its own folder.
      for output in report.lines { expected += output.text.replacing(progress, with: ".workbench/progress.json") + "\n" }
    }
    #expect(result.output == expected)
    // The shell read every line: it refused as many as the engine did.
    let refused = result.output.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count
    #expect(refused == failures)
    #expect(refused > 7_000)
  }
}
