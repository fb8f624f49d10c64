#if canImport(SwiftParser)
  import SwiftSyntax

  /// The type errors Swift's compiler reports that the subset can be sure of from the syntax
  /// alone: a literal, or a name declared with a simple type or from a literal, where another
  /// simple type is wanted (`let x: Int = "a"`, `n = "a"` for an Int `n`). Anything less certain
  /// is left to the run, whose operations check their operands.
  extension SwiftCompiler {
    /// The simple types checked here.
    static let simpleTypes: Set<String> = ["Int", "Double", "CGFloat", "String", "Bool"]

    /// The type `expression` certainly has, or nil; an integer literal is `Int` but also fits
    /// a Double or a CGFloat, as Swift's literals do.
    func evidentType(_ expression: ExprSyntax?) -> String? {
      guard let expression else { return nil }
      let literal =
        expression.as(PrefixOperatorExprSyntax.self).flatMap { $0.operator.text == "-" ? $0.expression : nil }
        ?? expression
      if literal.is(IntegerLiteralExprSyntax.self) { return "Int" }
      if literal.is(FloatLiteralExprSyntax.self) { return "Double" }
      if expression.is(StringLiteralExprSyntax.self) { return "String" }
      if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return (localBinding(name) ?? globalScope[name])?.evident
      }
      return nil
    }

    /// Whether a value of type `given` may stand where `wanted` is written: the same type,
    /// Double and CGFloat for each other (Swift converts them), and an integer literal for a
    /// Double or a CGFloat.
    static func fits(_ given: String, _ wanted: String, literal: Bool) -> Bool {
      if given == wanted { return true }
      let floating: Set<String> = ["Double", "CGFloat"]
      if floating.contains(given) && floating.contains(wanted) { return true }
      return literal && given == "Int" && floating.contains(wanted)
    }

    /// The simple type a declaration gives its name, after checking its value fits the type
    /// written: `let x: Int = "a"` is Swift's compile-time error.
    func checkedType(of value: ExprSyntax?, declaredAs annotation: TypeSyntax?) throws(SwiftRunError) -> String? {
      let written = annotation?.as(IdentifierTypeSyntax.self)?.name.text
      let given = evidentType(value)
      if let written, let given, let value, Self.simpleTypes.contains(written),
        !Self.fits(given, written, literal: Self.isIntegerLiteral(value))
      {
        throw error(value, "cannot convert value of type '\(given)' to specified type '\(written)'")
      }
      if let written { return Self.simpleTypes.contains(written) ? written : nil }
      return given
    }

    /// `x = value` for a name whose type is certain: the value must fit it.
    func checkAssignment(_ place: ExprSyntax, _ value: ExprSyntax) throws(SwiftRunError) {
      guard let reference = place.as(DeclReferenceExprSyntax.self),
        let wanted = (localBinding(reference.baseName.text) ?? globalScope[reference.baseName.text])?.evident,
        let given = evidentType(value), !Self.fits(given, wanted, literal: Self.isIntegerLiteral(value))
      else { return }
      throw error(value, "cannot assign value of type '\(given)' to type '\(wanted)'")
    }

    /// An argument for a parameter of a simple type: it must fit it.
    func checkArgument(_ argument: ExprSyntax, against parameter: TypeSyntax?) throws(SwiftRunError) {
      guard let wanted = parameter?.as(IdentifierTypeSyntax.self)?.name.text, Self.simpleTypes.contains(wanted),
        let given = evidentType(argument), !Self.fits(given, wanted, literal: Self.isIntegerLiteral(argument))
      else { return }
      throw error(argument, "cannot convert value of type '\(given)' to expected argument type '\(wanted)'")
    }

    /// Records the certain type of a name just declared.
    mutating func noteEvident(_ name: String, _ type: String) {
      let scope = context.scopes.count - 1
      context.scopes[scope].names[name]?.evident = type
      if globalScope[name]?.slot == context.scopes[scope].names[name]?.slot, context.isTopLevel, scope == 0 {
        globalScope[name]?.evident = type
      }
    }

    static func isIntegerLiteral(_ expression: ExprSyntax) -> Bool {
      (expression.as(PrefixOperatorExprSyntax.self)?.expression ?? expression).is(IntegerLiteralExprSyntax.self)
    }
  }
#endif
