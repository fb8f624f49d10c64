import Testing

@testable import Lessons

/// The views chapter under UIKit's names (`SwiftBindable`): the same calls reach the same model
/// state as the chapter's commands, and a conversion or a hit-test brings its steps.
@Suite struct ViewsSwiftBridgeTests {
  /// The book's three-view figure (Programming iOS 8, chapter 1), made by commands.
  static func byCommands() throws -> ViewsWorld {
    var state = Views.initialState
    _ = try Views.run(
      "new view v1 frame 113 111 132 194; new view v2 frame 41 56 132 194 in v1; new view v3 frame 43 197 160 230",
      on: &state)
    return state
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> BridgeValue {
    .rect(Rect(x: x, y: y, width: width, height: height))
  }

  static func make(_ name: String, _ frame: BridgeValue, in state: inout ViewsWorld) throws -> BridgeValue {
    try Views.swiftCall(
      BridgeCall(target: .type("UIView"), member: "init", labels: ["frame"], arguments: [frame], name: name), in: &state
    )
    .value
  }

  static func call(
    _ receiver: String, _ member: String, _ labels: [String], _ arguments: [BridgeValue], in state: inout ViewsWorld
  )
    throws -> BridgeResult
  {
    try Views.swiftCall(
      BridgeCall(target: .object(type: "UIView", name: receiver), member: member, labels: labels, arguments: arguments),
      in: &state)
  }

  @Test func theFigureMadeThroughUIKitNamesIsTheFigureTheCommandsMake() throws {
    var state = Views.initialState
    let v1 = try Self.make("v1", Self.rect(113, 111, 132, 194), in: &state)
    let v2 = try Self.make("v2", Self.rect(41, 56, 132, 194), in: &state)
    let v3 = try Self.make("v3", Self.rect(43, 197, 160, 230), in: &state)
    #expect(v2 == .object(type: "UIView", name: "v2"))
    // Made, a view is detached: no superview until one adds it.
    #expect(try Views.swiftGet("superview", of: "v2", in: state) == .null)
    _ = try Self.call("root", "addSubview", ["_"], [v1], in: &state)
    _ = try Self.call("v1", "addSubview", ["_"], [v2], in: &state)
    _ = try Self.call("root", "addSubview", ["_"], [v3], in: &state)
    let commands = try Self.byCommands()
    for name in ["root", "v1", "v2", "v3"] {
      #expect(state.views[name] == commands.views[name], "\(name)")
    }
    #expect(try Views.swiftGet("superview", of: "v2", in: state) == .object(type: "UIView", name: "v1"))
    #expect(try Views.swiftGet("center", of: "v1", in: state) == .point(Point(x: 179, y: 208)))
  }

  @Test func settingThroughUIKitNamesRunsTheChaptersOwnChangeAndItsNotes() throws {
    var state = try Self.byCommands()
    var commands = state
    let notes = try Views.swiftSet("bounds", of: "v1", to: Self.rect(10, 10, 112, 174), in: &state)
    _ = try Views.run("set v1.bounds 10 10 112 174", on: &commands)
    #expect(state.views["v1"] == commands.views["v1"])
    #expect(!notes.isEmpty)
    let turned = BridgeValue.structure("CGAffineTransform", [0.5, 0.5, -0.5, 0.5, 0, 0].map(BridgeValue.double))
    _ = try Views.swiftSet("transform", of: "v1", to: turned, in: &state)
    #expect(throws: CommandError.self) { try Views.swiftSet("frame", of: "v1", to: Self.rect(0, 0, 1, 1), in: &state) }
    #expect(throws: CommandError.self) { try Views.swiftSet("frame", of: "v1", to: .int(3), in: &state) }
    #expect(throws: CommandError.self) { try Views.swiftGet("fram", of: "v1", in: state) }
  }

  @Test func conversionAndHitTestingBringTheirSteps() throws {
    var state = try Self.byCommands()
    let converted = try Self.call(
      "v2", "convert", ["_", "to"], [.point(Point(x: 0, y: 0)), .object(type: "UIView", name: "root")], in: &state)
    #expect(converted.value == .point(Point(x: 154, y: 167)))
    #expect(converted.notes.count == 2)
    #expect(converted.notes.first?.hasPrefix("up from v2 to v1") == true)
    let back = try Self.call(
      "v2", "convert", ["_", "from"], [.point(Point(x: 154, y: 167)), .object(type: "UIView", name: "root")], in: &state)
    #expect(back.value == .point(Point(x: 0, y: 0)))
    let hit = try Self.call("root", "hitTest", ["_", "with"], [.point(Point(x: 160, y: 180)), .null], in: &state)
    #expect(hit.value == .object(type: "UIView", name: "v2"))
    #expect(hit.notes.count > 2)
    let unknown = #expect(throws: CommandError.self) {
      try Self.call("v1", "addSubveiw", ["_"], [.null], in: &state)
    }
    #expect(unknown?.suggestion?.contains("addSubview") == true)
  }
}
