import Foundation
import Testing

/// Files the shell writes never replace what they should not, and files it reads never hang
/// it (issue 16): `save` and `export svg` refuse links and non-files and ask before replacing a
/// file; `lint` and `check` name a FIFO or a symlink loop for what it is.
@Suite struct FileSafetyTests {
  /// In a script, links, FIFOs and devices are refused, an existing file needs `--force`, and
  /// nothing is written through the link.
  @Test(.timeLimit(.minutes(3))) func saveAndExportInAScript() throws {
    let folder = try temporaryFolder("writes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let victim = folder.appendingPathComponent("passwd")
    try Data("root:x:0:0\n".utf8).write(to: victim)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: victim.path)
    #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o644) == 0)
    let input = """
      save passwd
      save link.txt
      save fifo
      save /dev/null
      views
      export svg passwd
      export svg link.txt --force
      save passwd --force

      """
    let result = try Binary.run(input: Data(input.utf8), directory: folder, timeLimit: 30)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "error: 'passwd' already exists; add --force to replace it",
        "error: will not write 'link.txt': it is a symbolic link, and the Workbench writes no file through a link; name another file",
        "error: will not write 'fifo': it is a FIFO, not a regular file; name another file",
        "error: will not write '/dev/null': it is a device, not a regular file; name another file",
        "views is now the active chapter (type 'help' for its commands)",
        "error: 'passwd' already exists; add --force to replace it",
        "error: will not write 'link.txt': it is a symbolic link, and the Workbench writes no file through a link; name another file",
        "saved 7 lines to passwd",
      ])
    #expect(result.status == 1)
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path)
    #expect(link == victim.path)
    #expect(try String(contentsOf: victim, encoding: .utf8).hasPrefix("workbench> save passwd"))
  }

  /// On a terminal, replacing a file asks; the same command again replaces it, anything else
  /// in between keeps it.
  @Test(.timeLimit(.minutes(3))) func overwritingAsksOnATerminal() throws {
    let tmux = try Tmux()
    try tmux.start()
    let file = tmux.stateHome.appendingPathComponent("s.txt")
    try tmux.enter("save s.txt")
    try tmux.waitFor { $0.contains("saved 0 lines to s.txt") }
    let first = try Data(contentsOf: file)
    try tmux.enter("save s.txt")
    try tmux.waitFor { $0.contains("s.txt already exists: type 'save s.txt' again to replace it, or anything else to keep it.") }
    try tmux.enter("where", "save s.txt")
    try tmux.waitFor { lines in lines.filter { $0.hasPrefix("s.txt already exists") }.count == 2 }
    #expect(try Data(contentsOf: file) == first)
    try tmux.enter("save s.txt")
    try tmux.waitFor { $0.contains("saved 4 lines to s.txt") }
    #expect(try Data(contentsOf: file) != first)
  }

  /// `lint` and `check` on a FIFO, named or inside a lesson folder, and on a symlink loop: one
  /// error line each that says what it is, no hang.
  @Test(.timeLimit(.minutes(3)), arguments: ["lint", "check"]) func lessonPathsThatAreNotFiles(command: String) throws {
    let folder = try temporaryFolder("lesson-paths")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lessons = folder.appendingPathComponent("L/testbed")
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Fixtures.lessons.appendingPathComponent("testbed/01-boxes.md"), to: lessons.appendingPathComponent("01-boxes.md"))
    #expect(mkfifo(lessons.appendingPathComponent("02-pipe.md").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(atPath: lessons.appendingPathComponent("up").path, withDestinationPath: "..")
    #expect(mkfifo(folder.appendingPathComponent("named.md").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop.md").path, withDestinationPath: "loop.md")
    let result = try Binary.run([command, "L", "named.md", "loop.md"], input: Data(), directory: folder, timeLimit: 60)
    #expect(result.status == 2, "\(result.output)")
    #expect(result.output.contains("error: L/testbed/02-pipe.md is a FIFO, not a lesson file"))
    #expect(result.output.contains("error: named.md is a FIFO, not a lesson file"))
    #expect(result.output.contains("error: loop.md is a symlink loop"))
    #expect(!result.output.contains("no such file"))
  }
}
