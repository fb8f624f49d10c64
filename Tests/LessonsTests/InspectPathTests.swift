import Testing

@testable import Lessons

@Suite struct InspectPathTests {
  @Test func parsesFieldsAndIndexes() {
    #expect(InspectPath("v1")?.components == [.field("v1")])
    #expect(InspectPath("v1.frame.width")?.components == [.field("v1"), .field("frame"), .field("width")])
    #expect(InspectPath("v1.subviews[0].frame")?.components == [.field("v1"), .field("subviews"), .index(0), .field("frame")])
    #expect(InspectPath("v1.subviews.1")?.components == [.field("v1"), .field("subviews"), .index(1)])
    #expect(InspectPath("v1.subviews[2]")?.description == "v1.subviews[2]")
  }

  @Test(arguments: ["", ".", "v1.", ".v1", "v1..x", "v1[", "v1[x]", "v1[0]x", "0", "v1 frame", "v1[99999999999]", "a/b"])
  func rejectsMalformedPaths(text: String) {
    #expect(InspectPath(text) == nil)
  }

  @Test func resolvesFollowingReferencesAndExplainsMisses() throws {
    let resolver = InspectResolver(objects: [
      InspectField("a", .object(summary: "a", fields: [.init("link", .reference("b")), .init("tags", .list([.text("x")]))])),
      InspectField("b", .object(summary: "b", fields: [.init("frame", Rect(x: 1, y: 2, width: 3, height: 4).inspection)])),
    ])
    #expect(try resolver.resolve(InspectPath("a.link.frame.height")!) == .number(4))
    #expect(try resolver.resolve(InspectPath("a.tags[0]")!) == .text("x"))
    #expect(throws: CommandError("no object named 'c'", suggestion: "did you mean 'a'?")) {
      try resolver.resolve(InspectPath("c")!)
    }
    #expect(throws: CommandError("b has no field 'fram'", suggestion: "did you mean 'frame'?")) {
      try resolver.resolve(InspectPath("b.fram")!)
    }
    #expect(throws: CommandError("index 3 is out of range: a.tags has 1 item", suggestion: "use 0 to 0")) {
      try resolver.resolve(InspectPath("a.tags[3]")!)
    }
  }
}
