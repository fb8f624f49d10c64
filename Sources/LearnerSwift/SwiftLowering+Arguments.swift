import Lessons

#if canImport(SwiftParser)
  import SwiftSyntax

  /// The values a chapter hands a closure when its model runs it (`BridgeArgument`): a
  /// completion handler's data, response and error are numbers the chapter puts in registers
  /// named after the closure's parameters before the block's first step.
  ///
  /// Swift reaches them as it does an optional: `if let data = data { n = data.count }`,
  /// `if let http = response as? HTTPURLResponse, http.statusCode == 200 { … }`,
  /// `if error != nil { … }`, `(response as? HTTPURLResponse)?.statusCode`. Each condition is a
  /// comparison of a register (nil is the argument's `nilValue`); several nest, as `&&` would.
  extension SwiftLowering {
    /// An `if` whose conditions test the values the closure is handed; nil for any other.
    mutating func argumentBranch(_ ifExpression: IfExprSyntax) throws(CommandError) -> BridgeStatement? {
      guard !given.isEmpty, mentionsArgument(Syntax(ifExpression.conditions)) else { return nil }
      guard ifExpression.elseBody == nil else {
        throw failure(ifExpression, "the model's 'if' has no else: test the other case with an 'if' of its own")
      }
      let outer = aliases
      defer { aliases = outer }
      let tests = try conditionTests(ifExpression.conditions)
      var statement = BridgeStatement.branch(
        left: tests[tests.count - 1].left, comparison: tests[tests.count - 1].comparison,
        right: tests[tests.count - 1].right, body: try block(ifExpression.body.statements))
      for test in tests.dropLast().reversed() {
        statement = .branch(left: test.left, comparison: test.comparison, right: test.right, body: [statement])
      }
      return statement
    }

    /// One comparison an `if` or a `guard` tests: registers and numbers on each side.
    typealias Test = (left: [BridgeTerm], comparison: String, right: [BridgeTerm])

    /// The comparisons a condition list tests, all of which must hold (as `&&`).
    ///
    /// Each compares the values the closure is handed (`if let data = data`, `error != nil`),
    /// or constants and numbers. A name `if let` or `guard let` binds is an alias of its
    /// register from here on.
    mutating func conditionTests(_ conditions: ConditionElementListSyntax) throws(CommandError) -> [Test] {
      var tests: [Test] = []
      for element in conditions {
        switch element.condition {
        case .optionalBinding(let binding):
          let (name, parameter) = try unwrapped(binding)
          guard let argument = given[parameter] else { throw failure(binding, "only a value the closure is handed unwraps here") }
          usedArguments.insert(parameter)
          tests.append(([BridgeTerm(register: parameter)], "!=", [BridgeTerm(number: argument.nilValue)]))
          aliases[name] = parameter
        case .expression(let expression):
          guard let infix = expression.as(InfixOperatorExprSyntax.self),
            let comparison = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            ["==", "!=", "<", "<=", ">", ">="].contains(comparison)
          else { throw failure(expression, "the model's 'if' tests comparisons: if error != nil { … }") }
          if infix.rightOperand.is(NilLiteralExprSyntax.self), comparison == "==" || comparison == "!=" {
            // `error != nil`: the register against the number the chapter gives for nil.
            let parameter = try givenParameter(infix.leftOperand)
            usedArguments.insert(parameter)
            let nilValue = given[parameter]?.nilValue ?? 0
            tests.append(([BridgeTerm(register: parameter)], comparison, [BridgeTerm(number: nilValue)]))
            continue
          }
          if let chained = [infix.leftOperand, infix.rightOperand].first(where: Self.isOptionalChain) {
            // `(response as? HTTPURLResponse)?.statusCode == 200`: an optional Int, equal or
            // not to a number; nil is a number of the model's, so that number is refused.
            let other = chained.id == infix.leftOperand.id ? infix.rightOperand : infix.leftOperand
            guard comparison == "==" || comparison == "!=", let number = SwiftCompiler.integerLiteral(other),
              let parameter = chainRegister(chained), number != given[parameter]?.nilValue
            else {
              throw failure(
                infix, "an optional's number is compared here only with == or != and a number: unwrap it with if let")
            }
            tests.append(([BridgeTerm(register: parameter)], comparison, [BridgeTerm(number: number)]))
            continue
          }
          var loads: [BridgeStatement] = []
          let left = try terms(infix.leftOperand, loads: &loads)
          let right = try terms(infix.rightOperand, loads: &loads)
          guard loads.isEmpty else {
            throw failure(infix, "load a shared variable into a constant before comparing it: let t = x; if t == 0 { … }")
          }
          tests.append((left, comparison, right))
        default:
          throw failure(element, "the model's 'if' tests comparisons and 'if let' of the closure's values")
        }
      }
      return tests
    }

    /// The register that holds a value the closure is handed, read as its number.
    ///
    /// `d.count` for a name `if let` bound, `(response as? HTTPURLResponse)?.statusCode`; nil
    /// for an expression that is none of them. A value used whole is refused: it is an optional.
    mutating func argumentRegister(_ expression: ExprSyntax) throws(CommandError) -> String? {
      guard !given.isEmpty else { return nil }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if let parameter = aliases[name] {
          let member = given[parameter]?.member
          throw failure(
            reference,
            member.map { "'\(name)' is a value of the frameworks': its number here is \(name).\($0)" }
              ?? "the model holds no number for '\(name)': test it with if let or against nil")
        }
        guard let argument = given[name], aliases[name] == nil else { return nil }
        if !argument.isOptional, argument.member == nil {
          // `bytesWritten`: a number the frameworks hand as it is.
          usedArguments.insert(name)
          return name
        }
        guard argument.isOptional else {
          throw failure(reference, "'\(name)' is a value of the frameworks': its number here is \(name).\(argument.member ?? "")")
        }
        throw failure(reference, "'\(name)' is an optional: unwrap it first, if let \(name) = \(name) { … }")
      }
      guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
      let name = member.declName.baseName.text
      if let reference = base.as(DeclReferenceExprSyntax.self), aliases[reference.baseName.text] == nil,
        let argument = given[reference.baseName.text], !argument.isOptional
      {
        // `data.count` of a value that is no optional (a delegate's `didReceive data: Data`).
        guard argument.member == name else {
          throw failure(
            member,
            argument.member.map { "the number the model knows here is \(reference.baseName.text).\($0)" }
              ?? "'\(reference.baseName.text)' is a number here")
        }
        usedArguments.insert(reference.baseName.text)
        return reference.baseName.text
      }
      if let reference = base.as(DeclReferenceExprSyntax.self), aliases[reference.baseName.text] == nil,
        let argument = given[reference.baseName.text]
      {
        // `data.count`: swiftc's words for a member of an optional not unwrapped.
        let wrapped = String(argument.type.dropLast())
        throw failure(
          member,
          SwiftUnwrapError.toMember(name, wrapped: wrapped)
            + "; unwrap it first, if let \(reference.baseName.text) = \(reference.baseName.text) { … }")
      }
      if let forced = base.as(ForceUnwrapExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self),
        given[forced.baseName.text] != nil
      {
        throw failure(
          member,
          "'!' on a value the closure is handed is not modelled (the model cannot stop the block there): "
            + "if let \(forced.baseName.text) = \(forced.baseName.text) { … }")
      }
      if let reference = base.as(DeclReferenceExprSyntax.self), let parameter = aliases[reference.baseName.text] {
        guard let known = given[parameter]?.member, known == name else {
          let what = given[parameter]?.member.map { "\(reference.baseName.text).\($0)" }
          throw failure(
            member,
            what.map { "the number the model knows here is \($0)" }
              ?? "the model holds no number for '\(reference.baseName.text)': test it with if let or against nil")
        }
        usedArguments.insert(parameter)
        return parameter
      }
      // `(response as? HTTPURLResponse)?.statusCode`: an optional, compared in an `if` only.
      if Self.isOptionalChain(expression) {
        throw failure(member, "this is an optional Int: unwrap it with if let http = response as? HTTPURLResponse")
      }
      return nil
    }

    /// The register an optional chain through a cast reads (`(response as? HTTPURLResponse)?
    /// .statusCode`); nil when it is not one of the closure's values.
    mutating func chainRegister(_ expression: ExprSyntax) -> String? {
      guard let member = expression.as(MemberAccessExprSyntax.self),
        let chained = member.base?.as(OptionalChainingExprSyntax.self),
        let cast = chained.expression.as(TupleExprSyntax.self)?.elements.first?.expression.as(AsExprSyntax.self),
        let reference = cast.expression.as(DeclReferenceExprSyntax.self), let argument = given[reference.baseName.text],
        argument.cast == cast.type.trimmedDescription, argument.member == member.declName.baseName.text
      else { return nil }
      usedArguments.insert(reference.baseName.text)
      return reference.baseName.text
    }

    /// `(x as? T)?.member`: a member read through an optional cast.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
      guard let member = expression.as(MemberAccessExprSyntax.self),
        let chained = member.base?.as(OptionalChainingExprSyntax.self)
      else { return false }
      return chained.expression.as(TupleExprSyntax.self)?.elements.first?.expression.is(AsExprSyntax.self) == true
    }

    /// `let d = data`, `let data`, `let http = response as? HTTPURLResponse`: the name bound
    /// and the parameter it unwraps.
    private func unwrapped(_ binding: OptionalBindingConditionSyntax) throws(CommandError) -> (String, String) {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        throw failure(binding, "bind one name: if let data = data { … }")
      }
      guard let value = binding.initializer?.value else { return (name, name) }
      if let reference = value.as(DeclReferenceExprSyntax.self), given[reference.baseName.text]?.cast == nil {
        return (name, reference.baseName.text)
      }
      if let cast = value.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
        let reference = cast.expression.as(DeclReferenceExprSyntax.self),
        let argument = given[reference.baseName.text], argument.cast == cast.type.trimmedDescription
      {
        return (name, reference.baseName.text)
      }
      let parameter = value.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
      if let cast = given[parameter]?.cast {
        throw failure(binding, "'\(parameter)' is unwrapped as the frameworks type it: if let http = \(parameter) as? \(cast)")
      }
      throw failure(binding, "only a value the closure is handed unwraps here: if let data = data { … }")
    }

    /// The parameter an expression names, the closure's own or bound by `if let`.
    private func givenParameter(_ expression: ExprSyntax) throws(CommandError) -> String {
      if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        if let parameter = aliases[name] { return parameter }
        if given[name] != nil { return name }
      }
      throw failure(expression, "only a value the closure is handed is compared with nil here")
    }

    /// Whether a value the closure is handed, or a name bound to one, appears in `node`.
    private func mentionsArgument(_ node: Syntax) -> Bool {
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        return given[reference.baseName.text] != nil || aliases[reference.baseName.text] != nil
      }
      if node.is(OptionalBindingConditionSyntax.self) { return true }
      return node.children(viewMode: .sourceAccurate).contains(where: mentionsArgument)
    }
  }
#endif
