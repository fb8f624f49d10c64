import Evaluators
import Foundation
import Testing

@testable import Lessons

/// `back` moves by whole input lines: a line with several commands is one run-loop turn, and
/// going back over it must leave exactly the state a fresh session reaches without it, with the
/// turn closed (no undo group left open, no block half queued), for the next line too.
@Suite struct TimeTravelTests {
  static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Lessons").path

  /// The input lines a lesson's check runs, in order: transcripts, demonstrations, solutions.
  static func lines(of lesson: Lesson) -> [String] {
    func transcripts(_ parts: [Lesson.Part]) -> [Transcript] {
      var result: [Transcript] = []
      for part in parts {
        switch part {
        case .prose: continue
        case .transcript(let transcript): result.append(transcript)
        case .exercise(let exercise):
          // Demonstrations before the solution run before it, as the checker runs them.
          let solutionLine = exercise.solution?.turns.first?.line ?? Int.max
          let demos = transcripts(exercise.parts)
          result += demos.filter { ($0.turns.first?.line ?? 0) < solutionLine }
          if let solution = exercise.solution { result.append(solution) }
          result += demos.filter { ($0.turns.first?.line ?? 0) > solutionLine }
        }
      }
      return result
    }
    return transcripts(lesson.parts).flatMap(\.turns).map(\.input)
  }

  static func shippedLessons() throws -> [Lesson] {
    let files = LessonFiles(paths: [lessons]).files
    return try files.map { path in
      let bytes = try #require(TextFile.readBytes(path))
      return try #require(LessonParser(catalog: .shipped).parse(bytes: bytes, path: path).lesson)
    }
  }

  func session(_ chapter: String, _ lines: ArraySlice<String>) -> Engine {
    var engine = Engine(catalog: .shipped, active: chapter)
    for line in lines { _ = engine.run(line) }
    return engine
  }

  @Test func backOverEveryMultiCommandLineOfEveryLessonMatchesAFreshReplay() throws {
    var walked = 0
    for lesson in try Self.shippedLessons() {
      let lines = Self.lines(of: lesson)
      var engine = Engine(catalog: .shipped, active: lesson.chapter)
      for (index, line) in lines.enumerated() {
        let before = engine.timeline.events.count
        _ = engine.run(line)
        let commands = (try? Tokenizer.commands(in: line)) ?? []
        guard commands.count > 1, engine.timeline.events.count > before, engine.timeline.isAtEnd else { continue }
        walked += 1
        var back = engine
        #expect(back.run("back").outcome == .ok)
        let fresh = session(lesson.chapter, lines[..<index])
        #expect(back.state.isEqual(to: fresh.state), "\(lesson.path): back over '\(line)'")
        // The next line lands the same way in both: nothing of the line gone back over is
        // left open for it to join.
        if index + 1 < lines.count {
          var freshNext = fresh
          let expected = freshNext.run(lines[index + 1]).lines.map(\.text)
          #expect(back.run(lines[index + 1]).lines.map(\.text) == expected, "\(lesson.path): after back over '\(line)'")
          #expect(back.state.isEqual(to: freshNext.state), "\(lesson.path): the line after back over '\(line)'")
        }
      }
    }
    #expect(walked >= 4, "the lessons have multi-command lines to walk over")
  }

  /// The two reproductions the issue gives, in the undo and threading chapters.
  @Test func backOverALineClosesItsTurn() {
    var undo = Engine(catalog: .shipped, active: "undo")
    for line in ["new manager um", "new box z 0 --undoer um", "set z.value 5", "set z.value 1; set z.value 2", "back"] {
      _ = undo.run(line)
    }
    _ = undo.run("set z.value 7")
    #expect(
      undo.run("undo").lines.map(\.text) == ["z.value 7 -> 5", "um: 1 to undo, 1 to redo; menu: Undo / Redo"],
      "one undo reverts the line typed after back, alone: the group of the line gone back over is closed")

    var threading = Engine(catalog: .shipped, active: "threading")
    _ = threading.run("new queue draw serial; new var bitmap 0")
    let fresh = threading
    #expect(threading.run("async draw { work 10; store bitmap 2 }; async main { ui draw }").outcome == .ok)
    _ = threading.run("back")
    #expect(threading.state.isEqual(to: fresh.state), "nothing of the line stays queued")
    #expect(
      threading.run("timeline").lines.map(\.text) == [
        "  0  (start)", "> 1  threading> new queue draw serial; new var bitmap 0",
        "  2  threading> async draw { work 10; store bitmap 2 }; async main { ui draw }",
      ], "the timeline lists a line's commands as one event")
  }
}
