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
      var name: String
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        name = callee.baseName.text
        // A local name (a closure, a parameter) is not the function it shadows: it throws when
        // its type says so (`h: () throws -> Int`).
        if let binding = localBinding(name) {
          guard let type = binding.type?.as(FunctionTypeSyntax.self), type.effectSpecifiers?.throwsClause != nil else {
            return
          }
          name = Self.throwingClosure
        }
        if typeIndex[name] != nil { name += ".init" }
      } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        name = member.declName.baseName.text
        if name == "init", let base = member.base?.trimmedDescription { name = base + ".init" }
      } else {
        return
      }
      guard name == Self.throwingClosure || (throwingNames.contains(name) && !nonThrowingNames.contains(name)) else {
        return
      }
      var node = call.parent
      while let current = node, !current.is(CodeBlockItemSyntax.self), !current.is(MemberBlockItemSyntax.self) {
        if current.is(TryExprSyntax.self) { return }
        node = current.parent
      }
      // Where the error would be handled, swiftc asks only for the `try`.
      throw typeError(
        at: call.positionAfterSkippingLeadingTrivia,
        Self.errorIsHandled(at: Syntax(call), inThrowingClosure: false)
          ? "call can throw but is not marked with 'try'"
          : "call can throw, but it is not marked with 'try' and the error is not handled")
    }

    /// A `catch` that takes every error: bare, or one pattern that binds or ignores it whole.
    private static func isExhaustive(_ clause: CatchClauseSyntax) -> Bool {
      let items = clause.catchItems
      guard !items.isEmpty else { return true }
      return items.contains { item in
        guard item.whereClause == nil, let pattern = item.pattern else { return item.whereClause == nil }
        return takesAnything(pattern)
      }
    }

    /// The name a call of a closure whose type throws goes by.
    private static let throwingClosure = " throwing closure"

    /// A `try` whose error nothing handles is refused in swiftc's words.
    ///
    /// Nothing handles it in a function, initializer or getter that does not throw, outside a
    /// `do` with a `catch`. Top-level code and closures may let it out.
    func checkHandled(_ expression: TryExprSyntax) throws(SwiftRunError) {
      guard expression.questionOrExclamationMark == nil else { return }
      var passedCatch = false
      guard !Self.errorIsHandled(at: Syntax(expression), inThrowingClosure: true, passedCatch: &passedCatch) else { return }
      throw typeError(
        at: expression.tryKeyword.positionAfterSkippingLeadingTrivia,
        "errors thrown from here are not handled" + (passedCatch ? " because the enclosing catch is not exhaustive" : ""))
    }

    /// Whether an error thrown at `node` is handled: by a `do` with a `catch` around it, by a
    /// function that throws, or by top-level code; a closure throws it on when
    /// `inThrowingClosure` (a closure with a `try` in it throws).
    static func errorIsHandled(at node: Syntax, inThrowingClosure: Bool) -> Bool {
      var passedCatch = false
      return errorIsHandled(at: node, inThrowingClosure: inThrowingClosure, passedCatch: &passedCatch)
    }

    /// `errorIsHandled`, noting in `passedCatch` a `do` whose catches match only some errors
    /// (`catch E.bad`): what they do not match goes on out.
    static func errorIsHandled(at node: Syntax, inThrowingClosure: Bool, passedCatch: inout Bool) -> Bool {
      var current = node.parent
      var previous = node
      while let here = current {
        if here.is(ClosureExprSyntax.self) { return inThrowingClosure }
        if let block = here.as(DoStmtSyntax.self), !block.catchClauses.isEmpty, previous.id == block.body.id {
          if block.catchClauses.contains(where: isExhaustive) { return true }
          passedCatch = true
        }
        if let function = here.as(FunctionDeclSyntax.self) { return function.signature.effectSpecifiers?.throwsClause != nil }
        if let initializer = here.as(InitializerDeclSyntax.self) {
          return initializer.signature.effectSpecifiers?.throwsClause != nil
        }
        if let accessor = here.as(AccessorDeclSyntax.self) { return accessor.effectSpecifiers?.throwsClause != nil }
        // A computed property's getter written without `get`.
        if here.as(PatternBindingSyntax.self)?.accessorBlock != nil { return false }
        previous = here
        current = here.parent
      }
      return true
    }
  }
#endif
