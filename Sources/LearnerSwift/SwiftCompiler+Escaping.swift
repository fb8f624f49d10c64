#if canImport(SwiftParser)
  import SwiftSyntax

  /// Which closures escape the call they are written in, and what Swift does not let such a
  /// closure do: capture what a call writes back (an `inout` parameter, a mutating method's
  /// `self`), keep a closure parameter not written `@escaping`, or name a class's member
  /// without `self.` (The Swift Programming Language, "Closures": "Escaping Closures").
  extension SwiftCompiler {
    /// Refuses capturing `declared`, called `name`, in one of `closures` (those from where it
    /// is declared to here) that escapes, where it is what a call only lends.
    func refuseEscapingCapture(_ name: String, _ declared: Binding, closures: [Syntax?]) throws(SwiftRunError) {
      guard declared.isNonEscaping || declared.isWrittenBack,
        let closure = closures.compactMap({ $0 }).first(where: escapes)
      else { return }
      let message =
        declared.isNonEscaping
        ? "escaping closure captures non-escaping parameter '\(name)'"
        : name == "self"
          ? "escaping closure captures mutating 'self' parameter"
          : "escaping closure captures 'inout' parameter '\(name)'"
      throw typeError(at: closure.positionAfterSkippingLeadingTrivia, message)
    }

    /// Refuses a class's member named without `self.` in a closure that escapes: Swift asks for
    /// `self.` there, so that what the closure keeps alive is written out.
    ///
    /// The closure that captures `self` in its capture list (`[self]`), or unwraps the `self`
    /// its list holds weak (`guard let self`), has written it out already (Swift 5.8).
    func refuseImplicitSelf(_ name: String, of type: Int, at node: some SyntaxProtocol) throws(SwiftRunError) {
      guard context.isClosure, types[type].kind == .classType else { return }
      // A `self` the body declares (scopes past the first) is the unwrapped one.
      if context.listsSelf
        || context.scopes.dropFirst().contains(where: { $0.names["self"].map { $0.ownership == nil } ?? false })
      {
        return
      }
      let closures = ([context.closureNode] + outer.reversed().prefix { $0.isClosure }.map(\.closureNode)).compactMap { $0 }
      guard closures.contains(where: escapes) else { return }
      let isMethod =
        Syntax(node).parent?.parent?.is(FunctionCallExprSyntax.self) == true
        || Syntax(node).parent?.is(FunctionCallExprSyntax.self) == true
      throw typeError(
        at: node.positionAfterSkippingLeadingTrivia,
        "\(isMethod ? "call to method" : "reference to property") '\(name)' in closure requires explicit use of 'self' to "
          + "make capture semantics explicit")
    }

    /// Refuses a non-escaping closure parameter kept beyond the call (`one = h`, `append(h)`,
    /// `return h`), in swiftc's words for each way it would be kept.
    func refuseKeeping(_ expression: ExprSyntax?, at position: AbsolutePosition? = nil, _ message: (String) -> String)
      throws(SwiftRunError)
    {
      guard let reference = expression?.as(DeclReferenceExprSyntax.self),
        localBinding(reference.baseName.text)?.isNonEscaping == true
      else { return }
      throw typeError(at: position ?? reference.positionAfterSkippingLeadingTrivia, message(reference.baseName.text))
    }

    /// Marks the binding `name` of the scope being declared as one its call writes back.
    mutating func markWrittenBack(_ name: String) {
      context.scopes[context.scopes.count - 1].names[name]?.isWrittenBack = true
    }

    /// Whether a closure escapes the call it is written in: it does unless it is an argument of
    /// a call (a trailing closure too) whose parameter is not `@escaping` and which is no
    /// framework API that keeps it for later (`async`, `addOperation`, a data task's handler).
    func escapes(_ closure: Syntax) -> Bool {
      guard closure.is(ClosureExprSyntax.self) else { return false }
      // `{ "Hi " + name }()`: a closure called where it is written does not escape.
      if let applied = closure.parent?.as(FunctionCallExprSyntax.self), applied.calledExpression.id == closure.id {
        return false
      }
      var call: FunctionCallExprSyntax?
      var position: Int?
      if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
        call = parent
        position = parent.arguments.count
      } else if let argument = closure.parent?.as(LabeledExprSyntax.self),
        let parent = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      {
        call = parent
        position = parent.arguments.firstIndex { $0.id == argument.id }.map {
          parent.arguments.distance(from: parent.arguments.startIndex, to: $0)
        }
      }
      guard let call, let position else { return true }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        let arguments = Self.arguments(call)
        let methods = (methodSignatures[name] ?? []).filter { Self.match($0, arguments) != nil }
        if !methods.isEmpty {
          // The program's method: as its parameter is written.
          return methods.contains { signature in
            signature.types.indices.contains(position) && signature.types[position].map(Self.isEscaping) == true
          }
        }
        // An array's `append` and `insert` take an element of any type: a closure given as one
        // is kept (a generic parameter escapes).
        return Self.keepingAPIs.contains(name) || ["append", "insert"].contains(name)
      }
      guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
      return (functionSignatures[name] ?? []).contains { signature in
        signature.types.indices.contains(position) && signature.types[position].map(Self.isEscaping) == true
      }
    }

    /// The frameworks' methods that keep a closure to call later.
    static let keepingAPIs: Set<String> = [
      "async", "asyncAfter", "addOperation", "addExecutionBlock", "dataTask", "downloadTask", "uploadTask", "registerUndo",
      "animate", "addObserver", "notify", "addAnimations", "addCompletion",
    ]

    /// Whether a parameter's type is written `@escaping`.
    static func isEscaping(_ type: TypeSyntax) -> Bool {
      type.as(AttributedTypeSyntax.self)?.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping"
      } == true
    }
  }
#endif
