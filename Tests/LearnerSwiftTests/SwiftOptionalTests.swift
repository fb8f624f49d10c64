import LearnerSwift
import Testing

/// Optionals: printed as Swift prints them, unwrapped by `if let`, `guard let`, `??`, `!` and
/// optional chaining.
@Suite struct SwiftOptionalTests {
  /// An optional the type pass cannot see (a closure's result whose type it does not know),
  /// stored where its wrapped type goes, stops the run in swiftc's words: it was stored, and
  /// printed as `Optional(3)`.
  @Test func anOptionalWhereItsWrappedTypeGoesStopsTheRun() throws {
    for (type, value, shown) in [
      ("Int", "3", "Int"), ("Double", "3", "Double"), ("String", "\"a\"", "String"), ("[Int]", "[1]", "[Int]"),
      ("P", "P()", "P"),
    ] {
      let program = """
        struct P { var x = 1 }
        let f: () -> \(type)? = { \(value) }
        let g = { f() }
        let x: \(type) = g()
        print(x)
        """
      let error = SwiftRunner.error(program)
      #expect(
        error?.description == "line 4: value of optional type '\(shown)?' must be unwrapped to a value of type '\(type)'",
        "\(type): \(String(describing: error))")
    }
    // Where an optional goes, it is one; unwrapped, it is its value.
    #expect(
      try SwiftRunner.output("let f: () -> Double? = { nil }\nlet g = { f() }\nlet x: Double? = g()\nprint(x as Any, g() ?? 2.5)")
        == ["nil 2.5"])
  }

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
