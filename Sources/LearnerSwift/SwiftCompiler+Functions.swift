#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// Compiles the prelude's functions: array methods, by selector, without steps of their own.
    mutating func compilePrelude(_ file: SourceFileSyntax) throws(SwiftRunError) {
      emitsStatements = false
      var pending: [(FunctionDeclSyntax, Int)] = []
      for item in file.statements {
        guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self) else { continue }
        try checkDeclarable(function)
        let parameters = function.signature.parameterClause.parameters
        let index = functions.count
        functions.append(SwiftProgram.Function(name: function.name.text, parameters: parameters.count, locals: 0, code: []))
        var name = function.name.text
        let owner = ["string", "dictionary", "optional"].first { name.hasPrefix($0) }
        if let owner { name = name.dropFirst(owner.count).prefix(1).lowercased() + name.dropFirst(owner.count + 1) }
        let selector = intern(name + "(" + parameters.dropFirst().map { $0.firstName.text + ":" }.joined() + ")")
        switch owner {
        case "string": stringMethods[selector] = index
        case "dictionary": dictionaryMethods[selector] = index
        case "optional": optionalMethods[selector] = index
        default: preludeMethods[selector] = index
        }
        pending.append((function, index))
      }
      for (function, index) in pending { try compileFunction(function, index: index, selfType: nil) }
      emitsStatements = true
    }

    /// Refuses a function the subset cannot call as Swift would, where it is declared: before
    /// a call of it is read, which would otherwise say the call does not match.
    func checkDeclarable(_ function: FunctionDeclSyntax) throws(SwiftRunError) {
      if function.signature.effectSpecifiers?.asyncSpecifier != nil { throw unsupported(function, "an async function") }
      if function.genericParameterClause != nil { throw unsupported(function, "a generic function") }
      if let variadic = function.signature.parameterClause.parameters.first(where: { $0.ellipsis != nil }) {
        throw unsupported(variadic, "a variadic parameter ('\(variadic.type.trimmedDescription)...')")
      }
      if let fixity = function.modifiers.first(where: {
        $0.name.tokenKind == .keyword(.prefix) || $0.name.tokenKind == .keyword(.postfix)
      }) {
        throw unsupported(fixity, "a \(fixity.name.text) operator function ('\(function.name.text)')")
      }
    }

    mutating func compileFile(_ file: SourceFileSyntax) throws(SwiftRunError) {
      firstNewType = types.count
      noteThrowing(Syntax(file))
      try declareTypes(file)
      var pending: [(FunctionDeclSyntax, Int)] = []
      for item in file.statements {
        guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self) else { continue }
        try checkDeclarable(function)
        let parameters = function.signature.parameterClause.parameters
        let signature = Self.signature(functions.count, function.name.text, parameters)
        if let earlier = functionSignatures[function.name.text, default: []].first(where: { $0.selector == signature.selector }) {
          // Two functions of one name and labels whose parameters' types differ overload it,
          // which Swift chooses between by the arguments' types.
          guard earlier.types.map({ $0?.trimmedDescription }) == signature.types.map({ $0?.trimmedDescription }) else {
            throw unsupported(function, "overloading '\(signature.selector)' by its parameters' types")
          }
          throw error(function, "invalid redeclaration of '\(signature.selector)'")
        }
        functionSignatures[function.name.text, default: []].append(signature)
        if SwiftProgram.Operator(rawValue: function.name.text) != nil, parameters.count == 2 {
          // `func + (l: V, r: V) -> V` at the top level: an operator of each of the program's
          // types it takes, as a `static func +` of the type would be.
          let owners = Set(signature.types.compactMap { $0?.trimmedDescription }.filter { typeIndex[$0] != nil })
          for owner in owners.sorted() { functionSignatures["\(owner).\(function.name.text)", default: []].append(signature) }
          operatorOwners.formUnion(owners)
        }
        returnTypes[signature.function] = function.signature.returnClause?.type
        functions.append(SwiftProgram.Function(name: function.name.text, parameters: parameters.count, locals: 0, code: []))
        pending.append((function, signature.function))
      }
      Self.namesUsedInClosures(Syntax(file), into: &context.captured)
      // Static stored properties are globals named `Type.name`, each worked out on its first use.
      var statics: [PendingStatic] = []
      for type in firstNewType..<types.count {
        for field in records[type].statics {
          if let pending = try declareStatic(field, of: type, node: file) { statics.append(pending) }
        }
      }
      for pending in statics { try compileStatic(pending) }
      for item in file.statements { try compileItem(item) }
      // A top-level `defer` runs as the top-level code ends, as a script's does.
      try emitCleanup(toDepth: 0)
      for index in context.scopes.indices { (context.scopes[index].defers, context.scopes[index].handlers) = ([], 0) }
      emitConstant(.void)
      emit(.returnValue)
      functions[entry].code = context.code
      functions[entry].constants = context.constants
      functions[entry].locals = context.slots
      functions[entry].localNames = context.localNames
      for (function, index) in pending { try compileFunction(function, index: index, selfType: nil) }
      try compileTypeBodies()
    }

    /// A function or method: its parameters are its first locals (`self` before them in a method).
    mutating func compileFunction(_ function: FunctionDeclSyntax, index: Int, selfType: Int?, isStatic: Bool = false)
      throws(SwiftRunError)
    {
      guard let body = function.body else { throw unsupported(function, "a function without a body") }
      try checkDeclarable(function)
      for parameter in function.signature.parameterClause.parameters {
        try checkAnnotation(parameter.type)
      }
      try checkAnnotation(function.signature.returnClause?.type)
      let isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
      // A method's or function's text, for a chapter that runs code as blocks: a delegate's
      // methods, a function a closure sent to a queue calls.
      if !isStatic, emitsStatements { functions[index].source = function.trimmedDescription }
      try compileBody(
        index, parameters: function.signature.parameterClause.parameters, selfType: isStatic ? nil : selfType,
        staticType: isStatic ? selfType : nil, selfIsMutable: isMutating, returnType: function.signature.returnClause?.type,
        body: body.statements,
        ending: (selfType == nil ? "global function" : isStatic ? "static method" : "instance method", body.rightBrace))
    }

    /// Compiles a body into function `index`; `prologue` runs first (an initializer's defaults).
    mutating func compileBody(
      _ index: Int, parameters: FunctionParameterListSyntax?, extra: [String] = [], selfType: Int?, staticType: Int? = nil,
      selfIsMutable: Bool, returnsSelf: Bool = false, returnType: TypeSyntax? = nil, body: CodeBlockItemListSyntax?,
      ending: (role: String, brace: TokenSyntax)? = nil,
      prologue: (inout SwiftCompiler) throws(SwiftRunError) -> Void = { _ throws(SwiftRunError) in },
      epilogue: (inout SwiftCompiler) throws(SwiftRunError) -> Void = { _ throws(SwiftRunError) in }
    ) throws(SwiftRunError) {
      let saved = (context, outer)
      outer = []
      context = Context(isTopLevel: false)
      context.selfType = selfType ?? staticType
      context.isStatic = staticType != nil
      context.returnsSelf = returnsSelf
      context.returnType = returnType
      if let body { Self.namesUsedInClosures(Syntax(body), into: &context.captured) }
      var node: Syntax = Syntax(body ?? CodeBlockItemListSyntax([]))
      if let parameters { node = Syntax(parameters) }
      // What a closure of a mutating method changes of `self` (a property, written without
      // `self.`), or of an `inout` parameter, is the method's own: they are boxed, shared with
      // the closure, and go back by value as the method returns (`SwiftMachine.writtenBack`).
      var boxed: [Binding] = []
      if let selfType {
        if selfIsMutable, !context.captured.isEmpty, types[selfType].kind != .classType { context.captured.insert("self") }
        let binding = try declare("self", mutable: selfIsMutable || returnsSelf, node: node)
        if selfIsMutable, types[selfType].kind != .classType { markWrittenBack("self") }
        if binding.isBoxed { boxed.append(binding) }
        noteStaticType("self", .named(types[selfType].name))
      }
      var doubles: [Binding] = []
      for parameter in parameters ?? [] {
        let name = (parameter.secondName ?? parameter.firstName).text
        let isInout = Self.isInout(parameter.type)
        // Any other parameter is never boxed: a closure gets a copy.
        if !isInout { context.captured.remove(name) }
        // An inout parameter's variable is of the type under `inout` (`x = 0` in an `inout Double` is 0.0).
        let type = Self.withoutInout(parameter.type)
        let binding = try declare(name == "_" ? " unnamed" : name, mutable: isInout, node: parameter, type: type)
        if isInout { markWrittenBack(name) }
        if parameter.type.is(FunctionTypeSyntax.self) {
          context.scopes[context.scopes.count - 1].names[name]?.isNonEscaping = true
        }
        if binding.isBoxed { boxed.append(binding) }
        if !isInout, Self.coercion(parameter.type) == .double { doubles.append(binding) }
      }
      for name in extra { _ = try declare(name, mutable: false, node: node) }
      for binding in boxed {
        emit(.load(binding.slot))
        emit(.newBox(slot: binding.slot, name: intern(context.localNames[binding.slot])))
      }
      try prologue(&self)
      // A Double parameter is a Double however the function is called: an Int handed to it as a
      // value (`[4, 6].map(half)`) is the literal Swift would have made a Double.
      for binding in doubles { emitDoubleParameter(binding) }
      if let body {
        if let single = Self.singleExpression(body), !returnsSelf {
          try checkVoidBody(single, returnType: returnType, isClosure: false)
          emitStatement(single)
          try checkConversion(single, to: SwiftStaticType(returnType), .returned)
          try compileValue(single, type: returnType, conversion: .returned)
          emit(.returnValue)
        } else {
          if let ending { try checkReturns(body, returnType: returnType, role: ending.role, brace: ending.brace) }
          try compileBlock(body)
        }
      }
      try epilogue(&self)
      try emitReturn(nil, node: node)
      functions[index].code = context.code
      functions[index].constants = context.constants
      functions[index].locals = context.slots
      functions[index].localNames = context.localNames
      (context, outer) = saved
    }

    /// A body that is one expression returns its value (`{ $0 * 2 }`, `var area: Int { w * h }`).
    static func singleExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
      guard body.count == 1, let item = body.first, case .expr(let expression) = item.item else { return nil }
      if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) { return nil }
      if let infix = expression.as(InfixOperatorExprSyntax.self), let binary = infix.operator.as(BinaryOperatorExprSyntax.self),
        binary.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(binary.operator.text)
      {
        return nil
      }
      if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return nil }
      return expression
    }

    /// `return`: the defers run, then the value (an initializer's or setter's `self`) goes back.
    mutating func emitReturn(_ value: ExprSyntax?, node: some SyntaxProtocol) throws(SwiftRunError) {
      if context.returnsSelf {
        if let value, context.isInitializer {
          // `return nil` ends a failable initializer: its call gives nil. swiftc points at the `return`.
          let at = node.positionAfterSkippingLeadingTrivia
          guard value.is(NilLiteralExprSyntax.self) else {
            throw typeError(at: at, "'nil' is the only return value permitted in an initializer")
          }
          guard context.isFailable else { throw typeError(at: at, "only a failable initializer can return 'nil'") }
          try emitCleanup(toDepth: 0)
          emitConstant(.null)
          return emit(.returnValue)
        }
        guard value == nil else { throw error(node, "an initializer cannot return a value") }
        try emitCleanup(toDepth: 0)
        emitLoad(try selfBinding() ?? Binding(slot: 0, isGlobal: false, isMutable: true))
        if context.isInitializer, let type = context.selfType, types[type].kind == .enumType {
          // An enum's `self` is nil until the body sets it: a path that never did stops here
          // (swiftc refuses it where it can follow the paths, `checkEnumInitializers`).
          let unset = emitJump(.jumpIfNil(-1))
          let done = emitJump(.jump(-1))
          patch(unset, to: context.code.count)
          emit(.trap(message: intern(Self.enumSelfUnset), line: line(node)))
          patch(done, to: context.code.count)
        }
      } else if let value {
        let conversion: SwiftConversion = context.isClosure ? .closureResult : .returned
        try checkConversion(value, to: SwiftStaticType(context.returnType), conversion)
        try checkTupleConversion(value, to: Self.tupleElements(of: context.returnType), conversion)
        try compileValue(value, type: context.returnType, conversion: conversion)
        if !context.scopes.allSatisfy({ $0.defers.isEmpty && $0.handlers == 0 }) {
          let temp = temporary()
          emit(.store(temp))
          try emitCleanup(toDepth: 0)
          emit(.load(temp))
        }
      } else {
        try emitCleanup(toDepth: 0)
        emitConstant(.void)
      }
      emit(.returnValue)
    }

    /// The bodies of every type's methods, initializers and accessors.
    mutating func compileTypeBodies() throws(SwiftRunError) {
      for type in firstNewType..<types.count {
        let record = records[type]
        let isStruct = types[type].kind == .structType || types[type].kind == .enumType
        for method in record.methods {
          try compileFunction(method.decl, index: method.function, selfType: type, isStatic: method.isStatic)
        }
        for (decl, function) in record.inits {
          guard let body = decl.body else { throw unsupported(decl, "an initializer without a body") }
          // An initializer that hands over to another (`self.init(…)`) leaves the defaults to
          // it; a subclass's sets its own properties' and its superclass's initializer the
          // rest, called by the body or, where it calls none, after it (Swift's implicit
          // `super.init()`, the superclass's `init()`).
          let delegates = Self.callsInit(on: "self", in: Syntax(body))
          let parent = types[type].superclass
          let implicitSuper =
            parent != nil && !delegates && !Self.callsInit(on: "super", in: Syntax(body))
            ? parent.flatMap { types[$0].methods[intern("init()")] } : nil
          try compileBody(
            function, parameters: decl.signature.parameterClause.parameters, selfType: type, selfIsMutable: false,
            returnsSelf: true, body: body.statements,
            prologue: { (compiler: inout SwiftCompiler) throws(SwiftRunError) in
              compiler.context.isInitializer = true
              compiler.context.isFailable = decl.optionalMark != nil
              if !delegates { try compiler.emitFieldDefaults(type, inherited: parent == nil) }
            },
            epilogue: { (compiler: inout SwiftCompiler) throws(SwiftRunError) in
              guard let implicitSuper, let selfBinding = compiler.localBinding("self") else { return }
              compiler.emitLoad(selfBinding)
              compiler.emit(.call(function: implicitSuper, arguments: 1, line: compiler.line(decl), writeBack: 0))
              compiler.emit(.pop)
            })
        }
        if let function = synthesizedInits[type] { try compileMemberwise(type, function: function) }
        for computed in record.computed {
          let getter =
            computed.isStatic
            ? functionSignatures["\(types[type].name).\(computed.name)"]?.first?.function
            : types[type].getters[intern(computed.name)]
          if let getter {
            try compileBody(
              getter, parameters: nil, selfType: computed.isStatic ? nil : type, staticType: computed.isStatic ? type : nil,
              selfIsMutable: false, returnType: computed.type, body: computed.getter,
              ending: computed.getterEnd.map { ("getter", $0) })
          }
          if let setter = computed.setter, let function = types[type].setters[intern(computed.name)] {
            let name = setter.parameters?.name.text ?? "newValue"
            try compileBody(
              function, parameters: nil, extra: [name], selfType: type, selfIsMutable: isStruct, returnsSelf: true,
              body: setter.body?.statements)
          }
        }
        try compileLazies(type)
        for field in record.fields {
          guard let slot = types[type].fieldIndex[intern(field.name)] else { continue }
          // An observer gets self and the value: the old one after the change, the new one before.
          let observers = [
            (field.didSet, types[type].didSets[slot], "oldValue"), (field.willSet, types[type].willSets[slot], "newValue"),
          ]
          for case let (observer?, function?, value) in observers {
            try compileBody(
              function, parameters: nil, extra: [observer.parameters?.name.text ?? value], selfType: type,
              selfIsMutable: isStruct, returnsSelf: true, body: observer.body?.statements)
          }
        }
        for observer in record.overrideObservers {
          let oldName = observer.didSet.parameters?.name.text ?? "oldValue"
          // The superclass's observer first, as Swift runs it inside the superclass's setter.
          let inherited = types[type].superclass.flatMap { parent in
            types[type].fieldIndex[intern(observer.name)].flatMap { types[parent].didSets[$0] }
          }
          try compileBody(
            observer.function, parameters: nil, extra: [oldName], selfType: type, selfIsMutable: false, returnsSelf: true,
            body: observer.didSet.body?.statements,
            prologue: { compiler throws(SwiftRunError) in
              guard let inherited, let selfBinding = compiler.localBinding("self"), let old = compiler.localBinding(oldName)
              else { return }
              compiler.emitLoad(selfBinding)
              compiler.emitLoad(old)
              compiler.emit(.call(function: inherited, arguments: 2, line: compiler.line(observer.didSet), writeBack: 0))
              compiler.emit(.pop)
            })
        }
      }
    }

    /// An initializer's first work: the stored properties' default values.
    ///
    /// A class's own properties first, then (`inherited`) its superclass's, as Swift's phases
    /// set them: a subclass's, then its superclass's initializer's.
    mutating func emitFieldDefaults(_ type: Int, inherited: Bool = true) throws(SwiftRunError) {
      guard let selfBinding = localBinding("self") else { return }
      let fields = inherited ? lineage(of: type).flatMap { records[$0].fields } : records[type].fields
      for field in fields {
        if let initial = field.initial {
          try checkConversion(initial, to: SwiftStaticType(field.type), .declaration)
          emitLoad(selfBinding)
          try compileValue(initial, type: field.type)
          emit(.setMember(name: intern(field.name), line: line(initial)))
          emitStore(selfBinding)
        } else if let type = field.type, !field.isLet, Self.isOptionalOrImplicit(type) {
          // A `var` optional (or implicitly unwrapped one: `var label: UILabel!`) starts as nil.
          emitLoad(selfBinding)
          emitConstant(.null)
          emit(.setMember(name: intern(field.name), line: 0))
          emitStore(selfBinding)
        }
      }
    }

    /// swiftc's words for an enum's initializer that returns without setting `self`.
    static let enumSelfUnset = "'self.init' isn't called on all paths before returning from initializer"

    /// Whether the call is `self.init(…)`.
    static func isSelfInit(_ call: FunctionCallExprSyntax) -> Bool {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
      return member.declName.baseName.text == "init" && member.base?.trimmedDescription == "self"
    }

    /// Whether `body` calls `self.init(…)` (`on` "self") or `super.init(…)` (`on` "super").
    static func callsInit(on receiver: String, in body: Syntax) -> Bool {
      if let call = body.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "init", member.base?.trimmedDescription == receiver
      {
        return true
      }
      // A closure's body is another function's.
      if body.is(ClosureExprSyntax.self) { return false }
      return body.children(viewMode: .sourceAccurate).contains { callsInit(on: receiver, in: $0) }
    }

    /// A struct's memberwise initializer (or a class's `init()`): each property in the order
    /// declared, from its parameter, or its default value when the call left it out (worked
    /// out then only, as Swift does).
    mutating func compileMemberwise(_ type: Int, function: Int) throws(SwiftRunError) {
      guard types[type].kind == .structType else {
        return try compileBody(
          function, parameters: nil, selfType: type, selfIsMutable: false, returnsSelf: true, body: nil
        ) { (compiler: inout SwiftCompiler) throws(SwiftRunError) in try compiler.emitFieldDefaults(type) }
      }
      let members = memberwiseMembers(type)
      let optional = members.filter { Self.memberwiseDefault($0) != nil }.map(\.name)
      try compileBody(
        function, parameters: nil, extra: members.map(\.name) + optional.map { " given " + $0 }, selfType: type,
        selfIsMutable: false, returnsSelf: true, body: nil
      ) { (compiler: inout SwiftCompiler) throws(SwiftRunError) in
        guard let selfBinding = compiler.localBinding("self") else { return }
        compiler.defaultsOf = type
        defer { compiler.defaultsOf = nil }
        for field in compiler.records[type].fields {
          let name = compiler.intern(field.name)
          guard let parameter = compiler.localBinding(field.name), members.contains(where: { $0.name == field.name }) else {
            // A `let` with its value.
            guard let initial = field.initial else { continue }
            try compiler.checkConversion(initial, to: SwiftStaticType(field.type), .declaration)
            compiler.emitLoad(selfBinding)
            try compiler.compileValue(initial, type: field.type)
            compiler.emit(.setMember(name: name, line: compiler.line(initial)))
            compiler.emitStore(selfBinding)
            continue
          }
          var skip: Int?
          var end: Int?
          if let given = compiler.localBinding(" given " + field.name) {
            compiler.emitLoad(given)
            skip = compiler.emitJump(.jumpIfFalse(-1))
          }
          compiler.emitLoad(selfBinding)
          compiler.emitLoad(parameter)
          compiler.emit(.setMember(name: name, line: 0))
          compiler.emitStore(selfBinding)
          guard let skip else { continue }
          end = compiler.emitJump(.jump(-1))
          compiler.patch(skip, to: compiler.context.code.count)
          compiler.emitLoad(selfBinding)
          if let initial = field.initial {
            try compiler.checkConversion(initial, to: SwiftStaticType(field.type), .declaration)
            try compiler.compileValue(initial, type: field.type)
          } else {
            compiler.emitConstant(.null)
          }
          compiler.emit(.setMember(name: name, line: field.initial.map { compiler.line($0) } ?? 0))
          compiler.emitStore(selfBinding)
          if let end { compiler.patch(end, to: compiler.context.code.count) }
        }
      }
    }
  }
#endif
