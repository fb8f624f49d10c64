#if canImport(SwiftParser)
  import Foundation
  import SwiftOperators
  import SwiftParser
  import SwiftParserDiagnostics
  import SwiftSyntax

  /// Compiles the learner's Swift, read by SwiftParser, into a `SwiftProgram`; anything outside
  /// the subset is refused with its line and a message that names the construct.
  public struct SwiftCompiler {
    /// A name in scope: its slot, whether it is global, and whether it may change (`var`).
    struct Binding {
      var slot: Int
      var isGlobal: Bool
      var isMutable: Bool
    }

    /// The function being compiled: its code, its scopes and how many slots it uses.
    struct Context {
      var code: [SwiftProgram.Instruction] = []
      var constants: [SwiftValue] = []
      var scopes: [[String: Binding]] = [[:]]
      var slots = 0
      var isTopLevel: Bool
    }

    let converter: SourceLocationConverter
    var functions: [SwiftProgram.Function] = [SwiftProgram.Function(name: "main", parameters: 0, locals: 0, code: [])]
    var functionIndex: [String: Int] = [:]
    var globals: [String] = []
    var context = Context(isTopLevel: true)

    /// Reads and compiles `text`; the first syntax error, or the first construct outside the
    /// subset, is the error.
    public static func compile(_ text: String) throws(SwiftRunError) -> SwiftProgram {
      let tree = Parser.parse(source: text)
      let converter = SourceLocationConverter(fileName: "learner.swift", tree: tree)
      if let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
        let location = first.location(converter: converter)
        throw SwiftRunError(line: location.line, column: location.column, first.message)
      }
      let folded: Syntax
      do {
        folded = try OperatorTable.standardOperators.foldAll(tree)
      } catch {
        throw SwiftRunError(line: 1, "the operators cannot be read: \(error)")
      }
      guard let file = folded.as(SourceFileSyntax.self) else { throw SwiftRunError(line: 1, "not a Swift file") }
      var compiler = SwiftCompiler(converter: converter)
      try compiler.compileFile(file)
      return SwiftProgram(functions: compiler.functions, globals: compiler.globals)
    }

    init(converter: SourceLocationConverter) { self.converter = converter }

    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    func unsupported(_ node: some SyntaxProtocol, _ what: String) -> SwiftRunError {
      SwiftRunError(line: line(node), "\(what) is not in the Workbench's Swift subset yet")
    }

    mutating func compileFile(_ file: SourceFileSyntax) throws(SwiftRunError) {
      // Functions first, so a call may come before its declaration, as in Swift.
      for item in file.statements {
        guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self) else { continue }
        let name = function.name.text
        guard functionIndex[name] == nil else {
          throw SwiftRunError(line: line(function), "invalid redeclaration of '\(name)()'")
        }
        functionIndex[name] = functions.count
        functions.append(
          SwiftProgram.Function(
            name: name, parameters: function.signature.parameterClause.parameters.count, locals: 0, code: []))
      }
      for item in file.statements { try compileItem(item) }
      emitConstant(.void)
      context.code.append(.returnValue)
      functions[0].code = context.code
      functions[0].constants = context.constants
      functions[0].locals = context.slots
    }

    mutating func compileItem(_ item: CodeBlockItemSyntax) throws(SwiftRunError) {
      switch item.item {
      case .decl(let decl):
        if let function = decl.as(FunctionDeclSyntax.self) {
          guard context.isTopLevel else { throw unsupported(function, "a nested function") }
          try compileFunction(function)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          try compileVariable(variable)
        } else {
          throw unsupported(decl, "a \(decl.kind) declaration")
        }
      case .stmt(let statement):
        try compileStatement(statement)
      case .expr(let expression):
        context.code.append(.statement(line: line(expression)))
        try compileExpressionStatement(expression)
      @unknown default:
        throw unsupported(item, "this statement")
      }
    }

    /// An expression used as a statement: its value is dropped (an assignment leaves none).
    mutating func compileExpressionStatement(_ expression: ExprSyntax) throws(SwiftRunError) {
      if let ifExpression = expression.as(IfExprSyntax.self) { return try compileIf(ifExpression) }
      if try compileAssignment(expression) { return }
      try compileExpression(expression)
      context.code.append(.pop)
    }

    // MARK: - Names

    func lookup(_ name: String) -> Binding? {
      for scope in context.scopes.reversed() { if let found = scope[name] { return found } }
      return nil
    }

    mutating func declare(_ name: String, mutable: Bool, node: some SyntaxProtocol) throws(SwiftRunError) -> Binding {
      if context.scopes[context.scopes.count - 1][name] != nil {
        throw SwiftRunError(line: line(node), "invalid redeclaration of '\(name)'")
      }
      let binding: Binding
      if context.isTopLevel && context.scopes.count == 1 {
        binding = Binding(slot: globals.count, isGlobal: true, isMutable: mutable)
        globals.append(name)
      } else {
        binding = Binding(slot: context.slots, isGlobal: false, isMutable: mutable)
        context.slots += 1
      }
      context.scopes[context.scopes.count - 1][name] = binding
      return binding
    }

    /// Pushes a constant from the function's pool (each literal its own entry: 0.0 and -0.0
    /// compare equal, and must stay apart).
    mutating func emitConstant(_ value: SwiftValue) {
      context.code.append(.constant(context.constants.count))
      context.constants.append(value)
    }

    mutating func emitLoad(_ binding: Binding) {
      context.code.append(binding.isGlobal ? .loadGlobal(binding.slot) : .load(binding.slot))
    }

    mutating func emitStore(_ binding: Binding) {
      context.code.append(binding.isGlobal ? .storeGlobal(binding.slot) : .store(binding.slot))
    }

    // MARK: - Declarations

    mutating func compileVariable(_ variable: VariableDeclSyntax) throws(SwiftRunError) {
      let mutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
          throw unsupported(binding.pattern, "a \(binding.pattern.kind) pattern")
        }
        context.code.append(.statement(line: line(variable)))
        guard let initializer = binding.initializer else {
          throw SwiftRunError(
            line: line(binding), "'\(pattern.identifier.text)' needs a value here (the subset has no deferred initialization)")
        }
        let annotation = binding.typeAnnotation?.type.trimmedDescription
        if annotation == "Double", let literal = initializer.value.as(IntegerLiteralExprSyntax.self),
          let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: ""))
        {
          // A literal takes the annotated type: `let d: Double = 3` is 3.0.
          emitConstant(.double(Double(value)))
        } else {
          try compileExpression(initializer.value)
        }
        let slot = try declare(pattern.identifier.text, mutable: mutable, node: pattern)
        emitStore(slot)
      }
    }

    mutating func compileFunction(_ function: FunctionDeclSyntax) throws(SwiftRunError) {
      guard let index = functionIndex[function.name.text], let body = function.body else {
        throw unsupported(function, "a function without a body")
      }
      let outer = context
      context = Context(isTopLevel: false)
      for parameter in function.signature.parameterClause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        _ = try declare(name, mutable: false, node: parameter)
      }
      try compileBlock(body.statements)
      emitConstant(.void)
      context.code.append(.returnValue)
      functions[index].code = context.code
      functions[index].constants = context.constants
      functions[index].locals = context.slots
      context = outer
    }

    mutating func compileBlock(_ statements: CodeBlockItemListSyntax) throws(SwiftRunError) {
      context.scopes.append([:])
      for item in statements { try compileItem(item) }
      context.scopes.removeLast()
    }
  }
#endif
