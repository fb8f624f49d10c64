/// The one rule for the files a command writes: every `.file` argument (`save FILE`, `export svg
/// FILE`, `lanes --svg FILE`) is checked here before the command runs.
///
/// A symbolic link or anything but a regular file (a FIFO, a device, a folder) is refused. An
/// existing file is replaced only with `--force`, or, on a terminal, when the same command is
/// typed again as the next line.
extension Engine {
  /// The option every command that writes a file takes.
  static let forceOption = CommandOption("force", "replace the file if it exists (a terminal asks first without it)")

  /// Whether the command may run and write its files; false when it asked on a terminal
  /// instead (the note that asks is in `output`).
  mutating func mayWrite(
    _ spec: CommandSpec, _ arguments: Arguments, words: [String], _ output: inout Output
  ) throws(CommandError) -> Bool {
    let paths =
      spec.parameters.filter { $0.kind == .file }.compactMap { arguments.optionalWord($0.name) }
      + spec.options.filter { $0.value == .file }.compactMap { arguments.option($0.name) }
    guard !paths.isEmpty, writesFiles else { return true }
    let asked = pendingOverwrite
    pendingOverwrite = nil
    var existing: [String] = []
    for path in paths {
      do throws(TextFile.Failure) {
        if try TextFile.isExistingFile(path) { existing.append(path) }
      } catch {
        throw CommandError("will not write \(Format.echo(path)): \(error.reason)", suggestion: "name another file")
      }
    }
    guard let path = existing.first, !arguments.flag("force") else { return true }
    guard confirmsOverwrites else {
      throw CommandError("\(Format.echo(path)) already exists", suggestion: "add --force to replace it")
    }
    let command = words.map(Format.quoted).joined(separator: " ")
    if asked?.isAnswered(by: command, typed: typed.count) == true { return true }
    pendingOverwrite = Confirmation(command, typed: typed.count)
    output.lines([
      OutputLine("\(path) already exists: type '\(command)' again to replace it, or anything else to keep it.", .note)
    ])
    return false
  }
}
