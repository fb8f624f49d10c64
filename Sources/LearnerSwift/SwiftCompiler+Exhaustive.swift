#if canImport(SwiftParser)
  import SwiftSyntax

  /// swiftc's rule that a switch must be exhaustive, where the Workbench can see it as swiftc
  /// does: a subject of the learner's enum, a Bool, or a number or text (which only a `default`
  /// or a pattern that takes anything covers), or a tuple of those. Other subjects (optionals)
  /// are left to the run, which traps when no case matches.
  extension SwiftCompiler {
    /// Refuses a case pattern `.name` that names no case of the enum the switch's subject is,
    /// as Swift's compiler does (`type 'Color' has no member 'blue'`).
    func checkCaseNames(_ statement: SwitchExprSyntax) throws(SwiftRunError) {
      guard case .named(let name)? = staticType(of: statement.subject)?.type, let type = typeIndex[name],
        types[type].kind == .enumType
      else { return }
      for element in statement.cases {
        guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { continue }
        for item in label.caseItems {
          var expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression
          if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
          guard let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil else { continue }
          let written = member.declName.baseName.text
          guard !types[type].cases.contains(written) else { continue }
          throw typeError(
            at: member.declName.positionAfterSkippingLeadingTrivia, "type '\(name)' has no member '\(written)'")
        }
      }
    }

    func checkExhaustive(_ statement: SwitchExprSyntax) throws(SwiftRunError) {
      try checkCaseNames(statement)
      if let elements = tupleElements(of: statement.subject) {
        guard let covers = tupleCoverage(statement, elements: elements.map(\.type)), !covers else { return }
        throw typeError(at: statement.switchKeyword.positionAfterSkippingLeadingTrivia, "switch must be exhaustive")
      }
      var covered: Set<String> = []
      // The payload patterns of a case that cover part of it (`.ok(true)`), by the case's name.
      var parts: [String: [ExprSyntax]] = [:]
      for element in statement.cases {
        guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return }
        // A case with a `where` may not match: it covers nothing for certain.
        for item in label.caseItems where item.whereClause == nil {
          if Self.takesAnything(item.pattern) { return }
          switch Self.coverage(item.pattern) {
          case .whole(let name): covered.insert(name)
          case .part(let name, let payload): parts[name, default: []].append(payload)
          // A pattern this pass cannot weigh (several payloads matched in part): the run decides.
          case .unknown: return
          case .none: break
          }
        }
      }
      guard case .named(let name)? = staticType(of: statement.subject)?.type else { return }
      switch name {
      case "Int", "Double", "CGFloat", "String": break
      case "Bool": if covered.isSuperset(of: ["true", "false"]) { return }
      default:
        guard let type = typeIndex[name], types[type].kind == .enumType else { return }
        let missing = types[type].cases.enumerated().filter { !covered.contains($0.element) }
        let coveredInParts = missing.allSatisfy { index, name in
          guard let payloads = parts[name], type < records.count, index < records[type].caseTypes.count,
            let payloadType = records[type].caseTypes[index].first ?? nil
          else { return false }
          return coversAll(payloads, of: payloadType.trimmedDescription)
        }
        if coveredInParts { return }
      }
      throw typeError(at: statement.switchKeyword.positionAfterSkippingLeadingTrivia, "switch must be exhaustive")
    }

    /// Whether the cases of a switch over a tuple cover every value the tuple can have; nil
    /// where this pass cannot weigh them (an element of another type, a pattern it does not
    /// read), which leaves them to the run.
    ///
    /// Each element's values are its Bools, its enum's cases (of the learner's, without
    /// payloads), or, for a number or text, one stand-in for all the values no literal names:
    /// only `_` or a name bound covers it. Every combination must match a case without `where`.
    private func tupleCoverage(_ statement: SwitchExprSyntax, elements: [SwiftStaticType?]) -> Bool? {
      var domains: [[String]] = []
      for element in elements {
        guard case .named(let name)? = element else { return nil }
        switch name {
        case "Int", "Double", "CGFloat", "String": domains.append(["*"])
        case "Bool": domains.append(["true", "false"])
        default:
          guard let type = typeIndex[name], types[type].kind == .enumType,
            records[type].caseTypes.allSatisfy(\.isEmpty)
          else { return nil }
          domains.append(types[type].cases)
        }
      }
      // Each case item's pattern, an element at a time: `_` takes any value.
      var rows: [[String]] = []
      for element in statement.cases {
        guard case .switchCase(let switchCase) = element else { return nil }
        guard case .case(let label) = switchCase.label else { return true }
        for item in label.caseItems where item.whereClause == nil {
          if Self.takesAnything(item.pattern) { return true }
          guard let row = Self.tupleRow(item.pattern, count: elements.count) else { return nil }
          rows.append(row)
        }
      }
      let combinations = domains.reduce(1) { $0 * $1.count }
      guard combinations <= 1_024 else { return nil }
      for number in 0..<combinations {
        var rest = number
        let values = domains.map { domain -> String in
          defer { rest /= domain.count }
          return domain[rest % domain.count]
        }
        let matched = rows.contains { row in zip(row, values).allSatisfy { pattern, value in pattern == "_" || pattern == value }
        }
        if !matched { return false }
      }
      return true
    }

    /// A tuple pattern's elements, nil for a pattern this pass does not read.
    ///
    /// An element is `_` where it takes any value, a Bool's or a case's name, or `#` for
    /// another value (a number or text literal), which covers no stand-in.
    private static func tupleRow(_ pattern: PatternSyntax, count: Int) -> [String]? {
      var pattern = pattern
      var binds = false
      if let binding = pattern.as(ValueBindingPatternSyntax.self) {
        (pattern, binds) = (binding.pattern, true)
      }
      // Each element as a pattern, an expression, or both: `case let (a, b)` writes patterns,
      // `case (0, let b)` expressions that may hold one.
      let elements: [(pattern: PatternSyntax?, expression: ExprSyntax?)]
      if let tuple = pattern.as(TuplePatternSyntax.self) {
        elements = tuple.elements.map { ($0.pattern, $0.pattern.as(ExpressionPatternSyntax.self)?.expression) }
      } else if let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self) {
        elements = tuple.elements.map { ($0.expression.as(PatternExprSyntax.self)?.pattern, $0.expression) }
      } else {
        return nil
      }
      guard elements.count == count else { return nil }
      var row: [String] = []
      for (inner, expression) in elements {
        let takesAny =
          inner.map { takesAnything($0) || (binds && $0.is(IdentifierPatternSyntax.self)) } == true
          || expression.map { $0.is(DiscardAssignmentExprSyntax.self) || (binds && $0.is(DeclReferenceExprSyntax.self)) }
            == true
        if takesAny {
          row.append("_")
        } else if let value = tupleValue(expression) {
          row.append(value)
        } else {
          return nil
        }
      }
      return row
    }

    /// What one element of a tuple pattern matches: a Bool's or a case's name, or `#` for a
    /// number or text literal; nil for anything else.
    private static func tupleValue(_ expression: ExprSyntax?) -> String? {
      guard let expression else { return nil }
      if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
      if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
      if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
        || expression.is(StringLiteralExprSyntax.self)
      {
        return "#"
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
        prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
      {
        return "#"
      }
      return nil
    }

    /// Whether the patterns cover every value of a payload's type: both Bools, or every case of
    /// an enum of the learner's.
    private func coversAll(_ patterns: [ExprSyntax], of type: String) -> Bool {
      let names = Set(
        patterns.compactMap { pattern in
          pattern.as(BooleanLiteralExprSyntax.self)?.literal.text
            ?? pattern.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        })
      if type == "Bool" { return names.isSuperset(of: ["true", "false"]) }
      guard let index = typeIndex[type], types[index].kind == .enumType else { return false }
      return names.isSuperset(of: types[index].cases)
    }

    /// What a case's pattern covers of an enum (or a Bool).
    enum Coverage {
      /// A case whole (`.a`, `.b(let x)`), or a Bool literal.
      case whole(String)
      /// A case with one payload, the part its pattern matches (`.ok(true)`).
      case part(String, ExprSyntax)
      /// A part this pass does not weigh.
      case unknown
      /// No case (a number's or text's literal).
      case none
    }

    static func coverage(_ pattern: PatternSyntax) -> Coverage {
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { return coverage(binding.pattern, binds: true) }
      return coverage(pattern, binds: false)
    }

    private static func coverage(_ pattern: PatternSyntax, binds: Bool) -> Coverage {
      guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return .none }
      if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .whole(literal.literal.text) }
      if let member = expression.as(MemberAccessExprSyntax.self) { return .whole(member.declName.baseName.text) }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return .none }
      let name = member.declName.baseName.text
      // A payload value taken whole: `_`, or a name bound.
      func takesWhole(_ value: ExprSyntax) -> Bool {
        if value.is(DiscardAssignmentExprSyntax.self) { return true }
        if binds, value.is(DeclReferenceExprSyntax.self) { return true }
        if let inner = value.as(PatternExprSyntax.self)?.pattern {
          return takesAnything(inner) || inner.is(IdentifierPatternSyntax.self)
        }
        return false
      }
      let refutable = call.arguments.filter { !takesWhole($0.expression) }
      if refutable.isEmpty { return .whole(name) }
      if call.arguments.count == 1, let only = refutable.first { return .part(name, only.expression) }
      return .unknown
    }

    /// `_`, `let x`, `var x`: a pattern every value matches.
    static func takesAnything(_ pattern: PatternSyntax) -> Bool {
      if pattern.is(WildcardPatternSyntax.self) { return true }
      if let binding = pattern.as(ValueBindingPatternSyntax.self) {
        return binding.pattern.is(IdentifierPatternSyntax.self) || takesAnything(binding.pattern)
      }
      if let expression = pattern.as(ExpressionPatternSyntax.self) {
        return expression.expression.is(DiscardAssignmentExprSyntax.self)
      }
      return false
    }
  }
#endif
