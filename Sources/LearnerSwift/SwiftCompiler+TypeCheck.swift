#if canImport(SwiftParser)
  import SwiftSyntax

  /// The type pass's checks: Swift's type errors, in swiftc's words, at its line and column.
  ///
  /// They are reported before anything runs, wherever the static types of a value and of the
  /// place it goes are known (`SwiftCompiler+StaticTypes.swift`): literals, names declared with
  /// a type or from a value of a known type, the properties of the learner's types, the results
  /// of the learner's functions, methods and initializers, the standard library's conversions
  /// and a few of its members, operators, subscripts of arrays and dictionaries, optionals.
  /// Where a value's type is not known (a chapter's object, a closure's result, a tuple made
  /// where the pass cannot see its elements), nothing is reported here: the run checks what
  /// reaches a place of a simple type (`SwiftProgram.Coercion.exactDouble` and `.exact`,
  /// `checkElement`, `setMember`), and the operations check their operands.
  extension SwiftCompiler {
    // MARK: - Checks

    /// A value stored where `wanted` is: a declaration's, an assignment's, an argument's, a
    /// return's; a collection literal's elements are each checked against the element type.
    func checkConversion(_ value: ExprSyntax, to wanted: SwiftStaticType?, _ conversion: SwiftConversion) throws(SwiftRunError) {
      guard let wanted else { return }
      if value.is(NilLiteralExprSyntax.self) {
        // Only an optional holds nil. The standard library's types and the learner's own are
        // known here; a framework's are left to the run.
        if case .named(let name) = wanted, !wanted.isSimple, typeIndex[name] == nil { return }
        guard !wanted.isOptional else { return }
        throw typeError(at: value.positionAfterSkippingLeadingTrivia, conversion.nilMessage(wanted))
      }
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
      if let given = staticType(of: value)?.type { try checkSubstrings(value, given, wanted, conversion) }
      guard let given = staticType(of: value), refuses(given, wanted) else { return }
      if wanted == .bool, let literal = value.as(IntegerLiteralExprSyntax.self)?.literal.text, literal == "0" || literal == "1" {
        throw typeError(
          value, "integer literal value '\(literal)' cannot be used as a boolean; did you mean '\(literal == "1")'?")
      }
      if case .optional(let wrapped) = given.type, !wanted.isOptional, SwiftTyped(wrapped).fits(wanted) {
        throw typeError(value, SwiftUnwrapError.toValue(optional: "\(given.type)", wanted: "\(wanted)"))
      }
      // Swift names the type an optional wraps when the value is no optional.
      var shown = wanted
      if case .optional(let inner) = wanted, !given.type.isOptional { shown = inner }
      throw typeError(value, conversion.message(given.type, shown))
    }

    /// Throws swiftc's error for pieces of a string (`split(separator:)`'s Substrings) where
    /// Strings go: Swift converts neither way by itself, and spells the pieces' type as
    /// `split` declares it.
    func checkSubstrings(
      _ value: ExprSyntax, _ given: SwiftStaticType, _ wanted: SwiftStaticType, _ conversion: SwiftConversion
    ) throws(SwiftRunError) {
      let spelled: String
      switch (given, wanted) {
      case (.substring, .string), (.substring, .optional(.string)): spelled = "'String.SubSequence' (aka 'Substring')"
      case (.array(.substring), .array(.string)): spelled = "'[String.SubSequence]' (aka 'Array<Substring>')"
      default: return
      }
      // Where the value is the subscript or the `split` that makes it, swiftc says none of their
      // overloads fits (another method's result it converts, in the words below).
      if conversion == .assignment, let subscriptCall = value.as(SubscriptCallExprSyntax.self) {
        throw typeError(
          at: subscriptCall.leftSquare.positionAfterSkippingLeadingTrivia,
          "no 'subscript' candidates produce the expected contextual result type '\(wanted)'")
      }
      if conversion == .declaration, let call = value.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "split"
      {
        throw typeError(
          at: member.declName.positionAfterSkippingLeadingTrivia,
          "no 'split' candidates produce the expected contextual result type '\(wanted)'")
      }
      let assigns = given.kind == wanted.kind && !given.isNamed
      throw typeError(value, conversion.message(spelled: spelled, "'\(wanted)'", assigns: assigns))
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

    /// A property of the learner's type that cannot be set (a `let`, or computed with no
    /// setter) is refused as swiftc refuses it.
    ///
    /// swiftc points at the name for `=`, at the operator for `+=`. An initializer sets its
    /// `let` properties, so none is refused there.
    func checkSettable(_ place: ExprSyntax, compound: ExprSyntax? = nil, at position: AbsolutePosition? = nil)
      throws(SwiftRunError)
    {
      guard !context.returnsSelf else { return }
      let type: Int
      let nameToken: TokenSyntax
      if let member = place.as(MemberAccessExprSyntax.self), let base = member.base,
        case .named(let typeName)? = staticType(of: base)?.type, let found = typeIndex[typeName]
      {
        (type, nameToken) = (found, member.declName.baseName)
        // `d.s.a = 9`: a struct's property is set through the property that holds the struct,
        // which must be settable too (a class's is reached by reference).
        if base.is(MemberAccessExprSyntax.self), [.structType, .enumType].contains(types[found].kind) {
          // swiftc points at the member being set, and names the one that holds it.
          try checkSettable(base, compound: compound, at: position ?? member.declName.positionAfterSkippingLeadingTrivia)
        }
      } else if let reference = place.as(DeclReferenceExprSyntax.self), localBinding(reference.baseName.text) == nil,
        !context.isStatic, let selfType = enclosingType
      {
        // A property named bare inside a method of its type.
        (type, nameToken) = (selfType, reference.baseName)
      } else {
        return
      }
      let name = nameToken.text
      func refuse(_ why: String) -> SwiftRunError {
        if let compound {
          return typeError(
            at: compound.positionAfterSkippingLeadingTrivia, "left side of mutating operator isn't mutable: \(why)")
        }
        return typeError(at: position ?? nameToken.positionAfterSkippingLeadingTrivia, "cannot assign to property: \(why)")
      }
      // Through a value of a protocol's type, a requirement without `set` is read-only, whatever
      // the conforming type behind it has.
      if types[type].kind == .protocolType,
        lineage(of: type).contains(where: { $0 < records.count && records[$0].getOnlyRequirements.contains(name) })
      {
        throw refuse("'\(name)' is a get-only property")
      }
      var isProperty = false
      for link in lineage(of: type) where link < records.count {
        if records[link].fields.contains(where: { $0.name == name && $0.isLet }) { throw refuse("'\(name)' is a 'let' constant") }
        if records[link].computed.contains(where: { $0.name == name && $0.setter == nil }) {
          throw refuse("'\(name)' is a get-only property")
        }
        isProperty =
          isProperty || records[link].fields.contains { $0.name == name }
          || records[link].computed.contains { $0.name == name }
      }
      // A struct's own property, set in a method that is not `mutating`.
      let onSelf =
        place.is(DeclReferenceExprSyntax.self)
        || place.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      if isProperty, onSelf, [.structType, .enumType].contains(types[type].kind), localBinding("self")?.isMutable == false {
        throw refuse("'self' is immutable")
      }
    }

    /// `let ys: [String] = xs.map { $0 * 2 }`: the closure's one expression, of a type the pass
    /// works out from the element's (`SwiftCompiler.partType`), must fit the element type the
    /// place wants, as swiftc checks the closure's result against it.
    func checkMapResult(_ value: ExprSyntax, _ wanted: SwiftStaticType) throws(SwiftRunError) {
      guard wanted.isSimple, let call = value.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "map",
        let receiver = member.base, !receiver.is(ArrayExprSyntax.self),
        case .array(let element)? = staticType(of: receiver)?.type,
        let closure = call.trailingClosure
          ?? (call.arguments.count == 1 ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil),
        closure.signature?.returnClause == nil, let body = Self.singleExpression(closure.statements)
      else { return }
      var name = "$0"
      switch closure.signature?.parameterClause {
      case .simpleInput(let written)?:
        guard written.count == 1, let only = written.first else { return }
        name = only.name.text
      case nil: break
      default: return
      }
      guard let given = partType(body, element: element, named: name), given.type.isSimple, !given.fits(wanted) else { return }
      throw typeError(body, SwiftConversion.closureResult.message(given.type, wanted))
    }

    /// An array literal with nothing to give it a type (`let z = [1, "a"]`): its elements of
    /// the simple types must be of one (Ints among Doubles are Doubles), or Swift could only
    /// make it an `[Any]`, which it wants written.
    func checkHomogeneous(_ array: ArrayExprSyntax) throws(SwiftRunError) {
      var kinds: Set<String> = []
      for element in array.elements {
        guard let type = staticType(of: element.expression)?.type, type.isSimple else { return }
        kinds.insert(type.isFloating || type == .int ? "number" : type.description)
      }
      guard kinds.count > 1 else { return }
      throw typeError(
        at: array.positionAfterSkippingLeadingTrivia,
        "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional")
    }

    /// `place = value`: the value must fit the place's type (an element's for a subscript).
    func checkAssignment(_ place: ExprSyntax, _ value: ExprSyntax, operator: ExprSyntax? = nil) throws(SwiftRunError) {
      try checkSettable(place)
      try checkTupleConversion(
        value, to: tupleElements(of: place), .assignment, at: `operator`?.positionAfterSkippingLeadingTrivia)
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
    func checkCompound(_ place: ExprSyntax, _ value: ExprSyntax, operator: ExprSyntax) throws(SwiftRunError) {
      try checkSettable(place, compound: `operator`)
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
            throw typeError(operand, SwiftUnwrapError.toValue(optional: "\(typed.type)", wanted: "\(wrapped)"))
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
      if ["==", "!="].contains(binary.operator.text), case .named(let name) = left.type, left.type == right.type,
        let type = typeIndex[name], types[type].kind != .protocolType, !isEquatable(type),
        !lineage(of: type).contains(where: { functionSignatures["\(types[$0].name).\(binary.operator.text)"] != nil })
      {
        // Two values of the learner's type compare only if it is Equatable (a struct's
        // members, or an enum's cases without values, are compared for it then).
        let message =
          types[type].kind == .structType && binary.operator.text == "=="
          ? "referencing operator function '==' on 'Equatable' requires that '\(name)' conform to 'Equatable'"
          : "binary operator '\(binary.operator.text)' cannot be applied to two '\(name)' operands"
        throw typeError(at: binary.operator.positionAfterSkippingLeadingTrivia, message)
      }
      if ["<", "<=", ">", ">="].contains(binary.operator.text), case .named(let name) = left.type, left.type == right.type,
        let type = typeIndex[name], types[type].kind != .protocolType, !conforms(type, to: "Comparable"),
        !lineage(of: type).contains(where: { functionSignatures["\(types[$0].name).\(binary.operator.text)"] != nil })
      {
        throw typeError(
          at: binary.operator.positionAfterSkippingLeadingTrivia,
          "binary operator '\(binary.operator.text)' cannot be applied to two '\(name)' operands")
      }
      guard left.type.isSimple, right.type.isSimple, joined(left, right) == nil else { return }
      if context.isClosure, ["==", "!=", "<", "<=", ">", ">="].contains(binary.operator.text),
        let double = [(infix.rightOperand, right, left), (infix.leftOperand, left, right)].first(where: {
          $0.1.type == .double && $0.2.type == .int
        })
      {
        // Inside a closure swiftc compares an Int with a Double as Ints, and blames the Double.
        throw typeError(double.0, "cannot convert value of type 'Double' to expected argument type 'Int'")
      }
      throw typeError(
        at: binary.operator.positionAfterSkippingLeadingTrivia,
        "binary operator '\(binary.operator.text)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'")
    }

    /// Whether values of the learner's type `type` compare with `==`: it (or a superclass)
    /// conforms to Equatable (or a protocol that refines it), or it is an enum whose cases hold
    /// no values or have raw values.
    func isEquatable(_ type: Int) -> Bool {
      isPlainEnum(type) || ["Equatable", "Hashable", "Comparable"].contains { conforms(type, to: $0) }
    }

    /// Whether `type` is an enum whose cases hold no values, or have raw values: Swift makes it
    /// Equatable and Hashable itself.
    func isPlainEnum(_ type: Int) -> Bool {
      types[type].kind == .enumType && (!types[type].rawValues.isEmpty || types[type].caseLabels.allSatisfy(\.isEmpty))
    }

    /// Whether the learner's type `type` (or a superclass) conforms to the standard protocol
    /// `standard`, itself or through a protocol of the program that refines it.
    func conforms(_ type: Int, to standard: String) -> Bool {
      var seen: Set<String> = []
      // A loop, not a closure: a closure that reads `types` would copy the whole compiler.
      var pending: [String] = []
      for member in lineage(of: type) { pending += types[member].conformances }
      while let name = pending.popLast() {
        if name == standard { return true }
        guard seen.insert(name).inserted, let proto = typeIndex[name] else { continue }
        pending += types[proto].conformances
      }
      return false
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

    /// Throws swiftc's error for an argument of a chapter's method that is not of the type the
    /// frameworks declare (`root.addSubview(5)`), where the pass knows both.
    ///
    /// A standard type where one is wanted is checked as any argument is; where a framework's
    /// type is wanted (`UIView`, `CGPoint`), a value of a standard type, a collection or the
    /// learner's own struct or enum is refused (a learner's class may be a subclass of the
    /// framework's).
    func checkHostArgument(_ value: ExprSyntax, _ declared: String) throws(SwiftRunError) {
      let takesNil = declared.hasSuffix("?")
      let name = takesNil ? String(declared.dropLast()) : declared
      if SwiftStaticType.simple.contains(name) {
        return try checkConversion(value, to: takesNil ? .optional(.named(name)) : .named(name), .argument)
      }
      if value.is(NilLiteralExprSyntax.self) {
        guard !takesNil else { return }
        throw typeError(at: value.positionAfterSkippingLeadingTrivia, SwiftConversion.argument.nilMessage(.named(name)))
      }
      guard let given = staticType(of: value)?.type, given != .named(name) else { return }
      switch given {
      case .named(let type):
        guard
          SwiftStaticType.simple.contains(type)
            || typeIndex[type].map({ [.structType, .enumType].contains(types[$0].kind) }) == true
        else {
          return
        }
      case .array, .dictionary: break
      case .optional: return
      }
      throw typeError(value, SwiftConversion.argument.message(given, .named(name)))
    }

    /// `refuses` for the value `expression`: an array or dictionary literal fits where each of
    /// its elements does (`[3]` where `[Double]` goes).
    func refuses(_ expression: ExprSyntax, _ given: SwiftTyped, _ wanted: SwiftStaticType) -> Bool {
      guard expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self) else {
        return refuses(given, wanted)
      }
      do {
        try checkConversion(expression, to: wanted, .element)
        return false
      } catch {
        return true
      }
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
      guard let type = typeIndex[name] else { return false }
      return lineage(of: type).contains { types[$0].name == base }
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
      noteDeclared(name) { $0.staticType = type }
    }

    /// Changes the binding of a name just declared in the innermost scope, and the global it is
    /// at the top level.
    mutating func noteDeclared(_ name: String, _ change: (inout Binding) -> Void) {
      let scope = context.scopes.count - 1
      guard var binding = context.scopes[scope].names[name] else { return }
      change(&binding)
      context.scopes[scope].names[name] = binding
      if context.isTopLevel, scope == 0, var global = globalScope[name], global.slot == binding.slot {
        change(&global)
        globalScope[name] = global
      }
    }
  }
#endif
