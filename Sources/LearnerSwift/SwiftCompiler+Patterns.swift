#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// Matches the value in slot `subject` against a pattern: the jumps taken when it does not match.
    ///
    /// `mutable` is set inside `let`/`var`, where a bare name binds.
    mutating func compileMatch(_ pattern: PatternSyntax, subject: Int, binding mutable: Bool?) throws(SwiftRunError) -> [Int] {
      if let expression = pattern.as(ExpressionPatternSyntax.self) {
        return try compileMatch(expression.expression, subject: subject, binding: mutable)
      }
      if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
        return try compileMatch(
          valueBinding.pattern, subject: subject, binding: valueBinding.bindingSpecifier.tokenKind == .keyword(.var))
      }
      if let identifier = pattern.as(IdentifierPatternSyntax.self) {
        emit(.load(subject))
        emitDeclare(try declare(identifier.identifier.text, mutable: mutable ?? false, node: identifier))
        return []
      }
      if pattern.is(WildcardPatternSyntax.self) { return [] }
      if let tuple = pattern.as(TuplePatternSyntax.self) {
        var fails: [Int] = []
        for (index, element) in tuple.elements.enumerated() {
          fails += try matchPart(subject, .tupleElement(index, line: line(element))) {
            (compiler: inout SwiftCompiler, part: Int) throws(SwiftRunError) in
            try compiler.compileMatch(element.pattern, subject: part, binding: mutable)
          }
        }
        return fails
      }
      if let isPattern = pattern.as(IsTypePatternSyntax.self) {
        emit(.load(subject))
        try emitIsType(isPattern.type)
        return [emitJump(.jumpIfFalse(-1))]
      }
      throw unsupported(pattern, Self.construct(pattern))
    }

    /// Takes a part of the subject (an element, an associated value) into its own slot and
    /// matches it.
    mutating func matchPart(
      _ subject: Int, _ extract: SwiftProgram.Instruction, _ match: (inout SwiftCompiler, Int) throws(SwiftRunError) -> [Int]
    ) throws(SwiftRunError) -> [Int] {
      emit(.load(subject))
      emit(extract)
      let part = temporary()
      emit(.store(part))
      return try match(&self, part)
    }

    /// An expression pattern: a name to bind, `_`, a tuple, an enum case (with its associated
    /// values' patterns), `let e as T`, or a value compared with `~=` (a literal, a range).
    mutating func compileMatch(_ expression: ExprSyntax, subject: Int, binding mutable: Bool?) throws(SwiftRunError) -> [Int] {
      let at = line(expression)
      if let pattern = expression.as(PatternExprSyntax.self) {
        return try compileMatch(pattern.pattern, subject: subject, binding: mutable)
      }
      if expression.is(DiscardAssignmentExprSyntax.self) { return [] }
      if let name = expression.as(DeclReferenceExprSyntax.self), let mutable {
        emit(.load(subject))
        emitDeclare(try declare(name.baseName.text, mutable: mutable, node: name))
        return []
      }
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
        var fails: [Int] = []
        let known = matchedTuples[subject].flatMap { $0.count == tuple.elements.count ? $0 : nil }
        for (index, element) in tuple.elements.enumerated() {
          fails += try matchPart(subject, .tupleElement(index, line: at)) {
            (compiler: inout SwiftCompiler, part: Int) throws(SwiftRunError) in
            // Each part is matched as the element's type, where the pass knows it.
            compiler.matchedTypes[part] = known?[index].type
            defer { compiler.matchedTypes[part] = nil }
            return try compiler.compileMatch(element.expression, subject: part, binding: mutable)
          }
        }
        return fails
      }
      if let optional = expression.as(OptionalChainingExprSyntax.self) {
        // `let v?`, `case 3?`: the optional holds a value, which matches the inner pattern
        // (Swift's optional pattern, `.some(let v)` written short).
        let some = intern("some")
        emit(.load(subject))
        emit(.isCase(name: some))
        let fails = [emitJump(.jumpIfFalse(-1))]
        return try fails
          + matchPart(subject, .payload(0, name: some, line: at)) {
            (compiler: inout SwiftCompiler, part: Int) throws(SwiftRunError) in
            try compiler.compileMatch(optional.expression, subject: part, binding: mutable)
          }
      }
      if let cast = expression.as(AsExprSyntax.self) {
        emit(.load(subject))
        try emitIsType(cast.type)
        let fails = [emitJump(.jumpIfFalse(-1))]
        return try fails + compileMatch(cast.expression, subject: subject, binding: mutable)
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        isCaseReference(member)
      {
        emit(.load(subject))
        emit(.isCase(name: intern(member.declName.baseName.text)))
        var fails = [emitJump(.jumpIfFalse(-1))]
        if call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
          let labels = caseLabels(of: member.declName.baseName.text), labels.count > 1
        {
          // `case .rect(let size)` of `rect(Double, Double)`: one pattern for all the values, as
          // a tuple of them.
          let name = intern(member.declName.baseName.text)
          for index in labels.indices {
            emit(.load(subject))
            emit(.payload(index, name: name, line: at))
          }
          var labelList = -1
          if labels.contains(where: { $0 != nil }) {
            labelLists.append(labels.map { $0 ?? "" })
            labelList = labelLists.count - 1
          }
          emit(.makeTuple(count: labels.count, labels: labelList))
          let whole = temporary()
          emit(.store(whole))
          return try fails + compileMatch(argument.expression, subject: whole, binding: mutable)
        }
        for (index, argument) in call.arguments.enumerated() {
          fails += try matchPart(subject, .payload(index, name: intern(member.declName.baseName.text), line: at)) {
            (compiler: inout SwiftCompiler, part: Int) throws(SwiftRunError) in
            try compiler.compileMatch(argument.expression, subject: part, binding: mutable)
          }
        }
        return fails
      }
      if let member = expression.as(MemberAccessExprSyntax.self), isCaseReference(member) {
        emit(.load(subject))
        emit(.isCase(name: intern(member.declName.baseName.text)))
        return [emitJump(.jumpIfFalse(-1))]
      }
      if let (comparison, bound) = Self.oneSidedRange(expression) {
        // `case 90...:`, `case ..<50:`: the value compared with the range's one bound, which is
        // of the value's type (a literal taking it).
        if let wanted = matchedTypes[subject], let given = staticType(of: bound), refuses(bound, given, wanted) {
          // swiftc's first words for `x...` are about its bound; for `...x` and `..<x`, the range's.
          guard let prefix = expression.as(PrefixOperatorExprSyntax.self) else {
            throw typeError(bound, "cannot convert value of type '\(given.type)' to expected argument type '\(wanted)'")
          }
          let range = prefix.operator.text == "..<" ? "PartialRangeUpTo" : "PartialRangeThrough"
          throw typeError(
            expression, "expression pattern of type '\(range)<\(given.type)>' cannot match values of type '\(wanted)'")
        }
        emit(.load(subject))
        try compileExpression(bound)
        emit(.binary(comparison, line: at, literal: Self.integerLiteral(bound) != nil ? .right : .neither))
        return [emitJump(.jumpIfFalse(-1))]
      }
      if matchedTypes[subject] == .bool, let literal = Self.integerLiteral(expression) {
        throw typeError(expression, Self.integerAsBoolean(literal))
      }
      if let wanted = matchedTypes[subject], let given = staticType(of: expression), refuses(expression, given, wanted) {
        // `case "a":` for an Int: `~=` has no way to compare them.
        throw typeError(expression, "expression pattern of type '\(given.type)' cannot match values of type '\(wanted)'")
      }
      try compileExpression(expression)
      emit(.load(subject))
      emit(.patternMatch(line: at))
      return [emitJump(.jumpIfFalse(-1))]
    }

    /// A one-sided range written as a pattern (`90...`, `...10`, `..<50`): how a value in it
    /// compares with its bound, and the bound; nil for any other expression.
    static func oneSidedRange(_ expression: ExprSyntax) -> (SwiftProgram.Operator, ExprSyntax)? {
      if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
        return (.greaterOrEqual, postfix.expression)
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        switch prefix.operator.text {
        case "...": return (.lessOrEqual, prefix.expression)
        case "..<": return (.less, prefix.expression)
        default: return nil
        }
      }
      return nil
    }

    /// The labels of the values of the one case called `name` among the program's enums (nil
    /// for a value without a label); nil when no enum, or several, have such a case.
    func caseLabels(of name: String) -> [String?]? {
      let owners = types.indices.filter { types[$0].kind == .enumType && types[$0].cases.contains(name) }
      guard owners.count == 1, let owner = owners.first, let index = types[owner].cases.firstIndex(of: name) else { return nil }
      return types[owner].caseLabels[index]
    }

    /// The first name a pattern binds (`m` of `let m`, `v` of `.ok(let v)`), nil for none.
    static func firstBoundName(_ node: Syntax) -> String? {
      if let identifier = node.as(IdentifierPatternSyntax.self),
        node.ancestorOrSelf(mapping: { $0.as(ValueBindingPatternSyntax.self) }) != nil
      {
        return identifier.identifier.text
      }
      for child in node.children(viewMode: .sourceAccurate) {
        if let name = firstBoundName(child) { return name }
      }
      return nil
    }

    /// Whether a pattern binds a name anywhere in it (`let x`, `.ok(let v)`).
    static func bindsNames(_ node: Syntax) -> Bool {
      node.is(ValueBindingPatternSyntax.self) || node.children(viewMode: .sourceAccurate).contains(where: bindsNames)
    }

    /// Whether `.name` or `Type.name` names an enum case (or an optional's `some`/`none`).
    func isCaseReference(_ member: MemberAccessExprSyntax) -> Bool {
      let name = member.declName.baseName.text
      guard let base = member.base else { return true }
      guard let type = base.as(DeclReferenceExprSyntax.self).flatMap({ typeIndex[$0.baseName.text] }) else { return false }
      return types[type].cases.contains(name)
    }

    /// Compiles a `switch`: the subject is taken once, then each case's patterns in order.
    ///
    /// A case's `where` is checked after its patterns; `break` leaves the switch. A value no case matches stops the run.
    mutating func compileSwitch(_ statement: SwitchExprSyntax) throws(SwiftRunError) {
      for element in statement.cases {
        // No implicit fallthrough: a case runs a statement of its own (The Swift Programming
        // Language, "Control Flow").
        guard case .switchCase(let switchCase) = element, switchCase.statements.isEmpty else { continue }
        throw typeError(
          at: switchCase.positionAfterSkippingLeadingTrivia,
          "'\(switchCase.label.is(SwitchDefaultLabelSyntax.self) ? "default" : "case")' label in a 'switch' must have at least one executable statement"
        )
      }
      try checkExhaustive(statement)
      try compileExpression(statement.subject)
      let subject = temporary()
      emit(.store(subject))
      // Slots are numbered afresh in each function: the entry goes as the switch ends.
      matchedTypes[subject] = staticType(of: statement.subject)?.type
      matchedTuples[subject] = tupleElements(of: statement.subject)
      defer { (matchedTypes[subject], matchedTuples[subject]) = (nil, nil) }
      var ends: [Int] = []
      var hasDefault = false
      // The previous case's `fallthrough`s, which jump to this case's body.
      var fallingThrough: [(jump: Int, at: AbsolutePosition)] = []
      for element in statement.cases {
        guard case .switchCase(let switchCase) = element else { throw unsupported(element, "#if in a switch") }
        context.scopes.append(Scope())
        var nextCase: Int?
        switch switchCase.label {
        case .default: hasDefault = true
        case .case(let label):
          var matched: [Int] = []
          for item in label.caseItems {
            if label.caseItems.count > 1, Self.bindsNames(Syntax(item.pattern)) {
              throw unsupported(item, "a case with several patterns that bind names")
            }
            var fails = try compileMatch(item.pattern, subject: subject, binding: nil)
            if let condition = item.whereClause?.condition {
              try compileExpression(condition)
              fails.append(emitJump(.jumpIfFalse(-1)))
            }
            matched.append(emitJump(.jump(-1)))
            patchHere(fails)
          }
          nextCase = emitJump(.jump(-1))
          patchHere(matched)
        @unknown default: throw unsupported(switchCase, "this case")
        }
        if !fallingThrough.isEmpty, case .case(let label) = switchCase.label,
          let binding = label.caseItems.first(where: { Self.bindsNames(Syntax($0.pattern)) })
        {
          // `fallthrough` into `case let m:`: its names would have no values.
          let name = Self.firstBoundName(Syntax(binding.pattern)) ?? ""
          throw typeError(at: fallingThrough[0].at, "'fallthrough' from a case which doesn't bind variable '\(name)'")
        }
        patchHere(fallingThrough.map(\.jump))
        // A `break` leaves the case's own scope too: its defers run.
        context.loops.append(Loop(scopeDepth: context.scopes.count - 1, continueTarget: -1, isSwitch: true, label: takeLabel()))
        for item in switchCase.statements { try compileItem(item) }
        try closeScope()
        let loop = context.loops.removeLast()
        ends += loop.breaks
        fallingThrough = loop.fallthroughs
        ends.append(emitJump(.jump(-1)))
        if let nextCase { patch(nextCase, to: context.code.count) }
      }
      if let falling = fallingThrough.first {
        throw typeError(at: falling.at, "'fallthrough' without a following 'case' or 'default' block")
      }
      if !hasDefault {
        emit(
          .trap(
            message: intern("Fatal error: no case of the switch matched (a switch must be exhaustive)"), line: line(statement)))
      }
      patchHere(ends)
    }

    /// `do { … } catch pattern { … }`: a handler catches what the body throws; each clause's
    /// patterns are tried in order (a bare `catch` binds `error`); no match throws it on.
    mutating func compileDo(_ statement: DoStmtSyntax) throws(SwiftRunError) {
      let handler = emitJump(.pushHandler(-1))
      var scope = Scope()
      scope.handlers = 1
      context.scopes.append(scope)
      for item in statement.body.statements { try compileItem(item) }
      try closeScope()
      var ends = [emitJump(.jump(-1))]
      patch(handler, to: context.code.count)
      let error = temporary()
      emit(.store(error))
      for clause in statement.catchClauses {
        context.scopes.append(Scope())
        var nextClause: Int?
        if clause.catchItems.isEmpty {
          emit(.load(error))
          emitDeclare(try declare("error", mutable: false, node: clause))
        } else {
          var matched: [Int] = []
          for item in clause.catchItems {
            guard let pattern = item.pattern else { continue }
            var fails = try compileMatch(pattern, subject: error, binding: nil)
            if let condition = item.whereClause?.condition {
              try compileExpression(condition)
              fails.append(emitJump(.jumpIfFalse(-1)))
            }
            matched.append(emitJump(.jump(-1)))
            patchHere(fails)
          }
          nextClause = emitJump(.jump(-1))
          patchHere(matched)
        }
        for item in clause.body.statements { try compileItem(item) }
        try closeScope()
        ends.append(emitJump(.jump(-1)))
        if let nextClause { patch(nextClause, to: context.code.count) }
      }
      emit(.load(error))
      emit(.throwError(line: SwiftProgram.rethrown))
      patchHere(ends)
    }
  }
#endif
