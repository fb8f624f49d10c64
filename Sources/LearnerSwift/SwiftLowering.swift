import Lessons

#if canImport(SwiftParser)
  import SwiftOperators
  import SwiftParser
  import SwiftSyntax
#endif

/// Lowers a closure of the learner's into a `BridgeBlock`, for a chapter whose model runs code
/// as data: the threading chapter's scheduler steps each statement of a block as atomic steps,
/// and `explore` interleaves them, so a closure sent to a queue must become such a block.
///
/// The shapes it takes are the model's: `x += 1` (a load and a store), `let t = x` and
/// `x = t + 1`, `print("text")`, `if t == 0 { … }`, and calls on the chapter's objects
/// (`m.lock()`, `q.async { … }`, nested closures lowered in turn). Names are resolved when the
/// closure is handed over: a top-level `var` holding an Int becomes a variable the model shares,
/// a constant holding one of the chapter's objects that object. Anything else is refused, the
/// code quoted (the statement's error names its line).
struct SwiftLowering {
  /// The closure's captured values by name, then the program's globals by name.
  var values: [String: SwiftValue]
  /// Names of top-level Swift variables (the only ones the model can share).
  var globals: Set<String>
  /// The chapter's objects by name, with their classes, and its shared variables.
  var objects: [String: String]
  var shared: Set<String>
  var classes: Set<String>
  /// Answers a static member of a chapter's class used as a receiver (`DispatchQueue.main`),
  /// without changing the chapter.
  var resolveStatic: (BridgeCall) throws(CommandError) -> BridgeValue

  /// The learner's own functions the closure may call, by name, with their text: a call of
  /// one is its body, inlined into the block, its parameters bound to the call's arguments.
  var functions: [String: String] = [:]
  /// The learner's top-level names declared with `let`: a number one of them holds is a
  /// constant, which a closure may use as a loop's bound or an argument, as it may one it
  /// captured.
  var constants: Set<String> = []
  /// Whether a closure handed to the call being lowered keeps the registers around it (one
  /// sent to a dispatch queue does; an operation or an observer starts with none).
  private var nestedCaptures = true
  /// The `var`s of the block around a nested one, which it cannot keep (Swift's closure would
  /// share them, not copy them).
  private var enclosingVariables: Set<String> = []
  /// The values the frameworks hand a delegate method, by its selector.
  var methodArguments: (String) -> [BridgeArgument?]? = { _ in nil }
  /// An object of the learner's that a value holds, as the closure may use it (a struct's, by
  /// the top-level variable named that holds it); nil for any other value.
  var learnerObject: (SwiftValue, _ name: String?) -> LearnerObject? = { _, _ in nil }

  /// An object of the learner's class, held by a top-level constant or variable: its stored
  /// properties that hold an Int become variables the model shares, named after both
  /// (`c.count` is `c_count`), and a call of its methods is inlined.
  struct LearnerObject {
    /// The top-level name that holds it.
    var name: String
    /// Its stored properties holding an Int, with their values.
    var fields: [String: Int]
    /// The text of each method, by name.
    var methods: [String: String]

    /// The model's variable for the property `field`.
    func variable(_ field: String) -> String { name + "_" + field }
  }

  /// Lowers what follows as a method of `object`: `self` is it, and its properties holding an
  /// Int are the model's shared variables.
  mutating func methodOf(_ object: LearnerObject) { selves = [object] }

  /// The closure's own constants loaded from shared variables, and its own variables: the
  /// model's registers.
  var registers: Set<String> = []
  /// The registers declared with `var`: the closure's own variables, which it may set.
  private var locals: Set<String> = []
  /// The registers of the code around the function being inlined, and the functions being
  /// inlined, innermost last.
  private var outerRegisters: Set<String> = []
  private var inlining: [String] = []
  /// The objects whose methods are being inlined, innermost last: `self`.
  private var selves: [LearnerObject] = []
  /// The parameters of the function being inlined, each bound to its call's argument: a
  /// number, one of the chapter's objects, or an object of the learner's.
  private var parameters: [String: SwiftValue] = [:]
  /// The closure's parameters: the model hands its blocks no values (a completion handler's
  /// data, response and error are the task's, for `show`), so a use of one is refused.
  private var arguments: [String: String] = [:]
  /// The closure's parameters the chapter hands values for (a completion handler's data,
  /// response and error), by name: each is a register the chapter sets before the block runs.
  var given: [String: BridgeArgument] = [:]
  /// A name `if let` binds to one of those values, with the parameter whose register holds it.
  var aliases: [String: String] = [:]
  /// The parameters the block reads, so the chapter sets only those.
  var usedArguments: Set<String> = []
  private var variables: [String: Int] = [:]
  private var fresh = 0

  init(
    values: [String: SwiftValue], globals: Set<String>, objects: [String: String], shared: Set<String>,
    classes: Set<String>, resolveStatic: @escaping (BridgeCall) throws(CommandError) -> BridgeValue
  ) {
    self.values = values
    self.globals = globals
    self.objects = objects
    self.shared = shared
    self.classes = classes
    self.resolveStatic = resolveStatic
  }

  /// What the model runs: the shapes it takes, for messages.
  static let shapes =
    "x += 1, let t = x, x = t + 1, var i = 0, i += 1, print(\"text\"), if t == 0 { … }, while i < 3 { … }, "
    + "for _ in 0..<3 { … }, guard t < 3 else { return }, defer { … } and calls on the chapter's objects"

  #if canImport(SwiftParser)
    /// Lowers the closure whose text is `source`.
    mutating func lower(_ source: String, arguments handed: [BridgeArgument] = []) throws(CommandError) -> BridgeBlock {
      let tree = Parser.parse(source: source)
      let folded = (try? OperatorTable.standardOperators.foldAll(tree)) ?? Syntax(tree)
      guard let file = folded.as(SourceFileSyntax.self), file.statements.count == 1 else {
        throw CommandError("only a closure written where it is handed over can run on the model's threads")
      }
      if let method = file.statements.first?.item.as(DeclSyntax.self)?.as(FunctionDeclSyntax.self), let body = method.body {
        // A method of the learner's object (a delegate's): its parameters are the call's values,
        // those the frameworks hand the model's block (`methodArguments`) in registers.
        let parameters = method.signature.parameterClause.parameters
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        let selector = method.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
        let handed = methodArguments(selector) ?? []
        for (index, name) in names.enumerated() where index < handed.count && name != "_" {
          guard let argument = handed[index] else { continue }
          given[name] = argument
          registers.insert(name)
        }
        arguments = Dictionary(names.filter { given[$0] == nil }.map { ($0, "the method's argument") }) { first, _ in first }
        var items = Array(body.statements)
        var answer: BridgeAnswer?
        if let handler = Self.completionHandler(of: parameters), let last = items.last, case .expr(let expression) = last.item,
          let call = expression.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == handler
        {
          answer = try self.answer(call, parameters)
          items.removeLast()
        }
        let statements = try block(items, exits: true)
        // One register for each value the frameworks hand, in order ("" for one not read).
        let handedNames = names.indices.filter { $0 < handed.count && handed[$0] != nil }.map { names[$0] }
        let read = usedArguments.isEmpty ? [] : handedNames.map { usedArguments.contains($0) ? $0 : "" }
        return BridgeBlock(statements: statements, variables: variables, source: source, answer: answer, arguments: read)
      }
      guard let closure = file.statements.first?.item.as(ExprSyntax.self)?.as(ClosureExprSyntax.self) else {
        throw CommandError("only a closure written where it is handed over can run on the model's threads")
      }
      var parameters: [String] = []
      switch closure.signature?.parameterClause {
      case .simpleInput(let names): parameters = names.map(\.name.text)
      case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      default: break
      }
      for (index, name) in parameters.enumerated() where index < handed.count && name != "_" {
        given[name] = handed[index]
        registers.insert(name)
      }
      arguments = Dictionary(parameters.filter { $0 != "_" && given[$0] == nil }.map { ($0, "the closure's argument") }) {
        first, _ in first
      }
      let statements = try block(closure.statements, exits: true)
      let read = usedArguments.isEmpty ? [] : parameters.map { usedArguments.contains($0) ? $0 : "" }
      return BridgeBlock(statements: statements, variables: variables, source: source, arguments: read)
    }

    /// The name of a method's completion handler: its last parameter, when that is a closure.
    private static func completionHandler(of parameters: FunctionParameterListSyntax) -> String? {
      guard let last = parameters.last else { return nil }
      let type = last.type.as(AttributedTypeSyntax.self)?.baseType ?? last.type
      return type.is(FunctionTypeSyntax.self) ? (last.secondName ?? last.firstName).text : nil
    }

    /// What the method's last statement hands its completion handler: an implicit member
    /// (`.allow`), `nil`, or one of the method's parameters (`request`).
    private func answer(_ call: FunctionCallExprSyntax, _ parameters: FunctionParameterListSyntax) throws(CommandError)
      -> BridgeAnswer
    {
      let given = call.arguments.count == 1 && call.trailingClosure == nil ? call.arguments.first?.expression : nil
      if let member = given?.as(MemberAccessExprSyntax.self), member.base == nil {
        return .member(member.declName.baseName.text)
      }
      if given?.is(NilLiteralExprSyntax.self) == true { return .none }
      if let reference = given?.as(DeclReferenceExprSyntax.self),
        let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text })
      {
        return .parameter(parameter.firstName.text)
      }
      throw failure(call, "the completion handler is given .allow, nil or one of the method's parameters here")
    }

    /// The statement's error names its own line; the closure's code it refuses is quoted.
    func failure(_ node: some SyntaxProtocol, _ message: String) -> CommandError {
      var code = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
      if code.count > 40 { code = code.prefix(37) + "..." }
      return CommandError(
        "in a closure sent to the model's threads, '\(code)': \(message)",
        suggestion: "such a closure holds " + Self.shapes)
    }

    /// The statements of a body, lowered; `exits` for the closure's or an inlined function's
    /// own body, where a `return` ends it (see `earlyExit`).
    mutating func block(_ items: CodeBlockItemListSyntax, exits: Bool = false) throws(CommandError) -> [BridgeStatement] {
      try block(Array(items), exits: exits)
    }

    mutating func block(_ items: [CodeBlockItemSyntax], exits: Bool) throws(CommandError) -> [BridgeStatement] {
      var statements: [BridgeStatement] = []
      // A model's block has no early exit, so a `defer` runs at its end, the last one first:
      // an early `return` is lowered to branches that all end there.
      var deferred: [[BridgeStatement]] = []
      for (index, item) in items.enumerated() {
        if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
          deferred.append(try block(deferStatement.body.statements))
          continue
        }
        if exits, Self.isBareReturn(item), index == items.count - 1 { break }
        if exits, let lowered = try earlyExit(item, then: Array(items[(index + 1)...])) {
          statements += lowered
          break
        }
        switch item.item {
        case .expr(let expression): statements += try self.expression(expression)
        case .decl(let declaration): statements.append(try self.declaration(declaration))
        case .stmt(let statement):
          if let expression = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
            statements.append(try branch(expression))
          } else if let loop = statement.as(ForStmtSyntax.self) {
            statements += try unrolled(loop)
          } else if let loop = statement.as(WhileStmtSyntax.self) {
            statements += try whileLoop(loop)
          } else {
            throw failure(statement, "\(SwiftCompiler.construct(statement)) cannot run on the model's threads")
          }
        @unknown default: throw failure(item, "\(SwiftCompiler.construct(item)) cannot run on the model's threads")
        }
      }
      return statements + deferred.reversed().flatMap { $0 }
    }

    /// A call of one of the learner's functions: its body, lowered where the call is, since a
    /// block of the model's is a list of steps with no calls of its own.
    ///
    /// Each parameter is bound to its argument, which is known as the closure is handed over: a
    /// number or a constant holding one, or an object (the chapter's or the learner's). A
    /// function with a result is refused: the model's blocks take no values back.
    private mutating func inlined(
      _ name: String, _ source: String, _ call: FunctionCallExprSyntax, on object: LearnerObject? = nil
    ) throws(CommandError) -> [BridgeStatement] {
      guard !inlining.contains(name), inlining.count < Self.inliningLimit else {
        throw failure(call, "'\(name)' calls itself: a block of the model's is a list of steps, without recursion")
      }
      let tree = Parser.parse(source: source)
      let folded = (try? OperatorTable.standardOperators.foldAll(tree)) ?? Syntax(tree)
      guard let function = folded.as(SourceFileSyntax.self)?.statements.first?.item.as(FunctionDeclSyntax.self),
        let body = function.body, function.signature.returnClause == nil
      else {
        throw failure(call, "only a function without a result runs on the model's threads")
      }
      let bound = try bind(function.signature.parameterClause.parameters, to: call)
      let (outer, caller, callerSelves, callerParameters) = (outerRegisters, registers, selves, parameters)
      let callerLocals = locals
      outerRegisters.formUnion(registers)
      inlining.append(name)
      if let object { selves.append(object) }
      parameters = bound
      defer {
        inlining.removeLast()
        outerRegisters = outer
        registers = caller
        locals = callerLocals
        selves = callerSelves
        parameters = callerParameters
      }
      return try block(body.statements, exits: true)
    }

    /// Each parameter's name in the body, bound to the call's argument in its place.
    private func bind(_ declared: FunctionParameterListSyntax, to call: FunctionCallExprSyntax) throws(CommandError)
      -> [String: SwiftValue]
    {
      guard call.trailingClosure == nil, call.arguments.count == declared.count else {
        throw failure(call, "a function of yours runs on the model's threads with every argument written out")
      }
      var bound: [String: SwiftValue] = [:]
      for (parameter, argument) in zip(declared, call.arguments) {
        guard parameter.ellipsis == nil, !(parameter.type.as(AttributedTypeSyntax.self)?.specifiers.isEmpty == false) else {
          throw failure(call, "a parameter on the model's threads takes a value, not inout or variadic")
        }
        let name = (parameter.secondName ?? parameter.firstName).text
        guard let value = try parameterValue(argument.expression) else {
          throw failure(
            argument.expression,
            "an argument of a function of yours on the model's threads is a number, a constant or an object")
        }
        if name != "_" { bound[name] = value }
      }
      return bound
    }

    /// The value an argument of the learner's function stands for as the closure is handed
    /// over; nil when it has none yet (a shared variable, whose value may change first).
    private func parameterValue(_ expression: ExprSyntax) throws(CommandError) -> SwiftValue? {
      if let number = SwiftCompiler.integerLiteral(expression) { return .int(number) }
      guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
      let name = reference.baseName.text
      try refuseArgument(reference)
      if let value = parameters[name] { return value }
      if let number = constant(name) { return .int(number) }
      if let object = object(named: name) { return .host(type: object.type, name: object.name) }
      // An instance of a class: a struct passed is a copy, which the model cannot share.
      if let value = values[name], case .object = value, learnerObject(value, nil) != nil { return value }
      return nil
    }

    /// The deepest a call of the learner's functions is inlined into another's.
    static let inliningLimit = 8

    /// The most statements a loop unrolls to: a block of the model's is a list of steps.
    static let unrollLimit = 256

    /// `for _ in 0..<3 { … }` over a range written out, its variable unused: the body as many
    /// times over, since the model's blocks have no loops (each pass is steps of its own).
    private mutating func unrolled(_ loop: ForStmtSyntax) throws(CommandError) -> [BridgeStatement] {
      guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil, loop.caseKeyword == nil,
        let range = loop.sequence.as(InfixOperatorExprSyntax.self),
        let bound = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, bound == "..<" || bound == "...",
        let lower = try number(range.leftOperand), let upper = try number(range.rightOperand)
      else {
        throw failure(
          loop, "a loop on the model's threads runs over a range of numbers or constants: for _ in 0..<3 { … }")
      }
      if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        arguments[name] = "the loop's variable"
      } else if !loop.pattern.is(WildcardPatternSyntax.self) {
        throw failure(loop.pattern, "the loop's variable is a name or _")
      }
      let count = max(0, (bound == "..<" ? upper : upper + 1) - lower)
      let body = try block(loop.body.statements)
      guard count * max(body.count, 1) <= Self.unrollLimit else {
        throw failure(
          loop, "the model's blocks are lists of steps, and this loop makes more than \(Self.unrollLimit) of them")
      }
      return Array(repeating: body, count: count).flatMap { $0 }
    }

    /// A whole number written out, or a constant or parameter that holds one (a loop's bound,
    /// an amount added); nil otherwise.
    private func number(_ expression: ExprSyntax) throws(CommandError) -> Int? {
      if let number = SwiftCompiler.integerLiteral(expression) { return number }
      guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
      try refuseArgument(reference)
      return constant(reference.baseName.text)
    }

    /// The number a constant holds: one the closure captured, or a top-level `let`'s; nil for a
    /// variable, whose value may change before the block runs.
    private func constant(_ name: String) -> Int? {
      if let bound = parameters[name] {
        guard case .int(let number) = bound else { return nil }
        return number
      }
      guard case .int(let number)? = values[name], !globals.contains(name) || constants.contains(name) else { return nil }
      return number
    }

    /// `let t = counter`: a register loaded; `var i = 0`: a register of the closure's own, set.
    private mutating func declaration(_ declaration: DeclSyntax) throws(CommandError) -> BridgeStatement {
      if let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var" {
        return try localVariable(variable)
      }
      if let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let",
        let initial = variable.bindings.first?.initializer?.value,
        !initial.is(DeclReferenceExprSyntax.self), !initial.is(MemberAccessExprSyntax.self)
      {
        // `let x = 5`, `let n = t + 1`: a register of the closure's own it never sets again.
        return try localVariable(variable, mutable: false)
      }
      guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let",
        variable.bindings.count == 1, let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let initial = binding.initializer?.value,
        initial.is(DeclReferenceExprSyntax.self) || initial.is(MemberAccessExprSyntax.self)
      else {
        throw failure(
          declaration,
          "a closure on the model's threads declares constants loaded from a shared variable (let t = x) and "
            + "variables of its own holding a whole number (var i = 0)")
      }
      let source = try sharedVariable(initial)
      if outerRegisters.contains(name) {
        // One register for two constants: the function's load would change the caller's.
        throw failure(declaration, "'\(name)' is also a constant of the code that calls \(inlining.last ?? ""): rename one")
      }
      registers.insert(name)
      return .load(register: name, variable: source)
    }

    /// `var i = 0`, `var n = t + 1`: a register of the closure's own, which it may set again
    /// (`let x = 5` when not `mutable`).
    private mutating func localVariable(_ variable: VariableDeclSyntax, mutable: Bool = true) throws(CommandError)
      -> BridgeStatement
    {
      guard variable.bindings.count == 1, let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value,
        binding.typeAnnotation.map({ $0.type.trimmedDescription == "Int" }) ?? true,
        !initial.is(FloatLiteralExprSyntax.self), !initial.is(StringLiteralExprSyntax.self),
        !initial.is(BooleanLiteralExprSyntax.self), !initial.is(ArrayExprSyntax.self)
      else {
        throw failure(
          variable,
          mutable
            ? "a variable of the closure's own holds a whole number and starts with one: var i = 0"
            : "a constant of the closure's own holds a whole number, or is loaded from a shared variable: let t = x")
      }
      if outerRegisters.contains(name) {
        throw failure(variable, "'\(name)' is also a constant of the code that calls \(inlining.last ?? ""): rename one")
      }
      let terms = try localTerms(initial)
      registers.insert(name)
      if mutable { locals.insert(name) }
      return .local(register: name, terms: terms)
    }

    /// What a variable of the closure's own is set to: registers and numbers; a shared
    /// variable is loaded into a constant first, as the model reads one.
    private mutating func localTerms(_ expression: ExprSyntax) throws(CommandError) -> [BridgeTerm] {
      var loads: [BridgeStatement] = []
      let terms = try self.terms(expression, loads: &loads, constantsAsNumbers: true)
      guard loads.isEmpty else {
        throw failure(expression, "load a shared variable into a constant first: let t = x; var i = t")
      }
      return terms
    }

    /// `while i < 3 { … }`, its comparison tested before each pass.
    ///
    /// A shared variable in the comparison is loaded before the loop and again at the end of
    /// each pass, as Swift reads it for each test, a load a step.
    private mutating func whileLoop(_ loop: WhileStmtSyntax) throws(CommandError) -> [BridgeStatement] {
      guard let (condition, comparison) = Self.comparison(loop.conditions) else {
        throw failure(loop, "the model's 'while' compares variables and numbers: while i < 3 { … }")
      }
      var loads: [BridgeStatement] = []
      let left = try terms(condition.leftOperand, loads: &loads, constantsAsNumbers: true)
      let right = try terms(condition.rightOperand, loads: &loads, constantsAsNumbers: true)
      let body = try block(loop.body.statements)
      return loads + [.loop(left: left, comparison: comparison, right: right, body: body + loads)]
    }

    private mutating func expression(_ expression: ExprSyntax) throws(CommandError) -> [BridgeStatement] {
      if let infix = expression.as(InfixOperatorExprSyntax.self) { return try assignment(infix) }
      if let call = expression.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print", functions["print"] == nil,
        selves.last?.methods["print"] == nil
      {
        return try print(call)
      }
      if let call = expression.as(FunctionCallExprSyntax.self) {
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), arguments[callee.baseName.text] == nil {
          // Inside a method, a name is its object's method before it is a function.
          let name = callee.baseName.text
          if let object = selves.last, let source = object.methods[name] {
            return try inlined("\(object.name).\(name)", source, call, on: object)
          }
          if let source = functions[name] { return try inlined(name, source, call) }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
          let object = try learnerObject(base)
        {
          let name = member.declName.baseName.text
          guard let source = object.methods[name] else {
            throw failure(call, "'\(name)' is not a method of \(object.name)'s")
          }
          return try inlined("\(object.name).\(name)", source, call, on: object)
        }
        return [try self.call(call)]
      }
      if let ifExpression = expression.as(IfExprSyntax.self) { return [try branch(ifExpression)] }
      throw failure(expression, "\(SwiftCompiler.construct(expression)) cannot run on the model's threads")
    }

    /// `x += 1`, `x -= 2`, `x = t + 1`, `x = x + 1`.
    private mutating func assignment(_ infix: InfixOperatorExprSyntax) throws(CommandError) -> [BridgeStatement] {
      let target = infix.leftOperand
      if let reference = target.as(DeclReferenceExprSyntax.self), locals.contains(reference.baseName.text) {
        return [try localAssignment(reference.baseName.text, infix)]
      }
      if target.is(DiscardAssignmentExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
        infix.rightOperand.is(FunctionCallExprSyntax.self)
      {
        // `_ = s.wait(timeout: …)`: the call, its result let go.
        return try expression(infix.rightOperand)
      }
      guard target.is(DeclReferenceExprSyntax.self) || target.is(MemberAccessExprSyntax.self) else {
        throw failure(infix, "only a shared variable can be assigned on the model's threads")
      }
      if let compound = infix.operator.as(BinaryOperatorExprSyntax.self), ["+=", "-="].contains(compound.operator.text) {
        let variable = try sharedVariable(target)
        if let reference = infix.rightOperand.as(DeclReferenceExprSyntax.self) { try refuseArgument(reference) }
        guard let amount = try number(infix.rightOperand) else {
          throw failure(infix, "the model adds a whole number, written out or a constant: \(variable) += 1")
        }
        return [.add(variable: variable, amount: compound.operator.text == "+=" ? amount : -amount)]
      }
      guard infix.operator.is(AssignmentExprSyntax.self) else {
        throw failure(infix, "the model's threads add and subtract: \(target.trimmedDescription) += 1")
      }
      let variable = try sharedVariable(target)
      var loads: [BridgeStatement] = []
      let terms = try self.terms(infix.rightOperand, loads: &loads)
      if loads.count == 1, case .load(let register, variable) = loads[0], terms.count == 2,
        terms[0].register == register, terms[0].adds, terms[1].register == nil
      {
        // `x = x + 1` is `x += 1`: a load and a store.
        return [.add(variable: variable, amount: terms[1].adds ? terms[1].number : -terms[1].number)]
      }
      return loads + [.store(variable: variable, terms: terms)]
    }

    /// `i += 1`, `i -= k`, `i = t + 1`: a variable of the closure's own set again.
    private mutating func localAssignment(_ name: String, _ infix: InfixOperatorExprSyntax) throws(CommandError)
      -> BridgeStatement
    {
      if let compound = infix.operator.as(BinaryOperatorExprSyntax.self), ["+=", "-="].contains(compound.operator.text) {
        var terms = try localTerms(infix.rightOperand)
        // `i -= a - b` is `i - a + b`: each term of the sum taken away.
        if compound.operator.text == "-=" { for index in terms.indices { terms[index].adds.toggle() } }
        return .local(register: name, terms: [BridgeTerm(register: name)] + terms)
      }
      guard infix.operator.is(AssignmentExprSyntax.self) else {
        throw failure(infix, "a variable of the closure's own is set with =, += or -=: \(name) += 1")
      }
      return .local(register: name, terms: try localTerms(infix.rightOperand))
    }

    /// Registers, numbers and shared variables joined by `+` and `-`; a variable read here is
    /// loaded into a register of its own first.
    ///
    /// With `constantsAsNumbers`, a constant holding a whole number (a top-level `let`, or one
    /// the closure captured) is that number, not a variable the model shares: a loop's bound.
    mutating func terms(
      _ expression: ExprSyntax, loads: inout [BridgeStatement], constantsAsNumbers: Bool = false
    ) throws(CommandError) -> [BridgeTerm] {
      if let infix = expression.as(InfixOperatorExprSyntax.self),
        let sign = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, sign == "+" || sign == "-"
      {
        var right = try terms(infix.rightOperand, loads: &loads, constantsAsNumbers: constantsAsNumbers)
        guard right.count == 1 else { throw failure(infix.rightOperand, "write the sum without parentheses") }
        if sign == "-" { right[0].adds.toggle() }
        return try terms(infix.leftOperand, loads: &loads, constantsAsNumbers: constantsAsNumbers) + right
      }
      if let number = SwiftCompiler.integerLiteral(expression) { return [BridgeTerm(number: number)] }
      if let register = try argumentRegister(expression) { return [BridgeTerm(register: register)] }
      if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
          let name = reference.baseName.text
          try refuseArgument(reference)
          if registers.contains(name) { return [BridgeTerm(register: name)] }
          if case .int(let number)? = parameters[name] { return [BridgeTerm(number: number)] }
          if constantsAsNumbers, let number = constant(name) { return [BridgeTerm(number: number)] }
        }
        let variable = try sharedVariable(expression)
        fresh += 1
        var register = "r\(fresh)"
        while registers.contains(register) || values[register] != nil || objects[register] != nil {
          fresh += 1
          register = "r\(fresh)"
        }
        registers.insert(register)
        loads.append(.load(register: register, variable: variable))
        return [BridgeTerm(register: register)]
      }
      throw failure(expression, "the model's expressions add and subtract whole numbers and constants: t + 1")
    }

    /// `if t == 0 { … }`, without `else`.
    private mutating func branch(_ ifExpression: IfExprSyntax) throws(CommandError) -> BridgeStatement {
      if let tested = try argumentBranch(ifExpression) { return tested }
      guard ifExpression.elseBody == nil, let (condition, comparison) = Self.comparison(ifExpression.conditions) else {
        throw failure(ifExpression, "the model's 'if' compares constants and numbers, without else: if t == 0 { … }")
      }
      var loads: [BridgeStatement] = []
      let left = try terms(condition.leftOperand, loads: &loads)
      let right = try terms(condition.rightOperand, loads: &loads)
      guard loads.isEmpty else {
        throw failure(condition, "load a shared variable into a constant before comparing it: let t = x; if t == 0 { … }")
      }
      return .branch(left: left, comparison: comparison, right: right, body: try block(ifExpression.body.statements))
    }

    /// The one comparison an `if` or a `while` of the model's tests (`t == 0`, `i < 3`), with
    /// its operator as Swift writes it; nil for any other condition.
    private static func comparison(_ conditions: ConditionElementListSyntax) -> (InfixOperatorExprSyntax, String)? {
      guard conditions.count == 1,
        let condition = conditions.first?.condition.as(ExprSyntax.self)?.as(InfixOperatorExprSyntax.self),
        let comparison = condition.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        ["==", "!=", "<", "<=", ">", ">="].contains(comparison)
      else { return nil }
      return (condition, comparison)
    }

    /// `print("done")`, `print(n)`, `print(a, b)`, `print("n is \(n)")`: a text, or whole
    /// numbers shown in it, each shared variable loaded first.
    private mutating func print(_ call: FunctionCallExprSyntax) throws(CommandError) -> [BridgeStatement] {
      guard call.trailingClosure == nil, !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label == nil }) else {
        throw failure(call, "the model's threads print whole numbers and texts: print(\"n is \\(n)\")")
      }
      var loads: [BridgeStatement] = []
      var texts = [""]
      var values: [[BridgeTerm]] = []
      for (index, argument) in call.arguments.enumerated() {
        // `print(a, b)` separates its items with a space.
        if index > 0 { texts[texts.count - 1] += " " }
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self) else {
          values.append(try terms(argument.expression, loads: &loads))
          texts.append("")
          continue
        }
        for segment in literal.segments {
          if let text = segment.as(StringSegmentSyntax.self)?.content.text {
            guard !text.contains("\\") else {
              throw failure(call, "a text printed on the model's threads has no escapes: print(\"n is \\(n)\")")
            }
            texts[texts.count - 1] += text
          } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
            guard interpolation.expressions.count == 1, let item = interpolation.expressions.first, item.label == nil else {
              throw failure(call, "the model's threads show one whole number in each \\( )")
            }
            values.append(try terms(item.expression, loads: &loads))
            texts.append("")
          }
        }
      }
      guard !values.isEmpty else {
        guard !texts[0].isEmpty else {
          throw failure(call, "the model's threads print a text that is not empty: print(\"done\")")
        }
        return [.print(texts[0])]
      }
      return loads + [.printValues(texts: texts, values: values)]
    }

    /// A call of a method of one of the chapter's objects or classes.
    private mutating func call(_ call: FunctionCallExprSyntax) throws(CommandError) -> BridgeStatement {
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), arguments[callee.baseName.text] != nil {
        throw failure(
          call,
          "a completion handler is called as the method's last statement here: the chapter answers when the method returns")
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
        throw failure(call, "only the chapter's objects can be called on the model's threads")
      }
      let target = try receiver(base)
      var labels: [String] = []
      var arguments: [BridgeValue] = []
      let outerCaptures = nestedCaptures
      defer { nestedCaptures = outerCaptures }
      if case .object(let type, _) = target { nestedCaptures = type == "DispatchQueue" || type == "DispatchGroup" }
      for argument in call.arguments {
        labels.append(argument.label?.text ?? "_")
        arguments.append(try self.argument(argument.expression))
      }
      if let closure = call.trailingClosure {
        labels.append("_")
        arguments.append(try self.argument(ExprSyntax(closure)))
      }
      return .call(BridgeCall(target: target, member: member.declName.baseName.text, labels: labels, arguments: arguments))
    }

    /// What a method is called on: one of the chapter's objects, by a constant that holds it
    /// or by its name, or a static member of its class (`DispatchQueue.main`).
    private mutating func receiver(_ base: ExprSyntax) throws(CommandError) -> BridgeCall.Target {
      if let reference = base.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        try refuseArgument(reference)
        if let object = object(named: name) { return .object(type: object.type, name: object.name) }
        if classes.contains(name) { return .type(name) }
        throw failure(base, "'\(name)' is not one of the chapter's objects")
      }
      guard case .object(let kind, let name)? = try staticObject(base) else {
        throw failure(base, "a call on the model's threads is made on one of the chapter's objects")
      }
      return .object(type: kind, name: name)
    }

    /// A static member of one of the chapter's classes, as the chapter answers it.
    ///
    /// `DispatchQueue.main`, `DispatchQueue.global()`, `Notification.Name("done")`, with their
    /// arguments written out; nil for any other expression.
    private mutating func staticObject(_ expression: ExprSyntax) throws(CommandError) -> BridgeValue? {
      var access = expression.as(MemberAccessExprSyntax.self)
      var labels: [String] = []
      var arguments: [BridgeValue] = []
      if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
        access = call.calledExpression.as(MemberAccessExprSyntax.self)
        for argument in call.arguments {
          labels.append(argument.label?.text ?? "_")
          arguments.append(try self.argument(argument.expression))
        }
      }
      guard let access, let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, classes.contains(type),
        values[type] == nil
      else { return nil }
      let call = BridgeCall(target: .type(type), member: access.declName.baseName.text, labels: labels, arguments: arguments)
      guard case .object(let kind, let name) = try resolveStatic(call) else {
        throw failure(expression, "'\(expression.trimmedDescription)' is not one of the chapter's objects")
      }
      return .object(type: kind, name: name)
    }

    private mutating func argument(_ expression: ExprSyntax) throws(CommandError) -> BridgeValue {
      if let closure = expression.as(ClosureExprSyntax.self) {
        // A nested block runs on a thread of its own. Sent to a dispatch queue, it keeps the
        // registers of the block that sends it, as they are then: it reads the constants around
        // it, as a Swift closure captures them (a `var` it would share, so that is refused).
        var inner = self
        inner.registers = nestedCaptures ? registers.subtracting(locals) : []
        inner.enclosingVariables = locals
        inner.given = nestedCaptures ? given : [:]
        inner.locals = []
        inner.arguments = [:]
        let block = try inner.lower(closure.trimmedDescription)
        variables.merge(block.variables) { $1 }
        usedArguments.formUnion(inner.usedArguments)
        fresh = inner.fresh
        return .block(block)
      }
      if let number = SwiftCompiler.integerLiteral(expression) { return .int(number) }
      if let literal = expression.as(FloatLiteralExprSyntax.self), let number = Double(literal.literal.text) {
        return .double(number)
      }
      if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
        let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
      {
        return .string(text)
      }
      if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
        return .member(member.declName.baseName.text)
      }
      if expression.is(NilLiteralExprSyntax.self) { return .null }
      if let time = deadline(expression) { return time }
      if let object = try staticObject(expression) { return object }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        try refuseArgument(reference)
        if let object = object(named: name) { return .object(type: object.type, name: object.name) }
        if case .member(let member)? = values[name] { return .member(member) }
        if let number = constant(name) { return .int(number) }
      }
      throw failure(
        expression, "an argument on the model's threads is a number, a text, one of the chapter's objects or a closure")
    }

    /// `.now() + 0.5` (or `DispatchTime.now() + 0.5`): a deadline, seconds from now.
    private func deadline(_ expression: ExprSyntax) -> BridgeValue? {
      var seconds = 0.0
      var now = expression
      if let infix = expression.as(InfixOperatorExprSyntax.self),
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
      {
        if let whole = SwiftCompiler.integerLiteral(infix.rightOperand) {
          seconds = Double(whole)
        } else if let literal = infix.rightOperand.as(FloatLiteralExprSyntax.self), let number = Double(literal.literal.text) {
          seconds = number
        } else {
          return nil
        }
        now = infix.leftOperand
      }
      guard let call = now.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "now",
        access.base == nil || access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchTime"
      else { return nil }
      return .structure("DispatchTime", [.double(seconds)])
    }

    /// The chapter's object a name stands for: a constant of the learner's that holds one, or
    /// the object's own name when the learner's Swift has no such name.
    private func object(named name: String) -> (type: String, name: String)? {
      if let bound = parameters[name] {
        guard case .host(let type, let object) = bound else { return nil }
        return (type, object)
      }
      if case .host(let type, let object)? = values[name]?.unwrapped { return (type, object) }
      if values[name] == nil, let type = objects[name] { return (type, name) }
      return nil
    }

    private func refuseArgument(_ reference: DeclReferenceExprSyntax) throws(CommandError) {
      let name = reference.baseName.text
      guard parameters[name] == nil else { return }
      guard let what = arguments[name] ?? (name.hasPrefix("$") ? "the closure's argument" : nil) else { return }
      throw failure(reference, "'\(name)' is \(what), and the model's block has no value for it: leave it unused")
    }

    /// A variable the model shares: a top-level `var` of the learner's holding an Int, or a
    /// property of an object of the learner's holding one (`c.count`, or `count` in its
    /// method), each shared from now on; or one of the chapter's own.
    private mutating func sharedVariable(_ expression: ExprSyntax) throws(CommandError) -> String {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        guard let base = member.base, let object = try learnerObject(base) else {
          throw failure(expression, "only a property of an object of yours, held by a top-level name, is shared here")
        }
        return try field(member.declName.baseName.text, of: object, expression)
      }
      guard let reference = expression.as(DeclReferenceExprSyntax.self) else {
        throw failure(expression, "only a shared variable can be used here")
      }
      let name = reference.baseName.text
      try refuseArgument(reference)
      if let object = selves.last, object.fields[name] != nil, !registers.contains(name) {
        return try field(name, of: object, expression)
      }
      if case .int(let value)? = values[name], globals.contains(name) {
        variables[name] = value
        return name
      }
      if values[name] == nil, shared.contains(name) { return name }
      if registers.contains(name) {
        throw failure(reference, "'\(name)' is a constant of the closure's; the model's threads write shared variables")
      }
      if enclosingVariables.contains(name) {
        throw failure(
          reference,
          "'\(name)' is a var of the closure around this one, which Swift's closure would share, not copy: "
            + "copy it into a constant first, let n = \(name)")
      }
      throw failure(
        reference, "'\(name)' is not a variable the model's threads can share: declare it at top level, var \(name) = 0")
    }

    /// The model's variable for an object's property holding an Int: `c_count`.
    private mutating func field(_ field: String, of object: LearnerObject, _ node: ExprSyntax) throws(CommandError)
      -> String
    {
      guard let value = object.fields[field] else {
        throw failure(node, "'\(field)' is not a stored property of \(object.name)'s holding an Int")
      }
      let variable = object.variable(field)
      guard values[variable] == nil else {
        throw failure(node, "\(object.name).\(field) is the model's '\(variable)', which is a name of yours too: rename it")
      }
      variables[variable] = value
      return variable
    }

    /// The object of the learner's that `base` names: `self` in a method being inlined, or a
    /// top-level name holding one; nil for anything else.
    private func learnerObject(_ base: ExprSyntax) throws(CommandError) -> LearnerObject? {
      guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
      let name = reference.baseName.text
      if name == "self" { return selves.last }
      try refuseArgument(reference)
      if let bound = parameters[name] { return learnerObject(bound, nil) }
      return values[name].flatMap { learnerObject($0, globals.contains(name) ? name : nil) }
    }
  #endif
}
