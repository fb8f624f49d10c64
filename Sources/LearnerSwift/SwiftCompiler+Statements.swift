#if canImport(SwiftParser)
  import Foundation
  import SwiftSyntax

  extension SwiftCompiler {
    mutating func compileStatement(_ statement: StmtSyntax) throws(SwiftRunError) {
      context.code.append(.statement(line: line(statement)))
      if let expression = statement.as(ExpressionStmtSyntax.self) {
        return try compileExpressionStatement(expression.expression)
      }
      if let loop = statement.as(WhileStmtSyntax.self) { return try compileWhile(loop) }
      if let loop = statement.as(ForStmtSyntax.self) { return try compileFor(loop) }
      if let exit = statement.as(ReturnStmtSyntax.self) {
        guard !context.isTopLevel else { throw SwiftRunError(line: line(exit), "return is only allowed inside a function") }
        if let value = exit.expression { try compileExpression(value) } else { emitConstant(.void) }
        context.code.append(.returnValue)
        return
      }
      throw unsupported(statement, "a \(statement.kind) statement")
    }

    /// The condition list of `if` and `while`: one Boolean expression each (no `if let` yet).
    mutating func compileConditions(_ conditions: ConditionElementListSyntax) throws(SwiftRunError) -> [Int] {
      var exits: [Int] = []
      for element in conditions {
        guard case .expression(let expression) = element.condition else {
          throw unsupported(element, "an optional binding condition")
        }
        try compileExpression(expression)
        exits.append(context.code.count)
        context.code.append(.jumpIfFalse(-1))
      }
      return exits
    }

    mutating func patch(_ at: Int, to target: Int) {
      switch context.code[at] {
      case .jumpIfFalse: context.code[at] = .jumpIfFalse(target)
      case .jump: context.code[at] = .jump(target)
      case .jumpIfFalseKeep: context.code[at] = .jumpIfFalseKeep(target)
      case .jumpIfTrueKeep: context.code[at] = .jumpIfTrueKeep(target)
      default: break
      }
    }

    mutating func compileIf(_ statement: IfExprSyntax) throws(SwiftRunError) {
      let exits = try compileConditions(statement.conditions)
      try compileBlock(statement.body.statements)
      guard let elseBody = statement.elseBody else {
        for exit in exits { patch(exit, to: context.code.count) }
        return
      }
      let skip = context.code.count
      context.code.append(.jump(-1))
      for exit in exits { patch(exit, to: context.code.count) }
      switch elseBody {
      case .ifExpr(let next):
        context.code.append(.statement(line: line(next)))
        try compileIf(next)
      case .codeBlock(let block): try compileBlock(block.statements)
      @unknown default: throw unsupported(statement, "this else")
      }
      patch(skip, to: context.code.count)
    }

    mutating func compileWhile(_ loop: WhileStmtSyntax) throws(SwiftRunError) {
      let top = context.code.count
      let exits = try compileConditions(loop.conditions)
      try compileBlock(loop.body.statements)
      context.code.append(.jump(top))
      for exit in exits { patch(exit, to: context.code.count) }
    }

    /// `for x in SEQUENCE { … }`: the sequence (an array, or a range made into one) is taken once;
    /// a hidden index walks it.
    mutating func compileFor(_ loop: ForStmtSyntax) throws(SwiftRunError) {
      guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil else {
        throw unsupported(loop, "a for loop with where, try or await")
      }
      context.scopes.append([:])
      try compileExpression(loop.sequence)
      let sequence = try declare(" sequence\(context.code.count)", mutable: true, node: loop)
      emitStore(sequence)
      emitConstant(.int(0))
      let index = try declare(" index\(context.code.count)", mutable: true, node: loop)
      emitStore(index)
      let top = context.code.count
      // index < sequence.count
      emitLoad(index)
      emitLoad(sequence)
      context.code.append(.builtin(.count, line: line(loop)))
      context.code.append(.binary(.less, line: line(loop)))
      let exit = context.code.count
      context.code.append(.jumpIfFalse(-1))
      context.scopes.append([:])
      emitLoad(sequence)
      emitLoad(index)
      context.code.append(.subscriptGet(line: line(loop)))
      if let pattern = loop.pattern.as(IdentifierPatternSyntax.self) {
        emitStore(try declare(pattern.identifier.text, mutable: false, node: pattern))
      } else if loop.pattern.is(WildcardPatternSyntax.self) {
        context.code.append(.pop)
      } else {
        throw unsupported(loop.pattern, "a \(loop.pattern.kind) pattern in a for loop")
      }
      for item in loop.body.statements { try compileItem(item) }
      context.scopes.removeLast()
      emitLoad(index)
      emitConstant(.int(1))
      context.code.append(.binary(.add, line: line(loop)))
      emitStore(index)
      context.code.append(.jump(top))
      patch(exit, to: context.code.count)
      context.scopes.removeLast()
    }

    /// `x = e`, `x += e`, `xs[i] = e` and `xs.append(e)`: true when `expression` was one.
    mutating func compileAssignment(_ expression: ExprSyntax) throws(SwiftRunError) -> Bool {
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "append", let base = member.base?.as(DeclReferenceExprSyntax.self)
      {
        let binding = try mutableBinding(base.baseName.text, node: base)
        guard call.arguments.count == 1, let argument = call.arguments.first else {
          throw SwiftRunError(line: line(call), "append takes one element")
        }
        emitLoad(binding)
        try compileExpression(argument.expression)
        context.code.append(.builtin(.append, line: line(call)))
        emitStore(binding)
        return true
      }
      guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
      let compound: SwiftProgram.Operator?
      if infix.operator.is(AssignmentExprSyntax.self) {
        compound = nil
      } else if let binary = infix.operator.as(BinaryOperatorExprSyntax.self),
        ["+=", "-=", "*=", "/=", "%="].contains(binary.operator.text)
      {
        compound = SwiftProgram.Operator(rawValue: String(binary.operator.text.dropLast()))
      } else {
        return false
      }
      if let name = infix.leftOperand.as(DeclReferenceExprSyntax.self) {
        let binding = try mutableBinding(name.baseName.text, node: name)
        if let compound {
          emitLoad(binding)
          try compileExpression(infix.rightOperand)
          context.code.append(
            .binary(compound, line: line(infix), literal: Self.literalSide(infix.leftOperand, infix.rightOperand)))
        } else {
          try compileExpression(infix.rightOperand)
        }
        emitStore(binding)
        return true
      }
      if let target = infix.leftOperand.as(SubscriptCallExprSyntax.self),
        let base = target.calledExpression.as(DeclReferenceExprSyntax.self), target.arguments.count == 1,
        let index = target.arguments.first
      {
        let binding = try mutableBinding(base.baseName.text, node: base)
        emitLoad(binding)
        try compileExpression(index.expression)
        if let compound {
          emitLoad(binding)
          try compileExpression(index.expression)
          context.code.append(.subscriptGet(line: line(infix)))
          try compileExpression(infix.rightOperand)
          context.code.append(
            .binary(compound, line: line(infix), literal: Self.literalSide(infix.leftOperand, infix.rightOperand)))
        } else {
          try compileExpression(infix.rightOperand)
        }
        context.code.append(.subscriptSet(line: line(infix)))
        emitStore(binding)
        return true
      }
      throw unsupported(infix.leftOperand, "assigning to a \(infix.leftOperand.kind)")
    }

    func mutableBinding(_ name: String, node: some SyntaxProtocol) throws(SwiftRunError) -> Binding {
      guard let binding = lookup(name) else { throw SwiftRunError(line: line(node), "cannot find '\(name)' in scope") }
      guard binding.isMutable else {
        throw SwiftRunError(line: line(node), "cannot assign to value: '\(name)' is a 'let' constant")
      }
      return binding
    }
  }
#endif
