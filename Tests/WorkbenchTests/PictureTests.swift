import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import Lessons

/// `draw` and `export svg` of the views chapter: the terminal picture character for character,
/// and the SVG read back by a real XML parser.
@Suite struct PictureTests {
  static let scene = [
    "window 200 100", "new view a frame 20 10 100 60", "new view b frame 60 30 100 40", "new view c frame 50 20 80 30 in a",
    "set a.clipsToBounds true", "set b.backgroundColor \"#ffcc00\"",
  ]

  static func engine() -> Engine {
    var engine = Engine(catalog: .shipped, active: "views")
    for line in scene { precondition(engine.run(line).outcome == .ok, line) }
    return engine
  }

  @Test func drawPutsFrontmostOnTopAndHonoursClipping() {
    var engine = Self.engine()
    let picture = engine.run("draw --width 40").lines.map(\.text)
    #expect(
      picture == [
        "┌root──────────────────────────────────┐",
        "│   ┌a─────────────────┐               │",
        "│   │                  │               │",
        "│   │       ┌b─────────────────┐       │",
        "│   │       │                  │       │",
        "│   │       │                  │       │",
        "│   └───────└──────────────────┘       │",
        "│                                      │",
        "│                                      │",
        "└──────────────────────────────────────┘",
        "c is not shown: views in front of it cover it",
      ])
    // Sent to the back, b goes behind a, and c (inside a) shows, cut off at a's right edge (column 23),
    // where b's top edge goes on.
    _ = engine.run("sendToBack b")
    let behind = engine.run("draw --width 40").lines.map(\.text)
    #expect(behind[3] == "│   │         ┌c─────────b─────┐       │")
    #expect(behind[5] == "│   │         └─────────       │       │")
    // A rotated view is drawn by its outline.
    _ = engine.run("set b.transform rotate 30")
    #expect(engine.run("draw --width 40").lines.map(\.text).joined().contains("*"))
  }

  /// The lines `draw --width 40` prints after `lines`, run in a fresh views chapter.
  static func drawing(_ lines: [String]) -> [String] {
    var engine = Engine(catalog: .shipped, active: "views")
    for line in lines { precondition(engine.run(line).outcome == .ok, line) }
    return engine.run("draw --width 40").lines.map(\.text)
  }

  @Test func aLaterSiblingOverAViewsNameMovesTheNameToWhatShows() {
    // b covers the top-left of root and of a, where their names would go: each name moves along
    // its own top edge, after the first cell of it that shows.
    let picture = Self.drawing(["window 200 100", "new view a frame 20 10 100 60", "new view b frame 10 0 60 40"])
    #expect(
      picture == [
        "┌─┌b─────────┐─root────────────────────┐",
        "│ │          │─a───────┐               │",
        "│ │          │         │               │",
        "│ └──────────┘         │               │",
        "│   │                  │               │",
        "│   │                  │               │",
        "│   └──────────────────┘               │",
        "│                                      │",
        "│                                      │",
        "└──────────────────────────────────────┘",
      ])
  }

  @Test func aRotatedViewIsFilledLikeAnUprightOne() {
    // r, turned 45 degrees in front of a, hides a's top and right edges and root's top edge where
    // it lies: the cells inside it are its own, blank like the inside of an upright view.
    let picture = Self.drawing([
      "window 200 100", "new view a frame 20 10 100 60", "new view r frame 70 20 50 50", "set r.transform rotate 45",
    ])
    #expect(
      picture == [
        "┌root──────────────*───────────────────┐",
        "│   ┌a───────────****──┐               │",
        "│   │          **    **│               │",
        "│   │        **        **              │",
        "│   │      **      r     **            │",
        "│   │        **        **              │",
        "│   └──────────**    **┘               │",
        "│                ****                  │",
        "│                  *                   │",
        "└──────────────────────────────────────┘",
      ])
  }

  @Test func aRotatedViewWhollyOutsideThePictureIsNamedUnderIt() {
    // Drawing a alone, its turned subviews r (below and right of it) and q (above and left) fall
    // outside the picture on both sides.
    var engine = Engine(catalog: .shipped, active: "views")
    for line in [
      "window 200 100", "new view a frame 20 10 40 30", "new view r frame 100 60 20 20 in a", "set r.transform rotate 45",
      "new view q frame -100 -80 20 20 in a", "set q.transform rotate 45",
    ] {
      precondition(engine.run(line).outcome == .ok, line)
    }
    let picture = engine.run("draw a --width 20").lines.map(\.text)
    #expect(
      picture.suffix(2) == [
        "r is not shown: clipped away or outside the picture", "q is not shown: clipped away or outside the picture",
      ])
  }

  @Test func aNameASubviewCoversStaysReadableOrIsExplainedUnderThePicture() {
    // t covers the corners of s and a, so their names move right; longname has no room for its
    // name and gets a marker; w lies under t, and x is outside a, which clips.
    let picture = Self.drawing([
      "window 200 100", "new view a frame 20 10 100 60", "new view s frame 0 0 60 40 in a",
      "new view w frame 2 2 10 10 in s", "new view t frame 0 0 20 20 in a", "new view longname frame 82 10 14 30 in a",
      "new view x frame 120 0 10 10 in a", "set a.clipsToBounds true",
    ])
    #expect(
      picture == [
        "┌root──────────────────────────────────┐",
        "│   ┌t─┐─s─────┐─a─────┐               │",
        "│   └──┘       │    ┌─┐│               │",
        "│   │          │    │1││               │",
        "│   └──────────┘    └─┘│               │",
        "│   │                  │               │",
        "│   └──────────────────┘               │",
        "│                                      │",
        "│                                      │",
        "└──────────────────────────────────────┘",
        "1 = longname (too little of it shows for its name)",
        "w is not shown: views in front of it cover it",
        "x is not shown: clipped away or outside the picture",
      ])
  }

  @Test func exportWritesAnSVGThatAnXMLParserReads() throws {
    var engine = Self.engine()
    _ = engine.run("set b.transform rotate 90")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("views.svg")
    let output = engine.run("export svg \(file.path)").lines.map(\.text)
    #expect(output.first?.hasPrefix("wrote \(file.path)") == true)

    let reader = SVGReader()
    let parser = XMLParser(data: try Data(contentsOf: file))
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(reader.root == ["width": "200", "height": "100", "viewBox": "0 0 200 100"])
    #expect(reader.groups == ["root", "a", "c", "b"])
    #expect(reader.polygons["a"] == "20,10 120,10 120,70 20,70")
    // b turned a quarter around its center (110, 50): its top-left corner goes to the top-right.
    #expect(reader.polygons["b"] == "130,0 130,100 90,100 90,0")
    #expect(reader.fills["b"] == "#ffcc00")
    // c is drawn inside a clip path: a's outline.
    #expect(reader.clipped.contains("c") && !reader.clipped.contains("a"))
    #expect(reader.clipPolygons == ["20,10 120,10 120,70 20,70"])
    // The names come after every view, so none is painted over.
    #expect(reader.texts == ["root", "a", "c", "b"])
    #expect(reader.textsAfterLastPolygon)
  }
}

/// Collects what the tests check from an SVG document.
final class SVGReader: NSObject, XMLParserDelegate {
  var root: [String: String] = [:]
  var groups: [String] = []
  var polygons: [String: String] = [:]
  var fills: [String: String] = [:]
  var clipped: Set<String> = []
  var clipPolygons: [String] = []
  var texts: [String] = []
  /// Whether no polygon of a view came after the first name.
  var textsAfterLastPolygon = true
  private var inText = false
  private var clipDepth = 0
  private var inClipPath = false
  private var current: String?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch name {
    case "svg": root = attributes.filter { ["width", "height", "viewBox"].contains($0.key) }
    case "clipPath": inClipPath = true
    case "g" where attributes["clip-path"] != nil: clipDepth += 1
    case "g":
      if let id = attributes["id"] {
        groups.append(id)
        current = id
        if clipDepth > 0 { clipped.insert(id) }
      }
    case "polygon" where inClipPath: clipPolygons.append(attributes["points"] ?? "")
    case "text": inText = true
    case "polygon":
      if !texts.isEmpty { textsAfterLastPolygon = false }
      if let current {
        polygons[current] = attributes["points"]
        fills[current] = attributes["fill"]
      }
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inText { texts.append(string) }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "text" { inText = false }
    if name == "clipPath" { inClipPath = false }
    if name == "g", current == nil, clipDepth > 0 { clipDepth -= 1 }
    if name == "g", current != nil { current = nil }
  }
}
