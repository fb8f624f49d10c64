import LearnerSwift
import Testing

/// Protocols: requirements, default implementations in extensions, protocol types as values,
/// and the conformance checks made when the program is compiled.
@Suite struct SwiftProtocolTests {
  @Test func theValidatorsDesignRunsOverAnArrayOfRules() throws {
    let output = try SwiftRunner.output(
      """
      enum ValidationError: Error { case empty, tooShort(minimum: Int), noDigit }
      protocol Rule {
        var name: String { get }
        func check(_ s: String) throws
      }
      extension Rule {
        var name: String { "rule" }
        func passes(_ s: String) -> Bool { (try? check(s)) != nil }
      }
      struct NotEmpty: Rule {
        func check(_ s: String) throws { if s.isEmpty { throw ValidationError.empty } }
      }
      struct MinLength: Rule {
        let minimum: Int
        var name: String { "min \\(minimum)" }
        func check(_ s: String) throws {
          guard s.count >= minimum else { throw ValidationError.tooShort(minimum: minimum) }
        }
      }
      let rules: [Rule] = [NotEmpty(), MinLength(minimum: 4)]
      for input in ["", "abc", "abcd"] {
        do {
          for rule in rules { try rule.check(input) }
          print("valid", input)
        } catch {
          print("invalid", error)
        }
      }
      print(rules.map { $0.name }, rules.map { $0.passes("abcde") })
      """)
    #expect(
      output == ["invalid empty", "invalid tooShort(minimum: 4)", "valid abcd", #"["rule", "min 4"] [true, true]"#])
  }

  @Test func aMissingRequirementIsAnErrorNamingIt() {
    let error = SwiftRunner.error(
      """
      protocol Shape { func area() -> Double }
      struct Square: Shape {
        var side = 1.0
      }
      """)
    #expect(error?.description == "line 2: type 'Square' does not conform to protocol 'Shape': it has no 'area()'")
  }

  /// A protocol's initializer and static property requirements: each conforming type has its
  /// own (a memberwise initializer is one), and one that has none is refused, naming it.
  @Test func initializerAndStaticRequirementsAreEachTypesOwn() throws {
    let output = try SwiftRunner.output(
      """
      protocol Shape {
        static var sides: Int { get }
        init(size: Double)
        var size: Double { get }
      }
      struct Square: Shape {
        static var sides: Int { 4 }
        var size: Double
      }
      class Triangle: Shape {
        static let sides = 3
        var size: Double
        required init(size: Double) { self.size = size }
      }
      let shapes: [Shape] = [Square(size: 2), Triangle(size: 3)]
      print(shapes.map { $0.size }, Square.sides, Triangle.sides)
      """)
    #expect(output == ["[2.0, 3.0] 4 3"])
    #expect(
      SwiftRunner.error("protocol S { static var sides: Int { get } }\nstruct Q: S { var sides = 1 }")?.description
        == "line 2: type 'Q' does not conform to protocol 'S': it has no static 'sides'")
    #expect(
      SwiftRunner.error("protocol S { init(size: Double) }\nstruct Q: S { var w = 1.0 }")?.description
        == "line 2: type 'Q' does not conform to protocol 'S': it has no 'init(size:)'")
  }

  @Test func classesConformAndAreCheckedWithIs() throws {
    let output = try SwiftRunner.output(
      """
      protocol Named { var name: String { get } }
      class Pet: Named {
        var name: String
        init(name: String) { self.name = name }
      }
      struct Plant {}
      let things: [Any] = [Pet(name: "Tom"), Plant()]
      for thing in things { print(thing is Named, thing is Pet) }
      let named: Named = Pet(name: "Rex")
      if let pet = named as? Pet { print(pet.name) }
      """)
    #expect(output == ["true true", "false false", "Rex"])
  }

  @Test func shadowingAnExtensionMethodThatIsNoRequirementIsRefused() {
    let error = SwiftRunner.error(
      """
      protocol P {}
      extension P { func hello() -> String { "P" } }
      struct S: P { func hello() -> String { "S" } }
      """)
    #expect(error?.message.hasPrefix("'hello()' of 'S' shadows the one in an extension of 'P'") ?? false)
  }

  @Test func aCustomStringConvertibleTypePrintsItsDescription() throws {
    let output = try SwiftRunner.output(
      """
      struct Money: CustomStringConvertible {
        var cents: Int
        var description: String { "$\\(cents / 100).\\(cents % 100)" }
      }
      struct Wallet { var money: Money }
      let price = Money(cents: 1250)
      print(price, [price], Wallet(money: price), "costs \\(price)")
      """)
    #expect(output == ["$12.50 [$12.50] Wallet(money: $12.50) costs $12.50"])
  }

  /// A subclass's method of a requirement that its superclass takes from the protocol's
  /// extension: Swift calls the extension's through the protocol and the subclass's through
  /// the subclass, by static type; the interpreter, which dispatches by the value, refuses it.
  @Test func aSubclassMethodBesideAnExtensionDefaultTheSuperclassTakesIsRefused() throws {
    let program = """
      protocol Describable { func describe() -> String }
      extension Describable { func describe() -> String { "default" } }
      class Base: Describable {}
      class Sub: Base { func describe() -> String { "sub" } }
      let d: Describable = Sub()
      print(d.describe())
      """
    let error = SwiftRunner.error(program)
    #expect(error?.message.hasPrefix("'describe()' of 'Sub' does not override the one 'Base' takes from an extension") == true)
    // Declared in the superclass and overridden, the override is what the protocol calls.
    let overridden = program.replacingOccurrences(
      of: "class Base: Describable {}", with: "class Base: Describable { func describe() -> String { \"base\" } }"
    )
    .replacingOccurrences(
      of: "{ func describe() -> String { \"sub\" } }", with: "{ override func describe() -> String { \"sub\" } }")
    #expect(try SwiftRunner.output(overridden) == ["sub"])
  }
}
