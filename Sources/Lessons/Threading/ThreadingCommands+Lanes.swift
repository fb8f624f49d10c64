/// `lanes`: the picture of the steps the session has taken.
extension ThreadingCommands {
  static let lanes = Command(
    CommandSpec(
      "lanes", abstract: "Draw each thread's steps as lanes: who stepped, who held which lock, who waited, when main froze.",
      discussion:
        "A row a thread (main first, then the workers that did something), time left to right: a column is one "
        + "atomic step of one thread, or one move of the virtual clock (marked ~ on the t row, its ticks read off "
        + "the ruler). Under a thread, a row per lock it held. Below, a line for each lock held, each wait and each "
        + "time main was frozen (busy in work or blocked; the interface cannot change meanwhile: Programming iOS 8, "
        + "ch. 25). The text fits 80 columns: past \(LanesPicture.textColumns) moments a column stands for several. "
        + "It draws every step the session has taken since the start or the last load (run, step, typed "
        + "statements); 'explore --show OUTCOME' draws one explored schedule instead. --svg FILE writes the same "
        + "picture as SVG, a tooltip on each cell.",
      options: [CommandOption("svg", value: .file, "write the lanes as an SVG file instead")],
      examples: ["lanes", "lanes --svg lanes.svg"]),
    .query { state, arguments throws(CommandError) in
      let picture = LanesPicture(state)
      guard let file = arguments.option("svg") else { return picture.text() }
      return [try write(picture, to: file)]
    })
}
