#if canImport(SwiftParser)
  import SwiftSyntax

  /// The chapter's option sets (`UIView.AnimationOptions`, nested in a class of the chapter's):
  /// their members and `init(rawValue:)`, a place of their type, and their set algebra
  /// (`SwiftOptionSets` at run time).
  extension SwiftCompiler {
    /// The option set an expression names: `UIView.AnimationOptions`, as the chapter spells it.
    func optionSetName(of expression: ExprSyntax) -> String? {
      guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)
      else { return nil }
      let owner = base.baseName.text
      guard host.classes.contains(owner), typeIndex[owner] == nil, localBinding(owner) == nil, globalScope[owner] == nil
      else { return nil }
      let name = owner + "." + member.declName.baseName.text
      return host.optionSets[name] == nil ? nil : name
    }

    /// The option set a type annotation writes, if it is one.
    func optionSetName(of type: TypeSyntax) -> String? {
      let name = type.trimmedDescription
      return host.optionSets[name] == nil ? nil : name
    }

    /// `UIView.AnimationOptions.curveLinear`: the member's value.
    mutating func compileOptionSetMember(_ type: String, _ name: String, node: some SyntaxProtocol) throws(SwiftRunError) {
      guard let raw = host.optionSets[type]?[name] else { throw error(node, "type '\(type)' has no member '\(name)'") }
      emitConstant(.optionSet(type: type, raw: raw))
    }

    /// `UIView.KeyframeAnimationOptions(rawValue: n)`, or `()` for the empty set.
    mutating func compileOptionSetConstruction(_ type: String, _ arguments: [Argument], call: FunctionCallExprSyntax)
      throws(SwiftRunError)
    {
      if arguments.isEmpty { return emitConstant(.optionSet(type: type, raw: 0)) }
      guard arguments.count == 1, arguments[0].label == "rawValue" else {
        throw error(call, "'\(type)' is made with init(rawValue:), or [] for none")
      }
      try compileExpression(arguments[0].expression)
      emit(.coerce(.optionSetRaw(type: intern(type), line: line(call))))
    }

    /// A value for a place of the option set `type`: `[.repeat, .autoreverse]` and `.repeat`
    /// are its members, checked now; anything else is checked as it runs.
    mutating func compileOptionSetValue(_ expression: ExprSyntax, type: String) throws(SwiftRunError) {
      let members = host.optionSets[type] ?? [:]
      func raw(_ element: ExprSyntax) throws(SwiftRunError) -> Int? {
        guard let member = element.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let name = member.declName.baseName.text
        guard let raw = members[name] else { throw error(member, "type '\(type)' has no member '\(name)'") }
        return raw
      }
      if let literal = expression.as(ArrayExprSyntax.self) {
        var value = 0
        var known = true
        for element in literal.elements {
          guard let bits = try raw(element.expression) else {
            known = false
            break
          }
          value |= bits
        }
        if known { return emitConstant(.optionSet(type: type, raw: value)) }
      } else if let bits = try raw(expression) {
        return emitConstant(.optionSet(type: type, raw: bits))
      }
      try compileExpression(expression)
      emit(.coerce(.optionSet(type: intern(type), line: line(expression))))
    }

    /// A method of an option set: its argument is a value of the set's type.
    mutating func compileOptionSetMethod(
      receiver: ExprSyntax, type: String, _ name: String, _ arguments: [Argument], call: FunctionCallExprSyntax
    ) throws(SwiftRunError) {
      let selector = Self.builtinSelector(name, arguments)
      let writeBack =
        SwiftOptionSets.mutating.contains(selector)
        ? try writesBack(receiver, selector, refusesValue: true, refusesConstant: true, call: call) : false
      try compileExpression(receiver, inChain: true)
      for argument in arguments { try compileOptionSetValue(argument.expression, type: type) }
      emit(.callMethod(selector: intern(selector), arguments: arguments.count, line: line(call), writeBack: writeBack))
      if writeBack { try storeWriteBacks([receiver]) }
    }
  }
#endif
