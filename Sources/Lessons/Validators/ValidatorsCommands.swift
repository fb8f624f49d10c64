/// The validators chapter's commands.
enum ValidatorsCommands {
  typealias Command = ChapterCommand<Validators>

  static let all: [Command] = [
    new, remove, validate, typeText, paste, backspace, select, cut, menu, choose, segment, match, charset, errors,
  ]

  static let sets = CharacterClass.names.joined(separator: ", ")
  static let modes = TextField.Mode.allCases.map(\.rawValue)
  /// The most keystrokes one `type` sends: each prints a line.
  static let keystrokeLimit = 1000

  /// The most characters a field holds, so every check of its text (the phone pattern's among
  /// them) stays within the matcher's budget.
  static let fieldLimit = 100_000

  /// Refuses a change that would put more than `fieldLimit` characters in `field`.
  static func checkRoom(in field: TextField, replacingSelectionWith text: String) throws(CommandError) {
    let count = field.text.count - field.selectedText.count + text.count
    guard count <= fieldLimit else {
      throw CommandError(
        "\(field.name) would hold \(count) characters; a field holds at most \(fieldLimit)",
        suggestion: "select text to replace, or add less")
    }
  }

  /// The one string a command takes: several words mean a string with spaces left unquoted.
  static func oneString(_ words: [String], command: String) throws(CommandError) -> String {
    guard words.count <= 1 else {
      let joined = words.joined(separator: " ")
      throw CommandError(
        "got \(words.count) strings: quote a string with spaces", suggestion: "\(command) \(JSON.string(joined))")
    }
    guard let string = words.first else {
      throw CommandError(
        "\(command.split(separator: " ")[0]) needs STRING", suggestion: "\(command) abc (\"\" is the empty string)")
    }
    return string
  }
}
