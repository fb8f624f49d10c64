/// CATransaction: `begin`, `commit` and `txn`.
extension AnimationCommands {
  static let begin = Command(
    CommandSpec(
      "begin", abstract: "CATransaction.begin(): open an explicit transaction (they nest).",
      discussion:
        "What is ordered while it is open takes its duration, timing function and disabled actions; nothing is drawn "
        + "until the outermost one commits and the redraw moment comes (Programming iOS 8, ch. 4).",
      examples: ["begin"]),
    .change { state, _ throws(CommandError) in
      guard state.open.count < 64 else { throw CommandError("transactions nest at most 64 deep", suggestion: "commit first") }
      state.open.append(Transaction())
      return ["transaction \(state.open.count) open" + (state.open.count > 1 ? " (nested)" : "")]
    })

  static let commit = Command(
    CommandSpec(
      "commit", abstract: "CATransaction.commit(): close the innermost explicit transaction.",
      discussion:
        "Its completion block waits for every animation ordered in it, and runs even when nothing animated "
        + "(Programming iOS 8, ch. 4); the animations of nested transactions count as ordered in it [design].",
      examples: ["commit"]),
    .change { state, _ throws(CommandError) in
      guard let transaction = state.open.popLast() else {
        throw CommandError("no transaction is open", suggestion: "'begin' opens one; the implicit one commits by itself")
      }
      var lines = ["transaction \(state.open.count + 1) committed"]
      if let text = transaction.completion {
        let waiting = state.waitingSerials(transaction.ordered)
        state.completions.append(
          CompletionGroup(text: text, waiting: waiting, isTransaction: true, handle: transaction.completionHandle))
        lines.append(
          waiting.isEmpty
            ? "its completion runs at the redraw moment: nothing animated"
            : "its completion waits for "
              + waiting.map { "#\($0)" }.joined(separator: ", "))
      }
      if state.open.isEmpty { lines.append("the redraw moment at the end of this line draws it") }
      return lines
    })

  static let txn = Command(
    CommandSpec(
      "txn", abstract: "Set the innermost transaction's duration, timing, disableActions or completion.",
      discussion:
        "With no explicit transaction open it sets the implicit one of this turn. disableActions on: the action search "
        + "is never made, so nothing animates implicitly (Programming iOS 8, ch. 4).",
      parameters: [
        Parameter("property", .choice(["duration", "timing", "disableActions", "completion"]), "what to set"),
        Parameter("value", .text, "seconds, a timing name, on|off, or the completion's text"),
      ],
      examples: ["txn duration 2", "txn timing easeIn", "txn disableActions on", "txn completion done"]),
    .change { state, arguments throws(CommandError) in
      var transaction = state.open.last ?? state.implicit
      let value = arguments.word("value")
      switch arguments.word("property") {
      case "duration":
        guard let seconds = Arguments.parseNumber(value), seconds >= 0 else {
          throw CommandError("the duration is seconds, 0 or more, not \(Format.echo(value))", suggestion: "txn duration 2")
        }
        transaction.duration = seconds
      case "timing": transaction.timing = try TimingFunction(parsing: value)
      case "disableActions":
        guard value == "on" || value == "off" else {
          throw CommandError("disableActions is on or off", suggestion: "txn disableActions on")
        }
        transaction.disableActions = value == "on"
      default:
        transaction.completion = value
        transaction.completionHandle = nil
      }
      if state.open.isEmpty { state.implicit = transaction } else { state.open[state.open.count - 1] = transaction }
      let which = state.open.isEmpty ? "the implicit transaction (this turn)" : "transaction \(state.open.count)"
      return ["\(which): \(arguments.word("property")) \(value)"]
    })
}
