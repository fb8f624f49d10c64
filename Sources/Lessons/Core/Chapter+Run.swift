extension Chapter {
  /// Runs a line of the chapter's commands on `state`, as if the learner had typed it: how
  /// another chapter (`Embedding`) or the learner's Swift (`SwiftBindable`) acts through the
  /// chapter's own commands.
  ///
  /// All or nothing: when a command fails, the state is as before. A process runs to its end;
  /// live commands belong to the learner's own lines and are refused here.
  public static func run(_ line: String, on state: inout State) throws(CommandError) -> [String] {
    let commands: [Tokenizer.Command]
    do {
      commands = try Tokenizer.commands(in: line)
    } catch {
      throw CommandError(error.message)
    }
    return try run(commands, on: &state)
  }

  /// Runs commands already split into words (`Tokenizer.commands(in:)`), as `run(_:on:)` does.
  public static func run(_ commands: [Tokenizer.Command], on state: inout State) throws(CommandError) -> [String] {
    var next = state
    var printed: [String] = []
    for words in commands {
      guard let command = self.commands.first(where: { $0.spec.name == words[0] }) else {
        throw CommandError("the \(name) chapter has no command \(Format.echo(words[0]))")
      }
      let arguments = try Arguments.parse(Array(words.dropFirst()), for: command.spec)
      switch command.behavior {
      case .query(let run): printed += try run(next, arguments)
      case .change(let run): printed += try run(&next, arguments)
      case .process(let run):
        var process = try run(next, arguments).process
        var steps = 0
        while true {
          steps += 1
          if steps % 1024 == 0 { try Interruption.check(steps, "steps") }
          let step = advance(&process, &next)
          guard case .finished(let note, let result) = step else { continue }
          printed += result.isEmpty ? [note.text] : result
          break
        }
      case .live:
        throw CommandError("\(Format.echo(words[0])) cannot run inside another command: type it yourself")
      }
    }
    state = next
    return printed
  }
}
