#if canImport(SwiftParser)
  import SwiftSyntax

  /// swiftc's two checks of `try`: a call that can throw must be marked with it, and what a
  /// `try` lets out must be handled (a `do` with a `catch`, a throwing function, or top-level
  /// code) — otherwise the run would let an error out where Swift says none can come.
  extension SwiftCompiler {
    /// Notes which of `node`'s functions, methods and initializers throw, by name (an
    /// initializer as `Type.init`), `type` being the type they are members of.
    mutating func noteThrowing(_ node: Syntax, in type: String? = nil) {
      if let function = node.as(FunctionDeclSyntax.self) {
        // A `rethrows` function throws only what its closure does: it is not blamed here.
        let clause = function.signature.effectSpecifiers?.throwsClause
        noteThrowing(function.name.text, clause != nil && clause?.throwsSpecifier.tokenKind != .keyword(.rethrows))
        if function.signature.returnClause?.type.trimmedDescription == "Never" { neverReturning.insert(function.name.text) }
        return
      }
      if let initializer = node.as(InitializerDeclSyntax.self) {
        if let type { noteThrowing(type + ".init", initializer.signature.effectSpecifiers?.throwsClause != nil) }
        return
      }
      var inside = type
      if let decl = node.as(StructDeclSyntax.self) { inside = decl.name.text }
      if let decl = node.as(ClassDeclSyntax.self) { inside = decl.name.text }
      if let decl = node.as(EnumDeclSyntax.self) { inside = decl.name.text }
      if let decl = node.as(ExtensionDeclSyntax.self) { inside = decl.extendedType.trimmedDescription }
      for child in node.children(viewMode: .sourceAccurate) { noteThrowing(child, in: inside) }
    }

    private mutating func noteThrowing(_ name: String, _ throwsIt: Bool) {
      if throwsIt { throwingNames.insert(name) } else { nonThrowingNames.insert(name) }
    }

    /// A call of a function that throws, not inside a `try`, is refused in swiftc's words.
    ///
    /// swiftc points at the call. A name that a function that does not throw has too is left
    /// alone.
    func checkMarked(_ call: FunctionCallExprSyntax) throws(SwiftRunError) {
      guard !throwingNames.isEmpty else { return }
      var name: String
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        name = callee.baseName.text
        // A local name (a closure, a parameter) is not the function it shadows.
        if localBinding(name) != nil { return }
        if typeIndex[name] != nil { name += ".init" }
      } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        name = member.declName.baseName.text
        if name == "init", let base = member.base?.trimmedDescription { name = base + ".init" }
      } else {
        return
      }
      guard throwingNames.contains(name), !nonThrowingNames.contains(name) else { return }
      var node = call.parent
      var inClosure = false
      while let current = node {
        if current.is(TryExprSyntax.self) { return }
        if current.is(ClosureExprSyntax.self) {
          inClosure = true
          break
        }
        if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) {
          // A statement of a closure's body: the closure throws nothing, so nothing handles it.
          inClosure = current.parent?.parent?.is(ClosureExprSyntax.self) == true
          break
        }
        node = current.parent
      }
      throw typeError(
        at: call.positionAfterSkippingLeadingTrivia,
        inClosure
          ? "call can throw, but it is not marked with 'try' and the error is not handled"
          : "call can throw but is not marked with 'try'")
    }

    /// A `try` whose error nothing handles is refused in swiftc's words.
    ///
    /// Nothing handles it in a function, initializer or getter that does not throw, outside a
    /// `do` with a `catch`. Top-level code and closures may let it out.
    func checkHandled(_ expression: TryExprSyntax) throws(SwiftRunError) {
      guard expression.questionOrExclamationMark == nil else { return }
      var node = expression.parent
      var previous = Syntax(expression)
      while let current = node {
        if current.is(ClosureExprSyntax.self) { return }
        if let block = current.as(DoStmtSyntax.self), !block.catchClauses.isEmpty, previous.id == block.body.id { return }
        let effects: ThrowsClauseSyntax??
        if let function = current.as(FunctionDeclSyntax.self) {
          effects = .some(function.signature.effectSpecifiers?.throwsClause)
        } else if let initializer = current.as(InitializerDeclSyntax.self) {
          effects = .some(initializer.signature.effectSpecifiers?.throwsClause)
        } else if let accessor = current.as(AccessorDeclSyntax.self) {
          effects = .some(accessor.effectSpecifiers?.throwsClause)
        } else if current.as(PatternBindingSyntax.self)?.accessorBlock != nil {
          // A computed property's getter written without `get`.
          effects = .some(nil)
        } else {
          effects = nil
        }
        if let effects {
          guard effects == nil else { return }
          throw typeError(at: expression.tryKeyword.positionAfterSkippingLeadingTrivia, "errors thrown from here are not handled")
        }
        previous = current
        node = current.parent
      }
    }
  }
#endif
