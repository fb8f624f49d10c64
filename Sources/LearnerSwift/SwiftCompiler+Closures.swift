#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// A closure: a function of its own whose captured names come in after its locals.
    ///
    /// Swift captures variables, not values: a captured `var` lives in a heap box that the
    /// closure and its function share (`count += 1` in the closure changes the outer `count`);
    /// anything else is copied. The captures are only known once the body is compiled, so the
    /// code starts with a jump to a prologue at its end that moves them into their slots.
    ///
    /// `type` is the function type the closure is stored as, when one is written
    /// (`let f: (Double) -> Double = { $0 * 2 }`): its result type is the closure's.
    /// Whether a parameter's type is marked `inout`.
    static func isInout(_ type: TypeSyntax) -> Bool {
      type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } == true
    }

    mutating func compileClosure(_ closure: ClosureExprSyntax, type: FunctionTypeSyntax? = nil) throws(SwiftRunError) {
      let hint = closureParameterHint
      closureParameterHint = nil
      let index = functions.count
      functions.append(SwiftProgram.Function(name: "closure", parameters: 0, locals: 0, code: []))
      var parameters: [String] = []
      switch closure.signature?.parameterClause {
      case .simpleInput(let shorthand): parameters = shorthand.map { $0.name.text }
      case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil: parameters = (0..<Self.shorthandCount(Syntax(closure.statements))).map { "$\($0)" }
      @unknown default: throw unsupported(closure, "this closure signature")
      }
      if closure.signature?.capture != nil { throw unsupported(closure, "a capture list") }
      // `{ $0 += $1 }` for `(inout Int, Int) -> Void`: Swift lets the closure change its
      // argument; the subset's closures take theirs as constants.
      let declaredInout = type?.parameters.contains { Self.isInout($0.type) } == true
      let writtenInout: Bool
      if case .parameterClause(let clause) = closure.signature?.parameterClause {
        writtenInout = clause.parameters.contains { $0.type.map(Self.isInout) ?? false }
      } else {
        writtenInout = false
      }
      if declaredInout || writtenInout { throw unsupported(closure, "a closure with an inout parameter") }
      outer.append(context)
      context = Context(isTopLevel: false)
      context.isClosure = true
      context.returnType = closure.signature?.returnClause?.type ?? type?.returnClause.type
      Self.namesUsedInClosures(Syntax(closure.statements), into: &context.captured)
      let entry = emitJump(.jump(-1))
      // `{ _, _, _ in … }`: each ignored parameter still takes its slot, under a hidden name.
      var parameterTypes: [TypeSyntax?] = type?.parameters.map(\.type) ?? []
      if case .parameterClause(let clause) = closure.signature?.parameterClause {
        parameterTypes = clause.parameters.map { $0.type }
      }
      for (position, name) in parameters.enumerated() {
        _ = try declare(name == "_" ? " _\(position)" : name, mutable: false, node: closure)
        if position < parameterTypes.count, parameterTypes.count == parameters.count {
          noteStaticType(name, SwiftStaticType(parameterTypes[position]))
        } else if parameterTypes.allSatisfy({ $0 == nil }), let hint, hint.count == parameters.count {
          noteStaticType(name, hint[position])
        }
      }
      if let single = Self.singleExpression(closure.statements) {
        if let written = closure.signature?.returnClause?.type {
          try checkVoidBody(single, returnType: written, isClosure: true)
        }
        emitStatement(single)
        if let written = context.returnType, let wanted = SwiftStaticType(written), let given = staticType(of: single),
          refuses(given, wanted)
        {
          // Swift blames the closure's declared result, where it is written.
          throw typeError(
            at: written.positionAfterSkippingLeadingTrivia,
            "declared closure result '\(wanted)' is incompatible with return type '\(given.type)'")
        }
        try checkConversion(single, to: SwiftStaticType(context.returnType), .closureResult)
        try compileValue(single, type: context.returnType, conversion: .closureResult)
        emit(.returnValue)
      } else {
        try checkReturns(closure.statements, returnType: context.returnType, role: "closure", brace: closure.rightBrace)
        // With no result written or given (a given one may be only what `functionType(of:)`
        // made of this closure's parameters), Swift infers it from the `return`s.
        let synthesized = type.map { $0.trimmedDescription == Self.functionType(of: ExprSyntax(closure))?.trimmedDescription }
        if closure.signature?.returnClause == nil, synthesized ?? true { try checkInferredReturns(closure) }
        try compileBlock(closure.statements)
        try emitReturn(nil, node: closure)
      }
      // The prologue: each capture from where the call put it into its slot.
      patch(entry, to: context.code.count)
      for (position, capture) in context.captures.enumerated() {
        guard let binding = context.scopes[0].names[capture.name] else { continue }
        emit(.load(context.slots + position))
        emit(.store(binding.slot))
      }
      emit(.jump(entry + 1))
      functions[index].code = context.code
      functions[index].constants = context.constants
      functions[index].parameters = parameters.count
      functions[index].locals = context.slots
      functions[index].localNames = context.localNames
      functions[index].source = closure.trimmedDescription
      functions[index].captureNames = context.captures.map(\.name)
      let captures = context.captures
      context = outer.removeLast()
      for capture in captures {
        // A boxed variable goes as its box; anything else as its value.
        if capture.outer.isBoxed { emit(.load(capture.outer.slot)) } else { emitLoad(capture.outer) }
      }
      emit(.makeClosure(function: index, captures: captures.count))
    }

    /// The function type a closure whose parameters are all typed has (`{ (v: Double) in … }`
    /// is `(Double) -> Void`), so a call of the name it is stored in passes Doubles.
    static func functionType(of expression: ExprSyntax) -> TypeSyntax? {
      guard let closure = expression.as(ClosureExprSyntax.self),
        case .parameterClause(let clause) = closure.signature?.parameterClause, !clause.parameters.isEmpty
      else { return nil }
      var types: [TypeSyntax] = []
      for parameter in clause.parameters {
        guard let type = parameter.type else { return nil }
        types.append(type.trimmed)
      }
      let result = closure.signature?.returnClause?.type.trimmed ?? TypeSyntax(IdentifierTypeSyntax(name: .identifier("Void")))
      let elements = types.enumerated().map { index, type in
        TupleTypeElementSyntax(type: type, trailingComma: index < types.count - 1 ? .commaToken() : nil)
      }
      return TypeSyntax(
        FunctionTypeSyntax(parameters: TupleTypeElementListSyntax(elements), returnClause: ReturnClauseSyntax(type: result)))
    }

    /// How many `$0`, `$1`… a closure body uses (its nested closures' own do not count).
    static func shorthandCount(_ node: Syntax) -> Int {
      if node.is(ClosureExprSyntax.self) { return 0 }
      var count = 0
      if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"),
        let number = Int(reference.baseName.text.dropFirst())
      {
        count = number + 1
      }
      for child in node.children(viewMode: .sourceAccurate) { count = Swift.max(count, shorthandCount(child)) }
      return count
    }
  }
#endif
