#if canImport(SwiftParser)
  import SwiftSyntax

  /// A class's `lazy var`: its initial value is worked out on its first read, not when the
  /// instance is made (The Swift Programming Language, "Lazy Stored Properties").
  ///
  /// It is a computed property over a hidden optional field (`lazy name`, which no Swift name
  /// can reach, and `show` lists as nil until it is worked out): the getter gives the field's value when it has one, else works the
  /// initial value out, keeps it and gives it; the setter keeps what it is given. A struct's
  /// lazy property (whose first read changes the struct) is not in the subset.
  struct Lazy {
    var name: String
    var type: TypeSyntax?
    var initial: ExprSyntax
    var getter = -1
    var setter = -1

    /// The hidden field that keeps the value once it is worked out.
    var field: String { "lazy " + name }
  }

  extension SwiftCompiler {
    /// Takes a `lazy var` of the type at `type`: the hidden field, and the property to lay out.
    mutating func declareLazy(
      _ name: String, binding: PatternBindingSyntax, variable: VariableDeclSyntax, of type: Int
    ) throws(SwiftRunError) {
      if variable.bindingSpecifier.tokenKind == .keyword(.let),
        let modifier = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.lazy) })
      {
        throw typeError(at: modifier.positionAfterSkippingLeadingTrivia, "'lazy' cannot be used on a let")
      }
      guard types[type].kind == .classType else {
        throw unsupported(variable, "a lazy property of a \(types[type].kind == .structType ? "struct" : "enum")")
      }
      guard let initial = binding.initializer?.value else { throw error(binding, "lazy properties must have an initializer") }
      let declared = binding.typeAnnotation?.type
      let wrapped = declared ?? TypeSyntax(IdentifierTypeSyntax(name: .identifier("Any")))
      let lazy = Lazy(name: name, type: declared, initial: initial)
      records[type].fields.append(
        TypeRecord.Field(
          name: lazy.field, type: TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped)), initial: nil, isLet: false,
          didSet: nil))
      records[type].lazies.append(lazy)
    }

    /// Gives each lazy property of the type its getter and setter.
    mutating func layOutLazies(_ type: Int) {
      let typeName = types[type].name
      for position in records[type].lazies.indices {
        let name = records[type].lazies[position].name
        records[type].lazies[position].getter = functions.count
        types[type].getters[intern(name)] = functions.count
        functions.append(SwiftProgram.Function(name: "\(typeName).\(name)", parameters: 1, locals: 0, code: []))
        records[type].lazies[position].setter = functions.count
        types[type].setters[intern(name)] = functions.count
        functions.append(SwiftProgram.Function(name: "\(typeName).\(name).set", parameters: 2, locals: 0, code: []))
      }
    }

    /// Compiles the getters and setters of the type's lazy properties.
    mutating func compileLazies(_ type: Int) throws(SwiftRunError) {
      for lazy in records[type].lazies {
        let at = line(lazy.initial)
        try compileBody(lazy.getter, parameters: nil, selfType: type, selfIsMutable: false, returnType: lazy.type, body: nil) {
          (compiler: inout SwiftCompiler) throws(SwiftRunError) in
          guard let selfBinding = compiler.localBinding("self") else { return }
          let field = compiler.intern(lazy.field)
          compiler.emitLoad(selfBinding)
          compiler.emit(.getMember(name: field, line: at))
          // Worked out already: its value.
          let known = compiler.emitJump(.coalesce(-1))
          try compiler.checkConversion(lazy.initial, to: SwiftStaticType(lazy.type), .declaration)
          try compiler.compileValue(lazy.initial, type: lazy.type)
          let value = compiler.temporary()
          compiler.emit(.store(value))
          compiler.emitLoad(selfBinding)
          compiler.emit(.load(value))
          compiler.emit(.coerce(.optional))
          compiler.emit(.setMember(name: field, line: at))
          compiler.emit(.pop)
          compiler.emit(.load(value))
          compiler.emit(.returnValue)
          compiler.patch(known, to: compiler.context.code.count)
          compiler.emit(.returnValue)
        }
        try compileBody(
          lazy.setter, parameters: nil, extra: ["newValue"], selfType: type, selfIsMutable: false, returnsSelf: true, body: nil
        ) { (compiler: inout SwiftCompiler) throws(SwiftRunError) in
          guard let selfBinding = compiler.localBinding("self"), let newValue = compiler.localBinding("newValue") else { return }
          compiler.emitLoad(selfBinding)
          compiler.emitLoad(newValue)
          compiler.emit(.coerce(.optional))
          compiler.emit(.setMember(name: compiler.intern(lazy.field), line: at))
          compiler.emitStore(selfBinding)
        }
      }
    }
  }
  extension SwiftCompiler {
    /// A static stored property declared, whose initial value is yet to be compiled: every
    /// type's are declared first, so one may read another declared after it.
    struct PendingStatic {
      var qualified: String
      var initial: ExprSyntax
      var type: TypeSyntax?
      var owner: Int
      var slot: Int
      var flag: Binding
      var function: Int
    }

    /// Declares a static stored property, a global named `Type.name`; returns what is left to
    /// compile of its initial value (see `compileStatic`), nil when it has none.
    ///
    /// One with an initial value has it worked out on its first use, by a function of its own,
    /// not when the program starts: Swift initializes a stored type property lazily, on its
    /// first access (The Swift Programming Language, "Type Properties"), so what the
    /// initializer prints comes then.
    ///
    /// A hidden flag (` once Type.name`) says whether it has been worked out (2), is being
    /// worked out (1) or not yet (0); every load and store of the property calls the function
    /// first, which does nothing once it is 2.
    mutating func declareStatic(
      _ field: TypeRecord.Field, of type: Int, node: SourceFileSyntax
    ) throws(SwiftRunError) -> PendingStatic? {
      let qualified = "\(types[type].name).\(field.name)"
      let binding = try declare(qualified, mutable: !field.isLet, node: node, type: field.type)
      noteStaticType(qualified, fieldType(field))
      guard let initial = field.initial else { return nil }
      let flag = try declare(" once " + qualified, mutable: true, node: node)
      emitConstant(.int(0))
      emitStore(flag)
      let function = functions.count
      functions.append(SwiftProgram.Function(name: qualified, parameters: 0, locals: 0, code: []))
      staticInitializers[binding.slot] = function
      return PendingStatic(
        qualified: qualified, initial: initial, type: field.type, owner: type, slot: binding.slot, flag: flag,
        function: function)
    }

    /// Compiles the function that works a static property's initial value out.
    ///
    /// An initial value that reads the property itself, however indirectly, stops the run
    /// there: Swift's program would wait for itself for ever (its lazy initialization
    /// deadlocks; measured with swiftc 6).
    mutating func compileStatic(_ pending: PendingStatic) throws(SwiftRunError) {
      try checkConversion(pending.initial, to: SwiftStaticType(pending.type), .declaration)
      let cycle =
        "\(pending.qualified) is read while its initial value is worked out: Swift's program would wait for itself "
        + "here for ever (a static property's lazy initialization that needs itself deadlocks)"
      try compileBody(
        pending.function, parameters: nil, selfType: nil, staticType: pending.owner, selfIsMutable: false, body: nil
      ) { (compiler: inout SwiftCompiler) throws(SwiftRunError) in
        compiler.emitLoad(pending.flag)
        compiler.emitConstant(.int(2))
        compiler.emit(.binary(.equal, line: 0))
        let first = compiler.emitJump(.jumpIfFalse(-1))
        compiler.emitConstant(.void)
        compiler.emit(.returnValue)
        compiler.patch(first, to: compiler.context.code.count)
        compiler.emitLoad(pending.flag)
        compiler.emitConstant(.int(1))
        compiler.emit(.binary(.equal, line: 0))
        let started = compiler.emitJump(.jumpIfFalse(-1))
        compiler.emit(.trap(message: compiler.intern(cycle), line: compiler.line(pending.initial)))
        compiler.patch(started, to: compiler.context.code.count)
        compiler.emitConstant(.int(1))
        compiler.emitStore(pending.flag)
        try compiler.compileValue(pending.initial, type: pending.type)
        compiler.emit(.storeGlobal(pending.slot))
        compiler.emitConstant(.int(2))
        compiler.emitStore(pending.flag)
      }
    }

    /// Before a static stored property is read or written: the call that works its initial
    /// value out the first time.
    mutating func emitStaticInitializer(_ binding: Binding) {
      guard binding.isGlobal, binding.host == nil, let function = staticInitializers[binding.slot] else { return }
      emit(.call(function: function, arguments: 0, line: 0, writeBack: 0))
      emit(.pop)
    }
  }
#endif
