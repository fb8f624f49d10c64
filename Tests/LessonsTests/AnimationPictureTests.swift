import Foundation
import Testing

@testable import Lessons

/// The animation chapter's pictures show the presentation, colours fading through transparency
/// included.
@Suite struct AnimationPictureTests {
  @Test func aColourFadingToClearIsAValidPartlyTransparentFill() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animation-picture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("half.svg").path
    var t = Transcript(
      in: "animation", of: .shipped,
      setup: [
        "new view v frame 0 0 100 100", "set v.backgroundColor red",
        "animate 1 --options curveLinear { v.backgroundColor = clear }",
      ])
    t.run("advance 0.5")
    #expect(t.outcome("export svg \(file)") == .ok)
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    // Colours mix component by component, alpha too, as Core Animation interpolates them.
    #expect(svg.contains("fill=\"rgba(128, 0, 0, 0.5)\""))
    #expect(!svg.contains("alpha"))
  }
}
