#if canImport(SwiftParser)
  import SwiftSyntax

  /// swiftc's missing-return check: a function that promises a value must not let control run
  /// off the end of its body.
  ///
  /// The check follows the flow of the statements (a `return`, `throw` or `fatalError` ends it;
  /// an `if` or `switch` ends it when every way through it does; `while true` ends it unless it
  /// breaks), taking every condition as able to go either way except the literal `true`, as
  /// swiftc does. Where swiftc proves more from the values (a `let` that makes a condition always
  /// hold), the Workbench refuses what swiftc accepts: a refusal, never a wrong result.
  extension SwiftCompiler {
    /// Throws swiftc's "missing return" when control can reach the end of `body`, whose
    /// function (a `role`: a global function, an instance method, a getter, a closure)
    /// promises `returnType`; `brace` ends the body, where swiftc points.
    func checkReturns(
      _ body: CodeBlockItemListSyntax, returnType: TypeSyntax?, role: String, brace: TokenSyntax
    ) throws(SwiftRunError) {
      guard let returnType, !Self.isVoid(returnType) else { return }
      try refuseValueBody(body)
      guard mayComplete(body) else { return }
      // A body that ends in a value left unused (`y`, not a call): swiftc points at it, where a
      // `return` was meant.
      var at = brace.positionAfterSkippingLeadingTrivia
      if let last = Self.lastExpression(body), Self.isBareValue(last) { at = last.positionAfterSkippingLeadingTrivia }
      throw typeError(at: at, "missing return in \(role) expected to return '\(returnType.trimmedDescription)'")
    }

    /// Throws swiftc's "missing return" for a closure with no result type written or given whose
    /// body returns a value on one way through it and runs off its end on another: Swift infers
    /// the result from the `return`s, so the end is a missing one.
    func checkInferredReturns(_ closure: ClosureExprSyntax) throws(SwiftRunError) {
      guard let value = Self.firstReturnedValue(Syntax(closure.statements)), mayComplete(closure.statements) else { return }
      let at = closure.rightBrace.positionAfterSkippingLeadingTrivia
      guard let type = staticType(of: value) else {
        throw typeError(
          at: at, "missing return in closure expected to return a value, as its 'return \(value.trimmedDescription)' does")
      }
      throw typeError(at: at, "missing return in closure expected to return '\(type.type)'")
    }

    /// The value of the first `return` with one in `node`, outside the closures and functions
    /// declared in it.
    static func firstReturnedValue(_ node: Syntax) -> ExprSyntax? {
      if let exit = node.as(ReturnStmtSyntax.self) { return exit.expression }
      if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return nil }
      for child in node.children(viewMode: .sourceAccurate) {
        if let value = firstReturnedValue(child) { return value }
      }
      return nil
    }

    /// Throws swiftc's error for a body that is one call to `print` in a function that promises
    /// a value.
    ///
    /// `func f() -> Int { print(1) }` returns a `()`. A closure's is blamed on its written
    /// result type.
    func checkVoidBody(_ single: ExprSyntax, returnType: TypeSyntax?, isClosure: Bool) throws(SwiftRunError) {
      guard let returnType, !Self.isVoid(returnType), let call = single.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print", functionSignatures["print"] == nil
      else { return }
      let wanted = returnType.trimmedDescription
      if isClosure {
        throw typeError(
          at: returnType.positionAfterSkippingLeadingTrivia,
          "declared closure result '\(wanted)' is incompatible with return type '()'")
      }
      throw typeError(
        at: single.positionAfterSkippingLeadingTrivia,
        "cannot convert return expression of type '()' to return type '\(wanted)'")
    }

    static func isVoid(_ type: TypeSyntax) -> Bool {
      if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
      return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
    }

    /// Whether control can run past the end of `statements`.
    func mayComplete(_ statements: CodeBlockItemListSyntax) -> Bool {
      statements.allSatisfy { mayComplete(Syntax($0.item)) }
    }

    /// Whether control can go on after `node`, a statement, declaration or expression.
    func mayComplete(_ node: Syntax) -> Bool {
      if let statement = node.as(ExpressionStmtSyntax.self) { return mayComplete(Syntax(statement.expression)) }
      if node.is(ReturnStmtSyntax.self) || node.is(ThrowStmtSyntax.self) || node.is(BreakStmtSyntax.self)
        || node.is(ContinueStmtSyntax.self)
      {
        return false
      }
      if let call = node.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        // `fatalError` and the learner's functions that return `Never` end the flow.
        return !["fatalError", "preconditionFailure"].contains(name) && !neverReturning.contains(name)
      }
      if let branch = node.as(IfExprSyntax.self) {
        let body = mayComplete(branch.body.statements)
        if Self.isLiteralTrue(branch.conditions) { return body }
        switch branch.elseBody {
        case nil: return true
        case .ifExpr(let next)?: return body || mayComplete(Syntax(next))
        case .codeBlock(let block)?: return body || mayComplete(block.statements)
        @unknown default: return true
        }
      }
      if let choice = node.as(SwitchExprSyntax.self) { return mayComplete(choice) }
      if let loop = node.as(WhileStmtSyntax.self) {
        return !Self.isLiteralTrue(loop.conditions) || Self.breaks(Syntax(loop.body))
      }
      if let loop = node.as(RepeatStmtSyntax.self) {
        let goesRound = mayComplete(loop.body.statements) || Self.continues(Syntax(loop.body))
        let isEndless = loop.condition.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        return Self.breaks(Syntax(loop.body)) || (goesRound && !isEndless)
      }
      if let block = node.as(DoStmtSyntax.self) {
        // A catch runs only when the body can throw.
        return mayComplete(block.body.statements)
          || (Self.canThrow(Syntax(block.body)) && block.catchClauses.contains { mayComplete($0.body.statements) })
      }
      return true
    }

    /// A switch goes on after its end when a case's body does (a `fallthrough` into the next
    /// case's), or a case breaks out of it.
    private func mayComplete(_ choice: SwitchExprSyntax) -> Bool {
      let bodies = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
      for body in bodies {
        if Self.breaks(Syntax(body)) { return true }
        // A body that falls through goes on as the next case's does.
        let fallsThrough = body.last.map { $0.item.is(FallThroughStmtSyntax.self) } ?? false
        if !fallsThrough, mayComplete(body) { return true }
      }
      // A `fallthrough` from the last case would be refused by swiftc; an empty switch goes on.
      return bodies.isEmpty
    }

    /// Whether `node` has a `throw`, or a `try` that lets an error out, outside the closures and
    /// functions in it.
    private static func canThrow(_ node: Syntax) -> Bool {
      if node.is(ThrowStmtSyntax.self) { return true }
      if let attempt = node.as(TryExprSyntax.self), attempt.questionOrExclamationMark == nil { return true }
      if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
      return node.children(viewMode: .sourceAccurate).contains(where: canThrow)
    }

    /// Whether the conditions are the one literal `true`, in parentheses or not.
    private static func isLiteralTrue(_ conditions: ConditionElementListSyntax) -> Bool {
      guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition else { return false }
      return isLiteralTrue(expression)
    }

    private static func isLiteralTrue(_ expression: ExprSyntax) -> Bool {
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        return isLiteralTrue(only.expression)
      }
      return expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// A body whose value is an `if` or a `switch` used as an expression (Swift 5.9: each
    /// branch one expression) is refused by name: the subset runs them as statements.
    private func refuseValueBody(_ body: CodeBlockItemListSyntax) throws(SwiftRunError) {
      guard let node = Self.lastExpression(body), node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self),
        Self.endsInValues(Syntax(node))
      else { return }
      throw unsupported(node, (node.is(IfExprSyntax.self) ? "an 'if'" : "a 'switch'") + " used as a value")
    }

    /// The expression the statements end with, when the last one is an expression.
    private static func lastExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
      guard let last = items.last else { return nil }
      return last.item.as(ExprSyntax.self) ?? last.item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// A value standing as a statement (`y`, `"zero"`): no call, which may be made for what it
    /// does, no `if` or `switch`, no assignment.
    private static func isBareValue(_ expression: ExprSyntax) -> Bool {
      if expression.is(FunctionCallExprSyntax.self) || expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
        return false
      }
      return expression.as(InfixOperatorExprSyntax.self).map { !$0.operator.is(AssignmentExprSyntax.self) } ?? true
    }

    /// Whether every branch of an `if` or `switch` ends in a bare value (`"zero"`, `1`).
    private static func endsInValues(_ node: Syntax) -> Bool {
      func endsInValue(_ items: CodeBlockItemListSyntax) -> Bool {
        guard let expression = lastExpression(items) else { return false }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return endsInValues(Syntax(expression)) }
        return isBareValue(expression)
      }
      if let branch = node.as(IfExprSyntax.self) {
        guard endsInValue(branch.body.statements) else { return false }
        switch branch.elseBody {
        case .ifExpr(let next)?: return endsInValues(Syntax(next))
        case .codeBlock(let block)?: return endsInValue(block.statements)
        default: return false
        }
      }
      if let choice = node.as(SwitchExprSyntax.self) {
        let bodies = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        return !bodies.isEmpty && bodies.allSatisfy(endsInValue)
      }
      return false
    }

    /// Whether a `break` in `node` leaves the loop or switch `node` is the body of: one not
    /// inside a nested loop or switch, or any labelled one.
    private static func breaks(_ node: Syntax) -> Bool {
      if node.is(BreakStmtSyntax.self) { return true }
      if node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) || node.is(ForStmtSyntax.self)
        || node.is(SwitchExprSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self)
      {
        return labelledBreak(node)
      }
      return node.children(viewMode: .sourceAccurate).contains(where: breaks)
    }

    /// A labelled `break` anywhere in `node` may leave an outer loop.
    private static func labelledBreak(_ node: Syntax) -> Bool {
      if let statement = node.as(BreakStmtSyntax.self) { return statement.label != nil }
      return node.children(viewMode: .sourceAccurate).contains(where: labelledBreak)
    }

    /// Whether a `continue` in `node` goes round the loop `node` is the body of.
    private static func continues(_ node: Syntax) -> Bool {
      if node.is(ContinueStmtSyntax.self) { return true }
      if node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) || node.is(ForStmtSyntax.self)
        || node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self)
      {
        return false
      }
      return node.children(viewMode: .sourceAccurate).contains(where: continues)
    }
  }
#endif
