#if canImport(SwiftParser)
  import SwiftSyntax

  /// Swift's rule that an initializer sets every stored property that has no value of its own
  /// before it returns (The Swift Programming Language, "Initialization": "Assigning Initial
  /// Values for Stored Properties"), checked as swiftc checks it, before anything runs: a
  /// property left unset would otherwise be read as nothing later.
  ///
  /// The check follows the body's statements in order, an `if` with an `else` (or a `switch`
  /// with a `default`) setting what all its branches set. A body whose flow it does not follow
  /// (an early `return`, a `do` with a `catch`) is left to the run.
  extension SwiftCompiler {
    func checkDefiniteInitialization(_ type: Int) throws(SwiftRunError) {
      if types[type].kind == .enumType { return try checkEnumInitializers(type) }
      let needed = unsetFields(type)
      try checkSuperInitCalls(type, needed: needed)
      guard !needed.isEmpty else { return }
      for (decl, _) in records[type].inits where !Self.isConvenience(decl) {
        guard let body = decl.body, !Self.callsInit(on: "self", in: Syntax(body)),
          !Self.hasReturn(Syntax(body.statements)), let set = assigned(in: body.statements, from: [], fields: Set(needed))
        else { continue }
        guard Set(needed).isSubset(of: set) else {
          throw typeError(
            at: body.rightBrace.positionAfterSkippingLeadingTrivia,
            "return from initializer without initializing all stored properties")
        }
      }
    }

    /// An enum's initializer sets `self` on every path that returns normally.
    ///
    /// One that hands over to another (`self.init`) need not, nor a failable one's `return
    /// nil`. One whose flow the check does not follow (a loop, a `do` with a `catch`) is
    /// checked as it runs.
    func checkEnumInitializers(_ type: Int) throws(SwiftRunError) {
      for (decl, _) in records[type].inits {
        guard let body = decl.body, !Self.callsInit(on: "self", in: Syntax(body)),
          let paths = Self.selfPaths(body.statements, set: false)
        else { continue }
        // swiftc points at the closing brace, whichever path returns too soon.
        if paths.unset || paths.after == false {
          throw typeError(at: body.rightBrace.positionAfterSkippingLeadingTrivia, Self.enumSelfUnset)
        }
      }
    }

    /// The paths through an enum initializer's `statements`, `self` set on entry or not:
    /// whether one reaches a plain `return` with `self` unset, and whether `self` is set on
    /// every path that goes on past them (nil when none does); nil where the flow is one the
    /// check does not follow.
    static func selfPaths(_ statements: CodeBlockItemListSyntax, set: Bool) -> (unset: Bool, after: Bool?)? {
      var set = set
      for item in statements {
        if let exit = item.item.as(ReturnStmtSyntax.self) {
          // `return nil` fails the initializer: nothing need be set.
          return (exit.expression == nil && !set, nil)
        }
        // A `throw` or a `fatalError()` ends the path: nothing need be set.
        if item.item.is(ThrowStmtSyntax.self) || leaves(CodeBlockItemListSyntax([item]), inCase: true) { return (false, nil) }
        // A `break` (loops are not followed: it is a switch's) goes on past the switch.
        if let exit = item.item.as(BreakStmtSyntax.self) { return exit.label == nil ? (false, set) : nil }
        let paths: (unset: Bool, after: Bool?)?
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
          guard let otherwise = selfPaths(guardStatement.body.statements, set: set) else { return nil }
          paths = (otherwise.unset, set)
        } else if let statement = item.item.as(DoStmtSyntax.self), statement.catchClauses.isEmpty {
          paths = selfPaths(statement.body.statements, set: set)
        } else if let expression = expression(of: item) {
          if assignedFields(expression).contains("self") {
            set = true
            continue
          }
          if let branch = expression.as(IfExprSyntax.self) {
            paths = selfPaths(branch, set: set)
          } else if let choice = expression.as(SwitchExprSyntax.self) {
            paths = selfPaths(choice, set: set)
          } else {
            continue
          }
        } else if item.item.is(DeclSyntax.self) {
          continue
        } else {
          return nil
        }
        guard let paths else { return nil }
        if paths.unset { return (true, nil) }
        guard let after = paths.after else { return (false, nil) }
        set = after
      }
      return (false, set)
    }

    /// `selfPaths` of an `if` and its `else` branches.
    static func selfPaths(_ branch: IfExprSyntax, set: Bool) -> (unset: Bool, after: Bool?)? {
      guard let then = selfPaths(branch.body.statements, set: set) else { return nil }
      let otherwise: (unset: Bool, after: Bool?)?
      switch branch.elseBody {
      case .codeBlock(let block)?: otherwise = selfPaths(block.statements, set: set)
      case .ifExpr(let next)?: otherwise = selfPaths(next, set: set)
      case nil: otherwise = (false, set)
      @unknown default: return nil
      }
      guard let otherwise else { return nil }
      return (then.unset || otherwise.unset, joined(then.after, otherwise.after))
    }

    /// `selfPaths` of a `switch`'s cases (Swift has checked that they cover every value).
    static func selfPaths(_ choice: SwitchExprSyntax, set: Bool) -> (unset: Bool, after: Bool?)? {
      var result: (unset: Bool, after: Bool?) = (false, nil)
      for element in choice.cases {
        guard case .switchCase(let switchCase) = element,
          !switchCase.statements.contains(where: { $0.item.is(FallThroughStmtSyntax.self) }),
          let paths = selfPaths(switchCase.statements, set: set)
        else { return nil }
        result = (result.unset || paths.unset, joined(result.after, paths.after))
      }
      return result
    }

    /// Whether `self` is set after two ways that may go on: on both, where both do.
    static func joined(_ first: Bool?, _ second: Bool?) -> Bool? {
      guard let first else { return second }
      guard let second else { return first }
      return first && second
    }

    /// The type's own stored properties that have no value until an initializer gives them one:
    /// a `var` of an optional type starts as nil; a `let` does not.
    func unsetFields(_ type: Int) -> [String] {
      records[type].fields.filter { field in
        field.initial == nil && (field.isLet || !(field.type.map(Self.isOptional) ?? false))
      }.map(\.name)
    }

    /// A subclass's designated initializer sets its own properties before it calls
    /// `super.init`, and calls one where the superclass has no `init()` Swift could call for
    /// it (Swift's two-phase initialization).
    func checkSuperInitCalls(_ type: Int, needed: [String]) throws(SwiftRunError) {
      guard let parent = types[type].superclass else { return }
      for (decl, _) in records[type].inits where !Self.isConvenience(decl) {
        guard let body = decl.body, !Self.callsInit(on: "self", in: Syntax(body)) else { continue }
        let statements = Array(body.statements)
        guard let call = statements.firstIndex(where: { Self.superInitName(in: $0) != nil }) else {
          if !Self.callsInit(on: "super", in: Syntax(body)), !designatedSelectors(of: parent).contains("init()") {
            throw typeError(
              at: body.rightBrace.positionAfterSkippingLeadingTrivia,
              "'super.init' isn't called on all paths before returning from initializer")
          }
          continue
        }
        guard !Self.hasReturn(Syntax(body.statements)),
          let set = assigned(in: CodeBlockItemListSyntax(statements.prefix(call)), from: [], fields: Set(needed)),
          let missing = needed.first(where: { !set.contains($0) }), let name = Self.superInitName(in: statements[call])
        else { continue }
        throw typeError(
          at: name.positionAfterSkippingLeadingTrivia, "property 'self.\(missing)' not initialized at super.init call")
      }
    }

    /// The `init` of a statement that is a `super.init(…)` call (`try` too), or nil.
    static func superInitName(in item: CodeBlockItemSyntax) -> DeclReferenceExprSyntax? {
      let expression = self.expression(of: item)
      let call = (expression?.as(TryExprSyntax.self)?.expression ?? expression)?.as(FunctionCallExprSyntax.self)
      guard let member = call?.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
        member.declName.baseName.text == "init"
      else { return nil }
      return member.declName
    }

    /// The properties among `fields` set once `statements` have run, those of `set` beside;
    /// nil where the flow is one this check does not follow.
    func assigned(in statements: CodeBlockItemListSyntax, from set: Set<String>, fields: Set<String>) -> Set<String>? {
      var set = set
      for item in statements {
        if let expression = Self.expression(of: item) {
          for name in Self.assignedFields(expression) {
            // `self = other` sets them all.
            if name == "self" { set.formUnion(fields) } else if fields.contains(name) { set.insert(name) }
          }
          if let branch = expression.as(IfExprSyntax.self) {
            guard let both = assigned(by: branch, from: set, fields: fields) else { return nil }
            set = both
          }
          if let choice = expression.as(SwitchExprSyntax.self) {
            var common: Set<String>?
            var hasDefault = false
            for element in choice.cases {
              guard case .switchCase(let switchCase) = element,
                let after = assigned(in: switchCase.statements, from: set, fields: fields)
              else { return nil }
              if case .default = switchCase.label { hasDefault = true }
              if Self.leaves(switchCase.statements, inCase: true) { continue }
              common = common.map { $0.intersection(after) } ?? after
            }
            if hasDefault, let common { set = common }
          }
        } else if let statement = item.item.as(DoStmtSyntax.self) {
          guard statement.catchClauses.isEmpty, let after = assigned(in: statement.body.statements, from: set, fields: fields)
          else { return nil }
          set = after
        }
      }
      return set
    }

    /// What an `if` sets on every branch: nothing certain without an `else`.
    func assigned(by branch: IfExprSyntax, from set: Set<String>, fields: Set<String>) -> Set<String>? {
      guard let then = assigned(in: branch.body.statements, from: set, fields: fields) else { return nil }
      let otherwise: Set<String>?
      switch branch.elseBody {
      case .codeBlock(let block)?:
        // A branch that leaves (`fatalError()`) brings nothing to what follows.
        if Self.leaves(block.statements) { return then }
        otherwise = assigned(in: block.statements, from: set, fields: fields)
      case .ifExpr(let next)?:
        otherwise = assigned(by: next, from: set, fields: fields)
      case nil:
        otherwise = set
      @unknown default:
        return nil
      }
      guard let otherwise else { return nil }
      return Self.leaves(branch.body.statements) ? otherwise : then.intersection(otherwise)
    }

    /// The expression a statement is: an `if` or a `switch` standing as a statement is one in
    /// a statement.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
      item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The properties an assignment sets (`self.name = …`, `name = …`, `(a, b) = …`), and
    /// `self` for `self = …`.
    static func assignedFields(_ expression: ExprSyntax) -> [String] {
      var place: ExprSyntax?
      if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
      {
        place = sequence.elements.first
      } else if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
        place = infix.leftOperand
      }
      guard let place else { return [] }
      return names(assignedAt: place)
    }

    /// The property (or `self`) a place of an assignment names; a tuple's, each of them.
    static func names(assignedAt place: ExprSyntax) -> [String] {
      if let tuple = place.as(TupleExprSyntax.self) { return tuple.elements.flatMap { names(assignedAt: $0.expression) } }
      if let reference = place.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
      if let member = place.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        return [member.declName.baseName.text]
      }
      return []
    }

    /// Whether a body returns early anywhere outside its closures.
    static func hasReturn(_ node: Syntax) -> Bool {
      if node.is(ReturnStmtSyntax.self) { return true }
      if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
      return node.children(viewMode: .sourceAccurate).contains(where: hasReturn)
    }
  }
#endif
