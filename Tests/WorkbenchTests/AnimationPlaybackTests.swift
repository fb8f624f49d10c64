import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import Lessons

/// The animation played back outside the model: `export svg --frames` read by real XML parsers
/// and played by headless Chromium, and `watch` piped and on a real terminal (tmux).
@Suite(.serialized) struct AnimationPlaybackTests {
  /// A red view that moves from (30, 25) to (150, 80) in a second, easing in and out.
  static let scene = [
    "window 200 120", "new view v frame 10 10 40 30", "set v.backgroundColor red", "animate 1 { v.center = 150 80 }",
  ]

  static func engine() -> Engine {
    var engine = Engine(catalog: .shipped, active: "animation")
    for line in scene { precondition(engine.run(line).outcome == .ok, line) }
    return engine
  }

  /// The view's presentation rectangle in the window, as `inspect v --json` gives it.
  static func presented(_ engine: inout Engine) throws -> (x: Double, y: Double, width: Double, height: Double) {
    let json = engine.run("inspect v --json").lines.map(\.text).joined(separator: "\n")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let presentation = try #require(object["presentation"] as? [String: Any])
    let position = try #require(presentation["position"] as? [String: Double])
    let bounds = try #require(presentation["bounds"] as? [String: Double])
    let (width, height) = (bounds["width"] ?? 0, bounds["height"] ?? 0)
    return ((position["x"] ?? 0) - width / 2, (position["y"] ?? 0) - height / 2, width, height)
  }

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-movie-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  // MARK: - The animated SVG

  @Test func theAnimatedSVGIsWellFormedDeterministicAndHoldsEveryFrame() throws {
    var engine = Self.engine()
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("movie.svg")
    let output = engine.run("export svg \(file.path) --frames").lines.map(\.text)
    #expect(output.count == 1)
    #expect(output.first?.contains("2 views, 61 frames, t=0.000 to t=1.000, played in 1 s)") == true, "\(output)")
    // The same state writes the same bytes; the export changed nothing.
    let again = folder.appendingPathComponent("again.svg")
    _ = engine.run("export svg \(again.path) --frames")
    #expect(try Data(contentsOf: file) == Data(contentsOf: again))
    #expect(engine.run("clock").lines.first?.text == "t=0.000 s (frame 0, 60 frames a second)")

    let lint = try Spawn.run(["xmllint", "--noout", file.path])
    #expect(lint.status == 0, "xmllint --noout \(file.path)")
    let reader = AnimationReader()
    let parser = XMLParser(data: try Data(contentsOf: file))
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(reader.groups == ["root", "v"])
    // Only v's outline moves; root stands still, so it has no <animate>.
    let points = try #require(reader.animations["v.points"])
    #expect(reader.animations.keys.sorted() == ["v.points"])
    #expect(points.dur == "1s" && points.fill == "freeze")
    let times = points.keyTimes.split(separator: ";").map { Double($0)! }
    let values = points.values.split(separator: ";").map(String.init)
    #expect(times.count == 61 && values.count == 61 && times.first == 0 && times.last == 1)
    #expect(values.first == "10,10 50,10 50,40 10,40" && values.last == "130,65 170,65 170,95 130,95")
    // Frame 18 (t=0.3) is where inspect puts the presentation then.
    _ = engine.run("advance 0.3")
    let shown = try Self.presented(&engine)
    let corners = values[18].split(separator: " ").map { $0.split(separator: ",").map { Double($0)! } }
    #expect(abs(corners[0][0] - shown.x) < 0.01 && abs(corners[0][1] - shown.y) < 0.01, "\(values[18]) vs \(shown)")
    #expect(abs(corners[2][0] - (shown.x + shown.width)) < 0.01)
  }

  @Test func framesRefusesAnOpenTransactionAndAnAt() throws {
    var engine = Self.engine()
    #expect(
      engine.run("export svg /tmp/never.svg --frames --at 0.5").lines.map(\.text) == [
        "error: --frames starts now, so it takes no --at; use --at for one frame or --frames for all"
      ])
    _ = engine.run("begin")
    let open = engine.run("export svg /tmp/never.svg --frames").lines.map(\.text)
    #expect(open.first?.hasPrefix("error: a transaction is open") == true, "\(open)")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never.svg"))
  }

  @Test func aForeverAnimationStopsAtTenSecondsWithANote() throws {
    var engine = Engine(catalog: .shipped, active: "animation")
    for line in [
      "window 200 120", "new view v frame 10 10 40 30", "animate 1 --options repeat,autoreverse { v.alpha = 0.2 }",
    ] {
      #expect(engine.run(line).outcome == .ok, "\(line)")
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("forever.svg")
    let output = engine.run("export svg \(file.path) --frames").lines.map(\.text)
    #expect(output.first?.contains("601 frames, t=0.000 to t=10.000, played in 10 s)") == true, "\(output)")
    #expect(output.last?.hasPrefix("note: it stops at 10 s of media time and the animation goes on (#1 repeats forever)") == true)
    // The fade is the group's opacity, frame by frame: 1 at t=0, 0.2 at each turn (t=1, 3, ...).
    let reader = AnimationReader()
    let parser = XMLParser(data: try Data(contentsOf: file))
    parser.delegate = reader
    #expect(parser.parse())
    let opacity = try #require(reader.animations["v.opacity"])
    let values = opacity.values.split(separator: ";")
    #expect(values.count == 601 && values[0] == "1" && values[60] == "0.2" && values[120] == "1" && values[180] == "0.2")
    #expect(reader.animations["v.points"] == nil)
  }

  /// Headless Chromium plays the file: paused at two chosen times in one page, its screenshot
  /// shows the red view where `inspect` puts its presentation at those times.
  @Test(.enabled(if: Chromium.path != nil, "chromium is not installed: apt-get install -y chromium (make test installs it)"))
  func chromiumShowsTheViewWhereInspectSaysItIs() throws {
    let chromium = try #require(Chromium.path)
    var engine = Self.engine()
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("movie.svg")
    #expect(engine.run("export svg \(file.path) --frames").outcome == .ok)
    let times = [0.3, 0.75]
    var expected: [(x: Double, y: Double, width: Double, height: Double)] = []
    var now = 0.0
    for time in times {
      _ = engine.run("advance \(time - now)")
      now = time
      expected.append(try Self.presented(&engine))
    }
    // Two copies of the SVG side by side, each its own timeline, paused at its time.
    let svg = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").dropFirst().joined(separator: "\n")
    let scripts = times.enumerated().map { "s[\($0.offset)].pauseAnimations(); s[\($0.offset)].setCurrentTime(\($0.element));" }
    let page = folder.appendingPathComponent("page.html")
    try
      ("<!DOCTYPE html><html><body style=\"margin:0;background:white;display:flex\">" + svg + svg
      + "<script>const s = document.querySelectorAll('svg'); \(scripts.joined(separator: " "))</script></body></html>")
      .write(to: page, atomically: true, encoding: .utf8)
    let shot = folder.appendingPathComponent("shot.png")
    let started = Date()
    let run = try Spawn.run(
      [
        "timeout", "-s", "KILL", "90", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--force-device-scale-factor=1", "--window-size=400,300",
        "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
        "--screenshot=\(shot.path)", page.absoluteString,
      ], stdout: folder.appendingPathComponent("chromium.log").path, stderr: folder.appendingPathComponent("chromium.err").path)
    let seconds = Date().timeIntervalSince(started)
    #expect(run.status == 0, "chromium exited with \(run.status)")
    #expect(seconds < 60, "one chromium launch took \(seconds) s")
    let image = try PNGImage(try Data(contentsOf: shot))
    #expect(image.width == 400 && image.height == 300)
    for (index, time) in times.enumerated() {
      let want = expected[index]
      let found = try #require(
        image.bounds(columns: 200 * index..<200 * (index + 1)) { $0.r > 200 && $0.g < 80 && $0.b < 80 }, "no red at t=\(time)")
      // The stroke covers half a pixel inside the outline; the red is within a pixel or two of it.
      let minX = found.minX - 200 * index
      let maxX = found.maxX - 200 * index
      #expect(abs(Double(minX) - want.x) <= 2, "t=\(time): left \(minX) vs \(want.x)")
      #expect(abs(Double(maxX + 1) - (want.x + want.width)) <= 2, "t=\(time): right \(maxX + 1) vs \(want.x + want.width)")
      #expect(abs(Double(found.minY) - want.y) <= 2, "t=\(time): top \(found.minY) vs \(want.y)")
      #expect(
        abs(Double(found.maxY + 1) - (want.y + want.height)) <= 2,
        "t=\(time): bottom \(found.maxY + 1) vs \(want.y + want.height)")
    }
  }
}

/// `watch`: piped it prints frames; on a terminal it plays them until Ctrl-C.
@Suite(.serialized) struct WatchTests {
  @Test func pipedWatchPrintsEveryNthFrameAndMovesTheClock() throws {
    var engine = AnimationPlaybackTests.engine()
    let lines = engine.run("watch --width 40 --every 30").lines.map(\.text)
    let stamps = lines.filter { $0.hasPrefix("t=") && $0.hasSuffix(")") && $0.contains("(frame ") }
    #expect(stamps == ["t=0.000 (frame 0)", "t=0.500 (frame 30)", "t=1.000 (frame 60)"], "\(lines)")
    #expect(lines.contains("watched 60 frames from t=0.000 to t=1.000 (frame 60): nothing animates now"))
    // Each stamp is followed by the draw picture of that frame: v moves right and down.
    let first = try #require(lines.firstIndex(of: "t=0.000 (frame 0)"))
    let last = try #require(lines.firstIndex(of: "t=1.000 (frame 60)"))
    #expect(lines[first + 1].hasPrefix("┌root") && lines[last + 1].hasPrefix("┌root"))
    let column = { (row: String) in row.distance(from: row.startIndex, to: row.firstIndex(of: "v") ?? row.startIndex) }
    let before = try #require(lines[first + 1...first + 12].first { $0.contains("┌v") })
    let after = try #require(lines[last + 1...last + 12].first { $0.contains("┌v") })
    #expect(column(after) > column(before) + 20)
    #expect(engine.run("clock").lines.first?.text == "t=1.000 s (frame 60, 60 frames a second)")
    // back undoes the whole watch; goto replays it from the record, to the same frame.
    _ = engine.run("back")
    #expect(engine.run("clock").lines.first?.text == "t=0.000 s (frame 0, 60 frames a second)")
  }

  /// A watch played on a terminal and stopped by Ctrl-C is saved with its record; replayed
  /// (piped, in `grade` or `check`) it moves the clock just as far and prints no pictures.
  @Test func aRecordedWatchReplaysToTheFrameItStoppedAt() throws {
    var engine = AnimationPlaybackTests.engine()
    #expect(engine.run("# recorded animation watch: {\"frames\":12,\"played\":true,\"stopped\":true}").outcome == .ok)
    let lines = engine.run("watch").lines.map(\.text)
    #expect(lines.first == "watched 12 frames from t=0.000 to t=0.200 (frame 12): stopped by Ctrl-C", "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("┌root") })
    #expect(engine.run("clock").lines.first?.text == "t=0.200 s (frame 12, 60 frames a second)")
    let folder = try AnimationPlaybackTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = folder.appendingPathComponent("session.txt")
    #expect(engine.run("save \(session.path)").outcome == .ok)
    let saved = try String(contentsOf: session, encoding: .utf8)
    #expect(saved.contains("# recorded animation watch: {\"frames\":12,\"played\":true,\"stopped\":true}\n"), "\(saved)")
  }

  @Test func watchUntilATimeAndAViewWithItsPresentation() throws {
    var engine = AnimationPlaybackTests.engine()
    let lines = engine.run("watch v --until 0.5 --every 15 --width 20").lines.map(\.text)
    #expect(lines.filter { $0.hasPrefix("v presentation: ") }.count == 3, "\(lines)")
    #expect(lines.contains("watched 30 frames from t=0.000 to t=0.500 (frame 30): still animating"))
    let refused = engine.run("watch --until 0.2").lines.map(\.text)
    #expect(refused == ["error: --until takes a media time after now (t=0.500) and at most 600 s, not 0.2; --until 1.5"])
    #expect(engine.run("watch nothing").lines.first?.text.hasPrefix("error: no view or layer named 'nothing'") == true)
  }

  /// A real terminal: the picture changes frame by frame, Ctrl-C stops it part way, the clock
  /// stays where it stopped and the shell answers.
  @Test func watchPlaysOnATerminalUntilCtrlC() throws {
    let tmux = try Tmux()
    try tmux.start()
    try tmux.enter(
      "animation", "window 200 100", "new view v frame 0 0 20 20", "animate 4 --options curveLinear { v.center = 190 50 }")
    try tmux.waitFor { $0.last == "animation>" || $0.last == "animation> " }
    try tmux.enter("watch --width 40")
    try tmux.waitFor(in: "shell", "the first frame") { $0.contains { $0.hasPrefix("┌root") } }
    var pictures: [[String]] = []
    var stamps: [Double] = []
    var looked: [Date] = []
    for _ in 0..<6 {
      Thread.sleep(forTimeInterval: 0.2)
      let screen = try tmux.lines()
      looked.append(Date())
      guard let top = screen.lastIndex(where: { $0.hasPrefix("┌root") }), top > 0 else { continue }
      pictures.append(Array(screen[top...].prefix(11)))
      // Each frame's t= line is just above its picture.
      if let stamp = screen[top - 1].split(separator: " ").first, stamp.hasPrefix("t="), let time = Double(stamp.dropFirst(2)) {
        stamps.append(time)
      }
    }
    #expect(Set(pictures.map { $0.joined(separator: "\n") }).count >= 4, "the picture did not move: \(pictures)")
    #expect(stamps.count == pictures.count && stamps == stamps.sorted() && Set(stamps).count >= 4, "\(stamps)")
    // Real speed: the clock on the screen moved about as far as the wall clock between looks.
    if let first = stamps.first, let last = stamps.last, stamps.count == looked.count, stamps.count > 1 {
      let rate = (last - first) / looked.last!.timeIntervalSince(looked.first!)
      #expect(rate > 0.5 && rate < 1.5, "media time went at \(rate) times real time: \(stamps)")
    }
    // The frames replace each other in place: one picture on the screen.
    #expect(try tmux.lines().filter { $0.hasPrefix("┌root") }.count == 1)
    try tmux.send("C-c")
    let screen = try tmux.waitFor(in: "shell", "the watch to stop") { $0.last == "animation>" || $0.last == "animation> " }
    let summary = try #require(screen.first { $0.contains("watched ") }, "\(screen)")
    #expect(summary.contains("stopped by Ctrl-C"), "\(summary)")
    let stopped = try #require(summary.split(separator: " ").first { $0.hasPrefix("t=") && $0 != "t=0.000" })
    let time = try #require(Double(stopped.dropFirst(2)))
    #expect(time > 0 && time >= (stamps.last ?? 0) && time < 4, "stopped at \(time) after showing \(stamps)")
    try tmux.enter("clock")
    let clock = try tmux.waitFor(in: "shell", "the clock") { $0.contains { $0.hasPrefix("t=") && $0.contains(" s (frame ") } }
    #expect(clock.contains { $0.hasPrefix("\(stopped) s (frame ") }, "\(clock)")
    #expect(clock.contains("animating: v #1"))
  }
}

/// The chromium executable, when Debian's package (or another) put one on PATH.
enum Chromium {
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()
}

/// Collects the groups and each `<animate>` (by its element's group and attribute) of an
/// animated SVG.
final class AnimationReader: NSObject, XMLParserDelegate {
  struct Animation {
    var dur: String
    var fill: String
    var keyTimes: String
    var values: String
  }

  var groups: [String] = []
  var animations: [String: Animation] = [:]
  private var current: String?
  private var inLabels = false

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch name {
    case "g" where attributes["font-family"] != nil: inLabels = true
    case "g":
      if let id = attributes["id"] {
        groups.append(id)
        current = id
      }
    case "animate" where !inLabels:
      guard let current, let attribute = attributes["attributeName"] else { return }
      animations["\(current).\(attribute)"] = Animation(
        dur: attributes["dur"] ?? "", fill: attributes["fill"] ?? "", keyTimes: attributes["keyTimes"] ?? "",
        values: attributes["values"] ?? "")
    default: break
    }
  }
}
