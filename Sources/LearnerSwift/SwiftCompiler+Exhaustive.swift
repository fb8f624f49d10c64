#if canImport(SwiftParser)
  import SwiftSyntax

  /// swiftc's rule that a switch must be exhaustive, where the Workbench can see it as swiftc
  /// does: a subject of the learner's enum, a Bool, or a number or text (which only a `default`
  /// or a pattern that takes anything covers). Other subjects (tuples, optionals) are left to
  /// the run, which traps when no case matches.
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
