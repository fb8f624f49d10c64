#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftStaticType {
    /// What `reversed()` gives without a type to fit (`let r = xs.reversed()`): a view of the
    /// collection, which Swift prints as the view (`ReversedCollection<Array<Int>>(_base: [1, 2,
    /// 3])`), not as its elements.
    static func reversed(_ base: SwiftStaticType) -> SwiftStaticType { .named("ReversedCollection<\(base)>") }

    /// Whether it is the view `reversed()` gives.
    var isReversedView: Bool {
      guard case .named(let name) = self else { return false }
      return name.hasPrefix("ReversedCollection<")
    }
  }

  extension SwiftCompiler {
    /// Refuses to print a collection's `reversed()` view as it is.
    ///
    /// That is `print(xs.reversed())`, the view in an interpolation or in
    /// `String(describing:)`: the subset keeps the view as its elements, and would print
    /// `[3, 2, 1]` where Swift prints the view itself. `Array(xs.reversed())`, a loop over it
    /// and a `map` of it are the view's elements, as in Swift.
    func refuseDescribingReversed(_ expression: ExprSyntax) throws(SwiftRunError) {
      var isView = staticType(of: expression)?.type.isReversedView == true
      if !isView, let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        call.trailingClosure == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "reversed", let base = member.base
      {
        // A receiver the type pass does not know (a range, a property) is taken for the
        // standard library's; one of the program's own types has its own `reversed()`.
        if case .named(let name)? = staticType(of: base)?.type, typeIndex[name] != nil {
          isView = false
        } else {
          isView = true
        }
      }
      guard let printed = isView ? "ReversedCollection view reversed() gives" : lazySequence(expression).map({ "\($0) itself" })
      else { return }
      let location = expression.startLocation(converter: converter)
      let text = expression.trimmedDescription
      throw SwiftRunError(
        line: location.line, column: location.column,
        "printing '\(text)' is not in the Workbench's Swift subset yet: Swift prints the \(printed), not its elements; "
          + "print Array(\(text))")
    }

    /// The sequence type `enumerated()` or `stride(from:to:by:)` gives, when `expression` is such
    /// a call of the standard library's or a name declared with one: Swift prints the sequence
    /// itself (`EnumeratedSequence<Array<Int>>(_base: [3, 1])`), where the subset keeps its
    /// elements.
    func lazySequence(_ expression: ExprSyntax) -> String? {
      if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.sequenceNames[reference.baseName.text] }
      guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
        call.arguments.isEmpty, let base = member.base
      {
        if case .named(let name)? = staticType(of: base)?.type, typeIndex[name] != nil { return nil }
        return "EnumeratedSequence"
      }
      if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "stride",
        functionSignatures[name] == nil, let last = call.arguments.dropFirst().first?.label?.text
      {
        return last == "through" ? "StrideThrough" : "StrideTo"
      }
      return nil
    }
  }
#endif
