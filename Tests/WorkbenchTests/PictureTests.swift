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
      ])
    // Sent to the back, b goes behind a, and c (inside a) shows, cut off at a's right edge (column 23),
    // where b's top edge goes on.
    _ = engine.run("sendToBack b")
    let behind = engine.run("draw --width 40").lines.map(\.text)
    #expect(behind[3] == "│   │         ┌c───────────────┐       │")
    #expect(behind[5] == "│   │         └─────────       │       │")
    // A rotated view is drawn by its outline.
    _ = engine.run("set b.transform rotate 30")
    #expect(engine.run("draw --width 40").lines.map(\.text).joined().contains("*"))
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
    case "polygon":
      if let current {
        polygons[current] = attributes["points"]
        fills[current] = attributes["fill"]
      }
    default: break
    }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "clipPath" { inClipPath = false }
    if name == "g", current == nil, clipDepth > 0 { clipDepth -= 1 }
    if name == "g", current != nil { current = nil }
  }
}
