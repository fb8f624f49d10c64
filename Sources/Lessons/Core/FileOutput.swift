/// Where the files a command writes go (`save`, `export svg`, `lanes --svg`): to disk in the
/// shell, nowhere when a session is replayed to be graded or checked.
///
/// A replay runs a learner's `save session.txt` again; it must not write over the learner's (or
/// the teacher's) files, nor fail because one exists. The engine says which it is for each
/// line (`Engine.writesFiles`); commands write through here and print the same either way.
public enum FileOutput {
  @TaskLocal static var isDiscarded = false

  /// Writes `text` to `path` atomically, unless this is a replay.
  public static func write(_ text: String, to path: String) throws(CommandError) {
    guard !isDiscarded else { return }
    do throws(TextFile.Failure) {
      try TextFile.writeAtomically(text, to: path)
    } catch {
      throw CommandError("cannot write \(Format.echo(path)): \(error.reason)", suggestion: "choose a folder you can write to")
    }
  }
}
