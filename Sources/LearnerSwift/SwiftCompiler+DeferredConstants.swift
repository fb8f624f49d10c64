#if canImport(SwiftParser)
  import SwiftSyntax

  /// A constant declared without a value and given one later (`let greeting: String`, then
  /// `greeting = "Good morning"` on each branch of an `if`): Swift checks, before anything runs,
  /// that it is given its value once on every path and read only after (The Swift Programming
  /// Language, "The Basics": "Constants and Variables"; the checks are swiftc's definite
  /// initialization).
  ///
  /// The check follows the statements after the declaration in its block: an assignment, an
  /// `if` (with or without `else`), a `switch` whose cases all run it or none does; an
  /// assignment anywhere else (in a loop, a closure) is given a second time as far as Swift
  /// can tell.
  extension SwiftCompiler {
    /// Where the constant stands after some statements: not given its value, given it on some
    /// paths only, or given it.
    enum DeferredState {
      case unassigned, maybe, assigned

      func merged(with other: Self) -> Self { self == other ? self : .maybe }
    }

    /// Checks the statements after `declaration` that give the constant (or, `variable`, the
    /// variable) `name` its value, in swiftc's words where they do it wrong: a variable may be
    /// given another value after its first.
    func checkDeferredConstant(_ name: String, declaredIn declaration: VariableDeclSyntax, variable: Bool = false)
      throws(SwiftRunError)
    {
      guard let item = declaration.parent?.as(CodeBlockItemSyntax.self),
        let list = item.parent?.as(CodeBlockItemListSyntax.self),
        let index = list.firstIndex(where: { $0.id == item.id })
      else { return }
      _ = try deferredState(of: name, in: list[list.index(after: index)...], from: .unassigned, variable: variable)
    }

    /// The constant's state after `items`, from `state`.
    func deferredState(
      of name: String, in items: some Sequence<CodeBlockItemSyntax>, from state: DeferredState, variable: Bool = false
    ) throws(SwiftRunError) -> DeferredState {
      var state = state
      for item in items {
        let expression = Self.expression(of: item)
        if let expression, let assignment = Self.assignment(of: name, in: expression) {
          try refuseRead(of: name, in: Syntax(assignment.value), state, variable: variable)
          guard state == .unassigned || variable else { throw onlyOnce(name, at: assignment.operator) }
          state = .assigned
        } else if let branch = expression?.as(IfExprSyntax.self) {
          state = try deferredState(of: name, by: branch, from: state, variable: variable)
        } else if let choice = expression?.as(SwitchExprSyntax.self) {
          try refuseRead(of: name, in: Syntax(choice.subject), state, variable: variable)
          var after: DeferredState?
          for element in choice.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let end = try deferredState(of: name, in: switchCase.statements, from: state, variable: variable)
            if Self.leaves(switchCase.statements, inCase: true) { continue }
            after = after.map { $0.merged(with: end) } ?? end
          }
          state = after ?? state
        } else {
          // A variable given its value in a loop or a closure may have it after, or not; a
          // constant would be given it again.
          try refuseRead(of: name, in: Syntax(item), state, variable: variable)
          if let assignment = Self.firstAssignment(of: name, in: Syntax(item)) {
            guard variable else { throw onlyOnce(name, at: assignment) }
            if state == .unassigned { state = .maybe }
          }
        }
      }
      return state
    }

    /// The constant's state after an `if`: each branch's, merged (no `else` leaves it as it was).
    func deferredState(of name: String, by branch: IfExprSyntax, from state: DeferredState, variable: Bool = false)
      throws(SwiftRunError) -> DeferredState
    {
      try refuseRead(of: name, in: Syntax(branch.conditions), state, variable: variable)
      let then = try deferredState(of: name, in: branch.body.statements, from: state, variable: variable)
      let otherwise: DeferredState
      switch branch.elseBody {
      case .codeBlock(let block)?:
        otherwise = try deferredState(of: name, in: block.statements, from: state, variable: variable)
        // A branch that leaves (`return`, `fatalError()`) brings nothing to what follows.
        if Self.leaves(block.statements) { return then }
      case .ifExpr(let next)?: otherwise = try deferredState(of: name, by: next, from: state, variable: variable)
      default: otherwise = state
      }
      return Self.leaves(branch.body.statements) ? otherwise : then.merged(with: otherwise)
    }

    /// `name = value`, as a statement: its operator and its value.
    static func assignment(of name: String, in expression: ExprSyntax) -> (operator: ExprSyntax, value: ExprSyntax)? {
      guard let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
        infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == name
      else { return nil }
      return (infix.operator, infix.rightOperand)
    }

    /// The operator of the first `name = …` anywhere in `node`.
    static func firstAssignment(of name: String, in node: Syntax) -> ExprSyntax? {
      if let expression = node.as(ExprSyntax.self), let assignment = assignment(of: name, in: expression) {
        return assignment.operator
      }
      for child in node.children(viewMode: .sourceAccurate) {
        if let found = firstAssignment(of: name, in: child) { return found }
      }
      return nil
    }

    /// Refuses a read of the constant (or `variable`) in `node` while it may have no value.
    func refuseRead(of name: String, in node: Syntax, _ state: DeferredState, variable: Bool = false) throws(SwiftRunError) {
      guard state != .assigned, let read = Self.firstReference(to: name, in: node) else { return }
      throw typeError(
        at: read.positionAfterSkippingLeadingTrivia,
        "\(variable ? "variable" : "constant") '\(name)' used before being initialized")
    }

    /// The first use of `name` in `node` as a value (not a member's name after a dot).
    static func firstReference(to name: String, in node: Syntax) -> DeclReferenceExprSyntax? {
      if let expression = node.as(ExprSyntax.self), let assignment = assignment(of: name, in: expression) {
        // What an assignment sets is not read.
        return firstReference(to: name, in: Syntax(assignment.value))
      }
      if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == name,
        node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      {
        return reference
      }
      for child in node.children(viewMode: .sourceAccurate) {
        if let found = firstReference(to: name, in: child) { return found }
      }
      return nil
    }

    func onlyOnce(_ name: String, at node: ExprSyntax) -> SwiftRunError {
      typeError(at: node.positionAfterSkippingLeadingTrivia, "immutable value '\(name)' may only be initialized once")
    }
  }
#endif
