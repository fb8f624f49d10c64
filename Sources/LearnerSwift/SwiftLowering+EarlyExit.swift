import Lessons

#if canImport(SwiftParser)
  import SwiftSyntax

  /// An early `return` in a closure the model runs (a completion handler's `guard let http =
  /// response as? HTTPURLResponse, http.statusCode == 200 else { print("bad"); return }`).
  ///
  /// A block of the model's runs to its end, so the exit is lowered to branches: what the exit
  /// does when its condition sends it out, and the rest of the body when it does not, each
  /// under the comparisons that choose it. Exactly one of them runs, and every path ends where
  /// the block ends, so a `defer` still runs last.
  extension SwiftLowering {
    /// `guard CONDITIONS else { …; return }` or `if CONDITIONS { …; return }` followed by
    /// `rest`, lowered; nil for any other statement.
    mutating func earlyExit(_ item: CodeBlockItemSyntax, then rest: [CodeBlockItemSyntax]) throws(CommandError)
      -> [BridgeStatement]?
    {
      guard case .stmt(let statement) = item.item else { return nil }
      if let guardStatement = statement.as(GuardStmtSyntax.self) {
        guard let exit = Self.exitBody(guardStatement.body.statements) else {
          throw failure(guardStatement, "a guard's else ends with return here")
        }
        let outer = aliases
        let tests = try conditionTests(guardStatement.conditions)
        // The names the guard binds are in scope after it, not in its else.
        let bound = aliases
        aliases = outer
        let leaving = try block(exit, exits: false)
        try refuseChanging(tests, by: leaving, at: guardStatement)
        aliases = bound
        defer { aliases = outer }
        let staying = try block(rest, exits: true)
        return Self.whenAll(tests, staying) + Self.whenNotAll(tests, leaving)
      }
      guard let ifExpression = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
        ifExpression.elseBody == nil, let exit = Self.exitBody(ifExpression.body.statements)
      else { return nil }
      let outer = aliases
      let tests = try conditionTests(ifExpression.conditions)
      if tests.count > 1, !rest.isEmpty {
        // The rest would be written out once for each condition that can fail (and again for
        // each such exit inside it): a guard keeps it once.
        throw failure(
          ifExpression, "an if of several conditions that returns early is written here as a guard of the opposite")
      }
      let leaving = try block(exit, exits: false)
      aliases = outer
      try refuseChanging(tests, by: leaving, at: ifExpression)
      let staying = try block(rest, exits: true)
      return Self.whenAll(tests, leaving) + Self.whenNotAll(tests, staying)
    }

    /// Whether the item is `return` without a value.
    static func isBareReturn(_ item: CodeBlockItemSyntax) -> Bool {
      guard case .stmt(let statement) = item.item, let exit = statement.as(ReturnStmtSyntax.self) else { return false }
      return exit.expression == nil
    }

    /// A body that ends with a bare `return`, without it; nil for any other.
    private static func exitBody(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax]? {
      guard let last = items.last, isBareReturn(last) else { return nil }
      return Array(items.dropLast())
    }

    /// `body` under all of `tests`, as nested branches (`&&`).
    private static func whenAll(_ tests: [Test], _ body: [BridgeStatement]) -> [BridgeStatement] {
      guard !body.isEmpty else { return [] }
      var statements = body
      for test in tests.reversed() {
        statements = [.branch(left: test.left, comparison: test.comparison, right: test.right, body: statements)]
      }
      return statements
    }

    /// `body` when some of `tests` fails: a branch for each test that fails after those before
    /// it held, so that one of them at most runs it.
    private static func whenNotAll(_ tests: [Test], _ body: [BridgeStatement]) -> [BridgeStatement] {
      guard !body.isEmpty else { return [] }
      var statements: [BridgeStatement] = []
      for (index, test) in tests.enumerated() {
        let failing = [
          BridgeStatement.branch(left: test.left, comparison: negated(test.comparison), right: test.right, body: body)
        ]
        statements += whenAll(Array(tests[..<index]), failing)
      }
      return statements
    }

    private static func negated(_ comparison: String) -> String {
      switch comparison {
      case "==": "!="
      case "!=": "=="
      case "<": ">="
      case ">=": "<"
      case ">": "<="
      default: ">"
      }
    }

    /// Refuses an exit whose branch sets a register its own conditions read: the rest would be
    /// tested again against the new value.
    private func refuseChanging(_ tests: [Test], by body: [BridgeStatement], at node: some SyntaxProtocol)
      throws(CommandError)
    {
      let read = Set(tests.flatMap { ($0.left + $0.right).compactMap(\.register) })
      var written: Set<String> = []
      func collect(_ statements: [BridgeStatement]) {
        for statement in statements {
          switch statement {
          case .local(let register, _), .load(let register, _): written.insert(register)
          case .branch(_, _, _, let inner), .loop(_, _, _, let inner): collect(inner)
          default: break
          }
        }
      }
      collect(body)
      if let changed = read.intersection(written).sorted().first {
        throw failure(node, "the exit's own code changes '\(changed)', which its condition tests: change it after the exit")
      }
    }
  }
#endif
