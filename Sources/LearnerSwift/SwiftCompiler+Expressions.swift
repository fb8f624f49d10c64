#if canImport(SwiftParser)
  import Foundation
  import SwiftSyntax

  extension SwiftCompiler {
    /// Compiles an expression that leaves one value on the stack.
    mutating func compileExpression(_ expression: ExprSyntax) throws(SwiftRunError) {
      let at = line(expression)
      if let literal = expression.as(IntegerLiteralExprSyntax.self) {
        guard let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
          throw SwiftRunError(line: at, "integer literal '\(literal.literal.text)' overflows when stored into 'Int'")
        }
        emitConstant(.int(value))
      } else if let literal = expression.as(FloatLiteralExprSyntax.self) {
        guard let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
          throw unsupported(literal, "this floating-point literal")
        }
        emitConstant(.double(value))
      } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
        emitConstant(.bool(literal.literal.tokenKind == .keyword(.true)))
      } else if let literal = expression.as(StringLiteralExprSyntax.self) {
        try compileString(literal)
      } else if let name = expression.as(DeclReferenceExprSyntax.self) {
        guard let binding = lookup(name.baseName.text) else {
          throw SwiftRunError(line: at, "cannot find '\(name.baseName.text)' in scope")
        }
        emitLoad(binding)
      } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
        try compileInfix(infix)
      } else if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        try compileExpression(prefix.expression)
        switch prefix.operator.text {
        case "-": context.code.append(.negate(line: at))
        case "!": context.code.append(.not)
        default: throw unsupported(prefix, "the prefix operator '\(prefix.operator.text)'")
        }
      } else if let tuple = expression.as(TupleExprSyntax.self) {
        guard tuple.elements.count != 1 else {
          if let only = tuple.elements.first { try compileExpression(only.expression) }
          return
        }
        for element in tuple.elements {
          guard element.label == nil else { throw unsupported(element, "a labelled tuple") }
          try compileExpression(element.expression)
        }
        context.code.append(.makeTuple(tuple.elements.count))
      } else if let array = expression.as(ArrayExprSyntax.self) {
        for element in array.elements { try compileExpression(element.expression) }
        context.code.append(.makeArray(array.elements.count))
      } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first else {
          throw unsupported(subscriptCall, "a subscript with several arguments")
        }
        try compileExpression(subscriptCall.calledExpression)
        try compileExpression(index.expression)
        context.code.append(.subscriptGet(line: at))
      } else if let member = expression.as(MemberAccessExprSyntax.self) {
        try compileMember(member)
      } else if let call = expression.as(FunctionCallExprSyntax.self) {
        try compileCall(call)
      } else {
        throw unsupported(expression, "a \(expression.kind) expression")
      }
    }

    mutating func compileString(_ literal: StringLiteralExprSyntax) throws(SwiftRunError) {
      var parts = 0
      for segment in literal.segments {
        if let text = segment.as(StringSegmentSyntax.self) {
          emitConstant(.string(Self.unescaped(text.content.text)))
        } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
          guard interpolation.expressions.count == 1, let inner = interpolation.expressions.first else {
            throw unsupported(interpolation, "an interpolation with several expressions")
          }
          try compileExpression(inner.expression)
        }
        parts += 1
      }
      context.code.append(.interpolate(parts))
    }

    static func unescaped(_ text: String) -> String {
      text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
        .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    mutating func compileInfix(_ infix: InfixOperatorExprSyntax) throws(SwiftRunError) {
      let at = line(infix)
      guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else {
        throw unsupported(infix.operator, "an assignment inside an expression")
      }
      let text = binary.operator.text
      switch text {
      case "&&", "||":
        try compileExpression(infix.leftOperand)
        let decide = context.code.count
        context.code.append(text == "&&" ? .jumpIfFalseKeep(-1) : .jumpIfTrueKeep(-1))
        try compileExpression(infix.rightOperand)
        patch(decide, to: context.code.count)
      case "..<", "...":
        try compileExpression(infix.leftOperand)
        try compileExpression(infix.rightOperand)
        context.code.append(.range(closed: text == "...", line: at))
      default:
        guard let operation = SwiftProgram.Operator(rawValue: text) else {
          throw unsupported(binary, "the operator '\(text)'")
        }
        try compileExpression(infix.leftOperand)
        try compileExpression(infix.rightOperand)
        context.code.append(.binary(operation, line: at, literal: Self.literalSide(infix.leftOperand, infix.rightOperand)))
      }
    }

    mutating func compileMember(_ member: MemberAccessExprSyntax) throws(SwiftRunError) {
      guard let base = member.base else { throw unsupported(member, "an implicit member expression") }
      try compileExpression(base)
      switch member.declName.baseName.text {
      case "count": context.code.append(.builtin(.count, line: line(member)))
      case "isEmpty": context.code.append(.builtin(.isEmpty, line: line(member)))
      case let name: throw unsupported(member, "the member '\(name)'")
      }
    }

    mutating func compileCall(_ call: FunctionCallExprSyntax) throws(SwiftRunError) {
      let at = line(call)
      guard call.trailingClosure == nil else { throw unsupported(call, "a trailing closure") }
      guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
        throw unsupported(call.calledExpression, "calling a \(call.calledExpression.kind)")
      }
      let name = callee.baseName.text
      let arguments = Array(call.arguments)
      if name == "print" {
        for argument in arguments {
          guard argument.label == nil else { throw unsupported(argument, "print's \(argument.label?.text ?? "") argument") }
          try compileExpression(argument.expression)
        }
        context.code.append(.print(arguments: arguments.count))
        return
      }
      let builtins: [String: (SwiftProgram.Builtin, Int)] = [
        "Double": (.toDouble, 1), "Int": (.toInt, 1), "String": (.toString, 1), "abs": (.abs, 1), "min": (.min, 2),
        "max": (.max, 2),
      ]
      if let (builtin, count) = builtins[name] {
        guard arguments.count == count else {
          throw SwiftRunError(line: at, "\(name)(…) takes \(count) argument\(count == 1 ? "" : "s") here")
        }
        for argument in arguments { try compileExpression(argument.expression) }
        context.code.append(.builtin(builtin, line: at))
        return
      }
      guard let index = functionIndex[name] else { throw SwiftRunError(line: at, "cannot find '\(name)' in scope") }
      guard functions[index].parameters == arguments.count else {
        throw SwiftRunError(
          line: at,
          "\(name) takes \(functions[index].parameters) argument\(functions[index].parameters == 1 ? "" : "s"), "
            + "not \(arguments.count)")
      }
      for argument in arguments { try compileExpression(argument.expression) }
      context.code.append(.call(function: index, arguments: arguments.count, line: at))
    }

    /// Which operand, if either, is an integer literal (a negative one too).
    static func literalSide(_ left: ExprSyntax, _ right: ExprSyntax) -> SwiftProgram.LiteralSide {
      func isLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
          return prefix.expression.is(IntegerLiteralExprSyntax.self)
        }
        return false
      }
      if isLiteral(right) { return .right }
      return isLiteral(left) ? .left : .neither
    }
  }
#endif
