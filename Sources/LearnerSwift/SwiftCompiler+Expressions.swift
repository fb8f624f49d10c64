#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// Compiles a value stored as `type`: an integer literal in a Double's place is a Double, a
    /// value in an optional's place is wrapped, an array or dictionary literal's elements follow.
    ///
    /// Any other value in a Double's place is checked when it is met: an Int there is Swift's
    /// compile error (`conversion` words it), which the type pass reports before the run
    /// whenever it knows the value's type.
    mutating func compileValue(_ expression: ExprSyntax, type: TypeSyntax?, conversion: SwiftConversion = .declaration)
      throws(SwiftRunError)
    {
      guard let type else { return try compileExpression(expression) }
      if let name = optionSetName(of: type) { return try compileOptionSetValue(expression, type: name) }
      if let function = Self.functionType(in: type), let closure = expression.as(ClosureExprSyntax.self) {
        try compileClosure(closure, type: function)
        // A closure stored where an optional of its type goes is that optional's value.
        if Self.isOptional(type) { emit(.coerce(.optional)) }
        return
      }
      var inner = expression
      while let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
        only.label == nil
      {
        inner = only.expression
      }
      if let function = Self.functionType(in: type), let name = inner.as(DeclReferenceExprSyntax.self),
        let operation = SwiftProgram.Operator(rawValue: name.baseName.text), function.parameters.count == 2,
        function.parameters.allSatisfy({ Self.isDouble($0.type) })
      {
        // `return (/)` where `(Double, Double) -> Double` goes: the Doubles' operator, which
        // divides 7 and 2 as 3.5 however they are handed to it.
        emitOperatorFunction(operation, name, ofDoubles: true)
        if Self.isOptional(type) { emit(.coerce(.optional)) }
        return
      }
      if let ternary = inner.as(TernaryExprSyntax.self) {
        // The place's type is each branch's (`let d: Double = c ? 1 : 2` is 1.0 or 2.0).
        try compileExpression(ternary.condition)
        let otherwise = emitJump(.jumpIfFalse(-1))
        try compileValue(ternary.thenExpression, type: type, conversion: conversion)
        let end = emitJump(.jump(-1))
        patch(otherwise, to: context.code.count)
        try compileValue(ternary.elseExpression, type: type, conversion: conversion)
        patch(end, to: context.code.count)
        return
      }
      let coercion = Self.coercion(type)
      let isDouble = coercion == .double || coercion == .optionalDouble
      if isDouble, let value = Self.integerLiteral(expression) {
        emitConstant(coercion == .double ? .double(Double(value)) : .some(.double(Double(value))))
        return
      }
      if isDouble, Self.isArithmetic(expression) {
        doubleLiterals = true
        defer { doubleLiterals = false }
        try compileExpression(expression)
        emitExactDouble(expression, type, conversion)
        return emit(.coerce(coercion ?? .double))
      }
      if let tupleType = (Self.unwrapped(type) ?? type).as(TupleTypeSyntax.self),
        let literal = expression.as(TupleExprSyntax.self),
        literal.elements.count == tupleType.elements.count, literal.elements.count > 1
      {
        // A tuple takes its type's labels: `return (lo, hi)` as `(min: Int, max: Int)`, or as
        // the optional `(min: Int, max: Int)?` (the Swift book's `minMax`).
        defer { if Self.isOptional(type) { emit(.coerce(.optional)) } }
        for (element, elementType) in zip(literal.elements, tupleType.elements) {
          try compileValue(element.expression, type: elementType.type)
        }
        var labels = -1
        if tupleType.elements.contains(where: { $0.firstName != nil }) {
          labelLists.append(tupleType.elements.map { $0.firstName?.text ?? "" })
          labels = labelLists.count - 1
        }
        emit(.makeTuple(count: literal.elements.count, labels: labels))
        return
      }
      if Self.isDouble(type), Self.isLiteralBuiltin(expression), let call = expression.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        functionSignatures[name] == nil, localBinding(name) == nil
      {
        // `let m: Double = max(1, 2)`: Swift takes the literals for Doubles.
        for argument in call.arguments { try compileValue(argument.expression, type: type, conversion: .argument) }
        let builtin: SwiftProgram.Builtin = name == "max" ? .max : name == "min" ? .min : .abs
        return emit(.builtin(builtin, arguments: call.arguments.count, line: line(call)))
      }
      if Self.isDouble(type), let call = expression.as(FunctionCallExprSyntax.self), Self.reducesIntegerLiterals(call) {
        // `let total: Double = [1, 2, 3].reduce(0, +)`: Swift takes the literals for Doubles.
        wantsDoubleElements = true
        defer { wantsDoubleElements = false }
        return try compileExpression(expression)
      }
      if let array = type.as(ArrayTypeSyntax.self), let call = expression.as(FunctionCallExprSyntax.self),
        let (element, value, count) = Self.repeatingArray(call), element == nil
      {
        // `let r: [Double] = Array(repeating: 0, count: 2)`: the value is of the place's element type.
        return try compileRepeating(value, count: count, element: array.element, call: call)
      }
      if let array = type.as(ArrayTypeSyntax.self), Self.isDouble(array.element),
        let call = expression.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "map",
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
        closure.signature?.returnClause == nil, Self.yieldsIntegerLiteral(closure)
      {
        // `let ds: [Double] = xs.map { _ in 0 }`: the closure's literal is a Double, as the place
        // makes Swift infer it.
        let outer = doubleResultClosure
        doubleResultClosure = closure.id
        defer { doubleResultClosure = outer }
        try compileExpression(expression)
        return
      }
      if let array = type.as(ArrayTypeSyntax.self), Self.isDouble(array.element),
        let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        ["map", "filter", "sorted"].contains(member.declName.baseName.text), let receiver = member.base,
        receiver.is(ArrayExprSyntax.self)
      {
        // `let ds: [Double] = [1, 2].map { $0 * 2 }`: Swift infers the literal's elements from the
        // place (a map whose closure works the element itself, a filter, a sort).
        wantsDoubleElements = member.declName.baseName.text != "map" || Self.worksTheElement(call)
        defer { wantsDoubleElements = false }
        try compileExpression(expression)
        // A map that converts its element first gives what its closure gives: the run checks it.
        return emitDoubleElements(expression, type, conversion)
      }
      if let array = type.as(ArrayTypeSyntax.self), let literal = expression.as(ArrayExprSyntax.self) {
        for element in literal.elements { try compileValue(element.expression, type: array.element, conversion: .element) }
        emit(.makeArray(literal.elements.count))
        return
      }
      if let dictionary = type.as(DictionaryTypeSyntax.self), let literal = expression.as(DictionaryExprSyntax.self),
        case .elements(let elements) = literal.content
      {
        for element in elements {
          try compileExpression(element.key)
          try compileValue(element.value, type: dictionary.value, conversion: .dictionaryValue)
        }
        emit(.makeDictionary(elements.count))
        return
      }
      if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
        let typeName = (type.as(OptionalTypeSyntax.self)?.wrappedType ?? type).as(IdentifierTypeSyntax.self)?.name.text,
        let type = typeIndex[typeName]
      {
        try compileStaticMember(type, member.declName.baseName.text, node: member)
      } else {
        try compileExpression(expression)
      }
      if let tupleType = (Self.unwrapped(type) ?? type).as(TupleTypeSyntax.self),
        tupleType.elements.contains(where: { $0.firstName != nil })
      {
        // A tuple takes the labels of its place's type: `let t: (a: Int, b: Int) = pair`.
        labelLists.append(tupleType.elements.map { $0.firstName?.text ?? "" })
        emit(.relabel(labelLists.count - 1))
      }
      if isDouble {
        emitExactDouble(expression, type, conversion)
      } else if let array = type.as(ArrayTypeSyntax.self), Self.isDouble(array.element), staticType(of: expression) == nil {
        // The type pass does not know the array's elements: the run checks none is an Int.
        emitDoubleElements(expression, type, conversion)
      } else if let array = type.as(ArrayTypeSyntax.self), array.element.trimmedDescription == "Int",
        staticType(of: expression) == nil, !expression.is(ArrayExprSyntax.self)
      {
        // Nor that none is a Double.
        let message = conversion.message(.array(.double), .array(.int))
        emit(.coerce(.intElements(line: line(expression), message: intern(message))))
      } else if let simple = Self.simple(type), staticType(of: expression) == nil {
        // The type pass does not know the value's type: the run checks it.
        let message = conversion.message(.named(SwiftProgram.given), SwiftStaticType(type) ?? .int)
        emit(.coerce(.exact(simple, line: line(expression), message: intern(message))))
      } else if let name = type.as(IdentifierTypeSyntax.self)?.name.text, host.classes.contains(name), typeIndex[name] == nil,
        staticType(of: expression) == nil
      {
        // Where a chapter's class goes: a number, a string or a Bool stops the run.
        let message = conversion.message(.named(SwiftProgram.given), .named(name))
        emit(.coerce(.exact(.hostObject, line: line(expression), message: intern(message))))
      }
      if !Self.isOptional(type), mayHoldAnOptional(type), staticType(of: expression) == nil {
        // Nor whether it is an optional (a closure's result, a chapter's `root.viewWithTag(7)`):
        // the run checks it, in swiftc's words.
        emit(.coerce(.notOptional(line: line(expression), wanted: intern(type.trimmedDescription))))
      }
      if let coercion { emit(.coerce(coercion)) }
    }

    /// Whether the run checks that a value of a place of `type` (not an optional) is none.
    ///
    /// So it is for a simple type, a Double, a CGFloat, a collection, a tuple, a type of the
    /// program's or one of the chapters' classes; `Any` takes an optional as it is.
    func mayHoldAnOptional(_ type: TypeSyntax) -> Bool {
      if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self) { return true }
      guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
      return Self.simple(type) != nil || name == "Double" || name == "CGFloat" || typeIndex[name] != nil
        || host.classes.contains(name)
    }

    /// The simple type a type annotation names, for the run's check of a value the type pass
    /// does not know.
    static func simple(_ type: TypeSyntax) -> SwiftProgram.Simple? {
      switch type.as(IdentifierTypeSyntax.self)?.name.text {
      case "Int": .int
      case "String": .string
      case "Bool": .bool
      default: nil
      }
    }

    /// The run-time check that the array on the stack, about to be stored as `type` (an array
    /// of Doubles), holds no Int: an array of the run holds one type, so one with an Int is an
    /// [Int], and Swift's error for it stops the run.
    mutating func emitDoubleElements(_ expression: ExprSyntax, _ type: TypeSyntax, _ conversion: SwiftConversion) {
      let message = conversion.message(.array(.int), SwiftStaticType(type) ?? .array(.double))
      emit(.coerce(.doubleElements(line: line(expression), message: intern(message))))
    }

    /// The run-time check that the value on the stack, about to be stored as `type` (a Double
    /// or a CGFloat, or an optional one), is no Int.
    mutating func emitExactDouble(_ expression: ExprSyntax, _ type: TypeSyntax, _ conversion: SwiftConversion) {
      var wanted = SwiftStaticType(type) ?? .double
      if case .optional(let inner) = wanted { wanted = inner }
      let message = conversion.message(.named(SwiftProgram.given), wanted)
      emit(.coerce(.exactDouble(line: line(expression), message: intern(message))))
    }

    /// The value of an integer literal (a negative one too), if the expression is one.
    static func integerLiteral(_ expression: ExprSyntax) -> Int? {
      if let literal = expression.as(IntegerLiteralExprSyntax.self) {
        return integerValue(literal.literal.text)
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
        let literal = prefix.expression.as(IntegerLiteralExprSyntax.self)
      {
        return integerValue(literal.literal.text).map { -$0 }
      }
      return nil
    }

    /// An integer literal's value as Swift reads it: decimal, or `0x`, `0o`, `0b` with its
    /// radix, `_` anywhere after the first digit; nil past Int's range.
    static func integerValue(_ text: String) -> Int? {
      let digits = text.filter { $0 != "_" }
      for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
        return Int(digits.dropFirst(2), radix: radix)
      }
      return Int(digits)
    }

    /// Compiles an expression that leaves one value on the stack.
    ///
    /// `inChain` is set for the base
    /// of a member, call or subscript, where `a?` may end the chain early.
    mutating func compileExpression(_ expression: ExprSyntax, inChain: Bool = false) throws(SwiftRunError) {
      nesting += 1
      let outerLiterals = doubleLiterals
      if !Self.isArithmetic(expression) { doubleLiterals = false }
      defer {
        nesting -= 1
        doubleLiterals = outerLiterals
      }
      guard nesting < 300 else { throw error(expression, "this expression nests too deep (a value that contains itself?)") }
      try refuseRemovedOperator(expression)
      if let conversion = try conversionValue(expression) { return emitConstant(.function(conversion)) }
      let isChainNode =
        expression.is(MemberAccessExprSyntax.self) || expression.is(FunctionCallExprSyntax.self)
        || expression.is(SubscriptCallExprSyntax.self)
      if isChainNode && !inChain {
        chainExits.append([])
        try compileChainNode(expression)
        let exits = chainExits.removeLast()
        if !exits.isEmpty {
          emit(.coerce(.optional))
          patchHere(exits)
        }
        return
      }
      if isChainNode { return try compileChainNode(expression) }
      let at = line(expression)
      if doubleLiterals, let value = Self.integerLiteral(expression) {
        emitConstant(.double(Double(value)))
      } else if let literal = expression.as(IntegerLiteralExprSyntax.self) {
        guard let value = Self.integerValue(literal.literal.text) else {
          throw error(literal, "integer literal '\(literal.literal.text)' overflows when stored into 'Int'")
        }
        emitConstant(.int(value))
      } else if let literal = expression.as(FloatLiteralExprSyntax.self) {
        guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
          throw unsupported(literal, "this floating-point literal")
        }
        emitConstant(.double(value))
      } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
        emitConstant(.bool(literal.literal.tokenKind == .keyword(.true)))
      } else if expression.is(NilLiteralExprSyntax.self) {
        emitConstant(.null)
      } else if let literal = expression.as(StringLiteralExprSyntax.self) {
        try compileString(literal)
      } else if let name = expression.as(DeclReferenceExprSyntax.self) {
        try compileName(name)
      } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
        try compileInfix(infix)
      } else if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        if prefix.operator.text == "-", let value = Self.integerLiteral(expression) {
          emitConstant(.int(value))
          return
        }
        if prefix.operator.text == "~", let operand = staticType(of: prefix.expression)?.type, operand != .int {
          throw typeError(ExprSyntax(prefix), "unary operator '~' cannot be applied to an operand of type '\(operand)'")
        }
        try compileExpression(prefix.expression)
        switch prefix.operator.text {
        case "-": emit(.negate(line: at))
        case "!": emit(.not)
        case "~": emit(.bitwiseNot(line: at))
        default: throw unsupported(prefix, "the prefix operator '\(prefix.operator.text)'")
        }
      } else if let tuple = expression.as(TupleExprSyntax.self) {
        guard tuple.elements.count != 1 else {
          if let only = tuple.elements.first { try compileExpression(only.expression) }
          return
        }
        try refuseSliceElements(tuple.elements.map(\.expression))
        let doubles = tupleDoubles
        tupleDoubles = []
        for (position, element) in tuple.elements.enumerated() {
          let type = position < doubles.count && doubles[position] ? SwiftStaticType.double.syntax : nil
          try compileValue(element.expression, type: type)
        }
        var labels = -1
        if tuple.elements.contains(where: { $0.label != nil }) {
          labelLists.append(tuple.elements.map { $0.label?.text ?? "" })
          labels = labelLists.count - 1
        }
        emit(.makeTuple(count: tuple.elements.count, labels: labels))
      } else if let array = expression.as(ArrayExprSyntax.self) {
        try refuseSliceElements(array.elements.map(\.expression))
        // `[1, 2.5]` is `[Double]`: its integer literals are Doubles.
        var elementType: TypeSyntax?
        if case .array(let element)? = staticType(of: expression)?.type, element.isFloating || element == .array(.double) {
          elementType = element.syntax
        }
        // `[(1.5, 2.0), (3, 4)]` is `[(Double, Double)]`: a place where one tuple has a Double
        // makes the others' integer literals there Doubles.
        let doubles = Self.tupleDoublePlaces(array, staticType: { staticType(of: $0) })
        // `[1, nil, 3]` is `[Int?]`: each value is an optional.
        let optionals = array.elements.contains { $0.expression.is(NilLiteralExprSyntax.self) }
        for element in array.elements {
          tupleDoubles = doubles
          try compileValue(element.expression, type: elementType, conversion: .element)
          tupleDoubles = []
          if optionals, !element.expression.is(NilLiteralExprSyntax.self),
            staticType(of: element.expression)?.type.isOptional != true
          {
            emit(.coerce(.optional))
          }
        }
        emit(.makeArray(array.elements.count))
      } else if let dictionary = expression.as(DictionaryExprSyntax.self) {
        var count = 0
        var keyType: TypeSyntax?
        var valueType: TypeSyntax?
        if case .dictionary(let key, let value)? = staticType(of: expression)?.type {
          keyType = key.isFloating ? key.syntax : nil
          valueType = value.isFloating ? value.syntax : nil
        }
        if case .elements(let elements) = dictionary.content {
          try refuseSliceElements(elements.flatMap { [$0.key, $0.value] })
          for element in elements {
            try compileValue(element.key, type: keyType, conversion: .dictionaryKey)
            try compileValue(element.value, type: valueType, conversion: .dictionaryValue)
          }
          count = elements.count
        }
        emit(.makeDictionary(count))
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        try refuseNonOptional(optional.expression, at: optional.questionMark) {
          "cannot use optional chaining on non-optional value of type '\($0)'"
        }
        guard inChain, !chainExits.isEmpty else { throw unsupported(optional, "'?' outside a member chain") }
        try compileExpression(optional.expression, inChain: true)
        chainExits[chainExits.count - 1].append(emitJump(.unwrapOrJump(-1)))
      } else if let force = expression.as(ForceUnwrapExprSyntax.self) {
        try refuseNonOptional(force.expression, at: force.exclamationMark) {
          "cannot force unwrap value of non-optional type '\($0)'"
        }
        try compileExpression(force.expression, inChain: inChain)
        emit(.forceUnwrap(line: at))
      } else if let closure = expression.as(ClosureExprSyntax.self) {
        try compileClosure(closure)
      } else if let ternary = expression.as(TernaryExprSyntax.self) {
        // `c ? 1 : 2.5` is a Double either way, but where any value goes (`print`), each
        // branch has its own type.
        let anyPlace = Self.isPrintArgument(expression)
        if !anyPlace { try checkBranches(ternary) }
        let type = anyPlace ? nil : staticType(of: expression).flatMap { $0.type.isFloating ? $0.type.syntax : nil }
        try compileExpression(ternary.condition)
        let otherwise = emitJump(.jumpIfFalse(-1))
        try compileValue(ternary.thenExpression, type: type)
        let end = emitJump(.jump(-1))
        patch(otherwise, to: context.code.count)
        try compileValue(ternary.elseExpression, type: type)
        patch(end, to: context.code.count)
      } else if let tryExpression = expression.as(TryExprSyntax.self) {
        try compileTry(tryExpression)
      } else if let isExpression = expression.as(IsExprSyntax.self) {
        try compileExpression(isExpression.expression)
        try emitIsType(isExpression.type)
      } else if let asExpression = expression.as(AsExprSyntax.self) {
        try compileCast(asExpression)
      } else if expression.is(SuperExprSyntax.self) {
        throw unsupported(expression, "'super' alone")
      } else {
        throw unsupported(expression, Self.construct(expression))
      }
    }

    /// A member access, call or subscript (a link of an optional chain).
    mutating func compileChainNode(_ expression: ExprSyntax) throws(SwiftRunError) {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        try compileMember(member)
      } else if let call = expression.as(FunctionCallExprSyntax.self) {
        try compileCall(call)
      } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        if let fallback = Self.subscriptDefault(subscriptCall), let index = subscriptCall.arguments.first {
          try compileExpression(subscriptCall.calledExpression, inChain: true)
          try emitLink(
            .defaultIndex(index.expression, fallback: fallback, valueType: valueType(of: subscriptCall.calledExpression)),
            set: false, line: line(subscriptCall))
          return
        }
        guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first else {
          throw unsupported(subscriptCall, "a subscript with several arguments")
        }
        try refuseSliceIndices(subscriptCall.calledExpression, "the subscript", at: subscriptCall)
        if staticType(of: subscriptCall.calledExpression)?.type == .string, staticType(of: index.expression)?.type == .int {
          // `s[1]`: a String's characters are not numbered (Swift has String.Index for them).
          throw typeError(
            at: subscriptCall.positionAfterSkippingLeadingTrivia,
            "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.")
        }
        try compileExpression(subscriptCall.calledExpression, inChain: true)
        // A subscript worked out already (an `inout` argument's, `takeIndexes`) is read again.
        if let slot = indexesTaken[index.expression.id] { emit(.load(slot)) } else { try compileExpression(index.expression) }
        emit(.subscriptGet(line: line(subscriptCall)))
      }
    }

    /// An operator as a function value of two parameters: of Doubles (`ofDoubles`), which it
    /// converts its operands to, or of whatever it is handed (an integer literal's side is
    /// either).
    mutating func emitOperatorFunction(_ operation: SwiftProgram.Operator, _ name: DeclReferenceExprSyntax, ofDoubles: Bool) {
      let at = line(name)
      let code: [SwiftProgram.Instruction] =
        ofDoubles
        ? [.load(0), .coerce(.double), .load(1), .coerce(.double), .binary(operation, line: at), .returnValue]
        : [.load(0), .load(1), .binary(operation, line: at, literal: .either), .returnValue]
      functions.append(
        SwiftProgram.Function(
          name: name.baseName.text, parameters: 2, locals: 2, code: code, localNames: ["lhs", "rhs"]))
      emitConstant(.function(functions.count - 1))
    }

    /// A name's value: a variable, a property of `self`, a function, or a type's metatype.
    mutating func compileName(_ name: DeclReferenceExprSyntax) throws(SwiftRunError) {
      let text = name.baseName.text
      if text.hasPrefix("$"), let binding = localBinding(text) { return emitLoad(binding) }
      if let operation = SwiftProgram.Operator(rawValue: text) {
        // An operator passed as a function (`sorted(by: >)`, `reduce(0, +)`).
        return emitOperatorFunction(operation, name, ofDoubles: false)
      }
      switch try resolve(text, at: name) {
      case .variable(let binding): emitLoad(binding)
      case .selfMember(let selfBinding):
        try checkInheritedAccess(text, at: name)
        emitLoad(selfBinding)
        emit(.getMember(name: intern(text), line: line(name)))
      case .function(let qualified):
        guard let signatures = functionSignatures[qualified], signatures.count == 1, let only = signatures.first else {
          throw error(name, "ambiguous use of '\(text)'")
        }
        if qualified.contains("."), only.selector == text {
          // A static computed property.
          emit(.call(function: only.function, arguments: 0, line: line(name), writeBack: 0))
        } else {
          emitConstant(.function(only.function))
        }
      case .type, .hostType:
        throw unsupported(name, "the type '\(text)' as a value")
      }
    }

    mutating func compileString(_ literal: StringLiteralExprSyntax) throws(SwiftRunError) {
      var parts = 0
      let pounds = literal.openingPounds?.text.count ?? 0
      for segment in literal.segments {
        if let text = segment.as(StringSegmentSyntax.self) {
          emitConstant(.string(Self.unescaped(text.content.text, pounds: pounds)))
        } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
          guard interpolation.expressions.count == 1, let inner = interpolation.expressions.first, inner.label == nil else {
            throw unsupported(interpolation, "an interpolation with several expressions")
          }
          try refuseDescribingReversed(inner.expression)
          try compileDescribed(inner.expression)
        }
        parts += 1
      }
      if parts == 1, literal.segments.first?.is(StringSegmentSyntax.self) == true { return }
      emit(.interpolate(parts))
    }

    /// A value `print` or an interpolation writes: one of a variable or property declared as an
    /// implicitly unwrapped optional (`var n: Int!`) is the optional it is, which Swift writes
    /// as `Optional(7)` (the subset holds it unwrapped, for its uses as a value).
    mutating func compileDescribed(_ expression: ExprSyntax) throws(SwiftRunError) {
      try compileExpression(expression)
      // `name as Any` is the optional too.
      let cast = expression.as(AsExprSyntax.self).flatMap { $0.type.trimmedDescription == "Any" ? $0.expression : nil }
      if writtenType(of: cast ?? expression)?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true {
        emit(.coerce(.optional))
      }
    }

    /// A string literal's segment with its escapes read, left to right, as Swift reads them:
    /// `\\n` is a backslash and an n, not a line end; `\u{301}` is the scalar U+0301; in a raw
    /// string (`#"…"#`) only a backslash followed by as many `#` as open it starts an escape.
    static func unescaped(_ text: String, pounds: Int = 0) -> String {
      var result = String.UnicodeScalarView()
      let scalars = Array(text.unicodeScalars)
      var index = 0
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        guard scalar == "\\", index + pounds <= scalars.count, scalars[index..<(index + pounds)].allSatisfy({ $0 == "#" })
        else {
          result.append(scalar)
          continue
        }
        guard index + pounds < scalars.count else {
          result.append(scalar)
          continue
        }
        let escape = scalars[index + pounds]
        switch escape {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "0": result.append("\0")
        case "\"", "\\", "'": result.append(escape)
        case "u":
          // `\u{1F600}`: one to eight hex digits in braces (SwiftParser refuses a bad one).
          var end = index + pounds + 1
          guard end < scalars.count, scalars[end] == "{", let close = scalars[end...].firstIndex(of: "}"),
            let value = UInt32(String(String.UnicodeScalarView(scalars[(end + 1)..<close])), radix: 16),
            let decoded = Unicode.Scalar(value)
          else {
            result.append(scalar)
            continue
          }
          end = close
          result.append(decoded)
          index = end + 1
          continue
        default:
          result.append(scalar)
          continue
        }
        index += pounds + 1
      }
      return String(result)
    }

    /// The builtins a number's or a String's conversion runs, by the type's name: called
    /// (`Double(n)`) or handed to a `map` (`String.init`).
    static let conversions: [String: SwiftProgram.Builtin] = [
      "String": .toString, "Int": .toInt, "Int64": .toInt, "Double": .toDouble, "CGFloat": .toDouble,
    ]

    /// A conversion handed to a `map` (`xs.map(String.init)`): the function of one parameter
    /// that runs it, made once for each type; nil for any other expression.
    mutating func conversionValue(_ expression: ExprSyntax) throws(SwiftRunError) -> Int? {
      guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
        member.declName.argumentNames == nil, let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let builtin = Self.conversions[type], typeIndex[type] == nil, localBinding(type) == nil,
        Self.isMapArgument(expression)
      else { return nil }
      if let made = conversionFunctions[type] { return made }
      let index = functions.count
      functions.append(
        SwiftProgram.Function(
          name: "\(type).init", parameters: 1, locals: 1,
          code: [.load(0), .builtin(builtin, arguments: 1, line: line(expression)), .returnValue], localNames: ["value"]))
      conversionFunctions[type] = index
      return index
    }

    /// Whether an expression is the one argument of a `map` or a `compactMap`: the elements'
    /// type and the result's fix which initializer a conversion there is (anywhere else, the
    /// subset could not tell them apart as Swift does).
    static func isMapArgument(_ expression: ExprSyntax) -> Bool {
      guard let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
        call.trailingClosure == nil,
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { return false }
      return name == "map" || name == "compactMap"
    }

    /// Whether an expression is `max`, `min` or `abs` of integer literals alone (`max(1, 2)`):
    /// they take the type of the place the call goes to, as the literals would.
    static func isLiteralBuiltin(_ expression: ExprSyntax) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["max", "min", "abs"].contains(name)
      else { return false }
      return allIntegerLiterals(arguments(call))
    }

    /// Whether a call is a `reduce` of an integer literal array from an integer literal, by an
    /// operator (`reduce(0, +)`) or a closure of arithmetic alone (`{ $0 + $1 * 2 }`): all its
    /// numbers take the type of the place it goes to.
    static func reducesIntegerLiterals(_ call: FunctionCallExprSyntax) -> Bool {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "reduce",
        let receiver = member.base, isIntegerArrayLiteral(receiver) || isIntegerLiteralChain(receiver)
      else { return false }
      var arguments = call.arguments.map(\.expression)
      if let closure = call.trailingClosure { arguments.append(ExprSyntax(closure)) }
      guard arguments.count == 2, integerLiteral(arguments[0]) != nil else { return false }
      if let name = arguments[1].as(DeclReferenceExprSyntax.self)?.baseName.text { return ["+", "-", "*"].contains(name) }
      guard let closure = arguments[1].as(ClosureExprSyntax.self), let body = singleExpression(closure.statements) else {
        return false
      }
      func isArithmetic(_ node: Syntax) -> Bool {
        if node.is(FunctionCallExprSyntax.self) || node.is(MemberAccessExprSyntax.self) || node.is(FloatLiteralExprSyntax.self) {
          return false
        }
        return node.children(viewMode: .sourceAccurate).allSatisfy(isArithmetic)
      }
      return isArithmetic(Syntax(body))
    }

    /// Refuses `?`, `!` or `if let` on a value the pass knows is no optional, in swiftc's words
    /// (`message` of the value's type) at `mark`.
    func refuseNonOptional(
      _ value: ExprSyntax, at mark: some SyntaxProtocol, _ message: (SwiftStaticType) -> String
    ) throws(SwiftRunError) {
      guard let known = staticType(of: value)?.type, !known.isOptional, checkable(known),
        writtenType(of: value)?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) != true
      else { return }
      throw typeError(at: mark.positionAfterSkippingLeadingTrivia, message(known))
    }

    /// The value of an Int expression of constants only (integer literals, `Int.max`, `Int.min`,
    /// and `+ - * / %` of them), nil for anything else or where an operation overflows.
    static func constantInt(_ expression: ExprSyntax) -> Int? {
      if let value = integerLiteral(expression) { return value }
      if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "Int" {
        switch member.declName.baseName.text {
        case "max": return Int.max
        case "min": return Int.min
        default: return nil
        }
      }
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
        only.label == nil
      {
        return constantInt(only.expression)
      }
      guard let infix = expression.as(InfixOperatorExprSyntax.self),
        let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        let left = constantInt(infix.leftOperand), let right = constantInt(infix.rightOperand)
      else { return nil }
      let result: (partialValue: Int, overflow: Bool)
      switch symbol {
      case "+": result = left.addingReportingOverflow(right)
      case "-": result = left.subtractingReportingOverflow(right)
      case "*": result = left.multipliedReportingOverflow(by: right)
      case "/" where right != 0: result = left.dividedReportingOverflow(by: right)
      case "%" where right != 0: result = left.remainderReportingOverflow(dividingBy: right)
      default: return nil
      }
      return result.overflow ? nil : result.partialValue
    }

    /// The value of a number literal (`0`, `0.0`, `-2.5`, `(1)`), nil for anything else.
    static func literalValue(_ expression: ExprSyntax) -> Double? {
      if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacing("_", with: "")) }
      if let integer = integerLiteral(expression) { return Double(integer) }
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
        only.label == nil
      {
        return literalValue(only.expression)
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
        return literalValue(prefix.expression).map { -$0 }
      }
      return nil
    }

    /// Throws swiftc's error for `++` and `--` (`i++`, `--n`), which Swift 3 removed and the
    /// books' older listings still use.
    func refuseRemovedOperator(_ expression: ExprSyntax) throws(SwiftRunError) {
      let token: TokenSyntax
      if let postfix = expression.as(PostfixOperatorExprSyntax.self) {
        token = postfix.operator
      } else if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        token = prefix.operator
      } else {
        return
      }
      guard token.text == "++" || token.text == "--" else { return }
      throw typeError(
        at: token.positionAfterSkippingLeadingTrivia,
        "cannot find operator '\(token.text)' in scope; did you mean '\(token.text.prefix(1))= 1'?")
    }

    mutating func compileInfix(_ infix: InfixOperatorExprSyntax) throws(SwiftRunError) {
      let at = line(infix)
      guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else {
        if infix.parent?.is(ConditionElementSyntax.self) == true {
          // `if x = 5`: swiftc's words for what is most often a missing `=`.
          throw typeError(
            at: infix.operator.positionAfterSkippingLeadingTrivia, "use of '=' in a boolean context, did you mean '=='?")
        }
        throw unsupported(infix.operator, "an assignment inside an expression")
      }
      let text = binary.operator.text
      switch text {
      case "&&", "||":
        try compileExpression(infix.leftOperand)
        let decide = emitJump(text == "&&" ? .jumpIfFalseKeep(-1) : .jumpIfTrueKeep(-1))
        try compileExpression(infix.rightOperand)
        patch(decide, to: context.code.count)
      case "..<", "...":
        try compileExpression(infix.leftOperand)
        try compileExpression(infix.rightOperand)
        emit(.range(closed: text == "...", line: at))
      case "??":
        if case .optional(let wrapped)? = staticType(of: infix.leftOperand)?.type, wrapped.isSimple,
          let fallback = staticType(of: infix.rightOperand), fallback.type.isSimple, !fallback.fits(wrapped)
        {
          // `a ?? "none"` for an `Int?`: one value of two types.
          throw typeError(
            at: infix.operator.positionAfterSkippingLeadingTrivia,
            "binary operator '??' cannot be applied to operands of type '\(wrapped)?' and '\(fallback.type)'")
        }
        try compileExpression(infix.leftOperand)
        let done = emitJump(.coalesce(-1))
        // `o ?? 3` for a `Double?` is a Double either way; `p ?? .zero` for a `CGPoint?` is
        // CGPoint's `.zero`.
        let parsed =
          infix.leftOperand.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
          .map { ["Double", "CGFloat"].contains($0.baseName.text) } == true
        if case .optional(let wrapped)? = staticType(of: infix.leftOperand)?.type,
          wrapped.isFloating || Self.isImplicitMember(infix.rightOperand)
        {
          try compileValue(infix.rightOperand, type: wrapped.syntax)
        } else if parsed {
          // `Double(s) ?? 0`: only a parse is optional, and its fallback is a Double too.
          try compileValue(infix.rightOperand, type: SwiftStaticType.double.syntax)
        } else {
          try compileExpression(infix.rightOperand)
        }
        patch(done, to: context.code.count)
      case "===", "!==":
        try compileExpression(infix.leftOperand)
        try compileExpression(infix.rightOperand)
        emit(.identical(negated: text == "!=="))
      default:
        guard let operation = SwiftProgram.Operator(rawValue: text) else {
          if text.hasSuffix("=") { throw unsupported(binary, "the assignment '\(text)' inside an expression") }
          throw unsupported(binary, "the operator '\(text)'")
        }
        try checkOperands(infix)
        try refuseDivisionByZero(text, infix.leftOperand, infix.rightOperand, at: binary.operator)
        if !doubleLiterals, ["+", "-", "*", "/", "%"].contains(text), let left = Self.constantInt(infix.leftOperand),
          let right = Self.constantInt(infix.rightOperand)
        {
          // Constant Ints: swiftc works the operation out as it compiles, and refuses one that
          // overflows or divides by zero before anything runs.
          let position = binary.operator.positionAfterSkippingLeadingTrivia
          if ["/", "%"].contains(text), right == 0 { throw typeError(at: position, "division by zero") }
          if Self.constantInt(ExprSyntax(infix)) == nil {
            throw typeError(
              at: position, "arithmetic operation '\(left) \(text) \(right)' (on type 'Int') results in an overflow")
          }
        }
        if text == "/", Self.literalValue(infix.leftOperand) == 0, Self.literalValue(infix.rightOperand) == 0,
          Self.hasFloatLiteral(ExprSyntax(infix))
        {
          // `0.0 / 0.0`: swiftc works it out as it compiles, and gets the positive NaN (`nan`),
          // where the processor's division gives `-nan`.
          return emitConstant(.double(.nan))
        }
        if Self.isArithmetic(ExprSyntax(infix)) && Self.hasFloatLiteral(ExprSyntax(infix)) { doubleLiterals = true }
        // `xs + [2]` for a `[Double]`: an array literal beside Doubles holds Doubles.
        var arrayType: TypeSyntax?
        if text == "+", case .array(let left)? = staticType(of: infix.leftOperand)?.type,
          case .array(let right)? = staticType(of: infix.rightOperand)?.type, left.isFloating || right.isFloating
        {
          arrayType = SwiftStaticType.array(left.isFloating ? left : right).syntax
        }
        // `x + (c ? 1 : 2)` for a Double `x`: literals beside a Double are Doubles.
        let left = staticType(of: infix.leftOperand)
        let right = staticType(of: infix.rightOperand)
        var floating: [TypeSyntax?] = [nil, nil]
        if operation.isBitwise {
          // An Int's bits: a literal beside a Double stays an Int, and the run refuses the pair.
        } else if let left, let right, left.literal == nil, left.type.isFloating, right.literal != nil {
          floating[1] = left.type.syntax
        } else if let left, let right, right.literal == nil, right.type.isFloating, left.literal != nil {
          floating[0] = right.type.syntax
        } else if let right, right.type.isFloating, Self.isLiteralBuiltin(infix.leftOperand) {
          // `max(1, 2) * 0.5`: Swift takes the literals in the call for Doubles too.
          floating[0] = right.type.syntax
        } else if let left, left.type.isFloating, Self.isLiteralBuiltin(infix.rightOperand) {
          floating[1] = left.type.syntax
        } else if ["==", "!=", "<", ">", "<=", ">="].contains(text), let left, let right {
          // `3.5 == 7 / 2`: a Double literal on one side makes the other side's integer
          // literals Doubles, as Swift picks the Doubles' operator.
          if Self.hasFloatLiteral(infix.leftOperand), right.literal == .integer, Self.isArithmetic(infix.rightOperand) {
            floating[1] = SwiftStaticType.double.syntax
          } else if Self.hasFloatLiteral(infix.rightOperand), left.literal == .integer, Self.isArithmetic(infix.leftOperand) {
            floating[0] = SwiftStaticType.double.syntax
          }
        }
        for (position, operand) in [infix.leftOperand, infix.rightOperand].enumerated() {
          if let arrayType, operand.is(ArrayExprSyntax.self) {
            try compileValue(operand, type: arrayType, conversion: .element)
          } else if let type = floating[position], Self.integerLiteral(operand) == nil {
            try compileValue(operand, type: type)
          } else {
            try compileExpression(operand)
          }
        }
        let literal = operation.isBitwise ? .neither : Self.literalSide(infix.leftOperand, infix.rightOperand)
        emit(.binary(operation, line: at, literal: literal))
      }
    }

    /// Refuses an integer divided by the literal 0 (`x / 0`, `y %= 0`), as swiftc refuses it
    /// before anything runs, whatever the dividend; a Double's is infinity.
    func refuseDivisionByZero(_ symbol: String, _ left: ExprSyntax, _ right: ExprSyntax, at mark: TokenSyntax)
      throws(SwiftRunError)
    {
      guard ["/", "%", "/=", "%="].contains(symbol), Self.integerLiteral(right) == 0, !doubleLiterals,
        let dividend = staticType(of: left), dividend.literal == nil, dividend.type == .int || dividend.type == .int64
      else { return }
      throw typeError(at: mark.positionAfterSkippingLeadingTrivia, "division by zero")
    }

    /// Whether an expression is arithmetic (`+ - * /`, a parenthesis, a minus), a literal, or
    /// `max`, `min` or `abs` of integer literals: the nodes through which a literal's type is
    /// inferred (`abs(-3) / 2 * 1.0` is of Doubles throughout).
    static func isArithmetic(_ expression: ExprSyntax) -> Bool {
      if isLiteralBuiltin(expression) { return true }
      if let infix = expression.as(InfixOperatorExprSyntax.self) {
        return ["+", "-", "*", "/"].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
      }
      if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.count == 1 }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "-" }
      return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
    }

    /// Whether an arithmetic expression has a floating-point literal among its operands.
    static func hasFloatLiteral(_ expression: ExprSyntax) -> Bool {
      if expression.is(FloatLiteralExprSyntax.self) { return true }
      guard isArithmetic(expression) else { return false }
      if let infix = expression.as(InfixOperatorExprSyntax.self) {
        return hasFloatLiteral(infix.leftOperand) || hasFloatLiteral(infix.rightOperand)
      }
      if let tuple = expression.as(TupleExprSyntax.self), let only = tuple.elements.first {
        return hasFloatLiteral(only.expression)
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return hasFloatLiteral(prefix.expression) }
      return false
    }

    /// Which operand, if either, is an integer literal (a negative one too).
    static func literalSide(_ left: ExprSyntax, _ right: ExprSyntax) -> SwiftProgram.LiteralSide {
      if integerLiteral(right) != nil { return .right }
      return integerLiteral(left) != nil ? .left : .neither
    }

    /// Emits the test of a value's type: one of the program's types, or of the chapter's
    /// classes and the values it hands over (`HTTPURLResponse`, `StringValidationError`).
    mutating func emitIsType(_ type: TypeSyntax) throws(SwiftRunError) {
      let name = type.trimmedDescription
      if let index = typeIndex[name] { return emit(.isType(index)) }
      guard host.classes.contains(name) || host.valueTypes.contains(name) else {
        throw unsupported(type, "a cast to '\(name)'")
      }
      emit(.isHostType(name: intern(name)))
    }

    /// `x as? T` (nil when it is not one), `x as! T` (a trap) and `x as T`.
    mutating func compileCast(_ cast: AsExprSyntax) throws(SwiftRunError) {
      if cast.questionOrExclamationMark == nil {
        // `3 as Double` is a Double; `n as Double` for an Int `n` does not compile.
        if let wanted = SwiftStaticType(cast.type), let given = staticType(of: cast.expression),
          refuses(cast.expression, given, wanted)
        {
          throw typeError(cast.expression, "cannot convert value of type '\(given.type)' to type '\(wanted)' in coercion")
        }
        return try compileValue(cast.expression, type: cast.type)
      }
      try compileExpression(cast.expression)
      let value = temporary()
      emit(.store(value))
      emit(.load(value))
      try emitIsType(cast.type)
      let fails = emitJump(.jumpIfFalse(-1))
      emit(.load(value))
      if cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { emit(.coerce(.optional)) }
      let end = emitJump(.jump(-1))
      patch(fails, to: context.code.count)
      if cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
        emitConstant(.null)
      } else {
        emit(.trap(message: intern("Fatal error: Could not cast value to '\(cast.type.trimmedDescription)'"), line: line(cast)))
      }
      patch(end, to: context.code.count)
    }

    /// `try`, `try?` (nil on an error) and `try!` (a trap on an error).
    mutating func compileTry(_ expression: TryExprSyntax) throws(SwiftRunError) {
      try checkHandled(expression)
      guard let mark = expression.questionOrExclamationMark else { return try compileExpression(expression.expression) }
      let handler = emitJump(.pushHandler(-1))
      try compileExpression(expression.expression)
      if mark.tokenKind == .postfixQuestionMark { emit(.coerce(.optional)) }
      emit(.popHandler)
      let end = emitJump(.jump(-1))
      patch(handler, to: context.code.count)
      if mark.tokenKind == .postfixQuestionMark {
        emit(.pop)
        emitConstant(.null)
      } else {
        emit(.failTry(line: line(expression)))
      }
      patch(end, to: context.code.count)
    }
  }
#endif
