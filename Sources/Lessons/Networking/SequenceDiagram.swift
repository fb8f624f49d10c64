/// The exchange as a sequence diagram: the client's code, the session (the URL loading system),
/// the delegate queue and the server, each a lifeline, and every network event and callback an
/// arrow between two of them, in time order (`events`, and `export svg`).
public struct SequenceDiagram: Equatable, Sendable {
  public enum Lane: Int, Sendable, CaseIterable {
    case client, session, queue, server

    var title: String {
      switch self {
      case .client: "client"
      case .session: "session"
      case .queue: "delegate queue"
      case .server: "server"
      }
    }
  }

  /// What a record says, kept as the parts it is made of and put into words only when shown
  /// (`NetworkWorld.diagramEntries`).
  ///
  /// The parts are numbers the world already holds: a method as its case, a status, a byte
  /// count, the place of a callback among its task's. Who it is about is the record's task, or
  /// its session: the words do not keep the name again.
  enum Words: Equatable, Sendable {
    /// The whole text, as given.
    case text(String)
    /// What happened to the record's task: `t1: resume`.
    case said(String)
    /// The request sent: `t1: GET /text`, the path the task had then.
    case request(path: String)
    /// The response's head: `t1: 200 OK`; -1 for a task that has no response.
    case status(Int32)
    /// `t1: end of body`.
    case endOfBody
    /// A callback queued: `t1: didReceiveData queued on s0Queue`, on the session's delegate
    /// queue or on main.
    case queued(CallbackMethod, onMain: Bool)
    /// A callback called: `t1: didReceiveData(250 bytes) on w1`, the task's (or the session's)
    /// callback at this place among its `events`.
    case call(event: Int32)
    /// Bytes arrived: `t1: 250 of 1000 bytes`, `?` while the length is unknown.
    case bytes(received: Int32, expected: Int32)
  }

  /// One arrow (or, from a lane to itself, one mark) as the diagram keeps it: its task and
  /// session by slot, its words as parts.
  ///
  /// A record holds no name and, but for a said or given text, no string: keeping one costs
  /// no retain, and the diagram, the biggest of a world's records, stays small. (Its fields
  /// are laid out so that the small ones pack together after the words, with no padding between
  /// them: 40 bytes, not 48.)
  struct Record: Equatable, Sendable {
    var time: VirtualTime
    /// The task's slot in the world's `tasks`, -1 for a session's own record.
    var task: Int32
    /// The session's slot in the world's `sessions`, -1 for none.
    var session: Int32
    var words: Words
    var from: Lane
    var to: Lane

    init(time: VirtualTime, from: Lane, to: Lane, words: Words, task: Int32, session: Int32) {
      (self.time, self.task, self.session, self.words, self.from, self.to) = (time, task, session, words, from, to)
    }
  }

  /// One arrow (or, from a lane to itself, one mark) of the diagram, in words.
  public struct Entry: Equatable, Sendable {
    public var time: VirtualTime
    public var from: Lane
    public var to: Lane
    /// The task the entry belongs to, nil for a session's own.
    public var task: String?
    public var session: String
    public var text: String
  }

  var records: [Record] = []

  /// Adds an arrow for the task in slot `task` (-1 for none) of the session in slot `session`
  /// (-1 for none).
  mutating func add(_ from: Lane, _ to: Lane, _ words: Words, task: Int, session: Int, at time: VirtualTime) {
    records.append(Record(time: time, from: from, to: to, words: words, task: Int32(task), session: Int32(session)))
  }

  // MARK: - In the terminal

  static let laneWidth = 10

  /// The diagram as lines of text: a header, then one line per entry with its time, the lanes
  /// and the arrow, and its text on the right.
  static func lines(_ entries: [Entry]) -> [String] {
    let width = laneWidth
    let timeWidth = 10
    var header = String(repeating: " ", count: timeWidth)
    for lane in Lane.allCases {
      let title = lane.title.count < width ? lane.title : String(lane.title.prefix(width - 1))
      header += String(title.prefix(width)).padding(to: width)
    }
    var lines = [String(header.reversed().drop { $0 == " " }.reversed())]
    for entry in entries {
      let time = String(entry.time.description.prefix(timeWidth)).padding(to: timeWidth)
      lines.append(time + row(entry) + "  " + entry.text)
    }
    return lines
  }

  /// The lanes and the arrow of one entry: `│`, then `●───▶` from one lifeline to another.
  static func row(_ entry: Entry) -> String {
    let width = laneWidth
    let count = Lane.allCases.count
    var cells = Array(repeating: Character(" "), count: width * count)
    for lane in 0..<count { cells[lane * width] = "│" }
    let from = entry.from.rawValue * width
    let to = entry.to.rawValue * width
    if from == to {
      cells[from] = "■"
    } else {
      let step = from < to ? 1 : -1
      var index = from + step
      while index != to {
        cells[index] = "─"
        index += step
      }
      cells[from] = "●"
      cells[to] = from < to ? "▶" : "◀"
    }
    return String(cells)
  }

  // MARK: - As a picture

  /// The diagram as an SVG document: lifelines with their titles, arrows with their text.
  static func svg(_ entries: [Entry]) -> String {
    let laneGap = 170.0
    let left = 110.0
    let top = 50.0
    let rowHeight = 28.0
    let height = top + Double(entries.count + 1) * rowHeight
    let width = left + laneGap * Double(Lane.allCases.count - 1) + 260
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Format.number(width))\" height=\"\(Format.number(height))\" "
        + "font-family=\"monospace\" font-size=\"12\">",
      "<defs><marker id=\"arrow\" markerWidth=\"8\" markerHeight=\"8\" refX=\"8\" refY=\"4\" orient=\"auto\">"
        + "<path d=\"M0,0 L8,4 L0,8 z\" fill=\"black\"/></marker></defs>",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
    ]
    for lane in Lane.allCases {
      let x = left + laneGap * Double(lane.rawValue)
      svg.append(
        "<text x=\"\(Format.number(x))\" y=\"20\" text-anchor=\"middle\" font-weight=\"bold\">\(XML.text(lane.title))</text>")
      svg.append(
        "<line x1=\"\(Format.number(x))\" y1=\"30\" x2=\"\(Format.number(x))\" y2=\"\(Format.number(height - 10))\" "
          + "stroke=\"#999\" stroke-dasharray=\"4 3\"/>")
    }
    for (index, entry) in entries.enumerated() {
      let y = top + Double(index) * rowHeight
      let x1 = left + laneGap * Double(entry.from.rawValue)
      let x2 = left + laneGap * Double(entry.to.rawValue)
      svg.append("<text x=\"4\" y=\"\(Format.number(y + 4))\" fill=\"#555\">\(XML.text(entry.time.description))</text>")
      if entry.from == entry.to {
        svg.append(
          "<rect x=\"\(Format.number(x1 - 5))\" y=\"\(Format.number(y - 5))\" width=\"10\" height=\"10\" fill=\"#2a6\"/>")
        svg.append(
          "<text x=\"\(Format.number(x1 + 10))\" y=\"\(Format.number(y + 4))\">\(XML.text(entry.text))</text>")
      } else {
        svg.append(
          "<line x1=\"\(Format.number(x1))\" y1=\"\(Format.number(y))\" x2=\"\(Format.number(x2))\" y2=\"\(Format.number(y))\" "
            + "stroke=\"black\" marker-end=\"url(#arrow)\"/>")
        svg.append(
          "<text x=\"\(Format.number(min(x1, x2) + 6))\" y=\"\(Format.number(y - 5))\">\(XML.text(entry.text))</text>")
      }
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }
}
