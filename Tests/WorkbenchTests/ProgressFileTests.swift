import Evaluators
import Foundation
import Testing

/// Progress is never lost: shells in one folder add to each other's progress, a killed shell's
/// temporary files are cleared, and a progress file that is not a file hangs nothing (issue 16).
@Suite struct ProgressFileTests {
  static let lessons = ["WORKBENCH_LESSONS": Fixtures.lessons.path]

  /// Three real shells at once in one folder, each doing another lesson's work, 20 times over:
  /// every exercise any of them did is done afterwards, and the hints seen are kept.
  @Test(.timeLimit(.minutes(5))) func concurrentShellsLoseNothing() throws {
    let scripts = [
      "open testbed/01\npage 3\nnew a 5\ncheck\nnext\nnew b 10\ncheck\n",
      "open testbed/02\npage 2\nnew c\ncount c 4\ncheck\n",
      "open testbed/01\npage 3\nhint\nhint\n",
    ]
    for round in 0..<20 {
      let folder = try temporaryFolder("shared-\(round)")
      defer { try? FileManager.default.removeItem(at: folder) }
      DispatchQueue.concurrentPerform(iterations: scripts.count) { index in
        _ = try? Binary.run(input: Data(scripts[index].utf8), environment: Self.lessons, directory: folder, timeLimit: 60)
      }
      let bytes = try Data(contentsOf: folder.appendingPathComponent(".workbench/progress.json"))
      let progress = try ProgressStore.decode(Array(bytes)).get()
      #expect(progress.exercise("make a hold 5", of: "testbed/01").done, "round \(round)")
      #expect(progress.exercise("a second box", of: "testbed/01").done, "round \(round)")
      #expect(progress.exercise("count to 4", of: "testbed/02").done, "round \(round)")
      #expect(progress.exercise("make a hold 5", of: "testbed/01").hints == 2, "round \(round)")
    }
  }

  /// `progress.json.tmp-PID` files left by killed shells go at start; a live writer's stays.
  @Test(.timeLimit(.minutes(3))) func staleTemporaryFilesAreCleared() throws {
    let folder = try temporaryFolder("stale")
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent(".workbench")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let pidMax = Int(
      (try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines))!
    let me = getpid()
    let dead = state.appendingPathComponent("progress.json.tmp-\(pidMax + 1)")
    let live = state.appendingPathComponent("progress.json.tmp-\(me)")
    let old = state.appendingPathComponent("progress.json.tmp-\(getppid())")
    let unrelated = state.appendingPathComponent("notes.tmp-\(pidMax + 1)")
    for file in [dead, live, old, unrelated] { try Data("{}".utf8).write(to: file) }
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: old.path)
    let result = try Binary.run(input: Data("progress\n".utf8), environment: Self.lessons, directory: folder, timeLimit: 30)
    #expect(result.status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: state.path).sorted()
    #expect(left.contains(live.lastPathComponent))
    #expect(left.contains(unrelated.lastPathComponent))
    #expect(!left.contains(dead.lastPathComponent))
    #expect(!left.contains(old.lastPathComponent))
  }

  /// A FIFO or `/dev/zero` where progress.json is expected: a warning, no hang, no endless read,
  /// and progress is saved afresh.
  @Test(.timeLimit(.minutes(3)), arguments: ["fifo", "zero"]) func progressThatIsNotAFile(kind: String) throws {
    let folder = try temporaryFolder("progress-\(kind)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent(".workbench")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let progress = state.appendingPathComponent("progress.json").path
    if kind == "fifo" {
      #expect(mkfifo(progress, 0o644) == 0)
    } else {
      try FileManager.default.createSymbolicLink(atPath: progress, withDestinationPath: "/dev/zero")
    }
    let input = "open testbed/02\npage 2\nnew c\ncount c 4\ncheck\n"
    let result = try Binary.run(input: Data(input.utf8), environment: Self.lessons, directory: folder, timeLimit: 30)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains(kind == "fifo" ? "it is a FIFO, not a regular file" : "it is a device, not a regular file"))
    let saved = try ProgressStore.decode(Array(try Data(contentsOf: URL(fileURLWithPath: progress)))).get()
    #expect(saved.exercise("count to 4", of: "testbed/02").done)
  }
}
