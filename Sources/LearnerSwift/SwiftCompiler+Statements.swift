#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    mutating func compileItem(_ item: CodeBlockItemSyntax) throws(SwiftRunError) {
      switch item.item {
      case .decl(let decl):
        if let function = decl.as(FunctionDeclSyntax.self) {
          // A top-level function is compiled with the file's; one inside another's body (or a
          // block) is a closure bound to its name.
          if !(context.isTopLevel && context.scopes.count == 1 && outer.isEmpty) { try compileNestedFunction(function) }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          try compileVariable(variable)
        } else if let importDecl = decl.as(ImportDeclSyntax.self) {
          // The modules the books import: what the subset has of them needs no import.
          let module = importDecl.path.trimmedDescription
          guard ["Foundation", "UIKit", "CoreGraphics", "Dispatch", "Swift"].contains(module) else {
            throw unsupported(importDecl, "the module '\(module)'")
          }
        } else if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
          || decl.is(ProtocolDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
        {
          guard context.isTopLevel && context.scopes.count == 1 && outer.isEmpty else {
            throw unsupported(decl, "a nested type")
          }
        } else {
          throw unsupported(decl, Self.construct(decl))
        }
      case .stmt(let statement):
        try compileStatement(statement)
      case .expr(let expression):
        emitStatement(expression)
        try compileExpressionStatement(expression)
      @unknown default:
        throw unsupported(item, "this statement")
      }
    }

    /// An expression used as a statement: its value is dropped (an assignment leaves none).
    mutating func compileExpressionStatement(_ expression: ExprSyntax) throws(SwiftRunError) {
      if let ifExpression = expression.as(IfExprSyntax.self) { return try compileIf(ifExpression) }
      if let switchExpression = expression.as(SwitchExprSyntax.self) { return try compileSwitch(switchExpression) }
      if try compileAssignment(expression) { return }
      try compileExpression(expression)
      emit(.pop)
    }

    mutating func compileStatement(_ statement: StmtSyntax) throws(SwiftRunError) {
      if let expression = statement.as(ExpressionStmtSyntax.self) {
        emitStatement(statement)
        return try compileExpressionStatement(expression.expression)
      }
      emitStatement(statement)
      if let loop = statement.as(WhileStmtSyntax.self) { return try compileWhile(loop) }
      if let loop = statement.as(RepeatStmtSyntax.self) { return try compileRepeat(loop) }
      if let loop = statement.as(ForStmtSyntax.self) { return try compileFor(loop) }
      if let guardStatement = statement.as(GuardStmtSyntax.self) { return try compileGuard(guardStatement) }
      if let doStatement = statement.as(DoStmtSyntax.self) { return try compileDo(doStatement) }
      if let exit = statement.as(ReturnStmtSyntax.self) {
        guard !context.isTopLevel || !outer.isEmpty else { throw error(exit, "return invalid outside of a func") }
        if Self.isInDefer(Syntax(exit)) {
          throw typeError(
            at: exit.returnKeyword.positionAfterSkippingLeadingTrivia, "'return' cannot transfer control out of a defer statement"
          )
        }
        try refuseKeeping(exit.expression) {
          "using non-escaping parameter '\($0)' in a context expecting an '@escaping' closure"
        }
        if let value = exit.expression, context.returnType == nil, !context.isClosure, !context.returnsSelf,
          staticType(of: value) != nil
        {
          // A value of a known type (a Void call's is not known here) from a function that
          // declares no result.
          throw typeError(value, "unexpected non-void return value in void function")
        }
        return try emitReturn(exit.expression, node: exit)
      }
      if let throwing = statement.as(ThrowStmtSyntax.self) {
        if let thrown = staticType(of: throwing.expression)?.type, thrown.isSimple || !thrown.isNamed {
          // Only a value of a type that conforms to Error is thrown (`throw "oops"` is not).
          throw typeError(throwing.expression, "thrown expression type '\(thrown)' does not conform to 'Error'")
        }
        var passedCatch = false
        if !Self.errorIsHandled(at: Syntax(throwing), inThrowingClosure: true, passedCatch: &passedCatch) {
          // `func f() { throw E.bad }`: nothing could catch it.
          throw typeError(
            at: throwing.throwKeyword.positionAfterSkippingLeadingTrivia,
            "error is not handled because "
              + (passedCatch ? "the enclosing catch is not exhaustive" : "the enclosing function is not declared 'throws'"))
        }
        try compileExpression(throwing.expression)
        emit(.throwError(line: line(throwing)))
        return
      }
      if let deferred = statement.as(DeferStmtSyntax.self) {
        // A handler runs the defer if the scope ends by an error; the normal exits inline it.
        let handler = emitJump(.pushHandler(-1))
        context.scopes[context.scopes.count - 1].defers.append(deferred.body)
        context.scopes[context.scopes.count - 1].handlers += 1
        let skip = emitJump(.jump(-1))
        patch(handler, to: context.code.count)
        let error = temporary()
        emit(.store(error))
        try compileBlock(deferred.body.statements)
        emit(.load(error))
        emit(.throwError(line: SwiftProgram.rethrown))
        patch(skip, to: context.code.count)
        return
      }
      if let labelled = statement.as(LabeledStmtSyntax.self) {
        // `outer: for …`: the loop (or switch) it labels takes the label.
        let inner = labelled.statement
        guard
          inner.is(ForStmtSyntax.self) || inner.is(WhileStmtSyntax.self) || inner.is(RepeatStmtSyntax.self)
            || inner.as(ExpressionStmtSyntax.self)?.expression.is(SwitchExprSyntax.self) == true
        else { throw unsupported(labelled, "a label on a statement that is no loop or switch") }
        if context.loops.contains(where: { $0.label == labelled.label.text }) {
          throw typeError(
            at: labelled.label.positionAfterSkippingLeadingTrivia,
            "label '\(labelled.label.text)' cannot be reused on an inner statement")
        }
        pendingLabel = labelled.label.text
        defer { pendingLabel = nil }
        return try compileStatement(inner)
      }
      if let breaking = statement.as(BreakStmtSyntax.self) {
        let label = breaking.label?.text
        guard let index = label.map({ name in context.loops.lastIndex { $0.label == name } }) ?? context.loops.indices.last
        else {
          guard let label, let token = breaking.label else {
            throw error(breaking, "'break' is only allowed inside a loop or switch")
          }
          throw typeError(at: token.positionAfterSkippingLeadingTrivia, "cannot find label '\(label)' in scope")
        }
        try emitCleanup(toDepth: context.loops[index].scopeDepth)
        context.loops[index].breaks.append(emitJump(.jump(-1)))
        return
      }
      if let continuing = statement.as(ContinueStmtSyntax.self) {
        let label = continuing.label?.text
        guard
          let index = label.map({ name in context.loops.lastIndex { $0.label == name } })
            ?? context.loops.lastIndex(where: { !$0.isSwitch })
        else {
          guard let label, let token = continuing.label else {
            throw error(continuing, "'continue' is only allowed inside a loop")
          }
          throw typeError(at: token.positionAfterSkippingLeadingTrivia, "cannot find label '\(label)' in scope")
        }
        let loop = context.loops[index]
        guard !loop.isSwitch else {
          throw typeError(
            at: continuing.positionAfterSkippingLeadingTrivia,
            "'continue' cannot be used with switch statements")
        }
        try emitCleanup(toDepth: loop.scopeDepth)
        if loop.continueTarget >= 0 {
          emit(.jump(loop.continueTarget))
        } else {
          // A repeat or for loop's next step comes after its body: patched as a break of a kind.
          context.loops[index].breaks.append(-emitJump(.jump(-1)) - 2)
        }
        return
      }
      if let falling = statement.as(FallThroughStmtSyntax.self) {
        // To the next case's body, leaving this case's scopes (their defers run).
        guard let index = context.loops.indices.last, context.loops[index].isSwitch else {
          throw typeError(at: falling.positionAfterSkippingLeadingTrivia, "'fallthrough' is only allowed inside a switch")
        }
        try emitCleanup(toDepth: context.loops[index].scopeDepth)
        context.loops[index].fallthroughs.append((emitJump(.jump(-1)), falling.positionAfterSkippingLeadingTrivia))
        return
      }
      throw unsupported(statement, Self.construct(statement))
    }

    /// Runs the defers and pops the handlers of the scopes deeper than `depth`, innermost first
    /// (before a `return`, `break` or `continue` leaves them).
    mutating func emitCleanup(toDepth depth: Int) throws(SwiftRunError) {
      let saved = context.scopes
      for index in stride(from: saved.count - 1, through: depth, by: -1) where index < saved.count {
        let scope = saved[index]
        for _ in 0..<scope.handlers { emit(.popHandler) }
        // A defer's body sees the names of its own scope (`var x` before `defer { print(x) }`),
        // and runs none of the scope's handlers or defers again.
        var own = scope
        (own.defers, own.handlers) = ([], 0)
        for body in scope.defers.reversed() {
          context.scopes = Array(saved[..<index]) + [own]
          try compileBlock(body.statements)
        }
      }
      context.scopes = saved
    }

    mutating func compileBlock(_ statements: CodeBlockItemListSyntax) throws(SwiftRunError) {
      context.scopes.append(Scope())
      for item in statements { try compileItem(item) }
      try closeScope()
    }

    /// Ends the innermost scope: its handlers pop and its defers run, last first.
    mutating func closeScope() throws(SwiftRunError) {
      let scope = context.scopes[context.scopes.count - 1]
      for _ in 0..<scope.handlers { emit(.popHandler) }
      context.scopes[context.scopes.count - 1].defers = []
      for body in scope.defers.reversed() { try compileBlock(body.statements) }
      context.scopes.removeLast()
    }

    // MARK: - Declarations

    mutating func compileVariable(_ variable: VariableDeclSyntax) throws(SwiftRunError) {
      let mutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
      if !variable.modifiers.isEmpty { throw unsupported(variable.modifiers, "'\(variable.modifiers.trimmedDescription)' here") }
      for binding in variable.bindings {
        emitStatement(variable)
        if let accessors = binding.accessorBlock {
          var observed = false
          if case .accessors(let list) = accessors.accessors {
            observed = list.contains {
              $0.accessorSpecifier.tokenKind == .keyword(.didSet) || $0.accessorSpecifier.tokenKind == .keyword(.willSet)
            }
          }
          throw unsupported(binding, observed ? "an observed variable outside a type" : "a computed variable outside a type")
        }
        let type =
          binding.typeAnnotation?.type ?? Self.inferredType(binding.initializer?.value)
          ?? binding.initializer.flatMap { Self.functionType(of: $0.value) }
          ?? binding.initializer.flatMap { implicitlyUnwrappedCopy(of: $0.value) }
          ?? binding.initializer.flatMap { inferredPlaceType(of: $0.value) }
        if let type, Self.unsupportedStandardTypeNames.contains(type.as(IdentifierTypeSyntax.self)?.name.text ?? "") {
          // Types the subset would run as others (a Set as an array): refused, never a wrong result.
          throw unsupported(type, "the type '\(type.trimmedDescription)'")
        }
        try checkAnnotation(binding.typeAnnotation?.type)
        try checkHashableKeys(binding.typeAnnotation?.type)
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          let dictionary = call.calledExpression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
          let name = elements.first?.key.as(DeclReferenceExprSyntax.self)?.baseName.text, let key = typeIndex[name],
          !isHashable(key)
        {
          // `[P: Int]()`: the key is Hashable too.
          throw typeError(
            at: dictionary.positionAfterSkippingLeadingTrivia, "type '\(name)' does not conform to protocol 'Hashable'")
        }
        if binding.typeAnnotation == nil, let value = binding.initializer?.value, value.is(NilLiteralExprSyntax.self) {
          throw typeError(at: value.positionAfterSkippingLeadingTrivia, "'nil' requires a contextual type")
        }
        if binding.typeAnnotation == nil, let array = binding.initializer?.value.as(ArrayExprSyntax.self) {
          try checkHomogeneous(array)
        }
        if binding.typeAnnotation == nil, let value = binding.initializer?.value, Self.isEmptyCollectionLiteral(value) {
          throw typeError(at: value.positionAfterSkippingLeadingTrivia, "empty collection literal requires an explicit type")
        }
        let annotated = SwiftStaticType(binding.typeAnnotation?.type)
        if let annotation = binding.typeAnnotation?.type, let value = binding.initializer?.value, isVoidCall(value),
          annotation.trimmedDescription != "Void", annotation.trimmedDescription != "()"
        {
          // `let x: Int = f()` of a function that returns nothing.
          throw typeError(
            at: value.positionAfterSkippingLeadingTrivia,
            "cannot convert value of type '()' to specified type '\(annotation.trimmedDescription)'")
        }
        if let annotated, !annotated.isOptional, checkable(annotated), let value = binding.initializer?.value {
          try refuseOptionalChain(value, for: annotated)
        }
        if let value = binding.initializer?.value, let tuple = binding.pattern.as(TuplePatternSyntax.self),
          binding.typeAnnotation == nil
        {
          try checkTupleCount(tuple.elements.count, of: value)
        }
        if let value = binding.initializer?.value {
          try checkConversion(value, to: annotated, .declaration)
          if case .array(let wanted)? = annotated { try checkMapResult(value, wanted) }
          try checkTupleConversion(value, to: Self.tupleElements(of: binding.typeAnnotation?.type), .declaration)
        }
        // A name declared without a type takes its value's (an integer literal's is Int).
        let known =
          binding.typeAnnotation != nil ? annotated : binding.initializer.flatMap { staticType(of: $0.value)?.type }
        var deferred = false
        if let initializer = binding.initializer {
          try compileValue(initializer.value, type: type)
        } else if let type, mutable, Self.isOptionalOrImplicit(type) {
          // A `var` optional starts as nil (a `let` one has no value until it is given one).
          emitConstant(.null)
        } else if binding.typeAnnotation != nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          // `let greeting: String`, given its value later, once on every path (a `var`, first).
          try checkDeferredConstant(name, declaredIn: variable, variable: mutable)
          emitConstant(.void)
          deferred = !mutable
        } else if binding.typeAnnotation == nil {
          throw typeError(at: binding.pattern.positionAfterSkippingLeadingTrivia, "type annotation missing in pattern")
        } else {
          throw error(
            binding,
            "'\(binding.pattern.trimmedDescription)' needs a value here (the subset gives a later value only to a name declared alone)"
          )
        }
        try bind(binding.pattern, mutable: mutable, type: type)
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          if deferred { noteDeclared(name) { $0.isDeferred = true } }
          noteStaticType(name, known)
          if let value = binding.initializer?.value, isSlice(value) {
            context.sliceNames.insert(name)
          } else {
            context.sliceNames.remove(name)
          }
          context.sequenceNames[name] = binding.initializer.flatMap { lazySequence($0.value) }
          if binding.typeAnnotation == nil {
            noteTupleElements(name, binding.initializer.flatMap { tupleElements(of: $0.value) })
          }
        }
      }
    }

    /// Whether statements end by leaving their block for good: `return`, `throw`, `break`,
    /// `continue`, or a call of `fatalError`.
    ///
    /// A switch's case is left by `break` for the statement after the switch: `inCase` does not
    /// count it.
    static func leaves(_ statements: CodeBlockItemListSyntax, inCase: Bool = false) -> Bool {
      guard let last = statements.last?.item else { return false }
      if last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || (last.is(BreakStmtSyntax.self) && !inCase)
        || last.is(ContinueStmtSyntax.self)
      {
        return true
      }
      let expression = last.as(ExprSyntax.self) ?? last.as(ExpressionStmtSyntax.self)?.expression
      return expression?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        == "fatalError"
    }

    /// Whether a statement is in a `defer` block of the function or closure it is in.
    static func isInDefer(_ node: Syntax) -> Bool {
      var current = node.parent
      while let here = current {
        if here.is(DeferStmtSyntax.self) { return true }
        if here.is(ClosureExprSyntax.self) || here.is(FunctionDeclSyntax.self) || here.is(AccessorDeclSyntax.self)
          || here.is(InitializerDeclSyntax.self)
        {
          return false
        }
        current = here.parent
      }
      return false
    }

    /// Refuses an optional chain's value (`a?.uppercased()`, an optional) where a value of the
    /// non-optional type `wanted` is declared, in swiftc's words at the chain's last member.
    func refuseOptionalChain(_ value: ExprSyntax, for wanted: SwiftStaticType) throws(SwiftRunError) {
      let member = (value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value).as(MemberAccessExprSyntax.self)
      guard let member, Self.hasOptionalChain(member.base) else { return }
      throw typeError(
        at: member.declName.positionAfterSkippingLeadingTrivia,
        SwiftUnwrapError.toValue(optional: "\(wanted)?", wanted: "\(wanted)"))
    }

    /// Whether an expression calls a function of the program's that returns nothing (every one
    /// of that name).
    func isVoidCall(_ expression: ExprSyntax) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, variableBinding(name) == nil,
        typeIndex[name] == nil, let signatures = functionSignatures[name], !signatures.isEmpty
      else { return false }
      return signatures.allSatisfy { returnTypes[$0.function] == nil }
    }

    /// Whether an expression is `[]` or `[:]`.
    static func isEmptyCollectionLiteral(_ value: ExprSyntax) -> Bool {
      if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
      if let dictionary = value.as(DictionaryExprSyntax.self), case .colon = dictionary.content { return true }
      return false
    }

    /// Stores the value on the stack into the names of a pattern: `x`, `(a, b)`, `_`.
    mutating func bind(_ pattern: PatternSyntax, mutable: Bool, type: TypeSyntax? = nil) throws(SwiftRunError) {
      if let identifier = pattern.as(IdentifierPatternSyntax.self) {
        emitDeclare(try declare(identifier.identifier.text, mutable: mutable, node: identifier, type: type))
      } else if pattern.is(WildcardPatternSyntax.self) {
        emit(.pop)
      } else if let tuple = pattern.as(TuplePatternSyntax.self) {
        // Swift refuses a pattern of another number of elements; where the compiler does not
        // know the value's type, the run checks it.
        emit(.tupleArity(tuple.elements.count, line: line(pattern)))
        let temp = temporary()
        emit(.store(temp))
        // `var (w, h) = (1.0, 2.0)`: each name has its element's type.
        let types = (type.flatMap { Self.unwrapped($0) } ?? type)?.as(TupleTypeSyntax.self)?.elements.map(\.type)
        for (index, element) in tuple.elements.enumerated() {
          emit(.load(temp))
          emit(.tupleElement(index, line: line(element)))
          let elementType = types.flatMap { $0.count == tuple.elements.count ? $0[index] : nil }
          try bind(element.pattern, mutable: mutable, type: elementType)
        }
      } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
        try bind(binding.pattern, mutable: binding.bindingSpecifier.tokenKind == .keyword(.var))
      } else if let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
        tuple.elements.count > 1, tuple.elements.allSatisfy({ Self.boundName($0.expression) != nil })
      {
        // `if let (w, h) = size()`: the parser reads the names as a tuple expression.
        let temp = temporary()
        emit(.store(temp))
        for (index, element) in tuple.elements.enumerated() {
          emit(.load(temp))
          emit(.tupleElement(index, line: line(element)))
          guard let name = Self.boundName(element.expression), let token = name else {
            emit(.pop)
            continue
          }
          emitDeclare(try declare(token.text, mutable: mutable, node: token, type: nil))
        }
      } else {
        throw unsupported(pattern, "a \(pattern.kind) pattern")
      }
    }

    /// A name an `if let (a, _)` binds, as the parser reads it in a tuple expression: the name's
    /// token, or nil inside for `_`; nil for anything else.
    static func boundName(_ expression: ExprSyntax) -> TokenSyntax?? {
      if let reference = expression.as(DeclReferenceExprSyntax.self) { return .some(reference.baseName) }
      if expression.is(DiscardAssignmentExprSyntax.self) { return .some(nil) }
      guard let pattern = expression.as(PatternExprSyntax.self)?.pattern else { return nil }
      if let identifier = pattern.as(IdentifierPatternSyntax.self) { return .some(identifier.identifier) }
      return pattern.is(WildcardPatternSyntax.self) ? .some(nil) : nil
    }

    // MARK: - Conditions and loops

    /// The condition list of `if`, `guard` and `while`: Boolean expressions, `let x = optional`
    /// (and `let x`), `case pattern = value`; the jumps taken when one fails.
    mutating func compileConditions(_ conditions: ConditionElementListSyntax) throws(SwiftRunError) -> [Int] {
      var exits: [Int] = []
      for element in conditions {
        switch element.condition {
        case .expression(let expression):
          try checkCondition(expression)
          try compileExpression(expression)
          exits.append(emitJump(.jumpIfFalse(-1)))
        case .optionalBinding(let binding):
          let shorthand = binding.pattern.as(IdentifierPatternSyntax.self)
          let bound = binding.initializer?.value ?? shorthand.map { ExprSyntax(DeclReferenceExprSyntax(baseName: $0.identifier)) }
          if let bound {
            try refuseNonOptional(bound, at: binding.bindingSpecifier) {
              "initializer for conditional binding must have Optional type, not '\($0)'"
            }
          }
          if let initializer = binding.initializer, let wanted = SwiftStaticType(binding.typeAnnotation?.type),
            let given = staticType(of: initializer.value), case .optional(let inner) = given.type,
            refuses(SwiftTyped(inner), wanted)
          {
            // `if let x: String = count`: the optional must hold what the annotation names.
            throw typeError(initializer.value, "cannot assign value of type '\(given.type)' to type '\(wanted)?'")
          }
          if let initializer = binding.initializer {
            try compileExpression(initializer.value)
          } else if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            try compileExpression(ExprSyntax(DeclReferenceExprSyntax(baseName: identifier.identifier)))
          }
          exits.append(emitJump(.jumpIfNil(-1)))
          try bind(binding.pattern, mutable: binding.bindingSpecifier.tokenKind == .keyword(.var))
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `if let x = optional`: x has the type the optional wraps.
            let value = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            if binding.typeAnnotation == nil, case .optional(let wrapped)? = staticType(of: value)?.type {
              noteStaticType(name, wrapped)
            }
          }
        case .matchingPattern(let matching):
          try compileExpression(matching.initializer.value)
          let subject = temporary()
          emit(.store(subject))
          matchedTypes[subject] = staticType(of: matching.initializer.value)?.type
          matchedTuples[subject] = tupleElements(of: matching.initializer.value)
          defer { (matchedTypes[subject], matchedTuples[subject]) = (nil, nil) }
          exits += try compileMatch(matching.pattern, subject: subject, binding: nil)
        default:
          throw unsupported(element, "this condition")
        }
      }
      return exits
    }

    /// swiftc's words for an integer literal where a Bool goes (a condition, a pattern).
    static func integerAsBoolean(_ literal: Int) -> String {
      "integer literal value '\(literal)' cannot be used as a boolean; did you mean '\(literal == 0 ? "false" : "true")'?"
    }

    /// Refuses a condition the pass knows is no Bool, in swiftc's words: an optional, a number.
    func checkCondition(_ condition: ExprSyntax) throws(SwiftRunError) {
      guard let known = staticType(of: condition), known.type != .bool, checkable(known.type) else { return }
      if let literal = Self.integerLiteral(condition), known.literal == .integer {
        throw typeError(condition, Self.integerAsBoolean(literal))
      }
      switch known.type {
      case .optional:
        throw typeError(condition, "optional type '\(known.type)' cannot be used as a boolean; test for '!= nil' instead")
      case .int, .double:
        throw typeError(condition, "type '\(known.type)' cannot be used as a boolean; test for '!= 0' instead")
      default:
        throw typeError(condition, "cannot convert value of type '\(known.type)' to expected condition type 'Bool'")
      }
    }

    mutating func compileIf(_ statement: IfExprSyntax) throws(SwiftRunError) {
      context.scopes.append(Scope())
      let exits = try compileConditions(statement.conditions)
      try compileBlock(statement.body.statements)
      try closeScope()
      guard let elseBody = statement.elseBody else {
        patchHere(exits)
        return
      }
      let skip = emitJump(.jump(-1))
      patchHere(exits)
      switch elseBody {
      case .ifExpr(let next):
        emitStatement(next)
        try compileIf(next)
      case .codeBlock(let block): try compileBlock(block.statements)
      @unknown default: throw unsupported(statement, "this else")
      }
      patch(skip, to: context.code.count)
    }

    /// `guard`: its bindings stay in scope after it; its else must leave the scope.
    mutating func compileGuard(_ statement: GuardStmtSyntax) throws(SwiftRunError) {
      let exits = try compileConditions(statement.conditions)
      let skip = emitJump(.jump(-1))
      patchHere(exits)
      let last = statement.body.statements.last?.item
      let leaves: Bool
      switch last {
      case .stmt(let inner):
        leaves =
          inner.is(ReturnStmtSyntax.self) || inner.is(ThrowStmtSyntax.self) || inner.is(BreakStmtSyntax.self)
          || inner.is(ContinueStmtSyntax.self)
      case .expr(let expression):
        leaves = expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "fatalError"
      default: leaves = false
      }
      guard leaves else {
        throw error(statement, "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope")
      }
      try compileBlock(statement.body.statements)
      patch(skip, to: context.code.count)
    }

    mutating func compileWhile(_ loop: WhileStmtSyntax) throws(SwiftRunError) {
      let top = context.code.count
      context.scopes.append(Scope())
      let exits = try compileConditions(loop.conditions)
      context.loops.append(Loop(scopeDepth: context.scopes.count, continueTarget: top, label: takeLabel()))
      try compileBlock(loop.body.statements)
      try closeScope()
      emit(.jump(top))
      patchHere(exits)
      endLoop(continueAt: top)
    }

    mutating func compileRepeat(_ loop: RepeatStmtSyntax) throws(SwiftRunError) {
      let top = context.code.count
      context.loops.append(Loop(scopeDepth: context.scopes.count, continueTarget: -1, label: takeLabel()))
      try compileBlock(loop.body.statements)
      let condition = context.code.count
      try compileExpression(loop.condition)
      let exit = emitJump(.jumpIfFalse(-1))
      emit(.jump(top))
      patch(exit, to: context.code.count)
      endLoop(continueAt: condition)
    }

    /// The label given to the loop or switch being compiled, taken once.
    mutating func takeLabel() -> String? {
      defer { pendingLabel = nil }
      return pendingLabel
    }

    /// Patches the innermost loop's breaks (and a repeat loop's continues) and leaves it.
    mutating func endLoop(continueAt: Int) {
      let loop = context.loops.removeLast()
      for jump in loop.breaks {
        if jump < 0 { patch(-jump - 2, to: continueAt) } else { patch(jump, to: context.code.count) }
      }
    }

    /// `for x in SEQUENCE { … }`: the sequence (an array, a range, a dictionary's pairs, a
    /// string's characters) is taken once; a hidden index walks it.
    mutating func compileFor(_ loop: ForStmtSyntax) throws(SwiftRunError) {
      guard loop.tryKeyword == nil, loop.awaitKeyword == nil else {
        throw unsupported(loop, "a for loop with try or await")
      }
      let at = line(loop)
      if let pattern = loop.pattern.as(TuplePatternSyntax.self), let (types, place) = elementTupleTypes(of: loop.sequence),
        types.count != pattern.elements.count
      {
        throw typeError(at: place, "pattern cannot match values of type '\(Self.tupleText(types))'")
      }
      context.scopes.append(Scope())
      try compileExpression(loop.sequence)
      emit(.callMethod(selector: intern(" elements"), arguments: 0, line: at, writeBack: false))
      let sequence = temporary()
      emit(.store(sequence))
      emitConstant(.int(0))
      let index = temporary()
      emit(.store(index))
      let top = context.code.count
      emit(.load(index))
      emit(.load(sequence))
      emit(.getMember(name: intern("count"), line: at))
      emit(.binary(.less, line: at))
      let exit = emitJump(.jumpIfFalse(-1))
      context.scopes.append(Scope())
      emit(.load(sequence))
      emit(.load(index))
      emit(.subscriptGet(line: at))
      var skips: [Int] = []
      if loop.caseKeyword != nil {
        // `for case let x? in values`: an element that does not match the pattern is passed over.
        let element = temporary()
        emit(.store(element))
        skips = try compileMatch(loop.pattern, subject: element, binding: nil)
      } else {
        try bind(loop.pattern, mutable: false)
      }
      if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        noteStaticType(name, elementType(of: loop.sequence))
      } else if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2 {
        // `for (key, value) in dictionary`, `for (index, item) in array.enumerated()`.
        let types = pairTypes(of: loop.sequence)
        for (element, type) in zip(tuple.elements, types) {
          if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { noteStaticType(name, type) }
        }
      }
      if let condition = loop.whereClause?.condition {
        try compileExpression(condition)
        skips.append(emitJump(.jumpIfFalse(-1)))
      }
      let next = context.code.count
      // The body's statements are in the scope of the element's names: a `continue` or `break`
      // runs that scope's defers too, as the body's end does.
      context.loops.append(Loop(scopeDepth: context.scopes.count - 1, continueTarget: -1, label: takeLabel()))
      for item in loop.body.statements { try compileItem(item) }
      try closeScope()
      let increment = context.code.count
      patchHere(skips)
      emit(.load(index))
      emitConstant(.int(1))
      emit(.binary(.add, line: at))
      emit(.store(index))
      emit(.jump(top))
      patch(exit, to: context.code.count)
      _ = next
      let loopRecord = context.loops.removeLast()
      for jump in loopRecord.breaks {
        if jump < 0 { patch(-jump - 2, to: increment) } else { patch(jump, to: context.code.count) }
      }
      context.scopes.removeLast()
    }
  }
#endif
