#if canImport(SwiftParser)
  import SwiftSyntax

  /// The ArraySlices a program makes without a range: `dropFirst`, `dropLast`, `prefix` and
  /// `suffix` give one. It holds the elements the subset's array does, but keeps its array's
  /// indices (`a.dropFirst()[1]` is `a[1]`, and `a.suffix(2).firstIndex(of:)` an index of
  /// `a`), which an array of the subset does not: what reads those indices is refused by name,
  /// never answered with another array's.
  extension SwiftCompiler {
    /// The methods whose result is an ArraySlice.
    static let slicingMethods: Set<String> = ["dropFirst", "dropLast", "prefix", "suffix", "drop"]

    /// What reads a collection's indices.
    static let indexReaders: Set<String> = ["firstIndex", "lastIndex", "index", "indices", "startIndex", "endIndex"]

    /// Whether an expression is an ArraySlice: a call of a slicing method, or a name declared
    /// with one.
    func isSlice(_ expression: ExprSyntax) -> Bool {
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
        Self.slicingMethods.contains(member.declName.baseName.text)
      {
        // A String's are Substrings, which the subset has as Strings: their indices are no Ints.
        return member.base.map { staticType(of: $0)?.type } != .some(.string)
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return context.sliceNames.contains(reference.baseName.text)
      }
      return false
    }

    /// Refuses reading a slice's indices: its subscript, or `indices`, `firstIndex(of:)` and
    /// the like.
    func refuseSliceIndices(_ base: ExprSyntax, _ what: String, at node: some SyntaxProtocol) throws(SwiftRunError) {
      guard isSlice(base) else { return }
      throw unsupported(node, "\(what) of an ArraySlice (it keeps its array's indices)")
    }

    /// Refuses an ArraySlice put into an array, a dictionary or a tuple literal that has no type
    /// to fit: Swift prints it there as the slice (`[ArraySlice([2, 3])]`), where the subset's
    /// value is an array.
    func refuseSliceElements(_ elements: [ExprSyntax]) throws(SwiftRunError) {
      guard let slice = elements.first(where: isSlice) else { return }
      let text = slice.trimmedDescription
      let location = slice.startLocation(converter: converter)
      throw SwiftRunError(
        line: location.line, column: location.column,
        "an ArraySlice inside an array, a dictionary or a tuple ('\(text)') is not in the Workbench's Swift subset "
          + "yet: Swift prints it there as ArraySlice([…]); make it an array first: Array(\(text))")
    }
  }
#endif
