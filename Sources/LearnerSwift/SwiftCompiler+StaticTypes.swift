#if canImport(SwiftParser)
  import SwiftSyntax

  /// The type pass's knowledge: the static type of each expression it can be sure of.
  ///
  /// `SwiftCompiler+TypeCheck.swift` reports, from these, what does not fit where it goes.
  extension SwiftCompiler {
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
        if prefix.operator.text == "~" { return staticType(of: prefix.expression)?.type == .int ? SwiftTyped(.int) : nil }
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
      // `[[1], [2.5]]`: array literals in a literal have their elements' one type together.
      let literals = expressions.compactMap { $0.as(ArrayExprSyntax.self) }
      if literals.count == expressions.count, !literals.isEmpty, literals.contains(where: { !$0.elements.isEmpty }) {
        return commonType(literals.flatMap { $0.elements.map(\.expression) }).map { .array($0) }
      }
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
      if let binding = localOrCapturedBinding(name) { return bindingType(binding) }
      if let type = enclosingType {
        let isStatic = context.isStatic || outer.last(where: { $0.selfType != nil })?.isStatic == true
        if !isStatic, name != "self", hasMember(type, name) { return memberType(.named(types[type].name), name)?.type }
        if let binding = globalScope["\(types[type].name).\(name)"] { return bindingType(binding) }
      }
      return globalScope[name].flatMap { bindingType($0) }
    }

    func bindingType(_ binding: Binding) -> SwiftStaticType? {
      guard binding.host == nil else { return nil }
      return binding.staticType ?? SwiftStaticType(binding.type) ?? binding.type.flatMap(optionSetName).map { .named($0) }
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
        let (left, right) = (staticType(of: infix.leftOperand), staticType(of: infix.rightOperand))
        if let declared = userOperatorType(text, left, right) { return declared }
        guard let left, let right else { return nil }
        return joined(left, right)
      case "<<", ">>", "&", "|", "^":
        // Only Int has bits here.
        guard staticType(of: infix.leftOperand)?.type == .int, staticType(of: infix.rightOperand)?.type == .int else {
          return nil
        }
        return SwiftTyped(.int)
      default: return nil
      }
    }

    /// `base.name`: a property of a value of a known type, a static property or enum case of
    /// a type, or one of the standard library's constants.
    func memberAccessType(_ member: MemberAccessExprSyntax) -> SwiftTyped? {
      let name = member.declName.baseName.text
      if member.base == nil, name == "infinity" || name == "pi", !types.contains(where: { $0.cases.contains(name) }) {
        // `.infinity` and `.pi` are Double's here.
        return SwiftTyped(.double)
      }
      guard let base = member.base, !base.is(SuperExprSyntax.self) else { return nil }
      if let type = optionSetName(of: base) { return SwiftTyped(.named(type)) }
      if let element = tupleElementType(base, name) { return element }
      if case .named(let type)? = staticType(of: base)?.type, host.optionSets[type] != nil {
        return name == "rawValue" ? SwiftTyped(.int) : name == "isEmpty" ? SwiftTyped(.bool) : nil
      }
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
      if let type = host.memberTypes[name], typeIndex[type] != nil || SwiftStaticType.simple.contains(type),
        isHostObject(base)
      {
        // A chapter's object's geometry (`v.frame`): the frameworks' type its chapter gives it.
        return SwiftTyped(.named(type))
      }
      guard Int(name) == nil, let baseType = staticType(of: base)?.type else { return nil }
      return memberType(baseType, name)
    }

    /// Whether `expression` is one of the chapter's objects: by its name, or as a value of one
    /// of its classes.
    func isHostObject(_ expression: ExprSyntax) -> Bool {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if localBinding(name) == nil, globalScope[name] == nil, host.objects.contains(name) { return true }
      }
      if case .named(let type)? = staticType(of: expression)?.type { return host.classes.contains(type) }
      return false
    }

    /// The type of a property of a value of `type`.
    func memberType(_ type: SwiftStaticType, _ name: String) -> SwiftTyped? {
      switch type {
      case .named(let typeName):
        if let index = typeIndex[typeName] {
          guard types[index].kind != .protocolType else {
            // A property the protocol requires has its written type in every conforming type.
            guard let required = records[index].requirementTypes[name].flatMap({ SwiftStaticType($0) }),
              isOwnOrSimple(required)
            else { return nil }
            return SwiftTyped(required)
          }
          for current in lineage(of: index) {
            if let field = records[current].fields.first(where: { $0.name == name }) {
              return fieldType(field).map { SwiftTyped($0) }
            }
            if let computed = records[current].computed.first(where: { $0.name == name && !$0.isStatic }) {
              return SwiftStaticType(computed.type).map { SwiftTyped($0) }
            }
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

    /// Whether every type `type` names is one of the subset's simple types or one of the
    /// learner's: a framework's type is the chapter's to check.
    func isOwnOrSimple(_ type: SwiftStaticType) -> Bool {
      switch type {
      case .named(let name): SwiftStaticType.simple.contains(name) || typeIndex[name] != nil
      case .optional(let wrapped), .array(let wrapped): isOwnOrSimple(wrapped)
      case .dictionary(let key, let value): isOwnOrSimple(key) && isOwnOrSimple(value)
      }
    }

    /// A stored property's type: written, or its default value's when that is a literal or
    /// an instance of the learner's types.
    func fieldType(_ field: TypeRecord.Field) -> SwiftStaticType? {
      if let written = field.type { return SwiftStaticType(written) }
      guard let initial = field.initial else { return nil }
      return initialType(initial)
    }

    /// The type a stored property's default value gives it: a literal's, an instance's of the
    /// learner's types, or an array literal's of those (`[C()]`, `[1, 2.5]`); nil for another.
    func initialType(_ initial: ExprSyntax) -> SwiftStaticType? {
      if let array = initial.as(ArrayExprSyntax.self), !array.elements.isEmpty {
        var elements: Set<String> = []
        var element: SwiftStaticType?
        for item in array.elements {
          guard let type = initialType(item.expression), case .named(let name) = type else { return nil }
          elements.insert(name)
          element = type
        }
        if elements == ["Int", "Double"] { return .array(.double) }
        return elements.count == 1 ? element.map { .array($0) } : nil
      }
      if let literal = Self.literalType(initial) { return literal }
      if let call = initial.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = typeIndex[name],
        types[type].kind == .structType || types[type].kind == .classType
      {
        return constructedType(type, Self.arguments(call))
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
      if let type = Self.emptyCollectionType(call) { return SwiftStaticType(type).map { SwiftTyped($0) } }
      if let (element, value, _) = Self.repeatingArray(call) {
        if let element = element.flatMap(SwiftStaticType.init) { return SwiftTyped(.array(element)) }
        // `Array(repeating: 0, count: 2)`: a literal's type is the place's, as the literal's is.
        guard let given = staticType(of: value) else { return nil }
        return given.literal == nil ? SwiftTyped(.array(given.type)) : nil
      }
      let arguments = Self.arguments(call)
      if let type = optionSetName(of: call.calledExpression) { return SwiftTyped(.named(type)) }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        case .named(let type)? = staticType(of: base)?.type, host.optionSets[type] != nil
      {
        // The set algebra of the chapter's option set.
        switch member.declName.baseName.text {
        case "union", "intersection", "symmetricDifference", "subtracting": return SwiftTyped(.named(type))
        case "contains", "isSubset", "isSuperset", "isDisjoint": return SwiftTyped(.bool)
        default: return nil
        }
      }
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
        if let type = enclosingType {
          let isStatic = context.isStatic || outer.last(where: { $0.selfType != nil })?.isStatic == true
          if !isStatic, hasMember(type, name) { return methodType(.named(types[type].name), name, arguments) }
          if functionSignatures["\(types[type].name).\(name)"] != nil { qualified = "\(types[type].name).\(name)" }
        }
        if qualified == name, globalScope[name] != nil { return nil }
        if let signatures = functionSignatures[qualified] {
          guard let signature = signatures.first(where: { Self.match($0, arguments) != nil }) else { return nil }
          return SwiftStaticType(returnTypes[signature.function]).map { SwiftTyped($0) }
        }
        guard let type = typeIndex[name] else {
          // An object the chapter makes (`UIView(frame: r)`, `UndoManager()`): of its class, as
          // no initializer of the chapters' classes fails but Foundation's `URL(string:)`.
          guard host.classes.contains(name), name != "URL" else { return nil }
          return SwiftTyped(.named(name))
        }
        return types[type].kind == .protocolType ? nil : SwiftTyped(constructedType(type, arguments))
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        !base.is(SuperExprSyntax.self)
      else { return nil }
      let name = member.declName.baseName.text
      if let reference = base.as(DeclReferenceExprSyntax.self), localBinding(reference.baseName.text) == nil,
        let type = typeIndex[reference.baseName.text]
      {
        if types[type].cases.contains(name) { return SwiftTyped(.named(types[type].name)) }
        if name == "init" { return types[type].kind == .protocolType ? nil : SwiftTyped(constructedType(type, arguments)) }
        guard
          let signature = functionSignatures["\(types[type].name).\(name)"]?.first(where: { Self.match($0, arguments) != nil })
        else { return nil }
        return SwiftStaticType(returnTypes[signature.function]).map { SwiftTyped($0) }
      }
      // An array literal of whole numbers takes its elements' type from where its result goes
      // (`let ds: [Double] = [3, 1].sorted()`): its method's result is not certain.
      if let literal = base.as(ArrayExprSyntax.self),
        literal.elements.contains(where: { SwiftCompiler.integerLiteral($0.expression) != nil })
      {
        return nil
      }
      guard let receiver = staticType(of: base)?.type else { return nil }
      return methodType(receiver, name, arguments)
    }

    /// What a method of a value of type `receiver` returns.
    func methodType(_ receiver: SwiftStaticType, _ name: String, _ arguments: [Argument]) -> SwiftTyped? {
      switch receiver {
      case .named(let typeName):
        if let index = typeIndex[typeName] {
          guard types[index].kind != .protocolType else {
            // A requirement's result type is every conforming type's method's.
            let selector = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
            guard let written = records[index].requirementResults[selector], let result = SwiftStaticType(written),
              isOwnOrSimple(result)
            else { return nil }
            return SwiftTyped(result)
          }
          for current in lineage(of: index) {
            for method in records[current].methods where method.name == name && !method.isStatic {
              let signature = Self.signature(method.function, name, method.decl.signature.parameterClause.parameters)
              if Self.match(signature, arguments) != nil {
                return SwiftStaticType(returnTypes[method.function]).map { SwiftTyped($0) }
              }
            }
          }
          return nil
        }
        if receiver == .string, arguments.count == 0, ["uppercased", "lowercased"].contains(name) { return SwiftTyped(.string) }
        if receiver == .string, arguments.isEmpty, name == "reversed" { return SwiftTyped(.reversed(receiver)) }
        if receiver == .string, arguments.count == 1, ["hasPrefix", "hasSuffix"].contains(name) { return SwiftTyped(.bool) }
        if receiver == .string, name == "starts", arguments.map(\.label) == ["with"] { return SwiftTyped(.bool) }
        if receiver == .string, name == "replacingOccurrences", arguments.map(\.label) == ["of", "with"] {
          return SwiftTyped(.string)
        }
        if receiver == .string, name == "split", arguments.map(\.label) == ["separator"] {
          return SwiftTyped(.array(.substring))
        }
        if receiver.isFloating, arguments.isEmpty, ["rounded", "squareRoot"].contains(name) { return SwiftTyped(receiver) }
        return nil
      case .array(let element):
        switch (name, arguments.count) {
        case ("contains", 1): return SwiftTyped(.bool)
        case ("starts", 1) where arguments.first?.label == "with": return SwiftTyped(.bool)
        case ("reduce", 2):
          // The result is the initial value's type (a literal's is the elements' when it fits them).
          // What the closure adds goes first: `reduce(0) { $0 + Double($1) }` is a Double's.
          guard let initial = staticType(of: arguments[0].expression) else { return nil }
          if initial.literal == .integer, reducedPart(arguments, element: element)?.type.isFloating == true {
            return SwiftTyped(.double)
          }
          if initial.literal != nil, element.isSimple, initial.fits(element) { return SwiftTyped(element) }
          return SwiftTyped(initial.type)
        case ("sorted", _), ("filter", 1): return SwiftTyped(receiver)
        case ("reversed", 0): return SwiftTyped(.reversed(receiver))
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
    static let builtinNames: Set<String> = Set<String>([
      "print", "Double", "CGFloat", "Int", "Int64", "String", "abs", "fatalError", "sin", "cos", "sqrt", "min", "max", "stride",
      "Array", "Optional", "zip",
    ]).union(SwiftMath.allCases.map(\.rawValue)).union(SwiftCheck.allCases.map(\.rawValue))

    /// The standard library's free functions the subset has: the conversions, `abs`, `min`,
    /// `max`, `sqrt`, `sin`, `cos`.
    func builtinType(_ name: String, _ arguments: [Argument]) -> SwiftTyped? {
      let values = arguments.filter { $0.label == nil }.map { staticType(of: $0.expression) }
      switch name {
      case "Double", "CGFloat":
        guard arguments.count == 1 else { return nil }
        // `Double("2.5")` parses, and may not: an optional.
        if let given = values.first ?? nil, given.type == .string { return SwiftTyped(.optional(.named(name))) }
        return SwiftTyped(.named(name))
      case "String":
        let labels = arguments.map(\.label)
        return arguments.count <= 1 || labels.first == "format" || labels == ["repeating", "count"] || labels == [nil, "radix"]
          ? SwiftTyped(.string) : nil
      case "Int", "Int64":
        if name == "Int", arguments.map(\.label) == [nil, "radix"] { return SwiftTyped(.optional(.int)) }
        guard arguments.count == 1, let given = values.first ?? nil else { return nil }
        let type = SwiftStaticType.named(name)
        if given.type == .string { return SwiftTyped(.optional(type)) }
        return given.type == .int || given.type == .int64 || given.type.isFloating ? SwiftTyped(type) : nil
      case "Optional":
        // `Optional(1)`: an Int?.
        guard arguments.count == 1, let given = values.first ?? nil, !given.type.isOptional else { return nil }
        return SwiftTyped(.optional(given.type))
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
      case _ where SwiftMath(rawValue: name) != nil:
        return SwiftTyped(.double)
      case _ where SwiftCheck(rawValue: name) != nil:
        return nil
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
      if let (_, element) = enumeratedArray(sequence) { return [.int, element] }
      return [nil, nil]
    }

    /// `xs.enumerated()` of an array the pass knows: the call's member name and the array's
    /// element type.
    func enumeratedArray(_ sequence: ExprSyntax) -> (member: MemberAccessExprSyntax, element: SwiftStaticType)? {
      guard let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
        let base = member.base, case .array(let element)? = staticType(of: base)?.type
      else { return nil }
      return (member, element)
    }

    /// The element types of a for loop's sequence of tuples, and where swiftc points when a
    /// pattern does not fit them.
    ///
    /// The types are as swiftc writes them (`key: String`): a dictionary's pairs, an enumerated
    /// array's, an array literal's tuples. Nil where the pass does not know them.
    func elementTupleTypes(of sequence: ExprSyntax) -> (types: [String], at: AbsolutePosition)? {
      let start = sequence.positionAfterSkippingLeadingTrivia
      if case .dictionary(let key, let value)? = staticType(of: sequence)?.type {
        return (["key: \(key)", "value: \(value)"], start)
      }
      if let (member, element) = enumeratedArray(sequence) {
        return (["offset: Int", "element: \(element)"], member.declName.positionAfterSkippingLeadingTrivia)
      }
      if let array = sequence.as(ArrayExprSyntax.self), let first = array.elements.first?.expression,
        let types = unlabelledTypes(of: first)
      {
        return (types, start)
      }
      return nil
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
#endif
