#if canImport(SwiftParser)
  import SwiftSyntax

  /// What the type pass knows of tuples: each element's label and type, from a tuple literal, a
  /// tuple type written on a name or a function's result, so `t.0` and `p.x` have the types
  /// swiftc gives them and a mismatch is its compile error, not a stop in the middle of a run.
  extension SwiftCompiler {
    /// One element of a tuple: its label, if it has one, and its type, when the pass knows it.
    struct TupleElement: Equatable {
      var label: String?
      var type: SwiftStaticType?
    }

    /// Throws swiftc's error for a tuple pattern of `count` names given a tuple of another
    /// number of elements (`let (a, b) = (1, 2, 3)`), where the pass knows every element's type.
    func checkTupleCount(_ count: Int, of value: ExprSyntax) throws(SwiftRunError) {
      guard let types = unlabelledTypes(of: value), types.count != count else { return }
      // The pattern takes the value's types where it can, and swiftc writes `_` for the rest.
      let pattern = (0..<count).map { $0 < types.count ? types[$0] : "_" }
      throw typeError(
        value,
        "'\(Self.tupleText(types))' is not convertible to '\(Self.tupleText(pattern))', tuples have a different number "
          + "of elements")
    }

    /// Throws swiftc's error for a tuple of places given a tuple of another number of elements
    /// (`(a, b) = (1, 2, 3)`), where the pass knows the types of both.
    func checkTupleCount(_ places: TupleExprSyntax, assigned value: ExprSyntax) throws(SwiftRunError) {
      let wanted = places.elements.compactMap { staticType(of: $0.expression).map { "\($0.type)" } }
      guard wanted.count == places.elements.count, let given = unlabelledTypes(of: value), given.count != wanted.count
      else { return }
      throw typeError(value, "cannot assign value of type '\(Self.tupleText(given))' to type '\(Self.tupleText(wanted))'")
    }

    /// The types of a tuple's elements as swiftc writes them, where it has no labels and the
    /// pass knows every one.
    func unlabelledTypes(of value: ExprSyntax) -> [String]? {
      guard let elements = tupleElements(of: value), elements.allSatisfy({ $0.label == nil }) else { return nil }
      let types = elements.compactMap { $0.type.map { "\($0)" } }
      return types.count == elements.count ? types : nil
    }

    /// `(Int, String)`: a tuple type of these element types.
    static func tupleText(_ types: [String]) -> String { "(" + types.joined(separator: ", ") + ")" }

    /// The labels of a labelled tuple (`(sum: 0, count: 0)`, or a name holding one), "" for an
    /// element without one; nil for a tuple without labels, or a value the pass does not know.
    func tupleLabels(of value: ExprSyntax) -> [String]? {
      guard let elements = tupleElements(of: value), elements.contains(where: { $0.label != nil }) else { return nil }
      return elements.map { $0.label ?? "" }
    }

    /// The type a name declared without one takes from its value, where a later value put there
    /// needs it: a type that holds Doubles (`var scores = [0.5]`, so `scores = [3, 4]` is
    /// `[3.0, 4.0]`), or a tuple literal's with its labels or a Double (`var origin = (x: 1,
    /// y: 2)`, so `origin = (5, 6)` is `(x: 5, y: 6)`); nil where it needs none, or the type
    /// pass does not know it.
    func inferredPlaceType(of value: ExprSyntax) -> TypeSyntax? {
      if let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
        return functionValueType(reference.baseName.text)
      }
      if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count >= 2 {
        guard let (type, tells) = tupleType(of: tuple) else { return nil }
        return tells ? type : nil
      }
      guard let known = staticType(of: value), known.type.holdsFloating else { return nil }
      return known.type.syntax
    }

    /// The type of a tuple literal whose elements' types the pass knows (a nested tuple
    /// literal's too), and whether it tells more than its values do: a label, or a Double.
    func tupleType(of tuple: TupleExprSyntax) -> (type: TypeSyntax, tells: Bool)? {
      var elements: [TupleTypeElementSyntax] = []
      var tells = false
      for (index, element) in tuple.elements.enumerated() {
        let type: TypeSyntax
        if let nested = element.expression.as(TupleExprSyntax.self), nested.elements.count >= 2,
          let (inner, innerTells) = tupleType(of: nested)
        {
          (type, tells) = (inner, tells || innerTells)
        } else if let known = staticType(of: element.expression)?.type, known.isSimple || known.holdsFloating {
          (type, tells) = (known.syntax, tells || known.holdsFloating)
        } else {
          return nil
        }
        let label = element.label.map { TokenSyntax.identifier($0.text) }
        tells = tells || label != nil
        elements.append(
          TupleTypeElementSyntax(
            firstName: label, colon: label == nil ? nil : .colonToken(), type: type,
            trailingComma: index < tuple.elements.count - 1 ? .commaToken() : nil))
      }
      return (TypeSyntax(TupleTypeSyntax(elements: TupleTypeElementListSyntax(elements))), tells)
    }

    /// `(Any, Any) -> (sum: Any, count: Any)`: a `reduce` closure's type whose result takes the
    /// running total's `labels`.
    static func labelledResult(_ labels: [String]) -> TypeSyntax {
      func element(_ label: String?, last: Bool) -> TupleTypeElementSyntax {
        TupleTypeElementSyntax(
          firstName: label.flatMap { $0.isEmpty ? nil : .identifier($0) }, colon: label?.isEmpty == false ? .colonToken() : nil,
          type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Any"))), trailingComma: last ? nil : .commaToken())
      }
      let result = TupleTypeSyntax(
        elements: TupleTypeElementListSyntax(labels.indices.map { element(labels[$0], last: $0 == labels.count - 1) }))
      return TypeSyntax(
        FunctionTypeSyntax(
          parameters: TupleTypeElementListSyntax([element(nil, last: false), element(nil, last: true)]),
          returnClause: ReturnClauseSyntax(type: result)))
    }

    /// `(inout Result, Element) -> Void`, the closure `reduce(into:_:)` takes; `Any` where a
    /// type is not known.
    static func updatingFunction(result: TypeSyntax?, element: TypeSyntax?) -> TypeSyntax {
      let any = TypeSyntax(IdentifierTypeSyntax(name: .identifier("Any")))
      let updated = AttributedTypeSyntax(
        specifiers: TypeSpecifierListSyntax([
          .simpleTypeSpecifier(SimpleTypeSpecifierSyntax(specifier: .keyword(.inout, trailingTrivia: .space)))
        ]),
        baseType: result ?? any)
      return TypeSyntax(
        FunctionTypeSyntax(
          parameters: TupleTypeElementListSyntax([
            TupleTypeElementSyntax(type: TypeSyntax(updated), trailingComma: .commaToken()),
            TupleTypeElementSyntax(type: element ?? any),
          ]),
          returnClause: ReturnClauseSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Void"))))))
    }

    /// The elements of a tuple type as written (`(Int, Double)`, `(x: Int, y: Int)`).
    static func tupleElements(of type: TypeSyntax?) -> [TupleElement]? {
      guard let tuple = type?.as(TupleTypeSyntax.self), tuple.elements.count >= 2 else { return nil }
      return tuple.elements.map { TupleElement(label: $0.firstName?.text, type: SwiftStaticType($0.type)) }
    }

    /// Throws swiftc's error for a tuple literal that does not fit the tuple type `wanted` it
    /// goes to: a `nil` for an element that is no optional, or an element of another type.
    ///
    /// `at` is where swiftc points for a mismatch, the literal itself unless given (an
    /// assignment's `=`).
    func checkTupleConversion(
      _ value: ExprSyntax, to wanted: [TupleElement]?, _ conversion: SwiftConversion, at: AbsolutePosition? = nil
    ) throws(SwiftRunError) {
      guard let wanted, let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == wanted.count else { return }
      for (element, type) in zip(tuple.elements, wanted) where element.expression.is(NilLiteralExprSyntax.self) {
        // Only an optional holds nil; a framework's type is left to the run, as elsewhere.
        guard let type = type.type, !type.isOptional else { continue }
        if case .named(let name) = type, !type.isSimple, typeIndex[name] == nil { continue }
        let message =
          conversion == .assignment ? SwiftConversion.declaration.nilMessage(type) : "'nil' requires a contextual type"
        throw typeError(at: element.expression.positionAfterSkippingLeadingTrivia, message)
      }
      var given: [SwiftTyped] = []
      var refused = false
      for (element, type) in zip(tuple.elements, wanted) {
        guard let elementType = staticType(of: element.expression), let type = type.type else { return }
        given.append(elementType)
        refused = refused || refuses(element.expression, elementType, type)
      }
      guard refused else { return }
      let givenText = "(" + given.map { "\($0.type)" }.joined(separator: ", ") + ")"
      let wantedText =
        "(" + wanted.map { ($0.label.map { "\($0): " } ?? "") + ($0.type.map { "\($0)" } ?? "_") }.joined(separator: ", ") + ")"
      // Swift converts, not assigns, one tuple to another in a declaration.
      let message = conversion.message(spelled: "'\(givenText)'", "'\(wantedText)'", assigns: false)
      throw typeError(at: at ?? value.positionAfterSkippingLeadingTrivia, message)
    }

    /// The elements of the tuple an expression makes, when the pass knows them: a tuple literal
    /// (its literals as Swift types them with no context, `1` an Int), a name declared with a
    /// tuple, a call of the learner's function whose result is one.
    func tupleElements(of expression: ExprSyntax) -> [TupleElement]? {
      if let tuple = expression.as(TupleExprSyntax.self) {
        guard tuple.elements.count >= 2 else { return nil }
        return tuple.elements.map { TupleElement(label: $0.label?.text, type: staticType(of: $0.expression)?.type) }
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        guard let binding = variableBinding(reference.baseName.text) else { return nil }
        return binding.tupleElements ?? Self.tupleElements(of: binding.type)
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
      {
        let name = callee.baseName.text
        guard variableBinding(name) == nil, typeIndex[name] == nil, let signatures = functionSignatures[name],
          context.selfType == nil, outer.allSatisfy({ $0.selfType == nil })
        else { return nil }
        let arguments = Self.arguments(call)
        guard let signature = signatures.first(where: { Self.match($0, arguments) != nil }) else { return nil }
        return Self.tupleElements(of: returnTypes[signature.function])
      }
      // A property or an element of a tuple type (`s.pt`, `points[0]`), as its type is written.
      if expression.is(MemberAccessExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self) {
        return Self.tupleElements(of: Self.unwrapped(writtenType(of: expression)))
      }
      return nil
    }

    /// The type of a tuple's element `name` (an index or a label), when the pass knows it.
    func tupleElementType(_ base: ExprSyntax, _ name: String) -> SwiftTyped? {
      guard let elements = tupleElements(of: base),
        let index = Int(name) ?? elements.firstIndex(where: { $0.label == name }), elements.indices.contains(index)
      else { return nil }
      return elements[index].type.map { SwiftTyped($0) }
    }

    /// The binding a name is, as a variable: a local, a closure's capture, a global.
    func variableBinding(_ name: String) -> Binding? { localOrCapturedBinding(name) ?? globalScope[name] }

    /// The binding of a local name, or of one a closure captures from the code around it.
    func localOrCapturedBinding(_ name: String) -> Binding? {
      if let binding = localBinding(name) { return binding }
      guard context.isClosure else { return nil }
      for depth in stride(from: outer.count - 1, through: 0, by: -1) {
        if let binding = outer[depth].scopes.reversed().lazy.compactMap({ $0.names[name] }).first { return binding }
        if !outer[depth].isClosure { break }
      }
      return nil
    }

    /// Records the elements of the tuple a name was declared with, where its declaration writes
    /// no type.
    mutating func noteTupleElements(_ name: String, _ elements: [TupleElement]?) {
      guard let elements else { return }
      noteDeclared(name) { $0.tupleElements = elements }
    }

    /// The places of an array literal's tuples that are Doubles in every tuple once one tuple
    /// has a Double there and the others have only integer literals there (Swift joins the
    /// tuples' types); empty when its elements are not tuple literals of one size.
    static func tupleDoublePlaces(_ array: ArrayExprSyntax, staticType: (ExprSyntax) -> SwiftTyped?) -> [Bool] {
      let tuples = array.elements.compactMap { $0.expression.as(TupleExprSyntax.self) }
      guard tuples.count == array.elements.count, let size = tuples.first?.elements.count, size > 1,
        tuples.allSatisfy({ $0.elements.count == size })
      else { return [] }
      return (0..<size).map { position in
        var hasDouble = false
        for tuple in tuples {
          let element = tuple.elements[tuple.elements.index(tuple.elements.startIndex, offsetBy: position)].expression
          guard let type = staticType(element) else { return false }
          if type.type.isFloating {
            hasDouble = true
          } else if type.type != .int || type.literal == nil {
            return false
          }
        }
        return hasDouble
      }
    }
  }
#endif
