import LearnerSwift
import Testing

/// Classes: reference semantics, initializers, inheritance with `override` and `super`, and
/// identity.
@Suite struct SwiftClassTests {
  @Test func instancesAreShared() throws {
    let output = try SwiftRunner.output(
      """
      class Counter { var count = 0 }
      let a = Counter()
      let b = a
      b.count += 2
      func bump(_ c: Counter) { c.count += 1 }
      bump(a)
      print(a.count, b.count, a === b, a === Counter(), a !== Counter(), a)
      """)
    #expect(output == ["3 3 true false true main.Counter"])
  }

  @Test func subclassesOverrideAndCallSuper() throws {
    let output = try SwiftRunner.output(
      """
      class Animal {
        let name: String
        init(name: String) { self.name = name }
        func sound() -> String { "..." }
        func speak() -> String { "\\(name): \\(sound())" }
      }
      class Dog: Animal {
        var tricks: [String] = []
        override func sound() -> String { "Woof" }
        override func speak() -> String { super.speak() + "!" }
      }
      class Puppy: Dog {
        init() { super.init(name: "Pup") }
        override func sound() -> String { "Yip" }
      }
      let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy()]
      for animal in animals { print(animal.speak(), animal is Dog) }
      let rex = animals[1] as! Dog
      rex.tricks.append("sit")
      print(rex.tricks, (animals[2] as? Dog)?.tricks as Any, animals[0] as? Dog as Any)
      """)
    #expect(
      output == [
        "Generic: ... false", "Rex: Woof! true", "Pup: Yip! true", #"["sit"] Optional([]) nil"#,
      ])
  }

  @Test func deinitIsRefusedByName() {
    let error = SwiftRunner.error("class A {\n  deinit { print(1) }\n}")
    #expect(
      error?.description == "line 2, column 3: a deinitializer is not in the Workbench's Swift subset yet")
  }
}
