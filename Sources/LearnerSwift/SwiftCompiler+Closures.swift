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

    /// The type under `inout` (`Int` of `inout Int`); any other type as it is.
    static func withoutInout(_ type: TypeSyntax) -> TypeSyntax {
      isInout(type) ? type.as(AttributedTypeSyntax.self)?.baseType ?? type : type
    }

    /// Makes a Double parameter's value a Double as the function starts (an Int becomes one).
    mutating func emitDoubleParameter(_ binding: Binding) {
      emitLoad(binding)
      emit(.coerce(.double))
      emitStore(binding)
    }

    /// The type of the function `name` taken as a value (`let f = add` is an `(Int, Int) ->
    /// Int`), so that a call of it is checked as swiftc checks it; nil for a name that is not
    /// one function of the program's own, or one of an `inout` parameter.
    func functionValueType(_ name: String) -> TypeSyntax? {
      guard localBinding(name) == nil, globalScope[name] == nil, let signatures = functionSignatures[name],
        signatures.count == 1, let only = signatures.first, !only.isInout.contains(true)
      else { return nil }
      var parameters: [TupleTypeElementSyntax] = []
      for (index, type) in only.types.enumerated() {
        guard let type else { return nil }
        parameters.append(
          TupleTypeElementSyntax(type: type.trimmed, trailingComma: index < only.types.count - 1 ? .commaToken() : nil))
      }
      let result = returnTypes[only.function]?.trimmed ?? TypeSyntax(TupleTypeSyntax(elements: []))
      return TypeSyntax(
        FunctionTypeSyntax(
          parameters: TupleTypeElementListSyntax(parameters), returnClause: ReturnClauseSyntax(type: result)))
    }

    /// The function type `type` writes, through optionals and parentheses
    /// (`((Double) -> Void)?`), nil when it writes none.
    static func functionType(in type: TypeSyntax?) -> FunctionTypeSyntax? {
      guard let type else { return nil }
      if let function = type.as(FunctionTypeSyntax.self) { return function }
      if let optional = type.as(OptionalTypeSyntax.self) { return functionType(in: optional.wrappedType) }
      if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return functionType(in: unwrapped.wrappedType) }
      if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(in: attributed.baseType) }
      if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
        only.firstName == nil
      {
        return functionType(in: only.type)
      }
      return nil
    }

    /// The type written where the value of `expression` lives: a variable's annotation, a stored
    /// property's of the program's types, an array's element's or a dictionary's value's of
    /// those; nil where none is written.
    ///
    /// The static types have no function types: this is what tells a closure stored or called
    /// there its parameters' types (`var ops: [(Double) -> Double]`).
    func writtenType(of expression: ExprSyntax) -> TypeSyntax? {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if let binding = localBinding(name) ?? globalScope[name] { return binding.type }
        // A property of `self` named alone, in a method or an initializer.
        guard let type = enclosingType else { return nil }
        return writtenPropertyType(name, of: type, isStatic: false)
      }
      if let force = expression.as(ForceUnwrapExprSyntax.self) { return Self.unwrapped(writtenType(of: force.expression)) }
      if let chain = expression.as(OptionalChainingExprSyntax.self) { return Self.unwrapped(writtenType(of: chain.expression)) }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        let tuple = writtenType(of: base)?.as(TupleTypeSyntax.self)
      {
        // `t.1` or `p.x` of a tuple whose type is written (or inferred): its element's.
        let name = member.declName.baseName.text
        let elements = Array(tuple.elements)
        if let index = Int(name) { return elements.indices.contains(index) ? elements[index].type : nil }
        return elements.first { $0.firstName?.text == name }?.type
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        case .named(let typeName)? = staticType(of: base)?.type, let type = typeIndex[typeName]
      {
        return writtenPropertyType(member.declName.baseName.text, of: type, isStatic: false)
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
        localBinding(base.baseName.text) == nil, let type = typeIndex[base.baseName.text]
      {
        // `M.square`: a static property's.
        return writtenPropertyType(member.declName.baseName.text, of: type, isStatic: true)
      }
      if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
        let container = Self.unwrapped(writtenType(of: subscriptCall.calledExpression))
      {
        if let array = container.as(ArrayTypeSyntax.self) { return array.element }
        if let dictionary = container.as(DictionaryTypeSyntax.self) {
          return TypeSyntax(OptionalTypeSyntax(wrappedType: dictionary.value))
        }
      }
      return nil
    }

    /// The type written on the property `name` of `type` or a superclass: stored, lazy or
    /// computed (or static, when `isStatic`); nil where none is written.
    func writtenPropertyType(_ name: String, of type: Int, isStatic: Bool) -> TypeSyntax? {
      for current in lineage(of: type) {
        let record = records[current]
        let stored = isStatic ? record.statics : record.fields
        if let field = stored.first(where: { $0.name == name }) { return field.type }
        if !isStatic, let lazy = record.lazies.first(where: { $0.name == name }) { return lazy.type }
        if let computed = record.computed.first(where: { $0.name == name && $0.isStatic == isStatic }) { return computed.type }
      }
      return nil
    }

    /// The type an optional type wraps, or the type itself.
    static func unwrapped(_ type: TypeSyntax?) -> TypeSyntax? {
      if let optional = type?.as(OptionalTypeSyntax.self) { return optional.wrappedType }
      if let unwrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
      return type
    }

    /// The type of a name declared with the value of an implicitly unwrapped optional (`let copy
    /// = label` for a `String!`): the plain optional (`String?`), as Swift infers it.
    func implicitlyUnwrappedCopy(of value: ExprSyntax) -> TypeSyntax? {
      guard let implicit = writtenType(of: value)?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) else { return nil }
      return TypeSyntax(OptionalTypeSyntax(wrappedType: implicit.wrappedType))
    }

    /// Whether `type` is written as an optional (`Int?`) or an implicitly unwrapped one (`Int!`).
    static func isOptionalOrImplicit(_ type: TypeSyntax) -> Bool {
      type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// Whether `type` is an optional, through parentheses and attributes.
    static func isOptional(_ type: TypeSyntax) -> Bool {
      if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
      if let attributed = type.as(AttributedTypeSyntax.self) { return isOptional(attributed.baseType) }
      if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
        only.firstName == nil
      {
        return isOptional(only.type)
      }
      return false
    }

    /// Whether a closure's one statement is an integer literal (`{ _ in 0 }`, `{ _ in -1 }`).
    static func yieldsIntegerLiteral(_ closure: ClosureExprSyntax) -> Bool {
      guard closure.statements.count == 1, let item = closure.statements.first?.item,
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
      else { return false }
      return integerLiteral(expression) != nil
    }

    /// Whether an expression is a call of the standard library's `print`, which returns nothing.
    static func isPrintCall(_ expression: ExprSyntax) -> Bool {
      expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print"
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
      let captureList = try captureListEntries(closure)
      if let type, closure.signature == nil, parameters.count > type.parameters.count {
        // `f { print($0, $1) }` where `(Int) -> Void` goes: `$1` is a parameter the type has not.
        let expected = type.parameters.count == 1 ? "1 argument" : "\(type.parameters.count) arguments"
        throw typeError(
          at: closure.leftBrace.positionAfterSkippingLeadingTrivia,
          "contextual closure type '\(type.trimmedDescription)' expects \(expected), but \(parameters.count) were used in closure body"
        )
      }
      if let type, case .simpleInput(let written)? = closure.signature?.parameterClause, let first = written.first,
        written.count != type.parameters.count
      {
        // `h { a, b in a }` for a `(Int) -> Int`: Swift counts the names against the type's.
        let expected = type.parameters.count
        throw typeError(
          at: first.positionAfterSkippingLeadingTrivia,
          "contextual closure type '\(type.trimmedDescription)' expects \(expected) argument\(expected == 1 ? "" : "s"), "
            + "but \(written.count) \(written.count == 1 ? "was" : "were") used in closure body")
      }
      if let result = type?.returnClause.type.trimmedDescription, !["Void", "()"].contains(result),
        closure.statements.count == 1, let only = closure.statements.first, case .expr(let expression) = only.item,
        Self.isPrintCall(expression) || isVoidCall(expression)
      {
        // `run { print("x") }` where `() -> Int` goes: the closure's one expression is its result.
        throw typeError(
          at: expression.positionAfterSkippingLeadingTrivia,
          "cannot convert value of type '()' to closure result type '\(result)'")
      }
      // `{ _, _, _ in … }`: each ignored parameter still takes its slot, under a hidden name.
      var parameterTypes: [TypeSyntax?] = type?.parameters.map(\.type) ?? []
      if case .parameterClause(let clause) = closure.signature?.parameterClause {
        parameterTypes = clause.parameters.map { $0.type }
      }
      // With no result written or given (a given one may be only what `functionType(of:)`
      // made of this closure's parameters), Swift infers it from the `return`s.
      let synthesized = type.map { $0.trimmedDescription == Self.functionType(of: ExprSyntax(closure))?.trimmedDescription }
      let inferredDouble = closure.id == doubleResultClosure ? SwiftStaticType.double.syntax : nil
      try compileFunctionValue(
        index, parameters: parameters, types: parameterTypes, hint: hint,
        returnType: closure.signature?.returnClause?.type ?? inferredDouble ?? type?.returnClause.type,
        written: closure.signature?.returnClause?.type, statements: closure.statements, node: Syntax(closure),
        rightBrace: closure.rightBrace, source: closure.trimmedDescription,
        inferring: closure.signature?.returnClause == nil && synthesized ?? true ? closure : nil, captureList: captureList)
    }

    /// A closure's capture list (`[weak self, n]`): each entry's value, worked out as the closure
    /// is made, in a temporary slot of the code around it, and how the closure holds it.
    ///
    /// `self` or a name alone captures that variable's value, and `name = value` a value of its
    /// own; `weak` holds an object without keeping it alive (the name is an optional), and
    /// `unowned` without keeping it alive either (a read once it is freed stops the run).
    mutating func captureListEntries(_ closure: ClosureExprSyntax) throws(SwiftRunError) -> [(String, Binding)] {
      guard let items = closure.signature?.capture?.items else { return [] }
      var entries: [(String, Binding)] = []
      for item in items {
        var ownership: SwiftProgram.Ownership?
        if let specifier = item.specifier {
          switch specifier.specifier.tokenKind {
          case .keyword(.weak): ownership = .weak
          case .keyword(.unowned) where specifier.detail == nil || specifier.detail?.text == "safe": ownership = .unowned
          default: throw unsupported(specifier, "a '\(specifier.trimmedDescription)' capture")
          }
        }
        // A name alone is looked up where the closure is written, as its own expression.
        let value = item.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: item.name))
        // The name's own place says where it is not found (the expression made of it has none).
        if item.initializer == nil { _ = try resolve(item.name.text, at: item.name) }
        let known = staticType(of: value)?.type
        if let ownership, let known, let unretainable = nonReference(known) {
          throw typeError(
            at: item.name.positionAfterSkippingLeadingTrivia,
            "'\(ownership)' may only be applied to class and class-bound protocol types, not '\(unretainable)'")
        }
        try compileExpression(value)
        if let ownership { emit(.unretain(ownership)) }
        let slot = temporary()
        emit(.store(slot))
        var binding = Binding(slot: slot, isGlobal: false, isMutable: false)
        binding.ownership = ownership
        // A weak entry is an optional of what it holds.
        binding.staticType = known.map { ownership == .weak && !$0.isOptional ? .optional($0) : $0 }
        entries.append((item.name.text, binding))
      }
      return entries
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

    /// The body of a closure (or of a function nested in another, which is a closure too): its
    /// code in function `index`, then the closure value made of it and its captures.
    ///
    /// `types` are the parameters' written or given types, `hint` what the call it is handed
    /// to fixes them to; `inferring` the closure whose result Swift infers from its `return`s.
    mutating func compileFunctionValue(
      _ index: Int, parameters: [String], types: [TypeSyntax?], hint: [SwiftStaticType]?, returnType: TypeSyntax?,
      written: TypeSyntax?, statements: CodeBlockItemListSyntax, node: Syntax, rightBrace: TokenSyntax, source: String,
      inferring: ClosureExprSyntax?, captureList: [(String, Binding)] = []
    ) throws(SwiftRunError) {
      // A label waiting for its loop is not a loop's inside this body.
      let label = pendingLabel
      pendingLabel = nil
      defer { pendingLabel = label }
      outer.append(context)
      context = Context(isTopLevel: false)
      context.isClosure = true
      context.closureNode = node
      context.returnType = returnType
      Self.namesUsedInClosures(Syntax(statements), into: &context.captured)
      let entry = emitJump(.jump(-1))
      let parameterTypes = types
      for (position, name) in parameters.enumerated() {
        // `{ $0 += $1 }` for `(inout Int, Int) -> Void`: the closure changes its argument, which
        // goes back to the caller's variable as it returns.
        let typed = position < parameterTypes.count && parameterTypes.count == parameters.count
        let isInout = typed && parameterTypes[position].map(Self.isInout) == true
        let binding = try declare(name == "_" ? " _\(position)" : name, mutable: isInout, node: node)
        if isInout { markWrittenBack(name) }
        if binding.isBoxed {
          // One a closure inside changes is boxed, shared with it, and goes back from its box.
          emit(.load(binding.slot))
          emit(.newBox(slot: binding.slot, name: intern(context.localNames[binding.slot])))
        }
        if typed {
          noteStaticType(name, SwiftStaticType(parameterTypes[position].map(Self.withoutInout)))
          // A Double parameter is a Double however the closure is called: an Int handed to it
          // through a value of its type (`ops[0](3)`) is the literal Swift would have made a Double.
          if !isInout, Self.coercion(parameterTypes[position]) == .double { emitDoubleParameter(binding) }
        } else if parameterTypes.allSatisfy({ $0 == nil }), let hint, hint.count == parameters.count {
          noteStaticType(name, hint[position])
        }
      }
      // A capture list's names come in, after the parameters, as captures of the values it worked out.
      for (name, outside) in captureList {
        if name == "self", outside.ownership == nil { context.listsSelf = true }
        var inner = outside
        inner.slot = context.slots
        context.captures.append((name, outside))
        context.slots += 1
        context.localNames.append(name)
        context.scopes[0].names[name] = inner
      }
      if let single = Self.singleExpression(statements) {
        if let written {
          try checkVoidBody(single, returnType: written, isClosure: true)
        }
        emitStatement(single)
        if let written = context.returnType, let wanted = SwiftStaticType(written), let given = staticType(of: single),
          refuses(single, given, wanted)
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
        try checkReturns(statements, returnType: context.returnType, role: "closure", brace: rightBrace)
        if let inferring { try checkInferredReturns(inferring) }
        try compileBlock(statements)
        try emitReturn(nil, node: node)
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
      functions[index].source = source
      functions[index].captureNames = context.captures.map(\.name)
      let captures = context.captures
      context = outer.removeLast()
      for capture in captures {
        // A boxed variable goes as its box, a capture list's weak or unowned entry as it holds
        // its object; anything else as its value.
        if capture.outer.isBoxed || (capture.outer.ownership != nil && !capture.outer.isGlobal) {
          emit(.load(capture.outer.slot))
        } else {
          emitLoad(capture.outer)
        }
      }
      emit(.makeClosure(function: index, captures: captures.count))
    }

    /// A function declared inside another's body (or inside a block): a closure bound to its
    /// name, capturing what it uses as a closure does (the Swift book's `makeIncrementer`).
    ///
    /// Its name is a variable its own closure captures, set once the closure is made, so it may
    /// call itself.
    mutating func compileNestedFunction(_ function: FunctionDeclSyntax) throws(SwiftRunError) {
      guard let body = function.body else { throw error(function, "a nested function needs a body") }
      if let generic = function.genericParameterClause { throw unsupported(generic, "a generic function") }
      let parameters = function.signature.parameterClause.parameters
      for parameter in parameters {
        if parameter.ellipsis != nil {
          throw unsupported(parameter, "a variadic parameter ('\(parameter.type.trimmedDescription)...')")
        }
        if Self.isInout(parameter.type) { throw unsupported(parameter, "a nested function with an inout parameter") }
        if parameter.defaultValue != nil { throw unsupported(parameter, "a nested function's default argument") }
        try checkAnnotation(parameter.type)
      }
      try checkAnnotation(function.signature.returnClause?.type)
      let name = function.name.text
      emitStatement(function)
      context.captured.insert(name)
      let binding = try declare(name, mutable: true, node: function)
      emitConstant(.void)
      emitDeclare(binding)
      let index = functions.count
      functions.append(SwiftProgram.Function(name: name, parameters: 0, locals: 0, code: []))
      try compileFunctionValue(
        index, parameters: parameters.map { ($0.secondName ?? $0.firstName).text }, types: parameters.map(\.type), hint: nil,
        returnType: function.signature.returnClause?.type, written: function.signature.returnClause?.type,
        statements: body.statements, node: Syntax(function), rightBrace: body.rightBrace, source: function.trimmedDescription,
        inferring: nil)
      emitStore(binding)
    }
  }
#endif
