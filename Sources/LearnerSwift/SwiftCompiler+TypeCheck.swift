#if canImport(SwiftParser)
  import SwiftSyntax

  /// Where a value goes, for the message Swift's compiler gives when it does not fit there.
  enum SwiftConversion: Equatable, Sendable {
    case declaration, assignment, argument, element, dictionaryKey, dictionaryValue, returned, closureResult
    /// `xs[i] = v`, `d[k] = v`: the message names the element's type (`shown`).
    case subscriptAssignment(shown: SwiftStaticType)

    /// Swift's message for a value of type `given` that does not fit `wanted` here.
    func message(_ given: SwiftStaticType, _ wanted: SwiftStaticType) -> String {
      switch self {
      case .declaration:
        if given.kind == wanted.kind && !given.isNamed { return "cannot assign value of type '\(given)' to type '\(wanted)'" }
        return "cannot convert value of type '\(given)' to specified type '\(wanted)'"
      case .assignment: return "cannot assign value of type '\(given)' to type '\(wanted)'"
      case .subscriptAssignment(let shown): return "cannot assign value of type '\(given)' to subscript of type '\(shown)'"
      case .argument: return "cannot convert value of type '\(given)' to expected argument type '\(wanted)'"
      case .element: return "cannot convert value of type '\(given)' to expected element type '\(wanted)'"
      case .dictionaryKey: return "cannot convert value of type '\(given)' to expected dictionary key type '\(wanted)'"
      case .dictionaryValue: return "cannot convert value of type '\(given)' to expected dictionary value type '\(wanted)'"
      case .returned: return "cannot convert return expression of type '\(given)' to return type '\(wanted)'"
      case .closureResult: return "cannot convert value of type '\(given)' to closure result type '\(wanted)'"
      }
    }
  }

  /// The type pass: the static types of the subset's expressions, and the type errors Swift's
  /// compiler reports, in its words, at the line and column it gives, before anything runs.
  ///
  /// A type is known for literals, names (declared with a type or from a value whose type is
  /// known), the properties of the learner's types, the results of the learner's functions,
  /// methods and initializers, the standard library's conversions and a few of its members,
  /// operators, subscripts of arrays and dictionaries, and optionals. Where it is not known (a
  /// chapter's object, a closure's result, a tuple), nothing is reported here: the run checks
  /// what reaches a Double (`SwiftProgram.Coercion.exactDouble`), and the operations their
  /// operands.
  extension SwiftCompiler {
    // MARK: - Checks

    /// A value stored where `wanted` is: a declaration's, an assignment's, an argument's, a
    /// return's; a collection literal's elements are each checked against the element type.
    func checkConversion(_ value: ExprSyntax, to wanted: SwiftStaticType?, _ conversion: SwiftConversion) throws(SwiftRunError) {
      guard let wanted else { return }
      if let ternary = value.as(TernaryExprSyntax.self) {
        // Each branch goes where the value goes; Swift points at the `?`.
        do {
          try checkConversion(ternary.thenExpression, to: wanted, conversion)
          try checkConversion(ternary.elseExpression, to: wanted, conversion)
        } catch {
          throw typeError(at: ternary.questionMark.positionAfterSkippingLeadingTrivia, error.message)
        }
        return
      }
      var collection = wanted
      if case .optional(let inner) = wanted { collection = inner }
      if let array = value.as(ArrayExprSyntax.self) {
        guard case .array(let element) = collection else { return }
        for item in array.elements { try checkConversion(item.expression, to: element, .element) }
        return
      }
      if let dictionary = value.as(DictionaryExprSyntax.self) {
        guard case .dictionary(let key, let valueType) = collection else { return }
        if case .elements(let elements) = dictionary.content {
          for element in elements {
            try checkConversion(element.key, to: key, .dictionaryKey)
            try checkConversion(element.value, to: valueType, .dictionaryValue)
          }
        }
        return
      }
      if staticType(of: value) == nil, wanted.isSimple, let (operand, type) = mismatchedOperand(value, wanted) {
        // Arithmetic of mismatched operands where a type is wanted: Swift blames the first
        // operand that is not of that type.
        throw typeError(operand, SwiftConversion.argument.message(type, wanted))
      }
      guard let given = staticType(of: value), refuses(given, wanted) else { return }
      if wanted == .bool, let literal = value.as(IntegerLiteralExprSyntax.self)?.literal.text, literal == "0" || literal == "1" {
        throw typeError(
          value, "integer literal value '\(literal)' cannot be used as a boolean; did you mean '\(literal == "1")'?")
      }
      if case .optional(let wrapped) = given.type, !wanted.isOptional, SwiftTyped(wrapped).fits(wanted) {
        throw typeError(value, "value of optional type '\(given.type)' must be unwrapped to a value of type '\(wanted)'")
      }
      // Swift names the type an optional wraps when the value is no optional.
      var shown = wanted
      if case .optional(let inner) = wanted, !given.type.isOptional { shown = inner }
      throw typeError(value, conversion.message(given.type, shown))
    }

    /// The first operand, left to right, of an arithmetic expression whose operands' types are
    /// all known and simple, that does not fit `wanted`.
    func mismatchedOperand(_ expression: ExprSyntax, _ wanted: SwiftStaticType) -> (ExprSyntax, SwiftStaticType)? {
      var leaves: [ExprSyntax] = []
      func collect(_ expression: ExprSyntax) {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
          return collect(only.expression)
        }
        // A part whose operands agree is one operand (`n * 2` in `n * 2 + x`).
        if let infix = expression.as(InfixOperatorExprSyntax.self),
          let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/", "%"].contains(text),
          staticType(of: expression) == nil
        {
          collect(infix.leftOperand)
          collect(infix.rightOperand)
          return
        }
        leaves.append(expression)
      }
      collect(expression)
      guard leaves.count > 1 else { return nil }
      let typed = leaves.map { staticType(of: $0) }
      guard typed.allSatisfy({ $0?.type.isSimple == true }) else { return nil }
      for (leaf, type) in zip(leaves, typed) {
        if let type, !type.fits(wanted) { return (leaf, type.type) }
      }
      return nil
    }

    /// `place = value`: the value must fit the place's type (an element's for a subscript).
    func checkAssignment(_ place: ExprSyntax, _ value: ExprSyntax) throws(SwiftRunError) {
      if let subscriptCall = place.as(SubscriptCallExprSyntax.self) {
        guard Self.subscriptDefault(subscriptCall) == nil, subscriptCall.arguments.count == 1 else { return }
        switch staticType(of: subscriptCall.calledExpression)?.type {
        case .array(let element):
          guard let index = subscriptCall.arguments.first, staticType(of: index.expression)?.type == .int else { return }
          try checkConversion(value, to: element, .subscriptAssignment(shown: element))
        case .dictionary(_, let element):
          try checkConversion(value, to: .optional(element), .subscriptAssignment(shown: element))
        default: return
        }
        return
      }
      try checkConversion(value, to: staticType(of: place)?.type, .assignment)
    }

    /// The type a value stored into `place` takes: a property's, an array's element's, a
    /// dictionary's value's.
    func assignedType(_ place: ExprSyntax) -> SwiftStaticType? {
      guard let subscriptCall = place.as(SubscriptCallExprSyntax.self) else { return staticType(of: place)?.type }
      guard Self.subscriptDefault(subscriptCall) == nil, let index = subscriptCall.arguments.first else { return nil }
      switch staticType(of: subscriptCall.calledExpression)?.type {
      case .array(let element): return staticType(of: index.expression)?.type == .int ? element : nil
      case .dictionary(_, let value): return value
      default: return nil
      }
    }

    /// Whether a subscript's or an `append`'s container has no static type here.
    ///
    /// The run then checks that no Int goes into an array or dictionary of Doubles. A variable
    /// declared as holding `Any` is left alone: an Int may go there.
    func uncheckedContainer(_ place: ExprSyntax) -> Bool {
      let container = place.as(SubscriptCallExprSyntax.self)?.calledExpression ?? place
      guard staticType(of: container) == nil, let root = rootName(of: container) else { return false }
      let written = (localBinding(root) ?? globalScope[root])?.type?.trimmedDescription ?? ""
      return !written.contains("Any")
    }

    mutating func emitCheckElement(containerDepth: Int, literal: Bool, line at: Int, _ message: String) {
      emit(.checkElement(containerDepth: containerDepth, valueDepth: 0, literal: literal, line: at, message: intern(message)))
    }

    func isCompound(_ source: Source) -> Bool {
      if case .compound = source { return true }
      return false
    }

    /// `place op= value` of simple types: the value must fit the place's type.
    func checkCompound(_ place: ExprSyntax, _ value: ExprSyntax) throws(SwiftRunError) {
      if case .array? = staticType(of: place)?.type, value.is(ArrayExprSyntax.self) {
        // `xs += [v]`: each new element must be of the array's element type.
        return try checkConversion(value, to: staticType(of: place)?.type, .argument)
      }
      guard let current = staticType(of: place)?.type, current.isSimple, let given = staticType(of: value),
        given.type.isSimple, !given.fits(current)
      else { return }
      throw typeError(value, SwiftConversion.argument.message(given.type, current))
    }

    /// `a + b`, `a < b`…: Swift has no such operator for two different simple types (an Int
    /// and a Double, a String and an Int); a literal adapts to the other side.
    func checkOperands(_ infix: InfixOperatorExprSyntax) throws(SwiftRunError) {
      guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self),
        ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">="].contains(binary.operator.text),
        let left = staticType(of: infix.leftOperand), let right = staticType(of: infix.rightOperand)
      else { return }
      if ["+", "-", "*", "/", "%", "<", "<=", ">", ">="].contains(binary.operator.text) {
        // Arithmetic and ordering take no optional: `o + 1` for an `Int?` must unwrap it.
        for (operand, typed, other) in [(infix.leftOperand, left, right), (infix.rightOperand, right, left)] {
          if case .optional(let wrapped) = typed.type, wrapped.isSimple, other.type.isSimple, other.fits(wrapped) {
            throw typeError(operand, "value of optional type '\(typed.type)' must be unwrapped to a value of type '\(wrapped)'")
          }
        }
      }
      if binary.operator.text == "%", let both = joined(left, right), both.type.isFloating {
        throw typeError(
          at: binary.operator.positionAfterSkippingLeadingTrivia,
          "'%' is unavailable: For floating point numbers use truncatingRemainder instead")
      }
      if case .array = left.type, case .array = right.type, left.type != right.type, checkable(left.type),
        checkable(right.type), binary.operator.text == "+", !infix.leftOperand.is(ArrayExprSyntax.self),
        !infix.rightOperand.is(ArrayExprSyntax.self)
      {
        // `[Int] + [Double]`: arrays join only of one element type.
        throw typeError(
          at: binary.operator.positionAfterSkippingLeadingTrivia,
          "binary operator '+' cannot be applied to operands of type '\(left.type)' and '\(right.type)'")
      }
      if ["==", "!="].contains(binary.operator.text), left.type.isSimple != right.type.isSimple,
        checkable(left.type), checkable(right.type), left.type.isNamed, right.type.isNamed
      {
        // A value of the learner's type and one of a simple type are never equal in Swift: it
        // does not compile (swiftc words it after the protocols it tried).
        throw typeError(
          at: binary.operator.positionAfterSkippingLeadingTrivia,
          "binary operator '\(binary.operator.text)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'")
      }
      guard left.type.isSimple, right.type.isSimple, joined(left, right) == nil else { return }
      throw typeError(
        at: binary.operator.positionAfterSkippingLeadingTrivia,
        "binary operator '\(binary.operator.text)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'")
    }

    /// `c ? a : b`: the branches must have one type (a literal adapts to the other's).
    func checkBranches(_ ternary: TernaryExprSyntax) throws(SwiftRunError) {
      guard let then = staticType(of: ternary.thenExpression), let otherwise = staticType(of: ternary.elseExpression),
        then.type.isSimple, otherwise.type.isSimple, joined(then, otherwise) == nil
      else { return }
      throw typeError(
        at: ternary.thenExpression.positionAfterSkippingLeadingTrivia,
        "result values in '? :' expression have mismatching types '\(then.type)' and '\(otherwise.type)'")
    }

    /// Whether an expression is an argument of `print`, whose parameter takes any value.
    static func isPrintArgument(_ expression: ExprSyntax) -> Bool {
      guard let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print"
    }

    /// Whether Swift certainly refuses a value of type `given` where `wanted` is: both are
    /// types the pass knows all about, and no conversion Swift makes joins them.
    func refuses(_ given: SwiftTyped, _ wanted: SwiftStaticType) -> Bool {
      guard checkable(given.type), checkable(wanted), !given.fits(wanted) else { return false }
      var target = wanted
      if case .optional(let inner) = wanted { target = inner }
      var source = given.type
      if case .optional(let inner) = given.type, target != wanted { source = inner }
      if case .named(let name) = source, case .named(let base) = target, isClass(name, a: base) { return false }
      return true
    }

    /// Whether the pass knows everything about a type: the simple ones, the learner's own
    /// (not a protocol, nor one that literals can make), and collections and optionals of them.
    func checkable(_ type: SwiftStaticType) -> Bool {
      switch type {
      case .named(let name):
        if SwiftStaticType.simple.contains(name) { return true }
        guard let index = typeIndex[name], types[index].kind != .protocolType else { return false }
        return !types[index].conformances.contains { $0.hasPrefix("ExpressibleBy") }
      case .optional(let inner), .array(let inner): return checkable(inner)
      case .dictionary(let key, let value): return checkable(key) && checkable(value)
      }
    }

    /// Whether the class `name` is `base` or one of its subclasses.
    func isClass(_ name: String, a base: String) -> Bool {
      var candidate = typeIndex[name]
      while let current = candidate {
        if types[current].name == base { return true }
        candidate = types[current].superclass
      }
      return false
    }

    /// A type error at the place in `expression` Swift's compiler points to.
    func typeError(_ expression: ExprSyntax, _ message: String) -> SwiftRunError {
      typeError(at: Self.diagnosticPosition(expression), message)
    }

    func typeError(at position: AbsolutePosition, _ message: String) -> SwiftRunError {
      guard emitsStatements else { return SwiftRunError(line: 0, message) }
      let location = converter.location(for: position)
      return SwiftRunError(line: location.line, column: location.column, message)
    }

    /// Where Swift's compiler points in an expression: an operator, a member's name, a
    /// subscript's bracket, a call's callee, a force unwrap's `!`; otherwise the start.
    static func diagnosticPosition(_ expression: ExprSyntax) -> AbsolutePosition {
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        return diagnosticPosition(only.expression)
      }
      if let infix = expression.as(InfixOperatorExprSyntax.self) { return infix.operator.positionAfterSkippingLeadingTrivia }
      if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.positionAfterSkippingLeadingTrivia }
      if let call = expression.as(FunctionCallExprSyntax.self) { return diagnosticPosition(call.calledExpression) }
      if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        return subscriptCall.leftSquare.positionAfterSkippingLeadingTrivia
      }
      if let force = expression.as(ForceUnwrapExprSyntax.self) { return force.exclamationMark.positionAfterSkippingLeadingTrivia }
      if let ternary = expression.as(TernaryExprSyntax.self) { return ternary.questionMark.positionAfterSkippingLeadingTrivia }
      return expression.positionAfterSkippingLeadingTrivia
    }

    /// Records the static type of a name just declared in the innermost scope.
    mutating func noteStaticType(_ name: String, _ type: SwiftStaticType?) {
      guard let type else { return }
      let scope = context.scopes.count - 1
      context.scopes[scope].names[name]?.staticType = type
      if context.isTopLevel, scope == 0, globalScope[name]?.slot == context.scopes[scope].names[name]?.slot {
        globalScope[name]?.staticType = type
      }
    }

    // MARK: - Types of expressions

    /// The type an expression certainly has, or nil when the pass does not know it.
    func staticType(of expression: ExprSyntax) -> SwiftTyped? {
      if expression.is(IntegerLiteralExprSyntax.self) { return SwiftTyped(.int, literal: .integer) }
      if expression.is(FloatLiteralExprSyntax.self) { return SwiftTyped(.double, literal: .float) }
      if expression.is(StringLiteralExprSyntax.self) { return SwiftTyped(.string) }
      if expression.is(BooleanLiteralExprSyntax.self) { return SwiftTyped(.bool) }
      if let tuple = expression.as(TupleExprSyntax.self) {
        guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
        return staticType(of: only.expression)
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return nameType(reference.baseName.text).map { SwiftTyped($0) }
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        if prefix.operator.text == "!" { return SwiftTyped(.bool) }
        guard prefix.operator.text == "-", let inner = staticType(of: prefix.expression),
          inner.type == .int || inner.type.isFloating
        else { return nil }
        return inner
      }
      if let infix = expression.as(InfixOperatorExprSyntax.self) { return infixType(infix) }
      if let member = expression.as(MemberAccessExprSyntax.self) { return memberAccessType(member) }
      if let call = expression.as(FunctionCallExprSyntax.self) { return callType(call) }
      if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return subscriptType(subscriptCall) }
      if let force = expression.as(ForceUnwrapExprSyntax.self) {
        guard case .optional(let wrapped)? = staticType(of: force.expression)?.type else { return nil }
        return SwiftTyped(wrapped)
      }
      if let ternary = expression.as(TernaryExprSyntax.self) {
        guard let then = staticType(of: ternary.thenExpression), let otherwise = staticType(of: ternary.elseExpression) else {
          return nil
        }
        return joined(then, otherwise)
      }
      if let tryExpression = expression.as(TryExprSyntax.self), tryExpression.questionOrExclamationMark == nil {
        return staticType(of: tryExpression.expression)
      }
      if expression.is(IsExprSyntax.self) { return SwiftTyped(.bool) }
      if let cast = expression.as(AsExprSyntax.self) {
        guard let type = SwiftStaticType(cast.type) else { return nil }
        return SwiftTyped(cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? .optional(type) : type)
      }
      if let array = expression.as(ArrayExprSyntax.self) {
        guard let element = commonType(array.elements.map(\.expression)) else { return nil }
        return SwiftTyped(.array(element))
      }
      if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
        guard let key = commonType(elements.map(\.key)), let value = commonType(elements.map(\.value)) else { return nil }
        return SwiftTyped(.dictionary(key: key, value: value))
      }
      return nil
    }

    /// The one type of a collection literal's elements (`[1, 2.5]` is `[Double]`), or nil.
    func commonType(_ expressions: [ExprSyntax]) -> SwiftStaticType? {
      var common: SwiftTyped?
      for expression in expressions {
        guard let typed = staticType(of: expression) else { return nil }
        guard let so_far = common else {
          common = typed
          continue
        }
        guard let both = joined(so_far, typed) else { return nil }
        common = both
      }
      return common?.type
    }

    /// The type two values of an operator, or a ternary's branches, have together: the same
    /// type, a literal adapting to the other side, Double and CGFloat together; nil if none.
    func joined(_ left: SwiftTyped, _ right: SwiftTyped) -> SwiftTyped? {
      if let a = left.literal, let b = right.literal {
        return a == .float || b == .float ? SwiftTyped(.double, literal: .float) : left
      }
      if left.literal != nil { return left.fits(right.type) ? SwiftTyped(right.type) : nil }
      if right.literal != nil { return right.fits(left.type) ? SwiftTyped(left.type) : nil }
      if left.type == right.type || (left.type.isFloating && right.type.isFloating) { return SwiftTyped(left.type) }
      return nil
    }

    /// A name's type: a variable's (a closure's capture's too), a property of `self`, a static
    /// property inside its type, a global.
    func nameType(_ name: String) -> SwiftStaticType? {
      if let binding = localBinding(name) { return bindingType(binding) }
      if context.isClosure {
        for depth in stride(from: outer.count - 1, through: 0, by: -1) {
          if let binding = outer[depth].scopes.reversed().lazy.compactMap({ $0.names[name] }).first {
            return bindingType(binding)
          }
          if !outer[depth].isClosure { break }
        }
      }
      if let type = context.selfType ?? outer.last(where: { $0.selfType != nil })?.selfType {
        let isStatic = context.isStatic || outer.last(where: { $0.selfType != nil })?.isStatic == true
        if !isStatic, name != "self", hasMember(type, name) { return memberType(.named(types[type].name), name)?.type }
        if let binding = globalScope["\(types[type].name).\(name)"] { return bindingType(binding) }
      }
      return globalScope[name].flatMap { bindingType($0) }
    }

    func bindingType(_ binding: Binding) -> SwiftStaticType? {
      guard binding.host == nil else { return nil }
      return binding.staticType ?? SwiftStaticType(binding.type)
    }

    /// Whether a name is a variable here (it may hold a closure, so a call of it is the
    /// closure's, not a function's or a type's).
    func isVariable(_ name: String) -> Bool {
      if localBinding(name) != nil || globalScope[name] != nil { return true }
      return outer.contains { context in context.scopes.contains { $0.names[name] != nil } }
    }

    func infixType(_ infix: InfixOperatorExprSyntax) -> SwiftTyped? {
      guard let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
      switch text {
      case "&&", "||", "==", "!=", "<", "<=", ">", ">=", "===", "!==": return SwiftTyped(.bool)
      case "??":
        guard case .optional(let wrapped)? = staticType(of: infix.leftOperand)?.type,
          let fallback = staticType(of: infix.rightOperand), fallback.fits(wrapped)
        else { return nil }
        if case .optional = fallback.type { return nil }
        return SwiftTyped(wrapped)
      case "+", "-", "*", "/", "%":
        guard let left = staticType(of: infix.leftOperand), let right = staticType(of: infix.rightOperand) else { return nil }
        return joined(left, right)
      default: return nil
      }
    }

    /// `base.name`: a property of a value of a known type, a static property or enum case of
    /// a type, or one of the standard library's constants.
    func memberAccessType(_ member: MemberAccessExprSyntax) -> SwiftTyped? {
      let name = member.declName.baseName.text
      guard let base = member.base, !base.is(SuperExprSyntax.self) else { return nil }
      if let reference = base.as(DeclReferenceExprSyntax.self), localBinding(reference.baseName.text) == nil {
        let typeName = reference.baseName.text
        if let type = typeIndex[typeName] {
          if let index = types[type].cases.firstIndex(of: name) {
            return types[type].caseLabels[index].isEmpty ? SwiftTyped(.named(types[type].name)) : nil
          }
          if let binding = globalScope["\(types[type].name).\(name)"] { return bindingType(binding).map { SwiftTyped($0) } }
          if let signature = functionSignatures["\(types[type].name).\(name)"]?.first, signature.selector == name {
            return SwiftStaticType(returnTypes[signature.function]).map { SwiftTyped($0) }
          }
          return nil
        }
        let constants: [String: SwiftStaticType] = [
          "Int.max": .int, "Int.min": .int, "Double.pi": .double, "Double.infinity": .double, "CGFloat.pi": .named("CGFloat"),
        ]
        if let constant = constants[typeName + "." + name] { return SwiftTyped(constant) }
      }
      guard Int(name) == nil, let baseType = staticType(of: base)?.type else { return nil }
      return memberType(baseType, name)
    }

    /// The type of a property of a value of `type`.
    func memberType(_ type: SwiftStaticType, _ name: String) -> SwiftTyped? {
      switch type {
      case .named(let typeName):
        if let index = typeIndex[typeName] {
          guard types[index].kind != .protocolType else { return nil }
          var candidate: Int? = index
          while let current = candidate {
            if let field = records[current].fields.first(where: { $0.name == name }) {
              return fieldType(field).map { SwiftTyped($0) }
            }
            if let computed = records[current].computed.first(where: { $0.name == name && !$0.isStatic }) {
              return SwiftStaticType(computed.type).map { SwiftTyped($0) }
            }
            candidate = types[current].superclass
          }
          if name == "rawValue", !types[index].rawValues.isEmpty, let raw = records[index].inherited.first {
            return SwiftTyped(.named(raw))
          }
          return nil
        }
        if typeName == "String" { return ["count": .int, "isEmpty": .bool][name].map { SwiftTyped($0) } }
        return nil
      case .array(let element):
        let members: [String: SwiftStaticType] = [
          "count": .int, "isEmpty": .bool, "first": .optional(element), "last": .optional(element),
        ]
        return members[name].map { SwiftTyped($0) }
      case .dictionary:
        return ["count": .int, "isEmpty": .bool][name].map { SwiftTyped($0) }
      case .optional:
        return nil
      }
    }

    /// A stored property's type: written, or its default value's when that is a literal or
    /// an instance of the learner's types.
    func fieldType(_ field: TypeRecord.Field) -> SwiftStaticType? {
      if let written = field.type { return SwiftStaticType(written) }
      guard let initial = field.initial else { return nil }
      if let literal = Self.literalType(initial) { return literal }
      if let call = initial.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = typeIndex[name],
        types[type].kind == .structType || types[type].kind == .classType
      {
        return .named(name)
      }
      return nil
    }

    /// The type a literal gives a name declared from it.
    static func literalType(_ expression: ExprSyntax) -> SwiftStaticType? {
      let literal =
        expression.as(PrefixOperatorExprSyntax.self).flatMap { $0.operator.text == "-" ? $0.expression : nil } ?? expression
      if literal.is(IntegerLiteralExprSyntax.self) { return .int }
      if literal.is(FloatLiteralExprSyntax.self) { return .double }
      if expression.is(StringLiteralExprSyntax.self) { return .string }
      if expression.is(BooleanLiteralExprSyntax.self) { return .bool }
      return nil
    }

    /// A call's result: the learner's functions, initializers, enum cases and methods; the
    /// standard library's conversions and a few of its functions and methods.
    func callType(_ call: FunctionCallExprSyntax) -> SwiftTyped? {
      let arguments = Self.arguments(call)
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        // In the order `compileCall` and `resolve` take them.
        let name = callee.baseName.text
        if localBinding(name) == nil, functionSignatures[name] == nil, typeIndex[name] == nil, globalScope[name] == nil,
          Self.builtinNames.contains(name)
        {
          return builtinType(name, arguments)
        }
        if localBinding(name) != nil || isVariable(name) && globalScope[name] == nil { return nil }
        var qualified = name
        if let type = context.selfType ?? outer.last(where: { $0.selfType != nil })?.selfType {
          let isStatic = context.isStatic || outer.last(where: { $0.selfType != nil })?.isStatic == true
          if !isStatic, hasMember(type, name) { return methodType(.named(types[type].name), name, arguments) }
          if functionSignatures["\(types[type].name).\(name)"] != nil { qualified = "\(types[type].name).\(name)" }
        }
        if qualified == name, globalScope[name] != nil { return nil }
        if let signatures = functionSignatures[qualified] {
          guard let signature = signatures.first(where: { Self.match($0, arguments) != nil }) else { return nil }
          return SwiftStaticType(returnTypes[signature.function]).map { SwiftTyped($0) }
        }
        guard let type = typeIndex[name] else { return nil }
        switch types[type].kind {
        case .enumType: return SwiftTyped(.optional(.named(name)))
        case .protocolType: return nil
        default: return SwiftTyped(.named(name))
        }
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        !base.is(SuperExprSyntax.self)
      else { return nil }
      let name = member.declName.baseName.text
      if let reference = base.as(DeclReferenceExprSyntax.self), localBinding(reference.baseName.text) == nil,
        let type = typeIndex[reference.baseName.text]
      {
        if types[type].cases.contains(name) { return SwiftTyped(.named(types[type].name)) }
        if name == "init" { return types[type].kind == .protocolType ? nil : SwiftTyped(.named(types[type].name)) }
        guard
          let signature = functionSignatures["\(types[type].name).\(name)"]?.first(where: { Self.match($0, arguments) != nil })
        else { return nil }
        return SwiftStaticType(returnTypes[signature.function]).map { SwiftTyped($0) }
      }
      guard let receiver = staticType(of: base)?.type else { return nil }
      return methodType(receiver, name, arguments)
    }

    /// What a method of a value of type `receiver` returns.
    func methodType(_ receiver: SwiftStaticType, _ name: String, _ arguments: [Argument]) -> SwiftTyped? {
      switch receiver {
      case .named(let typeName):
        if let index = typeIndex[typeName] {
          guard types[index].kind != .protocolType else { return nil }
          var candidate: Int? = index
          while let current = candidate {
            for method in records[current].methods where method.name == name && !method.isStatic {
              let signature = Self.signature(method.function, name, method.decl.signature.parameterClause.parameters)
              if Self.match(signature, arguments) != nil {
                return SwiftStaticType(returnTypes[method.function]).map { SwiftTyped($0) }
              }
            }
            candidate = types[current].superclass
          }
          return nil
        }
        if receiver == .string, arguments.count == 0, ["uppercased", "lowercased"].contains(name) { return SwiftTyped(.string) }
        if receiver == .string, arguments.count == 1, ["hasPrefix", "hasSuffix"].contains(name) { return SwiftTyped(.bool) }
        if receiver.isFloating, arguments.isEmpty, ["rounded", "squareRoot"].contains(name) { return SwiftTyped(receiver) }
        return nil
      case .array(let element):
        switch (name, arguments.count) {
        case ("contains", 1): return SwiftTyped(.bool)
        case ("reduce", 2):
          // The result is the initial value's type (a literal's is the elements' when it fits them).
          guard let initial = staticType(of: arguments[0].expression) else { return nil }
          if initial.literal != nil, element.isSimple, initial.fits(element) { return SwiftTyped(element) }
          return SwiftTyped(initial.type)
        case ("sorted", _), ("filter", 1): return SwiftTyped(receiver)
        case ("firstIndex", 1), ("lastIndex", 1): return SwiftTyped(.optional(.int))
        case ("removeLast", 0), ("removeFirst", 0), ("remove", 1): return SwiftTyped(element)
        case ("min", 0), ("max", 0): return SwiftTyped(.optional(element))
        case ("joined", _) where element == .string: return SwiftTyped(.string)
        default: return nil
        }
      case .dictionary, .optional:
        return nil
      }
    }

    /// The names `compileBuiltinCall` compiles.
    static let builtinNames: Set<String> = [
      "print", "Double", "CGFloat", "Int", "String", "abs", "fatalError", "sin", "cos", "sqrt", "min", "max", "stride",
      "Array", "Optional",
    ]

    /// The standard library's free functions the subset has: the conversions, `abs`, `min`,
    /// `max`, `sqrt`, `sin`, `cos`.
    func builtinType(_ name: String, _ arguments: [Argument]) -> SwiftTyped? {
      let values = arguments.filter { $0.label == nil }.map { staticType(of: $0.expression) }
      switch name {
      case "Double", "CGFloat": return arguments.count == 1 ? SwiftTyped(.named(name)) : nil
      case "String": return arguments.count == 1 ? SwiftTyped(.string) : nil
      case "Int":
        guard arguments.count == 1, let given = values.first ?? nil else { return nil }
        if given.type == .string { return SwiftTyped(.optional(.int)) }
        return given.type == .int || given.type.isFloating ? SwiftTyped(.int) : nil
      case "abs":
        guard values.count == 1, let given = values[0], given.type == .int || given.type.isFloating else { return nil }
        return given
      case "min", "max":
        guard values.count >= 2, values.count == arguments.count else { return nil }
        var common: SwiftTyped?
        for value in values {
          guard let value, value.type.isSimple else { return nil }
          guard let so_far = common else {
            common = value
            continue
          }
          common = joined(so_far, value)
          if common == nil { return nil }
        }
        return common
      case "sqrt", "sin", "cos":
        guard values.count == 1, let given = values[0] else { return nil }
        if given.literal != nil { return SwiftTyped(.double) }
        return given.type.isFloating ? SwiftTyped(given.type) : nil
      default:
        return nil
      }
    }

    /// The type of a for loop's element: an array's element, an Int of a range of Ints.
    func elementType(of sequence: ExprSyntax) -> SwiftStaticType? {
      if let infix = sequence.as(InfixOperatorExprSyntax.self),
        let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, text == "..<" || text == "..."
      {
        let bounds = [infix.leftOperand, infix.rightOperand].map { staticType(of: $0)?.type }
        return bounds.allSatisfy { $0 == .int } ? .int : nil
      }
      guard case .array(let element)? = staticType(of: sequence)?.type else { return nil }
      return element
    }

    /// The types of a for loop's pair: a dictionary's key and value, an enumerated array's
    /// offset and element.
    func pairTypes(of sequence: ExprSyntax) -> [SwiftStaticType?] {
      if case .dictionary(let key, let value)? = staticType(of: sequence)?.type { return [key, value] }
      if let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
        let base = member.base, case .array(let element)? = staticType(of: base)?.type
      {
        return [.int, element]
      }
      return [nil, nil]
    }

    /// `xs[i]` of an array, `d[k]` (an optional) and `d[k, default: v]` of a dictionary.
    func subscriptType(_ subscriptCall: SubscriptCallExprSyntax) -> SwiftTyped? {
      guard let container = staticType(of: subscriptCall.calledExpression)?.type else { return nil }
      if Self.subscriptDefault(subscriptCall) != nil {
        guard case .dictionary(_, let value) = container else { return nil }
        return SwiftTyped(value)
      }
      guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first, index.label == nil else {
        return nil
      }
      switch container {
      case .array(let element): return staticType(of: index.expression)?.type == .int ? SwiftTyped(element) : nil
      case .dictionary(_, let value): return SwiftTyped(.optional(value))
      default: return nil
      }
    }
  }

  extension SwiftStaticType {
    var isOptional: Bool {
      if case .optional = self { return true }
      return false
    }

    /// Whether it is a named type, not an optional or a collection.
    var isNamed: Bool { kind == 0 }

    /// Which of the four kinds it is (Swift words a mismatch of two optionals, two arrays or two
    /// dictionaries as an assignment, even in a declaration).
    var kind: Int {
      switch self {
      case .named: 0
      case .optional: 1
      case .array: 2
      case .dictionary: 3
      }
    }
  }
#endif
