import LearnerSwift
import Testing

/// Structs: value semantics, memberwise and own initializers, mutating methods, stored and
/// computed properties, observers and static members.
@Suite struct SwiftStructTests {
  @Test func copiesAreIndependent() throws {
    let output = try SwiftRunner.output(
      """
      struct Point { var x: Int; var y = 0 }
      var a = Point(x: 1)
      var b = a
      b.x = 5
      var points = [a, b]
      points[0].y = 9
      print(a, b, points)
      """)
    #expect(output == ["Point(x: 1, y: 0) Point(x: 5, y: 0) [main.Point(x: 1, y: 9), main.Point(x: 5, y: 0)]"])
  }

  @Test func mutatingMethodsComputedPropertiesAndObservers() throws {
    let output = try SwiftRunner.output(
      """
      struct Rect {
        var width: Double
        var height: Double
        var area: Double { width * height }
        var side: Double {
          get { width }
          set { width = newValue; height = newValue }
        }
        var label = "r" { didSet { print("label was", oldValue) } }
        mutating func scale(by factor: Double = 2) { width *= factor; height *= factor }
        static let unit = Rect(width: 1, height: 1)
        static func square(_ side: Double) -> Rect { Rect(width: side, height: side) }
      }
      var r = Rect(width: 2, height: 3)
      r.scale()
      print(r.area)
      r.side = 4
      r.label = "big"
      print(r, Rect.unit.area, Rect.square(3).area)
      """)
    #expect(output == ["24.0", "label was r", #"Rect(width: 4.0, height: 4.0, label: "big") 1.0 9.0"#])
  }

  @Test func anInitializerSetsEveryProperty() throws {
    let output = try SwiftRunner.output(
      """
      struct Temperature {
        var celsius: Double
        init(fahrenheit: Double) { celsius = (fahrenheit - 32) / 1.8 }
        init(celsius: Double) { self.celsius = celsius }
      }
      print(Temperature(fahrenheit: 212).celsius, Temperature(celsius: 5).celsius)
      """)
    #expect(output == ["100.0 5.0"])
  }

  @Test func aConstantStructCannotChange() {
    #expect(
      SwiftRunner.error("struct P { var x = 0 }\nlet p = P()\np.x = 1")?.description
        == "line 3, column 3: cannot assign to property: 'p' is a 'let' constant")
    #expect(
      SwiftRunner.error("struct P { var x = 0\n mutating func bump() { x += 1 } }\nlet p = P()\np.bump()")?.message
        == "cannot use mutating member on immutable value: 'p' is a 'let' constant")
  }

  /// A static property's initial value may read one declared after it; one that needs itself
  /// stops the run where Swift's program would wait for itself for ever.
  @Test func aStaticPropertyMayReadALaterOneButNotItself() throws {
    #expect(try SwiftRunner.output("struct T { static let a = T.b * 2; static let b = 21 }\nprint(T.a)") == ["42"])
    let cycles = [
      ("struct S { static var x: Int = S.x }\nprint(S.x)", "S.x", 1),
      ("struct S {\n  static var x: Int = S.y + 1\n  static var y: Int = S.x + 1\n}\nprint(S.x)", "S.x", 2),
    ]
    for (program, name, line) in cycles {
      let error = SwiftRunner.error(program)
      #expect(error?.line == line, "\(program)")
      #expect(error?.message.hasPrefix("\(name) is read while its initial value is worked out") == true, "\(program)")
    }
  }
}
