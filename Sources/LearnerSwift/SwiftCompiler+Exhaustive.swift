#if canImport(SwiftParser)
  import SwiftSyntax

  /// swiftc's rule that a switch must be exhaustive, where the Workbench can see it as swiftc
  /// does: a subject of the learner's enum, a Bool, or a number or text (which only a `default`
  /// or a pattern that takes anything covers). Other subjects (tuples, optionals) are left to
  /// the run, which traps when no case matches.
  extension SwiftCompiler {
    func checkExhaustive(_ statement: SwitchExprSyntax) throws(SwiftRunError) {
      var covered: Set<String> = []
      for element in statement.cases {
        guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return }
        // A case with a `where` may not match: it covers nothing for certain.
        for item in label.caseItems where item.whereClause == nil {
          if Self.takesAnything(item.pattern) { return }
          if let name = Self.coveredCase(item.pattern) { covered.insert(name) }
        }
      }
      guard case .named(let name)? = staticType(of: statement.subject)?.type else { return }
      switch name {
      case "Int", "Double", "CGFloat", "String": break
      case "Bool": if covered.isSuperset(of: ["true", "false"]) { return }
      default:
        guard let type = typeIndex[name], types[type].kind == .enumType, !covered.isSuperset(of: types[type].cases) else {
          return
        }
      }
      throw typeError(at: statement.switchKeyword.positionAfterSkippingLeadingTrivia, "switch must be exhaustive")
    }

    /// `_`, `let x`, `var x`: a pattern every value matches.
    static func takesAnything(_ pattern: PatternSyntax) -> Bool {
      if pattern.is(WildcardPatternSyntax.self) { return true }
      if let binding = pattern.as(ValueBindingPatternSyntax.self) {
        return binding.pattern.is(IdentifierPatternSyntax.self) || takesAnything(binding.pattern)
      }
      if let expression = pattern.as(ExpressionPatternSyntax.self) {
        return expression.expression.is(DiscardAssignmentExprSyntax.self)
      }
      return false
    }

    /// The enum case a pattern covers whole (`.a`, `E.a`, `.b(let x, _)`), or the Bool literal
    /// (`true`); nil for one that covers part of a case (`.b(1)`) or none.
    static func coveredCase(_ pattern: PatternSyntax) -> String? {
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { return coveredCase(binding.pattern, binds: true) }
      return coveredCase(pattern, binds: false)
    }

    private static func coveredCase(_ pattern: PatternSyntax, binds: Bool) -> String? {
      guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
      if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
      if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return nil }
      // Each of the payload's values must be taken whole: `_`, or a name bound.
      for argument in call.arguments {
        let value = argument.expression
        if value.is(DiscardAssignmentExprSyntax.self) { continue }
        if binds, value.is(DeclReferenceExprSyntax.self) { continue }
        if let inner = value.as(PatternExprSyntax.self)?.pattern, takesAnything(inner) || inner.is(IdentifierPatternSyntax.self) {
          continue
        }
        return nil
      }
      return member.declName.baseName.text
    }
  }
#endif
