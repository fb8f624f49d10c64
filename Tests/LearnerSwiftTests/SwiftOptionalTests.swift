import LearnerSwift
import Testing

/// Optionals: printed as Swift prints them, unwrapped by `if let`, `guard let`, `??`, `!` and
/// optional chaining.
@Suite struct SwiftOptionalTests {
  @Test func optionalsPrintAsSwiftPrintsThem() throws {
    let output = try SwiftRunner.output(
      """
      var a: Int? = 3
      let b: String? = "hi"
      var c: Double? = 2
      let d: Int? = nil
      print(a as Any, b as Any, c as Any, d as Any)
      print([a, d], "\\(b!) there")
      a = nil
      c = nil
      print(a == nil, c ?? 1.5)
      """)
    #expect(output == [#"Optional(3) Optional("hi") Optional(2.0) nil"#, "[Optional(3), nil] hi there", "true 1.5"])
  }

  @Test func ifLetGuardLetAndCoalescingUnwrap() throws {
    let output = try SwiftRunner.output(
      """
      func half(_ text: String) -> Int? {
        guard let number = Int(text) else { return nil }
        return number / 2
      }
      if let h = half("12"), h > 5 { print("half is", h) }
      if let h = half("x") { print(h) } else { print("not a number") }
      let maybe: Int? = 4
      if let maybe { print("shorthand", maybe) }
      print(half("7") ?? -1, half("?") ?? -1, Int("12") as Any, Int("a") as Any)
      """)
    #expect(output == ["half is 6", "not a number", "shorthand 4", "3 -1 Optional(12) nil"])
  }

  @Test func optionalChainingStopsAtNil() throws {
    let output = try SwiftRunner.output(
      """
      class Room { var name = "kitchen" }
      class House { var room: Room? }
      let house = House()
      print(house.room?.name as Any, house.room?.name.count as Any)
      house.room = Room()
      print(house.room?.name as Any, house.room?.name.count as Any, house.room!.name)
      """)
    #expect(output == ["nil nil", #"Optional("kitchen") Optional(7) kitchen"#])
  }

  @Test func forceUnwrappingNilStopsTheRunAtItsLine() {
    let error = SwiftRunner.error("let a: Int? = nil\nprint(1)\nprint(a!)")
    #expect(error?.description == "line 3: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
  }
}
