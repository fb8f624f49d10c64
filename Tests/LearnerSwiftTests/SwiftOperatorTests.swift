import LearnerSwift
import Testing

/// The operators the learner's types declare (`static func ==`, `static func <`, `static func +`)
/// are the ones a use of the operator calls; the corpus checks their results against swiftc.
@Suite struct SwiftOperatorTests {
  static let equatable = """
    struct Tag: Equatable {
      var id: Int
      var label: String
      static func == (a: Tag, b: Tag) -> Bool { a.id == b.id }
    }
    """

  /// Two values equal by their own `==` and different field by field.
  @Test func aTypesOwnEqualityDecidesAndNotItsFields() throws {
    #expect(
      try SwiftRunner.output(
        Self.equatable
          + "\nprint(Tag(id: 1, label: \"a\") == Tag(id: 1, label: \"b\"), Tag(id: 1, label: \"a\") != Tag(id: 1, label: \"b\"))")
        == ["true false"])
  }

  /// A standard method that would compare the elements field by field is refused by name, with
  /// the closure form that calls the type's own operator: never a wrong answer.
  @Test(arguments: [
    ("[Tag(id: 1, label: \"a\")].contains(Tag(id: 1, label: \"b\"))", "contains(_:) with Tag's own =="),
    ("[Tag(id: 1, label: \"a\")].firstIndex(of: Tag(id: 1, label: \"b\"))", "firstIndex(of:) with Tag's own =="),
  ])
  func aMethodThatWouldIgnoreTheOwnOperatorIsRefused(call: String, message: String) {
    let error = SwiftRunner.error(Self.equatable + "\nprint(\(call))")
    #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    #expect(error?.message.contains("write ") == true)
  }

  /// An operator overloaded on its right operand's type picks the overload the values fit; an
  /// Int fits a Double parameter only when no overload takes it as it is.
  @Test func theOverloadIsTheOneTheOperandsFit() throws {
    let program = """
      struct M {
        var c: Int
        static func * (a: M, b: Int) -> String { "by Int" }
        static func * (a: M, b: Double) -> String { "by Double" }
        static func * (a: M, b: M) -> Int { a.c * b.c }
      }
      let two = 2
      print(M(c: 3) * two, M(c: 3) * 2.5, M(c: 3) * M(c: 4))
      """
    #expect(try SwiftRunner.output(program) == ["by Int by Double 12"])
  }
}
